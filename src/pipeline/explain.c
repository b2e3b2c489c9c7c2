/*
 * explain.c - a pipelined loop's schedule as JSON, for `pipeline
 * --explain=html` (src/cli/pipeline.html draws it as the TVM RFC does:
 * iterations against stages). The object holds the loop, its units (stage,
 * order, async) and one row per new iteration t drawn, each with what runs
 * in it in order: the waits (queue, count as the replay of schedule.c
 * applies them, and the unit they precede, which may not run) and each
 * unit that runs, with the original iteration
 * k = t - stage and its commit group. Rows are the prologue, the first
 * PL_EXPLAIN_BODY_ROWS iterations of the body (every body iteration has
 * the same waits and items), a count of the body iterations left out, and
 * the epilogue; a symbolic trip count n is drawn as M + PL_EXPLAIN_BODY_ROWS
 * with the epilogue's iterations written from n ("n-1").
 */
#include "pl_internal.h"

#include <string.h>

/* body iterations drawn before the rest are elided */
#define PL_EXPLAIN_BODY_ROWS 3

/* The statement's first source line, trimmed. */
static void put_stmt_text(ww_buf *o, const kir_stmt *s) {
  const char *p = s->loc.src->text + s->loc.off + (size_t)(s->loc.col - 1);
  size_t n = strcspn(p, "\n#");
  while (n && (p[n - 1] == ' ' || p[n - 1] == '\t' || p[n - 1] == '\r')) n--;
  ww_buf_json_str(o, p, n);
}

/* An iteration (or new iteration) number v: in the epilogue of a symbolic
 * trip count n (drawn as n_drawn), written from n: "n", "n-1", "n+1". */
static void put_index(ww_buf *o, const pl_loop *L, int64_t v, int64_t n_drawn, int epilogue) {
  int64_t d = v - n_drawn;
  if (L->n_known || !epilogue) ww_buf_printf(o, "\"%lld\"", (long long)v);
  else if (!d) ww_buf_puts(o, "\"n\"");
  else ww_buf_printf(o, "\"n%+lld\"", (long long)d);
}

static const char *region_name(const pl_loop *L, int64_t t, int64_t n) {
  if (t >= n) return "epilogue";
  return t < L->M ? "prologue" : "body";
}

static void put_units(const pl_loop *L, ww_buf *o) {
  ww_buf_puts(o, ",\"units\":[");
  for (int i = 0; i < L->nunits; i++) {
    const pl_unit *u = &L->units[i];
    ww_buf_printf(o, "%s{\"line\":%d,\"text\":", i ? "," : "", u->source->loc.line);
    put_stmt_text(o, u->source);
    ww_buf_printf(o, ",\"stage\":%d,\"order\":%d,\"async\":%s}", u->stage, u->order, u->async ? "true" : "false");
  }
  ww_buf_putc(o, ']');
}

/* The waits before item p in region r (guarded: inside its commit scope),
 * as the replay applies them at instance idx. */
static void put_waits(const pl_loop *L, ww_buf *o, int r, int idx, int p, int guarded, int *first) {
  const pl_item *it = &L->items[p];
  for (int w = 0; w < L->nwaits; w++) {
    const pl_wait *x = &L->waits[w];
    if (!x->alive || x->region != r || x->item != p || x->guarded != guarded) continue;
    ww_buf_printf(o, "%s{\"wait\":%d,\"before\":%d,\"stage\":%d,\"count\":", *first ? "" : ",",
                  L->queue_base + x->queue, it->unit, it->stage);
    if (x->count[idx] == PL_DONT_CARE) ww_buf_puts(o, "null"); /* no consumer runs here */
    else ww_buf_printf(o, "%d", (int)x->count[idx]);
    ww_buf_putc(o, '}');
    *first = 0;
  }
}

/* Row t: its waits and units in the order the emitted code runs them. */
static void put_row(const pl_loop *L, ww_buf *o, int64_t t, int64_t n, int first_row) {
  int r, idx, first = 1;
  pl_region_of(L, t, n, &r, &idx);
  ww_buf_printf(o, "%s{\"t\":", first_row ? "" : ",");
  put_index(o, L, t, n, t >= n);
  ww_buf_printf(o, ",\"region\":\"%s\",\"events\":[", region_name(L, t, n));
  for (int p = 0; p < L->nitems; p++) {
    const pl_item *it = &L->items[p];
    int64_t k = t - it->stage;
    int runs = k >= 0 && k < n;
    if (!it->async || it->group_start) put_waits(L, o, r, idx, p, 0, &first);
    if (!runs) continue;
    if (it->async) put_waits(L, o, r, idx, p, 1, &first);
    ww_buf_printf(o, "%s{\"unit\":%d,\"stage\":%d,\"iteration\":", first ? "" : ",", it->unit, it->stage);
    put_index(o, L, k, n, t >= n);
    if (it->async)
      ww_buf_printf(o, ",\"commit\":%d,\"opens\":%s,\"closes\":%s}", L->queue_base + it->queue,
                    it->group_start ? "true" : "false", it->group_end ? "true" : "false");
    else
      ww_buf_puts(o, ",\"commit\":null}");
    first = 0;
  }
  ww_buf_puts(o, "]}");
}

void pl_explain(const pl_loop *L, ww_buf *out) {
  const kir_stmt *s = L->loop;
  /* the trip count drawn: a symbolic one as M + PL_EXPLAIN_BODY_ROWS */
  int64_t n = L->n_known ? L->n : L->M + PL_EXPLAIN_BODY_ROWS;
  ww_buf_puts(out, "{\"file\":");
  ww_buf_json_str(out, s->loc.src->name, strlen(s->loc.src->name));
  ww_buf_printf(out, ",\"line\":%d,\"col\":%d,\"var\":", s->loc.line, s->loc.col);
  ww_buf_json_str(out, L->var->name, strlen(L->var->name));
  ww_buf_puts(out, ",\"trips\":");
  if (L->n_known) ww_buf_printf(out, "%lld", (long long)L->n);
  else ww_buf_puts(out, "null");
  ww_buf_printf(out, ",\"stages\":%d,\"marks\":%s", L->M + 1, L->merge_queues ? "true" : "false");
  put_units(L, out);
  /* the body rows past PL_EXPLAIN_BODY_ROWS are left out (0: none) */
  int64_t body_end = n, elided = 0;
  if (n - L->M > PL_EXPLAIN_BODY_ROWS) {
    body_end = L->M + PL_EXPLAIN_BODY_ROWS;
    elided = n - body_end;
  }
  ww_buf_puts(out, ",\"rows\":[");
  for (int64_t t = 0; t < body_end; t++) put_row(L, out, t, n, t == 0);
  ww_buf_puts(out, "],\"elided\":");
  if (L->n_known) ww_buf_printf(out, "%lld", (long long)elided);
  else ww_buf_puts(out, "null"); /* n - M - PL_EXPLAIN_BODY_ROWS */
  ww_buf_puts(out, ",\"epilogue\":[");
  for (int64_t t = n; t < n + L->M; t++) put_row(L, out, t, n, t == n);
  ww_buf_puts(out, "]}\n");
}
