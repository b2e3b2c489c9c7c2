/*
 * wait.h - the counter-state analysis shared by explain, check and insert.
 *
 * The abstract state at a program point is the set of asynchronous
 * operations that may still be outstanding, one entry per issuing
 * instruction ("site"), each with the counters that may still hold it and
 * `after`: the fewest operations of its own in-order queue issued after it
 * on any path. A wait "counter c <= N" retires an entry when its queue
 * completes in order and after >= N (if it were outstanding, so would be the
 * `after` younger ones of its queue: N+1 in all), or when N = 0. Operations
 * of other queues on the same counter do not matter, which is why
 * `ds_read; s_load; ds_read; s_waitcnt lgkmcnt(1)` retires the first
 * ds_read where LLVM would have waited for 0. Joins take the union of the
 * entries and the minimum `after`: exact per operation, with no alignment of
 * scores as in LLVM's merge.
 */
#ifndef WW_WAIT_H
#define WW_WAIT_H

#include "../asm/asm.h"

#include <string.h>

#define WT_AFTER_MAX 0xffff

enum {
  WT_PF_MULTI = 1,    /* older instances of this site may be outstanding too */
  WT_PF_UNMARKED = 2, /* an async operation no s_asyncmark covers on some path */
  WT_PF_ANY = 4,      /* done once any one of its counters shows it (GFX10+ FLAT) */
  /* For comparing LDS footprints that name a loop iteration's values
   * (values.c: parity of a loop-carried register): */
  WT_PF_CROSSED = 8,  /* the newest instance may have crossed a loop's back edge */
  WT_PF_OLDER = 16,   /* older instances may be outstanding (cleared by the wait
                         that retires them, unlike MULTI, which only displays) */
  WT_PF_INEXACT = 64, /* `after` is a minimum over paths that disagree */
  WT_PF_MARKED = 32,  /* the newest instance of an async operation is covered
                         by an s_asyncmark on some path (older instances, if
                         OLDER, may be too) */
  WT_PF_RELEASE = 128, /* outstanding at a cache writeback (a release): must be
                          complete before the next store, atomic, barrier or
                          return (consumer.c, WT_DEP_FENCE_RELEASE) */
};

typedef struct wt_pending {
  uint32_t site;   /* instruction index */
  uint16_t cmask;  /* counters that may still hold it (1 << tg_counter) */
  uint16_t after;  /* min same-queue operations issued after it */
  uint8_t queue;   /* tg_queue */
  uint8_t flags;   /* WW_PF_* */
  uint16_t xafter; /* gfx1250: min in-order xcnt operations issued after it */
} wt_pending;

/* An async mark stands for the last asynchronous copy issued before it;
 * like a pending entry it keeps that copy's counters and queue and `after`,
 * the fewest operations of that queue issued since (minimum over paths), so
 * completing the mark is the wait "counter <= after". Counting by time, not by
 * instruction, keeps loop iterations apart (a pipelined loop's marks). */
#define WT_MAX_MARKS 16
typedef struct wt_mark {
  uint16_t after;
  uint16_t cmask;
  uint8_t queue;
  uint8_t valid;   /* 0: no async copy before the mark on any path */
} wt_mark;

typedef struct wt_state {
  wt_pending *v;   /* sorted by site */
  uint32_t n, cap;
  uint8_t reached;
  /* async marks of the current function, oldest first; and the last async
   * operation issued so far (what the next mark stands for) */
  uint8_t nmarks;
  wt_mark marks[WT_MAX_MARKS];
  wt_mark last_async;
  /* Display only: an upper bound on how many operations are outstanding on
   * each counter (counting every instance, -1: unbounded), and whether the
   * paths that join here disagree on which ones. */
  int16_t bound[TG_NCNT];
  uint16_t uncertain; /* counter bits */
} wt_state;

void wt_state_init(wt_state *s);
void wt_state_free(wt_state *s);
void wt_state_copy(wt_state *dst, const wt_state *src);
/* The state at a function's entry: reached, nothing outstanding. */
void wt_state_entry(wt_state *s);
/* dst = dst JOIN src; returns 1 when dst changed. widen: the edge closes a
 * loop that was visited often; a growing display bound becomes unknown. */
