/*
 * lower_dma.c - async copies from a global region into a shared one become
 * LDS DMA loads (`dma` statements) that follow the gather planner's plan
 * (src/gather), lane-exact: `pipeline --dma -mcpu=CPU`.
 *
 * A copy is eligible inside `async { }` (so it already is an async op on
 * its commit group or mark, which the loads replacing it inherit: the
 * program's waits cover them unchanged), from a global buffer into a
 * shared one of the same element type, when both regions are rows of
 * contiguous elements with a constant shape (R x C, row strides constant)
 * and the buffers' extents are constants. Its tile goes to the planner as
 * one wave's copy (a kernel-IR copy is what one wave does): R x C of the
 * element type, the global and shared row strides, the shared start as the
 * LDS base when it is a constant (else M0 carries it, which must then be a
 * known multiple of 4 bytes), the global start's known alignment, 64
 * lanes. Each load of the plan becomes
 *
 *   S <- dma(A, width = W, offset = O, m0 = M, lanes = [the exec mask],
 *            vaddr(l) = the global byte lane l reads, before the offset)
 *
 * where lane l lands at M + O + l * stride (the planner's D = M0 + offset)
 * and reads the same tile byte from global memory: row r = (D - base + l *
 * stride) / shared row bytes, its byte c within the row, global byte =
 * start + r * global row bytes + c (affine in l when the lanes stay in one
 * row or the strides agree). Copies the planner refuses stay copies with a
 * warning and its reason (an error with strict). run --equiv against the
 * program before the pass is the judge.
 *
 * gfx1250 (per-lane plans, 32 lanes, no M0): each load becomes the per-lane
 * form, laddr(l) = the lane's LDS byte from the plan (plus the shared start
 * when it is not a constant; the plan's lanes are then no wider than its
 * known alignment) and vaddr(l) = the global byte of the same tile byte.
 */
#include "lower.h"
#include "../gather/gather.h"
#include "../kir/affine.h"
#include "../kir/walk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LD_ALIGN_CAP 16   /* the widest alignment the planner is told of */

/* ---- the copy's regions ---- */

typedef struct side {
  const kir_access *acc;
  int64_t rows, cols, stride;   /* rows of cols contiguous elements, stride apart */
  kir_affine start;             /* the first element (flat index) */
  kir_expr *start_expr;         /* the same, built */
} side;

typedef struct lower {
  ww_arena *a;
  kir_kernel *k;
  const tg_target *t;
  int strict;
  ww_diags *d;
  lower_dma_stats *st;
  const char *lane_name;
  char why[512];
  ww_buf notes;                 /* the planner's notes for the warning */
} lower;

