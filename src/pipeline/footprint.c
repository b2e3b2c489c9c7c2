/*
 * footprint.c - access footprints as quasi-affine functions of the
 * pipelined loop's iteration, and the overlap and containment questions on
 * them (footprint.h).
 *
 * An index is evaluated as an interval `span` at one k, together with its
 * period and increments, which follow from the expression's shape alone:
 * k has period 1 and increment `step`; a sum takes the lcm of the periods;
 * floor division by c of an endpoint with increment D has period
 * P * c / gcd(D, c), after which the increment is a multiple of c; `% c`
 * needs the interval's width to repeat (equal increments) and then repeats
 * with increment 0. Tabulating the P values at k = 0 .. P-1 gives every k.
 */
#include "footprint.h"

#include <string.h>

/* Magnitudes past this are unknown: sums and products of two stay in int64. */
#define PL_MAG ((int64_t)1 << 40)

int64_t pl_lcm_capped(int64_t a, int64_t b, int64_t cap) {
  int64_t g = ww_gcd(a, b);
  if (!g) return 0;
  int64_t q = a / g;
  if (q > cap / (b > 0 ? b : 1)) return 0;
  int64_t l = q * b;
  return l <= cap ? l : 0;
}

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
  return q;
}

static int64_t ceil_div(int64_t a, int64_t b) { return -floor_div(-a, b); }

/* ---- symbols ---- */

static int big(int64_t v) { return v > PL_MAG || v < -PL_MAG; }

static pl_sym sym_const(int64_t c) {
  pl_sym s;
  memset(&s, 0, sizeof s);
  s.c = c;
  return s;
}

int pl_sym_add(pl_sym *x, const pl_sym *y, int64_t f) {
  if (big(y->c) || big(f) || big(x->c)) return 0;
  x->c += f * y->c;
  for (int i = 0; i < y->n; i++) {
    int j = 0;
    while (j < x->n && x->sym[j] != y->sym[i]) j++;
    if (j == x->n) {
      if (x->n == PL_SYM_TERMS) return 0;
      x->sym[x->n] = y->sym[i];
      x->k[x->n++] = 0;
    }
    if (big(y->k[i]) || big(x->k[j])) return 0;
    x->k[j] += f * y->k[i];
  }
  int m = 0;
  for (int i = 0; i < x->n; i++)
    if (x->k[i]) {
      x->sym[m] = x->sym[i];
      x->k[m++] = x->k[i];
    }
  x->n = m;
  return !big(x->c);
}

int pl_sym_same(const pl_sym *a, const pl_sym *b) {
  if (a->n != b->n) return 0;
  for (int i = 0; i < a->n; i++) {
    int j = 0;
    while (j < b->n && b->sym[j] != a->sym[i]) j++;
    if (j == b->n || b->k[j] != a->k[i]) return 0;
  }
  return 1;
}

/* ---- spans: an index over the inner loops at one k, with its period ---- */

typedef struct span {
  int ok, exact;
  uint32_t inner;
  uint32_t mayempty;        /* loops (levels) whose range may be empty: the
                               interval is empty exactly when one of them is */
  int64_t P, Dlo, Dhi;
  pl_sym lo, hi;
} span;

static const span unknown_span = {0, 0, 0, 0, 1, 0, 0, {0, 0, {0}, {0}}, {0, 0, {0}, {0}}};

static span point(pl_sym v) {
  span s = unknown_span;
  s.ok = s.exact = 1;
  s.lo = s.hi = v;
  return s;
}

static int is_point(const span *s) {
  return s->lo.c == s->hi.c && pl_sym_same(&s->lo, &s->hi) && s->Dlo == s->Dhi;
}

static int is_number(const span *s) { return s->ok && !s->lo.n && !s->hi.n; }

/* Brings a and b to a common period; 0 when it is too long. */
static int common_period(span *a, span *b) {
  int64_t P = pl_lcm_capped(a->P, b->P, PL_MAX_PERIOD);
  if (!P) return 0;
  int64_t fa = P / a->P, fb = P / b->P;
  if (big(a->Dlo) || big(a->Dhi) || big(b->Dlo) || big(b->Dhi)) return 0;
  a->Dlo *= fa, a->Dhi *= fa, a->P = P;
  b->Dlo *= fb, b->Dhi *= fb, b->P = P;
  return 1;
}

/* [lo.lo, hi.hi - 1]: a range with an exclusive upper bound (a loop's,
 * a slice's), over the common period of the two. */
static span range_of(span lo, span hi) {
  if (!lo.ok || !hi.ok || !common_period(&lo, &hi)) return unknown_span;
  span r = unknown_span;
  r.ok = 1;
  r.P = lo.P;
  r.lo = lo.lo;
  r.hi = hi.hi;
  pl_sym one = sym_const(-1);
  if (!pl_sym_add(&r.hi, &one, 1)) return unknown_span;
  r.Dlo = lo.Dlo;
  r.Dhi = hi.Dhi;
  r.inner = lo.inner | hi.inner;
  r.exact = is_point(&lo) && is_point(&hi) && lo.exact && hi.exact && !lo.mayempty && !hi.mayempty;
  return r;
}

/* The period and increment of floor(f / c) for f with period P, increment D. */
static void div_period(int64_t P, int64_t D, int64_t c, int64_t *Pout, int64_t *Dout) {
  int64_t m = c / ww_gcd(D, c);
  *Pout = P * m;
  *Dout = D * m / c;
}

typedef struct evaluator {
  const pl_scope *s;
  int64_t k;
  const int64_t *sigma;     /* the world's residue of each split symbol */
} evaluator;

static span eval(const evaluator *E, const kir_expr *e, int depth);

static const pl_env *env_of(const pl_env *env, const kir_var *v) {
  for (const pl_env *p = env; p; p = p->next)
    if (p->loop->u.loop.var == v) return p;
  return NULL;
}

