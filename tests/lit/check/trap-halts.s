; s_trap 2 is llvm.trap: the wave halts there, so nothing after it runs and no
; race is reported there (the CFG has no fall-through edge). s_trap 3
; (llvm.debugtrap) returns: what follows it is still checked.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
	.text
	.type	halts,@function
halts:
	s_mov_b32 m0, 0
	v_mov_b32 v3, 0
	global_load_lds_dword v[0:1], off
	s_trap 2
	ds_read_b32 v2, v3
	s_endpgm
	.type	continues,@function
continues:
	s_mov_b32 m0, 0
	v_mov_b32 v3, 0
	global_load_lds_dword v[0:1], off
	s_trap 3
	ds_read_b32 v2, v3
	s_endpgm
; CHECK: trap-halts.s:21:2: error: 'ds_read_b32' accesses LDS {{.*}}that the LDS DMA 'global_load_lds_dword' at line 19 may still be writing
; CHECK: 1 error generated.
