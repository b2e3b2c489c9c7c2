; v_cmpx on GFX10+ writes only EXEC: its first register, a VGPR, is read
; (the generated table merges GFX9's form, whose first operand is an SGPR
; def). A load into it still in flight is a missing wait; GFX9's
; `v_cmpx_* vcc, ...` still defines vcc.
; RUN: not %waitwise check %s 2>&1 | FileCheck %s
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.type k,@function
k:
	global_load_b32 v0, v[2:3], off
	v_cmpx_gt_u32_e32 32, v0
	s_endpgm
; CHECK: vcmpx-reads-vgpr.s:11:2: error: 'v_cmpx_gt_u32_e32' reads v0 before the 'global_load_b32' at line 10 that writes it has completed [-Wmissing-wait]
; RUN: printf 'k:\n\tglobal_load_dword v0, v[2:3], off\n\tv_cmpx_gt_u32_e32 vcc, 32, v0\n\ts_endpgm\n' > %t.s
; RUN: not %waitwise check -mcpu=gfx942 %t.s 2>&1 | FileCheck %s --check-prefix=GFX9
; GFX9: 3:2: error: 'v_cmpx_gt_u32_e32' reads v0 before the 'global_load_dword' at line 2 that writes it has completed [-Wmissing-wait]
