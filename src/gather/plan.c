/*
 * plan.c - a gather plan's validity and issue cost: the definition of the
 * model that planner.c searches and brute.c enumerates.
 *
 * Cost = loads + M0 writes + exec writes. M0: loads are taken in order and
 * M0 is kept while the loads so far can share it, i.e. there are per-wave
 * M0 values and per-load offsets in 0..TG_DMA_OFFSET_MAX with
 * D(v,k) = M0(v) + offset(k) for every wave with work at k. That is a
 * system of differences; solved per group by propagation (a wave or a load
 * is a node, each D an edge). A subset of a group that can share M0 can
 * too, so extending greedily gives the fewest writes for the order. Exec:
 * one write before each load whose per-wave masks differ from the previous
 * load's (starting from all lanes), and one to restore all lanes at the end.
 */
#include "gather.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uint64_t gather_full_mask(int wave) { return wave >= 64 ? ~0ull : (1ull << wave) - 1; }

static int row_of(const gather_shape *s, long lds, long *col) {
  long rel = lds - s->lbase, lb = (long)s->lrow * s->elem;
  if (rel < 0) return -1;
  long r = rel / lb;
  *col = rel % lb;
  return r < s->rows ? (int)r : -1;
}

int gather_validate(const gather_plan *p, const tg_dma_width *w, int nw, char *err, size_t errlen) {
  const gather_shape *s = &p->shape;
  long lb = (long)s->lrow * s->elem, rb = (long)s->cols * s->elem;
  long size = s->lbase + s->rows * lb;
  unsigned char *seen = calloc((size_t)size + 1, 1);
  if (!seen) ww_die("out of memory");
  int rc = 0;
  for (int k = 0; k < p->nloads && !rc; k++) {
    const gather_load *ld = &p->loads[k];
    int stride = 0, have = 0;
    for (int i = 0; i < nw; i++)
      if (w[i].bytes == ld->width) stride = w[i].lds_stride, have = 1;
    if (!have || (!stride && !ld->lds) || (stride && ld->lds)) {
      snprintf(err, errlen, "load %d: no %d-byte DMA", k, ld->width);
      rc = -1;
      break;
    }
    for (int v = 0; v < p->nwaves && !rc; v++)
      for (int i = 0; i < s->wave && !rc; i++) {
        if (!(ld->mask[v] >> i & 1)) continue;
        long a = ld->lds ? ld->lds[v * s->wave + i] : ld->D[v] + (long)i * stride, c;
        int r = row_of(s, a, &c);
        /* per-lane lanes: both addresses multiples of the width (lds_dma.c) */
        int misaligned = ld->lds ? a % ld->width || r < 0 || (r * (long)s->grow * s->elem + c) % ld->width ||
                                       gather_pow2_align(s->galign) % ld->width
                                 : a % TG_DMA_ALIGN;
        if (r < 0 || c + ld->width > rb || misaligned) {
          snprintf(err, errlen, "load %d wave %d lane %d writes LDS [%ld, %ld) outside the tile's row bytes",
                   k, v, i, a, a + ld->width);
          rc = -1;
        }
        for (long b = a; !rc && b < a + ld->width; b++)
          if (seen[b]++) {
            snprintf(err, errlen, "load %d wave %d lane %d writes LDS byte %ld twice", k, v, i, b);
            rc = -1;
          }
      }
  }
  for (int r = 0; r < s->rows && !rc; r++)
    for (long c = 0; c < rb && !rc; c++)
      if (!seen[s->lbase + r * lb + c]) {
        snprintf(err, errlen, "tile byte (row %d, byte %ld) is never written", r, c);
        rc = -1;
      }
  free(seen);
  return rc;
}

/* Potentials: M0(v) for waves 0..nw-1, offset(k) for loads; the group is
 * loads [k0, k1]. Fills off[] (relative to the group) and m0[]; 0 when a
 * solution with offsets in 0..max and M0 >= 0 exists. */
