/* commands.c - the waitwise subcommands over the public interface. */
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The output file, opened when the first byte is written (a job that
 * fails on its input leaves an existing file as it was). */
typedef struct out_file {
  const cli_cli *cli;
  FILE *f;
  int bad;
} out_file;

static int out_open(out_file *o) {
  if (o->f || o->bad) return !o->bad;
  o->f = strcmp(o->cli->out_path, "-") == 0 ? stdout : fopen(o->cli->out_path, "wb");
  if (!o->f) {
    fprintf(stderr, "waitwise: error: cannot write '%s': %s\n", o->cli->out_path, strerror(errno));
    o->bad = 2;
  }
  return !o->bad;
}

static void out_write(void *ctx, const char *data, size_t len) {
  out_file *o = ctx;
  if (out_open(o) && len && fwrite(data, 1, len, o->f) != len) o->bad = 1;
}

/* Closes the output (opening it first: an empty output is a file too).
 * Returns 0, or 2 when it could not be written. */
static int out_close(out_file *o) {
  if (!out_open(o)) return 2;
  int bad = o->bad || ferror(o->f);
  if (o->f != stdout) bad |= fclose(o->f) != 0;
  else bad |= fflush(o->f) != 0;
  if (bad) {
    fprintf(stderr, "waitwise: error: writing '%s' failed\n", o->cli->out_path);
    return 2;
  }
  return 0;
}

int cli_write(const cli_cli *cli, const char *data, size_t len) {
  out_file o = {cli, NULL, 0};
  out_write(&o, data, len);
  return out_close(&o);
}

/* Can the output be written while the input is still being read? Not when
 * it is the input file itself (opening it for writing empties it). */
static int may_stream(const cli_cli *cli) {
  if (strcmp(cli->out_path, "-") == 0) return 1;
  struct stat in, out;
  if (stat(cli->out_path, &out) != 0) return 1; /* a new file */
  if (strcmp(cli->input, "-") == 0) return 1;
  return stat(cli->input, &in) != 0 ? 0 : !(in.st_dev == out.st_dev && in.st_ino == out.st_ino);
}

typedef api_job_fn job_fn;
static waitwise_status insert_job(const char *name, const char *text, size_t len,
                                  const waitwise_options *o, char **out, char **diags);

/* Reads the input, runs the job, writes its output; check findings in text
 * form go to standard error like a compiler's diagnostics. */
/* What the job printed, made into the command's output (explain's page). */
typedef void (*wrap_fn)(const char *out, ww_buf *page);

static int run_job(const cli_cli *cli, job_fn job, int findings_to_stderr, wrap_fn wrap) {
  if (!cli->input) {
    fprintf(stderr, "waitwise: error: no input file (see waitwise --help)\n");
    return 2;
  }
  if (cli_is_kir(cli->input)) {
    char msg[CLI_MSG_MAX];
    snprintf(msg, sizeof msg, "'%.400s' is " CLI_KIR_NOT_ASM, cli_display_name(cli->input));
    cli_input_error(cli, cli->input, msg);
    return 2;
  }
  ww_source src;
  char err[512];
  if (ww_source_read(&src, cli->input, err, sizeof err)) {
    cli_input_error(cli, cli->input, err);
    return 2;
  }
  waitwise_options o = {0};
  o.mcpu = cli->mcpu, o.json = cli->json, o.werror = cli->werror;
  o.disabled = cli->disabled, o.ndisabled = cli->ndisabled, o.color = cli_color(cli);
  o.recompute = cli->recompute, o.no_barrier_release = cli->no_barrier_release;
  o.text_terminated = 1, o.time_report = cli->time_report;
  int to_stderr = findings_to_stderr && !cli->json;
  out_file of = {cli, NULL, 0};
  if (!to_stderr && !wrap && may_stream(cli)) o.write = out_write, o.write_ctx = &of;
  char *out = NULL, *diags = NULL;
  /* explain, print and cost read code objects too (check does, in
   * check_files.c); insert edits text, which a binary is not */
  waitwise_status st;
  if (api_is_code_object(src.text, src.len) && job == insert_job) {
    char msg[CLI_MSG_MAX];
    snprintf(msg, sizeof msg, "%.400s: insert edits assembly text and cannot patch a code object; "
                              "get its listing with 'waitwise print %.400s > FILE.s' and run insert "
                              "on that", cli_display_name(cli->input), cli_display_name(cli->input));
    cli_input_error(cli, cli->input, msg);
    ww_source_free(&src);
    return 2;
  }
  int r = api_run_input(job, cli_display_name(cli->input), src.text, src.len, &o, &out, &diags,
                           err, sizeof err);
  if (r < 0) {
    char msg[sizeof err + 512];
    snprintf(msg, sizeof msg, "%.400s: %s", cli_display_name(cli->input), err);
    cli_input_error(cli, cli->input, msg);
    ww_source_free(&src);
    return 2;
  }
  st = (waitwise_status)r;
  fputs(diags, stderr);
  int rc = (int)st;
  if (st != WAITWISE_INPUT_ERROR && st != WAITWISE_INTERNAL_ERROR) {
    if (to_stderr) {
      fputs(out, stderr);
    } else if (wrap) {
      ww_buf page = {0};
      wrap(out, &page);
      out_write(&of, page.data, page.len);
      ww_buf_free(&page);
      if (out_close(&of)) rc = 2;
    } else {
      out_write(&of, out, strlen(out));
      if (out_close(&of)) rc = 2;
    }
  } else if (of.f) {
    out_close(&of); /* not reached: nothing is written for bad input */
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

int cli_cmd_insert(const cli_cli *cli) {
  int rc = run_job(cli, insert_job, 0, NULL);
  if (rc == 0 && cli->verbose)
    fprintf(stderr, "waitwise: %u waits placed (%u instructions), %u removed, %u kept as fences, "
                    "%u analysis rounds\n",
            insert_stats.placed, insert_stats.instructions, insert_stats.removed,
            insert_stats.fence_waits, insert_stats.rounds);
  return rc;
}

int cli_cmd_explain(const cli_cli *cli) {
  return cli->html ? run_job(cli, cli_explain_html_job, 0, cli_explain_html_page)
                   : run_job(cli, waitwise_explain, 0, NULL);
}
int cli_cmd_print(const cli_cli *cli) { return run_job(cli, waitwise_print, 0, NULL); }

int cli_cmd_cost(const cli_cli *cli) { return run_job(cli, waitwise_cost, 0, NULL); }

const char *cli_display_name(const char *path) {
  return strcmp(path, "-") == 0 ? "<stdin>" : path;
}

void cli_input_error(const cli_cli *cli, const char *path, const char *err) {
  if (!cli->json) {
    fprintf(stderr, "waitwise: error: %s\n", err);
    return;
  }
  ww_buf b = {0};
  ww_buf_puts(&b, "{\"schema\":\"waitwise-diag/1\",\"severity\":\"error\",\"file\":");
  const char *name = cli_display_name(path);
  ww_buf_json_str(&b, name, strlen(name));
  ww_buf_puts(&b, ",\"line\":0,\"col\":0,\"message\":");
  ww_buf_json_str(&b, err, strlen(err));
  ww_buf_puts(&b, "}\n");
  fputs(b.data, stderr);
  ww_buf_free(&b);
}

/* Clang's rule: -fdiagnostics-color wins; auto is a terminal, unless the
 * NO_COLOR convention (no-color.org) asks for none. */
int cli_color(const cli_cli *cli) {
  if (cli->color >= 0) return cli->color;
  const char *no = getenv("NO_COLOR");
  return isatty(2) && !(no && *no);
}
