/*
 * lower_cuda_sync.c - where the CUDA lowering needs __syncthreads().
 *
 * The IR describes one sequential program; in CUDA the block's threads split
 * the work (lower_cuda.c: copies spread over the threads, stores to shared or
 * global memory on thread 0, the rest on every thread), so a thread may touch
 * an element that another thread wrote, or may overwrite one that another
 * thread has not read yet. Between two such accesses to a shared or global
 * buffer the threads need a barrier. Local buffers are per thread and never
 * need one; two accesses by thread 0 alone are ordered by program order.
 *
 * The analysis walks each kernel in program order with a state: the
 * accesses to shared and global buffers made since the last barrier (buffer,
 * the access as written, read or write, thread 0 or many threads). A
 * statement conflicts with the state when it touches an element that an
 * access of the state touched, one of the two writes, and not both ran on
 * thread 0: then a barrier goes before the statement and the state is
 * emptied. Every `wait(0, N)` is followed by a barrier (cp.async.wait_group
 * only covers the thread's own copies), and `barrier()` is one, so both
 * empty the state. A cp.async counts as a write of its destination and a
 * read of its source when it is issued; the wait that makes its data usable
 * comes before any use (the IR program is race-free: `waitwise run` checks
 * it, and the pipeliner's output is), so issuing is where it conflicts.
 *
 * Branches are analysed separately and their states joined (union). A loop
 * is iterated to a fixed point: the state at the end of its body flows back
 * to its head with the loop variable "one iteration older" in the accesses
 * that mention it, then "any older iteration"; accesses made before the
 * loop meet only its first iteration until one survives a whole iteration.
 * After the loop the variable stands for any of its values, and the state
 * is what the last iteration left, joined with the state before the loop
 * unless the loop surely runs. A conflict whose earlier accesses all come
 * from before the innermost loops around the statement gets its barrier
 * before the outermost of those loops: once, not once per iteration.
 * Whether two accesses overlap is decided by
 * enumerating the loop variables their indices depend on (lets followed):
 * over the loop's range when it is constant, or over one period when every
 * use of the variable is inside `e % m` with e a polynomial (so the versions
 * `(i + 3) % 4` and `i % 4` of a pipelined buffer never meet, whatever the
 * trip count). Anything else (parameters, loads in indices, too many
 * values) counts as an overlap.
 *
 * Barriers only ever get added while the analysis runs (a barrier once
 * placed is in the code at every iteration, which keeps the transfer
 * monotone and the fixed point sound), so it runs until no barrier is added;
 * then each barrier is removed in turn, last first, when the program stays
 * free of conflicts without it.
 */
#include "lower_cuda_internal.h"

#include <stdlib.h>
#include <string.h>

/* How an access of the state relates to a loop variable v: made in this
 * iteration (NOW), the one before (PREV), any earlier one (ANY), or before
 * the loop began (BEFORE: it meets only the first iteration; an access
 * that survives a whole iteration loses the tag). */
enum { AGE_NOW, AGE_PREV, AGE_ANY, AGE_BEFORE };
#define MAX_AGES 8
#define MAX_SLOTS 16
#define MAX_VALUATIONS (1 << 14)
#define MAX_PERIOD (1 << 12)
#define QUERY_BUDGET 200000

/* One access of the state. Loop variables absent from age[] are the
 * current iteration's. */
typedef struct ent {
  const kir_buf *buf;
  const kir_access *acc;    /* NULL: the whole buffer */
  unsigned char write, one; /* one: by thread 0 alone */
  unsigned char nage;
  struct { int var; unsigned char age; } age[MAX_AGES];  /* sorted by var id */
} ent;

typedef struct state {
  ent *v;
  int n, cap;
} state;

typedef struct an {
  lower_cuda_kernel *K;
  const kir_stmt **loops;  /* the loops around the statement being walked */
  int nloops, caploops;
  int add;            /* add a barrier at each conflict (else count them) */
  int added, hazards;
  long budget;        /* expression nodes a query may still visit */
  int64_t *cur, *anyv;  /* by var id: values of the current enumeration */
} an;

/* ---- states ---- */

