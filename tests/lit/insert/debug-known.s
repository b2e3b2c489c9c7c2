; Debug builds solve the placed program again and compare it with the block
; entry states placement handed to tightening's analysis (ww_analyze_known);
; a difference is an internal error, exit status 70. The environment
; variable makes one handed-over entry one operation younger, as a bug would.
; REQUIRES: debug
; RUN: env WAITWISE_DEBUG_BREAK_KNOWN=1 %python %root/tests/lit/errors/Inputs/expect.py 70 %waitwise insert --mode=recompute -mcpu=gfx942 %s 2>&1 | FileCheck %s
; RUN: %python %root/tests/lit/errors/Inputs/expect.py 0 %waitwise insert --mode=recompute -mcpu=gfx942 %s -o %t.s
; CHECK: waitwise: internal error: insert: placement's entry state of block 1 of function 0 is not the analysis's
	.text
	.globl	k
	.type	k,@function
k:
	s_mov_b32 s2, 4
.Lloop:
	global_load_dword v1, v[10:11], off
	v_add_u32_e32 v2, v1, v2
	global_store_dword v[12:13], v2, off
	s_add_i32 s2, s2, -1
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc1 .Lloop
	s_endpgm
