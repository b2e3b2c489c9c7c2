/* commands.c - the waitwise subcommands. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int ww_cli_load(const ww_cli *cli, ww_source *src, ww_program *prog) {
  if (!cli->input) {
    fprintf(stderr, "waitwise: error: no input file (see waitwise --help)\n");
    return 2;
  }
  char err[512];
  if (ww_source_read(src, cli->input, err, sizeof err)) {
    fprintf(stderr, "waitwise: error: %s\n", err);
    return 2;
  }
  ww_diags d = {0};
  ww_read_opts opts = {cli->target, cli->target != NULL};
  int rc = ww_asm_read(src, &opts, prog, &d);
  ww_diag_print(&d, stderr, isatty(2));
  ww_diags_free(&d);
  if (rc) {
    ww_program_free(prog);
    ww_source_free(src);
    return 2;
  }
  return 0;
}

int ww_cli_write(const ww_cli *cli, const ww_buf *buf) {
  FILE *f = strcmp(cli->out_path, "-") == 0 ? stdout : fopen(cli->out_path, "wb");
  if (!f) {
    fprintf(stderr, "waitwise: error: cannot write '%s'\n", cli->out_path);
    return 2;
  }
  if (buf->len) fwrite(buf->data, 1, buf->len, f);
  int bad = ferror(f);
  if (f != stdout) bad |= fclose(f) != 0;
  else bad |= fflush(f) != 0;
  if (bad) {
    fprintf(stderr, "waitwise: error: writing '%s' failed\n", cli->out_path);
    return 2;
  }
  return 0;
}

int ww_cmd_explain(const ww_cli *cli) {
  ww_source src;
  ww_program prog;
  int rc = ww_cli_load(cli, &src, &prog);
  if (rc) return rc;
  ww_analysis a;
  ww_analyze(&prog, &a);
  ww_lds_info lds;
  ww_lds_info_compute(&prog, &lds);
  ww_buf out = {0};
  ww_explain(&prog, &a, &lds, cli->json, &out);
  ww_lds_info_free(&lds);
  rc = ww_cli_write(cli, &out);
  ww_buf_free(&out);
  ww_analysis_free(&a);
  ww_program_free(&prog);
  ww_source_free(&src);
  return rc;
}

int ww_cmd_print(const ww_cli *cli) {
  ww_source src;
  ww_program prog;
  int rc = ww_cli_load(cli, &src, &prog);
  if (rc) return rc;
  ww_buf out = {0};
  ww_asm_print(&prog, &out);
  rc = ww_cli_write(cli, &out);
  ww_buf_free(&out);
  ww_program_free(&prog);
  ww_source_free(&src);
  return rc;
}

int ww_cmd_check(const ww_cli *cli) {
  ww_source src;
  ww_program prog;
  int rc = ww_cli_load(cli, &src, &prog);
  if (rc) return rc;
  ww_analysis a;
  ww_analyze(&prog, &a);
  ww_lds_info lds;
  ww_lds_info_compute(&prog, &lds);
  ww_check_result res;
  ww_check(&prog, &a, &lds, &cli->check, &res);
  ww_buf out = {0};
  if (cli->json) {
    ww_check_report_json(&prog, &lds, &res, &out);
    rc = ww_cli_write(cli, &out);
  } else {
    ww_diags d = {0};
    d.limit = 1000;
    ww_check_report(&prog, &lds, &res, &d);
    ww_diag_print(&d, stderr, isatty(2));
    ww_diags_free(&d);
    /* Clang's summary: "1 warning and 2 errors generated." */
    if (res.nwarnings)
      fprintf(stderr, "%u warning%s%s", res.nwarnings, res.nwarnings == 1 ? "" : "s",
              res.nerrors ? " and " : " generated.\n");
    if (res.nerrors)
      fprintf(stderr, "%u error%s generated.\n", res.nerrors, res.nerrors == 1 ? "" : "s");
  }
  if (!rc) rc = res.nerrors ? 1 : 0;
  ww_buf_free(&out);
  ww_check_result_free(&res);
  ww_lds_info_free(&lds);
  ww_analysis_free(&a);
  ww_program_free(&prog);
  ww_source_free(&src);
  return rc;
}
