/*
 * pipeline.h - software pipelining of kernel-IR loops with asynchronous
 * stages (the TVM RFC, ../shared/reference/002_*), exact wait counts, and
 * lowering to async marks or to CUDA cp.async. Lowering merges every queue
 * into one (the hardware has one) and recomputes the counts on the merged
 * sequence, with the prologue and epilogue unrolled so that they are
 * constants; commit groups then become asyncmark, waits wait_asyncmark(N).
 *
 * A loop annotated with @software_pipeline_stage/_order/_async_stages is
 * rewritten into prologue, body and epilogue; buffers written in one stage
 * and read in a later one get one version per stage in between; statements
 * of an async stage are committed to that stage's queue; and every wait
 * count is computed by replaying the schedule: a consumer needs the latest
 * group holding an operation it conflicts with (reads its destination,
 * writes its source or destination, on the same buffer version and
 * overlapping elements), and the count is the number of groups committed
 * after that one. Waits that earlier ones imply are dropped, and each count
 * is raised while the replay still finds every consumer satisfied, so that
 * raising any count by one breaks the program (tests check it with `run`).
 */
#ifndef WW_PIPELINE_H
#define WW_PIPELINE_H

#include "../kir/kir.h"

typedef enum pl_lower {
  PL_LOWER_NONE,
  PL_LOWER_ASYNCMARK,  /* one queue, asyncmark / wait_asyncmark(N) */
  PL_LOWER_CUDA,       /* one queue, constant counts: for lower_cuda.c */
} pl_lower;

typedef struct pl_pipeline_opts {
  pl_lower lower;
  /* non-NULL: each pipelined loop's schedule is appended as a line of
   * JSON (explain.c; pipeline --explain=html draws them) */
  ww_buf *explain;
} pl_pipeline_opts;

typedef struct pl_pipeline_stats {
  int loops;           /* loops pipelined */
  int waits;           /* wait statements emitted */
  int groups;          /* commit scopes emitted */
  long in_flight;      /* sum over emitted waits of their constant counts
                          (expressions: at their first instance) */
} pl_pipeline_stats;

/* pl_pipeline's result when the pipeliner itself is at fault (its output
 * would be wrong, or fails the IR verifier in debug builds): the command
 * exits with status 70, not 2 (bad input). */
#define PL_PIPELINE_INTERNAL (-2)

/* Pipelines every annotated loop of every kernel in place (inner loops
 * first). Returns 0, -1 with located errors in d, or PL_PIPELINE_INTERNAL. */
int pl_pipeline(kir_program *prog, const pl_pipeline_opts *o, pl_pipeline_stats *st,
                 ww_diags *d);

#endif
