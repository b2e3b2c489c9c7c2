/*
 * lds_dma.c - LDS DMA facts per target, with their sources.
 *
 * Checked with LLVM 22 (tests/lit/gather/facts.test repeats each check):
 *  - widths: llvm-mc-22 accepts global_load_lds_{ubyte,sbyte,ushort,sshort,
 *    dword} on gfx942 and gfx950, global_load_lds_dwordx3/x4 on gfx950 only
 *    ("instruction not supported on this GPU" on gfx942), no dwordx2 on
 *    either. clang-22's __builtin_amdgcn_global_load_lds accepts sizes 1, 2,
 *    4 on gfx942 and 1, 2, 4, 12, 16 on gfx950 ("invalid size value"
 *    otherwise). buffer_load_{ubyte,...,dword} ... lds on both,
 *    buffer_load_dwordx3/x4 ... lds on gfx950 only. The table here is read
 *    from the generated instruction table, not typed per CPU.
 *  - instruction offset: global_load_lds_* takes a 13-bit signed byte
 *    offset, -4096..4095 ("expected a 13-bit signed offset"). The same
 *    offset is added to the global address and to the LDS address. clang-22
 *    silently wraps a builtin offset outside that range (4096 becomes
 *    offset:-4096, 8192 becomes 0): emitted HIP never passes one.
 *    buffer_load ... lds: 12-bit unsigned, 0..4095; llvm-mc-22 encodes
 *    offset:4096 as 0 without an error: never emit one.
 *  - 1- and 2-byte loads are zero/sign extended to 32 bits in LDS
 *    (../reference/003_*, and the sbyte/sshort forms exist only for that):
 *    a lane writes 4 bytes, so they cannot place packed 1- or 2-byte data.
 *  - zero fill: only the buffer forms range-check (a lane outside the buffer
 *    descriptor's range reads 0 and still writes its LDS slot);
 *    global_load_lds has no range check, an exec-masked lane is the only way
 *    to skip a slot there.
 *  - gfx90a spells the global form `global_load_dword v[2:3], off offset:16
 *    lds` (llvm-mc-22; the modifier after the offset; gfx942 rejects it) and
 *    has widths 1, 2, 4 (clang-22's builtin: 1, 2, 4 on gfx90a). The table
 *    has the lds form per mnemonic, not per CPU: the rule is here.
 *  - LDS bytes per workgroup: llc-22 "local memory (N) exceeds limit (65536)"
 *    on gfx942, "(163840)" on gfx950.
 *  - gfx1250 (and gfx1251): global_load_async_to_lds_b8/b32/b64/b128
 *    `vLDS, v[a:a+1], off` or `vLDS, vOFF, s[b:b+1]` (saddr form), 1, 4, 8
 *    and 16 bytes; llvm-mc-22 has no b16 or b96 ("invalid instruction") and
 *    no global_load_lds_* there. The first operand is the lane's LDS byte
 *    address (a VGPR: any lane anywhere, no M0, no stride): llc-22 moves the
 *    builtin's LDS pointer into that VGPR (facts-gfx1250.test), and LLVM
 *    PR 190776 maps that operand to a VGPR where the older DMA used M0.
 *    clang-22's __builtin_amdgcn_global_load_async_to_lds_b8/b32/b64/b128
 *    take (global pointer, LDS pointer, offset, cpol).
 *  - b8 writes one byte of LDS: llc-22 gives GLOBAL_LOAD_ASYNC_TO_LDS_B8 a
 *    (s8) LDS memory operand, where global_load_lds_ubyte has (store (s32))
 *    (facts.test); so on gfx1250 every width is exact, 1-byte data included.
 *  - offset: 24-bit signed, -8388608..8388607 ("expected a 24-bit signed
 *    offset"); added to both the global and the LDS address (LLVM PR 176816,
 *    SILoadStoreOptimizer compensates the LDS address for it); clang-22
 *    wraps 8388608 to -8388608 silently. Negative offsets: "not allowed by
 *    the HW" (LLVM PR 185078, after LLVM 22; llvm-mc-22 and llc-22 still
 *    accept them). The planner emits offset 0 only.
 *  - counted on asynccnt, in order, waited with s_wait_asynccnt N (SIInsertWaitcnts;
 *    target.c), and LLVM 22 puts no such wait before a barrier on its own.
 *    global_store_async_from_lds_* is the other direction (LDS -> global),
 *    not a tile load.
 *  - LDS per workgroup on gfx1250: llc-22 "local memory (327684) exceeds
 *    limit (327680)". Waves: 32 lanes only (TG_ASYNC_WAVE).
 * Not settled by LLVM (readings taken, docs/internals/gather.md):
 *  - gfx1250 alignment: LLVM gives the builtin's memory operands align 1 and
 *    does not check; reading: a lane's global and LDS addresses are
 *    multiples of its width (natural alignment), which the planner demands.
 *  - per-lane LDS stride: the slot of lane i is M0 + offset + i * stride.
 *    For 4 bytes the stride is 4 (LLVM's lds-dma tests, the ISA's TID*4).
 *    For 12 bytes LLVM says nothing; reading: packed, stride 12 (every
 *    lane's 12 bytes contiguous after the previous lane's, as
 *    ../reference/003_* describes "contiguously"). One table entry to
 *    change if hardware says 16.
 *  - an exec-masked lane: reading: its slot is not written and the other
 *    lanes keep theirs (slot = lane id, not compacted).
 *  - alignment: reading: each lane's global address and M0 + offset are
 *    multiples of 4 (the LDS side is written in dwords); no wider alignment
 *    is asked of 12- and 16-byte lanes.
 *  - the planner uses offsets 0..4095 only: whether a negative offset is
 *    subtracted from the LDS address like from the global one is not
 *    stated by LLVM.
 */
