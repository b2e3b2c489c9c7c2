/*
 * planner.c - the least-issue-cost gather plan that honours the LDS layout.
 *
 * Why not "the largest width that divides the row" (Wave's gather_to_shared):
 * a row of 40 f32 (160 bytes) is not a whole number of 16-byte lanes on
 * gfx950, so that rule takes 4-byte lanes for all of it (4x the loads), while
 * 144 bytes by 16 and 16 bytes by 4 per row costs far fewer; and a padded row
 * that a wave's run crosses is either dropped (Wave) or needs the lanes over
 * the padding masked off, which costs exec writes that a per-row run may not.
 *
 * The search: a plan moves each row's bytes as one or two column parts, each
 * with one width; a part's lanes are numbered on a lattice of slots (row r,
 * slot c at LDS base + r * row stride + c0 + c * width) whose rows are either
 * the LDS row stride long (flat: a wave's run of lanes goes on into the next
 * row, lanes over padding or over the other part masked), or the part's slots
 * rounded up to a whole run (per row: runs never cross a row), or flat within
 * groups of m rows, each group starting a run (grouped: with one run per
 * group every load has the same exec mask, where flat masks drift). Runs are dealt
 * to waves interleaved (run k * waves + v) or blocked (v * loads + k). Every
 * candidate becomes a concrete plan scored by plan.c; the least cost wins,
 * then the fewest masked lanes. brute.c checks the result on small shapes
 * against every exact cover.
 */
#include "gather.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long round_up(long x, long m) { return (x + m - 1) / m * m; }

/* A part's kinds: 0 per row, 1 flat, k >= 2 flat in groups of k rows. */
#define GATHER_KINDS 9

/* Rows contiguous in global memory and in LDS: planned as one row, so the
 * rules about a row's bytes apply to the tile's (512 rows of 2 bytes are
 * one run of whole dwords). */
static int contiguous(const gather_shape *s) {
  return s->rows > 1 && s->lrow == s->cols && s->grow == s->cols && (long)s->rows * s->cols <= INT_MAX;
}

