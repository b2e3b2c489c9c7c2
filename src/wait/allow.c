/*
 * allow.c - inline suppressions: a comment that accepts a known finding,
 *
 *     v_add_u32 v5, v1, v1   ; waitwise: allow(missing-wait)
 *     ; waitwise: allow(missing-wait, lds-dma-race)
 *     v_add_u32 v5, v1, v1
 *
 * on the finding's line, or alone on the line before it (a line with no
 * statement: a comment, or a label). Each category it names that allows
 * nothing, or that check does not know, is itself reported (warning
 * category unused-suppression), so a suppression cannot outlive its
 * finding unnoticed. The comment may start with ';', '//', '#' or '/ *'.
 */
#include "check.h"

#include <stdlib.h>
#include <string.h>

#define WT_ALLOW_MAX_NAME 64 /* longest category name looked up */

static int name_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; }

static uint32_t skip_space(const char *t, uint32_t i, uint32_t n) {
  while (i < n && ww_is_space((unsigned char)t[i])) i++;
  return i;
}

/* Parses "waitwise: allow(a, b)" in the comment of line li into al;
 * returns 0 when the line has none. */
static int parse(const asm_program *p, uint32_t li, wt_allow *al) {
  const asm_line *l = &p->lines[li];
  const char *t = asm_line_text(p, li);
  uint32_t n = l->len, i = l->comment_mark ? n : skip_space(t, l->stmt_off + l->stmt_len, n);
  if (i < n && t[i] == ';') i++;
  else if (i < n && t[i] == '#') i++;
  else if (i + 1 < n && t[i] == '/' && (t[i + 1] == '/' || t[i + 1] == '*')) i += 2;
  else return 0;
  i = skip_space(t, i, n);
  if (n - i < 9 || memcmp(t + i, "waitwise:", 9) != 0) return 0;
  i = skip_space(t, i + 9, n);
  if (n - i < 6 || memcmp(t + i, "allow(", 6) != 0) return 0;
  i += 6;
  memset(al, 0, sizeof *al);
  al->line = li;
  for (;;) {
    i = skip_space(t, i, n);
    uint32_t s = i;
    while (i < n && t[i] != ',' && t[i] != ')' && !ww_is_space((unsigned char)t[i])) i++;
    if (i > s && al->ncats < WT_ALLOW_MAX_CATS) {
      al->cat_off[al->ncats] = s;
      al->cat_len[al->ncats++] = i - s;
    }
    i = skip_space(t, i, n);
    if (i < n && t[i] == ',') {
      i++;
      continue;
    }
    break;
  }
  /* on a line with a statement: that line; else the next one */
  al->target = l->stmt_len && !l->comment_mark ? li : li + 1;
  return al->ncats > 0;
}

static int cmp_target(const void *a, const void *b) {
  const wt_allow *x = a, *y = b;
  return x->target < y->target ? -1 : x->target > y->target ? 1 : (x->line > y->line) - (x->line < y->line);
}

/* Fewer bytes after a statement than ";waitwise:allow(" (a one-byte
 * comment leader, no blanks) cannot hold what parse looks for. */
enum { SHORTEST_ALLOW = 16 };

void wt_allows_read(const asm_program *p, wt_allows *out) {
  memset(out, 0, sizeof *out);
  for (uint32_t li = 0; li < p->nlines; li++) {
    const asm_line *l = &p->lines[li];
    const char *t = asm_line_text(p, li);
    /* fast path: most lines have no "waitwise:" at all; parse reads only
     * what follows the statement, at least "; waitwise: allow(" */
    uint32_t from = l->stmt_off + l->stmt_len;
    if (l->len < SHORTEST_ALLOW || l->comment_mark || from > l->len || l->len - from < SHORTEST_ALLOW ||
        !memchr(t + from, 'w', l->len - from))
      continue;
    wt_allow al;
    if (parse(p, li, &al)) WW_VEC_PUSH(out->v, out->n, out->cap, al);
  }
  if (out->n > 1) qsort(out->v, out->n, sizeof *out->v, cmp_target);
}

void wt_allows_free(wt_allows *a) {
  free(a->v);
  memset(a, 0, sizeof *a);
}

static int same(const asm_program *p, const wt_allow *al, int k, const char *cat) {
  size_t n = strlen(cat);
  return al->cat_len[k] == n && memcmp(asm_line_text(p, al->line) + al->cat_off[k], cat, n) == 0;
}

int wt_allows_match(const wt_allows *a, const asm_program *p, uint32_t line, const char *cat) {
  uint32_t lo = 0, hi = a->n;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (a->v[mid].target < line) lo = mid + 1;
    else hi = mid;
  }
  int hit = 0;
  for (uint32_t k = lo; k < a->n && a->v[k].target == line; k++)
    for (int c = 0; c < a->v[k].ncats; c++)
      if (same(p, &a->v[k], c, cat)) {
        a->v[k].used[c] = 1;
        hit = 1;
      }
  return hit;
}

static int cmp_stale(const void *a, const void *b) {
  const wt_stale_allow *x = a, *y = b;
  if (x->line != y->line) return x->line < y->line ? -1 : 1;
  return (x->col > y->col) - (x->col < y->col);
}

void wt_allows_report(const wt_allows *a, const asm_program *p, const wt_check_opts *opts,
                      wt_check_result *r) {
  ww_severity sev = wt_check_warning_sev(opts, WT_CAT_UNUSED_ALLOW);
  if (sev == WW_NOTE) return;
  for (uint32_t k = 0; k < a->n; k++) {
    const wt_allow *al = &a->v[k];
    for (int c = 0; c < al->ncats; c++) {
      if (al->used[c]) continue;
      char name[WT_ALLOW_MAX_NAME];
      uint32_t len = al->cat_len[c];
      const char *t = asm_line_text(p, al->line) + al->cat_off[c];
      int known = len < sizeof name;
      for (uint32_t j = 0; known && j < len; j++) known = name_char(t[j]);
      if (known) {
        memcpy(name, t, len);
        name[len] = 0;
        known = wt_check_category_known(name);
        /* silenced everywhere: nothing was there to allow */
        if (known && wt_check_category_is_warning(name) && wt_check_warning_sev(opts, name) == WW_NOTE)
          continue;
      }
      wt_stale_allow s = {al->line, al->cat_off[c], len, al->target, known, sev};
      WW_VEC_PUSH(r->stale, r->nstale, r->stale_cap, s);
      if (sev == WW_ERROR) r->nerrors++;
      else r->nwarnings++;
    }
  }
  if (r->nstale > 1) qsort(r->stale, r->nstale, sizeof *r->stale, cmp_stale);
}
