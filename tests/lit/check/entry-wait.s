; A function another file may call (global, or called by nothing here) is
; entered with its caller's operations in flight on vmcnt, expcnt and
; lgkmcnt: before it reads or writes a register it waits for 0 on each, on
; every path. A local function called here is entered from its callers'
; states instead (the analysis follows the call).
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s --implicit-check-not=error:
	.text
	.globl	ext
	.type	ext,@function
ext:
	v_mov_b32_e32 v1, 0
	s_setpc_b64 s[30:31]
; CHECK: {{.*}}entry-wait.s:12:2: error: 'v_mov_b32_e32' before 'ext' has waited for its caller's operations: it may be called from outside this file with loads in flight (LLVM's callee waits at its entry) [-Wentry-wait]
; CHECK: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	.type	unused,@function
unused:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	s_setpc_b64 s[30:31]
; CHECK: {{.*}}entry-wait.s:19:2: error: 'v_mov_b32_e32' before 'unused' has waited
; CHECK: note: the weakest wait that fixes it, before this instruction: s_waitcnt expcnt(0)
	.globl	branchy
	.type	branchy,@function
branchy:
	s_cbranch_execz .Lskip
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.Lskip:
	v_mov_b32_e32 v1, 0
	s_setpc_b64 s[30:31]
; CHECK: {{.*}}entry-wait.s:29:2: error: 'v_mov_b32_e32' before 'branchy' has waited
	.type	local,@function
local:
	v_mov_b32_e32 v1, 0
	s_setpc_b64 s[30:31]
	.type	kern,@function
kern:
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, local@rel32@lo+4
	s_addc_u32 s17, s17, local@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
; CHECK: 3 errors generated.
