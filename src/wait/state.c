/*
 * state.c - the abstract counter state (see wait.h): transfer and join.
 */
#include "wait.h"
#include "../target/barrier.h"

#include <stdlib.h>
#include <string.h>

void wt_state_init(wt_state *s) {
  memset(s, 0, sizeof *s);
  for (int c = 0; c < TG_NCNT; c++) s->bound[c] = -1;
}

static void copy_marks(wt_state *dst, const wt_state *src) {
  dst->nmarks = src->nmarks;
  if (src->nmarks) memcpy(dst->marks, src->marks, sizeof(wt_mark) * src->nmarks);
  dst->last_async = src->last_async;
}

static int marks_equal(const wt_state *a, const wt_state *b) {
  if (a->nmarks != b->nmarks || memcmp(&a->last_async, &b->last_async, sizeof(wt_mark))) return 0;
  return !a->nmarks || memcmp(a->marks, b->marks, sizeof(wt_mark) * a->nmarks) == 0;
}

/* dst = dst JOIN src: valid on either path, the smaller `after`. */
static int mark_union(wt_mark *dst, const wt_mark *src) {
  if (!src->valid) return 0;
  wt_mark m = *dst;
  if (!m.valid) m = *src;
  else {
    if (src->after < m.after) m.after = src->after;
    m.cmask |= src->cmask;
    if (m.queue != src->queue) m.queue = TG_Q_OOO;
  }
  int changed = memcmp(&m, dst, sizeof m) != 0;
  *dst = m;
  return changed;
}

/* Mark lists are aligned at their newest end (what LLVM does); a mark
 * missing on one path contributes nothing there. */
static int join_marks(wt_state *dst, const wt_state *src) {
  int changed = mark_union(&dst->last_async, &src->last_async);
  if (src->nmarks > dst->nmarks) {
    int extra = src->nmarks - dst->nmarks;
    memmove(dst->marks + extra, dst->marks, sizeof(wt_mark) * dst->nmarks);
    memset(dst->marks, 0, sizeof(wt_mark) * (size_t)extra);
    dst->nmarks = src->nmarks;
    changed = 1;
  }
  for (int k = 1; k <= src->nmarks; k++)
    changed |= mark_union(&dst->marks[dst->nmarks - k], &src->marks[src->nmarks - k]);
  return changed;
}

void wt_state_free(wt_state *s) {
  free(s->v);
  wt_state_init(s);
}

static void reserve(wt_state *s, uint32_t n) {
  if (n <= s->cap) return;
  uint32_t cap = s->cap ? s->cap : 8;
  while (cap < n) cap *= 2;
  s->v = ww_xrealloc(s->v, sizeof(wt_pending) * cap);
  s->cap = cap;
}

void wt_state_copy(wt_state *dst, const wt_state *src) {
  reserve(dst, src->n);
  if (src->n) memcpy(dst->v, src->v, sizeof(wt_pending) * src->n);
  dst->n = src->n;
  dst->reached = src->reached;
  memcpy(dst->bound, src->bound, sizeof dst->bound);
  dst->uncertain = src->uncertain;
  copy_marks(dst, src);
}

wt_pending *wt_state_find(wt_state *s, uint32_t site) {
  uint32_t lo = 0, hi = s->n;
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (s->v[mid].site == site) return &s->v[mid];
    if (s->v[mid].site < site) lo = mid + 1;
    else hi = mid;
  }
  return NULL;
}

static uint32_t count_on(const wt_state *s, int c) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < s->n; i++) n += (s->v[i].cmask >> c) & 1;
  return n;
}

static int has_multi(const wt_state *s, int c) {
  for (uint32_t i = 0; i < s->n; i++)
    if (((s->v[i].cmask >> c) & 1) && (s->v[i].flags & WT_PF_MULTI)) return 1;
  return 0;
}

void wt_state_entry(wt_state *s) {
  s->n = 0;
  s->reached = 1;
  s->uncertain = 0;
  for (int c = 0; c < TG_NCNT; c++) s->bound[c] = 0;
  s->nmarks = 0;
  memset(&s->last_async, 0, sizeof s->last_async);
}

