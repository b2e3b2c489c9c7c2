v_mov_b32 v1, v12345
v_mov_b32 v1, a256
v_mov_b32 v1, v1x
v_mov_b32 v1, s1:2
v_mov_b32 v1, v2,
v_mov_b32 v1,, v2
v_mov_b32 v1, 0x1g
v_mov_b32 v1, .5
s_waitcnt vmcnt(0)x
v_add_f32 v1, neg(v2), |v3|
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel_hi:[1, 0,1]
v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel_hi:[1,0,1
global_load_dword v1, v[3:2], off
global_load_dword v1, v[2:3], off offset:16 sc0 nt
v_mov_b32 v1, ttmp16
v_mov_b32 v1, v2 ; a comment
s_branch .L0$
v_mov_b32 v1, #
; Operands at the edges of the reader's fast path (operand_split.c: the
; common shapes read in one pass). What it does not know, errors included,
; it leaves to the general path, which alone reports: the messages and
; columns are the general path's. Indices past a file (v12345, a256,
; ttmp16), a word that only starts like a register (v1x, an operand), a
; named modifier (s1:2), stray commas, literals that are no integer (0x1g,
; .5), a modifier with more after it (vmcnt(0)x), source modifiers, a list
; with a blank or unclosed, a reversed range, a byte no expression has. The
; lines without an error read as before; sanitizer and debug builds check
; on every line the fast path takes that both paths agree.
; RUN: %expect 2 %waitwise check -mcpu=gfx942 %s 2>&1 \
; RUN:   | FileCheck %s -DFILE=%s --implicit-check-not=error:
; CHECK:      [[FILE]]:1:15: error: register index is out of range: 'v12345'
; CHECK:      [[FILE]]:2:15: error: register index is out of range: 'a256'
; CHECK:      [[FILE]]:4:1: error: too few operands for instruction: 'v_mov_b32' takes 2 operands, not 1
; CHECK:      [[FILE]]:5:17: error: expected an operand around this ','
; CHECK:      [[FILE]]:6:14: error: expected an operand around this ','
; CHECK:      [[FILE]]:9:11: error: expected vmcnt(N), expcnt(N), lgkmcnt(N) or a 16-bit immediate
; CHECK:      [[FILE]]:12:45: error: unbalanced brackets or quotes in operands
; CHECK:      [[FILE]]:13:23: error: register range is reversed: 'v[3:2]'
; CHECK:      [[FILE]]:15:15: error: register index is out of range: 'ttmp16'
; CHECK:      [[FILE]]:18:15: error: unknown token in expression: '#'
