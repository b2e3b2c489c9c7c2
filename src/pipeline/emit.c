/*
 * emit.c - building the pipelined code: prologue, body and epilogue as
 * loops (or unrolled iterations), each unit cloned with the loop variable
 * replaced by its original iteration and versioned buffers indexed by that
 * iteration modulo their version count, async units in commit scopes, and
 * the waits of schedule.c with counts as constants or as expressions of the
 * region's loop index. Integer expressions are put in a canonical affine
 * form so that substitution reads like hand-written code: `A[i + 1]`, not
 * `A[(i + 2) - 1]`.
 */
#include "pl_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- affine canonical form ---- */

/* An affine integer expression is a pl_sym (footprint.h): a constant plus
 * a sum of variables with coefficients. */
typedef pl_sym lin;

/* Own recursion, not kir_walk: it builds a value (an affine form) from its operands' forms. */
static int to_lin(const kir_expr *e, lin *out, int depth) {
  memset(out, 0, sizeof *out);
  if (depth > 64 || !kir_type_is_int(e->type)) return 0;
  switch (e->kind) {
  case KE_INT: out->c = e->u.i; return 1;
  case KE_VAR:
    out->n = 1;
    out->sym[0] = e->u.var;
    out->k[0] = 1;
    return 1;
  case KE_UNARY:
    if (e->u.op.op != KIR_OP_NEG) return 0;
    {
      lin a;
      if (!to_lin(e->u.op.a, &a, depth + 1)) return 0;
      memset(out, 0, sizeof *out);
      return pl_sym_add(out, &a, -1);
    }
  case KE_BINARY: {
    lin a, b;
    kir_op op = e->u.op.op;
    if (op != KIR_OP_ADD && op != KIR_OP_SUB && op != KIR_OP_MUL) return 0;
    if (!to_lin(e->u.op.a, &a, depth + 1) || !to_lin(e->u.op.b, &b, depth + 1)) return 0;
    if (op == KIR_OP_MUL) {
      if (a.n && b.n) return 0;
      const lin *x = a.n ? &a : &b;
      int64_t f = a.n ? b.c : a.c;
      if (f > 1 << 20 || f < -(1 << 20)) return 0;
      memset(out, 0, sizeof *out);
      return pl_sym_add(out, x, f);
    }
    *out = a;
    return pl_sym_add(out, &b, op == KIR_OP_ADD ? 1 : -1);
  }
  default: return 0;
  }
}

static kir_expr *typed(kir_expr *e, kir_type t) {
  e->type = t;
  return e;
}

static kir_expr *term(ww_arena *a, const kir_var *v, int64_t k, kir_type t) {
  /* the expression points at the variable it names, which stays const here */
  kir_expr *x = kir_var_ref(a, (kir_var *)v);
  int64_t m = k < 0 ? -k : k;
  return m == 1 ? x : kir_binary(a, KIR_OP_MUL, x, typed(kir_int(a, m), t));
}

static kir_expr *from_lin(ww_arena *a, const lin *l, kir_type t) {
  kir_expr *e = NULL;
  for (int i = 0; i < l->n; i++)
    if (l->k[i] > 0) e = e ? kir_binary(a, KIR_OP_ADD, e, term(a, l->sym[i], l->k[i], t)) : term(a, l->sym[i], l->k[i], t);
  if (!e) {
    e = typed(kir_int(a, l->c), t);
    if (l->c == 0) {
      /* all negative terms: -v - w */
      for (int i = 0; i < l->n; i++)
        if (l->k[i] < 0) {
          kir_expr *x = term(a, l->sym[i], l->k[i], t);
          if (e->kind == KE_INT && e->u.i == 0 && i == 0) {
            kir_expr *neg = ww_alloc(a, sizeof *neg);
            neg->kind = KE_UNARY;
            neg->type = t;
            neg->u.op.op = KIR_OP_NEG;
            neg->u.op.a = x;
            e = neg;
          } else {
            e = kir_binary(a, KIR_OP_SUB, e, x);
          }
        }
      return typed(e, t);
    }
  } else if (l->c > 0) {
    e = kir_binary(a, KIR_OP_ADD, e, typed(kir_int(a, l->c), t));
  } else if (l->c < 0) {
    e = kir_binary(a, KIR_OP_SUB, e, typed(kir_int(a, -l->c), t));
  }
  for (int i = 0; i < l->n; i++)
    if (l->k[i] < 0) e = kir_binary(a, KIR_OP_SUB, e, term(a, l->sym[i], l->k[i], t));
  return typed(e, t);
}

