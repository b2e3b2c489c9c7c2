	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 6
	.text
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x1c
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	s_lshl_b32 s10, s6, 4
	v_lshl_or_b32 v6, s7, 4, v1
	s_mov_b32 s11, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s1, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v7, 6, v1
	v_mul_lo_u32 v1, v1, s0
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v2, 2, v0
	v_or_b32_e32 v8, v7, v2
	v_add3_u32 v1, v0, v1, s10
	v_mad_u64_u32 v[3:4], s[14:15], s1, v6, v[0:1]
	v_or_b32_e32 v9, 0x400, v2
	s_lshl_b32 s12, s0, 4
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s5
	v_mov_b32_e32 v11, s7
	v_mov_b32_e32 v12, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s11, v3
	v_lshlrev_b64 v[13:14], 2, v[4:5]
	v_mov_b32_e32 v2, v5
	v_lshlrev_b64 v[15:16], 2, v[1:2]
	v_add_co_u32_e32 v13, vcc, s4, v13
	v_addc_co_u32_e32 v14, vcc, v10, v14, vcc
	v_add_co_u32_e32 v15, vcc, s6, v15
	v_addc_co_u32_e32 v16, vcc, v11, v16, vcc
	global_load_dword v2, v[13:14], off
	global_load_dword v4, v[15:16], off
	s_add_i32 s11, s11, 16
	v_add_u32_e32 v1, s12, v1
	s_cmp_lt_u32 s11, s1
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v8, v2, v4 offset1:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[13:14], v9 offset1:16
	ds_read2_b32 v[15:16], v7 offset1:1
	ds_read2_b32 v[17:18], v7 offset0:2 offset1:3
	ds_read2_b32 v[19:20], v7 offset0:4 offset1:5
	ds_read2_b32 v[21:22], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v2, v15, v13, v12
	ds_read2_b32 v[12:13], v9 offset0:32 offset1:48
	v_fma_f32 v2, v16, v14, v2
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, v17, v12, v2
	v_fma_f32 v2, v18, v13, v2
	ds_read2_b32 v[12:13], v9 offset0:64 offset1:80
	ds_read2_b32 v[14:15], v9 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v2, v19, v12, v2
	v_fma_f32 v2, v20, v13, v2
	ds_read2_b32 v[12:13], v7 offset0:8 offset1:9
	ds_read2_b32 v[16:17], v9 offset0:128 offset1:144
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v2, v21, v14, v2
	v_fma_f32 v2, v22, v15, v2
	ds_read2_b32 v[14:15], v7 offset0:10 offset1:11
	ds_read2_b32 v[18:19], v7 offset0:12 offset1:13
	ds_read2_b32 v[20:21], v7 offset0:14 offset1:15
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v2, v12, v16, v2
	v_fma_f32 v2, v13, v17, v2
	ds_read2_b32 v[12:13], v9 offset0:160 offset1:176
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, v14, v12, v2
	v_fma_f32 v2, v15, v13, v2
	ds_read2_b32 v[12:13], v9 offset0:192 offset1:208
	ds_read2_b32 v[14:15], v9 offset0:224 offset1:240
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v2, v18, v12, v2
	v_fma_f32 v2, v19, v13, v2
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, v20, v14, v2
	v_fma_f32 v12, v21, v15, v2
	s_barrier
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v12, 0
.LBB0_4:
	v_mul_lo_u32 v2, s0, v6
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s9
	v_add3_u32 v0, s10, v0, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s3, v2
	v_fma_f32 v2, s2, v12, v2
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_tiled
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	sgemm_tiled, .Lfunc_end0-sgemm_tiled
                                        ; -- End function
	.set sgemm_tiled.num_vgpr, 23
	.set sgemm_tiled.num_agpr, 0
	.set sgemm_tiled.numbered_sgpr, 16
	.set sgemm_tiled.num_named_barrier, 0
	.set sgemm_tiled.private_seg_size, 0
	.set sgemm_tiled.uses_vcc, 1
	.set sgemm_tiled.uses_flat_scratch, 0
	.set sgemm_tiled.has_dyn_sized_stack, 0
	.set sgemm_tiled.has_recursion, 0
	.set sgemm_tiled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 588
; TotalNumSgprs: 20
; NumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 23
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           sgemm_tiled
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         sgemm_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