int wt_state_join(wt_state *dst, const wt_state *src, int widen);
int wt_state_equal(const wt_state *a, const wt_state *b);
/* A cache writeback starts a release: every vector-memory operation
 * outstanding (not a cache invalidate) is marked WT_PF_RELEASE. */
void wt_state_mark_release(const asm_program *p, wt_state *s);
/* Ages the entries of s by one operation of event ev issued: `after` on
 * the queues it joins, `xafter` when it leaves xcnt in order. */
void wt_state_age(const tg_target *t, wt_state *s, int ev);
/* Forgets xcnt: a callee starts with nothing to translate (analysis.c). */
void wt_state_drop_xcnt(wt_state *s);
/* After a call: the caller's operations still outstanding in s that were
 * on xcnt in `before` (the state at the call) are on it again. */
void wt_state_restore_xcnt(wt_state *s, const wt_state *before);
/* wt_state_join along an edge; a back edge marks what it carries crossed. */
int wt_state_join_edge(wt_state *dst, const wt_state *src, int widen, int back);
/* The same, telling what changed: 1 an entry, a mark or reached; 2 only
 * the display fields (bound, uncertain), which no decision reads; 0 none. */
int wt_state_join_edge_how(wt_state *dst, const wt_state *src, int widen, int back);
static inline int wt_back_edge(const asm_func *f, uint32_t from, uint32_t to) {
  return f->blocks[to].rpo <= f->blocks[from].rpo;
}
wt_pending *wt_state_find(wt_state *s, uint32_t site);

/* Applies a wait to s. Retired entries are appended to *retired if given. */
void wt_state_apply_wait(const tg_target *t, wt_state *s, const tg_wait *w,
                         wt_pending **retired, uint32_t *nretired, uint32_t *capretired);
/* Does wait a complete (or retire older instances of) an operation
 * outstanding in s that wait b leaves as it is? */
int wt_wait_does_more(const wt_state *s, const tg_wait *a, const tg_wait *b);
/* The counter wait that s_wait_asyncmark N at inst stands for in state s
 * (none when fewer than N+1 marks are outstanding). */
void wt_mark_wait(const asm_program *p, const wt_state *s, uint32_t inst, tg_wait *out);

/* A wait a pass placed before the instruction (insts[i].pre), if any; and
 * on gfx1250 the xcnt wait a vector-memory access stands for (state.c). */
void wt_state_pre_any(const asm_program *p, wt_state *s, uint32_t inst);
static inline void wt_state_pre(const asm_program *p, wt_state *s, uint32_t inst) {
  if (p->insts[inst].has_pre || p->target->max[TG_CNT_X]) wt_state_pre_any(p, s, inst);
}
/* The effect of one instruction (its wait, then the operation it issues);
 * not the wait placed before it, which wt_state_pre applies. Most
 * instructions have none: they are told apart here, without a call. */
void wt_state_step_any(const asm_program *p, wt_state *s, uint32_t inst);
static inline void wt_state_step(const asm_program *p, wt_state *s, uint32_t inst) {
  const asm_inst *in = &p->insts[inst];
  if (in->event != TG_EV_NONE || in->is_wait || in->has_post ||
      (in->flags & (TG_IF_CALL | TG_IF_MARK | TG_IF_MARK_WAIT | TG_IF_BARRIER)))
    wt_state_step_any(p, s, inst);
}
/* Worst-case number of operations outstanding on counter c, and how it is known:
 * '=' certain, '<' at most, '>' at least. */
int wt_state_count(const asm_program *p, const wt_state *s, int c, char *how);

