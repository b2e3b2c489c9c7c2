/*
 * pl_internal.h - what the pipeliner's files share: the loop being
 * pipelined as units (its body's statements) with stages, order and the
 * buffer elements each unit reads and writes; the per-iteration schedule
 * (items with their commit groups); and the waits inferred for it.
 */
#ifndef WW_PL_INTERNAL_H
#define WW_PL_INTERNAL_H

#include "pipeline.h"

/* Ranges of the loop variables inside a unit (for footprints). */
typedef struct pl_env {
  const kir_var *var;
  int64_t lo, hi;           /* inclusive; known only when constant */
  const struct pl_env *next;
} pl_env;

/* One buffer access of a unit: acc NULL means the whole buffer. */
typedef struct pl_acc {
  kir_buf *buf;
  const kir_access *acc;
  const pl_env *env;
  int write;
  int cond;                 /* under an `if` of the unit: may not happen */
  const kir_stmt *stmt;     /* the statement, for messages */
} pl_acc;

typedef struct pl_unit {
  kir_stmt **stmts;         /* the statement, after its own inner loops were pipelined */
  int nstmts;
  int index;                /* position in the loop body */
  int stage, order, async;
  pl_acc *acc;
  int nacc, capacc;
} pl_unit;

/* A unit in execution order with its commit group: consecutive async
 * units of one stage that do not conflict share one group. */
typedef struct pl_item {
  int unit, stage, async, queue;
  int group_start, group_end;
} pl_item;

/* Regions of the pipelined code: loops over the prologue, body, epilogue,
 * or single unrolled iterations (prologue t, epilogue e, or, when the trip
 * count is a constant below the number of stages, every t). */
enum { PL_R_PRO, PL_R_BODY, PL_R_EPI, PL_R_UNROLLED };

/* A wait before item `item` of region `region`, on `queue`; count[idx] per
 * instance of the region (idx: the region loop's index; 0 for unrolled
 * ones); PL_DONT_CARE where no consumer runs. */
#define PL_DONT_CARE INT32_MAX
typedef struct pl_wait {
  int region, item, queue;
  int guarded;              /* inside the item's commit scope (and guard) */
  int32_t *count;
  int alive;
} pl_wait;

typedef struct pl_loop {
  ww_arena *a;
  kir_kernel *k;
  ww_diags *d;
  kir_stmt *loop;
  kir_var *var;
  int nunits;
  pl_unit *units;
  int M;                    /* the largest stage */
  int nitems;
  pl_item *items;
  /* trip count n = ceil((hi - lo) / step) */
  int n_known;
  int64_t n;
  kir_expr *n_expr;
  int lo_known;             /* the loop variable is lo + k * step */
  int64_t lo_val, step;
  /* versioned buffers */
  int nv;
  kir_buf **vbuf;
  int *vcount;
  int queue_base;           /* the loop's queues are queue_base + stage */
  int merge_queues;         /* lowering to marks: every queue is queue 0 */
  int unroll_edges;         /* prologue and epilogue unrolled (constant counts) */
  int all_unrolled;         /* constant trip count below the stage count */
  int nregions;             /* regions: see pl_region_of */
  pl_wait *waits;
  int nwaits, capwaits;
  int drain_wanted;         /* something after the loop (or an outer pipeline) needs
                               the groups complete: drain them after the epilogue */
  int drain[64];            /* queues to drain after the epilogue */
} pl_loop;

/* units.c */
int pl_collect_units(pl_loop *L);
int pl_versions(pl_loop *L, kir_block *outer, int loop_pos);
/* Does the instance of unit x at iteration kx touch what the instance of
 * async unit y at ky accesses, in a way that races while y is in flight? */
int pl_conflict(const pl_loop *L, int x, int64_t kx, int y, int64_t ky);
int pl_version_of(const pl_loop *L, const kir_buf *b);
/* Does a statement after the loop touch a buffer an async unit touches? */
int pl_async_used_after(pl_loop *L, const kir_block *parent, int pos);

/* schedule.c */
int pl_schedule(pl_loop *L);
void pl_region_of(const pl_loop *L, int64_t t, int64_t n, int *region, int *idx);

/* emit.c */
void pl_emit(pl_loop *L, kir_block *out, kir_pipeline_stats *st);
kir_expr *pl_simplify(ww_arena *a, kir_expr *e);
void pl_simplify_stmt(ww_arena *a, kir_stmt *s);
/* Appends `index` as a new leading index to every access of b in s. */
void pl_version_accesses(ww_arena *a, kir_stmt *s, const kir_buf *b, const kir_expr *index);

#endif
