/*
 * consumer.c - when does an instruction need an outstanding operation done?
 *
 *  - it reads a register the operation will write (RAW);
 *  - it writes such a register (WAW), unless both land in order: vector-
 *    memory results of one type (LLVM's VmemType) where the target has
 *    vmem-write-vgpr-in-order (not on GFX12), a FLAT's once its LDS part is
 *    done; LDS reads always. A d16 load's kept half is such a write;
 *  - it reads or writes LDS while an LDS DMA may still write LDS (any
 *    overlap is assumed here; address ranges are the checker's business);
 *    it writes LDS while an asynchronous store may still read it;
 *  - it returns: callers assume the callee drained every counter but the
 *    stores' own (LLVM's convention; cache invalidates and writebacks, and
 *    gfx1250's asynchronous barrier arrive excepted);
 *  - it is an s_barrier on a target without back-off barrier (nothing may be
 *    outstanding), or any workgroup barrier while an LDS write is
 *    outstanding that another wave may touch before the next barrier
 *    (phases.c);
 *  - the memory model's code sequences (AMDGPUUsage, SIMemoryLegalizer):
 *    a cache invalidate (the acquire after an atomic) needs that atomic,
 *    right before it, done (fence.c, wt_acquired_op); an acquire fence's
 *    invalidate, and before GFX12 every MUBUF invalidate, needs every load
 *    done (SIInsertWaitcnts forces vmcnt(0) before BUFFER_WBINVL1* and
 *    BUFFER_GL*_INV); a cache writeback
 *    starts a release, and what was outstanding at it (and on GFX12 the
 *    writeback itself) must be done before the next vector-memory store or
 *    atomic, workgroup barrier or return. A release without a writeback
 *    (GFX10/11, gfx900-gfx90a at agent scope, gfx1200 at agent scope) is a
 *    wait before an ordinary store: nothing in the text tells it apart;
 *  - gfx1250: it overwrites a register the operation reads (address, data,
 *    SGPR base, EXEC) before the operation's address is translated (xcnt,
 *    target.c), unless both are vector-memory accesses: those translate in
 *    issue order, so the consumer's own write comes later (LLVM 22
 *    SIInsertWaitcnts: a def waits on X_CNT, not before a VMEM access);
 *  - gfx1250: it is an access that must not be repeated (an atomic
 *    read-modify-write) while the operation may still fail address
 *    translation: the hardware would replay everything issued after it,
 *    this too (LLVM 22 SIMemoryLegalizer puts s_wait_xcnt 0 before atomics
 *    and volatile accesses; a load or store with a scope past the CU may be
 *    either, or a plain access whose cache-policy bits set the scope, which
 *    the text does not tell apart: fence.c keeps such waits).
 */
#include "wait.h"
#include "check.h"

#include <string.h>

static int overlap(asm_regs a, asm_regs b) {
  return a.count && b.count && a.first < b.first + b.count && b.first < a.first + a.count;
}

/* Must in be complete at a return? LLVM's convention (SIInsertWaitcnts,
 * callWaitsOnFunctionReturn): a function returns with every counter at zero
 * but the stores' own (vscnt, storecnt), so a store counted on GFX9's vmcnt,
 * or a FLAT store's LDS part on lgkmcnt, must be done; the caller assumes
 * nothing is outstanding and drops its own waits as redundant. Excepted:
 * cache invalidates and writebacks (on GFX12 LLVM skips loadcnt when only
 * GLOBAL_INV is pending; a writeback is the release's business, which ends
 * at the return too) and ds_atomic_async_barrier_arrive_b64 (a barrier, no
 * data; LLVM's test ds_atomic_async_barrier_arrive_b64 returns right after
 * it). */
static int drained_at_return(const asm_inst *in) {
  switch (in->event) {
  case TG_EV_CACHE_INV: case TG_EV_CACHE_WB:
    return 0;
  default:
    return !((in->flags & TG_IF_BARRIER) && in->ndefs == 0);
  }
}

/* The counters a return waits for: all but the stores' own and xcnt
 * (address translation is the register rules' business). */
#define RETURN_COUNTERS ((uint16_t) ~((1u << TG_CNT_VS) | (1u << TG_CNT_X)))

static int writes_lds_async(const asm_inst *in) {
  if (in->lds_dma) return 1;
  if (in->event == TG_EV_ASYNC || in->event == TG_EV_TENSOR)
    return (in->flags & TG_IF_MAY_LOAD) != 0 || !(in->flags & TG_IF_MAY_STORE);
  return 0;
}

