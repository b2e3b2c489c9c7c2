	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	long_branch             ; -- Begin function long_branch
	.globl	long_branch
	.p2align	8
	.type	long_branch,@function
long_branch:                            ; @long_branch
; %bb.0:
	s_load_dwordx4 s[16:19], s[0:1], 0x0
	s_load_dword s22, s[0:1], 0x10
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s0, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v0, v0, s[16:17]
	s_cmp_gt_i32 s22, 0
	s_cselect_b64 s[2:3], -1, 0
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, 3, v0
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[16:17], s[2:3]
	s_cbranch_execnz .LBB0_1
; %bb.23:
	s_getpc_b64 s[44:45]
.Lpost_getpc2:
	s_add_u32 s44, s44, (.LBB0_18-.Lpost_getpc2)&4294967295
	s_addc_u32 s45, s45, (.LBB0_18-.Lpost_getpc2)>>32
	s_setpc_b64 s[44:45]
.LBB0_1:
	s_cmp_lt_u32 s22, 4
	s_cbranch_scc0 .LBB0_2
; %bb.25:
	s_getpc_b64 s[44:45]
.Lpost_getpc3:
	s_add_u32 s44, s44, (.LBB0_6-.Lpost_getpc3)&4294967295
	s_addc_u32 s45, s45, (.LBB0_6-.Lpost_getpc3)>>32
	s_setpc_b64 s[44:45]
.LBB0_2:
	s_add_i32 s1, s22, -4
	s_lshr_b32 s0, s1, 2
	s_add_i32 s0, s0, 1
	s_and_b32 s23, s0, 7
	s_mov_b32 s2, 1
	s_cmp_lt_u32 s1, 28
	s_cbranch_scc0 .LBB0_3
; %bb.27:
	s_getpc_b64 s[44:45]
.Lpost_getpc4:
	s_add_u32 s44, s44, (.LBB0_7-.Lpost_getpc4)&4294967295
	s_addc_u32 s45, s45, (.LBB0_7-.Lpost_getpc4)>>32
	s_setpc_b64 s[44:45]
