; A caller that calls with a load in flight relies on the callee's entry wait
; (LLVM's convention). insert --mode=recompute drops every wait; where the
; checker, which follows the call, finds the callee does not wait for what
; the caller left in flight, the callee gets the wait it needs at entry. The
; callee is local (no .globl): only its callers here enter it (a global one
; waits for everything: entry-wait.s).
; RUN: %waitwise insert --mode=recompute -mcpu=gfx942 %s -o %t.s
; RUN: %waitwise check -mcpu=gfx942 %t.s
; RUN: FileCheck %s --match-full-lines < %t.s
	.text
	.type	emit,@function
emit:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v1, 1, v1
	global_store_dword v[2:3], v1, off
	s_setpc_b64 s[30:31]
	.globl	rows
	.type	rows,@function
	.amdhsa_kernel rows
	.end_amdhsa_kernel
rows:
	global_load_dword v1, v[4:5], off
	global_load_dword v8, v[4:5], off offset:4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, emit@rel32@lo+4
	s_addc_u32 s17, s17, emit@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v9, v8
	s_endpgm
; emit reads v1, loaded by its caller: vmcnt(1) would do for v1 alone, but
; v8 is also in flight and used after the call, so the entry wait drains it.
; CHECK:      emit:
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: 	v_add_u32_e32 v1, 1, v1
; CHECK:      	s_swappc_b64 s[30:31], s[16:17]
; CHECK-NEXT: 	v_mov_b32_e32 v9, v8
