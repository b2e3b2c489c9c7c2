/*
 * target.c - the per-CPU tables behind target.h.
 *
 * Sources: LLVM 22 (llvm-mc-22 for syntax, ranges and encodings; AMDGPUUsage
 * for completion order) as summarised in docs/design.md. The encodings are
 * cross-checked against llvm-mc-22 by tests/lit/target/encodings.test.
 */
#include "target.h"
#include "inst_table.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define B(c) (uint16_t)(1u << TG_CNT_##c)

/* Counters and names per generation. */
static const char *const names_pre12[TG_NCNT] = {
    [TG_CNT_VM] = "vmcnt", [TG_CNT_VS] = "vscnt", [TG_CNT_LGKM] = "lgkmcnt",
    [TG_CNT_EXP] = "expcnt"};
static const char *const names_12[TG_NCNT] = {
    [TG_CNT_VM] = "loadcnt",     [TG_CNT_VS] = "storecnt", [TG_CNT_SAMPLE] = "samplecnt",
    [TG_CNT_BVH] = "bvhcnt",     [TG_CNT_LGKM] = "dscnt",  [TG_CNT_KM] = "kmcnt",
    [TG_CNT_EXP] = "expcnt",     [TG_CNT_X] = "xcnt",      [TG_CNT_ASYNC] = "asynccnt",
    [TG_CNT_TENSOR] = "tensorcnt"};

typedef struct gen_model {
  uint16_t max[TG_NCNT];
  uint16_t ev_counters[TG_NEVENTS];
  uint8_t ev_queue[TG_NEVENTS];
  uint8_t ev_queue2[TG_NEVENTS];
  uint8_t ev_any[TG_NEVENTS];
} gen_model;

/* GFX9: one vmcnt queue for loads, stores, samples and LDS DMA (in issue
 * order, AMDGPUUsage); FLAT on vmcnt and lgkmcnt, in order with neither. */
static const gen_model gfx9 = {
    .max = {[TG_CNT_VM] = 63, [TG_CNT_LGKM] = 15, [TG_CNT_EXP] = 7},
    .ev_counters = {[TG_EV_VMEM_LOAD] = B(VM), [TG_EV_VMEM_STORE] = B(VM),
                    [TG_EV_SAMPLE] = B(VM), [TG_EV_BVH] = B(VM), [TG_EV_LDS_DMA] = B(VM),
                    [TG_EV_FLAT_LOAD] = B(VM) | B(LGKM), [TG_EV_FLAT_STORE] = B(VM) | B(LGKM),
                    [TG_EV_LDS] = B(LGKM), [TG_EV_GDS] = B(LGKM), [TG_EV_SMEM] = B(LGKM),
                    [TG_EV_MSG] = B(LGKM), [TG_EV_EXP] = B(EXP)},
    .ev_queue = {[TG_EV_VMEM_LOAD] = TG_Q_VM, [TG_EV_VMEM_STORE] = TG_Q_VM,
                 [TG_EV_SAMPLE] = TG_Q_VM, [TG_EV_BVH] = TG_Q_VM, [TG_EV_LDS_DMA] = TG_Q_VM,
                 [TG_EV_LDS] = TG_Q_LDS, [TG_EV_GDS] = TG_Q_GDS, [TG_EV_EXP] = TG_Q_EXP}};

/* GFX10/11: stores and atomics without return move to vscnt. FLAT reports
 * vmcnt (vscnt) and lgkmcnt in order from GFX10 on (LLVM's
 * hasFlatLgkmVMemCountInOrder): it completes in the vector-memory queue, and
 * vmcnt proving it done is enough, as LLVM 22 counts it; on lgkmcnt it is a
 * younger member of the LDS queue (llc-22 on gfx1100: ds_read v4;
 * flat_load v6; use of v4 waits lgkmcnt(1)). So from GFX12 on, with dscnt. */
