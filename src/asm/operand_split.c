/*
 * operand_split.c - an instruction's operand text into pieces (the text
 * between top-level blanks and commas), and a fast path for the shapes that
 * make up almost every operand.
 *
 * The general path (asm_split_operands, then the reader's classify_operand
 * per piece) looks at each operand byte three or four times: splitting,
 * stripping modifiers, parsing a register, telling numbers and modifiers
 * apart. asm_scan_operands reads a piece once, dispatched on its first byte,
 * and gives up on anything it does not know, errors included: the general
 * path then reads the line again and reports what it finds, so the
 * diagnostics stay the general path's. Its results must be exactly those of
 * the general path; debug builds (WW_DEBUG) check that on every line the
 * fast path takes (reader.c).
 */
#include "operand_syntax.h"
#include "read_internal.h"
#include "regs.h"

#include <string.h>

/* The class of each byte. Its low bits (SPLIT_MASK) are what
 * asm_split_operands must look at: every byte but the ordinary ones that make
 * up most operand text (letters, digits, '_', ':', '.', ...), which its
 * inner loop skips. The flags above them are the fast path's (below): ORD
 * the ordinary bytes but ';' and '/' (which may start the comment after a
 * statement), WORD letters, digits and '_', DIGIT, SEP blanks and ','. */
enum { SPLIT_ORDINARY, SPLIT_BAD, SPLIT_SPACE, SPLIT_COMMA, SPLIT_QUOTE, SPLIT_OPEN, SPLIT_CLOSE,
       SPLIT_MASK = 7, ORD = 8, WORD = 16, DIGIT = 32, SEP = 64 };
/* B bad (controls but tab, non-ASCII), S blank, C comma, Q quote, P opening
 * and E closing bracket, M ';' and '/', O other ordinary bytes, W letters
 * and '_', D digits; a row per 16 bytes */
#define B SPLIT_BAD
#define S (SPLIT_SPACE | SEP)
#define C (SPLIT_COMMA | SEP)
#define Q SPLIT_QUOTE
#define P SPLIT_OPEN
#define E SPLIT_CLOSE
#define M SPLIT_ORDINARY
#define O (SPLIT_ORDINARY | ORD)
#define W (SPLIT_ORDINARY | ORD | WORD)
#define D (SPLIT_ORDINARY | ORD | WORD | DIGIT)
static const uint8_t byte_class[256] = {
    B, B, B, B, B, B, B, B, B, S, B, B, B, B, B, B,
    B, B, B, B, B, B, B, B, B, B, B, B, B, B, B, B,
    S, O, Q, O, O, O, O, O, P, E, O, O, C, O, O, M,
    D, D, D, D, D, D, D, D, D, D, O, M, O, O, O, O,
    O, W, W, W, W, W, W, W, W, W, W, W, W, W, W, W,
    W, W, W, W, W, W, W, W, W, W, W, P, O, E, O, W,
    O, W, W, W, W, W, W, W, W, W, W, W, W, W, W, W,
    W, W, W, W, W, W, W, W, W, W, W, O, O, O, O, B,
    B, B, B, B, B, B, B, B, B, B, B, B, B, B, B, B,
    B, B, B, B, B, B, B, B, B, B, B, B, B, B, B, B,
    B, B, B, B, B, B, B, B, B, B, B, B, B, B, B, B,
    B, B, B, B, B, B, B, B, B, B, B, B, B, B, B, B,
    B, B, B, B, B, B, B, B, B, B, B, B, B, B, B, B,
    B, B, B, B, B, B, B, B, B, B, B, B, B, B, B, B,
    B, B, B, B, B, B, B, B, B, B, B, B, B, B, B, B,
    B, B, B, B, B, B, B, B, B, B, B, B, B, B, B, B,
};
#undef B
#undef S
#undef C
#undef Q
#undef P
#undef E
#undef M
#undef O
#undef W
#undef D

static inline unsigned split_class(unsigned char c) { return byte_class[c] & SPLIT_MASK; }

