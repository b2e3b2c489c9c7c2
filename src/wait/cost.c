/*
 * cost.c - modelled stall of a wait placement, the same model for any
 * placement so that two can be compared (docs/quality.md).
 *
 * Each function is executed once along a deterministic path: every
 * instruction issues in WT_COST_ISSUE cycles; an asynchronous operation
 * completes WT_COST_VMEM (vector memory, LDS DMA, FLAT), WT_COST_SMEM (scalar
 * memory) or WT_COST_LDS (LDS and the rest) cycles after issue, and not
 * before the operation ahead of it in its in-order queue. A wait "counter <=
 * N" stalls until at most N of the operations on that counter are incomplete.
 * A conditional branch backwards is taken WT_COST_TRIPS - 1 times in a row
 * and then falls through; one forwards is taken every WT_COST_TRIPS-th time
 * it is reached (so the "then" side of an if runs, and a loop that exits
 * forwards runs WT_COST_TRIPS times). Calls cost an issue slot and drain
 * (LLVM's convention). On gfx1250 an operation leaves xcnt WT_COST_XLATE
 * cycles after issue (and after the one before it), or when it completes. Waits placed by a pass (pre) count like written ones.
 */
#include "cost.h"

#include <stdlib.h>
#include <string.h>

typedef struct op {
  uint64_t done;
  uint16_t cmask;
} op;

static uint64_t latency(tg_event e) {
  switch (e) {
  case TG_EV_VMEM_LOAD: case TG_EV_VMEM_STORE: case TG_EV_SAMPLE: case TG_EV_BVH:
  case TG_EV_LDS_DMA: case TG_EV_FLAT_LOAD: case TG_EV_FLAT_STORE: case TG_EV_ASYNC:
  case TG_EV_TENSOR: case TG_EV_CACHE_INV: case TG_EV_CACHE_WB:
    return WT_COST_VMEM;
  case TG_EV_SMEM: case TG_EV_MSG: case TG_EV_BARRIER_KM:
    return WT_COST_SMEM;
  default:
    return WT_COST_LDS;
  }
}

/* The completion times of the operations on one counter, in issue order:
 * [lo, n) may still be outstanding. In-order queues complete in issue
 * order, so the times are usually sorted (non-decreasing) there, and the
 * (N+1)-th latest completion is the (N+1)-th from the end. */
typedef struct lane {
  uint64_t *done;
  uint32_t lo, n, cap;
  int sorted;
} lane;

/* Drops the operations done by now. */
static void lane_prune(lane *l, uint64_t now) {
  if (l->sorted) {
    while (l->lo < l->n && l->done[l->lo] <= now) l->lo++;
  } else {
    uint32_t k = 0;
    int sorted = 1;
    for (uint32_t i = l->lo; i < l->n; i++) {
      if (l->done[i] <= now) continue;
      if (k && l->done[i] < l->done[k - 1]) sorted = 0;
      l->done[k++] = l->done[i];
    }
    l->lo = 0, l->n = k, l->sorted = sorted;
  }
  if (l->lo == l->n) l->lo = l->n = 0, l->sorted = 1;
}

static void lane_push(lane *l, uint64_t d, uint64_t now) {
  if (l->n == l->cap) {
    lane_prune(l, now);
    if (l->lo) {
      memmove(l->done, l->done + l->lo, sizeof(uint64_t) * (l->n - l->lo));
      l->n -= l->lo, l->lo = 0;
    }
    if (l->n == l->cap) {
      l->cap = l->cap ? 2 * l->cap : 64;
      l->done = ww_xrealloc(l->done, sizeof(uint64_t) * l->cap);
    }
  }
  if (l->n > l->lo && d < l->done[l->n - 1]) l->sorted = 0;
  l->done[l->n++] = d;
}

