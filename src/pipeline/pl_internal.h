/*
 * pl_internal.h - what the pipeliner's files share: the loop being
 * pipelined as units (its body's statements) with stages, order and the
 * buffer accesses of each unit with their footprints; the buffers that get
 * versions; the per-iteration schedule (items with their commit groups); and
 * the waits inferred for it.
 *
 * The passes, in the order pipeline.c runs them on each annotated loop:
 *   units.c     pl_collect_units, pl_collect_accesses: units, accesses, footprints
 *   async_units.c pl_check_async_units: async units that must run synchronously
 *   legal.c     pl_legalize: dependences, versions, located errors
 *   versions.c  pl_apply_versions: the new dimension, accesses outside the loop
 *   conflict.c  pl_conflicts_build: the relation the replay asks about
 *   schedule.c  pl_schedule: commit groups and exact wait counts
 *   emit.c      pl_emit: prologue, body, epilogue, copies between versions
 *   explain.c   pl_explain: the schedule as JSON (pipeline --explain=html)
 */
#ifndef WW_PL_INTERNAL_H
#define WW_PL_INTERNAL_H

#include "../kir/walk.h"
#include "footprint.h"
#include "pipeline.h"

/* ---- limits (each used wherever it applies) ---- */

/* The largest stage: every stage has its own queue, so a loop uses at most
 * PL_MAX_STAGE + 1 queues. */
#define PL_MAX_STAGE 63
#define PL_MAX_QUEUES (PL_MAX_STAGE + 1)
/* Pipelined loops inside one another. */
#define PL_MAX_NEST 16
/* Versions of one buffer: one per stage in flight, plus the one being written. */
#define PL_MAX_VERSIONS (PL_MAX_STAGE + 2)
/* Trip counts the replay runs for a loop (each a whole replay). */
#define PL_MAX_SAMPLES 256
/* A known trip count up to this is replayed as it is. */
#define PL_MAX_REPLAY_TRIPS 4096
/* Iterations between two conflicting accesses the replay follows exactly
 * (farther: the two are taken to conflict at every distance). */
#define PL_MAX_REPLAY_DIST 64

/* A condition around an access (negated: the else branch). */
typedef struct pl_guard {
  const kir_expr *cond;
  int negated;
  int in_loop;              /* the `if` is inside a loop of the unit */
  const struct pl_guard *next;
} pl_guard;

/* One buffer access of a unit. */
typedef struct pl_acc {
  kir_buf *buf;
  const kir_access *acc;    /* NULL: the whole buffer (a gather's source) */
  kir_role role;
  int unit, pos;            /* its unit, and the unit's top-level statement holding it */
  int seq;                  /* its statement's place in the unit, in program order */
  const pl_env *env;        /* the unit's loops around it */
  const pl_guard *guard;    /* the unit's conditions around it */
  const kir_stmt *stmt;     /* the statement, for messages */
  pl_fp fp;                 /* footprint over the iterations (no shared loops) */
  /* the iterations where its conditions hold, when they repeat: present[k %
   * present_P] (NULL: every iteration, as far as can be told) */
  unsigned char *present;
  int64_t present_P;
  /* present is exactly where it happens: every condition around it is
   * told by k alone (outside the unit's loops, reading no buffer) */
  int present_exact;
} pl_acc;

typedef struct pl_unit {
  const kir_stmt *source;   /* the statement as written (for pipeline --explain) */
  kir_stmt **stmts;         /* the statement, after its own inner loops were pipelined */
  int nstmts;
  int index;                /* position in the loop body */
  int stage, order;
  int async;                /* in an async stage and moves data (calls never do) */
  int first_acc, nacc;      /* its accesses: L->acc[first_acc ..] */
  pl_let *lets;             /* the lets of its statements (indices may name them) */
  int nlets, caplets;
  /* buffers the statement, as written (before inner loops were pipelined),
   * reads only where it wrote them itself first: its reads of them take no
   * value from before it */
  const kir_buf **self_covered;
  int nself, capself;
} pl_unit;

/* A versioned buffer: its accesses in the loop use version k % count, and
 * every access outside the loop version 0. */
typedef struct pl_version {
  kir_buf *buf;
  int count;                /* iteration k uses version home + k % count */
  int home;                 /* 1: version 0 is the code outside's alone (a replay below) */
  int broadcast;            /* copy version 0 to the loop's versions before the loop */
  kir_access *copy_back;    /* regions copied from the last iteration's version
                               to version 0 after the loop */
  int ncopy_back;
  /* or, when what the loop writes moves with the iteration: its writes
   * replayed after the loop, in order, each copying from its iteration's
   * version to version 0 (the last `replay` iterations; 0: all) */
  int replay;
  int64_t replay_last;
} pl_version;

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

/* Two accesses the replay asks about: track[d] says whether dimension d is
 * compared (else the two are taken to overlap in it). */
