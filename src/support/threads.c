/* threads.c - running independent pieces of work on several threads. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

static int env_count(const char *name) {
  const char *v = getenv(name);
  long n = v ? strtol(v, NULL, 10) : 0; /* saturates where atoi's overflow is undefined */
  return n < 1 ? 0 : n > WW_MAX_THREADS ? WW_MAX_THREADS : (int)n;
}

int ww_thread_count(uint64_t work, uint64_t per_thread) {
  int force = env_count("WAITWISE_FORCE_THREADS");
  if (force) return force;
  uint64_t want = per_thread ? (work + per_thread - 1) / per_thread : 1;
  static _Atomic long cpus; /* sysconf reads a file under /sys each time */
  if (!cpus) cpus = sysconf(_SC_NPROCESSORS_ONLN);
  /* WAITWISE_THREADS=N is the budget instead of the processors: a phase
   * with little work stays on one thread whatever N is (starting threads
   * for a small kernel cost more than they saved) */
  long budget = env_count("WAITWISE_THREADS");
  if (!budget) budget = cpus > 0 ? cpus : 1;
  int nt = want > (uint64_t)WW_MAX_THREADS ? WW_MAX_THREADS : (int)want;
  if (nt > budget) nt = (int)budget;
  return nt < 1 ? 1 : nt;
}

void ww_run_jobs(void *(*fn)(void *), void *jobs, size_t size, int n) {
  pthread_t tid[WW_MAX_THREADS];
  int started[WW_MAX_THREADS] = {0};
  char *base = jobs;
  for (int t = 1; t < n && t < WW_MAX_THREADS; t++)
    started[t] = pthread_create(&tid[t], NULL, fn, base + (size_t)t * size) == 0;
  fn(base);
  for (int t = 1; t < n && t < WW_MAX_THREADS; t++) {
    if (started[t]) pthread_join(tid[t], NULL);
    else fn(base + (size_t)t * size); /* no thread: here */
  }
}