/* Why an instruction needs an outstanding operation complete. */
typedef enum wt_dep {
  WT_DEP_NONE,
  WT_DEP_READ,          /* reads a register the operation writes */
  WT_DEP_OVERWRITE,     /* writes it (out of order with the operation) */
  WT_DEP_LDS_DMA,       /* accesses LDS an LDS DMA may still write */
  WT_DEP_LDS_WAR,       /* writes LDS an async store may still read */
  WT_DEP_RETURN,        /* returns: callers assume all but stores' counter drained */
  WT_DEP_BARRIER_DRAIN, /* s_barrier without back-off: nothing may be outstanding */
  WT_DEP_BARRIER_LDS,   /* workgroup barrier with an LDS write outstanding */
  WT_DEP_MARK_UNWAITED, /* the function ends with a marked async copy no wait covers */
  WT_DEP_FENCE_ACQUIRE, /* a cache invalidate (acquire) with a load outstanding */
  WT_DEP_FENCE_RELEASE, /* a store, atomic, barrier or return after a release
                           (cache writeback) with what it releases outstanding */
  WT_DEP_ENTRY,         /* a function callable from outside reads or writes a
                           register before waiting for its caller's operations */
  WT_DEP_XLATE,         /* overwrites a register the operation still reads
                           (gfx1250: until its address is translated, xcnt) */
  WT_DEP_REPLAY,        /* gfx1250: an access that must not be replayed while
                           the operation's address may still fail translation */
  WT_DEP_LDS_DMA_MAY,   /* accesses LDS an LDS DMA may still write, where nothing
                           relates the two addresses (either is unknown) */
  /* The barrier rules (barrier_rules.c): the "producer" is the other
   * instruction the finding names, if any. */
  WT_DEP_BAR_FIRST,
  WT_DEP_BAR_NO_SIGNAL = WT_DEP_BAR_FIRST, /* wait -1 with no signal since the last wait */
  WT_DEP_BAR_NAMED_NO_SIGNAL, /* the same on a named barrier */
  WT_DEP_BAR_TWICE,     /* a second signal before the wait */
  WT_DEP_BAR_UNWAITED,  /* the wave drops a barrier it signalled before the phase completed */
  WT_DEP_BAR_ID,        /* an id or operation the target lacks, a trap barrier */
  WT_DEP_BAR_CLUSTER,   /* -3 signalled by every wave, not one per workgroup */
  WT_DEP_BAR_NOT_JOINED,/* wait on, or leave, a named barrier with none joined */
  WT_DEP_BAR_INIT_ZERO, /* s_barrier_init with an expected count of 0 */
  WT_DEP_BAR_DIVERGENT, /* a barrier only some waves of a workgroup may reach */
  WT_DEP_BAR_UNMODELLED,/* an instruction whose barrier semantics are not modelled */
  WT_NDEPS
} wt_dep;

const char *wt_dep_text(wt_dep d);
/* Is d met by xcnt (the operation translated) rather than by completion? */
static inline int wt_dep_xcnt(wt_dep d) { return d == WT_DEP_XLATE || d == WT_DEP_REPLAY; }
const char *wt_dep_category(wt_dep d);
ww_severity wt_dep_severity(wt_dep d);

/* LDS bytes each instruction may access (DMA: writes), from the value
 * analysis: [lo[i], hi[i]]; lo NULL: unknown, everything may overlap.
 * sym[i] != 0: besides, bit sbit[i] of every byte address is the parity of
 * symbol sym[i] (a register's value at a loop header's entry) xor sneg[i]:
 * two such footprints of one iteration with opposite parities are disjoint
 * (double buffers chosen by i & 1). */
typedef struct wt_lds_info {
  uint64_t *lo, *hi;
  int32_t *sym;
  uint8_t *sbit, *sneg;
  /* where sym[i] != 0: the header block (in its function) of the symbol's
   * loop, and how its parity steps per iteration (WW_SFLIP_*) */
  uint8_t *sflip;
  uint32_t *shead;
  /* bsym[i] != 0: the bytes are [bsym + blo, bsym + bhi] for the value
   * symbol bsym has in this wave (values.c): two footprints of one symbol
   * with disjoint offsets are apart. */
  int32_t *bsym;
  int64_t *blo, *bhi;
  /* phases.c: per signalling workgroup barrier, the LDS accesses that may
   * follow it before the next one, walked per function on first use
   * (wt_phase_conflict); NULL: none known (no barrier, or too many
   * instructions). */
  struct wt_phases *phases;
} wt_lds_info;

