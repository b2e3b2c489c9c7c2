/*
 * validate.c - the invariants of a kernel IR tree, which every pass may rely
 * on and may check on its output.
 *
 *  - every variable, buffer and barrier object used is defined, in scope at
 *    the use (a walk with a scope stack, by id), and ids are unique and below
 *    the kernel's counters;
 *  - expression types follow the rules of kir_binary_type; indices, bounds,
 *    queues and counts are integers; conditions are bools;
 *  - a value read or a store names one element (one point index per
 *    dimension); a region has at most one index per dimension; the two sides
 *    of a copy (or a gather and its index region) hold the same number of
 *    elements when both are known; gather indices are integers;
 *  - loop steps are positive; loop annotations are the known ones, with one
 *    value per statement of the body (stage, order), order a permutation,
 *    async stages stages that occur;
 *  - commit does not nest in commit, async not in async, and an async block
 *    holds no synchronisation (commit, wait, marks, barriers, fences).
 *
 * The parser already reports names and types with their source positions;
 * it runs this on trees that parsed cleanly, so the errors here are mostly
 * about structure. Built nodes without a position are reported at the
 * nearest statement that has one.
 */
#include "kir.h"
#include "walk.h"

#include <stdlib.h>
#include <string.h>

#define MAX_VERIFY_ERRORS 20

typedef enum { DEF_VAR, DEF_BUF, DEF_BAR } def_kind;
typedef struct undo {
  def_kind kind;
  int id;
} undo;

typedef struct validator {
  ww_diags *d;
  const ww_source *src;
  const kir_kernel *k;
  int nerrors;
  int truncated;              /* errors past MAX_VERIFY_ERRORS were dropped */
  int reported;               /* the last error was recorded: notes may follow */
  ww_loc here;                /* the innermost statement with a position */
  /* by id: the object visible now, and the object that ever had the id */
  const kir_var **var_vis, **var_def;
  const kir_buf **buf_vis, **buf_def;
  const kir_barobj **bar_vis, **bar_def;
  undo *undo;
  int nundo, capundo;
  const kir_stmt *in_async, *in_commit;   /* the enclosing blocks, or NULL */
  int depth;                              /* blocks */
  int expr_depth;                         /* the expression tree being checked */
} validator;

static void verr(validator *V, ww_loc loc, int len, const char *fmt, ...) WW_PRINTF(4, 5);
static void verr(validator *V, ww_loc loc, int len, const char *fmt, ...) {
  V->reported = 0;
  if (V->nerrors >= MAX_VERIFY_ERRORS) {
    V->truncated = 1;
    return;
  }
  if (!loc.src) loc = V->here, len = 0;
  va_list ap;
  va_start(ap, fmt);
  ww_diag_vadd(V->d, WW_ERROR, loc, len, fmt, ap);
  va_end(ap);
  V->reported = 1;
  V->nerrors++;
}

static void vnote(validator *V, ww_loc loc, int len, const char *fmt, ...) WW_PRINTF(4, 5);
static void vnote(validator *V, ww_loc loc, int len, const char *fmt, ...) {
  if (!V->reported || !loc.src) return;
  va_list ap;
  va_start(ap, fmt);
  ww_diag_vadd(V->d, WW_NOTE, loc, len, fmt, ap);
  va_end(ap);
}

/* ---------------- scopes ---------------- */

static void push_undo(validator *V, def_kind kind, int id) {
  undo u = {kind, id};
  WW_VEC_PUSH(V->undo, V->nundo, V->capundo, u);
}

static void pop_to(validator *V, int mark) {
  while (V->nundo > mark) {
    undo u = V->undo[--V->nundo];
    if (u.kind == DEF_VAR) V->var_vis[u.id] = NULL;
    else if (u.kind == DEF_BUF) V->buf_vis[u.id] = NULL;
    else V->bar_vis[u.id] = NULL;
  }
}

static void def_var(validator *V, const kir_var *v, kir_var_kind want) {
  if (!v) {
    verr(V, V->here, 0, "internal: a definition without its variable");
    return;
  }
  if (v->kind != want)
    verr(V, v->loc, (int)strlen(v->name), "internal: '%s' has the wrong kind of variable", v->name);
  if (v->id < 0 || v->id >= V->k->nvars) {
    verr(V, v->loc, (int)strlen(v->name), "internal: '%s' has id %d, outside the kernel's %d",
         v->name, v->id, V->k->nvars);
    return;
  }
  if (V->var_def[v->id] == v)
    verr(V, v->loc, (int)strlen(v->name), "internal: '%s' (id %d) is defined twice", v->name, v->id);
  else if (V->var_def[v->id])
    verr(V, v->loc, (int)strlen(v->name), "internal: '%s' has id %d, which '%s' has too", v->name,
         v->id, V->var_def[v->id]->name);
  V->var_def[v->id] = v;
  V->var_vis[v->id] = v;
  push_undo(V, DEF_VAR, v->id);
}

