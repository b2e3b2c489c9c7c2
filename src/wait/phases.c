/*
 * phases.c - what other waves may touch in LDS after a workgroup barrier.
 *
 * An LDS write this wave leaves outstanding at a workgroup barrier races
 * with another wave only if that wave, after the barrier, touches the same
 * bytes before the next barrier: accesses before the barrier run concurrently
 * with the write whatever this wave waits for (a race of the program), and
 * accesses after the next barrier are ordered by it, where the write, still
 * outstanding, is judged again. So the phase of a barrier (the instructions
 * reachable from it without passing another signalling barrier) is all that
 * decides whether the write must complete before it. This is what lets a
 * double-buffered loop keep the copy of the next tile in flight across the
 * barrier where the current tile is read; LLVM's workgroup release fence
 * waits for every write instead.
 *
 * Waves leave a barrier from the same barrier instruction (barriers are in
 * uniform control flow, as OpenCL and HIP require) but may take any path from
 * there; the footprints of values.c cover every lane of every wave. A call,
 * a return to a caller, an indirect branch, or a walk over its budget makes
 * the phase unknown: any access may follow. A function's phases are walked
 * when first asked for (struct wt_phases), within its share of the budget.
 */
#include "wait.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* An access is recorded with how the walk reached it from the barrier: in
 * the same loop iteration, over exactly one back edge (into which header is
 * kept beside it), or over more. */
enum { SAME_ITER, NEXT_ITER, LATER_ITER };
#define STATE_SHIFT 30
#define INST_MASK ((1u << STATE_SHIFT) - 1)

static int touches_lds(const asm_inst *in) {
  return in->reads_lds || in->writes_lds || in->lds_dma || in->event == TG_EV_ASYNC ||
         in->event == TG_EV_TENSOR;
}

/* The accesses gathered for all barriers, and a walk's scratch. */
typedef struct walker {
  const asm_program *p;
  const asm_func *f;
  uint32_t *acc, *head, nacc, capacc; /* head: the header crossed (NEXT_ITER) */
  uint32_t *stack, *seen; /* seen[3 * block + state] == stamp: visited in this walk */
  uint32_t *seen_head;    /* per block: the header of its NEXT_ITER visit */
  uint32_t stamp;
  uint64_t budget;        /* instructions the walks may still visit */
  /* per instruction of the function (from f->first_inst), within its block:
   * the first stop at or after it (or the block's last + 1), and the first
   * LDS access at or after it (or the block's last + 1), so that a scan
   * jumps from one to the next instead of testing every instruction */
  uint32_t *stop, *next_lds;
  uint8_t *stop_kind;     /* per instruction: what a stop there does (below) */
} walker;

/* Where a walk stops: a barrier ends the phase (0), so does the end of the
 * program (after its own access, 0); a call, a return to a caller or an
 * indirect branch makes it unknown (-1). */
enum { GOES_ON, STOP_BARRIER, STOP_END, STOP_UNKNOWN };

static int stop_kind(const asm_inst *in) {
  if (in->deleted) return GOES_ON;
  if (wt_signals_barrier(in)) return STOP_BARRIER;
  if ((in->flags & (TG_IF_CALL | TG_IF_INDIRECT_BR)) ||
      ((in->flags & TG_IF_RETURN) && !(in->flags & TG_IF_ENDPGM)))
    return STOP_UNKNOWN;
  if (in->flags & TG_IF_ENDPGM) return STOP_END;
  return GOES_ON;
}

static void record(walker *w, uint32_t i, uint32_t state, uint32_t head) {
  if (w->nacc == w->capacc) {
    w->capacc = w->capacc ? 2 * w->capacc : 64;
    w->acc = ww_xrealloc(w->acc, sizeof(uint32_t) * w->capacc);
    w->head = ww_xrealloc(w->head, sizeof(uint32_t) * w->capacc);
  }
  w->acc[w->nacc] = i | state << STATE_SHIFT;
  w->head[w->nacc++] = head;
}

