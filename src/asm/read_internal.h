/* read_internal.h - shared by the reader's two passes (lines.c, reader.c). */
#ifndef WW_READ_INTERNAL_H
#define WW_READ_INTERNAL_H

#include "asm.h"

typedef struct reader {
  ww_program *p;
  ww_diags *d;
  const char *text;
  ww_arena *arena;   /* where instructions' operands and registers go */
  ww_timer *timer;   /* --time-report; NULL: not timed */
  int keep_all;      /* keep every instruction's operands */
  const struct ww_symtab *syms; /* absolute .set symbols (register indices); NULL: none */
} reader;

void ww_read_error(reader *r, uint32_t li, uint32_t col0, int len, const char *fmt, ...)
    WW_PRINTF(5, 6);

/* barrier_operands.c: the barrier id operand of an s_barrier* instruction
 * (0, or -1 after reporting it). */
int ww_read_barrier_operands(reader *r, uint32_t li, const struct ww_inst *in);

/* Characters of symbols: letters, digits, '_', '.', '$'; with the bit
 * WW_MNEMONIC_CHAR, those of mnemonics (all but '$'). */
#define WW_MNEMONIC_CHAR 2
extern const uint8_t ww_ident_table[256];
static inline int ww_is_ident_char(int c) { return ww_ident_table[c & 0xff] != 0; }

/* Pass 1 (lines.c): splits the text into lines, classifies each (label,
 * statement, comment; directive, instruction, raw) and collects labels and
 * the .amdgcn_target directive (*dir, its line and length; NULL: none).
 * Returns the number of instruction lines. */
uint32_t ww_read_lines(reader *r, const char **dir, uint32_t *dline, uint32_t *dlen);

#endif
