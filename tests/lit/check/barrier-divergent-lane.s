; barrier-divergent across waves: a lane id (v_mbcnt of a mask) takes the
; same values in every wave as long as the mask and EXEC do, so a branch on
; the first lane's id (rocSPARSE's wave reductions) is uniform; the same
; count under a work-item id's EXEC mask may differ between waves.
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s --implicit-check-not=warning
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl lane
	.type lane,@function
lane:
	v_mbcnt_lo_u32_b32 v1, -1, 0
	v_mbcnt_hi_u32_b32 v1, -1, v1
	v_readfirstlane_b32 s0, v1
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .Llane_skip
	s_barrier
.Llane_skip:
	s_barrier
	s_endpgm
	.globl masked
	.type masked,@function
masked:
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[2:3], vcc
	v_mbcnt_lo_u32_b32 v1, -1, 0
	v_mbcnt_hi_u32_b32 v1, -1, v1
	s_or_b64 exec, exec, s[2:3]
	v_readfirstlane_b32 s0, v1
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .Lmasked_skip
	s_barrier
.Lmasked_skip:
	s_barrier
	s_endpgm
; Expected: masked only.
; CHECK: barrier-divergent-lane.s:31:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 30 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-lane.s:30:2: note: the branch, 's_cbranch_scc0', is here
; CHECK-NEXT: barrier-divergent-lane.s:31:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 1 warning generated.
