; LDS DMA writes M0 + lane * 4 asynchronously, tracked until vmcnt retires it.
; Two arrays filled by DMA: reading the first after vmcnt(1), while the
; second's DMA is in flight, is clean (value ranges tell them apart); reading
; the second array before its DMA completed is reported, with the ranges.
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	two
	.type	two,@function
two:
	s_mov_b32 m0, 0
	global_load_lds_dword v[6:7], off
	s_movk_i32 m0, 0x100
	global_load_lds_dword v[8:9], off
	v_and_b32_e32 v1, 63, v0
	v_lshlrev_b32_e32 v1, 2, v1
	s_waitcnt vmcnt(1)
	ds_read_b32 v2, v1
	ds_read_b32 v3, v1 offset:256
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_endpgm
	.amdhsa_kernel two
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
; CHECK-NOT: lds-dma.s:18
; CHECK: lds-dma.s:19:2: error: 'ds_read_b32' accesses LDS [256, 511] that the LDS DMA 'global_load_lds_dword' at line 14 may still be writing [256, 511] (may overlap) [-Wlds-dma-race]
; CHECK: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
; CHECK: 1 error generated.
