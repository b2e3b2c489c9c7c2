/*
 * trace.c - the async events of a run (issue, commit, wait, asyncmark,
 * wait_asyncmark), kept in a ring of the last MC_EVENTS, and the notes that
 * show those since a racing op's issue: what was committed, what each wait
 * completed, and so why the op was still outstanding. A trace longer than
 * the limit keeps its first quarter and its end, with a count between.
 */
#include "machine_internal.h"

#include <stdlib.h>

mc_event *mc_event_add(mc_machine *m, mc_event_kind kind, const kir_stmt *s) {
  mc_wave *w = m->w;
  mc_event *ev = &m->tmp.scratch_event;
  if (m->cfg.record_events) {
    if (!w->events) w->events = ww_xmalloc(MC_EVENTS * sizeof *w->events);
    ev = &w->events[w->nevents % MC_EVENTS];
  }
  ev->kind = kind;
  ev->stmt = s;
  ev->seq = w->nevents++;
  ev->a = ev->b = ev->c = ev->d = ev->e = 0;
  mc_loops_snapshot(m, &ev->loops);
  return ev;
}

static const char *plural(int64_t n, const char *one, const char *many) { return n == 1 ? one : many; }

static void range_text(ww_buf *t, const char *what, const char *whats, int64_t first, int64_t last) {
  if (first == last) ww_buf_printf(t, "%s %lld", what, (long long)first);
  else ww_buf_printf(t, "%s %lld to %lld", whats, (long long)first, (long long)last);
}

static void event_note(mc_machine *m, const mc_event *ev) {
  ww_buf t = {0};
  switch (ev->kind) {
  case EV_ISSUE:
    ww_buf_printf(&t, "%s issued",
                  ev->stmt->kind == KS_STORE ? "async store"
                  : ev->stmt->kind == KS_GATHER ? "async gather"
                  : ev->stmt->kind == KS_DMA ? "async dma" : "async copy");
    break;
  case EV_COMMIT:
    ww_buf_printf(&t, "group %lld of queue %lld committed, %lld %s", (long long)ev->b,
                  (long long)ev->a, (long long)ev->c, plural(ev->c, "operation", "operations"));
    break;
  case EV_WAIT:
    ww_buf_printf(&t, "wait(%lld, %lld) completed ", (long long)ev->a, (long long)ev->b);
    if (ev->c <= ev->d) {
      range_text(&t, "group", "groups", ev->c, ev->d);
      ww_buf_printf(&t, " of queue %lld", (long long)ev->a);
    } else
      ww_buf_printf(&t, "nothing, %lld %s of queue %lld in flight", (long long)ev->e,
                    plural(ev->e, "group", "groups"), (long long)ev->a);
    break;
  case EV_MARK:
    ww_buf_printf(&t, "asyncmark %lld covers %lld %s", (long long)ev->a, (long long)ev->b,
                  plural(ev->b, "operation", "operations"));
    break;
  case EV_WAIT_MARK:
    ww_buf_printf(&t, "wait_asyncmark(%lld) completed ", (long long)ev->a);
    if (ev->b <= ev->c) range_text(&t, "asyncmark", "asyncmarks", ev->b, ev->c);
    else
      ww_buf_printf(&t, "nothing, %lld %s outstanding", (long long)ev->d,
                    plural(ev->d, "asyncmark", "asyncmarks"));
    break;
  }
  mc_loops_format(&t, &ev->loops);
  ww_diag_add(m->out.d, WW_NOTE, ev->stmt->loc, ev->stmt->len, "%s", t.data);
  ww_buf_free(&t);
}

static void elided_note(mc_machine *m, uint64_t n) {
  ww_loc none = {m->cfg.src, 0, 0, 0};
  ww_diag_add(m->out.d, WW_NOTE, none, 0, "%llu more async %s", (unsigned long long)n,
              n == 1 ? "event" : "events");
}

void mc_trace_notes(mc_machine *m, const mc_op *op) {
  const mc_wave *w = &m->waves[op->wave];
  if (!w->events) return;
  uint64_t first = op->issue_event + 1, end = w->nevents;
  if (first >= end) return;
  uint64_t kept_from = end > MC_EVENTS ? end - MC_EVENTS : 0;
  uint64_t limit = (uint64_t)(m->cfg.opt.trace_limit ? m->cfg.opt.trace_limit : 16);
  uint64_t total = end - first;
  if (total <= limit && first >= kept_from) {
    for (uint64_t s = first; s < end; s++) event_note(m, &w->events[s % MC_EVENTS]);
    return;
  }
  uint64_t head = first >= kept_from ? limit / 4 : 0;
  uint64_t tail = limit - head;
  for (uint64_t s = first; s < first + head; s++) event_note(m, &w->events[s % MC_EVENTS]);
  elided_note(m, total - head - tail);
  for (uint64_t s = end - tail; s < end; s++) event_note(m, &w->events[s % MC_EVENTS]);
}