typedef struct pl_pair {
  int a, b;                 /* indices into L->acc */
  unsigned char *track;
  int ignore_present;       /* the conditions' period is too long to follow */
} pl_pair;

typedef struct pl_loop {
  ww_arena *a;
  kir_kernel *k;
  ww_diags *d;
  kir_stmt *loop;
  kir_var *var;
  int nunits;
  pl_unit *units;
  pl_acc *acc;
  int nacc, capacc;
  int M;                    /* the largest stage */
  int nitems;
  pl_item *items;
  /* trip count n = ceil((hi - lo) / step) */
  int n_known;
  int64_t n;
  kir_expr *n_expr;
  int lo_known;             /* the loop variable is lo + k * step */
  int64_t lo_val, step;
  int64_t kmax;             /* the last iteration: n - 1, or PL_INF when n is not known */
  /* residues of loop-invariant scalars that footprints split (footprint.h) */
  pl_worlds worlds;
  /* versioned buffers */
  pl_version *ver;
  int nv;
  int queue_base;           /* the loop's queues are queue_base + stage */
  int merge_queues;         /* lowering to marks: every queue is queue 0 */
  int unroll_edges;         /* prologue and epilogue unrolled (constant counts) */
  int all_unrolled;         /* constant trip count below the stage count */
  int nregions;             /* regions: see pl_region_of */
  pl_wait *waits;
  int nwaits, capwaits;
  /* the replay's relation: pairs of accesses per pair of units */
  pl_pair *pairs;
  int *pair_start;          /* [x * nunits + y] .. [+1]: pairs of units x, y */
  int64_t replay_dist;      /* the farthest distance a tracked pair conflicts at */
  int64_t replay_period;    /* the longest period of a pair's conflicts */
  int64_t replay_lcm;       /* their lcm (0: too long to shorten a known trip count) */
  int internal;             /* an internal error was reported */
  int user_error;           /* emission found the input's error (a located diagnostic) */
  int drain_wanted;         /* something after the loop (or an outer pipeline) needs
                               the groups complete: drain them after the epilogue */
  int drain[PL_MAX_QUEUES]; /* queues to drain after the epilogue */
} pl_loop;

/* units.c */
int pl_collect_units(pl_loop *L);
void pl_collect_accesses(pl_loop *L);
/* Fills each unit's self_covered from the statements as written (call
 * before inner loops are pipelined, after the trip count is known). */
void pl_find_self_covered(pl_loop *L);
/* Does the statement (a tree outside the loop) touch b: reads (role READ)
 * or writes (WRITE)? */
int pl_stmt_touches(const kir_stmt *s, const kir_buf *b, kir_role role);

/* async_units.c: units of async stages whose operations would race with
 * each other (or that hold async pipelines) run synchronously, warned. */
void pl_check_async_units(pl_loop *L);

/* legal.c */
int pl_legalize(pl_loop *L);
int pl_version_of(const pl_loop *L, const kir_buf *b);
/* Is all of r written earlier in its iteration, on every path to it? */
int pl_covered(const pl_loop *L, const pl_acc *r);
/* The same, from the accesses alone (no unit's self_covered). */
int pl_covered_within(const pl_loop *L, const pl_acc *r);

/* versions.c */
int pl_apply_versions(pl_loop *L);
/* Do statements that may run after the loop (after it, or in an enclosing
 * loop) touch a buffer an async unit touches? */
int pl_async_used_after(pl_loop *L);
/* Is the loop inside another loop (so it runs again after itself)? */
int pl_in_loop(pl_loop *L);

/* conflict.c */
void pl_conflicts_build(pl_loop *L);
void pl_conflicts_free(pl_loop *L);
/* Does the instance of unit x at iteration kx touch what the instance of
 * unit y at ky accesses, in a way that races while one is in flight? */
int pl_conflict(const pl_loop *L, int x, int64_t kx, int y, int64_t ky);

/* schedule.c */
int pl_schedule(pl_loop *L);
void pl_region_of(const pl_loop *L, int64_t t, int64_t n, int *region, int *idx);

/* emit.c */
void pl_emit(pl_loop *L, kir_block *out, pl_pipeline_stats *st);
kir_expr *pl_simplify(ww_arena *a, kir_expr *e);
void pl_simplify_stmt(ww_arena *a, kir_stmt *s);
/* Appends `index` as a new leading index to every access of b in s. */
void pl_version_accesses(ww_arena *a, kir_stmt *s, const kir_buf *b, const kir_expr *index);

/* explain.c: the schedule of L (scheduled and emitted) as one line of
 * JSON, for pipeline --explain=html. */
void pl_explain(const pl_loop *L, ww_buf *out);

/* An internal error: a located message, and the pass fails with
 * PL_PIPELINE_INTERNAL. */
void pl_internal(pl_loop *L, const char *fmt, ...) WW_PRINTF(2, 3);

#endif
