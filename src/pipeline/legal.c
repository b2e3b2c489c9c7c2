/*
 * legal.c - what the annotations may do: dependences between the units of
 * a loop from their element footprints, the buffers that need versions, and
 * a located error for every annotation that would change what the loop
 * computes.
 *
 * Unit S1 at iteration k runs, pipelined, at new iteration k + s1 in order
 * o1. A dependence from S1 at k to S2 at k + d (the two touch a common
 * element, one writes it, and S1 comes first in the original loop: d > 0,
 * or d = 0 and S1 is earlier in the body) is kept iff
 *     s1 < s2 + d,  or  s1 = s2 + d and o1 < o2.
 * Only d <= s1 - s2 can break it, so only distances up to the largest stage
 * are asked about (footprint.c answers exactly for quasi-affine indices).
 *
 * A shared or local buffer may get V versions: iteration k uses version
 * k % V, so a dependence at a distance that is not a multiple of V no
 * longer exists. That is right for the anti and output dependences it is
 * meant for, but it also cuts a value carried from one iteration to a
 * later one: so versions are given only when every element a unit reads
 * is either written earlier in the same iteration (covered) or never
 * written by an earlier iteration at a distance V does not divide (a write
 * that covers the same elements every P iterations hides what it wrote P
 * iterations before). The number of versions is the least that keeps every
 * dependence and every carried value, raised to keep async readers' data
 * alive until their consumers (fewer waits), when that is legal too.
 */
#include "pl_internal.h"

#include <stdlib.h>
#include <string.h>

int pl_version_of(const pl_loop *L, const kir_buf *b) {
  for (int i = 0; i < L->nv; i++)
    if (L->ver[i].buf == b) return L->ver[i].count;
  return 1;
}

static int64_t kmax_at(const pl_loop *L, int64_t d) {
  return L->kmax == PL_INF ? PL_INF : L->kmax - d;
}

static int kept(const pl_unit *s1, const pl_unit *s2, int64_t d) {
  return s1->stage < s2->stage + d || (s1->stage == s2->stage + d && s1->order < s2->order);
}

/* A broken dependence: from access src at k to dst at k + d. */
typedef struct dep {
  int src, dst;
  int64_t d;
} dep;

/* The first dependence the annotations break on buffer b (NULL: on any
 * buffer, each with its own versions) when b has V versions. */
static int find_broken(const pl_loop *L, const kir_buf *b, int V, dep *out) {
  for (int u1 = 0; u1 < L->nunits; u1++)
    for (int u2 = 0; u2 < L->nunits; u2++) {
      if (u1 == u2) continue;
      const pl_unit *s1 = &L->units[u1], *s2 = &L->units[u2];
      for (int64_t d = u1 < u2 ? 0 : 1; d <= s1->stage - s2->stage; d++) {
        if (kept(s1, s2, d)) continue;
        for (int i = s1->first_acc; i < s1->first_acc + s1->nacc; i++)
          for (int j = s2->first_acc; j < s2->first_acc + s2->nacc; j++) {
            const pl_acc *x = &L->acc[i], *y = &L->acc[j];
            if (x->buf != y->buf || (b && x->buf != b)) continue;
            if (!((x->role | y->role) & KIR_ROLE_WRITE)) continue;
            int Vb = b ? V : pl_version_of(L, x->buf);
            if (Vb > 1 && d % Vb) continue;
            /* only where both happen: a write under `i % 2 == 0` and a
             * read under `i % 2 == 1` never meet one iteration apart */
            pl_when when = {x->present, x->present_P, y->present, y->present_P};
            if (pl_fp_meet_when(&x->fp, &y->fp, d, kmax_at(L, d), &when)) {
              *out = (dep){i, j, d};
              return 1;
            }
          }
      }
    }
  return 0;
}