/* Scans block b from instruction `from`; returns -1 when the phase becomes
 * unknown, 0 when it ends in this block, 1 when it goes on to the successors.
 * Every instruction visited costs one of the budget, a dropped one too; a
 * scan the budget cannot pay for makes the phase unknown and spends it
 * (what it recorded is dropped with the phase, walk). */
static int scan(walker *w, uint32_t b, uint32_t from, uint32_t state, uint32_t head) {
  const asm_block *bl = &w->f->blocks[b];
  if (from > bl->last) return 1;
  uint32_t base = w->f->first_inst, end = w->stop[from - base];
  uint64_t visits = (end <= bl->last ? end : bl->last) - from + 1;
  if (w->budget < visits) {
    w->budget = 0; /* stays spent: later phases are unknown too */
    return -1;
  }
  w->budget -= visits;
  int kind = end <= bl->last ? w->stop_kind[end - base] : GOES_ON;
  if (kind == STOP_UNKNOWN) return -1;
  uint32_t to = kind == STOP_END ? end + 1 : end; /* the end's own access counts */
  for (uint32_t i = w->next_lds[from - base]; i < to; i = w->next_lds[i + 1 - base]) {
    record(w, i, state, head);
    if (i == bl->last) break;
  }
  return kind == GOES_ON ? 1 : 0;
}

/* The stops and LDS accesses of function f, per instruction (walker). */
static void index_blocks(walker *w, const asm_func *f) {
  const asm_program *p = w->p;
  size_t n = f->end_inst - f->first_inst;
  w->stop = ww_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  w->next_lds = ww_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  w->stop_kind = ww_xmalloc(n ? n : 1);
  for (uint32_t b = 0; b < f->nblocks; b++) {
    const asm_block *bl = &f->blocks[b];
    uint32_t stop = bl->last + 1, lds = bl->last + 1;
    for (uint32_t i = bl->last + 1; i-- > bl->first;) {
      const asm_inst *in = &p->insts[i];
      uint32_t k = i - f->first_inst;
      w->stop_kind[k] = (uint8_t)stop_kind(in);
      if (w->stop_kind[k] != GOES_ON) stop = i;
      if (!in->deleted && touches_lds(in)) lds = i;
      w->stop[k] = stop;
      w->next_lds[k] = lds;
    }
  }
}

/* The phase after barrier i of block b0: 0, or -1 when unknown. */
static int walk(walker *w, uint32_t b0, uint32_t i) {
  const asm_func *f = w->f;
  uint32_t sp = 0;
  w->stamp++;
  int r = scan(w, b0, i + 1, SAME_ITER, 0);
  if (r <= 0) return r;
  w->stack[sp++] = b0 * 3 + SAME_ITER;
  while (sp) {
    uint32_t top = w->stack[--sp], b = top / 3, state = top % 3;
    uint32_t head = state == NEXT_ITER ? w->seen_head[b] : 0;
    for (int k = 0; k < 2; k++) {
      int32_t s = f->blocks[b].succ[k];
      if (s < 0) continue;
      uint32_t st = state, h = head;
      if (wt_back_edge(f, b, (uint32_t)s)) {
        st = state == SAME_ITER ? NEXT_ITER : LATER_ITER;
        h = (uint32_t)s;
      }
      uint32_t key = (uint32_t)s * 3 + st;
      if (st == NEXT_ITER && w->seen[key] == w->stamp && w->seen_head[s] != h)
        key = (uint32_t)s * 3 + (st = LATER_ITER); /* two headers: no count */
      if (w->seen[key] == w->stamp) continue;
      w->seen[key] = w->stamp;
      if (st == NEXT_ITER) w->seen_head[s] = h;
      r = scan(w, (uint32_t)s, f->blocks[s].first, st, h);
      if (r < 0) return r;
      if (r > 0) w->stack[sp++] = key;
    }
  }
  return 0;
}

/* The phases of one function: phase k starts at barrier[k] and owns
 * acc and head [first[k], first[k+1]). */
typedef struct fphases {
  uint32_t nphases;
  uint32_t *first, *barrier, *acc, *head;
} fphases;

