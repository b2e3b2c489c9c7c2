# A gfx1100 kernel, wave32, with work-item ids x, y and z
# (assembled by code-object-descriptor.test with llvm-mc -filetype=obj).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	global_load_b32 v1, v0, s[0:1]
	v_add_nc_u32 v1, v1, v0
	s_endpgm
.Lk_end:
	.size k, .Lk_end-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
		.amdhsa_wavefront_size32 1
		.amdhsa_system_vgpr_workitem_id 2
	.end_amdhsa_kernel