static span eval_var(const evaluator *E, const kir_var *v, int depth) {
  const pl_scope *s = E->s;
  if (v == s->loop_var) {
    span lo = eval(E, s->loop_lo, depth + 1);
    if (!lo.ok || !is_point(&lo) || lo.P != 1 || lo.Dlo != 0 || big(E->k) || big(s->step)) return unknown_span;
    pl_sym at = lo.lo;
    pl_sym kk = sym_const(E->k * s->step);
    if (!pl_sym_add(&at, &kk, 1)) return unknown_span;
    span r = point(at);
    r.Dlo = r.Dhi = s->step;
    return r;
  }
  for (int i = 0; i < s->nfixed; i++)
    if (s->fixed_var[i] == v) return point(sym_const(s->fixed_val[i]));
  if (env_of(s->shared, v)) {
    pl_sym a = sym_const(0);
    a.n = 1;
    a.sym[0] = v;
    a.k[0] = 1;
    return point(a);
  }
  const pl_env *p = env_of(s->env, v);
  if (p) {
    if (p->level >= PL_MAX_INNER) return unknown_span;
    const kir_stmt *l = p->loop;
    span lo = eval(E, l->u.loop.lo, depth + 1), hi = eval(E, l->u.loop.hi, depth + 1);
    span r = range_of(lo, hi);
    if (!r.ok) return r;
    r.inner |= 1u << p->level;
    /* dense when every value in [lo, hi - 1] is taken: a step of 1, and
     * bounds that are points. Bounds that are not constant may make the
     * range empty; then so is the interval (mayempty). */
    r.exact = l->u.loop.step == 1 && is_point(&lo) && is_point(&hi) && !lo.mayempty && !hi.mayempty;
    if (r.exact && !(is_number(&lo) && is_number(&hi) && lo.P == 1 && lo.Dlo == 0 && hi.Dlo == 0 &&
                     hi.lo.c > lo.lo.c))
      r.mayempty = 1u << p->level;
    return r;
  }
  for (int i = 0; i < s->nlets; i++)
    if (s->lets[i].var == v) return depth > 32 ? unknown_span : eval(E, s->lets[i].value, depth + 1);
  /* a loop-invariant scalar: a symbol (sigma + M * v in a world that splits it) */
  pl_sym a = sym_const(0);
  a.n = 1;
  a.sym[0] = v;
  a.k[0] = 1;
  for (int i = 0; s->worlds && E->sigma && i < s->worlds->n; i++)
    if (s->worlds->var[i] == v) {
      a.c = E->sigma[i];
      a.k[0] = s->worlds->M[i];
    }
  return point(a);
}

/* The modulus a split of v must have for `k * v` to vanish modulo c, in
 * the scope's worlds (v's current M times what k misses of c). */
static void want_modulus(const evaluator *E, const kir_var *v, int64_t k, int64_t c) {
  pl_worlds *w = E->s->want;
  if (!w) return;
  int64_t M = 1;
  for (int i = 0; E->s->worlds && i < E->s->worlds->n; i++)
    if (E->s->worlds->var[i] == v) M = E->s->worlds->M[i];
  int64_t need = c / ww_gcd(k, c);
  if (big(need) || big(M) || need > PL_MAX_WORLDS) return;
  need *= M;
  for (int i = 0; i < w->n; i++)
    if (w->var[i] == v) {
      int64_t l = pl_lcm_capped(w->M[i], need, PL_MAX_WORLDS);
      w->M[i] = l ? l : PL_MAX_WORLDS + 1;
      return;
    }
  if (w->n == PL_SYM_TERMS) return;
  w->var[w->n] = v;
  w->M[w->n++] = need;
}

/* Is the symbol part of x (the same at both ends) a multiple of c, so
 * that `% c` drops it and `/ c` divides it? Records what would make it so. */
static int sym_multiple(const evaluator *E, const span *x, int64_t c) {
  if (!pl_sym_same(&x->lo, &x->hi)) return 0;
  int ok = 1;
  for (int i = 0; i < x->lo.n; i++)
    if (x->lo.k[i] % c) {
      want_modulus(E, x->lo.sym[i], x->lo.k[i], c);
      ok = 0;
    }
  return ok;
}

/* The symbol part of x divided by c (every coefficient a multiple of c). */
static pl_sym sym_div(const pl_sym *x, int64_t c, int64_t constant) {
  pl_sym r = *x;
  r.c = constant;
  for (int i = 0; i < r.n; i++) r.k[i] /= c;
  return r;
}

