/*
 * insert_place.c - one placement run: the dataflow with placement in its
 * transfer function.
 *
 * Greedy and exact per use: before an instruction that needs outstanding
 * operations, place the weakest wait that completes them (per in-order
 * queue the count of younger operations of that queue, clamped to max-1),
 * and go on from the state that wait leaves; blocks are visited in reverse
 * post-order until the states settle, so every decision sees the waits
 * placed upstream. A wait right before the instruction is merged into the
 * new one, so a consumer is never preceded by two waits, unless it is one
 * of the program's fences (fence.c). A run places at use, or hoists
 * (insert_hoist.c) or splits a join's wait to its predecessors (try_split):
 * insert_choose.c runs the variants and keeps the best.
 */
#include "insert_internal.h"

#include <stdlib.h>
#include <string.h>

void wt_insert_merge_wait(tg_wait *dst, uint8_t *has, const tg_wait *w) {
  if (*has) tg_wait_merge(dst, w);
  else *dst = *w;
  *has = 1;
}

/* Merges w into the wait at the end of block b: before its branch, or after
 * its last instruction. */
void wt_insert_wait_at_end(asm_program *p, const asm_func *f, uint32_t b, const tg_wait *w) {
  uint32_t li = f->blocks[b].last;
  asm_inst *last = &p->insts[li];
  if (last->flags & (TG_IF_BRANCH | TG_IF_COND_BRANCH | TG_IF_TERMINATOR))
    wt_insert_merge_wait(&p->edits[li].pre, &last->has_pre, w);
  else
    wt_insert_merge_wait(&p->edits[li].post, &last->has_post, w);
}

static uint32_t needs(const place_ctx *c, uint32_t i, const wt_state *s, tg_wait *need,
                      uint32_t *sites) {
  return wt_insert_needs(c->p, c->lds, c->o->barrier_release, i, s, need, sites, NULL);
}

/* Does wait a wait for less than b on some counter? */
static int weaker(const tg_wait *a, const tg_wait *b) {
  for (int k = 0; k < TG_NCNT; k++)
    if (b->cnt[k] >= 0 && (a->cnt[k] < 0 || a->cnt[k] > b->cnt[k])) return 1;
  return 0;
}

/* Issues nothing and carries no wait (try_split). */
static int quiet(const asm_inst *x) {
  return x->deleted ||
         !(x->event != TG_EV_NONE || x->is_wait || x->has_pre || x->has_post || (x->flags & TG_IF_CALL));
}

/* A join merges the paths' states, so the wait instruction i of join block
 * bl needs is the strongest any path needs: a double-buffered loop that
 * skips the copy on its last iteration would wait, on every iteration, for
 * the copy just issued. When nothing issues between the block's start and
 * i, each predecessor can instead wait at its end for what its own path
 * needs (one that also leads elsewhere waits there too; the cost model
 * decides, wt_insert_place_function). In split mode the waits are placed; otherwise
 * the opportunity is only counted. */
static int try_split(place_ctx *c, const asm_block *bl, uint32_t i, const tg_wait *need) {
  asm_program *p = c->p;
  if (bl->npreds < 2) return 0;
  int32_t b = (int32_t)(bl - c->f->blocks);
  if (c->quiet_block != b) {
    uint32_t j = bl->first;
    while (j <= bl->last && quiet(&p->insts[j])) j++;
    c->quiet_block = b, c->quiet_end = j;
  }
  if (c->quiet_end < i) return 0; /* something before i issues or waits */
  tg_wait per[8];
  int any_weaker = 0;
  if (bl->npreds > 8) return 0;
  /* what follows reads the predecessors' exits, which may change while
   * this block's joined entry does not: run again, the answer may differ */
  c->cur_clean = 0;
  for (uint32_t k = 0; k < bl->npreds; k++) {
    uint32_t pb = bl->preds[k];
    const asm_block *pbl = &c->f->blocks[pb];
    if (!c->exit[pb].reached || (p->insts[pbl->last].flags & TG_IF_CALL)) return 0;
    tg_wait_none(&per[k]);
    needs(c, i, &c->exit[pb], &per[k], NULL);
    /* a weaker wait that completes the same operations changes nothing */
    any_weaker |= weaker(&per[k], need) && wt_wait_does_more(&c->exit[pb], need, &per[k]);
  }
  if (!any_weaker) return 0;
  if (!c->split) {
    c->split_found++;
    return 0;
  }
  for (uint32_t k = 0; k < bl->npreds; k++) {
    if (tg_wait_is_none(&per[k])) continue;
    c->clean[bl->preds[k]] = 0;
    wt_insert_wait_at_end(p, c->f, bl->preds[k], &per[k]);
  }
  return 1;
}

