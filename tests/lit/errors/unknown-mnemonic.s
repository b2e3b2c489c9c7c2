foo_bar v1, v2
s_endpgm
; An unknown mnemonic is an error at the mnemonic, caret under all of it, exit
; status 2, from both commands (they share the reader). The instruction sits
; at line 1, column 1 so that the positions below are plain numbers.
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; RUN: %expect 2 %waitwise print -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:1: error: unknown instruction 'foo_bar'
; CHECK-NEXT:    1 | foo_bar v1, v2
; CHECK-NEXT:      | ^~~~~~~