#include "lds_dma.h"
#include "inst_table.h"

#include <string.h>

static const struct {
  const char *global, *buffer;
  int bytes, lds_stride, lds_bytes;
} widths[] = {
    {"global_load_lds_ubyte", "buffer_load_ubyte", 1, 4, 4},
    {"global_load_lds_ushort", "buffer_load_ushort", 2, 4, 4},
    {"global_load_lds_dword", "buffer_load_dword", 4, 4, 4},
    {"global_load_lds_dwordx3", "buffer_load_dwordx3", 12, 12, 12},
    {"global_load_lds_dwordx4", "buffer_load_dwordx4", 16, 16, 16},
};
_Static_assert(sizeof widths / sizeof widths[0] == TG_DMA_MAX_WIDTHS, "one row per width");

int tg_dma_width_facts(int bytes, tg_dma_width *out) {
  for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++)
    if (widths[i].bytes == bytes) {
      *out = (tg_dma_width){widths[i].global, widths[i].buffer, widths[i].bytes, widths[i].lds_stride,
                            widths[i].lds_bytes, 0, widths[i].global, 0};
      return 0;
    }
  return -1;
}

static int accepts(const tg_target *t, const char *m) {
  const tg_inst_desc *d = tg_inst_lookup(m, strlen(m));
  return d && tg_target_accepts(t, d);
}

/* gfx1250's per-lane-addressed async loads, narrowest first */
static const struct { const char *m; int bytes; } async_widths[] = {
    {"global_load_async_to_lds_b8", 1},
    {"global_load_async_to_lds_b32", 4},
    {"global_load_async_to_lds_b64", 8},
    {"global_load_async_to_lds_b128", 16},
};
_Static_assert(sizeof async_widths / sizeof async_widths[0] <= TG_DMA_MAX_WIDTHS, "fits the width table");

int tg_dma_lane_width_facts(int bytes, tg_dma_width *out) {
  for (size_t i = 0; i < sizeof async_widths / sizeof async_widths[0]; i++)
    if (async_widths[i].bytes == bytes) {
      *out = (tg_dma_width){async_widths[i].m, NULL, bytes, 0, bytes, 0, async_widths[i].m, 1};
      return 0;
    }
  return -1;
}

int tg_dma_per_lane(const tg_target *t) {
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  return tg_dma_widths(t, w) > 0 && w[0].per_lane;
}

int tg_dma_widths(const tg_target *t, tg_dma_width out[TG_DMA_MAX_WIDTHS]) {
  int n = 0;
  if (t->has_async_lds) {
    for (size_t i = 0; i < sizeof async_widths / sizeof async_widths[0]; i++)
      if (accepts(t, async_widths[i].m))
        out[n++] = (tg_dma_width){async_widths[i].m, NULL, async_widths[i].bytes, 0, async_widths[i].bytes,
                                  0, async_widths[i].m, 1};
    return n;
  }
  for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
    if (!accepts(t, widths[i].global)) continue;
    out[n] = (tg_dma_width){widths[i].global, widths[i].buffer, widths[i].bytes, widths[i].lds_stride,
                            widths[i].lds_bytes, 0, widths[i].global, 0};
    n++;
  }
  if (n || t->gen != TG_GFX9 || !t->has_lds_dma || !t->back_off_barrier) return n;
  /* gfx90a: the same DMA spelled with the lds modifier, 1, 2 and 4 bytes */
  static const struct { const char *m, *display; int bytes; } legacy[] = {
      {"global_load_ubyte", "global_load_ubyte ... lds", 1},
      {"global_load_ushort", "global_load_ushort ... lds", 2},
      {"global_load_dword", "global_load_dword ... lds", 4},
  };
  for (size_t i = 0; i < sizeof legacy / sizeof legacy[0]; i++)
    if (accepts(t, legacy[i].m))
      out[n++] = (tg_dma_width){legacy[i].m, NULL, legacy[i].bytes, 4, 4, 1, legacy[i].display, 0};
  return n;
}

/* llc-22: "local memory (N) exceeds limit (L)". */
#define TG_LDS_BYTES_GFX9 65536L
#define TG_LDS_BYTES_GFX950 163840L
#define TG_LDS_BYTES_GFX1250 327680L /* gfx1250, gfx1251 */

#define TG_WORKGROUP_MAX_ITEMS 1024

int tg_workgroup_max_items(const tg_target *t) {
  (void)t;
  return TG_WORKGROUP_MAX_ITEMS;
}

long tg_lds_bytes(const tg_target *t) {
  if (t->cpu == WW_CPU_GFX950) return TG_LDS_BYTES_GFX950;
  if (t->gen == TG_GFX1250) return TG_LDS_BYTES_GFX1250; /* gfx1250 and gfx1251 alike */
  if (t->gen == TG_GFX9) return TG_LDS_BYTES_GFX9;
  return 0;
}
