/*
 * lower_cuda_kernel.c - facts about the kernel being lowered to CUDA that
 * both the emitter (lower_cuda.c) and the barrier planner
 * (lower_cuda_sync.c) ask: what a let stands for, and which statements run
 * on thread 0 alone. Kept apart so that the planner depends on these facts
 * and not on the emitter (the emitter calls the planner: no circle).
 */
#include "lower_cuda_internal.h"

const kir_expr *lower_cuda_let_value(const lower_cuda_kernel *K, const kir_var *v) {
  if (!v || v->kind != KIR_VAR_LET || v->id < 0 || v->id >= K->nvars) return NULL;
  return K->let_value[v->id];
}

int lower_cuda_on_thread0(const kir_stmt *s, int in_async) {
  return s->kind == KS_STORE && !in_async && s->u.store.dst.buf && s->u.store.dst.buf->scope != KIR_LOCAL;
}
