; A raw s_waitcnt immediate on GFX9 is decoded field by field: 0xc97f is
; lgkmcnt(9) (bits 11:8; vmcnt 63 and expcnt 7 wait for nothing), as llvm-mc
; prints it. After ten LDS reads it retires the first only: the second is
; still in flight when it is read.
; RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=MC
; MC: s_waitcnt lgkmcnt(9) ; encoding: [0x7f,0xc9,0x8c,0xbf]
; RUN: not %waitwise check %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=note:
; RUN: %waitwise explain %s | FileCheck %s --check-prefix=EXPLAIN
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
k:
	ds_read_b32 v30, v20
	ds_read_b32 v31, v20
	ds_read_b32 v32, v20
	ds_read_b32 v33, v20
	ds_read_b32 v34, v20
	ds_read_b32 v35, v20
	ds_read_b32 v36, v20
	ds_read_b32 v37, v20
	ds_read_b32 v38, v20
	ds_read_b32 v39, v20
	s_waitcnt 0xc97f
	v_add_u32_e32 v5, v30, v30
	v_add_u32_e32 v6, v31, v31
	s_endpgm
; CHECK: waitcnt-raw-lgkmcnt.s:24:2: error: 'v_add_u32_e32' reads v31 before the 'ds_read_b32' at line 13 that writes it has completed [-Wmissing-wait]
; CHECK: waitcnt-raw-lgkmcnt.s:13:2: note: 'ds_read_b32' issued here, outstanding on lgkmcnt
; CHECK: waitcnt-raw-lgkmcnt.s:24:2: note: the weakest wait that fixes it, before this instruction: s_waitcnt lgkmcnt(8)
; CHECK: 1 error generated.
; EXPLAIN:      {{^}}	s_waitcnt 0xc97f
; EXPLAIN-NEXT: {{^}}	;; retires: lgkmcnt [12]
; EXPLAIN-NEXT: {{^}}	;; weakest wait covering later uses: s_waitcnt lgkmcnt(8)
; EXPLAIN-NEXT: {{^}}	;; lgkmcnt=9 [13-21]
