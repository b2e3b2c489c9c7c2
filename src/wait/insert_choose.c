/*
 * insert_choose.c - the choice between placements by cost: per function the
 * at-use placement, and where it found something to move, the hoisted and
 * the hoisted-and-split variants; the cost model (cost.c, docs/quality.md)
 * keeps the best. A function's edits are saved and restored between runs.
 */
#include "insert_internal.h"

#include <stdlib.h>
#include <string.h>

static int edited(const asm_inst *in) { return in->has_pre || in->has_post || in->deleted || in->lowered; }

static void save_edits(const asm_program *p, const asm_func *f, edits *e) {
  e->n = 0;
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    const asm_inst *in = &p->insts[i];
    if (!edited(in)) continue;
    edit_rec r = {i, in->has_pre, in->has_post, in->deleted, in->lowered, p->edits[i]};
    WW_VEC_PUSH(e->v, e->n, e->cap, r);
  }
}

static void restore_edits(asm_program *p, const asm_func *f, const edits *e) {
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    asm_inst *in = &p->insts[i];
    if (edited(in)) in->has_pre = in->has_post = 0, in->deleted = in->lowered = 0;
  }
  for (uint32_t k = 0; k < e->n; k++) {
    const edit_rec *x = &e->v[k];
    asm_inst *in = &p->insts[x->i];
    in->has_pre = x->has_pre, in->has_post = x->has_post, in->deleted = x->deleted;
    in->lowered = x->lowered, p->edits[x->i] = x->waits;
  }
}

/* Instruction i's record in e, or NULL. */
const edit_rec *wt_insert_edits_find(const edits *e, uint32_t i) {
  uint32_t lo = 0, hi = e->n;
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (e->v[mid].i == i) return &e->v[mid];
    if (e->v[mid].i < i) lo = mid + 1;
    else hi = mid;
  }
  return NULL;
}

/* The objective of docs/quality.md: the least modelled stall, then the
 * fewest wait instructions. */
static int better(const wt_cost_result *a, const wt_cost_result *b) {
  return a->stall < b->stall || (a->stall == b->stall && a->waits < b->waits);
}

/* Does the cost model's stall of function f only grow with its waits? Its
 * walk stays in f, whose calls (which drain, unmodelled as stall) are the
 * exception; and a placement deletes no wait it merges (recompute dropped
 * them all but the fences, which are never merged), so a second pass only
 * makes waits stronger or adds them. Then, every time issues shifting
 * only later, stall = end time - issue slots can only grow. */
static int stall_monotone(const asm_program *p, const asm_func *f, const wt_insert_opts *o) {
  if (o->mode != WT_INSERT_RECOMPUTE) return 0;
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    const asm_inst *in = &p->insts[i];
    if (in->flags & TG_IF_CALL) return 0;
    if (in->target >= 0) {
      uint32_t ti = p->line_inst[in->target];
      if (ti < f->first_inst || ti >= f->end_inst) return 0;
    }
  }
  return 1;
}

/* Waits right before their uses; or, for operations from before a loop, at
 * its preheader; or, for a join's wait, at its predecessors' ends: which is
 * better depends on what the code does in between, so each is placed and
 * the best by the model is kept. The at-use placement runs first and counts
 * where the others would differ from it; a variant with nothing to move
 * would place the same waits and is not run. A variant runs two passes:
 * the first hoists or splits (and applies the waits where they were needed,
 * so what follows sees them done); the second, from fresh states with those
 * waits in place, adds what is still missing.
 * known (if not NULL) gets what the analysis of the result can take over
 * (wt_analyze_known): the correlated conditions, and the block entry
 * states where the run that made the edits kept was exact and is the last
 * one run (the memory holds its states). */
