/*
 * snapshot.c - the state of a machine as bytes: saved, restored, hashed.
 *
 * The live machine keeps pointers, slots and free lists, which are fast to
 * run but not comparable: two runs that reach the same state may hold it in
 * different slots. A snapshot is the state written in one canonical form:
 * buffer instances in order (their extents and values), then each wave (its
 * status, scalars, statement stack, its outstanding ops in issue order with
 * every element they read and write, its groups and marks naming those ops
 * by their place in that order, its blocked wait, its clocks and its view
 * of each barrier), then the barrier objects (sync.c). Buffers of several
 * waves carry their happens-before words (hb.c). Equal states give equal bytes, so a hash of the bytes
 * identifies a state (the verifier stores such hashes), and restoring the
 * bytes into a machine of the same kernel gives back a machine that runs on
 * exactly as the saved one would.
 *
 * Not in a snapshot, because nothing that runs later depends on them: the
 * ring of async events and the races already reported (diagnostics only),
 * the opaque calls' checksums (results only), the statement counters.
 * Asked for, the events' sequence numbers follow the canonical bytes (not
 * canonical themselves), so that race notes read the same after a restore.
 * Random completion's schedule is not saved either: snapshots are taken
 * with the latest and earliest modes only (mc_snapshot_save checks).
 *
 * Pointers to statements, variables and blocks of the kernel are written as
 * they are: they name the same nodes for the life of the program.
 */
#include "machine_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- writing ---- */

static void put(ww_buf *o, const void *p, size_t n) {
  if (n) ww_buf_putn(o, (const char *)p, n);
}
static void put_i64(ww_buf *o, int64_t v) { put(o, &v, sizeof v); }
static void put_ptr(ww_buf *o, const void *p) {
  uintptr_t v = (uintptr_t)p;
  put(o, &v, sizeof v);
}

static void put_runs(ww_buf *o, const mc_machine *m, const mc_runs *rs) {
  put_i64(o, rs->n);
  for (int i = 0; i < rs->n; i++) {
    put_i64(o, rs->v[i].buf - m->bufs);
    put_i64(o, rs->v[i].start);
    put_i64(o, rs->v[i].len);
  }
}

/* The live ops of wave w in issue order; returns their number. */
static int wave_ops(const mc_machine *m, const mc_wave *w, mc_op ***out) {
  mc_op **v = ww_xmalloc((m->nslots ? m->nslots : 1) * sizeof *v);
  int n = 0;
  for (uint32_t s = 0; s < m->nslots; s++)
    if (m->slots[s]->live && m->slots[s]->wave == w->id) v[n++] = m->slots[s];
  /* Insertion sort by serial: few ops are outstanding at once. */
  for (int i = 1; i < n; i++) {
    mc_op *x = v[i];
    int j = i;
    for (; j > 0 && v[j - 1]->serial > x->serial; j--) v[j] = v[j - 1];
    v[j] = x;
  }
  *out = v;
  return n;
}

/* The index of the op a handle names in ops[0..n), or -1 (completed). */
static int64_t op_index(const mc_machine *m, mc_op **ops, int n, mc_handle h) {
  mc_op *op = mc_op_get((mc_machine *)m, h);
  if (!op) return -1;
  for (int i = 0; i < n; i++)
    if (ops[i] == op) return i;
  ww_die("snapshot: a handle of another wave's op");
}

static void put_handles(ww_buf *o, const mc_machine *m, mc_op **ops, int n, const mc_handle *h, int nh) {
  int64_t live = 0;
  for (int i = 0; i < nh; i++) live += op_index(m, ops, n, h[i]) >= 0;
  put_i64(o, live);
  for (int i = 0; i < nh; i++) {
    int64_t x = op_index(m, ops, n, h[i]);
    if (x >= 0) put_i64(o, x);
  }
}

static void put_fifo(ww_buf *o, const mc_machine *m, mc_op **ops, int n, const mc_fifo *f) {
  put_i64(o, f->id);
  put_i64(o, f->next_number);
  put_i64(o, f->n - f->head);
  for (int i = f->head; i < f->n; i++) {
    put_i64(o, f->v[i].number);
    put_handles(o, m, ops, n, f->v[i].ops, f->v[i].nops);
  }
}

