/*
 * build.c - constructors for kernel IR trees, deep copies with substitution,
 * the type rules and names shared by the parser, the verifier and passes.
 *
 * Passes (the pipeliner above all) build new trees from old ones: clone a
 * statement with i replaced by i + 1, push it into a new block. Everything is
 * allocated in the program's arena; nothing is freed node by node.
 */
#include "kir.h"

#include <stdio.h>

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* ---------------- names ---------------- */

const char *kir_type_name(kir_type t) {
  switch (t) {
  case KIR_BOOL: return "bool";
  case KIR_I32: return "i32";
  case KIR_I64: return "i64";
  case KIR_F16: return "f16";
  case KIR_F32: return "f32";
  case KIR_F64: return "f64";
  }
  return "?";
}

int kir_type_bytes(kir_type t) {
  switch (t) {
  case KIR_BOOL: return 1;
  case KIR_F16: return 2;
  case KIR_I32: case KIR_F32: return 4;
  case KIR_I64: case KIR_F64: return 8;
  }
  return 0;
}

const char *kir_scope_name(kir_scope s) {
  switch (s) {
  case KIR_GLOBAL: return "global";
  case KIR_SHARED: return "shared";
  case KIR_LOCAL: return "local";
  }
  return "?";
}

const char *kir_sync_scope_name(kir_sync_scope s) {
  switch (s) {
  case KIR_SS_WAVEFRONT: return "wavefront";
  case KIR_SS_WORKGROUP: return "workgroup";
  case KIR_SS_CLUSTER: return "cluster";
  case KIR_SS_AGENT: return "agent";
  case KIR_SS_SYSTEM: return "system";
  }
  return "?";
}

const char *kir_fence_order_name(kir_fence_order o) {
  switch (o) {
  case KIR_ACQUIRE: return "acquire";
  case KIR_RELEASE: return "release";
  case KIR_ACQ_REL: return "acq_rel";
  case KIR_SEQ_CST: return "seq_cst";
  }
  return "?";
}

const char *kir_bar_op_name(kir_bar_op op) {
  switch (op) {
  case KIR_BAR_INIT: return "barrier_init";
  case KIR_BAR_JOIN: return "barrier_join";
  case KIR_BAR_DROP: return "barrier_drop";
  case KIR_BAR_ARRIVE: return "barrier_arrive";
  case KIR_BAR_WAIT: return "barrier_wait";
  }
  return "?";
}

const char *kir_space_name(unsigned space) {
  return space == KIR_SPACE_SHARED ? "shared" : space == KIR_SPACE_GLOBAL ? "global" : "?";
}

int kir_wave_size(const kir_kernel *k, const tg_target *t) {
  if (k->wave_size) return k->wave_size;
  return t && t->gen != TG_GFX9 ? 32 : 64;
}

kir_barobj *kir_barobj_predefined(ww_arena *a, kir_kernel *k, int hwid, ww_loc loc) {
  for (int i = 0; i < k->npredef; i++)
    if (k->predef[i]->hwid == hwid) return k->predef[i];
  kir_barobj *b = ww_alloc(a, sizeof *b);
  char text[16];
  snprintf(text, sizeof text, "%d", hwid);
  b->name = ww_strndup(a, text, strlen(text));
  b->scope = hwid == KIR_BAR_CLUSTER || hwid == KIR_BAR_CLUSTER_TRAP ? KIR_SS_CLUSTER : KIR_SS_WORKGROUP;
  b->loc = loc;
  b->hwid = hwid;
  b->predefined = 1;
  b->kernel = k;
  b->id = k->nbarobjs++;
  /* The list lives in the arena: grown by copying (kernels use a few ids). */
  kir_barobj **v = ww_alloc(a, (size_t)(k->npredef + 1) * sizeof *v);
  if (k->npredef) memcpy(v, k->predef, (size_t)k->npredef * sizeof *v);
  v[k->npredef++] = b;
  k->predef = v;
  return b;
}