static int region_side(lower *L, const kir_access *a, side *s) {
  const kir_buf *b = a->buf;
  int64_t ext[KIR_MAX_DIMS], cnt[KIR_MAX_DIMS], str[KIR_MAX_DIMS];
  memset(s, 0, sizeof *s);
  s->acc = a;
  s->start.ok = 1;
  for (int d = 0; d < b->ndim; d++)
    if (!kir_const_int(b->dims[d], &ext[d]) || ext[d] < 1) {
      snprintf(L->why, sizeof L->why, "the extents of '%s' are not constants", b->name);
      return -1;
    }
  int64_t st = 1;
  for (int d = b->ndim - 1; d >= 0; d--) str[d] = st, st *= ext[d];
  s->start_expr = kir_int(L->a, 0);
  for (int d = 0; d < b->ndim; d++) {
    const kir_index *ix = d < a->nidx ? &a->idx[d] : NULL;
    const kir_expr *lo = ix ? ix->lo : NULL;
    if (!ix) cnt[d] = ext[d];
    else if (!ix->slice) cnt[d] = 1;
    else {
      kir_affine n = KIR_AFFINE_ZERO;
      if (ix->hi) kir_affine_add(&n, ix->hi, 1);
      else n.c = ext[d];
      if (lo) kir_affine_add(&n, lo, -1);
      if (!n.ok || !kir_affine_is_const(&n) || n.c < 1) {
        snprintf(L->why, sizeof L->why, "the region of '%s' has no constant size in dimension %d", b->name, d + 1);
        return -1;
      }
      cnt[d] = n.c;
    }
    if (lo) {
      kir_affine_add(&s->start, lo, str[d]);
      s->start_expr = kir_binary(L->a, KIR_OP_ADD, s->start_expr,
                                 kir_binary(L->a, KIR_OP_MUL, kir_clone_expr(L->a, lo, NULL, NULL),
                                            kir_int(L->a, str[d])));
    }
  }
  if (!s->start.ok) {
    snprintf(L->why, sizeof L->why, "the start of the region of '%s' is too complex", b->name);
    return -1;
  }
  /* dimensions of more than one element, innermost first, merged where contiguous */
  int64_t mc[KIR_MAX_DIMS], ms[KIR_MAX_DIMS];
  int n = 0;
  for (int d = b->ndim - 1; d >= 0; d--) {
    if (cnt[d] == 1) continue;
    if (n && ms[n - 1] * mc[n - 1] == str[d]) mc[n - 1] *= cnt[d];
    else mc[n] = cnt[d], ms[n] = str[d], n++;
  }
  if (n == 0) mc[0] = 1, ms[0] = 1, n = 1;
  if (n == 1 && ms[0] != 1) mc[1] = mc[0], ms[1] = ms[0], mc[0] = ms[0] = 1, n = 2;  /* one column */
  if (ms[0] != 1 || n > 2) {
    snprintf(L->why, sizeof L->why, "the region of '%s' is not rows of contiguous elements", b->name);
    return -1;
  }
  s->cols = mc[0];
  s->rows = n == 2 ? mc[1] : 1;
  s->stride = n == 2 ? ms[1] : mc[0];
  return 0;
}

/* The two sides as one tile: the same rows, or one side contiguous. */
static int same_tile(lower *L, side *g, side *l) {
  if (g->rows == l->rows && g->cols == l->cols) return 0;
  side *flat = g->rows == 1 ? g : l->rows == 1 ? l : NULL, *other = flat == g ? l : g;
  if (flat && flat->cols == other->rows * other->cols) {
    flat->rows = other->rows;
    flat->cols = other->cols;
    flat->stride = other->cols;
    return 0;
  }
  snprintf(L->why, sizeof L->why, "the copy reshapes its rows (%lld x %lld from %lld x %lld)", (long long)l->rows,
           (long long)l->cols, (long long)g->rows, (long long)g->cols);
  return -1;
}

/* ---- building the loads ---- */

static kir_expr *add_c(lower *L, kir_expr *x, int64_t c) {
  return c < 0 && x->kind != KE_INT ? kir_binary(L->a, KIR_OP_SUB, x, kir_int(L->a, -c))
                                    : kir_binary(L->a, KIR_OP_ADD, x, kir_int(L->a, c));
}
static kir_expr *mul_c(lower *L, kir_expr *x, int64_t c) { return kir_binary(L->a, KIR_OP_MUL, x, kir_int(L->a, c)); }

/* Lane ranges of a mask, ascending. */
static int mask_ranges(lower *L, uint64_t mask, int lanes, int (**out)[2]) {
  int (*r)[2] = ww_alloc(L->a, (size_t)(lanes / 2 + 1) * sizeof *r);
  int n = 0;
  for (int i = 0; i < lanes;) {
    if (!(mask >> i & 1)) {
      i++;
      continue;
    }
    int j = i;
    while (j < lanes && (mask >> j & 1)) j++;
    r[n][0] = i, r[n][1] = j, n++;
    i = j;
  }
  *out = r;
  return n;
}

/* vaddr(l) for load ld: the global byte of the tile byte that lane l writes,
 * gconst + gvar (NULL: 0) the tile's start in bytes. */
