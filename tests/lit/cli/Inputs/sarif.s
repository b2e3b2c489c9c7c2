	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
k:
	global_load_dword v1, v[2:3], off
	v_add_u32_e32 v5, v1, v1
	s_endpgm	; waitwise: allow(missing-wait)
