/*
 * gather_command.c - `waitwise gather`: plan (and emit) a global -> LDS tile
 * copy with LDS DMA (src/gather/gather.h).
 *
 * Exit status: 0 success, 1 --exhaustive found a cheaper plan than the
 * planner's, 2 usage errors and shapes the DMA cannot move exactly.
 */
#include "cli.h"
#include "waitwise/kir.h"
#include "../gather/gather.h" /* GATHER_MAX_TILE_DIM */

#include <stdlib.h>
#include <string.h>

static void gather_usage(FILE *out) {
  fputs("usage: waitwise gather -mcpu=gfx942|gfx950|gfx90a|gfx1250 --tile=ROWSxCOLS --type=T [options]\n"
        "\n"
        "Plans the copy of a tile from global memory into LDS with LDS DMA\n"
        "(global_load_lds_*; gfx1250: global_load_async_to_lds_*): the least\n"
        "issue cost (loads + M0 writes + exec writes) that writes the requested\n"
        "LDS layout exactly.\n"
        "\n"
        "options:\n"
        "  --tile=RxC            rows x columns, elements\n"
        "  --type=T              i8 u8 f16 bf16 i16 f32 i32 f64 i64\n"
        "  --global-row=N        global row stride, elements (default: columns)\n"
        "  --global-align=N      alignment of the tile's global address, bytes (default 16)\n"
        "  --lds-row=N           LDS row stride, elements (default: columns; more = padding)\n"
        "  --lds-base=N          LDS byte offset of the first buffer (default 0)\n"
        "  --buffers=N           pipeline buffers of the tile in LDS (default 1)\n"
        "  --threads=N           workgroup size (default 256)\n"
        "  --wave-size=N         64 (gfx942/gfx950), 32 (gfx1250); another plans a\n"
        "                        model (small shapes for --exhaustive), not for --emit\n"
        "  --width=N             use only N-byte DMA lanes (4, 12, 16 where the target has\n"
        "                        them; gfx1250: 1, 4, 8, 16)\n"
        "  --explain             the choice against the alternatives\n"
        "  --format=text|json    the plan as text or JSON (waitwise-gather/1)\n"
        "  --emit=asm|hip        a function doing the copy and its wait (see the user guide)\n"
        "  --prefetch=N          --emit=asm: N other loads after the tile's DMA (default 0)\n"
        "  --wait=exact|mark     --emit=asm: s_waitcnt vmcnt(N) (gfx1250: s_wait_asynccnt N),\n"
        "                        or s_asyncmark for insert\n"
        "  --exhaustive          also enumerate every plan (small shapes): exit 1 when one\n"
        "                        is cheaper than the planner's\n"
        "  -o FILE               write the output to FILE\n",
        out);
}

#define MAX_GATHER_OPTION (1L << 24) /* the largest number a gather option takes */

/* An option's number from lo to MAX_GATHER_OPTION into *out: 0, or -1 with an error. */
static int num(const char *opt, const char *v, int lo, int *out) {
  uint64_t n;
  if (cli_number(v, CLI_NUM_DECIMAL, (uint64_t)lo, (uint64_t)MAX_GATHER_OPTION, &n)) {
    fprintf(stderr, "waitwise: error: %s takes a number from %d to %ld, not '%s'\n", opt, lo,
            MAX_GATHER_OPTION, v);
    return -1;
  }
  *out = (int)n;
  return 0;
}

