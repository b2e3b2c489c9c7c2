	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	k
	.type	k,@function
k:
	global_load_dword v1, v[2:3], off
	v_add_u32_e32 v5, v1, v1	; waitwise: allow(missing-wait)
	global_load_dword v1, v[2:3], off
	// waitwise: allow( missing-wait )
	v_add_u32_e32 v5, v1, v1
	global_load_dword v1, v[2:3], off
	v_add_u32_e32 v5, v1, v1
	v_mov_b32_e32 v6, 0	; waitwise: allow(missing-wait, lds-dma-race, bogus)
	; waitwise: allow(missing-wait)

	v_lshlrev_b32_e32 v7, 2, v0
	ds_write_b32 v7, v4
	s_barrier
	ds_read_b32 v8, v7
	s_endpgm