static kir_expr *lane_vaddr(lower *L, const gather_plan *p, const gather_load *ld, const tg_dma_width *w,
                            kir_var *lane, int64_t gconst, kir_expr *gvar) {
  const gather_shape *s = &p->shape;
  int64_t LB = (int64_t)s->lrow * s->elem, GB = (int64_t)s->grow * s->elem, rel0 = ld->D[0] - s->lbase;
  int64_t row = -1;
  int one_row = 1;
  for (int i = 0; i < s->wave; i++)
    if (ld->mask[0] >> i & 1) {
      int64_t r = (rel0 + (int64_t)i * w->lds_stride) / LB;
      if (row >= 0 && r != row) one_row = 0;
      row = r;
    }
  kir_expr *l = kir_var_ref(L->a, lane), *f;
  if (one_row || LB == GB) {
    int64_t r = one_row ? row : 0;
    f = mul_c(L, l, w->lds_stride);
    gconst += rel0 - r * LB + r * GB;
  } else {
    kir_expr *rel = add_c(L, mul_c(L, l, w->lds_stride), rel0);
    kir_expr *rel2 = kir_clone_expr(L->a, rel, NULL, NULL);
    f = kir_binary(L->a, KIR_OP_ADD, mul_c(L, kir_binary(L->a, KIR_OP_DIV, rel, kir_int(L->a, LB)), GB),
                   kir_binary(L->a, KIR_OP_MOD, rel2, kir_int(L->a, LB)));
  }
  if (gvar) f = kir_binary(L->a, KIR_OP_ADD, gvar, f);
  return add_c(L, f, gconst - ld->offset);
}

static void add_note(lower *L, const char *diag) {
  /* the planner's lines: "waitwise: error: ..." and "waitwise: note: ..." */
  for (const char *line = diag; *line;) {
    const char *end = strchr(line, '\n');
    size_t n = end ? (size_t)(end - line) : strlen(line);
    const char *msg = line;
    if (!strncmp(msg, "waitwise: ", 10)) msg += 10;
    int is_note = !strncmp(msg, "note: ", 6);
    if (is_note) msg += 6;
    else if (!strncmp(msg, "error: ", 7)) msg += 7;
    size_t m = n - (size_t)(msg - line);
    if (!is_note && !L->why[0]) snprintf(L->why, sizeof L->why, "%.*s", (int)m, msg);
    else if (is_note) ww_buf_printf(&L->notes, "%.*s\n", (int)m, msg);
    line += n + (end ? 1 : 0);
  }
}

/* Does a load of p leave part of an element to another load? The machine's
 * rule (machine/dma.c): consecutive active lanes whose bytes follow one
 * another in LDS (the tile's rows: in global memory too) may share an
 * element; each load must end its elements. */
static int splits_elements(const gather_plan *p, const tg_dma_width *w, int nw) {
  const gather_shape *s = &p->shape;
  int64_t LB = (int64_t)s->lrow * s->elem;
  for (int k = 0; k < p->nloads; k++) {
    const gather_load *ld = &p->loads[k];
    int stride = 0;
    for (int j = 0; j < nw; j++)
      if (w[j].bytes == ld->width) stride = w[j].lds_stride;
    int64_t pend = 0, end = 0;
    for (int i = 0; i < s->wave; i++) {
      if (!(ld->mask[0] >> i & 1)) continue;
      int64_t rel = (ld->lds ? ld->lds[i] : ld->D[0] + (int64_t)i * stride) - s->lbase;
      if (pend && (rel != end || rel % LB == 0)) return 1;
      if (!pend && rel % LB % s->elem) return 1;
      pend = (pend + ld->width) % s->elem;
      end = rel + ld->width;
    }
    if (pend) return 1;
  }
  return 0;
}

/* ---- the per-lane form (gfx1250) ---- */

/* A run of consecutive active lanes [a, b) whose LDS and global bytes both
 * step by the width: lane l at lds + (l - a) * w, glb + (l - a) * w. */
typedef struct seg {
  int a, b;
  int64_t lds, glb;
} seg;

