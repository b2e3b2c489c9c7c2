/*
 * symbols.h - absolute symbols defined by `.set NAME, EXPR`, `.equ NAME,
 * EXPR` and `NAME = EXPR`, and the integer expressions that use them.
 *
 * Hand-written code (Tensile) names registers by index symbols:
 * `.set vgprValuC, 12` ... `v[vgprValuC+1]`, `s[sgprSrdA:sgprSrdA+3]`. The
 * table is built once, in line order, before instructions are parsed (on
 * several threads, which only read it). A symbol may be set again: a use
 * sees the last definition on an earlier line, as llvm-mc does.
 */
#ifndef WW_SYMBOLS_H
#define WW_SYMBOLS_H

#include "asm.h"

typedef struct asm_symtab asm_symtab;

/* Builds the table from p's directive lines (p->dirs); NULL when there is
 * no absolute symbol. Free with asm_symtab_free. An expression nested too
 * deeply is an error in d. */
asm_symtab *asm_symtab_build(const asm_program *p, ww_diags *d);
void asm_symtab_free(asm_symtab *t);

/* Parentheses and unary operators nest at most this deep in an expression
 * (the parser recurses once for each). */
#define ASM_EXPR_MAX_DEPTH 256
#define ASM_EXPR_TOO_DEEP (-2)

/* Evaluates the integer expression s[0..n) at line `line`: numbers (decimal,
 * 0x hex, 0b binary), symbols of t defined before that line, parentheses,
 * unary - ~ !, and LLVM MC's GNU precedence: * / % << >> over | & ^ over
 * + -. Returns 0 and sets *out, ASM_EXPR_TOO_DEEP when nested deeper than
 * ASM_EXPR_MAX_DEPTH, or -1 (not absolute: an unknown symbol, a division by
 * zero, anything else). t may be NULL. */
int asm_symtab_eval(const asm_symtab *t, uint32_t line, const char *s, size_t n, int64_t *out);

#endif