.LBB0_3:
	s_and_b32 s24, s0, 0x7ffffff8
	s_add_u32 s25, s18, 8
	s_addc_u32 s26, s19, 0
	s_mov_b32 s20, 0
	v_mov_b32_e32 v1, 1
	s_mov_b32 s3, 1
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s0, s25, -8
	s_addc_u32 s1, s26, -1
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[0:1], s[20:21], 2
	s_waitcnt lgkmcnt(0)
	s_add_i32 s5, s5, 3
	s_add_i32 s4, s4, 3
	s_add_i32 s7, s7, 3
	s_add_i32 s6, s6, 3
	s_add_u32 s34, s18, s0
	s_addc_u32 s35, s19, s1
	v_mul_lo_u32 v0, s4, v0
	v_mul_lo_u32 v1, s5, v1
	s_mul_i32 s21, s6, s2
	s_mul_i32 s27, s7, s3
	s_load_dwordx16 s[0:15], s[34:35], 0x10
	s_load_dwordx4 s[28:31], s[34:35], 0x70
	s_load_dwordx8 s[36:43], s[34:35], 0x50
	s_add_i32 s20, s20, 32
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s0, 3
	s_add_i32 s1, s1, 3
	s_add_i32 s2, s2, 3
	s_add_i32 s3, s3, 3
	s_add_i32 s5, s5, 3
	s_add_i32 s4, s4, 3
	s_add_i32 s7, s7, 3
	s_add_i32 s6, s6, 3
	v_mul_lo_u32 v1, s1, v1
	v_mul_lo_u32 v0, s0, v0
	s_mul_i32 s3, s3, s27
	s_mul_i32 s2, s2, s21
	s_add_i32 s8, s8, 3
	s_add_i32 s9, s9, 3
	s_add_i32 s10, s10, 3
	s_add_i32 s11, s11, 3
	v_mul_lo_u32 v0, s4, v0
	v_mul_lo_u32 v1, s5, v1
	s_mul_i32 s6, s6, s2
	s_mul_i32 s7, s7, s3
	s_add_i32 s13, s13, 3
	s_add_i32 s12, s12, 3
	s_add_i32 s15, s15, 3
	s_add_i32 s14, s14, 3
	v_mul_lo_u32 v1, s9, v1
	v_mul_lo_u32 v0, s8, v0
	s_mul_i32 s11, s11, s7
	s_mul_i32 s10, s10, s6
	s_add_i32 s33, s36, 3
	s_add_i32 s34, s37, 3
	s_add_i32 s35, s38, 3
	s_add_i32 s36, s39, 3
	s_add_i32 s37, s41, 3
	s_add_i32 s38, s40, 3
	s_add_i32 s39, s43, 3
	s_add_i32 s40, s42, 3
	s_add_i32 s28, s28, 3
	s_add_i32 s29, s29, 3
	s_add_i32 s30, s30, 3
	s_add_i32 s31, s31, 3
	v_mul_lo_u32 v0, s12, v0
	v_mul_lo_u32 v1, s13, v1
	s_mul_i32 s14, s14, s10
	s_mul_i32 s15, s15, s11
	s_add_u32 s25, s25, 0x80
	v_mul_lo_u32 v1, s34, v1
	v_mul_lo_u32 v0, s33, v0
	s_mul_i32 s36, s36, s15
	s_mul_i32 s35, s35, s14
	s_addc_u32 s26, s26, 0
	s_add_i32 s24, s24, -8
	v_mul_lo_u32 v0, s38, v0
	v_mul_lo_u32 v1, s37, v1
	s_mul_i32 s40, s40, s35
	s_mul_i32 s39, s39, s36
	s_cmp_lg_u32 s24, 0
	v_mul_lo_u32 v1, s29, v1
	v_mul_lo_u32 v0, s28, v0
	s_mul_i32 s3, s31, s39
	s_mul_i32 s2, s30, s40
	s_cbranch_scc0 .LBB0_5
; %bb.29:                               ;   in Loop: Header=BB0_4 Depth=1
	s_getpc_b64 s[44:45]
.Lpost_getpc5:
	s_add_u32 s44, s44, (.LBB0_4-.Lpost_getpc5)&4294967295
	s_addc_u32 s45, s45, (.LBB0_4-.Lpost_getpc5)>>32
	s_setpc_b64 s[44:45]
.LBB0_5:
	s_cmp_lg_u32 s23, 0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_19
; %bb.47:
	s_getpc_b64 s[44:45]
.Lpost_getpc14:
	s_add_u32 s44, s44, (.LBB0_8-.Lpost_getpc14)&4294967295
	s_addc_u32 s45, s45, (.LBB0_8-.Lpost_getpc14)>>32
	s_setpc_b64 s[44:45]
.LBB0_19:
	s_getpc_b64 s[44:45]
.Lpost_getpc0:
	s_add_u32 s44, s44, (.LBB0_10-.Lpost_getpc0)&4294967295
	s_addc_u32 s45, s45, (.LBB0_10-.Lpost_getpc0)>>32
	s_setpc_b64 s[44:45]
.LBB0_6:
	s_cbranch_execz .LBB0_21
; %bb.31:
	s_getpc_b64 s[44:45]
.Lpost_getpc6:
	s_add_u32 s44, s44, (.LBB0_11-.Lpost_getpc6)&4294967295
	s_addc_u32 s45, s45, (.LBB0_11-.Lpost_getpc6)>>32
	s_setpc_b64 s[44:45]
.LBB0_21:
	s_getpc_b64 s[44:45]
.Lpost_getpc1:
	s_add_u32 s44, s44, (.LBB0_18-.Lpost_getpc1)&4294967295
	s_addc_u32 s45, s45, (.LBB0_18-.Lpost_getpc1)>>32
	s_setpc_b64 s[44:45]
