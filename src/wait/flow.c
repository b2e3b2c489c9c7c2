/*
 * flow.c - the one forward-dataflow driver every analysis uses.
 *
 * Blocks are swept in reverse post-order, visiting the queued ones; the
 * client's transfer computes a block's exit, its join merges that exit into
 * a successor's entry and says whether the entry changed (then the successor
 * is queued). A change along a back edge asks for another sweep. The edge
 * is marked "widen" once it has closed the loop more than twice, so clients
 * can give up growing facts and terminate.
 */
#include "wait.h"

#include <stdlib.h>

void wt_flow(const asm_func *f, void *ctx, void (*transfer)(void *ctx, uint32_t block),
             int (*join)(void *ctx, uint32_t from, uint32_t to, int widen)) {
  if (!f->nblocks) return;
  uint8_t *queued = calloc(f->nblocks, 1), *visits = calloc(f->nblocks, 1);
  if (!queued || !visits) ww_die("out of memory");
  queued[0] = 1;
  for (int dirty = 1; dirty;) {
    dirty = 0;
    for (uint32_t r = 0; r < f->nblocks; r++) {
      uint32_t b = f->rpo_order[r];
      if (!queued[b]) continue;
      queued[b] = 0;
      transfer(ctx, b);
      for (int k = 0; k < 2; k++) {
        int32_t sb = f->blocks[b].succ[k];
        if (sb < 0) continue;
        int back = f->blocks[sb].rpo <= r;
        if (back && visits[sb] < 255) visits[sb]++;
        if (join(ctx, b, (uint32_t)sb, back && visits[sb] > 2)) {
          queued[sb] = 1;
          if (back) dirty = 1;
        }
      }
    }
  }
  free(queued);
  free(visits);
}
