/*
 * pipeline_command.c - `waitwise pipeline`: software-pipeline the annotated
 * loops of a kernel IR program (src/pipeline/pipeline.h) and print the
 * result, or its lowering.
 *
 *   waitwise pipeline FILE.wk [--lower=asyncmark|cuda] [--dma[=strict] -mcpu=CPU]
 *                    [-o OUT] [--stats] [--format=text|json] [--explain=html]
 *
 * --explain=html writes, instead of the program, a page drawing each
 * pipelined loop's schedule (src/cli/pipeline.html) with the program in it.
 *
 * Exit status: 0 success, 2 usage or input errors (and programs the
 * pipeliner cannot transform, with a located reason).
 */
#include "cli.h"
#include "../kir/kir.h"
#include "../lower/lower.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void pipeline_usage(FILE *out) {
  fputs("usage: waitwise pipeline FILE.wk [options]\n"
        "\n"
        "Pipelines every loop annotated with @software_pipeline_stage/_order/\n"
        "_async_stages (inner loops first): prologue, body and epilogue, versioned\n"
        "buffers, commit groups, and exact wait counts. Prints the program.\n"
        "\n"
        "options:\n"
        "  --lower=asyncmark   one queue: commit -> asyncmark, wait(0, N) ->\n"
        "                      wait_asyncmark(N) (prologue and epilogue unrolled)\n"
        "  --lower=cuda        CUDA C with cp.async (one queue, constant counts;\n"
        "                      src/pipeline/lower_cuda.c describes the mapping)\n"
        "  --dma -mcpu=CPU     then lower every async copy from a global region into a\n"
        "                      shared one to the LDS DMA loads of the gather plan for\n"
        "                      CPU (gfx942, gfx950, gfx90a; gfx1250: per-lane LDS\n"
        "                      addresses): `dma` statements on the\n"
        "                      copy's group; a copy that cannot be lowered stays, with\n"
        "                      a warning saying why (--dma=strict: an error)\n"
        "  -o FILE             write the output to FILE\n"
        "  --stats             loops, waits, groups and in-flight counts on stderr\n"
        "  --explain=html      instead of the program, a page drawing each pipelined\n"
        "                      loop's schedule: iterations against stages, commit\n"
        "                      groups in flight, where each wait lands (the program too)\n"
        "  --format=text|json  diagnostics format\n",
        out);
}

int cli_cmd_pipeline(int argc, char **argv) {
  cli_cli cli;
  memset(&cli, 0, sizeof cli);
  cli.out_path = "-";
  pl_pipeline_opts o = {PL_LOWER_NONE, NULL};
  int stats = 0, dma = 0, explain = 0;
  const tg_target *target = NULL;
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      pipeline_usage(stdout);
      return 0;
    } else if (!strcmp(a, "--lower=asyncmark")) {
      o.lower = PL_LOWER_ASYNCMARK;
    } else if (!strcmp(a, "--lower=cuda")) {
      o.lower = PL_LOWER_CUDA;
    } else if (!strncmp(a, "--lower=", 8)) {
      fprintf(stderr, "waitwise: error: unknown lowering '%s' (asyncmark, cuda)\n", a + 8);
      return 2;
    } else if (!strcmp(a, "--dma") || !strcmp(a, "--dma=strict")) {
      dma = a[5] ? 2 : 1;
    } else if (!strncmp(a, "-mcpu=", 6) || !strncmp(a, "--mcpu=", 7)) {
      const char *v = strchr(a, '=') + 1;
      target = tg_target_lookup(v, strlen(v));
      if (!target) {
        fprintf(stderr, "waitwise: error: unknown -mcpu '%s' (supported: %s)\n", v, tg_target_names());
        return 2;
      }
    } else if (!strcmp(a, "--stats")) {
      stats = 1;
    } else if (!strcmp(a, "--explain=html")) {
      explain = 1;
    } else if (!strcmp(a, "--explain")) {
      fprintf(stderr, "waitwise: error: option '--explain' needs a value (--explain=html)\n");
      return 2;
    } else if (!strncmp(a, "--explain=", 10)) {
      fprintf(stderr, "waitwise: error: unknown explanation '%s' (--explain=html)\n", a + 10);
      return 2;
    } else if (!strcmp(a, "--format=json")) {
      cli.json = 1;
    } else if (!strcmp(a, "--format=text")) {
      cli.json = 0;
    } else if (!strcmp(a, "-o")) {
      if (i + 1 >= argc) {
        fprintf(stderr, "waitwise: error: option '-o' needs a value\n");
        return 2;
      }
      cli.out_path = argv[++i];
    } else if (a[0] == '-' && a[1]) {
      cli_arg_error("pipeline", "unknown option '%s'", a);
      return 2;
    } else if (!cli.input) {
      cli.input = a;
    } else {
      fprintf(stderr, "waitwise: error: more than one input file ('%s', '%s')\n", cli.input, a);
      return 2;
    }
  }
  if (dma && !target) {
    fprintf(stderr, "waitwise: error: --dma needs -mcpu= (gfx942, gfx950, gfx90a or gfx1250)\n");
    return 2;
  }
  if (dma && o.lower == PL_LOWER_CUDA) {
    fprintf(stderr, "waitwise: error: --dma makes LDS DMA loads, which --lower=cuda cannot express\n");
    return 2;
  }
  ww_source src;
  kir_program prog;
  int rc = cli_kir_load(&cli, &src, &prog);
  if (rc) return rc;
  ww_diags d = {0};
  pl_pipeline_stats st;
  ww_buf loops = {0};
  if (explain) o.explain = &loops;
  int prc = pl_pipeline(&prog, &o, &st, &d);
  lower_dma_stats ds = {0};
  if (!prc && dma) prc = lower_dma(&prog, target, dma == 2, &ds, &d);
  if (prc) {
    rc = prc == PL_PIPELINE_INTERNAL ? 70 : 2;
  } else {
    ww_buf out = {0};
    if (o.lower != PL_LOWER_CUDA) kir_print(&prog, &out);
    if (o.lower == PL_LOWER_CUDA && lower_cuda(&prog, &out, &d)) {
      rc = 2;
    } else if (explain) {
      ww_buf page = {0};
      cli_pipeline_html_page(cli.input, out.data ? out.data : "", loops.data ? loops.data : "", &page);
      rc = cli_write(&cli, page.data, page.len);
      ww_buf_free(&page);
    } else {
      rc = cli_write(&cli, out.data ? out.data : "", out.len);
    }
    ww_buf_free(&out);
    if (stats)
      fprintf(stderr, "waitwise: %d loops pipelined, %d commit scopes, %d waits, %ld groups left in "
                      "flight by the waits (wait(0) everywhere: 0)\n",
              st.loops, st.groups, st.waits, st.in_flight);
    if (stats && dma)
      fprintf(stderr, "waitwise: %d of %d global-to-shared async copies lowered to %d DMA loads\n", ds.lowered,
              ds.copies, ds.loads);
  }
  if (cli.json) ww_diag_print_json(&d, stderr);
  else ww_diag_print(&d, stderr, isatty(2));
  ww_diags_free(&d);
  ww_buf_free(&loops);
  kir_program_free(&prog);
  ww_source_free(&src);
  return rc;
}
