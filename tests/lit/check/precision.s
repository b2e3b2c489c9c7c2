; Precision: per in-order queue counting with SMEM pending (lgkmcnt(1), not
; LLVM's lgkmcnt(0)); FLAT on both counters; waits clamp at max-1.
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s
	ds_read_b32 v1, v0
	s_load_dword s4, s[0:1], 0x0
	ds_read_b32 v2, v0 offset:4
	v_mov_b32_e32 v3, v1
; CHECK: precision.s:7:2: error: 'v_mov_b32_e32' reads v1 before the 'ds_read_b32' at line 4
; CHECK: note: the weakest wait that fixes it, before this instruction: s_waitcnt lgkmcnt(1)
	s_waitcnt lgkmcnt(0)
	flat_load_dword v5, v[6:7]
	global_load_dword v8, v[6:7], off
	v_mov_b32_e32 v9, v5
; CHECK: precision.s:13:2: error: 'v_mov_b32_e32' reads v5 before the 'flat_load_dword' at line 11
; CHECK: note: 'flat_load_dword' issued here, outstanding on vmcnt and lgkmcnt
; CHECK: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_load_dword v10, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	global_load_dword v11, v[6:7], off
	ds_read_b32 v12, v0
	ds_read_b32 v13, v0
	ds_read_b32 v14, v0
	ds_read_b32 v15, v0
	ds_read_b32 v16, v0
	ds_read_b32 v17, v0
	ds_read_b32 v18, v0
	ds_read_b32 v19, v0
	ds_read_b32 v20, v0
	ds_read_b32 v21, v0
	ds_read_b32 v22, v0
	ds_read_b32 v23, v0
	ds_read_b32 v24, v0
	ds_read_b32 v25, v0
	ds_read_b32 v26, v0
	ds_read_b32 v27, v0
	ds_read_b32 v28, v0
	v_add_u32_e32 v30, v10, v12
; 16 vector loads after v10's: vmcnt(16); 16 LDS reads after v12's, but
; lgkmcnt is 4 bits: the weakest expressible wait is lgkmcnt(14) = max-1.
; CHECK: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(16) lgkmcnt(14)
	s_endpgm
