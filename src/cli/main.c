/*
 * main.c - the `waitwise` command line: a thin layer over the library.
 *
 *   waitwise check   -mcpu=CPU FILE.s [--format=json] [-Werror] [-Wno-CATEGORY]
 *   waitwise explain -mcpu=CPU FILE.s [--format=text|json] [-o OUT]
 *   waitwise print   -mcpu=CPU FILE.s      (read and print back: round trip)
 *   waitwise print   FILE.wk               (kernel IR: parse, verify, canonical form)
 *   waitwise targets [-mcpu=CPU]           (the target model)
 *
 * Exit codes: 0 success; 1 findings (check); 2 usage or input errors.
 */
#include "cli.h"
#include "../target/inst_table.h"

#include <stdlib.h>
#include <string.h>

static void usage(FILE *out) {
  fputs("usage: waitwise <command> [options] FILE\n"
        "\n"
        "commands:\n"
        "  check     report every use of data that may not have arrived\n"
        "  explain   annotate each instruction with the wait-counter state\n"
        "  insert    add the waits the program needs (-o OUT.s)\n"
        "  print     read the file and print it back (FILE.wk: kernel IR, canonical)\n"
        "  cost      wait instructions and modelled stall (docs/quality.md)\n"
        "  targets   describe the target model (counters, events, waits)\n"
        "  wait      print a wait (COUNTER=N ...) in the target's syntax\n"
        "  run       execute a kernel IR program (FILE.wk), report races (run --help)\n"
        "  verify    every interleaving of a kernel's waves: races, barrier misuse,\n"
        "            deadlocks (verify --help)\n"
        "  pipeline  software-pipeline a kernel IR program's loops (pipeline --help)\n"
        "\n"
        "options:\n"
        "  -mcpu=CPU, --mcpu=CPU   target, as LLVM names it (gfx900 ... gfx1250);\n"
        "                          default: the file's .amdgcn_target directive\n"
        "  --format=text|json      output format (check: JSON lines, schema waitwise-check/1)\n"
        "  -Werror                 treat warnings as errors (check)\n"
        "  -Wno-CATEGORY           silence a warning category (check): barrier-lds-write\n"
        "  -o FILE                 write the output to FILE\n"
        "  --mode=add|recompute    insert: keep existing waits (add) or place all anew\n"
        "  --no-barrier-release    insert: no waits for writes before workgroup barriers\n"
        "  -v                      insert: print what was placed\n"
        "  --time-report           wall time of each phase, to standard error\n"
        "  -h, --help              this text\n"
        "  --version               version\n"
        "\n"
        "exit status: 0 success, 1 findings, 2 usage or input error\n",
        out);
}

