/*
 * versions.c - giving buffers their versions: a new leading dimension,
 * version 0 for every access outside the loop (so the code around it, and
 * the original loop kept for short trip counts, read and write what they
 * did before), and the copies the values around the loop need:
 *  - before the pipelined code, version 0 is copied to the others when
 *    code before the loop writes the buffer and the loop reads elements it
 *    has not written in the same iteration (their value comes from before
 *    the loop, in every version);
 *  - after it, when code after the loop (or the next round of an enclosing
 *    loop) reads the buffer, what the last iteration wrote is copied back
 *    to version 0. That needs every write in the loop to cover the same
 *    elements at every iteration; otherwise the last values are spread over
 *    the versions and the loop is refused, at the read.
 */
#include "pl_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- where code outside the loop runs relative to it ---- */

typedef struct around {
  pl_loop *L;
  const kir_stmt **fors;    /* loops around the statement being walked */
  int nfors, capfors;
  const kir_stmt **lfors;   /* loops around the pipelined loop */
  int nlfors;
  int found, seen;
  const kir_stmt *cur;
  /* what to do with each access outside the loop */
  void (*visit)(struct around *o, kir_buf *b, kir_access *acc, kir_role role, int before, int after);
  void *ctx;
} around;

static int around_enter(kir_walker *w, kir_stmt *s) {
  around *o = w->ctx;
  if (s == o->L->loop) {
    if (!o->found) {
      o->found = 1;
      o->lfors = ww_xmalloc(sizeof *o->lfors * (size_t)(o->nfors ? o->nfors : 1));
      if (o->nfors) memcpy(o->lfors, o->fors, sizeof *o->lfors * (size_t)o->nfors);
      o->nlfors = o->nfors;
    }
    o->seen = 1;
    return 0;
  }
  o->cur = s;
  if (s->kind == KS_FOR) WW_VEC_PUSH(o->fors, o->nfors, o->capfors, s);
  return 1;
}

static void around_leave(kir_walker *w, kir_stmt *s) {
  around *o = w->ctx;
  if (s->kind == KS_FOR) o->nfors--;
}

/* Shares a loop with the pipelined one: runs both before and after it. */
static int shares_loop(const around *o) {
  for (int i = 0; i < o->nfors; i++)
    for (int j = 0; j < o->nlfors; j++)
      if (o->fors[i] == o->lfors[j]) return 1;
  return 0;
}

static void around_access(kir_walker *w, kir_buf *b, kir_access *acc, kir_role role) {
  around *o = w->ctx;
  if (!o->visit) return;
  int sh = shares_loop(o);
  o->visit(o, b, acc, role, !o->seen || sh, o->seen || sh);
}

/* Walks the kernel outside the loop: first to find the loops around it,
 * then calling visit on every access. 0, or -1 when the loop is not in the
 * kernel (internal). */
static int walk_around(pl_loop *L, void (*visit)(around *, kir_buf *, kir_access *, kir_role, int, int),
                       void *ctx) {
  around o;
  memset(&o, 0, sizeof o);
  o.L = L;
  kir_walker w = {around_enter, around_leave, NULL, around_access, NULL, &o};
  kir_walk_block(&w, &L->k->body);
  if (!o.found) {
    free(o.fors);
    pl_internal(L, "the pipelined loop is not in its kernel's tree");
    return -1;
  }
  o.seen = 0;
  o.nfors = 0;
  o.visit = visit;
  o.ctx = ctx;
  kir_walk_block(&w, &L->k->body);
  free(o.fors);
  free(o.lfors);
  return 0;
}

/* Is the loop inside another loop (so it runs again after itself)? */
int pl_in_loop(pl_loop *L) {
  int in = 0;
  around o;
  memset(&o, 0, sizeof o);
  o.L = L;
  kir_walker w = {around_enter, around_leave, NULL, around_access, NULL, &o};
  kir_walk_block(&w, &L->k->body);
  in = o.nlfors > 0;
  free(o.fors);
  free(o.lfors);
  return in;
}