static void def_buf(validator *V, const kir_buf *b) {
  if (!b || b->id < 0 || b->id >= V->k->nbufs) {
    verr(V, b ? b->loc : V->here, 0, "internal: buffer '%s' has id %d, outside the kernel's %d",
         b ? b->name : "?", b ? b->id : -1, V->k->nbufs);
    return;
  }
  if (V->buf_def[b->id])
    verr(V, b->loc, (int)strlen(b->name), "internal: buffer '%s' has id %d, which '%s' has too",
         b->name, b->id, V->buf_def[b->id]->name);
  V->buf_def[b->id] = b;
  V->buf_vis[b->id] = b;
  push_undo(V, DEF_BUF, b->id);
}

static void def_bar(validator *V, const kir_barobj *b) {
  if (!b || b->id < 0 || b->id >= V->k->nbarobjs) {
    verr(V, b ? b->loc : V->here, 0, "internal: barrier object '%s' has id %d, outside the kernel's %d",
         b ? b->name : "?", b ? b->id : -1, V->k->nbarobjs);
    return;
  }
  if (V->bar_def[b->id])
    verr(V, b->loc, (int)strlen(b->name), "internal: barrier object '%s' has id %d, which '%s' has too",
         b->name, b->id, V->bar_def[b->id]->name);
  V->bar_def[b->id] = b;
  V->bar_vis[b->id] = b;
  push_undo(V, DEF_BAR, b->id);
}

static int buf_visible(validator *V, const kir_buf *b, ww_loc loc, int len) {
  if (!b) {
    verr(V, loc, len, "internal: an access without its buffer");
    return 0;
  }
  if (b->id < 0 || b->id >= V->k->nbufs || V->buf_vis[b->id] != b) {
    verr(V, loc, len, "buffer '%s' is used outside its scope", b->name);
    vnote(V, b->loc, (int)strlen(b->name), "'%s' is defined here", b->name);
    return 0;
  }
  return 1;
}

/* ---------------- expressions ---------------- */

static void check_expr(validator *V, const kir_expr *e);

static int is_const(const kir_expr *e, int64_t *v) { return e && kir_const_int(e, v); }

/* The number of elements a region names; 0 when not known statically. */
static int region_count(const kir_access *a, int64_t *count) {
  const kir_buf *b = a->buf;
  int64_t n = 1;
  for (int d = 0; d < b->ndim; d++) {
    int64_t lo = 0, hi, ext;
    if (d < a->nidx && !a->idx[d].slice) continue;
    if (!is_const(b->dims[d], &ext)) return 0;
    hi = ext;
    if (d < a->nidx) {
      if (a->idx[d].lo && !is_const(a->idx[d].lo, &lo)) return 0;
      if (a->idx[d].hi && !is_const(a->idx[d].hi, &hi)) return 0;
    }
    int64_t len = hi > lo ? hi - lo : 0;
    if (len != 0 && n > INT64_MAX / len) return 0;
    n *= len;
  }
  *count = n;
  return 1;
}

static ww_loc index_loc(const kir_access *a, int i, int *len) {
  if (a->idx[i].loc.src) {
    *len = a->idx[i].len;
    return a->idx[i].loc;
  }
  *len = a->len;
  return a->loc;
}

static void check_indices(validator *V, const kir_access *a) {
  for (int i = 0; i < a->nidx; i++) {
    const kir_index *ix = &a->idx[i];
    if (!ix->slice && !ix->lo) {
      int len;
      ww_loc l = index_loc(a, i, &len);
      verr(V, l, len, "internal: index %d of '%s' is empty", i + 1, a->buf->name);
      continue;
    }
    for (int j = 0; j < 2; j++) {
      const kir_expr *x = j ? ix->hi : ix->lo;
      if (!x) continue;
      check_expr(V, x);
      if (!kir_type_is_int(x->type))
        verr(V, x->loc, x->len, "index of '%s' must be an integer, found %s", a->buf->name,
             kir_type_name(x->type));
    }
  }
}

/* A region: at most one index per dimension. */
static int check_region(validator *V, const kir_access *a) {
  if (!buf_visible(V, a->buf, a->loc, a->len)) return 0;
  check_indices(V, a);
  if (a->nidx > a->buf->ndim) {
    int len;
    ww_loc l = index_loc(a, a->buf->ndim, &len);
    verr(V, l, len, "'%s' has %d dimension%s but %d indices are given", a->buf->name,
         a->buf->ndim, a->buf->ndim == 1 ? "" : "s", a->nidx);
    return 0;
  }
  return 1;
}

/* One element: a point index for each dimension. what: "a store", "a read". */
static void check_point(validator *V, const kir_access *a, const char *what) {
  if (!check_region(V, a)) return;
  for (int i = 0; i < a->nidx; i++)
    if (a->idx[i].slice) {
      int len;
      ww_loc l = index_loc(a, i, &len);
      verr(V, l, len, "%s names one element; index %d of '%s' is a slice (copy regions with '<-')",
           what, i + 1, a->buf->name);
      return;
    }
  if (a->nidx != a->buf->ndim)
    verr(V, a->loc, a->len, "%s names one element: '%s' needs %d ind%s, found %d", what,
         a->buf->name, a->buf->ndim, a->buf->ndim == 1 ? "ex" : "ices", a->nidx);
}