static const char *dep_kind(const pl_acc *src, const pl_acc *dst) {
  if ((src->role & KIR_ROLE_WRITE) && (dst->role & KIR_ROLE_READ)) return "flow";
  if (src->role & KIR_ROLE_WRITE) return "output";
  return "anti";
}

static void set_category(ww_diags *d, const char *cat) {
  if (d->n) d->v[d->n - 1].category = cat;
}

/* The rule, once, at the annotation. */
static void rule_note(pl_loop *L) {
  const kir_annot *st = NULL;
  for (int i = 0; i < L->loop->u.loop.nannots; i++)
    if (strcmp(L->loop->u.loop.annots[i].name, "software_pipeline_stage") == 0) st = &L->loop->u.loop.annots[i];
  ww_loc loc = st ? st->loc : L->loop->loc;
  ww_diag_add(L->d, WW_NOTE, loc, st ? (int)strlen(st->name) + 1 : L->loop->len,
              "a dependence from iteration i to i + d stays only if s1 < s2 + d, or s1 = s2 + d and "
              "o1 < o2 (s: stage, o: order of the two statements)");
}

static void report_broken(pl_loop *L, const dep *x, const char *why) {
  const pl_acc *src = &L->acc[x->src], *dst = &L->acc[x->dst];
  const pl_unit *s1 = &L->units[src->unit], *s2 = &L->units[dst->unit];
  const kir_stmt *at = L->units[dst->unit].stmts[0];
  const kir_stmt *from = L->units[src->unit].stmts[0];
  const char *kind = dep_kind(src, dst);
  char when[64];
  if (x->d == 0) snprintf(when, sizeof when, "in the same iteration");
  else snprintf(when, sizeof when, "%lld iteration%s earlier", (long long)x->d, x->d == 1 ? "" : "s");
  const char *verb = (dst->role & KIR_ROLE_WRITE) ? "writes" : "reads";
  const char *their = !strcmp(kind, "flow") || !strcmp(kind, "output") ? "writes" : "reads";
  ww_diag_add(L->d, WW_ERROR, at->loc, at->len,
              "the annotations break %s %s dependence on '%s': this statement (stage %d, order %d) %s "
              "what the statement at line %d (stage %d, order %d) %s %s, but would run before it%s",
              kind[0] == 'a' || kind[0] == 'o' ? "an" : "a", kind, dst->buf->name, s2->stage, s2->order, verb, from->loc.line, s1->stage, s1->order,
              their, when, why);
  set_category(L->d, "pipeline-dependence");
  ww_diag_add(L->d, WW_NOTE, src->stmt->loc, src->stmt->len, "'%s' %s here", src->buf->name,
              (src->role & KIR_ROLE_WRITE) ? "written" : "read");
  rule_note(L);
}

/* ---- values carried between iterations ---- */

/* Marks a guard impure at a load, a region or a let (which may hold a
 * loaded value). */
static kir_expr *guard_see(kir_walker *w, kir_expr *e) {
  if (e->kind == KE_LOAD || e->kind == KE_REGION || (e->kind == KE_VAR && e->u.var->kind == KIR_VAR_LET))
    *(int *)w->ctx = 0;
  return e;
}

static int guard_pure(const kir_expr *e) {
  int pure = 1;
  kir_walker w = {.expr = guard_see, .ctx = &pure};
  kir_walk_const_expr(&w, e);
  return pure;
}

/* Does every condition around w also hold around r? Conditions are
 * compared as written; only those reading no buffer (their value is the
 * same wherever they are evaluated in one iteration) and outside the
 * unit's loops count. */
static int guards_imply(const pl_guard *r, const pl_guard *w) {
  for (; w; w = w->next) {
    if (!guard_pure(w->cond) || w->in_loop) return 0;
    int found = 0;
    for (const pl_guard *g = r; g && !found; g = g->next)
      found = g->negated == w->negated && kir_expr_same(g->cond, w->cond);
    if (!found) return 0;
  }
  return 1;
}

