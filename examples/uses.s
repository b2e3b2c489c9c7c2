; Loads of three kinds in flight, then uses. Try:
;   waitwise explain -mcpu=gfx942 examples/uses.s
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	global_load_dword v1, v[2:3], off
	global_load_dword v4, v[2:3], off offset:4
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	ds_read_b32 v5, v0
	ds_read_b32 v6, v0 offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v7, v1, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v8, v4, v6
	v_add_u32_e32 v9, s0, v8
	s_endpgm
