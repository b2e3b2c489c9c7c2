/*
 * analysis.c - the forward dataflow to a fixed point, with calls.
 *
 * Blocks are swept in reverse post-order, visiting queued ones; a change
 * that flows along a back edge asks for another sweep. A kernel starts with
 * nothing outstanding. A call to a function defined in the same file is
 * followed into the callee (context-sensitive): the callee is solved from the
 * caller's state at the call, and the caller continues from the join of the
 * states at the callee's returns; the callee's own blocks are then analysed
 * from the join of every calling context (and of the empty state LLVM's
 * convention promises). Calls to unknown functions, and recursion or nesting
 * deeper than WT_CALL_DEPTH, follow the convention: the callee begins with a
 * full wait and returns with every counter drained but the stores' own, so
 * nothing is outstanding after the call (but the caller's stores on xcnt,
 * state.c). xcnt (gfx1250)
 * as LLVM 22 keeps it: a callee starts with nothing on it and its own
 * operations are not owed after it returns; the caller's still are.
 */
#include "wait.h"

#include <stdlib.h>
#include <string.h>

#define WT_CALL_DEPTH 8

static void solve_all(const asm_program *p, wt_analysis *a, uint32_t fi, wt_state *entry,
                      wt_state *exit_join, int depth);

void wt_step(const wt_analysis *a, wt_state *s, uint32_t i) {
  const asm_program *p = a->p;
  int32_t slot = a->call_slot ? a->call_slot[i] : -1;
  if (slot >= 0 && a->call_post[slot].reached) {
    wt_state_copy(s, &a->call_post[slot]);
    return;
  }
  wt_state_step(p, s, i);
}

/* The state after call instruction i, from state s before it. */
static void do_call(const asm_program *p, wt_analysis *a, uint32_t i, wt_state *s, int depth) {
  const asm_inst *in = &p->insts[i];
  int32_t slot = a->call_slot[i];
  if (in->callee < 0 || depth >= WT_CALL_DEPTH || a->on_stack[in->callee]) {
    wt_state_step(p, s, i);
    return;
  }
  uint32_t fi = (uint32_t)in->callee;
  const asm_func *f = &p->funcs[fi];
  wt_state at_call;
  wt_state_init(&at_call);
  wt_state_copy(&at_call, s);
  wt_state_drop_xcnt(s);
  wt_state_join(&a->context[fi], s, 0);
  wt_state *tmp = ww_xmalloc(sizeof(wt_state) * (f->nblocks ? f->nblocks : 1));
  for (uint32_t b = 0; b < f->nblocks; b++) wt_state_init(&tmp[b]);
  wt_state exit;
  wt_state_init(&exit);
  if (f->nblocks) {
    wt_state_copy(&tmp[0], s);
    tmp[0].nmarks = 0; /* a callee's marks are not its caller's */
    memset(&tmp[0].last_async, 0, sizeof tmp[0].last_async);
  }
  a->on_stack[fi] = 1;
  solve_all(p, a, fi, tmp, &exit, depth + 1);
  a->on_stack[fi] = 0;
  if (exit.reached) {
    wt_state caller;
    wt_state_init(&caller);
    wt_state_copy(&caller, s);
    wt_state_copy(s, &exit);
    wt_state_drop_xcnt(s);
    wt_state_restore_xcnt(s, &at_call);
    s->nmarks = caller.nmarks;
    memcpy(s->marks, caller.marks, sizeof(wt_mark) * caller.nmarks);
    s->last_async = caller.last_async;
    wt_state_free(&caller);
  } else {
    wt_state_copy(s, &at_call);
    wt_state_step(p, s, i); /* the callee never returns: keep the convention */
  }
  wt_state_free(&at_call);
  if (slot >= 0) wt_state_copy(&a->call_post[slot], s);
  for (uint32_t b = 0; b < f->nblocks; b++) wt_state_free(&tmp[b]);
  free(tmp);
  wt_state_free(&exit);
}

