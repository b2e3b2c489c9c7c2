/*
 * insert_needs.c - what an instruction needs completed before it, as insert
 * sees it: what the checker's dependences need (wt_consumes_wait), less the
 * LDS dependences on async copies that the user waits for with
 * s_wait_asyncmark, plus in add mode the global writes a workgroup barrier
 * releases. Placement (insert_place.c) and tightening (tighten.c) ask it.
 */
#include "insert_internal.h"

/* Global writes are released at workgroup barriers whoever reads them (no
 * analysis sees their readers); LDS writes only where another wave may touch
 * them before the next barrier (wt_consumes: WT_DEP_BARRIER_LDS). */
int wt_insert_is_global_write(const asm_program *p, uint32_t site) {
  const asm_inst *in = &p->insts[site];
  return in->event == TG_EV_VMEM_STORE || in->event == TG_EV_FLAT_STORE;
}

static int is_async(const asm_program *p, uint32_t site) {
  return p->insts[site].lds_dma || p->insts[site].event == TG_EV_ASYNC;
}

/* LDS dependences on an async copy that a mark covers on every path are the
 * user's to wait for, with s_wait_asyncmark. */
static int users_business(const asm_program *p, const wt_pending *e, wt_dep d) {
  return is_async(p, e->site) && !(e->flags & WT_PF_UNMARKED) &&
         (d == WT_DEP_LDS_DMA || d == WT_DEP_LDS_DMA_MAY || d == WT_DEP_LDS_WAR || d == WT_DEP_BARRIER_LDS ||
          d == WT_DEP_NONE);
}

int wt_insert_releases(const asm_inst *in) { return wt_signals_barrier(in); }


int wt_insert_must_release(const asm_program *p, const wt_lds_info *lds, uint32_t barrier,
                           const wt_pending *e, int release) {
  if (release && wt_insert_is_global_write(p, e->site)) return 1;
  asm_regs r;
  wt_dep d = wt_consumes(p, lds, barrier, e, &r);
  return d == WT_DEP_BARRIER_LDS && !users_business(p, e, d);
}

/* wt_insert_needs with instruction i's consumer key already made. */
uint32_t wt_insert_needs_keyed(const asm_program *p, const wt_lds_info *lds, int release, uint32_t i,
                               const wt_consumer_key *key, const wt_state *s, tg_wait *need,
                               uint32_t *sites, int16_t *exact) {
  const asm_inst *in = &p->insts[i];
  uint32_t nsites = 0;
  int stays = 0; /* an xcnt wait guards instruction i itself: no hoisting */
  for (int c = 0; exact && c < TG_NCNT; c++) exact[c] = -1;
  for (uint32_t k = 0; k < s->n; k++) {
    if (!wt_may_consume(p, key, &s->v[k])) continue; /* a barrier has key.any */
    asm_regs r;
    tg_wait w;
    wt_dep d = wt_consumes_wait(p, lds, i, &s->v[k], &r, &w);
    int needed = d != WT_DEP_NONE;
    if (!needed && release && wt_insert_releases(in) && wt_insert_is_global_write(p, s->v[k].site))
      needed = 1;
    if (needed && users_business(p, &s->v[k], d)) needed = 0;
    if (!needed) continue;
    if (sites && nsites < 64) sites[nsites] = s->v[k].site;
    nsites++;
    stays |= wt_dep_xcnt(d);
    if (!d) wt_wait_for_entry(p->target, &s->v[k], &w); /* a barrier's release */
    if (exact && !(s->v[k].flags & WT_PF_INEXACT))
      for (int c = 0; c < TG_NCNT; c++)
        if (w.cnt[c] >= 0) exact[c] = exact[c] < 0 || w.cnt[c] < exact[c] ? w.cnt[c] : exact[c];
    tg_wait_merge(need, &w);
  }
  wt_wait_trim_xcnt(p, lds, i, s, need);
  return stays ? UINT32_MAX : nsites;
}

uint32_t wt_insert_needs(const asm_program *p, const wt_lds_info *lds, int release, uint32_t i,
                         const wt_state *s, tg_wait *need, uint32_t *sites, int16_t *exact) {
  wt_consumer_key key;
  wt_consumer_key_of(p, i, &key);
  return wt_insert_needs_keyed(p, lds, release, i, &key, s, need, sites, exact);
}
