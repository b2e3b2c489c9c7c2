/*
 * units.c - the loop body as units: stage, order and async-ness from the
 * annotations, the buffer accesses of each unit, buffer versioning, and the
 * conflict test the schedule is built on.
 *
 * A conflict is what the abstract machine (`waitwise run`) calls a race if
 * the async operation were still in flight: the later unit writes what the
 * operation reads or writes, or reads what it writes, on the same version
 * of a versioned buffer, with overlapping elements. Footprints are boxes
 * (one interval per dimension) evaluated for the iteration at hand; an index
 * that is not an affine function of loop variables with constant bounds
 * covers the whole dimension, which is safe (a wait too many) but not
 * exact.
 */
#include "pl_internal.h"

#include <stdlib.h>
#include <string.h>

static const kir_annot *find_annot(const kir_stmt *loop, const char *name) {
  for (int i = 0; i < loop->u.loop.nannots; i++)
    if (strcmp(loop->u.loop.annots[i].name, name) == 0) return &loop->u.loop.annots[i];
  return NULL;
}

static void add_acc(pl_loop *L, pl_unit *u, kir_buf *b, const kir_access *acc, const pl_env *env,
                    int write, int cond, const kir_stmt *stmt) {
  if (u->nacc == u->capacc) {
    int cap = u->capacc ? 2 * u->capacc : 8;
    pl_acc *v = ww_alloc(L->a, sizeof(pl_acc) * (size_t)cap);
    if (u->nacc) memcpy(v, u->acc, sizeof(pl_acc) * (size_t)u->nacc);
    u->acc = v;
    u->capacc = cap;
  }
  u->acc[u->nacc++] = (pl_acc){b, acc, env, write, cond, stmt};
}

/* Buffers allocated inside the unit are its own: never shared across
 * instances, so they are not tracked. */
typedef struct walk {
  pl_loop *L;
  pl_unit *u;
  const kir_buf **own;
  int nown, capown;
  int cond;                 /* depth of `if`s around the statement */
  const kir_stmt *stmt;
} walk;

static int is_own(const walk *w, const kir_buf *b) {
  for (int i = 0; i < w->nown; i++)
    if (w->own[i] == b) return 1;
  return 0;
}

static void walk_expr(walk *w, const kir_expr *e, const pl_env *env);

static void walk_access(walk *w, const kir_access *a, const pl_env *env, int write) {
  for (int i = 0; i < a->nidx; i++) {
    if (a->idx[i].lo) walk_expr(w, a->idx[i].lo, env);
    if (a->idx[i].hi) walk_expr(w, a->idx[i].hi, env);
  }
  if (a->buf && !is_own(w, a->buf)) add_acc(w->L, w->u, a->buf, a, env, write, w->cond > 0, w->stmt);
}

static void walk_expr(walk *w, const kir_expr *e, const pl_env *env) {
  if (!e) return;
  switch (e->kind) {
  case KE_LOAD: case KE_REGION: walk_access(w, &e->u.access, env, 0); break;
  case KE_UNARY: case KE_CAST: walk_expr(w, e->u.op.a, env); break;
  case KE_BINARY: walk_expr(w, e->u.op.a, env); walk_expr(w, e->u.op.b, env); break;
  case KE_SELECT:
    walk_expr(w, e->u.op.c, env);
    walk_expr(w, e->u.op.a, env);
    walk_expr(w, e->u.op.b, env);
    break;
  default: break;
  }
}

static void walk_block(walk *w, const kir_block *b, const pl_env *env);

