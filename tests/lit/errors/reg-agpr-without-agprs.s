global_load_dword a0, v[2:3], off
global_load_dword v0, v[2:3], off
s_endpgm
; AGPRs exist on gfx908, gfx90a, gfx942, gfx950 only: naming one on another
; target is an error at the operand. gfx90a accepts the same file.
; RUN: %expect 2 %waitwise explain -mcpu=gfx900 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; RUN: %expect 2 %waitwise explain -mcpu=gfx1100 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; RUN: %expect 2 %waitwise explain -mcpu=gfx1250 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; RUN: %waitwise explain -mcpu=gfx90a %s | FileCheck %s --check-prefix=OK
; CHECK:[[FILE]]:1:19: error: AGPRs (a0..a255) are not available on this target: 'a0'
; CHECK-NEXT:    1 | global_load_dword a0, v[2:3], off
; CHECK-NEXT:      |                   ^~
; OK: global_load_dword a0, v[2:3], off