static int share_m0(const gather_plan *p, int k0, int k1, long *off, long *m0) {
  int nw = p->nwaves, n = k1 - k0 + 1;
  char known_w[GATHER_MAX_WAVES] = {0};
  char *known_k = calloc((size_t)n, 1);
  if (!known_k) ww_die("out of memory");
  int ok = 1;
  /* Components: start from each unassigned load with work, BFS by sweeping
   * (the graph is tiny: waves x loads). */
  for (int start = 0; start < n && ok; start++) {
    if (known_k[start]) continue;
    const gather_load *ls = &p->loads[k0 + start];
    int any = 0;
    for (int v = 0; v < nw; v++) any |= ls->D[v] != GATHER_IDLE;
    if (!any) {
      known_k[start] = 1;
      off[start] = 0;
      continue;
    }
    known_k[start] = 2; /* 2: in the component being built */
    off[start] = 0;
    char in_w[GATHER_MAX_WAVES] = {0};
    for (int changed = 1; changed && ok;) {
      changed = 0;
      for (int j = 0; j < n && ok; j++)
        for (int v = 0; v < nw && ok; v++) {
          long d = p->loads[k0 + j].D[v];
          if (d == GATHER_IDLE) continue;
          if (known_k[j] == 2 && !known_w[v]) {
            m0[v] = d - off[j], known_w[v] = 1, in_w[v] = 1, changed = 1;
          } else if (known_k[j] == 0 && known_w[v] && in_w[v]) {
            off[j] = d - m0[v], known_k[j] = 2, changed = 1;
          } else if (known_k[j] == 2 && in_w[v] && m0[v] + off[j] != d) {
            ok = 0;
          }
        }
    }
    /* shift the component: offsets into 0..max, M0 >= 0 */
    long lo = 0, hi = 0, m0min = -1;
    int first = 1;
    for (int j = 0; j < n; j++)
      if (known_k[j] == 2) {
        if (first || off[j] < lo) lo = off[j];
        if (first || off[j] > hi) hi = off[j];
        first = 0;
      }
    for (int v = 0; v < nw; v++)
      if (in_w[v] && (m0min < 0 || m0[v] < m0min)) m0min = m0[v];
    long t = -lo; /* offsets + t, M0 - t */
    if (hi + t > TG_DMA_OFFSET_MAX || m0min - t < 0) ok = 0;
    for (int j = 0; j < n; j++)
      if (known_k[j] == 2) off[j] += t, known_k[j] = 1;
    for (int v = 0; v < nw; v++)
      if (in_w[v]) m0[v] -= t;
  }
  free(known_k);
  return ok ? 0 : -1;
}

void gather_cost(gather_plan *p) {
  int n = p->nloads;
  if (p->per_lane) { /* no M0: every lane has its LDS address in a VGPR */
    for (int k = 0; k < n; k++) p->loads[k].offset = 0, p->loads[k].m0_write = 0;
    p->m0_writes = 0;
    n = 0;
  }
  long *off = calloc((size_t)n + 1, sizeof *off), m0[GATHER_MAX_WAVES];
  if (!off) ww_die("out of memory");
  p->m0_writes = 0;
  for (int k0 = 0; k0 < n;) {
    int k1 = k0;
    while (k1 + 1 < n && share_m0(p, k0, k1 + 1, off, m0) == 0) k1++;
    for (int v = 0; v < p->nwaves; v++) m0[v] = 0;
    share_m0(p, k0, k1, off, m0);
    memcpy(p->loads[k0].m0, m0, sizeof m0);
    for (int k = k0; k <= k1; k++) {
      p->loads[k].offset = (int)off[k - k0];
      p->loads[k].m0_write = k == k0;
    }
    p->m0_writes++;
    k0 = k1 + 1;
  }
  free(off);
  uint64_t full = gather_full_mask(p->shape.wave);
  const uint64_t *prev = NULL;
  p->exec_writes = 0;
  for (int k = 0; k < p->nloads; k++) {
    gather_load *ld = &p->loads[k];
    int differs = 0;
    for (int v = 0; v < p->nwaves; v++) differs |= ld->mask[v] != (prev ? prev[v] : full);
    ld->exec_write = differs;
    p->exec_writes += differs;
    prev = ld->mask;
  }
  int restore = 0;
  for (int v = 0; prev && v < p->nwaves; v++) restore |= prev[v] != full;
  p->exec_writes += restore;
  p->cost = p->nloads + p->m0_writes + p->exec_writes;
}

void gather_plan_free(gather_plan *p) {
  for (int k = 0; p->loads && k < p->nloads; k++) free(p->loads[k].lds);
  free(p->loads);
  free(p->lparts);
  p->loads = NULL;
  p->lparts = NULL;
}

int gather_pow2_align(long x) {
  int a = 1;
  while (a < TG_ASYNC_MAX_WIDTH && x % (2 * a) == 0) a *= 2;
  return a;
}
