v_mov_b32 v0, v[1:
v_mov_b32 v0, v[1:x]
v_mov_b32 v0, v[:2]
v_mov_b32 v0, v[]
v_mov_b32 v0, v[0:1:2]
v_mov_b32 v0, v[1:2]]
s_endpgm
; Malformed register operands: each is an error at its own position, and
; reading goes on to report all of them.
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:15: error: unbalanced brackets or quotes in operands
; CHECK-NEXT:    1 | v_mov_b32 v0, v[1:
; CHECK-NEXT:      |               ^
; CHECK-NEXT:[[FILE]]:2:15: error: malformed register range: 'v[1:x]'
; CHECK-NEXT:    2 | v_mov_b32 v0, v[1:x]
; CHECK-NEXT:      |               ^~~~~~
; CHECK-NEXT:[[FILE]]:3:15: error: malformed register range: 'v[:2]'
; CHECK-NEXT:    3 | v_mov_b32 v0, v[:2]
; CHECK-NEXT:      |               ^~~~~
; CHECK-NEXT:[[FILE]]:4:15: error: malformed register range: 'v[]'
; CHECK-NEXT:    4 | v_mov_b32 v0, v[]
; CHECK-NEXT:      |               ^~~
; CHECK-NEXT:[[FILE]]:5:15: error: malformed register range: 'v[0:1:2]'
; CHECK-NEXT:    5 | v_mov_b32 v0, v[0:1:2]
; CHECK-NEXT:      |               ^~~~~~~~
; CHECK-NEXT:[[FILE]]:6:21: error: unbalanced brackets or quotes in operands
; CHECK-NEXT:    6 | v_mov_b32 v0, v[1:2]]
; CHECK-NEXT:      |                     ^
