/*
 * barrier_divergence.c - barriers that only some waves of a workgroup may
 * reach (barrier_rules.c reports them as barrier-divergent warnings).
 *
 * A forward dataflow marks the registers whose value may differ between the
 * waves of one workgroup ("wave-variant"), with the instruction the variance
 * came from: at a kernel's entry the work-item ids (v0..v2; v31 at another
 * function's entry, LLVM's convention), then LDS reads, atomics that return, s_getreg
 * (HW_ID), s_memtime/s_memrealtime as sources (not lane ids: v_mbcnt of
 * a mask counts the same in every wave unless the mask or EXEC varies), and
 * any instruction that reads a variant register makes what it writes variant
 * (v_readfirstlane of v0, a load through a variant address, a compare, a
 * loop counter). Kernel arguments, the workgroup id and constants are not
 * sources. EXEC is not followed as an operand (every VALU reads it), but
 * a write under a variant EXEC is variant (K_MASKED, K_SCALAR); an
 * s_*_saveexec writes EXEC variant when its mask is, and saves the old EXEC
 * as it was, so the restore after a divergent region makes EXEC uniform
 * again (after an else arm or a loop too: step_masks). LDS broadcasts
 * (broadcast_loads) are no sources, and SGPR spill lanes are apart
 * (step_lanes). A barrier is divergent when its block is control dependent
 * (post-dominators), directly or through uniform branches, on a
 * conditional branch that tests a variant SCC, VCC or EXEC. An
 * `s_barrier_signal -3` under the branch on an s_barrier_signal_isfirst's
 * SCC is the one-wave-per-workgroup pattern, not divergence: the caller's
 * `found` passes it over (returns 0).
 */
#include "barrier_rules.h"

#include <stdlib.h>
#include <string.h>

#define UNIFORM UINT32_MAX
#define FROM_ENTRY (UINT32_MAX - 1) /* the work-item id (or argument) at entry */
#define NOT_YET (UINT32_MAX - 2)    /* an origin not computed yet */

/* Lanes of VGPRs that hold SGPR spills (v_writelane / v_readlane with a
 * constant lane): each such lane is a slot of its own in the states, after
 * the units, so that a variant value spilled to lane 3 does not make the
 * reload of lane 0 vary. VGPR k's slots are first[k] + the rank of the
 * lane among used[k]'s bits. */
#define SPILL_VGPRS 256
#define WAVE_LANES 64
typedef struct spill_lanes {
  uint64_t used[SPILL_VGPRS];
  uint32_t first[SPILL_VGPRS + 1];
} spill_lanes;

typedef struct dctx {
  const asm_program *p;
  const asm_func *f;
  uint32_t **in;   /* per block: origin per unit (UNIFORM: not variant); NULL: not reached */
  uint32_t *cur;
  uint8_t *kind;   /* per instruction of f: K_* (the mnemonic read once, not every sweep) */
  /* States hold only the units the function names (and those the flow
   * itself reads): dense[unit] is a unit's index in them, n how many;
   * then the spill lanes' slots and the masks' (below), nstate in all. */
  uint16_t dense[ASM_NUNITS];
  uint32_t n, nstate;
  spill_lanes *lanes; /* NULL: none */
  /* EXEC masks LLVM's control flow restores (`s_or_b64 exec, exec, sX`):
   * per such register, mslot[unit] (NO_MASK: none), a slot after the spill
   * lanes holding the origin of the EXEC sX restores (NO_RESTORE: not
   * known), from mask0 on */
  uint16_t mslot[ASM_NUNITS];
  uint32_t mask0;
} dctx;
#define NO_MASK UINT16_MAX
#define NO_RESTORE (UINT32_MAX - 3) /* distinct from UNIFORM, FROM_ENTRY, NOT_YET */

/* K_TRUE / K_FALSE: a compare that holds / fails in every lane of every
 * wave (wt_decided_compares): its mask is EXEC / 0 whatever its operands. */
/* K_EXEC: its value depends on EXEC's (v_mbcnt counts the lanes below
 * each lane in a mask: a lane id, the same in every wave, as long as the
 * mask and EXEC are). */
/* K_MASKED: it writes its results in EXEC's lanes alone (every vector
 * instruction but v_writelane / v_readlane, which name their lane): under
 * an EXEC that differs between waves, the lanes it leaves keep their old
 * values in some waves only, so what it writes may differ between waves
 * even where its operands do not (an `if (tid < 64) v = 1` arm). */
/* K_SCALAR: a scalar instruction; a wave runs it whatever its EXEC, but
 * skips it with the region it is in where LLVM branches around that region
 * on EXEC = 0 (s_cbranch_execz): under an EXEC that differs between waves,
 * the SGPRs it writes may be written in some waves only, and differ after
 * the region (`if (tid < 64) flag = 1` with flag in an SGPR). SCC, M0 and
 * EXEC are left to their operands (a compare and branch inside the region
 * is the same in every wave that runs it). */
enum { K_SOURCE = 1, K_SAVEEXEC = 2, K_TRUE = 4, K_FALSE = 8, K_EXEC = 16, K_MASKED = 32, K_SCALAR = 64 };
#define SKIPPED_FIRST ASM_UNIT_S0 /* the units K_SCALAR's rule covers: SGPRs and VCC */
#define SKIPPED_LAST ASM_UNIT_VCC_HI
#define K_DECIDED (K_TRUE | K_FALSE)

/* What the mnemonic alone says: a source, an s_*_saveexec (K_* bits). */
static uint8_t mnemonic_kind(const char *m) {
  uint8_t k = strstr(m, "saveexec") ? K_SAVEEXEC : 0;
  if (m[0] != 's' || m[1] != '_')
    k |= (strncmp(m, "v_writelane", 11) && strncmp(m, "v_readlane", 10)) ? K_MASKED : 0;
  if (m[0] == 'v') return (uint8_t)(k | (!strncmp(m, "v_mbcnt", 7) ? K_EXEC : 0));
  if (m[0] != 's' || m[1] != '_') return k;
  if (!(k & K_SAVEEXEC)) k |= K_SCALAR;
  if (!strncmp(m, "s_getreg", 8) || !strncmp(m, "s_memtime", 9) || !strncmp(m, "s_memrealtime", 13) ||
      !strncmp(m, "s_get_barrier_state", 19))
    k |= K_SOURCE;
  return k;
}

/* Sources: LDS reads, atomics that return, and the mnemonics above; the
 * mnemonic's part is read once per descriptor (memo, by its address). */
typedef struct kind_memo {
  const tg_inst_desc *desc[256];
  uint8_t kind[256];
} kind_memo;

static uint8_t kind_of(kind_memo *mm, const asm_inst *in) {
  size_t h = ((uintptr_t)in->desc / sizeof(tg_inst_desc)) & 255;
  if (mm->desc[h] != in->desc) mm->desc[h] = in->desc, mm->kind[h] = mnemonic_kind(in->desc->mnemonic);
  uint8_t k = mm->kind[h];
  if (in->reads_lds || ((in->flags & TG_IF_ATOMIC_RET) && in->ndef_ops)) k |= K_SOURCE;
  if (!in->ndefs) k &= (uint8_t)~K_SAVEEXEC;
  return k;
}

/* A VOPD pair: each half's destination takes the first origin among its
 * own sources (EXEC is no operand here). */
static void vopd_step(const dctx *c, uint32_t *u, const asm_inst *in) {
  uint32_t from[2] = {UNIFORM, UNIFORM};
  for (int k = 0; k < in->nuses; k++) {
    int h = k >= in->vopd_x_uses;
    for (uint32_t r = in->uses[k].first; r < (uint32_t)in->uses[k].first + in->uses[k].count && from[h] == UNIFORM; r++)
      if (r < ASM_NUNITS && r != ASM_UNIT_EXEC_LO && r != ASM_UNIT_EXEC_HI) from[h] = u[c->dense[r]];
  }
  for (int h = 0; h < 2; h++) /* a masked write (K_MASKED) */
    if (from[h] == UNIFORM) from[h] = u[c->dense[ASM_UNIT_EXEC_LO]];
  for (int k = 0; k < in->ndefs; k++)
    for (uint32_t r = in->defs[k].first; r < (uint32_t)in->defs[k].first + in->defs[k].count; r++)
      if (r < ASM_NUNITS) u[c->dense[r]] = from[k >= in->vopd_x_defs];
}

