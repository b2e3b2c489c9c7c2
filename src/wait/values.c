/*
 * values.c - which LDS bytes an instruction may touch.
 *
 * An LDS DMA writes M0 + offset + lane * 4 (12, 16 for x3/x4) for every lane
 * of the wave; a ds_* access touches vaddr + offset .. + size. To tell two
 * LDS arrays apart, a forward dataflow tracks the values of SGPRs, M0 and
 * VGPRs as intervals over all lanes with a known alignment (low zero bits):
 * constants, the work-item id (v0 at kernel entry, bounded by the kernel's
 * maximum workgroup size), lane ids (v_mbcnt), and what moves, adds, shifts,
 * masks, ors, xors and multiplies make of them. Anything else is unknown.
 * Joins take the hull; a loop that keeps changing a value makes it unknown.
 * The result, per instruction, is an interval of LDS byte addresses; and,
 * for barrier_divergence.c, the VALU compares whose outcome the intervals
 * decide for every lane (wt_decided_compares).
 */
#include "barrier_rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NVAL (ASM_UNIT_M0 + 1) /* v, a, s, vcc, ttmp, m0 */
#define TOP_HI 0xffffffffull

/* An interval is always a sound bound of the value. A symbol adds a
 * relation to the value some register had at the entry of a loop header
 * (sigma: one per header and register, sym = header * NVAL + unit + 1), or,
 * for scalar registers, to the value an instruction the analysis does not
 * follow (an s_load, a call) or the function's entry gave it (a base: sym
 * < 0, see base_sym):
 *   SK_AFF  value = sigma + an offset in [soff, soff_hi];
 *   SK_BIT  bit sbit of the value is the parity of sigma xor sneg, and the
 *           value with that bit cleared lies in [wlo, whi] (wtop: unknown),
 *           where that bit is always 0 and adding cannot carry into it.
 * This is what tells double buffers apart: m0 = ((i + 1) & 1) << 10 for the
 * copy in flight and (i & 1) << 10 | lane * 4 for the reads of iteration i
 * differ in bit 10 (lds_bytes, consumer.c). Parities are kept of loop
 * symbols only (phases.c compares them across waves, which share a loop's
 * counter); bases, which another wave may hold a different value of, only
 * relate the footprints of one wave: an LDS DMA to M0 = s6 and a ds_read
 * at s6 + 256 + lane * 4 are apart whatever s6 is (consumer.c). */
enum { SK_NONE, SK_AFF, SK_BIT };

typedef struct val {
  uint64_t lo, hi; /* [lo, hi] within 32 bits */
  uint8_t tz;      /* every value is a multiple of 1 << tz */
  uint8_t skind, sbit, sneg, wtop;
  int32_t sym;
  int64_t soff, soff_hi;
  uint64_t wlo, whi;
} val;

static const val top = {.lo = 0, .hi = TOP_HI, .tz = 0, .skind = SK_NONE};

/* The widest offset range an affine value keeps: a footprint relative to a
 * symbol must span less than the 32-bit address space to be compared. */
#define SOFF_SPAN (1ll << 24)

static int is_top(val v) { return v.lo == 0 && v.hi == TOP_HI && v.tz == 0; }

static val plain(val v) {
  v.skind = SK_NONE;
  v.sym = 0;
  return v;
}

static val norm(val v) {
  v = plain(v);
  if (v.tz > 31) v.tz = 31;
  if (v.hi > TOP_HI || v.lo > v.hi) return top;
  uint64_t m = (1ull << v.tz) - 1;
  v.lo = (v.lo + m) & ~m;
  v.hi &= ~m;
  if (v.lo > v.hi) return top;
  return v;
}

static uint8_t ctz64(uint64_t x) {
  uint8_t n = 0;
  if (!x) return 32;
  while (!(x & 1)) x >>= 1, n++;
  return n;
}

static val konst(uint64_t c) {
  c &= TOP_HI;
  val v = top;
  v.lo = v.hi = c;
  v.tz = ctz64(c);
  return v;
}

static uint64_t pow2_above(uint64_t x) { /* smallest 2^k - 1 >= x */
  uint64_t m = 0;
  while (m < x) m = (m << 1) | 1;
  return m;
}

static uint8_t min8(uint8_t a, uint8_t b) { return a < b ? a : b; }

static val ival(uint64_t lo, uint64_t hi, uint8_t tz) {
  val v = top;
  v.lo = lo;
  v.hi = hi;
  v.tz = tz;
  return norm(v);
}

static val v_add(val a, val b) {
  if (is_top(a) || is_top(b)) return top;
  return ival(a.lo + b.lo, a.hi + b.hi, min8(a.tz, b.tz));
}
static val v_sub(val a, val b) {
  if (is_top(a) || is_top(b) || a.lo < b.hi) return top;
  return ival(a.lo - b.hi, a.hi - b.lo, min8(a.tz, b.tz));
}
static val v_shl(val a, val k) {
  if (is_top(a) || k.lo != k.hi || k.lo > 31) return top;
  return ival(a.lo << k.lo, a.hi << k.lo, (uint8_t)(a.tz + k.lo));
}
static val v_shr(val a, val k) {
  if (k.lo != k.hi || k.lo > 31) return top;
  return ival(a.lo >> k.lo, a.hi >> k.lo, (uint8_t)(a.tz > k.lo ? a.tz - k.lo : 0));
}
static val v_and(val a, val b) {
  uint64_t hi = a.hi < b.hi ? a.hi : b.hi;
  uint8_t tz = a.tz > b.tz ? a.tz : b.tz;
  if (a.lo == a.hi && b.lo == b.hi) return konst(a.lo & b.lo);
  return ival(0, hi, tz);
}
static val v_or(val a, val b) {
  if (a.lo == a.hi && b.lo == b.hi) return konst(a.lo | b.lo);
  if (a.lo == 0 && a.hi == 0) return plain(b);
  if (b.lo == 0 && b.hi == 0) return plain(a);
  uint64_t lo = a.lo > b.lo ? a.lo : b.lo;
  return ival(lo, pow2_above(a.hi > b.hi ? a.hi : b.hi), min8(a.tz, b.tz));
}
static val v_xor(val a, val b) {
  if (a.lo == a.hi && b.lo == b.hi) return konst(a.lo ^ b.lo);
  return ival(0, pow2_above(a.hi > b.hi ? a.hi : b.hi), min8(a.tz, b.tz));
}
static val v_mul(val a, val b) {
  if (is_top(a) || is_top(b) || (a.hi && b.hi > TOP_HI / a.hi)) return top;
  return ival(a.lo * b.lo, a.hi * b.hi, (uint8_t)(a.tz + b.tz));
}
static val v_join(val a, val b) {
  return ival(a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi, min8(a.tz, b.tz));
}
static int v_eq(val a, val b) {
  if (a.lo != b.lo || a.hi != b.hi || a.tz != b.tz || a.skind != b.skind) return 0;
  if (a.skind == SK_AFF) return a.sym == b.sym && a.soff == b.soff && a.soff_hi == b.soff_hi;
  if (a.skind == SK_BIT)
    return a.sym == b.sym && a.sbit == b.sbit && a.sneg == b.sneg && a.wtop == b.wtop &&
           (a.wtop || (a.wlo == b.wlo && a.whi == b.whi));
  return 1;
}

