.L1:
s_cbranch_scc1 .L1
.L1:
s_endpgm
; A label defined twice is an error at the second definition (llvm-mc-22:
; "symbol '.L1' is already defined"): which one would the branch go to?
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:3:1: error: {{.*}}'.L1'{{.*}}
; CHECK-NEXT:    3 | .L1:
; CHECK-NEXT:      | ^~~
