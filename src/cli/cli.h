/* cli.h - shared pieces of the waitwise commands. */
#ifndef WW_CLI_H
#define WW_CLI_H

#include "../asm/asm.h"
#include "../wait/check.h"
#include "../wait/explain.h"

#define WW_VERSION "0.1.0"

typedef struct ww_cli {
  const ww_target *target;
  const char *input;
  const char *out_path;
  int json;
  int help;
  ww_check_opts check;
} ww_cli;

/* Reads and parses cli->input; prints diagnostics. Returns 0, or 2. */
int ww_cli_load(const ww_cli *cli, ww_source *src, ww_program *prog);
/* Writes buf to cli->out_path ("-": stdout). Returns 0, or 2. */
int ww_cli_write(const ww_cli *cli, const ww_buf *buf);

int ww_cmd_explain(const ww_cli *cli);
int ww_cmd_check(const ww_cli *cli);
int ww_cmd_print(const ww_cli *cli);
int ww_cmd_targets(const ww_cli *cli);
int ww_cmd_wait(const ww_cli *cli, int argc, char **argv);

#endif
