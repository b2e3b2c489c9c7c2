; At a join the bound on a counter is the larger of the two paths' bounds:
; one path waited vmcnt(2), the other vmcnt(1), so at most two loads are in
; flight after the join (not one), and the second load may still be.
; RUN: %waitwise explain %s | FileCheck %s
; RUN: not %waitwise check %s 2>&1 | FileCheck %s --check-prefix=CHECK-ERR --implicit-check-not=error:
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
k:
	global_load_dword v1, v[2:3], off
	global_load_dword v4, v[2:3], off
	global_load_dword v6, v[2:3], off
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LB
	s_waitcnt vmcnt(2)
	s_branch .LJ
.LB:
	s_waitcnt vmcnt(1)
.LJ:
	v_add_u32_e32 v5, v4, v4
	s_endpgm
; CHECK:      {{^}}	s_waitcnt vmcnt(2)
; CHECK-NEXT: {{^}}	;; retires: vmcnt [9]
; CHECK-NEXT: {{^}}	;; weakest wait covering later uses: s_waitcnt vmcnt(1)
; CHECK-NEXT: {{^}}	;; vmcnt=2 [10,11]
; CHECK:      {{^}}	s_waitcnt vmcnt(1)
; CHECK-NEXT: {{^}}	;; retires: vmcnt [9,10]
; CHECK-NEXT: {{^}}	;; weakest wait covering later uses: s_waitcnt vmcnt(1) (as written)
; CHECK-NEXT: {{^}}	;; vmcnt=1 [11]
; CHECK-NEXT: {{^}}.LJ:
; CHECK-NEXT: {{^}}	v_add_u32_e32 v5, v4, v4
; CHECK-NEXT: {{^}}	;; needs s_waitcnt vmcnt(1): reads v4 from line 10
; CHECK-NEXT: {{^}}	;; vmcnt<=2 [10,11]
; CHECK-NEXT: {{^}}	s_endpgm
; CHECK-ERR: join-bounds.s:19:2: error: 'v_add_u32_e32' reads v4 before the 'global_load_dword' at line 10 that writes it has completed [-Wmissing-wait]
