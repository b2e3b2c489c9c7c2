/*
 * pipeline_html.c - `waitwise pipeline --explain=html`: one self-contained
 * page (src/cli/pipeline.html, made into a string at build time) holding
 * each pipelined loop's schedule (src/pipeline/explain.c) and the program
 * pipeline printed, as JSON, which the page's script draws as the TVM RFC
 * does: new iterations against stages, prologue, body and epilogue, the
 * commit groups in flight and where each wait lands.
 */
#include "cli.h"

#include <string.h>

/* the page's lines (ISO C bounds one string literal's length) */
static const char *const page[] = {
#include "pipeline_html.inc"
};

void cli_pipeline_html_page(const char *file, const char *program, const char *loops, ww_buf *out) {
  ww_buf data = {0}, s = {0};
  ww_buf_json_str(&s, file, strlen(file));
  ww_buf_puts(&s, ",\"program\":");
  ww_buf_json_str(&s, program, strlen(program));
  ww_buf_puts(&data, "{\"file\":");
  cli_html_script_safe(&data, s.data);
  ww_buf_puts(&data, ",\"loops\":[");
  cli_html_json_lines(&data, loops);
  ww_buf_puts(&data, "]}\n");
  cli_html_fill(page, sizeof page / sizeof page[0], data.data, out);
  ww_buf_free(&s);
  ww_buf_free(&data);
}