/* After a call that follows the convention: the callee drained every
 * counter; the caller's marks are its own and stay. Not its stores' xcnt:
 * the callee waits for neither (LLVM 22 keeps X_CNT over a call, which on
 * a caller's stores is still owed after it: the spills before a call). */
static void drained(wt_state *s) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < s->n; i++)
    if ((s->v[i].cmask & (1u << TG_CNT_X)) && s->v[i].queue == TG_Q_VS) s->v[k++] = s->v[i];
  s->n = k;
  s->uncertain = 0;
  for (int c = 0; c < TG_NCNT; c++) s->bound[c] = k && (c == TG_CNT_VS || c == TG_CNT_X) ? -1 : 0;
}

/* The counters of vector memory: what a release (AMDGPUUsage's code
 * sequences: `buffer_wbl2; s_waitcnt vmcnt(0)`, `global_wb;
 * s_wait_storecnt 0 ...`) waits for. */
#define VMEM_COUNTERS ((1u << TG_CNT_VM) | (1u << TG_CNT_VS) | (1u << TG_CNT_SAMPLE) | (1u << TG_CNT_BVH))

void wt_state_mark_release(const asm_program *p, wt_state *s) {
  for (uint32_t i = 0; i < s->n; i++)
    if ((s->v[i].cmask & VMEM_COUNTERS) && p->insts[s->v[i].site].event != TG_EV_CACHE_INV)
      s->v[i].flags |= WT_PF_RELEASE; /* an invalidate releases nothing */
}

static int join_flags(wt_state *dst, const wt_state *src, int widen, uint8_t add);

/* Along a back edge src's entries join as having crossed it, without a copy of src. */
int wt_state_join_edge(wt_state *dst, const wt_state *src, int widen, int back) {
  return join_flags(dst, src, widen, back ? WT_PF_CROSSED : 0) != 0;
}

int wt_state_join_edge_how(wt_state *dst, const wt_state *src, int widen, int back) {
  return join_flags(dst, src, widen, back ? WT_PF_CROSSED : 0);
}

int wt_state_equal(const wt_state *a, const wt_state *b) {
  if (a->reached != b->reached || a->n != b->n || a->uncertain != b->uncertain) return 0;
  if (memcmp(a->bound, b->bound, sizeof a->bound) || !marks_equal(a, b)) return 0;
  return a->n == 0 || memcmp(a->v, b->v, sizeof(wt_pending) * a->n) == 0;
}

int wt_state_join(wt_state *dst, const wt_state *src, int widen) { return join_flags(dst, src, widen, 0) != 0; }

/* dst = dst JOIN src, every entry of src read with the flags `add` too.
 * Returns 1 when an entry, a mark or reached changed, else 2 when only the
 * display fields (bound, uncertain) did, else 0. */