/* ---- the symbolic part ---- */

/* Is bit k 0 in every value of [lo, hi], with no carry into it? */
static int bit_clear(uint64_t lo, uint64_t hi, unsigned k) {
  return k < 32 && lo <= hi && (lo >> k) == (hi >> k) && !((lo >> k) & 1);
}

static int is_const(val v) { return v.lo == v.hi; }

/* sigma + one known offset (what parities and loop steps need). */
static int aff_exact(val v) { return v.skind == SK_AFF && v.soff == v.soff_hi; }

static val with_bit(val interval, int32_t sym, unsigned k, unsigned neg, int wtop, uint64_t wlo,
                    uint64_t whi) {
  if (k > 31 || (!wtop && !bit_clear(wlo, whi, k))) return interval;
  interval.skind = SK_BIT;
  interval.sym = sym;
  interval.sbit = (uint8_t)k;
  interval.sneg = (uint8_t)(neg & 1);
  interval.wtop = (uint8_t)wtop;
  interval.wlo = wtop ? 0 : wlo;
  interval.whi = wtop ? 0 : whi;
  return interval;
}

/* A parity bit with a known rest, to carry through or/add; the other
 * operand only contributes its interval. */
static int useful_bit(val v) { return v.skind == SK_BIT && !v.wtop; }

/* Do a and b state the same relation to a symbol (whatever their intervals)? */
static int same_sym(val a, val b) {
  if (a.skind != b.skind || a.skind == SK_NONE || a.sym != b.sym) return 0;
  if (a.skind == SK_AFF) return a.soff == b.soff && a.soff_hi == b.soff_hi;
  return a.sbit == b.sbit && a.sneg == b.sneg && a.wtop == b.wtop && (a.wtop || (a.wlo == b.wlo && a.whi == b.whi));
}

static val with_sym_of(val interval, val s) {
  interval.skind = s.skind;
  interval.sym = s.sym;
  interval.soff = s.soff;
  interval.soff_hi = s.soff_hi;
  interval.sbit = s.sbit;
  interval.sneg = s.sneg;
  interval.wtop = s.wtop;
  interval.wlo = s.wlo;
  interval.whi = s.whi;
  return interval;
}

/* sigma + [soff + lo, soff_hi + hi], or no relation when that gets too wide. */
static val aff_shift(val r, val a, int64_t lo, int64_t hi) {
  if (a.soff_hi + hi - (a.soff + lo) >= SOFF_SPAN) return r;
  r.skind = SK_AFF;
  r.sym = a.sym;
  r.soff = a.soff + lo;
  r.soff_hi = a.soff_hi + hi;
  return r;
}

static val s_add(val a, val b) {
  val r = v_add(plain(a), plain(b));
  if (b.skind == SK_AFF && a.skind != SK_AFF) return s_add(b, a);
  /* a constant may be negative (an add of 0xffffffff subtracts one) */
  if (a.skind == SK_AFF && b.skind == SK_NONE && is_const(b))
    return aff_shift(r, a, (int32_t)(uint32_t)b.lo, (int32_t)(uint32_t)b.lo);
  if (!useful_bit(a) && useful_bit(b)) {
    val t = a;
    a = b;
    b = t;
  }
  if (useful_bit(a) && !is_top(b)) return with_bit(r, a.sym, a.sbit, a.sneg, 0, a.wlo + b.lo, a.whi + b.hi);
  /* a base plus a range (a lane's offset) */
  if (a.skind == SK_AFF && b.skind != SK_AFF && !is_top(b)) return aff_shift(r, a, (int64_t)b.lo, (int64_t)b.hi);
  return r;
}

static val s_sub_const(val a, val b) {
  if (a.skind == SK_AFF && is_const(b)) {
    int64_t c = (int32_t)(uint32_t)b.lo;
    return aff_shift(v_sub(plain(a), plain(b)), a, -c, -c);
  }
  return v_sub(plain(a), plain(b));
}

static val s_and(val a, val b) {
  val r = v_and(plain(a), plain(b));
  if (is_const(a) && !is_const(b)) {
    val t = a;
    a = b;
    b = t;
  }
  if (!is_const(b)) return r;
  uint64_t c = b.lo;
  if (a.sym <= 0) return r; /* parities of loop symbols only */
  if (aff_exact(a) && (c & 1))
    return with_bit(r, a.sym, 0, (unsigned)(a.soff & 1), 0, 0, c & ~1ull);
  if (a.skind == SK_BIT && ((c >> a.sbit) & 1)) {
    uint64_t cw = c & ~(1ull << a.sbit);
    return with_bit(r, a.sym, a.sbit, a.sneg, 0, 0, a.wtop ? cw : (a.whi < cw ? a.whi : cw));
  }
  return r;
}

static val s_shl(val a, val k) {
  val r = v_shl(plain(a), plain(k));
  if (!is_const(k) || k.lo > 31 || a.sym <= 0) return r;
  if (aff_exact(a)) return with_bit(r, a.sym, (unsigned)k.lo, (unsigned)(a.soff & 1), 1, 0, 0);
  if (a.skind == SK_BIT && a.sbit + k.lo < 32)
    return with_bit(r, a.sym, a.sbit + (unsigned)k.lo, a.sneg, a.wtop, a.wlo << k.lo, a.whi << k.lo);
  return r;
}