static void put_op(ww_buf *o, const mc_machine *m, const mc_op *op) {
  put_ptr(o, op->stmt);
  put_i64(o, (int64_t)op->serial);
  put_i64(o, op->loops.n);
  for (int i = 0; i < op->loops.n; i++) {
    put_ptr(o, op->loops.var[i]);
    put_i64(o, op->loops.val[i]);
  }
  put_i64(o, op->queue);
  put_i64(o, op->stream);
  put_i64(o, op->group);
  put_i64(o, op->mark);
  put_runs(o, m, &op->reads);
  put_runs(o, m, &op->writes);
  put_i64(o, op->nvalue_runs);
  put_i64(o, op->nleaves);
  put(o, op->leaves, (size_t)op->nleaves * sizeof *op->leaves);
  put_i64(o, op->read_done | op->write_done << 1);
  if (op->read_done && !op->write_done) {
    put_i64(o, op->val_type);
    put_i64(o, op->nvals);
    put(o, op->vals, (size_t)op->nvals * sizeof *op->vals);
  }
}

static int by_queue(const void *a, const void *b) {
  const mc_fifo *x = *(mc_fifo *const *)a, *y = *(mc_fifo *const *)b;
  return x->id < y->id ? -1 : x->id > y->id;
}

static void put_wave(ww_buf *o, const mc_machine *m, const mc_wave *w) {
  put_i64(o, w->status);
  put(o, w->env, (size_t)(m->k->nvars ? m->k->nvars : 1) * sizeof *w->env);
  put_i64(o, w->nframes);
  for (int i = 0; i < w->nframes; i++) {
    const mc_frame *f = &w->frames[i];
    put_ptr(o, f->s);
    put_ptr(o, f->b);
    put_i64(o, f->i);
    put_i64(o, f->open_from);
    put_i64(o, f->hi);
    put_i64(o, f->step);
    put_i64(o, f->queue);
  }
  put_i64(o, w->async_depth | (int64_t)w->commit_depth << 32);
  put_i64(o, (int64_t)w->serial);
  mc_op **ops;
  int n = wave_ops(m, w, &ops);
  put_i64(o, n);
  for (int i = 0; i < n; i++) put_op(o, m, ops[i]);
  const mc_fifo **qs = ww_xmalloc((size_t)(w->nqueues ? w->nqueues : 1) * sizeof *qs);
  for (int i = 0; i < w->nqueues; i++) qs[i] = &w->queues[i];
  qsort(qs, (size_t)w->nqueues, sizeof *qs, by_queue);
  put_i64(o, w->nqueues);
  for (int i = 0; i < w->nqueues; i++) put_fifo(o, m, ops, n, qs[i]);
  free(qs);
  put_fifo(o, m, ops, n, &w->marks);
  put_handles(o, m, ops, n, w->unmarked.ops, w->unmarked.nops);
  put_handles(o, m, ops, n, w->open, w->nopen);
  free(ops);
}

static void put_events(ww_buf *o, const mc_machine *m) {
  for (int i = 0; i < m->nwaves; i++) {
    const mc_wave *w = &m->waves[i];
    put_i64(o, (int64_t)w->nevents);
    mc_op **ops;
    int n = wave_ops(m, w, &ops);
    for (int j = 0; j < n; j++) put_i64(o, (int64_t)ops[j]->issue_event);
    free(ops);
  }
}

static void put_clocks(ww_buf *o, const mc_clock *c, size_t n) { put(o, c, n * sizeof *c); }

static void put_sync(ww_buf *o, const mc_machine *m) {
  size_t n = (size_t)m->nwaves, x = mc_xr_words(m);
  for (int i = 0; i < m->nwaves; i++) {
    const mc_wave *w = &m->waves[i];
    put_i64(o, w->wait_slot);
    put_i64(o, w->wait_target);
    put_i64(o, w->wait_acquire);
    put_clocks(o, w->vc, (size_t)MC_NSPACES * n);
    put_clocks(o, w->xr, x);
    put_clocks(o, w->ec, n);
    put(o, w->seen, (size_t)m->nbarriers * sizeof *w->seen);
    for (int s = 0; s < m->nslots_bar; s++) {
      const mc_wbar *wb = &w->bars[s];
      put_i64(o, wb->joined);
      put_i64(o, wb->join_clock);
      put_i64(o, wb->observed);
      put_i64(o, wb->gen);
      put_i64(o, wb->arrived_phase);
    }
  }
  for (int i = 0; i < m->nbarriers; i++) {
    const mc_barrier *b = &m->barriers[i];
    put_i64(o, b->init);
    put_i64(o, b->expected);
    put_i64(o, b->arrived);
    put_i64(o, b->phase);
    put_i64(o, b->gen);
    put_i64(o, b->wg_arrived);
    put_i64(o, b->init_wave);
    put_i64(o, b->init_clock);
    put_clocks(o, b->acc_e, n);
    put_clocks(o, b->acc_x, x);
    put_clocks(o, b->mods, n);
    put(o, b->acc_seen, (size_t)m->nbarriers * sizeof *b->acc_seen);
    put_i64(o, b->nhist);
    if (b->nhist) {
      put_i64(o, b->hist_first);
      put_clocks(o, b->hist_e, (size_t)b->nhist * n);
      put_clocks(o, b->hist_x, (size_t)b->nhist * x);
      put(o, b->hist_seen, (size_t)b->nhist * (size_t)m->nbarriers * sizeof *b->hist_seen);
    }
  }
}

