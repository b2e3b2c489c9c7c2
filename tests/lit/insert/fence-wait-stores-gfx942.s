; A wait right before a store is a release fence (kept as written) only when
; it waits for the stores before it: on gfx942 vmcnt(0). An lgkmcnt(0) there
; releases nothing; recompute moves it to the read of v1 it is for.
; RUN: %waitwise insert -v --mode=recompute -mcpu=gfx942 %s -o - 2>&1 | FileCheck %s --match-full-lines "--implicit-check-not={{^[[:space:]]+s_waitcnt}}"
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	v_mov_b32_e32 v5, v1
	s_endpgm
; CHECK:      	ds_read_b32 v1, v0
; CHECK-NEXT: 	global_store_dword v[2:3], v4, off
; CHECK-NEXT: 	s_waitcnt lgkmcnt(0)
; CHECK-NEXT: 	v_mov_b32_e32 v5, v1
; CHECK-NEXT: 	s_endpgm
; CHECK:      waitwise: 1 waits placed (1 instructions), 1 removed, 0 kept as fences, 1 analysis rounds
