/*
 * postdom.c - the post-dominator tree of a function's blocks.
 *
 * Block b post-dominates block y where y is b, or every path from y to an
 * exit (a block without successors, but for one that halts at s_trap 2:
 * its wave stays, like in LLVM's halt loop after it) passes through b; and
 * also where y reaches no exit (the greatest solution: such a block is
 * post-dominated by every block). The tree of the blocks that reach an exit, under a
 * virtual exit, comes from Cooper, Harvey and Kennedy's iteration over the
 * reversed graph; its DFS intervals answer "does b post-dominate y" for any
 * pair with two comparisons (wt_postdominates, wait.h).
 */
#include "wait.h"

#include <stdlib.h>
#include <string.h>

static int is_exit(const asm_block *b) { return b->succ[0] < 0 && b->succ[1] < 0 && !b->halts; }

void wt_postdom_build(const asm_func *f, wt_postdom *t) {
  uint32_t n = f->nblocks, x = n; /* x: the virtual exit */
  /* predecessors by successor edges (CSR) */
  uint32_t *pfirst = calloc(n + 2, sizeof(uint32_t)), *pred = ww_xmalloc(sizeof(uint32_t) * (2 * (size_t)n + 1));
  uint32_t *po = ww_xmalloc(sizeof(uint32_t) * (n + 1)), *order = ww_xmalloc(sizeof(uint32_t) * (n + 1));
  uint32_t *idom = ww_xmalloc(sizeof(uint32_t) * (n + 1)), *stack = ww_xmalloc(sizeof(uint32_t) * (n + 1));
  uint32_t *next = ww_xmalloc(sizeof(uint32_t) * (n + 1));
  if (!pfirst) ww_die("out of memory");
  for (uint32_t y = 0; y < n; y++)
    for (int k = 0; k < 2; k++)
      if (f->blocks[y].succ[k] >= 0) pfirst[f->blocks[y].succ[k] + 2]++;
  for (uint32_t z = 0; z < n; z++) pfirst[z + 2] += pfirst[z + 1];
  for (uint32_t y = 0; y < n; y++)
    for (int k = 0; k < 2; k++)
      if (f->blocks[y].succ[k] >= 0) pred[pfirst[f->blocks[y].succ[k] + 1]++] = y;
  /* postorder of the reversed graph from x (x's successors: the exits) */
  for (uint32_t y = 0; y <= n; y++) po[y] = WT_PD_NONE, next[y] = 0;
  uint32_t npo = 0, sp = 0;
  stack[sp++] = x;
  po[x] = WT_PD_NONE - 1; /* on the stack */
  while (sp) {
    uint32_t y = stack[sp - 1], z = WT_PD_NONE;
    if (y == x) {
      while (next[x] < n && z == WT_PD_NONE) {
        uint32_t e = next[x]++;
        if (is_exit(&f->blocks[e]) && po[e] == WT_PD_NONE) z = e;
      }
    } else {
      while (pfirst[y] + next[y] < pfirst[y + 1] && z == WT_PD_NONE) {
        uint32_t w = pred[pfirst[y] + next[y]++];
        if (po[w] == WT_PD_NONE) z = w;
      }
    }
    if (z != WT_PD_NONE) {
      po[z] = WT_PD_NONE - 1;
      stack[sp++] = z;
      continue;
    }
    sp--;
    po[y] = npo;
    order[npo++] = y;
  }
  /* idoms, in reverse postorder, to a fixed point */
  for (uint32_t y = 0; y <= n; y++) idom[y] = WT_PD_NONE;
  idom[x] = x;
  for (int changed = 1; changed;) {
    changed = 0;
    for (uint32_t r = npo - 1; r-- > 0;) {
      uint32_t y = order[r], nd = WT_PD_NONE;
      uint32_t cand[3] = {WT_PD_NONE, WT_PD_NONE, WT_PD_NONE};
      for (int k = 0; k < 2; k++)
        if (f->blocks[y].succ[k] >= 0) cand[k] = (uint32_t)f->blocks[y].succ[k];
      if (is_exit(&f->blocks[y])) cand[2] = x;
      for (int k = 0; k < 3; k++) {
        uint32_t q = cand[k];
        if (q == WT_PD_NONE || po[q] >= npo || idom[q] == WT_PD_NONE) continue;
        if (nd == WT_PD_NONE) {
          nd = q;
          continue;
        }
        uint32_t a = q, b = nd;
        while (a != b) {
          while (po[a] < po[b]) a = idom[a];
          while (po[b] < po[a]) b = idom[b];
        }
        nd = a;
      }
      if (nd != idom[y]) idom[y] = nd, changed = 1;
    }
  }
  /* the tree's DFS intervals, from x (children: CSR by idom) */
  uint32_t *cfirst = calloc(n + 3, sizeof(uint32_t)), *child = ww_xmalloc(sizeof(uint32_t) * (n + 1));
  if (!cfirst) ww_die("out of memory");
  for (uint32_t r = 0; r < npo; r++)
    if (order[r] != x) cfirst[idom[order[r]] + 2]++;
  for (uint32_t z = 0; z <= n; z++) cfirst[z + 2] += cfirst[z + 1];
  for (uint32_t r = 0; r < npo; r++)
    if (order[r] != x) child[cfirst[idom[order[r]] + 1]++] = order[r];
  t->tin = ww_xmalloc(sizeof(uint32_t) * (n + 1));
  t->tout = ww_xmalloc(sizeof(uint32_t) * (n + 1));
  for (uint32_t y = 0; y <= n; y++) t->tin[y] = t->tout[y] = WT_PD_NONE, next[y] = 0;
  uint32_t clock = 0;
  sp = 0;
  stack[sp++] = x;
  t->tin[x] = clock++;
  while (sp) {
    uint32_t y = stack[sp - 1];
    if (cfirst[y] + next[y] < cfirst[y + 1]) {
      uint32_t z = child[cfirst[y] + next[y]++];
      t->tin[z] = clock++;
      stack[sp++] = z;
      continue;
    }
    t->tout[y] = clock++;
    sp--;
  }
  free(pfirst);
  free(pred);
  free(po);
  free(order);
  t->idom = idom;
  free(stack);
  free(next);
  free(cfirst);
  free(child);
}

void wt_postdom_free(wt_postdom *t) {
  free(t->tin);
  free(t->tout);
  free(t->idom);
}
