s_waitcnt vmcnt(0)
s_endpgm
; gfx1250 has no legacy s_waitcnt (only s_wait_*cnt): an error with a note
; listing every target that still has it.
; RUN: %expect 2 %waitwise explain -mcpu=gfx1250 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:1: error: instruction 's_waitcnt' is not supported on gfx1250
; CHECK-NEXT:    1 | s_waitcnt vmcnt(0)
; CHECK-NEXT:      | ^~~~~~~~~
; CHECK-NEXT:[[FILE]]:1:1: note: 's_waitcnt' is available on: gfx900, gfx906, gfx908, gfx90a, gfx942, gfx950, gfx1030, gfx1100, gfx1200, gfx1201
; CHECK-NEXT:    1 | s_waitcnt vmcnt(0)
; CHECK-NEXT:      | ^