static void walk_stmt(walk *w, const kir_stmt *s, const pl_env *env) {
  w->stmt = s;
  switch (s->kind) {
  case KS_ALLOC:
    WW_VEC_PUSH(w->own, w->nown, w->capown, s->u.alloc);
    break;
  case KS_LET: walk_expr(w, s->u.let.value, env); break;
  case KS_STORE:
    walk_expr(w, s->u.store.value, env);
    walk_access(w, &s->u.store.dst, env, 1);
    if (s->u.store.op != KIR_OP_NONE) walk_access(w, &s->u.store.dst, env, 0);
    break;
  case KS_COPY:
    walk_access(w, &s->u.copy.src, env, 0);
    walk_access(w, &s->u.copy.dst, env, 1);
    break;
  case KS_GATHER:
    walk_access(w, &s->u.gather.index, env, 0);
    if (!is_own(w, s->u.gather.src)) add_acc(w->L, w->u, s->u.gather.src, NULL, env, 0, w->cond > 0, s);
    walk_access(w, &s->u.gather.dst, env, 1);
    break;
  case KS_CALL:
    for (int i = 0; i < s->u.call.nargs; i++) walk_expr(w, s->u.call.args[i], env);
    break;
  case KS_FOR: {
    walk_expr(w, s->u.loop.lo, env);
    walk_expr(w, s->u.loop.hi, env);
    pl_env *e = ww_alloc(w->L->a, sizeof *e);
    int64_t lo, hi;
    e->var = s->u.loop.var;
    e->next = env;
    if (kir_const_int(s->u.loop.lo, &lo) && kir_const_int(s->u.loop.hi, &hi) && hi > lo) {
      e->lo = lo;
      e->hi = hi - 1;
    } else {
      e->lo = 1;
      e->hi = 0; /* unknown */
    }
    walk_block(w, &s->u.loop.body, e);
    break;
  }
  case KS_IF:
    walk_expr(w, s->u.if_.cond, env);
    w->cond++;
    walk_block(w, &s->u.if_.then_blk, env);
    walk_block(w, &s->u.if_.else_blk, env);
    w->cond--;
    break;
  case KS_ASYNC: walk_block(w, &s->u.async.body, env); break;
  case KS_COMMIT: walk_block(w, &s->u.commit.body, env); break;
  default: break;
  }
}

static void walk_block(walk *w, const kir_block *b, const pl_env *env) {
  for (int i = 0; i < b->n; i++) walk_stmt(w, b->v[i], env);
}

/* Async constructs written by the user inside an annotated loop would mix
 * with the groups the pipeliner commits. Inner pipelines' own commits are
 * fine: they drain before their unit ends. */
static const kir_stmt *user_async(const kir_block *b) {
  for (int i = 0; i < b->n; i++) {
    const kir_stmt *s = b->v[i];
    if (s->kind == KS_ASYNC || s->kind == KS_ASYNCMARK || s->kind == KS_WAIT_ASYNCMARK) return s;
    if (s->kind == KS_FOR) {
      const kir_stmt *r = user_async(&s->u.loop.body);
      if (r) return r;
    }
    if (s->kind == KS_IF) {
      const kir_stmt *r = user_async(&s->u.if_.then_blk);
      if (!r) r = user_async(&s->u.if_.else_blk);
      if (r) return r;
    }
  }
  return NULL;
}

static int expr_uses(const kir_expr *e, const kir_var *v);

static int access_uses(const kir_access *a, const kir_var *v) {
  for (int i = 0; i < a->nidx; i++)
    if (expr_uses(a->idx[i].lo, v) || expr_uses(a->idx[i].hi, v)) return 1;
  return 0;
}

static int expr_uses(const kir_expr *e, const kir_var *v) {
  if (!e) return 0;
  switch (e->kind) {
  case KE_VAR: return e->u.var == v;
  case KE_LOAD: case KE_REGION: return access_uses(&e->u.access, v);
  case KE_UNARY: case KE_CAST: return expr_uses(e->u.op.a, v);
  case KE_BINARY: return expr_uses(e->u.op.a, v) || expr_uses(e->u.op.b, v);
  case KE_SELECT: return expr_uses(e->u.op.a, v) || expr_uses(e->u.op.b, v) || expr_uses(e->u.op.c, v);
  default: return 0;
  }
}

static int block_uses(const kir_block *b, const kir_var *v);

/* Does statement s read variable v anywhere? */
static int uses_var(const kir_stmt *s, const kir_var *v) {
  switch (s->kind) {
  case KS_LET: return expr_uses(s->u.let.value, v);
  case KS_STORE: return expr_uses(s->u.store.value, v) || access_uses(&s->u.store.dst, v);
  case KS_COPY: return access_uses(&s->u.copy.src, v) || access_uses(&s->u.copy.dst, v);
  case KS_GATHER: return access_uses(&s->u.gather.index, v) || access_uses(&s->u.gather.dst, v);
  case KS_CALL:
    for (int i = 0; i < s->u.call.nargs; i++)
      if (expr_uses(s->u.call.args[i], v)) return 1;
    return 0;
  case KS_FOR:
    return expr_uses(s->u.loop.lo, v) || expr_uses(s->u.loop.hi, v) || block_uses(&s->u.loop.body, v);
  case KS_IF:
    return expr_uses(s->u.if_.cond, v) || block_uses(&s->u.if_.then_blk, v) ||
           block_uses(&s->u.if_.else_blk, v);
  case KS_ASYNC: return block_uses(&s->u.async.body, v);
  case KS_COMMIT: return expr_uses(s->u.commit.queue, v) || block_uses(&s->u.commit.body, v);
  case KS_WAIT: return expr_uses(s->u.wait.queue, v) || expr_uses(s->u.wait.count, v);
  default: return 0;
  }
}

