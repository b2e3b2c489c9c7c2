/*
 * insert.c - placing the waits a program needs.
 *
 * Greedy and exact per use, inside the dataflow: before an instruction that
 * needs outstanding operations, place the weakest wait that completes them
 * (per in-order queue the count of younger operations of that queue,
 * clamped to max-1), and go on from the state that wait leaves; blocks are
 * visited in reverse post-order until the states settle, so every decision
 * sees the waits placed upstream.
 * A wait right before the instruction is merged into the new one, so a
 * consumer is never preceded by two waits. Workgroup barriers are release
 * points: LDS and global writes still outstanding are waited for before them
 * (what LLVM's workgroup release fence does), unless turned off.
 */
#include "insert.h"
#include "check.h"

#include <stdlib.h>
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

/* The wait instruction i needs in state cur (applied to cur); records it as
 * instruction i's pre wait. Returns 1 when something was placed. */
static int place_at(ww_program *p, const ww_lds_info *lds, const ww_insert_opts *o,
                    const ww_block *bl, uint32_t i, ww_state *cur) {
  ww_inst *in = &p->insts[i];
  ww_wait need;
  ww_wait_none(&need);
  if ((in->flags & WW_IF_MARK_WAIT) && !in->comment_form) {
    ww_mark_wait(p, cur, i, &need); /* the lowering of s_wait_asyncmark N */
    in->lowered = 1;
    /* a counter on which nothing outstanding would retire needs no wait */
    for (int c = 0; c < WW_NCNT; c++) {
      if (need.cnt[c] < 0) continue;
      int retires = 0;
      for (uint32_t k = 0; k < cur->n && !retires; k++) {
        const ww_pending *e = &cur->v[k];
        int in_order = e->queue != WW_Q_OOO && (int)ww_queue_home((ww_queue)e->queue) == c;
        retires = ((e->cmask >> c) & 1) && (need.cnt[c] == 0 || (in_order && e->after >= need.cnt[c]));
      }
      if (!retires) need.cnt[c] = WW_NO_WAIT;
    }
  }
  if ((in->flags & WW_IF_MARK) && !in->comment_form) in->lowered = 1;
  for (uint32_t k = 0; k < cur->n; k++) {
    ww_regs r;
    ww_dep d = ww_consumes(p, lds, i, cur->v[k].site, &r);
    int needed = d != WW_DEP_NONE;
    if (!needed && o->barrier_release && releases(in) && is_write(p, cur->v[k].site)) needed = 1;
    if (needed && users_business(p, &cur->v[k], d)) needed = 0;
    if (!needed) continue;
    ww_wait w;
    ww_wait_for_entry(p->target, &cur->v[k], &w);
    ww_wait_merge(&need, &w);
  }
  if (ww_wait_is_none(&need)) return 0;
  ww_state_apply_wait(p->target, cur, &need, NULL, NULL, NULL);
  /* s_delay_alu describes the instructions right after it (GFX11+): the wait
   * goes before it; it issues nothing, so the counts are the same there. */
  uint32_t at = i;
  while (at > bl->first && strcmp(p->insts[at - 1].desc->mnemonic, "s_delay_alu") == 0) at--;
  in = &p->insts[at];
  /* merge with a written wait right before it */
  if (at > bl->first && p->insts[at - 1].is_wait && !p->insts[at - 1].deleted &&
      !p->insts[at - 1].wait_unknown && !p->insts[at - 1].has_pre) {
    ww_wait_merge(&need, &p->insts[at - 1].wait);
    p->insts[at - 1].deleted = 1;
  }
  if (in->has_pre) ww_wait_merge(&in->pre, &need);
  else in->pre = need;
  in->has_pre = 1;
  return 1;
}

/* The dataflow with placement in the transfer function: blocks are swept in
 * reverse post-order, so a block sees the waits placed upstream before it
 * decides; states only grow, so a wait placed stays needed. Calls follow
 * LLVM's convention here. */
typedef struct place_ctx {
  ww_program *p;
  const ww_func *f;
  const ww_lds_info *lds;
  const ww_insert_opts *o;
  ww_state *entry, cur;
  uint32_t placed;
} place_ctx;

static void place_transfer(void *vc, uint32_t b) {
  place_ctx *c = vc;
  const ww_block *bl = &c->f->blocks[b];
  ww_state_copy(&c->cur, &c->entry[b]);
  for (uint32_t i = bl->first; i <= bl->last; i++) {
    ww_state_pre(c->p, &c->cur, i);
    c->placed += (uint32_t)place_at(c->p, c->lds, c->o, bl, i, &c->cur);
    ww_state_step(c->p, &c->cur, i);
  }
}

