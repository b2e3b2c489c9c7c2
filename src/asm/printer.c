/*
 * printer.c - prints a program from its parsed form.
 *
 * Instructions are printed as prefix, mnemonic, then each operand with the
 * separator text before it, then the rest of the line; every other line is
 * printed from its spans. For a program read and not changed, the output is
 * the input byte for byte (tests/lit/asm/roundtrip.test checks the corpus).
 */
#include "asm.h"

static void put_eol(ww_buf *out, const ww_line *l) {
  if (l->eol_len == 1) ww_buf_putc(out, '\n');
  else if (l->eol_len == 2) ww_buf_puts(out, "\r\n");
}

void ww_asm_print(const ww_program *p, ww_buf *out) {
  for (uint32_t li = 0; li < p->nlines; li++) {
    const ww_line *l = &p->lines[li];
    const char *t = ww_line_text(p, li);
    if (l->kind == WW_LINE_INST && l->inst >= 0) {
      const ww_inst *in = &p->insts[l->inst];
      ww_buf_putn(out, t, in->mnem_off);
      ww_buf_putn(out, t + in->mnem_off, in->mnem_len);
      uint32_t pos = in->mnem_off + in->mnem_len;
      for (int k = 0; k < in->nops; k++) {
        const ww_operand *o = &in->ops[k];
        ww_buf_putn(out, t + pos, o->off - pos); /* separator: blanks and commas */
        ww_buf_putn(out, t + o->off, o->len);
        pos = o->off + o->len;
      }
      ww_buf_putn(out, t + pos, l->len - pos);
    } else {
      ww_buf_putn(out, t, l->len);
    }
    put_eol(out, l);
  }
}