static kir_expr *select_e(lower *L, kir_expr *c, kir_expr *x, kir_expr *y) {
  kir_expr *e = ww_alloc(L->a, sizeof *e);
  e->kind = KE_SELECT;
  e->type = x->type;
  e->u.op.c = c, e->u.op.a = x, e->u.op.b = y;
  return e;
}

/* f(l) over the segments, value v(j) = segs[j].lds or .glb: one affine
 * piece, rows of S lanes (div/mod) when the segments are that, else a
 * select per segment. */
static kir_expr *seg_expr(lower *L, const seg *sg, int n, int glb, int w, kir_var *lane) {
#define V(j) (glb ? sg[j].glb : sg[j].lds)
  int a0 = sg[0].a, S = sg[0].b - sg[0].a;
  int rows = n > 1;
  for (int j = 1; j < n && rows; j++)
    rows = sg[j].a == a0 + j * S && V(j) - V(j - 1) == V(1) - V(0) && sg[j].b - sg[j].a <= S &&
           (j == n - 1 || sg[j].b - sg[j].a == S);
  kir_expr *l = kir_var_ref(L->a, lane);
  if (n == 1) return add_c(L, mul_c(L, l, w), V(0) - (int64_t)a0 * w);
  if (rows) {
    kir_expr *q = add_c(L, l, -a0), *q2 = kir_clone_expr(L->a, q, NULL, NULL);
    kir_expr *f = kir_binary(L->a, KIR_OP_ADD, mul_c(L, kir_binary(L->a, KIR_OP_DIV, q, kir_int(L->a, S)),
                                                   V(1) - V(0)),
                             mul_c(L, kir_binary(L->a, KIR_OP_MOD, q2, kir_int(L->a, S)), w));
    return add_c(L, f, V(0));
  }
  kir_expr *e = add_c(L, mul_c(L, kir_var_ref(L->a, lane), w), V(n - 1) - (int64_t)sg[n - 1].a * w);
  for (int j = n - 2; j >= 0; j--)
    e = select_e(L, kir_binary(L->a, KIR_OP_LT, kir_var_ref(L->a, lane), kir_int(L->a, sg[j].b)),
                 add_c(L, mul_c(L, kir_var_ref(L->a, lane), w), V(j) - (int64_t)sg[j].a * w), e);
  return e;
#undef V
}

/* laddr(l) and vaddr(l) of per-lane load ld: its LDS bytes relative to the
 * plan's base (lbias) and the global bytes of the same tile bytes. */
static void lane_addrs(lower *L, const gather_plan *p, const gather_load *ld, kir_var *lane, int64_t lbias,
                       kir_expr *lvar, int64_t gconst, kir_expr *gvar, kir_expr **laddr, kir_expr **vaddr) {
  const gather_shape *s = &p->shape;
  int64_t LB = (int64_t)s->lrow * s->elem, GB = (int64_t)s->grow * s->elem, w = ld->width;
  seg *sg = ww_alloc(L->a, (size_t)s->wave * sizeof *sg);
  int n = 0;
  for (int i = 0; i < s->wave; i++) {
    if (!(ld->mask[0] >> i & 1)) continue;
    int64_t rel = ld->lds[i] - s->lbase, la = rel + lbias, ga = rel / LB * GB + rel % LB + gconst;
    if (n && sg[n - 1].b == i && sg[n - 1].lds + (i - sg[n - 1].a) * w == la &&
        sg[n - 1].glb + (i - sg[n - 1].a) * w == ga) {
      sg[n - 1].b++;
      continue;
    }
    sg[n++] = (seg){i, i + 1, la, ga};
  }
  *laddr = seg_expr(L, sg, n, 0, (int)w, lane);
  *vaddr = seg_expr(L, sg, n, 1, (int)w, lane);
  if (lvar) *laddr = kir_binary(L->a, KIR_OP_ADD, lvar, *laddr);
  if (gvar) *vaddr = kir_binary(L->a, KIR_OP_ADD, gvar, *vaddr);
}

