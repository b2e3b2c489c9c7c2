/*
 * explain_html.c - `waitwise explain --format=html`: one self-contained page
 * (src/cli/explain.html, made into a string at build time) holding, for each
 * input (one, or each AMDGPU entry of an offload bundle), the
 * waitwise-explain/1 document and the waitwise-check/2 findings as JSON that
 * the page's script draws. The data is what `explain --format=json` and
 * `check --format=json` print, so the page shows nothing the tool does not.
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* the page's lines (ISO C bounds one string literal's length) */
static const char *const page[] = {
#include "explain_html.inc"
};
#define DATA_MARK "/*WAITWISE_DATA*/\n" /* the line the data replaces */

/* s[0..n) with every "</" written "<\/" */
static void script_safe_n(ww_buf *b, const char *s, size_t n) {
  size_t from = 0;
  for (size_t i = 0; i + 1 < n; i++)
    if (s[i] == '<' && s[i + 1] == '/') {
      ww_buf_putn(b, s + from, i - from);
      ww_buf_puts(b, "<\\/");
      from = ++i + 1;
    }
  ww_buf_putn(b, s + from, n - from);
}

void cli_html_script_safe(ww_buf *b, const char *s) { script_safe_n(b, s, strlen(s)); }

void cli_html_json_lines(ww_buf *b, const char *lines) {
  int first = 1;
  while (lines && *lines) {
    const char *nl = strchr(lines, '\n');
    size_t n = nl ? (size_t)(nl - lines) : strlen(lines);
    if (n) {
      if (!first) ww_buf_putc(b, ',');
      script_safe_n(b, lines, n);
      first = 0;
    }
    lines += n + (nl != NULL);
  }
}

void cli_html_fill(const char *const *lines, size_t nlines, const char *data, ww_buf *out) {
  for (size_t i = 0; i < nlines; i++) {
    if (strcmp(lines[i], DATA_MARK) != 0) ww_buf_puts(out, lines[i]);
    else ww_buf_puts(out, data);
  }
}

/* One input as {"name":..., "explain":DOC, "findings":[...]}, then ",\n";
 * a job like waitwise_explain's, so code objects run it per entry. */
waitwise_status cli_explain_html_job(const char *name, const char *text, size_t len,
                                 const waitwise_options *opts, char **out, char **diags) {
  waitwise_options o = *opts;
  o.json = 1;
  o.write = NULL;
  char *doc = NULL, *doc_diags = NULL, *found = NULL, *found_diags = NULL;
  waitwise_status st = waitwise_explain(name, text, len, &o, &doc, &doc_diags);
  ww_buf b = {0};
  if (st != WAITWISE_INPUT_ERROR) {
    waitwise_check(name, text, len, &o, &found, &found_diags);
    ww_buf quoted = {0};
    ww_buf_json_str(&quoted, name, strlen(name));
    ww_buf_puts(&b, "{\"name\":");
    cli_html_script_safe(&b, quoted.data);
    ww_buf_free(&quoted);
    ww_buf_puts(&b, ",\"explain\":");
    cli_html_script_safe(&b, doc);
    ww_buf_puts(&b, ",\"findings\":[");
    /* JSON lines, one finding each, become the array's elements */
    cli_html_json_lines(&b, found);
    ww_buf_puts(&b, "]},\n");
  }
  if (!b.data) ww_buf_putn(&b, "", 0);
  *out = b.data; /* malloc'ed and NUL-terminated: waitwise_free frees it */
  *diags = doc_diags;
  waitwise_free(doc);
  waitwise_free(found);
  waitwise_free(found_diags);
  return st;
}

void cli_explain_html_page(const char *parts, ww_buf *out) {
  /* the parts end in ",\n": an array needs the last comma gone */
  size_t n = strlen(parts);
  while (n && (parts[n - 1] == '\n' || parts[n - 1] == ',')) n--;
  ww_buf data = {0};
  ww_buf_putc(&data, '[');
  ww_buf_putn(&data, parts, n);
  ww_buf_puts(&data, "]\n");
  cli_html_fill(page, sizeof page / sizeof page[0], data.data, out);
  ww_buf_free(&data);
}