static int join_flags(wt_state *dst, const wt_state *src, int widen, uint8_t add) {
  if (!src->reached) return 0;
  if (!dst->reached) {
    wt_state_copy(dst, src);
    for (uint32_t k = 0; add && k < dst->n; k++) dst->v[k].flags |= add;
    return 1;
  }
  /* Per counter, whether the union has more entries on it than dst
   * (more_d), than src (more_s), and any (on_u), gathered during the merge,
   * which reads every entry once: a counter's count differs between two
   * sides exactly where some entry has it in the union and not on one
   * side, so no pass counts them. */
  const unsigned all = (1u << TG_NCNT) - 1;
  unsigned more_d = 0, more_s = 0, on_u = 0;
  /* merged in place from the back: position w never passes an unread entry
   * of dst (w - i is the entries of src still to come plus those matched) */
  uint32_t i = dst->n, j = src->n, total = dst->n + src->n, w = total;
  reserve(dst, total + 1);
  wt_pending *out = dst->v;
  int changed = 0, shown = 0;
  while (i > 0 || j > 0) {
    if (j == 0 || (i > 0 && dst->v[i - 1].site > src->v[j - 1].site)) {
      out[--w] = dst->v[--i];
      on_u |= out[w].cmask, more_s |= out[w].cmask;
    } else if (i == 0 || src->v[j - 1].site > dst->v[i - 1].site) {
      out[--w] = src->v[--j];
      out[w].flags |= add;
      changed = 1;
      on_u |= out[w].cmask, more_d |= out[w].cmask;
    } else {
      wt_pending e = dst->v[i - 1];
      const wt_pending *f = &src->v[j - 1];
      wt_pending m = e;
      m.cmask |= f->cmask;
      m.flags |= f->flags | add;
      if (f->after != m.after || f->xafter != m.xafter) m.flags |= WT_PF_INEXACT;
      if (f->after < m.after) m.after = f->after;
      if (f->xafter < m.xafter) m.xafter = f->xafter;
      if (memcmp(&m, &e, sizeof m)) changed = 1;
      on_u |= m.cmask, more_d |= m.cmask & ~e.cmask, more_s |= m.cmask & ~f->cmask;
      out[--w] = m;
      i--, j--;
    }
  }
  if (w) memmove(out, out + w, sizeof(wt_pending) * (total - w));
  dst->n = total - w;
  changed |= join_marks(dst, src);
  more_d &= all, more_s &= all, on_u &= all;
  for (int c = 0; c < TG_NCNT; c++) {
    int16_t b = dst->bound[c], sb = src->bound[c];
    int16_t nb = (b < 0 || sb < 0) ? -1 : b > sb ? b : sb;
    if (widen && nb > b && b >= 0) nb = -1; /* a loop keeps adding: give up the bound */
    uint16_t bit = (uint16_t)(1u << c);
    uint16_t unc = (uint16_t)((dst->uncertain | src->uncertain) & bit);
    if ((more_d | more_s) & bit) unc = bit;
    if (!(on_u & bit)) unc = 0;
    if (nb != b || (unc ^ (dst->uncertain & bit))) shown = 1;
    dst->bound[c] = nb;
    dst->uncertain = (uint16_t)((dst->uncertain & ~bit) | unc);
  }
  return changed ? 1 : shown ? 2 : 0;
}

#define XBIT ((uint16_t)(1u << TG_CNT_X))

/* Vector-memory entries leave xcnt in issue order (target.h). Their queue
 * tells them from scalar ones, which are out of order everywhere. */
static int x_in_order(const wt_pending *e) { return e->queue == TG_Q_VM || e->queue == TG_Q_VS; }

/* The counters w waits on (a bit per counter). */
static unsigned wait_mask(const tg_wait *w) {
  unsigned m = 0;
  for (int c = 0; c < TG_NCNT; c++)
    if (w->cnt[c] >= 0) m |= 1u << c;
  return m;
}

/* What wait w (on the counters wmask, wait_mask(w)) leaves of entry e:
 * e.cmask 0 when it completes. */
static inline wt_pending entry_after_wait(wt_pending e, const tg_wait *w, unsigned wmask) {
  unsigned m = e.cmask & wmask;
  /* in order only on its queue's home counter */
  int home = m && e.queue != TG_Q_OOO ? (int)tg_queue_home((tg_queue)e.queue) : -1;
  for (; m; m &= m - 1) {
    int c = __builtin_ctz(m);
    if (!((e.cmask >> c) & 1)) continue;
    int n = w->cnt[c];
    if (c == TG_CNT_X) { /* translated: it reads its registers no more */
      if (n == 0 || (x_in_order(&e) && e.xafter >= n)) e.cmask &= (uint16_t)~XBIT;
      continue;
    }
    int in_order = home == c;
    if (n == 0 || (in_order && e.after >= n)) {
      e.cmask &= (uint16_t)~(1u << c);
      if (e.flags & WT_PF_ANY) e.cmask = 0;
    } else if (in_order && e.after + 1 >= n) {
      e.flags &= (uint8_t)~WT_PF_OLDER; /* the older instances are done */
    }
  }
  if (e.cmask == XBIT) e.cmask = 0; /* complete, so translated too */
  return e;
}

