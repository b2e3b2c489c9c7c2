	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	matvec_rows             ; -- Begin function matvec_rows
	.globl	matvec_rows
	.p2align	8
	.type	matvec_rows,@function
matvec_rows:                            ; @matvec_rows
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[2:3], s[0:1], 0x18
	s_mov_b32 s12, 0
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB0_6
; %bb.1:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[8:9], s[0:1], 0x10
	v_lshl_or_b32 v0, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_mul_i32 s0, s3, s2
	s_cmp_lg_u32 s3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_mul_lo_u32 v4, s2, v0
	v_mul_lo_u32 v0, s0, v0
	s_cselect_b32 s0, -1, 0
	v_cndmask_b32_e64 v1, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e64 s0, 1, v1
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u32_e32 v2, s12, v4
	v_add_nc_u32_e32 v0, s3, v0
	s_add_co_i32 s12, s12, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u32 s12, s2
	s_wait_kmcnt 0x0
	global_store_b32 v2, v5, s[8:9] scale_offset
	s_cbranch_scc1 .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_wait_xcnt 0x0
	v_mov_b32_e32 v5, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]
	v_mov_b32_e32 v5, 0
	s_mov_b32 s1, s3
	s_mov_b64 s[10:11], s[6:7]
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_b32 v6, v[2:3], off
	s_load_b32 s13, s[10:11], 0x0
	v_add_nc_u64_e32 v[2:3], 4, v[2:3]
	s_add_co_i32 s1, s1, -1
	s_wait_xcnt 0x0
	s_add_nc_u64 s[10:11], s[10:11], 4
	s_cmp_eq_u32 s1, 0
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v5, s13, v6
	s_cbranch_scc0 .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 113
		.amdhsa_next_free_sgpr 14
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
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
	.size	matvec_rows, .Lfunc_end0-matvec_rows
                                        ; -- End function
	.set matvec_rows.num_vgpr, 7
	.set matvec_rows.num_agpr, 0
	.set matvec_rows.numbered_sgpr, 14
	.set matvec_rows.num_named_barrier, 0
	.set matvec_rows.private_seg_size, 0
	.set matvec_rows.uses_vcc, 1
	.set matvec_rows.uses_flat_scratch, 0
	.set matvec_rows.has_dyn_sized_stack, 0
	.set matvec_rows.has_recursion, 0
	.set matvec_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 268
; TotalNumSgprs: 16
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 113
; NamedBarCnt: 0
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	conv2d_3x3              ; -- Begin function conv2d_3x3
	.globl	conv2d_3x3
	.p2align	8
	.type	conv2d_3x3,@function
conv2d_3x3:                             ; @conv2d_3x3
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b64 s[12:13], s[0:1], 0x18
	s_lshl_b32 s18, ttmp9, 6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, s18, v0
	v_add_nc_u32_e32 v1, 2, v2
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_gt_u32_e32 vcc_lo, s12, v1
	s_cmp_gt_u32 s13, 2
	s_cselect_b32 s2, -1, 0
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_10
; %bb.1:
	s_clause 0x1
	s_load_b128 s[8:11], s[0:1], 0x0
	s_load_b64 s[14:15], s[0:1], 0x10
	v_mov_b32_e32 v3, 0
	s_wait_kmcnt 0x0
	s_clause 0x1
	s_load_b256 s[0:7], s[10:11], 0x0
	s_load_b32 s16, s[10:11], 0x20
	s_wait_xcnt 0x0
	s_add_co_i32 s10, s13, -2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_cmp_lt_u32 s10, 2
	s_cselect_b32 s17, -1, 0
	s_and_b32 vcc_lo, exec_lo, s17
	s_cbranch_vccnz .LBB1_7
; %bb.2:
	s_add_co_i32 s11, s13, -3
	s_cmp_eq_u32 s12, 1
	v_add_co_u32 v1, s11, v2, s11
	v_mov_b32_e32 v1, 0
	s_cselect_b32 s13, -1, 0
	s_xor_b32 s11, s11, -1
	s_mov_b32 s17, -1
	s_and_b32 s13, s13, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s11, s13
	s_cbranch_execz .LBB1_6
