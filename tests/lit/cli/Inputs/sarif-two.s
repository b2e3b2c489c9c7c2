	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
k:
	global_load_dword v1, v[2:3], off
	global_load_dword v4, v[2:3], off
	v_add_u32_e32 v5, v1, v4
	s_endpgm
