	.text
	.globl f
f:
	global_load_lds_dword v[4:5], off
	ds_read_b32 v1, v1
	s_setpc_b64 s[30:31]