typedef struct solve_ctx {
  const asm_program *p;
  wt_analysis *a;
  const asm_func *f;
  wt_state *entry, *exit_join, cur;
  int depth;
  /* Jump threading (paths.c): for a block whose branch some predecessors
   * decide, the exits of those predecessors are kept apart (pred_exit) and
   * each successor gets the block run from the predecessors that can reach
   * it (edge_cur[j] for succ[j]). */
  const wt_paths *paths;
  wt_state *pred_exit;
  uint32_t *pred_base;
  wt_state edge_cur[2];
  int32_t edge_block;
  /* the values assumed of the function's correlated conditions (correlate.c) */
  const wt_conds *conds;
  uint32_t assign;
  /* The walker (wt_analyze_with), where it rides along: it takes every
   * visit but a loop header's first while, in this function so far, back
   * edges changed at least as many headers' first entries as they left as
   * they were (`luck` <= 0): a loop that keeps an operation outstanding round its back
   * edge brings its header back, one that waits for all at its end often
   * does not, and the rest of a loop is often visited once, the header's
   * change going no further than its waits. A guess: a visit taken that was
   * not the last costs the walker's own work once more; one missed, a walk
   * after the analysis. */
  const wt_block_walker *walker;
  uint32_t fi;
  uint8_t *header, *visited;
  int32_t luck;
} solve_ctx;

static void run_block(solve_ctx *c, uint32_t b, wt_state *s) {
  const asm_program *p = c->p;
  const asm_block *bl = &c->f->blocks[b];
  for (uint32_t i = bl->first; i <= bl->last; i++) {
    wt_state_pre(p, s, i);
    if (p->insts[i].flags & TG_IF_CALL) do_call(p, c->a, i, s, c->depth);
    else wt_state_step(p, s, i);
  }
}

/* Does the walker take this visit of block b (solve_ctx)? */
static int walker_takes(solve_ctx *c, uint32_t b) {
  int seen = c->visited[b] != 0;
  if (c->visited[b] < 2) c->visited[b]++; /* (1: visited once) */
  return seen || !c->header[b] || c->luck > 0;
}

static void solve_transfer(void *vc, uint32_t b) {
  solve_ctx *c = vc;
  const asm_program *p = c->p;
  const asm_block *bl = &c->f->blocks[b];
  wt_state_copy(&c->cur, &c->entry[b]);
  if (c->walker && walker_takes(c, b)) {
    c->walker->walk(c->walker->ctx, c->fi, b, &c->cur);
  } else {
    run_block(c, b, &c->cur);
    if (c->a->walker) c->a->walker->stale(c->a->walker->ctx, c->fi, b);
  }
  c->edge_block = -1;
  const uint8_t *ok = c->paths->feasible ? c->paths->feasible[b] : NULL;
  if (ok) {
    for (int j = 0; j < 2; j++) {
      wt_state *e = &c->edge_cur[j];
      wt_state_free(e);
      wt_state_init(e);
      for (uint32_t k = 0; k < bl->npreds; k++)
        if (ok[k] & (1u << j)) wt_state_join(e, &c->pred_exit[c->pred_base[b] + k], 0);
      if (e->reached) run_block(c, b, e);
    }
    c->edge_block = (int32_t)b;
  }
  const asm_inst *last = &p->insts[bl->last];
  if (c->exit_join && ((last->flags & (TG_IF_RETURN | TG_IF_ENDPGM)) == TG_IF_RETURN ||
                       (last->flags & TG_IF_TAIL_CALL)))
    wt_state_join(c->exit_join, &c->cur, 0);
}

