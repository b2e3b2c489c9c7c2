/*
 * pipeline.c - the driver: finds annotated loops (inner ones first, so an
 * outer pipeline sees an inner one as one of its statements), pipelines
 * each, versions a loop with a symbolic trip count (the pipelined code when
 * it has at least as many iterations as stages, the original loop
 * otherwise: exact counts on the main path, no predicated commits), and
 * lowers commit groups to async marks when asked.
 */
#include "pl_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct ctx {
  kir_program *prog;
  kir_kernel *k;
  const kir_pipeline_opts *o;
  kir_pipeline_stats *st;
  ww_diags *d;
  int next_queue;
  int depth;
} ctx;

static int is_annotated(const kir_stmt *s) {
  if (s->kind != KS_FOR) return 0;
  for (int i = 0; i < s->u.loop.nannots; i++)
    if (strncmp(s->u.loop.annots[i].name, "software_pipeline_", 18) == 0) return 1;
  return 0;
}

static int process_block(ctx *c, kir_block *b);
static int process_stmt(ctx *c, kir_block *parent, int pos, kir_block *out);

static int has_async(const kir_block *b) {
  for (int i = 0; i < b->n; i++) {
    const kir_stmt *s = b->v[i];
    if (s->kind == KS_COMMIT || s->kind == KS_ASYNC) return 1;
    if (s->kind == KS_FOR && has_async(&s->u.loop.body)) return 1;
    if (s->kind == KS_IF && (has_async(&s->u.if_.then_blk) || has_async(&s->u.if_.else_blk))) return 1;
  }
  return 0;
}

/* Trip count of `for i in range(lo, hi, step)`: ceil((hi - lo) / step). */
static void trip_count(pl_loop *L) {
  kir_stmt *s = L->loop;
  int64_t lo, hi;
  L->step = s->u.loop.step > 0 ? s->u.loop.step : 1;
  L->lo_known = kir_const_int(s->u.loop.lo, &lo);
  L->lo_val = L->lo_known ? lo : 0;
  if (L->lo_known && kir_const_int(s->u.loop.hi, &hi)) {
    L->n_known = 1;
    L->n = hi > lo ? (hi - lo + L->step - 1) / L->step : 0;
    L->n_expr = kir_int(L->a, L->n);
    return;
  }
  kir_expr *span = kir_binary(L->a, KIR_OP_SUB, kir_clone_expr(L->a, s->u.loop.hi, NULL, NULL),
                              kir_clone_expr(L->a, s->u.loop.lo, NULL, NULL));
  if (L->step != 1)
    span = kir_binary(L->a, KIR_OP_DIV, kir_binary(L->a, KIR_OP_ADD, span, kir_int(L->a, L->step - 1)),
                      kir_int(L->a, L->step));
  L->n_expr = pl_simplify(L->a, span);
}

/* The original loop, without annotations, for trip counts below the
 * number of stages; versioned buffers use their version 0 there. */
static kir_stmt *fallback_loop(pl_loop *L) {
  kir_stmt *f = kir_stmt_new(L->a, KS_FOR, L->loop->loc);
  f->u.loop = L->loop->u.loop;
  f->u.loop.nannots = 0;
  f->u.loop.annots = NULL;
  memset(&f->u.loop.body, 0, sizeof f->u.loop.body);
  for (int i = 0; i < L->nunits; i++)
    for (int j = 0; j < L->units[i].nstmts; j++) {
      kir_stmt *s = L->units[i].stmts[j];
      for (int b = 0; b < L->nv; b++) pl_version_accesses(L->a, s, L->vbuf[b], kir_int(L->a, 0));
      kir_block_push(L->a, &f->u.loop.body, s);
    }
  return f;
}

static int transform_loop(ctx *c, kir_block *parent, int pos, kir_block *out) {
  kir_stmt *s = parent->v[pos];
  pl_loop L;
  memset(&L, 0, sizeof L);
  L.a = &c->prog->arena;
  L.k = c->k;
  L.d = c->d;
  L.loop = s;
  L.var = s->u.loop.var;
  if (pl_collect_units(&L)) return -1;
  /* inner loops first: each unit becomes what its statement turned into */
  int inner_async = 0;
  for (int i = 0; i < L.nunits; i++) {
    kir_block tmp = {0};
    if (process_stmt(c, &s->u.loop.body, i, &tmp)) return -1;
    L.units[i].stmts = tmp.v;
    L.units[i].nstmts = tmp.n;
    inner_async |= has_async(&tmp);
  }
  int any_async = 0;
  for (int i = 0; i < L.nunits; i++) {
    any_async |= L.units[i].async;
    if (L.units[i].async && inner_async && has_async(&(kir_block){L.units[i].stmts, L.units[i].nstmts, 0})) {
      ww_diag_add(c->d, WW_ERROR, L.units[i].stmts[0]->loc, L.units[i].stmts[0]->len,
                  "an async stage cannot hold a pipeline with async stages of its own "
                  "(commit scopes do not nest)");
      return -1;
    }
  }
  if (c->o->lower != KIR_LOWER_NONE && any_async && inner_async) {
    ww_diag_add(c->d, WW_ERROR, s->loc, s->len,
                "cannot lower to async marks: this pipeline and one nested in it both have async "
                "stages, and one function has one sequence of marks (the inner pipeline's drain "
                "would wait for the outer's copies too)");
    return -1;
  }
  trip_count(&L);
  L.merge_queues = c->o->lower != KIR_LOWER_NONE;
  L.unroll_edges = c->o->lower != KIR_LOWER_NONE;
  L.all_unrolled = L.n_known && L.n < L.M;
  L.queue_base = L.merge_queues ? 0 : c->next_queue;
  if (any_async && !L.merge_queues) c->next_queue += L.M + 1;
  int rc = pl_versions(&L, parent, pos);
  /* An outer pipeline treats this one as a plain statement, and code after
   * the loop may read what its copies write: then nothing stays in flight. */
  L.drain_wanted = !rc && (c->depth > 1 || pl_async_used_after(&L, parent, pos));
  if (!rc) rc = pl_schedule(&L);
  if (!rc) {
    kir_block main = {0};
    pl_emit(&L, &main, c->st);
    c->st->loops++;
    if (L.n_known) {
      for (int i = 0; i < main.n; i++) kir_block_push(L.a, out, main.v[i]);
    } else {
      kir_stmt *g = kir_stmt_new(L.a, KS_IF, s->loc);
      g->u.if_.cond = kir_binary(L.a, KIR_OP_GE, kir_clone_expr(L.a, L.n_expr, NULL, NULL), kir_int(L.a, L.M));
      g->u.if_.then_blk = main;
      g->u.if_.has_else = 1;
      kir_block_push(L.a, &g->u.if_.else_blk, fallback_loop(&L));
      kir_block_push(L.a, out, g);
    }
  }
  free(L.vbuf);
  free(L.vcount);
  free(L.waits);
  return rc;
}