static int on_chain(const pl_guard *chain, const pl_guard *g) {
  for (; chain; chain = chain->next)
    if (chain == g) return 1;
  return 0;
}

/* Does w happen at every iteration where r may, by the iterations their
 * conditions hold at (w's told exactly, r's at least where it happens)?
 * That is implication between predicates written differently: the else of
 * `i % 3 == 0` and `i % 3 != 0`, or `i % 4 == 0` and `i % 2 == 0`. */
static int present_implies(const pl_acc *r, const pl_acc *w) {
  if (!w->present_exact) return 0;
  if (!w->present) return 1;
  int64_t P = pl_lcm_capped(r->present_P, w->present_P, PL_MAX_PERIOD);
  if (!P) return 0;
  for (int64_t k = 0; k < P; k++)
    if ((!r->present || r->present[k % r->present_P]) && !w->present[k % w->present_P]) return 0;
  return 1;
}

/* Do w's conditions hold wherever r runs (the same `if`, conditions
 * written alike, or predicates that imply w's)? */
static int conds_imply(const pl_acc *r, const pl_acc *w) {
  return on_chain(r->guard, w->guard) || guards_imply(r->guard, w->guard) || present_implies(r, w);
}

/* Does w run before r in every iteration (w a write that touches every
 * element of its box)? In an earlier top-level statement of the body, or
 * earlier in the same one (then within the loops they share). */
static int writes_before(const pl_acc *w, const pl_acc *r) {
  return w->buf == r->buf && (w->role & KIR_ROLE_WRITE) &&
         (w->unit < r->unit || (w->unit == r->unit && w->pos < r->pos) ||
          (w->unit == r->unit && w->pos == r->pos && w->seq < r->seq));
}

/* The loops around both: the common tail of their chains. */
static const pl_env *common_loops(const pl_env *a, const pl_env *b) {
  for (; a; a = a->next)
    for (const pl_env *x = b; x; x = x->next)
      if (x == a) return a;
  return NULL;
}

/* Iterations of loops shared by two accesses enumerated one by one. */
#define PL_MAX_SHARED_ITERS 256

/* Does w contain r, at the same iteration and, when they share loops of
 * the unit, at the same iteration of those? Shared loops with constant
 * bounds are enumerated (every value fixed in both); others are symbols. */
static int contains(const pl_loop *L, const pl_acc *w, const pl_acc *r) {
  const pl_env *shared = w->pos == r->pos && w->unit == r->unit ? common_loops(w->env, r->env) : NULL;
  if (!shared) return pl_fp_covers(&w->fp, &r->fp, L->kmax);
  const pl_unit *u = &L->units[w->unit];
  const kir_var *fv[PL_MAX_INNER];
  int64_t lo[PL_MAX_INNER], n[PL_MAX_INNER], fval[PL_MAX_INNER], total = 1;
  int nf = 0, enumerable = 1;
  for (const pl_env *e = shared; e && enumerable; e = e->next) {
    int64_t a, b;
    const kir_stmt *l = e->loop;
    if (nf == PL_MAX_INNER || !kir_const_int(l->u.loop.lo, &a) || !kir_const_int(l->u.loop.hi, &b)) {
      enumerable = 0;
      break;
    }
    int64_t step = l->u.loop.step > 0 ? l->u.loop.step : 1;
    fv[nf] = l->u.loop.var;
    lo[nf] = a;
    n[nf] = b > a ? (b - a + step - 1) / step : 0;
    total *= n[nf] ? n[nf] : 1;
    if (total > PL_MAX_SHARED_ITERS) enumerable = 0;
    nf++;
  }
  if (!enumerable) {
    pl_scope sw = {L->var, L->loop->u.loop.lo, L->step, w->env, shared, u->lets, u->nlets, NULL, NULL, 0,
                   &L->worlds, NULL};
    pl_scope sr = {L->var, L->loop->u.loop.lo, L->step, r->env, shared, u->lets, u->nlets, NULL, NULL, 0,
                   &L->worlds, NULL};
    pl_fp fw, fr;
    pl_fp_build(L->a, &sw, w->buf, w->acc, &fw);
    pl_fp_build(L->a, &sr, r->buf, r->acc, &fr);
    return pl_fp_covers(&fw, &fr, L->kmax);
  }
  for (int64_t it = 0; it < total; it++) {
    int64_t rest = it;
    for (int f = 0; f < nf; f++) {
      const kir_stmt *l = NULL;
      int g = 0;
      for (const pl_env *e = shared; e; e = e->next, g++)
        if (g == f) l = e->loop;
      int64_t step = l->u.loop.step > 0 ? l->u.loop.step : 1;
      int64_t k = n[f] ? rest % n[f] : 0;
      rest = n[f] ? rest / n[f] : rest;
      fval[f] = lo[f] + k * step;
      if (!n[f]) return 1; /* a shared loop that never runs: r never runs either */
    }
    pl_scope sw = {L->var, L->loop->u.loop.lo, L->step, w->env, shared, u->lets, u->nlets, fv, fval, nf,
                   &L->worlds, NULL};
    pl_scope sr = {L->var, L->loop->u.loop.lo, L->step, r->env, shared, u->lets, u->nlets, fv, fval, nf,
                   &L->worlds, NULL};
    pl_fp fw, fr;
    pl_fp_build(L->a, &sw, w->buf, w->acc, &fw);
    pl_fp_build(L->a, &sr, r->buf, r->acc, &fr);
    if (!pl_fp_covers(&fw, &fr, L->kmax)) return 0;
  }
  return 1;
}