/* The wait instruction i needs in state cur (applied to cur); placed as
 * instruction i's pre wait, or hoisted. Returns 1 when something was placed. */
/* s_delay_alu and s_clause: a wait for the instruction after them goes
 * before them (place_at) */
static int issues_nothing(const asm_inst *in) {
  return strcmp(in->desc->mnemonic, "s_delay_alu") == 0 || strcmp(in->desc->mnemonic, "s_clause") == 0;
}

static int place_at(place_ctx *c, const asm_block *bl, uint32_t i, wt_state *cur) {
  asm_program *p = c->p;
  asm_inst *in = &p->insts[i];
  tg_wait need;
  tg_wait_none(&need);
  int mark_wait = 0;
  if ((in->flags & TG_IF_MARK_WAIT) && !in->comment_form) {
    c->cur_clean = 0;
    wt_mark_wait(p, cur, i, &need); /* the lowering of s_wait_asyncmark N */
    in->lowered = 1;
    mark_wait = 1;
    /* a counter with nothing outstanding needs no wait (an entry stands for
     * its newest instance: older ones from earlier loop iterations may be
     * what the count is for, so an entry on the counter keeps the wait) */
    for (int k = 0; k < TG_NCNT; k++) {
      if (need.cnt[k] < 0) continue;
      int any = 0;
      for (uint32_t j = 0; j < cur->n && !any; j++) any = (cur->v[j].cmask >> k) & 1;
      if (!any) need.cnt[k] = TG_NO_WAIT;
    }
  }
  if ((in->flags & TG_IF_MARK) && !in->comment_form) in->lowered = 1;
  uint32_t sites[64], nsites = 0;
  const wt_consumer_key *key = &c->keys[i - c->f->first_inst];
  /* the summary rules most instructions out without a scan of cur */
  if (mark_wait || wt_state_regs_may(&c->regs, key))
    nsites = wt_insert_needs_keyed(p, c->lds, c->o->barrier_release, i, key, cur, &need, sites, NULL);
  /* (a need comes from a mark wait or from an operation it counted) */
  if ((!mark_wait && !nsites) || tg_wait_is_none(&need)) return 0;
  int split = !mark_wait && try_split(c, bl, i, &need);
  wt_state_apply_wait(p->target, cur, &need, NULL, NULL, NULL);
  if (split || (!mark_wait && nsites <= 64 && wt_insert_hoist(c, i, sites, nsites))) {
    c->moved++;
    /* Run again, the transfer needs the same here and hoists the same
     * (from the preheader's exit, unless it changed: read_ph), merging
     * what it merged. A split read the exits of its predecessors, which
     * may include this block's (try_split marked the transfer unclean). */
    return 1;
  }
  /* Run again, the transfer would apply this wait before i (waits applied
   * one after another do what their merge does) and ask what i still
   * needs: nothing, or the transfer is not clean. */
  if (c->cur_clean) {
    tg_wait again;
    tg_wait_none(&again);
    wt_insert_needs_keyed(p, c->lds, c->o->barrier_release, i, key, cur, &again, NULL, NULL);
    /* (at a wait it could hoist, the hoisting run stays clean) */
    if (!tg_wait_is_none(&again))
      c->cur_clean = 0, c->unsure |= c->rec_pending || (c->rec_of && c->rec_of[i - c->f->first_inst]);
  }
  /* s_delay_alu describes the instructions right after it (GFX11+), s_clause
   * groups them: the wait goes before either, which issue nothing, so the
   * counts are the same there. */
  uint32_t at = i;
  while (at > bl->first && issues_nothing(&p->insts[at - 1])) at--;
  in = &p->insts[at];
  /* merge with a written wait right before it */
  int merged = 0;
  if (at > bl->first && p->insts[at - 1].is_wait && !p->insts[at - 1].deleted &&
      !p->insts[at - 1].wait_unknown && !p->insts[at - 1].has_pre && !p->insts[at - 1].fence_wait) {
    tg_wait_merge(&need, &p->insts[at - 1].wait);
    p->insts[at - 1].deleted = 1;
    c->cur_clean = 0;
    c->inexact = 1;
    merged = 1;
  }
  /* `at` now has a wait; a merged one before it is gone */
  if (c->quiet_block == (int32_t)(bl - c->f->blocks)) {
    if (merged && c->quiet_end == at - 1) c->quiet_end = at;
    else if (at < c->quiet_end) c->quiet_end = at;
  }
  if (c->rec_pending) c->recs[c->nrecs - 1].at = at, c->recs[c->nrecs - 1].had_pre = in->has_pre;
  c->rec_pending = 0;
  wt_insert_merge_wait(&p->edits[at].pre, &in->has_pre, &need);
  return 1;
}


