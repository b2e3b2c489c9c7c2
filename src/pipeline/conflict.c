/*
 * conflict.c - the relation the replay (schedule.c) is built on: does unit
 * x at iteration kx touch what unit y at ky touches, one of them writing,
 * on the same version? That is what `waitwise run` calls a race when one
 * of the two is an async operation still in flight.
 *
 * The replay runs a few trip counts and trusts that the waits it finds hold
 * for every other; that is true when the relation repeats. A dimension of a
 * pair of accesses is therefore compared only when both sides grow alike
 * (the same slope: then shifting both iterations by the period changes
 * nothing), and, when they grow, only when the two meet within
 * PL_MAX_REPLAY_DIST iterations of each other; otherwise the two are taken
 * to overlap in that dimension, which only adds waits. The replay then
 * runs far enough to see every repeating pattern (schedule.c: trip counts
 * up to the stages + replay_dist + twice replay_period).
 */
#include "pl_internal.h"

#include <stdlib.h>
#include <string.h>

/* Scaled to period P: e(j) for j in [0, P). */
static int64_t at(const pl_fdim *f, int lo_end, int64_t j) {
  return lo_end ? pl_fdim_lo(f, j) : pl_fdim_hi(f, j);
}

/* P * e(j) - D * j over one period: min and max (the periodic part of e,
 * scaled by P). */
static void rho_range(const pl_fdim *f, int lo_end, int64_t P, int64_t *mn, int64_t *mx) {
  int64_t D = (lo_end ? f->Dlo : f->Dhi) * (P / f->P);
  *mn = INT64_MAX, *mx = INT64_MIN;
  for (int64_t j = 0; j < P; j++) {
    int64_t v = P * at(f, lo_end, j) - D * j;
    if (v < *mn) *mn = v;
    if (v > *mx) *mx = v;
  }
}

/* How far apart (in iterations) two accesses can be and still meet in a
 * dimension whose sides grow by D every P iterations (D != 0). */
static int64_t meet_distance(const pl_fdim *a, const pl_fdim *b, int64_t P, int64_t D) {
  int64_t hia_mn, hia_mx, lob_mn, lob_mx, loa_mn, loa_mx, hib_mn, hib_mx;
  rho_range(a, 0, P, &hia_mn, &hia_mx);
  rho_range(b, 1, P, &lob_mn, &lob_mx);
  rho_range(a, 1, P, &loa_mn, &loa_mx);
  rho_range(b, 0, P, &hib_mn, &hib_mx);
  /* D * (ky - kx) lies in [loa_mn - hib_mx, hia_mx - lob_mn] */
  int64_t lo = loa_mn - hib_mx, hi = hia_mx - lob_mn;
  int64_t m = lo < 0 ? -lo : lo;
  if ((hi < 0 ? -hi : hi) > m) m = hi < 0 ? -hi : hi;
  if (D < 0) D = -D;
  return m / D + 1;
}

/* Whether dimension d of a pair is compared in world w, and how far apart
 * (PL_INF: no bound) the two may meet in it. */
static int track_dim(const pl_fdim *p, const pl_fdim *q, int64_t *dist) {
  *dist = PL_INF;
  if (!p->ok || !q->ok) return 0;
  int64_t P = pl_lcm_capped(p->P, q->P, PL_MAX_PERIOD);
  if (!P) return 0;
  int64_t lo_a = p->Dlo * (P / p->P), hi_a = p->Dhi * (P / p->P);
  int64_t lo_b = q->Dlo * (P / q->P), hi_b = q->Dhi * (P / q->P);
  if (lo_b != hi_a || lo_a != hi_b) return 0;
  if (lo_a || hi_a) {
    if (lo_a != hi_a) return 0;
    *dist = meet_distance(p, q, P, lo_a);
    if (*dist > PL_MAX_REPLAY_DIST) return 0;
  }
  return 1;
}

/* The period of the compared dimensions in every world, with the versions; 0 when too long. */
static int64_t tracked_period(const pl_fp *a, const pl_fp *b, int nd, int V, const unsigned char *track) {
  int64_t P = V > 1 ? V : 1;
  for (int w = 0; w < pl_fp_nworlds(a, b); w++) {
    const pl_fdim *x = pl_fp_dims(a, w), *y = pl_fp_dims(b, w);
    for (int d = 0; d < nd && P; d++) {
      if (!track[d]) continue;
      P = pl_lcm_capped(P, x[d].P, PL_MAX_PERIOD);
      if (P) P = pl_lcm_capped(P, y[d].P, PL_MAX_PERIOD);
    }
  }
  return P;
}