/* ---- async buffers used after the loop ---- */

typedef struct async_use {
  int hit;
} async_use;

static void visit_async_use(around *o, kir_buf *b, kir_access *acc, kir_role role, int before, int after) {
  (void)acc, (void)role, (void)before;
  async_use *u = o->ctx;
  if (!after || u->hit) return;
  for (int i = 0; i < o->L->nacc && !u->hit; i++)
    u->hit = o->L->acc[i].buf == b && o->L->units[o->L->acc[i].unit].async;
}

int pl_async_used_after(pl_loop *L) {
  async_use u = {0};
  if (walk_around(L, visit_async_use, &u)) return 1;
  return u.hit;
}

/* ---- versions ---- */

typedef struct outside_use {
  const kir_stmt *write_before, *read_after, *gather;
} outside_use;

typedef struct classify {
  outside_use *use;         /* per versioned buffer */
} classify;

static void visit_classify(around *o, kir_buf *b, kir_access *acc, kir_role role, int before, int after) {
  classify *c = o->ctx;
  for (int v = 0; v < o->L->nv; v++) {
    if (o->L->ver[v].buf != b) continue;
    outside_use *u = &c->use[v];
    if (!acc && !u->gather) u->gather = o->cur;
    if ((role & KIR_ROLE_WRITE) && before && !u->write_before) u->write_before = o->cur;
    if ((role & KIR_ROLE_READ) && after && !u->read_after) u->read_after = o->cur;
  }
}

static void visit_rewrite(around *o, kir_buf *b, kir_access *acc, kir_role role, int before, int after) {
  (void)role, (void)before, (void)after;
  if (!acc || pl_version_of(o->L, b) <= 1) return;
  kir_index *idx = ww_alloc(o->L->a, sizeof(kir_index) * (size_t)(acc->nidx + 1));
  idx[0].lo = kir_int(o->L->a, 0);
  for (int i = 0; i < acc->nidx; i++) idx[i + 1] = acc->idx[i];
  acc->idx = idx;
  acc->nidx++;
}

/* Does the loop read elements of b it has not written earlier in the same
 * iteration (values from before the loop)? */
static int reads_from_before(const pl_loop *L, const kir_buf *b) {
  for (int i = 0; i < L->nacc; i++) {
    const pl_acc *r = &L->acc[i];
    if (r->buf == b && (r->role & KIR_ROLE_READ) && !pl_covered(L, r)) return 1;
  }
  return 0;
}

/* The box a write covers at every iteration, as a region access of b; NULL
 * when it depends on the iteration or is not known exactly. */
static kir_access *constant_box(pl_loop *L, const pl_acc *w) {
  if (w->guard || !w->fp.exact) return NULL;
  kir_access *r = ww_alloc(L->a, sizeof *r);
  r->buf = w->buf;
  r->nidx = w->fp.ndim;
  r->idx = ww_alloc(L->a, sizeof(kir_index) * (size_t)(r->nidx ? r->nidx : 1));
  r->loc = w->stmt->loc;
  for (int d = 0; d < w->fp.ndim; d++) {
    const pl_fdim *f = &w->fp.dim[d];
    if (!f->ok || f->P != 1 || f->Dlo || f->Dhi || f->slo.n || f->shi.n) return NULL;
    /* the same box whatever values the split scalars have */
    for (int x = 1; x < w->fp.nworld; x++) {
      const pl_fdim *g = &pl_fp_dims(&w->fp, x)[d];
      if (!g->ok || g->P != 1 || g->Dlo || g->Dhi || g->slo.n || g->shi.n || g->lo[0] != f->lo[0] ||
          g->hi[0] != f->hi[0])
        return NULL;
    }
    r->idx[d].slice = 1;
    r->idx[d].lo = kir_int(L->a, f->lo[0]);
    r->idx[d].hi = kir_int(L->a, f->hi[0] + 1);
  }
  return r;
}

