/*
 * units.c - the loop body as units: stage, order and async-ness from the
 * annotations, and every buffer access of each unit with the loops and
 * conditions around it and its footprint (footprint.h).
 */
#include "pl_internal.h"

#include <stdlib.h>
#include <string.h>

static const kir_annot *find_annot(const kir_stmt *loop, const char *name) {
  for (int i = 0; i < loop->u.loop.nannots; i++)
    if (strcmp(loop->u.loop.annots[i].name, name) == 0) return &loop->u.loop.annots[i];
  return NULL;
}

/* ---- small questions about statements, as walks ---- */

typedef struct finder {
  const void *target;       /* a kir_var or a kir_buf */
  kir_role role;            /* for buffers: the roles that count */
  const kir_stmt *found;
  const kir_stmt *cur;
} finder;

static int find_enter(kir_walker *w, kir_stmt *s) {
  finder *f = w->ctx;
  f->cur = s;
  return !f->found;
}

static kir_expr *find_var(kir_walker *w, kir_expr *e) {
  finder *f = w->ctx;
  if (e->kind == KE_VAR && e->u.var == f->target && !f->found) f->found = f->cur;
  return e;
}

static void find_buf(kir_walker *w, kir_buf *b, kir_access *acc, kir_role role) {
  (void)acc;
  finder *f = w->ctx;
  if (b == f->target && (role & f->role) && !f->found) f->found = f->cur;
}

static int uses_var(const kir_stmt *s, const kir_var *v) {
  finder f = {v, 0, NULL, s};
  kir_walker w = {find_enter, NULL, NULL, NULL, find_var, &f};
  kir_walk_stmt(&w, (kir_stmt *)s);
  return f.found != NULL;
}

int pl_stmt_touches(const kir_stmt *s, const kir_buf *b, kir_role role) {
  finder f = {b, role, NULL, s};
  kir_walker w = {find_enter, NULL, NULL, find_buf, NULL, &f};
  kir_walk_stmt(&w, (kir_stmt *)s);
  return f.found != NULL;
}

/* Async constructs written by the user inside an annotated loop would mix
 * with the groups the pipeliner commits; and whether a statement moves
 * data (an async stage's calls and lets are not async operations). */
typedef struct kinds {
  const kir_stmt *user_async;
  int moves;
} kinds;

static int kinds_enter(kir_walker *w, kir_stmt *s) {
  kinds *k = w->ctx;
  if (!k->user_async && (s->kind == KS_ASYNC || s->kind == KS_ASYNCMARK || s->kind == KS_WAIT_ASYNCMARK))
    k->user_async = s;
  if (s->kind == KS_STORE || s->kind == KS_COPY || s->kind == KS_GATHER) k->moves = 1;
  return 1;
}

static kinds kinds_of(kir_stmt *s) {
  kinds k = {NULL, 0};
  kir_walker w = {kinds_enter, NULL, NULL, NULL, NULL, &k};
  kir_walk_stmt(&w, s);
  return k;
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
    int64_t stage = st && i < st->n ? st->vals[i] : 0;
    if (stage < 0 || stage > PL_MAX_STAGE) {
      ww_diag_add(L->d, WW_ERROR, st->loc, (int)strlen(st->name) + 1, "stage %lld is out of range (0 to %d: one queue per stage)",
                  (long long)stage, PL_MAX_STAGE);
      return -1;
    }
    u->stage = (int)stage;
    u->order = ord && i < ord->n ? (int)ord->vals[i] : i;
    if (u->stage > L->M) L->M = u->stage;
    for (int j = 0; as && j < as->n; j++)
      if (as->vals[j] == u->stage) u->async = 1;
    kinds k = kinds_of(body->v[i]);
    if (k.user_async) {
      ww_diag_add(L->d, WW_ERROR, k.user_async->loc, k.user_async->len,
                  "an annotated loop cannot contain its own async constructs: the pipeliner commits "
                  "and waits for them");
      return -1;
    }
    /* An opaque call moves no data: it runs when it is reached, in every
     * stage (as `run` runs a call inside `async`). */
    if (!k.moves) u->async = 0;
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
      if (j != i && pl_stmt_touches(body->v[j], body->v[i]->u.alloc, KIR_ROLE_UPDATE)) {
        ww_diag_add(L->d, WW_ERROR, body->v[j]->loc, body->v[j]->len,
                    "this statement uses '%s', which another statement of the pipelined loop "
                    "allocates: allocate it before the loop (the pipeliner gives it the versions "
                    "the stages need)",
                    body->v[i]->u.alloc->name);
        return -1;
      }
  }
  return 0;
}