static span eval_binary(const evaluator *E, const kir_expr *e, int depth) {
  span a = eval(E, e->u.op.a, depth + 1), b = eval(E, e->u.op.b, depth + 1);
  if (!a.ok || !b.ok) return unknown_span;
  span r = unknown_span;
  switch (e->u.op.op) {
  case KIR_OP_ADD: case KIR_OP_SUB: {
    if (!common_period(&a, &b)) return unknown_span;
    int sub = e->u.op.op == KIR_OP_SUB;
    r.ok = 1;
    r.P = a.P;
    r.lo = a.lo;
    r.hi = a.hi;
    if (!pl_sym_add(&r.lo, sub ? &b.hi : &b.lo, sub ? -1 : 1) || !pl_sym_add(&r.hi, sub ? &b.lo : &b.hi, sub ? -1 : 1))
      return unknown_span;
    r.Dlo = a.Dlo + (sub ? -b.Dhi : b.Dlo);
    r.Dhi = a.Dhi + (sub ? -b.Dlo : b.Dhi);
    r.exact = a.exact && b.exact && !(a.inner & b.inner);
    /* a range that may be empty stays empty only when added to a point */
    if ((a.mayempty && !is_point(&b)) || (b.mayempty && !is_point(&a))) r.exact = 0;
    r.inner = a.inner | b.inner;
    r.mayempty = a.mayempty | b.mayempty;
    return r;
  }
  case KIR_OP_MUL: {
    /* one side a constant number */
    span *c = NULL, *x = NULL;
    if (is_number(&b) && is_point(&b) && b.P == 1 && b.Dlo == 0) c = &b, x = &a;
    else if (is_number(&a) && is_point(&a) && a.P == 1 && a.Dlo == 0) c = &a, x = &b;
    if (!c) return unknown_span;
    int64_t f = c->lo.c;
    if (big(f) || big(x->Dlo) || big(x->Dhi)) return unknown_span;
    r = *x;
    pl_sym z = sym_const(0);
    r.lo = r.hi = z;
    if (!pl_sym_add(&r.lo, f >= 0 ? &x->lo : &x->hi, f) || !pl_sym_add(&r.hi, f >= 0 ? &x->hi : &x->lo, f))
      return unknown_span;
    r.Dlo = (f >= 0 ? x->Dlo : x->Dhi) * f;
    r.Dhi = (f >= 0 ? x->Dhi : x->Dlo) * f;
    r.exact = x->exact && (f == 1 || f == -1 || f == 0 || is_point(x));
    if (f == 0) {
      r.inner = 0;
      if (x->mayempty) r.exact = 0; /* a point, even where the range was empty */
      r.mayempty = 0;
    }
    return r;
  }
  case KIR_OP_DIV: case KIR_OP_MOD: {
    if (!is_number(&b) || !is_point(&b) || b.P != 1 || b.Dlo != 0 || b.lo.c <= 0) return unknown_span;
    int64_t c = b.lo.c;
    /* symbols in a multiple of c shift by whole multiples: `%` drops them,
     * `/` divides them (floor((x + c m) / c) = floor(x / c) + m) */
    if (!is_number(&a) && !sym_multiple(E, &a, c)) return unknown_span;
    int64_t flo = floor_div(a.lo.c, c), fhi = floor_div(a.hi.c, c);
    if (e->u.op.op == KIR_OP_DIV) {
      int64_t Pl, Dl, Ph, Dh;
      div_period(a.P, a.Dlo, c, &Pl, &Dl);
      div_period(a.P, a.Dhi, c, &Ph, &Dh);
      int64_t P = pl_lcm_capped(Pl, Ph, PL_MAX_PERIOD);
      if (!P) return unknown_span;
      r = a;
      r.P = P;
      r.Dlo = Dl * (P / Pl);
      r.Dhi = Dh * (P / Ph);
      r.lo = sym_div(&a.lo, c, flo);
      r.hi = sym_div(&a.hi, c, fhi);
      if (r.mayempty) r.exact = 0; /* floor may meet the two ends */
      return r;
    }
    if (a.Dlo != a.Dhi) return unknown_span;
    int64_t P, D;
    div_period(a.P, a.Dlo, c, &P, &D);
    if (P > PL_MAX_PERIOD) return unknown_span;
    r = a;
    r.P = P;
    r.Dlo = r.Dhi = 0;
    if (r.mayempty) r.exact = 0;
    if (flo == fhi) {
      r.lo = sym_const(a.lo.c - flo * c);
      r.hi = sym_const(a.hi.c - flo * c);
    } else {
      r.lo = sym_const(0);
      r.hi = sym_const(c - 1);
      r.exact = a.exact && a.hi.c - a.lo.c + 1 >= c;
    }
    return r;
  }
  case KIR_OP_MIN: case KIR_OP_MAX: {
    if (!is_number(&a) || !is_number(&b) || !common_period(&a, &b)) return unknown_span;
    /* repeats only when both sides grow alike */
    if (a.Dlo != b.Dlo || a.Dhi != b.Dhi) return unknown_span;
    int mn = e->u.op.op == KIR_OP_MIN;
    r = a;
    r.lo.c = mn ? (a.lo.c < b.lo.c ? a.lo.c : b.lo.c) : (a.lo.c > b.lo.c ? a.lo.c : b.lo.c);
    r.hi.c = mn ? (a.hi.c < b.hi.c ? a.hi.c : b.hi.c) : (a.hi.c > b.hi.c ? a.hi.c : b.hi.c);
    r.exact = is_point(&a) && is_point(&b) && !a.mayempty && !b.mayempty;
    r.inner = a.inner | b.inner;
    r.mayempty = 0;
    return r;
  }
  default: return unknown_span;
  }
}

/* Own recursion, not kir_walk: a span is computed from the operands' spans, with a depth cap. */
static span eval(const evaluator *E, const kir_expr *e, int depth) {
  if (!e || depth > 64 || !kir_type_is_int(e->type)) return unknown_span;
  switch (e->kind) {
  case KE_INT: return point(sym_const(e->u.i));
  case KE_VAR: return eval_var(E, e->u.var, depth);
  case KE_CAST: return kir_type_is_int(e->u.op.a->type) ? eval(E, e->u.op.a, depth + 1) : unknown_span;
  case KE_UNARY: {
    if (e->u.op.op != KIR_OP_NEG) return unknown_span;
    span a = eval(E, e->u.op.a, depth + 1);
    if (!a.ok) return a;
    span r = a;
    r.lo = r.hi = sym_const(0);
    if (!pl_sym_add(&r.lo, &a.hi, -1) || !pl_sym_add(&r.hi, &a.lo, -1)) return unknown_span;
    r.Dlo = -a.Dhi;
    r.Dhi = -a.Dlo;
    return r;
  }
  case KE_BINARY: return eval_binary(E, e, depth);
  default: return unknown_span;
  }
}

/* ---- conditions ---- */

/* Own recursion, not kir_walk: a truth value from its operands', giving up at the first unknown. */
/* The truth of c at E->k; the period of what it compares in *P. 0 when it
 * cannot be told (then *P is left alone). */