/* Instruction i's pre step (its placed wait, then on gfx1250 its implicit
 * xcnt waits) and the wait it still needs; place_at places nothing where no
 * entry may be consumed (the summary) and the instruction is no async mark
 * (which it lowers). Returns what place_at returned. */
static int place_here(place_ctx *c, const asm_block *bl, uint32_t i) {
  const asm_inst *in = &c->p->insts[i];
  if (in->has_pre || c->p->target->max[TG_CNT_X]) wt_state_pre(c->p, &c->cur, i); /* else it does nothing */
  if (!(in->flags & (TG_IF_MARK | TG_IF_MARK_WAIT)) &&
      !wt_state_regs_may(&c->regs, &c->keys[i - c->f->first_inst]))
    return 0;
  return place_at(c, bl, i, &c->cur);
}

/* Placement of i on gfx1250 in the analysis' order. The analysis applies a
 * wait placed before i first, then i's implicit xcnt waits (wt_state_pre),
 * which do not commute with it: an implicit wait for an access whose
 * registers i overwrites is gone once the placed wait completed that
 * access. place_at computed the need after the implicit waits, so the state
 * is made again from the one before i, the placed wait first, until i needs
 * nothing more (the merged wait only grows; XCNT_ROUNDS bounds it). A
 * hoisted wait or an async mark's lowering is left to the next transfer. */
#define XCNT_ROUNDS 4
static int place_at_xcnt(place_ctx *c, const asm_block *bl, uint32_t i, wt_state *before) {
  const asm_program *p = c->p;
  const asm_inst *in = &p->insts[i];
  int placed = 0;
  wt_state_copy(before, &c->cur);
  for (int round = 1;; round++) {
    uint32_t moved = c->moved;
    int now = place_here(c, bl, i);
    placed += now;
    if (!now || c->moved != moved || round == XCNT_ROUNDS || (in->flags & (TG_IF_MARK | TG_IF_MARK_WAIT)))
      return placed;
    wt_state_copy(&c->cur, before);
    /* a wait placed before s_delay_alu / s_clause right before i (place_at) */
    for (uint32_t k = i; k > bl->first && issues_nothing(&p->insts[k - 1]); k--)
      if (p->insts[k - 1].has_pre)
        wt_state_apply_wait(p->target, &c->cur, &p->edits[k - 1].pre, NULL, NULL, NULL);
  }
}

