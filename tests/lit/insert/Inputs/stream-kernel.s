	.globl	kern
	.type	kern,@function
kern:
	global_load_dword v1, v[2:3], off
	v_add_u32_e32 v4, v1, v1
	s_endpgm
