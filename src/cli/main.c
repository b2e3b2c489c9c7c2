/*
 * main.c - the `waitwise` command line: a thin layer over the library, and
 * the one table of its eleven commands (commands[]), which main() dispatches.
 *
 *   waitwise check    -mcpu=CPU FILE.s|DIR... [--format=text|json|sarif] [-Werror] [-Wno-CATEGORY] [-j N]
 *   waitwise explain  -mcpu=CPU FILE.s [--format=text|json|html] [-o OUT]
 *   waitwise insert   -mcpu=CPU FILE.s [-o OUT] [--mode=add|recompute]
 *   waitwise print    -mcpu=CPU FILE.s      (read and print back: round trip)
 *   waitwise print    FILE.wk               (kernel IR: parse, verify, canonical form)
 *   waitwise cost     -mcpu=CPU FILE.s      (wait instructions and modelled stall)
 *   waitwise targets  [-mcpu=CPU]           (the target model)
 *   waitwise wait     -mcpu=CPU COUNTER=N...  (one wait in the target's syntax)
 *   waitwise run      FILE.wk | --equiv A.wk B.wk   (run_command.c)
 *   waitwise verify   FILE.wk               (verify_command.c)
 *   waitwise pipeline FILE.wk               (pipeline_command.c)
 *   waitwise gather   -mcpu=CPU --tile=RxC --type=T  (gather_command.c)
 *
 * Dispatch: the command's row in commands[]; the first seven share the
 * options parsed here (parse_args: every option a command is given takes
 * effect there or is an error), the last four parse options of their own.
 * `waitwise COMMAND --help` lists a command's options.
 * Exit codes: 0 success; 1 findings; 2 usage or input errors; verify: 3
 * when a bound ends the search; 70 an internal error.
 */
#include "cli.h"
#include "../target/inst_table.h"

#include <stdlib.h>
#include <string.h>

#define MAX_INPUTS_ARGS 4096
#define HELP_TEXT_COLUMN 26   /* where an option's text starts in --help */
#define HELP_WIDTH 79
#define MAX_JOINED_OPTION 256 /* "--format" "json" joined as "--format=json" */
#define MAX_CATEGORIES 64     /* warning categories offered as "did you mean" */
#define MAX_CPU_NAMES 128     /* processors offered as "did you mean" */
#define MAX_CPU_LIST 4096     /* bytes of the list of their names */
#define CLI_MAX_ERROR_LIMIT 1000000 /* -ferror-limit=N: the largest N */

/* The options, and which commands take each: every option a command is
 * given either takes effect there or is an error. */
enum {
  OPT_MCPU = 1 << 0, OPT_FORMAT = 1 << 1, OPT_WERROR = 1 << 2, OPT_WNO = 1 << 3,
  OPT_OUT = 1 << 4, OPT_MODE = 1 << 5, OPT_NO_BARRIER = 1 << 6, OPT_VERBOSE = 1 << 7,
  OPT_TIME = 1 << 8, OPT_JOBS = 1 << 9, OPT_COLOR = 1 << 10,
};

typedef struct command {
  const char *name, *args, *what;
  const char *output; /* what -o FILE receives */
  const char *exits;  /* the exit statuses it gives, after "exit status: " */
  unsigned opts;
  int inputs; /* 0: none; 1: one file; 2: files and directories */
  /* what runs it: after parse_args, or (own) given the arguments as they
   * are, for a command with options of its own */
  int (*run)(const cli_cli *cli, int argc, char **argv);
  int (*own)(int argc, char **argv);
} command;

static int run_check(const cli_cli *cli, int argc, char **argv);
static int run_explain(const cli_cli *cli, int argc, char **argv);
static int run_insert(const cli_cli *cli, int argc, char **argv);
static int run_print(const cli_cli *cli, int argc, char **argv);
static int run_cost(const cli_cli *cli, int argc, char **argv);
static int run_targets(const cli_cli *cli, int argc, char **argv);