static const gen_model gfx10 = {
    .max = {[TG_CNT_VM] = 63, [TG_CNT_VS] = 63, [TG_CNT_LGKM] = 63, [TG_CNT_EXP] = 7},
    .ev_counters = {[TG_EV_VMEM_LOAD] = B(VM), [TG_EV_VMEM_STORE] = B(VS),
                    [TG_EV_SAMPLE] = B(VM), [TG_EV_BVH] = B(VM), [TG_EV_LDS_DMA] = B(VM),
                    [TG_EV_FLAT_LOAD] = B(VM) | B(LGKM), [TG_EV_FLAT_STORE] = B(VS) | B(LGKM),
                    [TG_EV_LDS] = B(LGKM), [TG_EV_GDS] = B(LGKM), [TG_EV_SMEM] = B(LGKM),
                    [TG_EV_MSG] = B(LGKM), [TG_EV_EXP] = B(EXP)},
    .ev_queue = {[TG_EV_VMEM_LOAD] = TG_Q_VM, [TG_EV_VMEM_STORE] = TG_Q_VS,
                 [TG_EV_SAMPLE] = TG_Q_VM, [TG_EV_BVH] = TG_Q_VM, [TG_EV_LDS_DMA] = TG_Q_VM,
                 [TG_EV_FLAT_LOAD] = TG_Q_VM, [TG_EV_FLAT_STORE] = TG_Q_VS,
                 [TG_EV_LDS] = TG_Q_LDS, [TG_EV_GDS] = TG_Q_GDS, [TG_EV_EXP] = TG_Q_EXP},
    .ev_queue2 = {[TG_EV_FLAT_LOAD] = TG_Q_LDS, [TG_EV_FLAT_STORE] = TG_Q_LDS},
    .ev_any = {[TG_EV_FLAT_LOAD] = 1, [TG_EV_FLAT_STORE] = 1}};

/* GFX12: "in order within a type, out of order between types"; SMEM and
 * messages on kmcnt, out of order. Cache invalidates count on loadcnt and
 * writebacks on storecnt, in order with the loads and stores, as LLVM 22's
 * SIInsertWaitcnts counts GLOBAL_INV and GLOBAL_WB/GLOBAL_WBINV (checked
 * with llc-22 -run-pass=si-insert-waitcnts: `load; global_inv; load; use of
 * the first` waits loadcnt(2)). Before GFX12 LLVM counts no cache
 * invalidate or writeback (getMUBUFIsBufferInv): they have no counter here,
 * which is the safe side if the hardware counts them (fewer younger
 * operations known, never more). */
static const gen_model gfx12 = {
    .max = {[TG_CNT_VM] = 63, [TG_CNT_VS] = 63, [TG_CNT_SAMPLE] = 63, [TG_CNT_BVH] = 7,
            [TG_CNT_LGKM] = 63, [TG_CNT_KM] = 31, [TG_CNT_EXP] = 7},
    .ev_counters = {[TG_EV_VMEM_LOAD] = B(VM), [TG_EV_VMEM_STORE] = B(VS),
                    [TG_EV_SAMPLE] = B(SAMPLE), [TG_EV_BVH] = B(BVH),
                    [TG_EV_FLAT_LOAD] = B(VM) | B(LGKM), [TG_EV_FLAT_STORE] = B(VS) | B(LGKM),
                    [TG_EV_LDS] = B(LGKM), [TG_EV_SMEM] = B(KM), [TG_EV_MSG] = B(KM),
                    [TG_EV_EXP] = B(EXP), [TG_EV_BARRIER_KM] = B(KM),
                    [TG_EV_CACHE_INV] = B(VM), [TG_EV_CACHE_WB] = B(VS)},
    .ev_queue = {[TG_EV_VMEM_LOAD] = TG_Q_VM, [TG_EV_VMEM_STORE] = TG_Q_VS,
                 [TG_EV_SAMPLE] = TG_Q_SAMPLE, [TG_EV_BVH] = TG_Q_BVH,
                 [TG_EV_FLAT_LOAD] = TG_Q_VM, [TG_EV_FLAT_STORE] = TG_Q_VS,
                 [TG_EV_LDS] = TG_Q_LDS, [TG_EV_EXP] = TG_Q_EXP,
                 [TG_EV_CACHE_INV] = TG_Q_VM, [TG_EV_CACHE_WB] = TG_Q_VS},
    .ev_queue2 = {[TG_EV_FLAT_LOAD] = TG_Q_LDS, [TG_EV_FLAT_STORE] = TG_Q_LDS},
    .ev_any = {[TG_EV_FLAT_LOAD] = 1, [TG_EV_FLAT_STORE] = 1}};

