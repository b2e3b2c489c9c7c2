; barrier-divergent: on GFX10+ v_cmpx writes EXEC only, also in its VOP3
; form, whose first operand is then a source SGPR (v_cmpx_gt_u32_e64 s0,
; v0: LLVM's loops over a uniform bound, e.g. a reduction's
; `if (tid < offset)`); reading s0 as the compare's destination made the
; loop's uniform bound vary and the loop's barrier divergent (on GFX9 the
; VOP3 form's first operand is a destination mask, as before).
; RUN: %waitwise check %s 2>&1 | count 0
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl k
	.type k,@function
k:
	s_load_b32 s0, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
.Lk_loop:
	s_mov_b32 s1, exec_lo
	v_cmpx_gt_u32_e64 s0, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_lshr_b32 s0, s0, 1
	s_barrier
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .Lk_loop
	s_barrier
	s_endpgm
