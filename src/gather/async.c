/*
 * async.c - gfx1250's gather plans: global_load_async_to_lds_* gives every
 * lane its own LDS address, so any layout (padded rows included) is written
 * exactly with no M0 and no stride, and the plan is a choice of lanes.
 *
 * A lane of width w may move bytes [c, c + w) of row r when both its LDS
 * address (base + r * LDS row + c) and its global offset (r * global row +
 * c, the tile's address being a multiple of --global-align) are multiples of
 * w (lds_dma.c). Those blocks nest (a legal 16-byte block is made of legal
 * 8-byte ones, ...), so cutting each row from the left into the widest legal
 * block that fits gives the fewest lanes, and every other exact cover is a
 * refinement of it. Rows whose LDS and global offsets agree modulo 16 are
 * cut alike; they repeat with a period P (at most 16 rows), so a part is one
 * block run of one row class: bytes [c0, c1) by width w of rows row0,
 * row0 + P, ... Each width's lanes are numbered part after part and dealt to
 * threads in order: at that width's load k thread t < c takes lane
 * k * c + t (c: lanes per load, all threads unless balanced); lanes past
 * the last are exec-masked. Loads are issued widest first, those with more
 * active lanes first (so partial loads with the same lane count share one
 * exec write).
 *
 * The families compared (--explain) cap the width (16, 8, 4, 1), and the
 * widest cut with some lanes moved down to narrower widths and a width's
 * loads balanced (split_cut: partial loads then share exec masks or vanish);
 * the least issue cost (loads + exec writes) wins, then the fewest loads.
 * brute_async.c's enumeration checks the choice on small shapes against every
 * exact cover and every split of each width's lanes into loads.
 */
#include "gather.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ASYNC_MAX_PERIOD 16 /* rows: LDS and global phases mod 16 repeat */

/* Rows r and r + P are cut alike by lanes of at most cap bytes. */
static int period(const gather_shape *s, int cap) {
  long lb = (long)s->lrow * s->elem, gb = (long)s->grow * s->elem;
  int ga = gather_pow2_align(s->galign);
  if (ga > cap) ga = cap;
  for (int P = 1; P < ASYNC_MAX_PERIOD; P++)
    if ((P * lb) % cap == 0 && (P * gb) % ga == 0) return P < s->rows ? P : s->rows;
  return ASYNC_MAX_PERIOD < s->rows ? ASYNC_MAX_PERIOD : s->rows;
}

/* The widest width of ws (widest first, at most cap) legal at byte c of
 * row r; 0 when none. */
static int widest(const gather_shape *s, const int *ws, int nws, int cap, int r, long c) {
  long rb = (long)s->cols * s->elem;
  long la = s->lbase + r * (long)s->lrow * s->elem + c, ga = r * (long)s->grow * s->elem + c;
  int galign = gather_pow2_align(s->galign);
  for (int i = 0; i < nws; i++) {
    int w = ws[i];
    if (w <= cap && c + w <= rb && la % w == 0 && ga % w == 0 && galign % w == 0) return w;
  }
  return 0;
}

/* The parts of the cut with widths up to cap; -1 when some byte has no
 * legal width (only with --width). */
static int cut(const gather_shape *s, const int *ws, int nws, int cap, gather_part **out, int *nout) {
  long rb = (long)s->cols * s->elem;
  int P = period(s, cap), n = 0, room = 8;
  gather_part *pt = malloc(sizeof *pt * (size_t)room);
  if (!pt) ww_die("out of memory");
  for (int r0 = 0; r0 < P; r0++) {
    for (long c = 0; c < rb;) {
      int w = widest(s, ws, nws, cap, r0, c);
      if (!w) {
        free(pt);
        return -1;
      }
      long c1 = c + w;
      while (c1 < rb && widest(s, ws, nws, cap, r0, c1) == w) c1 += w;
      if (n == room) {
        room *= 2;
        pt = realloc(pt, sizeof *pt * (size_t)room);
        if (!pt) ww_die("out of memory");
      }
      memset(&pt[n], 0, sizeof pt[n]);
      pt[n].c0 = (int)c, pt[n].c1 = (int)c1, pt[n].width = w;
      pt[n].S = (int)((c1 - c) / w), pt[n].V = pt[n].S;
      pt[n].row0 = r0, pt[n].rstep = P, pt[n].nrows = (s->rows - r0 + P - 1) / P;
      n++;
      c = c1;
    }
  }
  *out = pt;
  *nout = n;
  return 0;
}

