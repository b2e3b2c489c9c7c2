	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function leaf
	.type	leaf,@function
leaf:                                   ; @leaf
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[2:3], 2, v[2:3]
	v_add_co_u32 v0, vcc_lo, v0, v2
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v1, v3, vcc_lo
	s_clause 0x1
	global_load_b32 v2, v[0:1], off
	global_load_b32 v0, v[0:1], off offset:28
	s_wait_loadcnt 0x0
	v_mad_co_u64_u32 v[0:1], null, v2, 3, v[0:1]
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	leaf, .Lfunc_end0-leaf
                                        ; -- End function
	.set .Lleaf.num_vgpr, 4
	.set .Lleaf.num_agpr, 0
	.set .Lleaf.numbered_sgpr, 32
	.set .Lleaf.num_named_barrier, 0
	.set .Lleaf.private_seg_size, 0
	.set .Lleaf.uses_vcc, 1
	.set .Lleaf.uses_flat_scratch, 0
	.set .Lleaf.has_dyn_sized_stack, 0
	.set .Lleaf.has_recursion, 0
	.set .Lleaf.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 100
; TotalNumSgprs: 34
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function tail_here
	.type	tail_here,@function
tail_here:                              ; @tail_here
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v3, 0
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, leaf@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, leaf@rel32@hi+24
	v_lshlrev_b64_e32 v[2:3], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v0, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, v1, v3, vcc_lo
	global_load_b32 v2, v[2:3], off offset:128
	s_wait_alu depctr_sa_sdst(0)
	s_setpc_b64 s[0:1]
