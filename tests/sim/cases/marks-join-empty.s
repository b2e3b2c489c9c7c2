; A DMA, then a branch with a mark and a second DMA on one side only; the
; other side has no mark (from gen.py seed 948 of the DMA profile, reduced).
; With s21 = 0 the mark is executed, so at s_wait_asyncmark 0 the first DMA
; (line 9) must be complete: two vector memory operations follow it,
; s_waitcnt vmcnt(2). With s21 != 0 nothing is needed. waitwise gets this
; right without the branch, and when the first DMA is inside the branch.
; @sim inputs s21
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	global_load_lds_dword v[12:13], off offset:216
	s_cmp_eq_u32 s21, 0
	s_cbranch_scc0 .LBB0_1
	s_asyncmark
; @sim asyncmark
	global_load_lds_dword v[12:13], off
.LBB0_1:
	global_load_lds_dword v[12:13], off offset:8
	s_wait_asyncmark 0
; @sim wait_asyncmark 0
	s_endpgm
