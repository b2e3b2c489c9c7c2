; RUN: not %waitwise check -mcpu=gfx1200 %s 2>&1 | FileCheck %s --match-full-lines --implicit-check-not=error: --implicit-check-not=warning:
; True16 halves under source modifiers (-v1.h, |v1.l|): the operand scanner
; leaves them to the register parser, which must still read them as v1. The
; load's result is read before it completes: one missing wait, loadcnt 0.
	global_load_b32 v1, v[2:3], off
	v_add_f16_e64 v5.l, -v1.h, |v1.l|
	s_endpgm
; CHECK:{{.*}}true16-modifiers.s:6:2: error: 'v_add_f16_e64' reads v1 before the 'global_load_b32' at line 5 that writes it has completed [-Wmissing-wait]
; CHECK-NEXT:    6 | 	v_add_f16_e64 v5.l, -v1.h, |v1.l|
; CHECK-NEXT:      | 	^~~~~~~~~~~~~
; CHECK-NEXT:{{.*}}true16-modifiers.s:5:2: note: 'global_load_b32' issued here, outstanding on loadcnt
; CHECK-NEXT:    5 | 	global_load_b32 v1, v[2:3], off
; CHECK-NEXT:      | 	^~~~~~~~~~~~~~~
; CHECK-NEXT:{{.*}}true16-modifiers.s:6:2: note: the weakest wait that fixes it, before this instruction: s_wait_loadcnt 0x0
; CHECK-NEXT:    6 | 	v_add_f16_e64 v5.l, -v1.h, |v1.l|
; CHECK-NEXT:      | 	^
; CHECK-NEXT:1 error generated.
