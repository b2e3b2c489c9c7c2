/*
 * brute.c - the optimality check: on small shapes, every plan of the model
 * (gather.h), found without the planner's structure.
 *
 * Step 1 enumerates every exact cover of the tile's LDS bytes by runs: the
 * first tile dword no run covers yet is lane i of a new run of some width
 * (so the run starts i lanes earlier); each later lane of that run is on or
 * off when its slot is free tile bytes of one row, and the earlier lanes are
 * off (their bytes are covered already or not the tile's). Each cover comes
 * out once. Step 2 deals each cover's runs to loads and waves in every way
 * (loads of one width: the fewest that hold them, or one more; every order
 * of the loads' widths; every placement of runs), and scores each plan with
 * plan.c. A cover, or part of one, that cannot beat the best found (the
 * planner's cost to begin with) is abandoned: its loads + 1 M0 write (+ 2 exec
 * writes if any run is partial) already reach it. Exponential: for a handful
 * of dwords and lanes.
 */
#include "gather.h"

#include <stdlib.h>
#include <string.h>

#define BR_MAX_UNITS 64
#define BR_MAX_RUNS 16
#define BR_BUDGET 20000000L

typedef struct run { int wu; long d; uint64_t mask; } run;

typedef struct br {
  const gather_shape *s;
  int nwaves, wave;
  int wus[TG_DMA_MAX_WIDTHS], nwu;  /* widths in dwords */
  char tile[BR_MAX_UNITS];          /* unit of the tile: its row + 1 */
  char covered[BR_MAX_UNITS];
  int nunits;
  run runs[BR_MAX_RUNS];
  int nruns;
  /* assignment */
  int order[GATHER_MAX_LOADS], nloads;
  int slot_run[GATHER_MAX_LOADS][GATHER_MAX_WAVES];
  long work, covers;
  gather_load found[GATHER_MAX_LOADS];
  int nfound;
  int best;
  int over;
} br;

static int slot_free(const br *b, long d, int wu, int row) {
  if (d < 0 || d + wu > b->nunits) return 0;
  for (long u = d; u < d + wu; u++)
    if (b->tile[u] != row || b->covered[u]) return 0;
  return 1;
}

static void evaluate(br *b) {
  if (++b->work > BR_BUDGET) {
    b->over = 1;
    return;
  }
  gather_plan p;
  memset(&p, 0, sizeof p);
  p.shape = *b->s;
  p.nwaves = b->nwaves;
  gather_load loads[GATHER_MAX_LOADS];
  p.loads = loads;
  p.nloads = b->nloads;
  for (int k = 0; k < b->nloads; k++) {
    memset(&loads[k], 0, sizeof loads[k]);
    loads[k].width = b->order[k] * 4;
    for (int v = 0; v < b->nwaves; v++) {
      int r = b->slot_run[k][v];
      loads[k].D[v] = r < 0 ? GATHER_IDLE : b->runs[r].d * 4;
      loads[k].mask[v] = r < 0 ? 0 : b->runs[r].mask;
    }
  }
  gather_cost(&p);
  if (p.cost < b->best) {
    b->best = p.cost;
    memcpy(b->found, loads, sizeof loads[0] * (size_t)b->nloads);
    b->nfound = b->nloads;
  }
}

static void place(br *b, int r) {
  if (b->over) return;
  if (r == b->nruns) {
    evaluate(b);
    return;
  }
  for (int k = 0; k < b->nloads; k++) {
    if (b->order[k] != b->runs[r].wu) continue;
    for (int v = 0; v < b->nwaves; v++) {
      if (b->slot_run[k][v] >= 0) continue;
      b->slot_run[k][v] = r;
      place(b, r + 1);
      b->slot_run[k][v] = -1;
      /* runs of one width are interchangeable only in order: a later run
       * placed earlier gives the same plans as this run placed later */
    }
  }
}

/* every order of the loads' widths, given counts per width */
static void orders(br *b, int *left, int at) {
  if (b->over) return;
  if (at == b->nloads) {
    for (int k = 0; k < b->nloads; k++)
      for (int v = 0; v < b->nwaves; v++) b->slot_run[k][v] = -1;
    place(b, 0);
    return;
  }
  for (int i = 0; i < b->nwu; i++) {
    if (!left[i]) continue;
    left[i]--;
    b->order[at] = b->wus[i];
    orders(b, left, at + 1);
    left[i]++;
  }
}

