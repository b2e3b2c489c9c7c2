	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x1c
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s10, s6, 4
	v_lshl_or_b32 v3, s7, 4, v0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s1, 0
	s_mov_b32 s11, 0
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v8, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	v_mul_lo_u32 v0, v0, s0
	v_mad_u64_u32 v[6:7], s[14:15], s1, v3, v[2:3]
	v_add_u32_e32 v9, v8, v4
	v_add_u32_e32 v10, 0x400, v4
	v_add3_u32 v4, v2, v0, s10
	s_lshl_b32 s12, s0, 4
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s5
	v_mov_b32_e32 v12, s7
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, s11, v6
	v_lshlrev_b64 v[14:15], 2, v[0:1]
	v_mov_b32_e32 v5, v1
	v_add_co_u32_e32 v14, vcc, s4, v14
	v_lshlrev_b64 v[16:17], 2, v[4:5]
	v_addc_co_u32_e32 v15, vcc, v11, v15, vcc
	v_add_co_u32_e32 v16, vcc, s6, v16
	v_addc_co_u32_e32 v17, vcc, v12, v17, vcc
	global_load_dword v0, v[14:15], off
	global_load_dword v5, v[16:17], off
	s_add_i32 s11, s11, 16
	v_add_u32_e32 v4, s12, v4
	s_cmp_lt_u32 s11, s1
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v9, v0, v5 offset1:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[14:15], v10 offset1:16
	ds_read2_b32 v[16:17], v10 offset0:32 offset1:48
	ds_read2_b32 v[18:19], v10 offset0:64 offset1:80
	ds_read2_b32 v[20:21], v8 offset1:1
	ds_read2_b32 v[22:23], v8 offset0:2 offset1:3
	ds_read2_b32 v[24:25], v8 offset0:4 offset1:5
	ds_read2_b32 v[26:27], v8 offset0:6 offset1:7
	ds_read2_b32 v[28:29], v10 offset0:96 offset1:112
	ds_read2_b32 v[30:31], v10 offset0:128 offset1:144
	ds_read2_b32 v[32:33], v10 offset0:160 offset1:176
	ds_read2_b32 v[34:35], v10 offset0:192 offset1:208
	ds_read2_b32 v[36:37], v8 offset0:8 offset1:9
	ds_read2_b32 v[38:39], v8 offset0:10 offset1:11
	ds_read2_b32 v[40:41], v8 offset0:12 offset1:13
	ds_read2_b32 v[42:43], v8 offset0:14 offset1:15
	ds_read2_b32 v[44:45], v10 offset0:224 offset1:240
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v7, v20, v14
	v_fmac_f32_e32 v7, v21, v15
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v7, v22, v16
	v_fmac_f32_e32 v7, v23, v17
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v7, v24, v18
	v_fmac_f32_e32 v7, v25, v19
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v7, v26, v28
	v_fmac_f32_e32 v7, v27, v29
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v7, v36, v30
	v_fmac_f32_e32 v7, v37, v31
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v7, v38, v32
	v_fmac_f32_e32 v7, v39, v33
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v7, v40, v34
	v_fmac_f32_e32 v7, v41, v35
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v7, v42, v44
	v_fmac_f32_e32 v7, v43, v45
	s_barrier
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	v_mov_b32_e32 v1, v7
.LBB0_4:
	v_mul_lo_u32 v0, s0, v3
	v_add3_u32 v2, s10, v2, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_load_dword v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, s3, v0
	v_fmac_f32_e32 v0, s2, v1
	global_store_dword v[2:3], v0, off
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 48
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.set sgemm_tiled.num_vgpr, 46
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
; codeLenInByte = 532
; TotalNumSgprs: 20
; NumVgprs: 46
; NumAgprs: 0
; TotalNumVgprs: 46
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 46
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
