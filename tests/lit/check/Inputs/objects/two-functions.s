# Two functions for gfx1030: f, whose v_cmpx_eq_u32_e64 code-object-hostile
# patches, and g, with a load used before its wait (one error).
	.text
	.globl f
	.type f,@function
f:
	v_cmpx_eq_u32_e64 v0, v1
	s_endpgm
.Lf_end:
	.size f, .Lf_end-f
	.globl g
	.type g,@function
g:
	global_load_dword v1, v0, s[0:1]
	v_add_nc_u32 v1, v1, v0
	s_endpgm
.Lg_end:
	.size g, .Lg_end-g