int asm_split_operands(const char *t, uint32_t from, uint32_t to, piece *out, int max,
                      uint32_t *bad) {
  int n = 0;
  uint32_t i = from;
  while (i < to) {
    uint32_t comma = to;
    for (; i < to; i++) {
      unsigned k = split_class((unsigned char)t[i]);
      if (k == SPLIT_BAD) { *bad = i; return -4; }
      if (k == SPLIT_COMMA) {
        if (comma != to || n == 0) { *bad = i; return -3; } /* ",," or a leading comma */
        comma = i;
      } else if (k != SPLIT_SPACE) {
        break;
      }
    }
    if (i >= to) {
      if (comma != to) { *bad = comma; return -3; } /* a trailing comma */
      break;
    }
    uint32_t start = i;
    int depth = 0;
    for (; i < to; i++) {
      unsigned k = split_class((unsigned char)t[i]);
      if (k == SPLIT_ORDINARY) continue;
      if (k == SPLIT_BAD) { *bad = i; return -4; }
      if (k == SPLIT_QUOTE) {
        for (i++; i < to && t[i] != '"'; i++)
          if (asm_bad_byte((unsigned char)t[i])) { *bad = i; return -4; }
        if (i >= to) { *bad = start; return -1; }
      } else if (k == SPLIT_OPEN) {
        depth++;
      } else if (k == SPLIT_CLOSE) {
        if (--depth < 0) { *bad = i; return -1; }
      } else if (depth == 0) { /* a blank or a comma */
        break;
      }
    }
    if (depth != 0) { *bad = start; return -1; }
    if (n == max) { *bad = start; return -2; }
    out[n].off = start;
    out[n].len = i - start;
    out[n].starts_group = n == 0 || comma != to;
    n++;
  }
  return n;
}


/* ---------------- the fast path ---------------- */

#define GIVE_UP 0 /* no piece ends there: the general path reads the line */

/* The byte after a statement (a blank, a comment's first byte, an end of
 * line, the text's NUL) is neither ORD nor WORD: scans of such bytes stop
 * there without a bound. */
static inline unsigned cls(const char *t, uint32_t i) { return byte_class[(unsigned char)t[i]]; }

/* Whether a piece ends at t[i]: a blank, a comma or the end of the operands. */
static inline int at_piece_end(const char *t, uint32_t i, uint32_t to) {
  return i == to || (cls(t, i) & SEP);
}

/* 1 to 4 decimal digits at t[*i] (asm_parse_reg's fast forms): their value,
 * or -1 when there are none or more. */
static inline int short_number(const char *t, uint32_t *i) {
  uint32_t j = *i;
  unsigned v = (unsigned char)t[j] - (unsigned)'0', d;
  if (v > 9) return -1;
  while ((d = (unsigned char)t[++j] - (unsigned)'0') <= 9) {
    if (j - *i == 4) return -1;
    v = v * 10 + d;
  }
  *i = j;
  return (int)v;
}

/* A register of a file at t[i] ('v', 's' or 'a'): v7, v1.l, s[4:7]. Returns
 * the piece's end, GIVE_UP, or i when t[i + 1] starts no index (a word). */
static uint32_t scan_register(const reader *r, const char *t, uint32_t i, uint32_t to,
                              asm_operand *o) {
  uint32_t j = i + 1;
  int lo, hi;
  if (cls(t, j) & DIGIT) {
    lo = hi = short_number(t, &j);
    /* true16 halves name the whole VGPR */
    if (t[i] == 'v' && t[j] == '.' && (t[j + 1] == 'l' || t[j + 1] == 'h') &&
        at_piece_end(t, j + 2, to))
      j += 2;
  } else if (t[j] == '[' && j < to) {
    j++;
    lo = short_number(t, &j);
    if (lo < 0 || t[j] != ':') return GIVE_UP;
    j++;
    hi = short_number(t, &j);
    if (hi < lo || t[j] != ']') return GIVE_UP;
    j++;
  } else {
    return i;
  }
  const char *why;
  if (lo < 0 || !at_piece_end(t, j, to) ||
      asm_file_regs(r->p->target, t[i], (unsigned)lo, (unsigned)hi, &o->reg, &why) != ASM_REG_OK)
    return GIVE_UP;
  o->kind = ASM_OP_REG;
  return j;
}

/* A number: a digit, or '-' and a digit, then bytes that split_operands
 * passes over (1, -4, 0x10, 1.0): classify_operand's literal. */
static uint32_t scan_number(const char *t, uint32_t i, uint32_t to, asm_operand *o) {
  uint32_t j = i + 1;
  while (cls(t, j) & ORD) j++;
  if (!at_piece_end(t, j, to)) return GIVE_UP;
  o->kind = ASM_OP_IMM;
  o->has_imm = (uint8_t)asm_parse_int(t + i, j - i, &o->imm);
  return j;
}

/* A word at t[i] (a letter first): a bare word (off, glc, vcc, ttmp2, a
 * label), name:value, name:[values] or name(value). */
