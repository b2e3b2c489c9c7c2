/*
 * async_units.c - whether each unit of an async stage can run as async
 * operations.
 *
 * Inside `async { }` every store, copy and gather is an operation of its
 * own, and all of a unit's are in flight together until a wait for their
 * group; an opaque call or a `let` reads when it is reached. If one of them
 * touches what another writes (a statement that reads what an earlier one
 * of the unit wrote, one iteration of an inner loop what another wrote),
 * they race. Such a unit runs synchronously instead, with a warning:
 * completing at once is one of the ways an async operation may complete, so
 * the program computes the same, with less overlap. So does a unit holding
 * a pipeline with async stages of its own (commit scopes do not nest).
 *
 * The operations are enumerated one by one over the unit's inner loops
 * (constant bounds, at most PL_MAX_UNIT_OPS operations); a loop past that
 * is taken as a range, and an operation in it as conflicting with itself
 * when it writes.
 */
#include "pl_internal.h"

#include <stdlib.h>
#include <string.h>

/* Operations of one unit compared pairwise. */
#define PL_MAX_UNIT_OPS 1024

typedef struct opacc {
  kir_buf *buf;
  const kir_access *acc;
  kir_role role;
  pl_fp fp;
  int injective;            /* in a loop taken as a range: another iteration of it
                               touches other elements */
} opacc;

/* `if`s around an operation, by instance, with the branch taken. */
#define PL_MAX_OP_BRANCHES 16

typedef struct op {
  const kir_stmt *s;
  int first, nacc;
  int ranged;               /* stands for several operations (a loop taken as a range) */
  int nbr;
  int br_inst[PL_MAX_OP_BRANCHES];
  unsigned char br_side[PL_MAX_OP_BRANCHES];
} op;

typedef struct opwalk {
  pl_loop *L;
  pl_unit *u;
  const kir_var *fvar[PL_MAX_INNER];
  int64_t fval[PL_MAX_INNER];
  int nfixed;
  const pl_env *env;
  int level, ranged;
  int nbr, ninst;
  int br_inst[PL_MAX_OP_BRANCHES];
  unsigned char br_side[PL_MAX_OP_BRANCHES];
  op *ops;
  int nops, capops;
  opacc *acc;
  int nacc, capacc;
} opwalk;

/* Does every loop taken as a range have a dimension of its own, a point
 * that names its variable and no other such loop's? Then two iterations
 * touch two different elements. */
static int injective(const opwalk *o, kir_buf *b, const kir_access *acc) {
  if (!acc) return 0;
  pl_scope s = {o->L->var, o->L->loop->u.loop.lo, o->L->step, o->env, o->env, o->u->lets, o->u->nlets,
                o->fvar, o->fval, o->nfixed, NULL, NULL};
  pl_fp f;
  pl_fp_build(o->L->a, &s, b, acc, &f);
  for (const pl_env *e = o->env; e; e = e->next) {
    int own = 0;
    for (int d = 0; d < f.ndim && !own; d++) {
      const pl_fdim *x = &f.dim[d];
      if (!x->ok || x->Dlo != x->Dhi || !pl_sym_same(&x->slo, &x->shi)) continue;
      int point = 1;
      for (int64_t r = 0; r < x->P && point; r++) point = x->lo[r] == x->hi[r];
      int mine = 0, others = 0;
      for (int t = 0; t < x->slo.n; t++)
        for (const pl_env *g = o->env; g; g = g->next)
          if (x->slo.sym[t] == g->loop->u.loop.var) {
            if (g == e) mine = 1;
            else others = 1;
          }
      own = point && mine && !others;
    }
    if (!own) return 0;
  }
  return 1;
}

static void ow_access(kir_walker *w, kir_buf *b, kir_access *acc, kir_role role) {
  opwalk *o = w->ctx;
  opacc x;
  memset(&x, 0, sizeof x);
  x.buf = b;
  x.acc = acc;
  x.role = role;
  pl_scope s = {o->L->var, o->L->loop->u.loop.lo, o->L->step, o->env, NULL, o->u->lets, o->u->nlets,
                o->fvar, o->fval, o->nfixed, NULL, NULL};
  pl_fp_build(o->L->a, &s, b, acc, &x.fp);
  x.injective = o->ranged && injective(o, b, acc);
  WW_VEC_PUSH(o->acc, o->nacc, o->capacc, x);
}

