; A FLAT store is a global write like global_store (it may address global
; memory): add mode releases it at the workgroup barrier that follows, as it
; does global stores, on GFX9 (vmcnt, and lgkmcnt that FLAT also counts on)
; and on GFX11 (vscnt); --no-barrier-release places none.
; RUN: %waitwise insert -mcpu=gfx942 %s -o - | FileCheck %s --check-prefix=ADD --match-full-lines
; RUN: %waitwise insert -mcpu=gfx942 --no-barrier-release %s -o - | FileCheck %s --check-prefix=NONE --match-full-lines
; RUN: sed -e 's/flat_store_dword/flat_store_b32/' -e 's/global_load_dword/global_load_b32/' %s > %t.s
; RUN: %waitwise insert -mcpu=gfx1100 %t.s -o - | FileCheck %s --check-prefix=GFX11 --match-full-lines
	flat_store_dword v[2:3], v1
	s_barrier
	global_load_dword v4, v[2:3], off
	s_endpgm
; ADD:      	flat_store_dword v[2:3], v1
; ADD-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; ADD-NEXT: 	s_barrier
; ADD-NEXT: 	global_load_dword v4, v[2:3], off
; ADD-NEXT: 	s_endpgm
; NONE:      	flat_store_dword v[2:3], v1
; NONE-NEXT: 	s_barrier
; NONE-NEXT: 	global_load_dword v4, v[2:3], off
; NONE-NEXT: 	s_endpgm
; GFX11:      	flat_store_b32 v[2:3], v1
; GFX11-NEXT: 	s_waitcnt_vscnt null, 0x0
; GFX11-NEXT: 	s_barrier
; GFX11-NEXT: 	global_load_b32 v4, v[2:3], off
; GFX11-NEXT: 	s_endpgm