static int reads_lds_async(const asm_inst *in) {
  return (in->event == TG_EV_ASYNC || in->event == TG_EV_TENSOR) &&
         (in->flags & TG_IF_MAY_STORE) && !(in->flags & TG_IF_MAY_LOAD);
}

static const struct {
  const char *text, *category;
  ww_severity sev;
} deps[WT_NDEPS] = {
    [WT_DEP_NONE] = {"", "", WW_NOTE},
    [WT_DEP_READ] = {"reads", "missing-wait", WW_ERROR},
    [WT_DEP_OVERWRITE] = {"overwrites", "missing-wait", WW_ERROR},
    [WT_DEP_LDS_DMA] = {"accesses LDS that may still be written by", "lds-dma-race", WW_ERROR},
    [WT_DEP_LDS_WAR] = {"writes LDS that may still be read by", "lds-dma-race", WW_ERROR},
    [WT_DEP_RETURN] = {"returns (callers assume drained) before", "return-outstanding", WW_ERROR},
    [WT_DEP_BARRIER_DRAIN] = {"s_barrier without back-off is reached before", "barrier-outstanding",
                              WW_ERROR},
    [WT_DEP_BARRIER_LDS] = {"workgroup barrier is reached before LDS write", "barrier-lds-write",
                            WW_WARNING},
    [WT_DEP_MARK_UNWAITED] = {"the function ends before the marked async copy", "asyncmark-unwaited",
                              WW_ERROR},
    [WT_DEP_FENCE_ACQUIRE] = {"invalidates the cache (an acquire) before the load", "fence-wait",
                              WW_ERROR},
    [WT_DEP_FENCE_RELEASE] = {"follows a release (cache writeback) before", "fence-wait", WW_ERROR},
    [WT_DEP_ENTRY] = {"is entered with its caller's operations possibly outstanding at",
                      "entry-wait", WW_ERROR},
    [WT_DEP_XLATE] = {"overwrites a register still read by", "missing-wait", WW_ERROR},
    [WT_DEP_REPLAY] = {"must not be replayed, but may be, before the translation of", "fence-wait",
                       WW_ERROR},
    [WT_DEP_LDS_DMA_MAY] = {"accesses LDS that may be written by", "lds-dma-may-alias", WW_WARNING},
    [WT_DEP_BAR_NO_SIGNAL] = {"waits with no signal since", "barrier-deadlock", WW_ERROR},
    [WT_DEP_BAR_NAMED_NO_SIGNAL] = {"waits with no signal since", "barrier-unsignalled", WW_WARNING},
    [WT_DEP_BAR_TWICE] = {"signals again before a wait after", "barrier-signal-twice", WW_ERROR},
    [WT_DEP_BAR_UNWAITED] = {"drops the barrier before the phase of", "barrier-signal-unwaited", WW_ERROR},
    [WT_DEP_BAR_ID] = {"uses a barrier the target lacks", "barrier-id", WW_ERROR},
    [WT_DEP_BAR_CLUSTER] = {"signals the cluster barrier from every wave", "barrier-cluster-signal", WW_ERROR},
    [WT_DEP_BAR_NOT_JOINED] = {"has no named barrier joined since", "barrier-not-joined", WW_ERROR},
    [WT_DEP_BAR_INIT_ZERO] = {"initialises with an expected count of 0 set by", "barrier-init-zero", WW_ERROR},
    [WT_DEP_BAR_DIVERGENT] = {"is reached by some waves only, after", "barrier-divergent", WW_WARNING},
    [WT_DEP_BAR_UNMODELLED] = {"has barrier semantics not modelled", "barrier-unmodelled", WW_WARNING},
};

const char *wt_dep_text(wt_dep d) { return deps[d].text; }
const char *wt_dep_category(wt_dep d) { return deps[d].category; }
ww_severity wt_dep_severity(wt_dep d) { return deps[d].sev; }

/* Is nothing known of instruction i's LDS address (the whole space)? */
static int lds_unknown(const wt_lds_info *lds, uint32_t i) { return lds->lo[i] == 0 && lds->hi[i] >= UINT32_MAX; }

enum { LDS_APART, LDS_OVERLAP, LDS_MAY_ALIAS };

/* May consumer a touch the LDS bytes of the outstanding operation e? Two
 * footprints with opposite parities of one loop iteration's value, or at
 * disjoint offsets from one value (a base register), are disjoint, if the
 * operation was issued in the iteration that the consumer is in (it crossed
 * no back edge, and no older instance is outstanding): a symbol names one
 * value per iteration (values.c). */