/* Lane q of width w's sequence: its LDS address, or -1 past the last. */
static long lane_lds(const gather_plan *p, int w, long q) {
  const gather_shape *s = &p->shape;
  for (int i = 0; i < p->nlparts; i++) {
    const gather_part *pt = &p->lparts[i];
    long n = (long)pt->nrows * pt->S;
    if (pt->width != w || q < pt->first || q >= pt->first + n) continue;
    long j = q - pt->first, r = pt->row0 + j / pt->S * pt->rstep;
    return s->lbase + r * (long)s->lrow * s->elem + pt->c0 + j % pt->S * pt->width;
  }
  return -1;
}

/* Active lanes of a load over the workgroup. */
static long lanes_of(const gather_plan *p, const gather_load *ld) {
  long n = 0;
  for (int v = 0; v < p->nwaves; v++)
    for (uint64_t m = ld->mask[v]; m; m &= m - 1) n++;
  return n;
}

/* The concrete plan of the parts: loads, per-lane addresses, cost. */
static int build(gather_plan *p, const int *ws, int nws, const long *per) {
  const gather_shape *s = &p->shape;
  long T = s->threads;
  p->nlwidths = 0;
  int n = 0;
  for (int i = 0; i < nws; i++) {
    long lanes = 0;
    for (int j = 0; j < p->nlparts; j++)
      if (p->lparts[j].width == ws[i]) {
        p->lparts[j].first = lanes;
        p->lparts[j].loads = 0;
        lanes += (long)p->lparts[j].nrows * p->lparts[j].S;
      }
    if (!lanes) continue;
    long c = per && per[i] ? per[i] : T;
    p->lwidth[p->nlwidths] = ws[i], p->lper[p->nlwidths] = c, p->lanes[p->nlwidths++] = lanes;
    n += (int)((lanes + c - 1) / c);
    if (n > GATHER_MAX_LOADS) return -1;
  }
  p->loads = calloc((size_t)n, sizeof *p->loads);
  if (!p->loads) ww_die("out of memory");
  p->nloads = n;
  p->masked = 0;
  int at = 0;
  for (int i = 0; i < p->nlwidths; i++) {
    long lanes = p->lanes[i], c = p->lper[i], L = (lanes + c - 1) / c;
    for (long k = 0; k < L; k++) {
      gather_load *ld = &p->loads[at++];
      ld->width = p->lwidth[i], ld->k = (int)k, ld->part = -1;
      ld->lds = malloc(sizeof *ld->lds * (size_t)T);
      if (!ld->lds) ww_die("out of memory");
      for (int v = 0; v < p->nwaves; v++) {
        uint64_t m = 0;
        ld->D[v] = GATHER_IDLE; /* the first active lane's address, for printing */
        for (int l = 0; l < s->wave; l++) {
          long t = v * s->wave + l, a = t < c ? lane_lds(p, ld->width, k * c + t) : -1;
          ld->lds[t] = a < 0 ? 0 : a;
          if (a >= 0 && !m) ld->D[v] = a;
          if (a >= 0) m |= 1ull << l;
          else p->masked++;
        }
        ld->mask[v] = m;
      }
    }
  }
  /* stable, most active lanes first: whole loads keep their order, partial
   * ones with equal lane counts come together */
  for (int a = 1; a < n; a++)
    for (int b = a; b > 0 && lanes_of(p, &p->loads[b - 1]) < lanes_of(p, &p->loads[b]); b--) {
      gather_load tmp = p->loads[b];
      p->loads[b] = p->loads[b - 1];
      p->loads[b - 1] = tmp;
    }
  gather_cost(p);
  return 0;
}

/* Splitting: the lanes of a width may be cut into lanes of the next
 * narrower width (a legal w-byte block is made of legal narrower blocks), so
 * every exact cover is reached from the widest cut by moving, width by
 * width, some of its lanes down: m[i] kept of pool[i] = g[i] + the lanes
 * moved down from width i - 1. The cost of counts m: loads + exec writes,
 * one per distinct lane count of a partial load and one to restore. */
#define SPLIT_WIDE_T 16  /* above this many threads (brute_async.c's limit): only the moves below */
#define SPLIT_SMALL_MOVES 2 /* up to this many threads-worth of moves tried one by one */

typedef struct split {
  const int *ws;
  int nws;
  long T, g[TG_DMA_MAX_WIDTHS], m[TG_DMA_MAX_WIDTHS], best_m[TG_DMA_MAX_WIDTHS];
  long best, best_per[TG_DMA_MAX_WIDTHS];
} split;

/* Lanes per load of a width with m lanes: all threads, or (balanced) as
 * few as keep the fewest loads, so that its loads' lane counts may equal
 * another width's partial count. */