gather_status gather_check_shape(const tg_target *t, const gather_shape *s, ww_buf *d) {
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  int nw = tg_dma_widths(t, w);
  long rb = (long)s->cols * s->elem, lb = (long)s->lrow * s->elem, gb = (long)s->grow * s->elem;
  int per_lane = nw > 0 && w[0].per_lane;
  if (nw == 0 || (t->gen != TG_GFX9 && !per_lane)) {
    gather_diag(d, "error", "%s has no LDS DMA the planner can use (global_load_lds_*: gfx942, gfx950; "
         "global_load_dword ... lds: gfx90a; global_load_async_to_lds_*: gfx1250)", t->name);
    if (t->has_lds_dma)
      gather_diag(d, "note", "%s has LDS DMA but no back-off barrier: every memory operation must be done before "
           "s_barrier, so the copy cannot stay in flight", t->name);
    return GATHER_UNMOVABLE;
  }
  if (s->width) {
    int have = 0, widens = 0;
    for (int i = 0; i < nw; i++)
      if (w[i].bytes == s->width) have = 1, widens = w[i].lds_bytes != w[i].bytes;
    if (!have) {
      char list[64] = "";
      for (int i = 0; i < nw; i++)
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%d", i ? ", " : "", w[i].bytes);
      gather_diag(d, "error", "%s has no %d-byte LDS DMA (its widths: %s)", t->name, s->width, list);
      if (per_lane)
        gather_diag(d, "note", "global_load_async_to_lds_b8/b32/b64/b128 are all there is (llvm-mc-22: no b16 or "
             "b96)");
      else if (s->width == 12 || s->width == 16)
        gather_diag(d, "note", "global_load_lds_dwordx%d is gfx950 only (llvm-mc-22: instruction not supported "
             "on this GPU)", s->width / 4);
      return GATHER_UNMOVABLE;
    }
    if (widens) {
      gather_diag(d, "error", "a %d-byte DMA lane writes 4 bytes of LDS (zero or sign extended): it cannot place "
           "packed %d-byte data", s->width, s->width);
      return GATHER_UNMOVABLE;
    }
  }
  if (s->rows < 1 || s->cols < 1 || s->threads < 1 || s->buffers < 1 || s->lbase < 0) {
    gather_diag(d, "error", "the tile needs rows, cols, threads and buffers of at least 1 and --lds-base >= 0");
    return GATHER_UNMOVABLE;
  }
  if (s->lrow < s->cols || s->grow < s->cols) {
    gather_diag(d, "error", "a row stride (LDS %d, global %d elements) is shorter than the row (%d)", s->lrow,
         s->grow, s->cols);
    return GATHER_UNMOVABLE;
  }
  if (s->wave < 1 || s->wave > 64 || s->threads % s->wave) {
    gather_diag(d, "error", "workgroup size %d is not a whole number of %d-lane waves", s->threads, s->wave);
    return GATHER_UNMOVABLE;
  }
  if (s->threads > tg_workgroup_max_items(t)) {
    gather_diag(d, "error", "a workgroup of %d work-items; %s has at most %d (%d waves of %d)", s->threads, t->name,
         tg_workgroup_max_items(t), tg_workgroup_max_items(t) / s->wave, s->wave);
    return GATHER_UNMOVABLE;
  }
  if (s->threads / s->wave > GATHER_MAX_WAVES) {
    gather_diag(d, "error", "%d waves per workgroup; at most %d", s->threads / s->wave, GATHER_MAX_WAVES);
    return GATHER_UNMOVABLE;
  }
  long need = s->lbase + (long)s->buffers * s->rows * lb, have = tg_lds_bytes(t);
  if (have && need > have) {
    gather_diag(d, "error", "the LDS allocation is %ld bytes (base %d + %d buffer(s) x %d rows x %ld bytes); %s has %ld",
         need, s->lbase, s->buffers, s->rows, lb, t->name, have);
    gather_diag(d, "note", "fewer buffers or rows, or less padding, must fit %ld bytes", have);
    return GATHER_UNMOVABLE;
  }
  if (per_lane) return GATHER_OK; /* every byte has a legal lane (b8); --width: async.c */
  int joined = contiguous(s);
  long tb = rb * s->rows;
  if (joined && tb % TG_DMA_ALIGN) {
    gather_diag(d, "error", "the tile's %d rows are contiguous in both memories, one run of %ld bytes: not a whole "
         "number of 4-byte DMA lanes (the narrowest exact DMA width; 1- and 2-byte DMA widen to 4 bytes "
         "in LDS)", s->rows, tb);
    gather_diag(d, "note", "a tile of %ld bytes (%ld more) can be planned", round_up(tb, TG_DMA_ALIGN),
         round_up(tb, TG_DMA_ALIGN) - tb);
    return GATHER_UNMOVABLE;
  }
  if (!joined && rb % TG_DMA_ALIGN) {
    gather_diag(d, "error", "a row of %d x %d-byte elements is %ld bytes: not a whole number of 4-byte DMA lanes "
         "(the narrowest exact DMA width; 1- and 2-byte DMA widen to 4 bytes in LDS)", s->cols, s->elem, rb);
    long rb2 = round_up(rb, TG_DMA_ALIGN);
    gather_diag(d, "note", "nearest layout: rows of %ld bytes (%ld elements, %ld bytes past each row copied as "
         "well: %ld bytes of waste), which needs an LDS row stride of at least %ld elements",
         rb2, rb2 / s->elem, rb2 - rb, (rb2 - rb) * s->rows, rb2 / s->elem);
    return GATHER_UNMOVABLE;
  }
  if (s->rows > 1 && !joined && lb % TG_DMA_ALIGN) {
    gather_diag(d, "error", "the LDS row stride, %ld bytes, is not a multiple of 4: rows after the first cannot "
         "start on a DMA lane's dword", lb);
    long lb2 = round_up(lb, TG_DMA_ALIGN);
    gather_diag(d, "note", "nearest layout: --lds-row=%ld (%ld more padding bytes per row, %ld in all)",
         lb2 / s->elem, lb2 - lb, (lb2 - lb) * s->rows);
    return GATHER_UNMOVABLE;
  }
  if (s->lbase % TG_DMA_ALIGN) {
    gather_diag(d, "error", "the LDS base offset %d is not a multiple of 4 (M0 + offset is dword aligned)", s->lbase);
    gather_diag(d, "note", "nearest layout: --lds-base=%ld", round_up(s->lbase, TG_DMA_ALIGN));
    return GATHER_UNMOVABLE;
  }
  if (s->galign % TG_DMA_ALIGN || (s->rows > 1 && !joined && gb % TG_DMA_ALIGN)) {
    gather_diag(d, "error", "the tile's global address (aligned to %d) or row stride (%ld bytes) is not a "
         "multiple of 4: DMA lanes read dword-aligned addresses", s->galign, gb);
    return GATHER_UNMOVABLE;
  }
  return GATHER_OK;
}

