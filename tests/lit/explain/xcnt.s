; explain on gfx1250's xcnt: what each access leaves on it, what an xcnt wait
; retires (the store, translated, is still outstanding on storecnt), the need
; of an instruction that overwrites a register an access still reads; check's
; JSON names xcnt as the counter of such a finding.
; RUN: %waitwise explain %s | FileCheck %s
; RUN: sed -e '/^[[:space:]]s_wait_xcnt/d' %s > %t.s
; RUN: %waitwise explain %t.s | FileCheck %s --check-prefix=NEED
; RUN: not %waitwise check --format=json %t.s | FileCheck %s --check-prefix=JSON
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.type k,@function
k:
	global_store_b32 v[0:1], v2, off
	global_load_b32 v3, v[4:5], off
	s_wait_xcnt 0x1
	v_mov_b32_e32 v2, 0
	s_wait_loadcnt 0x0
	s_endpgm
; CHECK:      global_store_b32 v[0:1], v2, off
; CHECK-NEXT: ;; storecnt=1 [13]  xcnt=1 [13]
; CHECK-NEXT: global_load_b32 v3, v[4:5], off
; CHECK-NEXT: ;; loadcnt=1 [14]  storecnt=1 [13]  xcnt=2 [13,14]
; CHECK-NEXT: s_wait_xcnt 0x1
; CHECK-NEXT: ;; retires: xcnt [13]
; CHECK-NEXT: ;; weakest wait covering later uses: s_wait_xcnt 0x1 (as written)
; CHECK-NEXT: ;; loadcnt=1 [14]  storecnt=1 [13]  xcnt=1 [14]
; NEED:      v_mov_b32_e32 v2, 0
; NEED-NEXT: ;; needs s_wait_xcnt 0x1: overwrites v2, still read by line 13 until its address is translated
; JSON: "category":"missing-wait","message":"'v_mov_b32_e32' overwrites v2 while the 'global_store_b32' at line 13 may still read it (its address is not yet translated: xcnt)"
; JSON-SAME: "dependence":"overwrites a register still read by","register":"v2","counters":["xcnt"]
; JSON-SAME: "fix":{"wait":"s_wait_xcnt 0x1","counts":{"xcnt":1},"before_line":15}
