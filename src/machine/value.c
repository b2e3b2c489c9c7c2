/*
 * value.c - scalar values of the machine: conversions between the IR's types
 * (binary16 included), integer floor division, canonical bits, checksums and
 * the text of a value.
 *
 * Integers live as int64 and are wrapped to 32 bits when their type is i32;
 * floats live as double and are rounded to their type (float for f32,
 * binary16 round-to-nearest-even for f16) whenever a value of that type is
 * produced, so f32 arithmetic is done in double and rounded once per
 * operation (exact for +, -, *, / of f32 operands: double has more than
 * 2*24+2 bits of significand).
 */
#include "machine_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int mc_is_float(kir_type t) { return t == KIR_F16 || t == KIR_F32 || t == KIR_F64; }

/* ---- binary16 ---- */

/* Rounds a double to binary16 directly from its bits (going through float
 * would round twice). */
uint16_t mc_f16_bits(double x) {
  uint64_t b;
  memcpy(&b, &x, sizeof b);
  uint16_t sign = (uint16_t)((b >> 48) & 0x8000);
  int exp = (int)((b >> 52) & 0x7ff);
  uint64_t mant = b & ((UINT64_C(1) << 52) - 1);
  if (exp == 0x7ff) return (uint16_t)(sign | 0x7c00 | (mant ? 0x200 : 0));
  int e = exp - 1023;
  if (e > 15) return (uint16_t)(sign | 0x7c00);
  if (e < -25) return sign; /* below half the smallest subnormal (2^-24): zero */
  uint64_t m = mant | (UINT64_C(1) << 52);
  /* Normal results keep 11 significant bits; subnormals count units of 2^-24. */
  int shift = e >= -14 ? 42 : 28 - e;
  uint64_t h = m >> shift;
  uint64_t rem = m & ((UINT64_C(1) << shift) - 1), half = UINT64_C(1) << (shift - 1);
  if (rem > half || (rem == half && (h & 1))) h++;
  if (e < -14) return (uint16_t)(sign | h); /* h == 0x400 is the smallest normal */
  int he = e + 15;
  if (h == 0x800) {
    h = 0x400;
    he++;
  }
  if (he >= 31) return (uint16_t)(sign | 0x7c00);
  return (uint16_t)(sign | (uint16_t)(he << 10) | (h & 0x3ff));
}

double mc_f16_value(uint16_t h) {
  int exp = (h >> 10) & 0x1f;
  int mant = h & 0x3ff;
  double v;
  if (exp == 0x1f) v = mant ? (double)NAN : (double)INFINITY;
  else if (exp == 0) v = (double)mant / 16777216.0; /* mant * 2^-24 */
  else {
    v = (double)(mant | 0x400);
    int e = exp - 25; /* (1.mant) * 2^(exp-15) = (mant|0x400) * 2^(exp-25) */
    for (; e > 0; e--) v *= 2.0;
    for (; e < 0; e++) v /= 2.0; /* exact: powers of two within range */
  }
  return (h & 0x8000) ? -v : v;
}

double mc_round_float(double x, kir_type t) {
  if (t == KIR_F32) return (double)(float)x;
  if (t == KIR_F16) return mc_f16_value(mc_f16_bits(x));
  return x;
}

int64_t mc_wrap_int(int64_t v, kir_type t) {
  if (t == KIR_I32) return (int64_t)(int32_t)(uint32_t)(uint64_t)v;
  if (t == KIR_BOOL) return v != 0;
  return v;
}

/* ---- conversions ---- */

int mc_convert(mc_value *out, mc_value v, kir_type from, kir_type to) {
  if (mc_is_float(to)) {
    double x = mc_is_float(from) ? v.f : (double)v.i;
    out->f = mc_round_float(x, to);
    return 0;
  }
  if (!mc_is_float(from)) {
    out->i = mc_wrap_int(v.i, to);
    return 0;
  }
  if (to == KIR_BOOL) {
    out->i = v.f != 0;
    return 0;
  }
  /* float -> integer truncates toward zero; NaN and out of range are errors. */
  double x = v.f;
  double lo = to == KIR_I32 ? -2147483649.0 : -9223372036854775808.0;
  double hi = to == KIR_I32 ? 2147483648.0 : 9223372036854775808.0;
  if (!(x > lo && x < hi)) return -1;
  out->i = (int64_t)x;
  return 0;
}

/* Floor division and modulo (Python's): the quotient rounds toward negative
 * infinity, the remainder takes the divisor's sign. b != 0. INT64_MIN / -1
 * wraps to INT64_MIN (remainder 0). */