/* One node, its operands already simplified (the walk is post-order): an
 * affine integer expression in canonical form, constants folded. */
static kir_expr *simplify_node(kir_walker *w, kir_expr *e) {
  ww_arena *a = w->ctx;
  lin l;
  if (e->kind != KE_INT && e->kind != KE_VAR && to_lin(e, &l, 0)) {
    /* drop zero terms */
    return from_lin(a, &l, e->type);
  }
  int64_t x, y;
  if (e->kind == KE_BINARY && kir_type_is_int(e->type) && kir_const_int(e->u.op.a, &x) &&
      kir_const_int(e->u.op.b, &y)) {
    kir_expr *f = kir_binary(a, e->u.op.op, e->u.op.a, e->u.op.b);
    if (f->kind == KE_INT) return typed(f, e->type);
  }
  return e;
}

kir_expr *pl_simplify(ww_arena *a, kir_expr *e) {
  kir_walker w = {NULL, NULL, NULL, NULL, simplify_node, a};
  return kir_walk_expr(&w, e);
}

void pl_simplify_stmt(ww_arena *a, kir_stmt *s) {
  kir_walker w = {NULL, NULL, NULL, NULL, simplify_node, a};
  kir_walk_stmt(&w, s);
}

typedef struct version_ctx {
  ww_arena *a;
  const kir_buf *b;
  const kir_expr *index;
} version_ctx;

static void version_fn(kir_walker *w, kir_buf *b, kir_access *x, kir_role role) {
  (void)role;
  version_ctx *c = w->ctx;
  if (b != c->b || !x) return;
  kir_index *idx = ww_alloc(c->a, sizeof(kir_index) * (size_t)(x->nidx + 1));
  idx[0].lo = kir_clone_expr(c->a, c->index, NULL, NULL);
  for (int i = 0; i < x->nidx; i++) idx[i + 1] = x->idx[i];
  x->idx = idx;
  x->nidx++;
}

void pl_version_accesses(ww_arena *a, kir_stmt *s, const kir_buf *b, const kir_expr *index) {
  version_ctx c = {a, b, index};
  kir_walker w = {NULL, NULL, NULL, version_fn, NULL, &c};
  kir_walk_stmt(&w, s);
}

/* ---- emission ---- */

/* How a region names iterations: a loop variable (var) or a constant. */
typedef struct region_ix {
  int region;
  kir_var *var;            /* the region loop's index, or NULL */
  int64_t cidx;            /* when var is NULL */
} region_ix;

static kir_expr *ix_expr(pl_loop *L, const region_ix *R) {
  return R->var ? kir_var_ref(L->a, R->var) : kir_int(L->a, R->cidx);
}

/* New iteration t of a region instance, as an expression; *known set with *tv
 * when it is a constant. */
static kir_expr *t_expr(pl_loop *L, const region_ix *R, int *known, int64_t *tv) {
  kir_expr *ix = ix_expr(L, R);
  *known = 0;
  if (R->region == PL_R_PRO) return ix;
  if (R->region == PL_R_BODY) return kir_binary(L->a, KIR_OP_ADD, ix, kir_int(L->a, L->M));
  if (R->region == PL_R_EPI) return kir_binary(L->a, KIR_OP_ADD, kir_clone_expr(L->a, L->n_expr, NULL, NULL), ix);
  int64_t u = R->region - PL_R_UNROLLED;
  if (L->all_unrolled || u < L->M) {
    *known = 1;
    *tv = u;
    return kir_int(L->a, u);
  }
  int64_t e = u - L->M; /* an unrolled epilogue iteration: t = n + e */
  if (L->n_known) {
    *known = 1;
    *tv = L->n + e;
    return kir_int(L->a, L->n + e);
  }
  return kir_binary(L->a, KIR_OP_ADD, kir_clone_expr(L->a, L->n_expr, NULL, NULL), kir_int(L->a, e));
}

/* Whether stage s runs in this region instance: 1 always, 0 never, -1 a
 * guard is needed (*guard). */
static int stage_runs(pl_loop *L, const region_ix *R, int s, kir_expr **guard) {
  *guard = NULL;
  if (R->region == PL_R_BODY) return 1;
  if (R->region == PL_R_PRO) {
    if (s == 0) return 1;
    if (s >= L->M) return 0;
    *guard = kir_binary(L->a, KIR_OP_GE, kir_var_ref(L->a, R->var), kir_int(L->a, s));
    return -1;
  }
  if (R->region == PL_R_EPI) {
    if (s == 0) return 0;
    if (s >= L->M) return 1;
    *guard = kir_binary(L->a, KIR_OP_LT, kir_var_ref(L->a, R->var), kir_int(L->a, s));
    return -1;
  }
  int64_t u = R->region - PL_R_UNROLLED;
  if (L->all_unrolled) return u - s >= 0 && u - s < L->n;
  if (u < L->M) return u >= s;
  return u - L->M < s;
}

