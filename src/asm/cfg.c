/*
 * cfg.c - functions and control-flow graphs.
 *
 * A function starts at a label that a directive names as a symbol
 * (.type NAME,@function, .globl NAME, .amdhsa_kernel NAME); instructions
 * before any such label form "<top>", which is how hand-written snippets are
 * read. Blocks start at labels and after terminators; edges follow branches
 * (s_branch, s_cbranch_*), fall through, and end at s_endpgm, returns and
 * s_trap 2 (llvm.trap: the wave halts, what follows runs only if branched to).
 * An s_setpc_b64 is a return (LLVM's calling convention), a jump inside the
 * function (a long branch: s_getpc_b64 plus a label's offset), or a tail
 * call (another function's address): classify_setpcs tells them apart.
 * Calls fall through.
 */
#include "asm.h"
#include "read_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- a small string set/map over program text ---- */
typedef struct sym_entry {
  const char *s;
  uint32_t len;
  int32_t val;
} sym_entry;

typedef struct sym_map {
  sym_entry *v;
  uint32_t cap, n;
} sym_map;

/* Eight bytes at a time (labels are ".LBB0_12" and the like); only lookups
 * depend on it, never an order. */
static uint32_t hash(const char *s, uint32_t n) {
  const uint64_t k = 0x9e3779b97f4a7c15u;
  uint64_t h = n * k, w;
  for (; n >= 8; s += 8, n -= 8) {
    memcpy(&w, s, 8);
    h = (h ^ w) * k;
  }
  for (w = 0; n; n--) w = w << 8 | (unsigned char)s[n - 1];
  h = (h ^ w) * k;
  h ^= h >> 29; /* a product's low bits depend only on the factors' low bits */
  h *= k;
  return (uint32_t)(h >> 32 ^ h);
}

/* h: hash(s, n), for callers that look one name up in several maps */
static sym_entry *sym_find_h(const sym_map *m, const char *s, uint32_t n, uint32_t h) {
  if (!m->cap) return NULL;
  for (uint32_t i = h & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
    sym_entry *e = &m->v[i];
    if (!e->s) return NULL;
    if (e->len == n && memcmp(e->s, s, n) == 0) return e;
  }
}

static sym_entry *sym_find(const sym_map *m, const char *s, uint32_t n) {
  return sym_find_h(m, s, n, hash(s, n));
}

/* Room for n entries without growing (at most half full). */
static void sym_reserve(sym_map *m, uint32_t n) {
  uint32_t cap = 64;
  while (cap < 2 * n + 2) cap *= 2;
  if (cap <= m->cap) return;
  free(m->v);
  m->v = calloc(cap, sizeof(sym_entry));
  if (!m->v) ww_die("out of memory");
  m->cap = cap;
  m->n = 0;
}

/* Adds s (hash h) with val and returns NULL, or returns the entry s
 * already has. */
static sym_entry *sym_add_h(sym_map *m, const char *s, uint32_t n, uint32_t h, int32_t val) {
  if ((m->n + 1) * 2 > m->cap) {
    sym_map g = {calloc(m->cap ? m->cap * 2 : 64, sizeof(sym_entry)), m->cap ? m->cap * 2 : 64, 0};
    if (!g.v) ww_die("out of memory");
    for (uint32_t i = 0; i < m->cap; i++)
      if (m->v[i].s) sym_add_h(&g, m->v[i].s, m->v[i].len, hash(m->v[i].s, m->v[i].len), m->v[i].val);
    free(m->v);
    *m = g;
  }
  uint32_t i = h & (m->cap - 1);
  for (; m->v[i].s; i = (i + 1) & (m->cap - 1))
    if (m->v[i].len == n && memcmp(m->v[i].s, s, n) == 0) return &m->v[i];
  m->v[i] = (sym_entry){s, n, val};
  m->n++;
  return NULL;
}

static void sym_put(sym_map *m, const char *s, uint32_t n, int32_t val) {
  sym_entry *e = sym_add_h(m, s, n, hash(s, n), val);
  if (e) e->val = val;
}

/* A symbol written in quotes ("non-uniform_load", as LLVM prints a name
 * that is no identifier) is the symbol between them: the assembler drops
 * the quotes, and .amdhsa_kernel and the metadata name it without. */
static void unquote(const char **s, uint32_t *n) {
  if (*n >= 2 && (*s)[0] == '"' && (*s)[*n - 1] == '"') {
    (*s)++;
    *n -= 2;
  }
}

static sym_entry *find_label(const sym_map *labels, const char *s, uint32_t n) {
  unquote(&s, &n);
  return sym_find(labels, s, n);
}

/* Collects NAME from ".type NAME,@function", ".globl NAME", ".amdhsa_kernel NAME"
 * (functions), the kernels, and the names other files may call (.globl,
 * .global, .weak). */
