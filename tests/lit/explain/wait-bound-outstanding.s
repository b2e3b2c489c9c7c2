; A wait bounds a counter by its count, and by the number of operations that
; may be outstanding when fewer: after the join one or two loads are in
; flight, so vmcnt(3) leaves at most 2 (not 3), and the load after it at
; most 3; vmcnt(2) then retires nothing for sure, and the first load may
; still be in flight when read.
; RUN: %waitwise explain %s | FileCheck %s
; RUN: not %waitwise check %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
k:
	global_load_dword v1, v[2:3], off
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LB
	global_load_dword v4, v[2:3], off
.LB:
	s_waitcnt vmcnt(3)
	global_load_dword v6, v[2:3], off
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v5, v1, v1
	s_endpgm
; CHECK:      {{^}}	s_waitcnt vmcnt(3)
; CHECK-NEXT: {{^}}	;; retires: nothing
; CHECK-NEXT: {{^}}	;; weakest wait covering later uses: s_waitcnt vmcnt(0)
; CHECK-NEXT: {{^}}	;; vmcnt<=2 [11,14]
; CHECK-NEXT: {{^}}	global_load_dword v6, v[2:3], off
; CHECK-NEXT: {{^}}	;; vmcnt<=3 [11,14,17]
; CHECK-NEXT: {{^}}	s_waitcnt vmcnt(2)
; CHECK-NEXT: {{^}}	;; retires: nothing
; CHECK-NEXT: {{^}}	;; weakest wait covering later uses: s_waitcnt vmcnt(1)
; CHECK-NEXT: {{^}}	;; vmcnt<=2 [11,14,17]
; ERR: wait-bound-outstanding.s:19:2: error: 'v_add_u32_e32' reads v1 before the 'global_load_dword' at line 11 that writes it has completed [-Wmissing-wait]
