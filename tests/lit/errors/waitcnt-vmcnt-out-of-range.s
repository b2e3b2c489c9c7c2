s_waitcnt vmcnt(63)
s_waitcnt vmcnt(64)
s_waitcnt expcnt(8)
s_endpgm
; vmcnt is 6 bits on GFX9 (0..63, 63 = no wait), expcnt 3 bits. A count past
; the field is an error at the operand (llvm-mc-22: "too large value for
; vmcnt"), not a silent truncation.
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:2:11: error: vmcnt count 64 out of range: vmcnt is 0..63 on gfx942
; CHECK-NEXT:    2 | s_waitcnt vmcnt(64)
; CHECK-NEXT:      |           ^~~~~~~~~
; CHECK-NEXT:[[FILE]]:3:11: error: expcnt count 8 out of range: expcnt is 0..7 on gfx942
; CHECK-NEXT:    3 | s_waitcnt expcnt(8)
; CHECK-NEXT:      |           ^~~~~~~~~
