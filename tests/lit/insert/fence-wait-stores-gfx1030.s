; From GFX10 stores count on vscnt: a release before a store waits
; s_waitcnt_vscnt null, 0x0 (kept as written), and a vmcnt(0) there releases
; nothing (recompute moves it to the read of v1 it is for).
; RUN: %waitwise insert -v --mode=recompute -mcpu=gfx1030 %s -o - 2>&1 | FileCheck %s --match-full-lines "--implicit-check-not={{^[[:space:]]+s_waitcnt}}"
	global_load_dword v1, v[2:3], off
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v4, off
	s_waitcnt_vscnt null, 0x0
	global_store_dword v[2:3], v6, off offset:4
	v_mov_b32_e32 v5, v1
	s_endpgm
; CHECK:      	global_load_dword v1, v[2:3], off
; CHECK-NEXT: 	global_store_dword v[2:3], v4, off
; CHECK-NEXT: 	s_waitcnt_vscnt null, 0x0
; CHECK-NEXT: 	global_store_dword v[2:3], v6, off offset:4
; CHECK-NEXT: 	s_waitcnt vmcnt(0)
; CHECK-NEXT: 	v_mov_b32_e32 v5, v1
; CHECK-NEXT: 	s_endpgm
; CHECK:      waitwise: 1 waits placed (1 instructions), 1 removed, 1 kept as fences, 1 analysis rounds
