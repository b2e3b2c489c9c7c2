; A conditional branch to the empty label at the function's very end (LLVM's
; block for an `unreachable`) still falls through: the block after it runs
; when the branch is not taken, and the use there of a load still in flight
; is a missing wait. (Losing the fall-through edge loses that block and its
; finding with it: the test asserts the finding, not an empty output.)
; RUN: not %waitwise check %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=note:
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl k
	.type k,@function
k:
	global_load_dword v1, v[2:3], off
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB0_2
	v_add_u32_e32 v5, v1, v1
	s_endpgm
.LBB0_2:
.Lfunc_end0:
	.size k, .Lfunc_end0-k
; CHECK: branch-to-empty-end-label.s:15:2: error: 'v_add_u32_e32' reads v1 before the 'global_load_dword' at line 12 that writes it has completed [-Wmissing-wait]
; CHECK: branch-to-empty-end-label.s:12:2: note: 'global_load_dword' issued here, outstanding on vmcnt
; CHECK: branch-to-empty-end-label.s:15:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
; CHECK: 1 error generated.
; The same use after an unconditional branch to that label is dead code:
; nothing is reported.
; RUN: sed -e 's/s_cbranch_scc1 .LBB0_2/s_branch .LBB0_2/' %s > %t.s
; RUN: %waitwise check %t.s 2>&1 | count 0