const char *kir_op_name(kir_op op) {
  switch (op) {
  case KIR_OP_NONE: return "";
  case KIR_OP_NEG: return "-";
  case KIR_OP_NOT: return "not";
  case KIR_OP_ADD: return "+";
  case KIR_OP_SUB: return "-";
  case KIR_OP_MUL: return "*";
  case KIR_OP_DIV: return "/";
  case KIR_OP_MOD: return "%";
  case KIR_OP_LT: return "<";
  case KIR_OP_LE: return "<=";
  case KIR_OP_GT: return ">";
  case KIR_OP_GE: return ">=";
  case KIR_OP_EQ: return "==";
  case KIR_OP_NE: return "!=";
  case KIR_OP_AND: return "and";
  case KIR_OP_OR: return "or";
  case KIR_OP_MIN: return "min";
  case KIR_OP_MAX: return "max";
  }
  return "?";
}

/* ---------------- type rules ---------------- */

int kir_type_is_int(kir_type t) { return t == KIR_I32 || t == KIR_I64; }
int kir_type_is_float(kir_type t) { return t == KIR_F16 || t == KIR_F32 || t == KIR_F64; }

/* The enum is ordered by rank (i32 < i64 < f16 < f32 < f64): the wider of two
 * numeric types is the larger value. */
static kir_type wider(kir_type a, kir_type b) { return a > b ? a : b; }

int kir_binary_type(kir_op op, kir_type a, kir_type b) {
  int num = a != KIR_BOOL && b != KIR_BOOL;
  switch (op) {
  case KIR_OP_ADD: case KIR_OP_SUB: case KIR_OP_MUL: case KIR_OP_DIV:
  case KIR_OP_MIN: case KIR_OP_MAX:
    return num ? (int)wider(a, b) : -1;
  case KIR_OP_MOD:
    return kir_type_is_int(a) && kir_type_is_int(b) ? (int)wider(a, b) : -1;
  case KIR_OP_LT: case KIR_OP_LE: case KIR_OP_GT: case KIR_OP_GE:
    return num ? KIR_BOOL : -1;
  case KIR_OP_EQ: case KIR_OP_NE:
    return num || (a == KIR_BOOL && b == KIR_BOOL) ? KIR_BOOL : -1;
  case KIR_OP_AND: case KIR_OP_OR:
    return a == KIR_BOOL && b == KIR_BOOL ? KIR_BOOL : -1;
  default:
    return -1;
  }
}

int kir_unary_type(kir_op op, kir_type a) {
  if (op == KIR_OP_NEG) return a != KIR_BOOL ? (int)a : -1;
  if (op == KIR_OP_NOT) return a == KIR_BOOL ? KIR_BOOL : -1;
  return -1;
}

/* ---------------- constant folding ---------------- */

/* Integer arithmetic with the language's meaning ('/' and '%' round toward
 * negative infinity). Returns 0 on overflow or division by zero. */
static int fold_int(kir_op op, int64_t x, int64_t y, int64_t *r) {
  switch (op) {
  case KIR_OP_ADD:
    if ((y > 0 && x > INT64_MAX - y) || (y < 0 && x < INT64_MIN - y)) return 0;
    *r = x + y;
    return 1;
  case KIR_OP_SUB:
    if ((y < 0 && x > INT64_MAX + y) || (y > 0 && x < INT64_MIN + y)) return 0;
    *r = x - y;
    return 1;
  case KIR_OP_MUL:
    if (x != 0 && y != 0) {
      if (x == -1 && y == INT64_MIN) return 0;
      if (y == -1 && x == INT64_MIN) return 0;
      if (x > 0 ? (y > 0 ? x > INT64_MAX / y : y < INT64_MIN / x)
                : (y > 0 ? x < INT64_MIN / y : -x > INT64_MAX / -y))
        return 0;
    }
    *r = x * y;
    return 1;
  case KIR_OP_DIV:
  case KIR_OP_MOD: {
    if (y == 0 || (x == INT64_MIN && y == -1)) return 0;
    int64_t q = x / y, m = x % y;
    if (m != 0 && ((m < 0) != (y < 0))) q--, m += y;
    *r = op == KIR_OP_DIV ? q : m;
    return 1;
  }
  case KIR_OP_MIN: *r = x < y ? x : y; return 1;
  case KIR_OP_MAX: *r = x > y ? x : y; return 1;
  default: return 0;
  }
}

