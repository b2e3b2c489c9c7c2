/*
 * deps.c - what a transition synchronises on, and what a wave may still
 * synchronise on: the dependence the reduction (explore.c) needs.
 *
 * A statement's footprint is a set of groups: the workgroup barrier (-1),
 * the named barriers (0..16 as one group: a wait waits on whichever the
 * wave joined last, a join leaves the others), the cluster barrier, the
 * opaque calls (their ordered checksums); the first two either exclusive or
 * commuting (verify.h). A statement with an empty footprint is quiet. A
 * wave's future is the union of the footprints of every statement it may
 * still run - the rest of each block on its statement stack, a loop's whole
 * body again - with its end (the implicit drops of the workgroup barrier,
 * and of the cluster barrier in a cluster); a blocked wave's resumption
 * commutes with everything and is not in it. Footprints are computed once
 * per statement and once per block suffix, in pointer-keyed tables.
 */
#include "verify.h"

#include "../kir/walk.h"

#include <stdlib.h>
#include <string.h>

#define MAP_INITIAL 256
#define MAX_FRAMES 256     /* frames looked at; deeper ones count as everything */

typedef struct map {
  const void **keys;
  void **vals;
  size_t cap, n;
} map;

struct vf_deps {
  map stmts;               /* stmt -> its deep footprint + 1 (as a pointer-sized int) */
  map blocks;              /* block -> unsigned[n + 1]: the footprint of v[i..n) */
  unsigned end;            /* a wave's end: the workgroup barrier's drop, and the
                              cluster barrier's in a cluster */
  int explicit_wg;         /* a barrier operation names the workgroup barrier */
};

static size_t ptr_hash(const void *p, size_t cap) {
  uint64_t x = (uint64_t)(uintptr_t)p * UINT64_C(0x9e3779b97f4a7c15);
  return (size_t)(x >> 20) & (cap - 1);
}

static void **map_find(map *m, const void *k) {
  if (!m->cap) return NULL;
  for (size_t j = ptr_hash(k, m->cap); m->keys[j]; j = (j + 1) & (m->cap - 1))
    if (m->keys[j] == k) return &m->vals[j];
  return NULL;
}

static void map_put(map *m, const void *k, void *v) {
  if (2 * (m->n + 1) > m->cap) {
    size_t cap = m->cap ? 2 * m->cap : MAP_INITIAL;
    const void **keys = calloc(cap, sizeof *keys);
    void **vals = calloc(cap, sizeof *vals);
    if (!keys || !vals) ww_die("out of memory");
    for (size_t i = 0; i < m->cap; i++) {
      if (!m->keys[i]) continue;
      size_t j = ptr_hash(m->keys[i], cap);
      while (keys[j]) j = (j + 1) & (cap - 1);
      keys[j] = m->keys[i];
      vals[j] = m->vals[i];
    }
    free(m->keys);
    free(m->vals);
    m->keys = keys;
    m->vals = vals;
    m->cap = cap;
  }
  size_t j = ptr_hash(k, m->cap);
  while (m->keys[j]) j = (j + 1) & (m->cap - 1);
  m->keys[j] = k;
  m->vals[j] = v;
  m->n++;
}

static unsigned block_mask(vf_deps *d, const kir_block *b, int from);

static int explicit_enter(kir_walker *w, kir_stmt *s) {
  if (s->kind == KS_BAR_OP && s->u.bar.bar->hwid == KIR_BAR_WORKGROUP) *(int *)w->ctx = 1;
  return 1;
}

vf_deps *vf_deps_new(const kir_kernel *k) {
  vf_deps *d = ww_xmalloc(sizeof *d);
  memset(d, 0, sizeof *d);
  /* barrier() and the drop at a wave's end commute only when no explicit
   * operation acts on the workgroup barrier: after a split arrive not
   * waited for, the drop is undefined behaviour or not depending on whether
   * the phase has completed, and a split arrive may complete a phase that
   * barrier()'s arrival then misses. */
  kir_walker w = {.enter = explicit_enter, .ctx = &d->explicit_wg};
  kir_walk_const_block(&w, &k->body);
  /* With several workgroups every wave has joined the cluster barrier, and
   * the last wave of a workgroup to end drops it. */
  unsigned all = block_mask(d, &k->body, 0);
  d->end = (d->explicit_wg ? VF_DEP_WG_X : VF_DEP_WG_A) |
           (k->cluster > 1 || (all & VF_DEP_CLUSTER) ? VF_DEP_CLUSTER : 0);
  return d;
}

unsigned vf_deps_end(const vf_deps *d) { return d->end; }

void vf_deps_free(vf_deps *d) {
  if (!d) return;
  for (size_t i = 0; i < d->blocks.cap; i++)
    if (d->blocks.keys[i]) free(d->blocks.vals[i]);
  free(d->blocks.keys);
  free(d->blocks.vals);
  free(d->stmts.keys);
  free(d->stmts.vals);
  free(d);
}