static int block_uses(const kir_block *b, const kir_var *v) {
  for (int i = 0; i < b->n; i++)
    if (uses_var(b->v[i], v)) return 1;
  return 0;
}

/* Does statement s access buffer b? */
static int stmt_touches(pl_loop *L, const kir_stmt *s, const kir_buf *b) {
  walk w = {L, &(pl_unit){0}, NULL, 0, 0, 0, NULL};
  walk_stmt(&w, s, NULL);
  int hit = 0;
  for (int a = 0; a < w.u->nacc; a++) hit |= w.u->acc[a].buf == b;
  free(w.own);
  return hit;
}

int pl_collect_units(pl_loop *L) {
  kir_stmt *loop = L->loop;
  kir_block *body = &loop->u.loop.body;
  const kir_annot *st = find_annot(loop, "software_pipeline_stage");
  const kir_annot *ord = find_annot(loop, "software_pipeline_order");
  const kir_annot *as = find_annot(loop, "software_pipeline_async_stages");
  L->nunits = body->n;
  L->units = ww_alloc(L->a, sizeof(pl_unit) * (size_t)(body->n ? body->n : 1));
  L->M = 0;
  for (int i = 0; i < body->n; i++) {
    pl_unit *u = &L->units[i];
    u->index = i;
    u->stage = st && i < st->n ? (int)st->vals[i] : 0;
    u->order = ord && i < ord->n ? (int)ord->vals[i] : i;
    if (u->stage > L->M) L->M = u->stage;
    for (int j = 0; as && j < as->n; j++)
      if (as->vals[j] == u->stage) u->async = 1;
    if (u->stage < 0 || u->stage > 64) {
      ww_diag_add(L->d, WW_ERROR, st->loc, 0, "stage %d is out of range (0 to 64)", u->stage);
      return -1;
    }
  }
  /* Each statement of the body is placed on its own (other iterations,
   * guards, async scopes), so a `let` of the body cannot name a value for
   * the others. */
  for (int i = 0; i < body->n; i++) {
    if (body->v[i]->kind != KS_LET) continue;
    for (int j = 0; j < body->n; j++)
      if (j != i && uses_var(body->v[j], body->v[i]->u.let.var)) {
        ww_diag_add(L->d, WW_ERROR, body->v[j]->loc, body->v[j]->len,
                    "this statement uses '%s', which another statement of the pipelined loop "
                    "defines: the pipeliner places each statement of the body on its own (stage "
                    "%d here, %d there), so compute the value in the statement that uses it",
                    body->v[i]->u.let.var->name, L->units[j].stage, L->units[i].stage);
        return -1;
      }
  }
  /* Likewise a buffer allocated by one statement of the body. */
  for (int i = 0; i < body->n; i++) {
    if (body->v[i]->kind != KS_ALLOC) continue;
    for (int j = 0; j < body->n; j++)
      if (j != i && stmt_touches(L, body->v[j], body->v[i]->u.alloc)) {
        ww_diag_add(L->d, WW_ERROR, body->v[j]->loc, body->v[j]->len,
                    "this statement uses '%s', which another statement of the pipelined loop "
                    "allocates: allocate it before the loop (the pipeliner gives it the versions "
                    "the stages need)",
                    body->v[i]->u.alloc->name);
        return -1;
      }
  }
  const kir_stmt *ua = user_async(body);
  if (ua) {
    ww_diag_add(L->d, WW_ERROR, ua->loc, ua->len,
                "an annotated loop cannot contain its own async constructs: the pipeliner commits "
                "and waits for them");
    return -1;
  }
  return 0;
}

/* The accesses of every unit (after inner loops were pipelined). */
static void collect_accesses(pl_loop *L) {
  for (int i = 0; i < L->nunits; i++) {
    pl_unit *u = &L->units[i];
    walk w = {L, u, NULL, 0, 0, 0, NULL};
    for (int k = 0; k < u->nstmts; k++) walk_stmt(&w, u->stmts[k], NULL);
    free(w.own);
  }
}

