global_load_lds_dwordx4 v[2:3], off
s_endpgm
; A mnemonic LLVM knows, but not for this CPU: the error names the CPU and a
; note lists where the instruction exists (global_load_lds_dwordx4: gfx950
; only; gfx942 has the dword forms).
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; RUN: %waitwise explain -mcpu=gfx950 %s | FileCheck %s --check-prefix=OK
; CHECK:[[FILE]]:1:1: error: instruction 'global_load_lds_dwordx4' is not supported on gfx942
; CHECK-NEXT:    1 | global_load_lds_dwordx4 v[2:3], off
; CHECK-NEXT:      | ^~~~~~~~~~~~~~~~~~~~~~~
; CHECK-NEXT:[[FILE]]:1:1: note: 'global_load_lds_dwordx4' is available on: gfx950
; CHECK-NEXT:    1 | global_load_lds_dwordx4 v[2:3], off
; CHECK-NEXT:      | ^
; OK: global_load_lds_dwordx4 v[2:3], off