.LBB0_7:
	v_mov_b32_e32 v1, s2
	s_mov_b32 s3, s2
	s_mov_b32 s20, 0
	s_cbranch_execnz .LBB0_8
; %bb.33:
	s_getpc_b64 s[44:45]
.Lpost_getpc7:
	s_add_u32 s44, s44, (.LBB0_10-.Lpost_getpc7)&4294967295
	s_addc_u32 s45, s45, (.LBB0_10-.Lpost_getpc7)>>32
	s_setpc_b64 s[44:45]
.LBB0_8:
	s_mov_b32 s21, 0
	s_lshl_b64 s[0:1], s[20:21], 2
	s_add_u32 s0, s18, s0
	s_addc_u32 s1, s19, s1
	s_add_u32 s0, s0, 8
	s_addc_u32 s1, s1, 0
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s8, s0, -8
	s_addc_u32 s9, s1, -1
	s_load_dwordx4 s[4:7], s[8:9], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s4, s4, 3
	s_add_i32 s5, s5, 3
	s_add_i32 s6, s6, 3
	s_add_i32 s7, s7, 3
	s_add_u32 s0, s0, 16
	s_addc_u32 s1, s1, 0
	s_add_i32 s23, s23, -1
	v_mul_lo_u32 v1, s5, v1
	v_mul_lo_u32 v0, s4, v0
	s_mul_i32 s3, s7, s3
	s_cmp_lg_u32 s23, 0
	s_mul_i32 s2, s6, s2
	s_cbranch_scc0 .LBB0_10
; %bb.35:                               ;   in Loop: Header=BB0_9 Depth=1
	s_getpc_b64 s[44:45]
.Lpost_getpc8:
	s_add_u32 s44, s44, (.LBB0_9-.Lpost_getpc8)&4294967295
	s_addc_u32 s45, s45, (.LBB0_9-.Lpost_getpc8)>>32
	s_setpc_b64 s[44:45]
.LBB0_10:
	s_and_b32 s0, s22, 0x7ffffffc
	v_mul_lo_u32 v1, s3, v1
	v_mul_lo_u32 v0, s2, v0
	s_cmp_lg_u32 s22, s0
	v_mul_lo_u32 v0, v0, v1
	s_cselect_b64 s[2:3], -1, 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_11
; %bb.37:
	s_getpc_b64 s[44:45]
.Lpost_getpc9:
	s_add_u32 s44, s44, (.LBB0_18-.Lpost_getpc9)&4294967295
	s_addc_u32 s45, s45, (.LBB0_18-.Lpost_getpc9)>>32
	s_setpc_b64 s[44:45]
.LBB0_11:
	s_sub_i32 s1, s22, s0
	s_and_b32 s3, s1, 7
	s_cmp_eq_u32 s3, 0
	s_mov_b32 s1, 0
	s_cbranch_scc0 .LBB0_12
; %bb.39:
	s_getpc_b64 s[44:45]
.Lpost_getpc10:
	s_add_u32 s44, s44, (.LBB0_14-.Lpost_getpc10)&4294967295
	s_addc_u32 s45, s45, (.LBB0_14-.Lpost_getpc10)>>32
	s_setpc_b64 s[44:45]
.LBB0_12:
	s_lshl_b64 s[4:5], s[0:1], 2
	s_add_u32 s4, s18, s4
	s_addc_u32 s5, s19, s5
	s_add_i32 s2, s0, s3
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	s_load_dword s1, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s1, s1, 3
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_add_i32 s3, s3, -1
	s_cmp_lg_u32 s3, 0
	v_mul_lo_u32 v0, s1, v0
	s_cbranch_scc0 .LBB0_15
; %bb.41:                               ;   in Loop: Header=BB0_13 Depth=1
	s_getpc_b64 s[44:45]