static int process_nested(ctx *c, kir_stmt *s) {
  switch (s->kind) {
  case KS_FOR: return process_block(c, &s->u.loop.body);
  case KS_IF: return process_block(c, &s->u.if_.then_blk) || process_block(c, &s->u.if_.else_blk);
  case KS_ASYNC: return process_block(c, &s->u.async.body);
  case KS_COMMIT: return process_block(c, &s->u.commit.body);
  default: return 0;
  }
}

static int process_stmt(ctx *c, kir_block *parent, int pos, kir_block *out) {
  kir_stmt *s = parent->v[pos];
  if (is_annotated(s)) {
    if (++c->depth > 16) {
      ww_diag_add(c->d, WW_ERROR, s->loc, s->len, "pipelined loops nest too deep (more than 16)");
      return -1;
    }
    int rc = transform_loop(c, parent, pos, out);
    c->depth--;
    return rc;
  }
  if (process_nested(c, s)) return -1;
  kir_block_push(&c->prog->arena, out, s);
  return 0;
}

static int process_block(ctx *c, kir_block *b) {
  kir_block out = {0};
  for (int i = 0; i < b->n; i++)
    if (process_stmt(c, b, i, &out)) return -1;
  *b = out;
  return 0;
}

/* ---- lowering commit groups to marks ---- */

static int lower_block(ctx *c, kir_block *b) {
  kir_block out = {0};
  ww_arena *a = &c->prog->arena;
  for (int i = 0; i < b->n; i++) {
    kir_stmt *s = b->v[i];
    int64_t q;
    switch (s->kind) {
    case KS_COMMIT:
      if (!kir_const_int(s->u.commit.queue, &q) || q != 0) goto several;
      if (lower_block(c, &s->u.commit.body)) return -1;
      for (int j = 0; j < s->u.commit.body.n; j++) kir_block_push(a, &out, s->u.commit.body.v[j]);
      kir_block_push(a, &out, kir_stmt_new(a, KS_ASYNCMARK, s->loc));
      continue;
    case KS_WAIT: {
      if (!kir_const_int(s->u.wait.queue, &q) || q != 0) goto several;
      int64_t n;
      if (!kir_const_int(s->u.wait.count, &n)) {
        ww_diag_add(c->d, WW_ERROR, s->loc, s->len,
                    "wait_asyncmark needs a constant count; this wait's count depends on a loop "
                    "variable (pipelined loops are unrolled at their edges when lowering)");
        return -1;
      }
      kir_stmt *w = kir_stmt_new(a, KS_WAIT_ASYNCMARK, s->loc);
      w->u.wait_mark.count = kir_int(a, n);
      kir_block_push(a, &out, w);
      continue;
    }
    case KS_FOR: if (lower_block(c, &s->u.loop.body)) return -1; break;
    case KS_IF:
      if (lower_block(c, &s->u.if_.then_blk) || lower_block(c, &s->u.if_.else_blk)) return -1;
      break;
    default: break;
    }
    kir_block_push(a, &out, s);
    continue;
  several:
    ww_diag_add(c->d, WW_ERROR, s->loc, s->len,
                "cannot lower to async marks: queue %s is not 0, and a hand-written program's "
                "queues cannot be merged without its schedule (only pipelined loops are merged)",
                s->kind == KS_COMMIT ? "of this commit" : "of this wait");
    return -1;
  }
  *b = out;
  return 0;
}

int kir_pipeline(kir_program *prog, const kir_pipeline_opts *o, kir_pipeline_stats *st,
                 ww_diags *d) {
  kir_pipeline_stats none;
  if (!st) st = &none;
  memset(st, 0, sizeof *st);
  size_t errors0 = d->nerrors;
  for (int i = 0; i < prog->nkernels; i++) {
    ctx c = {prog, prog->kernels[i], o, st, d, 0, 0};
    if (process_block(&c, &prog->kernels[i]->body)) return -1;
    if (o->lower == KIR_LOWER_ASYNCMARK && lower_block(&c, &prog->kernels[i]->body)) return -1;
  }
  if (kir_verify(prog, d) || d->nerrors > errors0) return -1;
  return 0;
}