static int same_entries(const wt_state *a, const wt_state *b) {
  return a->reached == b->reached && a->n == b->n && (!a->n || !memcmp(a->v, b->v, sizeof(wt_pending) * a->n)) &&
         a->nmarks == b->nmarks && !memcmp(&a->last_async, &b->last_async, sizeof a->last_async) &&
         (!a->nmarks || !memcmp(a->marks, b->marks, sizeof(wt_mark) * a->nmarks));
}

static void place_transfer(void *vc, uint32_t b) {
  place_ctx *c = vc;
  const asm_block *bl = &c->f->blocks[b];
  const asm_program *p = c->p;
  wt_state_copy(&c->cur, &c->entry[b]);
  wt_state_regs_of(p, &c->cur, &c->regs);
  /* only a loop header's entry changes again after its transfer (along a
   * back edge) often enough to pay for the test; xcnt's implicit waits do
   * not commute with others */
  c->cur_clean = 0;
  c->cur_ph = -1;
  c->quiet_block = -1;
  for (uint32_t k = 0; k < bl->npreds && !p->target->max[TG_CNT_X]; k++)
    c->cur_clean |= wt_back_edge(c->f, bl->preds[k], b);
  int xcnt = p->target->max[TG_CNT_X] != 0;
  wt_state before; /* xcnt: the state before instruction i's pre step */
  wt_state_init(&before);
  for (uint32_t i = bl->first; i <= bl->last; i++) {
    uint32_t n0 = c->cur.n;
    uint32_t rk = c->rec_of && !c->unsure ? c->rec_of[i - c->f->first_inst] : 0;
    if (rk) wt_insert_retransfer_hoisted(c, i, rk - 1, &c->cur);
    int placed = xcnt ? place_at_xcnt(c, bl, i, &before) : place_here(c, bl, i);
    c->placed += (uint32_t)placed;
    c->inexact |= placed && c->gen[b]; /* (gen: the block's transfers before this one) */
    if (rk && !c->unsure && !same_entries(&c->cur, &c->alt)) c->unsure = 1;
    wt_state_step(p, &c->cur, i);
    if (c->cur.n < n0) wt_state_regs_of(p, &c->cur, &c->regs); /* entries left: tighter */
    else wt_state_regs_add(p, i, &c->regs);
  }
  wt_state_free(&before);
  /* the exit is the state the transfer leaves: swapped in, not copied (cur
   * is made from an entry again before it is read) */
  wt_state t = c->exit[b];
  c->exit[b] = c->cur, c->cur = t;
  c->clean[b] = (uint8_t)c->cur_clean;
  c->gen[b]++;
  c->read_ph[b] = c->cur_ph;
  if (c->cur_ph >= 0) c->read_gen[b] = c->gen[c->cur_ph];
}

static int place_join(void *vc, uint32_t from, uint32_t to, int widen) {
  place_ctx *c = vc;
  if (c->conds && !wt_conds_edge_ok(c->conds, c->f, from, to, c->assign)) return 0;
  int how = wt_state_join_edge_how(&c->entry[to], &c->exit[from], widen, wt_back_edge(c->f, from, to));
  /* Only what no decision reads changed, and the block's last transfer,
   * run again from the same entries and marks, would place nothing and
   * leave the same exit: not run again (the placement keeps no states). */
  if (how == 2 && !c->no_skip && c->clean[to] &&
      (c->read_ph[to] < 0 || c->gen[c->read_ph[to]] == c->read_gen[to])) {
    c->skips[to]++;
    c->inexact = 1;
    return 0;
  }
  return how != 0;
}

