/*
 * sync.c - barriers and fences: LLVM's barrier execution model made
 * operational (docs/verify.md has the rules and how each is kept).
 *
 * A barrier object has an expected and an arrive count. An arrive (or a
 * drop, which lowers the expected count) that makes them equal completes the
 * phase: the arrive count goes back to 0 and the phase number up. The
 * operations that took part (the model's barrier-participates-in) are the
 * arrivals and drops of that phase, so the participant sets are contiguous
 * intervals of the object's modification order by construction. Each wave
 * remembers per object the phase its next wait waits for: the phase of its
 * last arrival, else the one in progress when it joined or last waited. A
 * wait rests the wave in it; the wave resumes, in a step of its own, once
 * that phase has completed (at once in `run`, which deadlocks when it has
 * not: no other wave can complete it).
 *
 * Execution order (barrier-executes-before): every wave has a vector clock
 * `ec` of barrier operations; a phase gathers its participants' clocks and a
 * wait of that phase joins them. The same path carries memory order: a
 * release fence adds what the wave knows (its `vc`) to `xr`, the releases
 * ordered before it; arrivals carry `xr` into the phase and waits out of it;
 * an acquire fence takes the releases whose scope reaches it into `vc`
 * (hb.c then compares accesses against `vc`). So a release fence before an
 * arrive synchronizes with an acquire fence after a wait exactly when the
 * arrive barrier-executes-before the wait and both scopes include the other
 * wave.
 *
 * Undefined behaviour in the model ends the run as a violation (verifier)
 * or a run-time error (run): a modification of a named barrier before its
 * init; an init not ordered with another wave's modification; an expected
 * count update not above the arrive count; a drop below zero, or without a
 * join, or after an arrival whose phase has not completed; a wait without a
 * join; two waves of one
 * workgroup arriving at the cluster barrier in one phase. A wait that never
 * completes is a deadlock (the verifier's, or run's error); so is a wait
 * whose join is ordered before no participant of any completed phase from
 * the one it waits for on (wait_phase: 004's footnote).
 */
#include "machine_internal.h"

#include "../kir/walk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define UB_TEXT_MAX 512   /* an undefined behaviour's message */
/* The hardware's count fields (reference 004, GFX12 table): s_barrier_init
 * takes the expected count in the upper half of m0 (16 bits), an arrive's
 * update in m0[22:16] (7 bits, 0: no update). */
#define BAR_INIT_COUNT_MAX 65535
#define BAR_UPDATE_COUNT_MAX 127

/* ---- slots and instances ---- */

typedef struct used_ids {
  int used[KIR_BAR_NAMED_MAX - KIR_BAR_ID_MIN + 1];
} used_ids;

static int used_enter(kir_walker *w, kir_stmt *s) {
  used_ids *u = w->ctx;
  if (s->kind == KS_BAROBJ) u->used[s->u.barobj->hwid - KIR_BAR_ID_MIN] = 1;
  if (s->kind == KS_BAR_OP && s->u.bar.bar->hwid >= KIR_BAR_ID_MIN && s->u.bar.bar->hwid <= KIR_BAR_NAMED_MAX)
    u->used[s->u.bar.bar->hwid - KIR_BAR_ID_MIN] = 1;
  return 1;
}

static int is_cluster_id(int hwid) { return hwid == KIR_BAR_CLUSTER || hwid == KIR_BAR_CLUSTER_TRAP; }
static int is_named(int hwid) { return hwid >= KIR_BAR_NULL && hwid <= KIR_BAR_NAMED_MAX; }

size_t mc_xr_words(const mc_machine *m) { return (size_t)MC_NSPACES * (size_t)m->cfg.nlevels * (size_t)m->cfg.nwaves; }
#define xr_words mc_xr_words

static mc_clock *clocks(size_t n) {
  mc_clock *c = ww_xmalloc((n ? n : 1) * sizeof *c);
  memset(c, 0, (n ? n : 1) * sizeof *c);
  return c;
}