static void assign(br *b) {
  int cnt[TG_DMA_MAX_WIDTHS] = {0}, lb = 0;
  for (int r = 0; r < b->nruns; r++)
    for (int i = 0; i < b->nwu; i++)
      if (b->runs[r].wu == b->wus[i]) cnt[i]++;
  for (int i = 0; i < b->nwu; i++) lb += (cnt[i] + b->nwaves - 1) / b->nwaves;
  /* a partial run or an idle wave needs an exec write and its restore */
  int partial = lb * b->nwaves != b->nruns;
  for (int r = 0; r < b->nruns; r++) partial |= b->runs[r].mask != gather_full_mask(b->wave);
  int extra_cost = 1 + (partial ? 2 : 0);
  if (lb + extra_cost >= b->best) return;
  /* one more load of any one width than the fewest, or none */
  for (int extra = -1; extra < b->nwu; extra++) {
    int left[TG_DMA_MAX_WIDTHS], n = 0;
    for (int i = 0; i < b->nwu; i++) {
      left[i] = (cnt[i] + b->nwaves - 1) / b->nwaves + (i == extra);
      if (i == extra && !cnt[i]) left[i] = 0;
      n += left[i];
    }
    if (extra >= 0 && !cnt[extra]) continue;
    if (n + extra_cost >= b->best || n > GATHER_MAX_LOADS) continue;
    b->nloads = n;
    orders(b, left, 0);
  }
}

/* Loads + M0 + exec writes that the runs so far already force: adding runs
 * never lowers it, so a partial cover at or above the best is abandoned. */
static int partial_bound(const br *b) {
  int cnt[TG_DMA_MAX_WIDTHS] = {0}, lb = 0, partial = 0;
  for (int r = 0; r < b->nruns; r++) {
    for (int i = 0; i < b->nwu; i++)
      if (b->runs[r].wu == b->wus[i]) cnt[i]++;
    partial |= b->runs[r].mask != gather_full_mask(b->wave);
  }
  for (int i = 0; i < b->nwu; i++) lb += (cnt[i] + b->nwaves - 1) / b->nwaves;
  return lb + 1 + (partial ? 2 : 0);
}

static void cover(br *b) {
  if (b->over || (b->nruns && partial_bound(b) >= b->best)) return;
  int x = -1;
  for (int u = 0; u < b->nunits; u++)
    if (b->tile[u] && !b->covered[u]) {
      x = u;
      break;
    }
  if (x < 0) {
    b->covers++;
    assign(b);
    return;
  }
  if (b->nruns >= BR_MAX_RUNS) return;
  int row = b->tile[x];
  for (int wi = 0; wi < b->nwu; wi++) {
    int wu = b->wus[wi];
    for (int i = 0; i < b->wave; i++) {
      long d = x - (long)i * wu;
      if (d < 0 || !slot_free(b, x, wu, row)) continue;
      /* the later lanes that may be on */
      int cand[64], nc = 0;
      for (int j = i + 1; j < b->wave; j++) {
        long a = d + (long)j * wu;
        if (a + wu > b->nunits) break;
        if (b->tile[a] && slot_free(b, a, wu, b->tile[a])) cand[nc++] = j;
      }
      for (uint64_t sub = 0; sub < (1ull << nc); sub++) {
        uint64_t mask = 1ull << i;
        for (int c = 0; c < nc; c++)
          if (sub >> c & 1) mask |= 1ull << cand[c];
        /* lanes' slots are disjoint (stride = width) and were free */
        for (int j = 0; j < b->wave; j++)
          if (mask >> j & 1) memset(b->covered + d + (long)j * wu, 1, (size_t)wu);
        b->runs[b->nruns++] = (run){wu, d, mask};
        cover(b);
        b->nruns--;
        for (int j = 0; j < b->wave; j++)
          if (mask >> j & 1) memset(b->covered + d + (long)j * wu, 0, (size_t)wu);
        if (b->over) return;
      }
    }
  }
}

int gather_brute_force(const tg_target *t, const gather_shape *s, int bound, long *covers,
                       gather_plan *found) {
  br *b = calloc(1, sizeof *b);
  if (!b) ww_die("out of memory");
  b->s = s;
  b->wave = s->wave;
  b->nwaves = s->threads / s->wave;
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  int nw = tg_dma_widths(t, w);
  for (int i = 0; i < nw; i++)
    if (w[i].lds_bytes == w[i].bytes) b->wus[b->nwu++] = w[i].bytes / 4;
  long lb = (long)s->lrow * s->elem, rb = (long)s->cols * s->elem;
  long end = s->lbase + (s->rows - 1) * lb + rb;
  int rc = -1;
  if (end / 4 <= BR_MAX_UNITS && s->wave <= 8) {
    b->nunits = (int)(end / 4);
    for (int r = 0; r < s->rows; r++)
      for (long c = 0; c < rb; c += 4) b->tile[(s->lbase + r * lb + c) / 4] = (char)(r + 1);
    b->best = bound;
    cover(b);
    rc = b->over ? -1 : b->best;
  }
  if (covers) *covers = b->covers;
  if (found && rc >= 0 && b->nfound) {
    memset(found, 0, sizeof *found);
    found->shape = *s;
    found->nwaves = b->nwaves;
    found->loads = malloc(sizeof b->found[0] * (size_t)b->nfound);
    if (!found->loads) ww_die("out of memory");
    memcpy(found->loads, b->found, sizeof b->found[0] * (size_t)b->nfound);
    found->nloads = b->nfound;
    gather_cost(found);
  }
  free(b);
  return rc;
}