/* A part's lattice and run counts for W lanes and nw waves. */
static void part_shape(gather_part *pt, const gather_shape *s, int nwaves) {
  long lb = (long)s->lrow * s->elem;
  pt->S = (pt->c1 - pt->c0) / pt->width;
  pt->V = pt->flat ? (int)(lb / pt->width) : (int)round_up(pt->S, s->wave);
  long slots = pt->flat ? (long)(s->rows - 1) * pt->V + pt->S : (long)s->rows * pt->V;
  pt->runs = (slots + s->wave - 1) / s->wave;
  pt->G = 0;
  if (pt->m >= 2) {
    long groups = (s->rows + pt->m - 1) / pt->m, last = s->rows - (groups - 1) * pt->m;
    pt->G = round_up((long)(pt->m - 1) * pt->V + pt->S, s->wave);
    pt->runs = (groups - 1) * (pt->G / s->wave) + ((last - 1) * pt->V + pt->S + s->wave - 1) / s->wave;
  }
  pt->loads = (int)((pt->runs + nwaves - 1) / nwaves);
  pt->mul = pt->blocked ? pt->loads : 1;
  pt->add0 = 0;
  pt->step = pt->blocked ? 1 : nwaves;
}

/* Lane i of run j: LDS address, and whether it holds a tile byte. */
static long lane_at(const gather_part *pt, const gather_shape *s, long j, int i, int *active) {
  long q = j * s->wave + i, r = q / pt->V, c = q % pt->V;
  *active = c < pt->S && r < s->rows;
  if (pt->G) {
    long g = q / pt->G, t = q % pt->G;
    r = g * pt->m + t / pt->V, c = t % pt->V;
    *active = c < pt->S && t / pt->V < pt->m && r < s->rows;
  }
  return s->lbase + r * (long)s->lrow * s->elem + pt->c0 + c * pt->width;
}

/* The concrete plan of parts; -1 when too many loads. */
static int build(gather_plan *p, const gather_part *parts, int nparts) {
  int n = 0;
  for (int i = 0; i < nparts; i++) n += parts[i].loads;
  if (n > GATHER_MAX_LOADS) return -1;
  p->nparts = nparts;
  memcpy(p->part, parts, sizeof *parts * (size_t)nparts);
  p->loads = calloc((size_t)n, sizeof *p->loads);
  if (!p->loads) ww_die("out of memory");
  p->nloads = n;
  p->masked = 0;
  const gather_shape *s = &p->shape;
  int at = 0;
  for (int pi = 0; pi < nparts; pi++) {
    const gather_part *pt = &parts[pi];
    for (int k = 0; k < pt->loads; k++, at++) {
      gather_load *ld = &p->loads[at];
      ld->width = pt->width, ld->part = pi, ld->k = k;
      for (int v = 0; v < p->nwaves; v++) {
        long j = v * pt->mul + pt->add0 + k * pt->step;
        uint64_t m = 0;
        for (int i = 0; i < s->wave; i++) {
          int act;
          long a = lane_at(pt, s, j, i, &act);
          if (i == 0) ld->D[v] = a;
          if (act) m |= 1ull << i;
          else p->masked++;
        }
        ld->mask[v] = m;
        if (!m) ld->D[v] = GATHER_IDLE; /* no lane: M0 is free for this wave here */
      }
    }
  }
  gather_cost(p);
  return 0;
}