static int ent_equal(const ent *a, const ent *b) {
  if (a->buf != b->buf || a->acc != b->acc || a->write != b->write || a->one != b->one || a->nage != b->nage)
    return 0;
  for (int i = 0; i < a->nage; i++)
    if (a->age[i].var != b->age[i].var || a->age[i].age != b->age[i].age) return 0;
  return 1;
}

static void st_add(state *s, const ent *e) {
  for (int i = 0; i < s->n; i++)
    if (ent_equal(&s->v[i], e)) return;
  WW_VEC_PUSH(s->v, s->n, s->cap, *e);
}

static void st_join(state *dst, const state *src) {
  for (int i = 0; i < src->n; i++) st_add(dst, &src->v[i]);
}

static state st_copy(const state *s) {
  state c = {0};
  st_join(&c, s);
  return c;
}

static void st_free(state *s) {
  free(s->v);
  memset(s, 0, sizeof *s);
}

static int age_of(const ent *e, const kir_var *v) {
  for (int i = 0; i < e->nage; i++)
    if (e->age[i].var == v->id) return e->age[i].age;
  return AGE_NOW;
}

static void clear_age(ent *e, int var) {
  for (int i = 0; i < e->nage; i++)
    if (e->age[i].var == var) {
      memmove(&e->age[i], &e->age[i + 1], (size_t)(e->nage - i - 1) * sizeof e->age[0]);
      e->nage--;
      return;
    }
}

/* Too many older loop variables: the entry becomes the whole buffer (a
 * BEFORE tag is just not added: without it the entry meets every iteration). */
static void set_age(ent *e, int var, int age) {
  int i = 0;
  while (i < e->nage && e->age[i].var < var) i++;
  if (i < e->nage && e->age[i].var == var) {
    e->age[i].age = (unsigned char)age;
    return;
  }
  if (e->nage == MAX_AGES) {
    if (age == AGE_BEFORE) return;
    e->acc = NULL;
    e->nage = 0;
    return;
  }
  memmove(&e->age[i + 1], &e->age[i], (size_t)(e->nage - i) * sizeof e->age[0]);
  e->age[i].var = var;
  e->age[i].age = (unsigned char)age;
  e->nage++;
}

/* ---- questions about expressions (lets followed, within a budget) ---- */

static int var_ok(const an *A, const kir_var *v) { return v && v->id >= 0 && v->id < A->K->nvars; }

static int acc_mentions(an *A, const kir_access *a, const kir_var *v);

static int mentions(an *A, const kir_expr *e, const kir_var *v) {
  if (!e) return 0;
  if (--A->budget < 0) return 1;
  switch (e->kind) {
  case KE_VAR: {
    if (e->u.var == v) return 1;
    const kir_expr *x = lower_cuda_let_value(A->K, e->u.var);
    return x && mentions(A, x, v);
  }
  case KE_LOAD:
  case KE_REGION: return acc_mentions(A, &e->u.access, v);
  case KE_UNARY:
  case KE_CAST: return mentions(A, e->u.op.a, v);
  case KE_BINARY: return mentions(A, e->u.op.a, v) || mentions(A, e->u.op.b, v);
  case KE_SELECT:
    return mentions(A, e->u.op.a, v) || mentions(A, e->u.op.b, v) || mentions(A, e->u.op.c, v);
  default: return 0;
  }
}

static int acc_mentions(an *A, const kir_access *a, const kir_var *v) {
  for (int i = 0; i < a->nidx; i++)
    if (mentions(A, a->idx[i].lo, v) || mentions(A, a->idx[i].hi, v)) return 1;
  return 0;
}

/* 0 (not periodic) is absorbing. */
static int64_t lcm64(int64_t a, int64_t b) {
  if (!a || !b) return 0;
  int64_t l = a / ww_gcd(a, b) * b;
  return l > MAX_PERIOD ? 0 : l;
}

static int64_t period(an *A, const kir_expr *e, const kir_var *v);

/* Is e a polynomial in v (+, -, *) over terms periodic in v? Their
 * periods are folded into *P. */
