; Calls into a function of the same file are followed (context-sensitive):
; a hand-written callee without LLVM's entry wait sees its caller's
; outstanding loads, and the caller sees what the callee leaves outstanding.
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s
	.text
	.globl	helper
	.type	helper,@function
helper:
	v_add_u32_e32 v2, v1, v1
	global_load_dword v9, v[4:5], off
	s_setpc_b64 s[30:31]
; CHECK: calls-context.s:9:2: error: 'v_add_u32_e32' reads v1 before the 'global_load_dword' at line 20 that writes it has completed [-Wmissing-wait]
; CHECK: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
; CHECK: calls-context.s:11:2: error: return with the 'global_load_dword' at line 10 outstanding
	.globl	kern
	.type	kern,@function
	.amdhsa_kernel kern
	.end_amdhsa_kernel
kern:
	global_load_dword v1, v[6:7], off
	s_call_b64 s[30:31], helper
	v_mov_b32_e32 v3, v9
	s_endpgm
; CHECK: calls-context.s:22:2: error: 'v_mov_b32_e32' reads v9 before the 'global_load_dword' at line 10 that writes it has completed
; CHECK: 3 errors generated.
