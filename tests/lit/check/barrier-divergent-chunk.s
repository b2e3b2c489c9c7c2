; The chunk loop `for (i = tid; i < CHUNK; i += 512) { __syncthreads(); }`
; with at most 512 work-items: v1 = tid - 512 (tid | 0xfffffe00), a
; barrier, v1 += step, leave when v1 > bound (unsigned). With step 512 and
; bound 0x5ff (511 mod 512) every work-item leaves after the same number
; of iterations; that shape is still reported (a known false warning,
; issue 28: the value analysis does not relate v1 to the id). Its twins
; below are real: a wave leaves after fewer iterations than another and
; pairs its next arrival with the others' loop barrier, so each must stay
; reported: step_short (step 256: the ids 448..511 leave after 7, 0..63
; after 8), bound_unaligned (bound 0x5bf, 447 mod 512: wave 7, ids
; 448..511, leaves after 3, the others after 4), partial_exec (only ids
; below 32 step v1: wave 0 runs 4 iterations, the others 1).
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s --implicit-check-not=warning
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl step_short
	.type step_short,@function
step_short:
	v_or_b32_e32 v1, 0xfffffe00, v0
	s_movk_i32 s6, 0x5ff
	s_mov_b64 s[4:5], 0
.Lstep_short_top:
	s_barrier
	v_add_u32_e32 v1, 0x100, v1
	v_cmp_lt_u32_e32 vcc, s6, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .Lstep_short_top
	s_or_b64 exec, exec, s[4:5]
	s_barrier
	s_endpgm
	.globl bound_unaligned
	.type bound_unaligned,@function
bound_unaligned:
	v_or_b32_e32 v1, 0xfffffe00, v0
	s_movk_i32 s6, 0x5bf
	s_mov_b64 s[4:5], 0
.Lbound_unaligned_top:
	s_barrier
	v_add_u32_e32 v1, 0x200, v1
	v_cmp_lt_u32_e32 vcc, s6, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .Lbound_unaligned_top
	s_or_b64 exec, exec, s[4:5]
	s_barrier
	s_endpgm
	.globl partial_exec
	.type partial_exec,@function
partial_exec:
	v_or_b32_e32 v1, 0xfffffe00, v0
	s_movk_i32 s6, 0x5ff
	s_mov_b64 s[4:5], 0
.Lpartial_exec_top:
	s_barrier
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[8:9], vcc
	v_add_u32_e32 v1, 0x200, v1
	s_or_b64 exec, exec, s[8:9]
	v_cmp_lt_u32_e32 vcc, s6, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .Lpartial_exec_top
	s_or_b64 exec, exec, s[4:5]
	s_barrier
	s_endpgm

	.rodata
	.amdhsa_kernel step_short
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 12
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel bound_unaligned
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 12
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel partial_exec
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 12
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .max_flat_workgroup_size: 512
    .name:           step_short
  - .agpr_count:     0
    .max_flat_workgroup_size: 512
    .name:           bound_unaligned
  - .agpr_count:     0
    .max_flat_workgroup_size: 512
    .name:           partial_exec
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
; Expected:
; CHECK: barrier-divergent-chunk.s:23:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 28 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-chunk.s:28:2: note: the branch, 's_cbranch_execnz', is here
; CHECK-NEXT: barrier-divergent-chunk.s:23:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-chunk.s:39:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 44 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-chunk.s:44:2: note: the branch, 's_cbranch_execnz', is here
; CHECK-NEXT: barrier-divergent-chunk.s:39:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-chunk.s:55:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 63 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-chunk.s:63:2: note: the branch, 's_cbranch_execnz', is here
; CHECK-NEXT: barrier-divergent-chunk.s:55:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 3 warnings generated.
