/*
 * weakest.c - the weakest wait that still covers what follows it.
 *
 * From a wait W, search forward over the CFG carrying only the operations
 * outstanding before W. An instruction that consumes one of them makes it
 * needed (and it is dropped from the search: one consumer is enough); later
 * waits retire them as usual; later issues age them. The weakest W' waits, per
 * counter, for the youngest needed operation: `after` for an in-order queue,
 * 0 otherwise. Coming back to W itself around a loop counts W as absent
 * (conservative). The search stops after a fixed budget of visits. In a
 * function callable from outside the file, the waits its entry needs
 * (entry.c) count too.
 */
#include "wait.h"

#include <stdlib.h>
#include <string.h>

#define BUDGET 200000

void wt_weakest_init(wt_weakest_ctx *x, const asm_program *p, const wt_lds_info *lds,
                     uint32_t func) {
  memset(x, 0, sizeof *x);
  x->p = p;
  x->lds = lds;
  x->func = func;
  uint32_t nb = p->funcs[func].nblocks;
  x->bs = ww_xmalloc(sizeof(wt_state) * (nb ? nb : 1));
  for (uint32_t b = 0; b < nb; b++) wt_state_init(&x->bs[b]);
  x->stamp = calloc(nb ? nb : 1, sizeof(uint32_t));
  x->queued = calloc(nb ? nb : 1, 1);
  if (!x->stamp || !x->queued) ww_die("out of memory");
}

void wt_weakest_free(wt_weakest_ctx *x) {
  uint32_t nb = x->p->funcs[x->func].nblocks;
  for (uint32_t b = 0; b < nb; b++) wt_state_free(&x->bs[b]);
  free(x->bs);
  free(x->stamp);
  free(x->queued);
  free(x->need);
  memset(x, 0, sizeof *x);
}

/* One need per operation and kind: its completion, or (xcnt) only that it
 * reads its registers no more. */
static void note_need(wt_weakest_ctx *x, const wt_pending *e, const wt_pending *orig,
                      uint32_t consumer, wt_dep why) {
  for (uint32_t i = 0; i < x->nneed; i++)
    if (x->need[i].site == e->site && wt_dep_xcnt(x->need[i].why) == wt_dep_xcnt(why))
      return;
  wt_need n = {e->site,    consumer,     why,        orig->after,
               orig->cmask, orig->queue, orig->flags, orig->xafter};
  WW_VEC_PUSH(x->need, x->nneed, x->capneed, n);
}

/* One instruction of the search: consumers first, then the instruction's
 * own effect restricted to the tracked operations (no new ones). */
static void visit(wt_weakest_ctx *x, uint32_t i, uint32_t w, wt_state *s, const wt_state *before) {
  const asm_program *p = x->p;
  const asm_inst *in = &p->insts[i];
  if (i != w) wt_state_pre(p, s, i);
  uint32_t k = 0;
  wt_consumer_key key;
  wt_consumer_key_of(p, i, &key);
  for (uint32_t j = 0; j < s->n; j++) {
    asm_regs r;
    wt_dep why = wt_may_consume(p, &key, &s->v[j]) ? wt_consumes(p, x->lds, i, &s->v[j], &r)
                                                         : WT_DEP_NONE;
    if (why) {
      note_need(x, &s->v[j], wt_state_find((wt_state *)before, s->v[j].site), i, why);
      /* its registers are safe from here; its data may still be needed */
      if (wt_dep_xcnt(why)) s->v[j].cmask &= (uint16_t)~(1u << TG_CNT_X);
      else continue;
    }
    s->v[k++] = s->v[j];
  }
  s->n = k;
  if (in->flags & TG_IF_CALL) { /* drains all but its stores' xcnt (state.c) */
    k = 0;
    for (uint32_t j = 0; j < s->n; j++)
      if ((s->v[j].cmask & (1u << TG_CNT_X)) && s->v[j].queue == TG_Q_VS) s->v[k++] = s->v[j];
    s->n = k;
    return;
  }
  if (i != w && in->is_wait && !in->wait_unknown && !in->deleted)
    wt_state_apply_wait(p->target, s, &in->wait, NULL, NULL, NULL);
  if (in->event == TG_EV_CACHE_WB && !in->deleted) wt_state_mark_release(p, s);
  uint16_t cm = p->target->ev_counters[in->event];
  if (in->event != TG_EV_NONE && cm) wt_state_age(p->target, s, in->event);
  if (in->has_post) wt_state_apply_wait(p->target, s, &p->edits[i].post, NULL, NULL, NULL);
}

