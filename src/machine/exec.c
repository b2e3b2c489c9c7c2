/*
 * exec.c - the simple statements of a wave: allocations, lets, stores,
 * copies, gathers and calls, the async bookkeeping statements, and barriers
 * and fences (sync.c; compound statements are step.c's).
 *
 * Inside `async { }` a store, copy or gather becomes an op (async.c): its
 * addresses and indices are computed now, its accesses are checked against
 * the outstanding ops (race.c) and it registers as outstanding; the data
 * moves at the moments the completion mode picks. Outside `async` the same
 * statements are synchronous accesses, checked the same way.
 *
 * A gather's index region is read when the gather issues (the indices are
 * addresses, in registers on the hardware), so only the gathered elements
 * are the op's sources.
 */
#include "machine_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int64_t nonneg(mc_machine *m, const kir_expr *e, const char *what) {
  int64_t v = mc_eval_int(m, e);
  if (v < 0) mc_fail(m, e->loc, mc_expr_len(m, e), "%s is %lld; it must not be negative", what, (long long)v);
  return v;
}

static void exec_alloc(mc_machine *m, const kir_stmt *s) {
  const kir_buf *b = s->u.alloc;
  int64_t dims[MC_RUN_MAXDIM];
  if (b->ndim > MC_RUN_MAXDIM)
    mc_fail(m, s->loc, s->len, "'%s' has %d dimensions; run executes at most %d", b->name, b->ndim,
            MC_RUN_MAXDIM);
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
  if (m->w->async_depth) {
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
    v = mc_combine(m, s, s->u.store.op, b->data[flat], b->elem, v, t, &t);
  }
  mc_check_write(m, b, flat, dst, loc, len);
  mc_store_value(m, b, flat, v, t, loc, len);
  m->out.res->elements++;
}

/* Moves the values of m->tmp.tmp_reads into the elements of m->tmp.tmp_writes. */
static void move_now(mc_machine *m, const kir_stmt *s, kir_type from) {
  int64_t n = mc_runs_count(&m->tmp.tmp_reads);
  if (n > m->tmp.capscratch) {
    m->tmp.capscratch = n;
    m->tmp.scratch = ww_xrealloc(m->tmp.scratch, (size_t)n * sizeof *m->tmp.scratch);
  }
  mc_runs_read(&m->tmp.tmp_reads, 0, m->tmp.tmp_reads.n, m->tmp.scratch);
  int64_t k = 0;
  for (int i = 0; i < m->tmp.tmp_writes.n; i++) {
    const mc_run *r = &m->tmp.tmp_writes.v[i];
    if (r->buf->elem == from) {
      memcpy(r->buf->data + r->start, m->tmp.scratch + k, (size_t)r->len * sizeof *m->tmp.scratch);
      k += r->len;
      continue;
    }
    for (int64_t j = 0; j < r->len; j++)
      mc_store_value(m, r->buf, r->start + j, m->tmp.scratch[k++], from, s->loc, s->len);
  }
  m->out.res->elements += (uint64_t)n;
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
  if (m->w->async_depth) {
    mc_op *op = mc_op_new(m, s);
    mc_region_runs(&src, &op->reads);
    op->nvalue_runs = op->reads.n;
    mc_region_runs(&dst, &op->writes);
    mc_race_runs(m, op, &op->reads, 0, op->reads.n, 0, sa, sl, slen);
    mc_race_runs(m, op, &op->writes, 0, op->writes.n, 1, da, dl, dlen);
    mc_op_issue(m, op);
    return;
  }
  m->tmp.tmp_reads.n = m->tmp.tmp_writes.n = 0;
  mc_region_runs(&src, &m->tmp.tmp_reads);
  mc_region_runs(&dst, &m->tmp.tmp_writes);
  mc_race_runs(m, NULL, &m->tmp.tmp_reads, 0, m->tmp.tmp_reads.n, 0, sa, sl, slen);
  mc_race_runs(m, NULL, &m->tmp.tmp_writes, 0, m->tmp.tmp_writes.n, 1, da, dl, dlen);
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
  m->tmp.tmp_reads.n = 0;
  mc_region_runs(&idx, &m->tmp.tmp_reads);
  mc_race_runs(m, NULL, &m->tmp.tmp_reads, 0, m->tmp.tmp_reads.n, 0, ia, il, ilen);
  mc_runs gathered = {0};
  mc_runs *into = &gathered;
  mc_op *op = NULL;
  if (m->w->async_depth) {
    op = mc_op_new(m, s);
    into = &op->reads;
  }
  for (int i = 0; i < m->tmp.tmp_reads.n; i++) {
    const mc_run *r = &m->tmp.tmp_reads.v[i];
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
  m->tmp.tmp_reads.n = m->tmp.tmp_writes.n = 0;
  for (int i = 0; i < gathered.n; i++)
    mc_runs_push(&m->tmp.tmp_reads, gathered.v[i].buf, gathered.v[i].start, gathered.v[i].len);
  mc_runs_free(&gathered);
  mc_region_runs(&dst, &m->tmp.tmp_writes);
  mc_race_runs(m, NULL, &m->tmp.tmp_reads, 0, m->tmp.tmp_reads.n, 0, src_site, s->loc, s->len);
  mc_race_runs(m, NULL, &m->tmp.tmp_writes, 0, m->tmp.tmp_writes.n, 1, da, dl, dlen);
  move_now(m, s, src->elem);
}

void mc_exec(mc_machine *m, const kir_stmt *s) {
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
    m->w->env[s->u.let.var->id] = v;
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
  case KS_DMA:
    mc_exec_dma(m, s);
    return;
  case KS_CALL:
    mc_call(m, s);
    return;
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
  case KS_BAROBJ:        /* a declaration: its object exists from the start */
    return;
  case KS_BARRIER:
    mc_exec_barrier(m, s);
    return;
  case KS_BAR_OP:
    mc_exec_bar_op(m, s);
    return;
  case KS_FENCE:
    mc_exec_fence(m, s);
    return;
  case KS_FOR:
  case KS_IF:
  case KS_ASYNC:
  case KS_COMMIT:
    ww_die("exec: a compound statement");
  }
  ww_die("exec: statement kind %d", (int)s->kind);
}
