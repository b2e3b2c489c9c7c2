v_mov_b32 v0, v1, v2
global_load_dword v1, v[2:3], off, glc
global_load_dword v1, v[2:3], off lds
s_endpgm 1, 2
s_waitcnt 0, 0
s_endpgm
; An operand past the last one an instruction takes is an error at that
; operand (llvm-mc-22: "invalid operand for instruction"). A word after a
; comma is an operand, not a modifier (llvm-mc refuses `off, glc`); the
; `lds` form of a load has no result operand (2 operands, not 3); s_endpgm
; takes one optional number; s_waitcnt's one operand may be fields, not two
; numbers.
; RUN: %expect 2 %waitwise explain -mcpu=gfx90a %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:19: error: invalid operand for instruction: 'v_mov_b32' takes 2 operands
; CHECK-NEXT:    1 | v_mov_b32 v0, v1, v2
; CHECK-NEXT:      |                   ^~
; CHECK-NEXT:[[FILE]]:2:36: error: invalid operand for instruction: 'global_load_dword' takes 3 operands
; CHECK-NEXT:    2 | global_load_dword v1, v[2:3], off, glc
; CHECK-NEXT:      |                                    ^~~
; CHECK-NEXT:[[FILE]]:3:31: error: invalid operand for instruction: 'global_load_dword' takes 2 operands
; CHECK-NEXT:    3 | global_load_dword v1, v[2:3], off lds
; CHECK-NEXT:      |                               ^~~
; CHECK-NEXT:[[FILE]]:4:13: error: invalid operand for instruction: 's_endpgm' takes 0 to 1 operands
; CHECK-NEXT:    4 | s_endpgm 1, 2
; CHECK-NEXT:      |             ^
; CHECK-NEXT:[[FILE]]:5:14: error: invalid operand for instruction: 's_waitcnt' takes 1 operand
; CHECK-NEXT:    5 | s_waitcnt 0, 0
; CHECK-NEXT:      |              ^
