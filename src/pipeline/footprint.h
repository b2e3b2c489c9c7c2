/*
 * footprint.h - the elements an access of a pipelined loop's body touches,
 * as a function of the loop's iteration k (0-based: the loop variable is
 * lo + k * step), and the questions the pipeliner asks of two of them.
 *
 * Each dimension of an access is an interval [lo(k), hi(k)] over the inner
 * loops' ranges. An index built from k, constants and loop-invariant scalars
 * with + - * (by a constant) / % (by a positive constant), min and max is
 * quasi-affine: its endpoints satisfy f(k + P) = f(k) + D for a period P and
 * an increment D. A dimension is kept as its endpoints at k = 0 .. P-1 plus
 * the increments, so f(k) for any k is a table lookup, and a question about
 * every k >= 0 becomes, for each residue r of k, a question about the
 * integer q in k = r + qP with conditions linear in q: exact, for a known or
 * an unknown trip count. Loop-invariant scalars (parameters, enclosing loops'
 * variables) are symbols, compared only where they cancel. Anything else (a
 * loaded index, a product of two variables, a period above PL_MAX_PERIOD) is
 * unknown: the whole dimension, which over-approximates every question.
 */
#ifndef WW_PL_FOOTPRINT_H
#define WW_PL_FOOTPRINT_H

#include "../kir/kir.h"

#include <stdint.h>

/* Longest period of a dimension's endpoints kept exactly. */
#define PL_MAX_PERIOD 64
/* Symbols (loop-invariant scalars) in one endpoint. */
#define PL_SYM_TERMS 8
/* Inner loops of one unit whose variables footprints track (deeper: unknown). */
#define PL_MAX_INNER 32
/* "No bound": an unknown trip count or distance. */
#define PL_INF INT64_MAX

/* c + sum of k[i] * sym[i], the symbols being loop-invariant scalars. */
typedef struct pl_sym {
  int64_t c;
  int n;
  const kir_var *sym[PL_SYM_TERMS];
  int64_t k[PL_SYM_TERMS];
} pl_sym;

/* Residues of loop-invariant scalars under `%` and `/`. A symbol s inside
 * `(i + s) % 3` is not a number, so the index is not quasi-affine in k; but
 * writing s = sigma + M * s' (sigma in [0, M), M a multiple of 3) makes it
 * (i + sigma) % 3 again, and s' cancels as any symbol does. A loop's
 * footprints are built once per choice of the sigmas (a world); a question
 * about two footprints is asked in every world, pairing the same worlds:
 * "may they meet" holds when it does in some world, "does w cover r" when
 * in all. That is exact: every world is a value the scalars may take. */
#define PL_MAX_WORLDS 64
typedef struct pl_worlds {
  int n;                    /* symbols split */
  const kir_var *var[PL_SYM_TERMS];
  int64_t M[PL_SYM_TERMS];  /* var = sigma + M * var' */
  int64_t count;            /* the product of the M: worlds (0 or 1: one) */
} pl_worlds;

/* Loops of a unit around an access, innermost first. */
typedef struct pl_env {
  const kir_stmt *loop;
  int level;                /* 0: the outermost loop inside the unit */
  const struct pl_env *next;
} pl_env;

/* A `let` of a unit, whose name indices may use. */
typedef struct pl_let {
  const kir_var *var;
  const kir_expr *value;
} pl_let;

/* Where names in an index come from when a footprint is built. */
typedef struct pl_scope {
  const kir_var *loop_var;  /* the pipelined loop's variable */
  const kir_expr *loop_lo;  /* its lower bound (loop-invariant) */
  int64_t step;
  const pl_env *env;        /* loops around the access */
  const pl_env *shared;     /* these loops' variables are symbols (a common
                               iteration of two accesses), not ranges */
  const pl_let *lets;
  int nlets;
  /* loops of the unit whose variables have one value (an operation of
   * one iteration of them) */
  const kir_var *const *fixed_var;
  const int64_t *fixed_val;
  int nfixed;
  const pl_worlds *worlds;  /* NULL: symbols stay whole */
  pl_worlds *want;          /* NULL, or where moduli that would make a `%`
                               or `/` of a symbol exact are recorded */
} pl_scope;

typedef struct pl_fdim {
  int ok;                   /* 0: unknown (the whole dimension) */
  int exact;                /* every index in [lo, hi] is touched, at every k */
  uint32_t inner;           /* inner loop levels whose variables it ranges over */
  int64_t P, Dlo, Dhi;      /* lo(k + P) = lo(k) + Dlo; hi likewise */
  pl_sym slo, shi;          /* the symbol parts of lo and hi (c = 0), the same at every k */
  int64_t *lo, *hi;         /* the constant parts at k = 0 .. P-1 */
  int64_t extent;           /* the buffer's extent in this dimension; 0: not a constant */
} pl_fdim;

