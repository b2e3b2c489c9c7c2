/*
 * correlate.c - branches that test the same scalar condition.
 *
 * Hand-written code guards a prefetch and the wait for it with the same
 * test (Tensile):
 *
 *     s_cmp_eq_u32 s12, 1 ; s_cbranch_scc1 .Lskip_prefetch   (the load)
 *     ...
 *     s_cmp_eq_u32 s12, 1 ; s_cbranch_scc1 .Lskip_wait       (the wait)
 *
 * A join at .Lskip_prefetch forgets which way the first branch went, and
 * the path that issues the load and skips the wait, which cannot run,
 * reports a missing wait. A condition is an s_cmp (or s_cmpk) of the same
 * registers and immediate (eq and lg are one condition, negated) that sets
 * the SCC an s_cbranch_scc0/scc1 at the end of the same block reads. When
 * no instruction that may write those registers can run after any of its
 * tests (nor a call), the condition has one value from its first test on,
 * so the analysis (analysis.c) solves the function once per value of each
 * such condition that decides at least two branches, following only the
 * edges that value allows, and joins the results: a join of sound
 * solutions of all executions, each without the paths that mix values.
 */
#include "wait.h"

#include <stdlib.h>
#include <string.h>

/* The comparisons read: s_cmp_<op>_<type> and s_cmpk_<op>_<type>. */
static int cmp_parts(const char *m, const char **op) {
  if (!strncmp(m, "s_cmp_", 6)) *op = m + 6;
  else if (!strncmp(m, "s_cmpk_", 7)) *op = m + 7;
  else return 0;
  return 1;
}

typedef struct cond_key {
  char op[8];        /* "eq_u32", "gt_i32" ... with lg folded into eq */
  asm_regs r0, r1;    /* the registers compared (count 0: an immediate) */
  int64_t imm;       /* the immediate, if any */
} cond_key;

/* The condition of block b's conditional branch, if it is one: *key, and
 * *neg set when the comparison is the negation of the key's (lg). *cmp gets
 * the comparing instruction. */
static int branch_cond(const asm_program *p, const asm_block *bl, cond_key *key, int *neg, int *scc1,
                       uint32_t *cmp) {
  const asm_inst *br = &p->insts[bl->last];
  if (!br->desc || strncmp(br->desc->mnemonic, "s_cbranch_scc", 13) || bl->succ[0] < 0 || bl->succ[1] < 0)
    return 0;
  *scc1 = br->desc->mnemonic[13] == '1';
  uint64_t scc = asm_regs_mask((asm_regs){ASM_UNIT_SCC, 1});
  for (uint32_t i = bl->last; i-- > bl->first;) {
    if (!(p->def_masks[i] & scc)) continue; /* (the summary first: a GEMM's loop is long) */
    const asm_inst *in = &p->insts[i];
    int sets_scc = 0;
    for (int d = 0; d < in->ndefs; d++)
      if (in->defs[d].first <= ASM_UNIT_SCC && ASM_UNIT_SCC < in->defs[d].first + in->defs[d].count) sets_scc = 1;
    if (!sets_scc) continue;
    const char *op;
    if (!in->desc || !cmp_parts(in->desc->mnemonic, &op) || in->nops != 2) return 0;
    memset(key, 0, sizeof *key);
    size_t n = strlen(op);
    if (n >= sizeof key->op) return 0;
    memcpy(key->op, op, n);
    *neg = 0;
    if (!strncmp(key->op, "lg_", 3)) key->op[0] = 'e', key->op[1] = 'q', *neg = 1;
    for (int k = 0; k < 2; k++) {
      const asm_operand *o = &in->ops[k];
      if (o->kind == ASM_OP_REG && o->reg.count) (k ? &key->r1 : &key->r0)[0] = o->reg;
      else if (o->kind == ASM_OP_IMM && o->has_imm && k == 1) key->imm = o->imm;
      else return 0;
    }
    *cmp = i;
    return 1;
  }
  return 0;
}

static int same_key(const cond_key *a, const cond_key *b) {
  return a->r0.first == b->r0.first && a->r0.count == b->r0.count && a->r1.first == b->r1.first &&
         a->r1.count == b->r1.count && a->imm == b->imm && !strcmp(a->op, b->op);
}

static int writes(const asm_inst *in, asm_regs r) {
  if (!r.count) return 0;
  if (in->flags & TG_IF_CALL) return 1;
  for (int d = 0; d < in->ndefs; d++)
    if (in->defs[d].first < r.first + r.count && r.first < in->defs[d].first + in->defs[d].count) return 1;
  return 0;
}

/* May instruction i write k's registers? (def_masks first: most share no
 * bit of the summary with them.) */
static int writes_key(const asm_program *p, uint32_t i, const cond_key *k, uint64_t kmask) {
  if (!(p->def_masks[i] & kmask) && !(p->insts[i].flags & TG_IF_CALL)) return 0;
  return writes(&p->insts[i], k->r0) || writes(&p->insts[i], k->r1);
}

/* Block b's summary for rewritten_after: its defs' masks, all ones with a
 * call; made on a search's first visit (bmask[b] 0 until then: a block
 * that defines nothing is scanned again, for nothing). */
static uint64_t block_mask(const asm_program *p, const asm_block *bl, uint64_t *m) {
  if (!*m)
    for (uint32_t i = bl->first; i <= bl->last; i++)
      *m |= (p->insts[i].flags & TG_IF_CALL) ? ~0ull : p->def_masks[i];
  return *m;
}