static void type_mismatch(validator *V, const kir_expr *e, int want) {
  verr(V, e->loc, e->len, "internal: expression has type %s, its operands give %s",
       kir_type_name(e->type), want < 0 ? "no valid type" : kir_type_name((kir_type)want));
}

/* Own recursion, not kir_walk: it must see missing operands (the walk skips NULL) and cap the depth. */
static void check_expr(validator *V, const kir_expr *e) {
  if (!e) {
    verr(V, V->here, 0, "internal: a missing expression");
    return;
  }
  if (++V->expr_depth > KIR_MAX_EXPR_HEIGHT) { /* the parser's cap */
    verr(V, e->loc, e->len, "expression nested too deeply");
    V->expr_depth--;
    return;
  }
  switch (e->kind) {
  case KE_INT:
    if (!kir_type_is_int(e->type) || (e->type == KIR_I32 && (e->u.i < INT32_MIN || e->u.i > INT32_MAX)))
      verr(V, e->loc, e->len, "internal: integer literal %lld has type %s", (long long)e->u.i,
           kir_type_name(e->type));
    break;
  case KE_FLOAT:
    if (!kir_type_is_float(e->type))
      verr(V, e->loc, e->len, "internal: float literal has type %s", kir_type_name(e->type));
    break;
  case KE_VAR: {
    const kir_var *v = e->u.var;
    if (!v) {
      verr(V, e->loc, e->len, "internal: a name without its variable");
      break;
    }
    if (v->id < 0 || v->id >= V->k->nvars || V->var_vis[v->id] != v) {
      verr(V, e->loc, e->len, "'%s' is used outside its scope", v->name);
      vnote(V, v->loc, (int)strlen(v->name), "'%s' is defined here", v->name);
    } else if (e->type != v->type) {
      type_mismatch(V, e, v->type);
    }
    break;
  }
  case KE_LOAD:
    check_point(V, &e->u.access, "a value read");
    if (e->u.access.buf && e->type != e->u.access.buf->elem) type_mismatch(V, e, e->u.access.buf->elem);
    break;
  case KE_REGION:
    verr(V, e->loc, e->len, "a region ('%s') is only allowed as an argument of a call",
         e->u.access.buf ? e->u.access.buf->name : "?");
    break;
  case KE_UNARY: {
    check_expr(V, e->u.op.a);
    int t = e->u.op.a ? kir_unary_type(e->u.op.op, e->u.op.a->type) : -1;
    if (t != (int)e->type) type_mismatch(V, e, t);
    break;
  }
  case KE_BINARY: {
    check_expr(V, e->u.op.a);
    check_expr(V, e->u.op.b);
    int t = e->u.op.a && e->u.op.b ? kir_binary_type(e->u.op.op, e->u.op.a->type, e->u.op.b->type) : -1;
    if (t != (int)e->type) type_mismatch(V, e, t);
    break;
  }
  case KE_SELECT: {
    check_expr(V, e->u.op.c);
    check_expr(V, e->u.op.a);
    check_expr(V, e->u.op.b);
    if (!e->u.op.a || !e->u.op.b || !e->u.op.c) break;
    if (e->u.op.c->type != KIR_BOOL)
      verr(V, e->u.op.c->loc, e->u.op.c->len, "the condition of 'select' must be a bool, found %s",
           kir_type_name(e->u.op.c->type));
    int t = e->u.op.a->type == KIR_BOOL && e->u.op.b->type == KIR_BOOL
                ? KIR_BOOL : kir_binary_type(KIR_OP_ADD, e->u.op.a->type, e->u.op.b->type);
    if (t != (int)e->type) type_mismatch(V, e, t);
    break;
  }
  case KE_CAST:
    check_expr(V, e->u.op.a);
    if (e->type == KIR_BOOL || (e->u.op.a && e->u.op.a->type == KIR_BOOL))
      verr(V, e->loc, e->len, "a conversion is between numbers (%s to %s)",
           e->u.op.a ? kir_type_name(e->u.op.a->type) : "?", kir_type_name(e->type));
    break;
  }
  V->expr_depth--;
}

/* An integer expression; when constant, at least `min`. */
static void check_int(validator *V, const kir_expr *e, const char *what, int64_t min) {
  check_expr(V, e);
  if (!e) return;
  int64_t v;
  if (!kir_type_is_int(e->type))
    verr(V, e->loc, e->len, "%s must be an integer, found %s", what, kir_type_name(e->type));
  else if (is_const(e, &v) && v < min)
    verr(V, e->loc, e->len, "%s must be at least %lld, found %lld", what, (long long)min, (long long)v);
}

/* Extents: integers from constants and scalar parameters, positive when
 * constant. The first other name (or a load: bad stays NULL) makes it fail. */
