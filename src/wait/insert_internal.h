/*
 * insert_internal.h - what the files of `waitwise insert` share: the
 * placement run's context and memory, a function's saved edits, and the
 * phases each file provides.
 *
 * The phases, in the order ww_insert (insert.c) runs them:
 *   insert_jobs.c   ww_insert_mark_fence_waits, ww_insert_drop_waits: the waits
 *                   kept as written and (recompute) the ones dropped
 *   insert_callee.c ww_insert_entry_waits: entry waits of functions callable
 *                   from outside the file
 *   values.c, phases.c  ww_lds_values_compute, ww_phases_compute: LDS footprints
 *                   and barrier phases
 *   insert_jobs.c   ww_insert_place_all: every function placed (on threads) by
 *   insert_choose.c   ww_insert_place_function: the at-use run and its variants
 *                     (hoisted, split), the best by the cost model kept; each run
 *   insert_place.c      ww_insert_run_placement: the dataflow with placement in
 *                       its transfer, which asks
 *   insert_needs.c        ww_insert_needs_keyed: what an instruction needs, and
 *   insert_hoist.c        ww_insert_hoist: whether it can wait at a preheader
 *   insert_callee.c ww_insert_callee_rounds: where calls into the file exist, the
 *                   checker run over the result, callee entries given their
 *                   waits, placement again
 *   tighten.c       ww_insert_tighten: each count raised while the result checks
 *   insert_jobs.c   ww_insert_count_placed: the statistics
 */
#ifndef WW_INSERT_INTERNAL_H
#define WW_INSERT_INTERNAL_H

#include "../asm/loops.h"
#include "check.h"
#include "cost.h"
#include "insert.h"

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
  const ww_loops *loops;   /* the function's loops, or NULL */
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
   * (ww_insert_derive_hoisted): each wait it could have hoisted, and per block the
   * display-only changes it did not transfer for (skips); rec_of, per
   * instruction of f: 1 + its record, 0: none (NULL: not kept). Where a
   * block with one is transferred again, what the hoisting run would do
   * there is worked out on `alt` (ww_insert_retransfer_hoisted), and unsure marks
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
   * (Targets with xcnt are never asked: ww_insert_place_function.) */
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

/* ---- insert_place.c: one placement run ---- */
/* Merges w into the wait *dst, set or not (*has). */
void ww_insert_merge_wait(ww_wait *dst, uint8_t *has, const ww_wait *w);
/* Merges w into the wait at the end of block b: before its branch, or after
 * its last instruction. */
void ww_insert_wait_at_end(ww_program *p, const ww_func *f, uint32_t b, const ww_wait *w);
void ww_insert_mem_init(place_mem *m, uint32_t nblocks, uint32_t ninsts);
void ww_insert_mem_free(place_mem *m, uint32_t nblocks);
/* One placement of f's waits (L: its loops, or NULL; hoist, split: the
 * variant); see insert_place.c. */
placement ww_insert_run_placement(ww_program *p, const ww_func *f, const ww_lds_info *lds,
                                  const ww_insert_opts *o, const ww_loops *L, int hoist, int split,
                                  const ww_conds *conds, const ww_consumer_key *keys, place_mem *m,
                                  int no_skip);

/* ---- insert_needs.c ---- */
/* ww_insert_needs with instruction i's consumer key already made. */
uint32_t ww_insert_needs_keyed(const ww_program *p, const ww_lds_info *lds, int release, uint32_t i,
                               const ww_consumer_key *key, const ww_state *s, ww_wait *need,
                               uint32_t *sites, int16_t *exact);

/* ---- insert_hoist.c: waits out of loops ---- */
/* Hoists (or, outside hoist mode, counts) instruction i's wait for the
 * operations `sites` to its loop's preheader; 1 when hoisted. */
int ww_insert_hoist(place_ctx *c, uint32_t i, const uint32_t *sites, uint32_t nsites);
void ww_insert_retransfer_hoisted(place_ctx *c, uint32_t i, uint32_t k, const ww_state *cur);
int ww_insert_derive_hoisted(ww_program *p, const ww_func *f, const ww_insert_opts *o,
                             const ww_conds *conds, const place_mem *m, const edits *before);

/* ---- insert_choose.c: the variants, chosen by cost ---- */
/* Instruction i's record in e, or NULL. */
const edit_rec *ww_insert_edits_find(const edits *e, uint32_t i);
uint32_t ww_insert_place_function(ww_program *p, uint32_t fi, const ww_lds_info *lds,
                                  const ww_insert_opts *o, ww_known *known);

/* ---- insert_jobs.c: the phases that run per function range, on threads ---- */
/* known: NULL, or per function what the analysis can take over. */
void ww_insert_place_all(ww_program *p, const ww_lds_info *lds, const ww_insert_opts *o, ww_known *known);
/* Each adds its count to *n (and *m). */
void ww_insert_mark_fence_waits(ww_program *p, uint32_t *n);
void ww_insert_drop_waits(ww_program *p, uint32_t *n);
void ww_insert_count_placed(ww_program *p, uint32_t *n, uint32_t *m);

/* ---- insert_callee.c: callee entries ---- */
void ww_insert_entry_waits(ww_program *p, ww_insert_stats *st);
void ww_insert_callee_rounds(ww_program *p, const ww_lds_info *lds, const ww_insert_opts *o,
                             ww_insert_stats *st);

#endif