static int lds_overlap(const wt_lds_info *lds, uint32_t a, const wt_pending *e) {
  if (!lds || !lds->lo) return LDS_OVERLAP;
  uint32_t b = e->site;
  int this_iter = !(e->flags & (WT_PF_CROSSED | WT_PF_OLDER));
  if (lds->sym && lds->sym[a] && lds->sym[a] == lds->sym[b] && lds->sbit[a] == lds->sbit[b] &&
      lds->sneg[a] != lds->sneg[b] && this_iter)
    return LDS_APART;
  if (lds->bsym && lds->bsym[a] && lds->bsym[a] == lds->bsym[b] && this_iter &&
      (lds->bhi[a] < lds->blo[b] || lds->bhi[b] < lds->blo[a]) &&
      (lds->bhi[a] > lds->bhi[b] ? lds->bhi[a] : lds->bhi[b]) -
              (lds->blo[a] < lds->blo[b] ? lds->blo[a] : lds->blo[b]) <= (int64_t)UINT32_MAX)
    return LDS_APART; /* apart, and together narrower than the address space: no wrap */
  if (!(lds->lo[a] <= lds->hi[b] && lds->lo[b] <= lds->hi[a])) return LDS_APART;
  /* An overlap is proven where both ranges are known, or both addresses
   * come from one base; an address nothing is known of may be an unrelated
   * pointer LLVM proved apart from IR metadata the assembly does not carry
   * (LLVM 22's tests): a pair of its own, reported as a warning. */
  int one_base = lds->bsym && lds->bsym[a] && lds->bsym[a] == lds->bsym[b];
  return one_base || (!lds_unknown(lds, a) && !lds_unknown(lds, b)) ? LDS_OVERLAP : LDS_MAY_ALIAS;
}

/* LLVM's VmemType (SIInsertWaitcnts): results of vector-memory instructions
 * of one type reach their VGPRs in issue order where the target has
 * vmem-write-vgpr-in-order (GFX9-11): plain loads, atomics with return and
 * FLAT; samplers; BVH. -1: no vector-memory result. */
static int vmem_type(tg_event e) {
  switch (e) {
  case TG_EV_VMEM_LOAD: case TG_EV_FLAT_LOAD: return 0;
  case TG_EV_SAMPLE: return 1;
  case TG_EV_BVH: return 2;
  default: return -1;
  }
}

enum { WAW_OUT_OF_ORDER, WAW_IN_ORDER, WAW_IN_ORDER_BUT_LDS };

/* How consumer c's write of a register lands against producer prod's
 * outstanding write of it. Vector-memory results of one type land in order
 * (where the target says so) except a FLAT's that came through LDS: LLVM
 * waits only for the producer's lgkmcnt there (llc-22: flat_load v4;
 * global_load v4 gets lgkmcnt(0) on gfx900 and gfx1100). LDS, GDS and
 * export operations land in their queue's order. */
static int write_order(const tg_target *t, const asm_inst *prod, const asm_inst *c) {
  int tp = vmem_type(prod->event), tc = vmem_type(c->event);
  if (tp >= 0 || tc >= 0) {
    if (tp != tc || !t->vmem_write_vgpr_in_order) return WAW_OUT_OF_ORDER;
    return prod->event == TG_EV_FLAT_LOAD ? WAW_IN_ORDER_BUT_LDS : WAW_IN_ORDER;
  }
  uint8_t qp = t->ev_queue[prod->event], qc = t->ev_queue[c->event];
  return c->event != TG_EV_NONE && qp == qc && qp != TG_Q_OOO ? WAW_IN_ORDER : WAW_OUT_OF_ORDER;
}

/* Is use u of c the old value of a register c writes, kept by a load that
 * writes only part of it (d16, d16_hi: the other half is merged when the
 * data lands, so it is ordered like a write)? Not for atomics, whose tied
 * data is read when they issue. */
static int kept_part(const asm_inst *c, asm_regs u) {
  if (!c->def_is_use || (c->flags & TG_IF_ATOMIC) || vmem_type(c->event) < 0) return 0;
  for (int d = 0; d < c->ndefs; d++)
    if (c->defs[d].first == u.first && c->defs[d].count == u.count) return 1;
  return 0;
}