unsigned vf_deps_stmt(const vf_deps *d, const kir_stmt *s) {
  if (s->kind == KS_BARRIER) return d->explicit_wg ? VF_DEP_WG_X : VF_DEP_WG_A;
  if (s->kind == KS_CALL) return VF_DEP_CALLS;
  if (s->kind != KS_BAR_OP) return 0;
  int hwid = s->u.bar.bar->hwid;
  if (hwid == KIR_BAR_CLUSTER) return VF_DEP_CLUSTER;
  int named = hwid >= KIR_BAR_NULL;
  switch (s->u.bar.op) {
  case KIR_BAR_INIT: return named ? VF_DEP_NAMED_INIT : VF_DEP_WG_INIT;
  case KIR_BAR_WAIT: return named ? VF_DEP_NAMED_W : VF_DEP_WG_W;
  default: return named ? VF_DEP_NAMED_X : VF_DEP_WG_X;
  }
}

unsigned vf_deps_exclusive(unsigned f) {
  if (f & (VF_DEP_WG_A | VF_DEP_WG_W)) f = (f & ~(VF_DEP_WG_A | VF_DEP_WG_W)) | VF_DEP_WG_X;
  if (f & VF_DEP_NAMED_W) f = (f & ~VF_DEP_NAMED_W) | VF_DEP_NAMED_X;
  return f;
}

typedef struct deep_ctx {
  vf_deps *d;
  unsigned f;
} deep_ctx;

/* Adds a statement's own footprint; one already known adds its whole
 * subtree, which is then not walked again (the nested statements are not
 * memoised on the way: a wave's frames ask for few of them). */
static int deep_enter(kir_walker *w, kir_stmt *s) {
  deep_ctx *x = w->ctx;
  void **v = map_find(&x->d->stmts, s);
  if (v) {
    x->f |= (unsigned)((uintptr_t)*v - 1);
    return 0;
  }
  x->f |= vf_deps_stmt(x->d, s);
  return 1;
}

/* A statement and everything nested in it. */
static unsigned deep(vf_deps *d, const kir_stmt *s) {
  void **v = map_find(&d->stmts, s);
  if (v) return (unsigned)((uintptr_t)*v - 1);
  deep_ctx x = {d, 0};
  kir_walker w = {.enter = deep_enter, .ctx = &x};
  kir_walk_const_stmt(&w, s);
  map_put(&d->stmts, s, (void *)(uintptr_t)(x.f + 1));
  return x.f;
}

static unsigned block_mask(vf_deps *d, const kir_block *b, int from) {
  void **v = map_find(&d->blocks, b);
  unsigned *suffix;
  if (v) suffix = *v;
  else {
    suffix = ww_xmalloc((size_t)(b->n + 1) * sizeof *suffix);
    suffix[b->n] = 0;
    for (int i = b->n - 1; i >= 0; i--) suffix[i] = suffix[i + 1] | deep(d, b->v[i]);
    map_put(&d->blocks, b, suffix);
  }
  return from <= b->n ? suffix[from] : 0;
}

/* One barrier group's dependence (verify.h): its INIT, X, W, A bits. */
static int group_conflict(unsigned f, unsigned g, unsigned init, unsigned x, unsigned w, unsigned a) {
  unsigned any = init | x | w | a;
  if (((f & init) && (g & any)) || ((g & init) && (f & any))) return 1;
  return ((f & x) && (g & (x | a))) || ((g & x) && (f & (x | a)));
}

int vf_deps_conflict(unsigned f, unsigned g) {
  if ((f & g) & (VF_DEP_CLUSTER | VF_DEP_CALLS)) return 1;
  return group_conflict(f, g, VF_DEP_WG_INIT, VF_DEP_WG_X, VF_DEP_WG_W, VF_DEP_WG_A) ||
         group_conflict(f, g, VF_DEP_NAMED_INIT, VF_DEP_NAMED_X, VF_DEP_NAMED_W, 0);
}

unsigned vf_deps_future(vf_deps *d, const mc_waves *m, int w) {
  const kir_stmt *s;
  mc_next nx = mc_waves_next(m, w, &s);
  if (nx == MC_NEXT_DONE) return 0;
  unsigned f = d->end;
  mc_frame_view fr[MAX_FRAMES];
  int n = mc_waves_frames(m, w, fr, MAX_FRAMES);
  if (n > MAX_FRAMES) return VF_DEP_ALL;
  for (int i = 0; i < n; i++) {
    f |= block_mask(d, fr[i].b, fr[i].next);
    if (fr[i].owner && fr[i].owner->kind == KS_FOR) f |= deep(d, fr[i].owner);
  }
  /* A blocked wave's wait is not in it: its resumption commutes with
   * everything (explore.c). */
  return f;
}