/* Phases are walked lazily, a whole function on the first question about
 * one of its barriers: a phase matters only where an LDS write may be
 * outstanding at its barrier, which most functions never have (their LDS
 * writes are waited for before each barrier), and a function's walks cost
 * up to its budget, 8 visits per instruction and more. Walking all of a
 * function's barriers together, in their order, keeps the budget (which
 * earlier walks spend) and so the answers the same whenever, and on
 * whichever thread, the first question comes. The lock only installs a
 * finished function; the walk itself runs outside it. */
struct wt_phases {
  const asm_program *p;
  pthread_mutex_t lock;
  _Atomic unsigned char *done; /* per function: fn[fi] and phase_of for it are set */
  fphases *fn;
  uint32_t *phase_of; /* per instruction of a done function: its phase, or WT_NO_PHASE */
};

static void walk_function(const asm_program *p, uint32_t fi, fphases *out) {
  const asm_func *f = &p->funcs[fi];
  walker ws = {0}, *w = &ws;
  uint32_t cap = 0;
  w->p = p;
  memset(out, 0, sizeof *out);
  if (!f->nblocks) return;
  /* the function's share of 8 visits per instruction and a million more:
   * the same for any number of threads */
  uint64_t size = f->end_inst - f->first_inst;
  w->budget = 8 * size + 1000000 * size / p->ninsts;
  w->f = f;
  w->stack = ww_xmalloc(sizeof(uint32_t) * 3 * f->nblocks);
  w->seen = calloc(3 * (size_t)f->nblocks, sizeof(uint32_t));
  w->seen_head = ww_xmalloc(sizeof(uint32_t) * f->nblocks);
  if (!w->seen) ww_die("out of memory");
  w->stamp = 0;
  index_blocks(w, f);
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (uint32_t i = f->blocks[b].first; i <= f->blocks[b].last; i++) {
      if (!wt_signals_barrier(&p->insts[i])) continue;
      if (out->nphases + 1 >= cap) {
        cap = cap ? 2 * cap : 16;
        out->first = ww_xrealloc(out->first, sizeof(uint32_t) * cap);
        out->barrier = ww_xrealloc(out->barrier, sizeof(uint32_t) * cap);
      }
      out->first[out->nphases] = w->nacc;
      out->barrier[out->nphases++] = i;
      if (walk(w, b, i) < 0) {
        w->nacc = out->first[out->nphases - 1];
        record(w, INST_MASK, 0, 0); /* unknown */
      }
    }
  if (!out->first) out->first = ww_xmalloc(sizeof(uint32_t));
  out->first[out->nphases] = w->nacc;
  out->acc = w->acc;
  out->head = w->head;
  free(w->stack);
  free(w->seen);
  free(w->seen_head);
  free(w->stop);
  free(w->next_lds);
  free(w->stop_kind);
}

void wt_phases_compute(const asm_program *p, wt_lds_info *out) {
  int any = 0;
  for (uint32_t i = 0; i < p->ninsts && !any; i++) any = wt_signals_barrier(&p->insts[i]);
  if (!any) return;
  if (p->ninsts > INST_MASK) return; /* phases unknown: every write is released */
  wt_phases *ph = ww_xmalloc(sizeof *ph);
  ph->p = p;
  if (pthread_mutex_init(&ph->lock, NULL)) ww_die("cannot make a lock");
  ph->done = ww_xmalloc(sizeof *ph->done * (p->nfuncs ? p->nfuncs : 1));
  for (uint32_t fi = 0; fi < p->nfuncs; fi++) atomic_init(&ph->done[fi], 0);
  ph->fn = calloc(p->nfuncs ? p->nfuncs : 1, sizeof *ph->fn);
  ph->phase_of = ww_xmalloc(sizeof(uint32_t) * p->ninsts);
  if (!ph->fn) ww_die("out of memory");
  out->phases = ph;
}

void wt_phases_free(wt_phases *ph) {
  if (!ph) return;
  for (uint32_t fi = 0; fi < ph->p->nfuncs; fi++) {
    free(ph->fn[fi].first);
    free(ph->fn[fi].barrier);
    free(ph->fn[fi].acc);
    free(ph->fn[fi].head);
  }
  pthread_mutex_destroy(&ph->lock);
  free((void *)ph->done);
  free(ph->fn);
  free(ph->phase_of);
  free(ph);
}