static void step_units(const dctx *c, uint32_t *u, uint32_t i) {
  const asm_inst *in = &c->p->insts[i];
  if (in->flags & TG_IF_CALL) { /* the callee may leave anything */
    for (uint32_t r = 0; r < c->n; r++) u[r] = i;
    u[c->dense[ASM_UNIT_EXEC_LO]] = u[c->dense[ASM_UNIT_EXEC_HI]] = UNIFORM;
    return;
  }
  uint8_t kind = c->kind[i - c->f->first_inst];
  uint32_t from = (kind & K_SOURCE) ? i : (kind & K_EXEC) ? u[c->dense[ASM_UNIT_EXEC_LO]] : UNIFORM;
  if (kind & K_DECIDED) { /* the mask is EXEC or 0, whatever the operands */
    from = (kind & K_TRUE) ? u[c->dense[ASM_UNIT_EXEC_LO]] : UNIFORM;
    for (int k = 0; k < in->ndefs; k++)
      for (uint32_t r = in->defs[k].first; r < (uint32_t)in->defs[k].first + in->defs[k].count; r++)
        if (r < ASM_NUNITS) u[c->dense[r]] = from;
    return;
  }
  if (in->vopd_x_defs) {
    vopd_step(c, u, in);
    return;
  }
  for (int k = 0; k < in->nuses && from == UNIFORM; k++)
    for (uint32_t r = in->uses[k].first; r < (uint32_t)in->uses[k].first + in->uses[k].count; r++)
      if (r < ASM_NUNITS && r != ASM_UNIT_EXEC_LO && r != ASM_UNIT_EXEC_HI && u[c->dense[r]] != UNIFORM) {
        from = u[c->dense[r]];
        break;
      }
  uint32_t old_exec = u[c->dense[ASM_UNIT_EXEC_LO]];
  if (from == UNIFORM && (kind & K_MASKED)) from = old_exec; /* the operands' origin first */
  int saveexec = (kind & K_SAVEEXEC) != 0;
  int scalar = (kind & K_SCALAR) && from == UNIFORM;
  for (int k = 0; k < in->ndefs; k++)
    for (uint32_t r = in->defs[k].first; r < (uint32_t)in->defs[k].first + in->defs[k].count; r++)
      if (r < ASM_NUNITS)
        u[c->dense[r]] = saveexec && k == 0 ? old_exec
                         : scalar && r >= SKIPPED_FIRST && r <= SKIPPED_LAST ? old_exec
                                                                             : from;
}

/* A v_writelane / v_readlane with a constant lane: its VGPR operand (as
 * a VGPR number) and lane; 0 otherwise. */
static int lane_access(const asm_inst *in, int *write, uint32_t *vgpr, uint32_t *lane) {
  const char *m = in->desc->mnemonic;
  *write = !strncmp(m, "v_writelane_b32", 15);
  if (!*write && strncmp(m, "v_readlane_b32", 14)) return 0;
  if (in->nops < 3 || in->ops[2].kind != ASM_OP_IMM || !in->ops[2].has_imm) return 0;
  const asm_operand *v = &in->ops[*write ? 0 : 1];
  if (v->kind != ASM_OP_REG || v->reg.first >= ASM_UNIT_V0 + SPILL_VGPRS || in->ops[2].imm < 0 ||
      in->ops[2].imm >= WAVE_LANES)
    return 0;
  *vgpr = v->reg.first - ASM_UNIT_V0;
  *lane = (uint32_t)in->ops[2].imm;
  return 1;
}

static uint32_t lane_slot(const dctx *c, uint32_t vgpr, uint32_t lane) {
  const spill_lanes *l = c->lanes;
  return c->n + l->first[vgpr] + (uint32_t)__builtin_popcountll(l->used[vgpr] & ((1ull << lane) - 1));
}

/* The origin of the registers of operand k (UNIFORM: none, or not a register). */
static uint32_t operand_origin(const dctx *c, const uint32_t *u, const asm_inst *in, int k) {
  uint32_t o = UNIFORM;
  if (k >= in->nops || in->ops[k].kind != ASM_OP_REG) return o;
  for (uint32_t r = in->ops[k].reg.first; r < (uint32_t)in->ops[k].reg.first + in->ops[k].reg.count; r++)
    if (r < ASM_NUNITS && r != ASM_UNIT_EXEC_LO && r != ASM_UNIT_EXEC_HI && u[c->dense[r]] < o) o = u[c->dense[r]];
  return o;
}

/* The spill lanes' part of instruction i, after step_units: a write of a
 * constant lane sets that lane's slot alone (v_writelane ignores EXEC), a
 * read of one gives that slot's origin; any other write of a VGPR with
 * slots may reach every lane (the slots take its origin too), a call
 * every register. */
static void step_lanes(const dctx *c, uint32_t *u, uint32_t i, uint32_t src) {
  const asm_inst *in = &c->p->insts[i];
  int write;
  uint32_t vgpr, lane;
  if (in->flags & TG_IF_CALL) {
    for (uint32_t s = c->n; s < c->mask0; s++) u[s] = i;
    return;
  }
  if (lane_access(in, &write, &vgpr, &lane) && (c->lanes->used[vgpr] >> lane & 1)) {
    if (write) u[lane_slot(c, vgpr, lane)] = src;
    else if (in->ops[0].kind == ASM_OP_REG)
      for (uint32_t r = in->ops[0].reg.first; r < (uint32_t)in->ops[0].reg.first + in->ops[0].reg.count; r++)
        if (r < ASM_NUNITS) u[c->dense[r]] = u[lane_slot(c, vgpr, lane)];
    return;
  }
  for (int k = 0; k < in->ndefs; k++)
    for (uint32_t r = in->defs[k].first; r < (uint32_t)in->defs[k].first + in->defs[k].count; r++) {
      if (r >= ASM_UNIT_V0 + SPILL_VGPRS) break;
      uint32_t v = r - ASM_UNIT_V0, from = u[c->dense[r]];
      uint32_t k0 = c->n + c->lanes->first[v], k1 = c->n + c->lanes->first[v + 1];
      for (uint32_t s = k0; s < k1; s++) u[s] = from < u[s] ? from : u[s];
    }
}

/* The register operand k names (its first unit), or UINT32_MAX. */
static uint32_t reg_of(const asm_inst *in, int k) {
  return k < in->nops && in->ops[k].kind == ASM_OP_REG ? in->ops[k].reg.first : UINT32_MAX;
}

static int prefix(const char *m, const char *p) { return !strncmp(m, p, strlen(p)); }

/* The origin of the EXEC that mask register x restores (NO_RESTORE where
 * it is none or unknown). */
static uint32_t restores(const dctx *c, const uint32_t *u, uint32_t x) {
  return x < ASM_NUNITS && c->mslot[x] != NO_MASK ? u[c->mslot[x]] : NO_RESTORE;
}

/* What a write of mask register ops[0] makes it restore, following LLVM's
 * lowering of structured control flow: an if saves EXEC
 * (s_and_saveexec_b64 sX), its else turns sX into the else lanes
 * (s_xor_b64 sX, exec, sX), then into the then lanes while EXEC is the
 * saved mask again (s_or_saveexec_b64 / s_andn2_saveexec_b64 sX, sX), and
 * `s_or_b64 exec, exec, sX` at the join gives EXEC the saved mask: the
 * EXEC of before the if, whatever the lanes chose. A loop's break mask
 * starts empty (s_mov_b64 sX, 0) and gathers the lanes that leave
 * (s_or_b64 sX, sY, sX): with EXEC, it is the EXEC of before the loop. */
