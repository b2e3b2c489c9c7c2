; barrier-divergent on a named barrier (gfx1250): a wave that ends does not
; drop a named barrier (reference 004), so a wave that skips its signal
; leaves the others' wait waiting even when it then ends; the same shape on
; the workgroup barrier (-1) is defined and not reported.
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s --implicit-check-not=warning
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.globl named
	.type named,@function
named:
	s_mov_b32 m0, 0x40001
	s_barrier_init m0
	s_mov_b32 m0, 1
	s_barrier_join m0
	s_mov_b32 s3, exec_lo
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .Lnamed_end
	s_barrier_signal m0
	s_barrier_wait 1
	s_barrier_leave
.Lnamed_end:
	s_endpgm
	.globl workgroup
	.type workgroup,@function
workgroup:
	s_mov_b32 s3, exec_lo
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .Lworkgroup_end
	s_barrier_signal -1
	s_barrier_wait -1
.Lworkgroup_end:
	s_endpgm
; Expected:
; CHECK: barrier-divergent-named.s:18:2: warning: 's_barrier_signal' may be skipped by some waves of a workgroup, and a wave that ends does not drop a named barrier (the others' wait may never complete): the branch at line 17 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-named.s:17:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-named.s:18:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join)
; CHECK-NEXT: 1 warning generated.