/* Is r covered by the writes that run whenever the conditions `ctx` (a
 * guard chain; NULL: always) hold? A write directly under ctx covers; so
 * does a write whose conditions are all r's own (the same `if`s and
 * branches, or conditions written the same way that read no buffer); so
 * do both branches of an `if` under ctx (outside the unit's loops, where
 * one branch runs per iteration), each covering on its own. */
static int covered_in(const pl_loop *L, const pl_acc *r, const pl_guard *ctx, int depth) {
  for (int i = 0; i < L->nacc; i++) {
    const pl_acc *w = &L->acc[i];
    if (!writes_before(w, r)) continue;
    if (w->guard != ctx && !(ctx == NULL && conds_imply(r, w))) continue;
    if (contains(L, w, r)) return 1;
  }
  if (depth >= 8) return 0;
  for (int i = 0; i < L->nacc; i++) {
    const pl_acc *w = &L->acc[i];
    if (!writes_before(w, r)) continue;
    /* the guard of w right under ctx: a then branch */
    const pl_guard *g = w->guard;
    while (g && g->next != ctx) g = g->next;
    if (!g || g->negated || g->in_loop || (ctx && !on_chain(w->guard, ctx))) continue;
    for (int j = 0; j < L->nacc; j++) {
      const pl_acc *e = &L->acc[j];
      if (!writes_before(e, r)) continue;
      const pl_guard *h = e->guard;
      while (h && h->next != ctx) h = h->next;
      if (!h || !h->negated || h->cond != g->cond) continue;
      if (covered_in(L, r, g, depth + 1) && covered_in(L, r, h, depth + 1)) return 1;
    }
  }
  return 0;
}

/* ---- reads of what earlier inner iterations of the same statement wrote ---- */

/* Writes, one per inner iteration, that coverage of one read is built from. */
#define PL_MAX_COVER_PIECES 1024

/* The loops around r as a nest whose iterations can be listed: n loops,
 * outermost first, constant bounds, at most PL_MAX_SHARED_ITERS in all. */
typedef struct nest {
  int n;
  const kir_var *var[PL_MAX_INNER];
  int64_t lo[PL_MAX_INNER], step[PL_MAX_INNER], trips[PL_MAX_INNER];
  int64_t total;
} nest;