/* Own recursion, not kir_walk: it folds a value and stops at the first operand that is not constant. */
/* Depth-limited so that a pathological tree cannot exhaust the stack. */
static int const_int_depth(const kir_expr *e, int64_t *v, int depth) {
  if (!e || depth > 256) return 0;
  int64_t x, y;
  switch (e->kind) {
  case KE_INT: *v = e->u.i; return 1;
  case KE_UNARY:
    if (e->u.op.op != KIR_OP_NEG || !const_int_depth(e->u.op.a, &x, depth + 1) || x == INT64_MIN)
      return 0;
    *v = -x;
    return 1;
  case KE_BINARY:
    if (!kir_type_is_int(e->type)) return 0;
    return const_int_depth(e->u.op.a, &x, depth + 1) &&
           const_int_depth(e->u.op.b, &y, depth + 1) && fold_int(e->u.op.op, x, y, v);
  case KE_CAST:
    if (!kir_type_is_int(e->type) || !const_int_depth(e->u.op.a, &x, depth + 1)) return 0;
    if (e->type == KIR_I32 && (x < INT32_MIN || x > INT32_MAX)) return 0;
    *v = x;
    return 1;
  default: return 0;
  }
}

int kir_const_int(const kir_expr *e, int64_t *v) { return const_int_depth(e, v, 0); }

static int access_same(const kir_access *a, const kir_access *b, int depth);

/* Own recursion, not kir_walk: it walks two trees in step. */
static int expr_same(const kir_expr *a, const kir_expr *b, int depth) {
  if (!a || !b) return a == b;
  if (depth > 200 || a->kind != b->kind || a->type != b->type) return 0;
  switch (a->kind) {
  case KE_INT: return a->u.i == b->u.i;
  case KE_FLOAT: return memcmp(&a->u.f, &b->u.f, sizeof a->u.f) == 0;
  case KE_VAR: return a->u.var == b->u.var;
  case KE_LOAD: case KE_REGION: return access_same(&a->u.access, &b->u.access, depth + 1);
  case KE_UNARY: case KE_CAST: case KE_BINARY: case KE_SELECT:
    return a->u.op.op == b->u.op.op && expr_same(a->u.op.a, b->u.op.a, depth + 1) &&
           expr_same(a->u.op.b, b->u.op.b, depth + 1) && expr_same(a->u.op.c, b->u.op.c, depth + 1);
  }
  return 0;
}

static int access_same(const kir_access *a, const kir_access *b, int depth) {
  if (a->buf != b->buf || a->nidx != b->nidx) return 0;
  for (int i = 0; i < a->nidx; i++)
    if (a->idx[i].slice != b->idx[i].slice || !expr_same(a->idx[i].lo, b->idx[i].lo, depth) ||
        !expr_same(a->idx[i].hi, b->idx[i].hi, depth))
      return 0;
  return 1;
}

int kir_expr_same(const kir_expr *a, const kir_expr *b) { return expr_same(a, b, 0); }

/* ---------------- constructors ---------------- */

static kir_expr *expr_new(ww_arena *a, kir_expr_kind kind, kir_type t) {
  kir_expr *e = ww_alloc(a, sizeof *e);
  e->kind = kind;
  e->type = t;
  return e;
}

