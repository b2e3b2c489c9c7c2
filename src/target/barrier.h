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
#define TG_BAR_CLUSTER_TRAP (-4)  /* GFX12.5, privileged (the trap handler's) */
#define TG_BAR_CLUSTER (-3)       /* GFX12.5, one arrival per workgroup */
#define TG_BAR_WORKGROUP_TRAP (-2)/* GFX12, privileged */
#define TG_BAR_WORKGROUP (-1)     /* GFX12; s_barrier's only object on GFX6-11 */
#define TG_BAR_NULL 0             /* GFX12.5: every operation but join is a no-op */
#define TG_BAR_NAMED_MIN 1
#define TG_BAR_NAMED_MAX 16       /* named barriers 1..16 (GFX12.5) */
#define TG_BAR_ID_MIN TG_BAR_CLUSTER_TRAP
#define TG_BAR_NIDS (TG_BAR_NAMED_MAX - TG_BAR_ID_MIN + 1)

static inline int tg_bar_is_named(int id) { return id >= TG_BAR_NAMED_MIN && id <= TG_BAR_NAMED_MAX; }
/* 0..16: mutually exclusive, joined with s_barrier_join, never dropped at a wave's end */
static inline int tg_bar_is_joinable(int id) { return id >= TG_BAR_NULL && id <= TG_BAR_NAMED_MAX; }
static inline int tg_bar_is_cluster(int id) { return id == TG_BAR_CLUSTER || id == TG_BAR_CLUSTER_TRAP; }
static inline int tg_bar_is_trap(int id) { return id == TG_BAR_WORKGROUP_TRAP || id == TG_BAR_CLUSTER_TRAP; }
static inline int tg_bar_is_id(int64_t id) { return id >= TG_BAR_ID_MIN && id <= TG_BAR_NAMED_MAX; }

/* The model's barrier operations. */
typedef enum tg_bar_op { TG_BOP_INIT, TG_BOP_JOIN, TG_BOP_DROP, TG_BOP_ARRIVE, TG_BOP_WAIT } tg_bar_op;

/* Whether a target has an operation on an id; TG_BAV_OK or why not. */
typedef enum tg_bar_avail {
  TG_BAV_OK,
  TG_BAV_TRAP,         /* -2, -4: privileged, the trap handler's */
  TG_BAV_NOT_ID,       /* not a barrier id (outside -4..16) */
  TG_BAV_NO_SPLIT,     /* GFX6-11: only s_barrier (arrive and wait in one) */
  TG_BAV_GFX1250_ONLY, /* GFX12: the id or operation is GFX12.5's */
  TG_BAV_AUTOMATIC,    /* init, join or drop of -1/-3: the hardware does it */
  TG_BAV_NULL_INIT,    /* init of the NULL barrier */
  TG_BAV_COUNT_UPDATE, /* an expected-count update on an id other than 1..16 */
} tg_bar_avail;

/* t NULL: the model without a target (every operation, the trap ids excepted). */
tg_bar_avail tg_bar_available(const tg_target *t, int id, tg_bar_op op, int count_update);

/* Named barriers are GFX12.5's in the model's table, but LLVM 22 assembles
 * s_barrier_init/join/leave and named ids for gfx1200 too (isa-facts §7). */
static inline int tg_bar_llvm_assembles_named(const tg_target *t) { return t && t->gen == TG_GFX12; }

/* "the workgroup barrier (-1)", "named barrier 3" */
const char *tg_bar_id_name(int id, char *buf, size_t size);

/* ---- the instructions ---- */

typedef enum tg_bar_inst {
  TG_BI_NONE,
  TG_BI_BARRIER,        /* s_barrier: arrive then wait on the workgroup barrier */
  TG_BI_SIGNAL,         /* s_barrier_signal ID|m0: arrive (m0: also a count update) */
  TG_BI_SIGNAL_ISFIRST, /* ... and SCC = first to arrive (kmcnt) */
  TG_BI_WAIT,           /* s_barrier_wait ID: wait (named: the one joined last) */
  TG_BI_INIT,           /* s_barrier_init ID|m0: init, count from m0[22:16] */
  TG_BI_JOIN,           /* s_barrier_join ID|m0 */
  TG_BI_LEAVE,          /* s_barrier_leave: drop the named barrier joined (kmcnt, SCC) */
  TG_BI_STATE,          /* s_get_barrier_state: reads a barrier's state, changes none (kmcnt) */
  TG_BI_UNMODELLED,     /* s_wakeup_barrier, ds_atomic_barrier_arrive_rtn_b64,
                           ds_atomic_async_barrier_arrive_b64: not modelled */
} tg_bar_inst;

tg_bar_inst tg_bar_inst_of(const char *mnemonic);
/* Does the instruction take its id from an operand that may be m0
 * (otherwise an immediate only: s_barrier_wait)? */
static inline int tg_bar_id_from_m0(tg_bar_inst k) {
  return k == TG_BI_SIGNAL || k == TG_BI_SIGNAL_ISFIRST || k == TG_BI_INIT || k == TG_BI_JOIN;
}
/* The operation an instruction performs on its barrier. */
tg_bar_op tg_bar_inst_op(tg_bar_inst k);

/* M0 fields: the id in bits [4:0], a named barrier's (new) expected count in
 * bits [22:16] (s_barrier_signal: 0 keeps it; s_barrier_init: the count). */
#define TG_BAR_M0_ID_MASK 0x1fu
#define TG_BAR_M0_COUNT_SHIFT 16
#define TG_BAR_M0_COUNT_MASK 0x7fu
/* The immediates LLVM 22 takes: s_barrier_signal/_isfirst/init/join an
 * inline constant (SSrc: -16..64) or m0; s_barrier_wait a signed 16-bit one. */
#define TG_BAR_INLINE_MIN (-16)
#define TG_BAR_INLINE_MAX 64
#define TG_BAR_WAIT_IMM_MIN (-32768)
#define TG_BAR_WAIT_IMM_MAX 65535

#endif
