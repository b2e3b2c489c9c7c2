/*
 * schedule.c - commit groups and wait counts, by replaying the schedule.
 *
 * The pipelined loop runs, at new iteration t, every unit of stage s for
 * original iteration k = t - s when 0 <= k < n, in the annotated order.
 * Replaying that sequence for concrete trip counts (the constant one, or a
 * range of them covering every residue of the version counts when it is
 * symbolic) tells, for each consumer instance, the latest committed group of
 * each queue that holds an operation it conflicts with (units.c): the wait
 * before it may leave at most (groups committed since then) in flight —
 * the RFC's "producer head minus consumer head", summed over groups.
 *
 * Placement follows the RFC: per region and queue, one wait at the first
 * consumer of each stretch without a commit on that queue, with the
 * strongest count any consumer in the stretch needs. Then waits that the
 * others already imply (this iteration's or an earlier one's) are removed,
 * and every count is raised while the replay still finds all consumers
 * satisfied: each surviving count is the largest that is correct.
 */
#include "pl_internal.h"

#include <stdlib.h>
#include <string.h>

void pl_region_of(const pl_loop *L, int64_t t, int64_t n, int *region, int *idx) {
  int M = L->M;
  if (L->all_unrolled) {
    *region = PL_R_UNROLLED + (int)t;
    *idx = 0;
  } else if (t < M) {
    *region = L->unroll_edges ? PL_R_UNROLLED + (int)t : PL_R_PRO;
    *idx = L->unroll_edges ? 0 : (int)t;
  } else if (t < n) {
    *region = PL_R_BODY;
    *idx = 0;
  } else {
    *region = L->unroll_edges ? PL_R_UNROLLED + M + (int)(t - n) : PL_R_EPI;
    *idx = L->unroll_edges ? 0 : (int)(t - n);
  }
}

/* ---- items and groups ---- */