static int place_join(void *vc, uint32_t from, uint32_t to, int widen) {
  place_ctx *c = vc;
  (void)from;
  return ww_state_join(&c->entry[to], &c->cur, widen);
}

static uint32_t place_function(ww_program *p, uint32_t fi, const ww_lds_info *lds,
                               const ww_insert_opts *o) {
  const ww_func *f = &p->funcs[fi];
  if (!f->nblocks) return 0;
  place_ctx c = {p, f, lds, o, ww_xmalloc(sizeof(ww_state) * f->nblocks), {0}, 0};
  for (uint32_t b = 0; b < f->nblocks; b++) ww_state_init(&c.entry[b]);
  ww_state_entry(&c.entry[0]);
  ww_state_init(&c.cur);
  ww_flow(f, &c, place_transfer, place_join);
  ww_state_free(&c.cur);
  for (uint32_t b = 0; b < f->nblocks; b++) ww_state_free(&c.entry[b]);
  free(c.entry);
  return c.placed;
}

void ww_insert(ww_program *p, const ww_insert_opts *o, ww_insert_stats *st) {
  memset(st, 0, sizeof *st);
  /* Recompute drops every counter wait but those on xcnt (gfx1250), which
   * guards register reuse the model does not track. */
  if (o->mode == WW_INSERT_RECOMPUTE)
    for (uint32_t i = 0; i < p->ninsts; i++) {
      ww_inst *in = &p->insts[i];
      if (!in->is_wait) continue;
      int only_x = !in->wait_unknown && in->wait.cnt[WW_CNT_X] >= 0;
      for (int c = 0; c < WW_NCNT; c++) only_x &= c == WW_CNT_X || in->wait.cnt[c] < 0;
      if (only_x) continue;
      in->deleted = 1;
      st->removed++;
    }
  ww_lds_info lds;
  ww_lds_info_compute(p, &lds);
  for (uint32_t fi = 0; fi < p->nfuncs; fi++) place_function(p, fi, &lds, o);
  st->rounds = 1;
  /* LLVM's convention lets a caller call with loads in flight: the callee
   * begins with a wait. Placement above follows the convention; the checker
   * follows calls into the callee. Where it finds the callee does not wait
   * (recompute drops the wait it had; hand-written code may lack it) for
   * what a caller in this file leaves in flight, give the callee that wait
   * and place again. */
  for (int again = 1; again && st->rounds < 8;) {
    again = 0;
    ww_analysis a;
    ww_analyze(p, &a);
    ww_check_result res;
    ww_check_opts co = {0, {0}, 0};
    ww_check(p, &a, &lds, &co, &res);
    uint32_t errors = res.nerrors;
    ww_check_result_free(&res);
    if (!errors) {
      ww_analysis_free(&a);
      break;
    }
    for (uint32_t fi = 0; fi < p->nfuncs; fi++) {
      const ww_func *f = &p->funcs[fi];
      const ww_state *ctx = &a.context[fi];
      if (f->is_kernel || !f->nblocks || !ctx->n) continue;
      ww_wait need;
      ww_wait_none(&need);
      for (uint32_t k = 0; k < ctx->n; k++) {
        ww_wait w;
        ww_wait_for_entry(p->target, &ctx->v[k], &w);
        for (int c = 0; c < WW_NCNT; c++)
          if (w.cnt[c] >= 0) w.cnt[c] = 0; /* the caller's operations: all of them */
        ww_wait_merge(&need, &w);
      }
      ww_inst *first = &p->insts[f->first_inst];
      if (first->is_wait && !first->deleted && !first->wait_unknown) {
        int covered = 1; /* a written entry wait (add mode) already does it */
        for (int c = 0; c < WW_NCNT; c++)
          if (need.cnt[c] >= 0 && (first->wait.cnt[c] < 0 || first->wait.cnt[c] > need.cnt[c]))
            covered = 0;
        if (covered) continue;
      }
      ww_wait merged = first->has_pre ? first->pre : need;
      ww_wait_merge(&merged, &need);
      if (first->has_pre && memcmp(&merged, &first->pre, sizeof merged) == 0) continue;
      first->pre = merged;
      first->has_pre = 1;
      again = 1;
    }
    ww_analysis_free(&a);
    if (again) {
      for (uint32_t fi = 0; fi < p->nfuncs; fi++) place_function(p, fi, &lds, o);
      st->rounds++;
    }
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