void mc_sync_init(mc_machine *m) {
  used_ids u;
  memset(&u, 0, sizeof u);
  u.used[KIR_BAR_WORKGROUP - KIR_BAR_ID_MIN] = 1;   /* barrier() and the drops at wave ends */
  if (m->cfg.nwg > 1) u.used[KIR_BAR_CLUSTER - KIR_BAR_ID_MIN] = 1;
  kir_walker w = {.enter = used_enter, .ctx = &u};
  kir_walk_const_block(&w, &m->cfg.k->body);
  int n = 0;
  for (int i = 0; i < (int)(sizeof u.used / sizeof u.used[0]); i++) {
    m->cfg.slot_of[i] = u.used[i] ? n : -1;
    n += u.used[i];
  }
  m->cfg.nslots_bar = n;
  m->cfg.slot_hwid = ww_xmalloc((size_t)n * sizeof *m->cfg.slot_hwid);
  m->cfg.slot_inst = ww_xmalloc((size_t)n * sizeof *m->cfg.slot_inst);
  m->cfg.nlevels = m->cfg.nwg + 1;
  int total = 0;
  for (int i = 0; i < (int)(sizeof u.used / sizeof u.used[0]); i++) {
    if (m->cfg.slot_of[i] < 0) continue;
    int hwid = i + KIR_BAR_ID_MIN, slot = m->cfg.slot_of[i];
    m->cfg.slot_hwid[slot] = hwid;
    m->cfg.slot_inst[slot] = total;
    total += is_cluster_id(hwid) ? 1 : m->cfg.nwg;
  }
  m->sh.nbarriers = total;
  m->sh.barriers = ww_xmalloc((size_t)(total ? total : 1) * sizeof *m->sh.barriers);
  memset(m->sh.barriers, 0, (size_t)(total ? total : 1) * sizeof *m->sh.barriers);
  for (int slot = 0; slot < n; slot++) {
    int hwid = m->cfg.slot_hwid[slot];
    int count = is_cluster_id(hwid) ? 1 : m->cfg.nwg;
    for (int j = 0; j < count; j++) {
      mc_barrier *b = &m->sh.barriers[m->cfg.slot_inst[slot] + j];
      b->hwid = hwid;
      b->wg = is_cluster_id(hwid) ? -1 : j;
      /* The workgroup and cluster barriers are initialised at launch with
       * the waves of the workgroup / the workgroups of the cluster; the NULL
       * barrier needs none (its operations other than join do nothing). */
      b->init = !is_named(hwid) || hwid == KIR_BAR_NULL;
      b->expected = is_cluster_id(hwid) ? m->cfg.nwg : is_named(hwid) ? 0 : m->cfg.k->waves;
      b->init_wave = -1;
      b->acc_e = clocks((size_t)m->cfg.nwaves);
      b->acc_seen = ww_xmalloc((size_t)(total ? total : 1) * sizeof *b->acc_seen);
      memset(b->acc_seen, 0, (size_t)(total ? total : 1) * sizeof *b->acc_seen);
      b->acc_x = clocks(xr_words(m));
      b->mods = clocks((size_t)m->cfg.nwaves);
    }
  }
  for (int i = 0; i < m->cfg.nwaves; i++) {
    mc_wave *wv = &m->waves[i];
    wv->bars = ww_xmalloc((size_t)(n ? n : 1) * sizeof *wv->bars);
    memset(wv->bars, 0, (size_t)(n ? n : 1) * sizeof *wv->bars);
    for (int slot = 0; slot < n; slot++) {
      mc_wbar *wb = &wv->bars[slot];
      /* Every wave joins the workgroup and cluster barriers at launch. */
      wb->joined = !is_named(m->cfg.slot_hwid[slot]);
      wb->arrived_phase = -1;
    }
    wv->vc = clocks((size_t)MC_NSPACES * (size_t)m->cfg.nwaves);
    wv->xr = clocks(xr_words(m));
    wv->ec = clocks((size_t)m->cfg.nwaves);
    wv->seen = ww_xmalloc((size_t)(total ? total : 1) * sizeof *wv->seen);
    memset(wv->seen, 0, (size_t)(total ? total : 1) * sizeof *wv->seen);
    for (int s = 0; s < MC_NSPACES; s++) wv->vc[s * m->cfg.nwaves + i] = 1;
    wv->ec[i] = 1;
  }
}