enum { WT_SFLIP_UNKNOWN, WT_SFLIP_FLIPS, WT_SFLIP_SAME };
/* A workgroup barrier other waves wait on: s_barrier, s_barrier_signal*. */
static inline int wt_signals_barrier(const asm_inst *in) {
  if (!(in->flags & TG_IF_BARRIER)) return 0;
  const char *m = in->desc->mnemonic;
  return strcmp(m, "s_barrier") == 0 || strncmp(m, "s_barrier_signal", 16) == 0;
}
#define WT_NO_PHASE UINT32_MAX
#define WT_PHASE_ANY UINT32_MAX
typedef struct wt_phases wt_phases;
/* Sets out->phases up (nothing is walked yet); wt_phases_free frees it. */
void wt_phases_compute(const asm_program *p, wt_lds_info *out);
void wt_phases_free(wt_phases *ph);
/* May another wave touch the LDS bytes of the outstanding write e after
 * workgroup barrier `barrier` (and before the next)? 0: no; 1: yes; 2: only
 * bytes of e's older instances (earlier loop iterations). *witness (if not
 * NULL): such an access, WT_PHASE_ANY when none is known. */
int wt_phase_conflict(const wt_lds_info *lds, uint32_t barrier, const wt_pending *e,
                      uint32_t *witness);

/* Two phases fill a wt_lds_info, in this order: wt_lds_values_compute
 * clears *out and runs the value analysis (values.c) when the program
 * writes LDS asynchronously (otherwise leaves lo NULL); wt_phases_compute
 * (phases.c) sets up the barrier phases. wt_lds_info_compute runs both, for
 * callers that want the whole (a driver that lists its phases calls the
 * two); wt_lds_info_free frees what either made. */
void wt_lds_values_compute(const asm_program *p, wt_lds_info *out);
void wt_lds_info_compute(const asm_program *p, wt_lds_info *out);
void wt_lds_info_free(wt_lds_info *l);

/* Does instruction `consumer` depend on `producer` (an asynchronous
 * operation that may be outstanding)? *reg gets the register involved
 * (count 0 when it is not a register). lds may be NULL. */
wt_dep wt_consumes(const asm_program *p, const wt_lds_info *lds, uint32_t consumer,
                   const wt_pending *producer, asm_regs *reg);
/* A cheap test before wt_consumes: most instructions depend on an
 * outstanding operation only through registers, and most of those share no
 * register with it. A consumer's key folds the registers it reads or writes
 * into 64 bits (unit r sets bit r % 64); `any` marks the consumers that may
 * depend otherwise (LDS, barriers, returns, invalidates, release points,
 * the end of the program). wt_may_consume 0: wt_consumes is surely
 * WT_DEP_NONE, and so is check's "function ends before the mark". This
 * turns the per-instruction scan over every outstanding operation (up to a
 * hundred in a GEMM main loop) into a mask test per entry. */
typedef struct wt_consumer_key {
  uint64_t regs;
  int any;
  int once; /* must not be repeated (asm_inst.once) */
  const asm_inst *in; /* the consumer */
} wt_consumer_key;
void wt_consumer_key_of(const asm_program *p, uint32_t consumer, wt_consumer_key *k);
/* Does a register of r overlap one of c's uses or defs? */
static inline int wt_regs_touch(asm_regs r, const asm_inst *c) {
  for (int u = 0; u < c->nuses + c->ndefs; u++) {
    asm_regs x = u < c->nuses ? c->uses[u] : c->defs[u - c->nuses];
    if (x.count && r.first < x.first + x.count && x.first < r.first + r.count) return 1;
  }
  return 0;
}
static inline int wt_may_consume(const asm_program *p, const wt_consumer_key *k,
                                 const wt_pending *pe) {
  if (k->any) return 1;
  uint64_t m = p->def_masks[pe->site];
  const asm_inst *prod = &p->insts[pe->site];
  /* gfx1250: until translated (xcnt) the producer still reads its address
   * registers, and a consumer that must not be replayed waits for it. */
  if ((pe->cmask >> TG_CNT_X) & 1) {
    if (k->once) return 1;
    m |= asm_regs_masks(prod->uses, prod->nuses);
    return (m & k->regs) != 0;
  }
  if (!(m & k->regs)) return 0;
  /* otherwise only through a register the producer writes: the summaries
   * share a bit, but do the registers overlap? (GEMM's accumulators fold
   * onto every bit) */
  for (int d = 0; d < prod->ndefs; d++)
    if (prod->defs[d].count && wt_regs_touch(prod->defs[d], k->in)) return 1;
  return 0;
}
/* The same test for a whole state at once: the registers its entries may
 * still be consumed through (the union of what wt_may_consume tests) and
 * whether one is on xcnt. A summary may say more than the state holds,
 * never less: entries leaving the state leave it only when it is made again
 * (wt_state_regs_of), entries issued add to it (wt_state_regs_add). An
 * instruction whose key it rejects consumes no entry, and a walk skips the
 * scan of the state for it. */
