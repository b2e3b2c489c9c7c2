; RUN: %waitwise explain -mcpu=gfx942 %s | FileCheck %s --match-full-lines
; Two paths join with different loads outstanding; FLAT is out of order with
; both counters, so vmcnt(1) cannot retire the youngest global loads.
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB0_2
	global_load_dword v1, v[2:3], off
	global_load_dword v2, v[2:3], off offset:4
	s_branch .LBB0_3
.LBB0_2:
	global_load_dword v1, v[4:5], off
.LBB0_3:
	flat_load_dword v7, v[8:9]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v3, v1, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v3, v7, v2
	s_endpgm
; CHECK:      flat_load_dword v7, v[8:9]
; CHECK-NEXT: ;; vmcnt<=3 [8,9,12,14]  lgkmcnt=1 [14]
; CHECK-NEXT: s_waitcnt vmcnt(1)
; CHECK-NEXT: ;; retires: vmcnt [8]
; CHECK-NEXT: ;; weakest wait covering later uses: s_waitcnt vmcnt(0)
; CHECK-NEXT: ;; vmcnt<=1 [9,12,14]  lgkmcnt=1 [14]
; CHECK-NEXT: v_add_u32_e32 v3, v1, v1
; CHECK-NEXT: ;; needs s_waitcnt vmcnt(0): reads v1 from line 12
