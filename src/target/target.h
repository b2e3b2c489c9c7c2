/*
 * target.h - the AMDGPU target model: CPUs, wait counters, which operations
 * count on which counter and in what order they complete, and the syntax and
 * encoding of every counter wait.
 *
 * The model is table-driven (target.c): one row per CPU, one column set per
 * generation. Instruction knowledge (what a mnemonic is) comes from the table
 * generated out of LLVM 22 (amdgpu_insts.inc, see inst_table.c); this file
 * maps those instruction classes ("events") to counters.
 */
#ifndef WW_TARGET_H
#define WW_TARGET_H

#include <stdint.h>

#include "inst_flags.h"
#include "../support/support.h"

/* The processors: every one LLVM 22 knows from GFX9 on, generated from its
 * processor and subtarget tables (amdgpu_cpus.inc, tools/gen-inst-table),
 * in the bit order of the instruction table's processor sets. */
typedef enum ww_cpu {
#define WW_CPU(id, name, gen, features, ninsts) WW_CPU_##id,
#include "amdgpu_cpus.inc"
#undef WW_CPU
  WW_NCPUS
} ww_cpu;
_Static_assert(WW_NCPUS <= 64, "a processor set is 64 bits");

typedef enum ww_gen { WW_GFX9, WW_GFX10, WW_GFX11, WW_GFX12, WW_GFX1250 } ww_gen;

/* Logical counters. Before GFX12, LGKM is lgkmcnt and holds LDS, GDS, SMEM and
 * messages; from GFX12 LGKM is dscnt and SMEM/messages go to KM (kmcnt). */
typedef enum ww_counter {
  WW_CNT_VM,      /* vmcnt / loadcnt */
  WW_CNT_VS,      /* vscnt / storecnt (GFX10+) */
  WW_CNT_SAMPLE,  /* samplecnt (GFX12) */
  WW_CNT_BVH,     /* bvhcnt (GFX12) */
  WW_CNT_LGKM,    /* lgkmcnt / dscnt */
  WW_CNT_KM,      /* kmcnt (GFX12+) */
  WW_CNT_EXP,     /* expcnt */
  WW_CNT_X,       /* xcnt (gfx1250) */
  WW_CNT_ASYNC,   /* asynccnt (gfx1250) */
  WW_CNT_TENSOR,  /* tensorcnt (gfx1250) */
  WW_NCNT
} ww_counter;

/* What an instruction does to the counters: the class of operation. */
typedef enum ww_event {
  WW_EV_NONE,
  WW_EV_VMEM_LOAD,   /* buffer/global/scratch load, atomic with return */
  WW_EV_VMEM_STORE,  /* buffer/global/scratch store, atomic without return */
  WW_EV_SAMPLE,      /* image sample/gather */
  WW_EV_BVH,         /* image_bvh*_intersect_ray */
  WW_EV_LDS_DMA,     /* global/buffer/scratch -> LDS without registers */
  WW_EV_FLAT_LOAD,   /* flat_* (generic address): may be LDS or global */
  WW_EV_FLAT_STORE,
  WW_EV_LDS,         /* ds_* on LDS */
  WW_EV_GDS,         /* ds_* with gds, ds_gws_* */
  WW_EV_SMEM,        /* s_load, s_buffer_load, s_store, s_dcache, s_memtime */
  WW_EV_MSG,         /* s_sendmsg* */
  WW_EV_EXP,         /* exp */
  WW_EV_ASYNC,       /* gfx1250 global_load_async_to_lds_*, global_store_async_from_lds_* */
  WW_EV_TENSOR,      /* gfx1250 tensor_load_to_lds, tensor_store_from_lds */
  WW_EV_BARRIER_KM,  /* GFX12 s_barrier_signal_isfirst, s_barrier_leave, s_get_barrier_state */
  WW_EV_CACHE_INV,   /* cache invalidate (buffer_inv, global_inv, ...): writes no register */
  WW_EV_CACHE_WB,    /* cache writeback (buffer_wbl2, global_wb, global_wbinv) */
  WW_NEVENTS
} ww_event;

/* In-order queues: operations of one queue complete in issue order on each
 * counter they use. WW_Q_OOO: no order at all (SMEM, messages, FLAT). */
typedef enum ww_queue {
  WW_Q_OOO, WW_Q_VM, WW_Q_VS, WW_Q_SAMPLE, WW_Q_BVH, WW_Q_LDS, WW_Q_GDS,
  WW_Q_EXP, WW_Q_ASYNC, WW_Q_TENSOR, WW_NQUEUES
} ww_queue;

