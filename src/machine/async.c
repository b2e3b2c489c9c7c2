/*
 * async.c - async ops from issue to completion: groups and queues, marks,
 * waits, and the moments at which an op reads and writes.
 *
 * An op record lives in a slot; slots are reused (a loop issues millions of
 * ops, few at a time are outstanding), and a handle (slot, generation) names
 * one op so that groups and marks holding a completed op's handle see it
 * gone. While outstanding, an op is registered in the shadow state of every
 * element it reads or writes (memory.c): that is what race.c checks.
 *
 * Groups of a queue and marks are FIFOs of handles in commit / mark order:
 * `wait(q, N)` completes every group of q but the N most recently committed
 * (whether or not their ops already completed through a mark), and
 * `wait_asyncmark(N)` every mark but the N most recent. A group's ops, and
 * then successive groups, complete in issue order.
 */
#include "machine_internal.h"

#include <stdlib.h>
#include <string.h>

const char *mc_op_kind_name(const mc_op *op) {
  switch (op->stmt->kind) {
  case KS_STORE: return "async store";
  case KS_GATHER: return "async gather";
  case KS_DMA: return "async dma";
  default: return "async copy";
  }
}

mc_op *mc_op_get(mc_machine *m, mc_handle h) {
  if (h.slot >= m->sh.nslots) return NULL;
  mc_op *op = m->sh.slots[h.slot];
  return op->live && op->gen == h.gen ? op : NULL;
}


mc_op *mc_op_new(mc_machine *m, const kir_stmt *s) {
  uint32_t slot;
  if (m->sh.nfree) slot = m->sh.free_slots[--m->sh.nfree];
  else {
    if (m->sh.nslots == m->sh.capslots) {
      m->sh.capslots = m->sh.capslots ? 2 * m->sh.capslots : 64;
      m->sh.slots = ww_xrealloc(m->sh.slots, m->sh.capslots * sizeof *m->sh.slots);
    }
    slot = m->sh.nslots++;
    m->sh.slots[slot] = ww_xmalloc(sizeof(mc_op));
    memset(m->sh.slots[slot], 0, sizeof(mc_op));
  }
  mc_op *op = m->sh.slots[slot];
  /* Keep the vectors' storage: the next op in this slot reuses it. */
  op->slot = slot;
  op->live = 1;
  op->wave = m->w->id;
  op->stmt = s;
  op->serial = m->w->serial++;
  op->queue = op->group = op->mark = -1;
  op->reads.n = op->writes.n = 0;
  op->nvalue_runs = 0;
  op->nleaves = 0;
  op->nvals = 0;
  op->read_done = op->write_done = 0;
  mc_loops_snapshot(m, &op->loops);
  op->stream = -1;
  for (int f = m->w->nframes - 1; f >= 0 && m->w->commit_depth; f--)
    if (m->w->frames[f].s && m->w->frames[f].s->kind == KS_COMMIT) {
      op->stream = m->w->frames[f].queue;
      break;
    }
  return op;
}

static void shadow_add(mc_op *op, uint32_t slot, int delta) {
  for (int i = 0; i < op->reads.n; i++) {
    const mc_run *r = &op->reads.v[i];
    mc_shadow *sh = r->buf->shadow + r->start;
    for (int64_t j = 0; j < r->len; j++) sh[j].nreaders += (uint32_t)delta;
    r->buf->busy += delta;
  }
  for (int i = 0; i < op->writes.n; i++) {
    const mc_run *r = &op->writes.v[i];
    mc_shadow *sh = r->buf->shadow + r->start;
    if (delta > 0)
      for (int64_t j = 0; j < r->len; j++) {
        sh[j].nwriters++;
        sh[j].writer = slot + 1;
      }
    else
      for (int64_t j = 0; j < r->len; j++) {
        sh[j].nwriters--;
        if (sh[j].writer == slot + 1) sh[j].writer = 0;
      }
    r->buf->busy += delta;
  }
}

/* ---- the moments ---- */

static uint64_t xorshift(mc_machine *m) {
  uint64_t x = m->w->rng;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return m->w->rng = x;
}

/* A delay in statements, 0 to 255, small ones likelier (log-uniform). */
static uint64_t random_delay(mc_machine *m) {
  uint64_t x = xorshift(m);
  return (x >> 8) & ((UINT64_C(1) << (x % 9)) - 1);
}