int wt_wait_does_more(const wt_state *s, const tg_wait *a, const tg_wait *b) {
  unsigned am = wait_mask(a), bm = wait_mask(b);
  for (uint32_t i = 0; i < s->n; i++) {
    wt_pending x = entry_after_wait(s->v[i], a, am), y = entry_after_wait(s->v[i], b, bm);
    if (x.cmask != y.cmask || x.flags != y.flags) return 1;
  }
  return 0;
}

void wt_state_apply_wait(const tg_target *t, wt_state *s, const tg_wait *w,
                         wt_pending **retired, uint32_t *nretired, uint32_t *capretired) {
  uint32_t k = 0;
  unsigned wm = wait_mask(w);
  int youngest = -1; /* the fewest xafter of a vector-memory access completed here */
  for (uint32_t i = 0; i < s->n; i++) {
    wt_pending e = entry_after_wait(s->v[i], w, wm);
    if (e.cmask == 0) {
      if (retired) WW_VEC_PUSH(*retired, *nretired, *capretired, s->v[i]);
      if (x_in_order(&s->v[i]) && !(s->v[i].flags & WT_PF_INEXACT) &&
          s->v[i].xafter < WT_AFTER_MAX && (youngest < 0 || s->v[i].xafter < youngest))
        youngest = s->v[i].xafter;
      continue;
    }
    if (retired && (s->v[i].cmask & ~e.cmask & XBIT)) { /* off xcnt, outstanding */
      wt_pending off = s->v[i];
      off.cmask = XBIT;
      WW_VEC_PUSH(*retired, *nretired, *capretired, off);
    }
    s->v[k++] = e;
  }
  s->n = k;
  /* vector-memory accesses translate in issue order: one completed, every
   * older one (more issued after it on every path) is translated */
  if (youngest >= 0 && t->max[TG_CNT_X])
    for (uint32_t i = 0; i < s->n; i++)
      if (x_in_order(&s->v[i]) && s->v[i].xafter > youngest && (s->v[i].cmask & XBIT)) {
        s->v[i].cmask &= (uint16_t)~XBIT;
        if (retired) {
          wt_pending off = s->v[i];
          off.cmask = XBIT;
          WW_VEC_PUSH(*retired, *nretired, *capretired, off);
        }
      }
  for (unsigned m = wm; m; m &= m - 1) { /* the counters w waits on */
    int c = __builtin_ctz(m);
    int b = s->bound[c] < 0 || s->bound[c] > w->cnt[c] ? w->cnt[c] : s->bound[c];
    int n = (int)count_on(s, c);
    if (!has_multi(s, c) && n < b) b = n; /* one instance per entry: no more than n */
    s->bound[c] = (int16_t)b;
    if (n == 0) s->uncertain &= (uint16_t)~(1u << c);
  }
}

static int regs_overlap(asm_regs a, asm_regs b) {
  return a.count && b.count && a.first < b.first + b.count && b.first < a.first + a.count;
}

/* A vector-memory access that overwrites a register an older one still
 * reads needs no xcnt wait (translation is in issue order, consumer.c) and
 * LLVM 22 counts it as that wait (SIInsertWaitcnts applies the xcnt it
 * skips): from it on, the older access is translated. */
static void vmem_overwrite(const asm_program *p, wt_state *s, uint32_t idx) {
  const tg_target *t = p->target;
  const asm_inst *in = &p->insts[idx];
  if (in->deleted || !(t->ev_counters[in->event] & XBIT) || !tg_xcnt_in_order(in->event)) return;
  int n = -1;
  for (uint32_t k = 0; k < s->n; k++) {
    const wt_pending *e = &s->v[k];
    if (!(e->cmask & XBIT) || !x_in_order(e) || (n >= 0 && e->xafter >= n)) continue;
    const asm_inst *pr = &p->insts[e->site];
    int hit = 0;
    for (int u = 0; u < pr->nuses && !hit; u++)
      for (int d = 0; d < in->ndefs && !hit; d++) hit = regs_overlap(pr->uses[u], in->defs[d]);
    if (hit) n = e->xafter;
  }
  if (n < 0) return;
  tg_wait w;
  tg_wait_none(&w);
  w.cnt[TG_CNT_X] = (int8_t)(n < t->max[TG_CNT_X] - 1 ? n : t->max[TG_CNT_X] - 1);
  wt_state_apply_wait(t, s, &w, NULL, NULL, NULL);
}

