/*
 * barrier_divergence.c - barriers that only some waves of a workgroup may
 * reach (barrier_rules.c reports them as barrier-divergent warnings).
 *
 * A forward dataflow marks the registers whose value may differ between the
 * waves of one workgroup ("wave-variant"), with the instruction the variance
 * came from: at a kernel's entry the work-item ids (v0..v2; v31 at another
 * function's entry, LLVM's convention), then LDS reads, atomics that return, s_getreg
 * (HW_ID), s_memtime/s_memrealtime and lane ids (v_mbcnt) as sources, and
 * any instruction that reads a variant register makes what it writes variant
 * (v_readfirstlane of v0, a load through a variant address, a compare, a
 * loop counter). Kernel arguments, the workgroup id and constants are not
 * sources. EXEC is not followed as an operand (every VALU reads it); an
 * s_*_saveexec writes EXEC variant when its mask is, and saves the old EXEC
 * as it was, so the restore after a divergent region makes EXEC uniform
 * again. A barrier is divergent when its block is control dependent
 * (post-dominators) on a conditional branch that tests a variant SCC, VCC
 * or EXEC. An `s_barrier_signal -3` under the branch on an
 * s_barrier_signal_isfirst's SCC is the one-wave-per-workgroup pattern, not
 * divergence: the caller's `found` passes it over (returns 0).
 */
#include "barrier_rules.h"

#include <stdlib.h>
#include <string.h>

#define UNIFORM UINT32_MAX
#define FROM_ENTRY (UINT32_MAX - 1) /* the work-item id (or argument) at entry */

typedef struct dctx {
  const ww_program *p;
  const ww_func *f;
  uint32_t **in;   /* per block: origin per unit (UNIFORM: not variant); NULL: not reached */
  uint32_t *cur;
} dctx;

static int is_source(const ww_inst *in) {
  const char *m = in->desc->mnemonic;
  if (in->reads_lds) return 1;
  if ((in->flags & WW_IF_ATOMIC_RET) && in->ndef_ops) return 1;
  return !strncmp(m, "s_getreg", 8) || !strncmp(m, "s_memtime", 9) || !strncmp(m, "s_memrealtime", 13) ||
         !strncmp(m, "v_mbcnt", 7) || !strncmp(m, "s_get_barrier_state", 19);
}

static void step(const dctx *c, uint32_t *u, uint32_t i) {
  const ww_inst *in = &c->p->insts[i];
  if (in->flags & WW_IF_CALL) { /* the callee may leave anything */
    for (uint32_t r = 0; r < WW_NUNITS; r++) u[r] = i;
    u[WW_UNIT_EXEC_LO] = u[WW_UNIT_EXEC_HI] = UNIFORM;
    return;
  }
  uint32_t from = is_source(in) ? i : UNIFORM;
  for (int k = 0; k < in->nuses && from == UNIFORM; k++)
    for (uint32_t r = in->uses[k].first; r < (uint32_t)in->uses[k].first + in->uses[k].count; r++)
      if (r < WW_NUNITS && r != WW_UNIT_EXEC_LO && r != WW_UNIT_EXEC_HI && u[r] != UNIFORM) {
        from = u[r];
        break;
      }
  uint32_t old_exec = u[WW_UNIT_EXEC_LO];
  int saveexec = strstr(in->desc->mnemonic, "saveexec") != NULL;
  for (int k = 0; k < in->ndefs; k++)
    for (uint32_t r = in->defs[k].first; r < (uint32_t)in->defs[k].first + in->defs[k].count; r++)
      if (r < WW_NUNITS) u[r] = saveexec && k == 0 ? old_exec : from;
}

static void transfer(void *vc, uint32_t b) {
  dctx *c = vc;
  memcpy(c->cur, c->in[b], sizeof(uint32_t) * WW_NUNITS);
  for (uint32_t i = c->f->blocks[b].first; i <= c->f->blocks[b].last; i++) step(c, c->cur, i);
}

static int join(void *vc, uint32_t from, uint32_t to, int widen) {
  dctx *c = vc;
  (void)from, (void)widen; /* finite: a unit only turns variant, its origin only falls */
  if (!c->in[to]) {
    c->in[to] = ww_xmalloc(sizeof(uint32_t) * WW_NUNITS);
    memcpy(c->in[to], c->cur, sizeof(uint32_t) * WW_NUNITS);
    return 1;
  }
  int changed = 0;
  for (uint32_t r = 0; r < WW_NUNITS; r++)
    if (c->cur[r] < c->in[to][r]) c->in[to][r] = c->cur[r], changed = 1;
  return changed;
}

/* The blocks b post-dominates, for one b: pdom[y] = 1 when every path from y
 * to an exit passes through b (y = b included). Computed as the complement of
 * the blocks that reach an exit while avoiding b, a backward search from the
 * exits, O(blocks + edges). A block that reaches no exit at all (an endless
 * loop) is post-dominated by every block, the greatest fixpoint of the
 * post-dominator equations. Only blocks holding a barrier are asked, so this
 * is linear per barrier block instead of a quadratic matrix for all. */
