/*
 * machine.c - the statements of one kernel, executed for one wave, and
 * kir_run (see machine.h for the model).
 *
 * The interpreter walks the tree: scalars live in an array indexed by
 * kir_var.id, buffers in one indexed by kir_buf.id. Inside `async { }` a
 * store, copy or gather becomes an op (async.c): its addresses and indices
 * are computed now, its accesses are checked against the outstanding ops
 * (race.c) and it registers as outstanding; the data moves at the moments
 * the completion mode picks. Outside `async` the same statements are
 * synchronous accesses, checked the same way.
 *
 * A gather's index region is read when the gather issues (the indices are
 * addresses, in registers on the hardware), so only the gathered elements
 * are the op's sources.
 */
#include "machine_internal.h"

#include "../kir/walk.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---- locations and loop variables ---- */

void mc_loops_snapshot(const mc_machine *m, mc_loops *out) {
  int n = m->nloops < MC_NOTE_LOOPS ? m->nloops : MC_NOTE_LOOPS;
  int from = m->nloops - n;
  out->n = n;
  for (int i = 0; i < n; i++) {
    out->var[i] = m->loops[from + i];
    out->val[i] = m->env[m->loops[from + i]->id].i;
  }
}

void mc_loops_format(ww_buf *b, const mc_loops *l) {
  for (int i = 0; i < l->n; i++)
    ww_buf_printf(b, "%s%s = %lld", i ? ", " : " (", l->var[i]->name, (long long)l->val[i]);
  if (l->n) ww_buf_putc(b, ')');
}

static int is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* `B[i, 0:4]` from its first byte: the name and its bracketed indices
 * (measured in the text when the parser did not record the width). */
int mc_access_len(const mc_machine *m, const kir_access *a) {
  (void)m;
  if (a->len > 0) return a->len;
  const ww_source *src = a->loc.src;
  if (!src || a->loc.line <= 0) return 1;
  size_t p = a->loc.off + (size_t)(a->loc.col - 1), start = p;
  while (p < src->len && is_name_char(src->text[p])) p++;
  if (p < src->len && src->text[p] == '[') {
    int depth = 0;
    for (; p < src->len && src->text[p] != '\n'; p++) {
      if (src->text[p] == '[') depth++;
      else if (src->text[p] == ']' && --depth == 0) {
        p++;
        break;
      }
    }
  }
  return p > start ? (int)(p - start) : 1;
}

int mc_expr_len(const mc_machine *m, const kir_expr *e) {
  (void)m;
  return e->len > 0 ? e->len : 1;
}

void mc_fail(mc_machine *m, ww_loc loc, int len, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ww_diag_vadd(m->d, WW_ERROR, loc, len, fmt, ap);
  va_end(ap);
  ww_buf t = {0};
  ww_loc none = {m->src, 0, 0, 0};
  if (m->moving) {
    /* The error is the op's (its operands or its store), the moment is now. */
    ww_buf_printf(&t, "the %s issued at %d:%d", mc_op_kind_name(m->moving), m->moving->stmt->loc.line,
                  m->moving->stmt->loc.col);
    mc_loops_format(&t, &m->moving->loops);
    if (m->cur_stmt) {
      ww_buf_puts(&t, " moved its data here");
      ww_diag_add(m->d, WW_NOTE, m->cur_stmt->loc, m->cur_stmt->len, "%s", t.data);
    } else
      ww_diag_add(m->d, WW_NOTE, none, 0, "%s moved its data at the end of the kernel", t.data);
  } else if (m->nloops) {
    mc_loops l;
    mc_loops_snapshot(m, &l);
    mc_loops_format(&t, &l);
    /* " (i = 1, j = 2)" -> "when i = 1, j = 2" */
    t.data[t.len - 1] = 0;
    ww_diag_add(m->d, WW_NOTE, none, 0, "when %s", t.data + 2);
  }
  ww_buf_free(&t);
  longjmp(m->fail, 1);
}

/* ---- statements ---- */

static void exec_block(mc_machine *m, const kir_block *b);

static int64_t nonneg(mc_machine *m, const kir_expr *e, const char *what) {
  int64_t v = mc_eval_int(m, e);
  if (v < 0) mc_fail(m, e->loc, mc_expr_len(m, e), "%s is %lld; it must not be negative", what, (long long)v);
  return v;
}

