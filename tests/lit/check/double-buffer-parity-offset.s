; The double-buffered loop of double-buffer-parity.s, read at offset 1024:
; the offset sets the parity bit (10) of the read's address, so the parity
; the value analysis keeps for the buffer index no longer tells the read's
; buffer (in iteration i&1 == 0 it reads buffer 1, the copy in flight): a
; race, with no parity to prove the accesses disjoint.
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=error: --implicit-check-not=warning:
	v_and_b32_e32 v1, 0xff, v0
	s_mov_b32 s5, 0
	s_mov_b32 m0, 0
	global_load_lds_dword v[2:3], off
.LBB0_1:
	s_add_i32 s4, s5, 1
	s_and_b32 s2, s4, 1
	s_lshl_b32 m0, s2, 10
	s_nop 0
	global_load_lds_dword v[2:3], off
	s_waitcnt vmcnt(1)
	s_lshl_b32 s2, s5, 10
	s_and_b32 s2, s2, 0x400
	v_lshl_or_b32 v5, v1, 2, s2
	ds_read_b32 v6, v5 offset:1024
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s5, s4
	s_cmp_lg_u32 s5, 8
	s_cbranch_scc1 .LBB0_1
	s_waitcnt vmcnt(0)
	s_endpgm
; CHECK: [[FILE]]:21:2: error: 'ds_read_b32' accesses LDS [1024, 3071] that the LDS DMA 'global_load_lds_dword' at line 16 may still be writing [0, 1279] (may overlap) [-Wlds-dma-race]
; CHECK: [[FILE]]:16:2: note: 'global_load_lds_dword' issued here, outstanding on vmcnt
; CHECK: [[FILE]]:21:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
; CHECK: 1 error generated.
