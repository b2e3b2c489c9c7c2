; A vector instruction writes EXEC's lanes alone: under an EXEC that differs
; between waves (an arm of `if (tid < 64)`), a value the same in every wave
; (a constant) is written in some waves only, so a compare of it may skip a
; barrier in some waves (masked_write: wave 0 sets v1 = 1, the others keep
; 0; masked_cmp: the compare itself runs under that EXEC, no skip branch
; around it). A scalar instruction in such an arm runs in the waves that
; do not branch around it alone (scalar_write: s5 = 1 in wave 0 only).
; Under an EXEC the same in every wave (lanes 0..4 of each wave, from
; v_mbcnt) the write leaves the same lanes in every wave: no warning
; (same_lanes).
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s --implicit-check-not=warning
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl masked_write
	.type masked_write,@function
masked_write:
	v_mov_b32_e32 v1, 0
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lmasked_write_join
	v_mov_b32_e32 v1, 1
.Lmasked_write_join:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .Lmasked_write_end
	s_barrier
.Lmasked_write_end:
	s_or_b64 exec, exec, s[4:5]
	s_barrier
	s_endpgm
	.globl masked_cmp
	.type masked_cmp,@function
masked_cmp:
	v_mov_b32_e32 v1, 7
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_and_saveexec_b64 s[2:3], vcc
	v_cmp_eq_u32_e64 s[4:5], 7, v1
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .Lmasked_cmp_end
	s_barrier
.Lmasked_cmp_end:
	s_or_b64 exec, exec, s[6:7]
	s_barrier
	s_endpgm
	.globl scalar_write
	.type scalar_write,@function
scalar_write:
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_mov_b32 s5, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lscalar_write_join
	s_mov_b32 s5, 1
.Lscalar_write_join:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_eq_u32 s5, 1
	s_cbranch_scc0 .Lscalar_write_end
	s_barrier
.Lscalar_write_end:
	s_barrier
	s_endpgm
	.globl same_lanes
	.type same_lanes,@function
same_lanes:
	v_mbcnt_lo_u32_b32 v4, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v4
	v_mov_b32_e32 v1, 0
	v_cmp_gt_u32_e32 vcc, 5, v4
	s_and_saveexec_b64 s[2:3], vcc
	v_mov_b32_e32 v1, 1
	s_or_b64 exec, exec, s[2:3]
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .Lsame_lanes_end
	s_barrier
.Lsame_lanes_end:
	s_or_b64 exec, exec, s[4:5]
	s_barrier
	s_endpgm
; Expected:
; CHECK: barrier-divergent-masked.s:27:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 26 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-masked.s:26:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-masked.s:27:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-masked.s:42:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 41 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-masked.s:41:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-masked.s:42:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-masked.s:60:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 59 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-masked.s:59:2: note: the branch, 's_cbranch_scc0', is here
; CHECK-NEXT: barrier-divergent-masked.s:60:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 3 warnings generated.