static int cmp_order(const void *a, const void *b) {
  const pl_unit *x = *(pl_unit *const *)a, *y = *(pl_unit *const *)b;
  if (x->order != y->order) return x->order < y->order ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* Do two units of one iteration conflict at some iteration? The relation
 * repeats with period replay_period at equal iterations (conflict.c). */
static int conflict_same_iter(const pl_loop *L, int x, int y) {
  for (int64_t k = 0; k < L->replay_period; k++)
    if (pl_conflict(L, x, k, y, k)) return 1;
  return 0;
}

static void build_items(pl_loop *L) {
  pl_unit **by = ww_xmalloc(sizeof(pl_unit *) * (size_t)(L->nunits ? L->nunits : 1));
  for (int i = 0; i < L->nunits; i++) by[i] = &L->units[i];
  qsort(by, (size_t)L->nunits, sizeof *by, cmp_order);
  L->nitems = L->nunits;
  L->items = ww_alloc(L->a, sizeof(pl_item) * (size_t)(L->nunits ? L->nunits : 1));
  int group_first = -1;
  for (int p = 0; p < L->nitems; p++) {
    pl_item *it = &L->items[p];
    const pl_unit *u = by[p];
    it->unit = u->index;
    it->stage = u->stage;
    it->async = u->async;
    it->queue = L->merge_queues ? 0 : u->stage;
    if (!it->async) {
      group_first = -1;
      continue;
    }
    /* Joins the open group: the previous item is async, of the same stage,
     * and conflicts with no member (it would have to wait for its own group). */
    int join = group_first >= 0 && L->items[p - 1].async && L->items[p - 1].stage == it->stage;
    for (int q = group_first; join && q < p; q++)
      if (conflict_same_iter(L, it->unit, L->items[q].unit)) join = 0;
    if (!join) {
      if (p > 0 && L->items[p - 1].async) L->items[p - 1].group_end = 1;
      it->group_start = 1;
      group_first = p;
    }
  }
  for (int p = 0; p < L->nitems; p++)
    if (L->items[p].async && (p + 1 == L->nitems || L->items[p + 1].group_start || !L->items[p + 1].async))
      L->items[p].group_end = 1;
  free(by);
}

/* ---- replay ---- */

typedef struct sim_op {
  int unit;
  int64_t k, t;             /* its iteration, and the new iteration that issued it */
} sim_op;

typedef struct sim_q {
  int64_t committed, frontier;
  int64_t *gstart;          /* per group: its first op in ops[] */
  int64_t ngroups, capgroups;
  sim_op *ops;
  int64_t nops, capops;
  int open;
} sim_q;

typedef struct sim {
  pl_loop *L;
  int nq;
  sim_q *q;
  int *wait_at;             /* (region * nitems + item) * nq + queue -> wait, or -1 */
  int32_t *need;            /* need mode: ((region * nitems + item) * nq + queue) * M1 + idx */
  int M1;
  int check;                /* check mode: report violations */
  int violations;
  int split_at;             /* an item that conflicts with its own open group */
  int64_t horizon;          /* new iterations back a conflict can first appear */
} sim;

static int32_t *need_slot(sim *S, int r, int p, int q, int idx) {
  return &S->need[(((size_t)r * (size_t)S->L->nitems + (size_t)p) * (size_t)S->nq + (size_t)q) *
                      (size_t)S->M1 + (size_t)idx];
}

static void apply_wait(sim *S, const pl_wait *w, int idx) {
  int32_t c = w->count[idx];
  if (!w->alive || c == PL_DONT_CARE) return;
  sim_q *q = &S->q[w->queue];
  if (q->committed - c > q->frontier) q->frontier = q->committed - c;
}

static void push_op(sim_q *q, sim_op op) {
  if (q->nops == q->capops) {
    q->capops = q->capops ? 2 * q->capops : 64;
    q->ops = ww_xrealloc(q->ops, sizeof(sim_op) * (size_t)q->capops);
  }
  q->ops[q->nops++] = op;
}

static void open_group(sim_q *q) {
  if (q->ngroups == q->capgroups) {
    q->capgroups = q->capgroups ? 2 * q->capgroups : 64;
    q->gstart = ww_xrealloc(q->gstart, sizeof(int64_t) * (size_t)(q->capgroups + 1));
  }
  q->gstart[q->ngroups] = q->nops;
  q->open = 1;
}

static int group_conflicts(const sim *S, const sim_q *q, int64_t g, int unit, int64_t k) {
  /* group g ends where the next one (committed, or the open one) starts */
  int64_t end = (g + 1 < q->ngroups || (g + 1 == q->ngroups && q->open)) ? q->gstart[g + 1] : q->nops;
  for (int64_t o = q->gstart[g]; o < end; o++)
    if (pl_conflict(S->L, unit, k, q->ops[o].unit, q->ops[o].k)) return 1;
  return 0;
}

static void replay(sim *S, int64_t n) {
  pl_loop *L = S->L;
  for (int q = 0; q < S->nq; q++) {
    S->q[q].committed = S->q[q].frontier = S->q[q].ngroups = S->q[q].nops = 0;
    S->q[q].open = 0;
  }
  for (int64_t t = 0; t < n + L->M; t++) {
    int r, idx;
    pl_region_of(L, t, n, &r, &idx);
    for (int p = 0; p < L->nitems; p++) {
      const pl_item *it = &L->items[p];
      int64_t k = t - it->stage;
      int runs = k >= 0 && k < n;
      for (int q = 0; q < S->nq; q++) {
        int w = S->wait_at[((size_t)r * (size_t)L->nitems + (size_t)p) * (size_t)S->nq + (size_t)q];
        if (w >= 0 && (!L->waits[w].guarded || runs)) apply_wait(S, &L->waits[w], idx);
      }
      if (!runs) continue;
      for (int q = 0; q < S->nq; q++) {
        sim_q *Q = &S->q[q];
        if (Q->open && group_conflicts(S, Q, Q->ngroups, it->unit, k)) S->split_at = p;
        int64_t lowest = S->check ? Q->frontier : 0;
        for (int64_t g = Q->committed - 1; g >= lowest; g--) {
          /* Groups are in the order they were issued. Past the horizon
           * nothing conflicts that a newer group of the same unit would not
           * (conflict.c: the relation repeats with the period, or ends
           * within replay_dist): stop looking. */
          if (t - Q->ops[Q->gstart[g]].t > S->horizon) break;
          if (!group_conflicts(S, Q, g, it->unit, k)) continue;
          if (S->check) {
            S->violations++;
          } else {
            int32_t *slot = need_slot(S, r, p, q, idx);
            int64_t c = Q->committed - 1 - g;
            if (c < *slot) *slot = (int32_t)c;
          }
          break;
        }
      }
      if (it->async) {
        sim_q *Q = &S->q[it->queue];
        if (it->group_start) open_group(Q);
        push_op(Q, (sim_op){it->unit, k, t});
        if (it->group_end) {
          Q->ngroups++;
          Q->committed++;
          Q->open = 0;
        }
      }
    }
  }
}

/* ---- the trip counts replayed ---- */

/* The trip counts to replay: the loop's own when it is known (or one with
 * the same residues when that is long), else every count from the stages
 * up to where every pattern of the relation has repeated twice. */
static int sim_counts(const pl_loop *L, int64_t *out) {
  int64_t span = L->M + L->replay_dist + 2 * L->replay_period + 8;
  if (L->n_known) {
    if (L->n <= span) {
      out[0] = L->n;
      return 1;
    }
    if (L->replay_lcm) {
      out[0] = L->n - (L->n - span) / L->replay_lcm * L->replay_lcm;
      return 1;
    }
    if (L->n <= PL_MAX_REPLAY_TRIPS) {
      out[0] = L->n;
      return 1;
    }
  }
  int n = 0;
  for (int64_t v = L->M; v <= span && n < PL_MAX_SAMPLES; v++) out[n++] = v;
  return n;
}

static int check_all(sim *S, const int64_t *ns, int nn) {
  S->check = 1;
  for (int i = 0; i < nn; i++) {
    S->violations = 0;
    replay(S, ns[i]);
    if (S->violations) return 0;
  }
  return 1;
}

static void index_waits(sim *S) {
  pl_loop *L = S->L;
  size_t n = (size_t)L->nregions * (size_t)L->nitems * (size_t)S->nq;
  for (size_t i = 0; i < n; i++) S->wait_at[i] = -1;
  for (int w = 0; w < L->nwaits; w++) {
    const pl_wait *x = &L->waits[w];
    S->wait_at[((size_t)x->region * (size_t)L->nitems + (size_t)x->item) * (size_t)S->nq + (size_t)x->queue] = w;
  }
}

static int new_wait(pl_loop *L, int r, int p, int q, int guarded, int M1) {
  if (L->nwaits == L->capwaits) {
    L->capwaits = L->capwaits ? 2 * L->capwaits : 16;
    L->waits = ww_xrealloc(L->waits, sizeof(pl_wait) * (size_t)L->capwaits);
  }
  pl_wait *w = &L->waits[L->nwaits];
  w->region = r;
  w->item = p;
  w->queue = q;
  w->guarded = guarded;
  w->alive = 1;
  w->count = ww_alloc(L->a, sizeof(int32_t) * (size_t)M1);
  for (int i = 0; i < M1; i++) w->count[i] = PL_DONT_CARE;
  return L->nwaits++;
}

/* One wait per stretch without a commit on the queue, at its first
 * consumer; later consumers merge when they run whenever the wait does. */
static void place_candidates(sim *S) {
  pl_loop *L = S->L;
  for (int r = 0; r < L->nregions; r++)
    for (int q = 0; q < S->nq; q++) {
      int cur = -1;
      for (int p = 0; p < L->nitems; p++) {
        const pl_item *it = &L->items[p];
        int any = 0;
        for (int i = 0; i < S->M1; i++) any |= *need_slot(S, r, p, q, i) != PL_DONT_CARE;
        if (any) {
          /* inside its commit scope, a wait runs only when its item does */
          int guarded = it->async && !it->group_start;
          if (cur >= 0) {
            const pl_wait *c = &L->waits[cur];
            if ((r == PL_R_PRO || r == PL_R_EPI) && c->guarded && L->items[c->item].stage != it->stage)
              cur = -1;
          }
          if (cur < 0) cur = new_wait(L, r, p, q, guarded, S->M1);
          for (int i = 0; i < S->M1; i++) {
            int32_t v = *need_slot(S, r, p, q, i);
            if (v < L->waits[cur].count[i]) L->waits[cur].count[i] = v;
          }
        }
        if (it->async && it->queue == q && it->group_end) cur = -1;
      }
    }
}

int pl_schedule(pl_loop *L) {
  build_items(L);
  int nq = L->merge_queues ? 1 : L->M + 1;
  int64_t ns[PL_MAX_SAMPLES];
  int nn = sim_counts(L, ns);
  int64_t nmax = 0;
  for (int i = 0; i < nn; i++) nmax = ns[i] > nmax ? ns[i] : nmax;
  L->nregions = L->all_unrolled ? PL_R_UNROLLED + (int)nmax + L->M : PL_R_UNROLLED + 2 * L->M;
  sim S = {L, nq, NULL, NULL, NULL, L->M > 0 ? L->M : 1, 0, 0, -1,
           L->replay_dist + L->replay_period + 2 * (int64_t)L->M + 2};
  S.q = calloc((size_t)nq, sizeof(sim_q));
  size_t slots = (size_t)L->nregions * (size_t)L->nitems * (size_t)nq;
  S.wait_at = ww_xmalloc(sizeof(int) * (slots ? slots : 1));
  S.need = ww_xmalloc(sizeof(int32_t) * (slots ? slots : 1) * (size_t)S.M1);
  if (!S.q) ww_die("out of memory");
  for (size_t i = 0; i < slots * (size_t)S.M1; i++) S.need[i] = PL_DONT_CARE;
  index_waits(&S);
  int rc = 0;
  for (int i = 0; i < nn; i++) replay(&S, ns[i]);
  if (S.split_at >= 0) {
    pl_internal(L, "unit %d conflicts with its own commit group", L->items[S.split_at].unit);
    rc = -1;
  }
  if (!rc) {
    place_candidates(&S);
    index_waits(&S);
    /* Drop what the other waits imply, in program order. */
    for (int w = 0; w < L->nwaits; w++) {
      L->waits[w].alive = 0;
      if (!check_all(&S, ns, nn)) L->waits[w].alive = 1;
    }
    /* Raise each count while everything stays satisfied; a count that
     * reaches the number of groups ever committed waits for nothing. */
    int32_t cap = (int32_t)((nmax + L->M + 1) * (L->nitems + 1));
    for (int w = 0; w < L->nwaits; w++) {
      if (!L->waits[w].alive) continue;
      int any = 0;
      for (int i = 0; i < S.M1; i++) {
        int32_t *c = &L->waits[w].count[i];
        if (*c == PL_DONT_CARE) continue;
        /* A larger count waits for less, so the counts that still work
         * are those up to some limit: find it by doubling, then halving. */
        int32_t ok = *c, bad = -1;
        for (int32_t step = 1; ok < cap; step *= 2) {
          *c = ok + step < cap ? ok + step : cap;
          if (!check_all(&S, ns, nn)) {
            bad = *c;
            break;
          }
          ok = *c;
        }
        while (bad >= 0 && bad - ok > 1) {
          *c = ok + (bad - ok) / 2;
          if (check_all(&S, ns, nn)) ok = *c;
          else bad = *c;
        }
        *c = ok;
        if (*c >= cap) *c = PL_DONT_CARE;
        else any = 1;
      }
      if (!any) L->waits[w].alive = 0;
    }
    if (!check_all(&S, ns, nn)) {
      pl_internal(L, "the pipelined schedule still has an unsatisfied consumer");
      rc = -1;
    }
    /* Groups still in flight after the epilogue are drained there. */
    for (int i = 0; i < nn && !rc && L->drain_wanted; i++) {
      S.check = 1;
      replay(&S, ns[i]);
      for (int q = 0; q < nq; q++)
        if (S.q[q].frontier < S.q[q].committed) L->drain[q] = 1;
    }
  }
  for (int q = 0; q < nq; q++) {
    free(S.q[q].gstart);
    free(S.q[q].ops);
  }
  free(S.q);
  free(S.wait_at);
  free(S.need);
  return rc;
}