void mc_snapshot_save(const mc_machine *m, ww_buf *o, int events) {
  for (int i = 0; i < m->nwaves; i++)
    if (m->waves[i].ndue) ww_die("snapshot: random completion is not saved");
  put_i64(o, events);
  put_i64(o, m->nbufs);
  for (int i = 0; i < m->nbufs; i++) {
    const mc_buffer *b = &m->bufs[i];
    put_i64(o, b->live);
    if (!b->live) continue;
    put_i64(o, b->ndim);
    put(o, b->dims, (size_t)b->ndim * sizeof *b->dims);
    put(o, b->data, (size_t)b->n * sizeof *b->data);
    if (b->hb) put(o, b->hb, (size_t)b->n * MC_HB_WORDS(m->nwaves) * sizeof *b->hb);
  }
  for (int i = 0; i < m->nwaves; i++) put_wave(o, m, &m->waves[i]);
  put_sync(o, m);
  if (events) put_events(o, m);
}

/* ---- reading ---- */

typedef struct reader {
  const char *p, *end;
} reader;

static void get(reader *r, void *p, size_t n) {
  if (!n) return;
  if ((size_t)(r->end - r->p) < n) ww_die("snapshot: truncated");
  memcpy(p, r->p, n);
  r->p += n;
}
static int64_t get_i64(reader *r) {
  int64_t v;
  get(r, &v, sizeof v);
  return v;
}
static const void *get_ptr(reader *r) {
  uintptr_t v;
  get(r, &v, sizeof v);
  return (const void *)v;
}

static void get_runs(reader *r, mc_machine *m, mc_runs *rs) {
  rs->n = 0;
  int64_t n = get_i64(r);
  for (int64_t i = 0; i < n; i++) {
    int64_t b = get_i64(r), start = get_i64(r), len = get_i64(r);
    mc_run run = {&m->bufs[b], start, len};
    WW_VEC_PUSH(rs->v, rs->n, rs->cap, run);
  }
}

static void get_handles(reader *r, mc_op **ops, mc_handle **v, int *n, int *cap) {
  *n = 0;
  int64_t k = get_i64(r);
  for (int64_t i = 0; i < k; i++) {
    mc_op *op = ops[get_i64(r)];
    mc_handle h = {op->slot, op->gen};
    WW_VEC_PUSH(*v, *n, *cap, h);
  }
}

static void get_fifo(reader *r, mc_op **ops, mc_fifo *f) {
  for (int i = 0; i < f->n; i++) free(f->v[i].ops);
  f->head = f->n = 0;
  f->id = get_i64(r);
  f->next_number = get_i64(r);
  int64_t k = get_i64(r);
  for (int64_t i = 0; i < k; i++) {
    if (f->n == f->cap) {
      f->cap = f->cap ? 2 * f->cap : 8;
      f->v = ww_xrealloc(f->v, (size_t)f->cap * sizeof *f->v);
    }
    mc_group *g = &f->v[f->n++];
    memset(g, 0, sizeof *g);
    g->number = get_i64(r);
    get_handles(r, ops, &g->ops, &g->nops, &g->cap);
  }
}