static void scan_symbol_directives(const asm_program *p, sym_map *funcs, sym_map *kernels,
                                   sym_map *globals) {
  static const char *const dirs[] = {".type", ".globl", ".global", ".amdhsa_kernel", ".weak", NULL};
  for (uint32_t di = 0; di < p->ndirs; di++) {
    uint32_t li = p->dirs[di];
    const asm_line *l = &p->lines[li];
    if (l->kind != ASM_LINE_DIRECTIVE) continue;
    const char *s = asm_line_text(p, li) + l->stmt_off;
    uint32_t n = l->stmt_len;
    for (int d = 0; dirs[d]; d++) {
      uint32_t dl = (uint32_t)strlen(dirs[d]);
      if (n <= dl || memcmp(s, dirs[d], dl) != 0 || !ww_is_space((unsigned char)s[dl])) continue;
      uint32_t i = dl;
      while (i < n && ww_is_space((unsigned char)s[i])) i++;
      uint32_t st = i;
      while (i < n && !ww_is_space((unsigned char)s[i]) && s[i] != ',') i++;
      if (i == st) continue;
      if (d == 0) { /* .type: only functions */
        const char *rest = s + i;
        uint32_t rl = n - i;
        int is_fn = 0;
        for (uint32_t k = 0; k + 8 <= rl; k++)
          if (memcmp(rest + k, "function", 8) == 0) is_fn = 1;
        if (!is_fn) continue;
      }
      const char *name = s + st;
      uint32_t len = i - st;
      unquote(&name, &len);
      if (d != 4) sym_put(funcs, name, len, 1);
      if (d == 3) sym_put(kernels, name, len, 1);
      if (d == 1 || d == 2 || d == 4) sym_put(globals, name, len, 1);
    }
  }
}

static void compute_rpo(ww_arena *a, asm_func *f) {
  uint32_t n = f->nblocks;
  f->rpo_order = ww_alloc(a, sizeof(uint32_t) * (n ? n : 1));
  if (!n) return;
  uint8_t *seen = calloc(n, 1);
  uint32_t *stack = ww_xmalloc(sizeof(uint32_t) * n);
  uint8_t *next = calloc(n, 1);
  uint32_t *post = ww_xmalloc(sizeof(uint32_t) * n);
  if (!seen || !next) ww_die("out of memory");
  uint32_t npost = 0, sp = 0;
  stack[sp++] = 0;
  seen[0] = 1;
  while (sp) {
    uint32_t b = stack[sp - 1];
    if (next[b] < 2) {
      int32_t s = f->blocks[b].succ[next[b]++];
      if (s >= 0 && !seen[s]) {
        seen[s] = 1;
        stack[sp++] = (uint32_t)s;
      }
      continue;
    }
    post[npost++] = b;
    sp--;
  }
  uint32_t k = 0;
  for (uint32_t i = npost; i-- > 0;) f->rpo_order[k++] = post[i];
  for (uint32_t b = 0; b < n; b++) /* unreachable blocks last, in order */
    if (!seen[b]) f->rpo_order[k++] = b;
  for (uint32_t i = 0; i < n; i++) f->blocks[f->rpo_order[i]].rpo = i;
  free(seen);
  free(stack);
  free(next);
  free(post);
}

/* Label of a branch: the first operand that is not a register. */
static const asm_operand *branch_label(const asm_inst *in) {
  for (int k = 0; k < in->nops; k++)
    if (in->ops[k].kind == ASM_OP_MOD || in->ops[k].kind == ASM_OP_EXPR) return &in->ops[k];
  return NULL;
}

static int ends_block(const asm_inst *in) {
  return ((in->flags & (TG_IF_BRANCH | TG_IF_COND_BRANCH | TG_IF_INDIRECT_BR | TG_IF_RETURN |
                        TG_IF_ENDPGM | TG_IF_TERMINATOR)) != 0 &&
          !(in->flags & TG_IF_CALL)) ||
         (in->flags & TG_IF_TAIL_CALL);
}

/* Is label line li inside function f (between its label and the next
 * function's)? A label after f's last instruction is, too. */
static int label_in_func(const asm_program *p, const asm_func *f, uint32_t li) {
  uint32_t fi = (uint32_t)(f - p->funcs);
  return li >= f->line && (fi + 1 == p->nfuncs || li < p->funcs[fi + 1].line);
}

