# A gfx942 kernel (wave64) with work-item ids x and y, where a load is used
# before its wait: one error per object.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl k
	.p2align 8
	.type k,@function
k:
	global_load_dword v1, v0, s[0:1]
	v_add_u32 v1, v1, v0
	s_endpgm
.Lk_end:
	.size k, .Lk_end-k
	.rodata
	.p2align 6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 4
		.amdhsa_system_vgpr_workitem_id 1
	.end_amdhsa_kernel