static mc_op *get_op(reader *r, mc_machine *m, mc_wave *w) {
  const kir_stmt *s = get_ptr(r);
  mc_op *op = mc_op_new(m, s);
  op->serial = (uint64_t)get_i64(r);
  op->loops.n = (int)get_i64(r);
  for (int i = 0; i < op->loops.n; i++) {
    op->loops.var[i] = get_ptr(r);
    op->loops.val[i] = get_i64(r);
  }
  op->queue = get_i64(r);
  op->stream = get_i64(r);
  op->group = get_i64(r);
  op->mark = get_i64(r);
  get_runs(r, m, &op->reads);
  get_runs(r, m, &op->writes);
  op->nvalue_runs = (int)get_i64(r);
  op->nleaves = 0;
  int64_t nleaves = get_i64(r);
  for (int64_t i = 0; i < nleaves; i++) {
    mc_val v;
    get(r, &v, sizeof v);
    WW_VEC_PUSH(op->leaves, op->nleaves, op->capleaves, v);
  }
  int64_t done = get_i64(r);
  op->read_done = (int)(done & 1);
  op->write_done = (int)(done >> 1 & 1);
  op->nvals = 0;
  if (op->read_done && !op->write_done) {
    op->val_type = (kir_type)get_i64(r);
    op->nvals = get_i64(r);
    if (op->nvals > op->capvals) {
      op->capvals = op->nvals;
      op->vals = ww_xrealloc(op->vals, (size_t)op->nvals * sizeof *op->vals);
    }
    get(r, op->vals, (size_t)op->nvals * sizeof *op->vals);
  }
  mc_op_register(m, op);
  (void)w;
  return op;
}

static void get_wave(reader *r, mc_machine *m, mc_wave *w) {
  m->w = w;
  w->status = (mc_wave_status)get_i64(r);
  get(r, w->env, (size_t)(m->k->nvars ? m->k->nvars : 1) * sizeof *w->env);
  int64_t nf = get_i64(r);
  if (nf > w->capframes) {
    w->capframes = (int)nf;
    w->frames = ww_xrealloc(w->frames, (size_t)nf * sizeof *w->frames);
  }
  w->nframes = (int)nf;
  w->nloops = 0;
  for (int i = 0; i < w->nframes; i++) {
    mc_frame *f = &w->frames[i];
    f->s = get_ptr(r);
    f->b = get_ptr(r);
    f->i = (int)get_i64(r);
    f->open_from = (int)get_i64(r);
    f->hi = get_i64(r);
    f->step = get_i64(r);
    f->queue = get_i64(r);
    w->nloops += f->s && f->s->kind == KS_FOR;
  }
  int64_t depths = get_i64(r);
  w->async_depth = (int)(depths & 0xffffffff);
  w->commit_depth = (int)(depths >> 32);
  uint64_t serial = (uint64_t)get_i64(r);
  int64_t n = get_i64(r);
  mc_op **ops = ww_xmalloc((size_t)(n ? n : 1) * sizeof *ops);
  for (int64_t i = 0; i < n; i++) ops[i] = get_op(r, m, w);
  w->serial = serial;   /* after mc_op_new, which counts */
  w->outstanding = n;
  int64_t nq = get_i64(r);
  for (int i = (int)nq; i < w->nqueues; i++) {
    mc_fifo *f = &w->queues[i];
    for (int j = 0; j < f->n; j++) free(f->v[j].ops);
    free(f->v);
  }
  if (nq > w->capqueues) {
    w->queues = ww_xrealloc(w->queues, (size_t)nq * sizeof *w->queues);
    memset(w->queues + w->capqueues, 0, (size_t)(nq - w->capqueues) * sizeof *w->queues);
    w->capqueues = (int)nq;
  }
  if (nq > w->nqueues) memset(w->queues + w->nqueues, 0, (size_t)(nq - w->nqueues) * sizeof *w->queues);
  w->nqueues = (int)nq;
  for (int i = 0; i < w->nqueues; i++) get_fifo(r, ops, &w->queues[i]);
  get_fifo(r, ops, &w->marks);
  get_handles(r, ops, &w->unmarked.ops, &w->unmarked.nops, &w->unmarked.cap);
  get_handles(r, ops, &w->open, &w->nopen, &w->capopen);
  free(ops);
}

static void get_events(reader *r, mc_machine *m) {
  for (int i = 0; i < m->nwaves; i++) {
    mc_wave *w = &m->waves[i];
    w->nevents = (uint64_t)get_i64(r);
    mc_op **ops;
    int n = wave_ops(m, w, &ops);
    for (int j = 0; j < n; j++) ops[j]->issue_event = (uint64_t)get_i64(r);
    free(ops);
  }
}

