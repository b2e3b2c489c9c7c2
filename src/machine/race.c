/*
 * race.c - races between an access and the outstanding async ops, reported
 * once per (category, access, op statement) as a located error:
 *
 *   f.wk:12:7: error: read of 'B[0]' (i = 0) while the async store at 9:7 may
 *              still write it [-Wrace-dest-read]
 *   f.wk:9:7: note: issued here, in group 0 of queue 0, not completed by any wait since
 *   ...       note: the async events since (trace.c)
 *
 * The access is synchronous (a load, a store, a call's region, a copy outside
 * `async`) or belongs to an op being issued (checked before it registers, so
 * an op never races with itself). The outstanding op comes from the shadow
 * state: the recorded writer, else a search of the outstanding ops (the
 * oldest that touches the element).
 */
#include "machine_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *category(mc_race_kind k) {
  switch (k) {
  case RACE_SOURCE_WRITE: return "race-source-write";
  case RACE_DEST_READ: return "race-dest-read";
  case RACE_DEST_WRITE: return "race-dest-write";
  case RACE_DEST_OVERLAP: return "race-dest-overlap";
  case MC_RACE_WAVES: return "race";
  }
  return "race";
}

/* The oldest outstanding op (other than self) that writes / reads the element. */
static mc_op *find_op(mc_machine *m, const mc_buffer *buf, int64_t flat, int writes, const mc_op *self) {
  mc_op *best = NULL;
  for (uint32_t s = 0; s < m->sh.nslots; s++) {
    mc_op *op = m->sh.slots[s];
    if (!op->live || op == self) continue;
    if (!mc_runs_contain(writes ? &op->writes : &op->reads, buf, flat)) continue;
    if (!best || op->serial < best->serial) best = op;
  }
  return best;
}

static mc_op *writer_of(mc_machine *m, const mc_buffer *buf, int64_t flat, const mc_op *self) {
  uint32_t w = buf->shadow[flat].writer;
  if (w && m->sh.slots[w - 1]->live && m->sh.slots[w - 1] != self) return m->sh.slots[w - 1];
  return find_op(m, buf, flat, 1, self);
}

static int seen(mc_machine *m, mc_race_kind kind, const void *site, const kir_stmt *op) {
  for (int i = 0; i < m->out.nraces; i++)
    if (m->out.races[i].kind == kind && m->out.races[i].site == site && m->out.races[i].op == op) return 1;
  mc_race_key k = {kind, site, op};
  WW_VEC_PUSH(m->out.races, m->out.nraces, m->out.capraces, k);
  return 0;
}

static void status_text(ww_buf *t, mc_machine *m, const mc_op *op) {
  if (op->group >= 0 && op->mark >= 0)
    ww_buf_printf(t, "in group %lld of queue %lld and under asyncmark %lld", (long long)op->group,
                  (long long)op->queue, (long long)op->mark);
  else if (op->group >= 0)
    ww_buf_printf(t, "in group %lld of queue %lld", (long long)op->group, (long long)op->queue);
  else if (op->mark >= 0)
    ww_buf_printf(t, "under asyncmark %lld", (long long)op->mark);
  if (op->group >= 0 || op->mark >= 0) {
    ww_buf_puts(t, ", not completed by any wait since");
    return;
  }
  const mc_wave *w = &m->waves[op->wave];
  for (int i = 0; i < w->nopen; i++)
    if (w->open[i].slot == op->slot && w->open[i].gen == op->gen) {
      ww_buf_puts(t, "not committed yet (its commit block is still running)");
      return;
    }
  ww_buf_puts(t, "in no group and under no asyncmark: no wait can complete it");
}

int mc_race_report(mc_machine *m, mc_race_kind kind, const void *site, const kir_stmt *op, ww_loc loc, int len,
                   const char *msg) {
  /* The verifier stops at its first race: nothing is seen before it. */
  if (!m->cfg.stop_on_violation && seen(m, kind, site, op)) return 0;
  m->out.races_total++;
  int max = m->cfg.opt.max_races ? m->cfg.opt.max_races : 10;
  if (m->out.races_total > (uint64_t)max && !m->cfg.stop_on_violation) return 0;
  ww_diag_add(m->out.d, WW_ERROR, loc, len, "%s", msg);
  m->out.d->v[m->out.d->n - 1].category = category(kind);
  return 1;
}

