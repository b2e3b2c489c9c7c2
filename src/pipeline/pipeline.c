/*
 * pipeline.c - the driver: finds annotated loops (inner ones first, so an
 * outer pipeline sees an inner one as one of its statements), pipelines
 * each, versions a loop with a symbolic trip count (the pipelined code when
 * it has at least as many iterations as stages, the original loop
 * otherwise: exact counts on the main path, no predicated commits), and
 * lowers commit groups to async marks when asked.
 */
#include "pl_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ctx {
  kir_program *prog;
  kir_kernel *k;
  const pl_pipeline_opts *o;
  pl_pipeline_stats *st;
  ww_diags *d;
  int next_queue;
  int depth;
  int internal;             /* an internal error was reported */
  const kir_stmt *dynamic_queue;  /* a commit or wait of the kernel's own with a queue
                                     that is not a constant */
} ctx;

static int is_annotated(const kir_stmt *s) {
  if (s->kind != KS_FOR) return 0;
  for (int i = 0; i < s->u.loop.nannots; i++)
    if (strncmp(s->u.loop.annots[i].name, "software_pipeline_", 18) == 0) return 1;
  return 0;
}

static int process_block(ctx *c, kir_block *b, int *made);

static int has_async_enter(kir_walker *w, kir_stmt *s) {
  if (s->kind == KS_COMMIT || s->kind == KS_ASYNC) *(int *)w->ctx = 1;
  return !*(int *)w->ctx;
}

static int has_async(kir_stmt **v, int n) {
  int found = 0;
  kir_walker w = {has_async_enter, NULL, NULL, NULL, NULL, &found};
  for (int i = 0; i < n && !found; i++) kir_walk_stmt(&w, v[i]);
  return found;
}

static int find_dma_enter(kir_walker *w, kir_stmt *s) {
  if (s->kind == KS_DMA && !*(kir_stmt **)w->ctx) *(kir_stmt **)w->ctx = s;
  return !*(kir_stmt **)w->ctx;
}

