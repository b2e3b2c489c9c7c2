/*
 * lower_cuda_internal.h - what the CUDA lowering's files share: the kernel
 * being lowered (its lets and loops by variable id), who runs each
 * statement (the thread mapping, lower_cuda.c's header), and the barriers
 * lower_cuda_sync.c plans for it.
 *
 * The files, each depending only on those above it:
 *   lower_cuda_names.c   lc_nameset, lc_reserved: sets of names, C++ words
 *   lower_cuda_kernel.c  lc_let_value, lc_on_thread0: facts about the kernel
 *   lower_cuda_sync.c    lc_plan_barriers: the __syncthreads() it needs
 *   lower_cuda.c         kir_lower_cuda: checks and prints the CUDA source
 */
#ifndef WW_LOWER_CUDA_INTERNAL_H
#define WW_LOWER_CUDA_INTERNAL_H

#include "lower.h"

/* lower_cuda_names.c: a set of names (the strings are not copied: they
 * must outlive it); free v when done. */
typedef struct lc_nameset {
  const char **v;
  size_t cap, n;
} lc_nameset;
int lc_ns_has(const lc_nameset *s, const char *name);
void lc_ns_add(lc_nameset *s, const char *name);
/* Is an IR name unusable as it is in the output (a C++ keyword, a CUDA
 * built-in, or a prefix the lowering keeps for itself)? */
int lc_reserved(const char *s);

/* A __syncthreads() the analysis put before a statement, and why (the
 * first conflict it found there, for the comment in the output). */
typedef enum lc_why { LC_WHY_RAW, LC_WHY_WAR, LC_WHY_WAW } lc_why;
typedef struct lc_mark {
  const kir_stmt *stmt;       /* NULL: removed */
  const kir_buf *buf;
  lc_why why;
} lc_mark;

typedef struct lc_kernel {
  const kir_kernel *k;
  const kir_expr **let_value;   /* by var id: a let's value, else NULL */
  const kir_stmt **loop_of;     /* by var id: a loop variable's `for`, else NULL */
  int nvars;
  lc_mark *marks;
  int nmarks, capmarks;
} lc_kernel;

/* lower_cuda_kernel.c: does a statement inside `async` or a store to shared or global memory run
 * on thread 0 alone? (Only synchronous element stores to non-local buffers.) */
int lc_on_thread0(const kir_stmt *s, int in_async);

/* Follows lets: the expression a variable stands for, or NULL. */
const kir_expr *lc_let_value(const lc_kernel *K, const kir_var *v);

/* lower_cuda_sync.c: plans the barriers of K's kernel (K->marks): every
 * place where a thread may touch shared or global memory that another
 * thread accessed since the last barrier, one of them writing. */
void lc_plan_barriers(lc_kernel *K);
/* The mark before s, or NULL. */
const lc_mark *lc_barrier_before(const lc_kernel *K, const kir_stmt *s);
/* May two accesses at the same point of the program (same values of every
 * variable) touch a common element? 1 when it cannot be decided. */
int lc_may_overlap(const lc_kernel *K, const kir_access *x, const kir_access *y);

#endif