static int cond_at(const evaluator *E, const kir_expr *c, int64_t *P, int *value, int depth) {
  if (!c || depth > 32) return 0;
  if (c->kind == KE_UNARY && c->u.op.op == KIR_OP_NOT) {
    if (!cond_at(E, c->u.op.a, P, value, depth + 1)) return 0;
    *value = !*value;
    return 1;
  }
  if (c->kind != KE_BINARY) return 0;
  kir_op op = c->u.op.op;
  if (op == KIR_OP_AND || op == KIR_OP_OR) {
    int x, y;
    if (!cond_at(E, c->u.op.a, P, &x, depth + 1) || !cond_at(E, c->u.op.b, P, &y, depth + 1)) return 0;
    *value = op == KIR_OP_AND ? x && y : x || y;
    return 1;
  }
  if (op < KIR_OP_LT || op > KIR_OP_NE) return 0;
  span a = eval(E, c->u.op.a, depth + 1), b = eval(E, c->u.op.b, depth + 1);
  if (!is_number(&a) || !is_number(&b) || !is_point(&a) || !is_point(&b) || a.Dlo || b.Dlo) return 0;
  int64_t p = pl_lcm_capped(a.P, b.P, PL_MAX_PERIOD);
  if (!p || !(*P = pl_lcm_capped(*P, p, PL_MAX_PERIOD))) return 0;
  int64_t x = a.lo.c, y = b.lo.c;
  switch (op) {
  case KIR_OP_LT: *value = x < y; break;
  case KIR_OP_LE: *value = x <= y; break;
  case KIR_OP_GT: *value = x > y; break;
  case KIR_OP_GE: *value = x >= y; break;
  case KIR_OP_EQ: *value = x == y; break;
  default: *value = x != y; break;
  }
  return 1;
}

int pl_cond_table(ww_arena *a, const pl_scope *scope, const kir_expr *cond, int64_t *P, unsigned char **table) {
  /* one table for every world: the symbols stay whole */
  pl_scope whole = *scope;
  whole.worlds = NULL;
  whole.want = NULL;
  const pl_scope *s = &whole;
  evaluator E = {s, 0, NULL};
  int v;
  *P = 1;
  if (!cond_at(&E, cond, P, &v, 0)) return 0;
  *table = ww_alloc(a, (size_t)*P);
  for (int64_t k = 0; k < *P; k++) {
    E.k = k;
    int64_t p2 = 1;
    if (!cond_at(&E, cond, &p2, &v, 0) || *P % p2) return 0;
    (*table)[k] = (unsigned char)v;
  }
  return 1;
}

/* ---- footprints ---- */

/* One dimension of an access at k: a point index, a slice, or the extent. */
static span dim_span(const evaluator *E, kir_buf *b, const kir_access *acc, int d) {
  const kir_index *ix = acc && d < acc->nidx ? &acc->idx[d] : NULL;
  if (ix && !ix->slice) return eval(E, ix->lo, 0);
  span lo = ix && ix->lo ? eval(E, ix->lo, 0) : point(sym_const(0));
  span hi;
  if (ix && ix->hi) {
    hi = eval(E, ix->hi, 0);
  } else {
    hi = eval(E, b->dims[d], 0);
  }
  return range_of(lo, hi);
}

/* The dimensions of one world into dims; 1 when the access is exact there. */
static int build_world(const pl_scope *s, const int64_t *sigma, ww_arena *a, kir_buf *b, const kir_access *acc,
                       pl_fdim *dims) {
  int exact = 1;
  uint32_t used = 0, empties = 0;
  for (int d = 0; d < b->ndim; d++) {
    pl_fdim *f = &dims[d];
    evaluator E = {s, 0, sigma};
    int64_t ext;
    f->extent = kir_const_int(b->dims[d], &ext) && ext > 0 ? ext : 0;
    span s0 = dim_span(&E, b, acc, d);
    f->ok = s0.ok;
    f->exact = s0.ok && s0.exact;
    if (!f->ok) {
      exact = 0;
      continue;
    }
    f->P = s0.P;
    f->Dlo = s0.Dlo;
    f->Dhi = s0.Dhi;
    f->inner = s0.inner;
    f->slo = s0.lo;
    f->shi = s0.hi;
    f->slo.c = f->shi.c = 0;
    f->lo = ww_alloc8(a, sizeof(int64_t) * (size_t)f->P);
    f->hi = ww_alloc8(a, sizeof(int64_t) * (size_t)f->P);
    for (int64_t r = 0; r < f->P && f->ok; r++) {
      E.k = r;
      span sr = r ? dim_span(&E, b, acc, d) : s0;
      /* the shape decides the period: the same at every k */
      if (!sr.ok || sr.P != f->P || sr.Dlo != f->Dlo || sr.Dhi != f->Dhi) {
        f->ok = 0;
        break;
      }
      pl_sym lo = sr.lo, hi = sr.hi;
      lo.c = hi.c = 0;
      if (!pl_sym_same(&lo, &f->slo) || !pl_sym_same(&hi, &f->shi)) {
        f->ok = 0;
        break;
      }
      f->lo[r] = sr.lo.c;
      f->hi[r] = sr.hi.c;
      f->exact &= sr.exact;
      if (sr.exact) empties |= sr.mayempty;
    }
    if (!f->ok) f->exact = 0;
    if (!f->exact || (f->inner & used)) exact = 0;
    used |= f->inner;
  }
  /* every loop around the access must run (constant, non-empty ranges),
   * unless its range is a dimension's, which is empty when it is */
  for (const pl_env *p = s->env; p && exact; p = p->next) {
    int64_t lo, hi;
    if (env_of(s->shared, p->loop->u.loop.var)) continue;
    if (p->level < PL_MAX_INNER && (empties & (1u << p->level))) continue;
    if (!kir_const_int(p->loop->u.loop.lo, &lo) || !kir_const_int(p->loop->u.loop.hi, &hi) || hi <= lo)
      exact = 0;
  }
  return exact;
}