kir_expr *kir_int(ww_arena *a, int64_t v) {
  kir_expr *e = expr_new(a, KE_INT, v >= INT32_MIN && v <= INT32_MAX ? KIR_I32 : KIR_I64);
  e->u.i = v;
  return e;
}

kir_expr *kir_float(ww_arena *a, double v) {
  kir_expr *e = expr_new(a, KE_FLOAT, KIR_F64);
  e->u.f = v;
  return e;
}

kir_expr *kir_var_ref(ww_arena *a, kir_var *v) {
  kir_expr *e = expr_new(a, KE_VAR, v->type);
  e->u.var = v;
  return e;
}

static int is_int_lit(const kir_expr *e, int64_t v) { return e->kind == KE_INT && e->u.i == v; }

/* Folds integer constants and drops x + 0, x - 0, x * 1 (and x * 0 -> 0) for
 * integer x only: with floats they would change -0.0 and NaN. */
kir_expr *kir_binary(ww_arena *a, kir_op op, kir_expr *x, kir_expr *y) {
  int t = kir_binary_type(op, x->type, y->type);
  if (t < 0) t = KIR_I32; /* ill-typed: the verifier reports it */
  if (kir_type_is_int((kir_type)t)) {
    int64_t r;
    if (x->kind == KE_INT && y->kind == KE_INT && fold_int(op, x->u.i, y->u.i, &r)) {
      kir_expr *e = kir_int(a, r);
      if (t == KIR_I64) e->type = KIR_I64;
      return e;
    }
    if ((op == KIR_OP_ADD || op == KIR_OP_SUB) && is_int_lit(y, 0) && x->type == (kir_type)t) return x;
    if (op == KIR_OP_ADD && is_int_lit(x, 0) && y->type == (kir_type)t) return y;
    if (op == KIR_OP_MUL && is_int_lit(y, 1) && x->type == (kir_type)t) return x;
    if (op == KIR_OP_MUL && is_int_lit(x, 1) && y->type == (kir_type)t) return y;
    if (op == KIR_OP_MUL && (is_int_lit(x, 0) || is_int_lit(y, 0))) {
      kir_expr *e = kir_int(a, 0);
      e->type = (kir_type)t;
      return e;
    }
  }
  kir_expr *e = expr_new(a, KE_BINARY, (kir_type)t);
  e->u.op.op = op;
  e->u.op.a = x;
  e->u.op.b = y;
  return e;
}

kir_stmt *kir_stmt_new(ww_arena *a, kir_stmt_kind kind, ww_loc loc) {
  kir_stmt *s = ww_alloc(a, sizeof *s);
  s->kind = kind;
  s->loc = loc;
  if (kind == KS_FOR) s->u.loop.step = 1;
  return s;
}

/* Arena-backed growth: the old array stays in the arena (freed with it). */
void kir_block_push(ww_arena *a, kir_block *b, kir_stmt *s) {
  if (b->n == b->cap) {
    int cap = b->cap ? 2 * b->cap : 4;
    kir_stmt **v = ww_alloc(a, (size_t)cap * sizeof *v);
    if (b->n) memcpy(v, b->v, (size_t)b->n * sizeof *v);
    b->v = v;
    b->cap = cap;
  }
  b->v[b->n++] = s;
}

kir_var *kir_var_new(ww_arena *a, kir_kernel *k, const char *name, kir_type t, kir_var_kind kind) {
  kir_var *v = ww_alloc(a, sizeof *v);
  v->name = ww_strndup(a, name, strlen(name));
  v->type = t;
  v->kind = kind;
  v->kernel = k;
  v->id = k ? k->nvars++ : 0;
  return v;
}