static int same_box(const kir_access *a, const kir_access *b) {
  for (int d = 0; d < a->nidx; d++)
    if (a->idx[d].lo->u.i != b->idx[d].lo->u.i || a->idx[d].hi->u.i != b->idx[d].hi->u.i) return 0;
  return 1;
}

/* ---- replaying the writes after the loop ---- */

/* Where and whether a unit writes b is decided by its conditions, loop
 * bounds, lets and b's indices; replayed after the loop they must read what
 * they read in the loop: no buffer the loop writes. */
typedef struct replay_check {
  const pl_loop *L;
  const kir_buf *b;
  const kir_stmt *bad;
  const kir_stmt *cur;
} replay_check;

static int written_in_loop(const pl_loop *L, const kir_buf *b) {
  for (int i = 0; i < L->nacc; i++)
    if (L->acc[i].buf == b && (L->acc[i].role & KIR_ROLE_WRITE)) return 1;
  return 0;
}

static void rc_access(kir_walker *w, kir_buf *b, kir_access *acc, kir_role role) {
  (void)acc, (void)role;
  replay_check *c = w->ctx;
  if (!c->bad && written_in_loop(c->L, b)) c->bad = c->cur;
}

static void rc_expr(replay_check *c, kir_expr *e) {
  kir_walker w = {NULL, NULL, NULL, rc_access, NULL, c};
  kir_walk_expr(&w, e);
}

static void rc_index(replay_check *c, kir_access *a) {
  for (int i = 0; i < a->nidx; i++) {
    rc_expr(c, a->idx[i].lo);
    rc_expr(c, a->idx[i].hi);
  }
}

static int rc_enter(kir_walker *w, kir_stmt *s) {
  replay_check *c = w->ctx;
  c->cur = s;
  switch (s->kind) {
  case KS_IF: rc_expr(c, s->u.if_.cond); break;
  case KS_FOR: rc_expr(c, s->u.loop.lo), rc_expr(c, s->u.loop.hi); break;
  case KS_LET: rc_expr(c, s->u.let.value); break;
  case KS_STORE: if (s->u.store.dst.buf == c->b) rc_index(c, &s->u.store.dst); break;
  case KS_COPY: if (s->u.copy.dst.buf == c->b) rc_index(c, &s->u.copy.dst); break;
  case KS_GATHER: if (s->u.gather.dst.buf == c->b) rc_index(c, &s->u.gather.dst); break;
  default: break;
  }
  /* only the statements inside matter, not the values stored */
  return s->kind == KS_FOR || s->kind == KS_IF || s->kind == KS_ASYNC || s->kind == KS_COMMIT;
}

/* The iterations whose writes can hold a last value: when every write of b
 * is unconditional, exact and repeats every P iterations, the last P
 * (lcm) of them; otherwise all (0). */
static int64_t replay_span(const pl_loop *L, const kir_buf *b) {
  int64_t R = 1;
  for (int i = 0; i < L->nacc; i++) {
    const pl_acc *w = &L->acc[i];
    if (w->buf != b || !(w->role & KIR_ROLE_WRITE)) continue;
    int64_t P = !w->guard && w->fp.exact ? pl_fp_period(&w->fp) : 0;
    if (!P || !(R = pl_lcm_capped(R, P, PL_MAX_PERIOD))) return 0;
  }
  return R;
}