static kir_expr *count_expr(pl_loop *L, const pl_wait *w, const region_ix *R) {
  if (!R->var || R->region == PL_R_BODY) {
    int32_t c = w->count[R->region == PL_R_BODY ? 0 : 0];
    return kir_int(L->a, c == PL_DONT_CARE ? 0 : c);
  }
  int M = L->M, d0 = -1, d1 = -1, all_same = 1;
  const int32_t *c = w->count;
  for (int i = 0; i < M; i++) {
    if (c[i] == PL_DONT_CARE) continue;
    if (d0 < 0) d0 = i;
    else if (d1 < 0) d1 = i;
    if (c[i] != c[d0]) all_same = 0;
  }
  if (d0 < 0) return kir_int(L->a, 0);
  if (all_same) return kir_int(L->a, c[d0]);
  /* affine through the defined points, non-negative everywhere */
  int64_t num = (int64_t)c[d1] - c[d0], den = d1 - d0;
  if (num % den == 0) {
    int64_t slope = num / den, base = c[d0] - slope * d0;
    int ok = 1;
    for (int i = 0; i < M && ok; i++) {
      int64_t v = base + slope * i;
      if ((c[i] != PL_DONT_CARE && v != c[i]) || v < 0) ok = 0;
    }
    if (ok) {
      kir_expr *e = kir_binary(L->a, KIR_OP_ADD, kir_int(L->a, base),
                               kir_binary(L->a, KIR_OP_MUL, kir_int(L->a, slope), kir_var_ref(L->a, R->var)));
      return pl_simplify(L->a, e);
    }
  }
  /* counts that drain to 0: max(base + slope * i, 0) */
  if (num % den == 0) {
    int64_t slope = num / den, base = c[d0] - slope * d0;
    int ok = 1;
    for (int i = 0; i < M && ok; i++) {
      int64_t v = base + slope * i;
      if (c[i] != PL_DONT_CARE && (v < 0 ? 0 : v) != c[i]) ok = 0;
    }
    if (ok) {
      kir_expr *e = kir_binary(L->a, KIR_OP_ADD, kir_int(L->a, base),
                               kir_binary(L->a, KIR_OP_MUL, kir_int(L->a, slope), kir_var_ref(L->a, R->var)));
      return kir_binary(L->a, KIR_OP_MAX, pl_simplify(L->a, e), kir_int(L->a, 0));
    }
  }
  /* counts that hold at the largest, then fall: min(top, base + slope * i)
   * (a line through the points below the top, above it at the others) */
  {
    int32_t top = -1;
    int p0 = -1, p1 = -1;
    for (int i = 0; i < M; i++)
      if (c[i] != PL_DONT_CARE && c[i] > top) top = c[i];
    for (int i = 0; i < M; i++)
      if (c[i] != PL_DONT_CARE && c[i] < top) {
        if (p0 < 0) p0 = i;
        else if (p1 < 0) p1 = i;
      }
    if (p0 >= 0 && p1 >= 0 && ((int64_t)c[p1] - c[p0]) % (p1 - p0) == 0) {
      int64_t slope = ((int64_t)c[p1] - c[p0]) / (p1 - p0), base = c[p0] - slope * p0;
      int ok = 1;
      for (int i = 0; i < M && ok; i++) {
        int64_t v = base + slope * i, m = v < top ? v : top;
        if ((c[i] != PL_DONT_CARE && m != c[i]) || m < 0) ok = 0;
      }
      if (ok) {
        kir_expr *e = kir_binary(L->a, KIR_OP_ADD, kir_int(L->a, base),
                                 kir_binary(L->a, KIR_OP_MUL, kir_int(L->a, slope), kir_var_ref(L->a, R->var)));
        return kir_binary(L->a, KIR_OP_MIN, kir_int(L->a, top), pl_simplify(L->a, e));
      }
    }
  }
  /* otherwise a chain of selects, don't-cares taking the nearest value */
  int32_t *v = ww_alloc(L->a, sizeof(int32_t) * (size_t)M);
  for (int i = 0; i < M; i++) {
    v[i] = c[i];
    for (int dist = 1; v[i] == PL_DONT_CARE && dist < M; dist++) {
      if (i - dist >= 0 && c[i - dist] != PL_DONT_CARE) v[i] = c[i - dist];
      else if (i + dist < M && c[i + dist] != PL_DONT_CARE) v[i] = c[i + dist];
    }
  }
  kir_expr *e = kir_int(L->a, v[M - 1]);
  for (int i = M - 2; i >= 0; i--) {
    kir_expr *s = ww_alloc(L->a, sizeof *s);
    s->kind = KE_SELECT;
    s->type = KIR_I32;
    s->u.op.c = kir_binary(L->a, KIR_OP_EQ, kir_var_ref(L->a, R->var), kir_int(L->a, i));
    s->u.op.a = kir_int(L->a, v[i]);
    s->u.op.b = e;
    e = s;
  }
  return e;
}