void mc_sync_free(mc_machine *m) {
  for (int i = 0; i < m->sh.nbarriers; i++) {
    free(m->sh.barriers[i].acc_e);
    free(m->sh.barriers[i].acc_x);
    free(m->sh.barriers[i].mods);
    free(m->sh.barriers[i].hist_e);
    free(m->sh.barriers[i].hist_x);
    free(m->sh.barriers[i].acc_seen);
    free(m->sh.barriers[i].hist_seen);
  }
  free(m->sh.barriers);
  for (int i = 0; i < m->cfg.nwaves; i++) {
    mc_wave *w = &m->waves[i];
    free(w->bars);
    free(w->vc);
    free(w->xr);
    free(w->ec);
    free(w->seen);
  }
  free(m->cfg.slot_hwid);
  free(m->cfg.slot_inst);
}

int mc_bar_slot(const mc_machine *m, int hwid) { return m->cfg.slot_of[hwid - KIR_BAR_ID_MIN]; }

mc_barrier *mc_bar_instance(mc_machine *m, const mc_wave *w, int slot) {
  int hwid = m->cfg.slot_hwid[slot];
  return &m->sh.barriers[m->cfg.slot_inst[slot] + (is_cluster_id(hwid) ? 0 : w->wg)];
}

/* ---- clocks ---- */

static void join(mc_clock *dst, const mc_clock *src, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (src[i] > dst[i]) dst[i] = src[i];
}

static void join_seen(int64_t *dst, const int64_t *src, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (src[i] > dst[i]) dst[i] = src[i];
}

/* One more barrier operation of the current wave. */
static void tick(mc_machine *m) { m->w->ec[m->w->id]++; }

/* ---- undefined behaviour ---- */

static const char *bar_text(const mc_barrier *b) {
  switch (b->hwid) {
  case KIR_BAR_WORKGROUP: return "the workgroup barrier (-1)";
  case KIR_BAR_CLUSTER: return "the cluster barrier (-3)";
  case KIR_BAR_NULL: return "the NULL barrier (0)";
  default: return "named barrier";
  }
}

/* "named barrier 3" or "the workgroup barrier (-1)" */
static void bar_name(ww_buf *t, const mc_barrier *b) {
  if (is_named(b->hwid) && b->hwid != KIR_BAR_NULL) ww_buf_printf(t, "named barrier %d", b->hwid);
  else ww_buf_puts(t, bar_text(b));
}

WW_NORETURN static void ub(mc_machine *m, const kir_stmt *s, const mc_barrier *b, const char *fmt, ...)
    WW_PRINTF(4, 5);
static void ub(mc_machine *m, const kir_stmt *s, const mc_barrier *b, const char *fmt, ...) {
  /* On the stack: mc_violation does not return, so a heap buffer would leak. */
  char text[UB_TEXT_MAX];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  if (b) {
    ww_buf t = {0};
    bar_name(&t, b);
    size_t n = strlen(text);
    snprintf(text + n, sizeof text - n, " (%s: arrive count %lld of %lld, phase %lld)", t.data, (long long)b->arrived,
             (long long)b->expected, (long long)b->phase);
    ww_buf_free(&t);
  }
  ww_loc none = {m->cfg.src, 0, 0, 0};
  mc_violation(m, MC_V_UB, s ? s->loc : none, s ? s->len : 0, "%s", text);
}

/* An init must be ordered (barrier-executes-before) with every other
 * wave's modification of the object, before it or after it. */
