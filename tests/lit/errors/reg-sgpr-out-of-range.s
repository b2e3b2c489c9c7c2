s_mov_b32 s101, 0
s_mov_b32 s102, 0
s_mov_b32 s105, 0
s_mov_b32 s106, 0
s_endpgm
; SGPR limits as llvm-mc-22 has them: GFX9 names s0..s101 (s102..s105: "not
; available on this GPU"), GFX10+ s0..s105; s106 is out of range everywhere.
; RUN: %expect 2 %waitwise explain -mcpu=gfx900 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error: --check-prefixes=CHECK,GFX9
; RUN: %expect 2 %waitwise explain -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error: --check-prefixes=CHECK,GFX9
; RUN: %expect 2 %waitwise explain -mcpu=gfx1030 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; RUN: %expect 2 %waitwise explain -mcpu=gfx1200 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --strict-whitespace --match-full-lines --implicit-check-not=error:
; GFX9:[[FILE]]:2:11: error: register index is out of range: 's102'
; GFX9-NEXT:    2 | s_mov_b32 s102, 0
; GFX9-NEXT:      |           ^~~~
; GFX9-NEXT:[[FILE]]:3:11: error: register index is out of range: 's105'
; GFX9-NEXT:    3 | s_mov_b32 s105, 0
; GFX9-NEXT:      |           ^~~~
; CHECK:[[FILE]]:4:11: error: register index is out of range: 's106'
; CHECK-NEXT:    4 | s_mov_b32 s106, 0
; CHECK-NEXT:      |           ^~~~