static val s_or(val a, val b) {
  val r = v_or(plain(a), plain(b));
  if (!useful_bit(a) && useful_bit(b)) {
    val t = a;
    a = b;
    b = t;
  }
  if (!useful_bit(a) || is_top(b) || !bit_clear(b.lo, b.hi, a.sbit)) return r;
  val w = v_or(ival(a.wlo, a.whi, 0), b);
  if (is_top(w)) return r;
  return with_bit(r, a.sym, a.sbit, a.sneg, 0, w.lo, w.hi);
}

typedef struct vstate {
  val *v; /* NVAL entries; NULL: not reached */
} vstate;

/* ---- instruction semantics ---- */

typedef enum { OP_NONE, OP_MOV, OP_MOVK, OP_ADD, OP_ADD3, OP_ADDK, OP_SUB, OP_SUBREV, OP_SHL,
               OP_SHLREV, OP_SHRREV, OP_SHR, OP_AND, OP_OR, OP_OR3, OP_XOR, OP_MUL, OP_MAD,
               OP_LSHL_ADD, OP_LSHL_OR, OP_ADD_LSHL, OP_BFE, OP_MBCNT } opkind;

static const struct { const char *name; opkind op; } ops[] = {
    {"v_mov_b32", OP_MOV}, {"s_mov_b32", OP_MOV}, {"v_readfirstlane_b32", OP_MOV},
    {"s_movk_i32", OP_MOVK}, {"v_add_u32", OP_ADD}, {"v_add_co_u32", OP_ADD},
    {"v_add_nc_u32", OP_ADD}, {"v_add_i32", OP_ADD}, {"s_add_u32", OP_ADD}, {"s_add_i32", OP_ADD},
    {"v_add3_u32", OP_ADD3}, {"s_addk_i32", OP_ADDK}, {"v_sub_u32", OP_SUB},
    {"v_sub_co_u32", OP_SUB}, {"v_sub_nc_u32", OP_SUB}, {"s_sub_u32", OP_SUB},
    {"s_sub_i32", OP_SUB}, {"v_subrev_u32", OP_SUBREV}, {"v_subrev_co_u32", OP_SUBREV},
    {"s_lshl_b32", OP_SHL}, {"v_lshlrev_b32", OP_SHLREV}, {"v_lshrrev_b32", OP_SHRREV},
    {"s_lshr_b32", OP_SHR}, {"v_and_b32", OP_AND}, {"s_and_b32", OP_AND}, {"v_or_b32", OP_OR},
    {"s_or_b32", OP_OR}, {"v_or3_b32", OP_OR3}, {"v_xor_b32", OP_XOR}, {"s_xor_b32", OP_XOR},
    {"v_mul_u32_u24", OP_MUL}, {"v_mul_lo_u32", OP_MUL}, {"s_mul_i32", OP_MUL},
    {"v_mad_u32_u24", OP_MAD}, {"v_lshl_add_u32", OP_LSHL_ADD}, {"v_lshl_or_b32", OP_LSHL_OR},
    {"v_add_lshl_u32", OP_ADD_LSHL}, {"v_bfe_u32", OP_BFE}, {"v_mbcnt_lo_u32_b32", OP_MBCNT},
    {"v_mbcnt_hi_u32_b32", OP_MBCNT},
};

static opkind op_of(const char *m) {
  size_t n = strlen(m);
  if (n > 4 && (!strcmp(m + n - 4, "_e32") || !strcmp(m + n - 4, "_e64"))) n -= 4;
  else if (n > 5 && !strcmp(m + n - 5, "_sdwa")) n -= 5;
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (strlen(ops[i].name) == n && !memcmp(ops[i].name, m, n)) return ops[i].op;
  return OP_NONE;
}

/* SDWA: srcK_sel picks a byte or word of source K (dst_sel must be DWORD). */
static val sdwa_select(const asm_program *p, const asm_inst *in, int k, val v, int *ok) {
  if (!strstr(in->desc->mnemonic, "_sdwa")) return v;
  const char *lt = asm_line_text(p, in->line);
  char key[16];
  snprintf(key, sizeof key, "src%d_sel", k);
  for (int i = 0; i < in->nops; i++) {
    const asm_operand *o = &in->ops[i];
    if (o->kind != ASM_OP_MOD) continue;
    const char *t = lt + o->off;
    if (o->name_len == 7 && !memcmp(t, "dst_sel", 7) && !(o->len == 13 && !memcmp(t + 8, "DWORD", 5))) {
      *ok = 0;
      return top;
    }
    if (o->name_len != strlen(key) || memcmp(t, key, o->name_len)) continue;
    const char *sel = t + o->name_len + 1;
    size_t sl = o->len - o->name_len - 1;
    static const struct { const char *n; unsigned shift, bits; } sels[] = {
        {"BYTE_0", 0, 8}, {"BYTE_1", 8, 8}, {"BYTE_2", 16, 8}, {"BYTE_3", 24, 8},
        {"WORD_0", 0, 16}, {"WORD_1", 16, 16}, {"DWORD", 0, 32}};
    for (size_t j = 0; j < sizeof sels / sizeof sels[0]; j++)
      if (strlen(sels[j].n) == sl && !memcmp(sels[j].n, sel, sl))
        return sels[j].bits == 32 ? v
                                  : v_and(v_shr(v, konst(sels[j].shift)), konst((1ull << sels[j].bits) - 1));
    *ok = 0; /* sext or an unknown select */
    return top;
  }
  return v;
}

/* Value of source operand k (counted after the defs); top if unknown. */
static val source(const asm_program *p, const asm_inst *in, const val *st, int k, int *ok) {
  int regpos = 0, src = 0;
  const char *lt = asm_line_text(p, in->line);
  for (int i = 0; i < in->nops; i++) {
    const asm_operand *o = &in->ops[i];
    if (o->kind == ASM_OP_MOD || o->kind == ASM_OP_EXPR) continue;
    if (regpos++ < in->ndef_ops) continue;
    if (src++ != k) continue;
    if (o->kind == ASM_OP_IMM) {
      if (!o->has_imm) break;
      return konst((uint64_t)o->imm);
    }
    if (o->kind == ASM_OP_REG && o->reg.count == 1 && o->reg.first < NVAL) {
      char c0 = lt[o->off];
      if (c0 == '-' || c0 == '|' || c0 == 'n' || c0 == 'a' || c0 == 's') {
        /* source modifiers (neg, abs, sext) change the value */
        if (lt[o->off] != 's' && lt[o->off] != 'a') break;
        if (o->len > 2 && (lt[o->off + 1] == 'b' || lt[o->off + 1] == 'e')) break; /* abs(, sext( */
      }
      return sdwa_select(p, in, k, st[o->reg.first], ok);
    }
    break;
  }
  *ok = 0;
  return top;
}