static int better(const gather_plan *a, const gather_plan *b) {
  if (!b->loads) return 1;
  if (a->cost != b->cost) return a->cost < b->cost;
  if (a->nloads != b->nloads) return a->nloads < b->nloads;
  return a->masked < b->masked;
}

static void note_alt(gather_alt *alts, int *nalts, const char *what, const gather_plan *p) {
  if (!alts) return;
  for (int i = 0; i < *nalts; i++)
    if (!strcmp(alts[i].what, what)) {
      if (p->cost < alts[i].cost || (p->cost == alts[i].cost && p->masked < alts[i].masked))
        alts[i] = (gather_alt){"", p->nloads, p->m0_writes, p->exec_writes, p->cost, p->masked, 1};
      else return;
      snprintf(alts[i].what, sizeof alts[i].what, "%s", what);
      return;
    }
  if (*nalts >= GATHER_MAX_ALTS) return;
  gather_alt *a = &alts[(*nalts)++];
  *a = (gather_alt){"", p->nloads, p->m0_writes, p->exec_writes, p->cost, p->masked, 1};
  snprintf(a->what, sizeof a->what, "%s", what);
}

static const char *wname(int w) { return w == 4 ? "dword" : w == 12 ? "dwordx3" : "dwordx4"; }

int gather_divides_rule(const tg_target *t, const gather_shape *s, int *width) {
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  int nw = tg_dma_widths(t, w);
  long rb = (long)s->cols * s->elem;
  for (int i = nw - 1; i >= 0; i--) {
    if (w[i].lds_bytes != w[i].bytes || rb % w[i].bytes) continue;
    *width = w[i].bytes;
    long lanes = (long)s->rows * rb / w[i].bytes;
    return (int)((lanes + s->threads - 1) / s->threads);
  }
  *width = 0;
  return -1;
}

