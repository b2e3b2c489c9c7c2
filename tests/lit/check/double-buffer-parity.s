; A double-buffered LDS DMA loop: iteration i copies tile i+1 into buffer
; (i+1)&1 (m0 bit 10) while it reads buffer i&1. The value analysis keeps the
; parity of the loop-carried s5 in bit 10 of both addresses, so the copy in
; flight and the reads are disjoint and the program checks clean (LLVM's
; dma_double_vmcnt in the corpus is this loop). Reading the other buffer
; ((i+1)&1, s4) races with the copy just issued; dropping the vmcnt(1)
; leaves the previous iteration's copy into buffer i&1 in flight, and the
; weakest fix is vmcnt(1), not 0 (only the older copy overlaps).
; RUN: %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s --check-prefix=CLEAN --allow-empty
; RUN: sed 's/s_lshl_b32 s2, s5, 10/s_lshl_b32 s2, s4, 10/' %s > %t.other.s
; RUN: not %waitwise check -mcpu=gfx942 %t.other.s 2>&1 | FileCheck %s --check-prefix=OTHER -DFILE=%t.other.s
; RUN: grep -v 'vmcnt(1)' %s > %t.nowait.s
; RUN: not %waitwise check -mcpu=gfx942 %t.nowait.s 2>&1 | FileCheck %s --check-prefix=NOWAIT
; CLEAN-NOT: {{.}}
; OTHER: [[FILE]]:33:2: error: 'ds_read_b32' accesses LDS [0, 2047] that the LDS DMA 'global_load_lds_dword' at line 28 may still be writing [0, 1279] (may overlap) [-Wlds-dma-race]
; OTHER: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
; NOWAIT: error: 'ds_read_b32' accesses LDS [0, 2047] that the LDS DMA 'global_load_lds_dword' at line {{[0-9]+}} may still be writing [0, 255] (may overlap) [-Wlds-dma-race]
; NOWAIT: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(1)
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
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s5, s4
	s_cmp_lg_u32 s5, 8
	s_cbranch_scc1 .LBB0_1
	s_waitcnt vmcnt(0)
	s_endpgm