/* May an instruction that writes k's registers run after any of its
 * comparisons (the rest of their blocks, then everything reachable)? One
 * search from all of them; a block whose summary shares no bit with k's
 * registers is passed over. */
static int rewritten_after(const asm_program *p, const asm_func *f, const cond_key *k,
                           const int8_t *bkey, const uint32_t *bcmp, int8_t key, uint8_t *seen,
                           uint32_t *stack, uint64_t *bmask) {
  uint64_t kmask = asm_regs_mask(k->r0) | asm_regs_mask(k->r1);
  memset(seen, 0, f->nblocks);
  uint32_t sp = 0;
  for (uint32_t b = 0; b < f->nblocks; b++) {
    if (bkey[b] != key) continue;
    for (uint32_t i = bcmp[b] + 1; i <= f->blocks[b].last; i++)
      if (writes_key(p, i, k, kmask)) return 1;
    for (int s = 0; s < 2; s++)
      if (f->blocks[b].succ[s] >= 0 && !seen[f->blocks[b].succ[s]])
        seen[f->blocks[b].succ[s]] = 1, stack[sp++] = (uint32_t)f->blocks[b].succ[s];
  }
  while (sp) {
    uint32_t xb = stack[--sp];
    const asm_block *x = &f->blocks[xb];
    if (block_mask(p, x, &bmask[xb]) & kmask)
      for (uint32_t i = x->first; i <= x->last; i++)
        if (writes_key(p, i, k, kmask)) return 1;
    for (int s = 0; s < 2; s++)
      if (x->succ[s] >= 0 && !seen[x->succ[s]]) seen[x->succ[s]] = 1, stack[sp++] = (uint32_t)x->succ[s];
  }
  return 0;
}

/* Distinct conditions looked at per function, and searches made for them:
 * each search is linear in the function, so the whole is too. */
#define MAX_KEYS 32
#define MAX_SEARCHES 8

void wt_conds_compute(const asm_program *p, const asm_func *f, wt_conds *out) {
  memset(out, 0, sizeof *out);
  if (f->nblocks < 3 || f->calls_here) return;
  cond_key keys[MAX_KEYS];
  uint32_t nkeys = 0, uses[MAX_KEYS] = {0};
  int8_t *bkey = NULL;
  uint8_t *bs = NULL;
  uint32_t *bcmp = NULL;
  for (uint32_t b = 0; b < f->nblocks; b++) {
    cond_key k;
    int neg, scc1;
    uint32_t cmp;
    if (!branch_cond(p, &f->blocks[b], &k, &neg, &scc1, &cmp)) continue;
    if (!bkey) {
      bkey = ww_xmalloc(f->nblocks);
      bs = ww_xmalloc(f->nblocks);
      bcmp = ww_xmalloc(sizeof(uint32_t) * f->nblocks);
      memset(bkey, -1, f->nblocks);
    }
    uint32_t j = 0;
    while (j < nkeys && !same_key(&keys[j], &k)) j++;
    if (j == nkeys) {
      if (nkeys == MAX_KEYS) continue;
      keys[nkeys++] = k;
    }
    uses[j]++;
    bkey[b] = (int8_t)j;
    bcmp[b] = cmp;
    /* the branch is taken (succ[0]) when the key's comparison holds: scc1
     * on eq, scc0 on lg */
    bs[b] = (uint8_t)(scc1 ^ neg);
  }
  if (!bkey) return;
  /* the conditions that decide two branches or more and keep their value */
  int8_t remap[MAX_KEYS];
  uint32_t n = 0, searches = 0;
  uint8_t *seen = ww_xmalloc(f->nblocks);
  uint32_t *stack = ww_xmalloc(sizeof(uint32_t) * f->nblocks);
  uint64_t *bmask = NULL;
  for (uint32_t j = 0; j < nkeys; j++) {
    remap[j] = -1;
    if (uses[j] < 2 || n == WT_MAX_CONDS || searches == MAX_SEARCHES) continue;
    searches++;
    if (!bmask && !(bmask = calloc(f->nblocks, sizeof(uint64_t)))) ww_die("out of memory");
    if (!rewritten_after(p, f, &keys[j], bkey, bcmp, (int8_t)j, seen, stack, bmask)) remap[j] = (int8_t)n++;
  }
  free(bmask);
  free(seen);
  free(stack);
  free(bcmp);
  for (uint32_t b = 0; b < f->nblocks; b++)
    if (bkey[b] >= 0) bkey[b] = remap[bkey[b]];
  if (!n) {
    free(bkey);
    free(bs);
    return;
  }
  out->n = n;
  out->block_cond = bkey;
  out->block_sense = bs;
}

int wt_conds_edge_ok(const wt_conds *c, const asm_func *f, uint32_t from, uint32_t to, uint32_t assign) {
  if (!c->n || c->block_cond[from] < 0) return 1;
  int value = (int)((assign >> c->block_cond[from]) & 1);
  int taken = (int32_t)to == f->blocks[from].succ[0];
  return taken ? value == c->block_sense[from] : value != c->block_sense[from];
}

void wt_conds_free(wt_conds *c) {
  free(c->block_cond);
  free(c->block_sense);
  memset(c, 0, sizeof *c);
}