static int solve_join(void *vc, uint32_t from, uint32_t to, int widen) {
  solve_ctx *c = vc;
  if (c->conds && !wt_conds_edge_ok(c->conds, c->f, from, to, c->assign)) return 0;
  const wt_state *s = &c->cur;
  if (c->edge_block == (int32_t)from) {
    const asm_block *bl = &c->f->blocks[from];
    s = &c->edge_cur[(int32_t)to == bl->succ[0] ? 0 : 1];
  }
  int back = wt_back_edge(c->f, from, to);
  if (c->paths->feasible && c->paths->feasible[to]) {
    const asm_block *tb = &c->f->blocks[to];
    for (uint32_t k = 0; k < tb->npreds; k++)
      if (tb->preds[k] == from) wt_state_join_edge(&c->pred_exit[c->pred_base[to] + k], s, widen, back);
  }
  int changed = wt_state_join_edge(&c->entry[to], s, widen, back);
  if (back && c->walker && c->visited[to] == 1) c->luck += changed ? -1 : 1;
  return changed;
}

/* header[b]: is block b the target of a back edge? */
static uint8_t *loop_headers(const asm_func *f) {
  uint8_t *h = calloc(f->nblocks ? f->nblocks : 1, 1);
  if (!h) ww_die("out of memory");
  for (uint32_t t = 0; t < f->nblocks; t++)
    for (int k = 0; k < 2; k++) {
      int32_t s = f->blocks[t].succ[k];
      if (s >= 0 && wt_back_edge(f, t, (uint32_t)s)) h[s] = 1;
    }
  return h;
}

static void solve(const asm_program *p, wt_analysis *a, uint32_t fi, wt_state *entry,
                  wt_state *exit_join, int depth, const wt_conds *conds, uint32_t assign) {
  solve_ctx c = {.p = p, .a = a, .f = &p->funcs[fi], .entry = entry, .exit_join = exit_join, .depth = depth,
                 .paths = &a->paths[fi], .edge_block = -1, .conds = conds, .assign = assign, .fi = fi};
  if (a->walker && !a->ncalls && !depth && !conds && c.f->nblocks) {
    c.walker = a->walker;
    c.header = loop_headers(c.f);
    c.visited = calloc(c.f->nblocks, 1);
    if (!c.visited) ww_die("out of memory");
  }
  wt_state_init(&c.cur);
  wt_state_init(&c.edge_cur[0]);
  wt_state_init(&c.edge_cur[1]);
  uint32_t npred = 0;
  if (c.paths->feasible) {
    c.pred_base = ww_xmalloc(sizeof(uint32_t) * c.f->nblocks);
    for (uint32_t b = 0; b < c.f->nblocks; b++) {
      c.pred_base[b] = npred;
      if (c.paths->feasible[b]) npred += c.f->blocks[b].npreds;
    }
    c.pred_exit = ww_xmalloc(sizeof(wt_state) * (npred ? npred : 1));
    for (uint32_t k = 0; k < npred; k++) wt_state_init(&c.pred_exit[k]);
  }
  wt_flow(c.f, &c, solve_transfer, solve_join);
  free(c.header);
  free(c.visited);
  for (uint32_t k = 0; k < npred; k++) wt_state_free(&c.pred_exit[k]);
  free(c.pred_exit);
  free(c.pred_base);
  wt_state_free(&c.edge_cur[0]);
  wt_state_free(&c.edge_cur[1]);
  wt_state_free(&c.cur);
}

/* solve, once per assignment of values to the function's correlated
 * conditions, joining the solutions into entry (and exit_join). */
static void solve_all(const asm_program *p, wt_analysis *a, uint32_t fi, wt_state *entry,
                      wt_state *exit_join, int depth) {
  const wt_conds *conds = a->conds ? &a->conds[fi] : NULL;
  if (!conds || !conds->n) {
    solve(p, a, fi, entry, exit_join, depth, NULL, 0);
    return;
  }
  const asm_func *f = &p->funcs[fi];
  wt_state *tmp = ww_xmalloc(sizeof(wt_state) * f->nblocks);
  for (uint32_t b = 0; b < f->nblocks; b++) wt_state_init(&tmp[b]);
  wt_state entry0;
  wt_state_init(&entry0);
  wt_state_copy(&entry0, &entry[0]);
  for (uint32_t assign = 0; assign < (1u << conds->n); assign++) {
    for (uint32_t b = 0; b < f->nblocks; b++) {
      wt_state_free(&tmp[b]);
      wt_state_init(&tmp[b]);
    }
    wt_state_copy(&tmp[0], &entry0);
    solve(p, a, fi, tmp, exit_join, depth, conds, assign);
    for (uint32_t b = 0; b < f->nblocks; b++) wt_state_join(&entry[b], &tmp[b], 0);
  }
  for (uint32_t b = 0; b < f->nblocks; b++) wt_state_free(&tmp[b]);
  free(tmp);
  wt_state_free(&entry0);
}

