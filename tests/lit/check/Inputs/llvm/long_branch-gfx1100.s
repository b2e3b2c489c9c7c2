	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	long_branch             ; -- Begin function long_branch
	.globl	long_branch
	.p2align	8
	.type	long_branch,@function
long_branch:                            ; @long_branch
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_load_b32 s1, s[0:1], 0x10
	s_mov_b32 s0, 0
	s_waitcnt lgkmcnt(0)
	global_load_b32 v0, v0, s[4:5]
	s_cmp_gt_i32 s1, 0
	s_cselect_b32 s2, -1, 0
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc_lo, 3, v0
	s_and_b32 s3, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_1
; %bb.11:
	s_getpc_b64 s[16:17]
.Lpost_getpc1:
	s_add_u32 s16, s16, (.LBB0_8-.Lpost_getpc1)&4294967295
	s_addc_u32 s17, s17, (.LBB0_8-.Lpost_getpc1)>>32
	s_setpc_b64 s[16:17]
.LBB0_1:
	s_and_b32 s3, s1, 7
	s_cmp_lt_u32 s1, 8
	s_cbranch_scc0 .LBB0_2
; %bb.13:
	s_getpc_b64 s[16:17]
.Lpost_getpc2:
	s_add_u32 s16, s16, (.LBB0_5-.Lpost_getpc2)&4294967295
	s_addc_u32 s17, s17, (.LBB0_5-.Lpost_getpc2)>>32
	s_setpc_b64 s[16:17]
.LBB0_2:
	s_and_b32 s1, s1, 0x7ffffff8
	s_add_u32 s4, s6, 16
	s_addc_u32 s5, s7, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s8, s4, -16
	s_addc_u32 s9, s5, -1
	s_add_i32 s0, s0, 8
	s_load_b256 s[8:15], s[8:9], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s8, s8, 3
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mul_lo_u32 v0, s8, v0
	s_add_i32 s8, s9, 3
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mul_lo_u32 v0, s8, v0
	s_add_i32 s8, s10, 3
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mul_lo_u32 v0, s8, v0
	s_add_i32 s8, s11, 3
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mul_lo_u32 v0, s8, v0
	s_add_i32 s8, s12, 3
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mul_lo_u32 v0, s8, v0
	s_add_i32 s8, s13, 3
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mul_lo_u32 v0, s8, v0
	s_add_i32 s8, s14, 3
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_mul_lo_u32 v0, s8, v0
	s_add_i32 s8, s15, 3
	s_add_u32 s4, s4, 32
	s_addc_u32 s5, s5, 0
	s_cmp_lg_u32 s1, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_lo_u32 v0, s8, v0
	s_cbranch_scc0 .LBB0_4
; %bb.15:                               ;   in Loop: Header=BB0_3 Depth=1
	s_getpc_b64 s[16:17]
.Lpost_getpc3:
	s_add_u32 s16, s16, (.LBB0_3-.Lpost_getpc3)&4294967295
	s_addc_u32 s17, s17, (.LBB0_3-.Lpost_getpc3)>>32
	s_setpc_b64 s[16:17]
.LBB0_4:
	s_set_inst_prefetch_distance 0x2
	s_cmp_lg_u32 s3, 0
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_9
; %bb.21:
	s_getpc_b64 s[16:17]
.Lpost_getpc6:
	s_add_u32 s16, s16, (.LBB0_6-.Lpost_getpc6)&4294967295
	s_addc_u32 s17, s17, (.LBB0_6-.Lpost_getpc6)>>32
	s_setpc_b64 s[16:17]
.LBB0_9:
	s_getpc_b64 s[16:17]
.Lpost_getpc0:
	s_add_u32 s16, s16, (.LBB0_8-.Lpost_getpc0)&4294967295
	s_addc_u32 s17, s17, (.LBB0_8-.Lpost_getpc0)>>32
	s_setpc_b64 s[16:17]
.LBB0_5:
	s_cbranch_execnz .LBB0_6
; %bb.17:
	s_getpc_b64 s[16:17]
.Lpost_getpc4:
	s_add_u32 s16, s16, (.LBB0_8-.Lpost_getpc4)&4294967295
	s_addc_u32 s17, s17, (.LBB0_8-.Lpost_getpc4)>>32
	s_setpc_b64 s[16:17]
.LBB0_6:
	s_mov_b32 s1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	s_load_b32 s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s4, s4, 3
	s_add_u32 s0, s0, 4
	v_mul_lo_u32 v0, s4, v0
	s_addc_u32 s1, s1, 0
	s_add_i32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc0 .LBB0_8
; %bb.19:                               ;   in Loop: Header=BB0_7 Depth=1
	s_getpc_b64 s[16:17]
.Lpost_getpc5:
	s_add_u32 s16, s16, (.LBB0_7-.Lpost_getpc5)&4294967295
	s_addc_u32 s17, s17, (.LBB0_7-.Lpost_getpc5)>>32
	s_setpc_b64 s[16:17]
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s2
	v_mov_b32_e32 v1, 0
	global_store_b32 v1, v0, s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel long_branch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 18
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 5
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
	.set long_branch.numbered_sgpr, 18
	.set long_branch.num_named_barrier, 0
	.set long_branch.private_seg_size, 0
	.set long_branch.uses_vcc, 1
	.set long_branch.uses_flat_scratch, 0
	.set long_branch.has_dyn_sized_stack, 0
	.set long_branch.has_recursion, 0
	.set long_branch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 552
; TotalNumSgprs: 20
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 2
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         long_branch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