/* ---- accesses ---- */

/* Footprints built again for symbols split under `%` or `/`, one split
 * exposing the next (a `%` of a `/`). */
#define PL_WORLD_ROUNDS 4

typedef struct collector {
  pl_loop *L;
  pl_unit *u;
  int pos;
  const pl_env *env;
  const pl_guard *guard;
  int level;
  const kir_stmt *stmt;
  int seq;
  const kir_buf **own;      /* allocated inside the unit: fresh each time, not tracked */
  int nown, capown;
} collector;

static int coll_enter(kir_walker *w, kir_stmt *s) {
  collector *c = w->ctx;
  c->stmt = s;
  c->seq++;
  if (s->kind == KS_ALLOC) WW_VEC_PUSH(c->own, c->nown, c->capown, s->u.alloc);
  if (s->kind == KS_LET) {
    pl_let l = {s->u.let.var, s->u.let.value};
    WW_VEC_PUSH(c->u->lets, c->u->nlets, c->u->caplets, l);
  }
  return 1;
}

static void coll_access(kir_walker *w, kir_buf *b, kir_access *acc, kir_role role) {
  collector *c = w->ctx;
  for (int i = 0; i < c->nown; i++)
    if (c->own[i] == b) return;
  pl_acc x;
  memset(&x, 0, sizeof x);
  x.buf = b;
  x.acc = acc;
  x.role = role;
  x.unit = c->u->index;
  x.pos = c->pos;
  x.env = c->env;
  x.guard = c->guard;
  x.stmt = c->stmt;
  x.seq = c->seq;
  WW_VEC_PUSH(c->L->acc, c->L->nacc, c->L->capacc, x);
}

/* Loops and conditions: the walk's callbacks push them around the blocks. */
static void coll_branch(kir_walker *w, kir_stmt *s, int which) {
  collector *c = w->ctx;
  if (which == 0) {
    c->guard = c->guard->next;
    return;
  }
  if (which == 2) c->guard = c->guard->next;
  pl_guard *g = ww_alloc(c->L->a, sizeof *g);
  g->cond = s->u.if_.cond;
  g->negated = which == 2;
  g->in_loop = c->env != NULL;
  g->next = c->guard;
  c->guard = g;
}

static void walk_unit_stmt(collector *c, kir_stmt *s);

/* A loop by hand inside the walk: its bounds see the outer loops, its body one more (no walk hook between them). */
static int coll_enter_loop(kir_walker *w, kir_stmt *s) {
  collector *c = w->ctx;
  coll_enter(w, s);
  if (s->kind != KS_FOR) return 1;
  /* the bounds are evaluated outside the loop, the body inside */
  s->u.loop.lo = kir_walk_expr(w, s->u.loop.lo);
  s->u.loop.hi = kir_walk_expr(w, s->u.loop.hi);
  pl_env *e = ww_alloc(c->L->a, sizeof *e);
  e->loop = s;
  e->level = c->level++;
  e->next = c->env;
  c->env = e;
  for (int i = 0; i < s->u.loop.body.n; i++) walk_unit_stmt(c, s->u.loop.body.v[i]);
  c->env = e->next;
  c->level--;
  return 0;
}

