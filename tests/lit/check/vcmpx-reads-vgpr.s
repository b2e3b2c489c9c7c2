; v_cmpx on GFX10+ writes only EXEC: its first register, a VGPR, is read
; (the generated table merges GFX9's form, whose first operand is an SGPR
; def). A load into it still in flight is a missing wait; GFX9's
; `v_cmpx_* vcc, ...` still defines vcc.
; RUN: not %waitwise check %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=note:
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.type k,@function
k:
	global_load_b32 v0, v[2:3], off
	v_cmpx_gt_u32_e32 32, v0
	s_endpgm
; CHECK: vcmpx-reads-vgpr.s:11:2: error: 'v_cmpx_gt_u32_e32' reads v0 before the 'global_load_b32' at line 10 that writes it has completed [-Wmissing-wait]
; CHECK: vcmpx-reads-vgpr.s:10:2: note: 'global_load_b32' issued here, outstanding on loadcnt
; CHECK: vcmpx-reads-vgpr.s:11:2: note: the weakest wait that fixes it, before this instruction: s_wait_loadcnt 0x0
; CHECK: 1 error generated.
; RUN: printf 'k:\n\tglobal_load_dword v0, v[2:3], off\n\tv_cmpx_gt_u32_e32 vcc, 32, v0\n\ts_endpgm\n' > %t.s
; RUN: not %waitwise check -mcpu=gfx942 %t.s 2>&1 | FileCheck %s --check-prefix=GFX9 --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=note:
; GFX9: 3:2: error: 'v_cmpx_gt_u32_e32' reads v0 before the 'global_load_dword' at line 2 that writes it has completed [-Wmissing-wait]
; GFX9: 2:2: note: 'global_load_dword' issued here, outstanding on vmcnt
; GFX9: 3:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt vmcnt(0)
; GFX9: 1 error generated.
