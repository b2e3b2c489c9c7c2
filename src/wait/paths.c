/*
 * paths.c - branch edges that cannot be taken after a given predecessor.
 *
 * LLVM's structurizer leaves "flow" blocks that select a successor with a
 * flag set in each predecessor:
 *
 *   B0: s_mov_b64 s[2:3], -1 ; s_cbranch_scc0 B2     (skips the wait in B1)
 *   B1: s_waitcnt vmcnt(0)   ; s_mov_b64 s[2:3], 0
 *   B2: s_andn2_b64 vcc, exec, s[2:3] ; s_cbranch_vccnz USE
 *
 * The path B0 -> B2 -> USE does not exist (vcc = exec & ~-1 = 0), but a
 * join at B2 forgets which predecessor it came from, and a path-insensitive
 * analysis reports a missing wait at USE. For each block B ending in a
 * conditional branch, this runs the predecessor and B on known bits of the
 * scalar registers (unknown at the predecessor's entry, plus what the
 * predecessor's own branch says about SCC/VCC/EXEC on the edge into B) and
 * records the successors B can reach from each predecessor. The analysis
 * then sends each predecessor's state only along the edges it can take
 * (analysis.c): jump threading inside the dataflow, without copying blocks.
 */
#include "wait.h"

#include <stdlib.h>
#include <string.h>

/* Known bits of the scalar units s0..s105, vcc, ttmp, m0, exec, scc. */
#define KB_FIRST ASM_UNIT_S0
#define KB_COUNT (ASM_NUNITS - ASM_UNIT_S0)

typedef struct kb {
  uint32_t val, known;  /* bit i is val's bit i where known's bit i is set */
} kb;

typedef struct kb_state {
  kb u[KB_COUNT];
} kb_state;

static int tracked(asm_regs r) { return r.count && r.first >= KB_FIRST && r.first + r.count <= ASM_NUNITS; }

static kb *unit(kb_state *s, uint32_t u) { return &s->u[u - KB_FIRST]; }

/* A value of up to 64 bits, as two 32-bit halves. */
typedef struct kb64 {
  kb lo, hi;
} kb64;

static const kb64 unknown64 = {{0, 0}, {0, 0}};

static kb64 read_op(kb_state *s, const asm_operand *o, int wide) {
  kb64 r = unknown64;
  if (o->kind == ASM_OP_REG && tracked(o->reg) && o->reg.count == (wide ? 2 : 1)) {
    r.lo = *unit(s, o->reg.first);
    if (wide) r.hi = *unit(s, o->reg.first + 1u);
  } else if (o->kind == ASM_OP_IMM && o->has_imm) {
    /* 64-bit operations sign-extend inline constants; only those are sure. */
    if (!wide || (o->imm >= -16 && o->imm <= 64)) {
      uint64_t v = (uint64_t)o->imm;
      r.lo = (kb){(uint32_t)v, UINT32_MAX};
      r.hi = wide ? (kb){(uint32_t)(v >> 32), UINT32_MAX} : (kb){0, 0};
    }
  }
  return r;
}

static void write_regs(kb_state *s, asm_regs r, kb64 v) {
  if (!tracked(r)) return;
  *unit(s, r.first) = v.lo;
  if (r.count > 1) *unit(s, r.first + 1u) = v.hi;
  for (uint32_t k = 2; k < r.count; k++) *unit(s, r.first + k) = (kb){0, 0};
}

static kb kb_and(kb a, kb b) {
  uint32_t zero = (a.known & ~a.val) | (b.known & ~b.val);
  uint32_t one = (a.known & a.val) & (b.known & b.val);
  return (kb){one, zero | one};
}
static kb kb_or(kb a, kb b) {
  uint32_t one = (a.known & a.val) | (b.known & b.val);
  uint32_t zero = (a.known & ~a.val) & (b.known & ~b.val);
  return (kb){one, zero | one};
}
static kb kb_xor(kb a, kb b) {
  uint32_t k = a.known & b.known;
  return (kb){(a.val ^ b.val) & k, k};
}
static kb kb_not(kb a) { return (kb){~a.val & a.known, a.known}; }

/* 1: certainly non-zero, 0: certainly zero, -1: unknown. */
static int kb_nonzero(kb lo, kb hi, int wide) {
  if ((lo.known & lo.val) || (wide && (hi.known & hi.val))) return 1;
  if (lo.known == UINT32_MAX && (!wide || hi.known == UINT32_MAX)) return 0;
  return -1;
}