/* What a cache invalidate waits for: vector-memory loads (their counters). */
#define LOAD_COUNTERS ((1u << TG_CNT_VM) | (1u << TG_CNT_SAMPLE) | (1u << TG_CNT_BVH))

static int is_load_event(tg_event e) {
  return e == TG_EV_VMEM_LOAD || e == TG_EV_FLAT_LOAD || e == TG_EV_SAMPLE || e == TG_EV_BVH ||
         e == TG_EV_LDS_DMA;
}

/* What a release must see complete: the vector-memory counters. A cache
 * writeback releases global memory; a FLAT access's LDS part (lgkmcnt) is
 * ordered only by a fence across address spaces, and a one-address-space
 * scope (syncscope("agent-one-as")) is not one: SIMemoryLegalizer then
 * waits vmcnt(0) alone (llc-22, gfx942: buffer_wbl2 sc1; s_waitcnt vmcnt(0)
 * before the release's flat_store), as AMDGPUUsage's GFX942 tables say. The
 * text does not tell the two scopes apart, so only the weaker is proven. */
#define RELEASE_COUNTERS ((uint16_t)((1u << TG_CNT_VM) | (1u << TG_CNT_VS)))

/* Where a release must be complete: a vector-memory store or atomic, a
 * workgroup barrier, a return or a tail call. */
static int release_point(const asm_inst *c) {
  if (c->event == TG_EV_VMEM_STORE || c->event == TG_EV_FLAT_STORE) return 1;
  if ((c->flags & TG_IF_ATOMIC) && (c->event == TG_EV_VMEM_LOAD || c->event == TG_EV_FLAT_LOAD)) return 1;
  if (wt_signals_barrier(c) || (c->flags & TG_IF_TAIL_CALL)) return 1;
  return (c->flags & TG_IF_RETURN) && !(c->flags & TG_IF_ENDPGM);
}

/* wt_consumes; *only (if not NULL) gets the counters of the producer that
 * matter when not all do (0: all): its lgkmcnt part (WAW_IN_ORDER_BUT_LDS),
 * its load counters (an acquire). */
