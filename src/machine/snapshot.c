/*
 * snapshot.c - the state of a machine as bytes: saved, restored, hashed.
 *
 * The live machine keeps pointers, slots and free lists, which are fast to
 * run but not comparable: two runs that reach the same state may hold it in
 * different slots. A snapshot is the state written in one canonical form:
 * buffer instances in order (their extents and values), then each wave (its
 * status, scalars, statement stack, its outstanding ops in issue order with
 * every element they read and write, its groups and marks naming those ops
 * by their place in that order), then each wave's synchronisation state
 * (its blocked wait, its clocks and its view of each barrier), then the
 * barrier objects (sync.c). Buffers of several waves carry their
 * happens-before words (hb.c). Equal states give equal bytes, so a hash of
 * the bytes identifies a state (the verifier stores such hashes), and
 * restoring the bytes into a machine of the same kernel gives back a
 * machine that runs on exactly as the saved one would.
 *
 * What is state is described once: the field tables below (one per state
 * struct: the scalar fields saved) and one io_* function per struct, which
 * runs in either direction (a snap saving or restoring). Saving and
 * restoring cannot disagree about a field, its width or its place, because
 * both are the same walk. Only what is not a plain field differs by
 * direction inside an io_* function: an op handle becomes the op's place in
 * issue order, a buffer pointer its index, and restoring sizes the arrays.
 *
 * Not in a snapshot, because nothing that runs later depends on them: the
 * ring of async events and the races already reported (diagnostics only),
 * the opaque calls' checksums (results only), the statement counters.
 * Asked for, the events' sequence numbers follow the canonical bytes (not
 * canonical themselves), so that race notes read the same after a restore.
 * Random completion's schedule is not saved either: snapshots are taken
 * with the latest and earliest modes only (mc_snapshot_save checks).
 * Derived on restore: a wave's loop depth (from its frames) and its count
 * of outstanding ops; the elements' shadows (re-registered by each op).
 *
 * Pointers to statements, variables and blocks of the kernel are written as
 * they are: they name the same nodes for the life of the program.
 */
#include "machine_internal.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---- the walk, in either direction ---- */

typedef struct snap {
  mc_machine *m;           /* saving only reads it (mc_snapshot_save's const) */
  int restore;
  ww_buf *out;             /* saving */
  const char *p, *end;     /* restoring */
} snap;

/* n bytes at p: appended, or read into p. */
static void io_bytes(snap *s, void *p, size_t n) {
  if (!n) return;
  if (!s->restore) {
    ww_buf_putn(s->out, (const char *)p, n);
    return;
  }
  if ((size_t)(s->end - s->p) < n) ww_die("snapshot: truncated");
  memcpy(p, s->p, n);
  s->p += n;
}

/* A count or other integer that is not a field: written, or read back and
 * returned. */
static int64_t io_count(snap *s, int64_t v) {
  io_bytes(s, &v, sizeof v);
  return v;
}

/* A scalar field: an integer (signed or not) or a pointer of the kernel. */
typedef enum field_kind { FK_INT, FK_UINT, FK_PTR } field_kind;

typedef struct field {
  size_t off, size;
  field_kind kind;
} field;

#define FIELD(type, member, kind) {offsetof(type, member), sizeof(((type *)0)->member), kind}
#define NFIELDS(table) (sizeof(table) / sizeof(table)[0])

/* Every scalar is written as 8 bytes: the canonical width, whatever the
 * field's own (an int's -1 sign-extended, a counter's bits zero-extended). */
static int64_t load(const void *p, size_t size, field_kind kind) {
  int64_t v = 0;
  switch (size) {
  case 1: v = kind == FK_INT ? *(const int8_t *)p : *(const uint8_t *)p; break;
  case 2: v = kind == FK_INT ? *(const int16_t *)p : *(const uint16_t *)p; break;
  case 4: v = kind == FK_INT ? *(const int32_t *)p : (int64_t)*(const uint32_t *)p; break;
  case 8: memcpy(&v, p, 8); break;
  default: ww_die("snapshot: a field of %zu bytes", size);
  }
  return v;
}

static void store(void *p, size_t size, int64_t v) {
  switch (size) {
  case 1: { uint8_t x = (uint8_t)v; memcpy(p, &x, 1); break; }
  case 2: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
  case 4: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
  case 8: memcpy(p, &v, 8); break;
  default: ww_die("snapshot: a field of %zu bytes", size);
  }
}