typedef struct extent_names {
  int ok;
  const kir_var *bad;
} extent_names;

static kir_expr *extent_see(kir_walker *w, kir_expr *e) {
  extent_names *x = w->ctx;
  if (!x->ok) return e;
  if (e->kind == KE_LOAD || e->kind == KE_REGION) x->ok = 0;
  else if (e->kind == KE_VAR && e->u.var && e->u.var->kind != KIR_VAR_PARAM) {
    x->ok = 0;
    x->bad = e->u.var;
  }
  return e;
}

static int extent_names_ok(const kir_expr *e, const kir_var **bad) {
  extent_names x = {1, NULL};
  kir_walker w = {.expr = extent_see, .ctx = &x};
  kir_walk_const_expr(&w, e);
  *bad = x.bad;
  return x.ok;
}

static void check_extents(validator *V, const kir_buf *b) {
  if (b->ndim < 1 || !b->dims)
    verr(V, b->loc, (int)strlen(b->name), "buffer '%s' needs at least one extent", b->name);
  for (int i = 0; i < b->ndim && b->dims; i++) {
    const kir_expr *e = b->dims[i];
    char what[120];
    snprintf(what, sizeof what, "extent %d of '%s'", i + 1, b->name);
    check_int(V, e, what, 1);
    const kir_var *bad = NULL;
    if (e && !extent_names_ok(e, &bad))
      verr(V, e->loc, e->len, "extent of '%s' may only use constants and scalar parameters%s%s",
           b->name, bad ? "; found " : "", bad ? bad->name : "");
  }
}

/* ---------------- annotations ---------------- */

static const char *const known_annots[] = {
    "software_pipeline_stage", "software_pipeline_order", "software_pipeline_async_stages"};

static void check_annots(validator *V, const kir_stmt *s) {
  int nstmts = s->u.loop.body.n;
  const kir_annot *by_name[3] = {0};
  int stage_given = 0;
  for (int i = 0; i < s->u.loop.nannots; i++) {
    const kir_annot *an = &s->u.loop.annots[i];
    int len = an->name ? (int)strlen(an->name) + 1 : 1;
    int which = -1;
    for (int j = 0; j < 3; j++)
      if (an->name && strcmp(an->name, known_annots[j]) == 0) which = j;
    if (which < 0) {
      verr(V, an->loc, len, "unknown annotation '@%s' (known: @%s, @%s, @%s)", an->name ? an->name : "",
           known_annots[0], known_annots[1], known_annots[2]);
      continue;
    }
    if (which == 0) stage_given = 1;
    if (by_name[which]) {
      verr(V, an->loc, len, "annotation '@%s' is given twice", an->name);
      vnote(V, by_name[which]->loc, len, "first given here");
      continue;
    }
    by_name[which] = an;
    if (which < 2 && an->n != nstmts) {
      verr(V, an->loc, len, "'@%s' has %d value%s but the loop body has %d statement%s", an->name,
           an->n, an->n == 1 ? "" : "s", nstmts, nstmts == 1 ? "" : "s");
      by_name[which] = NULL;
      continue;
    }
    for (int j = 0; j < an->n; j++)
      if (an->vals[j] < 0) {
        verr(V, an->loc, len, "'@%s' has a negative value (%lld)", an->name, (long long)an->vals[j]);
        by_name[which] = NULL;
        break;
      }
  }
  const kir_annot *stage = by_name[0], *order = by_name[1], *async = by_name[2];
  if (order) {
    char *seen = ww_xmalloc((size_t)order->n + 1);
    memset(seen, 0, (size_t)order->n + 1);
    for (int j = 0; j < order->n; j++) {
      int64_t v = order->vals[j];
      if (v < 0 || v >= order->n) {
        verr(V, order->loc, (int)strlen(order->name) + 1,
             "'@%s' must be a permutation of 0..%d; %lld is out of range", order->name,
             order->n - 1, (long long)v);
        break;
      }
      if (seen[v]) {
        verr(V, order->loc, (int)strlen(order->name) + 1,
             "'@%s' must be a permutation of 0..%d; %lld appears twice", order->name, order->n - 1,
             (long long)v);
        break;
      }
      seen[v] = 1;
    }
    free(seen);
  }
  /* order or async stages without stages: nothing to order or make async
   * (not reported again when the stage annotation was there but bad) */
  if ((order || async) && !stage && !stage_given) {
    const kir_annot *an = order ? order : async;
    verr(V, an->loc, (int)strlen(an->name) + 1, "'@%s' needs '@%s' on the same loop", an->name,
         known_annots[0]);
  }
  if (async && stage) {
    for (int j = 0; j < async->n; j++) {
      int found = 0;
      for (int i = 0; i < stage->n; i++)
        if (stage->vals[i] == async->vals[j]) found = 1;
      if (!found) {
        verr(V, async->loc, (int)strlen(async->name) + 1,
             "'@%s' names stage %lld, but no statement is in that stage", async->name,
             (long long)async->vals[j]);
        break;
      }
      for (int i = 0; i < j; i++)
        if (async->vals[i] == async->vals[j]) {
          verr(V, async->loc, (int)strlen(async->name) + 1, "'@%s' names stage %lld twice",
               async->name, (long long)async->vals[j]);
          j = async->n;
          break;
        }
    }
  }
}

