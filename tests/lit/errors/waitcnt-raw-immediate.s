s_waitcnt 0xffff
s_waitcnt 0x10000
s_waitcnt -1
s_waitcnt 99999999999999999999
s_endpgm
; A raw s_waitcnt immediate is 16 bits; llvm-mc would truncate a larger one
; silently, waitwise refuses it.
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:2:11: error: s_waitcnt immediate must be 0..0xffff (llvm-mc would silently truncate it)
; CHECK-NEXT:    2 | s_waitcnt 0x10000
; CHECK-NEXT:      |           ^~~~~~~
; CHECK-NEXT:[[FILE]]:3:11: error: s_waitcnt immediate must be 0..0xffff (llvm-mc would silently truncate it)
; CHECK-NEXT:    3 | s_waitcnt -1
; CHECK-NEXT:      |           ^~
; CHECK-NEXT:[[FILE]]:4:11: error: s_waitcnt immediate must be 0..0xffff (llvm-mc would silently truncate it)
; CHECK-NEXT:    4 | s_waitcnt 99999999999999999999
; CHECK-NEXT:      |           ^~~~~~~~~~~~~~~~~~~~