/* The phases of the function holding instruction i, walked on first use. */
static const fphases *phases_at(wt_phases *ph, uint32_t i) {
  const asm_program *p = ph->p;
  uint32_t lo = 0, hi = p->nfuncs; /* the function: the last whose first_inst <= i */
  while (hi - lo > 1) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (p->funcs[mid].first_inst <= i) lo = mid;
    else hi = mid;
  }
  if (lo >= p->nfuncs || i < p->funcs[lo].first_inst || i >= p->funcs[lo].end_inst) return NULL;
  if (!atomic_load_explicit(&ph->done[lo], memory_order_acquire)) {
    fphases fp;
    walk_function(p, lo, &fp);
    pthread_mutex_lock(&ph->lock);
    if (!atomic_load_explicit(&ph->done[lo], memory_order_relaxed)) {
      const asm_func *f = &p->funcs[lo];
      for (uint32_t k = f->first_inst; k < f->end_inst; k++) ph->phase_of[k] = WT_NO_PHASE;
      for (uint32_t k = 0; k < fp.nphases; k++) ph->phase_of[fp.barrier[k]] = k;
      ph->fn[lo] = fp;
      atomic_store_explicit(&ph->done[lo], 1, memory_order_release);
    } else { /* another thread walked it first */
      free(fp.first);
      free(fp.barrier);
      free(fp.acc);
      free(fp.head);
    }
    pthread_mutex_unlock(&ph->lock);
  }
  return &ph->fn[lo];
}

/* Two footprints with opposite parities of one iteration's value are
 * disjoint when the write was issued in the iteration the access is in; or
 * in the iteration before, if the value's parity flips every iteration and
 * the footprints' own parities are equal (the next tile's copy and the copy
 * of the tile after it, in a double buffer). */
static int parity_apart(const wt_lds_info *lds, uint32_t a, const wt_pending *e, uint32_t state,
                        uint32_t head) {
  uint32_t b = e->site;
  if (!lds->sym || !lds->sym[a] || lds->sym[a] != lds->sym[b] || lds->sbit[a] != lds->sbit[b])
    return 0;
  if (state == SAME_ITER) return lds->sneg[a] != lds->sneg[b];
  return state == NEXT_ITER && lds->shead[a] == head && lds->sflip[a] == WT_SFLIP_FLIPS &&
         lds->sneg[a] == lds->sneg[b];
}

int wt_phase_conflict(const wt_lds_info *lds, uint32_t barrier, const wt_pending *e,
                      uint32_t *witness) {
  if (witness) *witness = WT_PHASE_ANY;
  if (!lds || !lds->phases) return 1;
  const fphases *fp = phases_at(lds->phases, barrier);
  if (!fp || lds->phases->phase_of[barrier] == WT_NO_PHASE) return 1;
  uint32_t ph = lds->phases->phase_of[barrier], worst = 0, first2 = WT_PHASE_ANY;
  for (uint32_t k = fp->first[ph]; k < fp->first[ph + 1]; k++) {
    uint32_t x = fp->acc[k], a = x & INST_MASK, state = x >> STATE_SHIFT;
    if (a == INST_MASK) return 1; /* unknown */
    if (witness) *witness = a;
    if (!lds->lo) return 1;
    if (lds->lo[a] > lds->hi[e->site] || lds->lo[e->site] > lds->hi[a]) continue; /* apart */
    if (!(e->flags & WT_PF_CROSSED) && parity_apart(lds, a, e, state, fp->head[k])) {
      /* the newest instance is apart; older ones (earlier iterations) are not */
      if (e->flags & WT_PF_OLDER) {
        if (e->queue == TG_Q_OOO || e->after >= WT_AFTER_MAX) return 1;
        if (!worst && witness) first2 = a;
        worst = 2;
      }
      continue;
    }
    return 1;
  }
  if (witness) *witness = first2;
  return (int)worst;
}