static uint32_t mask_write(const dctx *c, const uint32_t *u, const asm_inst *in, uint32_t old_exec) {
  const char *m = in->desc->mnemonic;
  uint32_t d = reg_of(in, 0), a = reg_of(in, 1), b = reg_of(in, 2);
  if (prefix(m, "s_and_saveexec_b")) return old_exec;
  if (prefix(m, "s_mov_b") && in->nops == 2 && in->ops[1].kind == ASM_OP_IMM && in->ops[1].has_imm && !in->ops[1].imm)
    return old_exec;
  if (prefix(m, "s_or_saveexec_b") || prefix(m, "s_andn2_saveexec_b") || prefix(m, "s_and_not1_saveexec_b"))
    return restores(c, u, a);
  if (prefix(m, "s_xor_b") && (a == ASM_UNIT_EXEC_LO || b == ASM_UNIT_EXEC_LO))
    return restores(c, u, a == ASM_UNIT_EXEC_LO ? b : a);
  if (prefix(m, "s_or_b") && (a == d || b == d)) return restores(c, u, d);
  return NO_RESTORE;
}

/* The masks' part of instruction i, after step_units: a restore gives EXEC
 * the origin of the mask it restores; a write of a mask register sets
 * what it restores (mask_write), any other write or a call forgets it. */
static void step_masks(const dctx *c, uint32_t *u, uint32_t i, uint32_t old_exec) {
  const asm_inst *in = &c->p->insts[i];
  if (in->flags & TG_IF_CALL) {
    for (uint32_t s = c->mask0; s < c->nstate; s++) u[s] = NO_RESTORE;
    return;
  }
  uint32_t d = reg_of(in, 0), a = reg_of(in, 1), b = reg_of(in, 2);
  int salu = (in->flags & TG_IF_SALU) && in->ndef_ops >= 1;
  if (salu && d == ASM_UNIT_EXEC_LO && prefix(in->desc->mnemonic, "s_or_b") &&
      (a == ASM_UNIT_EXEC_LO || b == ASM_UNIT_EXEC_LO)) {
    uint32_t r = restores(c, u, a == ASM_UNIT_EXEC_LO ? b : a);
    if (r != NO_RESTORE) u[c->dense[ASM_UNIT_EXEC_LO]] = u[c->dense[ASM_UNIT_EXEC_HI]] = r;
    return;
  }
  uint32_t nv = salu && d < ASM_NUNITS && c->mslot[d] != NO_MASK ? mask_write(c, u, in, old_exec) : NO_RESTORE;
  for (int k = 0; k < in->ndefs; k++)
    for (uint32_t r = in->defs[k].first; r < (uint32_t)in->defs[k].first + in->defs[k].count && r < ASM_NUNITS; r++)
      if (c->mslot[r] != NO_MASK) u[c->mslot[r]] = NO_RESTORE;
  if (salu && d < ASM_NUNITS && c->mslot[d] != NO_MASK) u[c->mslot[d]] = nv;
}

static void step(const dctx *c, uint32_t *u, uint32_t i) {
  if (!c->lanes && c->mask0 == c->nstate) {
    step_units(c, u, i);
    return;
  }
  /* a v_writelane's source and EXEC before the step (a def may be a use too) */
  const asm_inst *in = &c->p->insts[i];
  int write;
  uint32_t vgpr, lane, old_exec = u[c->dense[ASM_UNIT_EXEC_LO]];
  uint32_t src = c->lanes && lane_access(in, &write, &vgpr, &lane) && write ? operand_origin(c, u, in, 1) : UNIFORM;
  step_units(c, u, i);
  if (c->lanes) step_lanes(c, u, i, src);
  if (c->mask0 < c->nstate) step_masks(c, u, i, old_exec);
}

static void transfer(void *vc, uint32_t b) {
  dctx *c = vc;
  memcpy(c->cur, c->in[b], sizeof(uint32_t) * c->nstate);
  for (uint32_t i = c->f->blocks[b].first; i <= c->f->blocks[b].last; i++) step(c, c->cur, i);
}

static int join(void *vc, uint32_t from, uint32_t to, int widen) {
  dctx *c = vc;
  (void)from, (void)widen; /* finite: a unit only turns variant, its origin only falls */
  if (!c->in[to]) {
    c->in[to] = ww_xmalloc(sizeof(uint32_t) * c->nstate);
    memcpy(c->in[to], c->cur, sizeof(uint32_t) * c->nstate);
    return 1;
  }
  /* the smaller origin per unit, without a branch per unit */
  uint32_t changed = 0, *in = c->in[to];
  const uint32_t *cur = c->cur;
  for (uint32_t r = 0; r < c->mask0; r++) {
    uint32_t m = cur[r] < in[r] ? cur[r] : in[r];
    changed |= m ^ in[r];
    in[r] = m;
  }
  /* what a mask restores: the smaller origin where both paths know one */
  for (uint32_t r = c->mask0; r < c->nstate; r++) {
    uint32_t m = in[r] == NO_RESTORE || cur[r] == NO_RESTORE ? NO_RESTORE : cur[r] < in[r] ? cur[r] : in[r];
    changed |= m ^ in[r];
    in[r] = m;
  }
  return changed != 0;
}

static int is_reported_barrier(const asm_inst *in) {
  tg_bar_inst k = tg_bar_inst_of(in->desc->mnemonic);
  return k == TG_BI_BARRIER || k == TG_BI_SIGNAL || k == TG_BI_SIGNAL_ISFIRST || k == TG_BI_WAIT;
}

/* The unit a conditional branch tests. */
static int tested_unit(const asm_inst *in) {
  const char *m = in->desc->mnemonic;
  if (strstr(m, "_scc")) return ASM_UNIT_SCC;
  if (strstr(m, "_vcc")) return ASM_UNIT_VCC_LO;
  if (strstr(m, "_exec")) return ASM_UNIT_EXEC_LO;
  return -1;
}

/* The same flow with a bit per unit for "may be variant", whatever the
 * origin: the origin flow's units are variant exactly where these bits are
 * set (each step and join of one is the other's, read as "not UNIFORM"), at
 * a small part of its cost (eleven words a state, no unit numbering). It
 * runs first: where no branch a barrier block could depend on tests a
 * variant value, nothing is found, and neither the post-dominance nor the
 * origin flow runs. */
#define NWORDS ((ASM_NUNITS + 63) / 64)
typedef struct bctx {
  const asm_program *p;
  const asm_func *f;
  /* the instructions the flow steps (slice_units), per block b
   * rel[rel_first[b], rel_first[b + 1]), with their K_* kinds */
  uint32_t *rel, *rel_first;
  uint8_t *rel_kind;
  uint64_t (*in)[NWORDS]; /* per block */
  uint8_t *reached;
  int16_t *tested;  /* per block: the unit its branch tests, -1: none that matters */
  uint8_t *variant; /* per block: whether that unit is variant at the branch */
  uint64_t cur[NWORDS];
} bctx;

#define UBIT(s, r) ((s)[(r) / 64] >> ((r) % 64) & 1)
#define EXEC_WORD (ASM_UNIT_EXEC_LO / 64)
#define EXEC_MASK (3ull << (ASM_UNIT_EXEC_LO % 64))
_Static_assert(ASM_UNIT_EXEC_HI == ASM_UNIT_EXEC_LO + 1 && ASM_UNIT_EXEC_HI / 64 == EXEC_WORD,
               "EXEC's units are two bits of one word");