static const command commands[] = {
    {"check", "[FILE|DIR]...", "report every use of data that may not have arrived",
     "the findings (default: text to\n"
     "                          standard error, JSON and SARIF to standard output)",
     "0 no errors, 1 errors (or warnings under -Werror),\n             2 usage or input error",
     OPT_MCPU | OPT_FORMAT | OPT_WERROR | OPT_WNO | OPT_OUT | OPT_TIME | OPT_JOBS | OPT_COLOR, 2,
     run_check, NULL},
    {"explain", "FILE", "annotate each instruction with the wait-counter state",
     "the annotated listing", "0 success, 2 usage or input error",
     OPT_MCPU | OPT_FORMAT | OPT_OUT | OPT_TIME | OPT_COLOR, 1, run_explain, NULL},
    {"insert", "FILE", "add the waits the program needs",
     "the program with its waits",
     "0 success, 1 its output still misses a wait (a bug: please report it),\n"
     "             2 usage or input error",
     OPT_MCPU | OPT_OUT | OPT_MODE | OPT_NO_BARRIER | OPT_VERBOSE | OPT_TIME | OPT_COLOR, 1, run_insert,
     NULL},
    {"print", "FILE", "read the file and print it back (FILE.wk: kernel IR, canonical)",
     "the program read back", "0 success, 2 usage or input error",
     OPT_MCPU | OPT_FORMAT | OPT_OUT | OPT_TIME | OPT_COLOR, 1, run_print, NULL},
    {"cost", "FILE", "wait instructions and modelled stall (docs/quality.md)",
     "the report", "0 success, 2 usage or input error",
     OPT_MCPU | OPT_OUT | OPT_TIME | OPT_COLOR, 1, run_cost, NULL},
    {"targets", "", "describe the target model (counters, events, waits)", "the description",
     "0 success, 2 usage error", OPT_MCPU | OPT_OUT, 0, run_targets, NULL},
    {"wait", "COUNTER=N...", "print a wait in the target's syntax", "the wait and its encoding",
     "0 success, 2 usage error", OPT_MCPU | OPT_OUT, 0, cli_cmd_wait, NULL},
    /* options of their own, and their own --help */
    {"run", NULL, "execute a kernel IR program (FILE.wk), report races (run --help)", NULL, NULL, 0, 0, NULL,
     cli_cmd_run},
    {"verify", NULL, "every interleaving of a kernel's waves: races, barrier misuse,\n"
     "            deadlocks (verify --help)", NULL, NULL, 0, 0, NULL, cli_cmd_verify},
    {"pipeline", NULL, "software-pipeline a kernel IR program's loops (pipeline --help)", NULL, NULL, 0, 0,
     NULL, cli_cmd_pipeline},
    {"gather", NULL, "plan a global->LDS tile copy with LDS DMA (gather --help)", NULL, NULL, 0, 0, NULL,
     cli_cmd_gather},
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

static const struct {
  unsigned opt;
  const char *spelling, *help;
} option_help[] = {
    {OPT_MCPU, "-mcpu=CPU, --mcpu=CPU", "target, as LLVM names it (waitwise targets lists them);\n"
     "                          default: the file's .amdgcn_target directive"},
    {OPT_FORMAT, "--format=text|json", "output format; JSON diagnostics too (docs/json.md)"},
    {OPT_FORMAT, "--format=text|json", "json: kernel IR (FILE.wk) only (docs/kernel-ir.md)"},
    {OPT_WERROR, "-Werror", "treat warnings as errors"},
    {OPT_WERROR, "-Werror=CATEGORY", "treat one warning category as errors;\n"
     "                          -Wno-error=CATEGORY: keep it a warning (the later wins)"},
    {OPT_WERROR, "-w", "silence every warning"},
    {OPT_WERROR, "-ferror-limit=N", "stop after N errors in a file (default 0: no limit)"},
    {OPT_WNO, "-Wno-CATEGORY", "silence a warning category:"}, /* + the categories */
    {OPT_OUT, "-o FILE", "write to FILE: "}, /* + the command's output */
    {OPT_MODE, "--mode=add|recompute", "keep existing waits (add) or place all anew"},
    {OPT_NO_BARRIER, "--no-barrier-release", "no waits for writes before workgroup barriers"},
    {OPT_VERBOSE, "-v", "print what was placed"},
    {OPT_TIME, "--time-report", "wall time of each phase, to standard error"},
    {OPT_JOBS, "-j N", "check N files at a time (default: 1)"},
    {OPT_COLOR, "-fdiagnostics-color=WHEN", "always, never or auto (default: auto, a terminal\n"
     "                          without NO_COLOR set); -f(no-)diagnostics-color too"},
};

/* Every option's spelling up to its value, for "did you mean". */
static const char *const option_names[] = {
    "-mcpu=", "--mcpu=", "--format=", "-Werror", "-Werror=", "-Wno-error=", "-Wno-", "-w",
    "-ferror-limit=", "-o", "--mode=", "--no-barrier-release", "-v", "--verbose", "--time-report",
    "-j", "-fdiagnostics-color=", "-fno-diagnostics-color", "--help",
};

/* "unknown option 'A'" with the nearest spelling when A looks like a typo
 * of one (the part before '=' compared, the value kept). */
static void unknown_option(const command *cmd, const char *a) {
  const char *eq = strchr(a, '=');
  size_t stem = eq ? (size_t)(eq - a) + 1 : strlen(a);
  const char *near = cli_nearest(a, stem, option_names, sizeof option_names / sizeof *option_names);
  if (near)
    fprintf(stderr, "waitwise: error: unknown option '%s'; did you mean '%s%s'?\n", a, near,
            eq && near[strlen(near) - 1] == '=' ? eq + 1 : "");
  else
    cli_arg_error(cmd->name, "unknown option '%s'", a);
}

/* Clang's answer to a warning flag naming no category: a warning, and the
 * run goes on ("; did you mean" when one is near). */
static int quiet_warnings; /* -w anywhere on the line silences these too */
static void unknown_warning_option(const char *flag, const char *prefix, const char *cat) {
  if (quiet_warnings) return;
  const char *names[MAX_CATEGORIES];
  size_t n = 0;
  ww_severity sev;
  const char *c;
  for (int i = 0; n < MAX_CATEGORIES && (c = wt_check_rule(i, &sev)) != NULL; i++) names[n++] = c;
  const char *near = cli_nearest(cat, strlen(cat), names, n);
  if (near)
    fprintf(stderr, "waitwise: warning: unknown warning option '%s'; did you mean '%s%s'? "
            "[-Wunknown-warning-option]\n", flag, prefix, near);
  else
    fprintf(stderr, "waitwise: warning: unknown warning option '%s' [-Wunknown-warning-option]\n", flag);
}

/* "unknown -mcpu", with the nearest processor name when one is near. */
static void unknown_cpu(const char *val) {
  static char names[MAX_CPU_LIST];
  const char *list[MAX_CPU_NAMES];
  size_t n = 0;
  snprintf(names, sizeof names, "%s", tg_target_names());
  for (char *p = names; p && *p && n < MAX_CPU_NAMES; ) {
    list[n++] = p;
    p = strstr(p, ", ");
    if (p) *p = 0, p += 2;
  }
  const char *near = cli_nearest(val, strlen(val), list, n);
  fprintf(stderr, "waitwise: error: unknown -mcpu '%s' (supported: %s)\n", val, tg_target_names());
  if (near) fprintf(stderr, "waitwise: note: did you mean '-mcpu=%s'?\n", near);
}

static const command *find_command(const char *name) {
  for (size_t i = 0; i < NCOMMANDS; i++)
    if (strcmp(commands[i].name, name) == 0) return &commands[i];
  return NULL;
}

static void usage(FILE *out) {
  fputs("usage: waitwise <command> [options] FILE\n\ncommands:\n", out);
  for (size_t i = 0; i < NCOMMANDS; i++) fprintf(out, "  %-9s %s\n", commands[i].name, commands[i].what);
  fputs("\n"
        "waitwise <command> --help lists the command's options.\n"
        "  -h, --help              this text\n"
        "  --version               version\n"
        "\n"
        "exit status: 0 success, 1 findings, 2 usage or input error\n"
        "             (verify: 3 when a bound ends the search)\n",
        out);
}

/* The warning categories, wrapped under the option's text. */
static void warning_categories_help(FILE *out) {
  ww_severity sev;
  const char *cat;
  size_t col = HELP_TEXT_COLUMN + strlen("silence a warning category:");
  for (int i = 0, k = 0; (cat = wt_check_rule(i, &sev)) != NULL; i++) {
    if (sev != WW_WARNING) continue;
    if (col + strlen(cat) + 2 > HELP_WIDTH) fprintf(out, "%s\n%*s", k ? "," : "", HELP_TEXT_COLUMN, ""), col = HELP_TEXT_COLUMN;
    else fputs(k ? ", " : " ", out), col += k ? 2 : 1;
    fputs(cat, out);
    col += strlen(cat);
    k++;
  }
  fputc('\n', out);
}

static void command_usage(const command *c, FILE *out) {
  fprintf(out, "usage: waitwise %s [options] %s\n\n%s\n\noptions:\n", c->name, c->args, c->what);
  int format_seen = 0;
  for (size_t i = 0; i < sizeof option_help / sizeof option_help[0]; i++) {
    unsigned opt = option_help[i].opt;
    if (!(c->opts & opt)) continue;
    if (opt == OPT_FORMAT) {
      /* check adds SARIF; print's JSON is kernel IR's alone */
      if (format_seen++) continue;
      if (!strcmp(c->name, "check"))
        fputs("  --format=text|json|sarif output format; JSON diagnostics too (docs/json.md);\n"
              "                          SARIF 2.1.0 for code scanning (docs/sarif.md)\n", out);
      else if (!strcmp(c->name, "explain"))
        fputs("  --format=text|json|html output format; JSON diagnostics too (docs/json.md);\n"
              "                          html: one page of counters and findings to open\n", out);
      else
        fprintf(out, "  %-23s %s\n", option_help[i].spelling,
                option_help[i + !strcmp(c->name, "print")].help);
    } else if (opt == OPT_WNO) {
      fprintf(out, "  %-23s %s", option_help[i].spelling, option_help[i].help);
      warning_categories_help(out);
    } else if (opt == OPT_OUT) {
      fprintf(out, "  %-23s %s%s\n", option_help[i].spelling, option_help[i].help, c->output);
    } else {
      fprintf(out, "  %-23s %s\n", option_help[i].spelling, option_help[i].help);
    }
  }
  fprintf(out, "  -h, --help              this text\n\nexit status: %s\n", c->exits);
}

/* Records that option opt was given; an error when cmd does not take it. */
static int allow(const command *cmd, unsigned opt, const char *a) {
  if (cmd->opts & opt) return 1;
  cli_arg_error(cmd->name, "'%s' does not take option '%s'", cmd->name, a);
  return 0;
}

/* Removes name from v[0..*n). */
static void unlist(const char **v, int *n, const char *name) {
  int k = 0;
  for (int i = 0; i < *n; i++)
    if (strcmp(v[i], name) != 0) v[k++] = v[i];
  *n = k;
}

/* A warning category named by an option: 0; 1 for an unknown one (warned
 * about, the option ignored, as clang does); -1 after an error. */
static int warning_category(const char *opt, const char *cat) {
  if (!wt_check_category_known(cat)) {
    unknown_warning_option(opt, opt[2] == 'e' ? "-Werror=" : "-Wno-error=", cat);
    return 1;
  }
  if (!wt_check_category_is_warning(cat)) {
    fprintf(stderr, "waitwise: error: '%s' is an error category; '%s' acts on warnings only\n", cat,
            opt);
    return -1;
  }
  return 0;
}

/* Clang's -Werror=CAT, -Wno-error=CAT (the last of the two wins), -w and
 * -ferror-limit=N. 0, or -1 after an error. */
static int warning_flag(const char *a, cli_cli *cli) {
  if (strcmp(a, "-w") == 0) {
    cli->no_warnings = 1;
    return 0;
  }
  if (strncmp(a, "-ferror-limit=", 14) == 0) {
    uint64_t v;
    if (cli_number(a + 14, CLI_NUM_DECIMAL, 0, CLI_MAX_ERROR_LIMIT, &v)) {
      fprintf(stderr, "waitwise: error: '%s': expected -ferror-limit=N, N from 0 (no limit) to %d\n", a,
              CLI_MAX_ERROR_LIMIT);
      return -1;
    }
    cli->error_limit = (int)v;
    return 0;
  }
  int to_error = a[2] == 'e';
  const char *cat = a + (to_error ? 8 : 11);
  int known = warning_category(a, cat);
  if (known) return known < 0 ? -1 : 0;
  unlist(cli->error_cats, &cli->nerror_cats, cat);
  unlist(cli->warn_cats, &cli->nwarn_cats, cat);
  if (to_error && cli->nerror_cats < 16) cli->error_cats[cli->nerror_cats++] = cat;
  if (!to_error && cli->nwarn_cats < 16) cli->warn_cats[cli->nwarn_cats++] = cat;
  return 0;
}

/* -Werror, -Werror=CAT, -Wno-error=CAT, -w, -ferror-limit=N, -Wno-CAT: 1
 * taken, 0 not one of them, -1 after an error. */
static int warning_option(const command *cmd, const char *a, cli_cli *cli) {
  if (strcmp(a, "-Werror") == 0) {
    if (!allow(cmd, OPT_WERROR, a)) return -1;
    cli->werror = 1;
    return 1;
  }
  if (!strncmp(a, "-Werror=", 8) || !strncmp(a, "-Wno-error=", 11) || !strcmp(a, "-w") ||
      !strncmp(a, "-ferror-limit=", 14)) {
    if (!allow(cmd, OPT_WERROR, a) || warning_flag(a, cli)) return -1;
    return 1;
  }
  if (strncmp(a, "-Wno-", 5) != 0) return 0;
  if (!allow(cmd, OPT_WNO, a)) return -1;
  if (!wt_check_category_known(a + 5)) {
    unknown_warning_option(a, "-Wno-", a + 5);
    return 1;
  }
  if (!wt_check_category_is_warning(a + 5)) {
    fprintf(stderr, "waitwise: error: '%s' is an error category; only warnings can be silenced\n", a + 5);
    return -1;
  }
  if (cli->ndisabled < 16) cli->disabled[cli->ndisabled++] = a + 5;
  return 1;
}

/* An argument that is no option: wait's COUNTER=N, or an input. 0, or -1
 * after an error. */
static int positional(const command *cmd, const char *a, cli_cli *cli) {
  if (strcmp(cmd->name, "wait") == 0) {
    if (!strchr(a, '=')) {
      fprintf(stderr, "waitwise: error: '%s': expected COUNTER=N\n", a);
      return -1;
    }
    cli->nwaits++; /* COUNTER=N of `waitwise wait`, read by cli_cmd_wait */
  } else if (cmd->inputs == 0) {
    fprintf(stderr, "waitwise: error: '%s' takes no input file ('%s')\n", cmd->name, a);
    return -1;
  } else if (cli->ninputs >= 1 && cmd->inputs == 1) {
    fprintf(stderr, "waitwise: error: '%s' takes one input file ('%s', '%s'; check takes many)\n",
            cmd->name, cli->inputs[0], a);
    return -1;
  } else if (cli->ninputs >= MAX_INPUTS_ARGS) {
    fprintf(stderr, "waitwise: error: more than %d inputs; give a directory\n", MAX_INPUTS_ARGS);
    return -1;
  } else {
    cli->inputs[cli->ninputs++] = a;
  }
  return 0;
}

static int parse_args(int argc, char **argv, const command *cmd, cli_cli *cli) {
  memset(cli, 0, sizeof *cli);
  cli->out_path = "-";
  cli->jobs = 1;
  cli->color = -1;
  static const char *inputs[MAX_INPUTS_ARGS];
  cli->inputs = inputs;
  for (int i = 2; i < argc; i++) quiet_warnings |= strcmp(argv[i], "-w") == 0;
  static char joined[2][MAX_JOINED_OPTION];
  int njoined = 0;
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    const char *val = NULL;
    /* --format json and --mode add, as --format=json and --mode=add */
    if ((!strcmp(a, "--format") || !strcmp(a, "--mode")) && i + 1 < argc && njoined < 2) {
      snprintf(joined[njoined], sizeof joined[njoined], "%s=%s", a, argv[++i]);
      a = joined[njoined++];
    }
    if ((!strcmp(a, "-o") || !strcmp(a, "-mcpu") || !strcmp(a, "--mcpu") || !strcmp(a, "-j") ||
         !strcmp(a, "--format") || !strcmp(a, "--mode")) &&
        i + 1 >= argc) {
      fprintf(stderr, "waitwise: error: option '%s' needs a value\n", a);
      return -1;
    }
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      cli->help = 1;
      continue;
    }
    if (strncmp(a, "-mcpu=", 6) == 0) val = a + 6;
    else if (strncmp(a, "--mcpu=", 7) == 0) val = a + 7;
    else if ((strcmp(a, "-mcpu") == 0 || strcmp(a, "--mcpu") == 0) && i + 1 < argc) val = argv[++i];
    if (val) {
      if (!allow(cmd, OPT_MCPU, a)) return -1;
      cli->mcpu = val;
      cli->target = tg_target_lookup(val, strlen(val));
      if (!cli->target) {
        unknown_cpu(val);
        return -1;
      }
      continue;
    }
    int taken = warning_option(cmd, a, cli);
    if (taken < 0) return -1;
    if (taken) continue;
    if (strncmp(a, "--mode=", 7) == 0) {
      if (!allow(cmd, OPT_MODE, a)) return -1;
      if (strcmp(a + 7, "add") == 0) cli->recompute = 0;
      else if (strcmp(a + 7, "recompute") == 0) cli->recompute = 1;
      else {
        fprintf(stderr, "waitwise: error: unknown mode '%s' (add or recompute)\n", a + 7);
        return -1;
      }
    } else if (strcmp(a, "--no-barrier-release") == 0) {
      if (!allow(cmd, OPT_NO_BARRIER, a)) return -1;
      cli->no_barrier_release = 1;
    } else if (strcmp(a, "-v") == 0 || strcmp(a, "--verbose") == 0) {
      if (!allow(cmd, OPT_VERBOSE, a)) return -1;
      cli->verbose = 1;
    } else if (strcmp(a, "--time-report") == 0) {
      if (!allow(cmd, OPT_TIME, a)) return -1;
      cli->time_report = 1;
    } else if (strncmp(a, "--format=", 9) == 0) {
      if (!allow(cmd, OPT_FORMAT, a)) return -1;
      int sarif_ok = strcmp(cmd->name, "check") == 0, html_ok = strcmp(cmd->name, "explain") == 0;
      cli->json = cli->sarif = cli->html = 0;
      if (strcmp(a + 9, "json") == 0) cli->json = 1;
      else if (strcmp(a + 9, "sarif") == 0 && sarif_ok) cli->sarif = 1;
      else if (strcmp(a + 9, "html") == 0 && html_ok) cli->html = 1;
      else if (strcmp(a + 9, "text") != 0) {
        fprintf(stderr, "waitwise: error: unknown format '%s' (text, json%s)\n", a + 9,
                sarif_ok ? " or sarif" : html_ok ? " or html; sarif: check only" : "; sarif: check only; html: explain only");
        return -1;
      }
    } else if (strcmp(a, "-o") == 0 || (strncmp(a, "-o", 2) == 0 && a[2])) {
      if (!allow(cmd, OPT_OUT, "-o")) return -1;
      cli->out_path = a[2] ? a + 2 : argv[++i];
    } else if (strncmp(a, "-fdiagnostics-color", 19) == 0 || strcmp(a, "-fno-diagnostics-color") == 0) {
      if (!allow(cmd, OPT_COLOR, a)) return -1;
      const char *w = a[2] == 'n' ? "never" : a[19] == 0 ? "always" : a[19] == '=' ? a + 20 : "";
      if (strcmp(w, "always") == 0) cli->color = 1;
      else if (strcmp(w, "never") == 0) cli->color = 0;
      else if (strcmp(w, "auto") == 0) cli->color = -1;
      else {
        fprintf(stderr, "waitwise: error: '%s': expected -fdiagnostics-color=always|never|auto\n", a);
        return -1;
      }
    } else if (strcmp(a, "-j") == 0 || (strncmp(a, "-j", 2) == 0 && a[2])) {
      if (!allow(cmd, OPT_JOBS, "-j")) return -1;
      const char *n = a[2] ? a + 2 : argv[++i];
      uint64_t v;
      if (cli_number(n, CLI_NUM_DECIMAL, 1, WW_MAX_THREADS, &v)) {
        fprintf(stderr, "waitwise: error: -j takes a number of jobs from 1 to %d, not '%s'\n",
                WW_MAX_THREADS, n);
        return -1;
      }
      cli->jobs = (int)v;
    } else if (a[0] == '-' && a[1]) {
      unknown_option(cmd, a);
      return -1;
    } else if (positional(cmd, a, cli)) {
      return -1;
    }
  }
  cli->input = cli->ninputs ? cli->inputs[0] : NULL;
  if (!cli->help && strcmp(cmd->name, "wait") == 0 && !cli->nwaits) {
    cli_arg_error("wait", "'wait' needs COUNTER=N");
    return -1;
  }
  return 0;
}