/* ---- s_setpc_b64: a return, a jump in the function or a tail call ----
 * LLVM's convention makes s_setpc_b64 (gfx1250: s_set_pc_i64) a return, and
 * the reader marks it so. But LLVM's branch relaxation and hand-written code
 * (Tensile) also jump with it inside a function, and a tail call jumps to
 * another function:
 *     s_getpc_b64 s[44:45]
 *   .Lpost_getpc2:
 *     s_add_u32 s44, s44, (.LBB0_18-.Lpost_getpc2)&4294967295
 *     s_addc_u32 s45, s45, (.LBB0_18-.Lpost_getpc2)>>32
 *     s_setpc_b64 s[44:45]
 * (Tensile: s_add_i32 s76, label_X, 0x4; s_add_u32 s74, s74, s76; ...;
 * a tail call: s_add_u32 s16, s16, foo@rel32@lo+4, or through the GOT with
 * @gotpcrel32 and an s_load of the address.) The address is followed back
 * from the setpc, at most SETPC_WINDOW instructions (LLVM restores the
 * callee-saved registers between the two), through the scalar instructions
 * that write a register it is made of (at most SETPC_CHAIN), to the s_getpc
 * that starts it, or until every register it reads is written from constants
 * and symbols (an absolute address: s_mov_b32 s36, f@abs32@lo;
 * s_mov_b32 s37, f@abs32@hi, as LLVM makes a tail call on PAL); the symbols
 * those instructions name say where it goes, except labels between the
 * s_getpc and the setpc (the anchor of the pc-relative offset): a label of
 * this function is a jump, a function or an undefined symbol with an
 * @-relocation is a tail call. Anything else (a register from outside the
 * window: the return address in s[30:31]; symbols that disagree) stays a
 * return. */
#define SETPC_WINDOW 256u
#define SETPC_CHAIN 8u /* instructions that compute the address */

enum { SETPC_UNKNOWN, SETPC_JUMP, SETPC_TAIL_CALL, SETPC_CONFLICT };

typedef struct setpc_dest {
  int kind;
  int32_t line;    /* SETPC_JUMP: the label's line */
  int32_t callee;  /* SETPC_TAIL_CALL: the function in this file, or -1 */
} setpc_dest;

static int mnemonic_is(const asm_inst *in, const char *a, const char *b) {
  return in->desc && (!strcmp(in->desc->mnemonic, a) || !strcmp(in->desc->mnemonic, b));
}

static void setpc_note(setpc_dest *d, int kind, int32_t line, int32_t callee) {
  if (d->kind == SETPC_UNKNOWN) {
    *d = (setpc_dest){kind, line, callee};
  } else if (d->kind != kind || d->line != line || d->callee != callee) {
    d->kind = SETPC_CONFLICT;
  }
}

static asm_func *func_named(asm_program *p, const char *name, uint32_t len);

/* The symbols of in's operands, weighed for the setpc at line `setpc`
 * whose address starts at the s_getpc at line `getpc`. */
static void setpc_symbols(asm_program *p, const asm_func *f, const sym_map *labels,
                          const sym_map *funcs, const asm_inst *in, uint32_t getpc, uint32_t setpc,
                          setpc_dest *d) {
  const char *lt = asm_line_text(p, in->line);
  for (int k = 0; k < in->nops; k++) {
    const asm_operand *o = &in->ops[k];
    if (o->kind != ASM_OP_EXPR && o->kind != ASM_OP_MOD) continue;
    const char *s = lt + o->off;
    for (uint32_t i = 0; i < o->len;) {
      unsigned char c = (unsigned char)s[i];
      if (!asm_is_ident_char(c)) { i++; continue; }
      uint32_t st = i;
      while (i < o->len && asm_is_ident_char((unsigned char)s[i])) i++;
      if (ww_is_digit(c) || (st > 0 && s[st - 1] == '@')) continue; /* a number, a relocation */
      const char *name = s + st;
      uint32_t n = i - st;
      sym_entry *e = sym_find(labels, name, n);
      if (!e) {
        if (i < o->len && s[i] == '@') setpc_note(d, SETPC_TAIL_CALL, -1, -1); /* external */
        continue;
      }
      uint32_t li = (uint32_t)e->val;
      if (li > getpc && li < setpc) continue; /* the pc-relative anchor */
      if (sym_find(funcs, name, n)) {
        asm_func *cf = func_named(p, name, n);
        setpc_note(d, SETPC_TAIL_CALL, -1, cf ? (int32_t)(cf - p->funcs) : -1);
      } else if (label_in_func(p, f, li)) {
        setpc_note(d, SETPC_JUMP, (int32_t)li, -1);
      } else {
        d->kind = SETPC_CONFLICT; /* a label of another function: not a pattern we know */
      }
    }
  }
}

/* Marks the units of in's address operand in open; returns their count. */
static uint32_t in_uses_open(const asm_inst *in, uint8_t *open) {
  memset(open, 0, ASM_NUNITS);
  for (uint32_t u = 0; u < in->uses[0].count; u++) open[in->uses[0].first + u] = 1;
  return in->uses[0].count;
}

