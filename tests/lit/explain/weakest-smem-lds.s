; The weakest covering wait counts per in-order queue: the pending s_load does
; not force lgkmcnt(0) for the first ds_read (LLVM would emit lgkmcnt(0)).
; RUN: %waitwise explain -mcpu=gfx942 %s | FileCheck %s --match-full-lines
; RUN: %waitwise explain -mcpu=gfx1200 %s --format=text | FileCheck %s --check-prefix=GFX12 --match-full-lines
	global_load_dword v1, v[2:3], off
	global_load_dword v4, v[2:3], off offset:4
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	ds_read_b32 v5, v0
	ds_read_b32 v6, v0 offset:4
; CHECK:      ;; vmcnt=2 [5,6]  lgkmcnt>=3 [7-9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK:      ;; retires: vmcnt [5,6], lgkmcnt [7-9]
; CHECK-NEXT: ;; weakest wait covering later uses: s_waitcnt vmcnt(1) lgkmcnt(1)
	v_add_u32_e32 v7, v1, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK:      ;; weakest wait covering later uses: none (nothing outstanding is used later)
	v_add_u32_e32 v8, v4, v6
	v_add_u32_e32 v9, s0, v8
	s_endpgm
; On GFX12 the legacy s_waitcnt still reads; SMEM is on kmcnt, LDS on dscnt.
; GFX12:      ;; loadcnt=2 [5,6]  dscnt=2 [8,9]  kmcnt>=1 [7]
; GFX12: s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX12-NEXT: ;; retires: loadcnt [5,6], dscnt [8,9]
; GFX12-NEXT: ;; weakest wait covering later uses: s_wait_loadcnt_dscnt 0x101; s_wait_kmcnt 0x0
; GFX12: v_add_u32_e32 v9, s0, v8
; GFX12-NEXT: ;; needs s_wait_kmcnt 0x0: reads s[0:1] from line 7