/* The commands that take the shared options, each as its module runs it. */
static int run_check(const cli_cli *cli, int argc, char **argv) { return cli_cmd_check(cli); }
static int run_explain(const cli_cli *cli, int argc, char **argv) { return cli_cmd_explain(cli); }
static int run_insert(const cli_cli *cli, int argc, char **argv) { return cli_cmd_insert(cli); }
static int run_cost(const cli_cli *cli, int argc, char **argv) { return cli_cmd_cost(cli); }
static int run_targets(const cli_cli *cli, int argc, char **argv) { return cli_cmd_targets(cli); }

/* print: kernel IR (FILE.wk) or assembly, by the file's name. */
static int run_print(const cli_cli *cli, int argc, char **argv) {
  if (cli->json && !cli_is_kir(cli->input)) {
    fprintf(stderr, "waitwise: error: 'print' takes --format=json only for kernel IR (FILE.wk)\n");
    return 2;
  }
  return cli_is_kir(cli->input) ? cli_cmd_kir_print(cli) : cli_cmd_print(cli);
}

/* help and version; else the command's row: unknown (with the nearest
 * name), its own options, or parse_args then its --help or its run. */
int main(int argc, char **argv) {
  if (argc < 2 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0 ||
      strcmp(argv[1], "help") == 0) {
    usage(argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  if (strcmp(argv[1], "--version") == 0) {
#ifdef WW_DEBUG
    printf("waitwise %s (instruction table from LLVM %s; debug build)\n", waitwise_version(), tg_inst_table_llvm());
#else
    printf("waitwise %s (instruction table from LLVM %s)\n", waitwise_version(), tg_inst_table_llvm());
#endif
    return 0;
  }
  const command *cmd = find_command(argv[1]);
  if (!cmd) {
    const char *names[NCOMMANDS];
    for (size_t i = 0; i < NCOMMANDS; i++) names[i] = commands[i].name;
    const char *near = cli_nearest(argv[1], strlen(argv[1]), names, NCOMMANDS);
    if (near)
      fprintf(stderr, "waitwise: error: unknown command '%s'; did you mean '%s'?\n", argv[1], near);
    else
      fprintf(stderr, "waitwise: error: unknown command '%s' (see waitwise --help)\n", argv[1]);
    return 2;
  }
  if (cmd->own) return cmd->own(argc, argv);
  cli_cli cli;
  if (parse_args(argc, argv, cmd, &cli)) return 2;
  if (cli.help) {
    command_usage(cmd, stdout);
    return 0;
  }
  return cmd->run(&cli, argc, argv);
}
