/*
 * command.c - waitwise_gather (include/waitwise/kir.h): the `gather`
 * command as one library call, its phases listed top to bottom in
 * waitwise_gather; the CLI (src/cli/gather_command.c) only reads options
 * and maps the status to an exit code.
 *
 *   shape    the options as a gather_shape, the wave size checked
 *   plan     gather_plan_make (planner.c, async.c)
 *   product  --exhaustive's verdict, --emit's code, or the plan printed
 *   report   diagnostics (text, or waitwise-diag/1 lines), then the product
 */
#include "waitwise/kir.h"
#include "gather.h"

#include <string.h>

static const struct {
  const char *name;
  int bytes;
} types[] = {
    {"i8", 1}, {"u8", 1}, {"f16", 2}, {"bf16", 2}, {"i16", 2}, {"f32", 4}, {"i32", 4}, {"f64", 8}, {"i64", 8},
};

int waitwise_gather_type_size(const char *type) {
  for (size_t t = 0; t < sizeof types / sizeof types[0]; t++)
    if (!strcmp(type, types[t].name)) return types[t].bytes;
  return 0;
}

void waitwise_gather_defaults(waitwise_gather_options *o) {
  memset(o, 0, sizeof *o);
  o->global_row = o->lds_row = -1;
  o->global_align = 16;
  o->buffers = 1;
  o->threads = 256;
}

static waitwise_kir_status status_of(gather_status st) {
  return st == GATHER_OK ? WAITWISE_KIR_OK : st == GATHER_INTERNAL ? WAITWISE_KIR_INTERNAL : WAITWISE_KIR_ERROR;
}

static void say(const waitwise_sink *k, waitwise_stream st, const ww_buf *b) {
  k->write(k->ctx, st, b->data ? b->data : "", b->len);
}

/* The options as a shape for target t, defaults filled in; the wave size
 * against the target's (an error for --emit, else a warning: a model).
 * 0, or -1 after an error. */
static int shape_of(const waitwise_gather_options *o, const tg_target *t, gather_shape *s, ww_buf *d) {
  *s = (gather_shape){o->rows, o->cols, waitwise_gather_type_size(o->type), o->type, o->global_row,
                      o->global_align, o->lds_row, o->lds_base, o->buffers, o->threads, o->wave_size,
                      o->width, 0};
  int native = tg_dma_per_lane(t) ? TG_ASYNC_WAVE : 64;
  if (!s->wave) s->wave = native;
  if (s->wave != native && o->emit != WAITWISE_GATHER_PLAN) {
    ww_buf_printf(d, "waitwise: error: %s runs %d-lane waves: --emit needs --wave-size=%d\n", t->name, native,
                  native);
    return -1;
  }
  if (s->wave != native && !o->exhaustive)
    ww_buf_printf(d, "waitwise: warning: %s runs %d-lane waves; --wave-size=%d plans a model\n", t->name, native,
                  s->wave);
  if (s->grow < 0) s->grow = s->cols;
  if (s->lrow < 0) s->lrow = s->cols;
  return 0;
}

/* --exhaustive: every plan below the planner's cost, counted. */
static waitwise_kir_status exhaustive(const gather_plan *p, const tg_target *t, ww_buf *out, ww_buf *d) {
  long covers = 0;
  gather_plan found = {0};
  waitwise_kir_status st = WAITWISE_KIR_OK;
  int best = p->per_lane ? gather_brute_force_async(t, &p->shape, p->cost, &covers, &found)
                         : gather_brute_force(t, &p->shape, p->cost, &covers, &found);
  if (best < 0) {
    ww_buf_puts(d, "waitwise: error: --exhaustive: the shape is too large to enumerate\n");
    st = WAITWISE_KIR_ERROR;
  } else {
    ww_buf_printf(out, "exhaustive: %ld exact covers below the bound; planner cost %d; %s\n", covers, p->cost,
                  p->cost == best ? "no plan is cheaper" : "a cheaper plan exists: NOT OPTIMAL");
    if (p->cost != best) {
      st = WAITWISE_KIR_FOUND;
      ww_buf_puts(out, "the cheaper plan:\n");
      gather_print_text(&found, t, out);
    }
  }
  gather_plan_free(&found);
  return st;
}

