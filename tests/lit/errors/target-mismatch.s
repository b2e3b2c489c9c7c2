	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a:xnack+"
	s_endpgm
; The file's .amdgcn_target and -mcpu disagree: -mcpu wins, with a warning at
; the target id that says llvm-mc-22 refuses the pair (it does: "does not
; match the specified target id"). Without -mcpu, or with the matching one,
; the file is read silently (the features after ':' do not matter).
; RUN: %waitwise explain -mcpu=gfx942 %s 2>%t.err | FileCheck %s --check-prefix=OVERRIDE
; RUN: FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --input-file=%t.err
; RUN: %waitwise explain %s 2>%t.none | FileCheck %s --check-prefix=OK
; RUN: count 0 < %t.none
; RUN: %waitwise explain -mcpu=gfx90a %s 2>%t.none | FileCheck %s --check-prefix=OK
; RUN: count 0 < %t.none
; RUN: not llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 %s -filetype=null 2>&1 | FileCheck %s --check-prefix=MC
; CHECK:[[FILE]]:1:18: warning: -mcpu=gfx942 overrides the file's target gfx90a (llvm-mc-22 refuses this .amdgcn_target with that -mcpu)
; CHECK-NEXT:    1 | 	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a:xnack+"
; CHECK-NEXT:      | 	                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
; CHECK-EMPTY:
; OVERRIDE: ;; waitwise explain: {{.*}} for gfx942.
; OK: ;; waitwise explain: {{.*}} for gfx90a.
; MC: {{.*}}error: .amdgcn_target directive's target id amdgcn-amd-amdhsa--gfx90a:xnack+ does not match the specified target id amdgcn-amd-amdhsa--gfx942
