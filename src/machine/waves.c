/*
 * waves.c - the machine driven wave by wave (waves.h): transitions under
 * the machine's error handling, what a scheduler needs to know of barriers,
 * snapshots.
 */
#include "waves.h"

#include "machine_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The explorer bounds paths itself (depth); a machine never stops at a
 * statement count. */
#define NO_STEP_BOUND UINT64_MAX

mc_waves *mc_waves_new(const kir_kernel *k, const mc_inputs *in, const mc_waves_options *o, ww_diags *d) {
  mc_machine *m = ww_xmalloc(sizeof *m);
  mc_run_result *res = ww_xmalloc(sizeof *res);
  memset(res, 0, sizeof *res);
  mc_run_options opt;
  memset(&opt, 0, sizeof opt);
  opt.completion = MC_LATEST;
  opt.max_steps = NO_STEP_BOUND;
  mc_machine_init(m, k, k->cluster, &opt, res, d);
  m->cfg.target = o->target;
  m->cfg.record_events = o->record;
  m->cfg.stop_on_violation = 1;
  if (setjmp(m->fail)) {
    mc_waves_free(m);
    return NULL;
  }
  mc_load_inputs(m, in);
  for (int i = 0; i < m->cfg.nwaves; i++) mc_wave_start(m, &m->waves[i]);
  return m;
}

void mc_waves_free(mc_waves *m) {
  if (!m) return;
  mc_run_result *res = m->out.res;
  mc_machine_free(m);
  free(m);
  free(res);
}

int mc_waves_waves(const mc_waves *m) { return m->cfg.nwaves; }

mc_next mc_waves_next(const mc_waves *m, int w, const kir_stmt **s) {
  const mc_wave *wv = &m->waves[w];
  *s = NULL;
  switch (wv->status) {
  case MC_DONE: return MC_NEXT_DONE;
  case MC_BLOCKED:
    *s = wv->cur_stmt;
    return mc_wave_can_resume(m, wv) ? MC_NEXT_RESUME : MC_NEXT_BLOCKED;
  case MC_RUNNING: break;
  }
  *s = mc_wave_next(wv);
  return *s ? MC_NEXT_STMT : MC_NEXT_END;
}

mc_verdict mc_waves_step(mc_waves *m, int w) {
  mc_wave *wv = &m->waves[w];
  m->out.violation = MC_V_NONE;
  if (setjmp(m->fail)) return (mc_verdict)m->out.violation;
  /* resume, step and end each enter wv */
  if (wv->status == MC_BLOCKED) mc_wave_resume(m, wv);
  else if (wv->nframes) mc_wave_step(m, wv);
  else mc_wave_end(m, wv);
  return MC_OK;
}

int mc_waves_movable(const mc_waves *m, int w, uint64_t *serials, int max) {
  int n = 0;
  int64_t streams[64];
  uint64_t oldest[64];
  for (uint32_t s = 0; s < m->sh.nslots; s++) {
    const mc_op *op = m->sh.slots[s];
    if (!op->live || op->wave != w || op->write_done) continue;
    int i = 0;
    while (i < n && streams[i] != op->stream) i++;
    if (i == n) {
      if (n == (int)(sizeof streams / sizeof streams[0])) continue;   /* 64 queues in flight: enough */
      streams[n] = op->stream;
      oldest[n++] = op->serial;
    } else if (op->serial < oldest[i])
      oldest[i] = op->serial;
  }
  for (int i = 0; i < n && i < max; i++) serials[i] = oldest[i];
  return n;
}

int mc_waves_ops(const mc_waves *m, int w, uint64_t *serials, int max) {
  int n = 0;
  for (uint32_t s = 0; s < m->sh.nslots; s++) {
    const mc_op *op = m->sh.slots[s];
    if (!op->live || op->wave != w) continue;
    if (n < max) serials[n] = op->serial;
    n++;
  }
  return n;
}

static mc_op *op_of(const mc_waves *m, int w, uint64_t serial) {
  for (uint32_t s = 0; s < m->sh.nslots; s++)
    if (m->sh.slots[s]->live && m->sh.slots[s]->wave == w && m->sh.slots[s]->serial == serial) return m->sh.slots[s];
  return NULL;
}

const kir_stmt *mc_waves_op_stmt(const mc_waves *m, int w, uint64_t serial) {
  const mc_op *op = op_of(m, w, serial);
  return op ? op->stmt : NULL;
}

mc_verdict mc_waves_move(mc_waves *m, int w, uint64_t serial) {
  mc_op *op = op_of(m, w, serial);
  if (!op) ww_die("move: wave %d has no op %llu", w, (unsigned long long)serial);
  m->out.violation = MC_V_NONE;
  if (setjmp(m->fail)) return (mc_verdict)m->out.violation;
  mc_enter_wave(m, &m->waves[w]);
  mc_op_write(m, op);
  return MC_OK;
}

static void view(const mc_machine *m, const mc_barrier *b, mc_barrier_view *v) {
  v->instance = (int)(b - m->sh.barriers);
  v->hwid = b->hwid;
  v->init = b->init;
  v->arrived = b->arrived;
  v->expected = b->expected;
  v->phase = b->phase;
}

/* The object s acts on for wave w (as named: a named wait's redirection is
 * the machine's), or NULL. */
static mc_barrier *object_of(const mc_waves *m, int w, const kir_stmt *s) {
  int slot = s->kind == KS_BARRIER ? mc_bar_slot(m, KIR_BAR_WORKGROUP)
             : s->kind == KS_BAR_OP ? mc_bar_slot(m, s->u.bar.bar->hwid) : -1;
  return slot < 0 ? NULL : mc_bar_instance((mc_machine *)m, &m->waves[w], slot);
}

