/*
 * insert_jobs.c - insert's phases that run per function range on several
 * threads (ww_run_jobs): placement, which looks at one function at a time
 * (calls follow the convention), and the sweeps over every instruction.
 */
#include "insert_internal.h"

/* Placement looks at one function at a time (calls follow the convention),
 * so functions are placed on several threads. */
typedef struct place_job {
  asm_program *p;
  const wt_lds_info *lds;
  const wt_insert_opts *o;
  uint32_t f0, f1;
  wt_known *known;
} place_job;

static void *place_range(void *arg) {
  place_job *j = arg;
  for (uint32_t fi = j->f0; fi < j->f1; fi++)
    wt_insert_place_function(j->p, fi, j->lds, j->o, j->known ? &j->known[fi] : NULL);
  return NULL;
}

/* known: NULL, or per function what the analysis can take over. */
void wt_insert_place_all(asm_program *p, const wt_lds_info *lds, const wt_insert_opts *o, wt_known *known) {
  uint32_t bounds[WW_MAX_THREADS + 1];
  int nt = asm_func_ranges(p, bounds, WW_MAX_THREADS);
  place_job jobs[WW_MAX_THREADS];
  for (int t = 0; t < nt; t++) jobs[t] = (place_job){p, lds, o, bounds[t], bounds[t + 1], known};
  ww_run_jobs(place_range, jobs, sizeof jobs[0], nt);
}

/* Sweeps over every instruction, on the threads that place: per function
 * range, the waits recompute drops, or (counting) the waits placed and the
 * instructions they print as. */
typedef struct sweep_job {
  asm_program *p;
  uint32_t f0, f1;
  uint32_t n, m;
} sweep_job;

/* Marks the waits of the memory model's code sequences (both modes). */
static void *mark_fence_waits(void *arg) {
  sweep_job *j = arg;
  for (uint32_t i = j->p->funcs[j->f0].first_inst; i < j->p->funcs[j->f1 - 1].end_inst; i++)
    if (j->p->insts[i].is_wait && wt_is_fence_wait(j->p, i)) { /* (which is a wait) */
      j->p->insts[i].fence_wait = 1;
      j->n++;
    }
  return NULL;
}

/* Recompute drops every counter wait but the fence waits. */
static void *drop_waits(void *arg) {
  sweep_job *j = arg;
  for (uint32_t i = j->p->funcs[j->f0].first_inst; i < j->p->funcs[j->f1 - 1].end_inst; i++) {
    asm_inst *in = &j->p->insts[i];
    if (!in->is_wait || in->fence_wait) continue;
    in->deleted = 1;
    j->n++;
  }
  return NULL;
}

static void *count_placed(void *arg) {
  sweep_job *j = arg;
  const asm_program *p = j->p;
  for (uint32_t i = p->funcs[j->f0].first_inst; i < p->funcs[j->f1 - 1].end_inst; i++) {
    if (!p->insts[i].has_pre) continue;
    j->n++;
    j->m += (uint32_t)tg_wait_print(p->target, &p->edits[i].pre, NULL);
  }
  return NULL;
}

/* Runs fn over function ranges; sums their counts into *n and *m. */
static void sweep(asm_program *p, void *(*fn)(void *), uint32_t *n, uint32_t *m) {
  if (!p->nfuncs) return;
  uint32_t bounds[WW_MAX_THREADS + 1];
  int nt = asm_func_ranges(p, bounds, WW_MAX_THREADS);
  sweep_job jobs[WW_MAX_THREADS];
  int k = 0;
  for (int t = 0; t < nt; t++)
    if (bounds[t] < bounds[t + 1]) jobs[k++] = (sweep_job){p, bounds[t], bounds[t + 1], 0, 0};
  ww_run_jobs(fn, jobs, sizeof jobs[0], k);
  for (int t = 0; t < k; t++) {
    *n += jobs[t].n;
    if (m) *m += jobs[t].m;
  }
}

void wt_insert_mark_fence_waits(asm_program *p, uint32_t *n) { sweep(p, mark_fence_waits, n, NULL); }

void wt_insert_drop_waits(asm_program *p, uint32_t *n) { sweep(p, drop_waits, n, NULL); }

void wt_insert_count_placed(asm_program *p, uint32_t *n, uint32_t *m) { sweep(p, count_placed, n, m); }
