# Locations in an object (code-object-locations.test): a kernel with a long
# mangled name whose load is read before its wait, after a branch, and a
# function whose LDS write a barrier does not wait for.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl _ZN9waitwise4test12_GLOBAL__N_116a_long_kernel_nameILi64ELi128EEEvPKfPfiiNS_6detail13tile_shape_tE
	.p2align 8
	.type _ZN9waitwise4test12_GLOBAL__N_116a_long_kernel_nameILi64ELi128EEEvPKfPfiiNS_6detail13tile_shape_tE,@function
_ZN9waitwise4test12_GLOBAL__N_116a_long_kernel_nameILi64ELi128EEEvPKfPfiiNS_6detail13tile_shape_tE:
	global_load_dword v1, v0, s[0:1]
	s_cbranch_scc0 .Lskip
	v_mov_b32_e32 v2, 0
.Lskip:
	v_add_u32_e32 v1, v1, v0
	s_endpgm
.Lk_end:
	.size _ZN9waitwise4test12_GLOBAL__N_116a_long_kernel_nameILi64ELi128EEEvPKfPfiiNS_6detail13tile_shape_tE, .Lk_end-_ZN9waitwise4test12_GLOBAL__N_116a_long_kernel_nameILi64ELi128EEEvPKfPfiiNS_6detail13tile_shape_tE
	.globl g
	.p2align 2
	.type g,@function
g:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	ds_write_b32 v0, v1
	s_barrier
	ds_read_b32 v2, v0
	s_waitcnt lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lg_end:
	.size g, .Lg_end-g
	.rodata
	.p2align 6
	.amdhsa_kernel _ZN9waitwise4test12_GLOBAL__N_116a_long_kernel_nameILi64ELi128EEEvPKfPfiiNS_6detail13tile_shape_tE
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 4
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           _ZN9waitwise4test12_GLOBAL__N_116a_long_kernel_nameILi64ELi128EEEvPKfPfiiNS_6detail13tile_shape_tE
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         _ZN9waitwise4test12_GLOBAL__N_116a_long_kernel_nameILi64ELi128EEEvPKfPfiiNS_6detail13tile_shape_tE.kd
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   'amdgcn-amd-amdhsa--gfx942'
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