int mc_waves_arrival(const mc_waves *m, int w, const kir_stmt *s, mc_barrier_view *v) {
  if (s->kind != KS_BARRIER && !(s->kind == KS_BAR_OP && s->u.bar.op == KIR_BAR_ARRIVE && !s->u.bar.arg)) return 0;
  view(m, object_of(m, w, s), v);
  return 1;
}

int mc_waves_wait_fresh(const mc_waves *m, int w, const kir_stmt *s) {
  const mc_wave *wv = &m->waves[w];
  int slot = mc_bar_slot(m, s->u.bar.bar->hwid);
  int hwid = s->u.bar.bar->hwid;
  if (hwid >= KIR_BAR_NULL) {   /* a named wait waits on the named barrier joined last */
    slot = -1;
    for (int t = 0; t < m->cfg.nslots_bar; t++)
      if (m->cfg.slot_hwid[t] >= KIR_BAR_NULL && wv->bars[t].joined) slot = t;
    if (slot < 0) return 1;     /* undefined behaviour, whatever the others do */
  }
  const mc_barrier *b = mc_bar_instance((mc_machine *)m, wv, slot);
  return wv->bars[slot].gen == b->gen;
}

int mc_waves_waiting(const mc_waves *m, int w, mc_barrier_view *v, int64_t *target) {
  const mc_wave *wv = &m->waves[w];
  if (wv->status != MC_BLOCKED) return 0;
  view(m, mc_bar_instance((mc_machine *)m, wv, wv->wait_slot), v);
  *target = wv->wait_target;
  return 1;
}

int mc_waves_workgroup(const mc_waves *m, int w) { return m->waves[w].wg; }

int mc_waves_frames(const mc_waves *m, int w, mc_frame_view *out, int max) {
  const mc_wave *wv = &m->waves[w];
  for (int i = 0; i < wv->nframes && i < max; i++) {
    out[i].b = wv->frames[i].b;
    out[i].next = wv->frames[i].i;
    out[i].owner = wv->frames[i].s;
  }
  return wv->nframes;
}

int64_t mc_waves_outstanding(const mc_waves *m, int w) { return m->waves[w].outstanding; }

void mc_waves_describe_sync(const mc_waves *m, int w, const kir_stmt *s, ww_buf *out) {
  const mc_barrier *b = object_of(m, w, s);
  if (!b) return;
  ww_buf_printf(out, "barrier %d", b->hwid);
  if (b->wg >= 0 && m->cfg.nwg > 1) ww_buf_printf(out, " of workgroup %d", b->wg);
  if (b->hwid == KIR_BAR_NULL) return;
  if (!b->init) {
    ww_buf_puts(out, ": not initialised");
    return;
  }
  ww_buf_printf(out, ": arrive count %lld of %lld, phase %lld", (long long)b->arrived, (long long)b->expected,
                (long long)b->phase);
}

void mc_waves_save(const mc_waves *m, ww_buf *out) { mc_snapshot_save(m, out, 0); }

void mc_waves_restore(mc_waves *m, const char *data, size_t len) { mc_snapshot_restore(m, data, len); }

void mc_waves_report_deadlock(mc_waves *m) {
  ww_loc none = {m->cfg.src, 0, 0, 0};
  int first = 1;
  for (int i = 0; i < m->cfg.nwaves; i++) {
    const mc_wave *w = &m->waves[i];
    if (w->status != MC_BLOCKED) continue;
    const mc_barrier *b = mc_bar_instance(m, w, w->wait_slot);
    ww_buf t = {0};
    if (b->phase > w->wait_target) {
      /* sync.c's wait_phase: completed phases none of whose participants
       * the wave's join executes before are not the wait's */
      char range[64];
      if (b->phase - 1 > w->wait_target)
        snprintf(range, sizeof range, "phases %lld to %lld", (long long)w->wait_target, (long long)b->phase - 1);
      else
        snprintf(range, sizeof range, "phase %lld", (long long)w->wait_target);
      ww_buf_printf(&t, "%swave %d waits on barrier %d, whose %s completed with no arrival or drop its barrier_join "
                        "is ordered before (a wait takes part only in such a phase), and no wave can complete another "
                        "(arrive count %lld of %lld)",
                    first ? "deadlock: " : "", i, b->hwid, range, (long long)b->arrived, (long long)b->expected);
    }
    else
      ww_buf_printf(&t, "%swave %d waits for phase %lld of barrier %d (arrive count %lld of %lld), which no wave can "
                        "complete",
                    first ? "deadlock: " : "", i, (long long)w->wait_target, b->hwid, (long long)b->arrived,
                    (long long)b->expected);
    ww_diag_add(m->out.d, first ? WW_ERROR : WW_NOTE, w->cur_stmt->loc, w->cur_stmt->len, "%s", t.data);
    if (first) m->out.d->v[m->out.d->n - 1].category = "deadlock";
    ww_buf_free(&t);
    first = 0;
  }
  int done = 0;
  for (int i = 0; i < m->cfg.nwaves; i++) done += m->waves[i].status == MC_DONE;
  if (done)
    ww_diag_add(m->out.d, WW_NOTE, none, 0, "%d of the %d waves %s ended (the workgroup barrier counts their drops)",
                done, m->cfg.nwaves, done == 1 ? "has" : "have");
}
