	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.hidden	scale                           ; -- Begin function scale
	.globl	scale
	.p2align	2
	.type	scale,@function
scale:                                  ; @scale
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_load_b64 v[0:1], v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_mad_u32 v0, v0, 3, v1
	s_set_pc_i64 s[30:31]
.Lfunc_end0:
	.size	scale, .Lfunc_end0-scale
                                        ; -- End function
	.set scale.num_vgpr, 4
	.set scale.num_agpr, 0
	.set scale.numbered_sgpr, 32
	.set scale.num_named_barrier, 0
	.set scale.private_seg_size, 0
	.set scale.uses_vcc, 0
	.set scale.uses_flat_scratch, 0
	.set scale.has_dyn_sized_stack, 0
	.set scale.has_recursion, 0
	.set scale.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 56
; TotalNumSgprs: 32
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	stream                  ; -- Begin function stream
	.globl	stream
	.p2align	8
	.type	stream,@function
stream:                                 ; @stream
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b256 s[48:55], s[4:5], 0x0
	s_load_b32 s33, s[4:5], 0x20
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[10:11], s[6:7]
	s_add_nc_u64 s[8:9], s[4:5], 40
	s_get_pc_i64 s[12:13]
	s_add_nc_u64 s[12:13], s[12:13], _Z13get_global_idj@rel64+4
	s_wait_xcnt 0x0
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_swap_pc_i64 s[30:31], s[12:13]
	v_dual_mov_b32 v2, v0 :: v_dual_mov_b32 v41, v0
	s_load_b32 s0, s[54:55], 0x0
	s_cmp_lt_i32 s33, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i64 v[6:7], 30, v[40:41]
	v_add_nc_u64_e32 v[8:9], s[52:53], v[6:7]
	v_add_nc_u64_e32 v[0:1], s[48:49], v[6:7]
	v_add_nc_u64_e32 v[6:7], s[50:51], v[6:7]
	global_load_b32 v3, v[8:9], off
	global_load_b32 v4, v[0:1], off
	s_wait_loadcnt 0x1
	s_wait_kmcnt 0x0
	v_add_nc_u32_e32 v3, s0, v3
	global_store_b32 v[6:7], v3, off
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	s_wait_xcnt 0x0
	v_mov_b32_e32 v3, v40
	s_mov_b64 s[0:1], s[52:53]
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v5, v40, s[0:1]
	s_load_b32 s2, s[54:55], 0x0
	s_add_co_i32 s33, s33, -1
	s_wait_xcnt 0x0
	s_add_nc_u64 s[54:55], s[54:55], 4
	s_cmp_lg_u32 s33, 0
	s_add_nc_u64 s[0:1], s[0:1], 4
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_add3_u32 v5, v5, s2, v3
	v_add_nc_u32_e32 v3, v3, v4
	global_store_b32 v[0:1], v5, off
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[0:1], 0x100, v[0:1]
	s_cbranch_scc1 .LBB1_2
.LBB1_3:
	s_wait_xcnt 0x1
	v_dual_mov_b32 v0, s52 :: v_dual_mov_b32 v1, s53
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], scale@rel64+4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_add_nc_u32 v41, 1, v41 :: v_dual_add_nc_u32 v0, v0, v4
	s_wait_xcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i64 v[2:3], 30, v[40:41]
	v_add_nc_u64_e32 v[2:3], s[50:51], v[2:3]
	global_store_b32 v[2:3], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stream
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(stream.num_agpr, stream.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(stream.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(stream.num_named_barrier, 4)/4)<<14)&~4080)|48)&114688)>>14
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
.Lfunc_end1:
	.size	stream, .Lfunc_end1-stream
                                        ; -- End function
	.set stream.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set stream.num_agpr, max(0, amdgpu.max_num_agpr)
	.set stream.numbered_sgpr, max(56, amdgpu.max_num_sgpr)
	.set stream.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set stream.private_seg_size, 0+max(scale.private_seg_size)
	.set stream.uses_vcc, 1
	.set stream.uses_flat_scratch, 1
	.set stream.has_dyn_sized_stack, 1
	.set stream.has_recursion, 1
	.set stream.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 364