/* Classifies the s_setpc_b64 (a return so far) at instruction i of f. */
static void classify_setpc(asm_program *p, asm_func *f, const sym_map *labels, const sym_map *funcs,
                           uint32_t i) {
  uint8_t tracked[ASM_NUNITS], open[ASM_NUNITS]; /* open: read, not yet seen written */
  uint32_t chain[SETPC_CHAIN], nopen = in_uses_open(&p->insts[i], open);
  asm_inst *in = &p->insts[i];
  memcpy(tracked, open, sizeof tracked);
  uint32_t stop = i - f->first_inst > SETPC_WINDOW ? i - SETPC_WINDOW : f->first_inst;
  int32_t getpc = -1;
  uint32_t nchain = 0, j = i;
  while (j-- > stop) {
    const asm_inst *d = &p->insts[j];
    int defines = 0;
    for (int k = 0; k < d->ndefs && !defines; k++)
      for (uint32_t u = 0; u < d->defs[k].count; u++)
        if (tracked[d->defs[k].first + u]) defines = 1;
    if (!defines) continue;
    if (mnemonic_is(d, "s_getpc_b64", "s_get_pc_i64")) {
      getpc = (int32_t)j;
      break;
    }
    /* address arithmetic (SALU) or a load of the address (the GOT); any
     * other write (v_readlane of a saved return address, a call) ends it */
    if (!(d->flags & (TG_IF_SALU | TG_IF_SMEM)) || (d->flags & TG_IF_CALL) || nchain == SETPC_CHAIN)
      break;
    chain[nchain++] = j;
    for (int k = 0; k < d->ndefs; k++)
      for (uint32_t u = 0; u < d->defs[k].count; u++)
        if (open[d->defs[k].first + u]) open[d->defs[k].first + u] = 0, nopen--;
    for (int k = 0; k < d->nuses; k++)
      for (uint32_t u = 0; u < d->uses[k].count; u++)
        if (d->uses[k].first + u >= ASM_UNIT_S0 && d->uses[k].first + u < ASM_UNIT_VCC_LO) {
          tracked[d->uses[k].first + u] = 1;
          if (!open[d->uses[k].first + u]) open[d->uses[k].first + u] = 1, nopen++;
        }
    if (!nopen) break; /* made of constants and symbols: an absolute address */
  }
  /* neither pc-relative nor absolute (the return address in s[30:31]): a
   * return */
  if (getpc < 0 && (nopen || !nchain)) return;
  uint32_t anchor = getpc >= 0 ? p->insts[getpc].line : in->line;
  setpc_dest dest = {SETPC_UNKNOWN, -1, -1};
  for (uint32_t k = 0; k < nchain; k++)
    setpc_symbols(p, f, labels, funcs, &p->insts[chain[k]], anchor, in->line, &dest);
  if (dest.kind == SETPC_JUMP) {
    in->flags = (in->flags & ~(TG_IF_RETURN | TG_IF_INDIRECT_BR)) | TG_IF_BRANCH | TG_IF_TERMINATOR;
    in->target = dest.line;
  } else if (dest.kind == SETPC_TAIL_CALL) {
    in->flags = (in->flags & ~(TG_IF_RETURN | TG_IF_BRANCH | TG_IF_INDIRECT_BR)) | TG_IF_CALL |
                TG_IF_TAIL_CALL;
    in->callee = dest.callee;
  }
}

/* A branch whose target is a label to look up (not a jump classify_setpc
 * resolved, nor an indirect one). */
static int needs_target(const asm_inst *in) {
  return (in->flags & (TG_IF_BRANCH | TG_IF_COND_BRANCH)) && in->target < 0 &&
         !(in->flags & (TG_IF_INDIRECT_BR | TG_IF_CALL | TG_IF_RETURN));
}

/* Reports, in order, the branches of [first, end) whose label is unknown. */
static void report_branches(asm_program *p, const sym_map *labels, uint32_t first, uint32_t end,
                            ww_diags *d) {
  for (uint32_t i = first; i < end; i++) {
    const asm_inst *in = &p->insts[i];
    if (!needs_target(in)) continue;
    const asm_operand *o = branch_label(in);
    const char *lt = asm_line_text(p, in->line);
    if (o && find_label(labels, lt + o->off, o->len)) continue;
    ww_diag_add(d, WW_ERROR, asm_line_loc(p, in->line, o ? o->off : in->mnem_off),
                o ? (int)o->len : (int)in->mnem_len,
                o ? "branch to unknown label '%.*s'" : "branch without a target label%.*s",
                o ? (int)o->len : 0, o ? lt + o->off : "");
  }
}

/* Blocks, edges and reverse post-order of f, whose nb blocks start at the
 * instructions `leader` marks (by index from f's first); memory from a,
 * errors to d (functions are built on several threads, each with its own). */