int64_t mc_floordiv(int64_t a, int64_t b) {
  if (b == -1) return (int64_t)(0 - (uint64_t)a);
  int64_t q = a / b;
  if (a % b != 0 && ((a < 0) != (b < 0))) q--;
  return q;
}

int64_t mc_floormod(int64_t a, int64_t b) {
  if (b == -1) return 0;
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

/* Double floor without libm: exact, since |x| < 2^52 converts through int64. */
double mc_floor(double x) {
  if (!(x > -4503599627370496.0 && x < 4503599627370496.0)) return x;
  double t = (double)(int64_t)x;
  return t > x ? t - 1.0 : t;
}

/* ---- bits and checksums ---- */

/* Bits of a value already rounded to binary16: normal halves through the
 * float's bits (exact), the rest the long way. */
static uint64_t f16_bits_exact(double x) {
  float f = (float)x;
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  uint32_t exp = (u >> 23) & 0xff;
  if (exp >= 113 && exp <= 142) /* half exponents 1..30 */
    return ((u >> 16) & 0x8000) | ((exp - 112) << 10) | ((u >> 13) & 0x3ff);
  return mc_f16_bits(x);
}

uint64_t mc_value_bits(mc_value v, kir_type t) {
  switch (t) {
  case KIR_F16:
    return v.f != v.f ? 0x7e00 : f16_bits_exact(v.f);
  case KIR_F32: {
    float f = (float)v.f;
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return v.f != v.f ? 0x7fc00000u : u;
  }
  case KIR_F64: {
    uint64_t u;
    memcpy(&u, &v.f, sizeof u);
    return v.f != v.f ? UINT64_C(0x7ff8000000000000) : u;
  }
  case KIR_I32:
    return (uint32_t)(uint64_t)v.i;
  default:
    return (uint64_t)v.i;
  }
}

/* One 64-bit word into a hash: FNV-1a's step on the whole word, then an
 * xor-shift so that high bits reach the low ones (a byte-wise FNV costs 8
 * multiplications a word, and hashing is most of a run's time). */
uint64_t mc_hash_word(uint64_t h, uint64_t w) {
  h = (h ^ w) * MC_FNV_PRIME;
  return h ^ (h >> 32);
}

uint64_t mc_fnv_bytes(uint64_t h, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    h ^= (unsigned char)s[i];
    h *= MC_FNV_PRIME;
  }
  return h;
}

/* One loop per type: the type test stays out of the loop (hashing the
 * regions of opaque calls is most of a GEMM's run). */
uint64_t mc_hash_values(uint64_t h, const mc_value *v, int64_t n, kir_type t) {
  switch (t) {
  case KIR_F16:
    for (int64_t i = 0; i < n; i++)
      h = mc_hash_word(h, v[i].f != v[i].f ? 0x7e00 : f16_bits_exact(v[i].f));
    return h;
  case KIR_I64:
  case KIR_BOOL:
    for (int64_t i = 0; i < n; i++) h = mc_hash_word(h, (uint64_t)v[i].i);
    return h;
  default:
    for (int64_t i = 0; i < n; i++) h = mc_hash_word(h, mc_value_bits(v[i], t));
    return h;
  }
}

uint64_t mc_checksum_values(const mc_value *v, int64_t n, kir_type t) {
  return mc_hash_values(MC_FNV_OFFSET, v, n, t);
}

/* ---- text ---- */

void mc_value_format(ww_buf *b, mc_value v, kir_type t) {
  if (!mc_is_float(t)) {
    ww_buf_printf(b, "%lld", (long long)v.i);
    return;
  }
  double x = v.f;
  if (x != x) {
    ww_buf_puts(b, "nan");
    return;
  }
  if (x == (double)INFINITY || x == -(double)INFINITY) {
    ww_buf_puts(b, x > 0 ? "inf" : "-inf");
    return;
  }
  char text[64];
  if (x == mc_floor(x) && x > -1e15 && x < 1e15) { /* integral: no exponent */
    snprintf(text, sizeof text, "%.0f", x); /* -0 prints as -0 */
    ww_buf_puts(b, text);
    return;
  }
  /* The fewest digits that read back as the same value of type t. */
  for (int prec = 1; prec <= 17; prec++) {
    snprintf(text, sizeof text, "%.*g", prec, x);
    double back = strtod(text, NULL);
    if (mc_round_float(back, t) == x) break;
  }
  ww_buf_puts(b, text);
}
