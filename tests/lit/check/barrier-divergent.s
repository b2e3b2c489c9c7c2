; barrier-divergent: a barrier whose execution depends on a branch on a
; value that may differ between the waves of a workgroup (work-item id,
; v_readfirstlane of it, LDS reads, s_getreg, loop counts from them); not on
; kernel arguments or constants, nor the -3 signal under isfirst's SCC.
; Each skip is followed by another barrier the skipping waves meet before
; they end (a skip followed by the wave's end is defined: -end.s).
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s
; RUN: %waitwise check -Wno-barrier-divergent %s 2>&1 | count 0
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.type tid_branch,@function
tid_branch:
	s_mov_b32 s3, exec_lo
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .Ltid_join
	s_barrier_signal -1
	s_barrier_wait -1
.Ltid_join:
	s_or_b32 exec_lo, exec_lo, s3
	s_barrier_signal -1
	s_barrier_wait -1
	s_endpgm
	.type readfirstlane,@function
readfirstlane:
	v_readfirstlane_b32 s0, v0
	s_cmp_lt_u32 s0, 64
	s_cbranch_scc0 .Lrfl_end
	s_barrier_signal -1
	s_barrier_wait -1
.Lrfl_end:
	s_barrier_signal -1
	s_barrier_wait -1
	s_endpgm
	.type lds_loop,@function
lds_loop:
	ds_load_b32 v1, v2
	s_wait_dscnt 0x0
	v_readfirstlane_b32 s4, v1
.Llds_loop_head:
	s_barrier_signal -1
	s_barrier_wait -1
	s_add_co_i32 s4, s4, -1
	s_cmp_lg_u32 s4, 0
	s_cbranch_scc1 .Llds_loop_head
	s_barrier_signal -1
	s_barrier_wait -1
	s_endpgm
	.type hw_id,@function
hw_id:
	s_getreg_b32 s0, hwreg(HW_REG_WAVE_HW_ID1)
	s_bitcmp1_b32 s0, 0
	s_cbranch_scc1 .Lhw_end
	s_barrier_signal -1
	s_barrier_wait -1
.Lhw_end:
	s_barrier_signal -1
	s_barrier_wait -1
	s_endpgm
	.type uniform,@function
uniform:
	s_load_b32 s0, s[0:1], 0x0
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s0, ttmp9
	s_cbranch_scc1 .Luniform_end
	s_barrier_signal -1
	s_barrier_wait -1
.Luniform_end:
	s_endpgm
	.type cluster,@function
cluster:
	s_barrier_signal_isfirst -1
	s_barrier_wait -1
	s_cselect_b32 s2, -1, 0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .Lcluster_skip
	s_barrier_signal -3
.Lcluster_skip:
	s_barrier_wait -3
	s_endpgm
; Expected:
; CHECK: barrier-divergent.s:16:2: warning: 's_barrier_signal' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 15 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent.s:15:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent.s:16:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent.s:28:2: warning: 's_barrier_signal' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 27 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent.s:27:2: note: the branch, 's_cbranch_scc0', is here
; CHECK-NEXT: barrier-divergent.s:28:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent.s:40:2: warning: 's_barrier_signal' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 44 tests a value that may differ between waves (from 'ds_load_b32' at line 36) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent.s:44:2: note: the branch, 's_cbranch_scc1', is here
; CHECK-NEXT: barrier-divergent.s:36:2: note: the value comes from 'ds_load_b32' here
; CHECK-NEXT: barrier-divergent.s:40:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent.s:53:2: warning: 's_barrier_signal' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 52 tests a value that may differ between waves (from 's_getreg_b32' at line 50) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent.s:52:2: note: the branch, 's_cbranch_scc1', is here
; CHECK-NEXT: barrier-divergent.s:50:2: note: the value comes from 's_getreg_b32' here
; CHECK-NEXT: barrier-divergent.s:53:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 4 warnings generated.
