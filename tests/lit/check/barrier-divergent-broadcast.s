; An LDS broadcast: work-item 0 stores a value at a fixed LDS address, a
; workgroup barrier, then every wave loads that address (rocPRIM's ordered
; block id). Every wave reads the same bytes, which no wave may write before
; the next barrier without a race: the value is the same in every wave, and
; a branch on it is not divergent (broadcast). Still variant: a load before
; any barrier (no_barrier: wave 0 may read its own store, the others not
; yet), one after this wave's own store (own_store), one whose address
; differs between waves (per_wave), and an atomic's result (atomic).
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s --implicit-check-not=warning
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl broadcast
	.type broadcast,@function
broadcast:
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lbroadcast_join
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 7
	ds_write_b32 v2, v1
.Lbroadcast_join:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s4, v1
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Lbroadcast_skip
	s_barrier
.Lbroadcast_skip:
	s_barrier
	s_endpgm
	.globl no_barrier
	.type no_barrier,@function
no_barrier:
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lno_barrier_join
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 7
	ds_write_b32 v2, v1
.Lno_barrier_join:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s4, v1
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Lno_barrier_skip
	s_barrier
.Lno_barrier_skip:
	s_barrier
	s_endpgm
	.globl own_store
	.type own_store,@function
own_store:
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lown_store_join
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 7
	ds_write_b32 v2, v1
.Lown_store_join:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b32 v1, v0 offset:4
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s4, v1
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Lown_store_skip
	s_barrier
.Lown_store_skip:
	s_barrier
	s_endpgm
	.globl per_wave
	.type per_wave,@function
per_wave:
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lper_wave_join
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 7
	ds_write_b32 v2, v1
.Lper_wave_join:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v1, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s4, v1
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Lper_wave_skip
	s_barrier
.Lper_wave_skip:
	s_barrier
	s_endpgm
	.globl atomic
	.type atomic,@function
atomic:
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Latomic_join
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 7
	ds_write_b32 v2, v1
.Latomic_join:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_add_rtn_u32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s4, v1
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Latomic_skip
	s_barrier
.Latomic_skip:
	s_barrier
	s_endpgm
	.rodata
	.amdhsa_kernel broadcast
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel no_barrier
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel own_store
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel per_wave
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel atomic
	.amdhsa_next_free_vgpr 4
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 4
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
; Expected:
; CHECK: barrier-divergent-broadcast.s:53:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 52 tests a value that may differ between waves (from 'ds_read_b32' at line 48) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-broadcast.s:52:2: note: the branch, 's_cbranch_scc1', is here
; CHECK-NEXT: barrier-divergent-broadcast.s:48:2: note: the value comes from 'ds_read_b32' here
; CHECK-NEXT: barrier-divergent-broadcast.s:53:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-broadcast.s:77:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 76 tests a value that may differ between waves (from 'ds_read_b32' at line 72) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-broadcast.s:76:2: note: the branch, 's_cbranch_scc1', is here
; CHECK-NEXT: barrier-divergent-broadcast.s:72:2: note: the value comes from 'ds_read_b32' here
; CHECK-NEXT: barrier-divergent-broadcast.s:77:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-broadcast.s:100:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 99 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-broadcast.s:99:2: note: the branch, 's_cbranch_scc1', is here
; CHECK-NEXT: barrier-divergent-broadcast.s:100:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-broadcast.s:124:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 123 tests a value that may differ between waves (from 'ds_add_rtn_u32' at line 119) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-broadcast.s:123:2: note: the branch, 's_cbranch_scc1', is here
; CHECK-NEXT: barrier-divergent-broadcast.s:119:2: note: the value comes from 'ds_add_rtn_u32' here
; CHECK-NEXT: barrier-divergent-broadcast.s:124:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 4 warnings generated.