/* The bits of [r, r + n) in word w (units past ASM_NUNITS are not tracked). */
static inline uint64_t word_mask(uint32_t w, uint32_t r, uint32_t n) {
  uint32_t end = r + n > ASM_NUNITS ? ASM_NUNITS : r + n;
  uint32_t lo = r > w * 64 ? r - w * 64 : 0, hi = end - w * 64 > 64 ? 64 : end - w * 64;
  return hi <= lo ? 0 : hi - lo == 64 ? ~0ull : ((1ull << (hi - lo)) - 1) << lo;
}

/* Is a unit of [r, r + n) set, but for `skip` (bits of EXEC's word)? */
static inline int any_bits_but(const uint64_t *s, uint32_t r, uint32_t n, uint64_t skip) {
  if (!n || r >= ASM_NUNITS) return 0;
  if ((r % 64) + n < 64 && r + n <= ASM_NUNITS) { /* within one word */
    uint32_t w = r / 64;
    return (s[w] & (((1ull << n) - 1) << (r % 64)) & ~(w == EXEC_WORD ? skip : 0)) != 0;
  }
  uint32_t last = (r + n > ASM_NUNITS ? ASM_NUNITS : r + n) - 1;
  for (uint32_t w = r / 64; w <= last / 64; w++)
    if (s[w] & word_mask(w, r, n) & ~(w == EXEC_WORD ? skip : 0)) return 1;
  return 0;
}

/* Is a unit of [r, r + n) other than EXEC set (EXEC is no operand here)? */
static inline int any_bits(const uint64_t *s, uint32_t r, uint32_t n) { return any_bits_but(s, r, n, EXEC_MASK); }

static inline void put_bits(uint64_t *s, uint32_t r, uint32_t n, int v) {
  if (!n || r >= ASM_NUNITS) return;
  if ((r % 64) + n < 64 && r + n <= ASM_NUNITS) {
    uint64_t m = ((1ull << n) - 1) << (r % 64);
    s[r / 64] = v ? s[r / 64] | m : s[r / 64] & ~m;
    return;
  }
  uint32_t last = (r + n > ASM_NUNITS ? ASM_NUNITS : r + n) - 1;
  for (uint32_t w = r / 64; w <= last / 64; w++) {
    uint64_t m = word_mask(w, r, n);
    s[w] = v ? s[w] | m : s[w] & ~m;
  }
}

static void bit_step(const bctx *c, uint64_t *u, uint32_t at) {
  const asm_inst *in = &c->p->insts[c->rel[at]];
  if (in->flags & TG_IF_CALL) {
    for (int w = 0; w < NWORDS; w++) u[w] = ~0ull;
    put_bits(u, ASM_UNIT_EXEC_LO, 2, 0);
    return;
  }
  uint8_t kind = c->rel_kind[at];
  int old_exec = (int)UBIT(u, ASM_UNIT_EXEC_LO), saveexec = (kind & K_SAVEEXEC) != 0;
  int var = (kind & K_SOURCE) || ((kind & (K_EXEC | K_MASKED)) && old_exec);
  if (kind & K_DECIDED) {
    for (int k = 0; k < in->ndefs; k++) put_bits(u, in->defs[k].first, in->defs[k].count, (kind & K_TRUE) && old_exec);
    return;
  }
  if (in->vopd_x_defs) { /* a VOPD pair: each half from its own sources */
    int hv[2] = {old_exec, old_exec}; /* a masked write (K_MASKED) */
    for (int k = 0; k < in->nuses; k++) hv[k >= in->vopd_x_uses] |= any_bits(u, in->uses[k].first, in->uses[k].count);
    for (int k = 0; k < in->ndefs; k++) put_bits(u, in->defs[k].first, in->defs[k].count, hv[k >= in->vopd_x_defs]);
    return;
  }
  for (int k = 0; k < in->nuses && !var; k++) var = any_bits(u, in->uses[k].first, in->uses[k].count);
  for (int k = 0; k < in->ndefs; k++) put_bits(u, in->defs[k].first, in->defs[k].count, saveexec && k == 0 ? old_exec : var);
  if ((kind & K_SCALAR) && old_exec && !var) /* K_SCALAR's SGPRs and VCC */
    for (int k = 0; k < in->ndefs; k++) {
      uint32_t lo = in->defs[k].first, hi = lo + in->defs[k].count; /* [lo, hi) within the covered units */
      lo = lo < SKIPPED_FIRST ? SKIPPED_FIRST : lo;
      hi = hi > SKIPPED_LAST + 1 ? SKIPPED_LAST + 1 : hi;
      if (lo < hi) put_bits(u, lo, hi - lo, 1);
    }
}

/* Keeps, besides, whether the value block b's branch tests is variant: the
 * last transfer of a block is from its final entry. */
static void bit_transfer(void *vc, uint32_t b) {
  bctx *c = vc;
  memcpy(c->cur, c->in[b], sizeof c->cur);
  for (uint32_t k = c->rel_first[b]; k < c->rel_first[b + 1]; k++) bit_step(c, c->cur, k);
  if (c->tested[b] >= 0) c->variant[b] = (uint8_t)UBIT(c->cur, (uint32_t)c->tested[b]);
}

static int bit_join(void *vc, uint32_t from, uint32_t to, int widen) {
  bctx *c = vc;
  (void)from, (void)widen; /* finite: bits only grow */
  if (!c->reached[to]) {
    c->reached[to] = 1;
    memcpy(c->in[to], c->cur, sizeof c->cur);
    return 1;
  }
  uint64_t changed = 0, *in = c->in[to];
  for (int w = 0; w < NWORDS; w++) changed |= c->cur[w] & ~in[w], in[w] |= c->cur[w];
  return changed != 0;
}

static int workgroup_barrier_wait(const asm_program *p, const asm_inst *in) {
  wt_bar_ref r;
  wt_bar_ref_of(p, in, -1, &r);
  return (r.kind == TG_BI_BARRIER || r.kind == TG_BI_WAIT) && r.id == TG_BAR_WORKGROUP;
}

/* A plain LDS load (ds_read*, ds_load*): not an atomic, a DMA or a counter
 * such as ds_append, whose value differs between waves by design. */
static int plain_lds_load(const asm_inst *in) {
  const char *m = in->desc->mnemonic;
  return in->reads_lds && !in->writes_lds && !in->lds_dma && !(in->flags & TG_IF_ATOMIC) &&
         (!strncmp(m, "ds_read", 7) || !strncmp(m, "ds_load", 7));
}

/* An LDS broadcast: a plain LDS load after a workgroup barrier, with no
 * LDS write or call of this wave between them, reads what the waves wrote
 * before the barrier. Where its address is the same in every wave (its
 * operands are not variant), every wave reads the same bytes, and in a
 * program without an LDS race no wave writes them before the next barrier
 * (a write would race with another wave's read), so every wave gets the
 * same value: not a source; its operands decide (an ordered block id:
 * work-item 0 stores an atomic's result at a fixed address, a barrier,
 * every wave loads it). A load before any barrier, or after this wave's
 * own write, is still a source: there the waves may see different data. */
static void broadcast_loads(const asm_program *p, const asm_func *f, uint8_t *kind) {
  for (uint32_t b = 0; b < f->nblocks; b++) {
    int after_barrier = 0;
    for (uint32_t i = f->blocks[b].first; i <= f->blocks[b].last; i++) {
      const asm_inst *in = &p->insts[i];
      if (plain_lds_load(in) && after_barrier) kind[i - f->first_inst] &= (uint8_t)~K_SOURCE;
      else if (in->writes_lds || in->lds_dma || in->event == TG_EV_ASYNC || (in->flags & TG_IF_CALL))
        after_barrier = 0;
      else if ((in->flags & TG_IF_BARRIER) && workgroup_barrier_wait(p, in))
        after_barrier = 1;
    }
  }
}