int pl_version_of(const pl_loop *L, const kir_buf *b) {
  for (int i = 0; i < L->nv; i++)
    if (L->vbuf[i] == b) return L->vcount[i];
  return 1;
}

/* Rewrites accesses to b in statements outside the loop: those before it
 * feed iteration 0 (version 0); those after read the last iteration's. */
static int version_outside(pl_loop *L, kir_block *outer, int loop_pos, kir_buf *b, int V) {
  for (int i = 0; i < outer->n; i++) {
    if (i == loop_pos) continue;
    kir_expr *ver;
    if (i < loop_pos) {
      ver = kir_int(L->a, 0);
    } else if (L->n_known) {
      ver = kir_int(L->a, L->n > 0 ? (L->n - 1) % V : 0);
    } else {
      ver = NULL;
    }
    walk w = {L, &(pl_unit){0}, NULL, 0, 0, 0, NULL};
    walk_stmt(&w, outer->v[i], NULL);
    int uses = 0;
    for (int k = 0; k < w.u->nacc; k++) uses |= w.u->acc[k].buf == b;
    free(w.own);
    if (!uses) continue;
    if (!ver) {
      ww_diag_add(L->d, WW_ERROR, outer->v[i]->loc, outer->v[i]->len,
                  "'%s' gets %d versions in the pipelined loop at line %d, whose trip count is not "
                  "a constant, so this use after the loop cannot name the last version",
                  b->name, V, L->loop->loc.line);
      return -1;
    }
    pl_version_accesses(L->a, outer->v[i], b, ver);
  }
  return 0;
}

/* Does s write (some of) b on every path? */
static int must_write(const kir_stmt *s, const kir_buf *b) {
  int64_t lo, hi;
  switch (s->kind) {
  case KS_STORE: return s->u.store.dst.buf == b;
  case KS_COPY: return s->u.copy.dst.buf == b;
  case KS_GATHER: return s->u.gather.dst.buf == b;
  case KS_IF: {
    int t = 0, e = 0;
    for (int i = 0; i < s->u.if_.then_blk.n; i++) t |= must_write(s->u.if_.then_blk.v[i], b);
    for (int i = 0; i < s->u.if_.else_blk.n; i++) e |= must_write(s->u.if_.else_blk.v[i], b);
    return t && e;
  }
  case KS_FOR:
    if (!kir_const_int(s->u.loop.lo, &lo) || !kir_const_int(s->u.loop.hi, &hi) || hi <= lo) return 0;
    for (int i = 0; i < s->u.loop.body.n; i++)
      if (must_write(s->u.loop.body.v[i], b)) return 1;
    return 0;
  case KS_ASYNC:
    for (int i = 0; i < s->u.async.body.n; i++)
      if (must_write(s->u.async.body.v[i], b)) return 1;
    return 0;
  default: return 0;
  }
}

/* The last stage that reads what unit r writes (at least `from`). */
static int consumer_stage(const pl_loop *L, int r, int from) {
  int last = from;
  for (int x = 0; x < L->units[r].nacc; x++) {
    if (!L->units[r].acc[x].write) continue;
    for (int c = 0; c < L->nunits; c++)
      for (int y = 0; y < L->units[c].nacc; y++)
        if (L->units[c].acc[y].buf == L->units[r].acc[x].buf && !L->units[c].acc[y].write &&
            L->units[c].stage > last)
          last = L->units[c].stage;
  }
  return last;
}

