; barrier-divergent: only the VGPRs the kernel descriptor has the hardware
; initialise hold a work-item id. With .amdhsa_system_vgpr_workitem_id 0,
; v1 and v2 hold none (gfx900); on a target that packs the ids (gfx942)
; v1 holds none whatever the descriptor says. v1 under workitem_id 1 on
; gfx900 is the y id and is still reported.
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s --implicit-check-not=warning
; RUN: sed 's/gfx900/gfx942/; s/workitem_id 1/workitem_id 2/' %s > %t.s
; RUN: %waitwise check %t.s 2>&1 | count 0
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl x_only
	.type x_only,@function
x_only:
	v_cmp_gt_u32_e32 vcc, 32, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lx_only_join
	s_barrier
.Lx_only_join:
	s_or_b64 exec, exec, s[2:3]
	s_barrier
	s_endpgm
	.globl xy
	.type xy,@function
xy:
	v_cmp_gt_u32_e32 vcc, 32, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lxy_join
	s_barrier
.Lxy_join:
	s_or_b64 exec, exec, s[2:3]
	s_barrier
	s_endpgm

	.rodata
	.amdhsa_kernel x_only
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel xy
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_system_vgpr_workitem_id 1
	.end_amdhsa_kernel
; Expected: xy only.
; CHECK: barrier-divergent-ids.s:28:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 27 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-ids.s:27:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-ids.s:28:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 1 warning generated.