/* The loads for one copy into out, or -1 with L->why. */
static int lower_copy(lower *L, const kir_stmt *c, kir_block *out) {
  const kir_access *da = &c->u.copy.dst, *sa = &c->u.copy.src;
  if (da->buf->elem != sa->buf->elem) {
    snprintf(L->why, sizeof L->why, "'%s' holds %s and '%s' %s: the copy converts, a DMA moves bytes",
             da->buf->name, kir_type_name(da->buf->elem), sa->buf->name, kir_type_name(sa->buf->elem));
    return -1;
  }
  int lanes = kir_wave_size(L->k, L->t), per_lane = tg_dma_per_lane(L->t);
  int want = per_lane ? TG_ASYNC_WAVE : 64;
  if (lanes != want) {
    snprintf(L->why, sizeof L->why, "the kernel's waves have %d lanes; %s's DMA is planned for %d", lanes,
             L->t->name, want);
    return -1;
  }
  side g, l;
  if (region_side(L, sa, &g) || region_side(L, da, &l) || same_tile(L, &g, &l)) return -1;
  int64_t e = kir_type_bytes(sa->buf->elem);
  if (g.rows > 65536 || g.cols > 65536 || g.stride > (1 << 24) || l.stride > (1 << 24)) {
    snprintf(L->why, sizeof L->why, "the tile (%lld x %lld) is larger than the planner takes", (long long)g.rows,
             (long long)g.cols);
    return -1;
  }
  int lconst = kir_affine_is_const(&l.start);
  int64_t lbase = lconst ? l.start.c * e : 0;
  /* per-lane: a start known only to be a multiple of A is planned at 0
   * with lanes no wider than A (the planner caps widths by the global
   * alignment, so that is capped at A): every lane's LDS address, start
   * plus its byte in the tile, is then a multiple of its width */
  int64_t lalign = per_lane && !lconst ? kir_affine_align(&l.start, e, TG_ASYNC_MAX_WIDTH) : 0;
  if (!lconst && !per_lane && kir_affine_align(&l.start, e, TG_DMA_ALIGN) < TG_DMA_ALIGN) {
    snprintf(L->why, sizeof L->why, "the tile's start in '%s' is not known to be a multiple of %d bytes (M0 + "
             "offset must be)", da->buf->name, TG_DMA_ALIGN);
    return -1;
  }
  if (lbase > (1 << 24)) {
    snprintf(L->why, sizeof L->why, "the tile starts %lld bytes into '%s'; the planner takes up to %d",
             (long long)lbase, da->buf->name, 1 << 24);
    return -1;
  }
  gather_shape s = {(int)g.rows, (int)g.cols, (int)e, kir_type_name(sa->buf->elem), (int)g.stride,
                    (int)kir_affine_align(&g.start, e, LD_ALIGN_CAP), (int)l.stride, (int)lbase, 1, lanes, lanes, 0, 0};
  if (lalign && s.galign > lalign) s.galign = (int)lalign;
  gather_plan p;
  memset(&p, 0, sizeof p);
  ww_buf diag = {0};
  if (gather_plan_make(L->t, &s, &p, NULL, NULL, &diag)) {
    add_note(L, diag.data ? diag.data : "");
    ww_buf_free(&diag);
    gather_plan_free(&p);
    if (!L->why[0]) snprintf(L->why, sizeof L->why, "the planner refuses the tile");
    return -1;
  }
  ww_buf_free(&diag);
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  int nw = tg_dma_widths(L->t, w);
  /* The machine holds elements: a plan that leaves part of an element to
   * another load (12-byte lanes on f64 rows) is planned again with one
   * width that divides elements or is whole elements, widest first. */
  for (int j = nw - 1; j >= 0 && (!p.loads || splits_elements(&p, w, nw)); j--) {
    if ((w[j].bytes % e && e % w[j].bytes) || w[j].lds_bytes != w[j].bytes) continue;
    if (per_lane && w[j].bytes > s.galign) continue;
    gather_plan_free(&p);
    memset(&p, 0, sizeof p);
    s.width = w[j].bytes;
    if (gather_plan_make(L->t, &s, &p, NULL, NULL, &diag)) memset(&p, 0, sizeof p);
    diag.len = 0;
  }
  ww_buf_free(&diag);
  if (!p.loads || splits_elements(&p, w, nw)) {
    gather_plan_free(&p);
    snprintf(L->why, sizeof L->why, "every plan splits an %s element between two loads, which run cannot "
             "execute (it holds whole elements)", kir_type_name(sa->buf->elem));
    return -1;
  }
  int gconst = kir_affine_is_const(&g.start);
  kir_expr *gbytes = gconst ? NULL : mul_c(L, g.start_expr, e);
  kir_expr *lbytes = lconst ? kir_int(L->a, 0) : mul_c(L, l.start_expr, e);
  for (int i = 0; i < p.nloads; i++) {
    const gather_load *ld = &p.loads[i];
    if (ld->D[0] == GATHER_IDLE || !ld->mask[0]) continue;
    const tg_dma_width *wd = NULL;
    for (int j = 0; j < nw; j++)
      if (w[j].bytes == ld->width) wd = &w[j];
    if (!wd) ww_die("lower-dma: the plan uses a %d-byte width %s lacks", ld->width, L->t->name);
    kir_stmt *x = kir_stmt_new(L->a, KS_DMA, c->loc);
    x->len = c->len;
    struct kir_dma *m = &x->u.dma;
    m->dst = da->buf;
    m->src = sa->buf;
    m->width = ld->width;
    m->offset = ld->offset;
    m->nranges = mask_ranges(L, ld->mask[0], lanes, &m->ranges);
    m->lane = kir_var_new(L->a, L->k, L->lane_name, KIR_I32, KIR_VAR_LET);
    if (p.per_lane) {
      if (ld->offset) ww_die("lower-dma: a per-lane plan with offset %d", ld->offset);
      lane_addrs(L, &p, ld, m->lane, lbase, lconst ? NULL : kir_clone_expr(L->a, lbytes, NULL, NULL),
                 gconst ? g.start.c * e : 0, gconst ? NULL : kir_clone_expr(L->a, gbytes, NULL, NULL), &m->laddr,
                 &m->vaddr);
    } else {
      m->m0 = add_c(L, kir_clone_expr(L->a, lbytes, NULL, NULL), ld->D[0] - ld->offset);
      m->vaddr = lane_vaddr(L, &p, ld, wd, m->lane, gconst ? g.start.c * e : 0,
                            gconst ? NULL : kir_clone_expr(L->a, gbytes, NULL, NULL));
    }
    kir_block_push(L->a, out, x);
    L->st->loads++;
  }
  gather_plan_free(&p);
  return 0;
}

