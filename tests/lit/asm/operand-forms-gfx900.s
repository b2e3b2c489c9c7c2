global_load_dword v[4:5], off lds
buffer_load_dword v1, s[4:7], 0 offen lds
image_load v[0:3], v[6:7], s[0:7] dmask:0xf a16
exp mrt0 v0, v1, v2, v3 done vm
exp mrt0 off, off, off, off
s_endpgm
; Valid syntax (llvm-mc-22 takes it, first RUN line) with forms of its own:
; the `lds` form of a load, which has no result operand (2 and 3 operands,
; not 3 and 4); a16, a modifier spelled like a register (AGPR 16, which
; gfx900 does not have); exp, whose target and first source have no comma
; between them (5 operands; the exp reads v[0:3], which the image load
; writes).
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=null %s
; RUN: %waitwise explain -mcpu=gfx900 %s | FileCheck %s
; CHECK:      global_load_dword v[4:5], off lds
; CHECK-NEXT: ;; vmcnt=1 [1]
; CHECK-NEXT: buffer_load_dword v1, s[4:7], 0 offen lds
; CHECK-NEXT: ;; vmcnt=2 [1,2]
; CHECK-NEXT: image_load v[0:3], v[6:7], s[0:7] dmask:0xf a16
; CHECK-NEXT: ;; vmcnt=3 [1-3]
; CHECK-NEXT: exp mrt0 v0, v1, v2, v3 done vm
; CHECK-NEXT: ;; needs s_waitcnt vmcnt(0): reads v[0:3] from line 3
; CHECK-NEXT: ;; vmcnt=3 [1-3]  expcnt=1 [4]
; CHECK-NEXT: exp mrt0 off, off, off, off
; CHECK-NEXT: ;; vmcnt=3 [1-3]  expcnt=2 [4,5]
; CHECK-NEXT: s_endpgm