/* gfx1250: no sample/bvh/exp waits; xcnt, asynccnt, tensorcnt added.
 * xcnt (isa-facts; LLVM 22 SIInsertWaitcnts, X_CNT with its VMEM_GROUP and
 * SMEM_GROUP events): every vector-memory access (buffer, global, scratch,
 * FLAT; not cache invalidates or writebacks, not the async and tensor copies
 * to LDS) and every scalar-memory access counts on it until its address is
 * translated, and until then the registers it reads (address, data, SGPR
 * base, EXEC) must not be overwritten. Translation is in issue order among
 * vector-memory accesses (stores and loads alike), out of order for scalar
 * ones; an operation that completed was translated (tg_xcnt_in_order,
 * state.c). */
static const gen_model gfx1250 = {
    .max = {[TG_CNT_VM] = 63, [TG_CNT_VS] = 63, [TG_CNT_LGKM] = 63, [TG_CNT_KM] = 31,
            [TG_CNT_X] = 63, [TG_CNT_ASYNC] = 63, [TG_CNT_TENSOR] = 63},
    .ev_counters = {[TG_EV_VMEM_LOAD] = B(VM) | B(X), [TG_EV_VMEM_STORE] = B(VS) | B(X),
                    [TG_EV_FLAT_LOAD] = B(VM) | B(LGKM) | B(X),
                    [TG_EV_FLAT_STORE] = B(VS) | B(LGKM) | B(X),
                    [TG_EV_LDS] = B(LGKM), [TG_EV_SMEM] = B(KM) | B(X), [TG_EV_MSG] = B(KM),
                    [TG_EV_BARRIER_KM] = B(KM), [TG_EV_ASYNC] = B(ASYNC),
                    [TG_EV_TENSOR] = B(TENSOR), [TG_EV_CACHE_INV] = B(VM),
                    [TG_EV_CACHE_WB] = B(VS)},
    .ev_queue = {[TG_EV_VMEM_LOAD] = TG_Q_VM, [TG_EV_VMEM_STORE] = TG_Q_VS,
                 [TG_EV_FLAT_LOAD] = TG_Q_VM, [TG_EV_FLAT_STORE] = TG_Q_VS,
                 [TG_EV_LDS] = TG_Q_LDS, [TG_EV_ASYNC] = TG_Q_ASYNC,
                 [TG_EV_TENSOR] = TG_Q_TENSOR, [TG_EV_CACHE_INV] = TG_Q_VM,
                 [TG_EV_CACHE_WB] = TG_Q_VS},
    .ev_queue2 = {[TG_EV_FLAT_LOAD] = TG_Q_LDS, [TG_EV_FLAT_STORE] = TG_Q_LDS},
    .ev_any = {[TG_EV_FLAT_LOAD] = 1, [TG_EV_FLAT_STORE] = 1}};

typedef struct cpu_row {
  const char *name;
  tg_gen gen;
  uint32_t features; /* TG_CF_* */
} cpu_row;

/* Generated from LLVM 22's processor and subtarget tables. */
static const cpu_row cpu_rows[WW_NCPUS] = {
#define TG_CPU(id, name, gen, features, ninsts) [WW_CPU_##id] = {name, gen, features},
#include "amdgpu_cpus.inc"
#undef TG_CPU
};