/* Bases: the value a scalar register got from an instruction the analysis
 * does not follow (site: its index) or at the function's entry (site:
 * ninsts + the function's index), as a symbol of its own; one per site and
 * SGPR or M0. 0 (none) past the symbols an int32 holds. */
#define BASE_SLOTS 128u
static int32_t base_sym(uint32_t site, uint32_t u) {
  uint32_t slot = u == ASM_UNIT_M0 ? BASE_SLOTS - 1 : u - ASM_UNIT_S0;
  if (site >= (uint32_t)INT32_MAX / BASE_SLOTS - 1) return 0;
  return -(int32_t)(site * BASE_SLOTS + slot + 1);
}

static int base_unit(uint32_t u) {
  return (u >= ASM_UNIT_S0 && u < ASM_UNIT_VCC_LO) || u == ASM_UNIT_M0;
}

static val based(uint32_t site, uint32_t u) {
  val v = top;
  int32_t sym = base_sym(site, u);
  if (sym) v.skind = SK_AFF, v.sym = sym;
  return v;
}

static void step(const asm_program *p, const asm_func *f, val *st, uint32_t idx) {
  const asm_inst *in = &p->insts[idx];
  if (in->flags & TG_IF_CALL) {
    for (uint32_t u = 0; u < NVAL; u++) st[u] = base_unit(u) ? based(idx, u) : top;
    return;
  }
  if (!in->ndefs) return;
  val r = top;
  int ok = 1;
  opkind op = op_of(in->desc->mnemonic);
  int single = in->ndef_ops >= 1 && in->defs[0].count == 1 && in->defs[0].first < NVAL;
  if (op != OP_NONE && single) {
#define S(k) source(p, in, st, (k), &ok)
    switch (op) {
    case OP_MOV: r = S(0); break;
    case OP_MOVK: {
      val c = S(0);
      r = c.lo == c.hi ? konst((uint64_t)(int64_t)(int16_t)c.lo) : top;
      break;
    }
    case OP_ADD: r = s_add(S(0), S(1)); break;
    case OP_ADD3: r = s_add(s_add(S(0), S(1)), S(2)); break;
    case OP_ADDK: r = s_add(st[in->defs[0].first], konst((uint64_t)(int64_t)(int16_t)S(0).lo)); break;
    case OP_SUB: r = s_sub_const(S(0), S(1)); break;
    case OP_SUBREV: r = v_sub(S(1), S(0)); break;
    case OP_SHL: r = s_shl(S(0), S(1)); break;
    case OP_SHLREV: r = s_shl(S(1), S(0)); break;
    case OP_SHRREV: r = v_shr(S(1), S(0)); break;
    case OP_SHR: r = v_shr(S(0), S(1)); break;
    case OP_AND: r = s_and(S(0), S(1)); break;
    case OP_OR: r = s_or(S(0), S(1)); break;
    case OP_OR3: r = v_or(v_or(S(0), S(1)), S(2)); break;
    case OP_XOR: r = v_xor(S(0), S(1)); break;
    case OP_MUL: r = v_mul(S(0), S(1)); break;
    case OP_MAD: r = v_add(v_mul(S(0), S(1)), S(2)); break;
    case OP_LSHL_ADD: r = s_add(s_shl(S(0), S(1)), S(2)); break;
    case OP_LSHL_OR: r = s_or(s_shl(S(0), S(1)), S(2)); break;
    case OP_ADD_LSHL: r = v_shl(v_add(S(0), S(1)), S(2)); break;
    case OP_BFE: {
      val w = S(2);
      r = w.lo == w.hi && w.lo < 32 ? v_and(v_shr(S(0), S(1)), konst((1ull << w.lo) - 1)) : top;
      break;
    }
    case OP_MBCNT: r = ival(0, (uint64_t)(f->wave_size == 32 ? 32 : 64) - 1, 0);
      r = v_add(r, S(1));
      break;
    default: break;
    }
#undef S
    if (!ok) r = top;
  }
  for (int d = 0; d < in->ndefs; d++)
    for (uint32_t u = in->defs[d].first; u < (uint32_t)in->defs[d].first + in->defs[d].count; u++)
      if (u < NVAL) st[u] = base_unit(u) ? based(idx, u) : top;
  if (op != OP_NONE && single && (!is_top(r) || r.skind != SK_NONE)) st[in->defs[0].first] = r;
}

static void entry_values(const asm_program *p, const asm_func *f, val *st) {
  uint32_t site = p->ninsts + (uint32_t)(f - p->funcs);
  for (uint32_t u = 0; u < NVAL; u++) st[u] = base_unit(u) ? based(site, u) : top;
  if (!f->is_kernel) return;
  /* v0 holds the work-item id: x alone when the descriptor enables only x
   * (or on targets that do not pack ids), else x | y << 10 | z << 20. */
  int packed = p->target->has_packed_tid;
  uint64_t max = f->max_wg_size ? f->max_wg_size - 1 : 1023;
  if (max > 1023) max = 1023;
  if (f->workitem_id_dims == 0 || (!packed && f->workitem_id_dims >= 0))
    st[ASM_UNIT_V0] = ival(0, max, 0);
}

/* LDS bytes touched by instruction idx given the values before it. */
typedef struct footprint {
  uint64_t lo, hi;
  int32_t sym;
  uint8_t sbit, sneg;
  int32_t bsym;        /* bytes [bsym + blo, bsym + bhi]; 0: no such relation */
  int64_t blo, bhi;
} footprint;

/* The part of a footprint [v + first, v + last] relative to v's symbol. */
static void base_footprint(val v, uint64_t first, uint64_t last, footprint *fp) {
  if (v.skind != SK_AFF) return;
  fp->bsym = v.sym;
  fp->blo = v.soff + (int64_t)first;
  fp->bhi = v.soff_hi + (int64_t)last;
}

