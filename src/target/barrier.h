/*
 * barrier.h - what each target offers of LLVM's barrier execution model
 * (AMDGPUUsage, "Barrier Implementations on AMDGPU Targets"): the barrier
 * ids, which operations each id takes on which generation, and how the
 * s_barrier* instructions map onto the model's operations. One table for
 * `verify` (the kernel IR, machine/sync_check.c) and `check` (assembly,
 * wait/barrier_rules.c); each words its own messages.
 */
#ifndef WW_BARRIER_H
#define WW_BARRIER_H

#include "target.h"

/* Barrier ids (the "s_barrier IDs GFX12" table). */
#define WW_BAR_CLUSTER_TRAP (-4)  /* GFX12.5, privileged (the trap handler's) */
#define WW_BAR_CLUSTER (-3)       /* GFX12.5, one arrival per workgroup */
#define WW_BAR_WORKGROUP_TRAP (-2)/* GFX12, privileged */
#define WW_BAR_WORKGROUP (-1)     /* GFX12; s_barrier's only object on GFX6-11 */
#define WW_BAR_NULL 0             /* GFX12.5: every operation but join is a no-op */
#define WW_BAR_NAMED_MIN 1
#define WW_BAR_NAMED_MAX 16       /* named barriers 1..16 (GFX12.5) */
#define WW_BAR_ID_MIN WW_BAR_CLUSTER_TRAP
#define WW_BAR_NIDS (WW_BAR_NAMED_MAX - WW_BAR_ID_MIN + 1)

static inline int ww_bar_is_named(int id) { return id >= WW_BAR_NAMED_MIN && id <= WW_BAR_NAMED_MAX; }
/* 0..16: mutually exclusive, joined with s_barrier_join, never dropped at a wave's end */
static inline int ww_bar_is_joinable(int id) { return id >= WW_BAR_NULL && id <= WW_BAR_NAMED_MAX; }
static inline int ww_bar_is_cluster(int id) { return id == WW_BAR_CLUSTER || id == WW_BAR_CLUSTER_TRAP; }
static inline int ww_bar_is_trap(int id) { return id == WW_BAR_WORKGROUP_TRAP || id == WW_BAR_CLUSTER_TRAP; }
static inline int ww_bar_is_id(int64_t id) { return id >= WW_BAR_ID_MIN && id <= WW_BAR_NAMED_MAX; }

/* The model's barrier operations. */
typedef enum ww_bar_op { WW_BOP_INIT, WW_BOP_JOIN, WW_BOP_DROP, WW_BOP_ARRIVE, WW_BOP_WAIT } ww_bar_op;

/* Whether a target has an operation on an id; WW_BAV_OK or why not. */
typedef enum ww_bar_avail {
  WW_BAV_OK,
  WW_BAV_TRAP,         /* -2, -4: privileged, the trap handler's */
  WW_BAV_NOT_ID,       /* not a barrier id (outside -4..16) */
  WW_BAV_NO_SPLIT,     /* GFX6-11: only s_barrier (arrive and wait in one) */
  WW_BAV_GFX1250_ONLY, /* GFX12: the id or operation is GFX12.5's */
  WW_BAV_AUTOMATIC,    /* init, join or drop of -1/-3: the hardware does it */
  WW_BAV_NULL_INIT,    /* init of the NULL barrier */
  WW_BAV_COUNT_UPDATE, /* an expected-count update on an id other than 1..16 */
} ww_bar_avail;

/* t NULL: the model without a target (every operation, the trap ids excepted). */
ww_bar_avail ww_bar_available(const ww_target *t, int id, ww_bar_op op, int count_update);

/* Named barriers are GFX12.5's in the model's table, but LLVM 22 assembles
 * s_barrier_init/join/leave and named ids for gfx1200 too (isa-facts §7). */
static inline int ww_bar_llvm_assembles_named(const ww_target *t) { return t && t->gen == WW_GFX12; }

/* "the workgroup barrier (-1)", "named barrier 3" */
const char *ww_bar_id_name(int id, char *buf, size_t size);

/* ---- the instructions ---- */

typedef enum ww_bar_inst {
  WW_BI_NONE,
  WW_BI_BARRIER,        /* s_barrier: arrive then wait on the workgroup barrier */
  WW_BI_SIGNAL,         /* s_barrier_signal ID|m0: arrive (m0: also a count update) */
  WW_BI_SIGNAL_ISFIRST, /* ... and SCC = first to arrive (kmcnt) */
  WW_BI_WAIT,           /* s_barrier_wait ID: wait (named: the one joined last) */
  WW_BI_INIT,           /* s_barrier_init ID|m0: init, count from m0[22:16] */
  WW_BI_JOIN,           /* s_barrier_join ID|m0 */
  WW_BI_LEAVE,          /* s_barrier_leave: drop the named barrier joined (kmcnt, SCC) */
  WW_BI_STATE,          /* s_get_barrier_state: reads a barrier's state, changes none (kmcnt) */
  WW_BI_UNMODELLED,     /* s_wakeup_barrier, ds_atomic_barrier_arrive_rtn_b64,
                           ds_atomic_async_barrier_arrive_b64: not modelled */
} ww_bar_inst;

ww_bar_inst ww_bar_inst_of(const char *mnemonic);
/* Does the instruction take its id from an operand that may be m0
 * (otherwise an immediate only: s_barrier_wait)? */
static inline int ww_bar_id_from_m0(ww_bar_inst k) {
  return k == WW_BI_SIGNAL || k == WW_BI_SIGNAL_ISFIRST || k == WW_BI_INIT || k == WW_BI_JOIN;
}
/* The operation an instruction performs on its barrier. */
ww_bar_op ww_bar_inst_op(ww_bar_inst k);

/* M0 fields: the id in bits [4:0], a named barrier's (new) expected count in
 * bits [22:16] (s_barrier_signal: 0 keeps it; s_barrier_init: the count). */
#define WW_BAR_M0_ID_MASK 0x1fu
#define WW_BAR_M0_COUNT_SHIFT 16
#define WW_BAR_M0_COUNT_MASK 0x7fu
/* The immediates LLVM 22 takes: s_barrier_signal/_isfirst/init/join an
 * inline constant (SSrc: -16..64) or m0; s_barrier_wait a signed 16-bit one. */
#define WW_BAR_INLINE_MIN (-16)
#define WW_BAR_INLINE_MAX 64
#define WW_BAR_WAIT_IMM_MIN (-32768)
#define WW_BAR_WAIT_IMM_MAX 65535

#endif