typedef struct wt_state_regs {
  uint64_t regs;
  int on_x;
} wt_state_regs;
static inline void wt_state_regs_of(const asm_program *p, const wt_state *s, wt_state_regs *r) {
  r->regs = 0, r->on_x = 0;
  for (uint32_t k = 0; k < s->n; k++) {
    uint32_t site = s->v[k].site;
    r->regs |= p->def_masks[site];
    if ((s->v[k].cmask >> TG_CNT_X) & 1)
      r->regs |= asm_regs_masks(p->insts[site].uses, p->insts[site].nuses), r->on_x = 1;
  }
}
/* Instruction i issued (its entry is new or renewed). */
static inline void wt_state_regs_add(const asm_program *p, uint32_t i, wt_state_regs *r) {
  if (p->insts[i].event == TG_EV_NONE) return;
  r->regs |= p->def_masks[i];
  if (p->target->max[TG_CNT_X])
    r->regs |= asm_regs_masks(p->insts[i].uses, p->insts[i].nuses), r->on_x = 1;
}
static inline int wt_state_regs_may(const wt_state_regs *r, const wt_consumer_key *k) {
  return k->any || (k->once && r->on_x) || (k->regs & r->regs) != 0;
}
/* wt_consumes, and the wait that makes the consumer safe (none when it
 * does not depend): usually the entry's own wait, but only its older
 * instances when the newest is disjoint by parity (a double buffer). */
wt_dep wt_consumes_wait(const asm_program *p, const wt_lds_info *lds, uint32_t consumer,
                        const wt_pending *producer, asm_regs *reg, tg_wait *w);

/* Drops xcnt from w, the wait consumer i needs in state s, when w's other
 * counts complete every operation whose registers i overwrites (a completed
 * operation was translated). */
void wt_wait_trim_xcnt(const asm_program *p, const wt_lds_info *lds, uint32_t i, const wt_state *s,
                       tg_wait *w);

/* The wait that makes entry e complete: in-order entries wait for `after`,
 * others for 0; clamped to max-1. Not xcnt: completing implies it. */
void wt_wait_for_entry(const tg_target *t, const wt_pending *e, tg_wait *w);
/* The xcnt wait after which entry e no longer reads its registers:
 * `xafter` for vector memory, 0 for scalar; none when e is off xcnt. */
void wt_wait_for_xlate(const tg_target *t, const wt_pending *e, tg_wait *w);

/* Entry states of all blocks of all functions, at the fixed point. */
typedef struct wt_analysis {
  const asm_program *p;
  wt_state *entry;       /* block entry states, all functions: see wt_block_entry */
  uint32_t *block_base;  /* per function: index of its block 0 in entry[] */
  uint32_t nstates;
  int32_t *call_slot;    /* per instruction: index into call_post, or -1 */
  wt_state *call_post;   /* state after each call into a function of this file */
  uint32_t ncalls;
  wt_state *context;     /* per function: join of its calling contexts */
  uint8_t *on_stack;
  struct wt_paths *paths; /* per function: edges a predecessor cannot take */
  struct wt_conds *conds; /* per function: branches on one condition (correlate.c) */
  const struct wt_block_walker *walker; /* wt_analyze_with's, or NULL */
} wt_analysis;

