; barrier-divergent across waves, not lanes: a wave skips an EXEC-masked
; region only when all its lanes fail. A compare the work-item bound decides
; in every lane (v0 < 0x100 with at most 128 work-items) skips nothing, and
; a workgroup of one wave has no other wave to diverge from; a compare the
; bound does not decide is still reported.
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s --implicit-check-not=warning
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl bounded
	.type bounded,@function
bounded:
	v_cmp_gt_u32_e64 s[0:1], 0x100, v0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .Lbounded_join
	s_barrier
.Lbounded_join:
	s_or_b64 exec, exec, s[2:3]
	s_barrier
	s_endpgm
	.globl one_wave
	.type one_wave,@function
one_wave:
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lone_wave_join
	s_barrier
.Lone_wave_join:
	s_or_b64 exec, exec, s[2:3]
	s_barrier
	s_endpgm
	.globl open_bound
	.type open_bound,@function
open_bound:
	v_cmp_gt_u32_e32 vcc, 0x80, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lopen_bound_join
	s_barrier
.Lopen_bound_join:
	s_or_b64 exec, exec, s[2:3]
	s_barrier
	s_endpgm

	.rodata
	.amdhsa_kernel bounded
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel one_wave
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel open_bound
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .max_flat_workgroup_size: 128
    .name:           bounded
  - .agpr_count:     0
    .max_flat_workgroup_size: 64
    .name:           one_wave
  - .agpr_count:     0
    .max_flat_workgroup_size: 256
    .name:           open_bound
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
; Expected:
; CHECK: barrier-divergent-wgsize.s:37:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 36 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-wgsize.s:36:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-wgsize.s:37:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 1 warning generated.