/* Fills track[] for the pair; returns the distance bound (PL_INF: none)
 * and the pair's period in *period. A dimension is compared when it is
 * in every world; the distance bound is the farthest any world allows. */
static int64_t track_pair(const pl_acc *x, const pl_acc *y, int V, unsigned char *track, int64_t *period) {
  const pl_fp *a = &x->fp, *b = &y->fp;
  int nd = a->ndim < b->ndim ? a->ndim : b->ndim;
  int nw = pl_fp_nworlds(a, b);
  int64_t m;
  for (int d = 0; d < nd; d++) {
    track[d] = 1;
    for (int w = 0; w < nw && track[d]; w++)
      track[d] = (unsigned char)track_dim(&pl_fp_dims(a, w)[d], &pl_fp_dims(b, w)[d], &m);
  }
  /* the period of what is compared, with the versions */
  for (;;) {
    int64_t P = tracked_period(a, b, nd, V, track);
    if (P) {
      *period = P;
      break;
    }
    /* too long: stop comparing the dimension with the longest period */
    int worst = -1;
    for (int d = 0; d < nd; d++)
      if (track[d] && (worst < 0 || a->dim[d].P * b->dim[d].P > a->dim[worst].P * b->dim[worst].P)) worst = d;
    track[worst] = 0;
  }
  /* the bound from the dimensions still compared */
  int64_t dist = PL_INF;
  for (int d = 0; d < nd; d++) {
    if (!track[d]) continue;
    int64_t far = 0;
    for (int w = 0; w < nw; w++) {
      track_dim(&pl_fp_dims(a, w)[d], &pl_fp_dims(b, w)[d], &m);
      if (m > far) far = m;
    }
    if (far < dist) dist = far;
  }
  return dist;
}

void pl_conflicts_build(pl_loop *L) {
  int nu = L->nunits;
  L->pair_start = ww_xmalloc(sizeof(int) * (size_t)(nu * nu + 1));
  L->pairs = NULL;
  int n = 0, cap = 0;
  L->replay_dist = 0;
  L->replay_period = 1;
  L->replay_lcm = 1;
  for (int x = 0; x < nu; x++)
    for (int y = 0; y < nu; y++) {
      L->pair_start[x * nu + y] = n;
      const pl_unit *ux = &L->units[x], *uy = &L->units[y];
      for (int i = ux->first_acc; i < ux->first_acc + ux->nacc; i++)
        for (int j = uy->first_acc; j < uy->first_acc + uy->nacc; j++) {
          const pl_acc *a = &L->acc[i], *b = &L->acc[j];
          if (a->buf != b->buf || !((a->role | b->role) & KIR_ROLE_WRITE)) continue;
          pl_pair p = {i, j, ww_alloc(L->a, (size_t)(a->fp.ndim ? a->fp.ndim : 1)), 0};
          int64_t period = 1;
          int64_t dist = track_pair(a, b, pl_version_of(L, a->buf), p.track, &period);
          /* the conditions' periods too, as far as they fit */
          int64_t withp = pl_lcm_capped(period, pl_lcm_capped(a->present_P, b->present_P, PL_MAX_PERIOD),
                                        PL_MAX_PERIOD);
          if (withp) period = withp;
          else p.ignore_present = 1;
          if (dist != PL_INF && dist > L->replay_dist) L->replay_dist = dist;
          if (period > L->replay_period) L->replay_period = period;
          if (L->replay_lcm) L->replay_lcm = pl_lcm_capped(L->replay_lcm, period, PL_MAX_REPLAY_TRIPS);
          WW_VEC_PUSH(L->pairs, n, cap, p);
        }
    }
  L->pair_start[nu * nu] = n;
}

void pl_conflicts_free(pl_loop *L) {
  free(L->pairs);
  free(L->pair_start);
  L->pairs = NULL;
  L->pair_start = NULL;
}

int pl_conflict(const pl_loop *L, int x, int64_t kx, int y, int64_t ky) {
  int nu = L->nunits;
  for (int p = L->pair_start[x * nu + y]; p < L->pair_start[x * nu + y + 1]; p++) {
    const pl_pair *q = &L->pairs[p];
    const pl_acc *a = &L->acc[q->a], *b = &L->acc[q->b];
    int V = pl_version_of(L, a->buf);
    if (V > 1 && ((kx - ky) % V + V) % V) continue;
    /* an access whose condition does not hold at that iteration */
    if (!q->ignore_present && ((a->present && !a->present[kx % a->present_P]) ||
                               (b->present && !b->present[ky % b->present_P])))
      continue;
    if (pl_fp_meet_at(&a->fp, kx, &b->fp, ky, q->track)) return 1;
  }
  return 0;
}