static void exec_alloc(mc_machine *m, const kir_stmt *s) {
  const kir_buf *b = s->u.alloc;
  int64_t dims[KIR_RUN_MAXDIM];
  if (b->ndim > KIR_RUN_MAXDIM)
    mc_fail(m, s->loc, s->len, "'%s' has %d dimensions; run executes at most %d", b->name, b->ndim,
            KIR_RUN_MAXDIM);
  for (int d = 0; d < b->ndim; d++) dims[d] = mc_eval_int(m, b->dims[d]);
  mc_buffer_create(m, b, b->ndim, dims, s->loc, s->len);
}

static void exec_store(mc_machine *m, const kir_stmt *s) {
  const kir_access *dst = &s->u.store.dst;
  ww_loc loc = dst->loc;
  int len = mc_access_len(m, dst);
  mc_buffer *b;
  int64_t flat = mc_point_index(m, dst, &b);
  const kir_expr *e = s->u.store.value;
  if (m->async_depth) {
    mc_op *op = mc_op_new(m, s);
    mc_capture(m, e, op);
    mc_runs_push(&op->writes, b, flat, 1);
    if (s->u.store.op != KIR_OP_NONE) {
      mc_race_runs(m, op, &op->writes, 0, 1, 0, dst, loc, len);
      mc_runs_push(&op->reads, b, flat, 1);
    }
    mc_race_runs(m, op, &op->writes, 0, 1, 1, dst, loc, len);
    mc_op_issue(m, op);
    return;
  }
  mc_val v = mc_eval(m, e);
  kir_type t = e->type;
  if (s->u.store.op != KIR_OP_NONE) {
    mc_check_read(m, b, flat, dst, loc, len);
    v = mc_combine(s->u.store.op, b->data[flat], b->elem, v, t, &t);
  }
  mc_check_write(m, b, flat, dst, loc, len);
  mc_store_value(m, b, flat, v, t, loc, len);
  m->res->elements++;
}

/* Moves the values of m->tmp_reads into the elements of m->tmp_writes. */
static void move_now(mc_machine *m, const kir_stmt *s, kir_type from) {
  int64_t n = mc_runs_count(&m->tmp_reads);
  if (n > m->capscratch) {
    m->capscratch = n;
    m->scratch = ww_xrealloc(m->scratch, (size_t)n * sizeof *m->scratch);
  }
  mc_runs_read(&m->tmp_reads, 0, m->tmp_reads.n, m->scratch);
  int64_t k = 0;
  for (int i = 0; i < m->tmp_writes.n; i++) {
    const mc_run *r = &m->tmp_writes.v[i];
    if (r->buf->elem == from) {
      memcpy(r->buf->data + r->start, m->scratch + k, (size_t)r->len * sizeof *m->scratch);
      k += r->len;
      continue;
    }
    for (int64_t j = 0; j < r->len; j++)
      mc_store_value(m, r->buf, r->start + j, m->scratch[k++], from, s->loc, s->len);
  }
  m->res->elements += (uint64_t)n;
}

static void check_counts(mc_machine *m, const kir_stmt *s, int64_t dst, int64_t src, const char *what) {
  if (dst != src)
    mc_fail(m, s->loc, s->len, "%s of %lld %s into %lld %s", what, (long long)src,
            src == 1 ? "element" : "elements", (long long)dst, dst == 1 ? "element" : "elements");
}

static void exec_copy(mc_machine *m, const kir_stmt *s) {
  const kir_access *da = &s->u.copy.dst, *sa = &s->u.copy.src;
  mc_region dst, src;
  mc_region_eval(m, da, &dst);
  mc_region_eval(m, sa, &src);
  check_counts(m, s, dst.count, src.count, "copy");
  ww_loc sl = sa->loc, dl = da->loc;
  int slen = mc_access_len(m, sa), dlen = mc_access_len(m, da);
  if (m->async_depth) {
    mc_op *op = mc_op_new(m, s);
    mc_region_runs(&src, &op->reads);
    op->nvalue_runs = op->reads.n;
    mc_region_runs(&dst, &op->writes);
    mc_race_runs(m, op, &op->reads, 0, op->reads.n, 0, sa, sl, slen);
    mc_race_runs(m, op, &op->writes, 0, op->writes.n, 1, da, dl, dlen);
    mc_op_issue(m, op);
    return;
  }
  m->tmp_reads.n = m->tmp_writes.n = 0;
  mc_region_runs(&src, &m->tmp_reads);
  mc_region_runs(&dst, &m->tmp_writes);
  mc_race_runs(m, NULL, &m->tmp_reads, 0, m->tmp_reads.n, 0, sa, sl, slen);
  mc_race_runs(m, NULL, &m->tmp_writes, 0, m->tmp_writes.n, 1, da, dl, dlen);
  move_now(m, s, src.buf->elem);
}