/* SGPRs that can be named (isa-facts): s0..s101 on GFX9, s0..s105 later. */
#define NUM_SGPRS_GFX9 102
#define NUM_SGPRS_GFX10 106

static tg_target targets[WW_NCPUS];
static int targets_ready;

static void init_targets(void) {
  for (int i = 0; i < WW_NCPUS; i++) {
    const cpu_row *r = &cpu_rows[i];
    const gen_model *g = r->gen == TG_GFX9 ? &gfx9
                         : r->gen <= TG_GFX11 ? &gfx10
                         : r->gen == TG_GFX12 ? &gfx12 : &gfx1250;
    tg_target *t = &targets[i];
    t->name = r->name;
    t->cpu = (tg_cpu)i;
    t->gen = r->gen;
    memcpy(t->max, g->max, sizeof t->max);
    for (int c = 0; c < TG_NCNT; c++)
      if (t->max[c] > TG_COUNT_MAX) ww_die("a counter maximum does not fit tg_wait's count byte");
    memcpy(t->ev_counters, g->ev_counters, sizeof t->ev_counters);
    memcpy(t->ev_queue, g->ev_queue, sizeof t->ev_queue);
    memcpy(t->ev_queue2, g->ev_queue2, sizeof t->ev_queue2);
    memcpy(t->ev_any, g->ev_any, sizeof t->ev_any);
    for (int c = 0; c < TG_NCNT; c++)
      t->cnt_name[c] = t->max[c] ? (r->gen >= TG_GFX12 ? names_12 : names_pre12)[c] : NULL;
    t->back_off_barrier = !!(r->features & TG_CF_BACK_OFF_BARRIER);
    t->vmem_write_vgpr_in_order = !!(r->features & TG_CF_VMEM_WRITE_VGPR_IN_ORDER);
    t->has_agprs = !!(r->features & TG_CF_MAI_INSTS);
    t->has_lds_dma = !!(r->features & TG_CF_VMEM_TO_LDS_LOAD);
    t->has_gfx940_cache_bits = !!(r->features & TG_CF_GFX940_INSTS);
    t->has_packed_tid = !!(r->features & TG_CF_PACKED_TID);
    t->has_async_lds = r->gen == TG_GFX1250;
    t->has_split_barrier = r->gen >= TG_GFX12;
    const tg_inst_desc *waitcnt = tg_inst_lookup("s_waitcnt", 9);
    t->has_legacy_waitcnt = waitcnt && tg_target_accepts(t, waitcnt);
    t->num_vgprs = 256;
    t->num_sgprs = r->gen == TG_GFX9 ? NUM_SGPRS_GFX9 : NUM_SGPRS_GFX10;
  }
  targets_ready = 1;
}

const tg_target *tg_target_by_cpu(tg_cpu cpu) {
  if (!targets_ready) init_targets();
  return (unsigned)cpu < WW_NCPUS ? &targets[cpu] : NULL;
}

const tg_target *tg_target_lookup(const char *name, size_t len) {
  /* Accept a full target id: "amdgcn-amd-amdhsa--gfx90a:xnack+". */
  for (size_t i = len; i >= 2; i--)
    if (name[i - 1] == '-' && name[i - 2] == '-') {
      name += i;
      len -= i;
      break;
    }
  for (size_t i = 0; i < len; i++)
    if (name[i] == ':') len = i;
  for (int i = 0; i < WW_NCPUS; i++)
    if (strlen(cpu_rows[i].name) == len && memcmp(cpu_rows[i].name, name, len) == 0)
      return tg_target_by_cpu((tg_cpu)i);
  return NULL;
}

const char *tg_target_names(void) {
  static const char names[] =
#define TG_CPU(id, name, gen, features, ninsts) ", " name
#include "amdgpu_cpus.inc"
#undef TG_CPU
      ;
  return names + 2; /* past the first ", " */
}

int tg_target_accepts(const tg_target *t, const struct tg_inst_desc *d) {
  return (int)((tg_inst_cpus(d) >> t->cpu) & 1);
}

