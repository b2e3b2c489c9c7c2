v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3
s_endpgm
; Each half of a VOPD pair has its own operands: too few in the second half
; is an error at its mnemonic (llvm-mc-22 says "too few operands for
; instruction" at the line's start).
; RUN: %expect 2 %waitwise explain -mcpu=gfx1200 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:25: error: too few operands for instruction: 'v_dual_mov_b32' takes 2 operands, not 1
; CHECK-NEXT:    1 | v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3
; CHECK-NEXT:      |                         ^~~~~~~~~~~~~~
