; gfx1250: async copies to LDS count on asynccnt alone; ordinary loads do not
; enter the mark arithmetic.
; RUN: %waitwise insert -mcpu=gfx1250 %s | FileCheck %s --match-full-lines
	global_load_b32 v1, v[2:3], off
	global_load_async_to_lds_b32 v20, v[6:7], off
	s_asyncmark
	global_load_b32 v5, v[2:3], off
	global_load_async_to_lds_b32 v21, v[8:9], off
	global_load_b32 v10, v[2:3], off
	s_asyncmark
	s_wait_asyncmark 1
	s_nop 0
	s_wait_asyncmark 0
	s_endpgm
; CHECK:      global_load_b32 v10, v[2:3], off
; CHECK-NEXT: s_wait_asynccnt 0x1
; CHECK-NEXT: s_nop 0
; CHECK-NEXT: s_wait_asynccnt 0x0
; CHECK-NEXT: s_endpgm
