; barrier-divergent means what the execution model makes a hazard: a wave
; that skips a workgroup barrier and then ends drops the barrier (reference
; 004: "When a thread ends, it automatically drops this barrier object"),
; which is defined (early_return: LLVM's `if (tid >= n) return;` before the
; barriers); one that skips a barrier and arrives at a barrier again before
; it ends pairs with another barrier (in_loop: skipped in one iteration,
; met in the next; after_loop: a loop count from the work-item id, then a
; barrier after the loop). A wave that ends does not drop a named barrier:
; skipping one is reported even when the wave then ends (named).
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s --implicit-check-not=warning
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl early_return
	.type early_return,@function
early_return:
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Learly_return_end
	s_barrier
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
.Learly_return_end:
	s_endpgm
	.globl in_loop
	.type in_loop,@function
in_loop:
	s_mov_b32 s4, 8
.Lin_loop_top:
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .Lin_loop_latch
	s_barrier
.Lin_loop_latch:
	s_or_b64 exec, exec, s[2:3]
	s_sub_u32 s4, s4, 1
	s_cmp_lg_u32 s4, 0
	s_cbranch_scc1 .Lin_loop_top
	s_endpgm
	.globl after_loop
	.type after_loop,@function
after_loop:
	v_readfirstlane_b32 s4, v0
.Lafter_loop_top:
	s_barrier
	s_sub_u32 s4, s4, 1
	s_cmp_lg_u32 s4, 0
	s_cbranch_scc1 .Lafter_loop_top
	s_barrier
	s_endpgm
; Expected:
; CHECK: barrier-divergent-end.s:35:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 34 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-end.s:34:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-end.s:35:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-end.s:47:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 50 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-end.s:50:2: note: the branch, 's_cbranch_scc1', is here
; CHECK-NEXT: barrier-divergent-end.s:47:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 2 warnings generated.
