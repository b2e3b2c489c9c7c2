/*
 * affine.c - affine forms of integer IR expressions (affine.h): reading an
 * expression into one, and the facts the lowerings ask of them.
 */
#include "affine.h"

/* The variables kir_affine_const_diff follows in one difference, and how
 * deep it reads an expression. */
#define KIR_AFFINE_VAR_TERMS 8
#define KIR_AFFINE_VAR_DEPTH 32
/* Magnitudes past this are not read (their products would not fit). */
#define KIR_AFFINE_MAG (INT64_C(1) << 40)

/* Adds coef * atom, merging equal atoms (same: compared as written, else
 * the same variable); ok = 0 when a new atom finds max atoms there. */
static int add_term(kir_affine *f, const kir_expr *atom, int64_t coef, int same_var, int max) {
  for (int i = 0; i < f->n; i++)
    if (same_var ? f->atom[i]->u.var == atom->u.var : kir_expr_same(f->atom[i], atom)) {
      f->coef[i] += coef;
      return 1;
    }
  if (f->n == max) {
    f->ok = 0;
    return 0;
  }
  f->atom[f->n] = atom;
  f->coef[f->n++] = coef;
  return 1;
}

void kir_affine_add(kir_affine *f, const kir_expr *e, int64_t k) {
  int64_t v;
  if (!f->ok) return;
  if (kir_const_int(e, &v)) {
    f->c += k * v;
    return;
  }
  if (e->kind == KE_BINARY && (e->u.op.op == KIR_OP_ADD || e->u.op.op == KIR_OP_SUB)) {
    kir_affine_add(f, e->u.op.a, k);
    kir_affine_add(f, e->u.op.b, e->u.op.op == KIR_OP_ADD ? k : -k);
    return;
  }
  if (e->kind == KE_UNARY && e->u.op.op == KIR_OP_NEG) {
    kir_affine_add(f, e->u.op.a, -k);
    return;
  }
  if (e->kind == KE_BINARY && e->u.op.op == KIR_OP_MUL) {
    const kir_expr *x = kir_const_int(e->u.op.a, &v) ? e->u.op.b : kir_const_int(e->u.op.b, &v) ? e->u.op.a : NULL;
    if (x) {
      kir_affine_add(f, x, k * v);
      return;
    }
  }
  add_term(f, e, k, 0, KIR_AFFINE_MAX_TERMS);
}

int kir_affine_is_const(const kir_affine *f) {
  for (int i = 0; i < f->n; i++)
    if (f->coef[i]) return 0;
  return 1;
}

int64_t kir_affine_align(const kir_affine *f, int64_t scale, int64_t cap) {
  int64_t g = f->c * scale;
  for (int i = 0; i < f->n; i++)
    if (f->coef[i]) g = ww_gcd(g, f->coef[i] * scale);
  int64_t p = 1;
  while (p < cap && (g == 0 || g % (p * 2) == 0)) p *= 2;
  return p;
}

static int small(int64_t v) { return v > -KIR_AFFINE_MAG && v < KIR_AFFINE_MAG; }

/* f += scale * e with variables as the only atoms: 0 when e is not such a
 * sum (or is too deep, too large, has too many variables). */
static int add_vars(kir_affine *f, const kir_expr *e, int64_t scale, int depth) {
  int64_t v;
  if (depth > KIR_AFFINE_VAR_DEPTH || !small(scale)) return 0;
  if (kir_const_int(e, &v)) {
    if (!small(v)) return 0;
    f->c += scale * v;
    return 1;
  }
  if (e->kind == KE_VAR) return add_term(f, e, scale, 1, KIR_AFFINE_VAR_TERMS);
  if (e->kind == KE_UNARY && e->u.op.op == KIR_OP_NEG) return add_vars(f, e->u.op.a, -scale, depth + 1);
  if (e->kind != KE_BINARY) return 0;
  const kir_expr *a = e->u.op.a, *b = e->u.op.b;
  switch (e->u.op.op) {
  case KIR_OP_ADD: return add_vars(f, a, scale, depth + 1) && add_vars(f, b, scale, depth + 1);
  case KIR_OP_SUB: return add_vars(f, a, scale, depth + 1) && add_vars(f, b, -scale, depth + 1);
  case KIR_OP_MUL:
    if (kir_const_int(a, &v) && small(v)) return add_vars(f, b, scale * v, depth + 1);
    if (kir_const_int(b, &v) && small(v)) return add_vars(f, a, scale * v, depth + 1);
    return 0;
  default: return 0;
  }
}

int kir_affine_const_diff(const kir_expr *hi, const kir_expr *lo, int64_t *out) {
  kir_affine f = KIR_AFFINE_ZERO;
  if (!add_vars(&f, hi, 1, 0) || !add_vars(&f, lo, -1, 0)) return 0;
  if (!kir_affine_is_const(&f)) return 0;
  *out = f.c;
  return 1;
}
