# f's symbol ends inside its only instruction's literal (4 of 8 bytes), g is
# whole, with a load used before its wait (one error); without g when
# assembled with --defsym ONLY_F=1.
	.text
	.globl f
	.type f,@function
f:
	v_add_f32 v0, 0x12345678, v1
	.size f, 4
.ifndef ONLY_F
	.globl g
	.type g,@function
g:
	global_load_b32 v1, v0, s[0:1]
	v_add_nc_u32 v1, v1, v0
	s_endpgm
.Lg_end:
	.size g, .Lg_end-g
.endif