static int poly(an *A, const kir_expr *e, const kir_var *v, int64_t *P) {
  if (!mentions(A, e, v)) return 1;
  if (e->kind == KE_VAR) {
    if (e->u.var == v) return 1;
    const kir_expr *x = lower_cuda_let_value(A->K, e->u.var);
    return x && poly(A, x, v, P);
  }
  if (e->kind == KE_BINARY && (e->u.op.op == KIR_OP_ADD || e->u.op.op == KIR_OP_SUB || e->u.op.op == KIR_OP_MUL))
    return poly(A, e->u.op.a, v, P) && poly(A, e->u.op.b, v, P);
  if (e->kind == KE_UNARY && e->u.op.op == KIR_OP_NEG) return poly(A, e->u.op.a, v, P);
  int64_t p = period(A, e, v);
  *P = lcm64(*P, p);
  return *P != 0;
}

/* The smallest known p with e(v + p) == e(v) for every integer v: 1 when e
 * does not depend on v, 0 when no period is known. f(v) % m has period m
 * for a polynomial f with integer coefficients. */
static int64_t period(an *A, const kir_expr *e, const kir_var *v) {
  if (!mentions(A, e, v)) return 1;
  if (A->budget < 0) return 0;
  switch (e->kind) {
  case KE_VAR: {
    const kir_expr *x = e->u.var == v ? NULL : lower_cuda_let_value(A->K, e->u.var);
    return x ? period(A, x, v) : 0;
  }
  case KE_BINARY: {
    int64_t m, P = 1;
    if (e->u.op.op == KIR_OP_MOD && kir_const_int(e->u.op.b, &m) && m > 0 && poly(A, e->u.op.a, v, &P))
      return lcm64(P, m);
    return lcm64(period(A, e->u.op.a, v), period(A, e->u.op.b, v));
  }
  case KE_UNARY:
  case KE_CAST: return period(A, e->u.op.a, v);
  case KE_SELECT:
    return lcm64(lcm64(period(A, e->u.op.a, v), period(A, e->u.op.b, v)), period(A, e->u.op.c, v));
  default: return 0;   /* loads */
  }
}

/* ---- overlap by enumeration ---- */

/* One enumerated variable: a loop variable of the current iteration (shared
 * by both accesses) or, for an access of any older iteration, its own. */
typedef struct slot {
  const kir_var *var;
  int any;
  int64_t lo, step, n;   /* values lo + j * step, j < n */
  int64_t P;             /* period over the expressions it appears in */
} slot;

typedef struct ovl {
  an *A;
  const ent *x;          /* side 1: an access of the state (with ages) */
  int nsl;
  slot sl[MAX_SLOTS];
  int unknown;           /* something that cannot be enumerated */
} ovl;

static int side_any(const ovl *o, int side, const kir_var *v) {
  return side == 1 && age_of(o->x, v) == AGE_ANY;
}

static slot *slot_of(ovl *o, const kir_var *v, int any) {
  for (int i = 0; i < o->nsl; i++)
    if (o->sl[i].var == v && o->sl[i].any == any) return &o->sl[i];
  if (o->nsl == MAX_SLOTS) return NULL;
  slot *s = &o->sl[o->nsl++];
  memset(s, 0, sizeof *s);
  s->var = v;
  s->any = any;
  s->P = 1;
  return s;
}

static void collect_acc(ovl *o, const kir_access *a, int side);

/* Finds the loop variables of e (side 0: the new access; 1: the state's).
 * Parameters and loads are not enumerated: the dimensions they appear in
 * are unknown (they may overlap) but the others still count. */
static void collect(ovl *o, const kir_expr *e, int side) {
  if (!e || o->unknown) return;
  if (--o->A->budget < 0) {
    o->unknown = 1;
    return;
  }
  switch (e->kind) {
  case KE_VAR: {
    const kir_var *v = e->u.var;
    const kir_expr *x = lower_cuda_let_value(o->A->K, v);
    if (x) collect(o, x, side);
    else if (v->kind == KIR_VAR_LOOP && var_ok(o->A, v) && o->A->K->loop_of[v->id]) {
      if (!slot_of(o, v, side_any(o, side, v))) o->unknown = 1;
    }
    return;
  }
  case KE_LOAD:
  case KE_REGION: return;
  case KE_UNARY:
  case KE_CAST: collect(o, e->u.op.a, side); return;
  case KE_BINARY: collect(o, e->u.op.a, side); collect(o, e->u.op.b, side); return;
  case KE_SELECT:
    collect(o, e->u.op.a, side);
    collect(o, e->u.op.b, side);
    collect(o, e->u.op.c, side);
    return;
  default: return;
  }
}

