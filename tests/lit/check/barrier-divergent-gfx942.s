; barrier-divergent on every target: s_barrier (GFX6-11) in a branch on the
; work-item id; none after the branches join.
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.type k,@function
k:
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lk_join
	s_barrier
.Lk_join:
	s_or_b64 exec, exec, s[2:3]
	s_barrier
	s_endpgm
; Expected:
; CHECK: barrier-divergent-gfx942.s:11:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 10 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-gfx942.s:10:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-gfx942.s:11:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 1 warning generated.
