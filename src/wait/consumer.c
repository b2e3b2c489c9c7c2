/*
 * consumer.c - when does an instruction need an outstanding operation done?
 *
 *  - it reads a register the operation will write (RAW);
 *  - it writes such a register (WAW), unless both write through the same
 *    in-order queue: two VMEM loads to one VGPR land in order where the
 *    target has vmem-write-vgpr-in-order (not on GFX12), LDS reads always;
 *  - it reads or writes LDS while an LDS DMA may still write LDS (any
 *    overlap is assumed here; address ranges are the checker's business);
 *    it writes LDS while an asynchronous store may still read it;
 *  - it returns: callers assume the callee drained its loads (LLVM's
 *    convention; stores excepted);
 *  - it is an s_barrier on a target without back-off barrier (nothing may be
 *    outstanding), or any workgroup barrier while an LDS write is
 *    outstanding (other waves would read stale LDS).
 */
#include "wait.h"

static int overlap(ww_regs a, ww_regs b) {
  return a.count && b.count && a.first < b.first + b.count && b.first < a.first + a.count;
}

static int is_store_event(ww_event e) { return e == WW_EV_VMEM_STORE || e == WW_EV_FLAT_STORE; }

static int writes_lds_async(const ww_inst *in) {
  if (in->lds_dma) return 1;
  if (in->event == WW_EV_ASYNC || in->event == WW_EV_TENSOR)
    return (in->flags & WW_IF_MAY_LOAD) != 0 || !(in->flags & WW_IF_MAY_STORE);
  return 0;
}

static int reads_lds_async(const ww_inst *in) {
  return (in->event == WW_EV_ASYNC || in->event == WW_EV_TENSOR) &&
         (in->flags & WW_IF_MAY_STORE) && !(in->flags & WW_IF_MAY_LOAD);
}

const char *ww_consumes(const ww_program *p, const ww_inst *c, const ww_inst *prod,
                        ww_regs *reg) {
  const ww_target *t = p->target;
  reg->first = reg->count = 0;
  for (int d = 0; d < prod->ndefs; d++) {
    for (int u = 0; u < c->nuses; u++)
      if (overlap(prod->defs[d], c->uses[u])) {
        *reg = prod->defs[d];
        return "reads";
      }
    for (int u = 0; u < c->ndefs; u++)
      if (overlap(prod->defs[d], c->defs[u])) {
        uint8_t qp = t->ev_queue[prod->event], qc = t->ev_queue[c->event];
        int in_order = c->event != WW_EV_NONE && qp == qc && qp != WW_Q_OOO &&
                       (qp != WW_Q_VM || t->vmem_write_vgpr_in_order);
        if (!in_order) {
          *reg = prod->defs[d];
          return "overwrites";
        }
      }
  }
  if (writes_lds_async(prod) && (c->reads_lds || c->writes_lds))
    return c->writes_lds && !c->reads_lds ? "writes LDS that may still be written by"
                                          : "accesses LDS that may still be written by";
  if (reads_lds_async(prod) && c->writes_lds) return "writes LDS that may still be read by";
  if ((c->flags & WW_IF_RETURN) && !(c->flags & WW_IF_ENDPGM) && !is_store_event(prod->event))
    return "returns (callers assume drained) before";
  if (c->flags & WW_IF_BARRIER) {
    const char *m = c->desc->mnemonic;
    int plain = m[9] == 0; /* "s_barrier" */
    if (plain && !t->back_off_barrier) return "s_barrier without back-off is reached before";
    if ((prod->writes_lds || writes_lds_async(prod)) && !(c->flags & WW_IF_SMEM))
      return "workgroup barrier is reached before LDS write";
  }
  return NULL;
}