static void collect_acc(ovl *o, const kir_access *a, int side) {
  for (int i = 0; i < a->nidx; i++) {
    collect(o, a->idx[i].lo, side);
    collect(o, a->idx[i].hi, side);
  }
}

static void fold_periods(ovl *o, const kir_access *a, int side) {
  for (int i = 0; i < o->nsl; i++) {
    slot *s = &o->sl[i];
    if (s->any != side_any(o, side, s->var) || (s->any && side == 0)) continue;
    for (int d = 0; d < a->nidx; d++) {
      if (a->idx[d].lo) s->P = lcm64(s->P, period(o->A, a->idx[d].lo, s->var));
      if (a->idx[d].hi) s->P = lcm64(s->P, period(o->A, a->idx[d].hi, s->var));
    }
  }
}

/* The values a slot takes: the loop's range when constant, one period of
 * the expressions when shorter or when the range is not known. */
static int slot_domain(ovl *o, slot *s) {
  const kir_stmt *loop = o->A->K->loop_of[s->var->id];
  int64_t lo = 0, hi = 0;
  s->step = loop->u.loop.step > 0 ? loop->u.loop.step : 1;
  int lo_known = kir_const_int(loop->u.loop.lo, &lo);
  int known = lo_known && kir_const_int(loop->u.loop.hi, &hi);
  if (lo_known && !s->any && age_of(o->x, s->var) == AGE_BEFORE) {
    s->lo = lo;   /* made before the loop: only its first iteration */
    s->n = !known || hi > lo;
    return 1;
  }
  if (known) {
    s->lo = lo;
    s->n = hi > lo ? (hi - lo + s->step - 1) / s->step : 0;
    if (s->P && s->P < s->n) s->n = s->P;
    return s->n <= MAX_VALUATIONS;
  }
  if (!s->P) return 0;
  s->lo = lo_known ? lo : 0;
  if (!lo_known) s->step = 1;   /* any integer: one value per residue */
  s->n = s->P;
  return 1;
}

static int ev(ovl *o, const kir_expr *e, int side, int64_t *out);

static int ev_var(ovl *o, const kir_var *v, int side, int64_t *out) {
  an *A = o->A;
  const kir_expr *x = lower_cuda_let_value(A->K, v);
  if (x) return ev(o, x, side, out);
  if (v->kind == KIR_VAR_BUILTIN) {
    *out = strncmp(v->name, "num_", 4) == 0 ? 1 : 0;  /* one wave, one workgroup: the block */
    return 1;
  }
  if (v->kind != KIR_VAR_LOOP || !var_ok(A, v) || !A->K->loop_of[v->id]) return 0;
  int age = side == 1 ? age_of(o->x, v) : AGE_NOW;
  if (age == AGE_ANY) {
    *out = A->anyv[v->id];
  } else {
    *out = A->cur[v->id];
    if (age == AGE_PREV) *out -= A->K->loop_of[v->id]->u.loop.step;
  }
  return 1;
}

static int small(int64_t v) { return v > -(INT64_C(1) << 31) && v < (INT64_C(1) << 31); }