/* ---- the walk ---- */

/* Where the walk is: copies are lowered only inside an async body. */
typedef struct dma_walk {
  lower *L;
  int in_async;              /* async bodies around the statement */
  int rc;
} dma_walk;

static int dma_enter(kir_walker *w, kir_stmt *s) {
  ((dma_walk *)w->ctx)->in_async += s->kind == KS_ASYNC;
  return 1;
}

static void dma_leave(kir_walker *w, kir_stmt *s) { ((dma_walk *)w->ctx)->in_async -= s->kind == KS_ASYNC; }

/* An async global-to-shared copy becomes its DMA loads (which are not
 * walked again), or stays with a warning (an error when strict, and the
 * walk goes on to report the others). */
static int dma_rewrite(kir_walker *w, kir_block *b, int i) {
  dma_walk *x = w->ctx;
  lower *L = x->L;
  kir_stmt *s = b->v[i];
  if (!(s->kind == KS_COPY && x->in_async && s->u.copy.dst.buf->scope == KIR_SHARED &&
        s->u.copy.src.buf->scope == KIR_GLOBAL))
    return 1;
  L->st->copies++;
  L->why[0] = 0;
  L->notes.len = 0;
  kir_block loads = {0};
  if (lower_copy(L, s, &loads) == 0) {
    L->st->lowered++;
    return kir_block_splice(L->a, b, i, &loads);
  }
  ww_diag_add(L->d, L->strict ? WW_ERROR : WW_WARNING, s->loc, s->len, "this copy is not lowered to %s DMA: %s",
              L->t->name, L->why);
  for (size_t off = 0; off < L->notes.len;) {
    const char *n = L->notes.data + off, *end = memchr(n, '\n', L->notes.len - off);
    ww_diag_add(L->d, WW_NOTE, s->loc, s->len, "%.*s", (int)(end - n), n);
    off += (size_t)(end - n) + 1;
  }
  if (L->strict) x->rc = -1;
  return 1;
}

