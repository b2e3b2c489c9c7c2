/* cost.h - a documented latency model to compare wait placements. */
#ifndef WW_COST_H
#define WW_COST_H

#include "wait.h"

typedef struct wt_cost_result {
  uint32_t waits;       /* counter wait instructions in the text */
  uint32_t zero_waits;  /* ... of which some field waits for 0 */
  uint64_t stall;       /* modelled cycles spent waiting */
  uint64_t cycles;      /* modelled cycles in all */
  uint64_t executed;    /* instructions executed by the model */
} wt_cost_result;

/* Latencies (cycles) and the trip count the model uses. */
#define WT_COST_ISSUE 4
#define WT_COST_VMEM 500
#define WT_COST_LDS 64
#define WT_COST_SMEM 200
#define WT_COST_XLATE 64 /* gfx1250: address translated (xcnt), in issue order */
#define WT_COST_TRIPS 8

void wt_cost(const asm_program *p, wt_cost_result *r);
/* The same for one function. */
void wt_cost_function(const asm_program *p, uint32_t func, wt_cost_result *r);
/* The same, but the walk stops once the stall passes max_stall (the stall
 * only grows as it goes): then r->stall > max_stall, and the rest of *r is
 * what the walk had counted so far (r->waits and r->zero_waits are whole). */
void wt_cost_function_upto(const asm_program *p, uint32_t func, uint64_t max_stall, wt_cost_result *r);

#endif
