; Registers indexed by absolute symbols, as Tensile writes them: `.set`,
; `.equ` and `=` define them (one may be defined from another), a use sees
; the last definition before it, and the index is an expression of them. The
; load writes v[vgprG2LA] = v16, read at line 16 before the wait (an error)
; and at line 19 after it; s[sgprSrdA:sgprSrdA+3] = s[8:11]. Redefining
; vgprG2LA at line 17 moves v[vgprG2LA] to v20, which nothing loads.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=null %s
; RUN: not %waitwise check -mcpu=gfx942 %s 2>&1 | FileCheck %s
.set vgprValuC, 12
.set sgprSrdA, 8
.equ vgprG2LA, vgprValuC + 4
sgprLoop = (sgprSrdA << 1) | 4
	buffer_load_dword v[vgprG2LA+0], v[vgprValuC], s[sgprSrdA:sgprSrdA+3], 0 offen offset:0
	s_mov_b32 s[sgprLoop], 1
	v_mov_b32 v[vgprValuC + 1], v[vgprValuC]
	v_mov_b32 v[vgprValuC+2], v[vgprG2LA]
.set vgprG2LA, 20
	s_waitcnt vmcnt(0)
	v_mov_b32 v[vgprValuC+3], v16
	v_mov_b32 v[vgprValuC+3], v[vgprG2LA]
	s_endpgm
; CHECK:      {{.*}}set-symbols.s:16:2: error: 'v_mov_b32' reads v16 before the 'buffer_load_dword' at line 13 that writes it has completed [-Wmissing-wait]
; CHECK-NEXT:    16 | 	v_mov_b32 v[vgprValuC+2], v[vgprG2LA]
; CHECK:      1 error generated.
; RUN: %waitwise explain -mcpu=gfx942 --format=json %s | FileCheck %s --check-prefix=JSON
; JSON: "line":14,{{.*}}"text":"s_mov_b32 s[sgprLoop], 1"
