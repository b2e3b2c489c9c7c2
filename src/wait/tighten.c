/*
 * tighten.c - the last step of insert: raise each placed count while the
 * function stays correct.
 *
 * Placement gives every count from the state where the wait goes: exact for
 * the operations it waits for, but a count can be lower than needed when a
 * wait the placement put earlier (or in a loop's previous iteration) has
 * already completed what a later one would wait for, or when a join merged
 * paths that disagree. Here each placed count is raised by one at a time and
 * the function is analysed and checked again; a raise stays only if it adds
 * no finding (error or warning), leaves no write outstanding at a workgroup
 * barrier that insert released, and still completes every copy a lowered
 * s_wait_asyncmark must complete. What remains is the largest count
 * the analysis can prove, which is what the independent simulator measures
 * (tests/sim: "tight").
 *
 * Only functions that neither call nor are called in this file are
 * tightened (their correctness is their own), within a budget of
 * re-analysed instructions so that big inputs stay fast (the benchmark's
 * 62 773-instruction file: about one more analysis). Each function gets the
 * share of the budget its size is of the program, so functions are
 * tightened on several threads with the same result for any number.
 */
#include "insert.h"
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Instructions re-analysed per program: a small program is tightened
 * completely, a big one gets about one more analysis of its size. */
#define TIGHTEN_BUDGET 200000u

typedef struct verdict {
  uint32_t errors, warnings, unreleased;
} verdict;

static int worse(verdict a, verdict base) {
  return a.errors > base.errors || a.warnings > base.warnings || a.unreleased > base.unreleased;
}

/* Does the wait w (placed for s_wait_asyncmark at inst, state s before it)
 * complete every async copy that the marks it completes cover? Completing
 * the mark (its queue down to the mark's `after`) does, and is needed while
 * any async copy of that queue may be outstanding: after a join an entry's
 * `after` is a minimum over paths, so it cannot tell a covered copy from a
 * younger one. With none outstanding, the lowered wait waits for nothing. */
static int completes_marks(const asm_program *p, const wt_state *s, uint32_t inst, const tg_wait *w) {
  int n = p->insts[inst].mark_n;
  if (n < 0 || n >= s->nmarks) return 1;
  const wt_mark *m = &s->marks[s->nmarks - 1 - n];
  if (!m->valid) return 1;
  int c = tg_queue_home((tg_queue)m->queue);
  for (uint32_t k = 0; k < s->n; k++) {
    const wt_pending *e = &s->v[k];
    const asm_inst *in = &p->insts[e->site];
    if (e->queue != m->queue || !(in->lds_dma || in->event == TG_EV_ASYNC)) continue;
    if (!(e->flags & (WT_PF_MARKED | WT_PF_OLDER))) continue; /* after every mark: not covered */
    if (w->cnt[c] < 0 || w->cnt[c] > m->after) return 0;
  }
  return 1;
}

/* Issues nothing: a lowered pseudo-instruction, a dropped wait, a wait. */
static int silent(const asm_inst *in) {
  return in->lowered || in->deleted || in->is_wait;
}

/* The wait in effect when the instruction after inst issues: inst's placed
 * wait and those of the silent instructions after it in its block, so that
 * `s_wait_asyncmark 1; s_wait_asyncmark 0` lowers to one wait, not two. */
static void wait_until_issue(const asm_program *p, const asm_block *bl, uint32_t inst, tg_wait *w) {
  tg_wait_none(w);
  for (uint32_t j = inst; j <= bl->last; j++) {
    const asm_inst *in = &p->insts[j];
    if (in->has_pre) tg_wait_merge(w, &p->edits[j].pre);
    if (j > inst && in->is_wait && !in->deleted && !in->wait_unknown) tg_wait_merge(w, &in->wait);
    if (j > inst && !silent(in)) break;
    if (in->has_post) break;
  }
}

/* What tightening needs at each instruction, gathered in the check's own
 * walk over the analysed function (wt_check_opts.visit) rather than in
 * walks of its own. */
typedef struct walk {
  const asm_program *p;
  const wt_lds_info *lds;
  uint32_t fi;
  int release;
  int promises;     /* count the promises broken (below) */
  uint32_t broken;
  int16_t *limits;  /* non-NULL: fill exact limits (below), TG_NCNT per slot */
  const uint32_t *slot; /* per instruction of the function with a placed wait: its slot */
  wt_state tmp;
} walk;

/* The promises insert keeps that check does not see: writes waited for at
 * workgroup barriers it released (other waves read them; check cannot tell
 * an LDS copy a mark covers on one path only), and the copies each lowered
 * s_wait_asyncmark completes (the program's own contract).
 * Exact limits: per instruction with a placed wait before it, per counter,
 * the count an operation it needs requires on every path (-1: none).
 * Raising a wait to that count or past it leaves the operation
 * outstanding, so tightening stops below. */
