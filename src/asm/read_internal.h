/* read_internal.h - shared by the reader's two passes (lines.c, reader.c). */
#ifndef WW_READ_INTERNAL_H
#define WW_READ_INTERNAL_H

#include "asm.h"

typedef struct reader {
  asm_program *p;
  ww_diags *d;
  const char *text;
  ww_arena *arena;   /* where instructions' operands and registers go */
  ww_timer *timer;   /* --time-report; NULL: not timed */
  int keep_all;      /* keep every instruction's operands */
  const struct asm_symtab *syms; /* absolute .set symbols (register indices); NULL: none */
} reader;

void asm_read_error(reader *r, uint32_t li, uint32_t col0, int len, const char *fmt, ...)
    WW_PRINTF(5, 6);

/* barrier_operands.c: the barrier id operand of an s_barrier* instruction
 * (0, or -1 after reporting it). */
int asm_read_barrier_operands(reader *r, uint32_t li, const struct asm_inst *in);

/* Characters of symbols: letters, digits, '_', '.', '$'; with the bit
 * ASM_MNEMONIC_CHAR, those of mnemonics (all but '$'). */
#define ASM_MNEMONIC_CHAR 2
extern const uint8_t asm_ident_table[256];
static inline int asm_is_ident_char(int c) { return asm_ident_table[c & 0xff] != 0; }

/* A whole integer literal: [-+]decimal, 0x hex, 0 octal (as strtoll base 0). */
int asm_parse_int(const char *s, size_t len, int64_t *out);

/* ---- operand_split.c: an instruction's operand text into pieces ---- */

typedef struct piece {
  uint32_t off, len; /* relative to line start */
  uint8_t starts_group; /* first piece, or the first after a comma */
} piece;

/* A byte that has no place in an instruction: control bytes but tab, and
 * everything outside ASCII. */
static inline int asm_bad_byte(unsigned char c) { return (c < 0x20 && c != '\t') || c >= 0x7f; }

/* Splits operands text t[from, to) into pieces separated by top-level
 * commas or blanks. Returns the count, or with *bad set: -1 unbalanced
 * brackets or quotes, -2 more than max, -3 a misplaced comma, -4 a bad byte
 * (asm_bad_byte). */
int asm_split_operands(const char *t, uint32_t from, uint32_t to, piece *out, int max,
                      uint32_t *bad);

/* The same split where every piece has one of the common shapes (v7,
 * s[4:7], v1.l, 16, -1, 0x10, off, glc, vcc, offset:16, op_sel:[0,1],
 * vmcnt(0), .LBB0_1),
 * each piece classified on the way as the reader's classify_operand would
 * (line li, for symbols). Returns the count, or -1 when some piece or
 * separator is anything else, which the general path then reads and
 * reports: nothing is reported here. */
int asm_scan_operands(const reader *r, uint32_t li, const char *t, uint32_t from, uint32_t to,
                     piece *pcs, asm_operand *ops, int max);

/* Pass 1 (lines.c): splits the text into lines, classifies each (label,
 * statement, comment; directive, instruction, raw) and collects labels and
 * the .amdgcn_target directive (*dir, its line and length; NULL: none).
 * Returns the number of instruction lines. */
uint32_t asm_read_lines(reader *r, const char **dir, uint32_t *dline, uint32_t *dlen);

#endif
