v_mov_b32 v0, sym#1
s_add_u32 s0, s0, @sym
s_endpgm x+1
s_endpgm
; An operand read as an expression may hold symbols, numbers, operators,
; parentheses and relocation specifiers after a symbol (sym@rel32@lo); any
; other byte is an error at that byte (llvm-mc-22: "unknown token in
; expression", "invalid variant"). s_endpgm's optional operand is a number
; (llvm-mc-22: "expected absolute expression").
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:18: error: unknown token in expression: '#'
; CHECK-NEXT:    1 | v_mov_b32 v0, sym#1
; CHECK-NEXT:      |                  ^~
; CHECK-NEXT:[[FILE]]:2:19: error: unknown token in expression: '@'
; CHECK-NEXT:    2 | s_add_u32 s0, s0, @sym
; CHECK-NEXT:      |                   ^~~~
; CHECK-NEXT:[[FILE]]:3:10: error: expected absolute expression: the optional operand of 's_endpgm' is a number
; CHECK-NEXT:    3 | s_endpgm x+1
; CHECK-NEXT:      |          ^~~
