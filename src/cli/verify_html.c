/*
 * verify_html.c - `waitwise verify --format=html`: one self-contained page
 * (src/cli/verify.html, made into a string at build time) holding what
 * `verify --format=json` prints (the waitwise-verify/1 object) and the
 * run's diagnostics as waitwise-diag/1 objects, which the page's script
 * draws: waves as columns, steps as rows, barrier phases as bands, async
 * operations from issue to completion, the violation's accesses or blocked
 * waits marked. The page shows nothing the JSON does not hold.
 */
#include "cli.h"

#include <string.h>

/* the page's lines (ISO C bounds one string literal's length) */
static const char *const page[] = {
#include "verify_html.inc"
};

void cli_verify_html_page(const char *verify_json, const char *diags_json, ww_buf *out) {
  ww_buf data = {0};
  ww_buf_puts(&data, "{\"verify\":");
  cli_html_json_lines(&data, verify_json); /* one line: the object */
  ww_buf_puts(&data, ",\"diagnostics\":[");
  cli_html_json_lines(&data, diags_json);
  ww_buf_puts(&data, "]}\n");
  cli_html_fill(page, sizeof page / sizeof page[0], data.data, out);
  ww_buf_free(&data);
}