void mc_race_done(mc_machine *m) {
  if (!m->cfg.stop_on_violation) return;
  m->out.violation = MC_V_RACE;
  longjmp(m->fail, 1);
}

static void report(mc_machine *m, mc_race_kind kind, const void *site, ww_loc loc, int len,
                   const mc_buffer *buf, int64_t flat, mc_op *op, const mc_op *accessor) {
  if (!op) ww_die("race without an outstanding op");
  ww_buf t = {0};
  const char *verb = kind == RACE_SOURCE_WRITE || kind == RACE_DEST_WRITE || kind == RACE_DEST_OVERLAP
                         ? "write" : "read";
  int other = op->wave != m->w->id;
  if (m->cfg.nwaves > 1) ww_buf_printf(&t, "wave %d: ", m->w->id);
  if (accessor) ww_buf_printf(&t, "the %s %ss '", mc_op_kind_name(accessor), verb);
  else ww_buf_printf(&t, "%s of '", verb);
  mc_element_name(&t, buf, flat);
  ww_buf_putc(&t, '\'');
  mc_loops l;
  mc_loops_snapshot(m, &l);
  mc_loops_format(&t, &l);
  ww_buf_puts(&t, " while ");
  if (other) ww_buf_printf(&t, "wave %d's", op->wave);
  else ww_buf_puts(&t, "the");
  ww_buf_printf(&t, " %s at %d:%d may still %s it", mc_op_kind_name(op), op->stmt->loc.line,
                op->stmt->loc.col, kind == RACE_SOURCE_WRITE ? "read" : "write");
  if (!mc_race_report(m, kind, site, op->stmt, loc, len, t.data)) {
    ww_buf_free(&t);
    return;
  }
  t.len = 0;
  ww_buf_puts(&t, "issued here");
  if (m->cfg.nwaves > 1) ww_buf_printf(&t, " by wave %d", op->wave);
  mc_loops_format(&t, &op->loops);
  ww_buf_puts(&t, ", ");
  status_text(&t, m, op);
  ww_diag_add(m->out.d, WW_NOTE, op->stmt->loc, op->stmt->len, "%s", t.data);
  ww_buf_free(&t);
  mc_trace_notes(m, op);
  mc_race_done(m);
}

/* One element, accessed synchronously (accessor NULL) or by an op being
 * issued. */
static void check_element(mc_machine *m, mc_buffer *buf, int64_t flat, int write, const mc_op *accessor,
                          const void *site, ww_loc loc, int len) {
  const mc_shadow *sh = &buf->shadow[flat];
  if (sh->nwriters) {
    mc_race_kind kind = !write ? RACE_DEST_READ : accessor ? RACE_DEST_OVERLAP : RACE_DEST_WRITE;
    report(m, kind, site, loc, len, buf, flat, writer_of(m, buf, flat, accessor), accessor);
  }
  /* A write may race with a reader and a writer at once: both are reported. */
  if (write && sh->nreaders)
    report(m, RACE_SOURCE_WRITE, site, loc, len, buf, flat, find_op(m, buf, flat, 0, accessor), accessor);
}

void mc_race_sync_slow(mc_machine *m, mc_buffer *buf, int64_t flat, int write, const void *site,
                       ww_loc loc, int len) {
  check_element(m, buf, flat, write, NULL, site, loc, len);
}

void mc_race_runs(mc_machine *m, const mc_op *accessor, const mc_runs *rs, int from, int to, int write,
                  const void *site, ww_loc loc, int len) {
  for (int i = from; i < to; i++) {
    const mc_run *r = &rs->v[i];
    if (!r->buf->busy) continue;
    const mc_shadow *sh = r->buf->shadow + r->start;
    for (int64_t j = 0; j < r->len; j++)
      if (sh[j].nwriters | (write ? sh[j].nreaders : 0))
        check_element(m, r->buf, r->start + j, write, accessor, site, loc, len);
  }
  /* Other waves: a synchronous access happens now, an op's when it completes. */
  if (m->cfg.hb) mc_hb_runs(m, rs, from, to, write, site, loc, len, accessor, accessor ? NULL : m->w->cur_stmt);
}

void mc_races_free(mc_machine *m) {
  free(m->out.races);
  m->out.races = NULL;
  m->out.nraces = m->out.capraces = 0;
}
