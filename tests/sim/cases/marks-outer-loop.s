; Marks carried around a loop (from gen.py seed 613 of the DMA profile,
; reduced): two marks per iteration. At the second iteration's
; s_wait_asyncmark 2 three marks exist, so the first must be complete, i.e.
; the first DMA of the previous iteration, which has 6 vector memory
; operations after it there: s_waitcnt vmcnt(6) (later iterations need
; more to be complete, but the count after the DMA they need is the same).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	s_mov_b32 s12, 3
.LBB0_1:
	global_load_lds_dword v[2:3], off
	s_asyncmark
; @sim asyncmark
	global_load_dword v7, v[12:13], off
	global_load_lds_dword v[2:3], off offset:8
	s_wait_asyncmark 2
; @sim wait_asyncmark 2
	global_load_dword v11, v[2:3], off
	s_asyncmark
; @sim asyncmark
	s_add_i32 s12, s12, -1
	s_cmp_lg_u32 s12, 0
	s_cbranch_scc1 .LBB0_1
	s_wait_asyncmark 0
; @sim wait_asyncmark 0
	s_endpgm
