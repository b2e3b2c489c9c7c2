	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x1c
	s_load_b64 s[8:9], s[0:1], 0x10
	v_bfe_u32 v2, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_lshl_b32 s10, ttmp9, 4
	s_mov_b32 s11, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v1, ttmp7, 4, v2
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v7, v2, s4
	v_mad_u32 v4, s5, v1, v0
	v_dual_lshlrev_b32 v3, 6, v2 :: v_dual_lshlrev_b32 v2, 2, v0
	s_lshl_b32 s12, s4, 4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v5, v3, v2
	v_add_nc_u32_e32 v6, 0x400, v2
	v_mov_b32_e32 v2, 0
	v_add3_u32 v7, v0, v7, s10
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v8, s11, v4
	s_add_co_i32 s11, s11, 16
	s_wait_kmcnt 0x0
	global_load_b32 v9, v7, s[2:3] scale_offset
	global_load_b32 v10, v8, s[0:1] scale_offset
	s_cmp_lt_u32 s11, s5
	s_wait_xcnt 0x1
	v_add_nc_u32_e32 v7, s12, v7
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v5, v10, v9 offset1:4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_b32 v[8:9], v6 offset1:16
	ds_load_2addr_b32 v[10:11], v6 offset0:32 offset1:48
	ds_load_2addr_b32 v[12:13], v6 offset0:64 offset1:80
	ds_load_2addr_b32 v[14:15], v3 offset1:1
	ds_load_2addr_b32 v[16:17], v3 offset0:2 offset1:3
	ds_load_2addr_b32 v[18:19], v3 offset0:4 offset1:5
	ds_load_2addr_b32 v[20:21], v3 offset0:6 offset1:7
	ds_load_2addr_b32 v[22:23], v6 offset0:96 offset1:112
	ds_load_2addr_b32 v[24:25], v6 offset0:128 offset1:144
	ds_load_2addr_b32 v[26:27], v6 offset0:160 offset1:176
	ds_load_2addr_b32 v[28:29], v6 offset0:192 offset1:208
	ds_load_2addr_b32 v[30:31], v3 offset0:8 offset1:9
	ds_load_2addr_b32 v[32:33], v3 offset0:10 offset1:11
	ds_load_2addr_b32 v[34:35], v3 offset0:12 offset1:13
	ds_load_2addr_b32 v[36:37], v3 offset0:14 offset1:15
	ds_load_2addr_b32 v[38:39], v6 offset0:224 offset1:240
	s_wait_dscnt 0xc
	v_fmac_f32_e32 v2, v14, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v2, v15, v9
	s_wait_dscnt 0xb
	v_fmac_f32_e32 v2, v16, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v2, v17, v11
	s_wait_dscnt 0xa
	v_fmac_f32_e32 v2, v18, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v2, v19, v13
	s_wait_dscnt 0x8
	v_fmac_f32_e32 v2, v20, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v2, v21, v23
	s_wait_dscnt 0x4
	v_fmac_f32_e32 v2, v30, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v2, v31, v25
	s_wait_dscnt 0x3
	v_fmac_f32_e32 v2, v32, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v2, v33, v27
	s_wait_dscnt 0x2
	v_fmac_f32_e32 v2, v34, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v2, v35, v29
	s_wait_dscnt 0x0
	v_fmac_f32_e32 v2, v36, v38
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v2, v37, v39
	s_barrier_signal -1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v2, 0
.LBB0_4:
	v_add_nc_u32_e32 v0, s10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mad_u32 v0, s4, v1, v0
	global_load_b32 v1, v0, s[8:9] scale_offset
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v1, s7, v1
	v_fmac_f32_e32 v1, s6, v2
	global_store_b32 v0, v1, s[8:9] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_tiled
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 13
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 5
		.amdhsa_round_robin_scheduling 0
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
	.set sgemm_tiled.num_vgpr, 40
	.set sgemm_tiled.num_agpr, 0
	.set sgemm_tiled.numbered_sgpr, 13
	.set sgemm_tiled.num_named_barrier, 0
	.set sgemm_tiled.private_seg_size, 0
	.set sgemm_tiled.uses_vcc, 0
	.set sgemm_tiled.uses_flat_scratch, 0
	.set sgemm_tiled.has_dyn_sized_stack, 0
	.set sgemm_tiled.has_recursion, 0
	.set sgemm_tiled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 548
; TotalNumSgprs: 13
; NumVgprs: 40
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 40
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         sgemm_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