static int ev_binary(kir_op op, int64_t a, int64_t b, int64_t *out) {
  if (!small(a) || !small(b)) return 0;
  switch (op) {
  case KIR_OP_ADD: *out = a + b; return 1;
  case KIR_OP_SUB: *out = a - b; return 1;
  case KIR_OP_MUL: *out = a * b; return 1;
  case KIR_OP_DIV:
  case KIR_OP_MOD: {
    if (!b) return 0;
    int64_t q = a / b, r = a % b;
    if (r && ((r < 0) != (b < 0))) {
      q--;
      r += b;
    }
    *out = op == KIR_OP_DIV ? q : r;
    return 1;
  }
  case KIR_OP_MIN: *out = a < b ? a : b; return 1;
  case KIR_OP_MAX: *out = a > b ? a : b; return 1;
  case KIR_OP_LT: *out = a < b; return 1;
  case KIR_OP_LE: *out = a <= b; return 1;
  case KIR_OP_GT: *out = a > b; return 1;
  case KIR_OP_GE: *out = a >= b; return 1;
  case KIR_OP_EQ: *out = a == b; return 1;
  case KIR_OP_NE: *out = a != b; return 1;
  case KIR_OP_AND: *out = a && b; return 1;
  case KIR_OP_OR: *out = a || b; return 1;
  default: return 0;
  }
}

/* The integer (or bool) value of e under the enumeration; 0 if unknown. */
static int ev(ovl *o, const kir_expr *e, int side, int64_t *out) {
  int64_t a, b, c;
  if (!e || --o->A->budget < 0) return 0;
  switch (e->kind) {
  case KE_INT: *out = e->u.i; return 1;
  case KE_VAR: return ev_var(o, e->u.var, side, out);
  case KE_UNARY:
    if (!ev(o, e->u.op.a, side, &a) || !small(a)) return 0;
    *out = e->u.op.op == KIR_OP_NOT ? !a : -a;
    return 1;
  case KE_CAST:
    if (kir_type_is_float(e->u.op.a->type) || kir_type_is_float(e->type)) return 0;
    if (!ev(o, e->u.op.a, side, &a)) return 0;
    *out = e->type == KIR_BOOL ? a != 0 : a;
    return 1;
  case KE_BINARY:
    if (kir_type_is_float(e->u.op.a->type) || kir_type_is_float(e->u.op.b->type)) return 0;
    return ev(o, e->u.op.a, side, &a) && ev(o, e->u.op.b, side, &b) && ev_binary(e->u.op.op, a, b, out);
  case KE_SELECT:
    if (!ev(o, e->u.op.c, side, &c)) return 0;
    return ev(o, c ? e->u.op.a : e->u.op.b, side, out);
  default: return 0;
  }
}

/* Elements [lo, hi) of dimension d that access a names; 0 if unknown. */
static int dim_range(ovl *o, const kir_access *a, int d, int side, int64_t *lo, int64_t *hi) {
  int64_t ext;
  if (!kir_const_int(a->buf->dims[d], &ext)) ext = INT64_MAX;
  if (d >= a->nidx) {
    *lo = 0;
    *hi = ext;
    return 1;
  }
  const kir_index *ix = &a->idx[d];
  if (!ix->slice) {
    if (!ev(o, ix->lo, side, lo) || *lo == INT64_MAX) return 0;
    *hi = *lo + 1;
    return 1;
  }
  *lo = 0;
  *hi = ext;
  return (!ix->lo || ev(o, ix->lo, side, lo)) && (!ix->hi || ev(o, ix->hi, side, hi));
}

static int meet_now(ovl *o, const kir_access *x, const kir_access *y) {
  for (int d = 0; d < x->buf->ndim; d++) {
    int64_t xl, xh, yl, yh;
    if (!dim_range(o, x, d, 1, &xl, &xh) || !dim_range(o, y, d, 0, &yl, &yh)) continue;
    if (xh <= yl || yh <= xl || xl >= xh || yl >= yh) return 0;
  }
  return 1;
}

/* Odometer over the slots' values. */
static int enumerate(ovl *o, const kir_access *x, const kir_access *y) {
  int64_t j[MAX_SLOTS] = {0};
  for (int i = 0; i < o->nsl; i++)
    if (o->sl[i].n == 0) return 0;   /* a loop that never runs */
  for (;;) {
    for (int i = 0; i < o->nsl; i++) {
      const slot *s = &o->sl[i];
      int64_t *tab = s->any ? o->A->anyv : o->A->cur;
      tab[s->var->id] = s->lo + j[i] * s->step;
    }
    if (meet_now(o, x, y)) return 1;
    int i = 0;
    while (i < o->nsl && ++j[i] == o->sl[i].n) j[i++] = 0;
    if (i == o->nsl) return 0;
  }
}