void pl_fp_build(ww_arena *a, const pl_scope *s, kir_buf *b, const kir_access *acc, pl_fp *out) {
  const pl_worlds *W = s->worlds;
  int nw = W && W->count > 1 ? (int)W->count : 1;
  out->ndim = b->ndim;
  out->nworld = nw;
  out->dim = ww_alloc(a, sizeof(pl_fdim) * (size_t)(b->ndim ? b->ndim : 1) * (size_t)nw);
  out->exact = 1;
  for (int w = 0; w < nw; w++) {
    /* world w: the sigmas as digits of w, symbol 0 the lowest */
    int64_t sigma[PL_SYM_TERMS], rest = w;
    for (int i = 0; W && i < W->n; i++) {
      sigma[i] = rest % W->M[i];
      rest /= W->M[i];
    }
    if (!build_world(s, W ? sigma : NULL, a, b, acc, out->dim + (size_t)w * (size_t)b->ndim)) out->exact = 0;
  }
}

int pl_worlds_grow(pl_worlds *w, const pl_worlds *want) {
  pl_worlds n = *w;
  if (n.count < 1) n.count = 1;
  for (int i = 0; i < want->n; i++) {
    int j = 0;
    while (j < n.n && n.var[j] != want->var[i]) j++;
    if (j == n.n) {
      if (n.n == PL_SYM_TERMS) return 0;
      n.var[n.n] = want->var[i];
      n.M[n.n++] = 1;
    }
    int64_t M = pl_lcm_capped(n.M[j], want->M[i], PL_MAX_WORLDS);
    if (!M) return 0;
    n.count = n.count / n.M[j] * M;
    n.M[j] = M;
    if (n.count > PL_MAX_WORLDS) return 0;
  }
  if (n.count == (w->count < 1 ? 1 : w->count) && n.n == w->n) return 0;
  *w = n;
  return 1;
}

int64_t pl_fdim_lo(const pl_fdim *d, int64_t k) { return d->lo[k % d->P] + (k / d->P) * d->Dlo; }
int64_t pl_fdim_hi(const pl_fdim *d, int64_t k) { return d->hi[k % d->P] + (k / d->P) * d->Dhi; }

/* ---- questions over every k = r + qP ---- */

/* The q with A + q * B <= 0, intersected into [*qlo, *qhi]. */
static void restrict_q(int64_t A, int64_t B, int64_t *qlo, int64_t *qhi) {
  if (B == 0) {
    if (A > 0) *qlo = 1, *qhi = 0;
    return;
  }
  if (B > 0) {
    int64_t m = floor_div(-A, B);
    if (m < *qhi) *qhi = m;
  } else {
    int64_t m = ceil_div(A, -B);
    if (m > *qlo) *qlo = m;
  }
}

/* Is A + q * B <= 0 for every q in [0, qmax]? */
static int all_q(int64_t A, int64_t B, int64_t qmax) {
  if (A > 0) return 0;
  if (B <= 0) return 1;
  if (qmax == PL_INF) return 0;
  if (qmax > PL_MAG / B) return 0;
  return A + qmax * B <= 0;
}

/* The common period of x and y over their known dimensions, 0 when too long. */
static int64_t pair_period(const pl_fp *x, const pl_fp *y, int64_t cap) {
  int64_t P = 1;
  for (int d = 0; d < x->ndim && d < y->ndim; d++) {
    if (!x->dim[d].ok || !y->dim[d].ok) continue;
    P = pl_lcm_capped(P, x->dim[d].P, cap);
    if (P) P = pl_lcm_capped(P, y->dim[d].P, cap);
    if (!P) return 0;
  }
  return P;
}

/* Largest period lcm the questions enumerate residues over. */
#define PL_MAX_PAIR_PERIOD (PL_MAX_PERIOD * PL_MAX_PERIOD)

static int one_meet(const pl_fp *x, const pl_fp *y, int64_t dist, int64_t kmax, const pl_when *when) {
  if (kmax < 0) return 0;
  int64_t P = pair_period(x, y, PL_MAX_PAIR_PERIOD);
  if (!P) return 1;
  /* the iterations where the two happen, when their period fits */
  int64_t PW = when ? pl_lcm_capped(P, pl_lcm_capped(when->Px, when->Py, PL_MAX_PAIR_PERIOD), PL_MAX_PAIR_PERIOD) : 0;
  if (PW) P = PW;
  else when = NULL;
  for (int64_t r = 0; r < P && r <= kmax; r++) {
    if (when && ((when->x && !when->x[r % when->Px]) || (when->y && !when->y[(r + dist) % when->Py]))) continue;
    int64_t qlo = 0, qhi = kmax == PL_INF ? PL_INF : (kmax - r) / P;
    for (int d = 0; d < x->ndim && d < y->ndim && qlo <= qhi; d++) {
      const pl_fdim *a = &x->dim[d], *b = &y->dim[d];
      if (!a->ok || !b->ok) continue;
      int64_t fa = P / a->P, fb = P / b->P;
      /* lo_y(k + dist) <= hi_x(k) */
      if (pl_sym_same(&b->slo, &a->shi))
        restrict_q(pl_fdim_lo(b, r + dist) - pl_fdim_hi(a, r), b->Dlo * fb - a->Dhi * fa, &qlo, &qhi);
      /* lo_x(k) <= hi_y(k + dist) */
      if (pl_sym_same(&a->slo, &b->shi))
        restrict_q(pl_fdim_lo(a, r) - pl_fdim_hi(b, r + dist), a->Dlo * fa - b->Dhi * fb, &qlo, &qhi);
    }
    if (qlo <= qhi) return 1;
  }
  return 0;
}