static long per_load(long m, long T, int balanced) {
  long L = (m + T - 1) / T;
  return balanced && L ? (m + L - 1) / L : T;
}

static long counts_cost(const split *sp, const long *per) {
  long cost = 0, res[2 * TG_DMA_MAX_WIDTHS];
  int nres = 0;
  for (int i = 0; i < sp->nws; i++) {
    if (!sp->m[i]) continue;
    long L = (sp->m[i] + per[i] - 1) / per[i], counts[2] = {per[i], sp->m[i] - (L - 1) * per[i]};
    cost += L;
    for (int c = L > 1 ? 0 : 1; c < 2; c++) {
      int seen = counts[c] == sp->T;
      for (int j = 0; j < nres && !seen; j++) seen = res[j] == counts[c];
      if (!seen) res[nres++] = counts[c];
    }
  }
  return cost + nres + (nres > 0);
}

static void split_from(split *sp, int i, long pool) {
  if (i == sp->nws - 1) {
    sp->m[i] = pool;
    for (int bal = 0; bal < 1 << sp->nws; bal++) {
      long per[TG_DMA_MAX_WIDTHS];
      for (int j = 0; j < sp->nws; j++) per[j] = per_load(sp->m[j], sp->T, bal >> j & 1);
      long c = counts_cost(sp, per);
      if (c < sp->best) {
        sp->best = c;
        memcpy(sp->best_m, sp->m, sizeof sp->m);
        memcpy(sp->best_per, per, sizeof per);
      }
    }
    return;
  }
  long k = sp->ws[i] / sp->ws[i + 1], T = sp->T, moves[8];
  int nm = 0;
  /* moves: none, the partial load's lanes, all; with few threads every count
   * up to a few loads' worth; else the count that fills the next width's
   * partial load */
  moves[nm++] = 0, moves[nm++] = pool % T, moves[nm++] = pool;
  long next = sp->g[i + 1] % T;
  for (long x = 0; x < T && x <= pool; x++)
    if ((next + k * x) % T == 0) {
      moves[nm++] = x;
      break;
    }
  if (T <= SPLIT_WIDE_T)
    for (long x = 0; x <= pool && x <= SPLIT_SMALL_MOVES * T; x++) {
      sp->m[i] = pool - x;
      split_from(sp, i + 1, sp->g[i + 1] + k * x);
    }
  for (int j = 0; j < nm; j++) {
    if (moves[j] > pool) continue;
    sp->m[i] = pool - moves[j];
    split_from(sp, i + 1, sp->g[i + 1] + k * moves[j]);
  }
}

/* Moves the last x lanes of width w (in lane order) down to width w2: the
 * parts they are in are cut by rows and the moved rows or row ends become
 * parts of width w2 at the end of the list (so after w2's own lanes). */
static void move_down(gather_part **pts, int *n, int w, long x, int w2) {
  gather_part *pt = *pts;
  int room = *n + 8;
  pt = realloc(pt, sizeof *pt * (size_t)room);
  if (!pt) ww_die("out of memory");
  for (int i = *n - 1; i >= 0 && x > 0; i--) {
    if (pt[i].width != w) continue;
    gather_part p = pt[i];
    long count = (long)p.nrows * p.S;
    long take = x < count ? x : count;
    x -= take;
    long z = take / p.S, y = take % p.S; /* whole rows from the end, then row-end lanes */
    int keep = p.nrows - (int)z - (y ? 1 : 0);
    gather_part moved = p;
    moved.width = w2, moved.S = p.S * (w / w2), moved.V = moved.S;
    moved.row0 = p.row0 + (p.nrows - (int)z) * p.rstep, moved.nrows = (int)z;
    gather_part head = p, tail = p;
    int R = p.row0 + keep * p.rstep;
    head.row0 = R, head.nrows = 1, head.c1 = p.c1 - (int)(y * w), head.S = (int)(p.S - y), head.V = head.S;
    tail.row0 = R, tail.nrows = 1, tail.c0 = head.c1, tail.width = w2, tail.S = (int)(y * (w / w2));
    tail.V = tail.S;
    pt[i].nrows = keep;
    if (y) { /* the row's head stays of width w, right after the kept rows */
      memmove(&pt[i + 2], &pt[i + 1], sizeof *pt * (size_t)(*n - i - 1));
      pt[i + 1] = head;
      (*n)++;
      pt[(*n)++] = tail;
    }
    if (z) pt[(*n)++] = moved;
    if (*n + 4 > room) {
      room *= 2;
      pt = realloc(pt, sizeof *pt * (size_t)room);
      if (!pt) ww_die("out of memory");
    }
  }
  int m = 0;
  for (int i = 0; i < *n; i++)
    if (pt[i].nrows > 0 && pt[i].S > 0) pt[m++] = pt[i];
  *n = m;
  *pts = pt;
}

