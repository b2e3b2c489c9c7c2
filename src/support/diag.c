/*
 * diag.c - diagnostics in Clang's format and as JSON lines.
 *
 *   file.s:12:5: error: message
 *      12 |   ds_read_b32 v1, v0
 *         |   ^~~~~~~~~~~
 * Long lines (inputs may hold 1 MB lines) are shown as a window around the
 * column so that a diagnostic never floods the terminal.
 */
#include "support.h"
#include "waitwise/waitwise.h"

#include <stdlib.h>
#include <string.h>

void ww_diag_vadd(ww_diags *d, ww_severity sev, ww_loc loc, int len,
                  const char *fmt, va_list ap) {
  size_t limit = d->limit ? d->limit : 100;
  if (sev == WW_ERROR) d->nerrors++;
  if (sev == WW_WARNING) d->nwarnings++;
  if (sev != WW_NOTE && d->nerrors + d->nwarnings > limit) {
    d->truncated = 1;
    return;
  }
  /* A note attaches to the diagnostic before it; drop it if that was cut. */
  if (sev == WW_NOTE && d->truncated) return;
  ww_buf b = {0};
  ww_buf_vprintf(&b, fmt, ap);
  ww_diag dg = {sev, loc, len, b.data, NULL};
  WW_VEC_PUSH(d->v, d->n, d->cap, dg);
}

void ww_diag_add(ww_diags *d, ww_severity sev, ww_loc loc, int len,
                 const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ww_diag_vadd(d, sev, loc, len, fmt, ap);
  va_end(ap);
}

static const char *sev_name(ww_severity s) {
  return s == WW_ERROR ? "error" : s == WW_WARNING ? "warning" : "note";
}

const char *ww_source_origin(const ww_source *src, int line, unsigned long long *off) {
  if (!src || line <= 0 || (size_t)line > src->norigins || !src->origins[line - 1].function)
    return NULL;
  *off = src->origins[line - 1].offset;
  return src->origins[line - 1].function;
}

/* Print the source line with a caret under [col, col+len). A listing's
 * line is shown whole: it ends in the instruction's "; FUNCTION+0xOFFSET",
 * which a window would cut off for a long (mangled) name. */
static void print_snippet(FILE *out, const ww_diag *dg) {
  const ww_source *src = dg->loc.src;
  if (!src || dg->loc.line <= 0) return;
  const char *line = src->text + dg->loc.off;
  size_t n = ww_line_len(src->text, src->len, dg->loc.off);
  size_t col = dg->loc.col > 0 ? (size_t)dg->loc.col - 1 : 0;
  size_t start = 0, end = n;
  unsigned long long at;
  const size_t window = ww_source_origin(src, dg->loc.line, &at) ? n : 120;
  if (col > window / 2 && n > window) start = col - window / 2;
  if (end - start > window) end = start + window;
  if (col > end) col = end;
  fprintf(out, "%5d | %s", dg->loc.line, start ? "..." : "");
  for (size_t i = start; i < end; i++) {
    unsigned char c = (unsigned char)line[i];
    fputc(c == '\t' ? '\t' : (c < 0x20 || c >= 0x7f) ? '?' : c, out);
  }
  fprintf(out, "%s\n      | %s", end < n ? "..." : "", start ? "   " : "");
  for (size_t i = start; i < col; i++) fputc(line[i] == '\t' ? '\t' : ' ', out);
  fputc('^', out);
  for (int i = 1; i < dg->len && col + (size_t)i < end; i++) fputc('~', out);
  fputc('\n', out);
}

void ww_diag_print(const ww_diags *d, FILE *out, int color) {
  for (size_t i = 0; i < d->n; i++) {
    const ww_diag *dg = &d->v[i];
    const char *c1 = "", *c0 = "";
    if (color) {
      c1 = dg->sev == WW_ERROR ? "\033[1;31m"
           : dg->sev == WW_WARNING ? "\033[1;35m" : "\033[1;36m";
      c0 = "\033[0m";
    }
    unsigned long long off;
    const char *fn = ww_source_origin(dg->loc.src, dg->loc.line, &off);
    /* a listing's line: where the instruction is in the binary, as
     * llvm-objdump names it (<FUNCTION+0xOFFSET>) */
    if (fn)
      fprintf(out, "%s:%s+0x%llx: ", dg->loc.src->name, fn, off);
    else if (dg->loc.src && dg->loc.line > 0)
      fprintf(out, "%s:%d:%d: ", dg->loc.src->name, dg->loc.line, dg->loc.col);
    else if (dg->loc.src)
      fprintf(out, "%s: ", dg->loc.src->name);
    else
      fprintf(out, "waitwise: ");
    fprintf(out, "%s%s:%s %s", c1, sev_name(dg->sev), c0, dg->msg);
    if (dg->category) fprintf(out, " [-W%s]", dg->category);
    fputc('\n', out);
    print_snippet(out, dg);
  }
  if (d->truncated)
    fprintf(out, "waitwise: note: too many diagnostics; %zu errors and %zu warnings in all\n",
            d->nerrors, d->nwarnings);
}

void ww_diag_print_json(const ww_diags *d, FILE *out) {
  ww_buf b = {0};
  for (size_t i = 0; i < d->n; i++) {
    const ww_diag *dg = &d->v[i];
    b.len = 0;
    ww_buf_printf(&b, "{\"schema\":\"waitwise-diag/1\",\"severity\":\"%s\",\"file\":",
                  sev_name(dg->sev));
    if (dg->loc.src) ww_buf_json_str(&b, dg->loc.src->name, strlen(dg->loc.src->name));
    else ww_buf_puts(&b, "null");
    ww_buf_printf(&b, ",\"line\":%d,\"col\":%d,\"message\":", dg->loc.line, dg->loc.col);
    ww_buf_json_str(&b, dg->msg, strlen(dg->msg));
    if (dg->category) {
      ww_buf_puts(&b, ",\"category\":");
      ww_buf_json_str(&b, dg->category, strlen(dg->category));
    }
    ww_buf_puts(&b, "}\n");
    fputs(b.data, out);
  }
  ww_buf_free(&b);
}

void ww_diags_free(ww_diags *d) {
  for (size_t i = 0; i < d->n; i++) free(d->v[i].msg);
  free(d->v);
  memset(d, 0, sizeof *d);
}

void ww_diags_append(ww_diags *dst, ww_diags *src) {
  size_t limit = dst->limit ? dst->limit : 100;
  size_t errors = 0, warnings = 0;
  int drop = 0;
  for (size_t i = 0; i < src->n; i++) {
    ww_diag dg = src->v[i];
    if (dg.sev != WW_NOTE) {
      if (dg.sev == WW_ERROR) errors++, dst->nerrors++;
      if (dg.sev == WW_WARNING) warnings++, dst->nwarnings++;
      drop = dst->truncated || dst->nerrors + dst->nwarnings > limit;
      if (drop) dst->truncated = 1;
    }
    if (drop) {
      free(dg.msg); /* a note goes with the diagnostic before it */
      continue;
    }
    WW_VEC_PUSH(dst->v, dst->n, dst->cap, dg);
  }
  /* what src counted but did not record (past its own limit) */
  dst->nerrors += src->nerrors - errors;
  dst->nwarnings += src->nwarnings - warnings;
  if (src->truncated) dst->truncated = 1;
  free(src->v);
  memset(src, 0, sizeof *src);
}

void ww_die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "waitwise: internal error: ");
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  abort();
}