/* Per instruction of f, its K_* kind (decided: wt_decided_compares' answer). */
static uint8_t *kinds_of(const asm_program *p, const asm_func *f, const uint8_t *decided) {
  uint8_t *kind = ww_xmalloc(f->end_inst - f->first_inst + 1);
  kind_memo mm;
  memset(mm.desc, 0, sizeof mm.desc);
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    uint8_t k = kind_of(&mm, &p->insts[i]), d = decided[i - f->first_inst];
    kind[i - f->first_inst] = (uint8_t)(k | (d == WT_CMP_TRUE ? K_TRUE : d == WT_CMP_FALSE ? K_FALSE : 0));
  }
  broadcast_loads(p, f, kind);
  return kind;
}

/* The units that hold a work-item id at f's entry, [*first, *first + n):
 * in a kernel v0, v1, v2, only those the descriptor has the hardware
 * initialise (.amdhsa_system_vgpr_workitem_id N: v0..vN), and v0 alone
 * where the target packs the three ids in it; in another function v31,
 * where LLVM's convention has the caller pack them. */
static uint32_t id_units(const asm_program *p, const asm_func *f, uint32_t *first) {
  *first = f->is_kernel ? ASM_UNIT_V0 : ASM_UNIT_V0 + 31;
  if (!f->is_kernel || p->target->has_packed_tid) return 1;
  return f->workitem_id_dims < 0 || f->workitem_id_dims > 2 ? 3 : (uint32_t)f->workitem_id_dims + 1;
}

/* The units r (the tested ones) grown to every unit whose value theirs may
 * come from: the uses of an instruction that defines a unit of r, and EXEC
 * where that is a saveexec (its first def is EXEC's old value), to a fixed
 * point (a worklist of units over the instructions that define each). The
 * flow's bits for units of r read only bits of units of r, so it needs to
 * step only the instructions that define one (and calls, which define
 * all): a loop counter's compare, not the arithmetic of a GEMM (a decided
 * compare's operands are stepped, though they do not matter). Returns
 * how many, and those instructions in order in hit[]. */
static uint32_t slice_units(const asm_program *p, const asm_func *f, const uint8_t *kind, uint64_t *r,
                            uint32_t *hit) {
  uint32_t n = f->end_inst - f->first_inst, *first = calloc(ASM_NUNITS + 2, sizeof(uint32_t));
  uint8_t *done = calloc(n + 1, 1);
  if (!first || !done) ww_die("out of memory");
  /* the instructions that define unit u: by[first[u], first[u + 1]) */
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    const asm_inst *in = &p->insts[i];
    if (in->flags & TG_IF_CALL) continue;
    for (int k = 0; k < in->ndefs; k++)
      for (uint32_t u = in->defs[k].first; u < (uint32_t)in->defs[k].first + in->defs[k].count && u < ASM_NUNITS; u++)
        first[u + 2]++;
  }
  for (uint32_t u = 0; u < ASM_NUNITS; u++) first[u + 2] += first[u + 1];
  uint32_t *by = ww_xmalloc(sizeof(uint32_t) * (first[ASM_NUNITS + 1] + 1));
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    const asm_inst *in = &p->insts[i];
    if (in->flags & TG_IF_CALL) continue;
    for (int k = 0; k < in->ndefs; k++)
      for (uint32_t u = in->defs[k].first; u < (uint32_t)in->defs[k].first + in->defs[k].count && u < ASM_NUNITS; u++)
        by[first[u + 1]++] = i;
  }
  /* the worklist: units of r not yet followed */
  uint32_t work[ASM_NUNITS], nw = 0;
  for (uint32_t u = 0; u < ASM_NUNITS; u++)
    if (UBIT(r, u)) work[nw++] = u;
  while (nw) {
    uint32_t u = work[--nw];
    for (uint32_t k = first[u]; k < first[u + 1]; k++) {
      uint32_t i = by[k];
      if (done[i - f->first_inst]) continue;
      done[i - f->first_inst] = 1;
      const asm_inst *in = &p->insts[i];
      for (int j = 0; j < in->nuses; j++)
        for (uint32_t v = in->uses[j].first; v < (uint32_t)in->uses[j].first + in->uses[j].count && v < ASM_NUNITS; v++)
          if (!UBIT(r, v)) r[v / 64] |= 1ull << (v % 64), work[nw++] = v;
      /* a saveexec's saved mask, a decided compare's, a lane count, a
       * masked write and a scalar write read EXEC's value */
      if ((kind[i - f->first_inst] & (K_SAVEEXEC | K_TRUE | K_EXEC | K_MASKED | K_SCALAR)) && !UBIT(r, ASM_UNIT_EXEC_LO)) {
        r[EXEC_WORD] |= 1ull << (ASM_UNIT_EXEC_LO % 64);
        work[nw++] = ASM_UNIT_EXEC_LO;
      }
    }
  }
  uint32_t nhit = 0;
  for (uint32_t i = f->first_inst; i < f->end_inst; i++)
    if (done[i - f->first_inst] || (p->insts[i].flags & TG_IF_CALL)) hit[nhit++] = i;
  free(first);
  free(by);
  free(done);
  return nhit;
}

/* Keeps the branches br[0, nbr) whose tested value may be variant (in
 * reached blocks); returns how many. */
static uint32_t variant_branches(const asm_program *p, const asm_func *f, const uint8_t *kind, uint32_t *br,
                                 uint32_t nbr) {
  bctx c = {p, f, NULL, ww_xmalloc(sizeof(uint32_t) * (f->nblocks + 1)), NULL,
            calloc(f->nblocks, sizeof *c.in), calloc(f->nblocks, 1),
            ww_xmalloc(sizeof(int16_t) * f->nblocks), calloc(f->nblocks, 1), {0}};
  if (!c.in || !c.reached || !c.variant) ww_die("out of memory");
  uint64_t r[NWORDS] = {0};
  for (uint32_t b = 0; b < f->nblocks; b++) c.tested[b] = -1;
  for (uint32_t v = 0; v < nbr; v++) {
    c.tested[br[v]] = (int16_t)tested_unit(&p->insts[f->blocks[br[v]].last]);
    put_bits(r, (uint32_t)c.tested[br[v]], 1, 1);
  }
  /* the instructions to step, per block */
  c.rel = ww_xmalloc(sizeof(uint32_t) * (f->end_inst - f->first_inst + 1));
  uint32_t n = slice_units(p, f, kind, r, c.rel);
  c.rel_kind = ww_xmalloc(n + 1);
  for (uint32_t k = 0; k < n; k++) c.rel_kind[k] = kind[c.rel[k] - f->first_inst];
  /* Variance starts at the entry's work-item ids, a source or a call: a
   * slice that holds none computes nothing variant (loop counters from
   * kernel arguments), and the flow would only say so. */
  uint32_t id0, nid = id_units(p, f, &id0);
  int seeded = any_bits_but(r, id0, nid, 0);
  for (uint32_t k = 0; k < n && !seeded; k++)
    seeded = (c.rel_kind[k] & K_SOURCE) || (p->insts[c.rel[k]].flags & TG_IF_CALL);
  uint32_t nv = 0;
  if (seeded) {
    for (uint32_t b = 0, k = 0; b <= f->nblocks; b++) {
      while (k < n && b < f->nblocks && c.rel[k] < f->blocks[b].first) k++;
      c.rel_first[b] = b < f->nblocks ? k : n;
    }
    c.reached[0] = 1;
    put_bits(c.in[0], id0, nid, 1);
    wt_flow(f, &c, bit_transfer, bit_join);
    for (uint32_t v = 0; v < nbr; v++)
      if (c.reached[br[v]] && c.variant[br[v]]) br[nv++] = br[v];
  }
  free(c.rel);
  free(c.rel_first);
  free(c.rel_kind);
  free(c.in);
  free(c.reached);
  free(c.tested);
  free(c.variant);
  return nv;
}

/* The spill lanes of c->f (c->lanes, NULL where there are none); returns
 * how many slots. */
