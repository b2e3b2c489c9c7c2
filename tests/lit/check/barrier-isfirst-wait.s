; s_barrier_wait on a barrier settles a s_barrier_signal_isfirst of the same
; barrier before it (SIInsertWaitcnts clears its kmcnt): a function may
; return after the pair with no s_wait_kmcnt. Only the pair settles it: a
; kmcnt operation after the wait (s_get_barrier_state) is still owed.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1250 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx1250 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
	.text
	.globl	same
	.type	same,@function
same:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_barrier_signal_isfirst -1
	s_barrier_wait -1
	s_setpc_b64 s[30:31]
	.globl	other
	.type	other,@function
other:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_barrier_signal_isfirst -1
	s_barrier_wait -1
	s_get_barrier_state s4, -1
	s_setpc_b64 s[30:31]
; CHECK: barrier-isfirst-wait.s:24:2: error: return with the 's_get_barrier_state' at line 23 outstanding
; CHECK: 1 error generated.
