; A register index that is no absolute expression: an undefined symbol, or
; one used before its definition; and an index out of range once evaluated.
; RUN: %expect 2 %waitwise check -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s --strict-whitespace --match-full-lines --implicit-check-not=error:
	v_mov_b32 v[vgprLate], 0
.set vgprLate, 4
	v_mov_b32 v[vgprNone+1], 0
	v_mov_b32 v[vgprLate:vgprLate+300], 0
; CHECK:{{.*}}reg-set-symbol.s:5:12: error: register index is not an absolute expression: 'v[vgprLate]'
; CHECK-NEXT:    5 | 	v_mov_b32 v[vgprLate], 0
; CHECK-NEXT:      | 	          ^~~~~~~~~~~
; CHECK-NEXT:{{.*}}reg-set-symbol.s:7:12: error: register index is not an absolute expression: 'v[vgprNone+1]'
; CHECK-NEXT:    7 | 	v_mov_b32 v[vgprNone+1], 0
; CHECK-NEXT:      | 	          ^~~~~~~~~~~~~
; CHECK-NEXT:{{.*}}reg-set-symbol.s:8:12: error: register index is out of range: 'v[vgprLate:vgprLate+300]'
; CHECK-NEXT:    8 | 	v_mov_b32 v[vgprLate:vgprLate+300], 0
; CHECK-NEXT:      | 	          ^~~~~~~~~~~~~~~~~~~~~~~~
