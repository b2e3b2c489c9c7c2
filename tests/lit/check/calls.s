; Calls and returns by LLVM's convention: a callee starts with a full wait
; and returns with every counter drained but the stores' own, so a load
; before a call may be used after it; a function that returns with a load
; outstanding, or on gfx942 a store (counted on vmcnt), is an error.
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s
	.text
	.globl	callee
	.type	callee,@function
callee:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dword v0, v[2:3], off
	global_store_dword v[2:3], v1, off
	s_setpc_b64 s[30:31]
; CHECK: calls.s:13:2: error: return with the 'global_load_dword' at line 11 outstanding (callers assume a callee returns with every counter drained but the stores' own) [-Wreturn-outstanding]
; CHECK: calls.s:12:2: note: return with the 'global_store_dword' at line 12 outstanding
; CHECK: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
	.globl	kern
	.type	kern,@function
kern:
	global_load_dword v4, v[6:7], off
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, callee@rel32@lo+4
	s_addc_u32 s17, s17, callee@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v5, v4
	s_endpgm
; CHECK-NOT: calls.s:25
; CHECK: 1 error generated.