static void set_scc(kb_state *s, int v) {
  *unit(s, ASM_UNIT_SCC) = v < 0 ? (kb){0, 0} : (kb){(uint32_t)v, 1};
}

/* What an SALU mnemonic is: OP_* below (the operation plus one), and
 * whether it ends in _b64 or _b32; read once per descriptor (memo, by its
 * address): flow blocks repeat a few mnemonics. */
enum { SZ_WIDE = 16, SZ_NARROW = 32 };
typedef struct op_memo {
  const tg_inst_desc *desc[64];
  uint8_t code[64];
} op_memo;

static uint8_t op_code(const tg_inst_desc *d) {
  const char *m = d->mnemonic;
  size_t n = strlen(m); /* (SALU: the caller asks only then) */
  int wide = n > 4 && strcmp(m + n - 4, "_b64") == 0;
  int narrow = n > 4 && strcmp(m + n - 4, "_b32") == 0;
  if (!wide && !narrow) return 0;
  size_t base = n - 4;
  int op = -1; /* 0 and 1 or 2 xor 3 andn2 4 orn2 5 nand 6 nor 7 xnor 8 not 9 mov */
  static const char *const names[] = {"s_and", "s_or", "s_xor", "s_andn2", "s_orn2", "s_nand",
                                      "s_nor", "s_xnor", "s_not", "s_mov", "s_and_not1", "s_or_not1"};
  static const int ops[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 3, 4};
  for (int k = 0; k < 12; k++)
    if (strlen(names[k]) == base && memcmp(m, names[k], base) == 0) op = ops[k];
  return (uint8_t)((op + 1) | (wide ? SZ_WIDE : SZ_NARROW));
}

/* Bitwise SALU operations on known bits; everything else forgets its defs. */
static void step(kb_state *s, op_memo *mm, const asm_inst *in) {
  if (!in->ndefs) return;
  uint8_t code = 0;
  if (in->desc && (in->flags & TG_IF_SALU)) {
    size_t h = ((uintptr_t)in->desc / sizeof *in->desc) & 63;
    if (mm->desc[h] != in->desc) mm->desc[h] = in->desc, mm->code[h] = op_code(in->desc);
    code = mm->code[h];
  }
  int wide = (code & SZ_WIDE) != 0, narrow = (code & SZ_NARROW) != 0;
  const asm_operand *o = in->ops;
  int handled = 0;
  if ((wide || narrow) && in->nops >= 2 && o[0].kind == ASM_OP_REG && tracked(o[0].reg) &&
      o[0].reg.count == (wide ? 2 : 1)) {
    kb64 a = read_op(s, &o[1], wide), r = unknown64;
    int op = (code & 15) - 1;
    if (op >= 8 && in->nops == 2) {
      r = op == 8 ? (kb64){kb_not(a.lo), wide ? kb_not(a.hi) : (kb){0, 0}} : a;
      handled = 1;
    } else if (op >= 0 && op < 8 && in->nops == 3) {
      kb64 b = read_op(s, &o[2], wide);
      if (op == 3 || op == 4) b = (kb64){kb_not(b.lo), kb_not(b.hi)};
      kb (*f)(kb, kb) = (op == 0 || op == 3 || op == 5) ? kb_and : (op == 1 || op == 4 || op == 6) ? kb_or : kb_xor;
      r.lo = f(a.lo, b.lo);
      r.hi = f(a.hi, b.hi);
      if (op >= 5) r = (kb64){kb_not(r.lo), kb_not(r.hi)};
      handled = 1;
    }
    if (handled) {
      if (!wide) r.hi = (kb){0, 0};
      write_regs(s, o[0].reg, r);
      if (op != 9) set_scc(s, kb_nonzero(r.lo, r.hi, wide)); /* s_mov leaves SCC alone */
    }
  }
  if (handled) return;
  for (uint32_t d = 0; d < in->ndefs; d++)
    if (in->defs[d].count && in->defs[d].first + in->defs[d].count > KB_FIRST) {
      asm_regs r = in->defs[d];
      for (uint32_t u = r.first; u < (uint32_t)r.first + r.count; u++)
        if (u >= KB_FIRST && u < ASM_NUNITS) *unit(s, u) = (kb){0, 0};
    }
}

