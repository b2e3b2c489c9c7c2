; A tail call through an absolute address (s_mov_b32 of f@abs32@lo and
; f@abs32@hi, as LLVM calls on PAL) is a tail call, not a return: the callee
; waits at its entry, so a load may still be in flight at it. An address from
; a register written outside the function (the return address) still
; returns.
; RUN: llvm-mc -triple=amdgcn--amdpal -mcpu=gfx942 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
	.text
	.type	tail,@function
tail:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dword v0, v[0:1], off
	s_mov_b32 s36, callee@abs32@lo
	s_mov_b32 s37, callee@abs32@hi
	s_setpc_b64 s[36:37]
	.type	ret,@function
ret:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dword v0, v[0:1], off
	s_mov_b32 s36, s30
	s_mov_b32 s37, s31
	s_setpc_b64 s[36:37]
; CHECK: setpc-abs32.s:22:2: error: return with the 'global_load_dword' at line 19 outstanding
; CHECK: 1 error generated.
	.type	caller,@function
caller:
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, tail@rel32@lo+4
	s_addc_u32 s17, s17, tail@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, ret@rel32@lo+4
	s_addc_u32 s17, s17, ret@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