/* The widest cut with the best moves down and lanes per load (per[], for
 * ws[]); -1 when there is no cut. */
static int split_cut(const gather_shape *s, const int *ws, int nws, gather_part **out, int *nout, long *per) {
  if (cut(s, ws, nws, ws[0], out, nout)) return -1;
  split sp = {ws, nws, s->threads, {0}, {0}, {0}, LONG_MAX, {0}};
  for (int i = 0; i < *nout; i++)
    for (int j = 0; j < nws; j++)
      if ((*out)[i].width == ws[j]) sp.g[j] += (long)(*out)[i].nrows * (*out)[i].S;
  memcpy(sp.best_m, sp.g, sizeof sp.g);
  split_from(&sp, 0, sp.g[0]);
  long pool = sp.g[0];
  for (int i = 0; i + 1 < nws; i++) {
    long x = pool - sp.best_m[i], k = ws[i] / ws[i + 1];
    if (x) move_down(out, nout, ws[i], x, ws[i + 1]);
    pool = sp.g[i + 1] + k * x;
  }
  memcpy(per, sp.best_per, sizeof sp.best_per);
  return 0;
}

static void note_alt(gather_alt *alts, int *nalts, const char *what, const gather_plan *p) {
  if (!alts || *nalts >= GATHER_MAX_ALTS) return;
  gather_alt *a = &alts[(*nalts)++];
  *a = (gather_alt){"", p->nloads, p->m0_writes, p->exec_writes, p->cost, p->masked, 1};
  snprintf(a->what, sizeof a->what, "%s", what);
}

gather_status gather_plan_async(const tg_target *t, const gather_shape *s, gather_plan *best, gather_alt *alts, int *nalts,
                      ww_buf *d) {
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  int nw = tg_dma_widths(t, w), ws[TG_DMA_MAX_WIDTHS], nws = 0;
  for (int i = nw - 1; i >= 0; i--)
    if (!s->width || s->width == w[i].bytes) ws[nws++] = w[i].bytes; /* widest first */
  for (int ci = 0; ci <= nws; ci++) { /* ci == nws: the widest cut, split */
    gather_plan cand;
    memset(&cand, 0, sizeof cand);
    cand.shape = *s;
    cand.nwaves = s->threads / s->wave;
    cand.per_lane = 1;
    long per[TG_DMA_MAX_WIDTHS] = {0};
    if (ci == nws ? split_cut(s, ws, nws, &cand.lparts, &cand.nlparts, per)
                  : cut(s, ws, nws, ws[ci], &cand.lparts, &cand.nlparts))
      continue;
    if (build(&cand, ws, nws, per)) {
      gather_plan_free(&cand);
      continue;
    }
    char what[96];
    if (ci == nws)
      snprintf(what, sizeof what, "widest, lanes split narrower");
    else
      snprintf(what, sizeof what, "aligned lanes up to %d byte%s", ws[ci], ws[ci] == 1 ? "" : "s");
    note_alt(alts, nalts, what, &cand);
    /* least cost, then fewest loads (memory work over exec writes), then
     * fewest masked lanes */
    if (!best->loads || cand.cost < best->cost ||
        (cand.cost == best->cost &&
         (cand.nloads < best->nloads || (cand.nloads == best->nloads && cand.masked < best->masked)))) {
      gather_plan_free(best);
      *best = cand;
    } else {
      gather_plan_free(&cand);
    }
  }
  if (!best->loads && s->width) {
    long rb = (long)s->cols * s->elem;
    gather_diag(d, "error", "--width=%d: the tile's rows (%ld bytes, LDS row stride %ld, LDS base %d, global row stride "
         "%ld, global alignment %d) cannot be cut into %d-byte lanes whose LDS and global addresses are "
         "multiples of %d", s->width, rb, (long)s->lrow * s->elem, s->lbase, (long)s->grow * s->elem, s->galign,
         s->width, s->width);
    gather_diag(d, "note", "without --width the planner takes narrower lanes where the wide ones do not fit (down to "
         "global_load_async_to_lds_b8)");
    return GATHER_UNMOVABLE;
  }
  if (!best->loads) {
    gather_diag(d, "error", "no plan within %d loads per wave", GATHER_MAX_LOADS);
    return GATHER_UNMOVABLE;
  }
  return GATHER_OK;
}
