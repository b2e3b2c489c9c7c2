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

#include <stdlib.h>
#include <string.h>

static void put_eol(ww_buf *out, const asm_line *l) {
  if (l->eol_len == 1) ww_buf_putc(out, '\n');
  else if (l->eol_len == 2) ww_buf_puts(out, "\r\n");
}

/* The texts of waits printed: a few waits (vmcnt(0), lgkmcnt(0), ...) make
 * up most of a big file's, and formatting each anew was most of printing it.
 * Direct-mapped by the wait's bytes; a text too long for a slot is
 * formatted every time. */
#define WAIT_TEXTS 64
typedef struct wait_text {
  struct {
    tg_wait wait;
    uint8_t valid, len;
    char text[110];
  } slot[WAIT_TEXTS];
  ww_buf scratch;
} wait_text;

static const char *wait_string(const asm_program *p, const tg_wait *w, wait_text *wt, size_t *len) {
  uint32_t h = 2166136261u;
  const unsigned char *b = (const unsigned char *)w;
  for (size_t i = 0; i < sizeof *w; i++) h = (h ^ b[i]) * 16777619u;
  h = (h ^ (h >> 16)) % WAIT_TEXTS;
  if (wt->slot[h].valid && memcmp(&wt->slot[h].wait, w, sizeof *w) == 0) {
    *len = wt->slot[h].len;
    return wt->slot[h].text;
  }
  wt->scratch.len = 0;
  tg_wait_print(p->target, w, &wt->scratch);
  *len = wt->scratch.len;
  if (wt->scratch.len <= sizeof wt->slot[h].text) {
    wt->slot[h].wait = *w;
    wt->slot[h].valid = 1;
    wt->slot[h].len = (uint8_t)wt->scratch.len;
    memcpy(wt->slot[h].text, wt->scratch.data, wt->scratch.len);
  }
  return wt->scratch.data;
}

/* A wait a pass placed before an instruction: one line per instruction,
 * indented like the line it precedes, ended like the file's lines. */
static void put_wait(const asm_program *p, const asm_line *l, const tg_wait *wait, wait_text *wt,
                     ww_buf *out) {
  const char *t = asm_line_text(p, (uint32_t)(l - p->lines));
  uint32_t ind = 0;
  while (ind < l->len && (t[ind] == ' ' || t[ind] == '\t')) ind++;
  if (l->label_len || ind == 0) t = "\t", ind = 1;
  const char *eol = l->eol_len == 2 ? "\r\n" : "\n";
  size_t n;
  const char *w = wait_string(p, wait, wt, &n);
  size_t start = 0;
  for (size_t i = 0; i <= n; i++) {
    if (i < n && w[i] != '\n') continue;
    size_t a = start;
    while (a < i && w[a] == '\t') a++;
    ww_buf_putn(out, t, ind);
    ww_buf_putn(out, w + a, i - a);
    ww_buf_puts(out, eol);
    start = i + 1;
  }
}

/* verbatim: an instruction kept is copied whole rather than rebuilt from
 * its mnemonic and operands (the same bytes). */
static void print_line(const asm_program *p, uint32_t li, int verbatim, wait_text *wt, ww_buf *out) {
  const asm_line *l = &p->lines[li];
  const char *t = asm_line_text(p, li);
  if (l->kind == ASM_LINE_INST && l->inst >= 0) {
    const asm_inst *in = &p->insts[l->inst];
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
        const asm_operand *o = &in->ops[k];
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
  if (l->kind == ASM_LINE_INST && l->inst >= 0 && p->insts[l->inst].has_post) {
    if (!l->eol_len) ww_buf_putc(out, '\n'); /* the file ended without one */
    put_wait(p, l, &p->edits[l->inst].post, wt, out);
  }
}

void asm_print(const asm_program *p, ww_buf *out) {
  wait_text *wt = calloc(1, sizeof *wt);
  if (!wt) ww_die("out of memory");
  for (uint32_t li = 0; li < p->nlines; li++) print_line(p, li, 0, wt, out);
  ww_buf_free(&wt->scratch);
  free(wt);
}

static int edited(const asm_program *p, uint32_t li) {
  const asm_line *l = &p->lines[li];
  if (l->kind != ASM_LINE_INST || l->inst < 0) return 0;
  const asm_inst *in = &p->insts[l->inst];
  return in->has_pre || in->has_post || in->deleted || in->lowered;
}

void asm_print_edited(const asm_program *p, ww_buf *out) {
  /* the output is about the input; a streaming buffer holds a piece */
  ww_buf_reserve(out, out->sink ? (size_t)1 << 16 : p->src->len + p->src->len / 8);
  wait_text *wt = calloc(1, sizeof *wt);
  if (!wt) ww_die("out of memory");
  uint32_t li = 0;
  while (li < p->nlines) {
    uint32_t end = li;
    while (end < p->nlines && !edited(p, end)) end++;
    if (end > li) { /* lines no pass touched: one span of the source */
      const asm_line *last = &p->lines[end - 1];
      ww_buf_putn(out, p->src->text + p->lines[li].off,
                  last->off + last->len + last->eol_len - p->lines[li].off);
    }
    if (end < p->nlines) print_line(p, end++, 1, wt, out);
    li = end;
  }
  ww_buf_free(&wt->scratch);
  free(wt);
}