static void exec_gather(mc_machine *m, const kir_stmt *s) {
  const kir_access *da = &s->u.gather.dst, *ia = &s->u.gather.index;
  mc_region dst, idx;
  mc_region_eval(m, da, &dst);
  mc_region_eval(m, ia, &idx);
  mc_buffer *src = mc_buffer_of(m, s->u.gather.src, s->loc, s->len);
  check_counts(m, s, dst.count, idx.count, "gather");
  ww_loc il = ia->loc, dl = da->loc;
  int ilen = mc_access_len(m, ia), dlen = mc_access_len(m, da);
  if (mc_is_float(idx.buf->elem))
    mc_fail(m, il, ilen, "gather indices '%s' are %s; they must be integers", idx.buf->decl->name,
            kir_type_name(idx.buf->elem));
  /* The indices are read now, synchronously (see the file comment). */
  m->tmp_reads.n = 0;
  mc_region_runs(&idx, &m->tmp_reads);
  mc_race_runs(m, NULL, &m->tmp_reads, 0, m->tmp_reads.n, 0, ia, il, ilen);
  mc_runs gathered = {0};
  mc_runs *into = &gathered;
  mc_op *op = NULL;
  if (m->async_depth) {
    op = mc_op_new(m, s);
    into = &op->reads;
  }
  for (int i = 0; i < m->tmp_reads.n; i++) {
    const mc_run *r = &m->tmp_reads.v[i];
    for (int64_t j = 0; j < r->len; j++) {
      int64_t v = r->buf->data[r->start + j].i;
      if (v < 0 || v >= src->n) {
        ww_buf t = {0};
        mc_element_name(&t, r->buf, r->start + j);
        char msg[256];
        snprintf(msg, sizeof msg, "gather index %lld (%s) is out of bounds of '%s' (%lld elements)",
                 (long long)v, t.data, src->decl->name, (long long)src->n);
        ww_buf_free(&t);
        mc_runs_free(&gathered);
        mc_fail(m, il, ilen, "%s", msg);
      }
      mc_runs_push(into, src, v, 1);
    }
  }
  const void *src_site = &s->u.gather.src;
  if (op) {
    op->nvalue_runs = op->reads.n;
    mc_region_runs(&dst, &op->writes);
    mc_race_runs(m, op, &op->reads, 0, op->reads.n, 0, src_site, s->loc, s->len);
    mc_race_runs(m, op, &op->writes, 0, op->writes.n, 1, da, dl, dlen);
    mc_op_issue(m, op);
    return;
  }
  m->tmp_reads.n = m->tmp_writes.n = 0;
  for (int i = 0; i < gathered.n; i++)
    mc_runs_push(&m->tmp_reads, gathered.v[i].buf, gathered.v[i].start, gathered.v[i].len);
  mc_runs_free(&gathered);
  mc_region_runs(&dst, &m->tmp_writes);
  mc_race_runs(m, NULL, &m->tmp_reads, 0, m->tmp_reads.n, 0, src_site, s->loc, s->len);
  mc_race_runs(m, NULL, &m->tmp_writes, 0, m->tmp_writes.n, 1, da, dl, dlen);
  move_now(m, s, src->elem);
}

static void exec_for(mc_machine *m, const kir_stmt *s) {
  const kir_var *var = s->u.loop.var;
  int64_t lo = s->u.loop.lo ? mc_eval_int(m, s->u.loop.lo) : 0;
  int64_t hi = mc_eval_int(m, s->u.loop.hi);
  int64_t step = s->u.loop.step ? s->u.loop.step : 1;
  if (step <= 0) mc_fail(m, s->loc, s->len, "loop step %lld is not positive", (long long)step);
  WW_VEC_PUSH(m->loops, m->nloops, m->caploops, var);
  for (int64_t v = lo; v < hi;) {
    m->env[var->id].i = v;
    exec_block(m, &s->u.loop.body);
    if ((uint64_t)hi - (uint64_t)v <= (uint64_t)step) break;
    v += step;
  }
  m->nloops--;
}