uint32_t wt_insert_place_function(asm_program *p, uint32_t fi, const wt_lds_info *lds,
                                  const wt_insert_opts *o, wt_known *known) {
  const asm_func *f = &p->funcs[fi];
  if (!f->nblocks) return 0;
  asm_loops L;
  asm_loops_find(f, &L);
  const asm_loops *lp = L.n ? &L : NULL;
  uint32_t n = f->end_inst - f->first_inst;
  edits before_e = {0}, best_e = {0}, *before = NULL, *best = NULL;
  if (f->nblocks > 1) before = &before_e, save_edits(p, f, before);
  wt_conds conds;
  wt_conds_compute(p, f, &conds);
  wt_consumer_key *keys = ww_xmalloc(sizeof(wt_consumer_key) * (n ? n : 1));
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) wt_consumer_key_of(p, i, &keys[i - f->first_inst]);
  place_mem mem;
  wt_insert_mem_init(&mem, f->nblocks, n);
  /* states the analysis can take are wanted where it would solve the
   * function plainly (without jump threading or conditions), and where a
   * placed wait commutes with the instruction's own effects: with xcnt
   * (gfx1250) placement applies its wait after wt_state_pre's implicit
   * xcnt waits, the analysis before them, and the states differ */
  wt_paths *paths = NULL;
  if (known) paths = ww_xmalloc(sizeof *paths), wt_paths_compute(p, f, paths);
  int want = known && !paths->feasible && !conds.n && !p->target->max[TG_CNT_X];
  placement at_use = wt_insert_run_placement(p, f, lds, o, lp, 0, 0, &conds, keys, &mem, want);
  uint32_t placed = at_use.placed;
  int kept_states = want && at_use.exact; /* mem's states are the kept edits' */
  /* the variants, each from the original edits: hoisted out of loops; and,
   * where a join would wait for more than one of its paths needs, hoisted
   * and split to the predecessors */
  int first = at_use.hoist_found ? 0 : 1, last = at_use.split_found ? 1 : 0;
  if (first <= last && before) { /* before: saved where there is more than one block */
    wt_cost_result cost_best, cost;
    wt_cost_function(p, fi, &cost_best);
    best = &best_e;
    save_edits(p, f, best);
    int monotone = stall_monotone(p, f, o);
    for (int split = first; split <= last; split++) {
      placement v;
      if (split || !wt_insert_derive_hoisted(p, f, o, &conds, &mem, before)) {
        restore_edits(p, f, before);
        v = wt_insert_run_placement(p, f, lds, o, lp, 1, split, &conds, keys, &mem, 0);
        kept_states = 0;
      } else {
        v = (placement){at_use.placed, 0, 0, mem.nrecs, 0};
      }
      if (!v.moved) continue; /* every wait at its use: the at-use placement again */
      /* the second pass only adds to the first's waits: with a stall that
       * only grows with them, a first pass that stalls more than the best
       * cannot end better */
      /* (a walk that passes the best's stall is not better: it stops there) */
      if (monotone) {
        wt_cost_function_upto(p, fi, cost_best.stall, &cost);
        if (cost.stall > cost_best.stall) continue;
      }
      placement second = wt_insert_run_placement(p, f, lds, o, NULL, 0, 0, &conds, keys, &mem, want);
      uint32_t more = second.placed;
      v.placed += more;
      kept_states = 0;
      if (!monotone || more) wt_cost_function_upto(p, fi, cost_best.stall, &cost); /* else the same waits */
      if (better(&cost, &cost_best)) {
        cost_best = cost;
        placed = v.placed;
        save_edits(p, f, best);
        kept_states = want && second.exact;
      }
    }
    restore_edits(p, f, best);
  }
  if (known) {
    known->paths = paths;
    known->conds = ww_xmalloc(sizeof conds);
    *known->conds = conds;
    memset(&conds, 0, sizeof conds);
    if (kept_states) known->entry = mem.entry, mem.entry = NULL;
  }
  wt_insert_mem_free(&mem, f->nblocks);
  free(before_e.v);
  free(best_e.v);
  free(keys);
  asm_loops_free(&L);
  wt_conds_free(&conds);
  return placed;
}