static int due_before(const mc_due *a, const mc_due *b) {
  return a->step != b->step ? a->step < b->step : a->serial != b->serial ? a->serial < b->serial
                                                                        : a->write < b->write;
}

static void due_push(mc_machine *m, mc_due e) {
  WW_VEC_PUSH(m->w->due, m->w->ndue, m->w->capdue, e);
  for (int i = m->w->ndue - 1; i > 0;) {
    int p = (i - 1) / 2;
    if (!due_before(&m->w->due[i], &m->w->due[p])) break;
    mc_due t = m->w->due[i];
    m->w->due[i] = m->w->due[p];
    m->w->due[p] = t;
    i = p;
  }
}

static mc_due due_pop(mc_machine *m) {
  mc_due top = m->w->due[0];
  m->w->due[0] = m->w->due[--m->w->ndue];
  for (int i = 0;;) {
    int l = 2 * i + 1, r = l + 1, s = i;
    if (l < m->w->ndue && due_before(&m->w->due[l], &m->w->due[s])) s = l;
    if (r < m->w->ndue && due_before(&m->w->due[r], &m->w->due[s])) s = r;
    if (s == i) break;
    mc_due t = m->w->due[i];
    m->w->due[i] = m->w->due[s];
    m->w->due[s] = t;
    i = s;
  }
  return top;
}

void mc_step_due(mc_machine *m) {
  while (m->w->ndue && m->w->due[0].step <= m->out.res->statements) {
    mc_due e = due_pop(m);
    mc_op *op = mc_op_get(m, e.h);
    if (!op) continue;
    if (e.write && !op->write_done) mc_op_write(m, op);
    else if (!e.write && !op->read_done) mc_op_read(m, op);
  }
}

void mc_op_read(mc_machine *m, mc_op *op) {
  const kir_stmt *s = op->stmt;
  m->tmp.moving = op;
  if (s->kind == KS_STORE) {
    int leaf = 0;
    mc_val v = mc_replay(m, s->u.store.value, op, &leaf);
    kir_type t = s->u.store.value->type;
    if (s->u.store.op != KIR_OP_NONE) {
      const mc_run *dst = &op->writes.v[0];
      v = mc_combine(m, s, s->u.store.op, dst->buf->data[dst->start], dst->buf->elem, v, t, &t);
    }
    if (!op->capvals) {
      op->capvals = 1;
      op->vals = ww_xmalloc(sizeof *op->vals);
    }
    op->vals[0] = v;
    op->nvals = 1;
    op->val_type = t;
  } else {
    int64_t n = 0;
    for (int i = 0; i < op->nvalue_runs; i++) n += op->reads.v[i].len;
    if (n > op->capvals) {
      op->capvals = n;
      op->vals = ww_xrealloc(op->vals, (size_t)n * sizeof *op->vals);
    }
    mc_runs_read(&op->reads, 0, op->nvalue_runs, op->vals);
    op->nvals = n;
    op->val_type = op->nvalue_runs ? op->reads.v[0].buf->elem : KIR_F32;
    if (s->kind == KS_DMA) mc_dma_widen(m, op);
  }
  op->read_done = 1;
  m->tmp.moving = NULL;
}

void mc_op_write(mc_machine *m, mc_op *op) {
  if (!op->read_done) mc_op_read(m, op);
  m->tmp.moving = op;
  int64_t k = 0;
  for (int i = 0; i < op->writes.n; i++) {
    const mc_run *r = &op->writes.v[i];
    if (r->buf->elem == op->val_type) {
      memcpy(r->buf->data + r->start, op->vals + k, (size_t)r->len * sizeof *op->vals);
      k += r->len;
    } else
      for (int64_t j = 0; j < r->len; j++)
        mc_store_value(m, r->buf, r->start + j, op->vals[k++], op->val_type, op->stmt->loc,
                       op->stmt->len);
  }
  m->out.res->elements += (uint64_t)k;
  op->write_done = 1;
  m->tmp.moving = NULL;
}

/* Forgets the handles of completed ops: a kernel that never marks would
 * otherwise keep one handle per op it ever issued. */
