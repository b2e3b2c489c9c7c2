/*
 * trace.c - the replay of a violating path on a fresh machine that keeps
 * what diagnostics need (the explorer's machine does not: it would cost
 * every state). The path's last transition raises the same violation again,
 * now with its notes; a deadlock is reported after the path. The last
 * `trace_limit` steps are kept for the trace, each with the barrier it acted
 * on, the wave's async operations in flight after it, and those it issued
 * and completed.
 *
 * The machine is deterministic, so a replay that does not end as the search
 * did is an internal error.
 */
#include "verify.h"

#include <stdlib.h>
#include <string.h>

static const char *violation_name(mc_verdict v) {
  switch (v) {
  case MC_OK: return "none";
  case MC_RACE: return "race";
  case MC_UB: return "undefined behaviour";
  case MC_DEADLOCK: return "deadlock";
  case MC_RUNTIME: return "run-time error";
  case MC_BOUND: return "bound";
  }
  return "?";
}

const char *vf_verify_kind_name(mc_verdict v) { return violation_name(v); }

/* Wave w's outstanding ops, issue numbers ascending (malloc'ed); returns
 * how many. */
static int wave_ops(const mc_waves *m, int w, uint64_t **out) {
  int n = mc_waves_ops(m, w, NULL, 0);
  uint64_t *v = ww_xmalloc((size_t)(n ? n : 1) * sizeof *v);
  mc_waves_ops(m, w, v, n);
  for (int i = 1; i < n; i++) /* insertion sort: few ops are outstanding */
    for (int j = i; j > 0 && v[j - 1] > v[j]; j--) {
      uint64_t t = v[j];
      v[j] = v[j - 1];
      v[j - 1] = t;
    }
  *out = v;
  return n;
}

static int has(const uint64_t *v, int n, uint64_t x) {
  for (int i = 0; i < n; i++)
    if (v[i] == x) return 1;
  return 0;
}

/* The step's issued ops (in after, not before), then its completed ones
 * (in before, not after): a step changes only its own wave's ops. */
static void op_changes(vf_trace_step *st, const uint64_t *before, int nb, const uint64_t *after, int na) {
  st->ops = ww_xmalloc((size_t)(na + nb + 1) * sizeof *st->ops);
  st->nissued = st->ncompleted = 0;
  for (int i = 0; i < na; i++)
    if (!has(before, nb, after[i])) st->ops[st->nissued++] = after[i];
  for (int i = 0; i < nb; i++)
    if (!has(after, na, before[i])) st->ops[st->nissued + st->ncompleted++] = before[i];
}

void vf_verify_replay(const kir_kernel *k, const mc_inputs *in, const vf_verify_options *o,
                       const vf_transition *path, uint64_t n, mc_verdict kind, vf_verify_result *r,
                       ww_diags *d) {
  mc_waves_options mo = {o->target, 1};
  mc_waves *m = mc_waves_new(k, in, &mo, d);
  if (!m) ww_die("verify: the replay's machine failed to start");
  int limit = o->trace_limit ? o->trace_limit : VF_VERIFY_TRACE_LIMIT;
  uint64_t from = n > (uint64_t)limit ? n - (uint64_t)limit : 0;
  r->steps = ww_xmalloc((size_t)(n - from + 1) * sizeof *r->steps);
  r->nsteps = 0;
  mc_verdict last = MC_OK;
  for (uint64_t i = 0; i < n; i++) {
    vf_transition t = path[i];
    const kir_stmt *s = NULL;
    vf_step_kind sk = VF_STEP_MOVE;
    if (t.move) s = mc_waves_op_stmt(m, t.wave, t.serial);
    else {
      mc_next nx = mc_waves_next(m, t.wave, &s);
      sk = nx == MC_NEXT_END ? VF_STEP_END : nx == MC_NEXT_RESUME ? VF_STEP_RESUME : VF_STEP_STMT;
    }
    uint64_t *before = NULL, *after = NULL;
    int nb = i >= from ? wave_ops(m, t.wave, &before) : 0;
    mc_verdict v = t.move ? mc_waves_move(m, t.wave, t.serial) : mc_waves_step(m, t.wave);
    if (v != MC_OK && (i + 1 != n || v != kind))
      ww_die("verify: the replay of step %llu ended with '%s', the search with '%s'", (unsigned long long)(i + 1),
             violation_name(v), violation_name(kind));
    last = v;
    if (i < from) continue;
    vf_trace_step *st = &r->steps[r->nsteps++];
    int na = wave_ops(m, t.wave, &after);
    op_changes(st, before, nb, after, na);
    free(before);
    free(after);
    st->index = i + 1;
    st->wave = t.wave;
    st->kind = sk;
    st->stmt = s;
    st->sync = NULL;
    st->in_flight = mc_waves_outstanding(m, t.wave);
    if (s && sk != VF_STEP_MOVE) {
      ww_buf b = {0};
      mc_waves_describe_sync(m, t.wave, s, &b);
      st->sync = b.data;
    }
  }
  if (kind == MC_DEADLOCK) mc_waves_report_deadlock(m);
  else if (last != kind)
    ww_die("verify: the replay of %llu steps found no '%s'", (unsigned long long)n, violation_name(kind));
  mc_waves_free(m);
}