static void check_init_order(mc_machine *m, const kir_stmt *s, mc_barrier *b, int is_init) {
  const mc_wave *w = m->w;
  if (b->init_wave >= 0 && b->init_wave != w->id && b->init_clock > w->ec[b->init_wave])
    ub(m, s, b, "this %s is not ordered with wave %d's barrier_init (neither executes before the other)",
       is_init ? "barrier_init" : "modification", b->init_wave);
  if (!is_init) return;
  for (int u = 0; u < m->cfg.nwaves; u++)
    if (u != w->id && b->mods[u] > w->ec[u])
      ub(m, s, b, "this barrier_init is not ordered with wave %d's modification of the object (neither executes "
                  "before the other)", u);
}

/* ---- phases ---- */

/* Forgets the completed phases of b that no joined, running wave of its
 * scope may wait for any more (a wave's next wait is for its observed phase
 * or a later one). Keeps the state canonical. */
static void trim(mc_machine *m, mc_barrier *b, int slot) {
  int64_t lo = b->phase;
  for (int i = 0; i < m->cfg.nwaves; i++) {
    const mc_wave *v = &m->waves[i];
    if (v->status == MC_DONE || (b->wg >= 0 && v->wg != b->wg) || !v->bars[slot].joined) continue;
    if (v->bars[slot].observed < lo) lo = v->bars[slot].observed;
  }
  int64_t drop = lo - b->hist_first;
  if (drop <= 0 || !b->nhist) return;
  if (drop >= b->nhist) {
    b->nhist = 0;
    b->hist_first = lo;
    return;
  }
  size_t n = (size_t)m->cfg.nwaves, x = xr_words(m), k = (size_t)drop, left = (size_t)b->nhist - k;
  memmove(b->hist_e, b->hist_e + k * n, left * n * sizeof *b->hist_e);
  memmove(b->hist_x, b->hist_x + k * x, left * x * sizeof *b->hist_x);
  size_t nb = (size_t)m->sh.nbarriers;
  memmove(b->hist_seen, b->hist_seen + k * nb, left * nb * sizeof *b->hist_seen);
  b->nhist = (int)left;
  b->hist_first = lo;
}

void mc_sync_trim(mc_machine *m, const mc_wave *w) {
  for (int slot = 0; slot < m->cfg.nslots_bar; slot++) trim(m, mc_bar_instance(m, w, slot), slot);
}

/* The phase in progress completes: its participants' clocks are kept for
 * the waits of that phase, and the next phase begins. */
static void complete_phase(mc_machine *m, mc_barrier *b, int slot) {
  size_t n = (size_t)m->cfg.nwaves, x = xr_words(m);
  if (!b->nhist) b->hist_first = b->phase;
  if (b->nhist == b->caphist) {
    b->caphist = b->caphist ? 2 * b->caphist : 4;
    b->hist_e = ww_xrealloc(b->hist_e, (size_t)b->caphist * n * sizeof *b->hist_e);
    b->hist_x = ww_xrealloc(b->hist_x, (size_t)b->caphist * (x ? x : 1) * sizeof *b->hist_x);
    b->hist_seen = ww_xrealloc(b->hist_seen, (size_t)b->caphist * (size_t)m->sh.nbarriers * sizeof *b->hist_seen);
  }
  memcpy(b->hist_seen + (size_t)b->nhist * (size_t)m->sh.nbarriers, b->acc_seen,
         (size_t)m->sh.nbarriers * sizeof *b->acc_seen);
  memset(b->acc_seen, 0, (size_t)m->sh.nbarriers * sizeof *b->acc_seen);
  memcpy(b->hist_e + (size_t)b->nhist * n, b->acc_e, n * sizeof *b->acc_e);
  memcpy(b->hist_x + (size_t)b->nhist * x, b->acc_x, x * sizeof *b->acc_x);
  b->nhist++;
  b->phase++;
  b->arrived = 0;
  b->wg_arrived = 0;
  memset(b->acc_e, 0, n * sizeof *b->acc_e);
  memset(b->acc_x, 0, x * sizeof *b->acc_x);
  trim(m, b, slot);
}

