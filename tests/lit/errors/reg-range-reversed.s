v_mov_b32 v0, v[3:2]
s_load_dwordx2 s[5:4], s[0:1], 0x0
s_endpgm
; A register range whose end is below its start is an error at the operand.
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:15: error: register range is reversed: 'v[3:2]'
; CHECK-NEXT:    1 | v_mov_b32 v0, v[3:2]
; CHECK-NEXT:      |               ^~~~~~
; CHECK-NEXT:[[FILE]]:2:16: error: register range is reversed: 's[5:4]'
; CHECK-NEXT:    2 | s_load_dwordx2 s[5:4], s[0:1], 0x0
; CHECK-NEXT:      |                ^~~~~~
