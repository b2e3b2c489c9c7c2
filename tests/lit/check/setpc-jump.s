; s_setpc_b64 to an address built from s_getpc_b64 and a label of the same
; function is a jump, not a return (Tensile's long branch, written by hand:
; the offset goes through s76); to another function's address it is a tail
; call, here through the GOT (@gotpcrel32 and an s_load of the address),
; with a load in flight that the callee's entry wait drains. The jump's
; target is reached with the load outstanding.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s
	.text
	.globl	jump
	.type	jump,@function
jump:
	global_load_dword v1, v[2:3], off
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 label_NoBranch
	s_getpc_b64 s[74:75]
	s_add_i32 s76, label_End, 0x4
	s_add_u32 s74, s74, s76
	s_addc_u32 s75, s75, 0
	s_setpc_b64 s[74:75]
label_NoBranch:
	s_waitcnt vmcnt(0)
	v_mov_b32 v4, v1
label_End:
	v_mov_b32 v5, v1
	s_endpgm
; CHECK-NOT: setpc-jump.s:20:
; CHECK: {{.*}}setpc-jump.s:25:2: error: 'v_mov_b32' reads v1 before the 'global_load_dword' at line 13 that writes it has completed [-Wmissing-wait]
	.globl	tail
	.type	tail,@function
tail:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dword v0, v[2:3], off
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, elsewhere@gotpcrel32@lo+4
	s_addc_u32 s17, s17, elsewhere@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[16:17], 0x0
	s_waitcnt lgkmcnt(0)
	s_setpc_b64 s[16:17]
; CHECK-NOT: setpc-jump.s:39:
; CHECK: 1 error generated.
