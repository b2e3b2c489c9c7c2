/*
 * insert_callee.c - callee entries. A function callable from outside the
 * file waits for its caller's operations at its entry (entry.c); and where
 * the file calls its own functions, placement (which follows LLVM's calling
 * convention) is checked with the checker, which follows calls: a callee
 * that does not wait for what a caller leaves in flight gets that wait, a
 * finding callee entries do not explain gets the checker's own fix, and
 * the file is placed again, until it checks clean (at most
 * CALLEE_MAX_ROUNDS placements in all).
 */
#include "insert_internal.h"

#include <string.h>

/* Placements, the first one included, before the rounds give up (the
 * result is checked again by the caller anyway). */
#define CALLEE_MAX_ROUNDS 8

/* A function callable from outside the file waits for its caller's
 * operations before it touches a register (entry.c): where it does not
 * (recompute dropped its wait; hand-written code lacks it), the wait goes
 * before its first instruction, as LLVM puts it. */
void wt_insert_entry_waits(asm_program *p, wt_insert_stats *st) {
  for (uint32_t fi = 0; fi < p->nfuncs; fi++) {
    uint16_t missing;
    if (wt_entry_missing(p, fi, UINT32_MAX, &missing) == UINT32_MAX) continue;
    tg_wait w;
    tg_wait_none(&w);
    for (int c = 0; c < TG_NCNT; c++)
      if ((missing >> c) & 1) w.cnt[c] = 0;
    uint32_t first = p->funcs[fi].first_inst;
    wt_insert_merge_wait(&p->edits[first].pre, &p->insts[first].has_pre, &w);
    st->entry_waits++;
  }
}

/* Gives each callee the wait at its entry for what its callers leave in
 * flight (a.context) where it lacks it. Returns 1 when an entry changed. */
static int callee_entry_waits(asm_program *p, const wt_analysis *a) {
  int again = 0;
  for (uint32_t fi = 0; fi < p->nfuncs; fi++) {
    const asm_func *f = &p->funcs[fi];
    const wt_state *ctx = &a->context[fi];
    if (f->is_kernel || !f->nblocks || !ctx->n) continue;
    tg_wait need;
    tg_wait_none(&need);
    for (uint32_t k = 0; k < ctx->n; k++) {
      tg_wait w;
      /* a caller's store, or cache operation, the callee cannot consume
       * (it writes no register) unless a release marked it */
      tg_event ev = (tg_event)p->insts[ctx->v[k].site].event;
      if ((ev == TG_EV_VMEM_STORE || ev == TG_EV_FLAT_STORE || ev == TG_EV_CACHE_INV ||
           ev == TG_EV_CACHE_WB) && !(ctx->v[k].flags & WT_PF_RELEASE))
        continue;
      wt_wait_for_entry(p->target, &ctx->v[k], &w);
      for (int c = 0; c < TG_NCNT; c++)
        if (w.cnt[c] >= 0) w.cnt[c] = 0; /* the caller's operations: all of them */
      tg_wait_merge(&need, &w);
    }
    if (tg_wait_is_none(&need)) continue; /* only stores the callee cannot consume */
    asm_inst *first = &p->insts[f->first_inst];
    if (first->is_wait && !first->deleted && !first->wait_unknown) {
      int covered = 1; /* a written entry wait (add mode) already does it */
      for (int c = 0; c < TG_NCNT; c++)
        if (need.cnt[c] >= 0 && (first->wait.cnt[c] < 0 || first->wait.cnt[c] > need.cnt[c]))
          covered = 0;
      if (covered) continue;
    }
    tg_wait *pre = &p->edits[f->first_inst].pre;
    tg_wait merged = first->has_pre ? *pre : need;
    tg_wait_merge(&merged, &need);
    if (first->has_pre && memcmp(&merged, pre, sizeof merged) == 0) continue;
    *pre = merged;
    first->has_pre = 1;
    again = 1;
  }
  return again;
}

/* Placement follows the convention at calls; the checker follows calls
 * into this file's functions, whose stores may be outstanding at their
 * return (a release after the call must wait for them): where callee
 * entries are not the cause, the checker's own fix goes in. Returns 1 when
 * one went in. */
static int checker_fixes(asm_program *p, const wt_check_result *res) {
  int again = 0;
  for (uint32_t k = 0; !again && k < res->n; k++) {
    const wt_finding *fd = &res->v[k];
    if (fd->sev != WW_ERROR || fd->kind == WT_DEP_MARK_UNWAITED || fd->kind == WT_DEP_LDS_DMA ||
        fd->kind == WT_DEP_LDS_WAR || tg_wait_is_none(&fd->fix))
      continue;
    wt_insert_merge_wait(&p->edits[fd->consumer].pre, &p->insts[fd->consumer].has_pre, &fd->fix);
    again = 1;
  }
  return again;
}

/* LLVM's convention lets a caller call with loads in flight: the callee
 * begins with a wait. Placement follows the convention; the checker
 * follows calls into the callee. Where it finds the callee does not wait
 * (recompute drops the wait it had; hand-written code may lack it) for
 * what a caller in this file leaves in flight, give the callee that wait
 * and place again. Only where the file calls its own functions: otherwise
 * api.c checks the result anyway. */
void wt_insert_callee_rounds(asm_program *p, const wt_lds_info *lds, const wt_insert_opts *o,
                             wt_insert_stats *st) {
  for (int again = 1; again && st->rounds < CALLEE_MAX_ROUNDS;) {
    wt_analysis a;
    wt_analyze(p, &a);
    wt_check_result res;
    wt_check_opts co = {0};
    wt_check(p, &a, lds, &co, &res);
    ww_timer_lap(o->timer, "insert: check callee entries");
    again = 0;
    if (res.nerrors) again = callee_entry_waits(p, &a) || checker_fixes(p, &res);
    wt_check_result_free(&res);
    wt_analysis_free(&a);
    if (again) {
      wt_insert_place_all(p, lds, o, NULL);
      ww_timer_lap(o->timer, "insert: placement");
      st->rounds++;
    }
  }
}
