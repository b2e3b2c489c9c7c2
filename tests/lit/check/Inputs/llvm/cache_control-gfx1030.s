	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function acquire_agent
	.type	acquire_agent,@function
acquire_agent:                          ; @acquire_agent
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl1_inv
	buffer_gl0_inv
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	acquire_agent, .Lfunc_end0-acquire_agent
                                        ; -- End function
	.set .Lacquire_agent.num_vgpr, 0
	.set .Lacquire_agent.num_agpr, 0
	.set .Lacquire_agent.numbered_sgpr, 32
	.set .Lacquire_agent.num_named_barrier, 0
	.set .Lacquire_agent.private_seg_size, 0
	.set .Lacquire_agent.uses_vcc, 0
	.set .Lacquire_agent.uses_flat_scratch, 0
	.set .Lacquire_agent.has_dyn_sized_stack, 0
	.set .Lacquire_agent.has_recursion, 0
	.set .Lacquire_agent.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 28
; TotalNumSgprs: 32
; NumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function release_agent
	.type	release_agent,@function
release_agent:                          ; @release_agent
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	release_agent, .Lfunc_end1-release_agent
                                        ; -- End function
	.set .Lrelease_agent.num_vgpr, 0
	.set .Lrelease_agent.num_agpr, 0
	.set .Lrelease_agent.numbered_sgpr, 32
	.set .Lrelease_agent.num_named_barrier, 0
	.set .Lrelease_agent.private_seg_size, 0
	.set .Lrelease_agent.uses_vcc, 0
	.set .Lrelease_agent.uses_flat_scratch, 0
	.set .Lrelease_agent.has_dyn_sized_stack, 0
	.set .Lrelease_agent.has_recursion, 0
	.set .Lrelease_agent.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 12
; TotalNumSgprs: 32
; NumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function acq_rel_system
	.type	acq_rel_system,@function
acq_rel_system:                         ; @acq_rel_system
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl1_inv
	buffer_gl0_inv
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	acq_rel_system, .Lfunc_end2-acq_rel_system
                                        ; -- End function
	.set .Lacq_rel_system.num_vgpr, 0
	.set .Lacq_rel_system.num_agpr, 0
	.set .Lacq_rel_system.numbered_sgpr, 32
	.set .Lacq_rel_system.num_named_barrier, 0
	.set .Lacq_rel_system.private_seg_size, 0
	.set .Lacq_rel_system.uses_vcc, 0
	.set .Lacq_rel_system.uses_flat_scratch, 0
	.set .Lacq_rel_system.has_dyn_sized_stack, 0
	.set .Lacq_rel_system.has_recursion, 0
	.set .Lacq_rel_system.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 28
; TotalNumSgprs: 32
; NumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cache_ops               ; -- Begin function cache_ops
	.globl	cache_ops
	.p2align	8
	.type	cache_ops,@function
cache_ops:                              ; @cache_ops
; %bb.0:
	s_add_u32 s0, s0, s7
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	s_addc_u32 s1, s1, 0
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, acquire_agent@rel32@lo+4
	s_addc_u32 s9, s9, acquire_agent@rel32@hi+12
	s_mov_b32 s32, 0
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[8:9]
	global_load_dword v1, v0, s[4:5]
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, release_agent@rel32@lo+4
	s_addc_u32 s9, s9, release_agent@rel32@hi+12
	s_waitcnt vmcnt(0)
	global_store_dword v0, v1, s[6:7]
	s_swappc_b64 s[30:31], s[8:9]
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, acq_rel_system@rel32@lo+4
	s_addc_u32 s9, s9, acq_rel_system@rel32@hi+12
	s_swappc_b64 s[30:31], s[8:9]
	s_waitcnt_vscnt null, 0x0
	buffer_gl1_inv
	buffer_gl0_inv
	s_barrier
	global_load_dword v1, v0, s[4:5] offset:16
	s_waitcnt vmcnt(0)
	global_store_dword v0, v1, s[6:7] offset:12
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cache_ops
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 33
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	cache_ops, .Lfunc_end3-cache_ops
                                        ; -- End function
	.set cache_ops.num_vgpr, max(2, .Lacquire_agent.num_vgpr, .Lrelease_agent.num_vgpr, .Lacq_rel_system.num_vgpr)
	.set cache_ops.num_agpr, max(0, .Lacquire_agent.num_agpr, .Lrelease_agent.num_agpr, .Lacq_rel_system.num_agpr)
	.set cache_ops.numbered_sgpr, max(33, .Lacquire_agent.numbered_sgpr, .Lrelease_agent.numbered_sgpr, .Lacq_rel_system.numbered_sgpr)
	.set cache_ops.num_named_barrier, max(0, .Lacquire_agent.num_named_barrier, .Lrelease_agent.num_named_barrier, .Lacq_rel_system.num_named_barrier)
	.set cache_ops.private_seg_size, 0+max(.Lacquire_agent.private_seg_size, .Lrelease_agent.private_seg_size, .Lacq_rel_system.private_seg_size)
	.set cache_ops.uses_vcc, or(0, .Lacquire_agent.uses_vcc, .Lrelease_agent.uses_vcc, .Lacq_rel_system.uses_vcc)
	.set cache_ops.uses_flat_scratch, or(0, .Lacquire_agent.uses_flat_scratch, .Lrelease_agent.uses_flat_scratch, .Lacq_rel_system.uses_flat_scratch)
	.set cache_ops.has_dyn_sized_stack, or(0, .Lacquire_agent.has_dyn_sized_stack, .Lrelease_agent.has_dyn_sized_stack, .Lacq_rel_system.has_dyn_sized_stack)
	.set cache_ops.has_recursion, or(0, .Lacquire_agent.has_recursion, .Lrelease_agent.has_recursion, .Lacq_rel_system.has_recursion)
	.set cache_ops.has_indirect_call, or(0, .Lacquire_agent.has_indirect_call, .Lrelease_agent.has_indirect_call, .Lacq_rel_system.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 164
; TotalNumSgprs: 33
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 33
; NumVGPRsForWavesPerEU: 2
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           cache_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         cache_ops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
