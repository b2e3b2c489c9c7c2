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
 * consumer is never preceded by two waits, unless it is one of the
 * program's fences (fence.c), which both modes keep as written. Workgroup
 * barriers are release points: LDS writes that another wave may touch after
 * the barrier (phases.c) are waited for before them, and in add mode global
 * writes still outstanding (what LLVM's workgroup release fence does),
 * unless turned off; recompute releases those as the program's own fences
 * do. A function callable from outside the file waits for its caller's
 * operations at its entry (entry.c).
 */
#include "insert.h"
#include "check.h"
#include "cost.h"

#include <stdlib.h>
#include <string.h>

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

/* Natural loops of a function: per block the innermost loop holding it, per
 * loop its body (its blocks, sorted) and its preheader (the one block outside
 * that enters it). Each loop's body is found once, from all its back edges,
 * so the work is the sum of the bodies, not loops times blocks. */
typedef struct loops {
  uint32_t n;
  int32_t *inner;     /* per block */
  uint32_t **body;    /* per loop: its blocks, ascending */
  uint32_t *size;
  int32_t *preheader; /* per loop, -1: none */
} loops;

static int in_loop(const loops *L, uint32_t l, uint32_t b) {
  const uint32_t *v = L->body[l];
  uint32_t lo = 0, hi = L->size[l];
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (v[mid] == b) return 1;
    if (v[mid] < b) lo = mid + 1;
    else hi = mid;
  }
  return 0;
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

static int is_back(const ww_func *f, uint32_t t, int k) {
  int32_t h = f->blocks[t].succ[k];
  return h >= 0 && f->blocks[h].rpo <= f->blocks[t].rpo;
}

static void find_loops(const ww_func *f, loops *L) {
  uint32_t nb = f->nblocks ? f->nblocks : 1;
  memset(L, 0, sizeof *L);
  L->inner = ww_xmalloc(sizeof(int32_t) * nb);
  L->body = ww_xmalloc(sizeof(uint32_t *) * nb);
  L->size = ww_xmalloc(sizeof(uint32_t) * nb);
  L->preheader = ww_xmalloc(sizeof(int32_t) * nb);
  int32_t *of_header = ww_xmalloc(sizeof(int32_t) * nb);
  uint32_t *header = ww_xmalloc(sizeof(uint32_t) * nb);
  uint32_t *stack = ww_xmalloc(sizeof(uint32_t) * nb);
  uint32_t *stamp = calloc(nb, sizeof(uint32_t));
  uint32_t *first = calloc(nb + 1, sizeof(uint32_t)), *src = ww_xmalloc(sizeof(uint32_t) * 2 * nb);
  if (!stamp || !first) ww_die("out of memory");
  for (uint32_t b = 0; b < f->nblocks; b++) L->inner[b] = -1, of_header[b] = -1;
  /* loops numbered by their first back edge (t, then k, ascending); their
   * back edges' sources gathered per loop */
  for (uint32_t t = 0; t < f->nblocks; t++)
    for (int k = 0; k < 2; k++)
      if (is_back(f, t, k)) {
        int32_t h = f->blocks[t].succ[k];
        if (of_header[h] < 0) of_header[h] = (int32_t)L->n, header[L->n++] = (uint32_t)h;
        first[of_header[h] + 1]++;
      }
  for (uint32_t l = 0; l < L->n; l++) first[l + 1] += first[l];
  uint32_t *at = ww_xmalloc(sizeof(uint32_t) * (L->n + 1));
  memcpy(at, first, sizeof(uint32_t) * (L->n + 1));
  for (uint32_t t = 0; t < f->nblocks; t++)
    for (int k = 0; k < 2; k++)
      if (is_back(f, t, k)) src[at[of_header[f->blocks[t].succ[k]]]++] = t;
  free(at);
  for (uint32_t l = 0; l < L->n; l++) {
    /* the header, and the blocks that reach a back edge's source without
     * passing the header */
    uint32_t h = header[l], gen = l + 1, n = 0, cap = 8;
    uint32_t *body = ww_xmalloc(sizeof(uint32_t) * cap);
    stamp[h] = gen, body[n++] = h;
    for (uint32_t e = first[l]; e < first[l + 1]; e++) {
      uint32_t t = src[e], sp = 0;
      if (stamp[t] == gen) continue;
      stamp[t] = gen, stack[sp++] = t;
      WW_VEC_PUSH(body, n, cap, t);
      while (sp) {
        const ww_block *x = &f->blocks[stack[--sp]];
        for (uint32_t q = 0; q < x->npreds; q++)
          if (stamp[x->preds[q]] != gen) {
            stamp[x->preds[q]] = gen, stack[sp++] = x->preds[q];
            WW_VEC_PUSH(body, n, cap, x->preds[q]);
          }
      }
    }
    qsort(body, n, sizeof(uint32_t), cmp_u32);
    L->body[l] = body;
    L->size[l] = n;
  }
  for (uint32_t l = 0; l < L->n; l++) {
    uint32_t h = header[l], outside = 0;
    L->preheader[l] = -1;
    if (in_loop(L, l, 0) && h != 0) continue; /* not a natural loop (irreducible) */
    for (uint32_t q = 0; q < f->blocks[h].npreds; q++)
      if (!in_loop(L, l, f->blocks[h].preds[q])) outside++, L->preheader[l] = (int32_t)f->blocks[h].preds[q];
    if (outside != 1) L->preheader[l] = -1;
  }
  /* the innermost: the smallest, the first of equal ones */
  for (uint32_t l = 0; l < L->n; l++)
    for (uint32_t k = 0; k < L->size[l]; k++) {
      uint32_t b = L->body[l][k];
      if (L->inner[b] < 0 || L->size[l] < L->size[L->inner[b]]) L->inner[b] = (int32_t)l;
    }
  free(of_header);
  free(header);
  free(stack);
  free(stamp);
  free(first);
  free(src);
}

static void free_loops(loops *L) {
  for (uint32_t l = 0; l < L->n; l++) free(L->body[l]);
  free(L->inner);
  free(L->body);
  free(L->size);
  free(L->preheader);
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
  ww_state *entry, *exit, cur;
  const loops *loops;   /* the function's loops, or NULL */
  int hoist;            /* hoist waits out of loops (else count where one could be) */
  int split;            /* place a join's wait at the ends of its predecessors */
  uint32_t hoist_found; /* waits that could have been hoisted */
  uint32_t split_found; /* joins where that would wait less on some path */
  uint32_t moved;       /* waits hoisted or split: the placement is not at-use */
  uint32_t placed;
  const ww_conds *conds; /* correlated conditions (correlate.c), and their values now */
  uint32_t assign;
  int no_skip;          /* transfer again where only display fields changed (exact states) */
  ww_state_regs regs;   /* a summary of cur (wait.h): most instructions skip its scan */
  const ww_consumer_key *keys; /* per instruction of f: made once for every run and sweep */
  /* Per block: its last transfer, run again from an entry with the same
   * entries and marks, would change no edit and leave the same exit
   * (place_join), provided that the preheader whose exit its hoists read
   * (read_ph, -1: none) has not been transferred since (gen: transfers per
   * block). cur_*: the same, so far, for the transfer running. */
  uint8_t *clean;
  int32_t *read_ph;
  uint32_t *gen, *read_gen;
  int cur_clean;
  int32_t cur_ph;
  /* The at-use run keeps what a hoisting run would do differently
   * (derive_hoisted): each wait it could have hoisted, and per block the
   * display-only changes it did not transfer for (skips); rec_of, per
   * instruction of f: 1 + its record, 0: none (NULL: not kept). Where a
   * block with one is transferred again, what the hoisting run would do
   * there is worked out on `alt` (retransfer_hoisted), and unsure marks
   * where it may differ otherwise. */
  struct hoist_rec *recs;
  uint32_t nrecs, caprecs, *skips, *rec_of;
  int rec_pending;      /* hoist() counted one for the wait place_at places now */
  int unsure;
  ww_state alt;
  /* The run's final states are not the plain solve of its edits
   * (ww_known): a transfer placed a wait in a block transferred before
   * (whose earlier exit flowed on without it), a wait went elsewhere than
   * the block transferred, a written wait was merged away, a transfer was
   * skipped (place_join), or the run followed correlated conditions.
   * (Targets with xcnt are never asked: place_function.) */
  int inexact;
  /* In block quiet_block (-1: none yet in this transfer) the instructions
   * before quiet_end issue nothing and carry no wait (quiet); the one at
   * quiet_end, if in the block, does. Kept up to date by place_at. */
  int32_t quiet_block;
  uint32_t quiet_end;
} place_ctx;

/* A wait the at-use run placed at `at` (consumer in `block`, no wait
 * before `at` placed earlier) that a hoisting run places as h at preheader
 * ph's end instead; ph_gen and ph_skips: ph's transfers and skipped
 * changes then. */
typedef struct hoist_rec {
  uint32_t at, block, ph, ph_gen, ph_skips;
  int had_pre;
  ww_wait h;
} hoist_rec;


static void merge_into(ww_wait *dst, uint8_t *has, const ww_wait *w) {
  if (*has) ww_wait_merge(dst, w);
  else *dst = *w;
  *has = 1;
}

/* Merges w into the wait at the end of block b: before its branch, or after
 * its last instruction. */
static void wait_at_end(ww_program *p, const ww_func *f, uint32_t b, const ww_wait *w) {
  uint32_t li = f->blocks[b].last;
  ww_inst *last = &p->insts[li];
  if (last->flags & (WW_IF_BRANCH | WW_IF_COND_BRANCH | WW_IF_TERMINATOR))
    merge_into(&p->edits[li].pre, &last->has_pre, w);
  else
    merge_into(&p->edits[li].post, &last->has_post, w);
}

/* A wait needed in a loop only for operations issued before the loop goes at
 * the end of the preheader: once, not every iteration (in an in-order queue
 * an in-loop wait would also wait, every iteration, for the loop's own
 * stores). The count is the one the preheader's exit needs. Outside hoist
 * mode the opportunity is only counted: a placement that could hoist
 * nothing is the at-use placement again. */
/* Can instruction i's wait for the operations `sites` go at the end of
 * its loop's preheader (*ph), as *h? */
static int hoist_wait(place_ctx *c, uint32_t i, const uint32_t *sites, uint32_t nsites, uint32_t *php,
                      ww_wait *h) {
  ww_program *p = c->p;
  if (!c->loops) return 0;
  int32_t l = c->loops->inner[p->inst_block[i]];
  if (l < 0 || c->loops->preheader[l] < 0) return 0;
  uint32_t ph = (uint32_t)c->loops->preheader[l];
  const ww_state *ex = &c->exit[ph];
  if (!ex->reached) return 0;
  if (p->insts[c->f->blocks[ph].last].flags & WW_IF_CALL) return 0;
  ww_wait_none(h);
  for (uint32_t k = 0; k < nsites; k++) {
    if (in_loop(c->loops, (uint32_t)l, (uint32_t)p->inst_block[sites[k]])) return 0; /* issued in the loop */
    /* the loop is entered only from the preheader: an operation from outside
     * that is not outstanding there is complete in the loop */
    const ww_pending *e = ww_state_find((ww_state *)ex, sites[k]);
    if (!e) continue;
    ww_wait w;
    ww_wait_for_entry(p->target, e, &w);
    ww_wait_merge(h, &w);
  }
  *php = ph;
  return 1;
}

static void record_hoist(place_ctx *c, uint32_t i, uint32_t ph, const ww_wait *h) {
  hoist_rec r = {0, (uint32_t)c->p->inst_block[i], ph, c->gen[ph], c->skips[ph], 0, *h};
  WW_VEC_PUSH(c->recs, c->nrecs, c->caprecs, r);
}

static int hoist(place_ctx *c, uint32_t i, const uint32_t *sites, uint32_t nsites) {
  ww_program *p = c->p;
  uint32_t ph;
  ww_wait h;
  if (!hoist_wait(c, i, sites, nsites, &ph, &h)) return 0;
  if (!c->hoist) {
    c->hoist_found++;
    if (c->rec_of && !c->rec_of[i - c->f->first_inst]) { /* (again: retransfer_hoisted) */
      record_hoist(c, i, ph, &h);
      c->rec_of[i - c->f->first_inst] = c->nrecs;
      c->rec_pending = 1;
    }
    return 0;
  }
  if (ww_wait_is_none(&h)) return c->cur_ph = (int32_t)ph, 1; /* a wait hoisted before already does it */
  c->clean[ph] = 0;
  c->cur_ph = (int32_t)ph;
  wait_at_end(p, c->f, ph, &h);
  return 1;
}

/* ww_insert_needs with instruction i's consumer key already made. */
static uint32_t needs_keyed(const ww_program *p, const ww_lds_info *lds, int release, uint32_t i,
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
  return needs_keyed(p, lds, release, i, &key, s, need, sites, exact);
}

static uint32_t needs(const place_ctx *c, uint32_t i, const ww_state *s, ww_wait *need,
                      uint32_t *sites) {
  return ww_insert_needs(c->p, c->lds, c->o->barrier_release, i, s, need, sites, NULL);
}

/* Does wait a wait for less than b on some counter? */
static int weaker(const ww_wait *a, const ww_wait *b) {
  for (int k = 0; k < WW_NCNT; k++)
    if (b->cnt[k] >= 0 && (a->cnt[k] < 0 || a->cnt[k] > b->cnt[k])) return 1;
  return 0;
}

/* Issues nothing and carries no wait (try_split). */
static int quiet(const ww_inst *x) {
  return x->deleted ||
         !(x->event != WW_EV_NONE || x->is_wait || x->has_pre || x->has_post || (x->flags & WW_IF_CALL));
}

/* A join merges the paths' states, so the wait instruction i of join block
 * bl needs is the strongest any path needs: a double-buffered loop that
 * skips the copy on its last iteration would wait, on every iteration, for
 * the copy just issued. When nothing issues between the block's start and
 * i, each predecessor can instead wait at its end for what its own path
 * needs (one that also leads elsewhere waits there too; the cost model
 * decides, place_function). In split mode the waits are placed; otherwise
 * the opportunity is only counted. */
static int try_split(place_ctx *c, const ww_block *bl, uint32_t i, const ww_wait *need) {
  ww_program *p = c->p;
  if (bl->npreds < 2) return 0;
  int32_t b = (int32_t)(bl - c->f->blocks);
  if (c->quiet_block != b) {
    uint32_t j = bl->first;
    while (j <= bl->last && quiet(&p->insts[j])) j++;
    c->quiet_block = b, c->quiet_end = j;
  }
  if (c->quiet_end < i) return 0; /* something before i issues or waits */
  ww_wait per[8];
  int any_weaker = 0;
  if (bl->npreds > 8) return 0;
  /* what follows reads the predecessors' exits, which may change while
   * this block's joined entry does not: run again, the answer may differ */
  c->cur_clean = 0;
  for (uint32_t k = 0; k < bl->npreds; k++) {
    uint32_t pb = bl->preds[k];
    const ww_block *pbl = &c->f->blocks[pb];
    if (!c->exit[pb].reached || (p->insts[pbl->last].flags & WW_IF_CALL)) return 0;
    ww_wait_none(&per[k]);
    needs(c, i, &c->exit[pb], &per[k], NULL);
    /* a weaker wait that completes the same operations changes nothing */
    any_weaker |= weaker(&per[k], need) && ww_wait_does_more(&c->exit[pb], need, &per[k]);
  }
  if (!any_weaker) return 0;
  if (!c->split) {
    c->split_found++;
    return 0;
  }
  for (uint32_t k = 0; k < bl->npreds; k++) {
    if (ww_wait_is_none(&per[k])) continue;
    c->clean[bl->preds[k]] = 0;
    wait_at_end(p, c->f, bl->preds[k], &per[k]);
  }
  return 1;
}

/* The wait instruction i needs in state cur (applied to cur); placed as
 * instruction i's pre wait, or hoisted. Returns 1 when something was placed. */
/* s_delay_alu and s_clause: a wait for the instruction after them goes
 * before them (place_at) */
static int issues_nothing(const ww_inst *in) {
  return strcmp(in->desc->mnemonic, "s_delay_alu") == 0 || strcmp(in->desc->mnemonic, "s_clause") == 0;
}

static int place_at(place_ctx *c, const ww_block *bl, uint32_t i, ww_state *cur) {
  ww_program *p = c->p;
  ww_inst *in = &p->insts[i];
  ww_wait need;
  ww_wait_none(&need);
  int mark_wait = 0;
  if ((in->flags & WW_IF_MARK_WAIT) && !in->comment_form) {
    c->cur_clean = 0;
    ww_mark_wait(p, cur, i, &need); /* the lowering of s_wait_asyncmark N */
    in->lowered = 1;
    mark_wait = 1;
    /* a counter with nothing outstanding needs no wait (an entry stands for
     * its newest instance: older ones from earlier loop iterations may be
     * what the count is for, so an entry on the counter keeps the wait) */
    for (int k = 0; k < WW_NCNT; k++) {
      if (need.cnt[k] < 0) continue;
      int any = 0;
      for (uint32_t j = 0; j < cur->n && !any; j++) any = (cur->v[j].cmask >> k) & 1;
      if (!any) need.cnt[k] = WW_NO_WAIT;
    }
  }
  if ((in->flags & WW_IF_MARK) && !in->comment_form) in->lowered = 1;
  uint32_t sites[64], nsites = 0;
  const ww_consumer_key *key = &c->keys[i - c->f->first_inst];
  /* the summary rules most instructions out without a scan of cur */
  if (mark_wait || ww_state_regs_may(&c->regs, key))
    nsites = needs_keyed(p, c->lds, c->o->barrier_release, i, key, cur, &need, sites, NULL);
  /* (a need comes from a mark wait or from an operation it counted) */
  if ((!mark_wait && !nsites) || ww_wait_is_none(&need)) return 0;
  int split = !mark_wait && try_split(c, bl, i, &need);
  ww_state_apply_wait(p->target, cur, &need, NULL, NULL, NULL);
  if (split || (!mark_wait && nsites <= 64 && hoist(c, i, sites, nsites))) {
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
    ww_wait again;
    ww_wait_none(&again);
    needs_keyed(p, c->lds, c->o->barrier_release, i, key, cur, &again, NULL, NULL);
    /* (at a wait it could hoist, the hoisting run stays clean) */
    if (!ww_wait_is_none(&again))
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
    ww_wait_merge(&need, &p->insts[at - 1].wait);
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
  merge_into(&p->edits[at].pre, &in->has_pre, &need);
  return 1;
}


/* Instruction i's pre step (its placed wait, then on gfx1250 its implicit
 * xcnt waits) and the wait it still needs; place_at places nothing where no
 * entry may be consumed (the summary) and the instruction is no async mark
 * (which it lowers). Returns what place_at returned. */
static int place_here(place_ctx *c, const ww_block *bl, uint32_t i) {
  const ww_inst *in = &c->p->insts[i];
  if (in->has_pre || c->p->target->max[WW_CNT_X]) ww_state_pre(c->p, &c->cur, i); /* else it does nothing */
  if (!(in->flags & (WW_IF_MARK | WW_IF_MARK_WAIT)) &&
      !ww_state_regs_may(&c->regs, &c->keys[i - c->f->first_inst]))
    return 0;
  return place_at(c, bl, i, &c->cur);
}

/* Placement of i on gfx1250 in the analysis' order. The analysis applies a
 * wait placed before i first, then i's implicit xcnt waits (ww_state_pre),
 * which do not commute with it: an implicit wait for an access whose
 * registers i overwrites is gone once the placed wait completed that
 * access. place_at computed the need after the implicit waits, so the state
 * is made again from the one before i, the placed wait first, until i needs
 * nothing more (the merged wait only grows; XCNT_ROUNDS bounds it). A
 * hoisted wait or an async mark's lowering is left to the next transfer. */
#define XCNT_ROUNDS 4
static int place_at_xcnt(place_ctx *c, const ww_block *bl, uint32_t i, ww_state *before) {
  const ww_program *p = c->p;
  const ww_inst *in = &p->insts[i];
  int placed = 0;
  ww_state_copy(before, &c->cur);
  for (int round = 1;; round++) {
    uint32_t moved = c->moved;
    int now = place_here(c, bl, i);
    placed += now;
    if (!now || c->moved != moved || round == XCNT_ROUNDS || (in->flags & (WW_IF_MARK | WW_IF_MARK_WAIT)))
      return placed;
    ww_state_copy(&c->cur, before);
    /* a wait placed before s_delay_alu / s_clause right before i (place_at) */
    for (uint32_t k = i; k > bl->first && issues_nothing(&p->insts[k - 1]); k--)
      if (p->insts[k - 1].has_pre)
        ww_state_apply_wait(p->target, &c->cur, &p->edits[k - 1].pre, NULL, NULL, NULL);
  }
}

/* The at-use run transfers again a block where it could have hoisted the
 * wait of instruction i (record k), in state cur before i: on c->alt, what
 * the hoisting run does there (it placed no wait at i: it asks again, and
 * hoists or not); the caller compares that with what the at-use run does. */
static void retransfer_hoisted(place_ctx *c, uint32_t i, uint32_t k, const ww_state *cur) {
  const ww_program *p = c->p;
  const hoist_rec *r = &c->recs[k];
  const ww_consumer_key *key = &c->keys[i - c->f->first_inst];
  if (r->at != i || r->had_pre || (p->insts[i].flags & (WW_IF_MARK | WW_IF_MARK_WAIT))) {
    c->unsure = 1;
    return;
  }
  ww_state_copy(&c->alt, cur);
  if (!ww_state_regs_may(&c->regs, key)) return;
  ww_wait need, h;
  ww_wait_none(&need);
  uint32_t sites[64], ph;
  uint32_t nsites = needs_keyed(p, c->lds, c->o->barrier_release, i, key, &c->alt, &need, sites, NULL);
  if (!nsites || ww_wait_is_none(&need)) return;
  ww_state_apply_wait(p->target, &c->alt, &need, NULL, NULL, NULL);
  if (nsites > 64 || !hoist_wait(c, i, sites, nsites, &ph, &h)) {
    c->unsure = 1; /* it would place the wait here */
    return;
  }
  record_hoist(c, i, ph, &h);
  c->recs[c->nrecs - 1].at = i;
}

static int same_entries(const ww_state *a, const ww_state *b) {
  return a->reached == b->reached && a->n == b->n && (!a->n || !memcmp(a->v, b->v, sizeof(ww_pending) * a->n)) &&
         a->nmarks == b->nmarks && !memcmp(&a->last_async, &b->last_async, sizeof a->last_async) &&
         (!a->nmarks || !memcmp(a->marks, b->marks, sizeof(ww_mark) * a->nmarks));
}

static void place_transfer(void *vc, uint32_t b) {
  place_ctx *c = vc;
  const ww_block *bl = &c->f->blocks[b];
  const ww_program *p = c->p;
  ww_state_copy(&c->cur, &c->entry[b]);
  ww_state_regs_of(p, &c->cur, &c->regs);
  /* only a loop header's entry changes again after its transfer (along a
   * back edge) often enough to pay for the test; xcnt's implicit waits do
   * not commute with others */
  c->cur_clean = 0;
  c->cur_ph = -1;
  c->quiet_block = -1;
  for (uint32_t k = 0; k < bl->npreds && !p->target->max[WW_CNT_X]; k++)
    c->cur_clean |= ww_back_edge(c->f, bl->preds[k], b);
  int xcnt = p->target->max[WW_CNT_X] != 0;
  ww_state before; /* xcnt: the state before instruction i's pre step */
  ww_state_init(&before);
  for (uint32_t i = bl->first; i <= bl->last; i++) {
    uint32_t n0 = c->cur.n;
    uint32_t rk = c->rec_of && !c->unsure ? c->rec_of[i - c->f->first_inst] : 0;
    if (rk) retransfer_hoisted(c, i, rk - 1, &c->cur);
    int placed = xcnt ? place_at_xcnt(c, bl, i, &before) : place_here(c, bl, i);
    c->placed += (uint32_t)placed;
    c->inexact |= placed && c->gen[b]; /* (gen: the block's transfers before this one) */
    if (rk && !c->unsure && !same_entries(&c->cur, &c->alt)) c->unsure = 1;
    ww_state_step(p, &c->cur, i);
    if (c->cur.n < n0) ww_state_regs_of(p, &c->cur, &c->regs); /* entries left: tighter */
    else ww_state_regs_add(p, i, &c->regs);
  }
  ww_state_free(&before);
  /* the exit is the state the transfer leaves: swapped in, not copied (cur
   * is made from an entry again before it is read) */
  ww_state t = c->exit[b];
  c->exit[b] = c->cur, c->cur = t;
  c->clean[b] = (uint8_t)c->cur_clean;
  c->gen[b]++;
  c->read_ph[b] = c->cur_ph;
  if (c->cur_ph >= 0) c->read_gen[b] = c->gen[c->cur_ph];
}

static int place_join(void *vc, uint32_t from, uint32_t to, int widen) {
  place_ctx *c = vc;
  if (c->conds && !ww_conds_edge_ok(c->conds, c->f, from, to, c->assign)) return 0;
  int how = ww_state_join_edge_how(&c->entry[to], &c->exit[from], widen, ww_back_edge(c->f, from, to));
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

/* What one placement run found and did. */
typedef struct placement {
  uint32_t placed;      /* waits placed */
  uint32_t hoist_found; /* counted where not done: a variant worth trying */
  uint32_t split_found;
  uint32_t moved;       /* hoisted or split: not the at-use placement */
  int exact;            /* its final states are the plain solve of its edits (place_ctx) */
} placement;

/* The memory of a function's placement runs, kept from run to run: the
 * states' entry arrays are reused (a state is reset, not freed). */
typedef struct place_mem {
  ww_state *entry, *exit, cur;
  uint8_t *clean;
  int32_t *read_ph;
  uint32_t *gen, *read_gen, *skips;
  hoist_rec *recs;      /* the at-use run's (place_ctx) */
  uint32_t nrecs, caprecs, *rec_of;
  int unsure;
  ww_state alt;
} place_mem;

static void place_mem_init(place_mem *m, uint32_t nblocks, uint32_t ninsts) {
  m->entry = ww_xmalloc(sizeof(ww_state) * nblocks);
  m->exit = ww_xmalloc(sizeof(ww_state) * nblocks);
  for (uint32_t b = 0; b < nblocks; b++) ww_state_init(&m->entry[b]), ww_state_init(&m->exit[b]);
  ww_state_init(&m->cur);
  m->clean = ww_xmalloc(nblocks);
  m->read_ph = ww_xmalloc(sizeof(int32_t) * nblocks);
  m->gen = ww_xmalloc(sizeof(uint32_t) * nblocks);
  m->read_gen = ww_xmalloc(sizeof(uint32_t) * nblocks);
  m->skips = ww_xmalloc(sizeof(uint32_t) * nblocks);
  m->recs = NULL, m->nrecs = m->caprecs = 0, m->unsure = 0;
  m->rec_of = ww_xmalloc(sizeof(uint32_t) * (ninsts ? ninsts : 1));
  ww_state_init(&m->alt);
}

static void place_mem_free(place_mem *m, uint32_t nblocks) {
  for (uint32_t b = 0; b < nblocks; b++) {
    if (m->entry) ww_state_free(&m->entry[b]); /* (NULL: handed over) */
    ww_state_free(&m->exit[b]);
  }
  ww_state_free(&m->cur);
  free(m->entry);
  free(m->exit);
  free(m->clean);
  free(m->read_ph);
  free(m->gen);
  free(m->read_gen);
  free(m->skips);
  free(m->recs);
  free(m->rec_of);
  ww_state_free(&m->alt);
}

/* An initial state that keeps its entries' memory. */
static void reset_state(ww_state *s) {
  ww_pending *v = s->v;
  uint32_t cap = s->cap;
  ww_state_init(s);
  s->v = v, s->cap = cap;
}

/* One placement: once per assignment of values to the function's
 * correlated conditions (each run follows only the paths its values allow
 * and adds what they need; their union is what every path needs).
 * no_skip: its states are wanted (place_ctx.inexact), not only its edits. */
static placement run_placement(ww_program *p, const ww_func *f, const ww_lds_info *lds,
                               const ww_insert_opts *o, const loops *L, int hoist, int split,
                               const ww_conds *conds, const ww_consumer_key *keys, place_mem *m,
                               int no_skip) {
  place_ctx c = {p, f, lds, o, m->entry, m->exit, m->cur, L, hoist, split, 0, 0, 0, 0,
                 conds && conds->n ? conds : NULL, 0, no_skip, {0, 0}, keys, m->clean, m->read_ph, m->gen,
                 m->read_gen, 0, -1, m->recs, 0, m->caprecs, m->skips,
                 !hoist && L ? m->rec_of : NULL, 0, 0, m->alt, 0, -1, 0};
  memset(c.gen, 0, sizeof(uint32_t) * f->nblocks);
  if (c.rec_of) memset(c.rec_of, 0, sizeof(uint32_t) * (f->end_inst - f->first_inst));
  memset(c.skips, 0, sizeof(uint32_t) * f->nblocks);
  c.inexact = hoist || split || c.conds; /* waits elsewhere; several runs */
  uint32_t nassign = c.conds ? 1u << c.conds->n : 1;
  for (c.assign = 0; c.assign < nassign; c.assign++) {
    for (uint32_t b = 0; b < f->nblocks; b++) reset_state(&c.entry[b]), reset_state(&c.exit[b]);
    ww_state_entry(&c.entry[0]);
    memset(c.clean, 0, f->nblocks);
    for (uint32_t b = 0; b < f->nblocks; b++) c.read_ph[b] = -1;
    ww_flow(f, &c, place_transfer, place_join);
  }
  m->cur = c.cur; /* its memory, grown */
  m->recs = c.recs, m->nrecs = c.nrecs, m->caprecs = c.caprecs, m->unsure = c.unsure, m->alt = c.alt;
  return (placement){c.placed, c.hoist_found, c.split_found, c.moved, !c.inexact};
}

/* The edits of one function, to try placements and keep the better: the
 * instructions with any (few of a function's), in order. A wait's value
 * counts only where its has_pre / has_post is set. */
typedef struct edit_rec {
  uint32_t i;
  uint8_t has_pre, has_post, deleted, lowered;
  ww_edit waits;
} edit_rec;

typedef struct edits {
  edit_rec *v;
  uint32_t n, cap;
} edits;

static int edited(const ww_inst *in) { return in->has_pre || in->has_post || in->deleted || in->lowered; }

static void save_edits(const ww_program *p, const ww_func *f, edits *e) {
  e->n = 0;
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    const ww_inst *in = &p->insts[i];
    if (!edited(in)) continue;
    edit_rec r = {i, in->has_pre, in->has_post, in->deleted, in->lowered, p->edits[i]};
    WW_VEC_PUSH(e->v, e->n, e->cap, r);
  }
}

static void restore_edits(ww_program *p, const ww_func *f, const edits *e) {
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    ww_inst *in = &p->insts[i];
    if (edited(in)) in->has_pre = in->has_post = 0, in->deleted = in->lowered = 0;
  }
  for (uint32_t k = 0; k < e->n; k++) {
    const edit_rec *x = &e->v[k];
    ww_inst *in = &p->insts[x->i];
    in->has_pre = x->has_pre, in->has_post = x->has_post, in->deleted = x->deleted;
    in->lowered = x->lowered, p->edits[x->i] = x->waits;
  }
}

/* Instruction i's record in e, or NULL. */
static const edit_rec *edits_find(const edits *e, uint32_t i) {
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
static int better(const ww_cost_result *a, const ww_cost_result *b) {
  return a->stall < b->stall || (a->stall == b->stall && a->waits < b->waits);
}

/* The first pass of the hoisting variant without split, from the at-use
 * run, where it can be told to be that run but for its hoists: the two
 * transfer the same blocks from the same states (a hoist applies the wait
 * where it was needed, as the at-use placement does), and differ only in
 * the waits hoisted (their placement at use is not made; the preheader's
 * end gets them), as long as where a block with a hoist was transferred
 * again the hoisting run would have hoisted again to the same state
 * (retransfer_hoisted; the at-use run applies its wait first and asks
 * what is left), a hoist's check left the at-use run clean (place_join),
 * no preheader that got one was transferred again or had a change not
 * transferred for (the hoisting run's preheader exit would hold it), one
 * run (no correlated conditions), no written wait merged away (add mode)
 * and no xcnt (whose implicit waits do not commute). Returns 0 where it
 * cannot tell (the caller runs the pass); else makes the pass's edits from
 * the at-use ones (p's), `before` the edits before either. */
static int derive_hoisted(ww_program *p, const ww_func *f, const ww_insert_opts *o,
                          const ww_conds *conds, const place_mem *m, const edits *before) {
  if (o->mode != WW_INSERT_RECOMPUTE || conds->n || p->target->max[WW_CNT_X] || !m->nrecs || m->unsure)
    return 0;
  for (uint32_t k = 0; k < m->nrecs; k++) {
    const hoist_rec *r = &m->recs[k];
    if (m->gen[r->ph] != r->ph_gen || m->skips[r->ph] != r->ph_skips) return 0;
  }
  for (uint32_t k = 0; k < m->nrecs; k++) { /* one consumer per `at`, placed once */
    uint32_t at = m->recs[k].at;
    const edit_rec *x = edits_find(before, at);
    p->insts[at].has_pre = x ? x->has_pre : 0;
    if (x) p->edits[at].pre = x->waits.pre;
  }
  for (uint32_t k = 0; k < m->nrecs; k++) {
    const hoist_rec *r = &m->recs[k];
    if (!ww_wait_is_none(&r->h)) wait_at_end(p, f, r->ph, &r->h);
  }
  return 1;
}

/* Does the cost model's stall of function f only grow with its waits? Its
 * walk stays in f, whose calls (which drain, unmodelled as stall) are the
 * exception; and a placement deletes no wait it merges (recompute dropped
 * them all but the fences, which are never merged), so a second pass only
 * makes waits stronger or adds them. Then, every time issues shifting
 * only later, stall = end time - issue slots can only grow. */
static int stall_monotone(const ww_program *p, const ww_func *f, const ww_insert_opts *o) {
  if (o->mode != WW_INSERT_RECOMPUTE) return 0;
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    const ww_inst *in = &p->insts[i];
    if (in->flags & WW_IF_CALL) return 0;
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
 * (ww_analyze_known): the correlated conditions, and the block entry
 * states where the run that made the edits kept was exact and is the last
 * one run (the memory holds its states). */
static uint32_t place_function(ww_program *p, uint32_t fi, const ww_lds_info *lds,
                               const ww_insert_opts *o, ww_known *known) {
  const ww_func *f = &p->funcs[fi];
  if (!f->nblocks) return 0;
  loops L;
  find_loops(f, &L);
  const loops *lp = L.n ? &L : NULL;
  uint32_t n = f->end_inst - f->first_inst;
  edits before_e = {0}, best_e = {0}, *before = NULL, *best = NULL;
  if (f->nblocks > 1) before = &before_e, save_edits(p, f, before);
  ww_conds conds;
  ww_conds_compute(p, f, &conds);
  ww_consumer_key *keys = ww_xmalloc(sizeof(ww_consumer_key) * (n ? n : 1));
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) ww_consumer_key_of(p, i, &keys[i - f->first_inst]);
  place_mem mem;
  place_mem_init(&mem, f->nblocks, n);
  /* states the analysis can take are wanted where it would solve the
   * function plainly (without jump threading or conditions), and where a
   * placed wait commutes with the instruction's own effects: with xcnt
   * (gfx1250) placement applies its wait after ww_state_pre's implicit
   * xcnt waits, the analysis before them, and the states differ */
  ww_paths *paths = NULL;
  if (known) paths = ww_xmalloc(sizeof *paths), ww_paths_compute(p, f, paths);
  int want = known && !paths->feasible && !conds.n && !p->target->max[WW_CNT_X];
  placement at_use = run_placement(p, f, lds, o, lp, 0, 0, &conds, keys, &mem, want);
  uint32_t placed = at_use.placed;
  int kept_states = want && at_use.exact; /* mem's states are the kept edits' */
  /* the variants, each from the original edits: hoisted out of loops; and,
   * where a join would wait for more than one of its paths needs, hoisted
   * and split to the predecessors */
  int first = at_use.hoist_found ? 0 : 1, last = at_use.split_found ? 1 : 0;
  if (first <= last && before) { /* before: saved where there is more than one block */
    ww_cost_result cost_best, cost;
    ww_cost_function(p, fi, &cost_best);
    best = &best_e;
    save_edits(p, f, best);
    int monotone = stall_monotone(p, f, o);
    for (int split = first; split <= last; split++) {
      placement v;
      if (split || !derive_hoisted(p, f, o, &conds, &mem, before)) {
        restore_edits(p, f, before);
        v = run_placement(p, f, lds, o, lp, 1, split, &conds, keys, &mem, 0);
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
        ww_cost_function_upto(p, fi, cost_best.stall, &cost);
        if (cost.stall > cost_best.stall) continue;
      }
      placement second = run_placement(p, f, lds, o, NULL, 0, 0, &conds, keys, &mem, want);
      uint32_t more = second.placed;
      v.placed += more;
      kept_states = 0;
      if (!monotone || more) ww_cost_function_upto(p, fi, cost_best.stall, &cost); /* else the same waits */
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
  place_mem_free(&mem, f->nblocks);
  free(before_e.v);
  free(best_e.v);
  free(keys);
  free_loops(&L);
  ww_conds_free(&conds);
  return placed;
}

/* Placement looks at one function at a time (calls follow the convention),
 * so functions are placed on several threads. */
typedef struct place_job {
  ww_program *p;
  const ww_lds_info *lds;
  const ww_insert_opts *o;
  uint32_t f0, f1;
  ww_known *known;
} place_job;

static void *place_range(void *arg) {
  place_job *j = arg;
  for (uint32_t fi = j->f0; fi < j->f1; fi++)
    place_function(j->p, fi, j->lds, j->o, j->known ? &j->known[fi] : NULL);
  return NULL;
}

/* known: NULL, or per function what the analysis can take over. */
static void place_all(ww_program *p, const ww_lds_info *lds, const ww_insert_opts *o, ww_known *known) {
  uint32_t bounds[WW_MAX_THREADS + 1];
  int nt = ww_func_ranges(p, bounds, WW_MAX_THREADS);
  place_job jobs[WW_MAX_THREADS];
  for (int t = 0; t < nt; t++) jobs[t] = (place_job){p, lds, o, bounds[t], bounds[t + 1], known};
  ww_run_jobs(place_range, jobs, sizeof jobs[0], nt);
}

/* Sweeps over every instruction, on the threads that place: per function
 * range, the waits recompute drops, or (counting) the waits placed and the
 * instructions they print as. */
typedef struct sweep_job {
  ww_program *p;
  uint32_t f0, f1;
  uint32_t n, m;
} sweep_job;

/* Marks the waits of the memory model's code sequences (both modes). */
static void *mark_fence_waits(void *arg) {
  sweep_job *j = arg;
  for (uint32_t i = j->p->funcs[j->f0].first_inst; i < j->p->funcs[j->f1 - 1].end_inst; i++)
    if (j->p->insts[i].is_wait && ww_is_fence_wait(j->p, i)) { /* (which is a wait) */
      j->p->insts[i].fence_wait = 1;
      j->n++;
    }
  return NULL;
}

/* Recompute drops every counter wait but the fence waits. */
static void *drop_waits(void *arg) {
  sweep_job *j = arg;
  for (uint32_t i = j->p->funcs[j->f0].first_inst; i < j->p->funcs[j->f1 - 1].end_inst; i++) {
    ww_inst *in = &j->p->insts[i];
    if (!in->is_wait || in->fence_wait) continue;
    in->deleted = 1;
    j->n++;
  }
  return NULL;
}

static void *count_placed(void *arg) {
  sweep_job *j = arg;
  const ww_program *p = j->p;
  for (uint32_t i = p->funcs[j->f0].first_inst; i < p->funcs[j->f1 - 1].end_inst; i++) {
    if (!p->insts[i].has_pre) continue;
    j->n++;
    j->m += (uint32_t)ww_wait_print(p->target, &p->edits[i].pre, NULL);
  }
  return NULL;
}

/* Runs fn over function ranges; sums their counts into *n and *m. */
static void sweep(ww_program *p, void *(*fn)(void *), uint32_t *n, uint32_t *m) {
  if (!p->nfuncs) return;
  uint32_t bounds[WW_MAX_THREADS + 1];
  int nt = ww_func_ranges(p, bounds, WW_MAX_THREADS);
  sweep_job jobs[WW_MAX_THREADS];
  int k = 0;
  for (int t = 0; t < nt; t++)
    if (bounds[t] < bounds[t + 1]) jobs[k++] = (sweep_job){p, bounds[t], bounds[t + 1], 0, 0};
  ww_run_jobs(fn, jobs, sizeof jobs[0], k);
  for (int t = 0; t < k; t++) {
    *n += jobs[t].n;
    if (m) *m += jobs[t].m;
  }
}

/* A function callable from outside the file waits for its caller's
 * operations before it touches a register (entry.c): where it does not
 * (recompute dropped its wait; hand-written code lacks it), the wait goes
 * before its first instruction, as LLVM puts it. */
static void place_entry_waits(ww_program *p, ww_insert_stats *st) {
  for (uint32_t fi = 0; fi < p->nfuncs; fi++) {
    uint16_t missing;
    if (ww_entry_missing(p, fi, UINT32_MAX, &missing) == UINT32_MAX) continue;
    ww_wait w;
    ww_wait_none(&w);
    for (int c = 0; c < WW_NCNT; c++)
      if ((missing >> c) & 1) w.cnt[c] = 0;
    uint32_t first = p->funcs[fi].first_inst;
    merge_into(&p->edits[first].pre, &p->insts[first].has_pre, &w);
    st->entry_waits++;
  }
}

#ifdef WW_DEBUG
/* Makes the first outstanding entry handed over look one operation younger. */
static void break_known(const ww_program *p, ww_known *known) {
  for (uint32_t fi = 0; fi < p->nfuncs; fi++)
    for (uint32_t b = 0; known[fi].entry && b < p->funcs[fi].nblocks; b++)
      if (known[fi].entry[b].n) {
        known[fi].entry[b].v[0].after++;
        return;
      }
}
#endif

void ww_insert(ww_program *p, const ww_insert_opts *opts, ww_insert_stats *st) {
  memset(st, 0, sizeof *st);
  /* Recompute keeps the waits of the program's fences as written (before
   * barriers too), so it releases global stores at barriers only as those
   * fences do: no blanket release. */
  ww_insert_opts ro = *opts;
  if (ro.mode == WW_INSERT_RECOMPUTE) ro.barrier_release = 0;
  const ww_insert_opts *o = &ro;
  sweep(p, mark_fence_waits, &st->fence_waits, NULL);
  if (o->mode == WW_INSERT_RECOMPUTE) sweep(p, drop_waits, &st->removed, NULL);
  ww_program_edits(p);
  place_entry_waits(p, st);
  ww_lds_info lds;
  ww_lds_info_compute(p, &lds);
  ww_timer_lap(o->timer, "insert: LDS values");
  int calls_here = 0;
  for (uint32_t fi = 0; fi < p->nfuncs; fi++) calls_here |= p->funcs[fi].calls_here;
  /* Without calls into this file, the placement's states and conditions
   * go to tightening's analysis of the result (each function on its own) */
  ww_known *known = calls_here ? NULL : calloc(p->nfuncs ? p->nfuncs : 1, sizeof(ww_known));
  if (!calls_here && !known) ww_die("out of memory");
  place_all(p, &lds, o, known);
  ww_timer_lap(o->timer, "insert: placement");
  st->rounds = 1;
  /* LLVM's convention lets a caller call with loads in flight: the callee
   * begins with a wait. Placement above follows the convention; the checker
   * follows calls into the callee. Where it finds the callee does not wait
   * (recompute drops the wait it had; hand-written code may lack it) for
   * what a caller in this file leaves in flight, give the callee that wait
   * and place again. Without calls into this file there is nothing to do
   * here: api.c checks the result anyway. */
  for (int again = calls_here; again && st->rounds < 8;) {
    again = 0;
    ww_analysis a;
    ww_analyze(p, &a);
    ww_check_result res;
    ww_check_opts co = {0};
    ww_check(p, &a, &lds, &co, &res);
    uint32_t errors = res.nerrors;
    ww_timer_lap(o->timer, "insert: check callee entries");
    if (!errors) {
      ww_check_result_free(&res);
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
        /* a caller's store, or cache operation, the callee cannot consume
         * (it writes no register) unless a release marked it */
        ww_event ev = (ww_event)p->insts[ctx->v[k].site].event;
        if ((ev == WW_EV_VMEM_STORE || ev == WW_EV_FLAT_STORE || ev == WW_EV_CACHE_INV ||
             ev == WW_EV_CACHE_WB) && !(ctx->v[k].flags & WW_PF_RELEASE))
          continue;
        ww_wait_for_entry(p->target, &ctx->v[k], &w);
        for (int c = 0; c < WW_NCNT; c++)
          if (w.cnt[c] >= 0) w.cnt[c] = 0; /* the caller's operations: all of them */
        ww_wait_merge(&need, &w);
      }
      if (ww_wait_is_none(&need)) continue; /* only stores the callee cannot consume */
      ww_inst *first = &p->insts[f->first_inst];
      if (first->is_wait && !first->deleted && !first->wait_unknown) {
        int covered = 1; /* a written entry wait (add mode) already does it */
        for (int c = 0; c < WW_NCNT; c++)
          if (need.cnt[c] >= 0 && (first->wait.cnt[c] < 0 || first->wait.cnt[c] > need.cnt[c]))
            covered = 0;
        if (covered) continue;
      }
      ww_wait *pre = &p->edits[f->first_inst].pre;
      ww_wait merged = first->has_pre ? *pre : need;
      ww_wait_merge(&merged, &need);
      if (first->has_pre && memcmp(&merged, pre, sizeof merged) == 0) continue;
      *pre = merged;
      first->has_pre = 1;
      again = 1;
    }
    /* Placement follows the convention at calls; the checker follows calls
     * into this file's functions, whose stores may be outstanding at their
     * return (a release after the call must wait for them): where callee
     * entries are not the cause, the checker's own fix goes in. */
    for (uint32_t k = 0; !again && k < res.n; k++) {
      const ww_finding *fd = &res.v[k];
      if (fd->sev != WW_ERROR || fd->kind == WW_DEP_MARK_UNWAITED || fd->kind == WW_DEP_LDS_DMA ||
          fd->kind == WW_DEP_LDS_WAR || ww_wait_is_none(&fd->fix))
        continue;
      merge_into(&p->edits[fd->consumer].pre, &p->insts[fd->consumer].has_pre, &fd->fix);
      again = 2;
    }
    ww_check_result_free(&res);
    ww_analysis_free(&a);
    if (again) {
      place_all(p, &lds, o, NULL);
      ww_timer_lap(o->timer, "insert: placement");
      st->rounds++;
    }
  }
#ifdef WW_DEBUG
  /* A test of the debug build's check of the states handed over
   * (tests/lit/insert/debug-known.s): one is wrong, as a bug would make it. */
  if (known && getenv("WAITWISE_DEBUG_BREAK_KNOWN")) break_known(p, known);
#endif
  int tight = ww_insert_tighten(p, &lds, o, known);
  st->checked_clean = tight > 0, st->internal_error = tight < 0;
  ww_timer_lap(o->timer, "insert: tighten");
  for (uint32_t fi = 0; known && fi < p->nfuncs; fi++) {
    for (uint32_t b = 0; known[fi].entry && b < p->funcs[fi].nblocks; b++) ww_state_free(&known[fi].entry[b]);
    free(known[fi].entry);
    if (known[fi].conds) ww_conds_free(known[fi].conds);
    free(known[fi].conds);
    if (known[fi].paths) ww_paths_free(known[fi].paths);
    free(known[fi].paths);
  }
  free(known);
  ww_lds_info_free(&lds);
  sweep(p, count_placed, &st->placed, &st->instructions);
  ww_timer_lap(o->timer, "insert: statistics");
}
