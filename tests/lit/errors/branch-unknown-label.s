s_cbranch_scc1 .Lnowhere
s_branch .LBB0_9
s_branch 8
.LBB0_1:
s_endpgm
; A branch to a label the file does not define is an error at the label
; operand (llvm-mc-22: "undefined label"); a branch without a label (an
; offset) is an error at the mnemonic. All of them are reported. (A branch
; with no operand at all is too few operands: operand-missing-forms.s.)
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:16: error: branch to unknown label '.Lnowhere'
; CHECK-NEXT:    1 | s_cbranch_scc1 .Lnowhere
; CHECK-NEXT:      |                ^~~~~~~~~
; CHECK-NEXT:[[FILE]]:2:10: error: branch to unknown label '.LBB0_9'
; CHECK-NEXT:    2 | s_branch .LBB0_9
; CHECK-NEXT:      |          ^~~~~~~
; CHECK-NEXT:[[FILE]]:3:1: error: branch without a target label
; CHECK-NEXT:    3 | s_branch 8
; CHECK-NEXT:      | ^~~~~~~~