/* ---------------- statements ---------------- */

static void check_block(validator *V, const kir_block *b);

static const char *sync_name(const kir_stmt *s) {
  switch (s->kind) {
  case KS_COMMIT: return "commit";
  case KS_WAIT: return "wait";
  case KS_ASYNCMARK: return "asyncmark";
  case KS_WAIT_ASYNCMARK: return "wait_asyncmark";
  case KS_BARRIER: return "barrier";
  case KS_BAR_OP: return kir_bar_op_name(s->u.bar.op);
  case KS_FENCE: return "fence";
  default: return NULL;
  }
}

int kir_copy_counts(const kir_stmt *s, int64_t *dst, int64_t *src) {
  if (s->kind == KS_COPY) return region_count(&s->u.copy.dst, dst) && region_count(&s->u.copy.src, src);
  if (s->kind == KS_GATHER)
    return region_count(&s->u.gather.dst, dst) && region_count(&s->u.gather.index, src);
  return 0;
}

static void check_copy_sizes(validator *V, const kir_stmt *s, const kir_access *dst,
                             const kir_access *src, const char *what) {
  int64_t nd, ns;
  if (region_count(dst, &nd) && region_count(src, &ns) && nd != ns)
    verr(V, s->loc, s->len, "%s: '%s' has %lld element%s, '%s' has %lld", what, dst->buf->name,
         (long long)nd, nd == 1 ? "" : "s", src->buf->name, (long long)ns);
}

/* One LDS DMA load (docs/kernel-ir.md, "dma"): asynchronous, global to
 * shared, one element type, a width some target has whose bytes are whole
 * elements, lanes in a wave. */
static void check_dma(validator *V, const kir_stmt *s) {
  const struct kir_dma *m = &s->u.dma;
  if (!V->in_async)
    verr(V, s->loc, s->len, "a 'dma' statement is asynchronous: it goes inside 'async { }'");
  int ok = buf_visible(V, m->dst, s->loc, s->len);
  if (!buf_visible(V, m->src, s->loc, s->len)) ok = 0;
  if (ok && (m->dst->scope != KIR_SHARED || m->src->scope != KIR_GLOBAL))
    verr(V, s->loc, s->len, "'dma' moves a global buffer into a shared one ('%s' is %s, '%s' is %s)",
         m->dst->name, kir_scope_name(m->dst->scope), m->src->name, kir_scope_name(m->src->scope));
  else if (ok && m->dst->elem != m->src->elem)
    verr(V, s->loc, s->len, "'dma' moves bytes: '%s' (%s) and '%s' (%s) must hold the same type", m->dst->name,
         kir_type_name(m->dst->elem), m->src->name, kir_type_name(m->src->elem));
  tg_dma_width w;
  if (m->laddr && tg_dma_lane_width_facts(m->width, &w))
    verr(V, s->loc, s->len, "no target has a per-lane-addressed LDS load of %d bytes (laddr widths: 1, 4, 8, 16)",
         m->width);
  else if (!m->laddr && tg_dma_width_facts(m->width, &w))
    verr(V, s->loc, s->len, "no target has an LDS DMA of %d bytes (widths: 1, 2, 4, 12, 16)", m->width);
  else if (ok) {
    int e = kir_type_bytes(m->src->elem);
    if (w.lds_bytes != w.bytes && m->width % e)
      verr(V, s->loc, s->len, "a %d-byte DMA lane widened to %d bytes in LDS does not move whole %s elements",
           m->width, w.lds_bytes, kir_type_name(m->src->elem));
  }
  int omin = m->laddr ? KIR_DMA_LANE_OFFSET_MIN : KIR_DMA_OFFSET_MIN;
  int omax = m->laddr ? KIR_DMA_LANE_OFFSET_MAX : KIR_DMA_OFFSET_MAX;
  if (m->offset < omin || m->offset > omax)
    verr(V, s->loc, s->len, "the offset of 'dma' is %d; it must be in %d..%d", m->offset, omin, omax);
  if (!m->m0 == !m->laddr)
    verr(V, s->loc, s->len, "'dma' addresses LDS by m0 or by laddr, one of them");
  if (m->nranges < 1) verr(V, s->loc, s->len, "'dma' needs at least one lane range");
  for (int i = 0; i < m->nranges; i++)
    if (m->ranges[i][0] < 0 || m->ranges[i][1] > KIR_DMA_MAX_LANES || m->ranges[i][0] >= m->ranges[i][1] ||
        (i && m->ranges[i][0] <= m->ranges[i - 1][1]))
      verr(V, s->loc, s->len, "lane ranges are 'lo:hi' with 0 <= lo < hi <= %d, ascending and apart",
           KIR_DMA_MAX_LANES);
  if (m->m0) check_int(V, m->m0, "m0", INT64_MIN);
  int mark = V->nundo;
  def_var(V, m->lane, KIR_VAR_LET);
  if (m->laddr) check_int(V, m->laddr, "laddr", INT64_MIN);
  check_int(V, m->vaddr, "vaddr", INT64_MIN);
  pop_to(V, mark);
}

