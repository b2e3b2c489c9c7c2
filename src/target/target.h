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
typedef enum tg_cpu {
#define TG_CPU(id, name, gen, features, ninsts) WW_CPU_##id,
#include "amdgpu_cpus.inc"
#undef TG_CPU
  WW_NCPUS
} tg_cpu;
_Static_assert(WW_NCPUS <= 64, "a processor set is 64 bits");

typedef enum tg_gen { TG_GFX9, TG_GFX10, TG_GFX11, TG_GFX12, TG_GFX1250 } tg_gen;

/* Logical counters. Before GFX12, LGKM is lgkmcnt and holds LDS, GDS, SMEM and
 * messages; from GFX12 LGKM is dscnt and SMEM/messages go to KM (kmcnt). */
typedef enum tg_counter {
  TG_CNT_VM,      /* vmcnt / loadcnt */
  TG_CNT_VS,      /* vscnt / storecnt (GFX10+) */
  TG_CNT_SAMPLE,  /* samplecnt (GFX12) */
  TG_CNT_BVH,     /* bvhcnt (GFX12) */
  TG_CNT_LGKM,    /* lgkmcnt / dscnt */
  TG_CNT_KM,      /* kmcnt (GFX12+) */
  TG_CNT_EXP,     /* expcnt */
  TG_CNT_X,       /* xcnt (gfx1250) */
  TG_CNT_ASYNC,   /* asynccnt (gfx1250) */
  TG_CNT_TENSOR,  /* tensorcnt (gfx1250) */
  TG_NCNT
} tg_counter;

/* What an instruction does to the counters: the class of operation. */
typedef enum tg_event {
  TG_EV_NONE,
  TG_EV_VMEM_LOAD,   /* buffer/global/scratch load, atomic with return */
  TG_EV_VMEM_STORE,  /* buffer/global/scratch store, atomic without return */
  TG_EV_SAMPLE,      /* image sample/gather */
  TG_EV_BVH,         /* image_bvh*_intersect_ray */
  TG_EV_LDS_DMA,     /* global/buffer/scratch -> LDS without registers */
  TG_EV_FLAT_LOAD,   /* flat_* (generic address): may be LDS or global */
  TG_EV_FLAT_STORE,
  TG_EV_LDS,         /* ds_* on LDS */
  TG_EV_GDS,         /* ds_* with gds, ds_gws_* */
  TG_EV_SMEM,        /* s_load, s_buffer_load, s_store, s_dcache, s_memtime */
  TG_EV_MSG,         /* s_sendmsg* */
  TG_EV_EXP,         /* exp */
  TG_EV_ASYNC,       /* gfx1250 global_load_async_to_lds_*, global_store_async_from_lds_* */
  TG_EV_TENSOR,      /* gfx1250 tensor_load_to_lds, tensor_store_from_lds */
  TG_EV_BARRIER_KM,  /* GFX12 s_barrier_signal_isfirst, s_barrier_leave, s_get_barrier_state */
  TG_EV_CACHE_INV,   /* cache invalidate (buffer_inv, global_inv, ...): writes no register */
  TG_EV_CACHE_WB,    /* cache writeback (buffer_wbl2, global_wb, global_wbinv) */
  TG_NEVENTS
} tg_event;

/* In-order queues: operations of one queue complete in issue order on each
 * counter they use. TG_Q_OOO: no order at all (SMEM, messages, FLAT). */
typedef enum tg_queue {
  TG_Q_OOO, TG_Q_VM, TG_Q_VS, TG_Q_SAMPLE, TG_Q_BVH, TG_Q_LDS, TG_Q_GDS,
  TG_Q_EXP, TG_Q_ASYNC, TG_Q_TENSOR, TG_NQUEUES
} tg_queue;

typedef struct tg_target {
  const char *name;      /* LLVM's -mcpu name */
  tg_cpu cpu;
  tg_gen gen;
  uint16_t max[TG_NCNT]; /* the field's maximum (encodes "no wait"); 0: no such counter */
  const char *cnt_name[TG_NCNT];
  uint16_t ev_counters[TG_NEVENTS]; /* bitmask of (1 << tg_counter) */
  uint8_t ev_queue[TG_NEVENTS];     /* in order within this queue on its home counter */
  uint8_t ev_queue2[TG_NEVENTS];    /* also counted, in order, in this queue (TG_Q_OOO: none) */
  uint8_t ev_any[TG_NEVENTS];       /* done once any one of its counters shows it done */
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
} tg_target;

/* Does an operation of event ev leave xcnt in issue order (vector memory),
 * or out of order (scalar memory)? Only for events that count on xcnt. */
static inline int tg_xcnt_in_order(int ev) { return ev != TG_EV_SMEM; }

/* The counter on which a queue's operations complete in order. */
tg_counter tg_queue_home(tg_queue q);

/* Does an operation of event ev count as a younger member of in-order
 * queue q (its own queue, or the second one it is counted in)? */
static inline int tg_event_in_queue(const tg_target *t, int ev, int q) {
  return q != TG_Q_OOO && (t->ev_queue[ev] == q || t->ev_queue2[ev] == q);
}

/* Look up by LLVM name; also accepts "amdgcn-amd-amdhsa--gfx942" and feature
 * suffixes ("gfx90a:xnack+"). NULL when unknown. */
const tg_target *tg_target_lookup(const char *name, size_t len);
const tg_target *tg_target_by_cpu(tg_cpu cpu);
/* "gfx9-generic, gfx900, ..." for messages. */
const char *tg_target_names(void);
/* Does the target accept the mnemonic (llvm-mc-22 -mcpu=...)? */
struct tg_inst_desc;
int tg_target_accepts(const tg_target *t, const struct tg_inst_desc *d);

/* A wait: per counter the count waited for, or TG_NO_WAIT. A byte each:
 * no counter goes past 63, and insert keeps a wait for (and around) every
 * instruction of big inputs. */
#define TG_NO_WAIT (-1)
#define TG_COUNT_MAX 127
typedef struct tg_wait {
  int8_t cnt[TG_NCNT];
} tg_wait;

void tg_wait_none(tg_wait *w);
/* Waits for nothing: inline, it is asked at every instruction a pass visits. */
static inline int tg_wait_is_none(const tg_wait *w) {
  for (int c = 0; c < TG_NCNT; c++)
    if (w->cnt[c] >= 0) return 0;
  return 1;
}
/* Keep the stronger (smaller) count per counter. */
void tg_wait_merge(tg_wait *dst, const tg_wait *src);

/* Print w in the target's own syntax, as LLVM would write it: one or more
 * instructions separated by "\n\t". Returns the number of instructions
 * (out NULL: only counts them). */
int tg_wait_print(const tg_target *t, const tg_wait *w, ww_buf *out);

/* The 16-bit immediate of s_waitcnt for w (counters not in the legacy
 * s_waitcnt encode as "no wait"), and its inverse. */
uint32_t tg_waitcnt_encode(const tg_target *t, const tg_wait *w);
void tg_waitcnt_decode(const tg_target *t, uint32_t imm, tg_wait *w);
/* The counter named by a field ("vmcnt", "loadcnt", ...); -1 if none here. */
int tg_counter_by_name(const tg_target *t, const char *name, size_t len);

const char *tg_event_name(tg_event e);

#endif
