v_mov_b32
v_mov_b32 v0
s_waitcnt
global_load_dword v1
s_endpgm
; An instruction without the operands it needs is an error (llvm-mc-22: "too
; few operands for instruction", at the mnemonic).
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; CHECK:[[FILE]]:1:1: error: {{.*}}operand{{.*}}
; CHECK:[[FILE]]:2:1: error: {{.*}}operand{{.*}}
; CHECK:[[FILE]]:3:1: error: {{.*}}operand{{.*}}
; CHECK:[[FILE]]:4:1: error: {{.*}}operand{{.*}}