static kir_stmt *wait_stmt(pl_loop *L, const pl_wait *w, const region_ix *R, pl_pipeline_stats *st) {
  kir_stmt *s = kir_stmt_new(L->a, KS_WAIT, L->loop->loc);
  s->u.wait.queue = kir_int(L->a, L->queue_base + w->queue);
  s->u.wait.count = count_expr(L, w, R);
  st->waits++;
  int64_t v;
  if (kir_const_int(s->u.wait.count, &v)) st->in_flight += v;
  else
    for (int i = 0; i < L->M; i++)
      if (w->count[i] != PL_DONT_CARE) {
        st->in_flight += w->count[i];
        break;
      }
  return s;
}

/* A condition that substitution made constant (`if 0 % 2 == 0`). */
static int const_cond(const kir_expr *c, int *value) {
  int64_t x, y;
  if (c->kind != KE_BINARY || !kir_const_int(c->u.op.a, &x) || !kir_const_int(c->u.op.b, &y)) return 0;
  switch (c->u.op.op) {
  case KIR_OP_LT: *value = x < y; return 1;
  case KIR_OP_LE: *value = x <= y; return 1;
  case KIR_OP_GT: *value = x > y; return 1;
  case KIR_OP_GE: *value = x >= y; return 1;
  case KIR_OP_EQ: *value = x == y; return 1;
  case KIR_OP_NE: *value = x != y; return 1;
  default: return 0;
  }
}

static int defines_names(const kir_block *b) {
  for (int i = 0; i < b->n; i++)
    if (b->v[i]->kind == KS_LET || b->v[i]->kind == KS_ALLOC || b->v[i]->kind == KS_BAROBJ) return 1;
  return 0;
}

/* An `if` whose condition substitution made constant becomes the branch
 * that runs (already folded: the hook runs inside out), unless that branch
 * defines names, whose scope would widen. */
static int fold_rewrite(kir_walker *w, kir_block *b, int i) {
  kir_stmt *s = b->v[i];
  int v;
  if (s->kind != KS_IF || !const_cond(s->u.if_.cond, &v)) return 1;
  kir_block *br = v ? &s->u.if_.then_blk : &s->u.if_.else_blk;
  if (defines_names(br)) return 1;
  return kir_block_splice(w->ctx, b, i, br);
}

/* Folds the constant conditions of b, at every depth. */
static void fold_block(ww_arena *a, kir_block *b) {
  kir_walker w = {.ctx = a};
  kir_rewrite_block(&w, b, fold_rewrite, NULL);
}

/* The loop variable's value at iteration k (an expression): lo + k * step. */
static kir_expr *loop_value(pl_loop *L, kir_expr *k) {
  kir_expr *iv = k;
  if (!(L->lo_known && L->lo_val == 0 && L->step == 1)) {
    kir_expr *lo = L->lo_known ? kir_int(L->a, L->lo_val) : kir_clone_expr(L->a, L->loop->u.loop.lo, NULL, NULL);
    iv = kir_binary(L->a, KIR_OP_ADD, lo, kir_binary(L->a, KIR_OP_MUL, k, kir_int(L->a, L->step)));
  }
  return pl_simplify(L->a, iv);
}

/* The unit's statements for original iteration k (an expression), the
 * loop variable replaced by iv. */
