	global_load_b32 v1, v0, s[0:1]
	s_wait_loadcnt 0x0
	buffer_load_b32 v2, v0, s[4:7], null offen
	s_barrier_signal -1
	s_barrier_wait -1
	v_add_nc_u32 v1, v1, v2
	s_endpgm
