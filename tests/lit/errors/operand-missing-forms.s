s_branch
s_load_dword s4
global_atomic_add v5, v[2:3], off sc0
s_endpgm
; Too few operands, at the mnemonic (llvm-mc-22: "too few operands for
; instruction"): a branch needs its target; s_load_dword may leave out its
; offset (llvm-mc takes `s_load_dword s4, s[0:1]`) but not its base; an
; atomic that returns (sc0 on gfx942) has its result in front, 4 operands.
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:1: error: too few operands for instruction: 's_branch' takes 1 operand, not 0
; CHECK-NEXT:    1 | s_branch
; CHECK-NEXT:      | ^~~~~~~~
; CHECK-NEXT:[[FILE]]:2:1: error: too few operands for instruction: 's_load_dword' takes 2 to 3 operands, not 1
; CHECK-NEXT:    2 | s_load_dword s4
; CHECK-NEXT:      | ^~~~~~~~~~~~
; CHECK-NEXT:[[FILE]]:3:1: error: too few operands for instruction: 'global_atomic_add' takes 4 operands, not 3
; CHECK-NEXT:    3 | global_atomic_add v5, v[2:3], off sc0
; CHECK-NEXT:      | ^~~~~~~~~~~~~~~~~
