; EXEC after LLVM's structured control flow is the EXEC of before it: at the
; join of an if/else (s_and_saveexec_b64, s_xor_b64 sX, exec, sX,
; s_or_saveexec_b64, s_xor_b64 exec, exec, sX, s_or_b64 exec, exec, sX) and
; after a loop the lanes leave one by one (a break mask from 0, gathered by
; s_or_b64, s_andn2_b64 exec, then s_or_b64 exec, exec, sX). A lane id from
; v_mbcnt (lane < 5) is then the same in every wave again (if_else,
; loop_exit). Still reported: EXEC or'ed with a mask that is no saved EXEC
; (not_saved: the lanes of a compare on the work-item id), and a barrier in
; an else arm (else_arm), and a barrier in a loop whose lanes leave one by
; one: the break mask makes EXEC whole again after the loop only
; (loop_barrier: a wave may leave after fewer iterations than another).
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s --implicit-check-not=warning
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl if_else
	.type if_else,@function
if_else:
	v_cmp_gt_u32_e32 vcc, 40, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .Lif_else_else
	v_mov_b32_e32 v1, 1
.Lif_else_else:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .Lif_else_join
	v_mov_b32_e32 v1, 2
.Lif_else_join:
	s_or_b64 exec, exec, s[2:3]
	v_mbcnt_lo_u32_b32 v4, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v4
	v_cmp_gt_u32_e32 vcc, 5, v4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .Lif_else_end
	s_barrier
.Lif_else_end:
	s_or_b64 exec, exec, s[6:7]
	s_barrier
	s_endpgm
	.globl loop_exit
	.type loop_exit,@function
loop_exit:
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[4:5], 0
.Lloop_exit_top:
	v_add_u32_e32 v1, 1, v1
	v_cmp_ge_u32_e32 vcc, v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .Lloop_exit_top
	s_or_b64 exec, exec, s[4:5]
	v_mbcnt_lo_u32_b32 v4, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v4
	v_cmp_gt_u32_e32 vcc, 5, v4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .Lloop_exit_end
	s_barrier
.Lloop_exit_end:
	s_or_b64 exec, exec, s[6:7]
	s_barrier
	s_endpgm
	.globl not_saved
	.type not_saved,@function
not_saved:
	v_cmp_gt_u32_e64 s[2:3], 40, v0
	v_cmp_gt_u32_e32 vcc, 20, v0
	s_and_b64 exec, exec, vcc
	s_or_b64 exec, exec, s[2:3]
	v_mbcnt_lo_u32_b32 v4, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v4
	v_cmp_gt_u32_e32 vcc, 5, v4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .Lnot_saved_end
	s_barrier
.Lnot_saved_end:
	s_or_b64 exec, exec, s[6:7]
	s_barrier
	s_endpgm
	.globl else_arm
	.type else_arm,@function
else_arm:
	v_cmp_gt_u32_e32 vcc, 40, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .Lelse_arm_else
	v_mov_b32_e32 v1, 1
.Lelse_arm_else:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .Lelse_arm_join
	s_barrier
.Lelse_arm_join:
	s_or_b64 exec, exec, s[2:3]
	s_barrier
	s_endpgm
	.globl loop_barrier
	.type loop_barrier,@function
loop_barrier:
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[4:5], 0
.Lloop_barrier_top:
	s_barrier
	v_add_u32_e32 v1, 1, v1
	v_cmp_ge_u32_e32 vcc, v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .Lloop_barrier_top
	s_or_b64 exec, exec, s[4:5]
	s_barrier
	s_endpgm
	.rodata
	.amdhsa_kernel if_else
	.amdhsa_next_free_vgpr 8
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 8
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel loop_exit
	.amdhsa_next_free_vgpr 8
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 8
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel not_saved
	.amdhsa_next_free_vgpr 8
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 8
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel else_arm
	.amdhsa_next_free_vgpr 8
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 8
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdhsa_kernel loop_barrier
	.amdhsa_next_free_vgpr 8
	.amdhsa_next_free_sgpr 8
	.amdhsa_accum_offset 8
	.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
; Expected:
; CHECK: barrier-divergent-exec.s:74:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 73 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-exec.s:73:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-exec.s:74:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-exec.s:91:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 90 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-exec.s:90:2: note: the branch, 's_cbranch_execz', is here
; CHECK-NEXT: barrier-divergent-exec.s:91:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: barrier-divergent-exec.s:102:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 107 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-exec.s:107:2: note: the branch, 's_cbranch_execnz', is here
; CHECK-NEXT: barrier-divergent-exec.s:102:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 3 warnings generated.
