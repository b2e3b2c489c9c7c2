/*
 * check_sarif.c - check's findings as SARIF 2.1.0 result objects, the form
 * code-scanning services read: ruleId (the category) and ruleIndex (its
 * place in wt_check_rule's order), level, message, the consumer as the
 * location, each producer as a related location with its note, and the
 * weakest wait as a fix: an insertion before the consumer's line. One
 * object per line; the CLI wraps them in the log (docs/sarif.md).
 */
#include "check.h"
#include "barrier_rules.h"

#include <string.h>

static int rule_index(const char *cat) {
  ww_severity sev;
  const char *r;
  for (int i = 0; (r = wt_check_rule(i, &sev)); i++)
    if (strcmp(r, cat) == 0) return i;
  return -1;
}

/* A relative URI reference for a path: unreserved bytes and '/' as they
 * are, the rest percent-encoded; an absolute path becomes a file: URI. */
void wt_sarif_uri(ww_buf *out, const char *path) {
  ww_buf u = {0};
  if (path[0] == '/') ww_buf_puts(&u, "file://");
  for (const unsigned char *c = (const unsigned char *)path; *c; c++) {
    if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
        strchr("-._~/", *c))
      ww_buf_putc(&u, (char)*c);
    else
      ww_buf_printf(&u, "%%%02X", *c);
  }
  ww_buf_json_str(out, u.data, u.len);
  ww_buf_free(&u);
}

/* A line of the user's text is a region; an instruction of a listing of
 * machine code is not in the file as text: its place is an address (the
 * byte offset in its function, named "FUNCTION+0xOFFSET") and the function
 * a logical location. */
static void put_location(ww_buf *out, const asm_program *p, uint32_t line, uint32_t col, uint32_t len) {
  ww_buf_puts(out, "\"physicalLocation\":{\"artifactLocation\":{\"uri\":");
  wt_sarif_uri(out, p->src->name);
  unsigned long long off;
  const char *fn = ww_source_origin(p->src, (int)line + 1, &off);
  if (!fn) {
    ww_buf_printf(out, "},\"region\":{\"startLine\":%u,\"startColumn\":%u,\"endColumn\":%u}}",
                  line + 1, col + 1, col + 1 + (len ? len : 1));
    return;
  }
  ww_buf_printf(out, "},\"address\":{\"relativeAddress\":%llu,\"kind\":\"instruction\","
                     "\"fullyQualifiedName\":", off);
  ww_buf b = {0};
  ww_buf_printf(&b, "%s+0x%llx", fn, off);
  ww_buf_json_str(out, b.data, b.len);
  ww_buf_puts(out, "}},\"logicalLocations\":[{\"name\":");
  ww_buf_json_str(out, fn, strlen(fn));
  ww_buf_puts(out, ",\"kind\":\"function\"}]");
  ww_buf_free(&b);
}

static void put_head(ww_buf *out, const char *cat, ww_severity sev, const ww_buf *msg) {
  ww_buf_printf(out, "{\"ruleId\":\"%s\",\"ruleIndex\":%d,\"level\":\"%s\",\"message\":{\"text\":", cat,
                rule_index(cat), sev == WW_ERROR ? "error" : "warning");
  ww_buf_json_str(out, msg->data, msg->len);
  ww_buf_puts(out, "},\"locations\":[{");
}

