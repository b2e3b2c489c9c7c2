s_load_dword s4, s[0:1]
s_load_dword s5, s[0:1], 0x10
global_load_dword v1, v[2:3], off, offset:16
global_atomic_add v5, v[2:3], v6, off sc0
global_atomic_add v[2:3], v6, off
v_mov_b32 v12, v5
v_cmp_eq_f32_e32 v10, v11
v_cndmask_b32_e32 v7, v10, v11
v_cndmask_b32_e32 v7, v10, v11, vcc
v_mov_b32 v9, 1 + 2
v_mov_b32 v9 v1
s_add_u32 s0, s0, sym@rel32@lo+4
buffer_wbl2 sc0 sc1
s_waitcnt vmcnt(1), lgkmcnt(0)
s_waitcnt vmcnt(0) & lgkmcnt(0)
s_endpgm 1
s_endpgm
; Valid syntax that the operand-count check must keep taking (llvm-mc-22
; takes all of it, first RUN line): operands LLVM always prints but its
; parser lets out (s_load_dword's offset, the vcc of VOPC/VOP2 e32 forms);
; a named modifier after a comma (off, offset:16); the returning atomic (sc0:
; 4 operands, its result read back at line 6) and the plain one (3); an
; expression with blanks; operands without a comma (v_mov_b32 v9 v1 reads
; v1); relocations; modifier words only (buffer_wbl2 sc0 sc1); s_waitcnt
; fields after a comma or '&'; s_endpgm with and without its number.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=null %s
; RUN: %waitwise explain -mcpu=gfx942 %s | FileCheck %s
; CHECK:      s_load_dword s4, s[0:1]
; CHECK-NEXT: ;; lgkmcnt>=1 [1]
; CHECK-NEXT: s_load_dword s5, s[0:1], 0x10
; CHECK-NEXT: ;; lgkmcnt>=2 [1,2]
; CHECK-NEXT: global_load_dword v1, v[2:3], off, offset:16
; CHECK-NEXT: ;; vmcnt=1 [3]  lgkmcnt>=2 [1,2]
; CHECK-NEXT: global_atomic_add v5, v[2:3], v6, off sc0
; CHECK-NEXT: ;; vmcnt=2 [3,4]  lgkmcnt>=2 [1,2]
; CHECK-NEXT: global_atomic_add v[2:3], v6, off
; CHECK-NEXT: ;; vmcnt=3 [3-5]  lgkmcnt>=2 [1,2]
; CHECK-NEXT: v_mov_b32 v12, v5
; CHECK-NEXT: ;; needs s_waitcnt vmcnt(1): reads v5 from line 4
; CHECK-NEXT: ;; vmcnt=3 [3-5]  lgkmcnt>=2 [1,2]
; CHECK-NEXT: v_cmp_eq_f32_e32 v10, v11
; CHECK-NEXT: v_cndmask_b32_e32 v7, v10, v11
; CHECK-NEXT: v_cndmask_b32_e32 v7, v10, v11, vcc
; CHECK-NEXT: v_mov_b32 v9, 1 + 2
; CHECK-NEXT: v_mov_b32 v9 v1
; CHECK-NEXT: ;; needs s_waitcnt vmcnt(2): reads v1 from line 3
; CHECK-NEXT: ;; vmcnt=3 [3-5]  lgkmcnt>=2 [1,2]
; CHECK-NEXT: s_add_u32 s0, s0, sym@rel32@lo+4
; CHECK-NEXT: buffer_wbl2 sc0 sc1
; CHECK-NEXT: ;; vmcnt=3 [3-5]  lgkmcnt>=2 [1,2]
; CHECK-NEXT: s_waitcnt vmcnt(1), lgkmcnt(0)
; CHECK-NEXT: ;; retires: vmcnt [3,4], lgkmcnt [1,2]
; CHECK-NEXT: ;; weakest wait covering later uses: none (nothing outstanding is used later)
; CHECK-NEXT: ;; vmcnt=1 [5]
; CHECK-NEXT: s_waitcnt vmcnt(0) & lgkmcnt(0)
; CHECK-NEXT: ;; retires: vmcnt [5]
; CHECK-NEXT: ;; weakest wait covering later uses: none (nothing outstanding is used later)
; CHECK-NEXT: ;; nothing outstanding
; CHECK-NEXT: s_endpgm 1
; CHECK-NEXT: s_endpgm
; CHECK-NEXT: ;; unreachable
