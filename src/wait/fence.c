/*
 * fence.c - the waits of the memory model's code sequences.
 *
 * LLVM's SIMemoryLegalizer writes acquires and releases as waits around
 * cache invalidates and writebacks (AMDGPUUsage, "Memory Model Code
 * Sequences"): `s_waitcnt vmcnt(0); buffer_inv sc1` (an acquire),
 * `buffer_wbl2 sc1; s_waitcnt vmcnt(0) lgkmcnt(0); store` (a release),
 * `s_waitcnt_vscnt null, 0x0; store` (a release where no cache needs a
 * writeback), waits before s_barrier (a workgroup release). check proves
 * what it can of them (consumer.c: fence-wait); insert keeps them all as
 * written (insert.c), since a release without a writeback is a wait before
 * an ordinary store that no rule re-derives.
 */
#include "wait.h"

#include <string.h>

/* Issues nothing and fences nothing: another wait, s_nop, s_delay_alu,
 * s_wait_alu (what LLVM puts between a fence's wait and its instruction). */
static int fence_neutral(const asm_inst *in) {
  if (in->is_wait || (in->flags & (TG_IF_MARK | TG_IF_MARK_WAIT))) return 1;
  const char *m = in->desc->mnemonic;
  if (m[0] != 's' || m[1] != '_') return 0; /* (most instructions: no name compared) */
  return !strcmp(m, "s_nop") || !strcmp(m, "s_delay_alu") || !strcmp(m, "s_wait_alu") ||
         !strcmp(m, "s_waitcnt_depctr") || !strcmp(m, "s_clause");
}

/* The counter that holds stores: vmcnt before GFX10, vscnt/storecnt after. */
static int store_counter(const tg_target *t) { return t->gen == TG_GFX9 ? TG_CNT_VM : TG_CNT_VS; }

int wt_is_fence_wait(const asm_program *p, uint32_t i) {
  const asm_inst *w = &p->insts[i];
  if (!w->is_wait) return 0;
  int32_t b = p->inst_block[i];
  uint32_t j = i + 1, k = i;
  while (j < p->ninsts && p->inst_block[j] == b && fence_neutral(&p->insts[j])) j++;
  while (k > 0 && p->inst_block[k - 1] == b && fence_neutral(&p->insts[k - 1])) k--;
  if (k > 0 && p->inst_block[k - 1] == b && p->insts[k - 1].event == TG_EV_CACHE_WB) return 1;
  if (j >= p->ninsts || p->inst_block[j] != b) return 0;
  const asm_inst *n = &p->insts[j];
  if (n->flags & (TG_IF_CACHE_INV | TG_IF_CACHE_WB)) return 1;
  /* gfx1250: xcnt before a load or store with a scope past the CU, which
   * may be volatile or atomic (SIMemoryLegalizer: unrepeatable, consumer.c) */
  if (n->scoped_access && !w->wait_unknown && w->wait.cnt[TG_CNT_X] >= 0) return 1;
  if (wt_signals_barrier(n)) return 1;
  int sc = store_counter(p->target);
  int stores_done = !w->wait_unknown && w->wait.cnt[sc] == 0;
  int releasing = n->event == TG_EV_VMEM_STORE || n->event == TG_EV_FLAT_STORE ||
                  ((n->flags & TG_IF_ATOMIC) && (n->event == TG_EV_VMEM_LOAD || n->event == TG_EV_FLAT_LOAD));
  return releasing && stores_done;
}

uint32_t wt_acquired_op(const asm_program *p, uint32_t inv) {
  int32_t b = p->inst_block[inv];
  for (uint32_t k = inv; k-- > 0 && p->inst_block[k] == b;) {
    const asm_inst *in = &p->insts[k];
    if (fence_neutral(in) || (in->flags & (TG_IF_CACHE_INV | TG_IF_CACHE_WB))) continue;
    uint16_t cm = p->target->ev_counters[in->event];
    int vmem = (cm & ((1u << TG_CNT_VM) | (1u << TG_CNT_VS))) && in->event != TG_EV_LDS_DMA;
    /* an LDS atomic's acquire (workgroup scope) waits for it alone: LLVM 22
     * leaves other loads outstanding at its invalidate */
    return vmem || (in->flags & TG_IF_ATOMIC) ? k : UINT32_MAX;
  }
  return UINT32_MAX;
}