kir_buf *kir_buf_new(ww_arena *a, kir_kernel *k, const char *name, kir_scope s, kir_type t, int ndim) {
  kir_buf *b = ww_alloc(a, sizeof *b);
  b->name = ww_strndup(a, name, strlen(name));
  b->scope = s;
  b->elem = t;
  b->ndim = ndim;
  b->dims = ndim > 0 ? ww_alloc(a, (size_t)ndim * sizeof *b->dims) : NULL;
  b->is_param = 0;
  b->kernel = k;
  b->id = k ? k->nbufs++ : 0;
  return b;
}

/* ---------------- deep copies ---------------- */

/* Definitions met inside the cloned tree (loop variables, lets, allocs,
 * barrier objects) get new objects; references inside the copy follow this
 * map so that the copy never shares a definition with the original. */
typedef struct clone_map {
  const void **old;
  void **new_;
  int n, cap;
} clone_map;

struct kir_cloner {
  ww_arena *a;
  const kir_var *from;
  const kir_expr *to;
  clone_map map;
};
typedef struct kir_cloner cloner;

static void map_put(cloner *c, const void *old, void *new_) {
  if (c->map.n == c->map.cap) {
    c->map.cap = c->map.cap ? 2 * c->map.cap : 8;
    c->map.old = ww_xrealloc(c->map.old, (size_t)c->map.cap * sizeof *c->map.old);
    c->map.new_ = ww_xrealloc(c->map.new_, (size_t)c->map.cap * sizeof *c->map.new_);
  }
  c->map.old[c->map.n] = old;
  c->map.new_[c->map.n++] = new_;
}

static void *map_get(const cloner *c, const void *old) {
  for (int i = c->map.n - 1; i >= 0; i--)
    if (c->map.old[i] == old) return c->map.new_[i];
  return NULL;
}

static kir_expr *clone_e(cloner *c, const kir_expr *e);

static kir_var *clone_var_def(cloner *c, const kir_var *v) {
  kir_var *n = ww_alloc(c->a, sizeof *n);
  *n = *v;
  if (v->kernel) n->id = v->kernel->nvars++;
  map_put(c, v, n);
  return n;
}

static kir_buf *map_buf(const cloner *c, kir_buf *b) {
  kir_buf *n = map_get(c, b);
  return n ? n : b;
}

static void clone_access(cloner *c, kir_access *dst, const kir_access *src) {
  *dst = *src;
  dst->buf = src->buf ? map_buf(c, src->buf) : NULL;
  if (src->nidx > 0) {
    dst->idx = ww_alloc(c->a, (size_t)src->nidx * sizeof *dst->idx);
    for (int i = 0; i < src->nidx; i++) {
      dst->idx[i].slice = src->idx[i].slice;
      dst->idx[i].lo = clone_e(c, src->idx[i].lo);
      dst->idx[i].hi = clone_e(c, src->idx[i].hi);
    }
  }
}

/* The type of a rebuilt operator node: substitution may change an operand's
 * type (i32 loop variable -> i64 expression). */
static void retype(kir_expr *e) {
  int t = -1;
  if (e->kind == KE_UNARY) t = kir_unary_type(e->u.op.op, e->u.op.a->type);
  else if (e->kind == KE_BINARY) t = kir_binary_type(e->u.op.op, e->u.op.a->type, e->u.op.b->type);
  else if (e->kind == KE_SELECT && e->type != KIR_BOOL)
    t = kir_binary_type(KIR_OP_ADD, e->u.op.a->type, e->u.op.b->type);
  if (t >= 0) e->type = (kir_type)t;
}

