; Split barriers: the release wait goes between the operation and the first
; signal after it, never after the signal (other waves may leave their wait
; as soon as this wave signals): here before `s_barrier_signal m0` (a named
; barrier), not at `s_barrier_wait 1`. add also releases the global store;
; recompute releases only the LDS write another wave reads after it. Both
; outputs check clean.
; RUN: %waitwise insert %s -o - | FileCheck %s --check-prefix=ADD --match-full-lines
; RUN: %waitwise insert --mode=recompute %s -o - | FileCheck %s --check-prefix=RECOMPUTE --match-full-lines
; RUN: %waitwise insert %s -o %t.add.s && %waitwise check %t.add.s 2>&1 | count 0
; RUN: %waitwise insert --mode=recompute %s -o %t.re.s && %waitwise check %t.re.s 2>&1 | count 0
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.type k,@function
k:
	v_lshlrev_b32_e32 v1, 2, v0
	ds_store_b32 v1, v0
	global_store_b32 v[2:3], v0, off
	v_add_nc_u32_e32 v4, 1, v0
	s_mov_b32 m0, 0x40001
	s_barrier_join m0
	s_barrier_signal m0
	v_add_nc_u32_e32 v5, 1, v0
	s_barrier_wait 1
	v_xor_b32_e32 v1, 4, v1
	ds_load_b32 v6, v1
	s_wait_dscnt 0x0
	global_store_b32 v[2:3], v6, off
	s_barrier_leave
	s_endpgm
; ADD:            	s_barrier_join m0
; ADD-NEXT:       	s_wait_storecnt_dscnt 0x0
; ADD-NEXT:       	s_barrier_signal m0
; ADD-NEXT:       	v_add_nc_u32_e32 v5, 1, v0
; ADD-NEXT:       	s_barrier_wait 1
; RECOMPUTE:      	s_barrier_join m0
; RECOMPUTE-NEXT: 	s_wait_dscnt 0x0
; RECOMPUTE-NEXT: 	s_barrier_signal m0
; RECOMPUTE-NEXT: 	v_add_nc_u32_e32 v5, 1, v0
; RECOMPUTE-NEXT: 	s_barrier_wait 1
