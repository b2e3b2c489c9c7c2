; SGPR spills in VGPR lanes: v_writelane writes one lane, whatever EXEC, and
; v_readlane reads one back; each lane of the spill VGPR holds what was
; written to it. A value that differs between waves spilled to lane 3 does
; not make the reload of lane 0 vary (apart). Still reported: the reload
; of the lane the variant value went to (same_lane), a lane a whole-VGPR
; write of a variant value reached after the spill (clobbered), and a lane
; of the work-item id's VGPR (id_lane: lane 5 of v0 is 64 * wave + 5).
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s --implicit-check-not=warning
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl apart
	.type apart,@function
apart:
	s_load_dword s4, s[0:1], 0x0
	v_readfirstlane_b32 s5, v0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 0
	v_writelane_b32 v40, s5, 3
	v_readlane_b32 s6, v40, 0
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .Lapart_skip
	s_barrier
.Lapart_skip:
	s_barrier
	s_endpgm
	.globl same_lane
	.type same_lane,@function
same_lane:
	s_load_dword s4, s[0:1], 0x0
	v_readfirstlane_b32 s5, v0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 0
	v_writelane_b32 v40, s5, 3
	v_readlane_b32 s6, v40, 3
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .Lsame_lane_skip
	s_barrier
.Lsame_lane_skip:
	s_barrier
	s_endpgm
	.globl clobbered
	.type clobbered,@function
clobbered:
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 0
	v_mov_b32_e32 v40, v0
	v_readlane_b32 s6, v40, 0
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .Lclobbered_skip
	s_barrier
.Lclobbered_skip:
	s_barrier
	s_endpgm
	.globl id_lane
	.type id_lane,@function
id_lane:
	v_readlane_b32 s6, v0, 5
	s_cmp_eq_u32 s6, 5
	s_cbranch_scc1 .Lid_lane_skip
	s_barrier
.Lid_lane_skip:
	s_barrier
	s_endpgm
	.rodata
	.amdhsa_kernel apart
	.amdhsa_next_free_vgpr 44
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 44
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel same_lane
	.amdhsa_next_free_vgpr 44
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 44
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel clobbered
	.amdhsa_next_free_vgpr 44
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 44
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel id_lane
	.amdhsa_next_free_vgpr 44
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 44
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
; Expected:
; CHECK: barrier-divergent-spill.s:37:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 36 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-spill.s:36:2: note: the branch, 's_cbranch_scc1', is here
; CHECK-NEXT: barrier-divergent-spill.s:37:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-spill.s:51:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 50 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-spill.s:50:2: note: the branch, 's_cbranch_scc1', is here
; CHECK-NEXT: barrier-divergent-spill.s:51:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-spill.s:61:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 60 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-spill.s:60:2: note: the branch, 's_cbranch_scc1', is here
; CHECK-NEXT: barrier-divergent-spill.s:61:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 3 warnings generated.
