/*
 * insert_needs.c - what an instruction needs completed before it, as insert
 * sees it: what the checker's dependences need (ww_consumes_wait), less the
 * LDS dependences on async copies that the user waits for with
 * s_wait_asyncmark, plus in add mode the global writes a workgroup barrier
 * releases. Placement (insert_place.c) and tightening (tighten.c) ask it.
 */
#include "insert_internal.h"

/* Global writes are released at workgroup barriers whoever reads them (no
 * analysis sees their readers); LDS writes only where another wave may touch
 * them before the next barrier (ww_consumes: WW_DEP_BARRIER_LDS). */
int ww_insert_is_global_write(const ww_program *p, uint32_t site) {
  const ww_inst *in = &p->insts[site];
  return in->event == WW_EV_VMEM_STORE || in->event == WW_EV_FLAT_STORE;
}

static int is_async(const ww_program *p, uint32_t site) {
  return p->insts[site].lds_dma || p->insts[site].event == WW_EV_ASYNC;
}

/* LDS dependences on an async copy that a mark covers on every path are the
 * user's to wait for, with s_wait_asyncmark. */
static int users_business(const ww_program *p, const ww_pending *e, ww_dep d) {
  return is_async(p, e->site) && !(e->flags & WW_PF_UNMARKED) &&
         (d == WW_DEP_LDS_DMA || d == WW_DEP_LDS_DMA_MAY || d == WW_DEP_LDS_WAR || d == WW_DEP_BARRIER_LDS ||
          d == WW_DEP_NONE);
}

int ww_insert_releases(const ww_inst *in) { return ww_signals_barrier(in); }


int ww_insert_must_release(const ww_program *p, const ww_lds_info *lds, uint32_t barrier,
                           const ww_pending *e, int release) {
  if (release && ww_insert_is_global_write(p, e->site)) return 1;
  ww_regs r;
  ww_dep d = ww_consumes(p, lds, barrier, e, &r);
  return d == WW_DEP_BARRIER_LDS && !users_business(p, e, d);
}

/* ww_insert_needs with instruction i's consumer key already made. */
uint32_t ww_insert_needs_keyed(const ww_program *p, const ww_lds_info *lds, int release, uint32_t i,
                               const ww_consumer_key *key, const ww_state *s, ww_wait *need,
                               uint32_t *sites, int16_t *exact) {
  const ww_inst *in = &p->insts[i];
  uint32_t nsites = 0;
  int stays = 0; /* an xcnt wait guards instruction i itself: no hoisting */
  for (int c = 0; exact && c < WW_NCNT; c++) exact[c] = -1;
  for (uint32_t k = 0; k < s->n; k++) {
    if (!ww_may_consume(p, key, &s->v[k])) continue; /* a barrier has key.any */
    ww_regs r;
    ww_wait w;
    ww_dep d = ww_consumes_wait(p, lds, i, &s->v[k], &r, &w);
    int needed = d != WW_DEP_NONE;
    if (!needed && release && ww_insert_releases(in) && ww_insert_is_global_write(p, s->v[k].site))
      needed = 1;
    if (needed && users_business(p, &s->v[k], d)) needed = 0;
    if (!needed) continue;
    if (sites && nsites < 64) sites[nsites] = s->v[k].site;
    nsites++;
    stays |= ww_dep_xcnt(d);
    if (!d) ww_wait_for_entry(p->target, &s->v[k], &w); /* a barrier's release */
    if (exact && !(s->v[k].flags & WW_PF_INEXACT))
      for (int c = 0; c < WW_NCNT; c++)
        if (w.cnt[c] >= 0) exact[c] = exact[c] < 0 || w.cnt[c] < exact[c] ? w.cnt[c] : exact[c];
    ww_wait_merge(need, &w);
  }
  ww_wait_trim_xcnt(p, lds, i, s, need);
  return stays ? UINT32_MAX : nsites;
}

uint32_t ww_insert_needs(const ww_program *p, const ww_lds_info *lds, int release, uint32_t i,
                         const ww_state *s, ww_wait *need, uint32_t *sites, int16_t *exact) {
  ww_consumer_key key;
  ww_consumer_key_of(p, i, &key);
  return ww_insert_needs_keyed(p, lds, release, i, &key, s, need, sites, exact);
}