/* Do two accesses name the same elements as written? */
static int same_access(const kir_access *a, const kir_access *b) {
  if (!a || !b || a->buf != b->buf || a->nidx != b->nidx) return 0;
  for (int i = 0; i < a->nidx; i++)
    if (a->idx[i].slice != b->idx[i].slice || !kir_expr_same(a->idx[i].lo, b->idx[i].lo) ||
        !kir_expr_same(a->idx[i].hi, b->idx[i].hi))
      return 0;
  return 1;
}

static int ow_skip(kir_walker *w, kir_stmt *s) {
  (void)w, (void)s;
  return 1;
}

/* One operation: the accesses of s (not a block); reported as `as`. */
static void add_op(opwalk *o, kir_stmt *s, const kir_stmt *as) {
  op x;
  memset(&x, 0, sizeof x);
  x.s = as;
  x.first = o->nacc;
  x.ranged = o->ranged > 0;
  x.nbr = o->nbr;
  memcpy(x.br_inst, o->br_inst, sizeof x.br_inst);
  memcpy(x.br_side, o->br_side, sizeof x.br_side);
  kir_walker w = {ow_skip, NULL, NULL, ow_access, NULL, o};
  kir_walk_stmt(&w, s);
  x.nacc = o->nacc - x.first;
  if (x.nacc) WW_VEC_PUSH(o->ops, o->nops, o->capops, x);
}

static int64_t trips(const kir_stmt *f) {
  int64_t lo, hi;
  if (!kir_const_int(f->u.loop.lo, &lo) || !kir_const_int(f->u.loop.hi, &hi)) return -1;
  int64_t step = f->u.loop.step > 0 ? f->u.loop.step : 1;
  return hi > lo ? (hi - lo + step - 1) / step : 0;
}

static void walk_ops(opwalk *o, kir_block *b);

static void walk_op_stmt(opwalk *o, kir_stmt *s) {
  switch (s->kind) {
  case KS_FOR: {
    /* the bounds are read when the loop starts */
    kir_stmt bounds;
    memset(&bounds, 0, sizeof bounds);
    bounds.kind = KS_CALL;
    kir_expr *be[2] = {s->u.loop.lo, s->u.loop.hi};
    bounds.u.call.nargs = 2;
    bounds.u.call.args = be;
    add_op(o, &bounds, s);
    int64_t n = trips(s);
    if (n >= 0 && o->nfixed < PL_MAX_INNER && o->level < PL_MAX_INNER &&
        o->nops + n <= PL_MAX_UNIT_OPS) {
      int64_t lo;
      kir_const_int(s->u.loop.lo, &lo);
      int slot = o->nfixed++;
      o->fvar[slot] = s->u.loop.var;
      for (int64_t k = 0; k < n && o->nops <= PL_MAX_UNIT_OPS; k++) {
        o->fval[slot] = lo + k * (s->u.loop.step > 0 ? s->u.loop.step : 1);
        walk_ops(o, &s->u.loop.body);
      }
      o->nfixed--;
      return;
    }
    pl_env *e = ww_alloc(o->L->a, sizeof *e);
    e->loop = s;
    e->level = o->level++;
    e->next = o->env;
    o->env = e;
    o->ranged++;
    walk_ops(o, &s->u.loop.body);
    o->ranged--;
    o->env = e->next;
    o->level--;
    return;
  }
  case KS_IF: {
    kir_stmt cond;
    memset(&cond, 0, sizeof cond);
    cond.kind = KS_CALL;
    kir_expr *ce[1] = {s->u.if_.cond};
    cond.u.call.nargs = 1;
    cond.u.call.args = ce;
    add_op(o, &cond, s);
    /* the two branches of one instance of the `if` never both run (inside
     * a loop taken as a range, one operation stands for every iteration's) */
    int inst = o->ninst++, depth = o->nbr;
    if (depth < PL_MAX_OP_BRANCHES && !o->ranged) {
      o->br_inst[depth] = inst;
      o->nbr++;
    }
    for (int side = 0; side < 2; side++) {
      if (o->nbr > depth) o->br_side[depth] = (unsigned char)side;
      walk_ops(o, side ? &s->u.if_.else_blk : &s->u.if_.then_blk);
    }
    o->nbr = depth;
    return;
  }
  case KS_ASYNC: walk_ops(o, &s->u.async.body); return;
  case KS_COMMIT: walk_ops(o, &s->u.commit.body); return;
  default: add_op(o, s, s); return;
  }
}

