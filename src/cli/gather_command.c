/*
 * gather_command.c - `waitwise gather`: plan (and emit) a global -> LDS tile
 * copy with LDS DMA (src/gather/gather.h).
 *
 * Exit status: 0 success, 1 --exhaustive found a cheaper plan than the
 * planner's, 2 usage errors and shapes the DMA cannot move exactly.
 */
#include "cli.h"
#include "../gather/gather.h"

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

static const struct { const char *name; int bytes; } types[] = {
    {"i8", 1}, {"u8", 1}, {"f16", 2}, {"bf16", 2}, {"i16", 2}, {"f32", 4}, {"i32", 4}, {"f64", 8}, {"i64", 8},
};

#define MAX_GATHER_OPTION (1L << 24) /* the largest number a gather option takes */

/* An option's number from lo to MAX_GATHER_OPTION into *out: 0, or -1 with an error. */
static int num(const char *opt, const char *v, int lo, int *out) {
  uint64_t n;
  if (ww_cli_number(v, WW_CLI_NUM_DECIMAL, (uint64_t)lo, (uint64_t)MAX_GATHER_OPTION, &n)) {
    fprintf(stderr, "waitwise: error: %s takes a number from %d to %ld, not '%s'\n", opt, lo,
            MAX_GATHER_OPTION, v);
    return -1;
  }
  *out = (int)n;
  return 0;
}