static void exec_stmt(mc_machine *m, const kir_stmt *s) {
  m->cur_stmt = s;
  if (++m->res->statements > (m->opt.max_steps ? m->opt.max_steps : KIR_RUN_MAX_STEPS))
    mc_fail(m, s->loc, s->len, "the run stops here: it has executed %llu statements, the most it executes "
                               "(--max-steps)",
            (unsigned long long)(m->opt.max_steps ? m->opt.max_steps : KIR_RUN_MAX_STEPS));
  if (m->ndue) mc_step_due(m);
  switch (s->kind) {
  case KS_ALLOC:
    exec_alloc(m, s);
    return;
  case KS_LET: {
    const kir_expr *e = s->u.let.value;
    mc_val v = mc_eval(m, e);
    if (e->type != s->u.let.var->type && mc_convert(&v, v, e->type, s->u.let.var->type))
      mc_fail(m, e->loc, mc_expr_len(m, e), "the value does not fit %s",
              kir_type_name(s->u.let.var->type));
    m->env[s->u.let.var->id] = v;
    return;
  }
  case KS_STORE:
    exec_store(m, s);
    return;
  case KS_COPY:
    exec_copy(m, s);
    return;
  case KS_GATHER:
    exec_gather(m, s);
    return;
  case KS_CALL:
    mc_call(m, s);
    return;
  case KS_FOR:
    exec_for(m, s);
    return;
  case KS_IF: {
    const kir_expr *c = s->u.if_.cond;
    if (mc_truthy(mc_eval(m, c), c->type)) exec_block(m, &s->u.if_.then_blk);
    else if (s->u.if_.has_else) exec_block(m, &s->u.if_.else_blk);
    return;
  }
  case KS_ASYNC:
    m->async_depth++;
    exec_block(m, &s->u.async.body);
    m->async_depth--;
    return;
  case KS_COMMIT: {
    int64_t q = nonneg(m, s->u.commit.queue, "the queue");
    int open_from = m->nopen;
    m->commit_depth++;
    exec_block(m, &s->u.commit.body);
    m->commit_depth--;
    mc_commit(m, s, q, open_from);
    return;
  }
  case KS_WAIT: {
    int64_t q = nonneg(m, s->u.wait.queue, "the queue");
    int64_t n = nonneg(m, s->u.wait.count, "the wait count");
    mc_wait(m, s, q, n);
    return;
  }
  case KS_ASYNCMARK:
    mc_asyncmark(m, s);
    return;
  case KS_WAIT_ASYNCMARK:
    mc_wait_asyncmark(m, s, nonneg(m, s->u.wait_mark.count, "the wait count"));
    return;
  case KS_BAROBJ:
  case KS_BARRIER:
  case KS_BAR_OP:
  case KS_FENCE:
    break;
  }
  mc_fail(m, s->loc, s->len, "statement kind %d is not executed by run", (int)s->kind);
}

static void exec_block(mc_machine *m, const kir_block *b) {
  for (int i = 0; i < b->n; i++) exec_stmt(m, b->v[i]);
}

/* ---- what run does not execute (yet) ---- */

static const char *unsupported_name(const kir_stmt *s) {
  switch (s->kind) {
  case KS_BARRIER: return "barrier()";
  case KS_BAROBJ: return "barrier_object";
  case KS_BAR_OP: return kir_bar_op_name(s->u.bar.op);
  case KS_FENCE: return "fence";
  default: return NULL;
  }
}

typedef struct unsupported {
  ww_diags *d;
  int n;
} unsupported;

static int unsupported_enter(kir_walker *w, kir_stmt *s) {
  unsupported *u = w->ctx;
  const char *what = unsupported_name(s);
  if (!what) return 1;
  ww_diag_add(u->d, WW_ERROR, s->loc, s->len,
              "'%s' is not supported by run yet; the verifier executes multi-wave programs", what);
  u->n++;
  return 0;
}

static int check_supported(const kir_kernel *k, ww_diags *d) {
  int n = 0;
  if (k->waves > 1) {
    ww_diag_add(d, WW_ERROR, k->waves_loc, 0,
                "waves(%d) is not supported by run yet; the verifier executes multi-wave programs",
                k->waves);
    n++;
  }
  unsupported u = {d, 0};
  kir_walker w = {unsupported_enter, NULL, NULL, NULL, NULL, &u};
  kir_walk_const_block(&w, &k->body);
  return n + u.n;
}

/* ---- kir_run ---- */

static void machine_free(mc_machine *m) {
  mc_async_free(m);
  mc_buffers_free(m);
  mc_races_free(m);
  mc_callees_free(m);
  mc_runs_free(&m->tmp_reads);
  mc_runs_free(&m->tmp_writes);
  free(m->scratch);
  free(m->events);
  free(m->loops);
  free(m->env);
}

