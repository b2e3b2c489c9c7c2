; LLVM's return convention on GFX12: every counter at zero at a return but
; storecnt; a FLAT store's LDS part (dscnt) and a load are errors.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1200 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx1200 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
	.text
	.globl	store_ret
	.type	store_ret,@function
store_ret:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	global_store_b32 v[0:1], v2, off
	s_setpc_b64 s[30:31]
	.globl	flat_store_ret
	.type	flat_store_ret,@function
flat_store_ret:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	flat_store_b32 v[0:1], v2
	s_setpc_b64 s[30:31]
; CHECK: return-convention-gfx12.s:25:2: error: return with the 'flat_store_b32' at line 24 outstanding (callers assume a callee returns with every counter drained but the stores' own) [-Wreturn-outstanding]
; CHECK: return-convention-gfx12.s:24:2: note: 'flat_store_b32' issued here, outstanding on storecnt and dscnt
; CHECK: return-convention-gfx12.s:25:2: note: the weakest wait that fixes it, before this instruction: s_wait_dscnt 0x0
	.globl	load_ret
	.type	load_ret,@function
load_ret:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	global_load_b32 v0, v[0:1], off
	s_setpc_b64 s[30:31]
; CHECK: return-convention-gfx12.s:38:2: error: return with the 'global_load_b32' at line 37 outstanding
; CHECK: return-convention-gfx12.s:37:2: note: 'global_load_b32' issued here, outstanding on loadcnt
; CHECK: return-convention-gfx12.s:38:2: note: the weakest wait that fixes it, before this instruction: s_wait_loadcnt 0x0
; CHECK: 2 errors generated.