/* The hardware waits for xcnt 0 between a scalar and a vector memory access,
 * either way round, before the second issues (LLVM 22 SIInsertWaitcnts,
 * "implicit XCNT insertion"): the entries of the other kind are translated. */
static void switch_kind(const asm_program *p, wt_state *s, uint32_t idx) {
  const asm_inst *in = &p->insts[idx];
  if (in->deleted || !(p->target->ev_counters[in->event] & XBIT)) return;
  int vmem = tg_xcnt_in_order(in->event);
  for (uint32_t i = 0; i < s->n; i++)
    if ((s->v[i].cmask & XBIT) && x_in_order(&s->v[i]) != vmem) s->v[i].cmask &= (uint16_t)~XBIT;
}

void wt_state_pre_any(const asm_program *p, wt_state *s, uint32_t idx) {
  const asm_inst *in = &p->insts[idx];
  if (in->has_pre) wt_state_apply_wait(p->target, s, &p->edits[idx].pre, NULL, NULL, NULL);
  if (p->target->max[TG_CNT_X]) {
    switch_kind(p, s, idx);
    vmem_overwrite(p, s, idx);
  }
}

static void step_own(const asm_program *p, wt_state *s, uint32_t idx);

/* A barrier instruction's id when it is an immediate (-1: none, or m0). */
static int imm_barrier_id(const asm_inst *in, int64_t *id) {
  if (in->nops < 1 || in->ops[0].kind != ASM_OP_IMM || !in->ops[0].has_imm) return 0;
  *id = in->ops[0].imm;
  return 1;
}

/* s_barrier_wait on a barrier completes a s_barrier_signal_isfirst of the
 * same barrier before it: its SCC result is known once the phase is, and
 * LLVM's SIInsertWaitcnts clears the kmcnt it counted (its cluster-barrier
 * lowering reads SCC right after the wait and returns without
 * s_wait_kmcnt). Ids from m0 are not compared: nothing is settled. */
static void settle_isfirst(const asm_program *p, wt_state *s, uint32_t idx) {
  const asm_inst *in = &p->insts[idx];
  int64_t id, sid;
  if (tg_bar_inst_of(in->desc->mnemonic) != TG_BI_WAIT || !imm_barrier_id(in, &id)) return;
  uint32_t k = 0;
  for (uint32_t i = 0; i < s->n; i++) {
    const asm_inst *sig = &p->insts[s->v[i].site];
    if (sig->event == TG_EV_BARRIER_KM && tg_bar_inst_of(sig->desc->mnemonic) == TG_BI_SIGNAL_ISFIRST &&
        imm_barrier_id(sig, &sid) && sid == id)
      s->v[i].cmask &= (uint16_t) ~(1u << TG_CNT_KM);
    if (s->v[i].cmask) s->v[k++] = s->v[i];
  }
  s->n = k;
}

void wt_state_step_any(const asm_program *p, wt_state *s, uint32_t idx) {
  const asm_inst *in = &p->insts[idx];
  step_own(p, s, idx);
  if (in->has_post) wt_state_apply_wait(p->target, s, &p->edits[idx].post, NULL, NULL, NULL);
}