.Lpost_getpc11:
	s_add_u32 s44, s44, (.LBB0_13-.Lpost_getpc11)&4294967295
	s_addc_u32 s45, s45, (.LBB0_13-.Lpost_getpc11)>>32
	s_setpc_b64 s[44:45]
.LBB0_14:
	s_mov_b32 s2, s0
.LBB0_15:
	s_sub_i32 s0, s0, s22
	s_cmp_gt_u32 s0, -8
	s_cbranch_scc0 .LBB0_16
; %bb.43:
	s_getpc_b64 s[44:45]
.Lpost_getpc12:
	s_add_u32 s44, s44, (.LBB0_18-.Lpost_getpc12)&4294967295
	s_addc_u32 s45, s45, (.LBB0_18-.Lpost_getpc12)>>32
	s_setpc_b64 s[44:45]
.LBB0_16:
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[0:1], s[2:3], 2
	s_mov_b32 s3, 0
	s_sub_i32 s6, s22, s2
	s_lshl_b64 s[2:3], s[2:3], 2
	s_mov_b64 s[4:5], s[18:19]
.LBB0_17:                               ; =>This Inner Loop Header: Depth=1
	s_add_u32 s8, s4, s2
	s_addc_u32 s9, s5, s3
	s_load_dword s7, s[8:9], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s7, s7, 3
	s_add_u32 s12, s4, s0
	s_addc_u32 s13, s5, s1
	v_mul_lo_u32 v0, s7, v0
	s_load_dwordx4 s[8:11], s[12:13], 0x4
	s_load_dwordx2 s[14:15], s[12:13], 0x14
	s_load_dword s7, s[12:13], 0x1c
	s_waitcnt lgkmcnt(0)
	s_add_i32 s8, s8, 3
	s_add_i32 s9, s9, 3
	v_mul_lo_u32 v0, s8, v0
	s_add_i32 s10, s10, 3
	v_mul_lo_u32 v0, s9, v0
	s_add_i32 s11, s11, 3
	v_mul_lo_u32 v0, s10, v0
	s_add_i32 s12, s14, 3
	s_add_i32 s13, s15, 3
	s_add_i32 s7, s7, 3
	v_mul_lo_u32 v0, s11, v0
	s_add_u32 s4, s4, 32
	v_mul_lo_u32 v0, s12, v0
	s_addc_u32 s5, s5, 0
	s_add_i32 s6, s6, -8
	v_mul_lo_u32 v0, s13, v0
	s_cmp_lg_u32 s6, 0
	v_mul_lo_u32 v0, s7, v0
	s_cbranch_scc0 .LBB0_18
; %bb.45:                               ;   in Loop: Header=BB0_17 Depth=1
	s_getpc_b64 s[44:45]
.Lpost_getpc13:
	s_add_u32 s44, s44, (.LBB0_17-.Lpost_getpc13)&4294967295
	s_addc_u32 s45, s45, (.LBB0_17-.Lpost_getpc13)>>32
	s_setpc_b64 s[44:45]
.LBB0_18:
	s_or_b64 exec, exec, s[16:17]
	v_mov_b32_e32 v1, 0
	global_store_dword v1, v0, s[18:19]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel long_branch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 4
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
	.size	long_branch, .Lfunc_end0-long_branch
                                        ; -- End function
	.set long_branch.num_vgpr, 2
	.set long_branch.num_agpr, 0
	.set long_branch.numbered_sgpr, 46
	.set long_branch.num_named_barrier, 0
	.set long_branch.private_seg_size, 0
	.set long_branch.uses_vcc, 1
	.set long_branch.uses_flat_scratch, 0
	.set long_branch.has_dyn_sized_stack, 0
	.set long_branch.has_recursion, 0
	.set long_branch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1400
; TotalNumSgprs: 52
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 2
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
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
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           long_branch
    .private_segment_fixed_size: 0
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         long_branch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