static void check_gather(validator *V, const kir_stmt *s) {
  int ok = check_region(V, &s->u.gather.dst);
  const kir_buf *src = s->u.gather.src;
  if (!buf_visible(V, src, s->loc, s->len)) ok = 0;
  if (check_region(V, &s->u.gather.index) && ok) {
    const kir_access *ix = &s->u.gather.index;
    if (!kir_type_is_int(ix->buf->elem))
      verr(V, ix->loc, ix->len, "the index buffer of 'gather' must hold integers; '%s' holds %s",
           ix->buf->name, kir_type_name(ix->buf->elem));
    else
      check_copy_sizes(V, s, &s->u.gather.dst, ix, "the gather and its index region differ in size");
  }
}

/* A loop: its bounds, step and annotations, then its variable in scope for the body. */
static void check_for(validator *V, const kir_stmt *s) {
  check_int(V, s->u.loop.lo, "the lower bound of 'range'", INT64_MIN);
  check_int(V, s->u.loop.hi, "the upper bound of 'range'", INT64_MIN);
  if (s->u.loop.step <= 0)
    verr(V, s->loc, s->len, "the step of 'range' must be positive, found %lld", (long long)s->u.loop.step);
  check_annots(V, s);
  int mark = V->nundo;
  def_var(V, s->u.loop.var, KIR_VAR_LOOP);
  if (s->u.loop.var && s->u.loop.lo && s->u.loop.hi && kir_type_is_int(s->u.loop.lo->type) &&
      kir_type_is_int(s->u.loop.hi->type)) {
    kir_type t = s->u.loop.lo->type > s->u.loop.hi->type ? s->u.loop.lo->type : s->u.loop.hi->type;
    if (s->u.loop.var->type != t)
      verr(V, s->u.loop.var->loc, (int)strlen(s->u.loop.var->name),
           "internal: loop variable '%s' has type %s, its bounds %s", s->u.loop.var->name,
           kir_type_name(s->u.loop.var->type), kir_type_name(t));
  }
  check_block(V, &s->u.loop.body);
  pop_to(V, mark);
}

static void check_bar_op(validator *V, const kir_stmt *s) {
  const kir_barobj *b = s->u.bar.bar;
  if (b && b->predefined) {
    /* named by its id: always visible */
    if (b->hwid < KIR_BAR_ID_MIN || b->hwid > KIR_BAR_NAMED_MAX || b->id < 0 || b->id >= V->k->nbarobjs)
      verr(V, s->loc, s->len, "internal: barrier id %d (object %d)", b->hwid, b->id);
  } else if (!b || b->id < 0 || b->id >= V->k->nbarobjs || V->bar_vis[b->id] != b) {
    verr(V, s->loc, s->len, "barrier object '%s' is used outside its scope", b ? b->name : "?");
    if (b) vnote(V, b->loc, (int)strlen(b->name), "'%s' is defined here", b->name);
  }
  int wants = s->u.bar.op == KIR_BAR_INIT ? 1 : s->u.bar.op == KIR_BAR_ARRIVE ? -1 : 0;
  if (wants == 1 && !s->u.bar.arg) verr(V, s->loc, s->len, "'barrier_init' needs a count");
  if (wants == 0 && s->u.bar.arg)
    verr(V, s->loc, s->len, "'%s' takes no count", kir_bar_op_name(s->u.bar.op));
  if (s->u.bar.arg) check_int(V, s->u.bar.arg, "the count of the barrier operation", 0);
}