static void clone_stmts(pl_loop *L, const pl_unit *u, kir_expr *k, kir_expr *iv, kir_block *out) {
  /* one clone map for the unit: a later statement of an inner pipeline's
   * output may name what an earlier one defines */
  kir_cloner *cl = kir_cloner_new(L->a, L->var, iv);
  kir_block made = {0};
  for (int i = 0; i < u->nstmts; i++) {
    kir_stmt *s = kir_cloner_stmt(cl, u->stmts[i]);
    for (int b = 0; b < L->nv; b++) {
      kir_expr *ver = kir_binary(L->a, KIR_OP_MOD, kir_clone_expr(L->a, k, NULL, NULL),
                                 kir_int(L->a, L->ver[b].count));
      if (L->ver[b].home) ver = kir_binary(L->a, KIR_OP_ADD, ver, kir_int(L->a, L->ver[b].home));
      pl_version_accesses(L->a, s, L->ver[b].buf, pl_simplify(L->a, ver));
    }
    pl_simplify_stmt(L->a, s);
    kir_block_push(L->a, &made, s);
  }
  kir_cloner_free(cl);
  fold_block(L->a, &made);
  for (int i = 0; i < made.n; i++) kir_block_push(L->a, out, made.v[i]);
}

/* A copy that substitution gave constant sizes that differ (`S[4:4, :]`
 * for i = 1), and whether an `if` or a loop of the instance encloses it. */
typedef struct bad_copy {
  const kir_stmt *s;
  int64_t dst, src;
  int enclosed;
  int depth;
} bad_copy;

static int encloses(const kir_stmt *s) { return s->kind == KS_IF || s->kind == KS_FOR; }

static int bad_copy_enter(kir_walker *w, kir_stmt *s) {
  bad_copy *b = w->ctx;
  if (kir_copy_counts(s, &b->dst, &b->src) && b->dst != b->src) {
    b->s = s;
    b->enclosed = b->depth > 0;
    return 0;
  }
  b->depth += encloses(s);
  return 1;
}

static void bad_copy_leave(kir_walker *w, kir_stmt *s) { ((bad_copy *)w->ctx)->depth -= encloses(s); }

static bad_copy find_bad_copy(const kir_block *b) {
  bad_copy r = {0};
  kir_walker w = {bad_copy_enter, bad_copy_leave, NULL, NULL, NULL, &r};
  for (int i = 0; i < b->n && !r.s; i++) kir_walk_const_stmt(&w, b->v[i]);
  return r;
}

/* The unit for original iteration k. The verifier refuses a copy whose
 * constant sizes differ, where the loop only fails at run time if it
 * reaches the copy: a copy that substitution made so is the user's error
 * when the iteration is certain to run it (`certain`: the loop runs
 * iteration k whenever it runs, and no `if` of the unit guards the copy);
 * otherwise the instance keeps the loop variable, as a loop of one
 * iteration, and fails at run time as the original does. */
static void clone_unit(pl_loop *L, const pl_unit *u, kir_expr *k, int certain, kir_block *out) {
  kir_expr *iv = loop_value(L, k);
  kir_block inst = {0};
  clone_stmts(L, u, k, iv, &inst);
  bad_copy b = find_bad_copy(&inst);
  if (!b.s) {
    for (int i = 0; i < inst.n; i++) kir_block_push(L->a, out, inst.v[i]);
    return;
  }
  int64_t v;
  if (certain && !b.enclosed && kir_const_int(iv, &v)) {
    ww_diag_add(L->d, WW_ERROR, b.s->loc, b.s->len, "%s when %s = %lld: %lld element%s into %lld",
                b.s->kind == KS_COPY ? "the two sides of the copy differ in size"
                                     : "the gather and its index region differ in size",
                L->var->name, (long long)v, (long long)b.src, b.src == 1 ? "" : "s", (long long)b.dst);
    ww_diag_add(L->d, WW_NOTE, L->loop->loc, L->loop->len, "the loop runs iteration %s = %lld whenever it runs",
                L->var->name, (long long)v);
    L->user_error = 1;
    return;
  }
  kir_stmt *f = kir_stmt_new(L->a, KS_FOR, u->stmts[0]->loc);
  f->u.loop.var = kir_var_new(L->a, L->k, L->var->name, L->var->type, KIR_VAR_LOOP);
  f->u.loop.lo = iv;
  f->u.loop.hi = pl_simplify(L->a, kir_binary(L->a, KIR_OP_ADD, kir_clone_expr(L->a, iv, NULL, NULL),
                                              kir_int(L->a, 1)));
  f->u.loop.step = 1;
  clone_stmts(L, u, k, kir_var_ref(L->a, f->u.loop.var), &f->u.loop.body);
  kir_block_push(L->a, out, f);
}

static const pl_wait *wait_at(const pl_loop *L, int region, int item, int guarded, int q) {
  for (int w = 0; w < L->nwaits; w++) {
    const pl_wait *x = &L->waits[w];
    if (x->alive && x->region == region && x->item == item && x->guarded == guarded && x->queue == q)
      return x;
  }
  return NULL;
}

