/*
 * calls.c - opaque calls: `compute(A_local[0], x + 1)` reads its arguments
 * and folds them into a checksum; it writes nothing.
 *
 * The hash of one call starts as FNV-1a 64 of the callee's name and a 0
 * byte; then words go in with mc_hash_word (value.c): per argument a tag
 * word (the value's kir_type, plus 0x100 for a region) and, for a scalar,
 * its canonical bits (mc_value_bits); for a region, its element count and
 * each element's canonical bits in row-major order.
 *
 * Per callee the run keeps the number of calls, the sum of the call hashes
 * mod 2^64 (what `--equiv` compares: a pipeliner may reorder calls of
 * different statements, not change the multiset of calls) and an ordered
 * hash (mc_hash_word over the call hashes) for `--dump`.
 */
#include "machine_internal.h"

#include <stdlib.h>
#include <string.h>

static mc_callee *callee(mc_machine *m, const char *name) {
  for (int i = 0; i < m->out.ncallees; i++)
    if (m->out.callees[i].name == name || strcmp(m->out.callees[i].name, name) == 0) return &m->out.callees[i];
  mc_callee c = {name, 0, 0, MC_FNV_OFFSET};
  WW_VEC_PUSH(m->out.callees, m->out.ncallees, m->out.capcallees, c);
  return &m->out.callees[m->out.ncallees - 1];
}

void mc_call(mc_machine *m, const kir_stmt *s) {
  const char *name = s->u.call.name;
  uint64_t h = mc_fnv_bytes(MC_FNV_OFFSET, name, strlen(name) + 1);
  for (int i = 0; i < s->u.call.nargs; i++) {
    const kir_expr *e = s->u.call.args[i];
    if (e->kind != KE_REGION) {
      mc_val v = mc_eval(m, e);
      h = mc_hash_word(h, (uint64_t)e->type);
      h = mc_hash_word(h, mc_value_bits(v, e->type));
      continue;
    }
    mc_region r;
    mc_region_eval(m, &e->u.access, &r);
    m->tmp.tmp_reads.n = 0;
    mc_region_runs(&r, &m->tmp.tmp_reads);
    mc_race_runs(m, NULL, &m->tmp.tmp_reads, 0, m->tmp.tmp_reads.n, 0, e, e->loc, mc_expr_len(m, e));
    kir_type t = r.buf->elem;
    h = mc_hash_word(h, (uint64_t)t | 0x100);
    h = mc_hash_word(h, (uint64_t)r.count);
    for (int k = 0; k < m->tmp.tmp_reads.n; k++) {
      const mc_run *run = &m->tmp.tmp_reads.v[k];
      h = mc_hash_values(h, run->buf->data + run->start, run->len, t);
    }
  }
  mc_callee *c = callee(m, name);
  c->calls++;
  c->sum += h;
  c->ordered = mc_hash_word(c->ordered, h);
}

static int by_name(const void *a, const void *b) {
  return strcmp(((const mc_run_callee *)a)->name, ((const mc_run_callee *)b)->name);
}

void mc_callees_result(mc_machine *m, mc_run_result *res) {
  res->ncallees = m->out.ncallees;
  res->callees = ww_xmalloc((size_t)(m->out.ncallees ? m->out.ncallees : 1) * sizeof *res->callees);
  for (int i = 0; i < m->out.ncallees; i++)
    res->callees[i] = (mc_run_callee){m->out.callees[i].name, m->out.callees[i].calls, m->out.callees[i].sum,
                                       m->out.callees[i].ordered};
  qsort(res->callees, (size_t)res->ncallees, sizeof *res->callees, by_name);
}

void mc_callees_free(mc_machine *m) {
  free(m->out.callees);
  m->out.callees = NULL;
  m->out.ncallees = m->out.capcallees = 0;
}
