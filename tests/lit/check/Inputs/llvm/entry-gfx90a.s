	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.hidden	_Z5scalePKii                    ; -- Begin function _Z5scalePKii
	.globl	_Z5scalePKii
	.p2align	2
	.type	_Z5scalePKii,@function
_Z5scalePKii:                           ; @_Z5scalePKii
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[0:1], s[4:5], v0, 3, v[2:3]
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_Z5scalePKii, .Lfunc_end0-_Z5scalePKii
                                        ; -- End function
	.set _Z5scalePKii.num_vgpr, 4
	.set _Z5scalePKii.num_agpr, 0
	.set _Z5scalePKii.numbered_sgpr, 32
	.set _Z5scalePKii.num_named_barrier, 0
	.set _Z5scalePKii.private_seg_size, 0
	.set _Z5scalePKii.uses_vcc, 1
	.set _Z5scalePKii.uses_flat_scratch, 0
	.set _Z5scalePKii.has_dyn_sized_stack, 0
	.set _Z5scalePKii.has_recursion, 0
	.set _Z5scalePKii.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 52
; TotalNumSgprs: 36
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	_Z4kernPiPKi            ; -- Begin function _Z4kernPiPKi
	.globl	_Z4kernPiPKi
	.p2align	8
	.type	_Z4kernPiPKi,@function
_Z4kernPiPKi:                           ; @_Z4kernPiPKi
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_add_u32 s0, s0, s7
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v4, v0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z5scalePKii@rel32@lo+4
	s_addc_u32 s5, s5, _Z5scalePKii@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s10
	v_mov_b32_e32 v1, s11
	v_mov_b32_e32 v2, v4
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[4:5]
	v_lshlrev_b32_e32 v1, 2, v4
	global_store_dword v1, v0, s[8:9]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z4kernPiPKi
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 8
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
.Lfunc_end1:
	.size	_Z4kernPiPKi, .Lfunc_end1-_Z4kernPiPKi
                                        ; -- End function
	.set _Z4kernPiPKi.num_vgpr, max(5, _Z5scalePKii.num_vgpr)
	.set _Z4kernPiPKi.num_agpr, max(0, _Z5scalePKii.num_agpr)
	.set _Z4kernPiPKi.numbered_sgpr, max(33, _Z5scalePKii.numbered_sgpr)
	.set _Z4kernPiPKi.num_named_barrier, max(0, _Z5scalePKii.num_named_barrier)
	.set _Z4kernPiPKi.private_seg_size, 0+max(_Z5scalePKii.private_seg_size)
	.set _Z4kernPiPKi.uses_vcc, or(1, _Z5scalePKii.uses_vcc)
	.set _Z4kernPiPKi.uses_flat_scratch, or(0, _Z5scalePKii.uses_flat_scratch)
	.set _Z4kernPiPKi.has_dyn_sized_stack, or(0, _Z5scalePKii.has_dyn_sized_stack)
	.set _Z4kernPiPKi.has_recursion, or(0, _Z5scalePKii.has_recursion)
	.set _Z4kernPiPKi.has_indirect_call, or(0, _Z5scalePKii.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 80
; TotalNumSgprs: 37
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 5
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 4
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_db6d7aab935a56b1,@object ; @__hip_cuid_db6d7aab935a56b1
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_db6d7aab935a56b1
__hip_cuid_db6d7aab935a56b1:
	.byte	0                               ; 0x0
	.size	__hip_cuid_db6d7aab935a56b1, 1

	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .name:           _Z4kernPiPKi
    .private_segment_fixed_size: 0
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         _Z4kernPiPKi.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