/* Is f the whole extent of its dimension, at every k? */
static int whole_dim(const pl_fdim *f) {
  return f->ok && f->extent && f->P == 1 && !f->Dlo && !f->Dhi && !f->slo.n && !f->shi.n && f->lo[0] <= 0 &&
         f->hi[0] >= f->extent - 1;
}

static int one_covers(const pl_fp *w, const pl_fp *r, int64_t kmax) {
  if (!w->exact || w->ndim != r->ndim) return 0;
  if (kmax < 0) return 1;
  /* a dimension w writes whole holds whatever r reads in it: an index
   * past the extent is a run-time error, not an element (so r's side may
   * be unknown or symbolic, `B[j]` over `range(m)`) */
  unsigned char whole[KIR_MAX_DIMS];
  for (int d = 0; d < r->ndim; d++) {
    int all = whole_dim(&w->dim[d]);
    if (d < KIR_MAX_DIMS) whole[d] = (unsigned char)all;
    if (all) continue;
    if (!r->dim[d].ok || d >= KIR_MAX_DIMS) return 0;
    if (!pl_sym_same(&w->dim[d].slo, &r->dim[d].slo) || !pl_sym_same(&w->dim[d].shi, &r->dim[d].shi)) return 0;
  }
  int64_t P = pair_period(w, r, PL_MAX_PAIR_PERIOD);
  if (!P) return 0;
  for (int64_t k = 0; k < P && k <= kmax; k++) {
    int64_t qmax = kmax == PL_INF ? PL_INF : (kmax - k) / P;
    for (int d = 0; d < r->ndim; d++) {
      const pl_fdim *a = &w->dim[d], *b = &r->dim[d];
      if (whole[d]) continue;
      int64_t fa = P / a->P, fb = P / b->P;
      if (!all_q(pl_fdim_lo(a, k) - pl_fdim_lo(b, k), a->Dlo * fa - b->Dlo * fb, qmax) ||
          !all_q(pl_fdim_hi(b, k) - pl_fdim_hi(a, k), b->Dhi * fb - a->Dhi * fa, qmax))
        return 0;
    }
  }
  return 1;
}

/* An empty residue of a subtracted footprint: a box far from the indices
 * a program uses, so that it meets nothing (were an index that large, the
 * two would only be taken to overlap: a wait or a refusal too many). */
#define PL_FAR (PL_MAG / 2)

/* Does the footprint repeat without growing (every dimension known, with
 * no symbols and increments 0)? Its period in *P. */
static int periodic(const pl_fp *f, int64_t *P) {
  *P = 1;
  for (int d = 0; d < f->ndim; d++) {
    const pl_fdim *x = &f->dim[d];
    if (!x->ok || x->Dlo || x->Dhi || x->slo.n || x->shi.n) return 0;
    *P = pl_lcm_capped(*P, x->P, PL_MAX_PERIOD);
    if (!*P) return 0;
  }
  return 1;
}

static int64_t one_period(const pl_fp *f) {
  /* symbols are the same at every iteration: they do not stop a repeat */
  int64_t P = 1;
  for (int d = 0; d < f->ndim; d++) {
    const pl_fdim *x = &f->dim[d];
    if (!x->ok || x->Dlo || x->Dhi || !(P = pl_lcm_capped(P, x->P, PL_MAX_PERIOD))) return 0;
  }
  return P;
}

static int one_empty(const pl_fp *f) {
  int64_t P;
  if (!f->ndim || !periodic(f, &P)) return 0;
  for (int64_t r = 0; r < P; r++) {
    int empty = 0;
    for (int d = 0; d < f->ndim && !empty; d++)
      empty = pl_fdim_lo(&f->dim[d], r) > pl_fdim_hi(&f->dim[d], r);
    if (!empty) return 0;
  }
  return 1;
}

static int one_subtract(ww_arena *a, const pl_fp *r, const pl_fp *w, pl_fp *out) {
  int64_t Pr, Pw;
  if (!w->exact || r->ndim != w->ndim || !r->ndim || !periodic(r, &Pr) || !periodic(w, &Pw)) return 0;
  int64_t P = pl_lcm_capped(Pr, Pw, PL_MAX_PERIOD);
  if (!P) return 0;
  *out = *r;
  out->exact = 0;
  out->dim = ww_alloc(a, sizeof(pl_fdim) * (size_t)r->ndim);
  for (int d = 0; d < r->ndim; d++) {
    out->dim[d] = r->dim[d];
    out->dim[d].P = P;
    out->dim[d].lo = ww_alloc8(a, sizeof(int64_t) * (size_t)P);
    out->dim[d].hi = ww_alloc8(a, sizeof(int64_t) * (size_t)P);
  }
  for (int64_t k = 0; k < P; k++) {
    /* r(k) minus w(k): a box again when w spans r in all dimensions but one,
     * and in that one covers one end */
    int cut = -1, empty = 0, whole = 1;
    for (int d = 0; d < r->ndim; d++) {
      int64_t rl = pl_fdim_lo(&r->dim[d], k), rh = pl_fdim_hi(&r->dim[d], k);
      int64_t wl = pl_fdim_lo(&w->dim[d], k), wh = pl_fdim_hi(&w->dim[d], k);
      out->dim[d].lo[k] = rl;
      out->dim[d].hi[k] = rh;
      if (rl > rh) empty = 1;
      if (wl <= rl && rh <= wh) continue;
      whole = 0;
      if (wh < rl || wl > rh) cut = -2; /* w misses r: r stays */
      else if (cut == -1) cut = d;
      else if (cut >= 0) return 0;
    }
    if (empty) continue;
    if (whole) {
      out->dim[0].lo[k] = out->dim[0].hi[k] = PL_FAR;
      continue;
    }
    if (cut < 0) continue;
    int64_t rl = out->dim[cut].lo[k], rh = out->dim[cut].hi[k];
    int64_t wl = pl_fdim_lo(&w->dim[cut], k), wh = pl_fdim_hi(&w->dim[cut], k);
    if (wl <= rl) out->dim[cut].lo[k] = wh + 1;
    else if (wh >= rh) out->dim[cut].hi[k] = wl - 1;
    else return 0;
  }
  return 1;
}