/* Own recursion, not kir_walk: names come into scope between a statement's parts and leave after its block. */
static void check_stmt(validator *V, const kir_stmt *s) {
  ww_loc saved = V->here;
  if (s->loc.src) V->here = s->loc;
  const char *sync = sync_name(s);
  if (sync && V->in_async) {
    verr(V, s->loc, s->len, "'%s' is not allowed inside 'async' (an async block holds only the "
         "operations that run asynchronously)", sync);
    vnote(V, V->in_async->loc, V->in_async->len, "the 'async' block begins here");
  }
  switch (s->kind) {
  case KS_ALLOC: {
    const kir_buf *b = s->u.alloc;
    if (!b) {
      verr(V, s->loc, s->len, "internal: an alloc without its buffer");
      break;
    }
    if (b->scope == KIR_GLOBAL || b->is_param)
      verr(V, s->loc, s->len, "'alloc' makes shared or local buffers; global buffers are kernel parameters");
    check_extents(V, b);
    def_buf(V, b);
    break;
  }
  case KS_BAROBJ:
    if (!s->u.barobj) {
      verr(V, s->loc, s->len, "internal: a barrier_object without its object");
      break;
    }
    if (s->u.barobj->scope != KIR_SS_WORKGROUP && s->u.barobj->scope != KIR_SS_CLUSTER)
      verr(V, s->loc, s->len, "a barrier object's scope is workgroup or cluster, not %s",
           kir_sync_scope_name(s->u.barobj->scope));
    else if (s->u.barobj->predefined ||
             (s->u.barobj->scope == KIR_SS_CLUSTER ? s->u.barobj->hwid != KIR_BAR_CLUSTER : s->u.barobj->hwid < 1))
      verr(V, s->loc, s->len, "internal: barrier object '%s' has id %d", s->u.barobj->name, s->u.barobj->hwid);
    def_bar(V, s->u.barobj);
    break;
  case KS_LET:
    check_expr(V, s->u.let.value);
    if (s->u.let.var && s->u.let.value && s->u.let.var->type != s->u.let.value->type)
      verr(V, s->loc, s->len, "internal: '%s' has type %s but its value %s", s->u.let.var->name,
           kir_type_name(s->u.let.var->type), kir_type_name(s->u.let.value->type));
    def_var(V, s->u.let.var, KIR_VAR_LET);
    break;
  case KS_STORE:
    check_point(V, &s->u.store.dst, "a store");
    check_expr(V, s->u.store.value);
    if (s->u.store.value && s->u.store.value->type == KIR_BOOL)
      verr(V, s->u.store.value->loc, s->u.store.value->len, "cannot store a bool in '%s'",
           s->u.store.dst.buf ? s->u.store.dst.buf->name : "?");
    if (s->u.store.op != KIR_OP_NONE && s->u.store.op != KIR_OP_ADD && s->u.store.op != KIR_OP_SUB &&
        s->u.store.op != KIR_OP_MUL)
      verr(V, s->loc, s->len, "internal: a store's operator is '=', '+=', '-=' or '*='");
    break;
  case KS_COPY:
    if (check_region(V, &s->u.copy.dst) & check_region(V, &s->u.copy.src))
      check_copy_sizes(V, s, &s->u.copy.dst, &s->u.copy.src, "the two sides of the copy differ in size");
    break;
  case KS_GATHER: check_gather(V, s); break;
  case KS_DMA: check_dma(V, s); break;
  case KS_CALL:
    if (!s->u.call.name || !*s->u.call.name) verr(V, s->loc, s->len, "internal: a call without a name");
    for (int i = 0; i < s->u.call.nargs; i++) {
      const kir_expr *a = s->u.call.args[i];
      if (a && a->kind == KE_REGION) {
        if (check_region(V, &a->u.access) && a->type != a->u.access.buf->elem) type_mismatch(V, a, a->u.access.buf->elem);
      } else {
        check_expr(V, a);
      }
    }
    break;
  case KS_FOR: check_for(V, s); break;
  case KS_IF:
    check_expr(V, s->u.if_.cond);
    if (s->u.if_.cond && s->u.if_.cond->type != KIR_BOOL)
      verr(V, s->u.if_.cond->loc, s->u.if_.cond->len, "the condition of 'if' must be a bool, found %s",
           kir_type_name(s->u.if_.cond->type));
    check_block(V, &s->u.if_.then_blk);
    if (!s->u.if_.has_else && s->u.if_.else_blk.n)
      verr(V, s->loc, s->len, "internal: an 'if' without 'else' has else statements");
    check_block(V, &s->u.if_.else_blk);
    break;
  case KS_ASYNC: {
    if (V->in_async) {
      verr(V, s->loc, s->len, "'async' inside 'async': async blocks do not nest");
      vnote(V, V->in_async->loc, V->in_async->len, "the enclosing 'async' begins here");
    }
    const kir_stmt *outer = V->in_async;
    V->in_async = s;
    check_block(V, &s->u.async.body);
    V->in_async = outer;
    break;
  }
  case KS_COMMIT: {
    check_int(V, s->u.commit.queue, "the queue of 'commit'", 0);
    if (V->in_commit) {
      verr(V, s->loc, s->len, "'commit' inside 'commit': commit blocks do not nest");
      vnote(V, V->in_commit->loc, V->in_commit->len, "the enclosing 'commit' begins here");
    }
    const kir_stmt *outer = V->in_commit;
    V->in_commit = s;
    check_block(V, &s->u.commit.body);
    V->in_commit = outer;
    break;
  }
  case KS_WAIT:
    check_int(V, s->u.wait.queue, "the queue of 'wait'", 0);
    check_int(V, s->u.wait.count, "the count of 'wait'", 0);
    break;
  case KS_WAIT_ASYNCMARK: check_int(V, s->u.wait_mark.count, "the count of 'wait_asyncmark'", 0); break;
  case KS_BAR_OP: check_bar_op(V, s); break;
  case KS_FENCE:
    if (!s->u.fence.spaces || (s->u.fence.spaces & ~KIR_SPACES_ALL))
      verr(V, s->loc, s->len, "internal: fence address spaces 0x%x", s->u.fence.spaces);
    break;
  case KS_ASYNCMARK: case KS_BARRIER: break;
  }
  V->here = saved;
}