gather_status gather_plan_make(const tg_target *t, const gather_shape *s, gather_plan *best, gather_alt *alts,
                     int *nalts, ww_buf *d) {
  memset(best, 0, sizeof *best);
  if (nalts) *nalts = 0;
  gather_status rc = gather_check_shape(t, s, d);
  if (rc) return rc;
  /* rows contiguous in both memories: a lane may cross from one into the
   * next, so they are one row */
  gather_shape joined = *s;
  if (contiguous(s)) {
    joined.joined = s->rows;
    joined.cols = joined.lrow = joined.grow = s->rows * s->cols;
    joined.rows = 1;
    s = &joined;
  }
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  int nw = tg_dma_widths(t, w), ws[TG_DMA_MAX_WIDTHS], nws = 0;
  if (w[0].per_lane) {
    rc = gather_plan_async(t, s, best, alts, nalts, d);
    if (rc) return rc;
  }
  for (int i = 0; i < nw && !best->loads; i++)
    if (w[i].lds_bytes == w[i].bytes && (!s->width || s->width == w[i].bytes))
      ws[nws++] = w[i].bytes; /* 1 and 2 widen: never exact */
  int nwaves = s->threads / s->wave;
  long rb = (long)s->cols * s->elem, lb = (long)s->lrow * s->elem;
  gather_plan cand;
  /* splits: (w1 over [0, c1), w2 over [c1, rb)); w2 = 0: one part */
  for (int a = 0; a < nws && !best->per_lane; a++)
    for (int b = -1; b < nws; b++) {
      int w1 = ws[a], w2 = b < 0 ? 0 : ws[b];
      /* c1 candidates: the largest multiple of w1 whose rest w2 divides
       * (w2 != w1), and the largest that fills whole runs of every row, its
       * rest a part of its own (w2 may equal w1: the rest's runs are then
       * all alike, one exec mask for all of them) */
      long c1s[2];
      int nc = 0;
      for (long c1 = rb / w1 * w1; c1 > 0 && w2 != w1; c1 -= w1)
        if (w2 ? (rb - c1) % w2 == 0 && c1 != rb : c1 == rb) {
          c1s[nc++] = c1;
          break;
        }
      for (long c1 = rb / w1 * w1; c1 > 0 && w2; c1 -= w1)
        if ((rb - c1) % w2 == 0 && c1 != rb && (c1 / w1) % s->wave == 0) {
          if (!nc || c1s[0] != c1) c1s[nc++] = c1;
          break;
        }
      for (int ci = 0; ci < nc; ci++)
        for (int mode = 0; mode < GATHER_KINDS * 2 * GATHER_KINDS * 2; mode++) {
          int k1 = mode % GATHER_KINDS, o1 = mode / GATHER_KINDS % 2;
          int k2 = mode / (GATHER_KINDS * 2) % GATHER_KINDS, o2 = mode / (GATHER_KINDS * 4);
          int np = w2 ? 2 : 1;
          if (!w2 && (k2 || o2)) continue;
          gather_part parts[2] = {{0, (int)c1s[ci], w1, k1 > 0, o1, 0, 0, k1 > 1 ? k1 : 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
                                  {(int)c1s[ci], (int)rb, w2, k2 > 0, o2, 0, 0, k2 > 1 ? k2 : 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}};
          int ok = 1;
          for (int i = 0; i < np; i++) {
            if (parts[i].flat && s->rows > 1 && lb % parts[i].width) ok = 0;
            if (parts[i].flat && s->rows == 1) ok = 0; /* the same as per row */
            if (parts[i].m >= s->rows) ok = 0;           /* the same as flat */
            if (ok) part_shape(&parts[i], s, nwaves);
          }
          if (!ok) continue;
          memset(&cand, 0, sizeof cand);
          cand.shape = *s;
          cand.nwaves = nwaves;
          if (build(&cand, parts, np)) continue;
          char what[96];
          if (np == 1)
            snprintf(what, sizeof what, "%s only, %s", wname(w1),
                     parts[0].m ? "rows grouped" : parts[0].flat ? "flat" : "per row");
          else
            snprintf(what, sizeof what, "%s + %s, %s", wname(w1), wname(w2),
                     parts[0].m || parts[1].m ? "rows grouped" : parts[0].flat || parts[1].flat ? "flat" : "per row");
          note_alt(alts, nalts, what, &cand);
          if (better(&cand, best)) {
            gather_plan_free(best);
            *best = cand;
          } else {
            gather_plan_free(&cand);
          }
        }
    }
  if (!best->loads && s->width && rb % s->width) {
    gather_diag(d, "error", "rows of %ld bytes are not a whole number of %d-byte lanes, and --width=%d allows no "
         "other width for the rest", rb, s->width, s->width);
    gather_diag(d, "note", "without --width the planner may mix widths (the rest of each row by narrower lanes)");
    return GATHER_UNMOVABLE;
  }
  if (!best->loads) {
    gather_diag(d, "error", "no plan within %d loads per wave", GATHER_MAX_LOADS);
    return GATHER_UNMOVABLE;
  }
  char err[160];
  if (gather_validate(best, w, nw, err, sizeof err)) {
    gather_diag(d, "error", "internal: the plan is not exact: %s", err);
    gather_plan_free(best);
    return GATHER_INTERNAL;
  }
  return GATHER_OK;
}
