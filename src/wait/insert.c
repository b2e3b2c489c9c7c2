/*
 * insert.c - placing the waits a program needs.
 *
 * Greedy and exact per use: replay every block from its fixed-point entry
 * state; before an instruction that needs outstanding operations, place the
 * weakest wait that completes them (per in-order queue the count of younger
 * operations of that queue, clamped to max-1), and go on from the state that
 * wait leaves. Entry states change with the waits placed upstream, so the
 * analysis runs again until nothing is added (loops need a second round).
 * A wait right before the instruction is merged into the new one, so a
 * consumer is never preceded by two waits. Workgroup barriers are release
 * points: LDS and global writes still outstanding are waited for before them
 * (what LLVM's workgroup release fence does), unless turned off.
 */
#include "insert.h"

#include <string.h>

static int is_write(const ww_program *p, uint32_t site) {
  const ww_inst *in = &p->insts[site];
  return in->writes_lds || in->lds_dma || in->event == WW_EV_VMEM_STORE ||
         in->event == WW_EV_FLAT_STORE;
}

static int is_async(const ww_program *p, uint32_t site) {
  return p->insts[site].lds_dma || p->insts[site].event == WW_EV_ASYNC;
}

/* LDS dependences on an async copy that a mark covers on every path are the
 * user's to wait for, with s_wait_asyncmark. */
static int users_business(const ww_program *p, const ww_pending *e, ww_dep d) {
  return is_async(p, e->site) && !(e->flags & WW_PF_UNMARKED) &&
         (d == WW_DEP_LDS_DMA || d == WW_DEP_LDS_WAR || d == WW_DEP_BARRIER_LDS || d == WW_DEP_NONE);
}

static int releases(const ww_inst *in) {
  if (!(in->flags & WW_IF_BARRIER)) return 0;
  const char *m = in->desc->mnemonic;
  return strcmp(m, "s_barrier") == 0 || strncmp(m, "s_barrier_signal", 16) == 0;
}

/* One replay of every block; returns the number of places that got a wait. */
static uint32_t place(ww_program *p, const ww_analysis *a, const ww_lds_info *lds,
                      const ww_insert_opts *o) {
  uint32_t placed = 0;
  ww_state cur;
  ww_state_init(&cur);
  for (uint32_t fi = 0; fi < p->nfuncs; fi++) {
    const ww_func *f = &p->funcs[fi];
    for (uint32_t b = 0; b < f->nblocks; b++) {
      const ww_block *bl = &f->blocks[b];
      ww_state_copy(&cur, ww_block_entry(a, fi, b));
      if (!cur.reached) continue;
      for (uint32_t i = bl->first; i <= bl->last; i++) {
        ww_inst *in = &p->insts[i];
        ww_state_pre(p, &cur, i);
        ww_wait need;
        ww_wait_none(&need);
        if ((in->flags & WW_IF_MARK_WAIT) && !in->comment_form) {
          ww_mark_wait(p, &cur, i, &need); /* the lowering of s_wait_asyncmark N */
          in->lowered = 1;
        }
        if ((in->flags & WW_IF_MARK) && !in->comment_form) in->lowered = 1;
        for (uint32_t k = 0; k < cur.n; k++) {
          ww_regs r;
          ww_dep d = ww_consumes(p, lds, i, cur.v[k].site, &r);
          int needed = d != WW_DEP_NONE;
          if (!needed && o->barrier_release && releases(in) && is_write(p, cur.v[k].site))
            needed = 1;
          if (needed && users_business(p, &cur.v[k], d)) needed = 0;
          if (!needed) continue;
          ww_wait w;
          ww_wait_for_entry(p->target, &cur.v[k], &w);
          ww_wait_merge(&need, &w);
        }
        if (!ww_wait_is_none(&need)) {
          ww_state_apply_wait(p->target, &cur, &need, NULL, NULL, NULL);
          /* merge with a wait right before it (kept, or placed earlier) */
          if (i > bl->first && p->insts[i - 1].is_wait && !p->insts[i - 1].deleted &&
              !p->insts[i - 1].wait_unknown && !p->insts[i - 1].has_pre) {
            ww_wait_merge(&need, &p->insts[i - 1].wait);
            p->insts[i - 1].deleted = 1;
          }
          if (in->has_pre) ww_wait_merge(&in->pre, &need);
          else in->pre = need;
          in->has_pre = 1;
          placed++;
        }
        ww_step(a, &cur, i);
      }
    }
  }
  ww_state_free(&cur);
  return placed;
}

void ww_insert(ww_program *p, const ww_insert_opts *o, ww_insert_stats *st) {
  memset(st, 0, sizeof *st);
  if (o->mode == WW_INSERT_RECOMPUTE)
    for (uint32_t i = 0; i < p->ninsts; i++)
      if (p->insts[i].is_wait) {
        p->insts[i].deleted = 1;
        st->removed++;
      }
  ww_lds_info lds;
  ww_lds_info_compute(p, &lds);
  for (;;) {
    ww_analysis a;
    ww_analyze(p, &a);
    uint32_t n = place(p, &a, &lds, o);
    ww_analysis_free(&a);
    st->rounds++;
    if (!n || st->rounds > 64) break;
  }
  ww_lds_info_free(&lds);
  for (uint32_t i = 0; i < p->ninsts; i++) {
    if (!p->insts[i].has_pre) continue;
    st->placed++;
    ww_buf b = {0};
    st->instructions += (uint32_t)ww_wait_print(p->target, &p->insts[i].pre, &b);
    ww_buf_free(&b);
  }
}