static int build_func(asm_program *p, asm_func *f, const uint8_t *leader, uint32_t nb, ww_arena *a,
                      ww_diags *d) {
  uint32_t first = f->first_inst, end = f->end_inst;
  uint32_t n = end - first;
  int status = 0;
  f->blocks = ww_alloc(a, sizeof(asm_block) * nb);
  f->nblocks = nb;
  /* block starts, skipping eight non-leaders at a time */
  uint32_t b = 0;
  for (uint32_t i = 0; i < n;) {
    uint64_t w;
    if (i + 8 <= n && (memcpy(&w, leader + i, 8), !w)) {
      i += 8;
      continue;
    }
    if (leader[i]) {
      if (b) f->blocks[b - 1].last = first + i - 1;
      f->blocks[b++].first = first + i;
    }
    i++;
  }
  f->blocks[nb - 1].last = end - 1;
  for (b = 0; b < nb; b++)
    for (uint32_t i = f->blocks[b].first; i <= f->blocks[b].last; i++) p->inst_block[i] = (int32_t)b;
  for (b = 0; b < nb; b++) {
    asm_block *bl = &f->blocks[b];
    const asm_inst *last = &p->insts[bl->last];
    bl->succ[0] = bl->succ[1] = -1;
    int falls = b + 1 < nb;
    bl->halts = (last->flags & TG_IF_HALT) != 0;
    if (last->flags & (TG_IF_ENDPGM | TG_IF_RETURN | TG_IF_INDIRECT_BR | TG_IF_TAIL_CALL | TG_IF_HALT))
      falls = 0;
    if (last->target >= 0) {
      /* first instruction at or after the label's line, inside this function */
      uint32_t ti = p->line_inst[last->target];
      if (ti >= end && label_in_func(p, f, (uint32_t)last->target)) {
        /* an empty label at the function's very end (LLVM's block for an
         * `unreachable`): the branch goes nowhere the program runs on */
        if (!(last->flags & TG_IF_COND_BRANCH)) falls = 0;
      } else if (ti >= end || ti < first || (first > 0 && p->insts[first - 1].line > (uint32_t)last->target)) {
        ww_diag_add(d, WW_ERROR, asm_line_loc(p, last->line, last->mnem_off), (int)last->mnem_len,
                    "branch target is outside function '%.*s'", (int)f->name_len, f->name);
        status = -1;
        continue;
      } else {
        bl->succ[0] = p->inst_block[ti];
        if (!(last->flags & TG_IF_COND_BRANCH)) falls = 0;
      }
    }
    if (falls) bl->succ[bl->succ[0] >= 0 ? 1 : 0] = (int32_t)b + 1;
    if (bl->succ[0] == bl->succ[1]) bl->succ[1] = -1;
  }
  /* predecessors */
  uint32_t *count = calloc(nb, sizeof(uint32_t));
  if (!count) ww_die("out of memory");
  for (b = 0; b < nb; b++)
    for (int s = 0; s < 2; s++)
      if (f->blocks[b].succ[s] >= 0) count[f->blocks[b].succ[s]]++;
  /* one allocation, each block's part as big as its own was */
  size_t npreds = nb;
  for (b = 0; b < nb; b++) npreds += count[b];
  uint32_t *preds = ww_alloc(a, sizeof(uint32_t) * npreds);
  for (b = 0; b < nb; b++) f->blocks[b].preds = preds, preds += count[b] + 1;
  for (b = 0; b < nb; b++)
    for (int s = 0; s < 2; s++)
      if (f->blocks[b].succ[s] >= 0) {
        asm_block *t = &f->blocks[f->blocks[b].succ[s]];
        t->preds[t->npreds++] = b;
      }
  free(count);
  compute_rpo(a, f);
  return status;
}

/* Whether s[i, n) starts with w (of wl bytes); *rest: the index after it. */
static int starts_with(const char *s, uint32_t n, uint32_t i, const char *w, uint32_t wl,
                       uint32_t *rest) {
  if (n - i < wl || memcmp(s + i, w, wl) != 0) return 0;
  *rest = i + wl;
  return 1;
}
#define STARTS(w) starts_with(s, n, i, w, (uint32_t)sizeof(w) - 1, &r)

static long number_after(const char *s, uint32_t n, uint32_t i) {
  while (i < n && (ww_is_space((unsigned char)s[i]) || s[i] == ':')) i++;
  long v = 0;
  int any = 0;
  while (i < n && ww_is_digit((unsigned char)s[i]) && v < 1000000000L) v = v * 10 + (s[i++] - '0'), any = 1;
  return any ? v : -1;
}

/* The word after position i of s (spaces skipped); *len its length. */
static const char *word_after(const char *s, uint32_t n, uint32_t i, uint32_t *len) {
  while (i < n && ww_is_space((unsigned char)s[i])) i++;
  uint32_t e = i;
  while (e < n && !ww_is_space((unsigned char)s[e])) e++;
  *len = e - i;
  return s + i;
}

static asm_func *func_named(asm_program *p, const char *name, uint32_t len) {
  for (uint32_t f = 0; f < p->nfuncs; f++)
    if (p->funcs[f].name_len == len && memcmp(p->funcs[f].name, name, len) == 0) return &p->funcs[f];
  return NULL;
}

/* Wave size, workitem-id dimensions (.amdhsa_kernel blocks) and the maximum
 * workgroup size (.amdgpu_metadata): the value analysis bounds v0 by them. */
