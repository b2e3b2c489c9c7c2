; RUN: %waitwise explain -mcpu=gfx942 %s | FileCheck %s --match-full-lines
; Operations issued in a loop: the counts of older iterations are bounded by the
; wait inside the loop (vmcnt) or unbounded (lgkmcnt: no wait in the loop).
	s_mov_b32 s2, 0
.LBB0_1:
	global_load_dword v1, v[2:3], off
	ds_read_b32 v4, v0
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v5, v5, v6
	s_add_i32 s2, s2, 1
	s_cmp_lt_u32 s2, 8
	s_cbranch_scc1 .LBB0_1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v5, v1, v4
	s_endpgm
; CHECK:      global_load_dword v1, v[2:3], off
; CHECK-NEXT: ;; vmcnt<=2 [6]  lgkmcnt>=1 [7]
; CHECK:      s_waitcnt vmcnt(1)
; CHECK-NEXT: ;; retires: nothing
; CHECK-NEXT: ;; weakest wait covering later uses: none (nothing outstanding is used later)
; CHECK-NEXT: ;; vmcnt<=1 [6]  lgkmcnt>=1 [7]
; CHECK:      s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK-NEXT: ;; retires: vmcnt [6], lgkmcnt [7]
; CHECK-NEXT: ;; weakest wait covering later uses: s_waitcnt vmcnt(0) lgkmcnt(0) (as written)