typedef struct analyze_job {
  const asm_program *p;
  wt_analysis *a;
  uint32_t f0, f1;
  wt_known *known;
} analyze_job;

/* Takes known's entry states as function f's: where nothing calls into the
 * file and f is solved once, plainly. Returns 1 when it did. */
static int take_known(wt_analysis *a, uint32_t f, wt_known *k) {
  const asm_func *fn = &a->p->funcs[f];
  if (!k || !k->entry || a->ncalls || a->paths[f].feasible || a->conds[f].n) return 0;
  for (uint32_t b = 0; b < fn->nblocks; b++) {
    wt_state t = *wt_block_entry(a, f, b);
    *wt_block_entry(a, f, b) = k->entry[b];
    k->entry[b] = t;
  }
  return 1;
}

static void *analyze_range(void *arg) {
  analyze_job *j = arg;
  for (uint32_t f = j->f0; f < j->f1; f++) {
    wt_known *k = j->known ? &j->known[f] : NULL;
    if (k && k->paths) j->a->paths[f] = *k->paths, memset(k->paths, 0, sizeof *k->paths);
    else wt_paths_compute(j->p, &j->p->funcs[f], &j->a->paths[f]);
    if (k && k->conds) j->a->conds[f] = *k->conds, memset(k->conds, 0, sizeof *k->conds);
    else wt_conds_compute(j->p, &j->p->funcs[f], &j->a->conds[f]);
    if (!j->p->funcs[f].nblocks || take_known(j->a, f, k)) continue;
    wt_state_entry(wt_block_entry(j->a, f, 0));
    j->a->on_stack[f] = 1;
    solve_all(j->p, j->a, f, wt_block_entry(j->a, f, 0), NULL, 0);
    j->a->on_stack[f] = 0;
  }
  return NULL;
}

static void analyze(const asm_program *p, wt_analysis *a, const wt_block_walker *w, wt_known *known);

void wt_analyze(const asm_program *p, wt_analysis *a) { analyze(p, a, NULL, NULL); }

void wt_analyze_with(const asm_program *p, wt_analysis *a, const wt_block_walker *w) {
  analyze(p, a, w, NULL);
}

void wt_analyze_known(const asm_program *p, wt_analysis *a, wt_known *known) {
  analyze(p, a, NULL, known);
}

/* A walker rides along solves only, and known states skip the solve: the two
 * are never asked for together (check asks for one, insert's tightening for
 * the other). */