/* An arrival or a drop takes part in the phase in progress. */
static void participate(mc_machine *m, mc_barrier *b) {
  int64_t *seen = &m->w->seen[b - m->sh.barriers];
  if (*seen < b->phase + 1) *seen = b->phase + 1;
  join_seen(b->acc_seen, m->w->seen, (size_t)m->sh.nbarriers);
  join(b->acc_e, m->w->ec, (size_t)m->cfg.nwaves);
  join(b->acc_x, m->w->xr, xr_words(m));
  b->mods[m->w->id] = m->w->ec[m->w->id];
}

/* The object an operation acts on: a wait on a named barrier waits on the
 * named barrier the wave joined last (the ISA's rule), whatever it names. */
static int target_slot(mc_machine *m, const kir_stmt *s, int slot, kir_bar_op op) {
  int hwid = m->cfg.slot_hwid[slot];
  if (op != KIR_BAR_WAIT || !is_named(hwid)) return slot;
  for (int t = 0; t < m->cfg.nslots_bar; t++)
    if (is_named(m->cfg.slot_hwid[t]) && m->w->bars[t].joined) return t;
  /* The GFX12 table: every operation on the NULL barrier but join is a
   * no-op, so a wait on it with nothing joined does nothing (as its drop). */
  if (hwid == KIR_BAR_NULL) return slot;
  ub(m, s, NULL, "barrier_wait on %s%d without a join: a wave waits on the named barrier it joined last, and it "
                 "joined none",
     hwid == KIR_BAR_NULL ? "the NULL barrier " : "named barrier ", hwid);
}

/* ---- the operations ---- */

static void finish_wait(mc_machine *m, mc_wave *w, int slot, int64_t target) {
  mc_barrier *b = mc_bar_instance(m, w, slot);
  int64_t i = target - b->hist_first;
  if (i < 0 || i >= b->nhist)
    ww_die("sync: wave %d waits for phase %lld of barrier %d, whose clocks are gone", w->id, (long long)target,
           b->hwid);
  const mc_clock *in_e = b->hist_e + (size_t)i * (size_t)m->cfg.nwaves;
  join(w->ec, in_e, (size_t)m->cfg.nwaves);
  join(w->xr, b->hist_x + (size_t)i * xr_words(m), xr_words(m));
  join_seen(w->seen, b->hist_seen + (size_t)i * (size_t)m->sh.nbarriers, (size_t)m->sh.nbarriers);
  mc_wbar *wb = &w->bars[slot];
  wb->observed = target + 1;
  wb->arrived_phase = -1;
  tick(m); /* w's own: it is m->w (mc_wave_resume) */
  trim(m, b, slot);
}

/* The phase a blocked wave's wait takes part in, or -1 while there is none
 * yet. Reference 004: the wait's join must barrier-execute-before some
 * participant of the wait, and (its footnote) of the ways to build
 * barrier-participates-in only the one satisfying every constraint counts.
 * So a completed phase none of whose arrivals or drops the join executes
 * before is not the wait's: the wait is the first completed phase from its
 * target on that has such a participant (a later phase, when the join is
 * ordered before its arrivals only). A phase that never comes leaves the
 * wait incomplete: undefined behaviour, reported as a deadlock. The answer
 * is fixed once a phase qualifies (completed phases do not change), so the
 * resumption stays enabled and commutes with other waves' operations. */
static int64_t wait_phase(const mc_machine *m, const mc_wave *w) {
  const mc_barrier *b = mc_bar_instance((mc_machine *)m, w, w->wait_slot);
  mc_clock jc = w->bars[w->wait_slot].join_clock;
  for (int64_t p = w->wait_target; p < b->phase; p++) {
    int64_t i = p - b->hist_first;
    if (i < 0 || i >= b->nhist) continue;
    /* the participants' joined clocks say whether one saw the join */
    if (!jc || b->hist_e[(size_t)i * (size_t)m->cfg.nwaves + (size_t)w->id] >= jc) return p;
  }
  return -1;
}

