/*
 * run_command.c - `waitwise run`: execute a kernel IR program on the abstract
 * machine (src/machine/machine.h) and report its races, or compare two.
 *
 *   waitwise run FILE.wk [--kernel=NAME] [--completion=latest|earliest|random]
 *                [--seed=N] [--inputs=FILE] [--set NAME=VALUE]... [--dump]
 *                [--max-races=N] [--max-steps=N] [--stats] [--format=text|json]
 *   waitwise run --equiv A.wk B.wk [--kernels=NAME_A,NAME_B] [same options]
 *
 * Output: a summary on stdout (kernel, counts, every global buffer with its
 * checksum, every callee with its calls and checksum); races and errors as
 * diagnostics on stderr (with --format=json: JSON lines on stdout, then one
 * summary object). Exit status: 0 clean (equivalent), 1 races (or, for
 * --equiv, a difference), 2 usage, input or run-time errors.
 *
 * Here: the options alone; the library's waitwise_run (src/machine/
 * command.c, whose header lists the phases) does the rest.
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct run_args {
  const char *files[2];
  int nfiles;
  int equiv;
  const char *kernel;         /* --kernel */
  const char *kernels[2];     /* --kernels=A,B */
  char *kernels_text;
  waitwise_completion completion;
  int has_seed;
  uint64_t seed;
  const char *inputs;
  const char **set;
  int nset, capset;
  int dump, stats, json;
  const char *dump_path;      /* --dump=FILE: the buffers alone, an inputs file */
  uint64_t max_races;         /* 0: the machine's default */
  uint64_t max_steps;         /* 0: the machine's default */
} run_args;

static void run_usage(FILE *out) {
  fputs("usage: waitwise run FILE.wk [options]\n"
        "       waitwise run --equiv A.wk B.wk [options]\n"
        "\n"
        "Executes one kernel (one wave) with concrete inputs and reports every race of\n"
        "its async operations; --equiv runs two kernels on the same inputs and compares\n"
        "their global buffers and opaque-call checksums.\n"
        "\n"
        "options:\n"
        "  --kernel=NAME            the kernel to run (needed when the file has several)\n"
        "  --kernels=NAME_A,NAME_B  --equiv: the kernel of each file\n"
        "  --completion=MODE        when async operations move data: latest (default: at\n"
        "                           their forced completion), earliest (at issue), random\n"
        "  --seed=N                 random completion, and random buffer inputs\n"
        "  --inputs=FILE            inputs: lines 'NAME = v0 v1 ...' (see --dump)\n"
        "  --set NAME=VALUE         a scalar parameter\n"
        "  --dump                   print the global buffers after the run\n"
        "  --dump=FILE              write them to FILE alone, as --inputs reads them\n"
        "  --max-races=N            races reported in full (default 10; the rest counted)\n"
        "  --max-steps=N            statements executed before the run stops with an error\n"
        "                           (default 2^27)\n"
        "  --stats                  operations executed, seconds, operations per second\n"
        "  --format=text|json       diagnostics and summary format\n"
        "\n"
        "exit status: 0 clean (equivalent), 1 races or a difference, 2 errors\n",
        out);
}

#define MAX_RACES_OPTION 1000000 /* --max-races=N: the largest N */