static void walk_ops(opwalk *o, kir_block *b) {
  for (int i = 0; i < b->n && o->nops <= PL_MAX_UNIT_OPS; i++) walk_op_stmt(o, b->v[i]);
}

static int exclusive(const op *x, const op *y) {
  for (int i = 0; i < x->nbr; i++)
    for (int j = 0; j < y->nbr; j++)
      if (x->br_inst[i] == y->br_inst[j] && x->br_side[i] != y->br_side[j]) return 1;
  return 0;
}

static int ops_conflict(const pl_loop *L, const opwalk *o, const op *x, const op *y) {
  if (x != y && exclusive(x, y)) return 0;
  for (int i = x->first; i < x->first + x->nacc; i++)
    for (int j = y->first; j < y->first + y->nacc; j++) {
      const opacc *a = &o->acc[i], *b = &o->acc[j];
      if (a->buf != b->buf || !((a->role | b->role) & KIR_ROLE_WRITE)) continue;
      if (x == y && !(a->role & KIR_ROLE_WRITE)) continue;
      /* one operation standing for a loop's: the same elements in two
       * iterations only if the index is not one-to-one */
      if (x == y && a->injective && (a == b || same_access(a->acc, b->acc))) continue;
      if (pl_fp_meet(&a->fp, &b->fp, 0, L->kmax)) return 1;
    }
  return 0;
}

static int has_async_enter(kir_walker *w, kir_stmt *s) {
  if (s->kind == KS_COMMIT || s->kind == KS_ASYNC) *(int *)w->ctx = 1;
  return !*(int *)w->ctx;
}

static void warn_sync(pl_loop *L, pl_unit *u, const kir_stmt *a, const kir_stmt *b, const char *why) {
  const kir_stmt *at = u->stmts[0];
  ww_diag_add(L->d, WW_WARNING, at->loc, at->len,
              "this statement of async stage %d runs synchronously: %s", u->stage, why);
  if (L->d->n) L->d->v[L->d->n - 1].category = "pipeline-sync";
  if (a && b) {
    ww_diag_add(L->d, WW_NOTE, b->loc, b->len, "this operation touches what the one at line %d writes",
                a->loc.line);
  }
}

void pl_check_async_units(pl_loop *L) {
  for (int i = 0; i < L->nunits; i++) {
    pl_unit *u = &L->units[i];
    if (!u->async) continue;
    int inner = 0;
    kir_walker hw = {has_async_enter, NULL, NULL, NULL, NULL, &inner};
    for (int k = 0; k < u->nstmts && !inner; k++) kir_walk_stmt(&hw, u->stmts[k]);
    if (inner) {
      u->async = 0;
      warn_sync(L, u, NULL, NULL,
                "it holds a pipeline with async stages of its own, and commit scopes do not nest");
      continue;
    }
    opwalk o;
    memset(&o, 0, sizeof o);
    o.L = L;
    o.u = u;
    for (int k = 0; k < u->nstmts; k++) walk_op_stmt(&o, u->stmts[k]);
    const op *cx = NULL, *cy = NULL;
    if (o.nops > PL_MAX_UNIT_OPS) {
      u->async = 0;
      warn_sync(L, u, NULL, NULL, "it has too many operations to check that they do not race with each other");
    } else {
      for (int x = 0; x < o.nops && !cx; x++)
        for (int y = o.ops[x].ranged ? x : x + 1; y < o.nops && !cx; y++)
          if (ops_conflict(L, &o, &o.ops[x], &o.ops[y])) cx = &o.ops[x], cy = &o.ops[y];
      if (cx) {
        u->async = 0;
        warn_sync(L, u, cx->s, cy->s,
                  "its operations would be in flight together, and one touches what another writes");
      }
    }
    free(o.ops);
    free(o.acc);
  }
}