/* Trip count of `for i in range(lo, hi, step)`: ceil((hi - lo) / step). */
static void trip_count(pl_loop *L) {
  kir_stmt *s = L->loop;
  int64_t lo, hi;
  L->step = s->u.loop.step > 0 ? s->u.loop.step : 1;
  L->lo_known = kir_const_int(s->u.loop.lo, &lo);
  L->lo_val = L->lo_known ? lo : 0;
  L->kmax = PL_INF;
  if (L->lo_known && kir_const_int(s->u.loop.hi, &hi)) {
    L->n_known = 1;
    L->n = hi > lo ? (hi - lo + L->step - 1) / L->step : 0;
    L->n_expr = kir_int(L->a, L->n);
    L->kmax = L->n - 1;
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
 * number of stages: every versioned buffer at version 0, as the code
 * around the loop sees it. */
static kir_stmt *fallback_loop(pl_loop *L) {
  kir_stmt *f = kir_stmt_new(L->a, KS_FOR, L->loop->loc);
  f->u.loop = L->loop->u.loop;
  f->u.loop.nannots = 0;
  f->u.loop.annots = NULL;
  memset(&f->u.loop.body, 0, sizeof f->u.loop.body);
  kir_cloner *cl = kir_cloner_new(L->a, NULL, NULL);
  for (int i = 0; i < L->nunits; i++)
    for (int j = 0; j < L->units[i].nstmts; j++) {
      kir_stmt *s = kir_cloner_stmt(cl, L->units[i].stmts[j]);
      for (int b = 0; b < L->nv; b++) pl_version_accesses(L->a, s, L->ver[b].buf, kir_int(L->a, 0));
      kir_block_push(L->a, &f->u.loop.body, s);
    }
  kir_cloner_free(cl);
  return f;
}

void pl_internal(pl_loop *L, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  ww_diag_add(L->d, WW_ERROR, L->loop->loc, L->loop->len,
              "internal error in the pipeliner: %s (please report it with this input)", msg);
  L->internal = 1;
}

/* Versions add a dimension: the buffer must still fit the IR's limit. */
static int check_dims(pl_loop *L) {
  for (int i = 0; i < L->nv; i++)
    if (L->ver[i].count > 1 && L->ver[i].buf->ndim + 1 > KIR_MAX_DIMS) {
      ww_diag_add(L->d, WW_ERROR, L->loop->loc, L->loop->len,
                  "'%s' needs versions, one more dimension than the %d it may have", L->ver[i].buf->name,
                  KIR_MAX_DIMS);
      return -1;
    }
  return 0;
}

static void free_loop(pl_loop *L) {
  for (int i = 0; i < L->nunits; i++) {
    free(L->units[i].lets);
    free(L->units[i].self_covered);
  }
  for (int i = 0; i < L->nv; i++) free(L->ver[i].copy_back);
  free(L->ver);
  free(L->waits);
  free(L->acc);
  pl_conflicts_free(L);
}

/* Pipelines the annotated loop parent->v[pos]; its statements go to out. */
static int transform_loop(ctx *c, kir_block *parent, int pos, kir_block *out) {
  kir_stmt *s = parent->v[pos];
  kir_stmt *dma = NULL;
  kir_walker fw = {find_dma_enter, NULL, NULL, NULL, NULL, &dma};
  kir_walk_stmt(&fw, s);
  if (dma) {
    ww_diag_add(c->d, WW_ERROR, dma->loc, dma->len, "a 'dma' statement in a loop to pipeline: pipeline the "
                "copies first, then lower them to DMA (pipeline --dma)");
    return -1;
  }
  pl_loop L;
  memset(&L, 0, sizeof L);
  L.a = &c->prog->arena;
  L.k = c->k;
  L.d = c->d;
  L.loop = s;
  L.var = s->u.loop.var;
  int rc = pl_collect_units(&L);
  if (rc) return rc;
  for (int i = 0; i < L.nunits; i++) L.units[i].source = s->u.loop.body.v[i];
  trip_count(&L);
  pl_find_self_covered(&L);
  /* Inner loops first, in place (the tree stays whole: later passes walk
   * the kernel); each unit becomes what its statement turned into. */
  int nbody = s->u.loop.body.n;
  int *made = ww_xmalloc(sizeof(int) * (size_t)(nbody ? nbody : 1));
  rc = process_block(c, &s->u.loop.body, made);
  for (int i = 0, at = 0; !rc && i < L.nunits; i++) {
    L.units[i].stmts = s->u.loop.body.v + at;
    L.units[i].nstmts = made[i];
    at += made[i];
  }
  free(made);
  if (rc) {
    free_loop(&L);
    return rc;
  }
  pl_collect_accesses(&L);
  pl_check_async_units(&L);
  int inner_async = 0, any_async = 0;
  for (int i = 0; i < L.nunits; i++) {
    inner_async |= has_async(L.units[i].stmts, L.units[i].nstmts);
    any_async |= L.units[i].async;
  }
  if (c->o->lower != PL_LOWER_NONE && any_async && inner_async) {
    ww_diag_add(c->d, WW_ERROR, s->loc, s->len,
                "cannot lower to async marks: this pipeline and one nested in it both have async "
                "stages, and one function has one sequence of marks (the inner pipeline's drain "
                "would wait for the outer's copies too)");
    free_loop(&L);
    return -1;
  }
  if (any_async && c->o->lower == PL_LOWER_NONE && c->dynamic_queue) {
    ww_diag_add(c->d, WW_ERROR, c->dynamic_queue->loc, c->dynamic_queue->len,
                "this queue is not a constant, so the pipelined loop at line %d cannot be given "
                "queues of its own that are sure to differ from it",
                s->loc.line);
    free_loop(&L);
    return -1;
  }
  L.merge_queues = c->o->lower != PL_LOWER_NONE;
  L.unroll_edges = c->o->lower != PL_LOWER_NONE;
  L.all_unrolled = L.n_known && L.n < L.M;
  L.queue_base = L.merge_queues ? 0 : c->next_queue;
  if (any_async && !L.merge_queues) c->next_queue += L.M + 1;
  rc = pl_legalize(&L);
  if (!rc) rc = check_dims(&L);
  if (!rc) rc = pl_apply_versions(&L);
  if (!rc) {
    int copies = 0;
    for (int i = 0; i < L.nv; i++) copies |= L.ver[i].ncopy_back > 0;
    /* An outer pipeline treats this one as a plain statement, an
     * enclosing loop runs it again, and code after the loop may touch what
     * its copies touch: then nothing stays in flight. */
    L.drain_wanted = c->depth > 1 || copies || pl_in_loop(&L) || pl_async_used_after(&L);
    pl_conflicts_build(&L);
    rc = pl_schedule(&L);
  }
  kir_block main = {0};
  if (!rc) {
    pl_emit(&L, &main, c->st);
    c->st->loops++;
    if (L.user_error) rc = -1;
    else if (c->o->explain) pl_explain(&L, c->o->explain);
  }
  if (!rc) {
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
#ifdef WW_DEBUG
  /* A test of the debug build's check (tests/lit/kir/pipeline/debug-verify.wk):
   * a versioned buffer loses its new dimension, as a bug would do. */
  if (!rc && L.nv && getenv("WAITWISE_DEBUG_BREAK_PIPELINE")) L.ver[0].buf->ndim--;
#endif
  if (L.internal) c->internal = 1;
  free_loop(&L);
  return rc;
}

/* The verifier after each pipelined loop nest, in debug builds: an error
 * there is the pipeliner's. */
static int debug_verify(ctx *c) {
#ifdef WW_DEBUG
  ww_diags v = {0};
  if (kir_validate(c->prog, &v)) {
    ww_loc none = {0};
    ww_diag_add(c->d, WW_ERROR, none, 0,
                "internal error in the pipeliner: its output fails the kernel IR verifier:");
    for (size_t i = 0; i < v.n; i++)
      ww_diag_add(c->d, WW_NOTE, v.v[i].loc, v.v[i].len, "%s", v.v[i].msg);
    ww_diags_free(&v);
    c->internal = 1;
    return -1;
  }
  ww_diags_free(&v);
#else
  (void)c;
#endif
  return 0;
}

/* An annotated loop is pipelined whole by its rewrite (transform_loop
 * walks its body itself, after collecting its units): the walk skips it. */
static int process_enter(kir_walker *w, kir_stmt *s) {
  (void)w;
  return !is_annotated(s);
}

/* Replaces an annotated loop b->v[i] by its pipelined statements; a nest is
 * verified in debug builds once its outermost loop is in place. */
static int process_rewrite(kir_walker *w, kir_block *b, int i) {
  ctx *c = w->ctx;
  kir_stmt *s = b->v[i];
  if (!is_annotated(s)) return 1;
  if (++c->depth > PL_MAX_NEST) {
    ww_diag_add(c->d, WW_ERROR, s->loc, s->len, "pipelined loops nest too deep (more than %d)", PL_MAX_NEST);
    return KIR_WALK_STOP;
  }
  kir_block out = {0};
  int rc = transform_loop(c, b, i, &out);
  c->depth--;
  if (rc) return KIR_WALK_STOP;
  int n = kir_block_splice(&c->prog->arena, b, i, &out);
  if (c->depth == 0 && debug_verify(c)) return KIR_WALK_STOP;
  return n;
}

/* Pipelines the annotated loops of b in place (each replaced by its
 * statements); made[i], when given, gets how many statements the i-th
 * became. Returns 0 or -1 (callers only test for an error). */
static int process_block(ctx *c, kir_block *b, int *made) {
  kir_walker w = {.enter = process_enter, .ctx = c};
  return kir_rewrite_block(&w, b, process_rewrite, made) ? -1 : 0;
}

/* The pipeliner's queues come after every queue the kernel names itself. */
static int user_queue_enter(kir_walker *w, kir_stmt *s) {
  ctx *c = w->ctx;
  const kir_expr *q = s->kind == KS_COMMIT ? s->u.commit.queue : s->kind == KS_WAIT ? s->u.wait.queue : NULL;
  int64_t v;
  if (q && !kir_const_int(q, &v) && !c->dynamic_queue) c->dynamic_queue = s;
  if (q && kir_const_int(q, &v) && v + 1 > c->next_queue) c->next_queue = v + 1 > INT32_MAX / 2 ? INT32_MAX / 2 : (int)(v + 1);
  return 1;
}

/* ---- lowering commit groups to marks ---- */

/* Whether a commit or wait is on queue 0, the only one marks lower. */
static int on_queue0(const kir_stmt *s) {
  int64_t q;
  const kir_expr *e = s->kind == KS_COMMIT ? s->u.commit.queue : s->u.wait.queue;
  return kir_const_int(e, &q) && q == 0;
}

/* What is walked before its rewrite: a commit group's body (lowered before
 * the group becomes it), nested loops and branches; not a commit on another
 * queue (its rewrite reports it first), nor an async body, which holds no
 * commit group or wait. */
static int lower_enter(kir_walker *w, kir_stmt *s) {
  (void)w;
  if (s->kind == KS_COMMIT) return on_queue0(s);
  return s->kind != KS_ASYNC;
}

/* A commit group on queue 0 becomes its body and a mark; a wait on it, a
 * wait for that many marks. */
static int lower_rewrite(kir_walker *w, kir_block *b, int i) {
  ctx *c = w->ctx;
  ww_arena *a = &c->prog->arena;
  kir_stmt *s = b->v[i];
  if (s->kind != KS_COMMIT && s->kind != KS_WAIT) return 1;
  if (!on_queue0(s)) {
    ww_diag_add(c->d, WW_ERROR, s->loc, s->len,
                "cannot lower to async marks: queue %s is not 0, and a hand-written program's "
                "queues cannot be merged without its schedule (only pipelined loops are merged)",
                s->kind == KS_COMMIT ? "of this commit" : "of this wait");
    return KIR_WALK_STOP;
  }
  kir_block with = {0};
  if (s->kind == KS_COMMIT) {
    for (int j = 0; j < s->u.commit.body.n; j++) kir_block_push(a, &with, s->u.commit.body.v[j]);
    kir_block_push(a, &with, kir_stmt_new(a, KS_ASYNCMARK, s->loc));
    return kir_block_splice(a, b, i, &with);
  }
  int64_t n;
  if (!kir_const_int(s->u.wait.count, &n)) {
    ww_diag_add(c->d, WW_ERROR, s->loc, s->len,
                "wait_asyncmark needs a constant count; this wait's count depends on a loop "
                "variable (pipelined loops are unrolled at their edges when lowering)");
    return KIR_WALK_STOP;
  }
  kir_stmt *m = kir_stmt_new(a, KS_WAIT_ASYNCMARK, s->loc);
  m->u.wait_mark.count = kir_int(a, n);
  kir_block_push(a, &with, m);
  return kir_block_splice(a, b, i, &with);
}

static int lower_block(ctx *c, kir_block *b) {
  kir_walker w = {.enter = lower_enter, .ctx = c};
  return kir_rewrite_block(&w, b, lower_rewrite, NULL) ? -1 : 0;
}

int pl_pipeline(kir_program *prog, const pl_pipeline_opts *o, pl_pipeline_stats *st,
                 ww_diags *d) {
  pl_pipeline_stats none;
  if (!st) st = &none;
  memset(st, 0, sizeof *st);
  size_t errors0 = d->nerrors;
  for (int i = 0; i < prog->nkernels; i++) {
    ctx c = {prog, prog->kernels[i], o, st, d, 0, 0, 0, NULL};
    kir_walker w = {user_queue_enter, NULL, NULL, NULL, NULL, &c};
    kir_walk_block(&w, &prog->kernels[i]->body);
    int rc = process_block(&c, &prog->kernels[i]->body, NULL);
    if (!rc && o->lower == PL_LOWER_ASYNCMARK) rc = lower_block(&c, &prog->kernels[i]->body);
    if (!rc) rc = debug_verify(&c);
    if (rc) return c.internal ? PL_PIPELINE_INTERNAL : -1;
  }
  if (d->nerrors > errors0) return -1;
  if (kir_validate(prog, d)) {
    ww_loc nowhere = {0};
    ww_diag_add(d, WW_ERROR, nowhere, 0, "internal error in the pipeliner: its output fails the kernel IR verifier");
    return PL_PIPELINE_INTERNAL;
  }
  return 0;
}
