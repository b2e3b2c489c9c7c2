/*
 * step.c - a wave's control: its statement stack and the step that runs one
 * statement.
 *
 * The interpreter does not recurse over the tree. Each wave has a stack of
 * frames, one per block being executed (the kernel body, a loop body, the
 * chosen block of an `if`, the body of `async` or `commit`), with the index
 * of its next statement. mc_wave_step runs the statement at the top frame's
 * index: a simple statement executes (exec.c), a compound one evaluates its
 * header (the loop bounds, the condition, the queue) and pushes the frame of
 * its block. Then the wave *settles*: frames whose block is done are popped
 * and their epilogue runs (the next iteration of a loop, the commit of a
 * group, leaving `async`), until the top frame has a next statement or the
 * stack is empty (the wave is at its end). So between steps every wave rests
 * at the statement it runs next, which is what a scheduler looks at, and all
 * of its control state is data (frames and scalars) that can be saved and
 * restored (snapshot.c).
 *
 * A step is one statement: `run` counts statements, and each step counts one
 * (a loop counts once when it is entered, its body's statements each time).
 */
#include "machine_internal.h"

static mc_frame *push_frame(mc_wave *w, const kir_stmt *s, const kir_block *b) {
  if (w->nframes == w->capframes) {
    w->capframes = w->capframes ? 2 * w->capframes : 16;
    w->frames = ww_xrealloc(w->frames, (size_t)w->capframes * sizeof *w->frames);
  }
  mc_frame *f = &w->frames[w->nframes++];
  f->s = s;
  f->b = b;
  f->i = 0;
  f->open_from = 0;
  f->hi = f->step = f->queue = 0;
  return f;
}

void mc_wave_start(mc_machine *m, mc_wave *w) {
  w->nframes = w->nloops = 0;
  push_frame(w, NULL, &m->cfg.k->body);
  mc_wave_settle(m, w);
}

/* The end of a frame's block: 1 if the frame goes on (the next iteration of
 * a loop), 0 if it is popped. */
static int frame_end(mc_machine *m, mc_wave *w, mc_frame *f) {
  const kir_stmt *s = f->s;
  if (!s) return 0;
  switch (s->kind) {
  case KS_FOR: {
    int64_t *v = &w->env[s->u.loop.var->id].i;
    if ((uint64_t)f->hi - (uint64_t)*v <= (uint64_t)f->step) {
      w->nloops--;
      return 0;
    }
    *v += f->step;
    f->i = 0;
    return 1;
  }
  case KS_ASYNC:
    w->async_depth--;
    return 0;
  case KS_COMMIT:
    w->commit_depth--;
    mc_commit(m, s, f->queue, f->open_from);
    return 0;
  default:
    return 0;
  }
}

void mc_wave_settle(mc_machine *m, mc_wave *w) {
  while (w->nframes) {
    mc_frame *f = &w->frames[w->nframes - 1];
    if (f->i < f->b->n) return;
    if (frame_end(m, w, f)) continue;
    w->nframes--;
  }
}

const kir_stmt *mc_wave_next(const mc_wave *w) {
  if (!w->nframes) return NULL;
  const mc_frame *f = &w->frames[w->nframes - 1];
  return f->b->v[f->i];
}

static int64_t nonneg(mc_machine *m, const kir_expr *e, const char *what) {
  int64_t v = mc_eval_int(m, e);
  if (v < 0) mc_fail(m, e->loc, mc_expr_len(m, e), "%s is %lld; it must not be negative", what, (long long)v);
  return v;
}

/* Enters a compound statement: evaluates its header and pushes its block. */
static void enter(mc_machine *m, mc_wave *w, const kir_stmt *s) {
  switch (s->kind) {
  case KS_FOR: {
    int64_t lo = s->u.loop.lo ? mc_eval_int(m, s->u.loop.lo) : 0;
    int64_t hi = mc_eval_int(m, s->u.loop.hi);
    int64_t step = s->u.loop.step ? s->u.loop.step : 1;
    if (step <= 0) mc_fail(m, s->loc, s->len, "loop step %lld is not positive", (long long)step);
    if (lo >= hi) return;
    w->env[s->u.loop.var->id].i = lo;
    mc_frame *f = push_frame(w, s, &s->u.loop.body);
    f->hi = hi;
    f->step = step;
    w->nloops++;
    return;
  }
  case KS_IF: {
    const kir_expr *c = s->u.if_.cond;
    if (mc_truthy(mc_eval(m, c), c->type)) push_frame(w, s, &s->u.if_.then_blk);
    else if (s->u.if_.has_else) push_frame(w, s, &s->u.if_.else_blk);
    return;
  }
  case KS_ASYNC:
    w->async_depth++;
    push_frame(w, s, &s->u.async.body);
    return;
  case KS_COMMIT: {
    int64_t q = nonneg(m, s->u.commit.queue, "the queue");
    mc_frame *f = push_frame(w, s, &s->u.commit.body);
    f->queue = q;
    f->open_from = w->nopen;
    w->commit_depth++;
    return;
  }
  default:
    ww_die("step: statement kind %d is not compound", (int)s->kind);
  }
}

static int is_compound(const kir_stmt *s) {
  return s->kind == KS_FOR || s->kind == KS_IF || s->kind == KS_ASYNC || s->kind == KS_COMMIT;
}

void mc_wave_end(mc_machine *m, mc_wave *w) {
  mc_enter_wave(m, w);
  w->cur_stmt = NULL;
  mc_complete_all(m, w);
  mc_wave_end_drops(m);
  w->status = MC_DONE;
  mc_sync_trim(m, w);
}

void mc_wave_step(mc_machine *m, mc_wave *w) {
  mc_frame *f = &w->frames[w->nframes - 1];
  const kir_stmt *s = f->b->v[f->i++];
  mc_enter_wave(m, w);
  w->cur_stmt = s;
  uint64_t max = m->cfg.opt.max_steps ? m->cfg.opt.max_steps : MC_RUN_MAX_STEPS;
  if (++m->out.res->statements > max) {
    m->out.violation = MC_V_BOUND;
    mc_fail(m, s->loc, s->len, "the run stops here: it has executed %llu statements, the most it executes "
                               "(--max-steps)",
            (unsigned long long)max);
  }
  if (w->ndue) mc_step_due(m);
  if (is_compound(s)) enter(m, w, s);
  else mc_exec(m, s);
  /* A wave blocked in a wait rests in it (its loops as they are) until it
   * resumes (sync.c), and settles then. */
  if (w->status != MC_BLOCKED) mc_wave_settle(m, w);
}