static int nest_of(const pl_env *env, nest *out) {
  out->n = 0;
  out->total = 1;
  for (const pl_env *e = env; e; e = e->next) {
    int64_t a, b;
    const kir_stmt *l = e->loop;
    if (out->n == PL_MAX_INNER || !kir_const_int(l->u.loop.lo, &a) || !kir_const_int(l->u.loop.hi, &b)) return 0;
    int64_t step = l->u.loop.step > 0 ? l->u.loop.step : 1;
    int64_t n = b > a ? (b - a + step - 1) / step : 0;
    if (!n) return 0;
    out->total *= n;
    if (out->total > PL_MAX_SHARED_ITERS) return 0;
    /* env is innermost first: shift the outer ones up */
    memmove(&out->var[1], &out->var[0], sizeof out->var[0] * (size_t)out->n);
    memmove(&out->lo[1], &out->lo[0], sizeof out->lo[0] * (size_t)out->n);
    memmove(&out->step[1], &out->step[0], sizeof out->step[0] * (size_t)out->n);
    memmove(&out->trips[1], &out->trips[0], sizeof out->trips[0] * (size_t)out->n);
    out->var[0] = l->u.loop.var;
    out->lo[0] = a;
    out->step[0] = step;
    out->trips[0] = n;
    out->n++;
  }
  return out->n > 0;
}

/* The loop variables' values at the it-th iteration of the nest, in execution order. */
static void nest_values(const nest *N, int64_t it, int64_t *val) {
  for (int f = N->n - 1; f >= 0; f--) {
    val[f] = N->lo[f] + (it % N->trips[f]) * N->step[f];
    it /= N->trips[f];
  }
}

/* Whether a's conditions hold at this inner iteration: 1 at every k, 0 at
 * none, -1 not told (or it depends on k). */
static int conds_at(const pl_loop *L, const pl_acc *a, const pl_scope *s) {
  int all = 1;
  for (const pl_guard *g = a->guard; g; g = g->next) {
    int64_t P;
    unsigned char *t;
    if (!pl_cond_table(L->a, s, g->cond, &P, &t)) return -1;
    int any = 0, every = 1;
    for (int64_t k = 0; k < P; k++) {
      int v = t[k] != g->negated;
      any |= v;
      every &= v;
    }
    if (!any) return 0;
    if (!every) all = -1;
  }
  return all;
}

/* Removes piece from *rest; 1 when rest became empty. */
static int cover_piece(const pl_loop *L, pl_fp *rest, const pl_fp *piece) {
  if (pl_fp_covers(piece, rest, L->kmax)) return 1;
  pl_fp cut;
  if (!pl_fp_subtract(L->a, rest, piece, &cut)) return 0;
  *rest = cut;
  return pl_fp_empty(rest);
}

/* A write at one inner iteration of its statement's loops (it: that
 * iteration's place in the nest; -1: every iteration, the whole footprint). */
typedef struct piece {
  const pl_acc *w;
  int64_t it;
  pl_fp fp;
} piece;

/* The pieces of write w: its whole footprint when its conditions are r's
 * or imply them (and it is not r's own statement), else one per inner iteration of its loops where its
 * conditions are told to hold at every k. 0 when there are too many. */
static int add_pieces(const pl_loop *L, const pl_acc *r, const pl_acc *w, piece *p, int *np) {
  int own = w->unit == r->unit && w->pos == r->pos;
  if (!own && (!w->guard || conds_imply(r, w))) {
    if (*np == PL_MAX_COVER_PIECES) return 0;
    p[(*np)++] = (piece){w, -1, w->fp};
    return 1;
  }
  nest N;
  if (!w->env || !nest_of(w->env, &N)) return 1;
  const pl_unit *u = &L->units[w->unit];
  for (int64_t it = 0; it < N.total; it++) {
    int64_t val[PL_MAX_INNER];
    nest_values(&N, it, val);
    pl_scope sw = {L->var, L->loop->u.loop.lo, L->step, w->env, NULL, u->lets, u->nlets, N.var, val, N.n,
                   &L->worlds, NULL};
    if (conds_at(L, w, &sw) != 1) continue;
    if (*np == PL_MAX_COVER_PIECES) return 0;
    p[*np].w = w;
    p[*np].it = it;
    pl_fp_build(L->a, &sw, w->buf, w->acc, &p[*np].fp);
    (*np)++;
  }
  return 1;
}