static void post_dominated_by(const ww_func *f, uint32_t b, uint8_t *pdom, uint32_t *stack) {
  uint32_t n = f->nblocks, top = 0;
  memset(pdom, 1, n);
  for (uint32_t y = 0; y < n; y++)
    if (y != b && f->blocks[y].succ[0] < 0 && f->blocks[y].succ[1] < 0) pdom[y] = 0, stack[top++] = y;
  while (top) {
    uint32_t y = stack[--top];
    for (uint32_t k = 0; k < f->blocks[y].npreds; k++) {
      uint32_t x = f->blocks[y].preds[k];
      if (x != b && pdom[x]) pdom[x] = 0, stack[top++] = x;
    }
  }
}

/* The unit a conditional branch tests. */
static int tested_unit(const ww_inst *in) {
  const char *m = in->desc->mnemonic;
  if (strstr(m, "_scc")) return WW_UNIT_SCC;
  if (strstr(m, "_vcc")) return WW_UNIT_VCC_LO;
  if (strstr(m, "_exec")) return WW_UNIT_EXEC_LO;
  return -1;
}

void ww_barrier_divergence(const ww_program *p, uint32_t fi, void *ctx,
                           int (*found)(void *ctx, uint32_t barrier, uint32_t branch, uint32_t origin)) {
  const ww_func *f = &p->funcs[fi];
  if (!f->nblocks) return;
  dctx c = {p, f, calloc(f->nblocks, sizeof(uint32_t *)), ww_xmalloc(sizeof(uint32_t) * WW_NUNITS)};
  if (!c.in) ww_die("out of memory");
  c.in[0] = ww_xmalloc(sizeof(uint32_t) * WW_NUNITS);
  for (uint32_t r = 0; r < WW_NUNITS; r++) c.in[0][r] = UNIFORM;
  /* the work-item ids: v0..v2 in a kernel, packed in v31 in a function
   * (LLVM's calling convention); other arguments are the caller's, whose
   * values may be uniform */
  if (f->is_kernel)
    for (uint32_t r = WW_UNIT_V0; r < WW_UNIT_V0 + 3; r++) c.in[0][r] = FROM_ENTRY;
  else
    c.in[0][WW_UNIT_V0 + 31] = FROM_ENTRY;
  ww_flow(f, &c, transfer, join);
  /* the variant conditional branches, in block order (the first one a
   * barrier depends on is the one reported), with the origin of the variance */
  uint32_t nbr = 0, *br_block = ww_xmalloc(sizeof(uint32_t) * f->nblocks);
  uint32_t *br_origin = ww_xmalloc(sizeof(uint32_t) * f->nblocks);
  for (uint32_t x = 0; x < f->nblocks; x++) {
    const ww_block *xb = &f->blocks[x];
    if (!c.in[x] || xb->succ[0] < 0 || xb->succ[1] < 0) continue;
    const ww_inst *br = &p->insts[xb->last];
    int u = (br->flags & WW_IF_COND_BRANCH) ? tested_unit(br) : -1;
    if (u < 0) continue;
    transfer(&c, x);
    if (c.cur[u] == UNIFORM) continue;
    br_block[nbr] = x;
    br_origin[nbr++] = c.cur[u];
  }
  uint8_t *pdom = nbr ? ww_xmalloc(f->nblocks) : NULL;
  uint32_t *stack = nbr ? ww_xmalloc(sizeof(uint32_t) * f->nblocks) : NULL;
  for (uint32_t b = 0; b < f->nblocks && nbr; b++) {
    if (!c.in[b]) continue;
    uint32_t bar = UINT32_MAX;
    for (uint32_t i = f->blocks[b].first; i <= f->blocks[b].last && bar == UINT32_MAX; i++) {
      ww_bar_inst k = ww_bar_inst_of(p->insts[i].desc->mnemonic);
      if (k == WW_BI_BARRIER || k == WW_BI_SIGNAL || k == WW_BI_SIGNAL_ISFIRST || k == WW_BI_WAIT) bar = i;
    }
    if (bar == UINT32_MAX) continue;
    post_dominated_by(f, b, pdom, stack);
    /* b is control dependent on x: it post-dominates a successor of x but
     * not x itself strictly (a loop of one block depends on its own branch) */
    uint32_t j = 0;
    for (; j < nbr; j++) {
      const ww_block *xb = &f->blocks[br_block[j]];
      if (br_block[j] != b && pdom[br_block[j]]) continue;
      if (pdom[xb->succ[0]] || pdom[xb->succ[1]]) break;
    }
    if (j == nbr) continue;
    /* one per block: the first barrier the caller reports */
    uint32_t dep = f->blocks[br_block[j]].last, why = br_origin[j] == FROM_ENTRY ? UINT32_MAX : br_origin[j];
    for (uint32_t i = bar; i <= f->blocks[b].last; i++) {
      ww_bar_inst k = ww_bar_inst_of(p->insts[i].desc->mnemonic);
      if (k != WW_BI_BARRIER && k != WW_BI_SIGNAL && k != WW_BI_SIGNAL_ISFIRST && k != WW_BI_WAIT) continue;
      if (found(ctx, i, dep, why)) break;
    }
  }
  free(pdom);
  free(stack);
  free(br_block);
  free(br_origin);
  for (uint32_t b = 0; b < f->nblocks; b++) free(c.in[b]);
  free(c.in);
  free(c.cur);
}