static void analyze(const asm_program *p, wt_analysis *a, const wt_block_walker *w, wt_known *known) {
  memset(a, 0, sizeof *a);
  a->p = p;
  a->walker = w;
  a->block_base = ww_xmalloc(sizeof(uint32_t) * (p->nfuncs + 1));
  uint32_t n = 0;
  for (uint32_t f = 0; f < p->nfuncs; f++) {
    a->block_base[f] = n;
    n += p->funcs[f].nblocks;
  }
  a->nstates = n;
  a->entry = ww_xmalloc(sizeof(wt_state) * (n ? n : 1));
  for (uint32_t i = 0; i < n; i++) wt_state_init(&a->entry[i]);
  a->call_slot = ww_xmalloc(sizeof(int32_t) * (p->ninsts ? p->ninsts : 1));
  uint32_t ncalls = 0;
  for (uint32_t i = 0; i < p->ninsts; i++)
    a->call_slot[i] = (p->insts[i].flags & TG_IF_CALL) && p->insts[i].callee >= 0 ? (int32_t)ncalls++ : -1;
  a->ncalls = ncalls;
  a->call_post = ww_xmalloc(sizeof(wt_state) * (ncalls ? ncalls : 1));
  for (uint32_t c = 0; c < ncalls; c++) wt_state_init(&a->call_post[c]);
  a->context = ww_xmalloc(sizeof(wt_state) * (p->nfuncs ? p->nfuncs : 1));
  a->on_stack = calloc(p->nfuncs ? p->nfuncs : 1, 1);
  a->paths = calloc(p->nfuncs ? p->nfuncs : 1, sizeof(wt_paths));
  a->conds = calloc(p->nfuncs ? p->nfuncs : 1, sizeof(wt_conds));
  if (!a->on_stack || !a->paths || !a->conds) ww_die("out of memory");
  for (uint32_t f = 0; f < p->nfuncs; f++) {
    wt_state_init(&a->context[f]);
    wt_state_entry(&a->context[f]); /* the convention's clean entry */
  }
  /* Functions that call nothing in this file are independent: big programs
   * solve them on several threads (each writes only its own states). */
  uint32_t bounds[WW_MAX_THREADS + 1];
  int nt = ncalls ? 1 : asm_func_ranges(p, bounds, WW_MAX_THREADS);
  if (nt <= 1) {
    analyze_job job = {p, a, 0, p->nfuncs, known};
    analyze_range(&job);
  } else {
    analyze_job jobs[WW_MAX_THREADS];
    for (int t = 0; t < nt; t++) jobs[t] = (analyze_job){p, a, bounds[t], bounds[t + 1], known};
    ww_run_jobs(analyze_range, jobs, sizeof jobs[0], nt);
  }
  /* Callees seen from callers: analyse them again from every context. */
  for (uint32_t f = 0; f < p->nfuncs; f++) {
    if (!p->funcs[f].nblocks || wt_state_equal(&a->context[f], wt_block_entry(a, f, 0))) continue;
    wt_state *e = wt_block_entry(a, f, 0);
    if (wt_state_join(e, &a->context[f], 0)) {
      a->on_stack[f] = 1;
      solve_all(p, a, f, e, NULL, 0);
      a->on_stack[f] = 0;
    }
  }
  a->walker = NULL; /* wt_analyze_function solves without it */
}

void wt_analyze_function(const asm_program *p, wt_analysis *a, uint32_t fi) {
  const asm_func *f = &p->funcs[fi];
  if (!f->nblocks) return;
  for (uint32_t b = 0; b < f->nblocks; b++) {
    wt_state_free(wt_block_entry(a, fi, b));
    wt_state_init(wt_block_entry(a, fi, b));
  }
  wt_state *e = wt_block_entry(a, fi, 0);
  wt_state_entry(e);
  wt_state_join(e, &a->context[fi], 0);
  a->on_stack[fi] = 1;
  solve_all(p, a, fi, e, NULL, 0);
  a->on_stack[fi] = 0;
}

void wt_analysis_free(wt_analysis *a) {
  for (uint32_t i = 0; i < a->nstates; i++) wt_state_free(&a->entry[i]);
  for (uint32_t i = 0; i < a->ncalls; i++) wt_state_free(&a->call_post[i]);
  for (uint32_t f = 0; a->context && f < a->p->nfuncs; f++) wt_state_free(&a->context[f]);
  free(a->entry);
  free(a->block_base);
  free(a->call_slot);
  free(a->call_post);
  free(a->context);
  free(a->on_stack);
  for (uint32_t f = 0; a->paths && f < a->p->nfuncs; f++) wt_paths_free(&a->paths[f]);
  free(a->paths);
  for (uint32_t f = 0; a->conds && f < a->p->nfuncs; f++) wt_conds_free(&a->conds[f]);
  free(a->conds);
  memset(a, 0, sizeof *a);
}