/* Waits on the object of slot: the wave rests in the wait, even when its
 * phase has completed already, and resumes in a step of its own (acquire:
 * barrier()'s fence after it). So the state after a wait and other waves'
 * arrivals does not depend on their order (the verifier lets them commute;
 * `run` resumes at once). */
static void wait_on(mc_machine *m, const kir_stmt *s, int slot, int acquire) {
  mc_wave *w = m->w;
  mc_barrier *b = mc_bar_instance(m, w, slot);
  mc_wbar *wb = &w->bars[slot];
  if (b->hwid == KIR_BAR_NULL) return;
  if (!wb->joined)
    ub(m, s, b, "barrier_wait without a join (the wave dropped the object, or never joined it)");
  /* 004: operating on an uninitialised object is undefined (not a wait
   * that never completes) */
  if (!b->init) ub(m, s, b, "barrier_wait before any barrier_init: the object is not initialised");
  if (wb->gen != b->gen && b->phase <= wb->observed) {
    /* an init since, and the phase the wave saw has not completed: its
     * arrivals count for nothing, it waits for the next completion (a
     * phase that completed before the init still ends the wait) */
    wb->observed = b->phase;
    wb->gen = b->gen;
  }
  /* Reference 004: no barrier operation between the wave's arrival and
   * this wait may take part in a phase other than the wait's. An operation
   * executed before the wait that took part in a later phase (seen through
   * another barrier) makes the wait that phase's. */
  int64_t target = wb->observed;
  if (w->seen[b - m->sh.barriers] - 1 > target) target = w->seen[b - m->sh.barriers] - 1;
  wb->observed = target;
  w->status = MC_BLOCKED;
  w->wait_slot = slot;
  w->wait_target = target;
  w->wait_acquire = acquire;
}

int mc_wave_can_resume(const mc_machine *m, const mc_wave *w) {
  if (w->status != MC_BLOCKED) return 0;
  return wait_phase(m, w) >= 0;
}

void mc_wave_resume(mc_machine *m, mc_wave *w) {
  mc_enter_wave(m, w);
  w->status = MC_RUNNING;
  finish_wait(m, w, w->wait_slot, wait_phase(m, w));
  if (w->wait_acquire) mc_fence_acquire(m, KIR_SS_WORKGROUP, KIR_SPACES_ALL);
  mc_wave_settle(m, w);
}

static void arrive(mc_machine *m, const kir_stmt *s, int slot, const kir_expr *count) {
  mc_wave *w = m->w;
  mc_barrier *b = mc_bar_instance(m, w, slot);
  if (b->hwid == KIR_BAR_NULL) return;
  if (!b->init) ub(m, s, b, "barrier_arrive before any barrier_init: the first modification of a barrier must be an init");
  check_init_order(m, s, b, 0);
  if (is_cluster_id(b->hwid)) {
    if (b->wg_arrived >> w->wg & 1)
      ub(m, s, b, "a second wave of workgroup %d arrives at the cluster barrier in one phase (one wave arrives for "
                  "its workgroup)", w->wg);
    b->wg_arrived |= 1u << w->wg;
  }
  int64_t e = count ? mc_eval_int(m, count) : 0;
  if (e < 0 || e > BAR_UPDATE_COUNT_MAX)
    mc_fail(m, count->loc, mc_expr_len(m, count),
            "the expected-count update %lld does not fit the arrive's 7-bit field (0..%d, 0: no update)",
            (long long)e, BAR_UPDATE_COUNT_MAX);
  /* The GFX12 table: a zero count field means no update. */
  if (e) {
    /* The model: the new expected count may not be <= the arrive count
     * (this arrival not counted yet). */
    if (e <= b->arrived)
      ub(m, s, b, "barrier_arrive sets the expected count to %lld, not above the arrive count %lld", (long long)e,
         (long long)b->arrived);
    b->expected = e;
  }
  tick(m);
  participate(m, b);
  mc_wbar *wb = &w->bars[slot];
  wb->observed = b->phase;
  wb->gen = b->gen;
  wb->arrived_phase = b->phase;
  if (++b->arrived == b->expected) complete_phase(m, b, slot);
}

