; The snippet of reference 001 (AMD CDNA3 s_waitcnt walk-through), for gfx942.
	global_load_dwordx4 v[12:15], v[12:13], off nt
	ds_read_b128 v[16:19], v10
	ds_read_b128 v[20:23], v6
	ds_read2_b32 v[28:29], v11 offset1:1
	ds_read_b128 v[24:27], v24
	ds_read2_b32 v[30:31], v11 offset0:2 offset1:3

	s_waitcnt vmcnt(0) lgkmcnt(4)
	s_waitcnt lgkmcnt(3)
	s_waitcnt lgkmcnt(2)
	s_waitcnt lgkmcnt(1)
	s_waitcnt lgkmcnt(0)
	s_endpgm