/* Is r, at each iteration of the loops around it in its statement, written
 * before it: by earlier statements, or by its own statement at an earlier
 * inner iteration (or earlier in the same one)? A prefix sum
 * `T[j] = T[j - 1] * 2` after `T[0] = ...` reads only what its iteration
 * wrote. Inner iterations are listed one by one, so conditions on the
 * inner loops' variables (`if j == 0 { ... } else { ... }`) are told. */
static int inner_covered(const pl_loop *L, const pl_acc *r) {
  nest N = {0};
  N.total = 1;
  if (r->env && !nest_of(r->env, &N)) return 0;
  const pl_unit *u = &L->units[r->unit];
  piece *p = ww_xmalloc(sizeof(piece) * PL_MAX_COVER_PIECES);
  int np = 0, ok = 1;
  for (int i = 0; i < L->nacc && ok; i++) {
    const pl_acc *w = &L->acc[i];
    int own = w->buf == r->buf && (w->role & KIR_ROLE_WRITE) && w->unit == r->unit && w->pos == r->pos;
    if (!writes_before(w, r) && !own) continue;
    /* the statement's own writes count at earlier inner iterations of the same loops */
    if (w->unit == r->unit && w->pos == r->pos && w->env != r->env) continue;
    ok = add_pieces(L, r, w, p, &np);
  }
  for (int64_t it = 0; it < N.total && ok; it++) {
    int64_t val[PL_MAX_INNER];
    nest_values(&N, it, val);
    pl_scope sr = {L->var, L->loop->u.loop.lo, L->step, r->env, NULL, u->lets, u->nlets, N.var, val, N.n,
                   &L->worlds, NULL};
    if (conds_at(L, r, &sr) == 0) continue; /* r does not run here */
    pl_fp rest;
    pl_fp_build(L->a, &sr, r->buf, r->acc, &rest);
    int done = pl_fp_empty(&rest);
    for (int x = 0; x < np && !done; x++) {
      const pl_acc *w = p[x].w;
      int own = w->unit == r->unit && w->pos == r->pos;
      if (own && (p[x].it > it || (p[x].it == it && w->seq >= r->seq) || p[x].it < 0)) continue;
      done = cover_piece(L, &rest, &p[x].fp);
    }
    ok = done;
  }
  free(p);
  return ok;
}

/* Is the whole of access r written earlier in its iteration, on every path
 * that reaches it? */
int pl_covered(const pl_loop *L, const pl_acc *r) {
  const pl_unit *u = &L->units[r->unit];
  for (int k = 0; k < u->nself; k++)
    if (u->self_covered[k] == r->buf) return 1;
  return covered_in(L, r, NULL, 0) || inner_covered(L, r);
}

int pl_covered_within(const pl_loop *L, const pl_acc *r) { return covered_in(L, r, NULL, 0) || inner_covered(L, r); }

/* Can a write of an earlier iteration, at a distance that V does not
 * divide, reach what r reads? Then versions would lose it: *from is that
 * write. */