int ww_cmd_gather(int argc, char **argv) {
  ww_cli cli;
  memset(&cli, 0, sizeof cli);
  cli.out_path = "-";
  gather_shape s = {0, 0, 0, NULL, -1, 16, -1, 0, 1, 256, 0, 0, 0};
  int explain = 0, exhaustive = 0, prefetch = 0, mark = 0;
  const char *emit = NULL;
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    const char *eq = strchr(a, '=');
    const char *v = eq ? eq + 1 : "";
    int rc = 0;
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      gather_usage(stdout);
      return 0;
    } else if (!strncmp(a, "-mcpu=", 6) || !strncmp(a, "--mcpu=", 7)) {
      cli.target = ww_target_lookup(v, strlen(v));
      if (!cli.target) {
        fprintf(stderr, "waitwise: error: unknown -mcpu '%s' (supported: %s)\n", v, ww_target_names());
        return 2;
      }
    } else if (!strncmp(a, "--tile=", 7)) {
      char *x;
      long r = strtol(v, &x, 10), c = 0;
      int shaped = x != v && *x == 'x' && x[1] && x[1] != ' ';
      if (shaped) c = strtol(x + 1, &x, 10);
      if (!shaped || *x) {
        fprintf(stderr, "waitwise: error: --tile takes ROWSxCOLS (e.g. 64x32), not '%s'\n", v);
        return 2;
      }
      if (r < 1 || c < 1 || r > GATHER_MAX_TILE_DIM || c > GATHER_MAX_TILE_DIM) {
        fprintf(stderr, "waitwise: error: --tile=%s is out of range: rows and columns go from 1 to %d\n", v,
                GATHER_MAX_TILE_DIM);
        return 2;
      }
      s.rows = (int)r, s.cols = (int)c;
    } else if (!strncmp(a, "--type=", 7)) {
      for (size_t t = 0; t < sizeof types / sizeof types[0]; t++)
        if (!strcmp(v, types[t].name)) s.type = types[t].name, s.elem = types[t].bytes;
      if (!s.type) {
        fprintf(stderr, "waitwise: error: unknown element type '%s' (i8 u8 f16 bf16 i16 f32 i32 f64 i64)\n", v);
        return 2;
      }
    } else if (!strncmp(a, "--global-row=", 13)) rc = num("--global-row", v, 1, &s.grow);
    else if (!strncmp(a, "--global-align=", 15)) rc = num("--global-align", v, 1, &s.galign);
    else if (!strncmp(a, "--lds-row=", 10)) rc = num("--lds-row", v, 1, &s.lrow);
    else if (!strncmp(a, "--lds-base=", 11)) rc = num("--lds-base", v, 0, &s.lbase);
    else if (!strncmp(a, "--buffers=", 10)) rc = num("--buffers", v, 1, &s.buffers);
    else if (!strncmp(a, "--threads=", 10)) rc = num("--threads", v, 1, &s.threads);
    else if (!strncmp(a, "--wave-size=", 12)) rc = num("--wave-size", v, 1, &s.wave);
    else if (!strncmp(a, "--width=", 8)) rc = num("--width", v, 1, &s.width);
    else if (!strncmp(a, "--prefetch=", 11)) rc = num("--prefetch", v, 0, &prefetch);
    else if (!strcmp(a, "--explain")) explain = 1;
    else if (!strcmp(a, "--exhaustive")) exhaustive = 1;
    else if (!strcmp(a, "--format=json")) cli.json = 1;
    else if (!strcmp(a, "--format=text")) cli.json = 0;
    else if (!strcmp(a, "--wait=mark")) mark = 1;
    else if (!strcmp(a, "--wait=exact")) mark = 0;
    else if (!strcmp(a, "--emit=asm") || !strcmp(a, "--emit=hip")) emit = v;
    else if (!strcmp(a, "-o") && i + 1 < argc) cli.out_path = argv[++i];
    else if (!strcmp(a, "-o")) {
      fprintf(stderr, "waitwise: error: option '-o' needs a value\n");
      return 2;
    }
    else {
      ww_cli_arg_error("gather", "unknown option '%s'", a);
      return 2;
    }
    if (rc) return 2;
  }
  if (!cli.target || !s.rows || !s.type) {
    ww_cli_arg_error("gather", "gather needs -mcpu=, --tile= and --type=");
    return 2;
  }
  int native = ww_dma_per_lane(cli.target) ? WW_ASYNC_WAVE : 64;
  if (!s.wave) s.wave = native;
  if (s.wave != native && emit) {
    fprintf(stderr, "waitwise: error: %s runs %d-lane waves: --emit needs --wave-size=%d\n", cli.target->name,
            native, native);
    return 2;
  }
  if (s.wave != native && !exhaustive)
    fprintf(stderr, "waitwise: warning: %s runs %d-lane waves; --wave-size=%d plans a model\n", cli.target->name,
            native, s.wave);
  if (s.grow < 0) s.grow = s.cols;
  if (s.lrow < 0) s.lrow = s.cols;
  gather_plan p;
  gather_alt alts[GATHER_MAX_ALTS];
  int nalts = 0;
  ww_buf d = {0}, out = {0};
  int rc = gather_plan_make(cli.target, &s, &p, alts, &nalts, &d);
  if (!rc && exhaustive) {
    long covers = 0;
    gather_plan found = {0};
    int best = p.per_lane ? gather_brute_force_async(cli.target, &p.shape, p.cost, &covers, &found)
                          : gather_brute_force(cli.target, &p.shape, p.cost, &covers, &found);
    if (best < 0) {
      ww_buf_puts(&d, "waitwise: error: --exhaustive: the shape is too large to enumerate\n");
      rc = 2;
    } else {
      ww_buf_printf(&out, "exhaustive: %ld exact covers below the bound; planner cost %d; %s\n", covers, p.cost,
                    p.cost == best ? "no plan is cheaper" : "a cheaper plan exists: NOT OPTIMAL");
      if (p.cost != best) {
        rc = 1;
        ww_buf_puts(&out, "the cheaper plan:\n");
        gather_print_text(&found, cli.target, &out);
      }
    }
    gather_plan_free(&found);
  } else if (!rc && emit && !strcmp(emit, "asm")) {
    rc = p.per_lane ? gather_emit_asm_async(&p, cli.target, prefetch, mark, &out, &d)
                    : gather_emit_asm(&p, cli.target, prefetch, mark, &out, &d);
  } else if (!rc && emit) {
    rc = p.per_lane ? gather_emit_hip_async(&p, cli.target, &out, &d) : gather_emit_hip(&p, cli.target, &out, &d);
  } else if (!rc && cli.json) {
    gather_print_json(&p, cli.target, &out);
  } else if (!rc && explain) {
    gather_print_explain(&p, cli.target, alts, nalts, &out);
  } else if (!rc) {
    gather_print_text(&p, cli.target, &out);
  }
  if (d.len && cli.json) {
    /* waitwise-diag/1, one object a line (docs/json.md) */
    ww_buf j = {0};
    for (char *line = d.data, *end; line < d.data + d.len; line = end + 1) {
      end = memchr(line, '\n', (size_t)(d.data + d.len - line));
      if (!end) end = d.data + d.len;
      const char *msg = line, *sev = "error";
      if (!strncmp(msg, "waitwise: ", 10)) msg += 10;
      if (!strncmp(msg, "note: ", 6)) sev = "note", msg += 6;
      else if (!strncmp(msg, "error: ", 7)) msg += 7;
      ww_buf_printf(&j, "{\"schema\":\"waitwise-diag/1\",\"severity\":\"%s\",\"file\":null,\"line\":0,"
                        "\"col\":0,\"message\":", sev);
      ww_buf_json_str(&j, msg, (size_t)(end - msg));
      ww_buf_puts(&j, "}\n");
    }
    fwrite(j.data, 1, j.len, stderr);
    ww_buf_free(&j);
  } else if (d.len) {
    fwrite(d.data, 1, d.len, stderr);
  }
  if (rc != 2 && rc != 70 && out.len && ww_cli_write(&cli, out.data, out.len)) rc = 2;
  ww_buf_free(&d);
  ww_buf_free(&out);
  gather_plan_free(&p);
  return rc;
}