static void drop_completed(mc_machine *m, mc_group *g) {
  int n = 0;
  for (int i = 0; i < g->nops; i++)
    if (mc_op_get(m, g->ops[i])) g->ops[n++] = g->ops[i];
  g->nops = n;
}

void mc_op_register(mc_machine *m, mc_op *op) { shadow_add(op, op->slot, +1); (void)m; }

void mc_ops_clear(mc_machine *m) {
  m->sh.nfree = 0;
  for (uint32_t s = m->sh.nslots; s-- > 0;) {
    mc_op *op = m->sh.slots[s];
    if (op->live) {
      op->live = 0;
      op->gen++;
    }
    WW_VEC_PUSH(m->sh.free_slots, m->sh.nfree, m->sh.capfree, s);
  }
}

void mc_op_issue(mc_machine *m, mc_op *op) {
  uint32_t slot = op->slot;
  shadow_add(op, slot, +1);
  m->w->outstanding++;
  m->out.res->async_ops++;
  mc_event *ev = mc_event_add(m, EV_ISSUE, op->stmt);
  op->issue_event = ev->seq;
  mc_handle h = {slot, op->gen};
  if (m->w->commit_depth) WW_VEC_PUSH(m->w->open, m->w->nopen, m->w->capopen, h);
  if (m->w->unmarked.nops == m->w->unmarked.cap) drop_completed(m, &m->w->unmarked);
  WW_VEC_PUSH(m->w->unmarked.ops, m->w->unmarked.nops, m->w->unmarked.cap, h);
  if (m->cfg.opt.completion == MC_EARLIEST) {
    mc_op_write(m, op);
  } else if (m->cfg.opt.completion == MC_RANDOM) {
    uint64_t now = m->out.res->statements;
    uint64_t read_at = now + random_delay(m), write_at = read_at + random_delay(m);
    due_push(m, (mc_due){read_at, op->serial, h, 0});
    due_push(m, (mc_due){write_at, op->serial, h, 1});
  }
}

static void op_complete(mc_machine *m, mc_op *op) {
  if (!op->write_done) mc_op_write(m, op);
  if (m->cfg.hb) mc_hb_retire(m, op);
  uint32_t slot = op->slot;
  shadow_add(op, slot, -1);
  op->live = 0;
  op->gen++;
  WW_VEC_PUSH(m->sh.free_slots, m->sh.nfree, m->sh.capfree, slot);
  m->waves[op->wave].outstanding--;
}

static void complete_group(mc_machine *m, mc_group *g) {
  for (int i = 0; i < g->nops; i++) {
    mc_op *op = mc_op_get(m, g->ops[i]);
    if (op) op_complete(m, op);
  }
  free(g->ops);
  memset(g, 0, sizeof *g);
}

/* ---- FIFOs of groups and marks ---- */

static mc_group *fifo_push(mc_fifo *f) {
  if (f->head > 0 && f->head == f->n) f->head = f->n = 0;
  if (f->n == f->cap) {
    if (f->head > 0) {
      memmove(f->v, f->v + f->head, (size_t)(f->n - f->head) * sizeof *f->v);
      f->n -= f->head;
      f->head = 0;
    } else {
      f->cap = f->cap ? 2 * f->cap : 8;
      f->v = ww_xrealloc(f->v, (size_t)f->cap * sizeof *f->v);
    }
  }
  mc_group *g = &f->v[f->n++];
  memset(g, 0, sizeof *g);
  g->number = f->next_number++;
  return g;
}

/* Completes every entry but the `keep` most recent; returns how many were
 * in the FIFO and the numbers of the first and last completed (first > last:
 * none). */
static int64_t fifo_retire(mc_machine *m, mc_fifo *f, int64_t keep, int64_t *first, int64_t *last) {
  int64_t before = f->n - f->head;
  *first = 0;
  *last = -1;
  if (before > keep) {
    *first = f->v[f->head].number;
    *last = f->v[f->head + (before - keep) - 1].number;
  }
  while (f->n - f->head > keep) complete_group(m, &f->v[f->head++]);
  return before;
}

static void fifo_free(mc_fifo *f) {
  /* From 0: a run-time error inside complete_group leaves the entry just
   * retired (below head) holding its handles; retired ones hold NULL. */
  for (int i = 0; i < f->n; i++) free(f->v[i].ops);
  free(f->v);
  memset(f, 0, sizeof *f);
}

