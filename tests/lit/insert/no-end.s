; A function that never ends (found by the fuzz sweep: the cost model walked
; such a loop for seconds): insert still places the wait, at once.
; RUN: %waitwise insert -mcpu=gfx942 %s | FileCheck %s --match-full-lines
.L1:
	global_load_dword v1, v[2:3], off
	v_add_u32_e32 v4, v1, v1
	s_branch .L1
; CHECK:      	global_load_dword v1, v[2:3], off
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: 	v_add_u32_e32 v4, v1, v1