static int plan_copy_back(pl_loop *L, pl_version *v, const kir_stmt *read_after) {
  int boxes = 1;
  for (int i = 0; i < L->nacc && boxes; i++) {
    const pl_acc *w = &L->acc[i];
    if (w->buf == v->buf && (w->role & KIR_ROLE_WRITE) && !constant_box(L, w)) boxes = 0;
  }
  if (boxes) {
    for (int i = 0; i < L->nacc; i++) {
      const pl_acc *w = &L->acc[i];
      if (w->buf != v->buf || !(w->role & KIR_ROLE_WRITE)) continue;
      kir_access *box = constant_box(L, w);
      int dup = 0;
      for (int j = 0; j < v->ncopy_back && !dup; j++) dup = same_box(&v->copy_back[j], box);
      if (dup) continue;
      v->copy_back = ww_xrealloc(v->copy_back, sizeof(kir_access) * (size_t)(v->ncopy_back + 1));
      v->copy_back[v->ncopy_back++] = *box;
    }
    return 0;
  }
  /* The writes move with the iteration or hide under conditions: replay
   * them after the loop, from a version 0 the loop does not use. */
  for (int u = 0; u < L->nunits; u++) {
    replay_check c = {L, v->buf, NULL, NULL};
    kir_walker w = {rc_enter, NULL, NULL, NULL, NULL, &c};
    for (int k = 0; k < L->units[u].nstmts; k++) kir_walk_stmt(&w, L->units[u].stmts[k]);
    if (c.bad) {
      ww_diag_add(L->d, WW_ERROR, read_after->loc, read_after->len,
                  "'%s' is read here after the pipelined loop at line %d, which gives it %d versions; "
                  "where the loop writes it depends on values the loop itself changes, so the last "
                  "values cannot be gathered back from the versions",
                  v->buf->name, L->loop->loc.line, v->count);
      if (L->d->n) L->d->v[L->d->n - 1].category = "pipeline-versions";
      ww_diag_add(L->d, WW_NOTE, c.bad->loc, c.bad->len, "this reads a buffer the loop writes");
      return -1;
    }
  }
  v->home = 1;
  v->replay = 1;
  v->replay_last = replay_span(L, v->buf);
  return 0;
}

int pl_apply_versions(pl_loop *L) {
  if (!L->nv) return 0;
  classify c;
  c.use = ww_xmalloc(sizeof(outside_use) * (size_t)L->nv);
  memset(c.use, 0, sizeof(outside_use) * (size_t)L->nv);
  int rc = walk_around(L, visit_classify, &c);
  int again = pl_in_loop(L);
  for (int i = 0; i < L->nv && !rc; i++) {
    pl_version *v = &L->ver[i];
    outside_use *u = &c.use[i];
    if (u->gather) {
      int dma = u->gather->kind == KS_DMA;
      ww_diag_add(L->d, WW_ERROR, u->gather->loc, u->gather->len,
                  "this %s %s '%s' as a whole, but the pipelined loop at line %d gives it %d "
                  "versions (a %s cannot name one)",
                  dma ? "dma" : "gather", dma ? "addresses" : "reads", v->buf->name, L->loop->loc.line, v->count,
                  dma ? "dma" : "gather");
      rc = -1;
      break;
    }
    int from_before = reads_from_before(L, v->buf);
    /* In an enclosing loop, the next round reads what this one left: the
     * loop itself reads after the loop. */
    const kir_stmt *read_after = u->read_after ? u->read_after : from_before && again ? L->loop : NULL;
    if (read_after && plan_copy_back(L, v, read_after)) rc = -1;
    v->broadcast = from_before && (u->write_before || again || v->home);
  }
  free(c.use);
  if (rc) return rc;
  if (walk_around(L, visit_rewrite, NULL)) return -1;
  for (int i = 0; i < L->nv; i++) {
    kir_buf *b = L->ver[i].buf;
    kir_expr **dims = ww_alloc(L->a, sizeof(kir_expr *) * (size_t)(b->ndim + 1));
    dims[0] = kir_int(L->a, L->ver[i].count + L->ver[i].home);
    for (int k = 0; k < b->ndim; k++) dims[k + 1] = b->dims[k];
    b->dims = dims;
    b->ndim++;
  }
  return 0;
}
