/*
 * dma.c - one LDS DMA load (`S <- dma(A, width = W, offset = O, m0 = e,
 * lanes = [...], vaddr(l) = e)`, docs/kernel-ir.md), lane by lane, as the
 * gather planner's model and LLVM's facts say (src/target/lds_dma.c): lane
 * l of the active lanes reads W bytes of A at vaddr(l) + O and writes them
 * to S at M0 + O + l * stride (the width's LDS stride); a 1- or 2-byte lane
 * writes 4 bytes, the rest zero (zero extended). Addresses are bytes from
 * the start of each buffer; both must be multiples of 4 (TG_DMA_ALIGN). In
 * the per-lane form (`laddr(l) = e`, gfx1250's global_load_async_to_lds_*)
 * lane l writes its W bytes (1, 4, 8, 16; exactly W, no widening) at
 * laddr(l) + O, and both of its addresses are multiples of W. The
 * machine holds elements: an element may span lanes (4-byte lanes on f64)
 * when their bytes follow one another in both buffers; anything else that
 * splits an element is a run-time error.
 *
 * The load is one async op: every lane's elements are its reads and writes,
 * checked against the outstanding ops and registered like a copy's, so a
 * lane that lands on another load's bytes before a wait is a race
 * (race-dest-overlap), and a wrong offset, width or M0 moves the wrong
 * elements (run --equiv against the copy it replaced).
 */
#include "machine_internal.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static tg_dma_width facts(mc_machine *m, const kir_stmt *s) {
  tg_dma_width w;
  if (s->u.dma.laddr ? tg_dma_lane_width_facts(s->u.dma.width, &w) : tg_dma_width_facts(s->u.dma.width, &w))
    mc_fail(m, s->loc, s->len, "no %d-byte LDS DMA", s->u.dma.width);
  return w;
}

/* a + b for an address; an address past int64 is out of every buffer, and
 * reported as such rather than wrapped into one. */
static int64_t address_add(mc_machine *m, const kir_stmt *s, int64_t a, int64_t b) {
  if ((b > 0 && a > INT64_MAX - b) || (b < 0 && a < INT64_MIN - b))
    mc_fail(m, s->loc, s->len, "an address of 'dma' is out of range (%lld + %lld)", (long long)a, (long long)b);
  return a + b;
}