static int one_meet_at(const pl_fp *x, int64_t kx, const pl_fp *y, int64_t ky, const unsigned char *track) {
  for (int d = 0; d < x->ndim && d < y->ndim; d++) {
    const pl_fdim *a = &x->dim[d], *b = &y->dim[d];
    if (!a->ok || !b->ok || (track && !track[d])) continue;
    if (pl_sym_same(&b->slo, &a->shi) && pl_fdim_lo(b, ky) > pl_fdim_hi(a, kx)) return 0;
    if (pl_sym_same(&a->slo, &b->shi) && pl_fdim_lo(a, kx) > pl_fdim_hi(b, ky)) return 0;
  }
  return 1;
}

/* ---- a dependence at some distance: two unknowns ---- */

/* a * q + b * t + c <= 0 */
typedef struct lin2 {
  int64_t a, b, c;
} lin2;

/* Coefficients past this make the elimination say "maybe". */
#define PL_COEF ((int64_t)1 << 20)

/* a/b against c/d (b, d > 0), exactly: -1, 0 or 1. Compares the integer
 * parts, then the remainders' reciprocals (a continued fraction), so no
 * product can overflow. */
static int frac_cmp(int64_t a, int64_t b, int64_t c, int64_t d) {
  for (int sign = 1;; sign = -sign) {
    int64_t p = floor_div(a, b), q = floor_div(c, d);
    if (p != q) return p < q ? -sign : sign;
    int64_t r = a - p * b, s = c - q * d;
    if (!r || !s) return r == s ? 0 : (r ? sign : -sign);
    /* r/b against s/d is d/s against b/r */
    a = b, b = r;
    c = d, d = s;
  }
}

/* Is there a real point (q, t) satisfying every constraint? Eliminates t
 * (Fourier-Motzkin), then intersects the bounds on q. Real solutions
 * include the integer ones, so "no" is exact and "yes" may be too many. */
static int feasible2(const lin2 *v, int n) {
  for (int i = 0; i < n; i++)
    if (v[i].a > PL_COEF || v[i].a < -PL_COEF || v[i].b > PL_COEF || v[i].b < -PL_COEF ||
        v[i].c > PL_COEF * PL_COEF || v[i].c < -PL_COEF * PL_COEF)
      return 1;
  /* constraints on q alone: a q + c <= 0 */
  int64_t qa[64], qc[64];
  int m = 0;
  for (int i = 0; i < n; i++) {
    if (v[i].b == 0) {
      if (m == 64) return 1;
      qa[m] = v[i].a, qc[m++] = v[i].c;
      continue;
    }
    if (v[i].b < 0) continue;
    for (int j = 0; j < n; j++) {
      if (v[j].b >= 0) continue;
      if (m == 64) return 1;
      int64_t fi = -v[j].b, fj = v[i].b; /* both positive */
      qa[m] = fi * v[i].a + fj * v[j].a;
      qc[m++] = fi * v[i].c + fj * v[j].c;
      if (qc[m - 1] > PL_COEF * PL_COEF * 4 || qc[m - 1] < -PL_COEF * PL_COEF * 4) return 1;
    }
  }
  /* lower bounds -c/a (a < 0) and upper bounds -c/a (a > 0), as fractions */
  int have_lo = 0, have_hi = 0;
  int64_t ln = 0, ld = 1, hn = 0, hd = 1;
  for (int i = 0; i < m; i++) {
    if (qa[i] == 0) {
      if (qc[i] > 0) return 0;
      continue;
    }
    int64_t num = -qc[i], den = qa[i];
    if (den < 0) num = -num, den = -den;
    /* q >= num/den when qa < 0, q <= num/den when qa > 0 */
    if (qa[i] < 0) {
      if (!have_lo || frac_cmp(num, den, ln, ld) > 0) ln = num, ld = den, have_lo = 1;
    } else {
      if (!have_hi || frac_cmp(num, den, hn, hd) < 0) hn = num, hd = den, have_hi = 1;
    }
  }
  if (!have_lo || !have_hi) return 1;
  return frac_cmp(ln, ld, hn, hd) <= 0;
}

static int one_meet_later(const pl_fp *x, const pl_fp *y, int64_t dmin, int64_t dmax, int64_t modulo, int64_t kmax) {
  if (kmax < 0) return 0;
  int64_t P = pair_period(x, y, PL_MAX_PERIOD);
  if (P && modulo > 1) P = pl_lcm_capped(P, modulo, PL_MAX_PERIOD);
  if (!P) return 1;
  lin2 v[4 * 16 + 4];
  for (int64_t r = 0; r < P && r <= kmax; r++)
    for (int64_t dr = 0; dr < P; dr++) {
      if (modulo > 1 && dr % modulo == 0) continue;
      /* k = r + q P, d = dr + t P with t >= t0 so that d >= dmin */
      int64_t t0 = dr >= dmin ? 0 : ceil_div(dmin - dr, P);
      int n = 0;
      v[n++] = (lin2){-1, 0, 0};
      v[n++] = (lin2){0, -1, t0};
      if (kmax != PL_INF) v[n++] = (lin2){P, P, r + dr - kmax};
      if (dmax != PL_INF) {
        if (dr > dmax) continue;
        v[n++] = (lin2){0, P, dr - dmax};
      }
      for (int d = 0; d < x->ndim && d < y->ndim && n + 2 <= (int)(sizeof v / sizeof v[0]); d++) {
        const pl_fdim *a = &x->dim[d], *b = &y->dim[d];
        if (!a->ok || !b->ok) continue;
        int64_t fa = P / a->P, fb = P / b->P;
        int64_t ylo = pl_fdim_lo(b, r + dr), yhi = pl_fdim_hi(b, r + dr);
        /* lo_y(k + d) <= hi_x(k) */
        if (pl_sym_same(&b->slo, &a->shi))
          v[n++] = (lin2){b->Dlo * fb - a->Dhi * fa, b->Dlo * fb, ylo - pl_fdim_hi(a, r)};
        /* lo_x(k) <= hi_y(k + d) */
        if (pl_sym_same(&a->slo, &b->shi))
          v[n++] = (lin2){a->Dlo * fa - b->Dhi * fb, -b->Dhi * fb, pl_fdim_lo(a, r) - yhi};
      }
      if (feasible2(v, n)) return 1;
    }
  return 0;
}

