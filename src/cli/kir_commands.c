/*
 * kir_commands.c - the commands over kernel IR files (.wk): reading one with
 * its diagnostics, and `waitwise print FILE.wk` (parse, verify, print the
 * canonical form); and what the CLI does with the library's commands
 * (waitwise/kir.h): the sink that prints their streams, the exit codes of
 * their statuses.
 */
#include "cli.h"
#include "../kir/kir.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int cli_is_kir(const char *path) {
  size_t n = path ? strlen(path) : 0;
  return n >= 3 && strcmp(path + n - 3, ".wk") == 0;
}

int cli_kir_load(const cli_cli *cli, ww_source *src, kir_program *prog) {
  if (!cli->input) {
    fprintf(stderr, "waitwise: error: no input file (see waitwise --help)\n");
    return 2;
  }
  char err[512];
  if (ww_source_read(src, cli->input, err, sizeof err)) {
    cli_input_error(cli, cli->input, err);
    return 2;
  }
  ww_diags d = {0};
  int rc = kir_parse(src, prog, &d) ? 2 : 0;
  if (cli->json) ww_diag_print_json(&d, stderr);
  else ww_diag_print(&d, stderr, isatty(2));
  ww_diags_free(&d);
  if (rc) {
    kir_program_free(prog);
    ww_source_free(src);
  }
  return rc;
}

int cli_cmd_kir_print(const cli_cli *cli) {
  ww_source src;
  kir_program prog;
  int rc = cli_kir_load(cli, &src, &prog);
  if (rc) return rc;
  ww_buf out = {0};
  kir_print(&prog, &out);
  rc = cli_write(cli, out.data ? out.data : "", out.len);
  ww_buf_free(&out);
  kir_program_free(&prog);
  ww_source_free(&src);
  return rc;
}

int cli_sink_write(void *ctx, waitwise_stream stream, const char *data, size_t len) {
  const cli_sink *to = ctx;
  switch (stream) {
  case WAITWISE_STREAM_REPORT: fwrite(data, 1, len, stdout); return 0;
  case WAITWISE_STREAM_DIAGNOSTICS: fwrite(data, 1, len, stderr); return 0;
  case WAITWISE_STREAM_RESULT: return cli_write(to->cli, data, len);
  case WAITWISE_STREAM_DUMP: break;
  }
  FILE *f = fopen(to->dump_path, "w");
  int bad = !f || fwrite(data, 1, len, f) != len;
  if (f) bad |= fclose(f) != 0;
  if (bad) fprintf(stderr, "waitwise: error: cannot write '%s': %s\n", to->dump_path, strerror(errno));
  return bad;
}

int cli_exit_code(waitwise_kir_status status) {
  static const int code[] = {[WAITWISE_KIR_OK] = 0, [WAITWISE_KIR_FOUND] = 1, [WAITWISE_KIR_ERROR] = 2,
                             [WAITWISE_KIR_INCOMPLETE] = 3, [WAITWISE_KIR_INTERNAL] = 70};
  return code[status];
}