/* A walk that rides along the analysis' own (wt_analyze_with): on the
 * visits of a block that are likely its last, walk(ctx, fi, b, s) steps s
 * from block b's entry through the block as the analysis would
 * (wt_state_pre, then wt_step, per instruction), doing its own work on the
 * way; stale(ctx, fi, b) says the analysis walked block b again without
 * it. So the walk of each block's last visit, from its entry at the fixed
 * point, is the walker's unless stale came after it. Only where the
 * analysis follows no call into this file and solves each function once
 * (no correlated conditions): elsewhere every visit is stale. */
typedef struct wt_block_walker {
  void (*walk)(void *ctx, uint32_t fi, uint32_t b, wt_state *s);
  void (*stale)(void *ctx, uint32_t fi, uint32_t b);
  void *ctx;
} wt_block_walker;


/* entry.c: the calling convention at a function's entry. The counters a
 * function callable from outside the file must wait for 0 before it reads or
 * writes a register (its caller's operations may be in flight): */
uint16_t wt_entry_counters(const tg_target *t);
/* Is function fi callable from outside this file (not a kernel; global, or
 * called by no call here)? */
int wt_func_external(const asm_program *p, uint32_t fi);
/* The first instruction of external function fi (blocks in reverse
 * post-order) that reads or writes a register while some entry counter may
 * not have been waited for 0 since entry, with those counters in *missing;
 * UINT32_MAX when none. The wait instruction `skip` is taken as absent
 * (UINT32_MAX: none); waits placed by insert count. */
uint32_t wt_entry_missing(const asm_program *p, uint32_t fi, uint32_t skip, uint16_t *missing);

/* fence.c: is wait instruction i part of one of the memory model's code
 * sequences (AMDGPUUsage; LLVM's SIMemoryLegalizer)? Right before a cache
 * invalidate or writeback, or a workgroup barrier; right after a writeback;
 * or right before a vector-memory store or atomic, waiting for every store
 * (a release: nothing else waits for stores to complete before a store).
 * Only waits, s_nop, s_delay_alu and s_wait_alu may stand between. */
int wt_is_fence_wait(const asm_program *p, uint32_t i);
/* The atomic (or other vector-memory operation) a cache invalidate inv
 * acquires: the one right before it in its block, with only waits, s_nop,
 * s_delay_alu, s_wait_alu and other cache operations between (LLVM's
 * SIMemoryLegalizer puts the acquire's wait and invalidate right after its
 * atomic); UINT32_MAX when there is none (an acquire fence, which needs
 * every load done). */
uint32_t wt_acquired_op(const asm_program *p, uint32_t inv);

/* The post-dominator tree of f's blocks (postdom.c): does block b
 * post-dominate block y (every path from y to an exit passes through b; y
 * is b; or y reaches no exit)? tin/tout: each block's DFS interval in the
 * tree (WT_PD_NONE: it reaches no exit), idom: its immediate
 * post-dominator (nblocks: the virtual exit after every exit). */
#define WT_PD_NONE UINT32_MAX
typedef struct wt_postdom {
  uint32_t *tin, *tout, *idom;
} wt_postdom;
void wt_postdom_build(const asm_func *f, wt_postdom *t);
void wt_postdom_free(wt_postdom *t);
static inline int wt_postdominates(const wt_postdom *t, uint32_t b, uint32_t y) {
  if (t->tin[y] == WT_PD_NONE) return 1; /* y reaches no exit */
  return t->tin[b] != WT_PD_NONE && t->tin[b] <= t->tin[y] && t->tout[y] <= t->tout[b];
}

/* The forward dataflow driver (flow.c): transfer(ctx, b) computes block b's
 * exit; join(ctx, from, to, widen) merges it into `to`'s entry, returning 1
 * when that changed. */
void wt_flow(const asm_func *f, void *ctx, void (*transfer)(void *ctx, uint32_t block),
             int (*join)(void *ctx, uint32_t from, uint32_t to, int widen));