/* Time at which "counter <= keep - 1" lets the program go on: the keep-th
 * latest completion still to come on the lane, if there are keep. Where
 * the times are not sorted, the keep latest are kept in a small sorted
 * window (scratch) instead of sorting them all. */
/* The most a window holds: a wait's count + 1 (a count is an int8_t). */
#define WAIT_WINDOW (INT8_MAX + 1)
_Static_assert(sizeof(((tg_wait *)0)->cnt[0]) == 1, "a count fits lane_wait's window");

static uint64_t lane_wait(lane *l, uint32_t keep, uint64_t now, uint64_t *scratch) {
  lane_prune(l, now);
  if (l->n - l->lo < keep) return now;
  if (l->sorted) return l->done[l->n - keep];
  uint32_t k = 0; /* scratch[0..k): the latest, descending */
  /* newest first: most arrive in descending order and go to the window's end */
  for (uint32_t i = l->n; i-- > l->lo;) {
    uint64_t d = l->done[i];
    if (k == keep && d <= scratch[k - 1]) continue;
    uint32_t j = k < keep ? k++ : k - 1;
    while (j > 0 && scratch[j - 1] < d) {
      scratch[j] = scratch[j - 1];
      j--;
    }
    scratch[j] = d;
  }
  return scratch[keep - 1];
}

/* Time at which wait w lets the program go on, counter by counter (each
 * asks about the operations not done by the time the ones before allow). */
static uint64_t do_wait(const tg_target *t, const tg_wait *w, lane *lanes, uint64_t now,
                        uint64_t *scratch) {
  for (int c = 0; c < TG_NCNT; c++) {
    if (w->cnt[c] < 0 || !t->max[c]) continue;
    uint64_t until = lane_wait(&lanes[c], (uint32_t)w->cnt[c] + 1, now, scratch);
    if (until > now) now = until;
  }
  return now;
}

/* Does the model's step for instruction in only issue it (no wait, no
 * operation, no call, no end, no branch)? */
static int plain(const tg_target *t, const asm_inst *in) {
  return !in->has_pre && !in->has_post && !(in->is_wait && !in->deleted && !in->lowered && !in->wait_unknown) &&
         !(in->flags & (TG_IF_CALL | TG_IF_ENDPGM | TG_IF_RETURN | TG_IF_TAIL_CALL)) &&
         in->target < 0 && !(in->event != TG_EV_NONE && t->ev_counters[in->event] && !in->deleted);
}

/* Loops in steady state. The walk is the same from any time on (every
 * completion is relative to `now`), so what is still to happen depends
 * only on the incomplete operations' times from now, the in-order queues'
 * and translation's last completions from now (0 when passed), and the
 * branches' visit counts. Where a backward branch is taken twice with the
 * same state both times, and every conditional branch between was reached
 * once and decides the same on its next visits, the next iterations repeat
 * the last one shifted in time, as many as every one of those branches
 * keeps deciding the same: the walk skips them, adding what they add. */
typedef struct steady {
  uint32_t latch;            /* the branch, UINT32_MAX: none yet */
  uint64_t now, stall, executed, steps;
  uint32_t n, cap;           /* the state, relative to now */
  op *rel;
  uint64_t queue[TG_NQUEUES], xlate;
} steady;

/* The decision of a conditional branch on its visit v (from 0). */
static int taken_on(int backward, uint32_t v) {
  return backward ? v % WT_COST_TRIPS != WT_COST_TRIPS - 1 : v % WT_COST_TRIPS == WT_COST_TRIPS - 1;
}

/* How many visits after visit v decide as v did. */
static uint32_t repeats(int backward, uint32_t v) {
  uint32_t k = 0;
  while (k < WT_COST_TRIPS && taken_on(backward, v + k + 1) == taken_on(backward, v)) k++;
  return k;
}

static int cmp_op(const void *a, const void *b) {
  const op *x = a, *y = b;
  if (x->done != y->done) return x->done < y->done ? -1 : 1;
  return (x->cmask > y->cmask) - (x->cmask < y->cmask);
}