static void io_scalar(snap *s, void *p, size_t size, field_kind kind) {
  int64_t v = s->restore ? 0 : load(p, size, kind);
  io_bytes(s, &v, sizeof v);
  if (s->restore) store(p, size, v);
}

static void io_fields(snap *s, void *obj, const field *f, size_t n) {
  for (size_t i = 0; i < n; i++) io_scalar(s, (char *)obj + f[i].off, f[i].size, f[i].kind);
}

/* Restoring: room for n elements of size elem in *v (capacity *cap). */
static void *reserve(void *v, int *cap, int64_t n, size_t elem) {
  if (n <= *cap) return v;
  *cap = (int)n;
  return ww_xrealloc(v, (size_t)n * elem);
}

/* ---- what is state: the scalar fields of each state struct ---- */

static const field run_fields[] = {   /* and its buffer, by index */
    FIELD(mc_run, start, FK_INT), FIELD(mc_run, len, FK_INT)};
static const field op_fields[] = {    /* and its statement, loops, runs, operands */
    FIELD(mc_op, serial, FK_UINT),     FIELD(mc_op, queue, FK_INT),       FIELD(mc_op, stream, FK_INT),
    FIELD(mc_op, group, FK_INT),       FIELD(mc_op, mark, FK_INT),        FIELD(mc_op, nvalue_runs, FK_INT),
    FIELD(mc_op, read_done, FK_INT),   FIELD(mc_op, write_done, FK_INT)};
static const field group_fields[] = { /* and its ops, by place */
    FIELD(mc_group, number, FK_INT)};
static const field fifo_fields[] = {  /* and its live groups */
    FIELD(mc_fifo, id, FK_INT), FIELD(mc_fifo, next_number, FK_INT)};
static const field frame_fields[] = {
    FIELD(mc_frame, s, FK_PTR),        FIELD(mc_frame, b, FK_PTR),        FIELD(mc_frame, i, FK_INT),
    FIELD(mc_frame, open_from, FK_INT), FIELD(mc_frame, hi, FK_INT),      FIELD(mc_frame, step, FK_INT),
    FIELD(mc_frame, queue, FK_INT)};
/* A wave: its control state (before its frames), its async counters (after
 * them: an op rebuilt on restore is issued in them), its blocked wait. */
static const field wave_control_fields[] = {FIELD(mc_wave, status, FK_INT)};
static const field wave_async_fields[] = {
    FIELD(mc_wave, async_depth, FK_INT), FIELD(mc_wave, commit_depth, FK_INT),
    FIELD(mc_wave, serial, FK_UINT)};
static const field wave_wait_fields[] = {
    FIELD(mc_wave, wait_slot, FK_INT), FIELD(mc_wave, wait_target, FK_INT),
    FIELD(mc_wave, wait_acquire, FK_INT)};
static const field wbar_fields[] = {
    FIELD(mc_wbar, joined, FK_INT),    FIELD(mc_wbar, join_clock, FK_UINT), FIELD(mc_wbar, observed, FK_INT),
    FIELD(mc_wbar, gen, FK_INT),       FIELD(mc_wbar, arrived_phase, FK_INT)};
static const field barrier_fields[] = { /* and its clocks and history */
    FIELD(mc_barrier, init, FK_INT),     FIELD(mc_barrier, expected, FK_INT),
    FIELD(mc_barrier, arrived, FK_INT),  FIELD(mc_barrier, phase, FK_INT),
    FIELD(mc_barrier, gen, FK_INT),      FIELD(mc_barrier, wg_arrived, FK_UINT),
    FIELD(mc_barrier, init_wave, FK_INT), FIELD(mc_barrier, init_clock, FK_UINT)};

/* ---- ops and the handles naming them ---- */