int wt_weakest_wait(wt_weakest_ctx *x, uint32_t w, const wt_state *before, tg_wait *out) {
  const asm_program *p = x->p;
  const asm_func *f = &p->funcs[x->func];
  tg_wait_none(out);
  x->nneed = 0;
  if (++x->gen == 0) { /* stamps wrapped: start over */
    memset(x->stamp, 0, sizeof(uint32_t) * f->nblocks);
    x->gen = 1;
  }
  wt_state s;
  wt_state_init(&s);
  wt_state_copy(&s, before);
  s.reached = 1;
  long budget = BUDGET;
  int status = 0;
  /* the rest of W's block */
  uint32_t b0 = (uint32_t)p->inst_block[w];
  const asm_block *bl = &f->blocks[b0];
  for (uint32_t i = w + 1; i <= bl->last && s.n; i++, budget--) visit(x, i, w, &s, before);
  uint32_t *work = ww_xmalloc(sizeof(uint32_t) * (f->nblocks + 1));
  uint32_t nwork = 0;
#define ENQUEUE(from, src_block, bb)                                                           \
  do {                                                                                         \
    uint32_t b_ = (uint32_t)(bb);                                                             \
    if (x->stamp[b_] != x->gen) {                                                              \
      x->stamp[b_] = x->gen;                                                                   \
      x->bs[b_].n = 0;                                                                         \
      x->bs[b_].reached = 0;                                                                   \
      x->queued[b_] = 0;                                                                       \
    }                                                                                          \
    if (wt_state_join_edge(&x->bs[b_], (from), 0, wt_back_edge(f, (src_block), b_)) &&          \
        !x->queued[b_]) {                                                                      \
      x->queued[b_] = 1;                                                                       \
      work[nwork++] = b_;                                                                      \
    }                                                                                          \
  } while (0)
  if (s.n)
    for (int k = 0; k < 2; k++)
      if (bl->succ[k] >= 0) ENQUEUE(&s, b0, bl->succ[k]);
  while (nwork) {
    uint32_t b = work[--nwork];
    x->queued[b] = 0;
    const asm_block *cb = &f->blocks[b];
    wt_state_copy(&s, &x->bs[b]);
    for (uint32_t i = cb->first; i <= cb->last && s.n; i++, budget--) visit(x, i, w, &s, before);
    if (budget < 0) {
      status = -1;
      break;
    }
    if (!s.n) continue;
    for (int k = 0; k < 2; k++)
      if (cb->succ[k] >= 0) ENQUEUE(&s, b, cb->succ[k]);
  }
#undef ENQUEUE
  for (uint32_t b = 0; b < f->nblocks; b++) x->queued[b] = 0;
  free(work);
  wt_state_free(&s);
  if (status) return status;
  /* completions first: an operation they complete needs no xcnt wait */
  for (int pass = 0; pass < 2; pass++)
    for (uint32_t i = 0; i < x->nneed; i++) {
      const wt_need *nd = &x->need[i];
      if (wt_dep_xcnt(nd->why) != pass) continue;
      wt_pending e = {nd->site, nd->cmask, nd->after, nd->queue, nd->flags, nd->xafter};
      tg_wait one;
      if (!pass) {
        wt_wait_for_entry(p->target, &e, &one);
      } else {
        wt_state one_op; /* e alone, not to be freed */
        wt_state_init(&one_op);
        one_op.v = &e, one_op.n = one_op.cap = 1, one_op.reached = 1;
        wt_state_apply_wait(p->target, &one_op, out, NULL, NULL, NULL);
        if (!one_op.n || !(one_op.v[0].cmask & (1u << TG_CNT_X))) continue;
        wt_wait_for_xlate(p->target, &e, &one);
      }
      tg_wait_merge(out, &one);
    }
  /* A function callable from outside needs its caller's operations done
   * before it touches a register (entry.c): without this wait, would some
   * counter it waits for 0 still be owed there? */
  if (wt_func_external(p, x->func)) {
    uint16_t missing;
    if (wt_entry_missing(p, x->func, w, &missing) != UINT32_MAX) {
      const tg_wait *own = &p->insts[w].wait;
      for (int c = 0; c < TG_NCNT; c++)
        if (((missing >> c) & 1) && own->cnt[c] == 0) out->cnt[c] = 0;
    }
  }
  return 0;
}
