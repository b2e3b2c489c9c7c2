; A barrier under a uniform branch nested in a divergent region: its block
; depends on the uniform branch alone, but the waves that leave the
; region's branch the other way skip it all the same, and then meet the
; barrier after the join (nested; nested_loop: a loop of a kernel argument's
; count inside the region). Not reported: both branches uniform
; (both_uniform), or the waves that leave the divergent branch end
; (nested_end). A wave that skips the nested barrier in one iteration of a
; loop meets it again in the next (nested_in_loop), even though it ends after.
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s --implicit-check-not=warning
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl nested
	.type nested,@function
nested:
	s_load_dword s4, s[0:1], 0x0
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lnested_join
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Lnested_join
	s_barrier
.Lnested_join:
	s_or_b64 exec, exec, s[2:3]
	s_barrier
	s_endpgm
	.globl nested_loop
	.type nested_loop,@function
nested_loop:
	s_load_dword s4, s[0:1], 0x0
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lnested_loop_join
	s_waitcnt lgkmcnt(0)
.Lnested_loop_top:
	s_barrier
	s_sub_u32 s4, s4, 1
	s_cmp_lg_u32 s4, 0
	s_cbranch_scc1 .Lnested_loop_top
.Lnested_loop_join:
	s_or_b64 exec, exec, s[2:3]
	s_barrier
	s_endpgm
	.globl both_uniform
	.type both_uniform,@function
both_uniform:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc1 .Lboth_uniform_join
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Lboth_uniform_join
	s_barrier
.Lboth_uniform_join:
	s_barrier
	s_endpgm
	.globl nested_end
	.type nested_end,@function
nested_end:
	s_load_dword s4, s[0:1], 0x0
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lnested_end_end
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Lnested_end_join
	s_barrier
.Lnested_end_join:
	s_barrier
.Lnested_end_end:
	s_endpgm
	.globl nested_in_loop
	.type nested_in_loop,@function
nested_in_loop:
	s_load_dword s4, s[0:1], 0x0
	s_mov_b32 s5, 4
.Lnested_in_loop_top:
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lnested_in_loop_latch
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Lnested_in_loop_latch
	s_barrier
.Lnested_in_loop_latch:
	s_or_b64 exec, exec, s[2:3]
	s_sub_u32 s5, s5, 1
	s_cmp_lg_u32 s5, 0
	s_cbranch_scc1 .Lnested_in_loop_top
	s_endpgm
	.rodata
	.amdhsa_kernel nested
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel nested_loop
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel both_uniform
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel nested_end
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel nested_in_loop
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
; Expected:
; CHECK: barrier-divergent-nested.s:22:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 18 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-nested.s:18:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-nested.s:22:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-nested.s:36:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 33 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-nested.s:33:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-nested.s:36:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-nested.s:84:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 80 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-nested.s:80:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-nested.s:84:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 3 warnings generated.
