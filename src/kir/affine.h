/*
 * affine.h - integer expressions of the kernel IR as affine forms,
 * c + sum coef[i] * atom[i], for the lowerings' facts about indices (a
 * region's constant length, a copy's start and its alignment). One form
 * and its operations, so that each lowering does not keep its own.
 *
 * Two ways to read an expression into a form. kir_affine_add keeps what is
 * not a sum of constant multiples as an atom of its own (compared as
 * written, kir_expr_same), so it always describes the expression unless it
 * has too many atoms. kir_affine_const_diff wants variables only and fails
 * on anything else (a product of two variables, a division, a load).
 */
#ifndef WW_KIR_AFFINE_H
#define WW_KIR_AFFINE_H

#include "kir.h"

/* Distinct non-constant atoms one form holds. */
#define KIR_AFFINE_MAX_TERMS 16

typedef struct kir_affine {
  int ok;              /* 0: it did not fit (too many atoms) */
  int64_t c;
  int n;
  const kir_expr *atom[KIR_AFFINE_MAX_TERMS];
  int64_t coef[KIR_AFFINE_MAX_TERMS];
} kir_affine;

/* An empty form (0), ok. */
#define KIR_AFFINE_ZERO {1, 0, 0, {0}, {0}}

/* f += k * e; nothing when f is no longer ok. */
void kir_affine_add(kir_affine *f, const kir_expr *e, int64_t k);
/* Are all coefficients 0 (f is the constant f->c)? */
int kir_affine_is_const(const kir_affine *f);
/* The largest power of two, up to cap, that always divides f * scale. */
int64_t kir_affine_align(const kir_affine *f, int64_t scale, int64_t cap);
/* hi - lo when it is a constant, both read as sums of constant multiples of
 * variables (magnitudes under 2^40, a few variables: affine.c's limits):
 * 1 and *out, or 0. */
int kir_affine_const_diff(const kir_expr *hi, const kir_expr *lo, int64_t *out);

#endif