/* The symbolic part of a footprint [v + first, v + last]: kept when the
 * parity bit holds for every byte. */
static void sym_footprint(val v, uint64_t first, uint64_t last, footprint *fp) {
  fp->sym = 0;
  fp->sbit = fp->sneg = 0;
  if (v.skind != SK_BIT || v.wtop || !bit_clear(v.wlo + first, v.whi + last, v.sbit)) return;
  fp->sym = v.sym;
  fp->sbit = v.sbit;
  fp->sneg = v.sneg;
}

static void lds_bytes(const asm_program *p, const asm_func *f, const val *st, uint32_t idx,
                      footprint *fp) {
  uint64_t *lo = &fp->lo, *hi = &fp->hi;
  fp->sym = 0;
  fp->sbit = fp->sneg = 0;
  fp->bsym = 0;
  fp->blo = fp->bhi = 0;
  const asm_inst *in = &p->insts[idx];
  const char *m = in->desc->mnemonic;
  const char *lt = asm_line_text(p, in->line);
  int64_t off = 0, off0 = 0, off1 = 0;
  int has01 = 0;
  for (int i = 0; i < in->nops; i++) {
    const asm_operand *o = &in->ops[i];
    if (o->kind != ASM_OP_MOD || !o->has_imm) continue;
    if (o->name_len == 6 && !memcmp(lt + o->off, "offset", 6)) off = o->imm;
    if (o->name_len == 7 && !memcmp(lt + o->off, "offset0", 7)) off0 = o->imm, has01 = 1;
    if (o->name_len == 7 && !memcmp(lt + o->off, "offset1", 7)) off1 = o->imm, has01 = 1;
  }
  *lo = 0;
  *hi = TOP_HI;
  if (in->lds_dma) {
    uint64_t bpl = strstr(m, "x4") ? 16 : strstr(m, "x3") ? 12 : 4;
    uint64_t lanes = f->wave_size == 32 ? 32 : 64;
    val m0 = st[ASM_UNIT_M0];
    if (off < 0) return;
    sym_footprint(m0, (uint64_t)off, (uint64_t)off + lanes * bpl - 1, fp);
    base_footprint(m0, (uint64_t)off, (uint64_t)off + lanes * bpl - 1, fp);
    if (is_top(m0)) return;
    *lo = m0.lo + (uint64_t)off;
    *hi = m0.hi + (uint64_t)off + lanes * bpl - 1;
    return;
  }
  /* ds_* and gfx1250 async: the first register operand after the defs is
   * the LDS address (for async loads the first operand itself). */
  uint64_t size = strstr(m, "b128") ? 16 : strstr(m, "b96") ? 12 : strstr(m, "b64") ? 8
                  : (strstr(m, "u16") || strstr(m, "i16") || strstr(m, "b16") || strstr(m, "f16")) ? 2
                  : (strstr(m, "u8") || strstr(m, "i8") || strstr(m, "b8")) ? 1 : 4;
  int want = in->event == TG_EV_ASYNC ? 0 : in->ndef_ops;
  int regpos = 0;
  for (int i = 0; i < in->nops; i++) {
    const asm_operand *o = &in->ops[i];
    if (o->kind != ASM_OP_REG && o->kind != ASM_OP_OFF && o->kind != ASM_OP_REGLIST) continue;
    if (regpos++ != want) continue;
    if (o->kind != ASM_OP_REG || o->reg.count != 1 || o->reg.first >= NVAL) return;
    val a = st[o->reg.first];
    int64_t first = off, last = off;
    if (has01) {
      int64_t scale = (int64_t)size * (strstr(m, "st64") ? 64 : 1);
      first = (off0 < off1 ? off0 : off1) * scale;
      last = (off0 > off1 ? off0 : off1) * scale;
    }
    if (first < 0) return;
    sym_footprint(a, (uint64_t)first, (uint64_t)last + size - 1, fp);
    base_footprint(a, (uint64_t)first, (uint64_t)last + size - 1, fp);
    if (is_top(a)) return;
    *lo = a.lo + (uint64_t)first;
    *hi = a.hi + (uint64_t)last + size - 1;
    return;
  }
}

/* The registers whose values can reach what is asked (the seeds: the LDS
 * addresses, or M0): every register an instruction reads to write one of
 * them, to a fixpoint, whatever the order. Only these are carried from block
 * to block; a value of another register is never read to compute one of
 * these, so the result is the same as carrying every register, at a size
 * proportional to the slice instead of the whole register file (a block's
 * state over every register is about 57 KB). unit[0..n-1]: the slice. */
typedef struct vslice {
  uint16_t unit[NVAL];
  uint32_t n;
  uint8_t *writes; /* per instruction of the function: a call, or it writes a register of the slice */
} vslice;

static void slice_add(uint8_t *in, uint32_t first, uint32_t count, int *grew) {
  for (uint32_t u = first; u < first + count && u < NVAL; u++)
    if (!in[u]) in[u] = 1, *grew = 1;
}

static void slice_compute(const asm_program *p, const asm_func *f, int (*seed)(const asm_inst *in, uint8_t *units),
                          vslice *sl) {
  uint8_t in[NVAL] = {0};
  int grew = 0;
  /* only what step computes from its sources reads them: it writes every
   * other definition as unknown (or a base) whatever they hold */
  uint32_t nmodel = 0, *model = ww_xmalloc(sizeof(uint32_t) * (f->end_inst - f->first_inst + 1));
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    const asm_inst *x = &p->insts[i];
    grew |= seed(x, in);
    if (!(x->flags & TG_IF_CALL) && x->ndefs && x->ndef_ops >= 1 && x->defs[0].count == 1 &&
        x->defs[0].first < NVAL && op_of(x->desc->mnemonic) != OP_NONE)
      model[nmodel++] = i;
  }
  while (grew) {
    grew = 0;
    for (uint32_t m = 0; m < nmodel; m++) {
      const asm_inst *x = &p->insts[model[m]];
      if (!in[x->defs[0].first]) continue; /* its other definitions: unknown */
      for (int k = 0; k < x->nuses; k++) slice_add(in, x->uses[k].first, x->uses[k].count, &grew);
      for (int k = 0; k < x->nops; k++)
        if (x->ops[k].kind == ASM_OP_REG) slice_add(in, x->ops[k].reg.first, x->ops[k].reg.count, &grew);
    }
  }
  free(model);
  sl->n = 0;
  for (uint32_t u = 0; u < NVAL; u++)
    if (in[u]) sl->unit[sl->n++] = (uint16_t)u;
  /* step need not run where it writes nothing of the slice */
  sl->writes = calloc(f->end_inst - f->first_inst + 1, 1);
  if (!sl->writes) ww_die("out of memory");
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    const asm_inst *x = &p->insts[i];
    int w = (x->flags & TG_IF_CALL) != 0;
    for (int d = 0; d < x->ndefs && !w; d++)
      for (uint32_t u = x->defs[d].first; u < (uint32_t)x->defs[d].first + x->defs[d].count && u < NVAL; u++)
        if (in[u]) w = 1;
    sl->writes[i - f->first_inst] = (uint8_t)w;
  }
}

