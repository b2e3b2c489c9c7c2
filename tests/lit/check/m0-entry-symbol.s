; M0 at a function's entry is unknown but one value: a symbol of its own. An
; LDS DMA at M0 and a read at M0 + 256 are disjoint (clean); at M0 + 252
; they overlap, and the message names the symbol.
; RUN: %waitwise check %s 2>&1 | count 0
; RUN: sed -e 's/offset:256/offset:252/' %s > %t.s
; RUN: not %waitwise check %t.s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl k
	.type k,@function
k:
	global_load_lds_dword v[2:3], off
	v_mov_b32_e32 v1, m0
	ds_read_b32 v4, v1 offset:256
	s_waitcnt vmcnt(0)
	s_endpgm
; CHECK: .s:14:2: error: 'ds_read_b32' accesses LDS [m0+252, m0+255] that the LDS DMA 'global_load_lds_dword' at line 12 may still be writing [m0+0, m0+255] (may overlap; m0 at the function's entry) [-Wlds-dma-race]
; CHECK: .s:12:2: note: 'global_load_lds_dword' issued here, outstanding on vmcnt
; CHECK: .s:14:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
; CHECK: 1 error generated.
