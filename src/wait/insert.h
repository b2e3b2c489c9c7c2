/* insert.h - `waitwise insert`: the waits a program needs, placed minimally. */
#ifndef WW_INSERT_H
#define WW_INSERT_H

#include "wait.h"

typedef enum { WT_INSERT_ADD, WT_INSERT_RECOMPUTE } ww_insert_mode;

typedef struct wt_insert_opts {
  ww_insert_mode mode;
  int barrier_release;  /* wait for LDS and global writes before workgroup barriers */
  ww_timer *timer;      /* phases for --time-report; NULL: not timed */
} wt_insert_opts;

typedef struct wt_insert_stats {
  uint32_t removed;     /* counter waits dropped (recompute) */
  uint32_t fence_waits; /* waits of fences, kept as written (both modes) */
  uint32_t entry_waits; /* functions callable from outside given their entry wait */
  uint32_t placed;      /* places that got a wait */
  uint32_t instructions;/* wait instructions written */
  uint32_t rounds;      /* analysis rounds to the fixed point */
  int checked_clean;    /* every function was checked (by tightening) and has no
                           error: the result need not be checked again */
  int internal_error;   /* a debug build's self-check failed: p is not to be used */
} wt_insert_stats;

/* Edits p (insts[].pre / .deleted) so that it checks clean. */
void wt_insert(asm_program *p, const wt_insert_opts *o, wt_insert_stats *st);

/* tighten.c: raises each placed count while the function stays correct.
 * Returns 1 when it checked every function and found no error (a raise
 * never adds one, so the result has none either), 0 when not, -1 on an
 * internal error (a debug build's check of known failed). known (NULL: none): what
 * placement computed that the analysis of p can take (wt_analyze_known). */
int wt_insert_tighten(asm_program *p, const wt_lds_info *lds, const wt_insert_opts *o, wt_known *known);
/* Shared by placement and tightening: a workgroup barrier other waves wait
 * on, and an operation that writes memory other waves may read. */
int wt_insert_releases(const asm_inst *in);

int wt_insert_is_global_write(const asm_program *p, uint32_t site);
/* Merges into *need what instruction i needs completed in state s; returns
 * how many operations that is (sites: the first 64, if not NULL), or
 * UINT32_MAX when one of them is an xcnt need, which only a wait right
 * before i meets (its registers must not be overwritten there). exact (if
 * not NULL, TG_NCNT counts): per counter the smallest count an operation
 * whose `after` is the same on every path needs (-1: none); a wait with
 * that count cannot go up. */
uint32_t wt_insert_needs(const asm_program *p, const wt_lds_info *lds, int release, uint32_t i,
                         const wt_state *s, tg_wait *need, uint32_t *sites, int16_t *exact);
/* Does insert complete the outstanding operation e before workgroup barrier
 * `barrier`? A global write (release on), or an LDS write another wave may
 * touch after it that no mark leaves to the program. */
int wt_insert_must_release(const asm_program *p, const wt_lds_info *lds, uint32_t barrier,
                           const wt_pending *e, int release);

#endif
