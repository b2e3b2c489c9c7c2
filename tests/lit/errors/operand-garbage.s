v_mov_b32 v0, @#$%^&*
s_endpgm garbage
s_nop 0 1
s_endpgm
; Operands that are no register, number, modifier or symbol, and operands an
; instruction does not take, are errors at the operand (llvm-mc-22: "expected
; a symbol reference", "expected absolute expression", "invalid operand for
; instruction").
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:15: error: {{.+}}
; CHECK-NEXT:    1 | v_mov_b32 v0, @#$%^&*
; CHECK-NEXT:      |               ^{{~*}}
; CHECK-NEXT:[[FILE]]:2:10: error: {{.+}}
; CHECK-NEXT:    2 | s_endpgm garbage
; CHECK-NEXT:      |          ^{{~*}}
; CHECK-NEXT:[[FILE]]:3:9: error: {{.+}}
; CHECK-NEXT:    3 | s_nop 0 1
; CHECK-NEXT:      |         ^{{~*}}
