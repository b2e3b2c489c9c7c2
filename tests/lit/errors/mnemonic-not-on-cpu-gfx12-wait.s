s_wait_loadcnt 0
s_endpgm
; s_wait_loadcnt is the GFX12+ wait: on gfx942 it is an error, with a note
; listing the targets that have it.
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; RUN: %waitwise explain -mcpu=gfx1200 %s | FileCheck %s --check-prefix=OK
; CHECK:[[FILE]]:1:1: error: instruction 's_wait_loadcnt' is not supported on gfx942
; CHECK-NEXT:    1 | s_wait_loadcnt 0
; CHECK-NEXT:      | ^~~~~~~~~~~~~~
; CHECK-NEXT:[[FILE]]:1:1: note: 's_wait_loadcnt' is available on: gfx12-generic, gfx1200, gfx1201, gfx1250, gfx1251
; CHECK-NEXT:    1 | s_wait_loadcnt 0
; CHECK-NEXT:      | ^
; OK: s_wait_loadcnt 0