static void scan_kernel_info(asm_program *p) {
  for (uint32_t f = 0; f < p->nfuncs; f++) p->funcs[f].workitem_id_dims = -1;
  asm_func *cur = NULL;
  long item_mfws = -1;
  const char *item_name = NULL;
  uint32_t item_len = 0;
  /* directive and raw lines (instructions and blank lines say nothing here),
   * then the end of the file */
  for (uint32_t k = 0; k <= p->ndirs; k++) {
    uint32_t li = k < p->ndirs ? p->dirs[k] : p->nlines;
    const char *s = li < p->nlines ? asm_line_text(p, li) : "";
    uint32_t n = li < p->nlines ? p->lines[li].len : 0, r = 0, i = 0;
    while (i < n && ww_is_space((unsigned char)s[i])) i++;
    /* the words below start with '-' or '.', then a letter of their own */
    char c0 = i < n ? s[i] : 0, c1 = i + 1 < n ? s[i + 1] : 0;
    int item_end = li == p->nlines || (c0 == '-' && STARTS("- ")) ||
                   (c0 == '.' && c1 == 'e' && STARTS(".end_amdgpu_metadata"));
    if (item_end) {
      asm_func *fn = item_name ? func_named(p, item_name, item_len) : NULL;
      if (fn && item_mfws > 0) fn->max_wg_size = (uint32_t)item_mfws;
      item_mfws = -1;
      item_name = NULL;
    }
    if (li == p->nlines) break;
    if (c0 != '.') continue;
    if (c1 == 'a' && STARTS(".amdhsa_kernel")) {
      while (r < n && ww_is_space((unsigned char)s[r])) r++;
      uint32_t e = r;
      while (e < n && !ww_is_space((unsigned char)s[e])) e++;
      cur = func_named(p, s + r, e - r);
    } else if (c1 == 'e' && STARTS(".end_amdhsa_kernel")) {
      cur = NULL;
    } else if (cur && c1 == 'a' && STARTS(".amdhsa_wavefront_size32")) {
      cur->wave_size = number_after(s, n, r) == 1 ? 32 : 64;
    } else if (cur && c1 == 'a' && STARTS(".amdhsa_system_vgpr_workitem_id")) {
      cur->workitem_id_dims = (int8_t)number_after(s, n, r);
    } else if (c1 == 'm' && STARTS(".max_flat_workgroup_size:")) {
      item_mfws = number_after(s, n, r);
    } else if (c1 == 'n' && STARTS(".name:")) {
      item_name = word_after(s, n, r, &item_len);
    } else if (c1 == 'e' && STARTS(".entry_point_symbol:")) {
      /* PAL's metadata names its graphics and compute entry points
       * (_amdgpu_cs_main and the like): the hardware starts them, no caller */
      uint32_t len;
      const char *name = word_after(s, n, r, &len);
      unquote(&name, &len);
      asm_func *fn = func_named(p, name, len);
      if (fn) fn->is_kernel = 1;
    }
  }
  for (uint32_t f = 0; f < p->nfuncs; f++)
    if (!p->funcs[f].wave_size && p->target->gen == TG_GFX9) p->funcs[f].wave_size = 64;
}

/* The symbol NAME of an operand "NAME@rel32@lo+4" (or @gotpcrel32@lo; gfx1250:
 * NAME@rel64+4), or of a plain "NAME" for s_call_b64. */
static asm_func *symbol_func(asm_program *p, const asm_inst *in, int plain) {
  const char *lt = asm_line_text(p, in->line);
  for (int k = 0; k < in->nops; k++) {
    const asm_operand *o = &in->ops[k];
    if (o->kind != ASM_OP_EXPR && o->kind != ASM_OP_MOD) continue;
    const char *s = lt + o->off;
    uint32_t n = 0;
    while (n < o->len && s[n] != '@' && s[n] != '+' && s[n] != '-') n++;
    if (n == o->len && !plain) continue;
    if (n < o->len && (o->len - n < 6 || (memcmp(s + n, "@rel32", 6) != 0 && memcmp(s + n, "@rel64", 6) != 0)) &&
        (o->len - n < 10 || memcmp(s + n, "@gotpcrel3", 10) != 0))
      continue;
    asm_func *f = func_named(p, s, n);
    if (f) return f;
  }
  return NULL;
}

/* Which function a call calls: s_call_b64 names it; s_swappc_b64 takes an
 * address built by s_getpc_b64 + s_add_u32 REG, REG, NAME@rel32@lo+4 earlier
 * in the same function (no other write to REG in between, at most 64
 * instructions back). */
static void resolve_callees(asm_program *p, asm_func *f) {
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    asm_inst *in = &p->insts[i];
    if (!(in->flags & TG_IF_CALL)) continue;
    asm_func *cf = symbol_func(p, in, 1);
    if (!cf && in->nuses) {
      uint16_t reg = in->uses[0].first; /* the address register pair */
      /* LLVM builds the address right before the call; looking further
       * back than a few dozen instructions made reading big files
       * quadratic in their calls */
      uint32_t stop = i - f->first_inst > 64 ? i - 64 : f->first_inst;
      for (uint32_t j = i; j-- > stop;) {
        const asm_inst *d = &p->insts[j];
        int defines = 0;
        for (int k = 0; k < d->ndefs; k++)
          if (reg >= d->defs[k].first && reg < d->defs[k].first + d->defs[k].count) defines = 1;
        if (!defines) continue;
        cf = symbol_func(p, d, 0);
        break;
      }
    }
    if (cf) in->callee = (int32_t)(cf - p->funcs);
    if (cf) f->calls_here = 1;
  }
}

