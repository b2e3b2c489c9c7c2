s_wait_loadcnt 63
s_wait_loadcnt 64
s_wait_loadcnt 0x10000
s_wait_kmcnt 32
s_wait_loadcnt -1
s_endpgm
; GFX12 single-counter waits: loadcnt is 0..63, kmcnt 0..31; a count outside
; the field is an error at the count.
; RUN: %expect 2 %waitwise explain -mcpu=gfx1200 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:2:16: error: loadcnt count 64 out of range: loadcnt is 0..63 on gfx1200
; CHECK-NEXT:    2 | s_wait_loadcnt 64
; CHECK-NEXT:      |                ^~
; CHECK-NEXT:[[FILE]]:3:16: error: loadcnt count 65536 out of range: loadcnt is 0..63 on gfx1200
; CHECK-NEXT:    3 | s_wait_loadcnt 0x10000
; CHECK-NEXT:      |                ^~~~~~~
; CHECK-NEXT:[[FILE]]:4:14: error: kmcnt count 32 out of range: kmcnt is 0..31 on gfx1200
; CHECK-NEXT:    4 | s_wait_kmcnt 32
; CHECK-NEXT:      |              ^~
; CHECK-NEXT:[[FILE]]:5:16: error: loadcnt count -1 out of range: loadcnt is 0..63 on gfx1200
; CHECK-NEXT:    5 | s_wait_loadcnt -1
; CHECK-NEXT:      |                ^~
