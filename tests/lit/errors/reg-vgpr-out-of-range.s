v_mov_b32 v255, 0
v_mov_b32 v256, 0
v_mov_b32 v0, v[255:256]
s_endpgm
; VGPRs are v0..v255 on every supported target (llvm-mc-22: "register index
; is out of range" for v256, also on gfx1250 without MSB mode). v255 is fine;
; v256 and a range that ends past v255 are errors, each at its operand.
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; RUN: %expect 2 %waitwise explain -mcpu=gfx1250 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:2:11: error: register index is out of range: 'v256'
; CHECK-NEXT:    2 | v_mov_b32 v256, 0
; CHECK-NEXT:      |           ^~~~
; CHECK-NEXT:[[FILE]]:3:15: error: register index is out of range: 'v[255:256]'
; CHECK-NEXT:    3 | v_mov_b32 v0, v[255:256]
; CHECK-NEXT:      |               ^~~~~~~~~~
