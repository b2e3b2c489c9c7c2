; LLVM prints its lowered async marks as comments ("; asyncmark",
; "; wait_asyncmark(N)") next to the real waits: check reads them as marks
; (so a pipelined DMA loop whose copies are marked is not flagged for waits
; the user placed), and still verifies LLVM's own lowering.
; RUN: %waitwise check -mcpu=gfx942 %s 2>&1 | count 0
; RUN: sed -e 's/s_waitcnt vmcnt(1)$/s_waitcnt vmcnt(2)/' %s > %t.s
; RUN: not %waitwise check -mcpu=gfx942 %t.s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=note:
	v_and_b32_e32 v1, 63, v0
	v_lshlrev_b32_e32 v1, 2, v1
	s_mov_b32 m0, 0
	global_load_lds_dword v[2:3], off
	; asyncmark
	s_movk_i32 m0, 0x100
	global_load_lds_dword v[4:5], off
	; asyncmark
	; wait_asyncmark(1)
	s_waitcnt vmcnt(1)
	ds_read_b32 v10, v1
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	ds_read_b32 v11, v1 offset:256
	s_waitcnt lgkmcnt(0)
	s_endpgm
; A wrong lowering is caught: vmcnt(2) leaves the first copy in flight.
; CHECK: .s:18:2: error: 'ds_read_b32' accesses LDS [0, 255] that the LDS DMA 'global_load_lds_dword' at line 11 may still be writing [0, 255] (may overlap) [-Wlds-dma-race]
; CHECK: .s:11:2: note: 'global_load_lds_dword' issued here, outstanding on vmcnt
; CHECK: .s:18:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(1)
; CHECK: 1 error generated.