.Lfunc_end1:
	.size	tail_here, .Lfunc_end1-tail_here
                                        ; -- End function
	.set .Ltail_here.num_vgpr, max(4, .Lleaf.num_vgpr)
	.set .Ltail_here.num_agpr, max(0, .Lleaf.num_agpr)
	.set .Ltail_here.numbered_sgpr, max(2, .Lleaf.numbered_sgpr)
	.set .Ltail_here.num_named_barrier, max(0, .Lleaf.num_named_barrier)
	.set .Ltail_here.private_seg_size, 0+max(.Lleaf.private_seg_size)
	.set .Ltail_here.uses_vcc, or(1, .Lleaf.uses_vcc)
	.set .Ltail_here.uses_flat_scratch, or(0, .Lleaf.uses_flat_scratch)
	.set .Ltail_here.has_dyn_sized_stack, or(0, .Lleaf.has_dyn_sized_stack)
	.set .Ltail_here.has_recursion, or(0, .Lleaf.has_recursion)
	.set .Ltail_here.has_indirect_call, or(0, .Lleaf.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 104
; TotalNumSgprs: 34
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function tail_elsewhere
	.type	tail_elsewhere,@function
tail_elsewhere:                         ; @tail_elsewhere
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v3, 0
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, elsewhere@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, elsewhere@rel32@hi+24
	v_lshlrev_b64_e32 v[2:3], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v0, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, v1, v3, vcc_lo
	global_load_b32 v2, v[2:3], off offset:256
	s_wait_alu depctr_sa_sdst(0)
	s_setpc_b64 s[0:1]
.Lfunc_end2:
	.size	tail_elsewhere, .Lfunc_end2-tail_elsewhere
                                        ; -- End function
	.set .Ltail_elsewhere.num_vgpr, max(4, amdgpu.max_num_vgpr)
	.set .Ltail_elsewhere.num_agpr, max(0, amdgpu.max_num_agpr)
	.set .Ltail_elsewhere.numbered_sgpr, max(16, amdgpu.max_num_sgpr)
	.set .Ltail_elsewhere.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set .Ltail_elsewhere.private_seg_size, 0
	.set .Ltail_elsewhere.uses_vcc, 1
	.set .Ltail_elsewhere.uses_flat_scratch, 1
	.set .Ltail_elsewhere.has_dyn_sized_stack, 1
	.set .Ltail_elsewhere.has_recursion, 1
	.set .Ltail_elsewhere.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 104
; TotalNumSgprs: .Ltail_elsewhere.numbered_sgpr+2
; NumVgprs: max(4, amdgpu.max_num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	calls                   ; -- Begin function calls
	.globl	calls
	.p2align	8
	.type	calls,@function
calls:                                  ; @calls
; %bb.0:
	s_load_b64 s[34:35], s[4:5], 0x0
	v_mov_b32_e32 v31, v0
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[6:7], s[0:1]
	s_getpc_b64 s[0:1]
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, tail_here@rel32@lo+8
	s_add_co_ci_u32 s1, s1, tail_here@rel32@hi+16
	s_mov_b32 s32, 0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v0, s34
	v_dual_mov_b32 v1, s35 :: v_dual_and_b32 v40, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mov_b32_e32 v2, v40
	s_swappc_b64 s[30:31], s[0:1]
	v_dual_mov_b32 v41, v0 :: v_dual_mov_b32 v0, s34
	v_dual_mov_b32 v1, s35 :: v_dual_mov_b32 v2, v40
	s_add_nc_u64 s[8:9], s[4:5], 8
	s_getpc_b64 s[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_sext_i32_i16 s1, s1
	s_add_co_u32 s0, s0, tail_elsewhere@rel32@lo+12
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_ci_u32 s1, s1, tail_elsewhere@rel32@hi+24
	s_mov_b64 s[4:5], s[6:7]
	s_mov_b64 s[6:7], s[2:3]
	s_wait_alu depctr_sa_sdst(0)
	s_swappc_b64 s[30:31], s[0:1]
	v_add_nc_u32_e32 v0, v0, v41
	v_lshlrev_b32_e32 v1, 2, v40
	global_store_b32 v1, v0, s[34:35]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel calls
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(calls.num_agpr, calls.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(calls.numbered_sgpr+2, 1, 0)-2
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end3:
	.size	calls, .Lfunc_end3-calls
                                        ; -- End function
	.set calls.num_vgpr, max(42, .Ltail_here.num_vgpr, .Ltail_elsewhere.num_vgpr)
	.set calls.num_agpr, max(0, .Ltail_here.num_agpr, .Ltail_elsewhere.num_agpr)
	.set calls.numbered_sgpr, max(36, .Ltail_here.numbered_sgpr, .Ltail_elsewhere.numbered_sgpr)
	.set calls.num_named_barrier, max(0, .Ltail_here.num_named_barrier, .Ltail_elsewhere.num_named_barrier)
	.set calls.private_seg_size, 0+max(.Ltail_here.private_seg_size, .Ltail_elsewhere.private_seg_size)
	.set calls.uses_vcc, or(1, .Ltail_here.uses_vcc, .Ltail_elsewhere.uses_vcc)
	.set calls.uses_flat_scratch, or(0, .Ltail_here.uses_flat_scratch, .Ltail_elsewhere.uses_flat_scratch)
	.set calls.has_dyn_sized_stack, or(0, .Ltail_here.has_dyn_sized_stack, .Ltail_elsewhere.has_dyn_sized_stack)
	.set calls.has_recursion, or(0, .Ltail_here.has_recursion, .Ltail_elsewhere.has_recursion)
	.set calls.has_indirect_call, or(0, .Ltail_here.has_indirect_call, .Ltail_elsewhere.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 172
; TotalNumSgprs: calls.numbered_sgpr+2
; NumVgprs: calls.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(calls.num_agpr, calls.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(calls.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(calls.num_agpr, calls.num_vgpr), 1, 0)
; Occupancy: occupancy(16, 24, 1536, 11, 16, max(calls.numbered_sgpr+extrasgprs(calls.uses_vcc, calls.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(calls.num_agpr, calls.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 4
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	elsewhere
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
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           calls
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         calls.kd
    .uses_dynamic_stack: true
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
