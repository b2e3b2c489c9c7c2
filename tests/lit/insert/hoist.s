; A load from before a loop, used in every iteration of a loop that stores:
; waiting right before the use would, in the in-order vector-memory queue,
; also wait every iteration for the stores of the iterations before. The wait
; goes at the end of the preheader instead, once (placement keeps whichever
; of the two has the least modelled stall: see `waitwise cost`).
; RUN: %waitwise insert -mcpu=gfx942 %s | FileCheck %s --match-full-lines
; RUN: %waitwise insert -mcpu=gfx942 %s -o %t.s
; RUN: %waitwise check -mcpu=gfx942 %t.s
; RUN: %waitwise cost -mcpu=gfx942 %t.s | FileCheck %s --check-prefix=COST
	global_load_dword v4, v[2:3], off
	s_mov_b32 s4, 16
	v_mov_b32_e32 v5, 0
.LBB0_1:
	v_add_u32_e32 v5, 1, v5
	v_cvt_f32_u32_e32 v9, v5
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[0:1]
	v_mul_f32_e32 v9, v4, v9
	global_store_dword v[6:7], v9, off
	s_add_i32 s4, s4, -1
	s_cmp_lg_u32 s4, 0
	s_cbranch_scc1 .LBB0_1
	s_endpgm
; CHECK:      	v_mov_b32_e32 v5, 0
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: .LBB0_1:
; CHECK-NOT:  	s_waitcnt
; CHECK:      	s_endpgm
; COST: waits 1 zero-waits 1 stall 492
