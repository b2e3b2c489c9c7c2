; An LDS access while an LDS DMA may still write LDS: an error where the
; overlap is proven (both ranges known), a warning of its own
; (lds-dma-may-alias) where nothing is known of one address: an unrelated
; pointer that LLVM may have proved apart from IR metadata the assembly
; does not carry.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
; RUN: not %waitwise check -mcpu=gfx942 -Wno-lds-dma-may-alias %s 2>&1 | FileCheck %s --check-prefix=OFF --implicit-check-not=warning:
	.text
	.type	unknown_pointer,@function
unknown_pointer:
	s_mov_b32 m0, 0
	global_load_lds_dword v[0:1], off
	ds_read_b32 v2, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_endpgm
; CHECK: lds-dma-may-alias.s:14:2: warning: 'ds_read_b32' accesses LDS [unknown address] that the LDS DMA 'global_load_lds_dword' at line 13 may still be writing [0, 255] (may overlap) [-Wlds-dma-may-alias]
	.type	proven,@function
proven:
	s_mov_b32 m0, 0
	global_load_lds_dword v[0:1], off
	v_mov_b32_e32 v3, 4
	ds_read_b32 v2, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_endpgm
; CHECK: lds-dma-may-alias.s:23:2: error: 'ds_read_b32' accesses LDS [4, 7] that the LDS DMA 'global_load_lds_dword' at line 21 may still be writing [0, 255] (may overlap) [-Wlds-dma-race]
; CHECK: 1 warning and 1 error generated.
; OFF: lds-dma-may-alias.s:23:2: error:
