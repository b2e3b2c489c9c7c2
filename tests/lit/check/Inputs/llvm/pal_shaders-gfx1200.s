	.amdgcn_target "amdgcn-unknown-amdpal--gfx1200"
	.text
	.globl	ps                              ; -- Begin function ps
	.p2align	8
	.type	ps,@function
ps:                                     ; @ps
; %bb.0:
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_mov_b32 s0, exec_lo
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	v_cmpx_lt_f32_e32 0, v0
; %bb.1:                                ; %a
	v_add_f32_e32 v0, v0, v0
; %bb.2:                                ; %b
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	; return to shader part epilog
.Lfunc_end0:
	.size	ps, .Lfunc_end0-ps
                                        ; -- End function
	.set ps.num_vgpr, 2
	.set ps.num_agpr, 0
	.set ps.numbered_sgpr, 2
	.set ps.num_named_barrier, 0
	.set ps.private_seg_size, 0
	.set ps.uses_vcc, 1
	.set ps.uses_flat_scratch, 0
	.set ps.has_dyn_sized_stack, 0
	.set ps.has_recursion, 0
	.set ps.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 68
; TotalNumSgprs: 4
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 0
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 4
; NumVGPRsForWavesPerEU: 2
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 0
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.globl	cs                              ; -- Begin function cs
	.p2align	8
	.type	cs,@function
cs:                                     ; @cs
; %bb.0:
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	global_load_b32 v2, v[0:1], off
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v2, 1, v2
	global_store_b32 v[0:1], v2, off
	s_endpgm
.Lfunc_end1:
	.size	cs, .Lfunc_end1-cs
                                        ; -- End function
	.set cs.num_vgpr, 3
	.set cs.num_agpr, 0
	.set cs.numbered_sgpr, 2
	.set cs.num_named_barrier, 0
	.set cs.private_seg_size, 0
	.set cs.uses_vcc, 1
	.set cs.uses_flat_scratch, 0
	.set cs.has_dyn_sized_stack, 0
	.set cs.has_recursion, 0
	.set cs.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 68
; TotalNumSgprs: 4
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 0
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 4
; NumVGPRsForWavesPerEU: 3
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 0
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
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
	.amd_amdgpu_isa "amdgcn-unknown-amdpal--gfx1200"
	.amdgpu_pal_metadata
---
amdpal.pipelines:
  - .hardware_stages:
      .cs:
        .entry_point:    _amdgpu_cs_main
        .entry_point_symbol: cs
        .scratch_memory_size: 0
        .sgpr_count:     0x4
        .vgpr_count:     0x3
      .ps:
        .entry_point:    _amdgpu_ps_main
        .entry_point_symbol: ps
        .scratch_memory_size: 0
        .sgpr_count:     0x4
        .vgpr_count:     0x2
    .registers:
      '0x2c0a (SPI_SHADER_PGM_RSRC1_PS)': 0x20f0000
      '0x2c0b (SPI_SHADER_PGM_RSRC2_PS)': 0
      '0x2e00 (COMPUTE_DISPATCH_INITIATOR)': 0x8000
      '0x2e12 (COMPUTE_PGM_RSRC1)': 0xe00f0000
      '0x2e13 (COMPUTE_PGM_RSRC2)': 0x380
      '0xa1b3 (SPI_PS_INPUT_ENA)': 0x1
      '0xa1b4 (SPI_PS_INPUT_ADDR)': 0x1
      '0xa1b6 (SPI_PS_IN_CONTROL)': 0x8000
...
	.end_amdgpu_pal_metadata
