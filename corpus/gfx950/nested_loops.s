	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	matvec_rows             ; -- Begin function matvec_rows
	.globl	matvec_rows
	.p2align	8
	.type	matvec_rows,@function
matvec_rows:                            ; @matvec_rows
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_mov_b32 s12, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s8, 0
	s_cbranch_scc1 .LBB0_7
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	v_lshl_or_b32 v0, s2, 6, v0
	s_cmp_lg_u32 s9, 0
	s_mul_i32 s0, s9, s8
	v_mul_lo_u32 v6, s8, v0
	v_mul_lo_u32 v0, s0, v0
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 1, v1
	v_mov_b32_e32 v3, 0
	s_branch .LBB0_4
.LBB0_2:                                ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v1, 0
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, s12, v6
	s_add_i32 s12, s12, 1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[10:11]
	s_cmp_eq_u32 s12, s8
	v_add_u32_e32 v0, s9, v0
	global_store_dword v[4:5], v1, off
	s_cbranch_scc1 .LBB0_7
.LBB0_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_2
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v1, v3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[4:5]
	v_mov_b32_e32 v1, 0
	s_mov_b32 s13, s9
	s_mov_b64 s[2:3], s[6:7]
.LBB0_6:                                ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dword v2, v[4:5], off
	s_load_dword s14, s[2:3], 0x0
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_add_i32 s13, s13, -1
	v_lshl_add_u64 v[4:5], v[4:5], 0, 4
	s_cmp_eq_u32 s13, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v1, s14, v2
	s_cbranch_scc0 .LBB0_6
	s_branch .LBB0_3
.LBB0_7:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matvec_rows
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 15
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
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
	.size	matvec_rows, .Lfunc_end0-matvec_rows
                                        ; -- End function
	.set matvec_rows.num_vgpr, 7
	.set matvec_rows.num_agpr, 0
	.set matvec_rows.numbered_sgpr, 15
	.set matvec_rows.num_named_barrier, 0
	.set matvec_rows.private_seg_size, 0
	.set matvec_rows.uses_vcc, 1
	.set matvec_rows.uses_flat_scratch, 0
	.set matvec_rows.has_dyn_sized_stack, 0
	.set matvec_rows.has_recursion, 0
	.set matvec_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 240
; TotalNumSgprs: 21
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	conv2d_3x3              ; -- Begin function conv2d_3x3
	.globl	conv2d_3x3
	.p2align	8
	.type	conv2d_3x3,@function
conv2d_3x3:                             ; @conv2d_3x3
; %bb.0:
	s_load_dwordx2 s[12:13], s[0:1], 0x18
	s_lshl_b32 s33, s2, 6
	v_or_b32_e32 v2, s33, v0
	v_add_u32_e32 v1, 2, v2
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_u32 s13, 2
	v_cmp_gt_u32_e32 vcc, s12, v1
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB1_10
; %bb.1:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[14:15], s[0:1], 0x10
	s_add_i32 s36, s13, -2
	s_cmp_lt_u32 s36, 2
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[0:7], s[10:11], 0x0
	s_load_dword s16, s[10:11], 0x20
	s_cselect_b64 s[18:19], -1, 0
	v_mov_b32_e32 v3, v5
	s_and_b64 vcc, exec, s[18:19]
	v_mov_b32_e32 v1, 0
	s_cbranch_vccnz .LBB1_7
; %bb.2:
	s_add_i32 s13, s13, -3
	s_cmp_eq_u32 s12, 1
	v_add_co_u32_e32 v1, vcc, s13, v2
	s_cselect_b64 s[10:11], -1, 0
	s_xor_b64 s[20:21], vcc, -1
	s_mov_b64 s[18:19], -1
	s_and_b64 s[20:21], s[10:11], s[20:21]
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[10:11], s[20:21]
	s_cbranch_execz .LBB1_6
