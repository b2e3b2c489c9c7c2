/*
 * operand_syntax.h - the shape of one operand piece (text between blanks or
 * commas), as the reader needs it to count an instruction's positional
 * operands and to refuse text that is no operand at all.
 *
 * LLVM writes the positional operands separated by ", " and the modifiers
 * after them separated by blanks (tools/gen-inst-table/README.md, "Operand
 * counts"); these helpers tell the kinds of pieces apart without a second
 * look at the text.
 */
#ifndef WW_OPERAND_SYNTAX_H
#define WW_OPERAND_SYNTAX_H

#include <stdint.h>

#include "../support/support.h"

/* A bare word: a letter, then letters, digits, '_' (glc, offen, mrt0, v0,
 * a label). */
static inline int asm_is_bare_word(const char *s, uint32_t n) {
  if (n == 0 || !ww_is_alpha((unsigned char)s[0])) return 0;
  for (uint32_t i = 1; i < n; i++)
    if (!ww_is_alnum((unsigned char)s[i]) && s[i] != '_') return 0;
  return 1;
}

/* name:value (offset:16, row_shl:1, th:TH_LOAD_NT) or name(value) (vmcnt(0),
 * hwreg(HW_REG_MODE)): returns ':' or '(', else 0. */
static inline int asm_named_form(const char *s, uint32_t n) {
  if (n == 0 || !ww_is_alpha((unsigned char)s[0])) return 0;
  uint32_t i = 1;
  while (i < n && (ww_is_alnum((unsigned char)s[i]) || s[i] == '_')) i++;
  return i < n && (s[i] == ':' || s[i] == '(') ? s[i] : 0;
}

static inline int asm_is_binary_operator(char c) {
  return c == '+' || c == '-' || c == '*' || c == '/' || c == '%' || c == '&' || c == '|' ||
         c == '^' || c == '<' || c == '>' || c == '=' || c == '!';
}

/* Whether a piece that follows another in the same comma group continues
 * it rather than being an operand or modifier of its own: the rest of an
 * expression written with blanks (1 + 2; s_delay_alu instid0(...) |
 * instskip(...)) or a further field of an operand of fields (s_waitcnt
 * vmcnt(0) lgkmcnt(0)). */
static inline int asm_continues(const char *prev, uint32_t prev_len, const char *s, uint32_t n) {
  return asm_is_binary_operator(s[0]) || asm_is_binary_operator(prev[prev_len - 1]) ||
         asm_named_form(s, n) == '(';
}

/* What a piece is, for counting positional operands (LLVM's layout, above):
 * a positional operand; a modifier or part of the operand before it; a bare
 * word that is a modifier whatever it looks like (a16 and scc are also
 * registers); a positional operand if it is a register or `off`, a modifier
 * word otherwise; or a positional operand unless it is a named modifier
 * (name:value; the reader's classification tells). `beyond`: the
 * instruction's positional operands are all there already. */
enum {
  ASM_PIECE_POSITIONAL,
  ASM_PIECE_MODIFIER,
  ASM_PIECE_MODIFIER_WORD,
  ASM_PIECE_IF_REGISTER,
  ASM_PIECE_IF_NOT_NAMED,
};

/* A piece that starts a comma group (`after_comma`: not the first piece)
 * when the instruction has all its operands (before that, it is one unless
 * a named modifier: llvm-mc takes `off, offset:16`): a named modifier, a
 * field of the operand before (s_waitcnt vmcnt(0), lgkmcnt(0)), or first of
 * all a word where no operand is taken (buffer_wbl2 sc0) are no operands.
 * After a comma a word is one: llvm-mc refuses `off, glc`. */
static inline int asm_piece_role_first(const char *s, uint32_t n, int after_comma) {
  int named = asm_named_form(s, n);
  if (named) return ASM_PIECE_MODIFIER;
  if (!after_comma && n <= UINT16_MAX && asm_is_bare_word(s, n)) return ASM_PIECE_MODIFIER_WORD;
  return ASM_PIECE_POSITIONAL;
}

/* A later piece of a comma group: a modifier, or a word that is a register
 * written without a comma (exp's first source after its target: exp mrt0
 * v0, ...; llvm-mc takes v_mov_b32 v0 v1 too); numbers and other operands
 * are operands (s_nop 0 1 has two). */
static inline int asm_piece_role_later(const char *prev, uint32_t prev_len, const char *s,
                                      uint32_t n, int beyond) {
  if (asm_continues(prev, prev_len, s, n) || asm_named_form(s, n) == ':') return ASM_PIECE_MODIFIER;
  /* gfx90a's cache policy bit, spelled like the register: after the
   * operands of the `lds` form, which has fewer than the base form
   * (global_load_dword v1, s[0:1] scc lds), `beyond` cannot tell yet */
  if (n == 3 && s[0] == 's' && s[1] == 'c' && s[2] == 'c') return ASM_PIECE_MODIFIER_WORD;
  if (n <= UINT16_MAX && asm_is_bare_word(s, n))
    return beyond ? ASM_PIECE_MODIFIER_WORD : ASM_PIECE_IF_REGISTER;
  return ASM_PIECE_POSITIONAL;
}

/* The first byte of an expression operand (a symbol, a label, a number,
 * sym@rel32@lo+4, (1 << 3)) that no expression has, or -1 when there is
 * none: what llvm-mc reports as "unknown token in expression". Only the
 * bytes are checked, not the order of the tokens. */
int asm_expr_bad_byte(const char *s, uint32_t n);

#endif
