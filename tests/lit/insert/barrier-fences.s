; Global stores at workgroup barriers: recompute keeps the release fence the
; program has (the wait right before the second s_barrier, as written) and
; adds none where it has none (the first); add mode keeps its rule of
; releasing global stores at every barrier (--no-barrier-release: none).
; RUN: %waitwise insert -mcpu=gfx942 --mode=recompute %s -o - | FileCheck %s --check-prefix=RECOMPUTE --match-full-lines
; RUN: %waitwise insert -mcpu=gfx942 %s -o - | FileCheck %s --check-prefix=ADD --match-full-lines
; RUN: %waitwise insert -mcpu=gfx942 --no-barrier-release %s -o - | FileCheck %s --check-prefix=NONE --match-full-lines
	global_store_dword v[0:1], v2, off
	s_barrier
	global_store_dword v[0:1], v3, off offset:4
	s_waitcnt vmcnt(0)
	s_barrier
	s_endpgm
; RECOMPUTE:      	global_store_dword v[0:1], v2, off
; RECOMPUTE-NEXT: 	s_barrier
; RECOMPUTE-NEXT: 	global_store_dword v[0:1], v3, off offset:4
; RECOMPUTE-NEXT: 	s_waitcnt vmcnt(0)
; RECOMPUTE-NEXT: 	s_barrier
; ADD:            	global_store_dword v[0:1], v2, off
; ADD-NEXT:       	s_waitcnt vmcnt(0)
; ADD-NEXT:       	s_barrier
; ADD-NEXT:       	global_store_dword v[0:1], v3, off offset:4
; ADD-NEXT:       	s_waitcnt vmcnt(0)
; ADD-NEXT:       	s_barrier
; NONE:           	global_store_dword v[0:1], v2, off
; NONE-NEXT:      	s_barrier
