s_waitcnt vmcnt(0)
s_endpgm
; gfx1250 has no legacy s_waitcnt (only s_wait_*cnt): an error with a note
; listing every target that still has it.
; RUN: %expect 2 %waitwise explain -mcpu=gfx1250 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:1: error: instruction 's_waitcnt' is not supported on gfx1250
; CHECK-NEXT:    1 | s_waitcnt vmcnt(0)
; CHECK-NEXT:      | ^~~~~~~~~
; CHECK-NEXT:[[FILE]]:1:1: note: 's_waitcnt' is available on: gfx9-4-generic, gfx9-generic, gfx900, gfx902, gfx904, gfx906, gfx908, gfx909, gfx90a, gfx90c, gfx942, gfx950, gfx10-1-generic, gfx10-3-generic, gfx1010, gfx1011, gfx1012, gfx1013, gfx1030, gfx1031, gfx1032, gfx1033, gfx1034, gfx1035, gfx1036, gfx11-generic, gfx1100, gfx1101, gfx1102, gfx1103, gfx1150, gfx1151, gfx1152, gfx1153, gfx12-generic, gfx1200, gfx1201
; CHECK-NEXT:    1 | s_waitcnt vmcnt(0)
; CHECK-NEXT:      | ^
