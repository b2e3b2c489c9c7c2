/*
 * walk.c - the generic kernel IR walk (walk.h), with its statement-rewrite
 * hook: the one recursion over statements and expressions that passes
 * share, so that each says only what it does at a node.
 */
#include "walk.h"

/* Walks *slot and stores what replaces it only when that differs: a walk
 * whose expr callback returns what it gets writes nothing
 * (kir_walk_const_stmt). */
static void walk_into(kir_walker *w, kir_expr **slot) {
  kir_expr *r = kir_walk_expr(w, *slot);
  if (r != *slot) *slot = r;
}

void kir_walk_access(kir_walker *w, kir_access *a, kir_role role) {
  for (int i = 0; i < a->nidx; i++) {
    if (a->idx[i].lo) walk_into(w, &a->idx[i].lo);
    if (a->idx[i].hi) walk_into(w, &a->idx[i].hi);
  }
  if (w->access && a->buf) w->access(w, a->buf, a, role);
}

kir_expr *kir_walk_expr(kir_walker *w, kir_expr *e) {
  if (!e) return e;
  switch (e->kind) {
  case KE_LOAD: case KE_REGION: kir_walk_access(w, &e->u.access, KIR_ROLE_READ); break;
  case KE_UNARY: case KE_CAST: walk_into(w, &e->u.op.a); break;
  case KE_BINARY:
    walk_into(w, &e->u.op.a);
    walk_into(w, &e->u.op.b);
    break;
  case KE_SELECT:
    walk_into(w, &e->u.op.c);
    walk_into(w, &e->u.op.a);
    walk_into(w, &e->u.op.b);
    break;
  case KE_INT: case KE_FLOAT: case KE_VAR: break;
  }
  return w->expr ? w->expr(w, e) : e;
}

static int walk_stmt(kir_walker *w, kir_stmt *s, kir_rewrite rw);

/* The statements of b, each followed by the rewrite hook when there is
 * one (walk.h gives the contract). */
static int walk_block(kir_walker *w, kir_block *b, kir_rewrite rw, int *made) {
  for (int i = 0, orig = 0; i < b->n; orig++) {
    if (walk_stmt(w, b->v[i], rw)) return KIR_WALK_STOP;
    int r = rw ? rw(w, b, i) : 1;
    if (r < 0) return KIR_WALK_STOP;
    if (made) made[orig] = r;
    i += r;
  }
  return 0;
}

void kir_walk_block(kir_walker *w, kir_block *b) { walk_block(w, b, NULL, NULL); }

int kir_rewrite_block(kir_walker *w, kir_block *b, kir_rewrite rewrite, int *made) {
  return walk_block(w, b, rewrite, made);
}

int kir_block_splice(ww_arena *a, kir_block *b, int i, const kir_block *with) {
  int n = b->n - 1 + with->n;
  kir_stmt **v = ww_alloc(a, sizeof *v * (size_t)(n > 0 ? n : 1));
  for (int j = 0; j < i; j++) v[j] = b->v[j];
  for (int j = 0; j < with->n; j++) v[i + j] = with->v[j];
  for (int j = i + 1; j < b->n; j++) v[with->n + j - 1] = b->v[j];
  b->v = v;
  b->n = b->cap = n;
  return with->n;
}

void kir_walk_stmt(kir_walker *w, kir_stmt *s) { walk_stmt(w, s, NULL); }

/* A statement's nested blocks, through walk_block: a hook that stops the
 * walk there ends it (no leave, no further branch callback). */
#define WALK_BLOCK(b)                                                                              \
  do {                                                                                             \
    if (walk_block(w, (b), rw, NULL)) return KIR_WALK_STOP;                                        \
  } while (0)

static int walk_stmt(kir_walker *w, kir_stmt *s, kir_rewrite rw) {
  if (w->enter && !w->enter(w, s)) return 0;
  switch (s->kind) {
  case KS_LET: walk_into(w, &s->u.let.value); break;
  case KS_STORE:
    walk_into(w, &s->u.store.value);
    kir_walk_access(w, &s->u.store.dst, s->u.store.op == KIR_OP_NONE ? KIR_ROLE_WRITE : KIR_ROLE_UPDATE);
    break;
  case KS_COPY:
    kir_walk_access(w, &s->u.copy.src, KIR_ROLE_READ);
    kir_walk_access(w, &s->u.copy.dst, KIR_ROLE_WRITE);
    break;
  case KS_GATHER:
    kir_walk_access(w, &s->u.gather.index, KIR_ROLE_READ);
    if (w->access && s->u.gather.src) w->access(w, s->u.gather.src, NULL, KIR_ROLE_READ);
    kir_walk_access(w, &s->u.gather.dst, KIR_ROLE_WRITE);
    break;
  case KS_DMA:
    walk_into(w, &s->u.dma.m0);
    walk_into(w, &s->u.dma.laddr);
    walk_into(w, &s->u.dma.vaddr);
    if (w->access && s->u.dma.src) w->access(w, s->u.dma.src, NULL, KIR_ROLE_READ);
    if (w->access && s->u.dma.dst) w->access(w, s->u.dma.dst, NULL, KIR_ROLE_WRITE);
    break;
  case KS_CALL:
    for (int i = 0; i < s->u.call.nargs; i++) walk_into(w, &s->u.call.args[i]);
    break;
  case KS_FOR:
    walk_into(w, &s->u.loop.lo);
    walk_into(w, &s->u.loop.hi);
    WALK_BLOCK(&s->u.loop.body);
    break;
  case KS_IF:
    walk_into(w, &s->u.if_.cond);
    if (w->branch) w->branch(w, s, 1);
    WALK_BLOCK(&s->u.if_.then_blk);
    if (w->branch) w->branch(w, s, 2);
    WALK_BLOCK(&s->u.if_.else_blk);
    if (w->branch) w->branch(w, s, 0);
    break;
  case KS_ASYNC: WALK_BLOCK(&s->u.async.body); break;
  case KS_COMMIT:
    walk_into(w, &s->u.commit.queue);
    WALK_BLOCK(&s->u.commit.body);
    break;
  case KS_WAIT:
    walk_into(w, &s->u.wait.queue);
    walk_into(w, &s->u.wait.count);
    break;
  case KS_WAIT_ASYNCMARK: walk_into(w, &s->u.wait_mark.count); break;
  case KS_BAR_OP:
    if (s->u.bar.arg) walk_into(w, &s->u.bar.arg);
    break;
  case KS_ALLOC: case KS_BAROBJ: case KS_ASYNCMARK: case KS_BARRIER: case KS_FENCE: break;
  }
  if (w->leave) w->leave(w, s);
  return 0;
}

#undef WALK_BLOCK

void kir_walk_const_stmt(kir_walker *w, const kir_stmt *s) { kir_walk_stmt(w, (kir_stmt *)s); }

void kir_walk_const_block(kir_walker *w, const kir_block *b) {
  for (int i = 0; i < b->n; i++) kir_walk_const_stmt(w, b->v[i]);
}

void kir_walk_const_expr(kir_walker *w, const kir_expr *e) {
  if (kir_walk_expr(w, (kir_expr *)e) != e) ww_die("a const kernel IR walk replaced an expression");
}
