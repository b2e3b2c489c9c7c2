global_load_b32 v1, v[2:3], off
v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, v1
s_wait_loadcnt 0x0
s_wait_alu depctr_va_vdst(0), depctr_sa_sdst(0)
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
s_endpgm
; Valid GFX12 syntax (llvm-mc-22 takes it, first RUN line): a VOPD pair, each
; half with its own operands (the second half reads v1 of the load); the
; s_wait_* forms; an operand of fields after a comma (s_wait_alu) and joined
; by '|' (s_delay_alu).
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1200 -filetype=null %s
; RUN: %waitwise explain -mcpu=gfx1200 %s | FileCheck %s
; CHECK:      global_load_b32 v1, v[2:3], off
; CHECK-NEXT: ;; loadcnt=1 [1]
; CHECK-NEXT: v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, v1
; CHECK-NEXT: ;; needs s_wait_loadcnt 0x0: reads v1 from line 1
; CHECK-NEXT: ;; loadcnt=1 [1]
; CHECK-NEXT: s_wait_loadcnt 0x0
; CHECK-NEXT: ;; retires: loadcnt [1]
; CHECK-NEXT: ;; weakest wait covering later uses: none (nothing outstanding is used later)
; CHECK-NEXT: ;; nothing outstanding
; CHECK-NEXT: s_wait_alu depctr_va_vdst(0), depctr_sa_sdst(0)
; CHECK-NEXT: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
; CHECK-NEXT: s_endpgm
