.set n, (1+2)*-3
.set m, n & ~0xff
	v_mov_b32 v[n+10], m
	ds_read_b32 v1, v0
	s_barrier
	v_mov_b32 v2, v1
	s_endpgm