static void visit(void *ctx, uint32_t i, const asm_block *bl, const wt_state *before) {
  walk *w = ctx;
  const asm_program *p = w->p;
  const asm_inst *in = &p->insts[i];
  if (w->limits && in->has_pre) {
    tg_wait need;
    tg_wait_none(&need);
    wt_insert_needs(p, w->lds, w->release, i, before, &need, NULL,
                    &w->limits[(size_t)w->slot[i - p->funcs[w->fi].first_inst] * TG_NCNT]);
  }
  if (!w->promises) return;
  if (in->lowered) {
    tg_wait wt;
    wait_until_issue(p, bl, i, &wt);
    w->broken += !completes_marks(p, before, i, &wt);
  }
  if (wt_insert_releases(in)) {
    wt_state_copy(&w->tmp, before);
    wt_state_pre(p, &w->tmp, i);
    for (uint32_t k = 0; k < w->tmp.n; k++)
      w->broken += wt_insert_must_release(p, w->lds, i, &w->tmp.v[k], w->release);
  }
}

/* The verdict on function fi; `fresh`: a's states are those of the function
 * as it is, else it is analysed again first. The barrier rules' findings
 * depend on no wait: with `barriers` set they are counted (in the verdict,
 * and apart in *bar), otherwise *bar stands for them. */
static verdict judge(const asm_program *p, wt_analysis *a, const wt_lds_info *lds, uint32_t fi,
                     int release, int fresh, int promises, int16_t *limits, const uint32_t *slot, int barriers,
                     verdict *bar) {
  if (!fresh) wt_analyze_function(p, a, fi);
  walk w = {p, lds, fi, release, promises, 0, limits, slot, {0}};
  wt_state_init(&w.tmp);
  wt_check_result res;
  wt_check_opts co = {0};
  co.visit = visit;
  co.visit_ctx = &w;
  co.no_barrier_rules = !barriers;
  /* barrier-divergent findings are warnings (no -Werror here), the same for
   * every raise: they would add the same to both sides of every comparison,
   * and their value flow is most of the barrier rules' time */
  co.disabled[co.ndisabled++] = "barrier-divergent";
  wt_check_function(p, a, lds, &co, fi, &res);
  wt_state_free(&w.tmp);
  /* producer-consumer pairs, not findings: a consumer already in error (a
   * program insert rejects) must not hide a new producer it would race with */
  verdict v = {0, 0, w.broken};
  if (barriers) *bar = (verdict){0, 0, 0};
  for (uint32_t k = 0; k < res.n; k++) {
    uint32_t pairs = res.v[k].nproducers + res.v[k].more;
    int of_bar = res.v[k].kind >= WT_DEP_BAR_FIRST;
    /* a possible LDS DMA race is the user's to settle: insert reports it
     * (wt_check_insert_reports) as it reports a proven one */
    if (res.v[k].sev == WW_ERROR || wt_check_insert_reports(&res.v[k]))
      v.errors += pairs, bar->errors += of_bar ? pairs : 0;
    else v.warnings += pairs, bar->warnings += of_bar ? pairs : 0;
  }
  if (!barriers) v.errors += bar->errors, v.warnings += bar->warnings;
  wt_check_result_free(&res);
  return v;
}

/* Calls into this file, either way. */
static void mark_linked(const asm_program *p, uint8_t *linked) {
  for (uint32_t fi = 0; fi < p->nfuncs; fi++)
    for (uint32_t i = p->funcs[fi].first_inst; i < p->funcs[fi].end_inst; i++)
      if ((p->insts[i].flags & TG_IF_CALL) && p->insts[i].callee >= 0) {
        linked[fi] = 1;
        linked[p->insts[i].callee] = 1;
      }
}

/* Raises counter c of wait w while the verdict stays as good as base; not
 * past `limit` (>= 0), the count an operation needs on every path. */
static void raise_counter(const asm_program *p, wt_analysis *a, const wt_lds_info *lds, uint32_t fi,
                          int release, tg_wait *w, int c, int limit, verdict base, verdict bar,
                          uint64_t *budget) {
  uint64_t cost = p->funcs[fi].end_inst - p->funcs[fi].first_inst + 1;
  int8_t top = (int8_t)(p->target->max[c] - 1); /* the largest count a field can hold */
  if (limit >= 0 && limit < top) top = (int8_t)limit;
  while (w->cnt[c] < top && *budget >= cost) {
    *budget -= cost;
    w->cnt[c]++;
    if (worse(judge(p, a, lds, fi, release, 0, 1, NULL, NULL, 0, &bar), base)) {
      w->cnt[c]--;
      return;
    }
  }
  /* waits for nothing the analysis can see: drop the counter */
  if (limit < 0 && w->cnt[c] == top && *budget >= cost) {
    *budget -= cost;
    w->cnt[c] = TG_NO_WAIT;
    if (worse(judge(p, a, lds, fi, release, 0, 1, NULL, NULL, 0, &bar), base)) w->cnt[c] = top;
  }
}

typedef struct tighten_job {
  asm_program *p;
  wt_analysis *a;
  const wt_lds_info *lds;
  const uint8_t *linked;
  int release;
  uint32_t f0, f1;
  int unchecked;     /* out: a function not judged, or judged with an error */
} tighten_job;