static void emit_waits(pl_loop *L, const region_ix *R, int item, int guarded, kir_block *out,
                       pl_pipeline_stats *st) {
  int nq = L->merge_queues ? 1 : L->M + 1;
  for (int q = 0; q < nq; q++) {
    const pl_wait *w = wait_at(L, R->region, item, guarded, q);
    if (w) kir_block_push(L->a, out, wait_stmt(L, w, R, st));
  }
}

/* One iteration of a region: the items in order, grouped and guarded. */
static void emit_iteration(pl_loop *L, const region_ix *R, kir_block *out, pl_pipeline_stats *st) {
  kir_block *commit_body = NULL;
  for (int p = 0; p < L->nitems; p++) {
    const pl_item *it = &L->items[p];
    const pl_unit *u = &L->units[it->unit];
    kir_expr *guard;
    int runs = stage_runs(L, R, it->stage, &guard);
    int known;
    int64_t tv;
    kir_expr *t = t_expr(L, R, &known, &tv);
    kir_expr *k = known ? kir_int(L->a, tv - it->stage)
                        : pl_simplify(L->a, kir_binary(L->a, KIR_OP_SUB, t, kir_int(L->a, it->stage)));
    if (!it->async || it->group_start) emit_waits(L, R, p, 0, out, st);
    if (!runs) continue;
    int64_t kv;
    int certain = runs == 1 && L->n_known && kir_const_int(k, &kv);
    kir_block *into = out;
    if (it->async && !it->group_start && commit_body) {
      into = commit_body;
    } else if (runs < 0) {
      kir_stmt *g = kir_stmt_new(L->a, KS_IF, L->loop->loc);
      g->u.if_.cond = guard;
      kir_block_push(L->a, out, g);
      into = &g->u.if_.then_blk;
    }
    if (it->async) {
      if (it->group_start) {
        kir_stmt *c = kir_stmt_new(L->a, KS_COMMIT, L->loop->loc);
        c->u.commit.queue = kir_int(L->a, L->queue_base + it->queue);
        kir_block_push(L->a, into, c);
        commit_body = &c->u.commit.body;
        st->groups++;
      }
      emit_waits(L, R, p, 1, commit_body, st);
      kir_stmt *as = kir_stmt_new(L->a, KS_ASYNC, u->stmts[0]->loc);
      clone_unit(L, u, k, certain, &as->u.async.body);
      kir_block_push(L->a, commit_body, as);
      if (it->group_end) commit_body = NULL;
    } else {
      clone_unit(L, u, k, certain, into);
    }
  }
}

/* A region: a loop over `trips` iterations (an expression), or its single
 * iteration inline when that is 1. */
static void emit_region_loop(pl_loop *L, int region, kir_expr *trips, kir_block *out,
                             pl_pipeline_stats *st) {
  int64_t tc;
  int known = kir_const_int(trips, &tc);
  if (known && tc <= 0) return;
  if (known && tc == 1) {
    region_ix R = {region, NULL, 0};
    emit_iteration(L, &R, out, st);
    return;
  }
  kir_stmt *loop = kir_stmt_new(L->a, KS_FOR, L->loop->loc);
  loop->u.loop.var = kir_var_new(L->a, L->k, L->var->name, L->var->type, KIR_VAR_LOOP);
  loop->u.loop.lo = kir_int(L->a, 0);
  loop->u.loop.hi = trips;
  loop->u.loop.step = 1;
  region_ix R = {region, loop->u.loop.var, 0};
  emit_iteration(L, &R, &loop->u.loop.body, st);
  kir_block_push(L->a, out, loop);
}

/* B[v, box] (box: the whole buffer when NULL), a region of a versioned
 * buffer; v an expression. */
static kir_access version_region(pl_loop *L, const pl_version *v, const kir_access *box, kir_expr *ver) {
  kir_access r;
  memset(&r, 0, sizeof r);
  r.buf = v->buf;
  r.loc = L->loop->loc;
  r.nidx = 1 + (box ? box->nidx : 0);
  r.idx = ww_alloc(L->a, sizeof(kir_index) * (size_t)r.nidx);
  r.idx[0].lo = ver;
  for (int d = 0; box && d < box->nidx; d++) {
    r.idx[d + 1] = box->idx[d];
    r.idx[d + 1].lo = kir_clone_expr(L->a, box->idx[d].lo, NULL, NULL);
    r.idx[d + 1].hi = kir_clone_expr(L->a, box->idx[d].hi, NULL, NULL);
  }
  return r;
}