static int lower_block(lower *L, kir_block *b, int in_async) {
  dma_walk x = {L, in_async, 0};
  kir_walker w = {.enter = dma_enter, .leave = dma_leave, .ctx = &x};
  kir_rewrite_block(&w, b, dma_rewrite, NULL);
  return x.rc;
}

/* A lane name no name of the kernel has (names are never shadowed). */
typedef struct names {
  const char **v;
  int n, cap;
} names;

static int names_enter(kir_walker *w, kir_stmt *s) {
  names *x = w->ctx;
  const char *n = s->kind == KS_LET ? s->u.let.var->name : s->kind == KS_FOR ? s->u.loop.var->name
                  : s->kind == KS_ALLOC ? s->u.alloc->name : s->kind == KS_BAROBJ ? s->u.barobj->name
                  : s->kind == KS_DMA ? s->u.dma.lane->name : NULL;
  if (n) WW_VEC_PUSH(x->v, x->n, x->cap, n);
  return 1;
}

static const char *lane_name(ww_arena *a, kir_kernel *k) {
  names x = {0};
  kir_walker w = {names_enter, NULL, NULL, NULL, NULL, &x};
  kir_walk_block(&w, &k->body);
  for (int i = 0; i < k->nparams; i++)
    WW_VEC_PUSH(x.v, x.n, x.cap, k->params[i].kind == KIR_PARAM_BUF ? k->params[i].buf->name : k->params[i].var->name);
  char buf[32];
  for (int t = 0;; t++) {
    snprintf(buf, sizeof buf, t ? "lane%d" : "lane", t);
    int used = 0;
    for (int i = 0; i < x.n && !used; i++) used = !strcmp(x.v[i], buf);
    if (!used) break;
  }
  free(x.v);
  return ww_strndup(a, buf, strlen(buf));
}

int lower_dma(kir_program *prog, const tg_target *t, int strict, lower_dma_stats *st, ww_diags *d) {
  lower_dma_stats none;
  if (!st) st = &none;
  memset(st, 0, sizeof *st);
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  if (tg_dma_widths(t, w) == 0) {
    ww_loc nowhere = {0};
    ww_diag_add(d, WW_ERROR, nowhere, 0, "%s has no LDS DMA the planner can use (global_load_lds_*: gfx942, gfx950; "
                "global_load_dword ... lds: gfx90a; global_load_async_to_lds_*: gfx1250)", t->name);
    return -1;
  }
  int rc = 0;
  for (int i = 0; i < prog->nkernels; i++) {
    lower L = {&prog->arena, prog->kernels[i], t, strict, d, st, NULL, "", {0}};
    L.lane_name = lane_name(&prog->arena, L.k);
    rc |= lower_block(&L, &L.k->body, 0);
    ww_buf_free(&L.notes);
  }
  if (rc) return -1;
  if (kir_validate(prog, d)) {
    ww_loc nowhere = {0};
    ww_diag_add(d, WW_ERROR, nowhere, 0, "internal error in the DMA lowering: its output fails the kernel IR verifier");
    return PL_PIPELINE_INTERNAL;
  }
  return 0;
}
