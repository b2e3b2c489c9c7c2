/*
 * trace.c - the replay of a violating path on a fresh machine that keeps
 * what diagnostics need (the explorer's machine does not: it would cost
 * every state). The path's last transition raises the same violation again,
 * now with its notes; a deadlock is reported after the path. The last
 * `trace_limit` steps are kept for the trace, each with the barrier it acted
 * on and the wave's async operations in flight after it.
 *
 * The machine is deterministic, so a replay that does not end as the search
 * did is an internal error.
 */
#include "verify.h"

#include <stdlib.h>
#include <string.h>

static const char *violation_name(kir_violation v) {
  switch (v) {
  case KIR_OK: return "none";
  case KIR_RACE: return "race";
  case KIR_UB: return "undefined behaviour";
  case KIR_DEADLOCK: return "deadlock";
  case KIR_RUNTIME: return "run-time error";
  case KIR_BOUND: return "bound";
  }
  return "?";
}

const char *kir_verify_kind_name(kir_violation v) { return violation_name(v); }

void kir_verify_replay(const kir_kernel *k, const kir_inputs *in, const kir_verify_options *o,
                       const kir_transition *path, uint64_t n, kir_violation kind, kir_verify_result *r,
                       ww_diags *d) {
  kir_machine_options mo = {o->target, 1};
  kir_machine *m = kir_machine_new(k, in, &mo, d);
  if (!m) ww_die("verify: the replay's machine failed to start");
  int limit = o->trace_limit ? o->trace_limit : KIR_VERIFY_TRACE_LIMIT;
  uint64_t from = n > (uint64_t)limit ? n - (uint64_t)limit : 0;
  r->steps = ww_xmalloc((size_t)(n - from + 1) * sizeof *r->steps);
  r->nsteps = 0;
  kir_violation last = KIR_OK;
  for (uint64_t i = 0; i < n; i++) {
    kir_transition t = path[i];
    const kir_stmt *s = NULL;
    kir_step_kind sk = KIR_STEP_MOVE;
    if (t.move) s = kir_machine_op_stmt(m, t.wave, t.serial);
    else {
      kir_next nx = kir_machine_next(m, t.wave, &s);
      sk = nx == KIR_NEXT_END ? KIR_STEP_END : nx == KIR_NEXT_RESUME ? KIR_STEP_RESUME : KIR_STEP_STMT;
    }
    kir_violation v = t.move ? kir_machine_move(m, t.wave, t.serial) : kir_machine_step(m, t.wave);
    if (v != KIR_OK && (i + 1 != n || v != kind))
      ww_die("verify: the replay of step %llu ended with '%s', the search with '%s'", (unsigned long long)(i + 1),
             violation_name(v), violation_name(kind));
    last = v;
    if (i < from) continue;
    kir_trace_step *st = &r->steps[r->nsteps++];
    st->index = i + 1;
    st->wave = t.wave;
    st->kind = sk;
    st->stmt = s;
    st->sync = NULL;
    st->in_flight = kir_machine_outstanding(m, t.wave);
    if (s && sk != KIR_STEP_MOVE) {
      ww_buf b = {0};
      kir_machine_describe_sync(m, t.wave, s, &b);
      st->sync = b.data;
    }
  }
  if (kind == KIR_DEADLOCK) kir_machine_report_deadlock(m);
  else if (last != kind)
    ww_die("verify: the replay of %llu steps found no '%s'", (unsigned long long)n, violation_name(kind));
  kir_machine_free(m);
}