tg_counter tg_queue_home(tg_queue q) {
  switch (q) {
  case TG_Q_VS: return TG_CNT_VS;
  case TG_Q_SAMPLE: return TG_CNT_SAMPLE;
  case TG_Q_BVH: return TG_CNT_BVH;
  case TG_Q_LDS: case TG_Q_GDS: return TG_CNT_LGKM;
  case TG_Q_EXP: return TG_CNT_EXP;
  case TG_Q_ASYNC: return TG_CNT_ASYNC;
  case TG_Q_TENSOR: return TG_CNT_TENSOR;
  default: return TG_CNT_VM;
  }
}

int tg_counter_by_name(const tg_target *t, const char *name, size_t len) {
  for (int c = 0; c < TG_NCNT; c++)
    if (t->cnt_name[c] && strlen(t->cnt_name[c]) == len && memcmp(t->cnt_name[c], name, len) == 0)
      return c;
  return -1;
}

void tg_wait_none(tg_wait *w) {
  for (int c = 0; c < TG_NCNT; c++) w->cnt[c] = TG_NO_WAIT;
}

void tg_wait_merge(tg_wait *dst, const tg_wait *src) {
  for (int c = 0; c < TG_NCNT; c++)
    if (src->cnt[c] >= 0 && (dst->cnt[c] < 0 || src->cnt[c] < dst->cnt[c]))
      dst->cnt[c] = src->cnt[c];
}

/* ---- s_waitcnt immediate layouts (isa-facts §2, checked with llvm-mc-22) ---- */
/* On GFX12 the legacy s_waitcnt keeps the GFX11 layout; LLVM reads its vmcnt
 * field as loadcnt, lgkmcnt as dscnt. */

uint32_t tg_waitcnt_encode(const tg_target *t, const tg_wait *w) {
  int vm = w->cnt[TG_CNT_VM] >= 0 ? w->cnt[TG_CNT_VM] : 63;
  int lgkm = w->cnt[TG_CNT_LGKM] >= 0 ? w->cnt[TG_CNT_LGKM] : (t->gen == TG_GFX9 ? 15 : 63);
  int exp = w->cnt[TG_CNT_EXP] >= 0 ? w->cnt[TG_CNT_EXP] : 7;
  switch (t->gen) {
  case TG_GFX9:
    return (uint32_t)((vm & 15) | ((vm >> 4) << 14) | (exp << 4) | ((lgkm & 15) << 8));
  case TG_GFX10:
    return (uint32_t)((vm & 15) | ((vm >> 4) << 14) | (exp << 4) | ((lgkm & 63) << 8));
  default:
    return (uint32_t)((vm << 10) | exp | ((lgkm & 63) << 4));
  }
}

void tg_waitcnt_decode(const tg_target *t, uint32_t imm, tg_wait *w) {
  tg_wait_none(w);
  int vm, exp, lgkm, lgkm_max;
  switch (t->gen) {
  case TG_GFX9:
    vm = (int)((imm & 15) | (((imm >> 14) & 3) << 4));
    exp = (int)((imm >> 4) & 7);
    lgkm = (int)((imm >> 8) & 15);
    lgkm_max = 15;
    break;
  case TG_GFX10:
    vm = (int)((imm & 15) | (((imm >> 14) & 3) << 4));
    exp = (int)((imm >> 4) & 7);
    lgkm = (int)((imm >> 8) & 63);
    lgkm_max = 63;
    break;
  default:
    vm = (int)((imm >> 10) & 63);
    exp = (int)(imm & 7);
    lgkm = (int)((imm >> 4) & 63);
    lgkm_max = 63;
    break;
  }
  if (vm != 63) w->cnt[TG_CNT_VM] = (int8_t)vm;
  if (exp != 7) w->cnt[TG_CNT_EXP] = (int8_t)exp;
  if (lgkm != lgkm_max) w->cnt[TG_CNT_LGKM] = (int8_t)lgkm;
}