static void *tighten_range(void *arg) {
  tighten_job *j = arg;
  asm_program *p = j->p;
  const wt_lds_info *lds = j->lds;
  wt_analysis *a = j->a;
  int release = j->release;
  for (uint32_t fi = j->f0; fi < j->f1; fi++) {
    const asm_func *f = &p->funcs[fi];
    if (!f->nblocks) continue;
    if (j->linked[fi]) {
      j->unchecked = 1;
      continue;
    }
    uint64_t budget = (uint64_t)(TIGHTEN_BUDGET + p->ninsts) * (f->end_inst - f->first_inst) /
                      (p->ninsts ? p->ninsts : 1);
    size_t ni = f->end_inst - f->first_inst;
    /* the limits of the instructions with a placed wait, one slot each */
    uint32_t *slot = ww_xmalloc(sizeof(uint32_t) * (ni ? ni : 1)), ns = 0;
    for (uint32_t i = f->first_inst; i < f->end_inst; i++)
      if (p->insts[i].has_pre) slot[i - f->first_inst] = ns++;
    int16_t *limits = ww_xmalloc(sizeof(int16_t) * TG_NCNT * (ns ? ns : 1));
    for (size_t k = 0; k < (size_t)ns * TG_NCNT; k++) limits[k] = -1;
    /* wt_analyze_known gave it the states it has now (it calls nothing here); the
     * promises are counted when a raise is first tried */
    verdict bar;
    verdict base = judge(p, a, lds, fi, release, 1, 0, limits, slot, 1, &bar);
    int promises_counted = 0;
    if (base.errors) j->unchecked = 1;
    for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
      asm_inst *in = &p->insts[i];
      for (int which = 0; which < 2; which++) {
        if (!(which ? in->has_post : in->has_pre)) continue;
        tg_wait *w = which ? &p->edits[i].post : &p->edits[i].pre;
        const int16_t *lim = which ? NULL : &limits[(size_t)slot[i - f->first_inst] * TG_NCNT];
        for (int c = 0; c < TG_NCNT; c++)
          if (w->cnt[c] >= 0 && p->target->max[c] && (which || lim[c] < 0 || w->cnt[c] < lim[c])) {
            if (!promises_counted) /* a's states are still the function's own */
              base.unreleased = judge(p, a, lds, fi, release, 1, 1, NULL, NULL, 0, &bar).unreleased,
              promises_counted = 1;
            raise_counter(p, a, lds, fi, release, w, c, which ? -1 : lim[c], base, bar, &budget);
          }
        int any = 0;
        for (int c = 0; c < TG_NCNT; c++) any |= w->cnt[c] >= 0;
        if (!any) {
          if (which) in->has_post = 0;
          else in->has_pre = 0;
        }
      }
    }
    free(limits);
    free(slot);
  }
  return NULL;
}

/* Debug builds: the states taken from placement are the analysis's own.
 * Returns 0, or -1 (after the message) on an internal error, which the
 * caller hands up as a status: the library never exits (the CLI makes it
 * exit status 70). */
static int check_known(const asm_program *p, const wt_analysis *a) {
#ifdef WW_DEBUG
  wt_analysis fresh;
  wt_analyze(p, &fresh);
  int rc = 0;
  for (uint32_t fi = 0; !rc && fi < p->nfuncs; fi++)
    for (uint32_t b = 0; !rc && b < p->funcs[fi].nblocks; b++)
      if (!wt_state_equal(wt_block_entry(a, fi, b), wt_block_entry(&fresh, fi, b))) {
        fprintf(stderr, "waitwise: internal error: insert: placement's entry state of block %u of "
                        "function %u is not the analysis's\n", b, fi);
        rc = -1;
      }
  wt_analysis_free(&fresh);
  return rc;
#else
  (void)p, (void)a;
  return 0;
#endif
}

int wt_insert_tighten(asm_program *p, const wt_lds_info *lds, const wt_insert_opts *o, wt_known *known) {
  uint8_t *linked = calloc(p->nfuncs ? p->nfuncs : 1, 1);
  if (!linked) ww_die("out of memory");
  mark_linked(p, linked);
  wt_analysis a;
  wt_analyze_known(p, &a, known);
  if (known && check_known(p, &a)) {
    wt_analysis_free(&a);
    free(linked);
    return -1;
  }
  uint32_t bounds[WW_MAX_THREADS + 1];
  int nt = asm_func_ranges(p, bounds, WW_MAX_THREADS);
  tighten_job jobs[WW_MAX_THREADS];
  for (int t = 0; t < nt; t++)
    jobs[t] = (tighten_job){p, &a, lds, linked, o->barrier_release, bounds[t], bounds[t + 1], 0};
  ww_run_jobs(tighten_range, jobs, sizeof jobs[0], nt);
  wt_analysis_free(&a);
  free(linked);
  int clean = 1;
  for (int t = 0; t < nt; t++) clean &= !jobs[t].unchecked;
  return clean;
}