void wt_insert_mem_init(place_mem *m, uint32_t nblocks, uint32_t ninsts) {
  m->entry = ww_xmalloc(sizeof(wt_state) * nblocks);
  m->exit = ww_xmalloc(sizeof(wt_state) * nblocks);
  for (uint32_t b = 0; b < nblocks; b++) wt_state_init(&m->entry[b]), wt_state_init(&m->exit[b]);
  wt_state_init(&m->cur);
  m->clean = ww_xmalloc(nblocks);
  m->read_ph = ww_xmalloc(sizeof(int32_t) * nblocks);
  m->gen = ww_xmalloc(sizeof(uint32_t) * nblocks);
  m->read_gen = ww_xmalloc(sizeof(uint32_t) * nblocks);
  m->skips = ww_xmalloc(sizeof(uint32_t) * nblocks);
  m->recs = NULL, m->nrecs = m->caprecs = 0, m->unsure = 0;
  m->rec_of = ww_xmalloc(sizeof(uint32_t) * (ninsts ? ninsts : 1));
  wt_state_init(&m->alt);
}

void wt_insert_mem_free(place_mem *m, uint32_t nblocks) {
  for (uint32_t b = 0; b < nblocks; b++) {
    if (m->entry) wt_state_free(&m->entry[b]); /* (NULL: handed over) */
    wt_state_free(&m->exit[b]);
  }
  wt_state_free(&m->cur);
  free(m->entry);
  free(m->exit);
  free(m->clean);
  free(m->read_ph);
  free(m->gen);
  free(m->read_gen);
  free(m->skips);
  free(m->recs);
  free(m->rec_of);
  wt_state_free(&m->alt);
}

/* An initial state that keeps its entries' memory. */
static void reset_state(wt_state *s) {
  wt_pending *v = s->v;
  uint32_t cap = s->cap;
  wt_state_init(s);
  s->v = v, s->cap = cap;
}

/* One placement: once per assignment of values to the function's
 * correlated conditions (each run follows only the paths its values allow
 * and adds what they need; their union is what every path needs).
 * no_skip: its states are wanted (place_ctx.inexact), not only its edits. */
placement wt_insert_run_placement(asm_program *p, const asm_func *f, const wt_lds_info *lds,
                                  const wt_insert_opts *o, const asm_loops *L, int hoist, int split,
                                  const wt_conds *conds, const wt_consumer_key *keys, place_mem *m,
                                  int no_skip) {
  place_ctx c = {.p = p, .f = f, .lds = lds, .o = o, .entry = m->entry, .exit = m->exit, .cur = m->cur,
                 .loops = L, .hoist = hoist, .split = split, .conds = conds && conds->n ? conds : NULL,
                 .no_skip = no_skip, .keys = keys, .clean = m->clean, .read_ph = m->read_ph, .gen = m->gen,
                 .read_gen = m->read_gen, .cur_ph = -1, .recs = m->recs, .caprecs = m->caprecs,
                 .skips = m->skips, .rec_of = !hoist && L ? m->rec_of : NULL, .alt = m->alt,
                 .quiet_block = -1};
  memset(c.gen, 0, sizeof(uint32_t) * f->nblocks);
  if (c.rec_of) memset(c.rec_of, 0, sizeof(uint32_t) * (f->end_inst - f->first_inst));
  memset(c.skips, 0, sizeof(uint32_t) * f->nblocks);
  c.inexact = hoist || split || c.conds; /* waits elsewhere; several runs */
  uint32_t nassign = c.conds ? 1u << c.conds->n : 1;
  for (c.assign = 0; c.assign < nassign; c.assign++) {
    for (uint32_t b = 0; b < f->nblocks; b++) reset_state(&c.entry[b]), reset_state(&c.exit[b]);
    wt_state_entry(&c.entry[0]);
    memset(c.clean, 0, f->nblocks);
    for (uint32_t b = 0; b < f->nblocks; b++) c.read_ph[b] = -1;
    wt_flow(f, &c, place_transfer, place_join);
  }
  m->cur = c.cur; /* its memory, grown */
  m->recs = c.recs, m->nrecs = c.nrecs, m->caprecs = c.caprecs, m->unsure = c.unsure, m->alt = c.alt;
  return (placement){c.placed, c.hoist_found, c.split_found, c.moved, !c.inexact};
}
