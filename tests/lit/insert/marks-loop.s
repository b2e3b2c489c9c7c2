; A software-pipelined loop with three marks in flight (reference 000's
; "Software pipeline"): the loop waits for the oldest mark with vmcnt(2),
; the epilogue drains 2, 1, 0 (a read of each buffer between). LDS reads of marked copies are the user's to
; order: insert adds no wait of its own before them; check verifies the
; result (the read of the first buffer is complete after the mark wait, the
; copies in flight write other buffers).
; RUN: %waitwise insert -mcpu=gfx942 %s | FileCheck %s --match-full-lines
; RUN: %waitwise insert -mcpu=gfx942 %s -o %t.s
; RUN: %waitwise check -mcpu=gfx942 %t.s
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj %t.s -o /dev/null
	v_and_b32_e32 v1, 63, v0
	v_lshlrev_b32_e32 v1, 2, v1
	s_mov_b32 m0, 0
	global_load_lds_dword v[2:3], off
	s_asyncmark
	s_movk_i32 m0, 0x100
	global_load_lds_dword v[4:5], off
	s_asyncmark
	s_movk_i32 m0, 0x200
	global_load_lds_dword v[6:7], off
	s_asyncmark
	s_movk_i32 m0, 0x400
	s_mov_b32 s4, 8
.LBB0_1:
	s_wait_asyncmark 2
	ds_read_b32 v10, v1
	global_load_lds_dword v[8:9], off
	s_asyncmark
	s_add_i32 s4, s4, -1
	s_cmp_lg_u32 s4, 0
	s_cbranch_scc1 .LBB0_1
	s_wait_asyncmark 2
	ds_read_b32 v11, v1 offset:0x100
	s_wait_asyncmark 1
	ds_read_b32 v12, v1 offset:0x200
	s_wait_asyncmark 0
	ds_read_b32 v13, v1 offset:0x400
	s_endpgm
; CHECK:      .LBB0_1:
; CHECK-NEXT: 	s_waitcnt vmcnt(2)
; CHECK-NEXT: 	ds_read_b32 v10, v1
; CHECK-NEXT: 	global_load_lds_dword v[8:9], off
; CHECK-NEXT: 	s_add_i32 s4, s4, -1
; CHECK:      	s_cbranch_scc1 .LBB0_1
; CHECK-NEXT: 	s_waitcnt vmcnt(2)
; CHECK-NEXT: 	ds_read_b32 v11, v1 offset:0x100
; CHECK-NEXT: 	s_waitcnt vmcnt(1)
; CHECK-NEXT: 	ds_read_b32 v12, v1 offset:0x200
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: 	ds_read_b32 v13, v1 offset:0x400
; CHECK-NEXT: 	s_endpgm