/* A drop: explicit, or the implicit one at a wave's end. */
static void drop(mc_machine *m, const kir_stmt *s, int slot) {
  mc_wave *w = m->w;
  mc_barrier *b = mc_bar_instance(m, w, slot);
  mc_wbar *wb = &w->bars[slot];
  if (b->hwid == KIR_BAR_NULL) return;
  if (!wb->joined) ub(m, s, b, "barrier_drop without a join");
  if (!b->init) ub(m, s, b, "barrier_drop before any barrier_init: the first modification of a barrier must be an init");
  check_init_order(m, s, b, 0);
  if (wb->arrived_phase == b->phase && wb->gen == b->gen)
    ub(m, s, b, "%s after this wave's arrival, before that phase completed",
       s ? "a drop" : "the wave ends (dropping the barrier)");
  if (b->expected - 1 < 0) ub(m, s, b, "the drop makes the expected count negative");
  tick(m);
  participate(m, b);
  wb->joined = 0;
  b->expected--;
  if (b->arrived == b->expected) complete_phase(m, b, slot);
}

static void init(mc_machine *m, const kir_stmt *s, int slot) {
  mc_wave *w = m->w;
  mc_barrier *b = mc_bar_instance(m, w, slot);
  int64_t k = mc_eval_int(m, s->u.bar.arg);
  if (b->hwid == KIR_BAR_NULL) return;
  if (k < 1) ub(m, s, b, "barrier_init with the count %lld: the expected count is positive", (long long)k);
  if (k > BAR_INIT_COUNT_MAX)
    mc_fail(m, s->u.bar.arg->loc, mc_expr_len(m, s->u.bar.arg),
            "the expected count %lld does not fit barrier_init's 16-bit field (at most %d)", (long long)k,
            BAR_INIT_COUNT_MAX);
  check_init_order(m, s, b, 1);
  tick(m);
  b->init = 1;
  b->expected = k;
  b->arrived = 0;
  b->gen++;
  b->wg_arrived = 0;
  memset(b->acc_e, 0, (size_t)m->cfg.nwaves * sizeof *b->acc_e);
  memset(b->acc_x, 0, xr_words(m) * sizeof *b->acc_x);
  memset(b->mods, 0, (size_t)m->cfg.nwaves * sizeof *b->mods);
  memset(b->acc_seen, 0, (size_t)m->sh.nbarriers * sizeof *b->acc_seen);
  b->init_wave = w->id;
  b->init_clock = w->ec[w->id];
}

static void join_op(mc_machine *m, int slot) {
  mc_wave *w = m->w;
  mc_barrier *b = mc_bar_instance(m, w, slot);
  tick(m);
  /* Named barriers 0..16 are mutually exclusive: joining one leaves the
   * others. */
  if (is_named(b->hwid))
    for (int t = 0; t < m->cfg.nslots_bar; t++)
      if (is_named(m->cfg.slot_hwid[t])) w->bars[t].joined = 0;
  mc_wbar *wb = &w->bars[slot];
  wb->joined = 1;
  wb->join_clock = w->ec[w->id];
  wb->observed = b->phase;
  wb->gen = b->gen;
  wb->arrived_phase = -1;
}

void mc_exec_bar_op(mc_machine *m, const kir_stmt *s) {
  int slot = mc_bar_slot(m, s->u.bar.bar->hwid);
  switch (s->u.bar.op) {
  case KIR_BAR_WAIT: wait_on(m, s, target_slot(m, s, slot, KIR_BAR_WAIT), 0); break;
  case KIR_BAR_INIT: init(m, s, slot); break;
  case KIR_BAR_JOIN: join_op(m, slot); break;
  case KIR_BAR_DROP: drop(m, s, slot); break;
  case KIR_BAR_ARRIVE: arrive(m, s, slot, s->u.bar.arg); break;
  }
  mc_sync_trim(m, m->w);
}