/* May the state's access x and the new access y (current iteration) touch
 * a common element? */
static int overlap(an *A, const ent *x, const kir_access *y) {
  if (!x->acc || !y) return 1;
  ovl o;
  memset(&o, 0, sizeof o);
  o.A = A;
  o.x = x;
  A->budget = QUERY_BUDGET;
  collect_acc(&o, x->acc, 1);
  collect_acc(&o, y, 0);
  if (o.unknown) return 1;
  fold_periods(&o, x->acc, 1);
  fold_periods(&o, y, 0);
  int64_t total = 1;
  for (int i = 0; i < o.nsl; i++) {
    if (!slot_domain(&o, &o.sl[i])) return 1;
    total *= o.sl[i].n > 0 ? o.sl[i].n : 1;
    if (total > MAX_VALUATIONS) return 1;
  }
  if (A->budget < 0) return 1;
  int r = enumerate(&o, x->acc, y);
  return r || A->budget < 0;
}

/* ---- statements: what they access (lower_cuda.c's thread mapping) ---- */

static void add_acc(state *s, const kir_buf *b, const kir_access *a, int write, int one) {
  if (!b || b->scope == KIR_LOCAL) return;
  ent e;
  memset(&e, 0, sizeof e);
  e.buf = b;
  e.acc = a;
  e.write = (unsigned char)write;
  e.one = (unsigned char)one;
  st_add(s, &e);
}

static void index_reads(state *s, const kir_access *a, int one);

static void expr_reads(state *s, const kir_expr *e, int one) {
  if (!e) return;
  switch (e->kind) {
  case KE_LOAD:
  case KE_REGION:
    add_acc(s, e->u.access.buf, &e->u.access, 0, one);
    index_reads(s, &e->u.access, one);
    return;
  case KE_UNARY:
  case KE_CAST: expr_reads(s, e->u.op.a, one); return;
  case KE_BINARY: expr_reads(s, e->u.op.a, one); expr_reads(s, e->u.op.b, one); return;
  case KE_SELECT:
    expr_reads(s, e->u.op.a, one);
    expr_reads(s, e->u.op.b, one);
    expr_reads(s, e->u.op.c, one);
    return;
  default: return;
  }
}

static void index_reads(state *s, const kir_access *a, int one) {
  for (int i = 0; i < a->nidx; i++) {
    expr_reads(s, a->idx[i].lo, one);
    expr_reads(s, a->idx[i].hi, one);
  }
}

static void region_rw(state *s, const kir_access *a, int write) {
  add_acc(s, a->buf, a, write, 0);
  index_reads(s, a, 0);
}

/* Own recursion, not kir_walk: its order (a store's destination, a load before their indices) makes the state's order. */
static void stmt_accesses(const kir_stmt *s, int in_async, state *out) {
  switch (s->kind) {
  case KS_LET: expr_reads(out, s->u.let.value, 0); break;
  case KS_STORE: {
    int one = lower_cuda_on_thread0(s, in_async);
    const kir_access *d = &s->u.store.dst;
    add_acc(out, d->buf, d, 1, one);
    if (s->u.store.op != KIR_OP_NONE) add_acc(out, d->buf, d, 0, one);
    index_reads(out, d, one);
    expr_reads(out, s->u.store.value, one);
    break;
  }
  case KS_COPY:
    region_rw(out, &s->u.copy.dst, 1);
    region_rw(out, &s->u.copy.src, 0);
    break;
  case KS_GATHER:
    region_rw(out, &s->u.gather.dst, 1);
    add_acc(out, s->u.gather.src, NULL, 0, 0);
    region_rw(out, &s->u.gather.index, 0);
    break;
  case KS_DMA:
    add_acc(out, s->u.dma.dst, NULL, 1, 0);
    add_acc(out, s->u.dma.src, NULL, 0, 0);
    break;
  case KS_CALL:
    for (int i = 0; i < s->u.call.nargs; i++) expr_reads(out, s->u.call.args[i], 0);
    break;
  case KS_FOR:
    expr_reads(out, s->u.loop.lo, 0);
    expr_reads(out, s->u.loop.hi, 0);
    break;
  case KS_IF: expr_reads(out, s->u.if_.cond, 0); break;
  default: break;
  }
}