; %bb.3:
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[8:9]
	s_wait_kmcnt 0x0
	s_mov_b32 s20, s0
	s_mov_b32 s21, s0
	s_mov_b32 s22, s1
	s_mov_b32 s23, s1
	s_mov_b32 s24, s2
	s_mov_b32 s25, s2
	s_mov_b32 s26, s3
	s_mov_b32 s27, s3
	s_mov_b32 s28, s4
	s_mov_b32 s29, s4
	s_mov_b32 s30, s5
	s_mov_b32 s31, s5
	s_mov_b32 s34, s6
	s_mov_b32 s35, s6
	s_mov_b32 s36, s7
	s_mov_b32 s37, s7
	s_mov_b32 s17, s16
	v_add_nc_u64_e32 v[4:5], 8, v[4:5]
	v_mov_b64_e32 v[6:7], s[20:21]
	v_mov_b64_e32 v[8:9], s[22:23]
	v_mov_b64_e32 v[10:11], s[24:25]
	v_mov_b64_e32 v[12:13], s[26:27]
	v_mov_b64_e32 v[14:15], s[28:29]
	v_mov_b64_e32 v[16:17], s[30:31]
	v_mov_b64_e32 v[18:19], s[34:35]
	v_mov_b64_e32 v[20:21], s[36:37]
	v_mov_b64_e32 v[22:23], s[16:17]
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v24, v2
	s_and_b32 s13, s10, -2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s17, s13
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	s_clause 0x1
	global_load_b128 v[26:29], v[4:5], off offset:-8
	global_load_b64 v[30:31], v[4:5], off offset:8
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[4:5], 8, v[4:5]
	s_add_co_i32 s17, s17, -2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s17, 0
	s_wait_loadcnt 0x1
	v_dual_mov_b32 v32, v27 :: v_dual_mov_b32 v33, v28
	v_pk_fma_f32 v[26:27], v[26:27], v[6:7], 0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[26:27], v[32:33], v[8:9], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_pk_fma_f32 v[26:27], v[28:29], v[10:11], v[26:27]
	v_pk_fma_f32 v[26:27], v[32:33], v[12:13], v[26:27]
	s_wait_loadcnt 0x0
	v_dual_mov_b32 v32, v29 :: v_dual_mov_b32 v33, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_pk_fma_f32 v[26:27], v[28:29], v[14:15], v[26:27]
	v_pk_fma_f32 v[26:27], v[32:33], v[16:17], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[26:27], v[28:29], v[18:19], v[26:27]
	v_lshl_add_u64 v[28:29], v[24:25], 2, s[14:15]
	v_add_nc_u32_e32 v24, 2, v24
	v_pk_fma_f32 v[26:27], v[32:33], v[20:21], v[26:27]
	s_delay_alu instid0(VALU_DEP_1)
	v_pk_fma_f32 v[26:27], v[30:31], v[22:23], v[26:27]
	global_store_b64 v[28:29], v[26:27], off
	s_cbranch_scc1 .LBB1_4
; %bb.5:
	s_cmp_lg_u32 s10, s13
	v_mov_b32_e32 v1, s13
	s_cselect_b32 s13, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_not1_b32 s17, s13, exec_lo
.LBB1_6:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 exec_lo, exec_lo, s17
	s_cbranch_execz .LBB1_10
	s_branch .LBB1_8
.LBB1_7:
	v_mov_b32_e32 v1, v3
	s_and_b32 exec_lo, exec_lo, s17
	s_cbranch_execz .LBB1_10
.LBB1_8:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v4, v1, s12
	v_dual_add_nc_u32 v5, 2, v1 :: v_dual_sub_nc_u32 v6, s10, v1
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[8:9]
	s_mov_b32 s8, 0
	s_mov_b32 s9, 0
	v_mul_lo_u32 v5, s12, v5
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v1, 0 :: v_dual_add_nc_u32 v7, s12, v4
	v_add3_u32 v8, v0, v4, s18
.LBB1_9:                                ; =>This Inner Loop Header: Depth=1
	v_dual_add_nc_u32 v0, s9, v4 :: v_dual_add_nc_u32 v6, -1, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v9, s9, v8
	v_lshl_add_u64 v[10:11], v[0:1], 2, v[2:3]
	v_add_nc_u32_e32 v0, s9, v7
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_eq_u32_e32 vcc_lo, 0, v6
	global_load_b96 v[10:12], v[10:11], off
	v_lshl_add_u64 v[14:15], v[0:1], 2, v[2:3]
	v_add_nc_u32_e32 v0, s9, v5
	s_add_co_i32 s9, s9, s12
	s_or_b32 s8, vcc_lo, s8
	global_load_b96 v[14:16], v[14:15], off
	v_lshl_add_u64 v[18:19], v[0:1], 2, v[2:3]
	global_load_b96 v[18:20], v[18:19], off
	s_wait_loadcnt 0x2
	s_wait_kmcnt 0x0
	v_fma_f32 v0, v10, s0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v0, s1, v11
	v_fmac_f32_e32 v0, s2, v12
	s_wait_loadcnt 0x1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v0, s3, v14
	v_fmac_f32_e32 v0, s4, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v0, s5, v16
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v0, s6, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v0, s7, v19
	v_fmac_f32_e32 v0, s16, v20
	global_store_b32 v9, v0, s[14:15] scale_offset
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 113
		.amdhsa_next_free_sgpr 38
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 7
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
.Lfunc_end1:
	.size	conv2d_3x3, .Lfunc_end1-conv2d_3x3
                                        ; -- End function
	.set conv2d_3x3.num_vgpr, 34
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
; codeLenInByte = 852
; TotalNumSgprs: 40
; NumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 113
; NamedBarCnt: 0
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         matvec_rows.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
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
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         conv2d_3x3.kd
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