/* step, for the registers of the slice */
static void slice_step(const asm_program *p, const asm_func *f, const vslice *sl, val *st, uint32_t i) {
  if (sl->writes[i - f->first_inst]) step(p, f, st, i);
}

typedef struct vflow_ctx {
  const asm_program *p;
  const asm_func *f;
  val **in; /* entry values per block, over the slice; NULL: not reached yet */
  val *cur; /* every register (outside the slice: never read) */
  uint8_t *header;    /* per block: a loop header (entered by a back edge) */
  int32_t sym_base;   /* symbols of this function: sym_base + block * NVAL + unit + 1 */
  const vslice *sl;
} vflow_ctx;

static void vflow_load(vflow_ctx *c, uint32_t b) {
  for (uint32_t k = 0; k < c->sl->n; k++) c->cur[c->sl->unit[k]] = c->in[b][k];
}

static void vflow_transfer(void *vc, uint32_t b) {
  vflow_ctx *c = vc;
  vflow_load(c, b);
  for (uint32_t i = c->f->blocks[b].first; i <= c->f->blocks[b].last; i++) slice_step(c->p, c->f, c->sl, c->cur, i);
}

/* Block b's entry state, over the slice, from every register's values. */
static void vflow_keep(vflow_ctx *c, uint32_t b, const val *all) {
  c->in[b] = ww_xmalloc(sizeof(val) * (c->sl->n ? c->sl->n : 1));
  for (uint32_t k = 0; k < c->sl->n; k++) c->in[b][k] = all[c->sl->unit[k]];
}

/* At a loop header every register is "its value at this entry" from the
 * first visit on, so that the body is computed relative to it before any
 * join could mix in the values of the first iteration alone. */
static void symbolize(vflow_ctx *c, uint32_t b) {
  for (uint32_t k = 0; k < c->sl->n; k++) {
    uint32_t u = c->sl->unit[k];
    val *v = &c->in[b][k];
    v->skind = SK_AFF;
    v->sym = c->sym_base + (int32_t)(b * NVAL + u) + 1;
    v->soff = v->soff_hi = 0;
  }
}

/* Hull of the values; a loop that keeps changing a value makes it unknown. */
static int vflow_join(void *vc, uint32_t from, uint32_t to, int widen) {
  vflow_ctx *c = vc;
  (void)from;
  if (!c->in[to]) {
    vflow_keep(c, to, c->cur);
    if (c->header[to]) symbolize(c, to);
    return 1;
  }
  int changed = 0;
  for (uint32_t k = 0; k < c->sl->n; k++) {
    uint32_t u = c->sl->unit[k];
    val *in = &c->in[to][k];
    if (v_eq(*in, c->cur[u])) continue;
    val j = v_join(*in, c->cur[u]);
    if (widen && !v_eq(j, plain(*in))) j = top;
    val a = *in, b = c->cur[u];
    if (same_sym(a, b)) {
      j = with_sym_of(j, b);
    } else if (a.skind == SK_AFF && b.skind == SK_AFF && a.sym == b.sym) {
      /* one symbol plus either path's offsets */
      int64_t lo = a.soff < b.soff ? a.soff : b.soff, hi = a.soff_hi > b.soff_hi ? a.soff_hi : b.soff_hi;
      if (hi - lo < SOFF_SPAN) {
        j = with_sym_of(j, b);
        j.soff = lo;
        j.soff_hi = hi;
      }
    }
    /* At a loop header a value that differs between iterations becomes the
     * symbol "its value at this entry", relative to which the body's values
     * are computed (the interval stays a sound bound). */
    if (c->header[to]) {
      j.skind = SK_AFF;
      j.sym = c->sym_base + (int32_t)(to * NVAL + u) + 1;
      j.soff = j.soff_hi = 0;
    }
    if (v_eq(j, *in)) continue;
    *in = j;
    changed = 1;
  }
  return changed;
}

/* How the parity of symbol sym (unit u at header h's entry) changes from
 * one iteration to the next: WT_SFLIP_FLIPS when every back edge into h
 * brings sigma plus an odd number (a counter stepping by one),
 * WT_SFLIP_SAME for an even one, else WT_SFLIP_UNKNOWN. */
static int symbol_step(vflow_ctx *c, uint32_t h, uint32_t u, int32_t sym) {
  const asm_block *hb = &c->f->blocks[h];
  int result = WT_SFLIP_UNKNOWN;
  for (uint32_t k = 0; k < hb->npreds; k++) {
    uint32_t pb = hb->preds[k];
    if (!wt_back_edge(c->f, pb, h)) continue;
    if (!c->in[pb]) return WT_SFLIP_UNKNOWN;
    vflow_transfer(c, pb);
    val v = c->cur[u];
    int step;
    if (aff_exact(v) && v.sym == sym) step = (v.soff & 1) ? WT_SFLIP_FLIPS : WT_SFLIP_SAME;
    else if (v.skind == SK_BIT && v.sym == sym && v.sbit == 0) step = v.sneg ? WT_SFLIP_FLIPS : WT_SFLIP_SAME;
    else return WT_SFLIP_UNKNOWN;
    if (result != WT_SFLIP_UNKNOWN && result != step) return WT_SFLIP_UNKNOWN;
    result = step;
  }
  return result;
}

static int touches_lds(const asm_inst *in) {
  return in->lds_dma || in->reads_lds || in->writes_lds || in->event == TG_EV_ASYNC;
}

/* Seeds of the slices: what lds_bytes reads (M0 and every register an LDS
 * access names), and M0 alone. */