/* What the command makes of the plan, into out. */
static waitwise_kir_status product(const waitwise_gather_options *o, const gather_plan *p, const tg_target *t,
                                   const gather_alt *alts, int nalts, ww_buf *out, ww_buf *d) {
  if (o->exhaustive) return exhaustive(p, t, out, d);
  if (o->emit == WAITWISE_GATHER_ASM)
    return status_of(p->per_lane ? gather_emit_asm_async(p, t, o->prefetch, o->mark, out, d)
                                 : gather_emit_asm(p, t, o->prefetch, o->mark, out, d));
  if (o->emit == WAITWISE_GATHER_HIP)
    return status_of(p->per_lane ? gather_emit_hip_async(p, t, out, d) : gather_emit_hip(p, t, out, d));
  if (o->json) gather_print_json(p, t, out);
  else if (o->explain) gather_print_explain(p, t, alts, nalts, out);
  else gather_print_text(p, t, out);
  return WAITWISE_KIR_OK;
}

/* The diagnostics ("waitwise: SEVERITY: message" lines) as waitwise-diag/1
 * objects, one a line (docs/json.md). */
static void diags_json(const ww_buf *d, ww_buf *j) {
  for (char *line = d->data, *end; line < d->data + d->len; line = end + 1) {
    end = memchr(line, '\n', (size_t)(d->data + d->len - line));
    if (!end) end = d->data + d->len;
    const char *msg = line, *sev = "error";
    if (!strncmp(msg, "waitwise: ", 10)) msg += 10;
    if (!strncmp(msg, "note: ", 6)) sev = "note", msg += 6;
    else if (!strncmp(msg, "error: ", 7)) msg += 7;
    ww_buf_printf(j, "{\"schema\":\"waitwise-diag/1\",\"severity\":\"%s\",\"file\":null,\"line\":0,"
                     "\"col\":0,\"message\":", sev);
    ww_buf_json_str(j, msg, (size_t)(end - msg));
    ww_buf_puts(j, "}\n");
  }
}

/* Diagnostics, then the product unless the plan failed. */
static waitwise_kir_status report(const waitwise_gather_options *o, waitwise_kir_status st, const ww_buf *out,
                                  const ww_buf *d, const waitwise_sink *k) {
  if (d->len && o->json) {
    ww_buf j = {0};
    diags_json(d, &j);
    say(k, WAITWISE_STREAM_DIAGNOSTICS, &j);
    ww_buf_free(&j);
  } else if (d->len) {
    say(k, WAITWISE_STREAM_DIAGNOSTICS, d);
  }
  if (st != WAITWISE_KIR_ERROR && st != WAITWISE_KIR_INTERNAL && out->len &&
      k->write(k->ctx, WAITWISE_STREAM_RESULT, out->data, out->len))
    st = WAITWISE_KIR_ERROR;
  return st;
}

waitwise_kir_status waitwise_gather(const waitwise_gather_options *o, const waitwise_sink *k) {
  const tg_target *t = o->mcpu ? tg_target_lookup(o->mcpu, strlen(o->mcpu)) : NULL;
  ww_buf d = {0}, out = {0};
  if (!t || !waitwise_gather_type_size(o->type ? o->type : "") || o->rows < 1 || o->cols < 1) {
    ww_buf_puts(&d, "waitwise: error: gather needs a known -mcpu=, --tile= and --type=\n");
    say(k, WAITWISE_STREAM_DIAGNOSTICS, &d);
    ww_buf_free(&d);
    return WAITWISE_KIR_ERROR;
  }
  gather_shape s;
  if (shape_of(o, t, &s, &d)) { /* the error goes alone, as the command's */
    say(k, WAITWISE_STREAM_DIAGNOSTICS, &d);
    ww_buf_free(&d);
    return WAITWISE_KIR_ERROR;
  }
  if (d.len) say(k, WAITWISE_STREAM_DIAGNOSTICS, &d); /* the model's warning, before the plan */
  d.len = 0;
  gather_plan p;
  gather_alt alts[GATHER_MAX_ALTS];
  int nalts = 0;
  waitwise_kir_status st = status_of(gather_plan_make(t, &s, &p, alts, &nalts, &d));
  if (st == WAITWISE_KIR_OK) st = product(o, &p, t, alts, nalts, &out, &d);
  st = report(o, st, &out, &d, k);
  ww_buf_free(&d);
  ww_buf_free(&out);
  gather_plan_free(&p);
  return st;
}