static wt_dep consumes(const asm_program *p, const wt_lds_info *lds, uint32_t ci,
                       const wt_pending *pe, asm_regs *reg, uint16_t *only) {
  uint32_t pi = pe->site;
  const tg_target *t = p->target;
  const asm_inst *c = &p->insts[ci], *prod = &p->insts[pi];
  reg->first = reg->count = 0;
  if (only) *only = 0;
  for (int d = 0; d < prod->ndefs; d++) {
    /* SCC of _isfirst and s_barrier_leave is not waited for: LLVM's
     * scoreboard tracks no SCC, and its own cluster-barrier lowering
     * branches on _isfirst's SCC with no s_wait_kmcnt. */
    if (prod->event == TG_EV_BARRIER_KM && prod->defs[d].first == ASM_UNIT_SCC) continue;
    for (int u = 0; u < c->nuses; u++)
      if (overlap(prod->defs[d], c->uses[u])) {
        int order = kept_part(c, c->uses[u]) ? write_order(t, prod, c) : WAW_OUT_OF_ORDER;
        if (order == WAW_IN_ORDER) continue;
        if (order == WAW_IN_ORDER_BUT_LDS && !((pe->cmask >> TG_CNT_LGKM) & 1)) continue;
        if (order == WAW_IN_ORDER_BUT_LDS && only) *only = 1u << TG_CNT_LGKM;
        *reg = prod->defs[d];
        return WT_DEP_READ;
      }
    for (int u = 0; u < c->ndefs; u++)
      if (overlap(prod->defs[d], c->defs[u])) {
        int order = write_order(t, prod, c);
        if (order == WAW_IN_ORDER) continue;
        if (order == WAW_IN_ORDER_BUT_LDS && !((pe->cmask >> TG_CNT_LGKM) & 1)) continue;
        if (order == WAW_IN_ORDER_BUT_LDS && only) *only = 1u << TG_CNT_LGKM;
        *reg = prod->defs[d];
        return WT_DEP_OVERWRITE;
      }
  }
  if (((pe->cmask >> TG_CNT_X) & 1) &&
      !(tg_xcnt_in_order(prod->event) && ((t->ev_counters[c->event] >> TG_CNT_X) & 1) &&
        tg_xcnt_in_order(c->event)))
    for (int u = 0; u < prod->nuses; u++)
      for (int d = 0; d < c->ndefs; d++)
        if (overlap(prod->uses[u], c->defs[d])) {
          *reg = prod->uses[u];
          return WT_DEP_XLATE;
        }
  if (c->once && ((pe->cmask >> TG_CNT_X) & 1)) return WT_DEP_REPLAY;
  if (writes_lds_async(prod) && (c->reads_lds || c->writes_lds)) {
    int o = lds_overlap(lds, ci, pe);
    if (o) return o == LDS_MAY_ALIAS ? WT_DEP_LDS_DMA_MAY : WT_DEP_LDS_DMA;
  }
  if (reads_lds_async(prod) && c->writes_lds && lds_overlap(lds, ci, pe)) return WT_DEP_LDS_WAR;
  if ((c->flags & TG_IF_RETURN) && !(c->flags & TG_IF_ENDPGM) && drained_at_return(prod) &&
      (pe->cmask & RETURN_COUNTERS)) {
    if (only && (pe->cmask & ~RETURN_COUNTERS)) *only = pe->cmask & RETURN_COUNTERS;
    return WT_DEP_RETURN;
  }
  if (c->flags & TG_IF_BARRIER) {
    const char *m = c->desc->mnemonic;
    int plain = strcmp(m, "s_barrier") == 0;
    if (plain && !t->back_off_barrier) return WT_DEP_BARRIER_DRAIN;
    if (wt_signals_barrier(c) && (prod->writes_lds || writes_lds_async(prod)) && wt_phase_conflict(lds, ci, pe, NULL))
      return WT_DEP_BARRIER_LDS;
  }
  if (c->flags & TG_IF_CACHE_INV) {
    /* an acquire's atomic, right before its invalidate, is done first */
    uint32_t acq = wt_acquired_op(p, ci);
    if (pi == acq) return WT_DEP_FENCE_ACQUIRE;
    /* an acquire fence (no atomic right before) needs every load done, as
     * does a MUBUF invalidate (SIInsertWaitcnts: vmcnt(0) before
     * BUFFER_WBINVL1* and BUFFER_GL*_INV) */
    if (((c->flags & TG_IF_MUBUF) || acq == UINT32_MAX) && is_load_event(prod->event) && (pe->cmask & LOAD_COUNTERS)) {
      if (only) *only = pe->cmask & LOAD_COUNTERS;
      return WT_DEP_FENCE_ACQUIRE;
    }
  }
  if ((pe->flags & WT_PF_RELEASE) && (pe->cmask & RELEASE_COUNTERS) && release_point(c)) {
    if (only && (pe->cmask & ~RELEASE_COUNTERS)) *only = pe->cmask & RELEASE_COUNTERS;
    return WT_DEP_FENCE_RELEASE;
  }
  return WT_DEP_NONE;
}

void wt_consumer_key_of(const asm_program *p, uint32_t ci, wt_consumer_key *k) {
  const asm_inst *c = &p->insts[ci];
  k->regs = p->def_masks[ci] | asm_regs_masks(c->uses, c->nuses);
  k->once = c->once;
  k->in = c;
  /* release_point(c) without those flags: a store or an atomic (the
   * flags first, and no call: every instruction asks this) */
  k->any = (c->flags & (TG_IF_RETURN | TG_IF_ENDPGM | TG_IF_TAIL_CALL | TG_IF_BARRIER | TG_IF_CACHE_INV)) ||
           c->reads_lds || c->writes_lds || c->event == TG_EV_VMEM_STORE || c->event == TG_EV_FLAT_STORE ||
           ((c->flags & TG_IF_ATOMIC) && (c->event == TG_EV_VMEM_LOAD || c->event == TG_EV_FLAT_LOAD));
}

wt_dep wt_consumes(const asm_program *p, const wt_lds_info *lds, uint32_t ci, const wt_pending *pe,
                   asm_regs *reg) {
  return consumes(p, lds, ci, pe, reg, NULL);
}

/* Only older instances of e's site may overlap consumer a: the newest,
 * issued in this iteration, is disjoint by parity. Completing those (one
 * more than e's `after` on its in-order queue) is enough. */
static int older_only(const wt_lds_info *lds, uint32_t a, const wt_pending *e) {
  uint32_t b = e->site;
  return lds && lds->sym && (e->flags & WT_PF_OLDER) && !(e->flags & WT_PF_CROSSED) &&
         e->queue != TG_Q_OOO && e->after < WT_AFTER_MAX && lds->sym[a] && lds->sym[a] == lds->sym[b] &&
         lds->sbit[a] == lds->sbit[b] && lds->sneg[a] != lds->sneg[b];
}