int pl_versions(pl_loop *L, kir_block *outer, int loop_pos) {
  collect_accesses(L);
  /* candidate buffers: shared or local, allocated outside the loop */
  for (int i = 0; i < L->nunits; i++) {
    for (int a = 0; a < L->units[i].nacc; a++) {
      kir_buf *b = L->units[i].acc[a].buf;
      if (b->is_param || b->scope == KIR_GLOBAL || pl_version_of(L, b) > 1) continue;
      int V = 1, first_write = -1;
      for (int w = 0; w < L->nunits; w++)
        for (int x = 0; x < L->units[w].nacc; x++) {
          if (L->units[w].acc[x].buf != b || !L->units[w].acc[x].write) continue;
          if (first_write < 0) first_write = w;
          for (int r = 0; r < L->nunits; r++)
            for (int y = 0; y < L->units[r].nacc; y++) {
              if (L->units[r].acc[y].buf != b || L->units[r].acc[y].write ||
                  L->units[r].stage <= L->units[w].stage)
                continue;
              /* An async reader may read until the wait of whoever consumes
               * its results: the version must outlive that stage too, or
               * the next write would have to wait for it (the RFC's
               * three-stage example races here with two versions). */
              int until = L->units[r].stage;
              if (L->units[r].async) until = consumer_stage(L, r, until);
              if (until - L->units[w].stage + 1 > V) V = until - L->units[w].stage + 1;
            }
        }
      if (V <= 1) continue;
      /* A write that may not happen leaves the previous iteration's value for
       * the reader, which versioning would move to another buffer. */
      const pl_acc *only_cond = NULL;
      int uncond = 0;
      for (int w = 0; w < L->nunits; w++) {
        for (int x = 0; x < L->units[w].nacc; x++)
          if (L->units[w].acc[x].buf == b && L->units[w].acc[x].write && L->units[w].acc[x].cond)
            only_cond = &L->units[w].acc[x];
        for (int k = 0; k < L->units[w].nstmts; k++) uncond |= must_write(L->units[w].stmts[k], b);
      }
      if (!uncond && only_cond) {
        ww_diag_add(L->d, WW_ERROR, only_cond->stmt->loc, only_cond->stmt->len,
                    "'%s' needs %d versions, but it is only written under a condition: where the "
                    "write does not happen, the reader sees an earlier iteration's value, which "
                    "would be in another version (write it on every path, e.g. with an else)",
                    b->name, V);
        return -1;
      }
      /* A read before the first write sees the previous iteration's value,
       * which versioning would move to another buffer. */
      for (int r = 0; r < first_write; r++)
        for (int y = 0; y < L->units[r].nacc; y++)
          if (L->units[r].acc[y].buf == b && !L->units[r].acc[y].write) {
            kir_stmt *s = L->units[r].stmts[0];
            ww_diag_add(L->d, WW_ERROR, s->loc, s->len,
                        "'%s' is read here before the loop body writes it (a value carried from the "
                        "previous iteration), but the pipeliner must give it %d versions",
                        b->name, V);
            return -1;
          }
      L->vbuf = ww_xrealloc(L->vbuf, sizeof(kir_buf *) * (size_t)(L->nv + 1));
      L->vcount = ww_xrealloc(L->vcount, sizeof(int) * (size_t)(L->nv + 1));
      L->vbuf[L->nv] = b;
      L->vcount[L->nv++] = V;
      if (version_outside(L, outer, loop_pos, b, V)) return -1;
      /* the new leading dimension */
      kir_expr **dims = ww_alloc(L->a, sizeof(kir_expr *) * (size_t)(b->ndim + 1));
      dims[0] = kir_int(L->a, V);
      for (int k = 0; k < b->ndim; k++) dims[k + 1] = b->dims[k];
      b->dims = dims;
      b->ndim++;
    }
  }
  return 0;
}

/* ---- footprints ---- */

typedef struct iv {
  int64_t lo, hi;
  int ok;
} iv;

static const iv unknown_iv = {0, 0, 0};

