.rept 4
s_nop 0
.endr
.irp r, 1, 2
s_nop \r
.endr
s_endpgm
; Repetition directives would change which instructions exist; they are not
; expanded, so they are an error at the directive (not a silent skip).
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:1: error: repetition directives are not supported: expand the file first (e.g. with a preprocessor)
; CHECK-NEXT:    1 | .rept 4
; CHECK-NEXT:      | ^~~~~~~
; CHECK-NEXT:[[FILE]]:4:1: error: repetition directives are not supported: expand the file first (e.g. with a preprocessor)
; CHECK-NEXT:    4 | .irp r, 1, 2
; CHECK-NEXT:      | ^~~~~~~~~~~~
