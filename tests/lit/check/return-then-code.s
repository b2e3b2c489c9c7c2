; A return (s_setpc_b64 s[30:31]) ends its block: the code after it is
; reached only by the branch to .Lskip, on which no store was issued. Were
; the return to fall through, the store's registers would still be read
; (gfx1250's xcnt) when .Lskip overwrites v2. The one finding is .Lskip's own.
; RUN: not %waitwise check %s 2>&1 | FileCheck %s --match-full-lines --implicit-check-not=error: --implicit-check-not=warning:
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.globl	f
	.type	f,@function
f:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .Lskip
	global_store_b32 v[0:1], v2, off
	s_setpc_b64 s[30:31]
.Lskip:
	v_mov_b32_e32 v2, 0
	global_load_b32 v3, v[4:5], off
	v_add_nc_u32_e32 v6, v3, v3
	s_wait_loadcnt 0x0
	s_setpc_b64 s[30:31]
; CHECK:{{.*}}return-then-code.s:20:2: error: 'v_add_nc_u32_e32' reads v3 before the 'global_load_b32' at line 19 that writes it has completed [-Wmissing-wait]
; CHECK-NEXT:   20 | 	v_add_nc_u32_e32 v6, v3, v3
; CHECK-NEXT:      | 	^~~~~~~~~~~~~~~~
; CHECK-NEXT:{{.*}}return-then-code.s:19:2: note: 'global_load_b32' issued here, outstanding on loadcnt
; CHECK-NEXT:   19 | 	global_load_b32 v3, v[4:5], off
; CHECK-NEXT:      | 	^~~~~~~~~~~~~~~
; CHECK-NEXT:{{.*}}return-then-code.s:20:2: note: the weakest wait that fixes it, before this instruction: s_wait_loadcnt 0x0
; CHECK-NEXT:   20 | 	v_add_nc_u32_e32 v6, v3, v3
; CHECK-NEXT:      | 	^
; CHECK-NEXT:1 error generated.