static int seed_lds(const asm_inst *in, uint8_t *units) {
  if (!touches_lds(in)) return 0;
  int grew = 0;
  slice_add(units, ASM_UNIT_M0, 1, &grew);
  for (int k = 0; k < in->nops; k++)
    if (in->ops[k].kind == ASM_OP_REG) slice_add(units, in->ops[k].reg.first, in->ops[k].reg.count, &grew);
  return grew;
}

static int seed_m0(const asm_inst *in, uint8_t *units) {
  (void)in;
  int grew = 0;
  slice_add(units, ASM_UNIT_M0, 1, &grew);
  return grew;
}

void wt_lds_info_compute(const asm_program *p, wt_lds_info *out) {
  wt_lds_values_compute(p, out);
  wt_phases_compute(p, out);
}

void wt_lds_values_compute(const asm_program *p, wt_lds_info *out) {
  memset(out, 0, sizeof *out);
  int any_async = 0;
  for (uint32_t fi = 0; fi < p->nfuncs; fi++) any_async |= p->funcs[fi].async_lds;
  if (!any_async) return; /* nothing writes LDS asynchronously: ranges are moot */
  out->lo = ww_xmalloc(sizeof(uint64_t) * p->ninsts);
  out->hi = ww_xmalloc(sizeof(uint64_t) * p->ninsts);
  out->sym = calloc(p->ninsts ? p->ninsts : 1, sizeof(int32_t));
  out->sbit = calloc(p->ninsts ? p->ninsts : 1, 1);
  out->sneg = calloc(p->ninsts ? p->ninsts : 1, 1);
  out->sflip = calloc(p->ninsts ? p->ninsts : 1, 1);
  out->shead = calloc(p->ninsts ? p->ninsts : 1, sizeof(uint32_t));
  out->bsym = calloc(p->ninsts ? p->ninsts : 1, sizeof(int32_t));
  out->blo = calloc(p->ninsts ? p->ninsts : 1, sizeof(int64_t));
  out->bhi = calloc(p->ninsts ? p->ninsts : 1, sizeof(int64_t));
  if (!out->sym || !out->sbit || !out->sneg || !out->sflip || !out->shead || !out->bsym ||
      !out->blo || !out->bhi)
    ww_die("out of memory");
  for (uint32_t i = 0; i < p->ninsts; i++) out->lo[i] = 1, out->hi[i] = 0; /* empty */
  val *cur = ww_xmalloc(sizeof(val) * NVAL);
  int32_t sym_base = 0;
  for (uint32_t fi = 0; fi < p->nfuncs; fi++) {
    const asm_func *f = &p->funcs[fi];
    if (!f->nblocks) continue;
    vslice sl;
    slice_compute(p, f, seed_lds, &sl);
    vflow_ctx c = {p, f, calloc(f->nblocks, sizeof(val *)), cur, calloc(f->nblocks, 1), sym_base, &sl};
    if (!c.in || !c.header) ww_die("out of memory");
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (uint32_t k = 0; k < f->blocks[b].npreds; k++)
        if (wt_back_edge(f, f->blocks[b].preds[k], b)) c.header[b] = 1;
    if ((uint64_t)sym_base + (uint64_t)f->nblocks * NVAL < INT32_MAX)
      sym_base += (int32_t)(f->nblocks * NVAL);
    val **in = c.in;
    entry_values(p, f, cur);
    vflow_keep(&c, 0, cur);
    if (c.header[0]) symbolize(&c, 0);
    wt_flow(f, &c, vflow_transfer, vflow_join);
    for (uint32_t b = 0; b < f->nblocks; b++) {
      if (!in[b]) continue;
      vflow_load(&c, b);
      for (uint32_t i = f->blocks[b].first; i <= f->blocks[b].last; i++) {
        if (touches_lds(&p->insts[i])) {
          footprint fp;
          lds_bytes(p, f, cur, i, &fp);
          out->lo[i] = fp.lo;
          out->hi[i] = fp.hi;
          out->sym[i] = fp.sym;
          out->sbit[i] = fp.sbit;
          out->sneg[i] = fp.sneg;
          out->bsym[i] = fp.bsym;
          out->blo[i] = fp.blo;
          out->bhi[i] = fp.bhi;
        }
        slice_step(p, f, &sl, cur, i);
      }
    }
    int32_t fbase = c.sym_base;
    for (uint32_t i = f->first_inst; i < f->end_inst; i++)
      if (out->sym[i]) {
        uint32_t k = (uint32_t)(out->sym[i] - fbase - 1);
        out->shead[i] = k / NVAL;
        out->sflip[i] = (uint8_t)symbol_step(&c, k / NVAL, k % NVAL, out->sym[i]);
      }
    for (uint32_t b = 0; b < f->nblocks; b++) free(in[b]);
    free(in);
    free(c.header);
    free(sl.writes);
  }
  free(cur);
}

void wt_lds_info_free(wt_lds_info *l) {
  free(l->lo);
  free(l->hi);
  free(l->sym);
  free(l->sbit);
  free(l->sneg);
  free(l->sflip);
  free(l->shead);
  free(l->bsym);
  free(l->blo);
  free(l->bhi);
  wt_phases_free(l->phases);
  memset(l, 0, sizeof *l);
}

/* ---- compares every lane decides alike ---- */

/* An integer VALU compare: its relation (REL_*) and whether signed;
 * REL_NONE when m is not one this decides. */
enum { REL_NONE, REL_LT, REL_LE, REL_GT, REL_GE, REL_EQ, REL_NE };
static int compare_rel(const char *m, int *is_signed) {
  static const struct { const char *n; int rel; } rels[] = {
      {"lt_", REL_LT}, {"le_", REL_LE}, {"gt_", REL_GT}, {"ge_", REL_GE},
      {"eq_", REL_EQ}, {"ne_", REL_NE}, {"lg_", REL_NE}};
  const char *t = !strncmp(m, "v_cmpx_", 7) ? m + 7 : !strncmp(m, "v_cmp_", 6) ? m + 6 : NULL;
  if (!t) return REL_NONE;
  for (size_t k = 0; k < sizeof rels / sizeof rels[0]; k++) {
    if (strncmp(t, rels[k].n, 3)) continue;
    const char *ty = t + 3;
    if (strncmp(ty, "u32", 3) && strncmp(ty, "i32", 3)) return REL_NONE;
    if (ty[3] && ty[3] != '_') return REL_NONE;
    *is_signed = ty[0] == 'i';
    return rels[k].rel;
  }
  return REL_NONE;
}