static void emit_copy(pl_loop *L, kir_access dst, kir_access src, kir_block *out) {
  kir_stmt *c = kir_stmt_new(L->a, KS_COPY, L->loop->loc);
  c->u.copy.dst = dst;
  c->u.copy.src = src;
  kir_block_push(L->a, out, c);
}

/* Values from before the loop, in every version. */
static void emit_broadcast(pl_loop *L, kir_block *out) {
  for (int i = 0; i < L->nv; i++) {
    const pl_version *v = &L->ver[i];
    for (int k = 1; v->broadcast && k < v->count + v->home; k++)
      emit_copy(L, version_region(L, v, NULL, kir_int(L->a, k)), version_region(L, v, NULL, kir_int(L->a, 0)),
                out);
  }
}

/* The copy that replays a write to dst (v's buffer): from version `from`
 * to version 0 of the same box. */
static kir_stmt *replay_copy(pl_loop *L, const pl_version *v, const kir_access *dst, kir_expr *from, ww_loc loc) {
  kir_stmt *c = kir_stmt_new(L->a, KS_COPY, loc);
  c->u.copy.dst = *dst;
  c->u.copy.src = *dst;
  c->u.copy.src.idx = ww_alloc(L->a, sizeof(kir_index) * (size_t)(dst->nidx ? dst->nidx : 1));
  for (int d = 0; d < dst->nidx; d++) {
    c->u.copy.src.idx[d] = dst->idx[d];
    c->u.copy.src.idx[d].lo = kir_clone_expr(L->a, dst->idx[d].lo, NULL, NULL);
    c->u.copy.src.idx[d].hi = kir_clone_expr(L->a, dst->idx[d].hi, NULL, NULL);
  }
  pl_version_accesses(L->a, c, v->buf, kir_int(L->a, 0));
  /* the destination got version 0 above; the source takes `from` */
  c->u.copy.src.idx[0].lo = kir_clone_expr(L->a, from, NULL, NULL);
  return c;
}

typedef struct replay_ctx {
  pl_loop *L;
  const pl_version *v;
  kir_expr *from;
} replay_ctx;

/* One statement of a replay, its blocks already replayed (the hook runs
 * inside out): a write of v's buffer becomes its copy, a let stays, a loop
 * or an `if` stays when something is left in it, an async or commit body
 * takes the place of its statement; anything else goes. */
static int replay_rewrite(kir_walker *w, kir_block *b, int i) {
  replay_ctx *r = w->ctx;
  ww_arena *a = r->L->a;
  kir_stmt *s = b->v[i];
  kir_block with = {0};
  switch (s->kind) {
  case KS_STORE: case KS_COPY: case KS_GATHER: {
    const kir_access *dst = s->kind == KS_STORE  ? &s->u.store.dst
                            : s->kind == KS_COPY ? &s->u.copy.dst
                                                 : &s->u.gather.dst;
    if (dst->buf == r->v->buf) kir_block_push(a, &with, replay_copy(r->L, r->v, dst, r->from, s->loc));
    break;
  }
  case KS_LET: return 1;
  case KS_FOR:
    if (s->u.loop.body.n) return 1;
    break;
  case KS_IF:
    if (!s->u.if_.then_blk.n && !s->u.if_.else_blk.n) break;
    s->u.if_.has_else = s->u.if_.else_blk.n > 0;
    return 1;
  case KS_ASYNC: return kir_block_splice(a, b, i, &s->u.async.body);
  case KS_COMMIT: return kir_block_splice(a, b, i, &s->u.commit.body);
  default: break;
  }
  return kir_block_splice(a, b, i, &with);
}

/* The statements of a replay: every write of v's buffer in src, as a copy
 * from version `from` to version 0, inside the loops, conditions and lets
 * that decide it; nothing else. src is rewritten so, then pushed to out. */
static void replay_block(pl_loop *L, const pl_version *v, kir_block *src, kir_expr *from, kir_block *out) {
  replay_ctx r = {L, v, from};
  kir_walker w = {.ctx = &r};
  kir_rewrite_block(&w, src, replay_rewrite, NULL);
  for (int i = 0; i < src->n; i++) kir_block_push(L->a, out, src->v[i]);
}

/* What the last iterations wrote, back in version 0 for the code after the
 * loop (which reads version 0): the last iteration's version of each box
 * every iteration writes, or the writes replayed in order. */