/* Reads the options into o; 0, 1 (--help shown) or -1 (error reported). */
static int parse_gather_args(int argc, char **argv, waitwise_gather_options *o, cli_cli *cli) {
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    const char *eq = strchr(a, '=');
    const char *v = eq ? eq + 1 : "";
    int rc = 0;
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      gather_usage(stdout);
      return 1;
    } else if (!strncmp(a, "-mcpu=", 6) || !strncmp(a, "--mcpu=", 7)) {
      cli->target = tg_target_lookup(v, strlen(v));
      if (!cli->target) {
        fprintf(stderr, "waitwise: error: unknown -mcpu '%s' (supported: %s)\n", v, tg_target_names());
        return -1;
      }
      o->mcpu = v;
    } else if (!strncmp(a, "--tile=", 7)) {
      char *x;
      long r = strtol(v, &x, 10), c = 0;
      int shaped = x != v && *x == 'x' && x[1] && x[1] != ' ';
      if (shaped) c = strtol(x + 1, &x, 10);
      if (!shaped || *x) {
        fprintf(stderr, "waitwise: error: --tile takes ROWSxCOLS (e.g. 64x32), not '%s'\n", v);
        return -1;
      }
      if (r < 1 || c < 1 || r > GATHER_MAX_TILE_DIM || c > GATHER_MAX_TILE_DIM) {
        fprintf(stderr, "waitwise: error: --tile=%s is out of range: rows and columns go from 1 to %d\n", v,
                GATHER_MAX_TILE_DIM);
        return -1;
      }
      o->rows = (int)r, o->cols = (int)c;
    } else if (!strncmp(a, "--type=", 7)) {
      if (waitwise_gather_type_size(v)) o->type = v;
      if (!o->type) {
        fprintf(stderr, "waitwise: error: unknown element type '%s' (i8 u8 f16 bf16 i16 f32 i32 f64 i64)\n", v);
        return -1;
      }
    } else if (!strncmp(a, "--global-row=", 13)) rc = num("--global-row", v, 1, &o->global_row);
    else if (!strncmp(a, "--global-align=", 15)) rc = num("--global-align", v, 1, &o->global_align);
    else if (!strncmp(a, "--lds-row=", 10)) rc = num("--lds-row", v, 1, &o->lds_row);
    else if (!strncmp(a, "--lds-base=", 11)) rc = num("--lds-base", v, 0, &o->lds_base);
    else if (!strncmp(a, "--buffers=", 10)) rc = num("--buffers", v, 1, &o->buffers);
    else if (!strncmp(a, "--threads=", 10)) rc = num("--threads", v, 1, &o->threads);
    else if (!strncmp(a, "--wave-size=", 12)) rc = num("--wave-size", v, 1, &o->wave_size);
    else if (!strncmp(a, "--width=", 8)) rc = num("--width", v, 1, &o->width);
    else if (!strncmp(a, "--prefetch=", 11)) rc = num("--prefetch", v, 0, &o->prefetch);
    else if (!strcmp(a, "--explain")) o->explain = 1;
    else if (!strcmp(a, "--exhaustive")) o->exhaustive = 1;
    else if (!strcmp(a, "--format=json")) o->json = 1;
    else if (!strcmp(a, "--format=text")) o->json = 0;
    else if (!strcmp(a, "--wait=mark")) o->mark = 1;
    else if (!strcmp(a, "--wait=exact")) o->mark = 0;
    else if (!strcmp(a, "--emit=asm")) o->emit = WAITWISE_GATHER_ASM;
    else if (!strcmp(a, "--emit=hip")) o->emit = WAITWISE_GATHER_HIP;
    else if (!strcmp(a, "-o") && i + 1 < argc) cli->out_path = argv[++i];
    else if (!strcmp(a, "-o")) {
      fprintf(stderr, "waitwise: error: option '-o' needs a value\n");
      return -1;
    }
    else return cli_arg_error("gather", "unknown option '%s'", a);
    if (rc) return -1;
  }
  if (!cli->target || !o->rows || !o->type)
    return cli_arg_error("gather", "gather needs -mcpu=, --tile= and --type=");
  return 0;
}

int cli_cmd_gather(int argc, char **argv) {
  cli_cli cli;
  memset(&cli, 0, sizeof cli);
  cli.out_path = "-";
  waitwise_gather_options o;
  waitwise_gather_defaults(&o);
  int p = parse_gather_args(argc, argv, &o, &cli);
  if (p) return p > 0 ? 0 : 2;
  cli_sink to = {&cli, NULL};
  waitwise_sink sink = {cli_sink_write, &to};
  return cli_exit_code(waitwise_gather(&o, &sink));
}