/* Own recursion, not kir_walk: it builds a new tree from a const one (the walk changes a tree in place). */
static kir_expr *clone_e(cloner *c, const kir_expr *e) {
  if (!e) return NULL;
  if (e->kind == KE_VAR) {
    kir_var *m = map_get(c, e->u.var);
    if (!m && c->from && e->u.var == c->from) {
      cloner plain = {c->a, NULL, NULL, {0}};
      kir_expr *r = clone_e(&plain, c->to);
      return r;
    }
    kir_expr *n = ww_alloc(c->a, sizeof *n);
    *n = *e;
    if (m) n->u.var = m;
    return n;
  }
  kir_expr *n = ww_alloc(c->a, sizeof *n);
  *n = *e;
  switch (e->kind) {
  case KE_LOAD: case KE_REGION: clone_access(c, &n->u.access, &e->u.access); break;
  case KE_UNARY: case KE_BINARY: case KE_SELECT: case KE_CAST:
    n->u.op.a = clone_e(c, e->u.op.a);
    n->u.op.b = clone_e(c, e->u.op.b);
    n->u.op.c = clone_e(c, e->u.op.c);
    retype(n);
    break;
  default: break;
  }
  return n;
}

static kir_stmt *clone_s(cloner *c, const kir_stmt *s);

static void clone_block(cloner *c, kir_block *dst, const kir_block *src) {
  memset(dst, 0, sizeof *dst);
  for (int i = 0; i < src->n; i++) kir_block_push(c->a, dst, clone_s(c, src->v[i]));
}