/* The relation a REL b over intervals: WT_CMP_TRUE / WT_CMP_FALSE when
 * every pair of values decides it alike, else WT_CMP_UNKNOWN. */
static int decide(int rel, val a, val b) {
  if (is_top(a) || is_top(b)) return WT_CMP_UNKNOWN;
  int lt = a.hi < b.lo, ge = a.lo >= b.hi, gt = a.lo > b.hi, le = a.hi <= b.lo;
  int eq = is_const(a) && is_const(b) && a.lo == b.lo, ne = a.hi < b.lo || b.hi < a.lo;
  int t = 0, f = 0;
  switch (rel) {
  case REL_LT: t = lt, f = ge; break;
  case REL_LE: t = le, f = gt; break;
  case REL_GT: t = gt, f = le; break;
  case REL_GE: t = ge, f = lt; break;
  case REL_EQ: t = eq, f = ne; break;
  case REL_NE: t = ne, f = eq; break;
  default: break;
  }
  return t ? WT_CMP_TRUE : f ? WT_CMP_FALSE : WT_CMP_UNKNOWN;
}

/* Only compares against an immediate are asked (v_cmp_gt_u32 0x100, v0):
 * one against a register is rarely decided, and its slice (the register's
 * whole computation) is what costs. The flow carries the registers of the
 * asked ones only: no other compare may be read from it. */
static int asked_compare(const asm_inst *in) {
  int sgn, imm = 0;
  if (compare_rel(in->desc->mnemonic, &sgn) == REL_NONE) return 0;
  for (int k = 0; k < in->nops; k++) imm |= in->ops[k].kind == ASM_OP_IMM && in->ops[k].has_imm;
  return imm;
}

static int seed_cmp(const asm_inst *in, uint8_t *units) {
  int grew = 0;
  if (!asked_compare(in)) return 0;
  for (int k = 0; k < in->nops; k++)
    if (in->ops[k].kind == ASM_OP_REG) slice_add(units, in->ops[k].reg.first, in->ops[k].reg.count, &grew);
  return grew;
}

/* The outcome of compare i given the values before it. */
static int compare_outcome(const asm_program *p, const val *st, uint32_t i) {
  const asm_inst *in = &p->insts[i];
  int sgn = 0, ok = 1, rel = compare_rel(in->desc->mnemonic, &sgn);
  if (rel == REL_NONE || !asked_compare(in)) return WT_CMP_UNKNOWN;
  val a = source(p, in, st, 0, &ok), b = source(p, in, st, 1, &ok);
  /* a signed compare agrees with the unsigned one where both sides are
   * non-negative (below 2^31) */
  if (!ok || (sgn && (a.hi > INT32_MAX || b.hi > INT32_MAX))) return WT_CMP_UNKNOWN;
  return decide(rel, a, b);
}

/* The value flow over f sliced to what seed asks about, then visit(i, cur)
 * at each reachable instruction with the values before it: the one walk
 * behind wt_decided_compares and wt_m0_constants. */
typedef void (*visit_fn)(const asm_program *p, uint32_t i, const val *cur, void *arg);
static void sliced_flow(const asm_program *p, const asm_func *f, int (*seed)(const asm_inst *, uint8_t *),
                        visit_fn visit, void *arg) {
  val *cur = ww_xmalloc(sizeof(val) * NVAL);
  vslice sl;
  slice_compute(p, f, seed, &sl);
  vflow_ctx c = {p, f, calloc(f->nblocks, sizeof(val *)), cur, calloc(f->nblocks, 1), 1, &sl};
  if (!c.in || !c.header) ww_die("out of memory");
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (uint32_t k = 0; k < f->blocks[b].npreds; k++)
      if (wt_back_edge(f, f->blocks[b].preds[k], b)) c.header[b] = 1;
  entry_values(p, f, cur);
  vflow_keep(&c, 0, cur);
  if (c.header[0]) symbolize(&c, 0);
  wt_flow(f, &c, vflow_transfer, vflow_join);
  for (uint32_t b = 0; b < f->nblocks; b++) {
    if (!c.in[b]) continue;
    vflow_load(&c, b);
    for (uint32_t i = f->blocks[b].first; i <= f->blocks[b].last; i++) {
      visit(p, i, cur, arg);
      slice_step(p, f, &sl, cur, i);
    }
  }
  for (uint32_t b = 0; b < f->nblocks; b++) free(c.in[b]);
  free(c.in);
  free(c.header);
  free(sl.writes);
  free(cur);
}

typedef struct { uint32_t first; uint8_t *out; } cmp_visit;
static void visit_compare(const asm_program *p, uint32_t i, const val *cur, void *arg) {
  cmp_visit *v = arg;
  v->out[i - v->first] = (uint8_t)compare_outcome(p, cur, i);
}

void wt_decided_compares(const asm_program *p, uint32_t fi, uint8_t *out) {
  const asm_func *f = &p->funcs[fi];
  memset(out, WT_CMP_UNKNOWN, f->end_inst - f->first_inst);
  if (!f->nblocks) return;
  cmp_visit v = {f->first_inst, out};
  sliced_flow(p, f, seed_cmp, visit_compare, &v);
}

typedef struct { uint32_t first; int (*want)(const asm_inst *in); int64_t *out; } m0_visit;
static void visit_m0(const asm_program *p, uint32_t i, const val *cur, void *arg) {
  m0_visit *v = arg;
  val m = cur[ASM_UNIT_M0];
  if (v->want(&p->insts[i]) && is_const(m)) v->out[i - v->first] = (int64_t)m.lo;
}

/* The same flow for M0 alone (barrier_rules.c reads barrier ids and counts
 * from it): out[i - f->first_inst] = M0's value before instruction i where
 * it is one constant and want(i), else -1. */
void wt_m0_constants(const asm_program *p, uint32_t fi, int (*want)(const asm_inst *in), int64_t *out) {
  const asm_func *f = &p->funcs[fi];
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) out[i - f->first_inst] = -1;
  if (!f->nblocks) return;
  m0_visit v = {f->first_inst, want, out};
  sliced_flow(p, f, seed_m0, visit_m0, &v);
}
