; LLVM's return convention on a target without a store counter (GFX9): a
; function returns with every counter at zero, stores included (they count
; on vmcnt), and a FLAT store's LDS part on lgkmcnt too.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx900 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
	.text
	.globl	store_ret
	.type	store_ret,@function
store_ret:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	s_setpc_b64 s[30:31]
; CHECK: return-convention-gfx9.s:12:2: error: return with the 'global_store_dword' at line 11 outstanding (callers assume a callee returns with every counter drained but the stores' own) [-Wreturn-outstanding]
; CHECK-NEXT: {{^}}   12 |
; CHECK-NEXT: {{^}}      |
; CHECK-NEXT: return-convention-gfx9.s:11:2: note: 'global_store_dword' issued here, outstanding on vmcnt
; CHECK: return-convention-gfx9.s:12:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
	.globl	store_waited
	.type	store_waited,@function
store_waited:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
	.globl	flat_store_ret
	.type	flat_store_ret,@function
flat_store_ret:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v2
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
; CHECK: return-convention-gfx9.s:31:2: error: return with the 'flat_store_dword' at line 29 outstanding
; CHECK: return-convention-gfx9.s:29:2: note: 'flat_store_dword' issued here, outstanding on vmcnt and lgkmcnt
; CHECK: return-convention-gfx9.s:31:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt lgkmcnt(0)
	.globl	load_ret
	.type	load_ret,@function
load_ret:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dword v0, v[0:1], off
	s_setpc_b64 s[30:31]
; CHECK: return-convention-gfx9.s:40:2: error: return with the 'global_load_dword' at line 39 outstanding
; CHECK: return-convention-gfx9.s:39:2: note: 'global_load_dword' issued here, outstanding on vmcnt
; CHECK: return-convention-gfx9.s:40:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
; CHECK: 3 errors generated.