static void emit_copy_back(pl_loop *L, kir_block *out) {
  if (L->n_known && L->n == 0) return;
  for (int i = 0; i < L->nv; i++) {
    const pl_version *v = &L->ver[i];
    if (v->replay) {
      kir_stmt *loop = kir_stmt_new(L->a, KS_FOR, L->loop->loc);
      kir_var *t = kir_var_new(L->a, L->k, L->var->name, L->var->type, KIR_VAR_LOOP);
      loop->u.loop.var = t;
      kir_expr *n = kir_clone_expr(L->a, L->n_expr, NULL, NULL);
      loop->u.loop.lo = v->replay_last ? pl_simplify(L->a, kir_binary(L->a, KIR_OP_MAX,
                                                                          kir_binary(L->a, KIR_OP_SUB, n, kir_int(L->a, v->replay_last)),
                                                                          kir_int(L->a, 0)))
                                       : kir_int(L->a, 0);
      loop->u.loop.hi = kir_clone_expr(L->a, L->n_expr, NULL, NULL);
      loop->u.loop.step = 1;
      kir_expr *from = kir_binary(L->a, KIR_OP_ADD,
                                  kir_binary(L->a, KIR_OP_MOD, kir_var_ref(L->a, t), kir_int(L->a, v->count)),
                                  kir_int(L->a, v->home));
      kir_expr *iv = loop_value(L, kir_var_ref(L->a, t));
      kir_cloner *cl = kir_cloner_new(L->a, L->var, iv);
      for (int u = 0; u < L->nunits; u++) {
        kir_block src = {0};
        for (int k = 0; k < L->units[u].nstmts; k++) kir_block_push(L->a, &src, kir_cloner_stmt(cl, L->units[u].stmts[k]));
        replay_block(L, v, &src, from, &loop->u.loop.body);
      }
      kir_cloner_free(cl);
      for (int k = 0; k < loop->u.loop.body.n; k++) pl_simplify_stmt(L->a, loop->u.loop.body.v[k]);
      kir_block_push(L->a, out, loop);
      continue;
    }
    if (!v->ncopy_back) continue;
    kir_expr *last = kir_binary(L->a, KIR_OP_SUB, kir_clone_expr(L->a, L->n_expr, NULL, NULL), kir_int(L->a, 1));
    kir_expr *ver = pl_simplify(L->a, kir_binary(L->a, KIR_OP_MOD, last, kir_int(L->a, v->count)));
    int64_t c;
    if (kir_const_int(ver, &c) && c == 0) continue;
    for (int b = 0; b < v->ncopy_back; b++)
      emit_copy(L, version_region(L, v, &v->copy_back[b], kir_int(L->a, 0)),
                version_region(L, v, &v->copy_back[b], kir_clone_expr(L->a, ver, NULL, NULL)), out);
  }
}

void pl_emit(pl_loop *L, kir_block *out, pl_pipeline_stats *st) {
  emit_broadcast(L, out);
  if (L->all_unrolled) {
    for (int64_t t = 0; t < L->n + L->M; t++) {
      region_ix R = {PL_R_UNROLLED + (int)t, NULL, 0};
      emit_iteration(L, &R, out, st);
    }
  } else {
    if (L->unroll_edges) {
      for (int t = 0; t < L->M; t++) {
        region_ix R = {PL_R_UNROLLED + t, NULL, 0};
        emit_iteration(L, &R, out, st);
      }
    } else {
      emit_region_loop(L, PL_R_PRO, kir_int(L->a, L->M), out, st);
    }
    kir_expr *body_trips =
        pl_simplify(L->a, kir_binary(L->a, KIR_OP_SUB, kir_clone_expr(L->a, L->n_expr, NULL, NULL),
                                     kir_int(L->a, L->M)));
    emit_region_loop(L, PL_R_BODY, body_trips, out, st);
    if (L->unroll_edges) {
      for (int e = 0; e < L->M; e++) {
        region_ix R = {PL_R_UNROLLED + L->M + e, NULL, 0};
        emit_iteration(L, &R, out, st);
      }
    } else {
      emit_region_loop(L, PL_R_EPI, kir_int(L->a, L->M), out, st);
    }
  }
  int nq = L->merge_queues ? 1 : L->M + 1;
  for (int q = 0; q < nq; q++)
    if (L->drain[q]) {
      kir_stmt *s = kir_stmt_new(L->a, KS_WAIT, L->loop->loc);
      s->u.wait.queue = kir_int(L->a, L->queue_base + q);
      s->u.wait.count = kir_int(L->a, 0);
      kir_block_push(L->a, out, s);
      st->waits++;
    }
  emit_copy_back(L, out);
}