wt_dep wt_consumes_wait(const asm_program *p, const wt_lds_info *lds, uint32_t ci,
                        const wt_pending *pe, asm_regs *reg, tg_wait *w) {
  uint16_t only;
  wt_dep d = consumes(p, lds, ci, pe, reg, &only);
  tg_wait_none(w);
  if (!d) return d;
  if (wt_dep_xcnt(d)) {
    wt_wait_for_xlate(p->target, pe, w);
    return d;
  }
  wt_pending e = *pe;
  if (only) {
    /* only those counters; in order only if the queue's home is one of them */
    e.cmask = only;
    if (e.queue != TG_Q_OOO && !((only >> tg_queue_home((tg_queue)e.queue)) & 1)) e.queue = TG_Q_OOO;
    if (e.queue == TG_Q_OOO) e.flags &= (uint8_t)~WT_PF_ANY;
  }
  if ((d == WT_DEP_LDS_DMA || d == WT_DEP_LDS_DMA_MAY || d == WT_DEP_LDS_WAR) && older_only(lds, ci, pe))
    e.after++;
  if (d == WT_DEP_BARRIER_LDS && wt_phase_conflict(lds, ci, pe, NULL) == 2) e.after++;
  wt_wait_for_entry(p->target, &e, w);
  return d;
}

void wt_wait_trim_xcnt(const asm_program *p, const wt_lds_info *lds, uint32_t i, const wt_state *s,
                       tg_wait *w) {
  if (w->cnt[TG_CNT_X] < 0) return;
  tg_wait rest = *w;
  rest.cnt[TG_CNT_X] = TG_NO_WAIT;
  if (tg_wait_is_none(&rest)) return;
  wt_state t;
  wt_state_init(&t);
  wt_state_copy(&t, s);
  wt_state_apply_wait(p->target, &t, &rest, NULL, NULL, NULL);
  int needed = 0;
  for (uint32_t k = 0; k < t.n && !needed; k++) {
    asm_regs r;
    needed = wt_dep_xcnt(consumes(p, lds, i, &t.v[k], &r, NULL));
  }
  wt_state_free(&t);
  if (!needed) w->cnt[TG_CNT_X] = TG_NO_WAIT;
}

int wt_check_insert_reports(const wt_finding *f) {
  return f->sev == WW_ERROR || f->kind == WT_DEP_LDS_DMA_MAY;
}

int wt_check_category_known(const char *name) {
  ww_severity sev;
  for (int i = 0; wt_check_rule(i, &sev); i++)
    if (strcmp(wt_check_rule(i, &sev), name) == 0) return 1;
  return 0;
}

int wt_check_category_is_warning(const char *name) {
  ww_severity sev;
  for (int i = 0; wt_check_rule(i, &sev); i++)
    if (strcmp(wt_check_rule(i, &sev), name) == 0) return sev == WW_WARNING;
  return 0;
}

/* The categories in the order of deps[] (first appearance), then the
 * suppression comments' own (allow.c). */
const char *wt_check_rule(int i, ww_severity *sev) {
  int k = 0;
  for (int d = 1; d < WT_NDEPS; d++) {
    int seen = 0;
    for (int e = 1; e < d && !seen; e++) seen = strcmp(deps[e].category, deps[d].category) == 0;
    if (seen) continue;
    if (k++ == i) {
      *sev = deps[d].sev;
      return deps[d].category;
    }
  }
  *sev = WW_WARNING;
  return k == i ? WT_CAT_UNUSED_ALLOW : NULL;
}

/* Made from the table (wt_check_rule), so a new category cannot be left
 * out; the CLI asks for it while reading its options, before any thread. */
const char *wt_check_categories(void) {
  static char text[WT_CHECK_CATEGORIES_MAX];
  size_t n = 0;
  for (int warnings = 0; warnings < 2; warnings++) {
    int k = 0;
    ww_severity sev;
    const char *cat;
    for (int i = 0; (cat = wt_check_rule(i, &sev)) != NULL; i++) {
      if ((sev == WW_WARNING) != warnings) continue;
      n += (size_t)snprintf(text + n, sizeof text - n, "%s%s", k++ ? ", " : warnings ? "; " : "", cat);
      if (n >= sizeof text) return text;
    }
    n += (size_t)snprintf(text + n, sizeof text - n, warnings ? " (warnings)" : " (errors)");
    if (n >= sizeof text) return text;
  }
  return text;
}