int asm_func_ranges(const asm_program *p, uint32_t *bounds, int max) {
  int nt = ww_thread_count(p->ninsts, ASM_INSTS_PER_THREAD);
  if (nt > max) nt = max;
  if (nt > (int)p->nfuncs) nt = (int)p->nfuncs;
  if (nt < 1) nt = 1;
  /* contiguous ranges of about ninsts / nt instructions */
  uint32_t f = 0;
  bounds[0] = 0;
  for (int t = 0; t < nt; t++) {
    uint64_t want = (uint64_t)p->ninsts * (uint64_t)(t + 1) / (uint64_t)nt;
    while (f < p->nfuncs && (t + 1 == nt || p->funcs[f].end_inst <= want)) f++;
    if (t + 1 < nt && f == bounds[t] && f < p->nfuncs) f++; /* at least one function */
    bounds[t + 1] = f;
  }
  bounds[nt] = p->nfuncs;
  return nt;
}

/* The functions [f0, f1) of p, on one thread. */
typedef struct func_job {
  asm_program *p;
  const sym_map *labels, *funcs;
  int descriptors;  /* the file has kernel descriptors (.amdhsa_kernel) */
  uint32_t f0, f1;
  ww_arena arena;
  ww_diags d;
  int status;
} func_job;

/* The first label of p->labels on a line after li (labels are in line order). */
static uint32_t labels_after(const asm_program *p, uint32_t li) {
  uint32_t lo = 0, hi = p->nlabels;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (p->labels[mid].line <= li) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/* Function fn in one walk over its instructions: s_setpc_b64 classified
 * (in order: a later one's walk back sees the earlier ones' new flags),
 * what fn holds (async LDS, marks, how it ends), branch targets, and the
 * instructions that start blocks; then its blocks and callees. */
static void build_one(func_job *j, asm_func *fn) {
  asm_program *p = j->p;
  uint32_t first = fn->first_inst, end = fn->end_inst, n = end - first;
  if (!n) { /* (functions have instructions: asm_build_cfg keeps no other) */
    if (!j->descriptors) fn->is_kernel = 1;
    return;
  }
  uint8_t *leader = calloc(n, 1);
  if (!leader) ww_die("out of memory");
  leader[0] = 1;
  uint32_t nb = 1;
  int has_ret = 0, async = 0, unknown = 0;
  uint64_t any = 0; /* every instruction's flags, or'ed */
  const uint64_t ends = TG_IF_BRANCH | TG_IF_COND_BRANCH | TG_IF_INDIRECT_BR | TG_IF_RETURN |
                        TG_IF_ENDPGM | TG_IF_TERMINATOR | TG_IF_TAIL_CALL;
  for (uint32_t i = first; i < end; i++) {
    asm_inst *in = &p->insts[i];
    if ((in->flags & TG_IF_RETURN) && in->nuses && mnemonic_is(in, "s_setpc_b64", "s_set_pc_i64"))
      classify_setpc(p, fn, j->labels, j->funcs, i);
    uint64_t fl = in->flags;
    any |= fl;
    async |= in->lds_dma | (in->event == TG_EV_ASYNC);
    if (!(fl & ends)) continue;
    has_ret |= (fl & (TG_IF_RETURN | TG_IF_ENDPGM)) == TG_IF_RETURN || (fl & TG_IF_TAIL_CALL);
    if (ends_block(in) && i + 1 < end && !leader[i + 1 - first]) leader[i + 1 - first] = 1, nb++;
    if (needs_target(in)) {
      const asm_operand *o = branch_label(in);
      sym_entry *e = o ? find_label(j->labels, asm_line_text(p, in->line) + o->off, o->len) : NULL;
      if (e) in->target = e->val;
      else unknown = 1;
    }
  }
  /* marks (s_asyncmark) and their waits: rare, counted when there are */
  int marks = 0, first_wait = -1;
  for (uint32_t i = first; (any & (TG_IF_MARK | TG_IF_MARK_WAIT)) && i < end; i++) {
    const asm_inst *in = &p->insts[i];
    if (in->comment_form) continue;
    marks += (in->flags & TG_IF_MARK) != 0;
    if ((in->flags & TG_IF_MARK_WAIT) && first_wait < 0) first_wait = (int)i;
  }
  /* a label between two instructions starts a block at the second */
  uint32_t last_line = p->insts[end - 1].line;
  for (uint32_t k = labels_after(p, p->insts[first].line); k < p->nlabels && p->labels[k].line <= last_line; k++) {
    uint32_t b = p->line_inst[p->labels[k].line] - first;
    if (!leader[b]) leader[b] = 1, nb++;
  }
  fn->async_lds |= (uint8_t)async;
  /* s_wait_asyncmark counts this function's marks: none at all is a mistake */
  if (first_wait >= 0 && !marks) {
    const asm_inst *in = &p->insts[first_wait];
    ww_diag_add(&j->d, WW_ERROR, asm_line_loc(p, in->line, in->mnem_off), (int)in->mnem_len,
                "'s_wait_asyncmark' in '%.*s', which has no 's_asyncmark'", (int)fn->name_len,
                fn->name);
    j->status = -1;
  }
  /* no descriptors in the file: a kernel is what ends the program */
  if (!j->descriptors) fn->is_kernel = (any & TG_IF_ENDPGM) || !has_ret;
  if (unknown) {
    report_branches(p, j->labels, first, end, &j->d);
    j->status = -1;
  } else if (build_func(p, fn, leader, nb, &j->arena, &j->d)) {
    j->status = -1;
  }
  free(leader);
  if (any & TG_IF_CALL) resolve_callees(p, fn);
}

static void *build_range(void *arg) {
  func_job *j = arg;
  for (uint32_t f = j->f0; f < j->f1; f++) build_one(j, &j->p->funcs[f]);
  return NULL;
}

int asm_build_cfg(asm_program *p, ww_diags *d) {
  sym_map funcs = {0}, kernels = {0}, labels = {0}, globals = {0};
  scan_symbol_directives(p, &funcs, &kernels, &globals);
  int status = 0;
  /* every label once, and function boundaries: at labels (a line's first)
   * that name functions, after the instructions line_inst counts */
  sym_reserve(&labels, p->nlabels);
  uint32_t cap = 0;
  asm_func cur = {.name = "<top>", .name_len = 5};
  for (uint32_t k = 0; k < p->nlabels; k++) {
    const struct asm_label_ref *lr = &p->labels[k];
    const char *name = asm_line_text(p, lr->line) + lr->off;
    uint32_t len = lr->len;
    unquote(&name, &len);
    uint32_t h = hash(name, len);
    if (lr->off == p->lines[lr->line].label_off && sym_find_h(&funcs, name, len, h)) {
      cur.end_inst = p->line_inst[lr->line];
      if (cur.end_inst > cur.first_inst) WW_VEC_PUSH(p->funcs, p->nfuncs, cap, cur);
      cur = (asm_func){.name = name, .name_len = len, .line = lr->line,
                      .first_inst = p->line_inst[lr->line]};
      cur.is_kernel = sym_find(&kernels, cur.name, cur.name_len) != NULL;
      cur.is_global = sym_find(&globals, cur.name, cur.name_len) != NULL;
    }
    sym_entry *prev = sym_add_h(&labels, name, len, h, (int32_t)lr->line);
    if (prev) {
      ww_diag_add(d, WW_ERROR, asm_line_loc(p, lr->line, lr->off), (int)lr->len,
                  "label '%.*s' is defined again", (int)len, name);
      ww_diag_add(d, WW_NOTE, asm_line_loc(p, (uint32_t)prev->val, 0), 0, "first defined here");
      status = -1;
    }
  }
  cur.end_inst = p->ninsts;
  if (cur.end_inst > cur.first_inst) WW_VEC_PUSH(p->funcs, p->nfuncs, cap, cur);
  p->inst_block = ww_alloc(&p->arena, sizeof(int32_t) * (p->ninsts ? p->ninsts : 1));
  uint32_t bounds[WW_MAX_THREADS + 1];
  int nt = asm_func_ranges(p, bounds, WW_MAX_THREADS);
  func_job jobs[WW_MAX_THREADS];
  for (int t = 0; t < nt; t++) {
    jobs[t] = (func_job){p, &labels, &funcs, kernels.n != 0, bounds[t], bounds[t + 1], {0}, {0}, 0};
    jobs[t].d.limit = d->limit;
  }
  ww_run_jobs(build_range, jobs, sizeof jobs[0], nt);
  for (int t = 0; t < nt; t++) {
    ww_diags_append(d, &jobs[t].d);
    ww_diags_free(&jobs[t].d);
    ww_arena_adopt(&p->arena, &jobs[t].arena);
    if (jobs[t].status) status = -1;
  }
  /* Functions live in a heap vector: move it into the arena for one release. */
  if (p->nfuncs) {
    asm_func *fa = ww_alloc(&p->arena, sizeof(asm_func) * p->nfuncs);
    memcpy(fa, p->funcs, sizeof(asm_func) * p->nfuncs);
    free(p->funcs);
    p->funcs = fa;
  } else {
    free(p->funcs);
    p->funcs = NULL;
  }
  scan_kernel_info(p);
  /* which functions a call of this file calls (callers only: no sweep over
   * every instruction) */
  for (uint32_t f = 0; f < p->nfuncs; f++)
    for (uint32_t i = p->funcs[f].first_inst; p->funcs[f].calls_here && i < p->funcs[f].end_inst; i++)
      if ((p->insts[i].flags & TG_IF_CALL) && p->insts[i].callee >= 0)
        p->funcs[p->insts[i].callee].called_here = 1;
  free(funcs.v);
  free(kernels.v);
  free(globals.v);
  free(labels.v);
  return status;
}
