; Software pipeline: one LDS DMA and one mark per iteration, and
; s_wait_asyncmark 1 at the loop head. From the third iteration on, the mark
; of the iteration before last must be complete there: its DMA has 3 vector
; memory operations after it (load, DMA, load), so the head needs
; s_waitcnt vmcnt(3) (sim.py reports the DMA of line 11 outstanding otherwise).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	s_mov_b32 s12, 4
.LBB0_1:
	s_wait_asyncmark 1
; @sim wait_asyncmark 1
	global_load_lds_dword v[2:3], off
	s_asyncmark
; @sim asyncmark
	global_load_dword v6, v[2:3], off
	s_add_i32 s12, s12, -1
	s_cmp_lg_u32 s12, 0
	s_cbranch_scc1 .LBB0_1
	s_wait_asyncmark 0
; @sim wait_asyncmark 0
	s_endpgm
