; GFX12: s_barrier_signal_isfirst, s_barrier_leave and s_get_barrier_state
; count on kmcnt, as LLVM's SIInsertWaitcnts counts them (SMEM accesses).
; The state's SGPR is waited for (llc-22 places s_wait_kmcnt 0x0 before its
; use); SCC is not (LLVM tracks no SCC, and its cluster-barrier lowering
; branches on _isfirst's SCC right after s_barrier_wait).
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1250 -filetype=null %s
; RUN: not %waitwise check %s 2>&1 | FileCheck %s --match-full-lines --implicit-check-not=error: -DFILE=%s
; RUN: %waitwise explain %s | FileCheck %s --check-prefix=EXPLAIN
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.type k,@function
k:
	s_barrier_signal_isfirst -1
	s_barrier_wait -1
	s_cbranch_scc0 .LBB0_2
	s_get_barrier_state s4, -1
	s_add_co_u32 s5, s4, 1
.LBB0_2:
	s_get_barrier_state s6, -1
	s_wait_kmcnt 0x0
	s_add_co_u32 s7, s6, 1
	s_endpgm
; CHECK:[[FILE]]:17:2: error: 's_add_co_u32' reads s4 before the 's_get_barrier_state' at line 16 that writes it has completed [-Wmissing-wait]
; CHECK:[[FILE]]:16:2: note: 's_get_barrier_state' issued here, outstanding on kmcnt
; CHECK:[[FILE]]:17:2: note: the weakest wait that fixes it, before this instruction: s_wait_kmcnt 0x0
; CHECK:1 error generated.

; EXPLAIN:      s_barrier_signal_isfirst -1
; EXPLAIN:      ;; kmcnt=1 [13]
; EXPLAIN:      s_get_barrier_state s4, -1
; EXPLAIN:      ;; kmcnt=2 [13,16]
; EXPLAIN:      ;; kmcnt<=3 [13,16,19]
; EXPLAIN-NEXT: s_wait_kmcnt 0x0
; EXPLAIN-NEXT: ;; retires: kmcnt [13,16,19]