; %bb.3:
	s_and_b32 s13, s36, -2
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s18, s0
	s_mov_b32 s19, s0
	s_mov_b32 s20, s1
	s_mov_b32 s21, s1
	s_mov_b32 s22, s2
	s_mov_b32 s23, s2
	s_mov_b32 s24, s3
	s_mov_b32 s25, s3
	s_mov_b32 s26, s4
	s_mov_b32 s27, s4
	s_mov_b32 s28, s5
	s_mov_b32 s29, s5
	s_mov_b32 s30, s6
	s_mov_b32 s31, s6
	s_mov_b32 s34, s7
	s_mov_b32 s35, s7
	s_mov_b32 s17, s16
	v_lshl_add_u64 v[6:7], v[6:7], 0, 8
	v_mov_b32_e32 v4, v2
	s_mov_b32 s37, s13
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx4 v[8:11], v[6:7], off offset:-8
	global_load_dwordx2 v[12:13], v[6:7], off offset:8
	s_add_i32 s37, s37, -2
	v_lshl_add_u64 v[6:7], v[6:7], 0, 8
	v_lshl_add_u64 v[14:15], v[4:5], 2, s[14:15]
	v_add_u32_e32 v4, 2, v4
	s_cmp_lg_u32 s37, 0
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v16, v9
	v_mov_b32_e32 v17, v10
	v_pk_fma_f32 v[8:9], v[8:9], s[18:19], 0 op_sel_hi:[1,1,0]
	v_mov_b32_e32 v18, v11
	v_pk_fma_f32 v[8:9], v[16:17], s[20:21], v[8:9]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v19, v12
	v_pk_fma_f32 v[8:9], v[10:11], s[22:23], v[8:9]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[16:17], s[24:25], v[8:9]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[10:11], s[26:27], v[8:9]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[18:19], s[28:29], v[8:9]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[10:11], s[30:31], v[8:9]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[18:19], s[34:35], v[8:9]
	s_nop 0
	v_pk_fma_f32 v[8:9], v[12:13], s[16:17], v[8:9]
	global_store_dwordx2 v[14:15], v[8:9], off
	s_cbranch_scc1 .LBB1_4
; %bb.5:
	s_cmp_lg_u32 s36, s13
	s_cselect_b64 s[18:19], -1, 0
	v_mov_b32_e32 v1, s13
	s_orn2_b64 s[18:19], s[18:19], exec
.LBB1_6:
	s_or_b64 exec, exec, s[10:11]
.LBB1_7:
	s_and_b64 exec, exec, s[18:19]
	s_cbranch_execz .LBB1_10
; %bb.8:
	v_sub_u32_e32 v4, s36, v1
	v_mul_lo_u32 v5, v1, s12
	v_add_u32_e32 v1, 2, v1
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[8:9]
	v_add_u32_e32 v6, s12, v5
	v_mul_lo_u32 v7, s12, v1
	v_add3_u32 v8, v0, v5, s33
	s_mov_b32 s10, 0
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v1, 0
.LBB1_9:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, s10, v5
	v_lshl_add_u64 v[10:11], v[0:1], 2, v[2:3]
	global_load_dwordx3 v[10:12], v[10:11], off
	v_add_u32_e32 v0, s10, v6
	v_lshl_add_u64 v[14:15], v[0:1], 2, v[2:3]
	global_load_dwordx3 v[14:16], v[14:15], off
	v_add_u32_e32 v0, s10, v7
	v_lshl_add_u64 v[18:19], v[0:1], 2, v[2:3]
	global_load_dwordx3 v[18:20], v[18:19], off
	v_add_u32_e32 v0, s10, v8
	v_lshl_add_u64 v[22:23], v[0:1], 2, s[14:15]
	v_add_u32_e32 v4, -1, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_add_i32 s10, s10, s12
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_fma_f32 v0, v10, s0, 0
	v_fmac_f32_e32 v0, s1, v11
	v_fmac_f32_e32 v0, s2, v12
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v0, s3, v14
	v_fmac_f32_e32 v0, s4, v15
	v_fmac_f32_e32 v0, s5, v16
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v0, s6, v18
	v_fmac_f32_e32 v0, s7, v19
	v_fmac_f32_e32 v0, s16, v20
	global_store_dword v[22:23], v0, off
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB1_9
.LBB1_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel conv2d_3x3
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
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
.Lfunc_end1:
	.size	conv2d_3x3, .Lfunc_end1-conv2d_3x3
                                        ; -- End function
	.set conv2d_3x3.num_vgpr, 24
	.set conv2d_3x3.num_agpr, 0
	.set conv2d_3x3.numbered_sgpr, 38
	.set conv2d_3x3.num_named_barrier, 0
	.set conv2d_3x3.private_seg_size, 0
	.set conv2d_3x3.uses_vcc, 1
	.set conv2d_3x3.uses_flat_scratch, 0
	.set conv2d_3x3.has_dyn_sized_stack, 0
	.set conv2d_3x3.has_recursion, 0
	.set conv2d_3x3.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 676
; TotalNumSgprs: 44
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
      - .actual_access:  write_only
        .address_space:  global
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           matvec_rows
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         matvec_rows.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  constant
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           conv2d_3x3
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         conv2d_3x3.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