/* Returns 0, 1 (--help shown) or -1 (error reported). */
static int parse_run_args(int argc, char **argv, run_args *a) {
  for (int i = 2; i < argc; i++) {
    const char *s = argv[i];
    if (!strcmp(s, "-h") || !strcmp(s, "--help")) {
      run_usage(stdout);
      return 1;
    } else if (!strcmp(s, "--equiv")) a->equiv = 1;
    else if (!strncmp(s, "--kernel=", 9)) a->kernel = s + 9;
    else if (!strncmp(s, "--kernels=", 10)) {
      free(a->kernels_text);
      a->kernels_text = strdup(s + 10);
      char *comma = strchr(a->kernels_text, ',');
      if (!comma || comma == a->kernels_text || !comma[1]) return cli_arg_error("run", "--kernels needs NAME_A,NAME_B, not '%s'", s + 10);
      *comma = 0;
      a->kernels[0] = a->kernels_text;
      a->kernels[1] = comma + 1;
    } else if (!strcmp(s, "--completion=latest")) a->completion = WAITWISE_COMPLETION_LATEST;
    else if (!strcmp(s, "--completion=earliest")) a->completion = WAITWISE_COMPLETION_EARLIEST;
    else if (!strcmp(s, "--completion=random")) a->completion = WAITWISE_COMPLETION_RANDOM;
    else if (!strncmp(s, "--completion=", 13))
      return cli_arg_error("run", "unknown completion '%s' (latest, earliest or random)", s + 13);
    else if (!strncmp(s, "--seed=", 7)) {
      if (cli_number(s + 7, CLI_NUM_C, 0, UINT64_MAX, &a->seed)) return cli_arg_error("run", "--seed needs a non-negative integer, not '%s'", s + 7);
      a->has_seed = 1;
    } else if (!strncmp(s, "--max-steps=", 12)) {
      if (cli_number(s + 12, CLI_NUM_C, 1, UINT64_MAX, &a->max_steps))
        return cli_arg_error("run", "--max-steps needs a positive number, not '%s'", s + 12);
    } else if (!strncmp(s, "--max-races=", 12)) {
      if (cli_number(s + 12, CLI_NUM_C, 1, MAX_RACES_OPTION, &a->max_races))
        return cli_arg_error("run", "--max-races needs a number from 1 to %d, not '%s'", MAX_RACES_OPTION, s + 12);
    } else if (!strncmp(s, "--inputs=", 9)) a->inputs = s + 9;
    else if (!strcmp(s, "--inputs") && i + 1 < argc) a->inputs = argv[++i];
    else if (!strncmp(s, "--set=", 6)) WW_VEC_PUSH(a->set, a->nset, a->capset, s + 6);
    else if (!strcmp(s, "--set") && i + 1 < argc) WW_VEC_PUSH(a->set, a->nset, a->capset, argv[++i]);
    else if (!strcmp(s, "--set") || !strcmp(s, "--inputs")) return cli_arg_error("run", "option '%s' needs a value", s);
    else if (!strcmp(s, "--dump")) a->dump = 1;
    else if (!strncmp(s, "--dump=", 7) && s[7]) a->dump_path = s + 7;
    else if (!strcmp(s, "--stats")) a->stats = 1;
    else if (!strcmp(s, "--format=json")) a->json = 1;
    else if (!strcmp(s, "--format=text")) a->json = 0;
    else if (s[0] == '-' && s[1]) return cli_arg_error("run", "unknown option '%s'", s);
    else if (a->nfiles < 2) a->files[a->nfiles++] = s;
    else return cli_arg_error("run", "too many input files ('%s')", s);
  }
  int want = a->equiv ? 2 : 1;
  if (a->nfiles < want) {
    return cli_arg_error("run", "%s", a->equiv ? "--equiv needs two input files" : "no input file");
  }
  if (a->nfiles > want) return cli_arg_error("run", "more than one input file ('%s'); --equiv compares two", a->files[1]);
  if (!a->equiv && a->kernels[0]) return cli_arg_error("run", "%s is for --equiv; use --kernel=NAME", "--kernels");
  return 0;
}

int cli_cmd_run(int argc, char **argv) {
  run_args a;
  memset(&a, 0, sizeof a);
  int p = parse_run_args(argc, argv, &a);
  int rc = p > 0 ? 0 : 2;
  if (!p) {
    waitwise_run_options o = {
        .files = {a.files[0], a.files[1]}, .equiv = a.equiv, .kernel = a.kernel,
        .kernels = {a.kernels[0], a.kernels[1]}, .completion = a.completion, .has_seed = a.has_seed,
        .seed = a.seed, .inputs = a.inputs, .set = a.set, .nset = a.nset, .dump = a.dump,
        .dump_file = a.dump_path != NULL, .stats = a.stats, .json = a.json, .color = isatty(2),
        .max_races = a.max_races, .max_steps = a.max_steps,
    };
    cli_sink to = {NULL, a.dump_path};
    waitwise_sink sink = {cli_sink_write, &to};
    rc = cli_exit_code(waitwise_run(&o, &sink));
  }
  free(a.set);
  free(a.kernels_text);
  return rc;
}
