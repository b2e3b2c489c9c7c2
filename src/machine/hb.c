/*
 * hb.c - races between waves: conflicting accesses to one element of a
 * shared or global buffer that happens-before does not order.
 *
 * Vector clocks (as in FastTrack): each wave counts its release fences
 * (its own entry of `vc`, per address space the same); an access is stamped
 * with that count. Per element the last write (wave, count) and each wave's
 * last read since are kept. An access by wave w is ordered after another
 * wave u's access stamped c when w's `vc` knows c of u in that address
 * space, i.e. a release of u's after the access reached w through barriers
 * and an acquire (sync.c). A read must be ordered after the last write, a
 * write after the last write and every read since.
 *
 * Async operations follow the async memory model (000): an operation of
 * wave u is ordered before another wave's access only if u waited for it
 * before a release, and an access ordered before its issue is before it.
 * So at its issue an op is checked like the accesses it makes (its sources
 * read, its destination written) at u's clocks; while it is outstanding any
 * access of another wave that conflicts with it races (race.c finds them in
 * the shadow state: nothing can order the access after a completion that
 * has not happened); when a wait (or the wave's end) completes it, its
 * accesses are recorded at the clock of that moment.
 *
 * Local buffers are per wave and have no such state; one wave alone (`run`)
 * keeps none.
 */
#include "machine_internal.h"

#include <stdio.h>
#include <string.h>

static int space_of(const mc_buffer *b) { return b->decl->scope == KIR_SHARED ? MC_AS_SHARED : MC_AS_GLOBAL; }

static mc_clock own_clock(const mc_machine *m, const mc_wave *w) {
  return w->vc[(size_t)MC_AS_SHARED * (size_t)m->cfg.nwaves + (size_t)w->id];
}

static void report(mc_machine *m, const mc_buffer *b, int64_t flat, int write, int other, int other_write,
                   const void *site, ww_loc loc, int len, const mc_op *accessor) {
  ww_buf t = {0};
  ww_buf_printf(&t, "wave %d: ", m->w->id);
  if (accessor) ww_buf_printf(&t, "the %s %ss '", mc_op_kind_name(accessor), write ? "write" : "read");
  else ww_buf_printf(&t, "%s of '", write ? "write" : "read");
  mc_element_name(&t, b, flat);
  ww_buf_putc(&t, '\'');
  mc_loops l;
  mc_loops_snapshot(m, &l);
  mc_loops_format(&t, &l);
  ww_buf_printf(&t, " races with wave %d's %s of it: no happens-before orders them", other,
                other_write ? "write" : "read");
  int shown = mc_race_report(m, MC_RACE_WAVES, site, NULL, loc, len, t.data);
  ww_buf_free(&t);
  if (!shown) return;
  const kir_stmt *prev = b->hb_stmt ? b->hb_stmt[flat * MC_HB_WORDS(m->cfg.nwaves) + (other_write ? 0 : 2 + other)] : NULL;
  if (prev)
    ww_diag_add(m->out.d, WW_NOTE, prev->loc, prev->len, "wave %d %s it here", other, other_write ? "wrote" : "read");
  mc_race_done(m);
}

void mc_hb_check(mc_machine *m, mc_buffer *b, int64_t flat, int write, const void *site, ww_loc loc, int len,
                 const mc_op *accessor) {
  const mc_wave *w = m->w;
  size_t n = (size_t)m->cfg.nwaves;
  const mc_clock *known = w->vc + (size_t)space_of(b) * n;
  const mc_clock *words = b->hb + flat * MC_HB_WORDS(m->cfg.nwaves);
  int writer = (int)words[0] - 1;
  if (writer >= 0 && writer != w->id && words[1] > known[writer]) {
    report(m, b, flat, write, writer, 1, site, loc, len, accessor);
    return;
  }
  if (!write) return;
  for (size_t u = 0; u < n; u++)
    if ((int)u != w->id && words[2 + u] > known[u]) {
      report(m, b, flat, write, (int)u, 0, site, loc, len, accessor);
      return;
    }
}

void mc_hb_record(mc_machine *m, mc_buffer *b, int64_t flat, int write, const kir_stmt *s) {
  const mc_wave *w = m->w;
  size_t words_per = (size_t)MC_HB_WORDS(m->cfg.nwaves);
  mc_clock *words = b->hb + (size_t)flat * words_per;
  mc_clock now = own_clock(m, w);
  if (write) {
    words[0] = (mc_clock)w->id + 1;
    words[1] = now;
    memset(words + 2, 0, (size_t)m->cfg.nwaves * sizeof *words);
  } else
    words[2 + w->id] = now;
  if (b->hb_stmt) {
    const kir_stmt **at = b->hb_stmt + (size_t)flat * words_per;
    if (write) memset(at, 0, words_per * sizeof *at);
    at[write ? 0 : 2 + w->id] = s;
  }
}

void mc_hb_runs(mc_machine *m, const mc_runs *rs, int from, int to, int write, const void *site, ww_loc loc,
                int len, const mc_op *accessor, const kir_stmt *record) {
  for (int i = from; i < to; i++) {
    const mc_run *r = &rs->v[i];
    if (!r->buf->hb) continue;
    for (int64_t j = 0; j < r->len; j++) {
      if (site) mc_hb_check(m, r->buf, r->start + j, write, site, loc, len, accessor);
      if (record) mc_hb_record(m, r->buf, r->start + j, write, record);
    }
  }
}

void mc_hb_retire(mc_machine *m, const mc_op *op) {
  mc_hb_runs(m, &op->reads, 0, op->reads.n, 0, NULL, op->stmt->loc, 0, NULL, op->stmt);
  mc_hb_runs(m, &op->writes, 0, op->writes.n, 1, NULL, op->stmt->loc, 0, NULL, op->stmt);
}