/* ---- every question, in every world ---- */

/* World w of f, as a footprint of one world. */
static pl_fp world_of(const pl_fp *f, int w) {
  pl_fp v = *f;
  v.dim = pl_fp_dims(f, w);
  v.nworld = 1;
  return v;
}

int pl_fp_meet_when(const pl_fp *x, const pl_fp *y, int64_t dist, int64_t kmax, const pl_when *when) {
  for (int w = 0; w < pl_fp_nworlds(x, y); w++) {
    pl_fp a = world_of(x, w), b = world_of(y, w);
    if (one_meet(&a, &b, dist, kmax, when)) return 1;
  }
  return 0;
}

int pl_fp_meet(const pl_fp *x, const pl_fp *y, int64_t dist, int64_t kmax) {
  return pl_fp_meet_when(x, y, dist, kmax, NULL);
}

int pl_fp_covers(const pl_fp *wr, const pl_fp *r, int64_t kmax) {
  for (int w = 0; w < pl_fp_nworlds(wr, r); w++) {
    pl_fp a = world_of(wr, w), b = world_of(r, w);
    if (!one_covers(&a, &b, kmax)) return 0;
  }
  return 1;
}

int pl_fp_subtract(ww_arena *a, const pl_fp *r, const pl_fp *wr, pl_fp *out) {
  int nw = pl_fp_nworlds(r, wr);
  if (nw == 1) return one_subtract(a, r, wr, out);
  *out = *r;
  out->exact = 0;
  out->nworld = nw;
  out->dim = ww_alloc(a, sizeof(pl_fdim) * (size_t)(r->ndim ? r->ndim : 1) * (size_t)nw);
  for (int w = 0; w < nw; w++) {
    pl_fp x = world_of(r, w), y = world_of(wr, w), o;
    if (!one_subtract(a, &x, &y, &o)) return 0;
    memcpy(out->dim + (size_t)w * (size_t)r->ndim, o.dim, sizeof(pl_fdim) * (size_t)r->ndim);
  }
  return 1;
}

int pl_fp_empty(const pl_fp *f) {
  for (int w = 0; w < f->nworld || w == 0; w++) {
    pl_fp v = world_of(f, w);
    if (!one_empty(&v)) return 0;
  }
  return 1;
}

int pl_fp_meet_later(const pl_fp *x, const pl_fp *y, int64_t dmin, int64_t dmax, int64_t modulo, int64_t kmax) {
  for (int w = 0; w < pl_fp_nworlds(x, y); w++) {
    pl_fp a = world_of(x, w), b = world_of(y, w);
    if (one_meet_later(&a, &b, dmin, dmax, modulo, kmax)) return 1;
  }
  return 0;
}

int64_t pl_fp_period(const pl_fp *f) {
  int64_t P = 1;
  for (int w = 0; w < f->nworld || w == 0; w++) {
    pl_fp v = world_of(f, w);
    int64_t p = one_period(&v);
    if (!p || !(P = pl_lcm_capped(P, p, PL_MAX_PERIOD))) return 0;
  }
  return P;
}

int pl_fp_meet_at(const pl_fp *x, int64_t kx, const pl_fp *y, int64_t ky, const unsigned char *track) {
  for (int w = 0; w < pl_fp_nworlds(x, y); w++) {
    pl_fp a = world_of(x, w), b = world_of(y, w);
    if (one_meet_at(&a, kx, &b, ky, track)) return 1;
  }
  return 0;
}

int pl_fp_same(const pl_fp *x, const pl_fp *y) {
  if (x->ndim != y->ndim) return 0;
  for (int w = 0; w < pl_fp_nworlds(x, y); w++) {
    const pl_fdim *a = pl_fp_dims(x, w), *b = pl_fp_dims(y, w);
    for (int d = 0; d < x->ndim; d++) {
      if (a[d].ok != b[d].ok) return 0;
      if (!a[d].ok) continue;
      int64_t P = pl_lcm_capped(a[d].P, b[d].P, PL_MAX_PERIOD);
      if (!P || !pl_sym_same(&a[d].slo, &b[d].slo) || !pl_sym_same(&a[d].shi, &b[d].shi)) return 0;
      /* equal over one common period and growing alike: equal everywhere */
      if (a[d].Dlo * (P / a[d].P) != b[d].Dlo * (P / b[d].P) || a[d].Dhi * (P / a[d].P) != b[d].Dhi * (P / b[d].P))
        return 0;
      for (int64_t k = 0; k < P; k++)
        if (pl_fdim_lo(&a[d], k) != pl_fdim_lo(&b[d], k) || pl_fdim_hi(&a[d], k) != pl_fdim_hi(&b[d], k)) return 0;
    }
  }
  return 1;
}