/* The state relative to now into st (its ops sorted). */
static void relative(steady *st, const op *ops, uint32_t n, uint64_t now, const uint64_t *queue_done,
                     uint64_t xlate_done) {
  if (n > st->cap) {
    st->cap = n;
    st->rel = ww_xrealloc(st->rel, sizeof(op) * n);
  }
  st->n = 0;
  for (uint32_t j = 0; j < n; j++)
    if (ops[j].done > now) st->rel[st->n++] = (op){ops[j].done - now, ops[j].cmask};
  if (st->n > 1) qsort(st->rel, st->n, sizeof(op), cmp_op);
  for (int q = 0; q < TG_NQUEUES; q++) st->queue[q] = queue_done[q] > now ? queue_done[q] - now : 0;
  st->xlate = xlate_done > now ? xlate_done - now : 0;
}

/* The walk stops once the stall passes max_stall. */
static void cost_funcs(const asm_program *p, uint32_t f0, uint32_t f1, uint64_t max_stall,
                       wt_cost_result *r) {
  memset(r, 0, sizeof *r);
  const tg_target *t = p->target;
  uint32_t i0 = f0 < p->nfuncs ? p->funcs[f0].first_inst : 0;
  uint32_t i1 = f1 > 0 && f1 <= p->nfuncs ? p->funcs[f1 - 1].end_inst : 0;
  /* per instruction of the functions measured: how many plain instructions
   * begin there, up to the end of its function (the walk issues them at once) */
  uint32_t *run = calloc(i1 > i0 ? i1 - i0 : 1, sizeof(uint32_t));
  if (!run) ww_die("out of memory");
  for (uint32_t fi = f1; fi-- > f0;)
    for (uint32_t i = p->funcs[fi].end_inst, next = 0; i-- > p->funcs[fi].first_inst;) {
      const asm_inst *in = &p->insts[i];
      run[i - i0] = next = plain(t, in) ? next + 1 : 0;
      if (!in->has_pre && !in->has_post && !(in->is_wait && !in->deleted && !in->lowered)) continue;
      const tg_wait *ws[3] = {in->has_pre ? &p->edits[i].pre : NULL,
                              in->is_wait && !in->deleted && !in->lowered ? &in->wait : NULL,
                              in->has_post ? &p->edits[i].post : NULL};
      for (int k = 0; k < 3; k++) {
        if (!ws[k]) continue;
        /* the instructions it prints as, counted without printing them */
        uint32_t n = (uint32_t)(k != 1 ? tg_wait_print(t, ws[k], NULL) : 1);
        r->waits += n;
        for (int c = 0; c < TG_NCNT; c++)
          if (ws[k]->cnt[c] == 0) {
            r->zero_waits++;
            break;
          }
      }
    }
  /* per instruction of the functions measured, from vbase (not of the
   * whole program: one function's cost is asked for once per placement
   * tried); the whole program's if a branch leaves them */
  uint32_t vbase = i0, whole = 0, *visits = calloc(i1 > i0 ? i1 - i0 : 1, sizeof(uint32_t));
  uint64_t queue_done[TG_NQUEUES], xlate_done = 0;
  uint32_t cap = 1024, n = 0;
  op *ops = ww_xmalloc(sizeof(op) * cap);
  uint64_t *scratch = ww_xmalloc(sizeof(uint64_t) * WAIT_WINDOW); /* lane_wait's window */
  /* per counter its operations (ops: all of them, for what follows time) */
  lane lanes[TG_NCNT];
  memset(lanes, 0, sizeof lanes);
  if (!visits) ww_die("out of memory");
  steady snap = {0}, cur = {0};
  /* the conditional branches since the snapshot, each once (seen: the
   * snapshot's number there); else dup */
  uint32_t *since = NULL, nsince = 0, capsince = 0, *seen = calloc(i1 > i0 ? i1 - i0 : 1, sizeof(uint32_t));
  uint32_t stamp = 0;
  int dup = 0;
  if (!seen) ww_die("out of memory");
  for (uint32_t fi = f0; fi < f1; fi++) {
    const asm_func *f = &p->funcs[fi];
    uint64_t now = 0;
    n = 0;
    for (int c = 0; c < TG_NCNT; c++) lanes[c].lo = lanes[c].n = 0, lanes[c].sorted = 1;
    memset(queue_done, 0, sizeof queue_done);
    xlate_done = 0;
    uint32_t i = f->first_inst;
    /* A function that never ends (a branch to itself) still gets a cost:
     * the walk stops after a bounded number of steps. */
    uint64_t steps = 0, max_steps = (uint64_t)(f->end_inst - f->first_inst) * 4 * WT_COST_TRIPS * WT_COST_TRIPS + 1000;
    snap.latch = UINT32_MAX;
    nsince = 0, dup = 0, stamp++;
    while (i < f->end_inst && steps < max_steps && r->stall <= max_stall) {
      uint32_t plains = i >= i0 && i < i1 ? run[i - i0] : 0;
      if (plains) {
        if (plains > max_steps - steps) plains = (uint32_t)(max_steps - steps);
        steps += plains;
        r->executed += plains;
        now += (uint64_t)WT_COST_ISSUE * plains;
        i += plains;
        continue;
      }
      steps++;
      const asm_inst *in = &p->insts[i];
      r->executed++;
      /* drop completed operations now and then */
      if (n + 2 > cap) { /* an operation takes two: completion, translation */
        uint32_t k = 0;
        for (uint32_t j = 0; j < n; j++)
          if (ops[j].done > now) ops[k++] = ops[j];
        n = k;
        if (n + 2 > cap) {
          cap *= 2;
          ops = ww_xrealloc(ops, sizeof(op) * cap);
        }
      }
      uint64_t before = now;
      if (in->has_pre) now = do_wait(t, &p->edits[i].pre, lanes, now, scratch);
      if (in->is_wait && !in->deleted && !in->lowered && !in->wait_unknown)
        now = do_wait(t, &in->wait, lanes, now, scratch);
      r->stall += now - before;
      now += WT_COST_ISSUE;
      if (in->flags & TG_IF_CALL) {
        for (uint32_t j = 0; j < n; j++)
          if (ops[j].done > now) now = ops[j].done;
        n = 0;
        for (int c = 0; c < TG_NCNT; c++) lanes[c].lo = lanes[c].n = 0, lanes[c].sorted = 1;
      }
      uint16_t cm = t->ev_counters[in->event];
      if (in->event != TG_EV_NONE && cm && !in->deleted) {
        uint64_t done = now + latency(in->event);
        uint8_t q = t->ev_queue[in->event];
        if (q != TG_Q_OOO) {
          if (done < queue_done[q]) done = queue_done[q];
          queue_done[q] = done;
        }
        uint16_t x = (uint16_t)(cm & (1u << TG_CNT_X));
        if (cm & ~x) ops[n++] = (op){done, (uint16_t)(cm & ~x)};
        for (unsigned m = cm & ~x & ((1u << TG_NCNT) - 1); m; m &= m - 1)
          lane_push(&lanes[__builtin_ctz(m)], done, now);
        if (x) {
          uint64_t xd = now + WT_COST_XLATE;
          if (xd < xlate_done) xd = xlate_done;
          xlate_done = xd;
          ops[n++] = (op){xd < done ? xd : done, x};
          lane_push(&lanes[TG_CNT_X], xd < done ? xd : done, now);
        }
      }
      if (in->has_post) {
        uint64_t b2 = now;
        now = do_wait(t, &p->edits[i].post, lanes, now, scratch);
        r->stall += now - b2;
      }
      if (in->flags & (TG_IF_ENDPGM | TG_IF_RETURN | TG_IF_TAIL_CALL)) break;
      uint32_t next = i + 1;
      if (in->target >= 0) {
        uint32_t ti = p->line_inst[in->target];
        int backward = ti <= i;
        if (!whole && (i < i0 || i >= i1)) {
          uint32_t *all = calloc(p->ninsts ? p->ninsts : 1, sizeof(uint32_t));
          if (!all) ww_die("out of memory");
          memcpy(all + vbase, visits, sizeof(uint32_t) * (i1 - i0));
          free(visits);
          visits = all, vbase = 0, whole = 1;
        }
        uint32_t v = visits[i - vbase]++;
        int taken = !(in->flags & TG_IF_COND_BRANCH) ||
                    (backward ? v % WT_COST_TRIPS != WT_COST_TRIPS - 1
                              : v % WT_COST_TRIPS == WT_COST_TRIPS - 1);
        if (taken) next = ti;
        if ((in->flags & TG_IF_COND_BRANCH) && !whole) {
          if (seen[i - i0] == stamp) dup = 1;
          seen[i - i0] = stamp;
          WW_VEC_PUSH(since, nsince, capsince, i);
        }
        if (taken && backward && (in->flags & TG_IF_COND_BRANCH) && !whole) {
          relative(&cur, ops, n, now, queue_done, xlate_done);
          uint32_t m = UINT32_MAX;
          for (uint32_t k = 0; k < nsince && !dup && snap.latch == i && m; k++) {
            uint32_t b = since[k], mb = repeats(p->line_inst[p->insts[b].target] <= b, visits[b - vbase] - 1);
            if (mb < m) m = mb;
          }
          uint64_t dsteps = steps - snap.steps, dnow = now - snap.now;
          if (snap.latch == i && !dup && m && m != UINT32_MAX && steps + m * dsteps <= max_steps &&
              cur.n == snap.n && cur.xlate == snap.xlate && !memcmp(cur.queue, snap.queue, sizeof cur.queue) &&
              (!cur.n || !memcmp(cur.rel, snap.rel, sizeof(op) * cur.n))) {
            for (uint32_t j = 0; j < n; j++) ops[j].done += m * dnow;
            for (int c = 0; c < TG_NCNT; c++)
              for (uint32_t j = lanes[c].lo; j < lanes[c].n; j++) lanes[c].done[j] += m * dnow;
            for (int q = 0; q < TG_NQUEUES; q++) queue_done[q] += m * dnow;
            xlate_done += m * dnow;
            r->stall += m * (r->stall - snap.stall);
            r->executed += m * (r->executed - snap.executed);
            steps += m * dsteps;
            now += m * dnow;
            for (uint32_t k = 0; k < nsince; k++) visits[since[k] - vbase] += m;
            snap.latch = UINT32_MAX;
          } else {
            steady old = snap;
            snap = cur, cur = old;
            snap.latch = i, snap.now = now, snap.stall = r->stall, snap.executed = r->executed;
            snap.steps = steps;
          }
          nsince = 0, dup = 0, stamp++;
        }
      }
      i = next;
    }
    r->cycles += now;
  }
  free(visits);
  free(snap.rel);
  free(since);
  free(seen);
  free(cur.rel);
  free(run);
  free(ops);
  free(scratch);
  for (int c = 0; c < TG_NCNT; c++) free(lanes[c].done);
}

void wt_cost(const asm_program *p, wt_cost_result *r) { cost_funcs(p, 0, p->nfuncs, UINT64_MAX, r); }

void wt_cost_function(const asm_program *p, uint32_t fi, wt_cost_result *r) {
  cost_funcs(p, fi, fi + 1, UINT64_MAX, r);
}

void wt_cost_function_upto(const asm_program *p, uint32_t fi, uint64_t max_stall, wt_cost_result *r) {
  cost_funcs(p, fi, fi + 1, max_stall, r);
}
