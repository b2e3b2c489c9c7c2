global_load_dwordx2 v[2:3], v[04:5], off
global_load_dwordx2 v[6 : 7], v[ 8:9 ], off
global_load_dwordx2 v[10:11], v[12:13], off
v_add_u32 v20, v2, v6
v_add_u32 v21, v3, v7
v_add_u32 v22, v11, v10
s_endpgm
; Register ranges in every spelling llvm-mc takes name the same registers:
; plain decimal indices (read by a fast path), a leading zero, blanks
; around the indices and the ':' (the general path). Each load's result is
; waited for by the instruction that reads it.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=null %s
; RUN: %waitwise explain -mcpu=gfx942 %s | FileCheck %s
; CHECK:      v_add_u32 v20, v2, v6
; CHECK-NEXT: ;; needs s_waitcnt vmcnt(2): reads v[2:3] from line 1
; CHECK-NEXT: ;; needs s_waitcnt vmcnt(1): reads v[6:7] from line 2
; CHECK:      v_add_u32 v22, v11, v10
; CHECK-NEXT: ;; needs s_waitcnt vmcnt(0): reads v[10:11] from line 3