/* The condition of a conditional branch: 1 taken, 0 not taken, -1 unknown. */
static int branch_taken(kb_state *s, const asm_inst *in, int wave64) {
  const char *m = in->desc ? in->desc->mnemonic : "";
  kb scc = *unit(s, ASM_UNIT_SCC);
  if (!strcmp(m, "s_cbranch_scc0") || !strcmp(m, "s_cbranch_scc1")) {
    if (!(scc.known & 1)) return -1;
    return (int)(scc.val & 1) == (m[13] == '1');
  }
  int vcc = !strncmp(m, "s_cbranch_vcc", 13), exec = !strncmp(m, "s_cbranch_exec", 14);
  if (!vcc && !exec) return -1;
  uint32_t lo = vcc ? ASM_UNIT_VCC_LO : ASM_UNIT_EXEC_LO;
  int nz = kb_nonzero(*unit(s, lo), *unit(s, lo + 1), wave64);
  if (nz < 0) return -1;
  int want_nonzero = m[strlen(m) - 2] == 'n'; /* ...nz */
  return nz == want_nonzero;
}

/* What the branch ending `from` says on its edge into `to`. */
static void edge_fact(kb_state *s, const asm_func *f, const asm_program *p, uint32_t from, uint32_t to) {
  const asm_block *b = &f->blocks[from];
  const asm_inst *in = &p->insts[b->last];
  if (!(in->flags & TG_IF_COND_BRANCH) || b->succ[1] < 0) return;
  const char *m = in->desc ? in->desc->mnemonic : "";
  int taken = (int32_t)to == b->succ[0];
  if (!strcmp(m, "s_cbranch_scc0") || !strcmp(m, "s_cbranch_scc1")) {
    int one = m[13] == '1';
    set_scc(s, taken ? one : !one);
  }
}

/* Flow blocks are short, and their flags are set near the end of each
 * predecessor. */
#define PRED_WINDOW 16u
#define BLOCK_WINDOW 8u

static int decidable(const asm_inst *term) {
  const char *m = term->desc ? term->desc->mnemonic : "";
  return !strncmp(m, "s_cbranch_scc", 13) || !strncmp(m, "s_cbranch_vcc", 13) ||
         !strncmp(m, "s_cbranch_exec", 14);
}

void wt_paths_compute(const asm_program *p, const asm_func *f, wt_paths *out) {
  memset(out, 0, sizeof *out);
  kb_state *s = NULL;
  op_memo mm;
  memset(mm.desc, 0, sizeof mm.desc);
  int wave64 = f->wave_size != 32;
  for (uint32_t b = 1; b < f->nblocks; b++) {
    const asm_block *bl = &f->blocks[b];
    const asm_inst *term = &p->insts[bl->last];
    if (bl->succ[1] < 0 || bl->npreds < 2 || !(term->flags & TG_IF_COND_BRANCH) ||
        bl->last - bl->first > BLOCK_WINDOW || !decidable(term))
      continue;
    /* The block runs once per successor: a call in it would be solved again. */
    int calls = 0;
    for (uint32_t i = bl->first; i <= bl->last; i++) calls |= (p->insts[i].flags & TG_IF_CALL) != 0;
    if (calls) continue;
    for (uint32_t k = 0; k < bl->npreds; k++) {
      if (!s) s = ww_xmalloc(sizeof *s);
      memset(s, 0, sizeof *s);
      /* Starting from unknown anywhere is sound: the flag is set within the
       * last few instructions of the predecessor. */
      const asm_block *pb = &f->blocks[bl->preds[k]];
      uint32_t from = pb->last - pb->first > PRED_WINDOW ? pb->last - PRED_WINDOW : pb->first;
      for (uint32_t i = from; i <= pb->last; i++) step(s, &mm, &p->insts[i]);
      edge_fact(s, f, p, bl->preds[k], b);
      for (uint32_t i = bl->first; i < bl->last; i++) step(s, &mm, &p->insts[i]);
      int t = branch_taken(s, term, wave64);
      if (t < 0) continue;
      if (!out->feasible) out->feasible = calloc(f->nblocks, sizeof(uint8_t *));
      if (!out->feasible) ww_die("out of memory");
      if (!out->feasible[b]) {
        out->feasible[b] = ww_xmalloc(bl->npreds);
        memset(out->feasible[b], 3, bl->npreds);
      }
      out->feasible[b][k] = t ? 1 : 2; /* succ[0] is the taken target */
      out->nthreaded++;
    }
  }
  out->nblocks = f->nblocks;
  free(s);
}

void wt_paths_free(wt_paths *w) {
  for (uint32_t b = 0; w->feasible && b < w->nblocks; b++) free(w->feasible[b]);
  free(w->feasible);
  memset(w, 0, sizeof *w);
}
