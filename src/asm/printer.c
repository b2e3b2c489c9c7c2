/*
 * printer.c - prints a program from its parsed form.
 *
 * Instructions are printed as prefix, mnemonic, then each operand with the
 * separator text before it, then the rest of the line; every other line is
 * printed from its spans; a wait a pass placed before an instruction gets a
 * line of its own, a removed wait is left out. For a program read and not
 * changed, the output is
 * the input byte for byte (tests/lit/asm/roundtrip.test checks the corpus).
 */
#include "asm.h"

#include <string.h>

static void put_eol(ww_buf *out, const ww_line *l) {
  if (l->eol_len == 1) ww_buf_putc(out, '\n');
  else if (l->eol_len == 2) ww_buf_puts(out, "\r\n");
}

/* The text of the last wait printed: waits repeat (vmcnt(0) ...), and
 * formatting each anew was a third of printing a big file. */
typedef struct wait_text {
  ww_buf text;
  ww_wait last;
  int valid;
} wait_text;

/* A wait a pass placed before an instruction: one line per instruction,
 * indented like the line it precedes, ended like the file's lines. */
static void put_wait(const ww_program *p, const ww_line *l, const ww_wait *wait, wait_text *wt,
                     ww_buf *out) {
  const char *t = ww_line_text(p, (uint32_t)(l - p->lines));
  uint32_t ind = 0;
  while (ind < l->len && (t[ind] == ' ' || t[ind] == '\t')) ind++;
  if (l->label_len || ind == 0) t = "\t", ind = 1;
  const char *eol = l->eol_len == 2 ? "\r\n" : "\n";
  ww_buf *w = &wt->text;
  if (!wt->valid || memcmp(&wt->last, wait, sizeof *wait) != 0) {
    w->len = 0;
    ww_wait_print(p->target, wait, w);
    wt->last = *wait;
    wt->valid = 1;
  }
  size_t start = 0;
  for (size_t i = 0; i <= w->len; i++) {
    if (i < w->len && w->data[i] != '\n') continue;
    size_t a = start;
    while (a < i && w->data[a] == '\t') a++;
    ww_buf_putn(out, t, ind);
    ww_buf_putn(out, w->data + a, i - a);
    ww_buf_puts(out, eol);
    start = i + 1;
  }
}

/* verbatim: an instruction kept is copied whole rather than rebuilt from
 * its mnemonic and operands (the same bytes). */
static void print_line(const ww_program *p, uint32_t li, int verbatim, wait_text *wt, ww_buf *out) {
  const ww_line *l = &p->lines[li];
  const char *t = ww_line_text(p, li);
  if (l->kind == WW_LINE_INST && l->inst >= 0) {
    const ww_inst *in = &p->insts[l->inst];
    if (in->has_pre) put_wait(p, l, &p->edits[l->inst].pre, wt, out);
    if (in->deleted || in->lowered) { /* keep a label that shares the line */
      if (l->label_len) {
        ww_buf_putn(out, t, l->label_off + l->label_len + 1);
        put_eol(out, l);
      }
      if (in->has_post) put_wait(p, l, &p->edits[l->inst].post, wt, out);
      return;
    }
    if (verbatim) {
      ww_buf_putn(out, t, l->len);
    } else {
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
    }
  } else {
    ww_buf_putn(out, t, l->len);
  }
  put_eol(out, l);
  if (l->kind == WW_LINE_INST && l->inst >= 0 && p->insts[l->inst].has_post) {
    if (!l->eol_len) ww_buf_putc(out, '\n'); /* the file ended without one */
    put_wait(p, l, &p->edits[l->inst].post, wt, out);
  }
}

void ww_asm_print(const ww_program *p, ww_buf *out) {
  wait_text wt = {{0}, {{0}}, 0};
  for (uint32_t li = 0; li < p->nlines; li++) print_line(p, li, 0, &wt, out);
  ww_buf_free(&wt.text);
}

static int edited(const ww_program *p, uint32_t li) {
  const ww_line *l = &p->lines[li];
  if (l->kind != WW_LINE_INST || l->inst < 0) return 0;
  const ww_inst *in = &p->insts[l->inst];
  return in->has_pre || in->has_post || in->deleted || in->lowered;
}

void ww_asm_print_edited(const ww_program *p, ww_buf *out) {
  /* the output is about the input; a streaming buffer holds a piece */
  ww_buf_reserve(out, out->sink ? (size_t)1 << 16 : p->src->len + p->src->len / 8);
  wait_text wt = {{0}, {{0}}, 0};
  uint32_t li = 0;
  while (li < p->nlines) {
    uint32_t end = li;
    while (end < p->nlines && !edited(p, end)) end++;
    if (end > li) { /* lines no pass touched: one span of the source */
      const ww_line *last = &p->lines[end - 1];
      ww_buf_putn(out, p->src->text + p->lines[li].off,
                  last->off + last->len + last->eol_len - p->lines[li].off);
    }
    if (end < p->nlines) print_line(p, end++, 1, &wt, out);
    li = end;
  }
  ww_buf_free(&wt.text);
}
