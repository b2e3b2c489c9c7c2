/* timer.c - wall-clock time per phase, for --time-report. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"

#include <time.h>

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void ww_timer_start(ww_timer *t) {
  t->n = 0;
  t->start = t->last = now();
}

void ww_timer_lap(ww_timer *t, const char *phase) {
  if (!t) return;
  double n = now();
  for (unsigned i = 0; i < t->n; i++)
    if (t->name[i] == phase) {
      t->sec[i] += n - t->last;
      t->last = n;
      return;
    }
  if (t->n < WW_TIMER_MAX) {
    t->name[t->n] = phase;
    t->sec[t->n++] = n - t->last;
  }
  t->last = n;
}

/* The layout of LLVM's -time-passes report, wall time only. */
void ww_timer_report(const ww_timer *t, ww_buf *out) {
  double total = t->last - t->start;
  ww_buf_puts(out, "===------------------------------------------------------------===\n"
                   "                  waitwise time report (wall)\n"
                   "===------------------------------------------------------------===\n");
  for (unsigned i = 0; i < t->n; i++)
    ww_buf_printf(out, "  %8.4f s (%5.1f%%)  %s\n", t->sec[i],
                  total > 0 ? 100.0 * t->sec[i] / total : 0.0, t->name[i]);
  ww_buf_printf(out, "  %8.4f s (100.0%%)  total\n", total);
}
