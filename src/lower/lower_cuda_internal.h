/*
 * lower_cuda_internal.h - what the CUDA lowering's files share: the kernel
 * being lowered (its lets and loops by variable id), who runs each
 * statement (the thread mapping, lower_cuda.c's header), and the barriers
 * lower_cuda_sync.c plans for it.
 *
 * The files, each depending only on those above it:
 *   lower_cuda_names.c   lower_cuda_nameset, lower_cuda_reserved: sets of names, C++ words
 *   lower_cuda_kernel.c  lower_cuda_let_value, lower_cuda_on_thread0: facts about the kernel
 *   lower_cuda_sync.c    lower_cuda_plan_barriers: the __syncthreads() it needs
 *   lower_cuda.c         lower_cuda: checks and prints the CUDA source
 */
#ifndef WW_LOWER_CUDA_INTERNAL_H
#define WW_LOWER_CUDA_INTERNAL_H

#include "lower.h"

/* lower_cuda_names.c: a set of names (the strings are not copied: they
 * must outlive it); free v when done. */
typedef struct lower_cuda_nameset {
  const char **v;
  size_t cap, n;
} lower_cuda_nameset;
int lower_cuda_ns_has(const lower_cuda_nameset *s, const char *name);
void lower_cuda_ns_add(lower_cuda_nameset *s, const char *name);
/* Is an IR name unusable as it is in the output (a C++ keyword, a CUDA
 * built-in, or a prefix the lowering keeps for itself)? */
int lower_cuda_reserved(const char *s);

/* A __syncthreads() the analysis put before a statement, and why (the
 * first conflict it found there, for the comment in the output). */
typedef enum lower_cuda_why { LOWER_CUDA_WHY_RAW, LOWER_CUDA_WHY_WAR, LOWER_CUDA_WHY_WAW } lower_cuda_why;
typedef struct lower_cuda_mark {
  const kir_stmt *stmt;       /* NULL: removed */
  const kir_buf *buf;
  lower_cuda_why why;
} lower_cuda_mark;

typedef struct lower_cuda_kernel {
  const kir_kernel *k;
  const kir_expr **let_value;   /* by var id: a let's value, else NULL */
  const kir_stmt **loop_of;     /* by var id: a loop variable's `for`, else NULL */
  int nvars;
  lower_cuda_mark *marks;
  int nmarks, capmarks;
} lower_cuda_kernel;

/* lower_cuda_kernel.c: does a statement inside `async` or a store to shared or global memory run
 * on thread 0 alone? (Only synchronous element stores to non-local buffers.) */
int lower_cuda_on_thread0(const kir_stmt *s, int in_async);

/* Follows lets: the expression a variable stands for, or NULL. */
const kir_expr *lower_cuda_let_value(const lower_cuda_kernel *K, const kir_var *v);

/* lower_cuda_sync.c: plans the barriers of K's kernel (K->marks): every
 * place where a thread may touch shared or global memory that another
 * thread accessed since the last barrier, one of them writing. */
void lower_cuda_plan_barriers(lower_cuda_kernel *K);
/* The mark before s, or NULL. */
const lower_cuda_mark *lower_cuda_barrier_before(const lower_cuda_kernel *K, const kir_stmt *s);
/* May two accesses at the same point of the program (same values of every
 * variable) touch a common element? 1 when it cannot be decided. */
int lower_cuda_may_overlap(const lower_cuda_kernel *K, const kir_access *x, const kir_access *y);

#endif
