/*
 * brute_async.c - gfx1250's optimality check: on small shapes, every plan of
 * the per-lane model (gather.h), found without async.c's structure.
 *
 * Step 1 enumerates every exact cover of the tile's bytes by lanes: the
 * first byte no lane covers yet starts a lane of some width that fits in its
 * row, with its LDS address and global offset multiples of the width (and
 * the width dividing the tile's global alignment); each cover comes out
 * once. Step 2 splits each width's lanes into loads in every way that could
 * pay (the fewest loads that hold them, or one more; every multiset of lane
 * counts per load) and scores each with plan.c's gather_cost, the loads
 * ordered whole first and then by lane count with the lanes taken from
 * thread 0 up: loads with equal lane counts then share one exec mask, and
 * no order or choice of lanes needs fewer exec writes (each distinct
 * partial lane set needs one, and the last restores all lanes). Any lane may
 * take any chunk (per-lane LDS addresses), so this is every plan. A cover
 * whose loads already reach the best found (the planner's cost to begin
 * with) is abandoned. Exponential: for a few dozen bytes and threads.
 */
#include "gather.h"

#include <stdlib.h>
#include <string.h>

#define BA_MAX_BYTES 96
#define BA_MAX_THREADS 16
#define BA_BUDGET 5000000L

typedef struct ba {
  const gather_shape *s;
  int ws[TG_DMA_MAX_WIDTHS], nws;
  int T;
  char covered[BA_MAX_BYTES];
  long cnt[TG_DMA_MAX_WIDTHS];
  int parts[TG_DMA_MAX_WIDTHS][GATHER_MAX_LOADS], nparts[TG_DMA_MAX_WIDTHS];
  long work, covers;
  int best, over;
  gather_load found[GATHER_MAX_LOADS];
  int nfound;
} ba;

static int legal(const ba *b, int r, long c, int w) {
  const gather_shape *s = b->s;
  long rb = (long)s->cols * s->elem, la = s->lbase + r * (long)s->lrow * s->elem + c;
  long ga = r * (long)s->grow * s->elem + c;
  if (c + w > rb || la % w || ga % w || gather_pow2_align(s->galign) % w) return 0;
  for (long x = c; x < c + w; x++)
    if (b->covered[r * rb + x]) return 0;
  return 1;
}

static void score(ba *b) {
  if (++b->work > BA_BUDGET) {
    b->over = 1;
    return;
  }
  gather_load loads[GATHER_MAX_LOADS];
  int n = 0;
  for (int i = 0; i < b->nws; i++)
    for (int k = 0; k < b->nparts[i]; k++) {
      if (n == GATHER_MAX_LOADS) return;
      memset(&loads[n], 0, sizeof loads[n]);
      loads[n].width = b->ws[i], loads[n].k = b->parts[i][k], n++;
    }
  /* whole first, then by lane count (k holds the count here) */
  for (int a = 1; a < n; a++)
    for (int c = a; c > 0 && loads[c - 1].k < loads[c].k; c--) {
      gather_load t = loads[c];
      loads[c] = loads[c - 1];
      loads[c - 1] = t;
    }
  const gather_shape *s = b->s;
  int nwaves = s->threads / s->wave;
  for (int k = 0; k < n; k++)
    for (int v = 0; v < nwaves; v++) {
      long on = loads[k].k - (long)v * s->wave;
      loads[k].mask[v] = on <= 0 ? 0 : on >= s->wave ? gather_full_mask(s->wave) : (1ull << on) - 1;
      loads[k].D[v] = loads[k].mask[v] ? 0 : GATHER_IDLE;
    }
  gather_plan p;
  memset(&p, 0, sizeof p);
  p.shape = *s;
  p.nwaves = nwaves;
  p.per_lane = 1;
  p.loads = loads;
  p.nloads = n;
  gather_cost(&p);
  if (p.cost < b->best) {
    b->best = p.cost;
    memcpy(b->found, loads, sizeof loads[0] * (size_t)n);
    b->nfound = n;
  }
}

static void widths_from(ba *b, int i);

/* width i's cnt[i] lanes as parts[i][at..L), non-increasing, each 1..max */
static void fill(ba *b, int i, int at, long left, int L, int max) {
  if (b->over) return;
  if (at == L) {
    if (!left) widths_from(b, i + 1);
    return;
  }
  int rest = L - at - 1;
  for (int c = max; c >= 1; c--) {
    if (c + (long)rest > left || c + (long)rest * c < left) continue;
    b->parts[i][at] = c;
    fill(b, i, at + 1, left - c, L, c);
  }
}

static void widths_from(ba *b, int i) {
  if (i == b->nws) {
    score(b);
    return;
  }
  long n = b->cnt[i];
  b->nparts[i] = 0;
  if (!n) {
    widths_from(b, i + 1);
    return;
  }
  int L0 = (int)((n + b->T - 1) / b->T);
  for (int L = L0; L <= L0 + 1 && L <= n && L <= GATHER_MAX_LOADS; L++) {
    b->nparts[i] = L;
    fill(b, i, 0, n, L, b->T);
  }
}

static void cover(ba *b) {
  if (b->over) return;
  const gather_shape *s = b->s;
  long rb = (long)s->cols * s->elem, lower = 0;
  for (int i = 0; i < b->nws; i++) lower += (b->cnt[i] + b->T - 1) / b->T;
  if (lower >= b->best) return;
  long x = -1;
  for (long u = 0; u < s->rows * rb; u++)
    if (!b->covered[u]) {
      x = u;
      break;
    }
  if (x < 0) {
    b->covers++;
    widths_from(b, 0);
    return;
  }
  int r = (int)(x / rb);
  long c = x % rb;
  for (int i = 0; i < b->nws; i++) {
    int w = b->ws[i];
    if (!legal(b, r, c, w)) continue;
    memset(b->covered + x, 1, (size_t)w);
    b->cnt[i]++;
    cover(b);
    b->cnt[i]--;
    memset(b->covered + x, 0, (size_t)w);
  }
}

int gather_brute_force_async(const tg_target *t, const gather_shape *s, int bound, long *covers,
                             gather_plan *found) {
  ba *b = calloc(1, sizeof *b);
  if (!b) ww_die("out of memory");
  b->s = s;
  b->T = s->threads;
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  int nw = tg_dma_widths(t, w);
  for (int i = nw - 1; i >= 0; i--)
    if (!s->width || s->width == w[i].bytes) b->ws[b->nws++] = w[i].bytes;
  int rc = -1;
  if ((long)s->rows * s->cols * s->elem <= BA_MAX_BYTES && s->threads <= BA_MAX_THREADS) {
    b->best = bound;
    cover(b);
    rc = b->over ? -1 : b->best;
  }
  if (covers) *covers = b->covers;
  if (found && rc >= 0 && b->nfound) {
    memset(found, 0, sizeof *found);
    found->shape = *s;
    found->nwaves = s->threads / s->wave;
    found->per_lane = 1;
    found->loads = malloc(sizeof b->found[0] * (size_t)b->nfound);
    if (!found->loads) ww_die("out of memory");
    memcpy(found->loads, b->found, sizeof b->found[0] * (size_t)b->nfound);
    found->nloads = b->nfound;
    for (int k = 0; k < found->nloads; k++) found->loads[k].k = 0;
    gather_cost(found);
  }
  free(b);
  return rc;
}
