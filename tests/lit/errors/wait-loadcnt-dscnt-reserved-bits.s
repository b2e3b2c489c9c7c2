s_wait_loadcnt_dscnt 0x3f3f
s_wait_loadcnt_dscnt 0x4000
s_wait_loadcnt_dscnt 0x8000
s_wait_loadcnt_dscnt 0x0040
s_wait_storecnt_dscnt 0x0080
s_wait_loadcnt_dscnt 0x10000
s_endpgm
; s_wait_loadcnt_dscnt / s_wait_storecnt_dscnt take (count << 8) | dscnt with
; two 6-bit fields; bits 6, 7, 14, 15 (and anything past 16 bits) are
; reserved and an error.
; RUN: %expect 2 %waitwise explain -mcpu=gfx1200 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:2:22: error: s_wait_loadcnt_dscnt immediate must be (count << 8) | dscnt with 6-bit fields
; CHECK-NEXT:    2 | s_wait_loadcnt_dscnt 0x4000
; CHECK-NEXT:      |                      ^~~~~~
; CHECK-NEXT:[[FILE]]:3:22: error: s_wait_loadcnt_dscnt immediate must be (count << 8) | dscnt with 6-bit fields
; CHECK-NEXT:    3 | s_wait_loadcnt_dscnt 0x8000
; CHECK-NEXT:      |                      ^~~~~~
; CHECK-NEXT:[[FILE]]:4:22: error: s_wait_loadcnt_dscnt immediate must be (count << 8) | dscnt with 6-bit fields
; CHECK-NEXT:    4 | s_wait_loadcnt_dscnt 0x0040
; CHECK-NEXT:      |                      ^~~~~~
; CHECK-NEXT:[[FILE]]:5:23: error: s_wait_storecnt_dscnt immediate must be (count << 8) | dscnt with 6-bit fields
; CHECK-NEXT:    5 | s_wait_storecnt_dscnt 0x0080
; CHECK-NEXT:      |                       ^~~~~~
; CHECK-NEXT:[[FILE]]:6:22: error: s_wait_loadcnt_dscnt immediate must be (count << 8) | dscnt with 6-bit fields
; CHECK-NEXT:    6 | s_wait_loadcnt_dscnt 0x10000
; CHECK-NEXT:      |                      ^~~~~~~