static void check_block(validator *V, const kir_block *b) {
  if (++V->depth > 400) {
    verr(V, V->here, 0, "blocks nested too deeply");
    V->depth--;
    return;
  }
  int mark = V->nundo;
  for (int i = 0; i < b->n; i++) {
    if (!b->v[i]) {
      verr(V, V->here, 0, "internal: a missing statement");
      continue;
    }
    check_stmt(V, b->v[i]);
  }
  pop_to(V, mark);
  V->depth--;
}

static void check_kernel(validator *V, const kir_kernel *k) {
  V->k = k;
  V->here = k->loc;
  size_t nv = k->nvars > 0 ? (size_t)k->nvars : 1, nb = k->nbufs > 0 ? (size_t)k->nbufs : 1,
         nbar = k->nbarobjs > 0 ? (size_t)k->nbarobjs : 1;
  V->var_vis = calloc(nv, sizeof *V->var_vis);
  V->var_def = calloc(nv, sizeof *V->var_def);
  V->buf_vis = calloc(nb, sizeof *V->buf_vis);
  V->buf_def = calloc(nb, sizeof *V->buf_def);
  V->bar_vis = calloc(nbar, sizeof *V->bar_vis);
  V->bar_def = calloc(nbar, sizeof *V->bar_def);
  if (!V->var_vis || !V->var_def || !V->buf_vis || !V->buf_def || !V->bar_vis || !V->bar_def)
    ww_die("out of memory");
  if (k->waves < 1 || k->waves > KIR_MAX_WAVES)
    verr(V, k->waves_given ? k->waves_loc : k->loc, 1, "the number of waves must be between 1 and %d",
         KIR_MAX_WAVES);
  if (k->wave_size != 0 && k->wave_size != 32 && k->wave_size != 64)
    verr(V, k->wave_size_loc.src ? k->wave_size_loc : k->loc, 1, "the wave size is 32 or 64, not %d", k->wave_size);
  if (k->cluster < 1 || k->cluster > KIR_MAX_CLUSTER)
    verr(V, k->cluster_given ? k->cluster_loc : k->loc, 1, "a cluster has between 1 and %d workgroups",
         KIR_MAX_CLUSTER);
  if (!k->wave_id || !k->num_waves || !k->workgroup_id || !k->num_workgroups) {
    verr(V, k->loc, (int)strlen(k->name), "internal: kernel '%s' lacks its builtins", k->name);
  } else {
    def_var(V, k->wave_id, KIR_VAR_BUILTIN);
    def_var(V, k->num_waves, KIR_VAR_BUILTIN);
    def_var(V, k->workgroup_id, KIR_VAR_BUILTIN);
    def_var(V, k->num_workgroups, KIR_VAR_BUILTIN);
  }
  for (int i = 0; i < k->nparams; i++) {
    const kir_param *p = &k->params[i];
    if (p->kind == KIR_PARAM_BUF) {
      if (!p->buf) {
        verr(V, k->loc, 0, "internal: a buffer parameter without its buffer");
        continue;
      }
      if (p->buf->scope != KIR_GLOBAL || !p->buf->is_param)
        verr(V, p->buf->loc, (int)strlen(p->buf->name), "buffer parameters are global");
      check_extents(V, p->buf);
      def_buf(V, p->buf);
    } else {
      if (!p->var) {
        verr(V, k->loc, 0, "internal: a scalar parameter without its variable");
        continue;
      }
      if (p->var->type == KIR_BOOL)
        verr(V, p->var->loc, (int)strlen(p->var->name), "a scalar parameter is a number, not a bool");
      if (p->var->init) {
        check_expr(V, p->var->init);
        if (p->var->init->type == KIR_BOOL ||
            (kir_type_is_int(p->var->type) && kir_type_is_float(p->var->init->type)))
          verr(V, p->var->init->loc, p->var->init->len, "the default of '%s' must be %s", p->var->name,
               kir_type_is_int(p->var->type) ? "an integer" : "a number");
      }
      def_var(V, p->var, KIR_VAR_PARAM);
    }
  }
  check_block(V, &k->body);
  pop_to(V, 0);
  free(V->var_vis), free(V->var_def), free(V->buf_vis), free(V->buf_def);
  free(V->bar_vis), free(V->bar_def);
}

int kir_validate(const kir_program *prog, ww_diags *d) {
  validator V;
  memset(&V, 0, sizeof V);
  V.d = d;
  V.src = prog->src;
  for (int i = 0; i < prog->nkernels; i++) {
    if (!prog->kernels[i]) continue;
    check_kernel(&V, prog->kernels[i]);
  }
  free(V.undo);
  if (V.truncated) {
    ww_loc none = {prog->src, 0, 0, 0};
    ww_diag_add(d, WW_NOTE, none, 0, "too many errors; stopping after %d", MAX_VERIFY_ERRORS);
  }
  return V.nerrors;
}
