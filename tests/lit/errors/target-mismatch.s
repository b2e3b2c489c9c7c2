	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a:xnack+"
	s_endpgm
; The file's .amdgcn_target and -mcpu disagree: an error at the target id
; (llvm-mc-22 refuses such a file too). Without -mcpu, or with the matching
; one, the file is read (the features after ':' do not matter).
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; RUN: %waitwise explain %s | FileCheck %s --check-prefix=OK
; RUN: %waitwise explain -mcpu=gfx90a %s | FileCheck %s --check-prefix=OK
; CHECK:[[FILE]]:1:18: error: file is for gfx90a but -mcpu=gfx942 was given
; CHECK-NEXT:    1 | 	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a:xnack+"
; CHECK-NEXT:      | 	                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
; OK: ;; waitwise explain: {{.*}} for gfx90a.