static void step_own(const asm_program *p, wt_state *s, uint32_t idx) {
  const tg_target *t = p->target;
  const asm_inst *in = &p->insts[idx];
  if (in->deleted) return;
  if (in->flags & TG_IF_CALL) {
    /* LLVM's convention: the callee starts with a full wait and returns with
     * its own operations drained (isa-facts §8). */
    drained(s);
    return;
  }
  if (in->flags & TG_IF_MARK) {
    if (s->nmarks == WT_MAX_MARKS) { /* keep the newest, like LLVM */
      memmove(s->marks, s->marks + 1, sizeof(wt_mark) * (WT_MAX_MARKS - 1));
      s->nmarks--;
    }
    s->marks[s->nmarks++] = s->last_async;
    for (uint32_t i = 0; i < s->n; i++) {
      wt_pending *e = &s->v[i];
      const asm_inst *op = &p->insts[e->site];
      e->flags &= (uint8_t)~WT_PF_UNMARKED;
      if (op->lds_dma || op->event == TG_EV_ASYNC) e->flags |= WT_PF_MARKED;
    }
    return;
  }
  if (in->flags & TG_IF_MARK_WAIT) {
    tg_wait w;
    wt_mark_wait(p, s, idx, &w);
    /* LLVM's comment form is followed by its own lowering: do not apply ours,
     * or a wrong lowering would go unnoticed. Once insert lowered it, the
     * wait placed before it is all that remains of it. */
    if (!in->comment_form && !in->lowered) wt_state_apply_wait(t, s, &w, NULL, NULL, NULL);
    int keep = in->mark_n < s->nmarks ? in->mark_n : s->nmarks;
    memmove(s->marks, s->marks + (s->nmarks - keep), sizeof(wt_mark) * (size_t)keep);
    s->nmarks = (uint8_t)keep;
    return;
  }
  if (in->is_wait && !in->wait_unknown) wt_state_apply_wait(t, s, &in->wait, NULL, NULL, NULL);
  if (in->flags & TG_IF_BARRIER) settle_isfirst(p, s, idx);
  if (in->event == TG_EV_CACHE_WB) wt_state_mark_release(p, s);
  uint16_t cm = t->ev_counters[in->event];
  if (in->event == TG_EV_NONE || !cm) return;
  uint8_t q = t->ev_queue[in->event];
  wt_state_age(t, s, in->event);
  for (unsigned m = cm & ((1u << TG_NCNT) - 1); m; m &= m - 1) {
    int c = __builtin_ctz(m);
    if (s->bound[c] >= 0 && s->bound[c] < t->max[c]) s->bound[c]++;
  }
  int async = in->lds_dma || in->event == TG_EV_ASYNC;
  if (q != TG_Q_OOO) { /* marks age like the entries of their queue */
    if (s->last_async.valid && s->last_async.queue == q && s->last_async.after < WT_AFTER_MAX)
      s->last_async.after++;
    for (int k = 0; k < s->nmarks; k++)
      if (s->marks[k].valid && s->marks[k].queue == q && s->marks[k].after < WT_AFTER_MAX)
        s->marks[k].after++;
  }
  if (async) s->last_async = (wt_mark){0, cm, q, 1};
  wt_pending *e = wt_state_find(s, idx);
  /* off xcnt (cache operations): no place in its order (apply_wait) */
  uint16_t xafter0 = (cm & XBIT) ? 0 : WT_AFTER_MAX;
  if (e) {
    e->after = 0;
    e->xafter = xafter0;
    e->cmask = cm;
    e->flags |= WT_PF_MULTI | WT_PF_OLDER;
    /* the newest instance is this one: not crossed, not covered yet */
    e->flags &= (uint8_t)~(WT_PF_CROSSED | WT_PF_MARKED | WT_PF_INEXACT);
    if (async) e->flags |= WT_PF_UNMARKED;
    if (in->event == TG_EV_CACHE_WB) e->flags |= WT_PF_RELEASE; /* the writeback itself */
    return;
  }
  reserve(s, s->n + 1);
  uint32_t pos = s->n;
  while (pos > 0 && s->v[pos - 1].site > idx) pos--;
  memmove(&s->v[pos + 1], &s->v[pos], sizeof(wt_pending) * (s->n - pos));
  s->v[pos] = (wt_pending){idx, cm, 0, q,
                          (uint8_t)((async ? WT_PF_UNMARKED : 0) | (t->ev_any[in->event] ? WT_PF_ANY : 0) |
                                    (in->event == TG_EV_CACHE_WB ? WT_PF_RELEASE : 0)),
                          xafter0};
  s->n++;
}