static void get_sync(reader *r, mc_machine *m) {
  size_t n = (size_t)m->nwaves, x = mc_xr_words(m);
  for (int i = 0; i < m->nwaves; i++) {
    mc_wave *w = &m->waves[i];
    w->wait_slot = (int)get_i64(r);
    w->wait_target = get_i64(r);
    w->wait_acquire = (int)get_i64(r);
    get(r, w->vc, (size_t)MC_NSPACES * n * sizeof *w->vc);
    get(r, w->xr, x * sizeof *w->xr);
    get(r, w->ec, n * sizeof *w->ec);
    get(r, w->seen, (size_t)m->nbarriers * sizeof *w->seen);
    for (int s = 0; s < m->nslots_bar; s++) {
      mc_wbar *wb = &w->bars[s];
      wb->joined = (int)get_i64(r);
      wb->join_clock = (mc_clock)get_i64(r);
      wb->observed = get_i64(r);
      wb->gen = get_i64(r);
      wb->arrived_phase = get_i64(r);
    }
  }
  for (int i = 0; i < m->nbarriers; i++) {
    mc_barrier *b = &m->barriers[i];
    b->init = (int)get_i64(r);
    b->expected = get_i64(r);
    b->arrived = get_i64(r);
    b->phase = get_i64(r);
    b->gen = get_i64(r);
    b->wg_arrived = (uint32_t)get_i64(r);
    b->init_wave = (int)get_i64(r);
    b->init_clock = (mc_clock)get_i64(r);
    get(r, b->acc_e, n * sizeof *b->acc_e);
    get(r, b->acc_x, x * sizeof *b->acc_x);
    get(r, b->mods, n * sizeof *b->mods);
    get(r, b->acc_seen, (size_t)m->nbarriers * sizeof *b->acc_seen);
    b->nhist = (int)get_i64(r);
    b->hist_first = b->nhist ? get_i64(r) : 0;
    if (b->nhist > b->caphist) {
      b->caphist = b->nhist;
      b->hist_e = ww_xrealloc(b->hist_e, (size_t)b->caphist * n * sizeof *b->hist_e);
      b->hist_x = ww_xrealloc(b->hist_x, (size_t)b->caphist * (x ? x : 1) * sizeof *b->hist_x);
      b->hist_seen = ww_xrealloc(b->hist_seen, (size_t)b->caphist * (size_t)m->nbarriers * sizeof *b->hist_seen);
    }
    get(r, b->hist_e, (size_t)b->nhist * n * sizeof *b->hist_e);
    get(r, b->hist_x, (size_t)b->nhist * x * sizeof *b->hist_x);
    get(r, b->hist_seen, (size_t)b->nhist * (size_t)m->nbarriers * sizeof *b->hist_seen);
  }
}

void mc_snapshot_restore(mc_machine *m, const char *data, size_t len) {
  reader r = {data, data + len};
  int events = (int)get_i64(&r);
  mc_ops_clear(m);
  if (get_i64(&r) != m->nbufs) ww_die("snapshot: another kernel's");
  for (int i = 0; i < m->nbufs; i++) {
    mc_buffer *b = &m->bufs[i];
    int live = (int)get_i64(&r);
    if (!live) {
      if (b->live) mc_buffer_release(b);
      continue;
    }
    int ndim = (int)get_i64(&r);
    int64_t dims[KIR_RUN_MAXDIM];
    get(&r, dims, (size_t)ndim * sizeof *dims);
    int same = b->live && b->ndim == ndim;
    for (int d = 0; same && d < ndim; d++) same = b->dims[d] == dims[d];
    if (b->live && !same) mc_buffer_release(b);
    if (!b->live) mc_buffer_alloc(m, b, b->decl, ndim, dims);
    get(&r, b->data, (size_t)b->n * sizeof *b->data);
    if (b->hb) get(&r, b->hb, (size_t)b->n * MC_HB_WORDS(m->nwaves) * sizeof *b->hb);
    memset(b->shadow, 0, (size_t)(b->n ? b->n : 1) * sizeof *b->shadow);
    b->busy = 0;
  }
  for (int i = 0; i < m->nwaves; i++) get_wave(&r, m, &m->waves[i]);
  get_sync(&r, m);
  if (events) get_events(&r, m);
  if (r.p != r.end) ww_die("snapshot: %zu bytes left over", (size_t)(r.end - r.p));
  m->w = &m->waves[0];
}
