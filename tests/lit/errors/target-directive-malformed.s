.amdgcn_target amdgcn-amd-amdhsa--gfx942
s_endpgm
; .amdgcn_target takes a quoted string (llvm-mc-22: error). An unquoted id is
; an error at the directive's operand, not a reason to forget the directive.
; RUN: %expect 2 %waitwise explain %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; RUN: %expect 2 %waitwise explain -mcpu=gfx1100 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:16: error: {{.+}}
; CHECK-NEXT:    1 | .amdgcn_target amdgcn-amd-amdhsa--gfx942
; CHECK-NEXT:      |                ^{{~*}}
