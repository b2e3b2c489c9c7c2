/*
 * insert.c - `waitwise insert`: the waits a program needs, placed minimally.
 * wt_insert is the driver; it lists the phases in the order they run, and
 * insert_internal.h maps each to its file.
 *
 * In short: each use waits, right before it, for the operations it needs
 * with the largest safe count (insert_place.c); a wait for operations from
 * before a loop may go to its preheader, a join's to its predecessors'
 * ends, where the cost model says that is better (insert_hoist.c,
 * insert_choose.c). Workgroup barriers are release points: LDS writes that
 * another wave may touch after the barrier (phases.c) are waited for before
 * them, and in add mode global writes still outstanding (what LLVM's
 * workgroup release fence does), unless turned off; recompute releases
 * those as the program's own fences do. A function callable from outside
 * the file waits for its caller's operations at its entry (entry.c,
 * insert_callee.c).
 */
#include "insert_internal.h"

#include <stdlib.h>
#include <string.h>

#ifdef WW_DEBUG
/* Makes the first outstanding entry handed over look one operation younger. */
static void break_known(const asm_program *p, wt_known *known) {
  for (uint32_t fi = 0; fi < p->nfuncs; fi++)
    for (uint32_t b = 0; known[fi].entry && b < p->funcs[fi].nblocks; b++)
      if (known[fi].entry[b].n) {
        known[fi].entry[b].v[0].after++;
        return;
      }
}
#endif

/* Without calls into this file, the placement's states and conditions go
 * to tightening's analysis of the result (each function on its own): per
 * function, what it can take over; NULL with calls into the file. */
static wt_known *known_new(const asm_program *p, int calls_here) {
  if (calls_here) return NULL;
  wt_known *known = calloc(p->nfuncs ? p->nfuncs : 1, sizeof(wt_known));
  if (!known) ww_die("out of memory");
  return known;
}

static void known_free(const asm_program *p, wt_known *known) {
  for (uint32_t fi = 0; known && fi < p->nfuncs; fi++) {
    for (uint32_t b = 0; known[fi].entry && b < p->funcs[fi].nblocks; b++) wt_state_free(&known[fi].entry[b]);
    free(known[fi].entry);
    if (known[fi].conds) wt_conds_free(known[fi].conds);
    free(known[fi].conds);
    if (known[fi].paths) wt_paths_free(known[fi].paths);
    free(known[fi].paths);
  }
  free(known);
}

void wt_insert(asm_program *p, const wt_insert_opts *opts, wt_insert_stats *st) {
  memset(st, 0, sizeof *st);
  /* Recompute keeps the waits of the program's fences as written (before
   * barriers too), so it releases global stores at barriers only as those
   * fences do: no blanket release. */
  wt_insert_opts ro = *opts;
  if (ro.mode == WT_INSERT_RECOMPUTE) ro.barrier_release = 0;
  const wt_insert_opts *o = &ro;
  int calls_here = 0;
  for (uint32_t fi = 0; fi < p->nfuncs; fi++) calls_here |= p->funcs[fi].calls_here;

  /* 1. the waits kept: the fences' (both modes); recompute drops the rest */
  wt_insert_mark_fence_waits(p, &st->fence_waits);
  if (o->mode == WT_INSERT_RECOMPUTE) wt_insert_drop_waits(p, &st->removed);
  asm_program_edits(p);
  /* 2. entry waits of the functions callable from outside the file */
  wt_insert_entry_waits(p, st);
  /* 3. what the placement asks: LDS footprints, barrier phases */
  wt_lds_info lds;
  wt_lds_values_compute(p, &lds);
  wt_phases_compute(p, &lds);
  ww_timer_lap(o->timer, "insert: LDS values");
  /* 4. placement, every function, the best of its variants */
  wt_known *known = known_new(p, calls_here);
  wt_insert_place_all(p, &lds, o, known);
  ww_timer_lap(o->timer, "insert: placement");
  st->rounds = 1;
  /* 5. with calls into the file: checked, callee entries fixed, placed again */
  if (calls_here) wt_insert_callee_rounds(p, &lds, o, st);
#ifdef WW_DEBUG
  /* A test of the debug build's check of the states handed over
   * (tests/lit/insert/debug-known.s): one is wrong, as a bug would make it. */
  if (known && getenv("WAITWISE_DEBUG_BREAK_KNOWN")) break_known(p, known);
#endif
  /* 6. tightening: each count raised while the result checks */
  int tight = wt_insert_tighten(p, &lds, o, known);
  st->checked_clean = tight > 0, st->internal_error = tight < 0;
  ww_timer_lap(o->timer, "insert: tighten");
  known_free(p, known);
  wt_lds_info_free(&lds);
  /* 7. statistics */
  wt_insert_count_placed(p, &st->placed, &st->instructions);
  ww_timer_lap(o->timer, "insert: statistics");
}