static int carried_into(const pl_loop *L, const pl_acc *r, int V, int *from) {
  if (pl_covered(L, r)) return 0;
  /* what no single write covers may still be partly written: keep the rest */
  pl_fp rest = r->fp;
  for (int changed = 1; changed;) {
    changed = 0;
    for (int i = 0; i < L->nacc && !pl_fp_empty(&rest); i++) {
      const pl_acc *w = &L->acc[i];
      if (!writes_before(w, r) || (w->unit == r->unit && w->pos == r->pos)) continue;
      if (w->guard && !conds_imply(r, w)) continue;
      pl_fp cut;
      if (!pl_fp_subtract(L->a, &rest, &w->fp, &cut)) continue;
      changed = !pl_fp_same(&cut, &rest);
      rest = cut;
    }
  }
  if (pl_fp_empty(&rest)) return 0;
  for (int i = 0; i < L->nacc; i++) {
    const pl_acc *w = &L->acc[i];
    if (w->buf != r->buf || !(w->role & KIR_ROLE_WRITE)) continue;
    /* A write on every path that touches the same elements again every P
     * iterations: a value it wrote more than P iterations before the read
     * is overwritten by then (a value, not just a location, is what
     * versions must keep) ... */
    int64_t P = !w->guard && w->fp.exact ? pl_fp_period(&w->fp) : 0;
    /* ... and P iterations before, too, when the write comes first in the
     * body (its statement done before the read's starts) */
    int64_t dmax = !P ? PL_INF : (w->unit < r->unit || (w->unit == r->unit && w->pos < r->pos)) ? P - 1 : P;
    if (dmax >= 1 && pl_fp_meet_later(&w->fp, &rest, 1, dmax, V, L->kmax)) {
      *from = i;
      return 1;
    }
  }
  return 0;
}

/* The first read of b that V versions would cut from its value. */
static int find_carried(const pl_loop *L, const kir_buf *b, int V, int *read, int *write) {
  for (int i = 0; i < L->nacc; i++) {
    const pl_acc *r = &L->acc[i];
    if (r->buf != b || !(r->role & KIR_ROLE_READ)) continue;
    if (carried_into(L, r, V, write)) {
      *read = i;
      return 1;
    }
  }
  return 0;
}

/* ---- how many versions ---- */

/* The last stage that reads what unit r writes (at least `from`). */
static int consumer_stage(const pl_loop *L, int r, int from) {
  int last = from;
  const pl_unit *u = &L->units[r];
  for (int x = u->first_acc; x < u->first_acc + u->nacc; x++) {
    if (!(L->acc[x].role & KIR_ROLE_WRITE)) continue;
    for (int y = 0; y < L->nacc; y++)
      if (L->acc[y].buf == L->acc[x].buf && (L->acc[y].role & KIR_ROLE_READ) &&
          L->units[L->acc[y].unit].stage > last)
        last = L->units[L->acc[y].unit].stage;
  }
  return last;
}

/* Versions that keep every reader's data until it has been read: from a
 * write at stage s to a read at stage s' > s, s' - s + 1; an async reader
 * reads until its consumer's wait (the RFC's three-stage example). */
static int versions_for_overlap(const pl_loop *L, const kir_buf *b) {
  int V = 1;
  for (int w = 0; w < L->nacc; w++) {
    if (L->acc[w].buf != b || !(L->acc[w].role & KIR_ROLE_WRITE)) continue;
    int ws = L->units[L->acc[w].unit].stage;
    for (int r = 0; r < L->nacc; r++) {
      if (L->acc[r].buf != b || !(L->acc[r].role & KIR_ROLE_READ)) continue;
      const pl_unit *ru = &L->units[L->acc[r].unit];
      if (ru->stage <= ws) continue;
      int until = ru->async ? consumer_stage(L, ru->index, ru->stage) : ru->stage;
      if (until - ws + 1 > V) V = until - ws + 1;
    }
  }
  return V < PL_MAX_VERSIONS ? V : PL_MAX_VERSIONS;
}

static int versionable(const pl_loop *L, const kir_buf *b, const pl_acc **gather_src) {
  if (b->is_param || b->scope == KIR_GLOBAL) return 0;
  for (int i = 0; i < L->nacc; i++)
    if (L->acc[i].buf == b && !L->acc[i].acc) {
      *gather_src = &L->acc[i];
      return 0;
    }
  return 1;
}

