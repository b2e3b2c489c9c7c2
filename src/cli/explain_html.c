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

/* Appends s, with every "</" written "<\/" (the same JSON string) so that no
 * text of the input can close the page's <script> element. */
static void put_script_safe(ww_buf *b, const char *s) {
  for (const char *p; (p = strstr(s, "</")) != NULL; s = p + 2) {
    ww_buf_putn(b, s, (size_t)(p - s));
    ww_buf_puts(b, "<\\/");
  }
  ww_buf_puts(b, s);
}

/* One input as {"name":..., "explain":DOC, "findings":[...]}, then ",\n";
 * a job like waitwise_explain's, so code objects run it per entry. */
waitwise_status ww_explain_html_job(const char *name, const char *text, size_t len,
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
    put_script_safe(&b, quoted.data);
    ww_buf_free(&quoted);
    ww_buf_puts(&b, ",\"explain\":");
    put_script_safe(&b, doc);
    ww_buf_puts(&b, ",\"findings\":[");
    /* JSON lines, one finding each, become the array's elements */
    int first = 1;
    for (char *line = found; line && *line;) {
      char *nl = strchr(line, '\n');
      if (nl) *nl = 0;
      if (*line) {
        if (!first) ww_buf_putc(&b, ',');
        put_script_safe(&b, line);
        first = 0;
      }
      line = nl ? nl + 1 : line + strlen(line);
    }
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

void ww_explain_html_page(const char *parts, ww_buf *out) {
  for (size_t i = 0; i < sizeof page / sizeof page[0]; i++) {
    if (strcmp(page[i], DATA_MARK) != 0) {
      ww_buf_puts(out, page[i]);
      continue;
    }
    /* the parts end in ",\n": an array needs the last comma gone */
    size_t n = strlen(parts);
    while (n && (parts[n - 1] == '\n' || parts[n - 1] == ',')) n--;
    ww_buf_putc(out, '[');
    ww_buf_putn(out, parts, n);
    ww_buf_puts(out, "]\n");
  }
}