/* GFX12+ single-counter wait instructions, in the order LLVM emits them. */
static const struct { tg_counter c; const char *insn; } gfx12_waits[] = {
    {TG_CNT_VM, "s_wait_loadcnt"},     {TG_CNT_SAMPLE, "s_wait_samplecnt"},
    {TG_CNT_BVH, "s_wait_bvhcnt"},     {TG_CNT_EXP, "s_wait_expcnt"},
    {TG_CNT_VS, "s_wait_storecnt"},    {TG_CNT_X, "s_wait_xcnt"},
    {TG_CNT_ASYNC, "s_wait_asynccnt"}, {TG_CNT_TENSOR, "s_wait_tensorcnt"},
    {TG_CNT_LGKM, "s_wait_dscnt"},     {TG_CNT_KM, "s_wait_kmcnt"},
};

/* ww_buf_printf, or nothing when only the instructions are counted. */
static void WW_PRINTF(2, 3) emit(ww_buf *out, const char *fmt, ...) {
  if (!out) return;
  va_list ap;
  va_start(ap, fmt);
  ww_buf_vprintf(out, fmt, ap);
  va_end(ap);
}

int tg_wait_print(const tg_target *t, const tg_wait *w, ww_buf *out) {
  int n = 0;
  if (t->gen <= TG_GFX11) {
    int legacy = w->cnt[TG_CNT_VM] >= 0 || w->cnt[TG_CNT_LGKM] >= 0 || w->cnt[TG_CNT_EXP] >= 0;
    if (legacy) {
      emit(out, "s_waitcnt");
      static const tg_counter order[] = {TG_CNT_VM, TG_CNT_EXP, TG_CNT_LGKM};
      for (int i = 0; i < 3; i++)
        if (w->cnt[order[i]] >= 0)
          emit(out, " %s(%d)", t->cnt_name[order[i]], w->cnt[order[i]]);
      n++;
    }
    if (w->cnt[TG_CNT_VS] >= 0) {
      emit(out, "%ss_waitcnt_vscnt null, 0x%x", n ? "\n\t" : "", w->cnt[TG_CNT_VS]);
      n++;
    }
    return n;
  }
  tg_wait rest = *w;
  /* LLVM combines loadcnt or storecnt with dscnt: (cnt << 8) | dscnt. */
  if (rest.cnt[TG_CNT_LGKM] >= 0 && (rest.cnt[TG_CNT_VM] >= 0 || rest.cnt[TG_CNT_VS] >= 0)) {
    tg_counter other = rest.cnt[TG_CNT_VM] >= 0 ? TG_CNT_VM : TG_CNT_VS;
    emit(out, "%s 0x%x",
                  other == TG_CNT_VM ? "s_wait_loadcnt_dscnt" : "s_wait_storecnt_dscnt",
                  (rest.cnt[other] << 8) | rest.cnt[TG_CNT_LGKM]);
    rest.cnt[other] = TG_NO_WAIT;
    rest.cnt[TG_CNT_LGKM] = TG_NO_WAIT;
    n++;
  }
  for (size_t i = 0; i < sizeof gfx12_waits / sizeof gfx12_waits[0]; i++) {
    tg_counter c = gfx12_waits[i].c;
    if (rest.cnt[c] < 0 || !t->max[c]) continue;
    emit(out, "%s%s 0x%x", n ? "\n\t" : "", gfx12_waits[i].insn, rest.cnt[c]);
    n++;
  }
  return n;
}

const char *tg_event_name(tg_event e) {
  static const char *const names[TG_NEVENTS] = {
      "none",  "vmem-load", "vmem-store", "sample", "bvh", "lds-dma", "flat-load",
      "flat-store", "lds", "gds", "smem", "message", "export", "async-lds", "tensor",
      "barrier-state", "cache-invalidate", "cache-writeback"};
  return (unsigned)e < TG_NEVENTS ? names[e] : "?";
}
