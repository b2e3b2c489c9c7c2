/*
 * analysis.c - the forward dataflow to a fixed point, and the weakest wait.
 *
 * Blocks are visited from a worklist ordered by reverse post-order; a block's
 * entry state is the join of its predecessors' exit states. Function entry:
 * nothing outstanding (a kernel starts clean; a callee by LLVM's convention
 * begins with a full wait, and a caller's operations are the caller's
 * business). Termination: the entries only grow and `after` only shrinks.
 */
#include "wait.h"

#include <stdlib.h>
#include <string.h>

static void run_function(const ww_program *p, ww_analysis *a, uint32_t fi) {
  const ww_func *f = &p->funcs[fi];
  if (!f->nblocks) return;
  ww_state *entry = &a->entry[a->block_base[fi]];
  ww_state_entry(&entry[0]);
  uint8_t *queued = calloc(f->nblocks, 1);
  uint8_t *visits = calloc(f->nblocks, 1);
  if (!queued || !visits) ww_die("out of memory");
  /* Sweep the blocks in reverse post-order, visiting the queued ones; a
   * change that flows along a back edge asks for another sweep. */
  queued[0] = 1;
  ww_state cur;
  ww_state_init(&cur);
  int dirty = 1;
  while (dirty) {
    dirty = 0;
    for (uint32_t r = 0; r < f->nblocks; r++) {
      uint32_t b = f->rpo_order[r];
      if (!queued[b]) continue;
      queued[b] = 0;
      const ww_block *bl = &f->blocks[b];
      ww_state_copy(&cur, &entry[b]);
      for (uint32_t i = bl->first; i <= bl->last; i++) ww_state_step(p, &cur, i);
      a->iterations++;
      for (int s = 0; s < 2; s++) {
        int32_t sb = bl->succ[s];
        if (sb < 0) continue;
        int back = f->blocks[sb].rpo <= r;
        if (back && visits[sb] < 255) visits[sb]++;
        if (ww_state_join(&entry[sb], &cur, back && visits[sb] > 2)) {
          queued[sb] = 1;
          if (back) dirty = 1; /* another sweep */
        }
      }
    }
  }
  ww_state_free(&cur);
  free(queued);
  free(visits);
}

void ww_analyze(const ww_program *p, ww_analysis *a) {
  memset(a, 0, sizeof *a);
  a->p = p;
  a->block_base = ww_xmalloc(sizeof(uint32_t) * (p->nfuncs + 1));
  uint32_t n = 0;
  for (uint32_t f = 0; f < p->nfuncs; f++) {
    a->block_base[f] = n;
    n += p->funcs[f].nblocks;
  }
  a->nstates = n;
  a->entry = ww_xmalloc(sizeof(ww_state) * (n ? n : 1));
  for (uint32_t i = 0; i < n; i++) ww_state_init(&a->entry[i]);
  for (uint32_t f = 0; f < p->nfuncs; f++) run_function(p, a, f);
}

void ww_analysis_free(ww_analysis *a) {
  for (uint32_t i = 0; i < a->nstates; i++) ww_state_free(&a->entry[i]);
  free(a->entry);
  free(a->block_base);
  memset(a, 0, sizeof *a);
}