static void load_inputs(mc_machine *m, const kir_inputs *in) {
  const kir_kernel *k = m->k;
  if (k->wave_id) m->env[k->wave_id->id].i = 0;
  if (k->num_waves) m->env[k->num_waves->id].i = 1;
  for (int i = 0; i < in->nscalars; i++) m->env[in->scalars[i].var->id] = in->scalars[i].value;
  for (int i = 0; i < in->nbuffers; i++) {
    const kir_run_buffer *ib = &in->buffers[i];
    mc_buffer_create(m, ib->decl, ib->ndim, ib->dims, ib->decl->loc, (int)strlen(ib->name));
    mc_buffer *b = &m->bufs[ib->decl->id];
    if (ib->n) memcpy(b->data, ib->data, (size_t)ib->n * sizeof *b->data);
  }
}

static void take_results(mc_machine *m, kir_run_result *res) {
  const kir_kernel *k = m->k;
  int n = 0;
  for (int i = 0; i < k->nparams; i++) n += k->params[i].kind == KIR_PARAM_BUF;
  res->buffers = ww_xmalloc((size_t)(n ? n : 1) * sizeof *res->buffers);
  for (int i = 0; i < k->nparams; i++) {
    if (k->params[i].kind != KIR_PARAM_BUF) continue;
    const mc_buffer *b = &m->bufs[k->params[i].buf->id];
    kir_run_buffer *rb = &res->buffers[res->nbuffers++];
    memset(rb, 0, sizeof *rb);
    rb->decl = b->decl;
    rb->name = b->decl->name;
    rb->elem = b->elem;
    rb->ndim = b->ndim;
    memcpy(rb->dims, b->dims, sizeof rb->dims);
    rb->n = b->n;
    rb->data = ww_xmalloc((size_t)(b->n ? b->n : 1) * sizeof *rb->data);
    if (b->n) memcpy(rb->data, b->data, (size_t)b->n * sizeof *rb->data);
    rb->checksum = kir_checksum_values(rb->data, rb->n, rb->elem);
  }
  mc_callees_result(m, res);
}

int kir_run(const kir_kernel *k, const kir_inputs *in, const kir_run_options *opt,
            kir_run_result *res, ww_diags *d) {
  memset(res, 0, sizeof *res);
  if (check_supported(k, d)) return 2;
  mc_machine *m = ww_xmalloc(sizeof *m);
  memset(m, 0, sizeof *m);
  m->k = k;
  m->opt = *opt;
  m->d = d;
  m->src = k->loc.src;
  m->res = res;
  m->rng = opt->seed * UINT64_C(0x9e3779b97f4a7c15) + UINT64_C(0x2545f4914f6cdd1d);
  if (!m->rng) m->rng = 1;
  m->env = ww_xmalloc((size_t)(k->nvars ? k->nvars : 1) * sizeof *m->env);
  memset(m->env, 0, (size_t)(k->nvars ? k->nvars : 1) * sizeof *m->env);
  m->nbufs = k->nbufs;
  m->bufs = ww_xmalloc((size_t)(k->nbufs ? k->nbufs : 1) * sizeof *m->bufs);
  memset(m->bufs, 0, (size_t)(k->nbufs ? k->nbufs : 1) * sizeof *m->bufs);
  m->marks.id = -1;
  int rc;
  if (setjmp(m->fail)) {
    kir_run_result_free(res);
    rc = 2;
  } else {
    load_inputs(m, in);
    exec_block(m, &k->body);
    m->cur_stmt = NULL;
    mc_complete_all(m);
    take_results(m, res);
    res->races = m->races_total;
    int max = opt->max_races ? opt->max_races : 10;
    if (m->races_total > (uint64_t)max) {
      ww_loc none = {m->src, 0, 0, 0};
      ww_diag_add(d, WW_NOTE, none, 0, "%llu more races not shown",
                  (unsigned long long)(m->races_total - (uint64_t)max));
    }
    rc = m->races_total ? 1 : 0;
  }
  machine_free(m);
  free(m);
  return rc;
}

void kir_run_result_free(kir_run_result *res) {
  for (int i = 0; i < res->nbuffers; i++) free(res->buffers[i].data);
  free(res->buffers);
  free(res->callees);
  uint64_t keep[6] = {res->statements, res->async_ops, res->groups, res->asyncmarks, res->elements,
                      res->races};
  memset(res, 0, sizeof *res);
  res->statements = keep[0];
  res->async_ops = keep[1];
  res->groups = keep[2];
  res->asyncmarks = keep[3];
  res->elements = keep[4];
  res->races = keep[5];
}
