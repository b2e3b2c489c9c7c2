; Marks through a branch and a join, consecutive marks, and a call: a callee's
; marks are not its caller's.
; RUN: %waitwise insert -mcpu=gfx942 %s | FileCheck %s --match-full-lines
	s_mov_b32 m0, 0
	global_load_lds_dword v[2:3], off
	s_asyncmark
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB0_2
	global_load_lds_dword v[4:5], off
	global_load_dword v9, v[10:11], off
.LBB0_2:
	s_asyncmark
	s_asyncmark
	s_wait_asyncmark 2
	s_wait_asyncmark 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, helper@rel32@lo+4
	s_addc_u32 s17, s17, helper@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_wait_asyncmark 0
	s_endpgm
	.globl	helper
	.type	helper,@function
helper:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_lds_dword v[6:7], off
	s_asyncmark
	s_wait_asyncmark 0
	s_setpc_b64 s[30:31]
; The first mark stands for the first copy: on the path that skips the
; conditional block nothing follows it, so completing it takes vmcnt(0) (the
; weakest wait good on both paths). The next mark wait then retires nothing
; and is dropped, as is the one after the call (the callee drained).
; CHECK:      .LBB0_2:
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: 	s_getpc_b64 s[16:17]
; CHECK:      	s_swappc_b64 s[30:31], s[16:17]
; CHECK-NEXT: 	s_endpgm
; CHECK:      helper:
; CHECK-NEXT: 	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
; CHECK-NEXT: 	global_load_lds_dword v[6:7], off
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: 	s_setpc_b64 s[30:31]