/* Edges a block's branch cannot take after a given predecessor (paths.c):
 * feasible[b] is NULL, or per predecessor index k of block b the successors
 * (bit j: succ[j]) that the path through that predecessor can reach. */
struct wt_paths {
  uint8_t **feasible;
  uint32_t nblocks, nthreaded;
};
typedef struct wt_paths wt_paths;
void wt_paths_compute(const asm_program *p, const asm_func *f, wt_paths *out);
void wt_paths_free(wt_paths *w);

/* Branches that test one scalar condition (correlate.c): per block, the
 * condition its branch tests (-1: none) and the value for which it takes
 * its target (succ[0]); the analysis solves the function once per
 * assignment of values (bit k: condition k) and joins the solutions. */
#define WT_MAX_CONDS 3
typedef struct wt_conds {
  uint32_t n;
  int8_t *block_cond;
  uint8_t *block_sense;
} wt_conds;
void wt_conds_compute(const asm_program *p, const asm_func *f, wt_conds *out);
/* May the edge from -> to run when the conditions have the values assign? */
int wt_conds_edge_ok(const wt_conds *c, const asm_func *f, uint32_t from, uint32_t to, uint32_t assign);
void wt_conds_free(wt_conds *c);

void wt_analyze(const asm_program *p, wt_analysis *a);
/* What a caller already computed of function f, for wt_analyze_known (each
 * moved out of it, NULL: none): its jump threading and correlated
 * conditions, and its block entry states as the plain solve leaves them:
 * flow.c from the entry state with wt_state_pre and wt_state_step, no jump
 * threading, no conditions (insert's placement, where it can tell: not
 * on targets with xcnt, whose implicit waits do not commute with a placed
 * one). */
typedef struct wt_known {
  wt_state *entry;
  wt_paths *paths;
  wt_conds *conds;
} wt_known;
/* wt_analyze, taking what known[f] (NULL: nothing) gives instead of computing
 * it, where the result is the same: the states of a function the analysis
 * would solve that way (without calls into this file). */
void wt_analyze_known(const asm_program *p, wt_analysis *a, wt_known *known);
/* wt_analyze with a walker (w may be NULL). */
void wt_analyze_with(const asm_program *p, wt_analysis *a, const wt_block_walker *w);
/* Solves function fi again (after its waits changed), from its entry and
 * calling contexts as wt_analyze left them. */
void wt_analyze_function(const asm_program *p, wt_analysis *a, uint32_t fi);
/* wt_state_step, but a call into this file's function continues from the
 * callee's return states as the analysis computed them. */
void wt_step(const wt_analysis *a, wt_state *s, uint32_t inst);
void wt_analysis_free(wt_analysis *a);
static inline wt_state *wt_block_entry(const wt_analysis *a, uint32_t func, uint32_t block) {
  return &a->entry[a->block_base[func] + block];
}

/* The weakest wait at wait instruction `inst` (state before it: `before`)
 * that still covers every later use of operations outstanding before it,
 * given the waits that follow. A forward search over the function from the
 * wait, tracking only those operations. */
typedef struct wt_need {
  uint32_t site;      /* the operation that must be complete */
  uint32_t consumer;  /* the first instruction found that needs it */
  wt_dep why;
  uint16_t after;     /* its `after` before the wait */
  uint16_t cmask;
  uint8_t queue, flags;
  uint16_t xafter;
} wt_need;

typedef struct wt_weakest_ctx {
  const asm_program *p;
  const wt_lds_info *lds;
  uint32_t func;
  wt_state *bs;        /* per block entry state of the current search */
  uint32_t *stamp, gen;
  uint8_t *queued;
  wt_need *need;
  uint32_t nneed, capneed;
} wt_weakest_ctx;

void wt_weakest_init(wt_weakest_ctx *x, const asm_program *p, const wt_lds_info *lds,
                     uint32_t func);
void wt_weakest_free(wt_weakest_ctx *x);
/* Returns 0 with *out and x->need filled, or -1 when the search exceeded
 * its budget (the caller should keep the wait as written). */
int wt_weakest_wait(wt_weakest_ctx *x, uint32_t inst, const wt_state *before, tg_wait *out);

#endif