void mc_exec_dma(mc_machine *m, const kir_stmt *s) {
  const struct kir_dma *d = &s->u.dma;
  if (!m->w->async_depth)
    mc_fail(m, s->loc, s->len, "a 'dma' statement runs inside 'async { }'");
  tg_dma_width w = facts(m, s);
  mc_buffer *dst = mc_buffer_of(m, d->dst, s->loc, s->len);
  mc_buffer *src = mc_buffer_of(m, d->src, s->loc, s->len);
  int64_t e = kir_type_bytes(src->elem);
  int lanes = kir_wave_size(m->cfg.k, m->cfg.target);
  if (d->nranges && d->ranges[d->nranges - 1][1] > lanes)
    mc_fail(m, s->loc, s->len, "lane %d of 'dma' is not in a %d-lane wave", d->ranges[d->nranges - 1][1] - 1,
            lanes);
  int64_t base = 0, align = d->laddr ? d->width : TG_DMA_ALIGN;
  if (d->m0) {
    base = address_add(m, s, mc_eval_int(m, d->m0), d->offset);
    if (base % TG_DMA_ALIGN)
      mc_fail(m, d->m0->loc, mc_expr_len(m, d->m0), "M0 + offset is %lld: not a multiple of %d", (long long)base,
              TG_DMA_ALIGN);
  }
  mc_op *op = mc_op_new(m, s);
  int64_t dbytes = dst->n * e, sbytes = src->n * e;
  /* Lanes move bytes, the machine whole elements: an element may span
   * consecutive lanes (4-byte lanes on f64, 12-byte lanes), whose bytes
   * must then follow one another in both buffers. pend: bytes of a partial
   * element so far, from pl / pg. */
  int64_t pend = 0, pl = 0, pg = 0;
  int widen = w.lds_bytes != w.bytes;
  for (int r = 0; r < d->nranges; r++)
    for (int l = d->ranges[r][0]; l < d->ranges[r][1]; l++) {
      m->w->env[d->lane->id].i = l;
      int64_t ga = address_add(m, s, mc_eval_int(m, d->vaddr), d->offset);
      ww_loc vl = d->vaddr->loc;
      int vlen = mc_expr_len(m, d->vaddr);
      if (ga % align)
        mc_fail(m, vl, vlen, "lane %d reads byte %lld of '%s': not a multiple of %lld", l, (long long)ga,
                d->src->name, (long long)align);
      if (ga < 0 || ga > sbytes - w.bytes)
        mc_fail(m, vl, vlen, "lane %d reads bytes [%lld, %lld) of '%s', which has %lld", l, (long long)ga,
                (long long)address_add(m, s, ga, w.bytes), d->src->name, (long long)sbytes);
      int64_t la = d->laddr ? 0 : address_add(m, s, base, (int64_t)l * w.lds_stride);
      if (d->laddr) {
        la = address_add(m, s, mc_eval_int(m, d->laddr), d->offset);
        if (la % align)
          mc_fail(m, d->laddr->loc, mc_expr_len(m, d->laddr), "lane %d writes byte %lld of '%s': not a multiple "
                  "of %lld", l, (long long)la, d->dst->name, (long long)align);
      }
      if (la < 0 || la > dbytes - w.lds_bytes)
        mc_fail(m, s->loc, s->len, "lane %d writes bytes [%lld, %lld) of '%s', which has %lld", l,
                (long long)la, (long long)address_add(m, s, la, w.lds_bytes), d->dst->name, (long long)dbytes);
      if (pend && (la != pl + pend || ga != pg + pend))
        mc_fail(m, s->loc, s->len, "lane %d does not go on with the %s element the lane before it began (the "
                "machine moves whole elements)", l, kir_type_name(dst->elem));
      if (!pend && (la % e || ga % e))
        mc_fail(m, s->loc, s->len, "lane %d moves bytes from %lld of '%s' to %lld of '%s': not the start of an %s "
                "element (the machine moves whole elements)", l, (long long)ga, d->src->name, (long long)la,
                d->dst->name, kir_type_name(dst->elem));
      if (widen) {  /* w.bytes is whole elements (the verifier) */
        mc_runs_push(&op->reads, src, ga / e, w.bytes / e);
        mc_runs_push(&op->writes, dst, la / e, w.lds_bytes / e);
        continue;
      }
      if (!pend) pl = la, pg = ga;
      pend += w.bytes;
      int64_t whole = pend / e;
      mc_runs_push(&op->reads, src, pg / e, whole);
      mc_runs_push(&op->writes, dst, pl / e, whole);
      pl += whole * e, pg += whole * e, pend -= whole * e;
    }
  if (pend)
    mc_fail(m, s->loc, s->len, "the last lane of 'dma' moves part of an %s element (the machine moves whole "
            "elements)", kir_type_name(dst->elem));
  if (d->laddr)  /* per-lane addresses may collide; M0 + l * stride cannot */
    for (int i = 0; i < op->writes.n; i++)
      for (int j = i + 1; j < op->writes.n; j++) {
        const mc_run *a = &op->writes.v[i], *b = &op->writes.v[j];
        int64_t lo = a->start > b->start ? a->start : b->start;
        if (lo < a->start + a->len && lo < b->start + b->len) {
          ww_buf nm = {0};
          char name[128];
          mc_element_name(&nm, dst, lo);
          snprintf(name, sizeof name, "%s", nm.data ? nm.data : "?");
          ww_buf_free(&nm);
          mc_fail(m, s->loc, s->len, "two lanes of 'dma' write '%s' (laddr gives them the same bytes)", name);
        }
      }
  op->nvalue_runs = op->reads.n;
  mc_race_runs(m, op, &op->reads, 0, op->reads.n, 0, &d->src, s->loc, s->len);
  mc_race_runs(m, op, &op->writes, 0, op->writes.n, 1, &d->dst, s->loc, s->len);
  mc_op_issue(m, op);
}

void mc_dma_widen(mc_machine *m, mc_op *op) {
  tg_dma_width w = facts(m, op->stmt);
  if (w.lds_bytes == w.bytes) return;
  int64_t e = kir_type_bytes(op->val_type), per = w.bytes / e, out = w.lds_bytes / e;
  int64_t lanes = op->nvals / per, n = lanes * out;
  if (n > op->capvals) {
    op->capvals = n;
    op->vals = ww_xrealloc(op->vals, (size_t)n * sizeof *op->vals);
  }
  /* from the last lane down, so that nothing is overwritten before it moves */
  for (int64_t l = lanes - 1; l >= 0; l--) {
    memmove(op->vals + l * out, op->vals + l * per, (size_t)per * sizeof *op->vals);
    for (int64_t j = per; j < out; j++) memset(&op->vals[l * out + j], 0, sizeof *op->vals);
  }
  op->nvals = n;
}
