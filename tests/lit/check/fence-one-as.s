; A release orders vector memory: after the writeback, vmcnt(0) completes
; what it releases, a FLAT store's LDS part (lgkmcnt) included only in a
; fence across address spaces. llc-22 writes a one-address-space release
; (fence syncscope("agent-one-as") release) on gfx942 as below, with no
; lgkmcnt(0): it is right. Without vmcnt(0) the store is not released.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
	.text
	.type	one_as,@function
one_as:
	flat_store_dword v[0:1], v2
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v2
	s_endpgm
	.type	lds_part_only,@function
lds_part_only:
	flat_store_dword v[0:1], v2
	buffer_wbl2 sc1
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	s_endpgm
; CHECK: fence-one-as.s:21:2: error: 'flat_store_dword' after a release (cache writeback) before the 'flat_store_dword' at line 18 it releases has completed [-Wfence-wait]
; CHECK: fence-one-as.s:21:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
; CHECK: 1 error generated.