typedef struct ww_target {
  const char *name;      /* LLVM's -mcpu name */
  ww_cpu cpu;
  ww_gen gen;
  uint16_t max[WW_NCNT]; /* the field's maximum (encodes "no wait"); 0: no such counter */
  const char *cnt_name[WW_NCNT];
  uint16_t ev_counters[WW_NEVENTS]; /* bitmask of (1 << ww_counter) */
  uint8_t ev_queue[WW_NEVENTS];     /* in order within this queue on its home counter */
  uint8_t ev_queue2[WW_NEVENTS];    /* also counted, in order, in this queue (WW_Q_OOO: none) */
  uint8_t ev_any[WW_NEVENTS];       /* done once any one of its counters shows it done */
  /* features */
  unsigned back_off_barrier : 1;         /* s_barrier tolerates outstanding memory ops */
  unsigned vmem_write_vgpr_in_order : 1; /* two VMEM loads to one VGPR land in order */
  unsigned has_agprs : 1;
  unsigned has_lds_dma : 1;              /* buffer/global ... lds */
  unsigned has_async_lds : 1;            /* gfx1250 async-to-LDS */
  unsigned has_split_barrier : 1;        /* s_barrier_signal / s_barrier_wait */
  unsigned has_legacy_waitcnt : 1;       /* s_waitcnt is accepted */
  unsigned has_gfx940_cache_bits : 1;    /* sc0/sc1/nt instead of glc/slc (gfx940-insts) */
  unsigned has_packed_tid : 1;           /* packed-tid: work-item ids x, y, z packed in v0 */
  uint16_t num_vgprs, num_sgprs;         /* architectural registers that can be named */
} ww_target;

/* Does an operation of event ev leave xcnt in issue order (vector memory),
 * or out of order (scalar memory)? Only for events that count on xcnt. */
static inline int ww_xcnt_in_order(int ev) { return ev != WW_EV_SMEM; }

/* The counter on which a queue's operations complete in order. */
ww_counter ww_queue_home(ww_queue q);

/* Does an operation of event ev count as a younger member of in-order
 * queue q (its own queue, or the second one it is counted in)? */
static inline int ww_event_in_queue(const ww_target *t, int ev, int q) {
  return q != WW_Q_OOO && (t->ev_queue[ev] == q || t->ev_queue2[ev] == q);
}

/* Look up by LLVM name; also accepts "amdgcn-amd-amdhsa--gfx942" and feature
 * suffixes ("gfx90a:xnack+"). NULL when unknown. */
const ww_target *ww_target_lookup(const char *name, size_t len);
const ww_target *ww_target_by_cpu(ww_cpu cpu);
/* "gfx9-generic, gfx900, ..." for messages. */
const char *ww_target_names(void);
/* Does the target accept the mnemonic (llvm-mc-22 -mcpu=...)? */
struct ww_inst_desc;
int ww_target_accepts(const ww_target *t, const struct ww_inst_desc *d);

/* A wait: per counter the count waited for, or WW_NO_WAIT. A byte each:
 * no counter goes past 63, and insert keeps a wait for (and around) every
 * instruction of big inputs. */
#define WW_NO_WAIT (-1)
#define WW_COUNT_MAX 127
typedef struct ww_wait {
  int8_t cnt[WW_NCNT];
} ww_wait;

void ww_wait_none(ww_wait *w);
/* Waits for nothing: inline, it is asked at every instruction a pass visits. */
static inline int ww_wait_is_none(const ww_wait *w) {
  for (int c = 0; c < WW_NCNT; c++)
    if (w->cnt[c] >= 0) return 0;
  return 1;
}
/* Keep the stronger (smaller) count per counter. */
void ww_wait_merge(ww_wait *dst, const ww_wait *src);

/* Print w in the target's own syntax, as LLVM would write it: one or more
 * instructions separated by "\n\t". Returns the number of instructions
 * (out NULL: only counts them). */
int ww_wait_print(const ww_target *t, const ww_wait *w, ww_buf *out);

/* The 16-bit immediate of s_waitcnt for w (counters not in the legacy
 * s_waitcnt encode as "no wait"), and its inverse. */
uint32_t ww_waitcnt_encode(const ww_target *t, const ww_wait *w);
void ww_waitcnt_decode(const ww_target *t, uint32_t imm, ww_wait *w);
/* The counter named by a field ("vmcnt", "loadcnt", ...); -1 if none here. */
int ww_counter_by_name(const ww_target *t, const char *name, size_t len);

const char *ww_event_name(ww_event e);

#endif
