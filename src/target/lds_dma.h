/*
 * lds_dma.h - the facts about LDS DMA (global/buffer -> LDS without
 * registers) that the gather planner relies on, per target.
 *
 * Which widths a target has is read from the instruction table generated
 * out of LLVM 22 (a width exists when its global_load_lds_* mnemonic is
 * accepted for the CPU); the remaining facts, each with its source, are in
 * lds_dma.c. Facts LLVM does not settle are marked "reading" there and in
 * docs/internals/gather.md.
 */
#ifndef WW_LDS_DMA_H
#define WW_LDS_DMA_H

#include "target.h"

typedef struct tg_dma_width {
  const char *global_mnemonic; /* global_load_lds_* */
  const char *buffer_mnemonic; /* buffer_load_* ... lds (zero-fills out-of-range lanes) */
  int bytes;                   /* bytes each lane reads from memory */
  int lds_stride;              /* bytes between consecutive lanes' LDS slots */
  int lds_bytes;               /* bytes each lane writes to LDS (1 and 2 widen to 4) */
  int lds_modifier;            /* spelled `global_load_dword vaddr, off [offset:N] lds`
                                  (gfx90a) rather than global_load_lds_dword */
  const char *display;         /* as the plan prints it */
  int per_lane;                /* gfx1250 global_load_async_to_lds_*: each lane's LDS
                                  address in a VGPR (no M0, no stride), on asynccnt */
} tg_dma_width;

#define TG_DMA_MAX_WIDTHS 5

/* The widths target t has, narrowest first; returns how many (0: none the
 * planner can use: no LDS DMA, or no back-off barrier, so a barrier needs
 * every memory operation done anyway: gfx900-gfx908). */
int tg_dma_widths(const tg_target *t, tg_dma_width out[TG_DMA_MAX_WIDTHS]);
/* The facts of the global_load_lds_* width of `bytes` on any target (the
 * kernel IR's dma statement): 0 and *out, or -1 when no target has it. */
int tg_dma_width_facts(int bytes, tg_dma_width *out);
/* The same for a per-lane-addressed async width (global_load_async_to_lds_*,
 * gfx1250: 1, 4, 8, 16 bytes, each written exactly, no widening): the dma
 * statement's laddr form. */
int tg_dma_lane_width_facts(int bytes, tg_dma_width *out);

/* Instruction offset of global_load_lds_*: 13-bit signed bytes on gfx942 and
 * gfx950 (llvm-mc-22). The planner uses only the non-negative part, see
 * lds_dma.c. */
#define TG_DMA_OFFSET_MIN (-4096)
#define TG_DMA_OFFSET_MAX 4095
/* buffer_load_* ... lds: 12-bit unsigned (llvm-mc-22). */
#define TG_DMA_BUFFER_OFFSET_MAX 4095
/* Alignment in bytes the planner demands of each lane's global address and
 * of M0 plus the offset (reading, see lds_dma.c). */
#define TG_DMA_ALIGN 4

/* gfx1250 global_load_async_to_lds_*: a 24-bit signed instruction offset
 * (llvm-mc-22), added to the global and to the LDS address; negative ones
 * are not allowed by the hardware (reading, lds_dma.c). */
#define TG_ASYNC_OFFSET_MIN (-8388608)
#define TG_ASYNC_OFFSET_MAX 8388607
/* The widest async lane; a lane's global and LDS addresses are multiples of
 * its width (reading, lds_dma.c). */
#define TG_ASYNC_MAX_WIDTH 16
/* gfx1250 runs 32-lane waves only (clang-22: wavefrontsize64 "cannot be
 * specified on this target"). */
#define TG_ASYNC_WAVE 32

/* Does t move tiles with per-lane-addressed async loads (gfx1250)? */
int tg_dma_per_lane(const tg_target *t);

/* Bytes of LDS a workgroup may allocate on t (llc-22's "local memory
 * exceeds limit"); 0 when unknown. */
long tg_lds_bytes(const tg_target *t);

/* Work-items a workgroup may have on t (every AMDGPU target: 1,024, the
 * largest amdgpu-flat-work-group-size; 16 waves of 64, 32 of 32). */
int tg_workgroup_max_items(const tg_target *t); /* t may be NULL (no target) */

#endif
