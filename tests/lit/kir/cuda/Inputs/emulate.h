// emulate.h - runs the CUDA that `waitwise pipeline --lower=cuda` prints on
// the host, for emulate.py: one pthread per CUDA thread, __syncthreads() a
// pthread barrier, __shared__ arrays static locals (shared by the threads),
// and cp.async a copy done at issue (earliest completion) or deferred to the
// cp.async.wait_group that forces it (latest, as `waitwise run` does).
// Compiled with -D__CUDACC__, so the generated code takes its CUDA-headers
// path (threadIdx, blockDim, __cvta_generic_to_shared).
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vector>

#define __global__
#define __device__
#define __shared__ static
struct emu_dim { unsigned x; };
extern thread_local emu_dim threadIdx;
extern emu_dim blockDim;
extern pthread_barrier_t emu_bar;
extern int emu_early;
static inline void __syncthreads() { pthread_barrier_wait(&emu_bar); }
static inline unsigned long __cvta_generic_to_shared(const void *p) { return (unsigned long)p; }
static inline void __threadfence_block() {}
static inline void __threadfence() {}
static inline void __threadfence_system() {}

struct emu_op { void *dst; const void *src; int bytes; int group; };
extern thread_local std::vector<emu_op> emu_pending;
extern thread_local int emu_committed;

static inline void emu_cp_async(int bytes, void *dst, const void *src) {
  if ((unsigned long)dst % bytes || (unsigned long)src % bytes) {
    fprintf(stderr, "emulate: cp.async of %d bytes at a misaligned address\n", bytes);
    abort();
  }
  if (emu_early) memcpy(dst, src, bytes);
  else emu_pending.push_back({dst, src, bytes, emu_committed});
}

// Completes the groups older than the n most recent ones.
static inline void emu_wait(int n) {
  std::vector<emu_op> keep;
  for (const emu_op &o : emu_pending) {
    if (o.group < emu_committed - n) memcpy(o.dst, o.src, o.bytes);
    else keep.push_back(o);
  }
  emu_pending = keep;
}
