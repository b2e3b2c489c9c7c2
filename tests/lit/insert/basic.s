; Placement: right before the first instruction that needs it, the largest
; safe count per in-order queue (staged vmcnt(2), vmcnt(1), vmcnt(0)), in the
; target's own syntax; everything else byte for byte. The barrier releases
; the store and the ds_write (other waves read LDS after it).
; RUN: %waitwise insert -mcpu=gfx942 %s | FileCheck %s --check-prefix=GFX9 --match-full-lines
; RUN: %waitwise insert -mcpu=gfx1100 %s | FileCheck %s --check-prefix=GFX11 --match-full-lines
; RUN: sed -e 's/^\ts_barrier$/\ts_barrier_signal -1\n\ts_barrier_wait -1/' %s > %t.s
; RUN: %waitwise insert -mcpu=gfx1200 %t.s | FileCheck %s --check-prefix=GFX12 --match-full-lines
	global_load_dword v1, v[10:11], off
	global_load_dword v2, v[10:11], off offset:4
	global_load_dword v3, v[10:11], off offset:8   ; keeps its comment
	ds_read_b32 v4, v0
	s_load_dword s4, s[0:1], 0x0
	ds_read_b32 v5, v0 offset:4
	global_store_dword v[12:13], v6, off
	v_add_u32_e32 v7, v1, v4
	v_add_u32_e32 v7, v7, v2
	v_add_u32_e32 v7, v7, v3
	v_add_u32_e32 v7, v7, v5
	v_add_u32_e32 v7, v7, s4
	ds_write_b32 v0, v7
	s_barrier
	ds_read_b32 v8, v0 offset:8
	s_endpgm
; GFX9:      	global_load_dword v3, v[10:11], off offset:8   ; keeps its comment
; GFX9:      	global_store_dword v[12:13], v6, off
; GFX9-NEXT: 	s_waitcnt vmcnt(3) lgkmcnt(1)
; GFX9-NEXT: 	v_add_u32_e32 v7, v1, v4
; GFX9-NEXT: 	s_waitcnt vmcnt(2)
; GFX9-NEXT: 	v_add_u32_e32 v7, v7, v2
; GFX9-NEXT: 	s_waitcnt vmcnt(1)
; GFX9-NEXT: 	v_add_u32_e32 v7, v7, v3
; GFX9-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX9-NEXT: 	v_add_u32_e32 v7, v7, v5
; GFX9-NEXT: 	v_add_u32_e32 v7, v7, s4
; GFX9-NEXT: 	ds_write_b32 v0, v7
; GFX9-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX9-NEXT: 	s_barrier
; GFX9-NEXT: 	ds_read_b32 v8, v0 offset:8
; GFX9-NEXT: 	s_endpgm
; Stores go to vscnt on GFX10/11: the release before the barrier waits there.
; GFX11:      	global_store_dword v[12:13], v6, off
; GFX11-NEXT: 	s_waitcnt vmcnt(2) lgkmcnt(1)
; GFX11-NEXT: 	v_add_u32_e32 v7, v1, v4
; GFX11-NEXT: 	s_waitcnt vmcnt(1)
; GFX11-NEXT: 	v_add_u32_e32 v7, v7, v2
; GFX11-NEXT: 	s_waitcnt vmcnt(0)
; GFX11-NEXT: 	v_add_u32_e32 v7, v7, v3
; GFX11-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX11-NEXT: 	v_add_u32_e32 v7, v7, v5
; GFX11-NEXT: 	v_add_u32_e32 v7, v7, s4
; GFX11-NEXT: 	ds_write_b32 v0, v7
; GFX11-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX11-NEXT: 	s_waitcnt_vscnt null, 0x0
; GFX11-NEXT: 	s_barrier
; GFX11-NEXT: 	ds_read_b32 v8, v0 offset:8
; GFX11-NEXT: 	s_endpgm
; On GFX12 SMEM is on kmcnt; combined s_wait_loadcnt_dscnt / s_wait_storecnt_dscnt.
; GFX12:      	global_store_dword v[12:13], v6, off
; GFX12-NEXT: 	s_wait_loadcnt_dscnt 0x201
; GFX12-NEXT: 	v_add_u32_e32 v7, v1, v4
; GFX12-NEXT: 	s_wait_loadcnt 0x1
; GFX12-NEXT: 	v_add_u32_e32 v7, v7, v2
; GFX12-NEXT: 	s_wait_loadcnt 0x0
; GFX12-NEXT: 	v_add_u32_e32 v7, v7, v3
; GFX12-NEXT: 	s_wait_dscnt 0x0
; GFX12-NEXT: 	v_add_u32_e32 v7, v7, v5
; GFX12-NEXT: 	s_wait_kmcnt 0x0
; GFX12-NEXT: 	v_add_u32_e32 v7, v7, s4
; GFX12-NEXT: 	ds_write_b32 v0, v7
; GFX12-NEXT: 	s_wait_storecnt_dscnt 0x0
; GFX12-NEXT: 	s_barrier_signal -1
; GFX12-NEXT: 	s_barrier_wait -1
; GFX12-NEXT: 	ds_read_b32 v8, v0 offset:8
; GFX12-NEXT: 	s_endpgm