static uint32_t scan_word(const reader *r, uint32_t li, const char *t, uint32_t i, uint32_t to,
                          asm_operand *o) {
  uint32_t j = i + 1;
  while (cls(t, j) & WORD) j++;
  uint32_t k = j - i;
  if (k > UINT16_MAX) return GIVE_UP;
  if (at_piece_end(t, j, to)) {
    if (k == 3 && memcmp(t + i, "off", 3) == 0) {
      o->kind = ASM_OP_OFF;
      return j;
    }
    const char *why;
    ww_reg_status st = asm_parse_reg(r->p->target, r->syms, li, t + i, k, &o->reg, &why);
    if (st == ASM_REG_BAD) return GIVE_UP;
    o->kind = st == ASM_REG_OK ? ASM_OP_REG : ASM_OP_MOD;
    if (st != ASM_REG_OK) o->name_len = (uint16_t)k;
    return j;
  }
  /* name:value and name(value) are no register: asm_parse_reg takes a ':'
   * only after a register file's letter and '[', and names none with a '(' */
  char open = t[j];
  if (open == '(' && ((k == 3 && (memcmp(t + i, "neg", 3) == 0 || memcmp(t + i, "abs", 3) == 0)) ||
                      (k == 4 && memcmp(t + i, "sext", 4) == 0)))
    return GIVE_UP; /* a source modifier around a register */
  if (open != ':' && open != '(') return GIVE_UP;
  uint32_t v = ++j;
  if (open == ':' && t[j] == '[') { /* a list of values: op_sel:[1,0] */
    for (j++; (cls(t, j) & ORD) || t[j] == ','; j++) {}
    if (t[j] != ']' || j == to) return GIVE_UP;
    j++;
  }
  while (cls(t, j) & ORD) j++;
  uint32_t vlen = j - v;
  if (open == '(') {
    if (t[j] != ')' || j == to) return GIVE_UP;
    j++;
  }
  if (!at_piece_end(t, j, to)) return GIVE_UP;
  o->kind = ASM_OP_MOD;
  o->name_len = (uint16_t)k;
  o->has_imm = (uint8_t)asm_parse_int(t + v, vlen, &o->imm);
  return j;
}

/* A symbol that starts with '.' (a label: .LBB0_1): an expression. */
static uint32_t scan_dot_symbol(const char *t, uint32_t i, uint32_t to, asm_operand *o) {
  uint32_t j = i + 1;
  if (cls(t, j) & DIGIT) return GIVE_UP; /* .5, a number */
  while (cls(t, j) & ORD) j++;
  if (!at_piece_end(t, j, to) || asm_expr_bad_byte(t + i, j - i) >= 0) return GIVE_UP;
  o->kind = ASM_OP_EXPR;
  return j;
}

/* One piece at t[i], dispatched on its first byte: its end, or GIVE_UP. */
static uint32_t scan_piece(const reader *r, uint32_t li, const char *t, uint32_t i, uint32_t to,
                           asm_operand *o) {
  unsigned char c = (unsigned char)t[i];
  if (c == 'v' || c == 's' || c == 'a') {
    uint32_t e = scan_register(r, t, i, to, o);
    if (e != i) return e;
  }
  unsigned k = cls(t, i);
  if (k & DIGIT) return scan_number(t, i, to, o);
  if (k & WORD) return c == '_' ? GIVE_UP : scan_word(r, li, t, i, to, o);
  if (c == '-' && (cls(t, i + 1) & DIGIT)) return scan_number(t, i, to, o);
  if (c == '.') return scan_dot_symbol(t, i, to, o);
  return GIVE_UP;
}

int asm_scan_operands(const reader *r, uint32_t li, const char *t, uint32_t from, uint32_t to,
                     piece *pcs, asm_operand *ops, int max) {
  int n = 0;
  uint32_t i = from;
  for (;;) {
    int comma = 0;
    for (; i < to && (cls(t, i) & SEP); i++) {
      if (t[i] != ',') continue;
      if (comma || n == 0) return -1; /* ",," or a leading comma */
      comma = 1;
    }
    if (i == to) return comma ? -1 : n;
    if (n == max) return -1;
    asm_operand *o = &ops[n];
    *o = (asm_operand){.off = i};
    uint32_t end = scan_piece(r, li, t, i, to, o);
    if (end == GIVE_UP) return -1;
    o->len = end - i;
    pcs[n] = (piece){i, end - i, (uint8_t)(n == 0 || comma)};
    n++;
    i = end;
  }
}
