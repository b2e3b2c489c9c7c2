/* cli.h - shared pieces of the waitwise commands. */
#ifndef WW_CLI_H
#define WW_CLI_H

#include "waitwise/waitwise.h"
#include "../target/target.h"
#include "../wait/check.h"

typedef struct ww_cli {
  const ww_target *target;   /* -mcpu, validated */
  const char *mcpu;
  const char *input;
  const char *out_path;
  int json;
  int help;
  int werror;
  const char *disabled[16];  /* -Wno-CATEGORY */
  int ndisabled;
  int recompute;             /* insert --mode=recompute */
  int no_barrier_release;    /* insert --no-barrier-release */
  int verbose;
} ww_cli;

/* Writes data to cli->out_path ("-": stdout). Returns 0, or 2. */
int ww_cli_write(const ww_cli *cli, const char *data, size_t len);

int ww_cmd_explain(const ww_cli *cli);
int ww_cmd_check(const ww_cli *cli);
int ww_cmd_insert(const ww_cli *cli);
int ww_cmd_cost(const ww_cli *cli);
int ww_cmd_print(const ww_cli *cli);
int ww_cmd_targets(const ww_cli *cli);
int ww_cmd_wait(const ww_cli *cli, int argc, char **argv);

#endif