static int legal_versions(const pl_loop *L, const kir_buf *b, int V) {
  dep x;
  int r, w;
  return !find_broken(L, b, V, &x) && (V == 1 || !find_carried(L, b, V, &r, &w));
}

/* Picks the versions of b; 0, or -1 with a located error. */
static int choose_versions(pl_loop *L, kir_buf *b) {
  dep broken;
  if (!find_broken(L, b, 1, &broken)) return 0;
  const pl_acc *gsrc = NULL;
  if (!versionable(L, b, &gsrc)) {
    if (gsrc)
      report_broken(L, &broken, " (versions could separate the iterations, but a gather reads the "
                                "buffer as a whole and cannot name one version)");
    else
      report_broken(L, &broken, " (a global buffer cannot get versions to separate the iterations)");
    return -1;
  }
  int V = 2;
  while (V <= PL_MAX_VERSIONS && find_broken(L, b, V, &broken)) V++;
  if (V > PL_MAX_VERSIONS) {
    report_broken(L, &broken, broken.d == 0 ? " (in the same iteration: versions cannot help)"
                                            : " (no number of versions separates them)");
    return -1;
  }
  /* the least V that also keeps every carried value (a distance V divides) */
  int r, w, Vc = V;
  while (Vc <= PL_MAX_VERSIONS && !legal_versions(L, b, Vc)) Vc++;
  if (Vc <= PL_MAX_VERSIONS) {
    V = Vc;
  } else {
    find_carried(L, b, V, &r, &w);
    const pl_acc *rd = &L->acc[r], *wr = &L->acc[w];
    const kir_stmt *at = L->units[rd->unit].stmts[0];
    ww_diag_add(L->d, WW_ERROR, at->loc, at->len,
                "this statement reads '%s', which may hold a value an earlier iteration wrote (at "
                "line %d); the annotations need %d versions of '%s' (iteration k uses version k %% "
                "%d), which would keep that value from this read%s",
                b->name, wr->stmt->loc.line, V, b->name, V,
                wr->guard ? " (it is written under a condition: write it on every path, e.g. with an "
                            "else, so that each iteration reads what it wrote itself)"
                          : "");
    set_category(L->d, "pipeline-carried-value");
    ww_diag_add(L->d, WW_NOTE, wr->stmt->loc, wr->stmt->len, "written here by an earlier iteration");
    find_broken(L, b, 1, &broken);
    const pl_acc *src = &L->acc[broken.src], *dst = &L->acc[broken.dst];
    ww_diag_add(L->d, WW_NOTE, dst->stmt->loc, dst->stmt->len,
                "without versions the annotations break the %s dependence from line %d to this "
                "statement (distance %lld)",
                dep_kind(src, dst), src->stmt->loc.line, (long long)broken.d);
    rule_note(L);
    return -1;
  }
  int Vo = versions_for_overlap(L, b);
  if (Vo > V && legal_versions(L, b, Vo)) V = Vo;
  L->ver = ww_xrealloc(L->ver, sizeof(pl_version) * (size_t)(L->nv + 1));
  memset(&L->ver[L->nv], 0, sizeof L->ver[L->nv]);
  L->ver[L->nv].buf = b;
  L->ver[L->nv++].count = V;
  return 0;
}

int pl_legalize(pl_loop *L) {
  for (int i = 0; i < L->nacc; i++) {
    kir_buf *b = L->acc[i].buf;
    int seen = 0;
    for (int j = 0; j < i && !seen; j++) seen = L->acc[j].buf == b;
    if (!seen && choose_versions(L, b)) return -1;
  }
  /* every dependence, each buffer with its versions */
  dep x;
  if (find_broken(L, NULL, 0, &x)) {
    pl_internal(L, "dependence on '%s' broken after versions were chosen", L->acc[x.src].buf->name);
    return -1;
  }
  return 0;
}