static uint32_t find_spill_lanes(dctx *c) {
  const asm_func *f = c->f;
  spill_lanes *l = NULL;
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    int write;
    uint32_t vgpr, lane;
    if (!lane_access(&c->p->insts[i], &write, &vgpr, &lane)) continue;
    if (!l && !(l = calloc(1, sizeof *l))) ww_die("out of memory");
    l->used[vgpr] |= 1ull << lane;
  }
  c->lanes = l;
  if (!l) return 0;
  for (uint32_t k = 0; k < SPILL_VGPRS; k++) l->first[k + 1] = l->first[k] + (uint32_t)__builtin_popcountll(l->used[k]);
  return l->first[SPILL_VGPRS];
}

/* The mask registers of c->f: those a restore (`s_or_b64 exec, exec,
 * sX`) reads, a slot each (c->mslot); returns how many. */
static uint32_t find_masks(dctx *c) {
  uint32_t nm = 0;
  for (uint32_t r = 0; r < ASM_NUNITS; r++) c->mslot[r] = NO_MASK;
  for (uint32_t i = c->f->first_inst; i < c->f->end_inst; i++) {
    const asm_inst *in = &c->p->insts[i];
    uint32_t a = reg_of(in, 1), b = reg_of(in, 2);
    if (!(in->flags & TG_IF_SALU) || reg_of(in, 0) != ASM_UNIT_EXEC_LO || !prefix(in->desc->mnemonic, "s_or_b") ||
        (a != ASM_UNIT_EXEC_LO && b != ASM_UNIT_EXEC_LO))
      continue;
    uint32_t x = a == ASM_UNIT_EXEC_LO ? b : a;
    if (x < ASM_NUNITS && c->mslot[x] == NO_MASK) c->mslot[x] = (uint16_t)(c->mask0 + nm++);
  }
  return nm;
}

/* The value flow over f: which units may be wave-variant, from where. */
static void run_flow(dctx *c) {
  const asm_program *p = c->p;
  const asm_func *f = c->f;
  static const uint16_t always[] = {ASM_UNIT_EXEC_LO, ASM_UNIT_EXEC_HI, ASM_UNIT_SCC, ASM_UNIT_VCC_LO,
                                    ASM_UNIT_V0, ASM_UNIT_V0 + 1, ASM_UNIT_V0 + 2, ASM_UNIT_V0 + 31};
  uint8_t named[ASM_NUNITS] = {0};
  for (size_t k = 0; k < sizeof always / sizeof always[0]; k++) named[always[k]] = 1;
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    const asm_inst *in = &p->insts[i];
    for (int k = 0; k < in->nuses + in->ndefs; k++) {
      asm_regs rg = k < in->nuses ? in->uses[k] : in->defs[k - in->nuses];
      for (uint32_t r = rg.first; r < (uint32_t)rg.first + rg.count && r < ASM_NUNITS; r++) named[r] = 1;
    }
  }
  for (uint32_t r = 0; r < ASM_NUNITS; r++)
    if (named[r]) c->dense[r] = (uint16_t)c->n++;
  c->mask0 = c->n + find_spill_lanes(c);
  c->nstate = c->mask0 + find_masks(c);
  c->cur = ww_xmalloc(sizeof(uint32_t) * c->nstate);
  c->in[0] = ww_xmalloc(sizeof(uint32_t) * c->nstate);
  for (uint32_t r = 0; r < c->nstate; r++) c->in[0][r] = r < c->mask0 ? UNIFORM : NO_RESTORE;
  /* the work-item ids (id_units), every lane of them; other arguments are
   * the caller's, whose values may be uniform */
  uint32_t id0, nid = id_units(p, f, &id0);
  for (uint32_t r = id0; r < id0 + nid; r++) {
    c->in[0][c->dense[r]] = FROM_ENTRY;
    if (c->lanes && r < ASM_UNIT_V0 + SPILL_VGPRS)
      for (uint32_t s = c->lanes->first[r - ASM_UNIT_V0]; s < c->lanes->first[r - ASM_UNIT_V0 + 1]; s++)
        c->in[0][c->n + s] = FROM_ENTRY;
  }
  wt_flow(f, c, transfer, join);
}

/* The origin of the value block x's branch tests (UNIFORM: none), computed
 * once per block (origin[x] NOT_YET before). */
static uint32_t origin_of(dctx *c, uint32_t *origin, uint32_t x) {
  if (origin[x] == NOT_YET) {
    transfer(c, x);
    origin[x] = c->cur[c->dense[tested_unit(&c->p->insts[c->f->blocks[x].last])]];
  }
  return origin[x];
}

/* Appends the pair (barrier k, branch x) to pk/px, growing them. */
static uint32_t add_pair(uint32_t **pk, uint32_t **px, uint32_t npair, uint32_t *cap, uint32_t k, uint32_t x) {
  if (npair == *cap) {
    *cap = *cap ? 2 * *cap : 64;
    *pk = ww_xrealloc(*pk, sizeof(uint32_t) * *cap);
    *px = ww_xrealloc(*px, sizeof(uint32_t) * *cap);
  }
  (*pk)[npair] = k, (*px)[npair] = x;
  return npair + 1;
}

/* seen[b] = 1 for the blocks some path from x's successors reaches. */
static void reached_from(const asm_func *f, uint32_t x, uint8_t *seen, uint32_t *queue) {
  uint32_t head = 0, tail = 0;
  memset(seen, 0, f->nblocks);
  for (int k = 0; k < 2; k++)
    if (f->blocks[x].succ[k] >= 0 && !seen[f->blocks[x].succ[k]])
      seen[f->blocks[x].succ[k]] = 1, queue[tail++] = (uint32_t)f->blocks[x].succ[k];
  while (head < tail) {
    uint32_t y = queue[head++];
    for (int k = 0; k < 2; k++)
      if (f->blocks[y].succ[k] >= 0 && !seen[f->blocks[y].succ[k]])
        seen[f->blocks[y].succ[k]] = 1, queue[tail++] = (uint32_t)f->blocks[y].succ[k];
  }
}

/* Per barrier block bars[k], the branches of br[0, nbr) it is control
 * dependent on (it post-dominates a successor of the branch's block x, not
 * x itself strictly: a loop of one block depends on its own branch), in
 * the order of br: dep[first[k], first[k + 1]). Returns how many in all.
 * Where x and its successors reach an exit, those blocks are the tree's
 * paths from each successor up to x's immediate post-dominator (not
 * included): a walk per branch over the blocks that depend on it (Ferrante,
 * Ottenstein and Warren), not a test of every pair of barrier and branch. */
