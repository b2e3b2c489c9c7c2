; barrier-divergent: the two halves of a VOPD pair (GFX11+) are two
; instructions; each destination takes its own sources' variance. A work-item
; id in the Y half does not make the X half's copy of a uniform value vary
; (clang-22's scans at -O2 for gfx1100 dual-issue a uniform loop bound with
; an index computation); the id in the X half still does.
; RUN: %waitwise check %s 2>&1 | grep -E "(error|warning|note):|generated" | FileCheck %s --implicit-check-not=warning
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl y_varies
	.type y_varies,@function
y_varies:
	s_load_b32 s0, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s0
	v_dual_mov_b32 v7, v6 :: v_dual_add_nc_u32 v8, -1, v0
	v_cmp_gt_u32_e32 vcc_lo, 5, v7
	s_cbranch_vccnz .Ly_varies_skip
	s_barrier
.Ly_varies_skip:
	s_barrier
	s_endpgm
	.globl x_varies
	.type x_varies,@function
x_varies:
	s_load_b32 s0, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s0
	v_dual_mov_b32 v7, v0 :: v_dual_add_nc_u32 v8, -1, v6
	v_cmp_gt_u32_e32 vcc_lo, 5, v7
	s_cbranch_vccnz .Lx_varies_skip
	s_barrier
.Lx_varies_skip:
	s_barrier
	s_endpgm
; Expected: x_varies only.
; CHECK: barrier-divergent-vopd.s:31:2: warning: 's_barrier' may be skipped by some waves of a workgroup that then arrive at a barrier again before they end (pairing with another arrival than this one's): the branch at line 30 tests a value that may differ between waves (from the work-item id at the function's entry) [-Wbarrier-divergent]
; CHECK-NEXT: barrier-divergent-vopd.s:30:2: note: the branch, 's_cbranch_vccnz', is here
; CHECK-NEXT: barrier-divergent-vopd.s:31:2: note: fix: move the barrier where every wave of the workgroup reaches it (after the branches join), or end the waves that skip it
; CHECK-NEXT: 1 warning generated.