/* The wait as lines inserted before line li, indented like it. */
static void put_fix(ww_buf *out, const asm_program *p, const wt_finding *f, uint32_t li) {
  ww_buf w = {0}, text = {0};
  if (!tg_wait_print(p->target, &f->fix, &w)) {
    ww_buf_free(&w);
    return;
  }
  const char *lt = asm_line_text(p, li);
  uint32_t ind = 0;
  while (ind < p->lines[li].len && (lt[ind] == ' ' || lt[ind] == '\t')) ind++;
  if (!ind) lt = "\t", ind = 1;
  ww_buf_putn(&text, lt, ind);
  for (size_t i = 0; i < w.len; i++) {
    if (w.data[i] == '\n') {
      ww_buf_putc(&text, '\n');
      ww_buf_putn(&text, lt, ind);
      if (i + 1 < w.len && w.data[i + 1] == '\t') i++;
    } else {
      ww_buf_putc(&text, w.data[i]);
    }
  }
  ww_buf_putc(&text, '\n');
  ww_buf b = {0};
  wt_check_fix_text(p->target, &f->fix, &b);
  ww_buf_puts(out, ",\"fixes\":[{\"description\":{\"text\":");
  ww_buf_printf(&b, " before line %u", li + 1);
  ww_buf_json_str(out, b.data, b.len);
  ww_buf_puts(out, "},\"artifactChanges\":[{\"artifactLocation\":{\"uri\":");
  wt_sarif_uri(out, p->src->name);
  ww_buf_printf(out, "},\"replacements\":[{\"deletedRegion\":{\"startLine\":%u,\"startColumn\":1,"
                     "\"endLine\":%u,\"endColumn\":1},\"insertedContent\":{\"text\":",
                li + 1, li + 1);
  ww_buf_json_str(out, text.data, text.len);
  ww_buf_puts(out, "}}]}]}]");
  ww_buf_free(&b);
  ww_buf_free(&w);
  ww_buf_free(&text);
}

void wt_check_report_sarif(const asm_program *p, const wt_lds_info *lds, const wt_check_result *r,
                           ww_buf *out) {
  ww_buf b = {0};
  for (uint32_t i = 0; i < r->n; i++) {
    const wt_finding *f = &r->v[i];
    const asm_inst *c = &p->insts[f->consumer];
    b.len = 0;
    /* a barrier finding has its own texts and no wait for a fix */
    int barrier = wt_barrier_texts(p, f, -1, &b);
    if (!barrier) wt_check_describe(p, lds, f, 0, &b);
    put_head(out, wt_dep_category(f->kind), f->sev, &b);
    put_location(out, p, c->line, c->mnem_off, c->mnem_len);
    ww_buf_puts(out, "}],\"relatedLocations\":[");
    for (int k = 0; k < f->nproducers; k++) {
      const asm_inst *pr = &p->insts[f->producer[k]];
      b.len = 0;
      if (!wt_barrier_texts(p, f, k, &b)) wt_check_note(p, lds, f, k, &b);
      ww_buf_printf(out, "%s{\"id\":%d,\"message\":{\"text\":", k ? "," : "", k);
      ww_buf_json_str(out, b.data, b.len);
      ww_buf_puts(out, "},");
      put_location(out, p, pr->line, pr->mnem_off, pr->mnem_len);
      ww_buf_puts(out, "}");
      if (f->back_edge[k] != UINT32_MAX) {
        const asm_inst *br = &p->insts[f->back_edge[k]];
        b.len = 0;
        wt_check_back_edge_note(p, f, k, &b);
        ww_buf_printf(out, ",{\"id\":%d,\"message\":{\"text\":", 4 + k);
        ww_buf_json_str(out, b.data, b.len);
        ww_buf_puts(out, "},");
        put_location(out, p, br->line, br->mnem_off, br->mnem_len);
        ww_buf_puts(out, "}");
      }
    }
    ww_buf_puts(out, "]");
    unsigned long long off;
    /* a fix edits the text: a binary has none to edit */
    if (!barrier && !ww_source_origin(p->src, (int)c->line + 1, &off)) put_fix(out, p, f, c->line);
    ww_buf_puts(out, "}\n");
  }
  for (uint32_t i = 0; i < r->nstale; i++) {
    const wt_stale_allow *s = &r->stale[i];
    b.len = 0;
    wt_check_stale_message(p, s, &b);
    put_head(out, WT_CAT_UNUSED_ALLOW, s->sev, &b);
    put_location(out, p, s->line, s->col, s->len);
    ww_buf_puts(out, "}]}\n");
  }
  ww_buf_free(&b);
}
