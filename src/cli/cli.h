/* cli.h - shared pieces of the waitwise commands. */
#ifndef WW_CLI_H
#define WW_CLI_H

#include "waitwise/waitwise.h"
#include "waitwise/kir.h"
#include "../api/api.h"
#include "../target/target.h"
#include "../wait/check.h"

#define CLI_MSG_MAX 1024 /* one input error's text */

typedef struct cli_cli {
  const tg_target *target;   /* -mcpu, validated */
  const char *mcpu;
  const char *input;         /* inputs[0] */
  const char **inputs;       /* as given: files, directories (check), "-" */
  int ninputs;
  int jobs;                  /* check -j N */
  int nwaits;                /* wait: COUNTER=N arguments */
  int color;                 /* -fdiagnostics-color: 1 always, 0 never, -1 auto */
  const char *out_path;
  int json;
  int help;
  int werror;
  const char *disabled[16];  /* -Wno-CATEGORY */
  int ndisabled;
  const char *error_cats[16]; /* -Werror=CATEGORY */
  int nerror_cats;
  const char *warn_cats[16];  /* -Wno-error=CATEGORY */
  int nwarn_cats;
  int no_warnings;           /* -w */
  int error_limit;           /* -ferror-limit=N (0: none) */
  int sarif;                 /* check --format=sarif */
  int html;                  /* explain --format=html */
  int recompute;             /* insert --mode=recompute */
  int no_barrier_release;    /* insert --no-barrier-release */
  int verbose;
  int time_report;           /* --time-report */
} cli_cli;

/* "<stdin>" for "-", else the path: the file name in diagnostics. */
const char *cli_display_name(const char *path);
/* A file that cannot be read: Clang's text, or a waitwise-diag/1 object. */
void cli_input_error(const cli_cli *cli, const char *path, const char *err);
/* ANSI colours in diagnostics to standard error. */
int cli_color(const cli_cli *cli);

/* The options of check's library call (warning flags, format). */
void cli_check_options(const cli_cli *cli, waitwise_options *o);
/* sarif.c: the SARIF log around check's result objects. */
void cli_sarif_log(const cli_cli *cli, const char *results, const char *const *bad_paths,
                  const char *const *bad_msgs, size_t nbad, ww_buf *out);

/* suggest.c: of known[0..n), the one spelling nearest to word[0..len) when
 * it is near enough to be a typo of it, and no other is as near; else NULL. */
const char *cli_nearest(const char *word, size_t len, const char *const *known, size_t n);

/* Writes data to cli->out_path ("-": stdout). Returns 0, or 2. */
int cli_write(const cli_cli *cli, const char *data, size_t len);

/* explain_html.c: explain --format=html. The job gives one input's data
 * (its explain document and check findings, JSON) followed by ",\n"; the
 * page wraps the parts of every input. */
waitwise_status cli_explain_html_job(const char *name, const char *text, size_t len,
                                    const waitwise_options *opts, char **out, char **diags);
void cli_explain_html_page(const char *parts, ww_buf *out);
/* What the pages share: s appended with every "</" written "<\/" (the same
 * JSON), so no input closes the page's <script>; JSON lines appended as an
 * array's elements (comma-separated), the same way; the page's lines with
 * its data line (DATA_MARK) replaced by data. */
void cli_html_script_safe(ww_buf *b, const char *s);
void cli_html_json_lines(ww_buf *b, const char *lines);
void cli_html_fill(const char *const *page, size_t nlines, const char *data, ww_buf *out);

/* verify_html.c: verify --format=html, the page of a waitwise-verify/1
 * object and its diagnostics (waitwise-diag/1 lines). */
void cli_verify_html_page(const char *verify_json, const char *diags_json, ww_buf *out);
/* pipeline_html.c: pipeline --explain=html, the page of the loops'
 * schedules (lines of JSON, src/pipeline/explain.c) and the program. */
void cli_pipeline_html_page(const char *file, const char *program, const char *loops, ww_buf *out);

int cli_cmd_explain(const cli_cli *cli);
int cli_cmd_check(const cli_cli *cli);
int cli_cmd_insert(const cli_cli *cli);
int cli_cmd_cost(const cli_cli *cli);
int cli_cmd_print(const cli_cli *cli);
int cli_cmd_targets(const cli_cli *cli);
int cli_cmd_wait(const cli_cli *cli, int argc, char **argv);

/* options.c: "waitwise: error: FMT (see waitwise COMMAND --help)" on
 * standard error; returns -1. */
int cli_arg_error(const char *command, const char *fmt, ...) WW_PRINTF(2, 3);
/* The one reader of an option's number: all of s, from lo to hi, into *v;
 * 0, or -1 when s is no such number (the caller words the error). */
typedef enum cli_num {
  CLI_NUM_DECIMAL, /* decimal, as strtol reads it */
  CLI_NUM_C,       /* C's prefixes too (0x2a, 052), no sign in front */
} cli_num;
int cli_number(const char *s, cli_num syntax, uint64_t lo, uint64_t hi, uint64_t *v);

/* kir_commands.c: kernel IR files (.wk) */
struct kir_program;
int cli_is_kir(const char *path);   /* the name ends in ".wk" */
/* Why an assembly command refuses a kernel-IR file ("'F.wk' is ..."). */
#define CLI_KIR_NOT_ASM \
  "kernel IR: this command reads AMDGPU assembly or code objects; " \
  "kernel IR is for run, verify, pipeline and print"

/* Reads and parses cli->input (diagnostics to stderr, JSON with --format=json).
 * Returns 0 with src and prog to free, or 2 with nothing to free. */
int cli_kir_load(const cli_cli *cli, ww_source *src, struct kir_program *prog);
int cli_cmd_kir_print(const cli_cli *cli);
/* The sink of the library's commands (waitwise/kir.h): REPORT to standard
 * output, DIAGNOSTICS to standard error, RESULT to cli->out_path (as
 * cli_write), DUMP to dump_path; ctx is a cli_sink. */
typedef struct cli_sink {
  const cli_cli *cli;
  const char *dump_path; /* run --dump=FILE */
} cli_sink;
int cli_sink_write(void *ctx, waitwise_stream stream, const char *data, size_t len);
/* A command's status as its exit code: 0, 1, 2, 3 or 70. */
int cli_exit_code(waitwise_kir_status status);
int cli_cmd_run(int argc, char **argv);  /* run_command.c: its own options */
int cli_cmd_pipeline(int argc, char **argv); /* pipeline_command.c: its own options */
int cli_cmd_verify(int argc, char **argv);   /* verify_command.c: its own options */
int cli_cmd_gather(int argc, char **argv);   /* gather_command.c: its own options */

#endif
