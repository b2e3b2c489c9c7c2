s_waitcnt lgkmcnt(15)
s_waitcnt vmcnt(0) lgkmcnt(16)
s_endpgm
; lgkmcnt is 4 bits on GFX9 (0..15) and 6 bits from GFX10 on: lgkmcnt(16) is
; an error on gfx900 and fine on gfx1030.
; RUN: %expect 2 %waitwise explain -mcpu=gfx900 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; RUN: %waitwise explain -mcpu=gfx1030 %s | FileCheck %s --check-prefix=GFX10
; CHECK:[[FILE]]:2:20: error: lgkmcnt count 16 out of range: lgkmcnt is 0..15 on gfx900
; CHECK-NEXT:    2 | s_waitcnt vmcnt(0) lgkmcnt(16)
; CHECK-NEXT:      |                    ^~~~~~~~~~~
; GFX10: s_waitcnt vmcnt(0) lgkmcnt(16)