/* ---- the walk ---- */

static lower_cuda_mark *mark_add(lower_cuda_kernel *K, const kir_stmt *s, const kir_buf *b, lower_cuda_why why) {
  lower_cuda_mark m = {s, b, why};
  WW_VEC_PUSH(K->marks, K->nmarks, K->capmarks, m);
  return &K->marks[K->nmarks - 1];
}

const lower_cuda_mark *lower_cuda_barrier_before(const lower_cuda_kernel *K, const kir_stmt *s) {
  for (int i = 0; i < K->nmarks; i++)
    if (K->marks[i].stmt == s) return &K->marks[i];
  return NULL;
}

/* Finds the conflicts of the accesses acc with the state. Returns how many
 * of the innermost loops around the statement were entered after every
 * conflicting access was made (they are all still in their first
 * iteration): a barrier before the outermost of those does the job once
 * instead of once per iteration. -1: no conflict. */
static int conflicts(an *A, const state *st, const state *acc, const kir_buf **b, lower_cuda_why *why) {
  int found = 0, inner = A->nloops;
  for (int j = 0; j < acc->n; j++) {
    const ent *y = &acc->v[j];
    for (int i = 0; i < st->n; i++) {
      const ent *x = &st->v[i];
      if (x->buf != y->buf || (!x->write && !y->write) || (x->one && y->one)) continue;
      if (!overlap(A, x, y->acc)) continue;
      if (!found) {
        *b = y->buf;
        *why = x->write ? (y->write ? LOWER_CUDA_WHY_WAW : LOWER_CUDA_WHY_RAW) : LOWER_CUDA_WHY_WAR;
      }
      found = 1;
      int k = 0;
      while (k < inner && age_of(x, A->loops[A->nloops - 1 - k]->u.loop.var) == AGE_BEFORE) k++;
      inner = k;
    }
  }
  return found ? inner : -1;
}

/* The statement s makes the accesses acc: a barrier before it if needed
 * (or before the loop around it that all the conflicts come from before). */
static void apply(an *A, const kir_stmt *s, state *st, const state *acc) {
  int barrier = lower_cuda_barrier_before(A->K, s) != NULL;
  const kir_buf *b = NULL;
  lower_cuda_why why = LOWER_CUDA_WHY_RAW;
  int inner;
  if (!barrier && (inner = conflicts(A, st, acc, &b, &why)) >= 0) {
    if (A->add) {
      const kir_stmt *at = inner > 0 ? A->loops[A->nloops - inner] : s;
      mark_add(A->K, at, b, why);
      A->added++;
      barrier = at == s;   /* a barrier before a loop takes effect in the next run */
    } else {
      A->hazards++;
    }
  }
  if (barrier) st->n = 0;
  st_join(st, acc);
}

/* Entries that mention v get older by one iteration (or any, on exit);
 * those made before the loop lose their tag. */
static void shift(an *A, state *st, const kir_var *v, int to_any) {
  state out = {0};
  for (int i = 0; i < st->n; i++) {
    ent e = st->v[i];
    A->budget = QUERY_BUDGET;
    if (age_of(&e, v) == AGE_BEFORE) {
      clear_age(&e, v->id);
    } else if (e.acc && acc_mentions(A, e.acc, v)) {
      int age = age_of(&e, v);
      set_age(&e, v->id, to_any || age != AGE_NOW ? AGE_ANY : AGE_PREV);
    }
    st_add(&out, &e);
  }
  st_free(st);
  *st = out;
}

static void walk_block(an *A, const kir_block *b, state *st, int in_async);