static void walk_unit_stmt(collector *c, kir_stmt *s) {
  kir_walker w = {coll_enter_loop, NULL, coll_branch, coll_access, NULL, c};
  kir_walk_stmt(&w, s);
}

/* The iterations where an access happens, from the conditions around it
 * that repeat with the iteration (the others: it may happen anywhere). */
static void presence(pl_loop *L, const pl_scope *s, pl_acc *x) {
  x->present = NULL;
  x->present_P = 1;
  x->present_exact = 1;
  for (const pl_guard *g = x->guard; g; g = g->next) {
    int64_t P;
    unsigned char *t;
    if (g->in_loop) x->present_exact = 0;
    if (!pl_cond_table(L->a, s, g->cond, &P, &t)) {
      x->present_exact = 0;
      continue;
    }
    int64_t Q = pl_lcm_capped(x->present_P, P, PL_MAX_PERIOD);
    if (!Q) {
      x->present_exact = 0;
      continue;
    }
    unsigned char *m = ww_alloc(L->a, (size_t)Q);
    for (int64_t k = 0; k < Q; k++)
      m[k] = (unsigned char)((x->present ? x->present[k % x->present_P] : 1) && (t[k % P] != g->negated));
    x->present = m;
    x->present_P = Q;
  }
}

void pl_collect_accesses(pl_loop *L) {
  L->nacc = 0;
  for (int i = 0; i < L->nunits; i++) {
    pl_unit *u = &L->units[i];
    collector c;
    memset(&c, 0, sizeof c);
    c.L = L;
    c.u = u;
    u->first_acc = L->nacc;
    for (int k = 0; k < u->nstmts; k++) {
      c.pos = k;
      walk_unit_stmt(&c, u->stmts[k]);
    }
    u->nacc = L->nacc - u->first_acc;
    free(c.own);
  }
  /* a `%` or `/` of a symbol asks for worlds that split it (footprint.h);
   * each split may expose another (`(i + s) / 2 % 3`): build again */
  for (int round = 0; round < PL_WORLD_ROUNDS; round++) {
    pl_worlds want;
    memset(&want, 0, sizeof want);
    for (int i = 0; i < L->nacc; i++) {
      pl_acc *x = &L->acc[i];
      const pl_unit *u = &L->units[x->unit];
      pl_scope s = {L->var, L->loop->u.loop.lo, L->step, x->env, NULL, u->lets, u->nlets, NULL, NULL, 0,
                    &L->worlds, &want};
      pl_fp_build(L->a, &s, x->buf, x->acc, &x->fp);
      presence(L, &s, x);
    }
    if (!pl_worlds_grow(&L->worlds, &want)) break;
  }
}

void pl_find_self_covered(pl_loop *L) {
  for (int i = 0; i < L->nunits; i++) {
    pl_unit *u = &L->units[i];
    u->stmts = &L->loop->u.loop.body.v[i];
    u->nstmts = 1;
  }
  pl_collect_accesses(L);
  for (int i = 0; i < L->nacc; i++) {
    const pl_acc *r = &L->acc[i];
    pl_unit *u = &L->units[r->unit];
    if (!(r->role & KIR_ROLE_READ)) continue;
    int listed = 0, exposed = 0;
    for (int k = 0; k < u->nself; k++) listed |= u->self_covered[k] == r->buf;
    if (listed) continue;
    /* every read of the buffer in the unit covered by the unit's own writes */
    for (int j = u->first_acc; j < u->first_acc + u->nacc && !exposed; j++) {
      const pl_acc *x = &L->acc[j];
      if (x->buf == r->buf && (x->role & KIR_ROLE_READ) && !pl_covered_within(L, x)) exposed = 1;
    }
    if (!exposed) WW_VEC_PUSH(u->self_covered, u->nself, u->capself, r->buf);
  }
  for (int i = 0; i < L->nunits; i++) {
    free(L->units[i].lets);
    L->units[i].lets = NULL;
    L->units[i].nlets = L->units[i].caplets = 0;
  }
  L->nacc = 0;
}
