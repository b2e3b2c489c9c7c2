	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
k:
	global_load_dword v1, v0, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32 v1, v1, v0
	s_cbranch_scc1 k
	s_endpgm