static void walk_loop(an *A, const kir_stmt *s, state *st, int in_async) {
  const kir_var *v = s->u.loop.var;
  state head = {0}, last = {0};
  for (int i = 0; i < st->n; i++) {
    ent e = st->v[i];
    if (age_of(&e, v) == AGE_NOW) set_age(&e, v->id, AGE_BEFORE);  /* not from an earlier run of the loop */
    st_add(&head, &e);
  }
  for (;;) {
    state body = st_copy(&head);
    walk_block(A, &s->u.loop.body, &body, in_async);
    st_free(&last);
    last = st_copy(&body);
    shift(A, &body, v, 0);
    int n = head.n;
    st_join(&head, &body);
    st_free(&body);
    if (head.n == n || (!A->add && A->hazards)) break;
  }
  int64_t lo, hi;
  if (kir_const_int(s->u.loop.lo, &lo) && kir_const_int(s->u.loop.hi, &hi) && hi > lo) {
    st_free(st);   /* it runs: what the last iteration left */
    *st = st_copy(&last);
  } else {
    st_join(st, &last);   /* no iteration, or after the last one */
  }
  shift(A, st, v, 1);
  st_free(&head);
  st_free(&last);
}

static void walk_stmt(an *A, const kir_stmt *s, state *st, int in_async) {
  state acc = {0};
  stmt_accesses(s, in_async, &acc);
  switch (s->kind) {
  case KS_FOR:
    apply(A, s, st, &acc);
    WW_VEC_PUSH(A->loops, A->nloops, A->caploops, s);
    walk_loop(A, s, st, in_async);
    A->nloops--;
    break;
  case KS_IF: {
    apply(A, s, st, &acc);
    state other = st_copy(st);
    walk_block(A, &s->u.if_.then_blk, st, in_async);
    walk_block(A, &s->u.if_.else_blk, &other, in_async);
    st_join(st, &other);
    st_free(&other);
    break;
  }
  case KS_ASYNC: walk_block(A, &s->u.async.body, st, 1); break;
  case KS_COMMIT: walk_block(A, &s->u.commit.body, st, in_async); break;
  case KS_WAIT:       /* wait_group N; __syncthreads() */
  case KS_BARRIER: st->n = 0; break;
  default: apply(A, s, st, &acc); break;
  }
  st_free(&acc);
}

static void walk_block(an *A, const kir_block *b, state *st, int in_async) {
  for (int i = 0; i < b->n && (A->add || !A->hazards); i++) walk_stmt(A, b->v[i], st, in_async);
}

static void run(an *A) {
  state st = {0};
  walk_block(A, &A->K->k->body, &st, 0);
  st_free(&st);
}

void lower_cuda_plan_barriers(lower_cuda_kernel *K) {
  an A;
  memset(&A, 0, sizeof A);
  A.K = K;
  A.cur = ww_xmalloc((size_t)(K->nvars + 1) * sizeof *A.cur);
  A.anyv = ww_xmalloc((size_t)(K->nvars + 1) * sizeof *A.anyv);
  A.add = 1;
  do {
    A.added = 0;
    run(&A);
  } while (A.added);
  /* A barrier placed early in a loop's fixed point may have been made
   * unnecessary by one placed later: drop those the program can do without. */
  A.add = 0;
  for (int i = K->nmarks - 1; i >= 0; i--) {
    lower_cuda_mark saved = K->marks[i];
    K->marks[i].stmt = NULL;
    A.hazards = 0;
    run(&A);
    if (A.hazards) K->marks[i] = saved;
  }
  int n = 0;
  for (int i = 0; i < K->nmarks; i++)
    if (K->marks[i].stmt) K->marks[n++] = K->marks[i];
  K->nmarks = n;
  free(A.cur);
  free(A.anyv);
  free(A.loops);
}

int lower_cuda_may_overlap(const lower_cuda_kernel *K, const kir_access *x, const kir_access *y) {
  an A;
  memset(&A, 0, sizeof A);
  A.K = (lower_cuda_kernel *)K;
  A.cur = ww_xmalloc((size_t)(K->nvars + 1) * sizeof *A.cur);
  A.anyv = ww_xmalloc((size_t)(K->nvars + 1) * sizeof *A.anyv);
  ent e;
  memset(&e, 0, sizeof e);
  e.buf = x->buf;
  e.acc = x;
  int r = overlap(&A, &e, y);
  free(A.cur);
  free(A.anyv);
  return r;
}