void wt_mark_wait(const asm_program *p, const wt_state *s, uint32_t idx, tg_wait *out) {
  tg_wait_none(out);
  int n = p->insts[idx].mark_n; /* N of s_wait_asyncmark N */
  if (n < 0 || n >= s->nmarks) return;
  /* Complete every mark older than the N newest: the newest of those stands
   * for the last copy before it, and its queue finishes in order. */
  const wt_mark *m = &s->marks[s->nmarks - 1 - n];
  if (!m->valid) return;
  wt_pending e = {0, m->cmask, m->after, m->queue, 0, 0};
  wt_wait_for_entry(p->target, &e, out);
}
int wt_state_count(const asm_program *p, const wt_state *s, int c, char *how) {
  int n = (int)count_on(s, c);
  int smem = 0;
  for (uint32_t i = 0; i < s->n; i++)
    if (((s->v[i].cmask >> c) & 1) && p->insts[s->v[i].site].event == TG_EV_SMEM) smem = 1;
  int b = s->bound[c];
  if (b < 0) { /* a loop without a wait on c: unbounded by the program */
    *how = '>';
    return n;
  }
  if (b != n || ((s->uncertain >> c) & 1)) {
    *how = '<';
    return b;
  }
  /* SMEM increments are documented inconsistently: the value is at least n. */
  *how = smem ? '>' : '=';
  return n;
}

void wt_wait_for_entry(const tg_target *t, const wt_pending *e, tg_wait *w) {
  tg_wait_none(w);
  int home = e->queue != TG_Q_OOO ? (int)tg_queue_home((tg_queue)e->queue) : -1;
  for (int c = 0; c < TG_NCNT; c++) {
    if (!((e->cmask >> c) & 1) || !t->max[c] || c == TG_CNT_X) continue;
    if ((e->flags & WT_PF_ANY) && home >= 0 && c != home && ((e->cmask >> home) & 1)) continue;
    int n = c == home ? e->after : 0;
    if (n > t->max[c] - 1) n = t->max[c] - 1;
    w->cnt[c] = (int8_t)n;
  }
}

void wt_wait_for_xlate(const tg_target *t, const wt_pending *e, tg_wait *w) {
  tg_wait_none(w);
  if (!(e->cmask & XBIT) || !t->max[TG_CNT_X]) return;
  int n = x_in_order(e) ? e->xafter : 0;
  if (n > t->max[TG_CNT_X] - 1) n = t->max[TG_CNT_X] - 1;
  w->cnt[TG_CNT_X] = (int8_t)n;
}

void wt_state_age(const tg_target *t, wt_state *s, int ev) {
  int vmem = (t->ev_counters[ev] & XBIT) && tg_xcnt_in_order(ev);
  /* the queues ev is counted in (tg_event_in_queue), a bit each */
  unsigned qm = ((1u << t->ev_queue[ev]) | (1u << t->ev_queue2[ev])) & ~(1u << TG_Q_OOO);
  if (!qm && !vmem) return;
  for (uint32_t i = 0; i < s->n; i++) {
    wt_pending *e = &s->v[i];
    if (((qm >> e->queue) & 1) && e->after < WT_AFTER_MAX) e->after++;
    if (vmem && e->xafter < WT_AFTER_MAX) e->xafter++;
  }
}

void wt_state_restore_xcnt(wt_state *s, const wt_state *before) {
  for (uint32_t i = 0; i < s->n; i++) {
    wt_pending *e = &s->v[i], *b = wt_state_find((wt_state *)before, e->site);
    if (!b || !(b->cmask & XBIT)) continue;
    e->cmask |= XBIT;
    if (b->xafter < e->xafter) e->xafter = b->xafter;
  }
}

void wt_state_drop_xcnt(wt_state *s) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < s->n; i++) {
    wt_pending e = s->v[i];
    e.cmask &= (uint16_t)~XBIT;
    if (e.cmask) s->v[k++] = e;
  }
  s->n = k;
  s->uncertain &= (uint16_t)~XBIT;
  if (s->bound[TG_CNT_X] != 0) s->bound[TG_CNT_X] = 0;
}
