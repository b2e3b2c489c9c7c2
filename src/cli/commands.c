/* commands.c - the waitwise subcommands over the public interface. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int ww_cli_write(const ww_cli *cli, const char *data, size_t len) {
  FILE *f = strcmp(cli->out_path, "-") == 0 ? stdout : fopen(cli->out_path, "wb");
  if (!f) {
    fprintf(stderr, "waitwise: error: cannot write '%s'\n", cli->out_path);
    return 2;
  }
  if (len) fwrite(data, 1, len, f);
  int bad = ferror(f);
  if (f != stdout) bad |= fclose(f) != 0;
  else bad |= fflush(f) != 0;
  if (bad) {
    fprintf(stderr, "waitwise: error: writing '%s' failed\n", cli->out_path);
    return 2;
  }
  return 0;
}

typedef waitwise_status (*job_fn)(const char *, const char *, size_t, const waitwise_options *,
                                  char **, char **);

/* Reads the input, runs the job, writes its output; check findings in text
 * form go to standard error like a compiler's diagnostics. */
static int run_job(const ww_cli *cli, job_fn job, int findings_to_stderr) {
  if (!cli->input) {
    fprintf(stderr, "waitwise: error: no input file (see waitwise --help)\n");
    return 2;
  }
  ww_source src;
  char err[512];
  if (ww_source_read(&src, cli->input, err, sizeof err)) {
    fprintf(stderr, "waitwise: error: %s\n", err);
    return 2;
  }
  waitwise_options o = {cli->mcpu, cli->json, cli->werror, cli->disabled, cli->ndisabled,
                        isatty(2), cli->recompute, cli->no_barrier_release, 1,
                        cli->time_report};
  char *out = NULL, *diags = NULL;
  waitwise_status st = job(cli->input, src.text, src.len, &o, &out, &diags);
  fputs(diags, stderr);
  int rc = (int)st;
  if (st != WAITWISE_INPUT_ERROR) {
    if (findings_to_stderr && !cli->json) fputs(out, stderr);
    else if (ww_cli_write(cli, out, strlen(out))) rc = 2;
  }
  waitwise_free(out);
  waitwise_free(diags);
  ww_source_free(&src);
  return rc;
}

static waitwise_insert_stats insert_stats;
static waitwise_status insert_job(const char *name, const char *text, size_t len,
                                  const waitwise_options *o, char **out, char **diags) {
  return waitwise_insert(name, text, len, o, out, diags, &insert_stats);
}

int ww_cmd_insert(const ww_cli *cli) {
  int rc = run_job(cli, insert_job, 0);
  if (rc == 0 && cli->verbose)
    fprintf(stderr, "waitwise: %u waits placed (%u instructions), %u removed, %u analysis rounds\n",
            insert_stats.placed, insert_stats.instructions, insert_stats.removed, insert_stats.rounds);
  return rc;
}

int ww_cmd_check(const ww_cli *cli) { return run_job(cli, waitwise_check, 1); }
int ww_cmd_explain(const ww_cli *cli) { return run_job(cli, waitwise_explain, 0); }
int ww_cmd_print(const ww_cli *cli) { return run_job(cli, waitwise_print, 0); }

int ww_cmd_cost(const ww_cli *cli) { return run_job(cli, waitwise_cost, 0); }