static kir_stmt *clone_s(cloner *c, const kir_stmt *s) {
  kir_stmt *n = ww_alloc(c->a, sizeof *n);
  *n = *s;
  switch (s->kind) {
  case KS_ALLOC: {
    kir_buf *b = ww_alloc(c->a, sizeof *b);
    *b = *s->u.alloc;
    if (b->kernel) b->id = b->kernel->nbufs++;
    if (b->ndim > 0) {
      b->dims = ww_alloc(c->a, (size_t)b->ndim * sizeof *b->dims);
      for (int i = 0; i < b->ndim; i++) b->dims[i] = clone_e(c, s->u.alloc->dims[i]);
    }
    map_put(c, s->u.alloc, b);
    n->u.alloc = b;
    break;
  }
  case KS_BAROBJ: {
    kir_barobj *b = ww_alloc(c->a, sizeof *b);
    *b = *s->u.barobj;
    if (b->kernel) b->id = b->kernel->nbarobjs++;
    map_put(c, s->u.barobj, b);
    n->u.barobj = b;
    break;
  }
  case KS_LET:
    n->u.let.value = clone_e(c, s->u.let.value);
    n->u.let.var = clone_var_def(c, s->u.let.var);
    if (n->u.let.value) n->u.let.var->type = n->u.let.value->type;
    break;
  case KS_STORE:
    clone_access(c, &n->u.store.dst, &s->u.store.dst);
    n->u.store.value = clone_e(c, s->u.store.value);
    break;
  case KS_COPY:
    clone_access(c, &n->u.copy.dst, &s->u.copy.dst);
    clone_access(c, &n->u.copy.src, &s->u.copy.src);
    break;
  case KS_GATHER:
    clone_access(c, &n->u.gather.dst, &s->u.gather.dst);
    n->u.gather.src = s->u.gather.src ? map_buf(c, s->u.gather.src) : NULL;
    clone_access(c, &n->u.gather.index, &s->u.gather.index);
    break;
  case KS_DMA:
    n->u.dma.dst = s->u.dma.dst ? map_buf(c, s->u.dma.dst) : NULL;
    n->u.dma.src = s->u.dma.src ? map_buf(c, s->u.dma.src) : NULL;
    n->u.dma.m0 = clone_e(c, s->u.dma.m0);
    if (s->u.dma.nranges > 0) {
      n->u.dma.ranges = ww_alloc(c->a, (size_t)s->u.dma.nranges * sizeof *n->u.dma.ranges);
      memcpy(n->u.dma.ranges, s->u.dma.ranges, (size_t)s->u.dma.nranges * sizeof *n->u.dma.ranges);
    }
    n->u.dma.lane = clone_var_def(c, s->u.dma.lane);
    n->u.dma.laddr = clone_e(c, s->u.dma.laddr);
    n->u.dma.vaddr = clone_e(c, s->u.dma.vaddr);
    break;
  case KS_CALL:
    if (s->u.call.nargs > 0) {
      n->u.call.args = ww_alloc(c->a, (size_t)s->u.call.nargs * sizeof *n->u.call.args);
      for (int i = 0; i < s->u.call.nargs; i++) n->u.call.args[i] = clone_e(c, s->u.call.args[i]);
    }
    break;
  case KS_FOR:
    n->u.loop.lo = clone_e(c, s->u.loop.lo);
    n->u.loop.hi = clone_e(c, s->u.loop.hi);
    n->u.loop.var = clone_var_def(c, s->u.loop.var);
    if (s->u.loop.nannots > 0) {
      n->u.loop.annots = ww_alloc(c->a, (size_t)s->u.loop.nannots * sizeof *n->u.loop.annots);
      for (int i = 0; i < s->u.loop.nannots; i++) {
        const kir_annot *an = &s->u.loop.annots[i];
        n->u.loop.annots[i] = *an;
        if (an->n > 0) {
          n->u.loop.annots[i].vals = ww_alloc(c->a, (size_t)an->n * sizeof *an->vals);
          memcpy(n->u.loop.annots[i].vals, an->vals, (size_t)an->n * sizeof *an->vals);
        }
      }
    }
    clone_block(c, &n->u.loop.body, &s->u.loop.body);
    break;
  case KS_IF:
    n->u.if_.cond = clone_e(c, s->u.if_.cond);
    clone_block(c, &n->u.if_.then_blk, &s->u.if_.then_blk);
    clone_block(c, &n->u.if_.else_blk, &s->u.if_.else_blk);
    break;
  case KS_ASYNC: clone_block(c, &n->u.async.body, &s->u.async.body); break;
  case KS_COMMIT:
    n->u.commit.queue = clone_e(c, s->u.commit.queue);
    clone_block(c, &n->u.commit.body, &s->u.commit.body);
    break;
  case KS_WAIT:
    n->u.wait.queue = clone_e(c, s->u.wait.queue);
    n->u.wait.count = clone_e(c, s->u.wait.count);
    break;
  case KS_WAIT_ASYNCMARK: n->u.wait_mark.count = clone_e(c, s->u.wait_mark.count); break;
  case KS_BAR_OP: {
    kir_barobj *m = s->u.bar.bar ? map_get(c, s->u.bar.bar) : NULL;
    if (m) n->u.bar.bar = m;
    n->u.bar.arg = clone_e(c, s->u.bar.arg);
    break;
  }
  case KS_ASYNCMARK: case KS_BARRIER: case KS_FENCE: break;
  }
  return n;
}

kir_cloner *kir_cloner_new(ww_arena *a, const kir_var *from, const kir_expr *to) {
  cloner *c = ww_xmalloc(sizeof *c);
  memset(c, 0, sizeof *c);
  c->a = a;
  c->from = from;
  c->to = to;
  return c;
}

kir_stmt *kir_cloner_stmt(kir_cloner *c, const kir_stmt *s) { return clone_s(c, s); }
kir_expr *kir_cloner_expr(kir_cloner *c, const kir_expr *e) { return clone_e(c, e); }

void kir_cloner_free(kir_cloner *c) {
  if (!c) return;
  free(c->map.old);
  free(c->map.new_);
  free(c);
}

kir_expr *kir_clone_expr(ww_arena *a, const kir_expr *e, const kir_var *from, const kir_expr *to) {
  cloner c = {a, from, to, {0}};
  kir_expr *r = clone_e(&c, e);
  free(c.map.old), free(c.map.new_);
  return r;
}

kir_stmt *kir_clone_stmt(ww_arena *a, const kir_stmt *s, const kir_var *from, const kir_expr *to) {
  cloner c = {a, from, to, {0}};
  kir_stmt *r = clone_s(&c, s);
  free(c.map.old), free(c.map.new_);
  return r;
}
