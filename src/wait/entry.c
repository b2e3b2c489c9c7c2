/*
 * entry.c - the calling convention at a function's entry.
 *
 * A function another file may call (not a kernel, and global or called by
 * nothing here) is entered with its caller's operations in flight, on every
 * counter that holds results: LLVM's callee waits for them first
 * (SIInsertWaitcnts: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) before GFX12,
 * loadcnt/dscnt/expcnt/samplecnt/bvhcnt/kmcnt 0 on GFX12; never storecnt).
 * Their number and registers are unknown, so only a wait for 0 completes
 * them, and any instruction that reads or writes a register before that
 * may meet one. The rule is a must-dataflow of "waited for 0 since entry"
 * per counter, met by AND at joins.
 */
#include "wait.h"

#include <stdlib.h>
#include <string.h>

uint16_t wt_entry_counters(const tg_target *t) {
  uint16_t m = 0;
  for (int c = 0; c < TG_NCNT; c++)
    if (t->max[c] && c != TG_CNT_VS && c != TG_CNT_X && c != TG_CNT_ASYNC && c != TG_CNT_TENSOR)
      m |= (uint16_t)(1u << c);
  return m;
}

int wt_func_external(const asm_program *p, uint32_t fi) {
  const asm_func *f = &p->funcs[fi];
  return !f->is_kernel && f->nblocks && (f->is_global || !f->called_here);
}

/* Registers a caller's load may still be writing: VGPRs, AGPRs, SGPRs, VCC. */
static int touches_results(const asm_inst *in) {
  for (int k = 0; k < in->ndefs; k++)
    if (in->defs[k].count && in->defs[k].first < ASM_UNIT_TTMP0) return 1;
  for (int k = 0; k < in->nuses; k++)
    if (in->uses[k].count && in->uses[k].first < ASM_UNIT_TTMP0) return 1;
  return 0;
}

static uint16_t zeroed(const tg_wait *w) {
  uint16_t m = 0;
  for (int c = 0; c < TG_NCNT; c++)
    if (w->cnt[c] == 0) m |= (uint16_t)(1u << c);
  return m;
}

/* The counters waited for 0 by instruction i (its placed waits included). */
static uint16_t waits_zero(const asm_program *p, uint32_t i, uint32_t skip) {
  const asm_inst *in = &p->insts[i];
  uint16_t m = 0;
  if (in->has_pre) m |= zeroed(&p->edits[i].pre);
  if (i != skip && in->is_wait && !in->deleted && !in->wait_unknown) m |= zeroed(&in->wait);
  if (in->has_post) m |= zeroed(&p->edits[i].post);
  return m;
}

uint32_t wt_entry_missing(const asm_program *p, uint32_t fi, uint32_t skip, uint16_t *missing) {
  const asm_func *f = &p->funcs[fi];
  *missing = 0;
  if (!wt_func_external(p, fi)) return UINT32_MAX;
  uint16_t need = wt_entry_counters(p->target);
  /* per block: counters waited for 0 on every path from entry (all: not
   * reached yet) */
  uint16_t *in = ww_xmalloc(sizeof(uint16_t) * f->nblocks);
  for (uint32_t b = 0; b < f->nblocks; b++) in[b] = 0xffff;
  in[0] = 0;
  for (int changed = 1; changed;) {
    changed = 0;
    for (uint32_t k = 0; k < f->nblocks; k++) {
      uint32_t b = f->rpo_order[k];
      const asm_block *bl = &f->blocks[b];
      uint16_t m = in[b];
      for (uint32_t i = bl->first; i <= bl->last; i++) m |= waits_zero(p, i, skip);
      for (int s = 0; s < 2; s++) {
        int32_t t = bl->succ[s];
        if (t < 0) continue;
        uint16_t n = (uint16_t)(in[t] & m);
        if (n != in[t]) in[t] = n, changed = 1;
      }
    }
  }
  uint32_t found = UINT32_MAX;
  for (uint32_t k = 0; k < f->nblocks && found == UINT32_MAX; k++) {
    uint32_t b = f->rpo_order[k];
    const asm_block *bl = &f->blocks[b];
    if (in[b] == 0xffff && b != 0) continue; /* unreachable */
    uint16_t m = in[b];
    for (uint32_t i = bl->first; i <= bl->last; i++) {
      const asm_inst *x = &p->insts[i];
      if (x->has_pre) m |= zeroed(&p->edits[i].pre);
      if (!x->deleted && !x->is_wait && touches_results(x) && (need & ~m)) {
        found = i;
        *missing = (uint16_t)(need & ~m);
        break;
      }
      if (i != skip && x->is_wait && !x->deleted && !x->wait_unknown) m |= zeroed(&x->wait);
      if (x->has_post) m |= zeroed(&p->edits[i].post);
    }
  }
  free(in);
  return found;
}