static iv iv_of(const pl_loop *L, const kir_expr *e, int64_t k, const pl_env *env, int depth) {
  if (!e || depth > 32) return unknown_iv;
  switch (e->kind) {
  case KE_INT: return (iv){e->u.i, e->u.i, 1};
  case KE_VAR:
    if (e->u.var == L->var) {
      if (!L->lo_known) return unknown_iv;
      int64_t v = L->lo_val + k * L->step;
      return (iv){v, v, 1};
    }
    for (const pl_env *p = env; p; p = p->next)
      if (p->var == e->u.var) return p->lo <= p->hi ? (iv){p->lo, p->hi, 1} : unknown_iv;
    return unknown_iv;
  case KE_UNARY:
    if (e->u.op.op == KIR_OP_NEG) {
      iv a = iv_of(L, e->u.op.a, k, env, depth + 1);
      return a.ok ? (iv){-a.hi, -a.lo, 1} : unknown_iv;
    }
    return unknown_iv;
  case KE_BINARY: {
    iv a = iv_of(L, e->u.op.a, k, env, depth + 1), b = iv_of(L, e->u.op.b, k, env, depth + 1);
    if (!a.ok || !b.ok) return unknown_iv;
    const int64_t lim = (int64_t)1 << 40;
    if (a.lo < -lim || a.hi > lim || b.lo < -lim || b.hi > lim) return unknown_iv;
    switch (e->u.op.op) {
    case KIR_OP_ADD: return (iv){a.lo + b.lo, a.hi + b.hi, 1};
    case KIR_OP_SUB: return (iv){a.lo - b.hi, a.hi - b.lo, 1};
    case KIR_OP_MUL: {
      if (b.lo != b.hi && a.lo != a.hi) return unknown_iv;
      int64_t p[4] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
      iv r = {p[0], p[0], 1};
      for (int i = 1; i < 4; i++) {
        if (p[i] < r.lo) r.lo = p[i];
        if (p[i] > r.hi) r.hi = p[i];
      }
      return r;
    }
    case KIR_OP_DIV: case KIR_OP_MOD: {
      if (b.lo != b.hi || b.lo <= 0) return unknown_iv;
      int64_t c = b.lo;
      int64_t qlo = a.lo >= 0 ? a.lo / c : -((-a.lo + c - 1) / c);
      int64_t qhi = a.hi >= 0 ? a.hi / c : -((-a.hi + c - 1) / c);
      if (e->u.op.op == KIR_OP_DIV) return (iv){qlo, qhi, 1};
      if (qlo == qhi) return (iv){a.lo - qlo * c, a.hi - qlo * c, 1};
      return (iv){0, c - 1, 1};
    }
    case KIR_OP_MIN: return (iv){a.lo < b.lo ? a.lo : b.lo, a.hi < b.hi ? a.hi : b.hi, 1};
    case KIR_OP_MAX: return (iv){a.lo > b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi, 1};
    default: return unknown_iv;
    }
  }
  default: return unknown_iv;
  }
}

/* Dimension d (of the buffer's own dims, after `skip` version dims) of an
 * access, as an interval; unknown: the whole dimension. */
static iv dim_iv(const pl_loop *L, const pl_acc *a, int d, int64_t k) {
  const kir_access *acc = a->acc;
  if (!acc || d >= acc->nidx) return unknown_iv;
  const kir_index *ix = &acc->idx[d];
  if (!ix->slice) return iv_of(L, ix->lo, k, a->env, 0);
  iv lo = ix->lo ? iv_of(L, ix->lo, k, a->env, 0) : (iv){0, 0, 1};
  iv hi = ix->hi ? iv_of(L, ix->hi, k, a->env, 0) : unknown_iv;
  if (!lo.ok || !hi.ok) return unknown_iv;
  return (iv){lo.lo, hi.hi - 1, 1};
}

static int overlaps(const pl_loop *L, const pl_acc *x, int64_t kx, const pl_acc *y, int64_t ky) {
  const kir_buf *b = x->buf;
  int V = pl_version_of(L, b);
  if (V > 1 && ((kx % V) + V) % V != ((ky % V) + V) % V) return 0;
  int nd = b->ndim - (V > 1 ? 1 : 0);
  for (int d = 0; d < nd; d++) {
    iv a = dim_iv(L, x, d, kx), c = dim_iv(L, y, d, ky);
    if (a.ok && c.ok && (a.hi < c.lo || c.hi < a.lo)) return 0;
  }
  return 1;
}

int pl_conflict(const pl_loop *L, int x, int64_t kx, int y, int64_t ky) {
  const pl_unit *ux = &L->units[x], *uy = &L->units[y];
  for (int i = 0; i < ux->nacc; i++)
    for (int j = 0; j < uy->nacc; j++) {
      const pl_acc *a = &ux->acc[i], *b = &uy->acc[j];
      if (a->buf != b->buf || (!a->write && !b->write)) continue;
      if (overlaps(L, a, kx, b, ky)) return 1;
    }
  return 0;
}

int pl_async_used_after(pl_loop *L, const kir_block *parent, int pos) {
  for (int i = pos + 1; i < parent->n; i++) {
    walk w = {L, &(pl_unit){0}, NULL, 0, 0, 0, NULL};
    walk_stmt(&w, parent->v[i], NULL);
    int hit = 0;
    for (int a = 0; a < w.u->nacc && !hit; a++)
      for (int u = 0; u < L->nunits && !hit; u++)
        for (int x = 0; L->units[u].async && x < L->units[u].nacc && !hit; x++)
          hit = L->units[u].acc[x].buf == w.u->acc[a].buf;
    free(w.own);
    if (hit) return 1;
  }
  return 0;
}