; TotalNumSgprs: stream.numbered_sgpr+2
; NumVgprs: stream.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(stream.num_agpr, stream.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(stream.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(stream.num_agpr, stream.num_vgpr), 1, 0)
; NamedBarCnt: alignto(stream.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(stream.numbered_sgpr+extrasgprs(stream.uses_vcc, stream.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(stream.num_agpr, stream.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_stream ; -- Begin function __clang_ocl_kern_imp_stream
	.globl	__clang_ocl_kern_imp_stream
	.p2align	2
	.type	__clang_ocl_kern_imp_stream,@function
__clang_ocl_kern_imp_stream:            ; @__clang_ocl_kern_imp_stream
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v47, s33 offset:44 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v47, s0, 2
	s_clause 0xa                            ; 44-byte Folded Spill
	scratch_store_b32 off, v40, s33 offset:40
	scratch_store_b32 off, v41, s33 offset:36
	scratch_store_b32 off, v42, s33 offset:32
	scratch_store_b32 off, v43, s33 offset:28
	scratch_store_b32 off, v44, s33 offset:24
	scratch_store_b32 off, v45, s33 offset:20
	scratch_store_b32 off, v46, s33 offset:16
	scratch_store_b32 off, v56, s33 offset:12
	scratch_store_b32 off, v57, s33 offset:8
	scratch_store_b32 off, v58, s33 offset:4
	scratch_store_b32 off, v59, s33
	s_wait_xcnt 0x1
	v_dual_mov_b32 v56, v0 :: v_dual_mov_b32 v58, 0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v47, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z13get_global_idj@rel64+4
	s_add_co_i32 s32, s32, 64
	v_dual_mov_b32 v46, v8 :: v_dual_mov_b32 v45, v7
	v_writelane_b32 v47, s31, 1
	v_dual_mov_b32 v44, v6 :: v_dual_mov_b32 v43, v5
	v_dual_mov_b32 v42, v4 :: v_dual_mov_b32 v41, v3
	v_dual_mov_b32 v40, v2 :: v_dual_mov_b32 v57, v1
	s_swap_pc_i64 s[30:31], s[0:1]
	s_wait_xcnt 0x0
	v_dual_mov_b32 v2, v0 :: v_dual_mov_b32 v59, v0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i64 v[4:5], 30, v[58:59]
	v_add_nc_u64_e32 v[8:9], v[42:43], v[4:5]
	v_add_nc_u64_e32 v[0:1], v[56:57], v[4:5]
	v_add_nc_u64_e32 v[4:5], v[40:41], v[4:5]
	global_load_b32 v3, v[8:9], off
	global_load_b32 v7, v[44:45], off
	global_load_b32 v6, v[0:1], off
	s_wait_loadcnt 0x1
	v_add_nc_u32_e32 v3, v7, v3
	global_store_b32 v[4:5], v3, off
	s_wait_xcnt 0x0
	v_cmpx_lt_i32_e32 0, v46
	s_cbranch_execz .LBB2_3
; %bb.1:
	v_mov_b64_e32 v[4:5], v[42:43]
	v_mov_b32_e32 v3, v58
	s_mov_b32 s1, 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v7, v[4:5], off
	global_load_b32 v8, v[44:45], off
	v_add_nc_u32_e32 v46, -1, v46
	s_wait_xcnt 0x1
	v_add_nc_u64_e32 v[4:5], 4, v[4:5]
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[44:45], 4, v[44:45]
	v_cmp_eq_u32_e32 vcc_lo, 0, v46
	s_or_b32 s1, vcc_lo, s1
	s_wait_loadcnt 0x0
	v_add3_u32 v7, v7, v8, v3
	v_add_nc_u32_e32 v3, v3, v6
	global_store_b32 v[0:1], v7, off
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[0:1], 0x100, v[0:1]
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB2_2
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v0, v42 :: v_dual_mov_b32 v1, v43
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], scale@rel64+4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_swap_pc_i64 s[30:31], s[0:1]
	v_dual_add_nc_u32 v59, 1, v59 :: v_dual_add_nc_u32 v0, v0, v6
	v_readlane_b32 s31, v47, 1
	v_readlane_b32 s30, v47, 0
	s_mov_b32 s32, s33
	v_ashrrev_i64 v[2:3], 30, v[58:59]
	v_readlane_b32 s0, v47, 2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u64_e32 v[2:3], v[40:41], v[2:3]
	s_clause 0xa                            ; 44-byte Folded Reload
	scratch_load_b32 v59, off, s33
	scratch_load_b32 v58, off, s33 offset:4
	scratch_load_b32 v57, off, s33 offset:8
	scratch_load_b32 v56, off, s33 offset:12
	scratch_load_b32 v46, off, s33 offset:16
	scratch_load_b32 v45, off, s33 offset:20
	scratch_load_b32 v44, off, s33 offset:24
	scratch_load_b32 v43, off, s33 offset:28
	scratch_load_b32 v42, off, s33 offset:32
	scratch_load_b32 v41, off, s33 offset:36
	scratch_load_b32 v40, off, s33 offset:40
	global_store_b32 v[2:3], v0, off
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v47, off, s33 offset:44 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end2:
	.size	__clang_ocl_kern_imp_stream, .Lfunc_end2-__clang_ocl_kern_imp_stream
                                        ; -- End function
	.set __clang_ocl_kern_imp_stream.num_vgpr, max(60, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_stream.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_stream.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_stream.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_stream.private_seg_size, 64+max(scale.private_seg_size)
	.set __clang_ocl_kern_imp_stream.uses_vcc, 1
	.set __clang_ocl_kern_imp_stream.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_stream.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_stream.has_recursion, 1
	.set __clang_ocl_kern_imp_stream.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 776
; TotalNumSgprs: __clang_ocl_kern_imp_stream.numbered_sgpr+2
; NumVgprs: max(60, amdgpu.max_num_vgpr)
; ScratchSize: 64
; MemoryBound: 0
	.text
	.protected	atomics                 ; -- Begin function atomics
	.globl	atomics
	.p2align	8
	.type	atomics,@function
atomics:                                ; @atomics
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[36:39], s[4:5], 0x0
	s_load_b64 s[34:35], s[4:5], 0x10
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[10:11], s[6:7]
	s_add_nc_u64 s[8:9], s[4:5], 24
	s_get_pc_i64 s[12:13]
	s_add_nc_u64 s[12:13], s[12:13], _Z12get_local_idj@rel64+4
	s_wait_xcnt 0x0
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_swap_pc_i64 s[30:31], s[12:13]
	v_mov_b32_e32 v41, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i64 v[0:1], 30, v[40:41]
	v_add_nc_u64_e32 v[2:3], s[36:37], v[0:1]
	v_add_nc_u64_e32 v[6:7], s[38:39], v[0:1]
	v_add_nc_u64_e32 v[0:1], s[34:35], v[0:1]
	global_load_b32 v8, v[2:3], off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v2, v40 :: v_dual_mov_b32 v4, v40
	v_dual_add_nc_u32 v3, 1, v41 :: v_dual_add_nc_u32 v5, 2, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i64 v[2:3], 30, v[2:3]
	v_ashrrev_i64 v[4:5], 30, v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[2:3], s[38:39], v[2:3]
	v_add_nc_u64_e32 v[4:5], s[38:39], v[4:5]
	s_wait_loadcnt 0x0
	global_atomic_add_u32 v[6:7], v8, off scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_add_u32 v[2:3], v8, off scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_max_i32 v9, v[4:5], v8, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	v_dual_mov_b32 v2, v40 :: v_dual_add_nc_u32 v3, 64, v41
	s_wait_xcnt 0x0
	v_dual_mov_b32 v4, v40 :: v_dual_add_nc_u32 v5, 3, v41
	v_add_nc_u32_e32 v10, 1, v8
	v_add_nc_u32_e32 v41, 0x80, v41
	v_ashrrev_i64 v[2:3], 30, v[2:3]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i64 v[4:5], 30, v[4:5]
	v_ashrrev_i64 v[6:7], 30, v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u64_e32 v[2:3], s[36:37], v[2:3]
	v_add_nc_u64_e32 v[4:5], s[38:39], v[4:5]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u64_e32 v[6:7], s[36:37], v[6:7]
	s_wait_loadcnt 0x0
	global_store_b32 v[2:3], v9, off
	s_wait_xcnt 0x0
	global_store_b32 v[0:1], v8, off scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_store_b32 v[4:5], v8, off scope:SCOPE_DEV
	global_store_b32 v[6:7], v10, off
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomics
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(atomics.num_agpr, atomics.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(atomics.numbered_sgpr+2, 1, 0)-2
		.amdhsa_named_barrier_count (((((alignto(atomics.num_named_barrier, 4)/4)<<14)&~4080)|48)&114688)>>14
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
.Lfunc_end3:
	.size	atomics, .Lfunc_end3-atomics
                                        ; -- End function
	.set atomics.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set atomics.num_agpr, max(0, amdgpu.max_num_agpr)
	.set atomics.numbered_sgpr, max(40, amdgpu.max_num_sgpr)
	.set atomics.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set atomics.private_seg_size, 0
	.set atomics.uses_vcc, 1
	.set atomics.uses_flat_scratch, 1
	.set atomics.has_dyn_sized_stack, 1
	.set atomics.has_recursion, 1
	.set atomics.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; TotalNumSgprs: atomics.numbered_sgpr+2
; NumVgprs: atomics.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(atomics.num_agpr, atomics.num_vgpr), 1, 0), 1), 16)/16)-1
; NumSGPRsForWavesPerEU: max(atomics.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(atomics.num_agpr, atomics.num_vgpr), 1, 0)
; NamedBarCnt: alignto(atomics.num_named_barrier, 4)/4
; Occupancy: occupancy(16, 16, 1024, 11, 16, max(atomics.numbered_sgpr+extrasgprs(atomics.uses_vcc, atomics.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(atomics.num_agpr, atomics.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_atomics ; -- Begin function __clang_ocl_kern_imp_atomics
	.globl	__clang_ocl_kern_imp_atomics
	.p2align	2
	.type	__clang_ocl_kern_imp_atomics,@function
__clang_ocl_kern_imp_atomics:           ; @__clang_ocl_kern_imp_atomics
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b32 s1, -1
	scratch_store_b32 off, v56, s33 offset:32 ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	v_writelane_b32 v56, s0, 2
	s_clause 0x7                            ; 32-byte Folded Spill
	scratch_store_b32 off, v40, s33 offset:28
	scratch_store_b32 off, v41, s33 offset:24
	scratch_store_b32 off, v42, s33 offset:20
	scratch_store_b32 off, v43, s33 offset:16
	scratch_store_b32 off, v44, s33 offset:12
	scratch_store_b32 off, v45, s33 offset:8
	scratch_store_b32 off, v46, s33 offset:4
	scratch_store_b32 off, v47, s33
	s_wait_xcnt 0x2
	v_dual_mov_b32 v45, v1 :: v_dual_mov_b32 v44, v0
	s_wait_xcnt 0x1
	v_dual_mov_b32 v46, 0 :: v_dual_mov_b32 v0, 0
	v_writelane_b32 v56, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], _Z12get_local_idj@rel64+4
	s_add_co_i32 s32, s32, 48
	v_dual_mov_b32 v41, v5 :: v_dual_mov_b32 v40, v4
	v_writelane_b32 v56, s31, 1
	v_dual_mov_b32 v43, v3 :: v_dual_mov_b32 v42, v2
	s_swap_pc_i64 s[30:31], s[0:1]
	s_wait_xcnt 0x0
	v_mov_b32_e32 v47, v0
	v_readlane_b32 s31, v56, 1
	v_readlane_b32 s30, v56, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v56, 2
	v_ashrrev_i64 v[0:1], 30, v[46:47]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u64_e32 v[2:3], v[44:45], v[0:1]
	v_add_nc_u64_e32 v[6:7], v[42:43], v[0:1]
	v_add_nc_u64_e32 v[0:1], v[40:41], v[0:1]
	global_load_b32 v8, v[2:3], off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v2, v46 :: v_dual_mov_b32 v4, v46
	v_dual_add_nc_u32 v3, 1, v47 :: v_dual_add_nc_u32 v5, 2, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i64 v[2:3], 30, v[2:3]
	v_ashrrev_i64 v[4:5], 30, v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[2:3], v[42:43], v[2:3]
	v_add_nc_u64_e32 v[4:5], v[42:43], v[4:5]
	s_wait_loadcnt 0x0
	global_atomic_add_u32 v[6:7], v8, off scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_add_u32 v[2:3], v8, off scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_max_i32 v9, v[4:5], v8, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	v_dual_mov_b32 v2, v46 :: v_dual_add_nc_u32 v3, 64, v47
	s_wait_xcnt 0x0
	v_dual_mov_b32 v4, v46 :: v_dual_add_nc_u32 v5, 3, v47
	v_add_nc_u32_e32 v10, 1, v8
	v_add_nc_u32_e32 v47, 0x80, v47
	v_ashrrev_i64 v[2:3], 30, v[2:3]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ashrrev_i64 v[4:5], 30, v[4:5]
	v_ashrrev_i64 v[6:7], 30, v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u64_e32 v[2:3], v[44:45], v[2:3]
	v_add_nc_u64_e32 v[4:5], v[42:43], v[4:5]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u64_e32 v[6:7], v[44:45], v[6:7]
	s_wait_loadcnt 0x0
	global_store_b32 v[2:3], v9, off
	s_wait_xcnt 0x0
	global_store_b32 v[0:1], v8, off scope:SCOPE_SYS
	s_wait_storecnt 0x0
	s_wait_xcnt 0x0
	global_store_b32 v[4:5], v8, off scope:SCOPE_DEV
	global_store_b32 v[6:7], v10, off
	s_clause 0x7                            ; 32-byte Folded Reload
	scratch_load_b32 v47, off, s33
	scratch_load_b32 v46, off, s33 offset:4
	scratch_load_b32 v45, off, s33 offset:8
	scratch_load_b32 v44, off, s33 offset:12
	scratch_load_b32 v43, off, s33 offset:16
	scratch_load_b32 v42, off, s33 offset:20
	scratch_load_b32 v41, off, s33 offset:24
	scratch_load_b32 v40, off, s33 offset:28
	s_wait_xcnt 0x0
	s_or_saveexec_b32 s1, -1
	scratch_load_b32 v56, off, s33 offset:32 ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s1
	s_mov_b32 s33, s0
	s_wait_loadcnt 0x0
	s_set_pc_i64 s[30:31]
.Lfunc_end4:
	.size	__clang_ocl_kern_imp_atomics, .Lfunc_end4-__clang_ocl_kern_imp_atomics
                                        ; -- End function
	.set __clang_ocl_kern_imp_atomics.num_vgpr, max(57, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_atomics.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_atomics.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_atomics.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_atomics.private_seg_size, 48
	.set __clang_ocl_kern_imp_atomics.uses_vcc, 1
	.set __clang_ocl_kern_imp_atomics.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_atomics.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_atomics.has_recursion, 1
	.set __clang_ocl_kern_imp_atomics.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 696
; TotalNumSgprs: __clang_ocl_kern_imp_atomics.numbered_sgpr+2
; NumVgprs: max(57, amdgpu.max_num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 60
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.hidden	_Z13get_global_idj
	.hidden	_Z12get_local_idj
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
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
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           stream
    .private_segment_fixed_size: 0
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         stream.kd
    .uses_dynamic_stack: true
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
      - .address_space:  global
        .is_volatile:    true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           atomics
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         atomics.kd
    .uses_dynamic_stack: true
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
