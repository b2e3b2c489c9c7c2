s_waitcnt_vscnt null, 63
s_waitcnt_vscnt null, 64
s_waitcnt_vscnt v0, 0
s_endpgm
; s_waitcnt_vscnt SREG, COUNT (GFX10/11): the count is 0..63, and the first
; operand is an SGPR or null (llvm-mc-22: "invalid operand for instruction"
; for a VGPR).
; RUN: %expect 2 %waitwise explain -mcpu=gfx1100 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:2:23: error: vscnt count 64 out of range: vscnt is 0..63 on gfx1100
; CHECK-NEXT:    2 | s_waitcnt_vscnt null, 64
; CHECK-NEXT:      |                       ^~
; CHECK-NEXT:[[FILE]]:3:17: error: {{.+}}
; CHECK-NEXT:    3 | s_waitcnt_vscnt v0, 0
; CHECK-NEXT:      |                 ^~
