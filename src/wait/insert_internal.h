/*
 * insert_internal.h - what the files of `waitwise insert` share: the
 * placement run's context and memory, a function's saved edits, and the
 * phases each file provides.
 *
 * The phases, in the order wt_insert (insert.c) runs them:
 *   insert_jobs.c   wt_insert_mark_fence_waits, wt_insert_drop_waits: the waits
 *                   kept as written and (recompute) the ones dropped
 *   insert_callee.c wt_insert_entry_waits: entry waits of functions callable
 *                   from outside the file
 *   values.c, phases.c  wt_lds_values_compute, wt_phases_compute: LDS footprints
 *                   and barrier phases
 *   insert_jobs.c   wt_insert_place_all: every function placed (on threads) by
 *   insert_choose.c   wt_insert_place_function: the at-use run and its variants
 *                     (hoisted, split), the best by the cost model kept; each run
 *   insert_place.c      wt_insert_run_placement: the dataflow with placement in
 *                       its transfer, which asks
 *   insert_needs.c        wt_insert_needs_keyed: what an instruction needs, and
 *   insert_hoist.c        wt_insert_hoist: whether it can wait at a preheader
 *   insert_callee.c wt_insert_callee_rounds: where calls into the file exist, the
 *                   checker run over the result, callee entries given their
 *                   waits, placement again
 *   tighten.c       wt_insert_tighten: each count raised while the result checks
 *   insert_jobs.c   wt_insert_count_placed: the statistics
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
  asm_program *p;
  const asm_func *f;
  const wt_lds_info *lds;
  const wt_insert_opts *o;
  wt_state *entry, *exit, cur;
  const asm_loops *loops;   /* the function's loops, or NULL */
  int hoist;            /* hoist waits out of loops (else count where one could be) */
  int split;            /* place a join's wait at the ends of its predecessors */
  uint32_t hoist_found; /* waits that could have been hoisted */
  uint32_t split_found; /* joins where that would wait less on some path */
  uint32_t moved;       /* waits hoisted or split: the placement is not at-use */
  uint32_t placed;
  const wt_conds *conds; /* correlated conditions (correlate.c), and their values now */
  uint32_t assign;
  int no_skip;          /* transfer again where only display fields changed (exact states) */
  wt_state_regs regs;   /* a summary of cur (wait.h): most instructions skip its scan */
  const wt_consumer_key *keys; /* per instruction of f: made once for every run and sweep */
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
   * (wt_insert_derive_hoisted): each wait it could have hoisted, and per block the
   * display-only changes it did not transfer for (skips); rec_of, per
   * instruction of f: 1 + its record, 0: none (NULL: not kept). Where a
   * block with one is transferred again, what the hoisting run would do
   * there is worked out on `alt` (wt_insert_retransfer_hoisted), and unsure marks
   * where it may differ otherwise. */
  struct hoist_rec *recs;
  uint32_t nrecs, caprecs, *skips, *rec_of;
  int rec_pending;      /* hoist() counted one for the wait place_at places now */
  int unsure;
  wt_state alt;
  /* The run's final states are not the plain solve of its edits
   * (wt_known): a transfer placed a wait in a block transferred before
   * (whose earlier exit flowed on without it), a wait went elsewhere than
   * the block transferred, a written wait was merged away, a transfer was
   * skipped (place_join), or the run followed correlated conditions.
   * (Targets with xcnt are never asked: wt_insert_place_function.) */
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
  tg_wait h;
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
  wt_state *entry, *exit, cur;
  uint8_t *clean;
  int32_t *read_ph;
  uint32_t *gen, *read_gen, *skips;
  hoist_rec *recs;      /* the at-use run's (place_ctx) */
  uint32_t nrecs, caprecs, *rec_of;
  int unsure;
  wt_state alt;
} place_mem;

/* The edits of one function, to try placements and keep the better: the
 * instructions with any (few of a function's), in order. A wait's value
 * counts only where its has_pre / has_post is set. */
typedef struct edit_rec {
  uint32_t i;
  uint8_t has_pre, has_post, deleted, lowered;
  asm_edit waits;
} edit_rec;

typedef struct edits {
  edit_rec *v;
  uint32_t n, cap;
} edits;

/* ---- insert_place.c: one placement run ---- */
/* Merges w into the wait *dst, set or not (*has). */
void wt_insert_merge_wait(tg_wait *dst, uint8_t *has, const tg_wait *w);
/* Merges w into the wait at the end of block b: before its branch, or after
 * its last instruction. */
void wt_insert_wait_at_end(asm_program *p, const asm_func *f, uint32_t b, const tg_wait *w);
void wt_insert_mem_init(place_mem *m, uint32_t nblocks, uint32_t ninsts);
void wt_insert_mem_free(place_mem *m, uint32_t nblocks);
/* One placement of f's waits (L: its loops, or NULL; hoist, split: the
 * variant); see insert_place.c. */
placement wt_insert_run_placement(asm_program *p, const asm_func *f, const wt_lds_info *lds,
                                  const wt_insert_opts *o, const asm_loops *L, int hoist, int split,
                                  const wt_conds *conds, const wt_consumer_key *keys, place_mem *m,
                                  int no_skip);

/* ---- insert_needs.c ---- */
/* wt_insert_needs with instruction i's consumer key already made. */
uint32_t wt_insert_needs_keyed(const asm_program *p, const wt_lds_info *lds, int release, uint32_t i,
                               const wt_consumer_key *key, const wt_state *s, tg_wait *need,
                               uint32_t *sites, int16_t *exact);

/* ---- insert_hoist.c: waits out of loops ---- */
/* Hoists (or, outside hoist mode, counts) instruction i's wait for the
 * operations `sites` to its loop's preheader; 1 when hoisted. */
int wt_insert_hoist(place_ctx *c, uint32_t i, const uint32_t *sites, uint32_t nsites);
void wt_insert_retransfer_hoisted(place_ctx *c, uint32_t i, uint32_t k, const wt_state *cur);
int wt_insert_derive_hoisted(asm_program *p, const asm_func *f, const wt_insert_opts *o,
                             const wt_conds *conds, const place_mem *m, const edits *before);

/* ---- insert_choose.c: the variants, chosen by cost ---- */
/* Instruction i's record in e, or NULL. */
const edit_rec *wt_insert_edits_find(const edits *e, uint32_t i);
uint32_t wt_insert_place_function(asm_program *p, uint32_t fi, const wt_lds_info *lds,
                                  const wt_insert_opts *o, wt_known *known);

/* ---- insert_jobs.c: the phases that run per function range, on threads ---- */
/* known: NULL, or per function what the analysis can take over. */
void wt_insert_place_all(asm_program *p, const wt_lds_info *lds, const wt_insert_opts *o, wt_known *known);
/* Each adds its count to *n (and *m). */
void wt_insert_mark_fence_waits(asm_program *p, uint32_t *n);
void wt_insert_drop_waits(asm_program *p, uint32_t *n);
void wt_insert_count_placed(asm_program *p, uint32_t *n, uint32_t *m);

/* ---- insert_callee.c: callee entries ---- */
void wt_insert_entry_waits(asm_program *p, wt_insert_stats *st);
void wt_insert_callee_rounds(asm_program *p, const wt_lds_info *lds, const wt_insert_opts *o,
                             wt_insert_stats *st);

#endif
