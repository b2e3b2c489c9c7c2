/*
 * lower.h - the lowerings of kernel-IR programs after the pipeliner
 * (src/pipeline): to CUDA C with cp.async (lower_cuda*.c), and of async
 * global-to-shared copies to LDS DMA loads planned by src/gather
 * (lower_dma.c). The asyncmark lowering (commit groups to async marks) is
 * part of pl_pipeline itself (PL_LOWER_ASYNCMARK, pipeline.c).
 *
 * Layering: lower depends on kir, pipeline (its options and result codes),
 * gather and target; nothing below it depends on lower.
 */
#ifndef WW_LOWER_H
#define WW_LOWER_H

#include "../pipeline/pipeline.h"

/* lower_cuda.c (with lower_cuda_sync.c, _kernel.c, _names.c): CUDA C for
 * a program pl_pipeline left with one queue and constant counts
 * (PL_LOWER_CUDA): cp.async copies, commit_group,
 * wait_group N and the __syncthreads() the block's threads need. Appends the
 * source to out. Returns 0, or -1 with located errors in d (constructs that
 * have no lowering: copies cp.async cannot do, computing async statements,
 * shared buffers of symbolic size ...). */
int lower_cuda(const kir_program *prog, ww_buf *out, ww_diags *d);

/* lower_dma.c: every async copy from a global region into a shared one
 * becomes the LDS DMA loads of the gather planner's plan for target t
 * (`dma` statements on the copy's group); copies it cannot lower stay, with
 * a warning (an error when strict). Returns 0, -1 with errors in d, or
 * PL_PIPELINE_INTERNAL. */
typedef struct lower_dma_stats {
  int copies;          /* eligible copies seen */
  int lowered;         /* of them lowered */
  int loads;           /* dma statements made */
} lower_dma_stats;
int lower_dma(kir_program *prog, const tg_target *t, int strict, lower_dma_stats *st, ww_diags *d);

#endif