/* barrier(): HIP's __syncthreads(): release, arrive, wait, acquire. */
void mc_exec_barrier(mc_machine *m, const kir_stmt *s) {
  /* The back-off rule is s_barrier's (GFX6-11); GFX12+ lower barrier() to
   * s_barrier_signal/s_barrier_wait, which need none (gfx1250 lacks the
   * feature, as barrier_arrive(-1) with an operation outstanding is fine). */
  if (m->cfg.target && !m->cfg.target->back_off_barrier && !m->cfg.target->has_split_barrier && m->w->outstanding)
    ub(m, s, NULL, "barrier() with %lld async %s outstanding: %s has no back-off barrier, so s_barrier needs "
                   "every memory operation complete",
       (long long)m->w->outstanding, m->w->outstanding == 1 ? "operation" : "operations", m->cfg.target->name);
  int slot = mc_bar_slot(m, KIR_BAR_WORKGROUP);
  mc_fence_release(m, KIR_SS_WORKGROUP, KIR_SPACES_ALL);
  arrive(m, s, slot, NULL);
  wait_on(m, s, slot, 1);
  mc_sync_trim(m, m->w);
}

/* The drops of a wave's end: the workgroup barrier, and the cluster barrier
 * when the last wave of its workgroup ends (it arrives for its workgroup). */
void mc_wave_end_drops(mc_machine *m) {
  mc_wave *w = m->w;
  int slot = mc_bar_slot(m, KIR_BAR_WORKGROUP);
  if (w->bars[slot].joined) drop(m, NULL, slot);
  slot = mc_bar_slot(m, KIR_BAR_CLUSTER);
  if (slot < 0 || !w->bars[slot].joined) return;
  for (int i = 0; i < m->cfg.nwaves; i++)
    if (i != w->id && m->waves[i].wg == w->wg && m->waves[i].status != MC_DONE) return;
  drop(m, NULL, slot);
}

/* ---- fences ---- */

void mc_fence_release(mc_machine *m, kir_sync_scope scope, unsigned spaces) {
  mc_wave *w = m->w;
  if (!m->cfg.hb || scope == KIR_SS_WAVEFRONT) return;
  size_t n = (size_t)m->cfg.nwaves;
  for (int s = 0; s < MC_NSPACES; s++) {
    if (!(spaces & (1u << s))) continue;
    join(w->xr + ((size_t)s * m->cfg.nlevels + (size_t)w->wg) * n, w->vc + (size_t)s * n, n);
    if (scope >= KIR_SS_CLUSTER) join(w->xr + ((size_t)s * m->cfg.nlevels + (size_t)m->cfg.nwg) * n, w->vc + (size_t)s * n, n);
  }
  /* Accesses from now on are after this release. */
  for (int s = 0; s < MC_NSPACES; s++) w->vc[(size_t)s * n + (size_t)w->id]++;
}

void mc_fence_acquire(mc_machine *m, kir_sync_scope scope, unsigned spaces) {
  mc_wave *w = m->w;
  if (!m->cfg.hb || scope == KIR_SS_WAVEFRONT) return;
  size_t n = (size_t)m->cfg.nwaves;
  for (int s = 0; s < MC_NSPACES; s++) {
    if (!(spaces & (1u << s))) continue;
    join(w->vc + (size_t)s * n, w->xr + ((size_t)s * m->cfg.nlevels + (size_t)w->wg) * n, n);
    if (scope >= KIR_SS_CLUSTER) join(w->vc + (size_t)s * n, w->xr + ((size_t)s * m->cfg.nlevels + (size_t)m->cfg.nwg) * n, n);
  }
}

void mc_exec_fence(mc_machine *m, const kir_stmt *s) {
  kir_fence_order o = s->u.fence.order;
  if (o == KIR_ACQUIRE || o == KIR_ACQ_REL || o == KIR_SEQ_CST) mc_fence_acquire(m, s->u.fence.scope, s->u.fence.spaces);
  if (o == KIR_RELEASE || o == KIR_ACQ_REL || o == KIR_SEQ_CST) mc_fence_release(m, s->u.fence.scope, s->u.fence.spaces);
}