static uint32_t control_deps(const asm_func *f, const wt_postdom *pt, const uint32_t *bars, uint32_t nbars,
                             const uint32_t *br, uint32_t nbr, uint32_t *first, uint32_t **dep) {
  uint32_t n = f->nblocks, npair = 0, cap = 0, *pk = NULL, *px = NULL;
  const wt_postdom t = *pt;
  uint32_t *bar_of = ww_xmalloc(sizeof(uint32_t) * n), *stamp = calloc(n, sizeof(uint32_t));
  uint8_t *seen = ww_xmalloc(n + 1);
  uint32_t *queue = ww_xmalloc(sizeof(uint32_t) * (n + 1));
  if (!stamp) ww_die("out of memory");
  for (uint32_t b = 0; b < n; b++) bar_of[b] = UINT32_MAX;
  for (uint32_t k = 0; k < nbars; k++) bar_of[bars[k]] = k;
  /* the pairs (barrier k, branch x), branch by branch in the order of br */
  for (uint32_t v = 0; v < nbr; v++) {
    uint32_t x = br[v], s0 = (uint32_t)f->blocks[x].succ[0], s1 = (uint32_t)f->blocks[x].succ[1];
    if (t.tin[x] == WT_PD_NONE || t.tin[s0] == WT_PD_NONE || t.tin[s1] == WT_PD_NONE) {
      /* a successor reaching no exit is post-dominated by every block: all
       * but x's strict post-dominators depend on x (only x itself, if x
       * reaches no exit either) -- of those, only the ones x reaches: a
       * barrier no path from x meets is reached or not before x decides
       * (without this, a branch into a trap's halt loop made every earlier
       * barrier of the function depend on it) */
      reached_from(f, x, seen, queue);
      for (uint32_t k = 0; k < nbars; k++)
        if (seen[bars[k]] && (bars[k] == x || !wt_postdominates(pt, bars[k], x))) {
          npair = add_pair(&pk, &px, npair, &cap, k, x);
        }
      continue;
    }
    for (int j = 0; j < 2; j++)
      for (uint32_t y = j ? s1 : s0; y != t.idom[x] && y != n && stamp[y] != v + 1; y = t.idom[y]) {
        stamp[y] = v + 1;
        if (bar_of[y] == UINT32_MAX) continue;
        npair = add_pair(&pk, &px, npair, &cap, bar_of[y], x);
      }
  }
  /* grouped by barrier, each group in the order of br (a stable count sort) */
  for (uint32_t k = 0; k <= nbars; k++) first[k] = 0;
  for (uint32_t e = 0; e < npair; e++) first[pk[e] + 1]++;
  for (uint32_t k = 0; k < nbars; k++) first[k + 1] += first[k];
  *dep = ww_xmalloc(sizeof(uint32_t) * (npair + 1));
  uint32_t *at = ww_xmalloc(sizeof(uint32_t) * (nbars + 1));
  memcpy(at, first, sizeof(uint32_t) * (nbars + 1));
  for (uint32_t e = 0; e < npair; e++) (*dep)[at[pk[e]]++] = px[e];
  free(at);
  free(pk);
  free(px);
  free(bar_of);
  free(stamp);
  free(seen);
  free(queue);
  return npair;
}

/* Does block y end the wave (s_endpgm, no successor)? A return or a tail
 * call does not: the caller or callee may meet a barrier after it. */
static int ends_wave(const asm_program *p, const asm_func *f, uint32_t y) {
  const asm_block *bl = &f->blocks[y];
  return bl->succ[0] < 0 && bl->succ[1] < 0 && (p->insts[bl->last].flags & TG_IF_ENDPGM);
}

typedef struct skipctx {
  const asm_program *p;
  const asm_func *f;
  const wt_postdom *t;
  const uint8_t *has_bar; /* per block: holds a barrier instruction */
  uint8_t *seen;
  uint32_t *queue;
} skipctx;

/* The hazard the model gives a skip of barrier block b at branch x: a wave
 * that leaves x around b and then ends drops the workgroup barrier, which
 * is defined (reference 004: "When a thread ends, it automatically drops
 * this barrier object"); one that meets a barrier again before it ends
 * pairs its arrival with the other waves' arrival at b. From the
 * successors of x that b does not post-dominate (or that reach no exit),
 * over the blocks before b: a barrier, x again (a loop around the
 * branch), an exit that does not end the wave, or a block that reaches no
 * exit (a wave that never ends, which the others wait for) is a hazard.
 * via: the block that depends on x directly, b itself or, for a barrier
 * under a uniform branch nested in x's region, that branch's block: the
 * waves that skip are those leaving x on a side via does not
 * post-dominate (the others reach the nested branch, which they decide
 * alike). */
static int skip_meets_barrier(const skipctx *s, uint32_t x, uint32_t via, uint32_t b) {
  const asm_func *f = s->f;
  uint32_t head = 0, tail = 0;
  memset(s->seen, 0, f->nblocks);
  s->seen[b] = 1;
  for (int k = 0; k < 2; k++) {
    int32_t y = f->blocks[x].succ[k];
    if (y < 0 || s->seen[y]) continue;
    if (s->t->tin[y] != WT_PD_NONE && wt_postdominates(s->t, via, (uint32_t)y)) continue;
    s->seen[y] = 1, s->queue[tail++] = (uint32_t)y;
  }
  while (head < tail) {
    uint32_t y = s->queue[head++];
    const asm_block *bl = &f->blocks[y];
    if (y == x || s->has_bar[y] || s->t->tin[y] == WT_PD_NONE) return 1;
    if (bl->succ[0] < 0 && bl->succ[1] < 0 && !ends_wave(s->p, f, y)) return 1;
    for (int k = 0; k < 2; k++)
      if (bl->succ[k] >= 0 && !s->seen[bl->succ[k]])
        s->seen[bl->succ[k]] = 1, s->queue[tail++] = (uint32_t)bl->succ[k];
  }
  return 0;
}

/* The first barrier instruction of block b the sink may report; UINT32_MAX: none. */
static uint32_t reported_in(const asm_program *p, const asm_func *f, const wt_div_sink *sink, uint32_t b) {
  for (uint32_t i = f->blocks[b].first; i <= f->blocks[b].last; i++)
    if (is_reported_barrier(&p->insts[i]) && sink->reportable(sink->ctx, i)) return i;
  return UINT32_MAX;
}

/* Per barrier block bars[k] (its reported instruction bi[k]), its cause:
 * the nearest branch it is control dependent on, directly or through the
 * branches of the blocks it depends on, whose tested value is variant and
 * whose skip is a hazard (skip_meets_barrier; every skip of a barrier
 * ending waves do not drop), as a block in cause[k] (UINT32_MAX: none),
 * the value's origin in why[k]. A barrier under a uniform branch inside a
 * divergent region depends on the uniform branch alone, but the waves that
 * leave the region's branch the other way skip it all the same. dep_first
 * and dep are indexed by target (tix[block]: the barrier blocks first,
 * then the other branch blocks); seen and queue hold a block each. */
typedef struct depgraph {
  const uint32_t *first, *dep, *tix, *tg;
  uint8_t *seen;
  uint32_t *queue, *via; /* via[x]: the block that depends on branch x directly */
} depgraph;

/* Queues the branches target block y depends on directly, not seen yet. */
static void push_deps(const depgraph *g, uint32_t y, uint32_t *tail) {
  for (uint32_t e = g->first[g->tix[y]]; e < g->first[g->tix[y] + 1]; e++)
    if (!g->seen[g->dep[e]]) g->seen[g->dep[e]] = 1, g->via[g->dep[e]] = y, g->queue[(*tail)++] = g->dep[e];
}

static void causes(dctx *c, const skipctx *sk, const wt_div_sink *sink, const uint32_t *bars, const uint32_t *bi,
                   uint32_t nbars, const depgraph *g, uint32_t *cause, uint32_t *why) {
  const asm_func *f = c->f;
  uint32_t *origin = ww_xmalloc(sizeof(uint32_t) * f->nblocks);
  for (uint32_t b = 0; b < f->nblocks; b++) origin[b] = NOT_YET;
  for (uint32_t k = 0; k < nbars; k++) {
    cause[k] = UINT32_MAX;
    if (!c->in[bars[k]] || bi[k] == UINT32_MAX) continue;
    int dropped = sink->dropped_at_end(sink->ctx, bi[k]);
    uint32_t head = 0, tail = 0;
    memset(g->seen, 0, f->nblocks);
    push_deps(g, bars[k], &tail);
    while (head < tail && cause[k] == UINT32_MAX) {
      uint32_t x = g->queue[head++];
      if (!c->in[x]) continue;
      if (origin_of(c, origin, x) != UNIFORM && (!dropped || skip_meets_barrier(sk, x, g->via[x], bars[k]))) {
        cause[k] = x, why[k] = origin[x];
        break;
      }
      push_deps(g, x, &tail);
    }
  }
  free(origin);
}

/* One finding per cause: per branch x in the order of br, the barriers
 * whose cause it is, in program order. */
