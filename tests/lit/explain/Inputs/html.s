; explain --format=html's test input: two functions, a loop, waits that
; retire loads, and findings (two entry waits, one missing wait).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	first
	.type	first,@function
first:
	global_load_dword v1, v[2:3], off
	ds_read_b32 v5, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v7, v1, v5
	s_setpc_b64 s[30:31]
.Lfirst_end:
	.size	first, .Lfirst_end-first

	.globl	second
	.type	second,@function
second:
	s_mov_b32 s6, 4
.Lloop:
	global_load_dword v1, v[2:3], off
	v_mov_b32 v0, v1
	s_sub_u32 s6, s6, 1
	s_cmp_lg_u32 s6, 0
	s_cbranch_scc1 .Lloop
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lsecond_end:
	.size	second, .Lsecond_end-second
