a: b: c:
s_nop 0
s_cbranch_scc1 c
s_endpgm
; Several labels on one line all name the next instruction (llvm-mc-22
; accepts this file); a branch to the last of them is not an error.
; RUN: %waitwise explain -mcpu=gfx942 %s | FileCheck %s
; CHECK: s_cbranch_scc1 c