static void report_causes(const asm_func *f, const wt_div_sink *sink, const uint32_t *br,
                          uint32_t nbr, const uint32_t *bi, uint32_t nbars, const uint32_t *cause,
                          const uint32_t *why) {
  uint32_t *list = ww_xmalloc(sizeof(uint32_t) * (nbars + 1));
  for (uint32_t v = 0; v < nbr; v++) {
    uint32_t n = 0, origin = UNIFORM;
    for (uint32_t k = 0; k < nbars; k++)
      if (cause[k] == br[v]) list[n++] = bi[k], origin = why[k];
    if (n) sink->found(sink->ctx, f->blocks[br[v]].last, origin == FROM_ENTRY ? UINT32_MAX : origin, list, n);
  }
  free(list);
}

/* A workgroup of one wave has no other wave to diverge from (its maximum
 * size at most the wave size; 32 where the wave size is not known). */
#define MIN_WAVE_SIZE 32
static int one_wave_workgroup(const asm_func *f) {
  uint32_t wave = f->wave_size ? f->wave_size : MIN_WAVE_SIZE;
  return f->is_kernel && f->max_wg_size && f->max_wg_size <= wave;
}

/* The barrier blocks of f (with their reported instruction, bi) and the
 * branches that test a unit; the has_bar mark per block. */
static void scan_blocks(const asm_program *p, const asm_func *f, const wt_div_sink *sink, uint32_t *bars,
                        uint32_t *bi, uint32_t *nbars, uint32_t *br, uint32_t *nbr, uint8_t *has_bar) {
  *nbars = *nbr = 0;
  for (uint32_t b = 0; b < f->nblocks; b++) {
    const asm_block *bl = &f->blocks[b];
    has_bar[b] = 0;
    for (uint32_t i = bl->first; i <= bl->last; i++)
      if (p->insts[i].flags & TG_IF_BARRIER && is_reported_barrier(&p->insts[i])) {
        has_bar[b] = 1;
        bi[*nbars] = reported_in(p, f, sink, b);
        bars[(*nbars)++] = b;
        break;
      }
    if (bl->succ[0] >= 0 && bl->succ[1] >= 0 && (p->insts[bl->last].flags & TG_IF_COND_BRANCH) &&
        tested_unit(&p->insts[bl->last]) >= 0)
      br[(*nbr)++] = b;
  }
}

/* The targets of control_deps: the barrier blocks (target k = bars[k]),
 * then the other branch blocks, whose own dependences causes() climbs;
 * tix[block] is its target index (UINT32_MAX: none). Returns how many. */
static uint32_t dep_targets(const asm_func *f, const uint32_t *bars, uint32_t nbars, const uint32_t *br,
                            uint32_t nbr, uint32_t *tg, uint32_t *tix) {
  uint32_t nt = 0;
  for (uint32_t b = 0; b < f->nblocks; b++) tix[b] = UINT32_MAX;
  for (uint32_t k = 0; k < nbars; k++) tix[bars[k]] = nt, tg[nt++] = bars[k];
  for (uint32_t v = 0; v < nbr; v++)
    if (tix[br[v]] == UINT32_MAX) tix[br[v]] = nt, tg[nt++] = br[v];
  return nt;
}

/* Keeps the branches of br[0, nbr) some barrier block depends on, directly
 * or through other branches (in order); returns how many. */
static uint32_t used_branches(const asm_func *f, const depgraph *g, uint32_t nbars, uint32_t *br, uint32_t nbr) {
  uint32_t head = 0, tail = 0, nu = 0;
  memset(g->seen, 0, f->nblocks);
  for (uint32_t k = 0; k < nbars; k++) push_deps(g, g->tg[k], &tail);
  while (head < tail) push_deps(g, g->queue[head++], &tail);
  for (uint32_t v = 0; v < nbr; v++)
    if (g->seen[br[v]]) br[nu++] = br[v];
  return nu;
}

/* Keeps the branches of br[0, nbr) whose value may be variant (the bit
 * flow), first without the compares every lane decides, whose value flow
 * costs: where nothing varies without them, nothing varies with them.
 * Leaves the K_* kinds in c->kind; returns how many. */
static uint32_t varying_branches(dctx *c, uint32_t fi, uint32_t *br, uint32_t nbr) {
  const asm_func *f = c->f;
  uint8_t *decided = calloc(f->end_inst - f->first_inst + 1, 1);
  if (!decided) ww_die("out of memory");
  c->kind = kinds_of(c->p, f, decided);
  nbr = nbr ? variant_branches(c->p, f, c->kind, br, nbr) : 0;
  if (nbr) {
    wt_decided_compares(c->p, fi, decided);
    free(c->kind);
    c->kind = kinds_of(c->p, f, decided);
    nbr = variant_branches(c->p, f, c->kind, br, nbr);
  }
  free(decided);
  return nbr;
}

void wt_barrier_divergence(const asm_program *p, uint32_t fi, const wt_div_sink *sink) {
  const asm_func *f = &p->funcs[fi];
  if (!f->nblocks || one_wave_workgroup(f)) return;
  /* Only blocks holding a barrier this reports on, and only branches that
   * test a unit, matter: without a barrier block control dependent on such
   * a branch whose value is variant, there is nothing to find. */
  uint32_t n = f->nblocks, nbars, nbr;
  uint32_t *bars = ww_xmalloc(sizeof(uint32_t) * n), *bi = ww_xmalloc(sizeof(uint32_t) * n);
  uint32_t *br = ww_xmalloc(sizeof(uint32_t) * n), *tg = ww_xmalloc(sizeof(uint32_t) * n);
  uint32_t *tix = ww_xmalloc(sizeof(uint32_t) * n);
  uint8_t *has_bar = ww_xmalloc(n);
  scan_blocks(p, f, sink, bars, bi, &nbars, br, &nbr, has_bar);
  dctx c = {p, f, calloc(n, sizeof(uint32_t *)), NULL, NULL, {0}, 0, 0, NULL, {0}, 0};
  uint32_t *dep_first = ww_xmalloc(sizeof(uint32_t) * (n + 1)), *dep = NULL, ndep = 0;
  depgraph g = {dep_first, NULL, tix, tg, ww_xmalloc(n + 1), ww_xmalloc(sizeof(uint32_t) * (n + 1)),
                ww_xmalloc(sizeof(uint32_t) * (n + 1))};
  if (!c.in) ww_die("out of memory");
  wt_postdom t;
  wt_postdom_build(f, &t);
  if (nbars && nbr) {
    /* the blocks' dependences, the variant branches among those some
     * barrier block depends on, and the origins only if there are some */
    uint32_t nt = dep_targets(f, bars, nbars, br, nbr, tg, tix);
    ndep = control_deps(f, &t, tg, nt, br, nbr, dep_first, &dep);
    g.dep = dep;
    nbr = varying_branches(&c, fi, br, used_branches(f, &g, nbars, br, nbr));
    if (nbr) run_flow(&c);
    else ndep = 0; /* none varies: nothing to find */
  }
  if (ndep) {
    skipctx sk = {p, f, &t, has_bar, ww_xmalloc(n + 1), ww_xmalloc(sizeof(uint32_t) * (n + 1))};
    uint32_t *cause = ww_xmalloc(sizeof(uint32_t) * (nbars + 1)), *why = ww_xmalloc(sizeof(uint32_t) * (nbars + 1));
    causes(&c, &sk, sink, bars, bi, nbars, &g, cause, why);
    report_causes(f, sink, br, nbr, bi, nbars, cause, why);
    free(cause);
    free(why);
    free(sk.seen);
    free(sk.queue);
  }
  wt_postdom_free(&t);
  free(bars);
  free(bi);
  free(br);
  free(tg);
  free(tix);
  free(has_bar);
  free(dep_first);
  free(dep);
  free(g.seen);
  free(g.queue);
  free(g.via);
  for (uint32_t b = 0; b < n; b++) free(c.in[b]);
  free(c.in);
  free(c.cur);
  free(c.kind);
  free(c.lanes);
}
