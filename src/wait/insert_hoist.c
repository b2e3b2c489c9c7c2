/*
 * insert_hoist.c - waits hoisted out of loops: a wait needed in a loop only
 * for operations issued before it goes at the end of the loop's preheader
 * (loops: src/asm/loops.c). The at-use run counts where it could hoist and
 * records enough to derive the hoisting run's first pass from its own
 * (wt_insert_derive_hoisted), which saves running that pass.
 */
#include "insert_internal.h"

#include <string.h>

/* A wait needed in a loop only for operations issued before the loop goes at
 * the end of the preheader: once, not every iteration (in an in-order queue
 * an in-loop wait would also wait, every iteration, for the loop's own
 * stores). The count is the one the preheader's exit needs. Outside hoist
 * mode the opportunity is only counted: a placement that could hoist
 * nothing is the at-use placement again. */
/* Can instruction i's wait for the operations `sites` go at the end of
 * its loop's preheader (*ph), as *h? */
static int hoist_wait(place_ctx *c, uint32_t i, const uint32_t *sites, uint32_t nsites, uint32_t *php,
                      tg_wait *h) {
  asm_program *p = c->p;
  if (!c->loops) return 0;
  int32_t l = c->loops->inner[p->inst_block[i]];
  if (l < 0 || c->loops->preheader[l] < 0) return 0;
  uint32_t ph = (uint32_t)c->loops->preheader[l];
  const wt_state *ex = &c->exit[ph];
  if (!ex->reached) return 0;
  if (p->insts[c->f->blocks[ph].last].flags & TG_IF_CALL) return 0;
  tg_wait_none(h);
  for (uint32_t k = 0; k < nsites; k++) {
    if (asm_loops_contains(c->loops, (uint32_t)l, (uint32_t)p->inst_block[sites[k]])) return 0; /* issued in the loop */
    /* the loop is entered only from the preheader: an operation from outside
     * that is not outstanding there is complete in the loop */
    const wt_pending *e = wt_state_find((wt_state *)ex, sites[k]);
    if (!e) continue;
    tg_wait w;
    wt_wait_for_entry(p->target, e, &w);
    tg_wait_merge(h, &w);
  }
  *php = ph;
  return 1;
}

static void record_hoist(place_ctx *c, uint32_t i, uint32_t ph, const tg_wait *h) {
  hoist_rec r = {0, (uint32_t)c->p->inst_block[i], ph, c->gen[ph], c->skips[ph], 0, *h};
  WW_VEC_PUSH(c->recs, c->nrecs, c->caprecs, r);
}

int wt_insert_hoist(place_ctx *c, uint32_t i, const uint32_t *sites, uint32_t nsites) {
  asm_program *p = c->p;
  uint32_t ph;
  tg_wait h;
  if (!hoist_wait(c, i, sites, nsites, &ph, &h)) return 0;
  if (!c->hoist) {
    c->hoist_found++;
    if (c->rec_of && !c->rec_of[i - c->f->first_inst]) { /* (again: wt_insert_retransfer_hoisted) */
      record_hoist(c, i, ph, &h);
      c->rec_of[i - c->f->first_inst] = c->nrecs;
      c->rec_pending = 1;
    }
    return 0;
  }
  if (tg_wait_is_none(&h)) return c->cur_ph = (int32_t)ph, 1; /* a wait hoisted before already does it */
  c->clean[ph] = 0;
  c->cur_ph = (int32_t)ph;
  wt_insert_wait_at_end(p, c->f, ph, &h);
  return 1;
}

/* The at-use run transfers again a block where it could have hoisted the
 * wait of instruction i (record k), in state cur before i: on c->alt, what
 * the hoisting run does there (it placed no wait at i: it asks again, and
 * hoists or not); the caller compares that with what the at-use run does. */
void wt_insert_retransfer_hoisted(place_ctx *c, uint32_t i, uint32_t k, const wt_state *cur) {
  const asm_program *p = c->p;
  const hoist_rec *r = &c->recs[k];
  const wt_consumer_key *key = &c->keys[i - c->f->first_inst];
  if (r->at != i || r->had_pre || (p->insts[i].flags & (TG_IF_MARK | TG_IF_MARK_WAIT))) {
    c->unsure = 1;
    return;
  }
  wt_state_copy(&c->alt, cur);
  if (!wt_state_regs_may(&c->regs, key)) return;
  tg_wait need, h;
  tg_wait_none(&need);
  uint32_t sites[64], ph;
  uint32_t nsites = wt_insert_needs_keyed(p, c->lds, c->o->barrier_release, i, key, &c->alt, &need, sites, NULL);
  if (!nsites || tg_wait_is_none(&need)) return;
  wt_state_apply_wait(p->target, &c->alt, &need, NULL, NULL, NULL);
  if (nsites > 64 || !hoist_wait(c, i, sites, nsites, &ph, &h)) {
    c->unsure = 1; /* it would place the wait here */
    return;
  }
  record_hoist(c, i, ph, &h);
  c->recs[c->nrecs - 1].at = i;
}

/* The first pass of the hoisting variant without split, from the at-use
 * run, where it can be told to be that run but for its hoists: the two
 * transfer the same blocks from the same states (a hoist applies the wait
 * where it was needed, as the at-use placement does), and differ only in
 * the waits hoisted (their placement at use is not made; the preheader's
 * end gets them), as long as where a block with a hoist was transferred
 * again the hoisting run would have hoisted again to the same state
 * (wt_insert_retransfer_hoisted; the at-use run applies its wait first and asks
 * what is left), a hoist's check left the at-use run clean (place_join),
 * no preheader that got one was transferred again or had a change not
 * transferred for (the hoisting run's preheader exit would hold it), one
 * run (no correlated conditions), no written wait merged away (add mode)
 * and no xcnt (whose implicit waits do not commute). Returns 0 where it
 * cannot tell (the caller runs the pass); else makes the pass's edits from
 * the at-use ones (p's), `before` the edits before either. */
int wt_insert_derive_hoisted(asm_program *p, const asm_func *f, const wt_insert_opts *o,
                             const wt_conds *conds, const place_mem *m, const edits *before) {
  if (o->mode != WT_INSERT_RECOMPUTE || conds->n || p->target->max[TG_CNT_X] || !m->nrecs || m->unsure)
    return 0;
  for (uint32_t k = 0; k < m->nrecs; k++) {
    const hoist_rec *r = &m->recs[k];
    if (m->gen[r->ph] != r->ph_gen || m->skips[r->ph] != r->ph_skips) return 0;
  }
  for (uint32_t k = 0; k < m->nrecs; k++) { /* one consumer per `at`, placed once */
    uint32_t at = m->recs[k].at;
    const edit_rec *x = wt_insert_edits_find(before, at);
    p->insts[at].has_pre = x ? x->has_pre : 0;
    if (x) p->edits[at].pre = x->waits.pre;
  }
  for (uint32_t k = 0; k < m->nrecs; k++) {
    const hoist_rec *r = &m->recs[k];
    if (!tg_wait_is_none(&r->h)) wt_insert_wait_at_end(p, f, r->ph, &r->h);
  }
  return 1;
}
