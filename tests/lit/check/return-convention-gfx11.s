; LLVM's return convention where stores have their own counter (vscnt,
; GFX10/11): a function may return with its stores outstanding, but not with
; a load, nor with a FLAT store's LDS part (lgkmcnt).
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx1100 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
	.text
	.globl	store_ret
	.type	store_ret,@function
store_ret:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_store_b32 v[0:1], v2, off
	global_atomic_add_u32 v[0:1], v2, off
	s_setpc_b64 s[30:31]
	.globl	flat_store_ret
	.type	flat_store_ret,@function
flat_store_ret:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	flat_store_b32 v[0:1], v2
	s_setpc_b64 s[30:31]
; CHECK: return-convention-gfx11.s:19:2: error: return with the 'flat_store_b32' at line 18 outstanding (callers assume a callee returns with every counter drained but the stores' own) [-Wreturn-outstanding]
; CHECK: return-convention-gfx11.s:18:2: note: 'flat_store_b32' issued here, outstanding on vscnt and lgkmcnt
; CHECK: return-convention-gfx11.s:19:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt lgkmcnt(0)
	.globl	load_ret
	.type	load_ret,@function
load_ret:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_store_b32 v[0:1], v2, off
	global_load_b32 v0, v[0:1], off
	s_setpc_b64 s[30:31]
; CHECK: return-convention-gfx11.s:29:2: error: return with the 'global_load_b32' at line 28 outstanding
; CHECK: return-convention-gfx11.s:28:2: note: 'global_load_b32' issued here, outstanding on vmcnt
; CHECK: return-convention-gfx11.s:29:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
; CHECK: 2 errors generated.