/* The live ops of wave w in issue order; returns their number. */
static int wave_ops(const mc_machine *m, const mc_wave *w, mc_op ***out) {
  mc_op **v = ww_xmalloc((m->sh.nslots ? m->sh.nslots : 1) * sizeof *v);
  int n = 0;
  for (uint32_t s = 0; s < m->sh.nslots; s++)
    if (m->sh.slots[s]->live && m->sh.slots[s]->wave == w->id) v[n++] = m->sh.slots[s];
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
static int64_t op_index(mc_machine *m, mc_op **ops, int n, mc_handle h) {
  mc_op *op = mc_op_get(m, h);
  if (!op) return -1;
  for (int i = 0; i < n; i++)
    if (ops[i] == op) return i;
  ww_die("snapshot: a handle of another wave's op");
}

/* A list of handles, as the places of the live ops they name (handles of
 * completed ops are dropped: they would name nothing). */
static void io_handles(snap *s, mc_op **ops, int nops, mc_handle **v, int *n, int *cap) {
  int64_t live = 0;
  if (!s->restore)
    for (int i = 0; i < *n; i++) live += op_index(s->m, ops, nops, (*v)[i]) >= 0;
  live = io_count(s, live);
  if (!s->restore) {
    for (int i = 0; i < *n; i++) {
      int64_t x = op_index(s->m, ops, nops, (*v)[i]);
      if (x >= 0) io_count(s, x);
    }
    return;
  }
  *v = reserve(*v, cap, live, sizeof **v);
  *n = (int)live;
  for (int64_t i = 0; i < live; i++) {
    mc_op *op = ops[io_count(s, 0)];
    (*v)[i] = (mc_handle){op->slot, op->gen};
  }
}

static void io_fifo(snap *s, mc_op **ops, int nops, mc_fifo *f) {
  if (s->restore) {
    for (int i = 0; i < f->n; i++) free(f->v[i].ops);
    f->head = f->n = 0;
  }
  io_fields(s, f, fifo_fields, NFIELDS(fifo_fields));
  int64_t k = io_count(s, f->n - f->head);
  if (s->restore) {
    f->v = reserve(f->v, &f->cap, k, sizeof *f->v);
    if (k) memset(f->v, 0, (size_t)k * sizeof *f->v); /* (f->v may be NULL when empty) */
    f->n = (int)k;
  }
  for (int i = f->head; i < f->n; i++) {
    mc_group *g = &f->v[i];
    io_fields(s, g, group_fields, NFIELDS(group_fields));
    io_handles(s, ops, nops, &g->ops, &g->nops, &g->cap);
  }
}

static void io_runs(snap *s, mc_runs *rs) {
  int64_t n = io_count(s, rs->n);
  if (s->restore) {
    rs->v = reserve(rs->v, &rs->cap, n, sizeof *rs->v);
    rs->n = (int)n;
  }
  for (int i = 0; i < rs->n; i++) {
    mc_run *r = &rs->v[i];
    int64_t b = io_count(s, s->restore ? 0 : r->buf - s->m->sh.bufs);
    if (s->restore) r->buf = &s->m->sh.bufs[b];
    io_fields(s, r, run_fields, NFIELDS(run_fields));
  }
}

/* An op of the wave s->m->w; restoring (op NULL), it is rebuilt and
 * registered in the shadows of the elements it touches. */
static mc_op *io_op(snap *s, mc_op *op) {
  const kir_stmt *stmt = op ? op->stmt : NULL;
  io_scalar(s, &stmt, sizeof stmt, FK_PTR);
  if (s->restore) op = mc_op_new(s->m, stmt);
  io_fields(s, op, op_fields, NFIELDS(op_fields));
  op->loops.n = (int)io_count(s, op->loops.n);
  for (int i = 0; i < op->loops.n; i++) {
    io_scalar(s, &op->loops.var[i], sizeof op->loops.var[i], FK_PTR);
    io_scalar(s, &op->loops.val[i], sizeof op->loops.val[i], FK_INT);
  }
  io_runs(s, &op->reads);
  io_runs(s, &op->writes);
  op->nleaves = (int)io_count(s, op->nleaves);
  if (s->restore) op->leaves = reserve(op->leaves, &op->capleaves, op->nleaves, sizeof *op->leaves);
  io_bytes(s, op->leaves, (size_t)op->nleaves * sizeof *op->leaves);
  if (op->read_done && !op->write_done) { /* values read, not written yet */
    io_scalar(s, &op->val_type, sizeof op->val_type, FK_INT);
    op->nvals = io_count(s, op->nvals);
    if (s->restore && op->nvals > op->capvals) {
      op->capvals = op->nvals;
      op->vals = ww_xrealloc(op->vals, (size_t)op->nvals * sizeof *op->vals);
    }
    io_bytes(s, op->vals, (size_t)op->nvals * sizeof *op->vals);
  } else if (s->restore) {
    op->nvals = 0;
  }
  if (s->restore) mc_op_register(s->m, op);
  return op;
}

/* ---- waves ---- */

static int by_queue(const void *a, const void *b) {
  const mc_fifo *x = *(mc_fifo *const *)a, *y = *(mc_fifo *const *)b;
  return x->id < y->id ? -1 : x->id > y->id;
}

/* Restoring: w gets nq queues (the ones beyond released, new ones empty). */
static void resize_queues(mc_wave *w, int64_t nq) {
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
}

/* A wave's groups: its queues (saved in queue order, which is canonical),
 * its asyncmarks, the ops after the last mark, the ops of open commits. */
static void io_groups(snap *s, mc_wave *w, mc_op **ops, int nops) {
  int64_t nq = io_count(s, w->nqueues);
  if (s->restore) resize_queues(w, nq);
  mc_fifo **qs = ww_xmalloc((size_t)(nq ? nq : 1) * sizeof *qs);
  for (int i = 0; i < nq; i++) qs[i] = &w->queues[i];
  if (!s->restore) qsort(qs, (size_t)nq, sizeof *qs, by_queue);
  for (int i = 0; i < nq; i++) io_fifo(s, ops, nops, qs[i]);
  free(qs);
  io_fifo(s, ops, nops, &w->marks);
  io_handles(s, ops, nops, &w->unmarked.ops, &w->unmarked.nops, &w->unmarked.cap);
  io_handles(s, ops, nops, &w->open, &w->nopen, &w->capopen);
}

/* A wave's control and async state (its synchronisation state: io_sync). */
static void io_wave(snap *s, mc_wave *w) {
  mc_machine *m = s->m;
  io_fields(s, w, wave_control_fields, NFIELDS(wave_control_fields));
  io_bytes(s, w->env, (size_t)(m->cfg.k->nvars ? m->cfg.k->nvars : 1) * sizeof *w->env);
  int64_t nf = io_count(s, w->nframes);
  if (s->restore) {
    w->frames = reserve(w->frames, &w->capframes, nf, sizeof *w->frames);
    w->nframes = (int)nf;
    w->nloops = 0;
  }
  for (int i = 0; i < w->nframes; i++) {
    io_fields(s, &w->frames[i], frame_fields, NFIELDS(frame_fields));
    if (s->restore) w->nloops += w->frames[i].s && w->frames[i].s->kind == KS_FOR;
  }
  io_fields(s, w, wave_async_fields, NFIELDS(wave_async_fields));
  uint64_t serial = w->serial;
  mc_op **ops = NULL;
  int64_t n = s->restore ? 0 : wave_ops(m, w, &ops);
  n = io_count(s, n);
  if (s->restore) ops = ww_xmalloc((size_t)(n ? n : 1) * sizeof *ops);
  for (int64_t i = 0; i < n; i++) ops[i] = io_op(s, s->restore ? NULL : ops[i]);
  if (s->restore) {
    w->serial = serial; /* mc_op_new counted the rebuilt ops */
    w->outstanding = n;
  }
  io_groups(s, w, ops, (int)n);
  free(ops);
}

/* ---- synchronisation (sync.c, hb.c) ---- */

static void io_clocks(snap *s, mc_clock *c, size_t n) { io_bytes(s, c, n * sizeof *c); }

static void io_wave_sync(snap *s, mc_wave *w) {
  mc_machine *m = s->m;
  size_t n = (size_t)m->cfg.nwaves;
  io_fields(s, w, wave_wait_fields, NFIELDS(wave_wait_fields));
  io_clocks(s, w->vc, (size_t)MC_NSPACES * n);
  io_clocks(s, w->xr, mc_xr_words(m));
  io_clocks(s, w->ec, n);
  io_bytes(s, w->seen, (size_t)m->sh.nbarriers * sizeof *w->seen);
  for (int i = 0; i < m->cfg.nslots_bar; i++) io_fields(s, &w->bars[i], wbar_fields, NFIELDS(wbar_fields));
}

static void io_barrier(snap *s, mc_barrier *b) {
  mc_machine *m = s->m;
  size_t n = (size_t)m->cfg.nwaves, x = mc_xr_words(m), nb = (size_t)m->sh.nbarriers;
  io_fields(s, b, barrier_fields, NFIELDS(barrier_fields));
  io_clocks(s, b->acc_e, n);
  io_clocks(s, b->acc_x, x);
  io_clocks(s, b->mods, n);
  io_bytes(s, b->acc_seen, nb * sizeof *b->acc_seen);
  b->nhist = (int)io_count(s, b->nhist);
  if (!b->nhist) {
    if (s->restore) b->hist_first = 0;
    return;
  }
  b->hist_first = io_count(s, b->hist_first);
  if (s->restore && b->nhist > b->caphist) {
    b->caphist = b->nhist;
    b->hist_e = ww_xrealloc(b->hist_e, (size_t)b->caphist * n * sizeof *b->hist_e);
    b->hist_x = ww_xrealloc(b->hist_x, (size_t)b->caphist * (x ? x : 1) * sizeof *b->hist_x);
    b->hist_seen = ww_xrealloc(b->hist_seen, (size_t)b->caphist * nb * sizeof *b->hist_seen);
  }
  io_clocks(s, b->hist_e, (size_t)b->nhist * n);
  io_clocks(s, b->hist_x, (size_t)b->nhist * x);
  io_bytes(s, b->hist_seen, (size_t)b->nhist * nb * sizeof *b->hist_seen);
}

/* ---- buffers, events, the machine ---- */

static void io_buffer(snap *s, mc_buffer *b) {
  mc_machine *m = s->m;
  int live = (int)io_count(s, b->live);
  if (!live) {
    if (s->restore && b->live) mc_buffer_release(b);
    return;
  }
  int ndim = (int)io_count(s, b->ndim);
  int64_t dims[MC_RUN_MAXDIM];
  if (!s->restore && ndim) memcpy(dims, b->dims, (size_t)ndim * sizeof *dims); /* (b->dims may be NULL) */
  io_bytes(s, dims, (size_t)ndim * sizeof *dims);
  if (s->restore) { /* the instance's storage, reused when its extents are the same */
    int same = b->live && b->ndim == ndim;
    for (int d = 0; same && d < ndim; d++) same = b->dims[d] == dims[d];
    if (b->live && !same) mc_buffer_release(b);
    if (!b->live) mc_buffer_alloc(m, b, b->decl, ndim, dims);
  }
  io_bytes(s, b->data, (size_t)b->n * sizeof *b->data);
  if (b->hb) io_bytes(s, b->hb, (size_t)b->n * MC_HB_WORDS(m->cfg.nwaves) * sizeof *b->hb);
  if (s->restore) { /* no op is registered yet: io_op re-registers them */
    memset(b->shadow, 0, (size_t)(b->n ? b->n : 1) * sizeof *b->shadow);
    b->busy = 0;
  }
}

/* The async events' numbering: per wave its count and its ops' issues. */
static void io_events(snap *s) {
  mc_machine *m = s->m;
  for (int i = 0; i < m->cfg.nwaves; i++) {
    mc_wave *w = &m->waves[i];
    io_scalar(s, &w->nevents, sizeof w->nevents, FK_UINT);
    mc_op **ops;
    int n = wave_ops(m, w, &ops);
    for (int j = 0; j < n; j++) io_scalar(s, &ops[j]->issue_event, sizeof ops[j]->issue_event, FK_UINT);
    free(ops);
  }
}

/* The whole machine, in the order the file's comment gives. */
static void io_machine(snap *s, int events) {
  mc_machine *m = s->m;
  events = (int)io_count(s, events);
  if (s->restore) mc_ops_clear(m);
  if (io_count(s, m->sh.nbufs) != m->sh.nbufs) ww_die("snapshot: another kernel's");
  for (int i = 0; i < m->sh.nbufs; i++) io_buffer(s, &m->sh.bufs[i]);
  for (int i = 0; i < m->cfg.nwaves; i++) {
    if (s->restore) mc_enter_wave(m, &m->waves[i]); /* the rebuilt ops are issued by it */
    io_wave(s, &m->waves[i]);
  }
  for (int i = 0; i < m->cfg.nwaves; i++) io_wave_sync(s, &m->waves[i]);
  for (int i = 0; i < m->sh.nbarriers; i++) io_barrier(s, &m->sh.barriers[i]);
  if (events) io_events(s);
  if (s->restore) {
    if (s->p != s->end) ww_die("snapshot: %zu bytes left over", (size_t)(s->end - s->p));
    mc_enter_wave(m, &m->waves[0]);
  }
}

void mc_snapshot_save(const mc_machine *m, ww_buf *o, int events) {
  for (int i = 0; i < m->cfg.nwaves; i++)
    if (m->waves[i].ndue) ww_die("snapshot: random completion is not saved");
  snap s = {(mc_machine *)m, 0, o, NULL, NULL}; /* saving reads m only */
  io_machine(&s, events);
}

void mc_snapshot_restore(mc_machine *m, const char *data, size_t len) {
  snap s = {m, 1, NULL, data, data + len};
  io_machine(&s, 0);
}
