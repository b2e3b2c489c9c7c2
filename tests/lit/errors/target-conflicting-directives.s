.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
s_endpgm
; Two .amdgcn_target directives that disagree: the second is an error (it
; contradicts the target the file is being read for); llvm-mc-22 refuses it.
; RUN: %expect 2 %waitwise explain %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:2:17: error: {{.*}}gfx1100{{.*}}gfx942{{.*}}
; CHECK-NEXT:    2 | .amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
; CHECK-NEXT:      |                 ^~~~~~~~~~~~~~~~~~~~~~~~~~
