; A callee only this file calls reads v4, which its caller's load writes: it
; gets an entry wait for that load (vmcnt, GFX10). The caller's store in
; flight at the call is nothing the callee consumes (it writes no register,
; and no release marked it): no vscnt wait at the entry.
; RUN: %waitwise insert -v --mode=recompute -mcpu=gfx1030 %s -o - 2>&1 | FileCheck %s --match-full-lines "--implicit-check-not={{^[[:space:]]+s_waitcnt}}"
	.text
	.type	callee,@function
callee:
	v_mov_b32_e32 v5, v4
	s_setpc_b64 s[30:31]
	.globl	kern
	.type	kern,@function
kern:
	global_load_dword v4, v[6:7], off
	global_store_dword v[6:7], v1, off
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, callee@rel32@lo+4
	s_addc_u32 s17, s17, callee@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
; CHECK:      callee:
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: 	v_mov_b32_e32 v5, v4
; CHECK-NEXT: 	s_setpc_b64 s[30:31]
; CHECK:      	s_swappc_b64 s[30:31], s[16:17]
; CHECK-NEXT: 	s_endpgm
; CHECK:      waitwise: 1 waits placed (1 instructions), 0 removed, 0 kept as fences, 2 analysis rounds