static mc_fifo *queue_of(mc_machine *m, int64_t q, int create) {
  for (int i = 0; i < m->w->nqueues; i++)
    if (m->w->queues[i].id == q) return &m->w->queues[i];
  if (!create) return NULL;
  mc_fifo f = {0};
  f.id = q;
  WW_VEC_PUSH(m->w->queues, m->w->nqueues, m->w->capqueues, f);
  return &m->w->queues[m->w->nqueues - 1];
}

void mc_commit(mc_machine *m, const kir_stmt *s, int64_t queue, int open_from) {
  mc_fifo *f = queue_of(m, queue, 1);
  mc_group *g = fifo_push(f);
  for (int i = open_from; i < m->w->nopen; i++) {
    mc_op *op = mc_op_get(m, m->w->open[i]);
    if (!op) continue;
    op->queue = queue;
    op->group = g->number;
    WW_VEC_PUSH(g->ops, g->nops, g->cap, m->w->open[i]);
  }
  m->w->nopen = open_from;
  m->out.res->groups++;
  mc_event *ev = mc_event_add(m, EV_COMMIT, s);
  ev->a = queue;
  ev->b = g->number;
  ev->c = g->nops;
}

void mc_wait(mc_machine *m, const kir_stmt *s, int64_t queue, int64_t count) {
  mc_fifo *f = queue_of(m, queue, 0);
  int64_t first = 0, last = -1, before = 0;
  if (f) before = fifo_retire(m, f, count, &first, &last);
  mc_event *ev = mc_event_add(m, EV_WAIT, s);
  ev->a = queue;
  ev->b = count;
  ev->c = first;
  ev->d = last;
  ev->e = before;
}

void mc_asyncmark(mc_machine *m, const kir_stmt *s) {
  mc_group *g = fifo_push(&m->w->marks);
  int64_t n = 0;
  for (int i = 0; i < m->w->unmarked.nops; i++) {
    mc_op *op = mc_op_get(m, m->w->unmarked.ops[i]);
    if (!op) continue;
    op->mark = g->number;
    WW_VEC_PUSH(g->ops, g->nops, g->cap, m->w->unmarked.ops[i]);
    n++;
  }
  m->w->unmarked.nops = 0;
  m->out.res->asyncmarks++;
  mc_event *ev = mc_event_add(m, EV_MARK, s);
  ev->a = g->number;
  ev->b = n;
}

void mc_wait_asyncmark(mc_machine *m, const kir_stmt *s, int64_t count) {
  int64_t first, last;
  int64_t before = fifo_retire(m, &m->w->marks, count, &first, &last);
  mc_event *ev = mc_event_add(m, EV_WAIT_MARK, s);
  ev->a = count;
  ev->b = first;
  ev->c = last;
  ev->d = before;
}

static int by_serial(const void *a, const void *b) {
  const mc_op *x = *(mc_op *const *)a, *y = *(mc_op *const *)b;
  return x->serial < y->serial ? -1 : x->serial > y->serial;
}

void mc_complete_all(mc_machine *m, mc_wave *w) {
  mc_op **live = ww_xmalloc((m->sh.nslots ? m->sh.nslots : 1) * sizeof *live);
  uint32_t n = 0;
  for (uint32_t s = 0; s < m->sh.nslots; s++)
    if (m->sh.slots[s]->live && m->sh.slots[s]->wave == w->id) live[n++] = m->sh.slots[s];
  qsort(live, n, sizeof *live, by_serial);
  for (uint32_t i = 0; i < n; i++) op_complete(m, live[i]);
  free(live);
}

void mc_async_free(mc_machine *m) {
  for (uint32_t s = 0; s < m->sh.nslots; s++) {
    mc_op *op = m->sh.slots[s];
    mc_runs_free(&op->reads);
    mc_runs_free(&op->writes);
    free(op->leaves);
    free(op->vals);
    free(op);
  }
  free(m->sh.slots);
  free(m->sh.free_slots);
  for (int k = 0; k < m->cfg.nwaves; k++) {
    mc_wave *w = &m->waves[k];
    for (int i = 0; i < w->nqueues; i++) fifo_free(&w->queues[i]);
    free(w->queues);
    fifo_free(&w->marks);
    free(w->unmarked.ops);
    free(w->open);
    free(w->due);
  }
}