typedef struct pl_fp {
  int ndim;
  int nworld;               /* worlds (pl_worlds); dim holds nworld * ndim */
  pl_fdim *dim;
  int exact;                /* the access touches every element of its box at every k
                               (it is not conditional: callers check guards) */
} pl_fp;

/* The dimensions of world w (a footprint of one world serves every w). */
static inline pl_fdim *pl_fp_dims(const pl_fp *f, int w) { return f->dim + (f->nworld > 1 ? w : 0) * f->ndim; }
/* The worlds a question about x and y runs over. */
static inline int pl_fp_nworlds(const pl_fp *x, const pl_fp *y) {
  return x->nworld > y->nworld ? x->nworld : y->nworld;
}

/* Adds the moduli recorded in want to w (lcm per symbol): 1 when w
 * changed, 0 when not or when the worlds would be more than PL_MAX_WORLDS
 * (then w is left as it was). */
int pl_worlds_grow(pl_worlds *w, const pl_worlds *want);

/* The footprint of an access (acc NULL: the whole buffer b). */
void pl_fp_build(ww_arena *a, const pl_scope *s, kir_buf *b, const kir_access *acc, pl_fp *out);

/* The constant part of dimension d's endpoints at iteration k >= 0. */
int64_t pl_fdim_lo(const pl_fdim *d, int64_t k);
int64_t pl_fdim_hi(const pl_fdim *d, int64_t k);

/* Do x at iteration k and y at k + dist overlap for some k in [0, kmax]
 * (kmax PL_INF: any)? 1 also when unknown. */
int pl_fp_meet(const pl_fp *x, const pl_fp *y, int64_t dist, int64_t kmax);
/* The iterations where each of two accesses happens: x[k % Px] (NULL:
 * every iteration), likewise y. */
typedef struct pl_when {
  const unsigned char *x;
  int64_t Px;
  const unsigned char *y;
  int64_t Py;
} pl_when;
/* pl_fp_meet, counting only iterations k where x happens and k + dist
 * where y does (when the periods are too long: every iteration). */
int pl_fp_meet_when(const pl_fp *x, const pl_fp *y, int64_t dist, int64_t kmax, const pl_when *when);
/* Does w contain r at the same iteration, for every k in [0, kmax]? (w must
 * be exact; 0 when unknown, unless w covers the whole dimension.) */
int pl_fp_covers(const pl_fp *w, const pl_fp *r, int64_t kmax);
/* r without the part w covers, at every iteration, when that is a box
 * again (both repeat without growing; an empty residue is moved far away):
 * 1 and *out (allocated in a), or 0. */
int pl_fp_subtract(ww_arena *a, const pl_fp *r, const pl_fp *w, pl_fp *out);
/* Are the two the same box at every iteration, in every world? */
int pl_fp_same(const pl_fp *a, const pl_fp *b);
/* Is the footprint empty (some dimension with lo > hi)? */
int pl_fp_empty(const pl_fp *f);
/* Do x at some iteration k and y at k + dist overlap, for some dist in
 * [dmin, dmax] (dmax PL_INF: no bound) not a multiple of `modulo` (<= 1:
 * any), both in [0, kmax]? 1 also when unknown. */
int pl_fp_meet_later(const pl_fp *x, const pl_fp *y, int64_t dmin, int64_t dmax, int64_t modulo, int64_t kmax);
/* The period of a footprint that repeats without growing (known
 * dimensions, increments 0; symbols, the same at every iteration, allowed);
 * 0 otherwise. */
int64_t pl_fp_period(const pl_fp *f);
/* Do x at kx and y at ky overlap? Dimensions with track[d] == 0 count as
 * overlapping (track NULL: every dimension known to both is compared). */
int pl_fp_meet_at(const pl_fp *x, int64_t kx, const pl_fp *y, int64_t ky, const unsigned char *track);

/* Whether a condition holds at iteration k, when that repeats with a
 * period (comparisons of indices that repeat without growing, and `and`,
 * `or`, `not` of them): 1 with *P and table[k % P] (allocated in a), or 0
 * when it cannot be told. */
int pl_cond_table(ww_arena *a, const pl_scope *s, const kir_expr *cond, int64_t *P, unsigned char **table);

/* x += f * y, terms with coefficient 0 dropped; 0 on overflow (past
 * 2^40) or past PL_SYM_TERMS symbols. */
int pl_sym_add(pl_sym *x, const pl_sym *y, int64_t f);

/* Are the symbol parts equal? */
int pl_sym_same(const pl_sym *a, const pl_sym *b);

/* lcm, or 0 when it is above cap. */
int64_t pl_lcm_capped(int64_t a, int64_t b, int64_t cap);

#endif
