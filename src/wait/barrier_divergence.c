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

/* Post-dominator sets, a bit matrix (row b: the blocks that post-dominate b). */
static uint64_t *post_dominators(const ww_func *f, size_t words) {
  uint32_t n = f->nblocks;
  uint64_t *pd = ww_xmalloc(sizeof(uint64_t) * words * n), *tmp = ww_xmalloc(sizeof(uint64_t) * words);
  for (uint32_t b = 0; b < n; b++) {
    int exit = f->blocks[b].succ[0] < 0 && f->blocks[b].succ[1] < 0;
    memset(pd + (size_t)b * words, exit ? 0 : 0xff, sizeof(uint64_t) * words);
    pd[(size_t)b * words + b / 64] |= 1ull << (b % 64);
  }
  for (int changed = 1; changed;) {
    changed = 0;
    for (uint32_t r = n; r-- > 0;) {
      uint32_t b = f->rpo_order[r];
      const ww_block *bl = &f->blocks[b];
      if (bl->succ[0] < 0 && bl->succ[1] < 0) continue;
      memset(tmp, 0xff, sizeof(uint64_t) * words);
      for (int k = 0; k < 2; k++)
        if (bl->succ[k] >= 0)
          for (size_t w = 0; w < words; w++) tmp[w] &= pd[(size_t)bl->succ[k] * words + w];
      tmp[b / 64] |= 1ull << (b % 64);
      if (memcmp(tmp, pd + (size_t)b * words, sizeof(uint64_t) * words)) {
        memcpy(pd + (size_t)b * words, tmp, sizeof(uint64_t) * words);
        changed = 1;
      }
    }
  }
  free(tmp);
  return pd;
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
  size_t words = (f->nblocks + 63) / 64;
  uint64_t *pd = post_dominators(f, words);
  /* per block: the first variant branch it is control dependent on */
  uint32_t *dep = ww_xmalloc(sizeof(uint32_t) * f->nblocks), *why = ww_xmalloc(sizeof(uint32_t) * f->nblocks);
  for (uint32_t b = 0; b < f->nblocks; b++) dep[b] = UNIFORM;
  for (uint32_t x = 0; x < f->nblocks; x++) {
    const ww_block *xb = &f->blocks[x];
    if (!c.in[x] || xb->succ[0] < 0 || xb->succ[1] < 0) continue;
    const ww_inst *br = &p->insts[xb->last];
    int u = (br->flags & WW_IF_COND_BRANCH) ? tested_unit(br) : -1;
    if (u < 0) continue;
    transfer(&c, x);
    uint32_t origin = c.cur[u];
    if (origin == UNIFORM) continue;
    for (uint32_t b = 0; b < f->nblocks; b++) {
      /* b post-dominates a successor of x, not x itself strictly (a loop
       * of one block depends on its own branch) */
      if (dep[b] != UNIFORM || (b != x && (pd[(size_t)x * words + b / 64] >> (b % 64) & 1))) continue;
      for (int k = 0; k < 2; k++)
        if (pd[(size_t)xb->succ[k] * words + b / 64] >> (b % 64) & 1) dep[b] = xb->last, why[b] = origin;
    }
  }
  for (uint32_t b = 0; b < f->nblocks; b++) {
    if (dep[b] == UNIFORM || !c.in[b]) continue;
    for (uint32_t i = f->blocks[b].first; i <= f->blocks[b].last; i++) {
      ww_bar_inst k = ww_bar_inst_of(p->insts[i].desc->mnemonic);
      if (k != WW_BI_BARRIER && k != WW_BI_SIGNAL && k != WW_BI_SIGNAL_ISFIRST && k != WW_BI_WAIT) continue;
      if (found(ctx, i, dep[b], why[b] == FROM_ENTRY ? UINT32_MAX : why[b])) break; /* one per block */
    }
  }
  free(dep);
  free(why);
  free(pd);
  for (uint32_t b = 0; b < f->nblocks; b++) free(c.in[b]);
  free(c.in);
  free(c.cur);
}