static int parse_args(int argc, char **argv, ww_cli *cli) {
  memset(cli, 0, sizeof *cli);
  cli->out_path = "-";
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    const char *val = NULL;
    if ((!strcmp(a, "-o") || !strcmp(a, "-mcpu") || !strcmp(a, "--mcpu")) && i + 1 >= argc) {
      fprintf(stderr, "waitwise: error: option '%s' needs a value\n", a);
      return -1;
    }
    if (strncmp(a, "-mcpu=", 6) == 0) val = a + 6;
    else if (strncmp(a, "--mcpu=", 7) == 0) val = a + 7;
    else if ((strcmp(a, "-mcpu") == 0 || strcmp(a, "--mcpu") == 0) && i + 1 < argc) val = argv[++i];
    if (val) {
      cli->mcpu = val;
      cli->target = ww_target_lookup(val, strlen(val));
      if (!cli->target) {
        fprintf(stderr, "waitwise: error: unknown -mcpu '%s' (supported: %s)\n", val,
                ww_target_names());
        return -1;
      }
      continue;
    }
    if (strcmp(a, "-Werror") == 0) {
      cli->werror = 1;
      continue;
    }
    if (strncmp(a, "-Wno-", 5) == 0) {
      if (!ww_check_category_known(a + 5)) {
        fprintf(stderr, "waitwise: error: unknown warning category '%s' (known: %s)\n", a + 5,
                ww_check_categories());
        return -1;
      }
      if (!ww_check_category_is_warning(a + 5)) {
        fprintf(stderr, "waitwise: error: '%s' is an error category; only warnings can be silenced\n",
                a + 5);
        return -1;
      }
      if (cli->ndisabled < 16) cli->disabled[cli->ndisabled++] = a + 5;
      continue;
    }
    if (strcmp(a, "--mode=add") == 0) cli->recompute = 0;
    else if (strcmp(a, "--mode=recompute") == 0) cli->recompute = 1;
    else if (strncmp(a, "--mode=", 7) == 0) {
      fprintf(stderr, "waitwise: error: unknown mode '%s' (add or recompute)\n", a + 7);
      return -1;
    } else if (strcmp(a, "--no-barrier-release") == 0) cli->no_barrier_release = 1;
    else if (strcmp(a, "-v") == 0 || strcmp(a, "--verbose") == 0) cli->verbose = 1;
    else if (strcmp(a, "--time-report") == 0) cli->time_report = 1;
    else if (strcmp(a, "--format=json") == 0) cli->json = 1;
    else if (strcmp(a, "--format=text") == 0) cli->json = 0;
    else if (strcmp(a, "-o") == 0 && i + 1 < argc) cli->out_path = argv[++i];
    else if (strncmp(a, "-o", 2) == 0 && a[2]) cli->out_path = a + 2;
    else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) cli->help = 1;
    else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "waitwise: error: unknown option '%s' (see waitwise --help)\n", a);
      return -1;
    } else if (strchr(a, '=') && strcmp(argv[1], "wait") == 0) {
      continue; /* COUNTER=N of `waitwise wait` */
    } else if (!cli->input) cli->input = a;
    else {
      fprintf(stderr, "waitwise: error: more than one input file ('%s', '%s')\n", cli->input, a);
      return -1;
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 2 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0 ||
      strcmp(argv[1], "help") == 0) {
    usage(argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  if (strcmp(argv[1], "--version") == 0) {
#ifdef WW_DEBUG
    printf("waitwise %s (instruction table from LLVM %s; debug build)\n", waitwise_version(), ww_inst_table_llvm());
#else
    printf("waitwise %s (instruction table from LLVM %s)\n", waitwise_version(), ww_inst_table_llvm());
#endif
    return 0;
  }
  if (strcmp(argv[1], "run") == 0) return ww_cmd_run(argc, argv); /* own options */
  if (strcmp(argv[1], "pipeline") == 0) return ww_cmd_pipeline(argc, argv);
  if (strcmp(argv[1], "verify") == 0) return ww_cmd_verify(argc, argv);
  ww_cli cli;
  if (parse_args(argc, argv, &cli)) return 2;
  if (cli.help) {
    usage(stdout);
    return 0;
  }
  const char *cmd = argv[1];
  if (strcmp(cmd, "explain") == 0) return ww_cmd_explain(&cli);
  if (strcmp(cmd, "check") == 0) return ww_cmd_check(&cli);
  if (strcmp(cmd, "insert") == 0) return ww_cmd_insert(&cli);
  if (strcmp(cmd, "cost") == 0) return ww_cmd_cost(&cli);
  if (strcmp(cmd, "print") == 0) return ww_cli_is_kir(cli.input) ? ww_cmd_kir_print(&cli) : ww_cmd_print(&cli);
  if (strcmp(cmd, "targets") == 0) return ww_cmd_targets(&cli);
  if (strcmp(cmd, "wait") == 0) return ww_cmd_wait(&cli, argc, argv);
  fprintf(stderr, "waitwise: error: unknown command '%s' (see waitwise --help)\n", cmd);
  return 2;
}
