/*
 * reader.c - reading LLVM-syntax AMDGPU assembly.
 *
 * Two passes. The first (lines.c) splits the text into lines and each line
 * into label, statement and comment, and finds the target
 * (.amdgcn_target). The second, here, parses instructions: mnemonic,
 * operands, and from the LLVM-derived table the registers each defines and
 * uses, the counter event it causes, waits and branch targets. Directives
 * are kept verbatim and never an error; regions that are not code
 * (.amdgpu_metadata YAML, .macro bodies) are kept raw. Every error has a
 * location; reading goes on to report all of them.
 */
#include "../target/barrier.h"
#include "operand_syntax.h"
#include "read_internal.h"
#include "regs.h"
#include "stmt_memo.h"
#include "symbols.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The trap ID of llvm.trap (AMDGPUUsage, "Trap Handler ABI"): the wave halts. */
#define ASM_TRAP_ID_HALT 2

#define MAX_OPERANDS 64

void asm_read_error(reader *r, uint32_t li, uint32_t col0, int len, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ww_diag_vadd(r->d, WW_ERROR, asm_line_loc(r->p, li, col0), len, fmt, ap);
  va_end(ap);
}
#define error_at asm_read_error

ww_loc asm_line_loc(const asm_program *p, uint32_t li, uint32_t col0) {
  ww_loc loc = {p->src, 0, 0, 0};
  if (li < p->nlines) {
    loc.line = (int)li + 1;
    loc.col = (int)col0 + 1;
    loc.off = p->lines[li].off;
  }
  return loc;
}

/* Characters of symbols: letters, digits, '_', '.', '$' (a table: this runs
 * on every byte of every label candidate); ASM_MNEMONIC_CHAR marks those that
 * may be in a mnemonic, all but '$'. */
const uint8_t asm_ident_table[256] = {
    ['$'] = 1, ['.'] = 3, ['_'] = 3,
    ['0'] = 3, ['1'] = 3, ['2'] = 3, ['3'] = 3, ['4'] = 3, ['5'] = 3, ['6'] = 3, ['7'] = 3,
    ['8'] = 3, ['9'] = 3,
    ['A'] = 3, ['B'] = 3, ['C'] = 3, ['D'] = 3, ['E'] = 3, ['F'] = 3, ['G'] = 3, ['H'] = 3,
    ['I'] = 3, ['J'] = 3, ['K'] = 3, ['L'] = 3, ['M'] = 3, ['N'] = 3, ['O'] = 3, ['P'] = 3,
    ['Q'] = 3, ['R'] = 3, ['S'] = 3, ['T'] = 3, ['U'] = 3, ['V'] = 3, ['W'] = 3, ['X'] = 3,
    ['Y'] = 3, ['Z'] = 3,
    ['a'] = 3, ['b'] = 3, ['c'] = 3, ['d'] = 3, ['e'] = 3, ['f'] = 3, ['g'] = 3, ['h'] = 3,
    ['i'] = 3, ['j'] = 3, ['k'] = 3, ['l'] = 3, ['m'] = 3, ['n'] = 3, ['o'] = 3, ['p'] = 3,
    ['q'] = 3, ['r'] = 3, ['s'] = 3, ['t'] = 3, ['u'] = 3, ['v'] = 3, ['w'] = 3, ['x'] = 3,
    ['y'] = 3, ['z'] = 3,
};

/* ---------------- pass 2: instructions ---------------- */

/* A whole integer literal: [-+]decimal, 0x hex, 0 octal (as strtoll base 0). */
int asm_parse_int(const char *s, size_t len, int64_t *out) {
  size_t i = 0;
  int neg = 0;
  if (i < len && (s[i] == '-' || s[i] == '+')) neg = s[i++] == '-';
  if (i == len) return 0;
  unsigned base = 10;
  if (len - i > 2 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) base = 16, i += 2;
  else if (len - i > 1 && s[i] == '0') base = 8, i++;
  const uint64_t most = (UINT64_C(1) << 62) / base; /* past it, one more digit is too many */
  uint64_t v = 0;
  for (; i < len; i++) {
    unsigned c = (unsigned char)s[i], d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
    else return 0;
    if (d >= base || v > most) return 0;
    v = v * base + d;
  }
  *out = neg ? -(int64_t)v : (int64_t)v;
  return 1;
}

static int looks_numeric(const char *s, size_t len) {
  size_t i = 0;
  if (i < len && (s[i] == '-' || s[i] == '+')) i++;
  return i < len && (ww_is_digit((unsigned char)s[i]) || (s[i] == '.' && i + 1 < len &&
                                                      ww_is_digit((unsigned char)s[i + 1])));
}

/* Strips source modifiers around a register: -v1, |v1|, -|v1|, neg(v1),
 * abs(v1), sext(v1). */
static void strip_reg_mods(const char *s, uint32_t *off, uint32_t *len) {
  for (int again = 1; again;) {
    again = 0;
    const char *t = s + *off;
    uint32_t n = *len;
    if (t[0] != '-' && t[0] != '!' && t[0] != '|' && t[n - 1] != ')') return; /* most operands */
    if (n > 1 && (t[0] == '-' || t[0] == '!')) { (*off)++, (*len)--; again = 1; continue; }
    if (n > 2 && t[0] == '|' && t[n - 1] == '|') { (*off)++, *len -= 2; again = 1; continue; }
    static const struct { const char *s; uint32_t n; } fns[] = {{"neg(", 4}, {"abs(", 4}, {"sext(", 5}};
    for (int f = 0; f < 3; f++) {
      uint32_t fl = fns[f].n;
      if (n > fl + 1 && memcmp(t, fns[f].s, fl) == 0 && t[n - 1] == ')') {
        *off += fl;
        *len -= fl + 1;
        again = 1;
        break;
      }
    }
  }
}

/* The modifier operand `name` (glc, offset:16, th:...) of in, or NULL. */
static const asm_operand *find_mod_n(const asm_program *p, const asm_inst *in, const char *name,
                                    size_t nl) {
  const char *t = asm_line_text(p, in->line);
  for (int i = 0; i < in->nops; i++) {
    const asm_operand *o = &in->ops[i];
    if (o->kind == ASM_OP_MOD && o->name_len == nl && memcmp(t + o->off, name, nl) == 0) return o;
  }
  return NULL;
}
#define find_mod(p, in, name) find_mod_n(p, in, name, sizeof(name) - 1)

/* Is a DPP control among the modifiers (LLVM's spellings)? Then a VOP
 * name without its suffix is its DPP form (TG_IF_DPP_TIED_DEF). One pass
 * over the operands: most such instructions have no modifier at all. */
static int dpp_control(const asm_program *p, const asm_inst *in) {
#define CTL(s) {s, sizeof(s) - 1}
  static const struct { const char *s; uint16_t n; } ctl[] = {
      CTL("quad_perm"), CTL("row_shl"), CTL("row_shr"), CTL("row_ror"), CTL("wave_shl"),
      CTL("wave_rol"), CTL("wave_shr"), CTL("wave_ror"), CTL("row_mirror"),
      CTL("row_half_mirror"), CTL("row_bcast"), CTL("row_share"), CTL("row_xmask"),
      CTL("row_newbcast"), CTL("dpp8"), CTL("row_mask"), CTL("bank_mask"), CTL("bound_ctrl")};
#undef CTL
  const char *t = asm_line_text(p, in->line);
  for (int i = 0; i < in->nops; i++) {
    const asm_operand *o = &in->ops[i];
    if (o->kind != ASM_OP_MOD) continue;
    for (size_t k = 0; k < sizeof ctl / sizeof ctl[0]; k++)
      if (o->name_len == ctl[k].n && memcmp(t + o->off, ctl[k].s, ctl[k].n) == 0) return 1;
  }
  return 0;
}

static int classify_operand(reader *r, uint32_t li, const char *t, piece pc, asm_operand *o,
                            asm_regs *extra, int *nextra) {
  const tg_target *tg = r->p->target;
  const char *s = t + pc.off;
  *o = (asm_operand){0}; /* o is the caller's scratch */
  o->off = pc.off;
  o->len = pc.len;
  if (pc.len == 3 && memcmp(s, "off", 3) == 0) {
    o->kind = ASM_OP_OFF;
    return 0;
  }
  uint32_t ro = pc.off, rl = pc.len;
  strip_reg_mods(t, &ro, &rl);
  const char *why;
  asm_regs reg;
  ww_reg_status st = asm_parse_reg(tg, r->syms, li, t + ro, rl, &reg, &why);
  if (st == ASM_REG_BAD) {
    error_at(r, li, ro, (int)rl, "%s: '%.*s'", why, (int)rl, t + ro);
    return -1;
  }
  if (st == ASM_REG_OK) {
    o->kind = ASM_OP_REG;
    o->reg = reg;
    return 0;
  }
  if (s[0] == '[') { /* NSA address list [v1, v2, v3] or a bracketed constant list */
    piece sub[32];
    uint32_t bad;
    int n = asm_split_operands(t, pc.off + 1, pc.off + pc.len - 1, sub, 32, &bad);
    int regs = 0;
    for (int i = 0; i < n; i++) {
      asm_regs rr;
      if (asm_parse_reg(tg, r->syms, li, t + sub[i].off, sub[i].len, &rr, &why) == ASM_REG_OK) {
        if (*nextra < 32) extra[(*nextra)++] = rr;
        regs++;
      }
    }
    if (n > 0 && regs == n) {
      o->kind = ASM_OP_REGLIST;
      return 0;
    }
    if (regs) {
      error_at(r, li, pc.off, (int)pc.len, "malformed register list");
      return -1;
    }
    o->kind = ASM_OP_EXPR;
    return 0;
  }
  if (looks_numeric(s, pc.len)) {
    o->kind = ASM_OP_IMM;
    o->has_imm = (uint8_t)asm_parse_int(s, pc.len, &o->imm);
    return 0;
  }
  uint32_t k = 0;
  while (k < pc.len && (ww_is_alnum((unsigned char)s[k]) || s[k] == '_')) k++;
  if (k > 0 && k <= UINT16_MAX && ww_is_alpha((unsigned char)s[0])) {
    if (k == pc.len) { /* bare word: glc, lds, a label */
      o->kind = ASM_OP_MOD;
      o->name_len = (uint16_t)k;
      return 0;
    }
    if (s[k] == ':') {
      o->kind = ASM_OP_MOD;
      o->name_len = (uint16_t)k;
      o->has_imm = (uint8_t)asm_parse_int(s + k + 1, pc.len - k - 1, &o->imm);
      return 0;
    }
    if (s[k] == '(' && s[pc.len - 1] == ')') {
      o->kind = ASM_OP_MOD;
      o->name_len = (uint16_t)k;
      o->has_imm = (uint8_t)asm_parse_int(s + k + 1, pc.len - k - 2, &o->imm);
      return 0;
    }
  }
  /* a symbol, label or expression: refuse bytes that none of them has */
  int bad = asm_expr_bad_byte(s, pc.len);
  if (bad >= 0) {
    error_at(r, li, pc.off + (uint32_t)bad, (int)(pc.len - (uint32_t)bad),
             "unknown token in expression: '%c'", s[bad]);
    return -1;
  }
  o->kind = ASM_OP_EXPR;
  return 0;
}

/* Async marks (../shared/reference/000_*): pseudo-instructions that LLVM 22
 * does not know; `insert` lowers and removes them, so an unlowered file
 * cannot be assembled by mistake. */
/* Their operands are checked by parse_mark (any count here). */
static const tg_inst_desc pseudo_mark = {"s_asyncmark", TG_IF_MARK, 0, 0, 0, 0, TG_CPUSET_ALL,
                                         TG_OPS(0, 15), TG_OPS(0, 15)};
static const tg_inst_desc pseudo_mark_wait = {"s_wait_asyncmark", TG_IF_MARK_WAIT, 0, 0, 0, 0,
                                              TG_CPUSET_ALL, TG_OPS(0, 15), TG_OPS(0, 15)};

static const tg_inst_desc *lookup_pseudo(const char *m, uint32_t n) {
  if (n == 11 && memcmp(m, "s_asyncmark", 11) == 0) return &pseudo_mark;
  if (n == 16 && memcmp(m, "s_wait_asyncmark", 16) == 0) return &pseudo_mark_wait;
  return NULL;
}

/* Mnemonic lookup with the suffixes people leave out or add: v_add_f32 for
 * v_add_f32_e32, v_cmp_eq_u32_e64 when only one encoding exists. */
static const tg_inst_desc *lookup_mnemonic(const char *m, uint32_t n) {
  char buf[128];
  if (n + 8 >= sizeof buf) return NULL;
  /* as LLVM prints it (lower case, full name): no copy */
  const tg_inst_desc *d = tg_inst_lookup(m, n);
  if (d) return d;
  for (uint32_t i = 0; i < n; i++) buf[i] = (char)ww_to_lower((unsigned char)m[i]);
  d = tg_inst_lookup(buf, n);
  if (d) return d;
  static const char *const suffixes[] = {"_e32", "_e64", "_sdwa", "_dpp", "_e64_dpp"};
  for (int s = 0; s < 5; s++) {
    size_t sl = strlen(suffixes[s]);
    if (n > sl && memcmp(buf + n - sl, suffixes[s], sl) == 0) {
      d = tg_inst_lookup(buf, n - sl);
      if (d) return d;
    }
  }
  for (int s = 0; s < 2; s++) {
    memcpy(buf + n, suffixes[s], 4);
    d = tg_inst_lookup(buf, n + 4);
    if (d) return d;
  }
  return NULL;
}

static void list_cpus(uint64_t mask, ww_buf *out) {
  int any = 0;
  for (int c = 0; c < WW_NCPUS; c++)
    if ((mask >> c) & 1) {
      ww_buf_printf(out, "%s%s", any ? ", " : "", tg_target_by_cpu((tg_cpu)c)->name);
      any = 1;
    }
}

/* "SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS": wider than the CU (gfx12 cache policy). */
static int scope_past_cu(const char *v, size_t n) {
  static const char *const wide[] = {"SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS"};
  for (int k = 0; k < 3; k++)
    if (strlen(wide[k]) == n && memcmp(v, wide[k], n) == 0) return 1;
  return 0;
}

static int vmem_access(int ev) {
  return ev == TG_EV_VMEM_LOAD || ev == TG_EV_VMEM_STORE || ev == TG_EV_FLAT_LOAD || ev == TG_EV_FLAT_STORE;
}

static tg_event classify_event(const tg_target *t, asm_inst *in, int gds) {
  uint64_t f = in->flags;
  if (f & TG_IF_CACHE_WB) return TG_EV_CACHE_WB;
  if (f & TG_IF_CACHE_INV) return TG_EV_CACHE_INV;
  if (f & TG_IF_TENSOR) return TG_EV_TENSOR;
  if (f & TG_IF_ASYNC_LDS) return TG_EV_ASYNC;
  if (f & TG_IF_DS) return (gds || (f & TG_IF_GWS)) ? TG_EV_GDS : TG_EV_LDS;
  if (f & TG_IF_SMEM) return TG_EV_SMEM;
  if (f & TG_IF_SENDMSG) return TG_EV_MSG;
  if (f & TG_IF_EXP) return TG_EV_EXP;
  int store = (f & TG_IF_MAY_STORE) && !(f & TG_IF_MAY_LOAD);
  if (f & TG_IF_ATOMIC) store = !(f & TG_IF_ATOMIC_RET);
  if (f & TG_IF_FLAT && !(f & (TG_IF_FLAT_GLOBAL | TG_IF_FLAT_SCRATCH)))
    return store ? TG_EV_FLAT_STORE : TG_EV_FLAT_LOAD;
  if (f & (TG_IF_MUBUF | TG_IF_MTBUF | TG_IF_MIMG | TG_IF_FLAT)) {
    if (in->lds_dma) return TG_EV_LDS_DMA;
    if (f & TG_IF_BVH) return TG_EV_BVH;
    if (f & TG_IF_SAMPLE) return TG_EV_SAMPLE;
    return store ? TG_EV_VMEM_STORE : TG_EV_VMEM_LOAD;
  }
  /* GFX12: the barrier instructions that return something count on kmcnt
   * (SIInsertWaitcnts counts _isfirst, s_barrier_leave and
   * s_get_barrier_state as SMEM accesses); the others complete at issue. */
  if ((f & TG_IF_SALU) && (t->ev_counters[TG_EV_BARRIER_KM] != 0) &&
      (!strncmp(in->desc->mnemonic, "s_barrier_", 10) || !strncmp(in->desc->mnemonic, "s_get_barrier", 13))) {
    tg_bar_inst k = tg_bar_inst_of(in->desc->mnemonic);
    if (k == TG_BI_SIGNAL_ISFIRST || k == TG_BI_LEAVE || k == TG_BI_STATE) return TG_EV_BARRIER_KM;
  }
  return TG_EV_NONE;
}

/* Adds a register range; past ASM_MAX_REGOPS ranges the last one grows to
 * cover the new one too (a superset: more dependences, never fewer). */
static inline void add_units(asm_regs *v, uint8_t *n, asm_regs r) {
  if (r.count == 0) return;
  if (*n < ASM_MAX_REGOPS) {
    v[(*n)++] = r;
    return;
  }
  asm_regs *l = &v[ASM_MAX_REGOPS - 1];
  uint32_t lo = l->first < r.first ? l->first : r.first;
  uint32_t hi = (uint32_t)l->first + l->count > (uint32_t)r.first + r.count
                    ? (uint32_t)l->first + l->count : (uint32_t)r.first + r.count;
  l->first = (uint16_t)lo;
  l->count = (uint16_t)(hi - lo);
}

static inline void add_implicit(asm_regs *v, uint8_t *n, uint8_t mask) {
  if (!mask) return; /* most instructions */
  if (mask & TG_IR_VCC) add_units(v, n, (asm_regs){ASM_UNIT_VCC_LO, 2});
  if (mask & TG_IR_EXEC) add_units(v, n, (asm_regs){ASM_UNIT_EXEC_LO, 2});
  if (mask & TG_IR_M0) add_units(v, n, (asm_regs){ASM_UNIT_M0, 1});
  if (mask & TG_IR_SCC) add_units(v, n, (asm_regs){ASM_UNIT_SCC, 1});
  if (mask & TG_IR_FLAT_SCRATCH) add_units(v, n, (asm_regs){ASM_UNIT_FLAT_SCR_LO, 2});
}

/* ---- waits ---- */

static int set_count(reader *r, asm_inst *in, int c, int64_t v, const asm_operand *o, int sat) {
  const tg_target *t = r->p->target;
  if (c < 0 || !t->max[c]) return 0;
  if (v < 0 || (v > t->max[c] && !sat)) {
    error_at(r, in->line, o->off, (int)o->len, "%s count %lld out of range: %s is 0..%d on %s",
             t->cnt_name[c], (long long)v, t->cnt_name[c], t->max[c], t->name);
    return -1;
  }
  if (v > t->max[c]) v = t->max[c];
  if (v < t->max[c]) {
    if (in->wait.cnt[c] < 0 || v < in->wait.cnt[c]) in->wait.cnt[c] = (int8_t)v;
  }
  return 0;
}

/* Legacy s_waitcnt field names, as counters of this target. */
static int legacy_field(const tg_target *t, const char *s, size_t n) {
  (void)t;
  if (n == 5 && memcmp(s, "vmcnt", 5) == 0) return TG_CNT_VM;
  if (n == 6 && memcmp(s, "expcnt", 6) == 0) return TG_CNT_EXP;
  if (n == 7 && memcmp(s, "lgkmcnt", 7) == 0) return TG_CNT_LGKM;
  return -1;
}

static int parse_wait(reader *r, asm_inst *in) {
  const asm_program *p = r->p;
  const tg_target *t = p->target;
  const char *lt = asm_line_text(p, in->line);
  const char *m = in->desc->mnemonic;
  in->is_wait = 1;
  tg_wait_none(&in->wait);
  if (strcmp(m, "s_waitcnt") == 0) {
    for (int i = 0; i < in->nops; i++) {
      const asm_operand *o = &in->ops[i];
      const char *s = lt + o->off;
      if (o->kind == ASM_OP_EXPR && o->len == 1 && s[0] == '&') continue;
      if (o->kind == ASM_OP_IMM) {
        if (!o->has_imm || o->imm < 0 || o->imm > 0xffff) {
          error_at(r, in->line, o->off, (int)o->len,
                   "s_waitcnt immediate must be 0..0xffff (llvm-mc would silently truncate it)");
          return -1;
        }
        tg_wait w;
        tg_waitcnt_decode(t, (uint32_t)o->imm, &w);
        tg_wait_merge(&in->wait, &w);
        continue;
      }
      if (o->kind == ASM_OP_MOD && o->has_imm) {
        size_t nl = o->name_len;
        int sat = nl > 4 && memcmp(s + nl - 4, "_sat", 4) == 0;
        int c = legacy_field(t, s, sat ? nl - 4 : nl);
        if (c >= 0) {
          if (set_count(r, in, c, o->imm, o, sat)) return -1;
          continue;
        }
      }
      error_at(r, in->line, o->off, (int)o->len,
               "expected vmcnt(N), expcnt(N), lgkmcnt(N) or a 16-bit immediate");
      return -1;
    }
    return 0;
  }
  /* s_waitcnt_vscnt/_vmcnt/_expcnt/_lgkmcnt SREG, IMM (GFX10/11) */
  if (strncmp(m, "s_waitcnt_", 10) == 0) {
    const char *field = m + 10;
    int c = strcmp(field, "vscnt") == 0 ? TG_CNT_VS : legacy_field(t, field, strlen(field));
    if (in->nops != 2 || in->ops[1].kind != ASM_OP_IMM || !in->ops[1].has_imm) {
      error_at(r, in->line, in->mnem_off, (int)in->mnem_len, "expected '%s SREG, COUNT'", m);
      return -1;
    }
    const asm_operand *reg = &in->ops[0];
    int sgpr = reg->kind == ASM_OP_REG && reg->reg.count && reg->reg.first >= ASM_UNIT_S0 &&
               reg->reg.first < ASM_UNIT_VCC_LO;
    if (!(reg->kind == ASM_OP_REG && (reg->reg.count == 0 || sgpr))) {
      error_at(r, in->line, reg->off, (int)reg->len, "'%s' takes null or an SGPR first", m);
      return -1;
    }
    if (sgpr) in->wait_unknown = 1; /* the count is an SGPR's value at run time */
    if (in->wait_unknown) return 0;
    return set_count(r, in, c, in->ops[1].imm, &in->ops[1], 0);
  }
  /* GFX12+: s_wait_<cnt> IMM, s_wait_loadcnt_dscnt IMM, s_wait_storecnt_dscnt IMM */
  if (strncmp(m, "s_wait_", 7) == 0) {
    if (in->nops != 1 || in->ops[0].kind != ASM_OP_IMM || !in->ops[0].has_imm) {
      error_at(r, in->line, in->mnem_off, (int)in->mnem_len, "expected '%s COUNT'", m);
      return -1;
    }
    const asm_operand *o = &in->ops[0];
    const char *field = m + 7;
    if (strcmp(field, "loadcnt_dscnt") == 0 || strcmp(field, "storecnt_dscnt") == 0) {
      if (o->imm < 0 || o->imm > 0xffff || (o->imm & 0xc0c0)) {
        error_at(r, in->line, o->off, (int)o->len,
                 "%s immediate must be (count << 8) | dscnt with 6-bit fields", m);
        return -1;
      }
      int c = field[0] == 'l' ? TG_CNT_VM : TG_CNT_VS;
      if (set_count(r, in, c, o->imm >> 8, o, 0)) return -1;
      return set_count(r, in, TG_CNT_LGKM, o->imm & 0xff, o, 0);
    }
    int c = tg_counter_by_name(t, field, strlen(field));
    if (c < 0) {
      error_at(r, in->line, in->mnem_off, (int)in->mnem_len, "'%s' waits on no counter of %s",
               m, t->name);
      return -1;
    }
    return set_count(r, in, c, o->imm, o, 0);
  }
  error_at(r, in->line, in->mnem_off, (int)in->mnem_len, "unsupported wait instruction '%s'", m);
  return -1;
}

static int mark_target_ok(reader *r, asm_inst *in) {
  const tg_target *t = r->p->target;
  if (t->has_lds_dma || t->has_async_lds) return 0;
  error_at(r, in->line, in->mnem_off, (int)in->mnem_len,
           "'%s' cannot be lowered on %s: it has neither LDS DMA nor asynchronous LDS copies",
           in->desc->mnemonic, t->name);
  return -1;
}

static int parse_mark(reader *r, asm_inst *in) {
  if (mark_target_ok(r, in)) return -1;
  if (in->flags & TG_IF_MARK) {
    if (in->nops) {
      error_at(r, in->line, in->ops[0].off, (int)in->ops[0].len, "'s_asyncmark' takes no operand");
      return -1;
    }
    return 0;
  }
  const asm_operand *o = in->nops == 1 ? &in->ops[0] : NULL;
  if (!o || o->kind != ASM_OP_IMM || !o->has_imm || o->imm < 0 || o->imm > 255) {
    error_at(r, in->line, o ? o->off : in->mnem_off, o ? (int)o->len : (int)in->mnem_len,
             "'s_wait_asyncmark' takes one count N, 0 <= N <= 255");
    return -1;
  }
  in->mark_n = (int16_t)o->imm;
  return 0;
}

static int is_returning_atomic(const asm_program *p, const asm_inst *in) {
  const tg_target *t = p->target;
  if (t->has_gfx940_cache_bits) return find_mod(p, in, "sc0") != NULL;
  if (t->gen >= TG_GFX12) {
    const asm_operand *th = find_mod(p, in, "th");
    if (!th) return 0;
    const char *s = asm_line_text(p, in->line) + th->off;
    for (uint32_t i = 0; i + 6 <= th->len; i++)
      if (memcmp(s + i, "RETURN", 6) == 0) return 1;
    return 0;
  }
  return find_mod(p, in, "glc") != NULL;
}

/* Operands [from, to): the first ndefs register operands are defined, the
 * rest used; a tied def is read too. */
static void assign_regs(asm_inst *in, int from, int to, int ndefs, int nreglist,
                        const asm_regs *reglist) {
  int regpos = 0;
  for (int k = from; k < to; k++) {
    asm_operand *o = &in->ops[k];
    if (o->kind == ASM_OP_REG || o->kind == ASM_OP_OFF) {
      if (regpos < ndefs && o->kind == ASM_OP_REG) {
        add_units(in->defs, &in->ndefs, o->reg);
        if (in->def_is_use) add_units(in->uses, &in->nuses, o->reg);
      } else if (o->kind == ASM_OP_REG) {
        add_units(in->uses, &in->nuses, o->reg);
      }
      regpos++;
    } else if (o->kind == ASM_OP_REGLIST) {
      for (int e = 0; e < nreglist; e++) add_units(in->uses, &in->nuses, reglist[e]);
      regpos++;
    }
  }
}

static int parse_comment_mark(reader *r, uint32_t li, asm_inst *in) {
  const asm_line *l = &r->p->lines[li];
  const char *t = r->text + l->off + l->stmt_off;
  in->line = li;
  in->target = -1;
  in->callee = -1;
  in->mnem_off = l->stmt_off;
  in->mnem_len = (uint16_t)(l->stmt_len > UINT16_MAX ? UINT16_MAX : l->stmt_len);
  in->comment_form = 1;
  in->ops = NULL;
  if (t[0] == 'a') {
    in->desc = &pseudo_mark;
  } else {
    in->desc = &pseudo_mark_wait;
    int64_t v;
    if (!asm_parse_int(t + 15, l->stmt_len - 16, &v) || v < 0 || v > 255) {
      error_at(r, li, l->stmt_off, (int)l->stmt_len, "malformed 'wait_asyncmark(N)' comment");
      return -1;
    }
    in->mark_n = (int16_t)v;
  }
  in->flags = in->desc->flags;
  return 0;
}

/* ---- operand counts ---- */

/* The positional operands of one half of an instruction (pieces, in order)
 * and where "too few" is reported: its mnemonic. */
typedef struct operand_count {
  uint8_t pos[MAX_OPERANDS];
  int n;
  uint32_t at, at_len;
} operand_count;

/* The most positional operands of either form of d: past them, words are
 * modifiers (the form is known only once all modifiers are read). */
static inline int ops_most(const tg_inst_desc *d) {
  int a = TG_OPS_MAX(d->ops), b = TG_OPS_MAX(d->ops_alt);
  return a > b ? a : b;
}

/* "0 to 1 operands", "2 operands": for the messages below. */
static void describe_count(uint8_t ops, char *buf, size_t size) {
  int lo = TG_OPS_MIN(ops), hi = TG_OPS_MAX(ops);
  if (lo == hi)
    snprintf(buf, size, "%d operand%s", lo, lo == 1 ? "" : "s");
  else
    snprintf(buf, size, "%d to %d operands", lo, hi);
}

/* A number, or an expression of numbers: no symbol in it. */
static int is_absolute(const char *s, const asm_operand *o) {
  if (o->kind == ASM_OP_IMM) return 1;
  if (o->kind != ASM_OP_EXPR) return 0;
  for (uint32_t i = 0; i < o->len; i++) {
    unsigned char c = (unsigned char)s[o->off + i];
    if (ww_is_digit(c)) /* a number, with its base, digits and exponent */
      while (i + 1 < o->len && ww_is_alnum((unsigned char)s[o->off + i + 1])) i++;
    else if (asm_is_ident_char(c))
      return 0;
  }
  return 1;
}

/* Whether check_count has anything to look at: the compare, inline. */
static inline int count_wrong(const tg_inst_desc *d, uint8_t ops, const operand_count *c) {
  return c->n < TG_OPS_MIN(ops) || c->n > TG_OPS_MAX(ops) || (d->flags & TG_IF_OPT_IMM);
}

/* The count of positional operands against the row's (the variant's when
 * the text selects it): llvm-mc's "too few operands for instruction" at the
 * mnemonic, "invalid operand for instruction" at the first one too many;
 * optional immediates (TG_IF_OPT_IMM) must be numbers. */
static int check_count(reader *r, const asm_inst *in, const piece *pcs, const tg_inst_desc *d,
                       uint8_t ops, const operand_count *c) {
  const char *t = asm_line_text(r->p, in->line);
  char takes[32];
  if (c->n < TG_OPS_MIN(ops)) {
    describe_count(ops, takes, sizeof takes);
    error_at(r, in->line, c->at, (int)c->at_len,
             "too few operands for instruction: '%s' takes %s, not %d", d->mnemonic, takes, c->n);
    return -1;
  }
  if (c->n > TG_OPS_MAX(ops)) {
    const piece *pc = &pcs[c->pos[TG_OPS_MAX(ops)]];
    describe_count(ops, takes, sizeof takes);
    error_at(r, in->line, pc->off, (int)pc->len,
             "invalid operand for instruction: '%s' takes %s", d->mnemonic, takes);
    return -1;
  }
  if (d->flags & TG_IF_OPT_IMM)
    for (int i = TG_OPS_MIN(ops); i < c->n; i++) {
      const asm_operand *o = &in->ops[c->pos[i]];
      if (!is_absolute(t, o)) {
        error_at(r, in->line, o->off, (int)o->len,
                 "expected absolute expression: the optional operand of '%s' is a number",
                 d->mnemonic);
        return -1;
      }
    }
  return 0;
}

/* Debug builds: the fast path's pieces and operands (operand_split.c) are
 * the general path's, on every line it takes. */
static void check_fast_scan(reader *r, uint32_t li, const char *t, uint32_t from, uint32_t to,
                            const piece *pcs, const asm_operand *ops, int np) {
#ifdef WW_DEBUG
  unsigned char end = (unsigned char)t[to]; /* what stops the fast path's scans */
  if (!(ww_is_space(end) || end == ';' || end == '/' || end == 0))
    ww_die("fast operand scan: line %u's statement ends before 0x%02x", li + 1, end);
  piece gp[MAX_OPERANDS];
  uint32_t bad = 0;
  int gn = asm_split_operands(t, from, to, gp, MAX_OPERANDS, &bad);
  if (gn != np) ww_die("fast operand scan: %d pieces, not %d, on line %u", np, gn, li + 1);
  for (int k = 0; k < np; k++) {
    asm_operand o;
    asm_regs extra[32];
    int nextra = 0;
    size_t errors = r->d->nerrors;
    classify_operand(r, li, t, gp[k], &o, extra, &nextra);
    if (gp[k].off != pcs[k].off || gp[k].len != pcs[k].len ||
        gp[k].starts_group != pcs[k].starts_group || r->d->nerrors != errors || nextra ||
        memcmp(&o, &ops[k], sizeof o) != 0)
      ww_die("fast operand scan: operand %d of line %u differs", k + 1, li + 1);
  }
#else
  (void)r, (void)li, (void)t, (void)from, (void)to, (void)pcs, (void)ops, (void)np;
#endif
}

/* Parses instruction line li into in. *by_position is set where the result
 * depends on more than the statement's text: register indices computed from
 * symbols, which take the value they have at line li. */
static int parse_inst(reader *r, uint32_t li, asm_inst *in, asm_regs *reglist, int *nreglist,
                      int *by_position) {
  asm_program *p = r->p;
  const asm_line *l = &p->lines[li];
  const char *t = r->text + l->off;
  uint32_t i = l->stmt_off, end = l->stmt_off + l->stmt_len;
  if (l->comment_mark) return parse_comment_mark(r, li, in);
  in->line = li;
  in->target = -1;
  in->callee = -1; /* calls: resolved with the CFG */
  in->mnem_off = i;
  /* most mnemonics are spelled as LLVM prints them, and lexing found where
   * they end: one lookup (table names hold mnemonic characters only) */
  const tg_inst_desc *exact = NULL;
  uint32_t n = l->ident_len;
  if (n && (i + n == end || t[i + n] == ' ' || t[i + n] == '\t')) exact = tg_inst_lookup(t + i, n);
  if (exact) i += n;
  else
    while (i < end && (asm_ident_table[(unsigned char)t[i]] & ASM_MNEMONIC_CHAR)) i++;
  if (i - in->mnem_off > 255) { /* no mnemonic is this long (and mnem_len is 16 bits) */
    error_at(r, li, in->mnem_off, 64, "unknown instruction '%.*s...'", 64, t + in->mnem_off);
    return -1;
  }
  in->mnem_len = (uint16_t)(i - in->mnem_off);
  if (in->mnem_len == 0 || (i < end && !ww_is_space((unsigned char)t[i]))) {
    uint32_t at = in->mnem_len ? i : in->mnem_off;
    unsigned char c = (unsigned char)t[at];
    if (c < 0x20 || c >= 0x7f)
      error_at(r, li, at, 1, "unexpected byte 0x%02x: not an assembly text file?", c);
    else
      error_at(r, li, at, 1, "expected an instruction, a directive or a label");
    return -1;
  }
  piece pcs[MAX_OPERANDS];
  uint32_t bad = 0;
  /* the common shapes, classified on the way; else the general path */
  int np = asm_scan_operands(r, li, t, i, end, pcs, in->ops, MAX_OPERANDS);
  int classified = np >= 0;
  if (classified) {
    check_fast_scan(r, li, t, i, end, pcs, in->ops, np);
  } else {
    np = asm_split_operands(t, i, end, pcs, MAX_OPERANDS, &bad);
    /* only a register's bracketed index reads symbols (asm_parse_reg); the
     * fast path takes no symbol */
    if (r->syms && memchr(t + i, '[', end - i)) *by_position = 1;
  }
  if (np < 0 && np != -4) /* split stopped early: a bad byte further on comes first */
    for (uint32_t k = i; k < end; k++)
      if (asm_bad_byte((unsigned char)t[k])) {
        np = -4, bad = k;
        break;
      }
  if (np == -4) {
    error_at(r, li, bad, 1, "unexpected byte 0x%02x in instruction", (unsigned char)t[bad]);
    return -1;
  }
  in->desc = exact ? exact : lookup_mnemonic(t + in->mnem_off, in->mnem_len);
  if (!in->desc) in->desc = lookup_pseudo(t + in->mnem_off, in->mnem_len);
  if (!in->desc) {
    int shown = in->mnem_len > 64 ? 64 : (int)in->mnem_len;
    error_at(r, li, in->mnem_off, (int)in->mnem_len, "unknown instruction '%.*s%s'", shown,
             t + in->mnem_off, in->mnem_len > 64 ? "..." : "");
    return -1;
  }
  if (!tg_target_accepts(p->target, in->desc)) {
    ww_buf b = {0};
    list_cpus(tg_inst_cpus(in->desc), &b);
    error_at(r, li, in->mnem_off, (int)in->mnem_len, "instruction '%s' is not supported on %s",
             in->desc->mnemonic, p->target->name);
    ww_diag_add(r->d, WW_NOTE, asm_line_loc(p, li, in->mnem_off), 0,
                "'%s' is available on: %s", in->desc->mnemonic, b.data ? b.data : "none");
    ww_buf_free(&b);
    return -1;
  }
  if (np == -1) {
    error_at(r, li, bad, 1, "unbalanced brackets or quotes in operands");
    return -1;
  }
  if (np == -2) {
    error_at(r, li, bad, 1, "too many operands (more than %d)", MAX_OPERANDS);
    return -1;
  }
  if (np == -3) {
    error_at(r, li, bad, 1, "expected an operand around this ','");
    return -1;
  }
  in->nops = (uint16_t)np;
  int failed = 0;
  *nreglist = 0;
  /* Each piece is classified, and the positional operands of each half (a
   * VOPD pair "X ... :: Y ..." has two) are counted on the way. */
  operand_count cnt[2]; /* not zeroed whole: this runs for every instruction */
  operand_count *cc = &cnt[0]; /* the half being read */
  cc->n = 0, cc->at = in->mnem_off, cc->at_len = in->mnem_len;
  int half_start = 0, split = np, most = ops_most(in->desc);
  const tg_inst_desc *d2 = NULL;
  for (int k = 0; k < np; k++) {
    const piece *pc = &pcs[k];
    const char *s = t + pc->off;
    asm_operand *o = &in->ops[k];
    if (pc->len == 2 && s[0] == ':' && s[1] == ':' && cc == &cnt[0]) {
      const piece *m2 = k + 1 < np ? &pcs[k + 1] : NULL;
      d2 = m2 ? lookup_mnemonic(t + m2->off, m2->len) : NULL;
      if (!d2 || !tg_target_accepts(p->target, d2)) {
        error_at(r, li, m2 ? m2->off : pc->off, m2 ? (int)m2->len : 2,
                 "expected the second half of a VOPD pair after '::'");
        return -1;
      }
      *o = (asm_operand){.off = pc->off, .len = pc->len, .kind = ASM_OP_EXPR};
      in->ops[k + 1] = (asm_operand){.off = m2->off, .len = m2->len, .kind = ASM_OP_MOD,
                                    .name_len = (uint16_t)m2->len};
      split = k;
      half_start = k + 2, most = ops_most(d2);
      cc = &cnt[1];
      cc->n = 0, cc->at = m2->off, cc->at_len = m2->len;
      k++;
      continue;
    }
    /* Most pieces start a comma group before the last operand: they are
     * operands unless named modifiers, which classify_operand tells apart
     * anyway; only the others need a look of their own. */
    int role, beyond = cc->n >= most;
    if (pc->starts_group || k == half_start)
      role = beyond ? asm_piece_role_first(s, pc->len, k != half_start) : ASM_PIECE_IF_NOT_NAMED;
    else
      role = asm_piece_role_later(t + pc[-1].off, pc[-1].len, s, pc->len, beyond);
    if (role == ASM_PIECE_MODIFIER_WORD) {
      *o = (asm_operand){.off = pc->off, .len = pc->len, .kind = ASM_OP_MOD,
                        .name_len = (uint16_t)pc->len};
    } else if (!classified) {
      asm_regs extra[32];
      int nextra = 0;
      if (classify_operand(r, li, t, *pc, o, extra, &nextra)) failed = 1;
      for (int e = 0; e < nextra && *nreglist < 32; e++) reglist[(*nreglist)++] = extra[e];
    }
    if (role == ASM_PIECE_IF_NOT_NAMED)
      role = o->kind == ASM_OP_MOD && o->name_len < o->len && s[o->name_len] == ':'
                 ? ASM_PIECE_MODIFIER : ASM_PIECE_POSITIONAL;
    else if (role == ASM_PIECE_IF_REGISTER)
      role = o->kind == ASM_OP_REG || o->kind == ASM_OP_OFF ? ASM_PIECE_POSITIONAL
                                                           : ASM_PIECE_MODIFIER;
    if (role == ASM_PIECE_POSITIONAL) cc->pos[cc->n++] = (uint8_t)k;
  }
  if (failed) return -1;

  /* Resolve the variant the text selects. */
  const tg_inst_desc *d = in->desc;
  in->flags = d->flags;
  int ndefs = d->ndefs, alt = 0;
  if ((d->flags & TG_IF_LDS_DMA) || ((d->flags & TG_IF_HAS_LDS_FORM) && find_mod(p, in, "lds"))) {
    in->lds_dma = 1;
    in->flags |= TG_IF_LDS_DMA;
    ndefs = 0;
    alt = 1;
  } else if ((d->flags & TG_IF_HAS_RTN_FORM) && is_returning_atomic(p, in)) {
    in->flags |= TG_IF_ATOMIC_RET;
    ndefs = d->ndefs_alt;
    alt = 1;
  }
  if (count_wrong(d, alt ? d->ops_alt : d->ops, &cnt[0]) &&
      check_count(r, in, pcs, d, alt ? d->ops_alt : d->ops, &cnt[0]))
    return -1;
  if (d2 && count_wrong(d2, d2->ops, &cnt[1]) && check_count(r, in, pcs, d2, d2->ops, &cnt[1]))
    return -1;
  /* LLVM's calling convention (isa-facts §8): s_setpc_b64 returns, s_swappc_b64
   * calls; gfx1250 spells them s_set_pc_i64 and s_swap_pc_i64. The real
   * opcodes carry no isReturn/isCall: only LLVM's pseudos do. */
  if (d->flags & (TG_IF_BRANCH | TG_IF_CALL)) {
    if (!strcmp(d->mnemonic, "s_setpc_b64") || !strcmp(d->mnemonic, "s_set_pc_i64"))
      in->flags = (in->flags | TG_IF_RETURN) & ~(TG_IF_BRANCH | TG_IF_INDIRECT_BR);
    if (!strcmp(d->mnemonic, "s_swappc_b64") || !strcmp(d->mnemonic, "s_swap_pc_i64") ||
        !strcmp(d->mnemonic, "s_call_b64") || !strcmp(d->mnemonic, "s_call_i64"))
      in->flags = (in->flags | TG_IF_CALL) & ~(TG_IF_BRANCH | TG_IF_INDIRECT_BR | TG_IF_TERMINATOR);
  }
  /* s_trap 2 is llvm.trap (AMDGPUUsage's trap IDs): the trap handler ends
   * the wave, so nothing after it runs; s_trap 3, llvm.debugtrap, returns. */
  if (in->nops == 1 && in->ops[0].kind == ASM_OP_IMM && in->ops[0].has_imm &&
      in->ops[0].imm == ASM_TRAP_ID_HALT && !strcmp(d->mnemonic, "s_trap"))
    in->flags |= TG_IF_HALT | TG_IF_TERMINATOR;
  int gds = (in->flags & TG_IF_DS) && find_mod(p, in, "gds"); /* only ds_* take it */
  in->event = classify_event(p->target, in, gds);
  if (in->flags & TG_IF_DS && !gds) {
    in->reads_lds = (in->flags & TG_IF_MAY_LOAD) != 0;
    in->writes_lds = (in->flags & TG_IF_MAY_STORE) != 0;
  }
  in->def_is_use = (in->flags & TG_IF_TIED_DEF) || ((in->flags & TG_IF_DPP_TIED_DEF) && dpp_control(p, in));
  if (p->target->max[TG_CNT_X] && vmem_access(in->event)) {
    const asm_operand *sc = find_mod(p, in, "scope");
    int wide = sc && sc->len > (uint32_t)sc->name_len + 1 &&
               scope_past_cu(asm_line_text(p, in->line) + sc->off + sc->name_len + 1,
                             sc->len - sc->name_len - 1u);
    /* only an atomic read-modify-write (the table's atomics) is surely
     * unrepeatable: a store's scope comes from an atomic or volatile store
     * or from a plain one's cache-policy bits (a buffer store's aux operand),
     * which the text does not tell apart */
    in->once = (in->flags & TG_IF_ATOMIC) != 0;
    in->scoped_access = !in->once && wide;
  }

  /* v_cmpx on GFX10+ writes EXEC only: its first register is read, a VGPR
   * or, in the VOP3 form (v_cmpx_gt_u32_e64 s0, v5), an SGPR (the table
   * merges in GFX9's form, whose first operand is an SGPR def). */
  if (ndefs && (d->flags & TG_IF_VALU) && (d->impl_defs & TG_IR_EXEC))
    for (int k = 0; k < np; k++)
      if (in->ops[k].kind == ASM_OP_REG) {
        if (in->ops[k].reg.first < ASM_UNIT_A0 || p->target->gen != TG_GFX9) ndefs = 0;
        break;
      }
  /* A VOPD pair "X ... :: Y ..." (GFX11+): two halves, one instruction. */
  in->ndef_ops = (uint8_t)ndefs;
  assign_regs(in, 0, split, ndefs, *nreglist, reglist);
  if (d2) {
    /* (more than 1 def or 7 uses in X: no split kept, the halves merge) */
    if (in->ndefs == 1 && in->nuses <= 7) in->vopd_x_defs = 1, in->vopd_x_uses = in->nuses & 7;
    assign_regs(in, split + 2, np, d2->ndefs, *nreglist, reglist);
    add_implicit(in->uses, &in->nuses, d2->impl_uses);
    add_implicit(in->defs, &in->ndefs, d2->impl_defs);
  }
  add_implicit(in->uses, &in->nuses, d->impl_uses);
  add_implicit(in->defs, &in->ndefs, d->impl_defs);
  if (in->lds_dma) {
    add_units(in->uses, &in->nuses, (asm_regs){ASM_UNIT_M0, 1});
  }
  if (in->flags & TG_IF_WAIT) {
    if (parse_wait(r, in)) return -1;
  }
  if (in->flags & (TG_IF_MARK | TG_IF_MARK_WAIT)) return parse_mark(r, in);
  if ((in->flags & TG_IF_BARRIER) && asm_read_barrier_operands(r, li, in)) return -1;
  return 0;
}

/* ---------------- target ---------------- */

static int choose_target(reader *r, const asm_read_opts *opts, const char *dir, uint32_t dline,
                         uint32_t dlen) {
  asm_program *p = r->p;
  const tg_target *from_file = NULL;
  if (dir) {
    from_file = tg_target_lookup(dir, dlen);
    if (!from_file) {
      uint32_t col = (uint32_t)(dir - (r->text + p->lines[dline].off));
      error_at(r, dline, col, (int)dlen, "unknown target '%.*s' (supported: %s)", (int)dlen, dir,
               tg_target_names());
      return -1;
    }
  }
  if (opts->target && from_file && from_file != opts->target) {
    uint32_t col = (uint32_t)(dir - (r->text + p->lines[dline].off));
    /* -mcpu wins, as the issue asks; llvm-mc-22 and clang-22 refuse such a
     * file, which the warning says (tests/lit/asm/mcpu-override.s). */
    ww_diag_add(r->d, WW_WARNING, asm_line_loc(p, dline, col), (int)dlen,
                "-mcpu=%s overrides the file's target %s (llvm-mc-22 refuses this "
                ".amdgcn_target with that -mcpu)",
                opts->target->name, from_file->name);
  }
  p->target = opts->target ? opts->target : from_file;
  if (!p->target && r->d->nerrors) return -1; /* a bad directive was reported */
  if (!p->target) {
    ww_diag_add(r->d, WW_ERROR, (ww_loc){p->src, 0, 0, 0}, 0,
                "no target: give -mcpu=CPU (one of %s) or an .amdgcn_target directive",
                tg_target_names());
    return -1;
  }
  return 0;
}

/* ---------------- pass 2 over all lines, in parallel ---------------- */

/* Instruction lines parse independently of each other, and parsing is most
 * of reading a big file: it is split into contiguous ranges of lines, one
 * thread each, with its own arena and diagnostics that are merged in line
 * order afterwards, so the result does not depend on the threads. */
#define PARSE_PER_THREAD 16384u

typedef struct parse_job {
  reader r;
  ww_diags d;
  ww_arena arena;
  uint32_t line_from, line_to; /* [from, to) */
  uint32_t first_inst, ninst;  /* its instruction lines: [first_inst, first_inst + ninst) */
  int failed;                  /* a line did not parse */
  int async;                   /* an async LDS copy: value ranges read all operands */
  int memo;                    /* parse a statement text once (stmt_memo.h) */
} parse_job;

/* Whether a pass reads in's operands after reading (asm_read). */
static int keeps_operands(const asm_inst *in) {
  if (in->flags & (TG_IF_SALU | TG_IF_BRANCH | TG_IF_COND_BRANCH | TG_IF_CALL)) return 1;
  /* VALU compares: the divergence test reads which ones every lane decides
   * alike (values.c, wt_decided_compares) */
  if (!strncmp(in->desc->mnemonic, "v_cmp", 5)) return 1;
  /* SGPR spill lanes: barrier_divergence.c reads each lane apart */
  if (!strncmp(in->desc->mnemonic, "v_writelane", 11) || !strncmp(in->desc->mnemonic, "v_readlane", 10)) return 1;
  for (int k = 0; k < in->nops; k++)
    if (in->ops[k].kind == ASM_OP_EXPR) return 1;
  return 0;
}

/* The parse of a statement text that an earlier line of this job had:
 * instruction `from`, copied for line li. Everything in it comes from the
 * text but the line and the offsets, which are relative to the line start:
 * the statement may start elsewhere in this line (indentation, a label).
 * Registers are shared (no pass writes them), operands too where their
 * offsets are the same. */
static void reuse_parse(parse_job *j, uint32_t li, uint32_t from, uint32_t next) {
  asm_program *p = j->r.p;
  const asm_inst *src = &p->insts[from];
  asm_inst *in = &p->insts[next];
  uint32_t at = p->lines[li].stmt_off, was = src->mnem_off;
  *in = *src;
  in->line = li;
  in->mnem_off = at;
  if (in->nops && at != was) {
    asm_operand *o = ww_alloc8(j->r.arena, sizeof(asm_operand) * in->nops);
    for (int k = 0; k < in->nops; k++) {
      o[k] = src->ops[k];
      o[k].off = o[k].off - was + at;
    }
    in->ops = o;
  }
  /* j->async has `from`'s already: it was parsed in this job */
  p->def_masks[next] = p->def_masks[from];
  p->lines[li].inst = (int32_t)next;
}

static size_t diag_count(const ww_diags *d) { return d->n + d->nerrors + d->nwarnings; }

/* Debug builds: a reused parse is what parsing the line again gives. */
static void check_reuse(parse_job *j, uint32_t li, const asm_inst *in) {
#ifdef WW_DEBUG
  asm_inst x;
  memset(&x, 0, sizeof x);
  asm_regs reglist[32], defs[ASM_MAX_REGOPS], uses[ASM_MAX_REGOPS];
  asm_operand ops[MAX_OPERANDS];
  int nreglist = 0, by_position = 0;
  x.defs = defs, x.uses = uses, x.ops = ops;
  size_t diags = diag_count(j->r.d);
  if (parse_inst(&j->r, li, &x, reglist, &nreglist, &by_position) || by_position ||
      diag_count(j->r.d) != diags)
    ww_die("statement memo: line %u parses differently from its first copy", li + 1);
  if (!j->r.keep_all && !keeps_operands(&x)) x.nops = 0;
  int same = x.desc == in->desc && x.flags == in->flags && x.line == in->line &&
             x.mnem_off == in->mnem_off && x.target == in->target && x.callee == in->callee &&
             memcmp(&x.wait, &in->wait, sizeof x.wait) == 0 && x.mnem_len == in->mnem_len &&
             x.nops == in->nops && x.mark_n == in->mark_n && x.event == in->event &&
             x.ndefs == in->ndefs && x.nuses == in->nuses && x.ndef_ops == in->ndef_ops &&
             x.reads_lds == in->reads_lds && x.writes_lds == in->writes_lds &&
             x.comment_form == in->comment_form && x.lds_dma == in->lds_dma &&
             x.def_is_use == in->def_is_use && x.is_wait == in->is_wait &&
             x.wait_unknown == in->wait_unknown && x.deleted == in->deleted &&
             x.lowered == in->lowered && x.fence_wait == in->fence_wait && x.once == in->once &&
             x.scoped_access == in->scoped_access && x.has_pre == in->has_pre &&
             x.has_post == in->has_post &&
             (!x.nops || memcmp(x.ops, in->ops, sizeof(asm_operand) * x.nops) == 0) &&
             memcmp(x.defs, in->defs, sizeof(asm_regs) * x.ndefs) == 0 &&
             memcmp(x.uses, in->uses, sizeof(asm_regs) * x.nuses) == 0 &&
             asm_regs_masks(defs, x.ndefs) == j->r.p->def_masks[in - j->r.p->insts];
  if (!same) ww_die("statement memo: line %u differs from parsing it again", li + 1);
#else
  (void)j, (void)li, (void)in;
#endif
}

static void *parse_range(void *arg) {
  parse_job *j = arg;
  asm_program *p = j->r.p;
  uint32_t next = j->first_inst;
  asm_stmt_memo memo;
  asm_stmt_memo_init(&memo, j->r.arena, j->memo ? j->ninst : 0);
  for (uint32_t li = j->line_from; li < j->line_to; li++) {
    const asm_line *l = &p->lines[li];
    if (l->kind != ASM_LINE_INST) continue;
    asm_inst *in = &p->insts[next];
    /* a statement text parsed before (comment marks are not statements) */
    int memo_it = memo.slots && !l->comment_mark;
    uint64_t h = 0;
    if (memo_it) {
      const char *s = j->r.text + l->off + l->stmt_off;
      h = asm_stmt_hash(s, l->stmt_len);
      int64_t from = asm_stmt_memo_find(&memo, p, s, l->stmt_len, h);
      if (from >= 0) {
        reuse_parse(j, li, (uint32_t)from, next);
        check_reuse(j, li, in);
        next++;
        continue;
      }
    }
    asm_regs reglist[32], defs[ASM_MAX_REGOPS], uses[ASM_MAX_REGOPS];
    asm_operand ops[MAX_OPERANDS];
    int nreglist = 0, by_position = 0;
    in->defs = defs;
    in->uses = uses;
    in->ops = ops;
    size_t diags = diag_count(j->r.d);
    if (parse_inst(&j->r, li, in, reglist, &nreglist, &by_position) == 0) {
      j->async |= in->lds_dma || in->event == TG_EV_ASYNC;
      if (!j->r.keep_all && !keeps_operands(in)) in->nops = 0;
      /* Operands and registers move to the arena at their real size, in
       * one piece: separate allocations rounded to 16 bytes touched a
       * quarter more memory. */
      size_t nregs = (size_t)in->ndefs + in->nuses, opb = sizeof(asm_operand) * in->nops;
      unsigned char *m = ww_alloc8(j->r.arena, opb + sizeof(asm_regs) * nregs);
      asm_operand *o = (asm_operand *)m;
      asm_regs *regs = (asm_regs *)(m + opb);
      /* element loops: memcpy of these few bytes became `rep movs`, whose
       * start-up cost was a fifth of parsing */
      for (int k = 0; k < in->nops; k++) o[k] = ops[k];
      for (int k = 0; k < in->ndefs; k++) regs[k] = defs[k];
      for (int k = 0; k < in->nuses; k++) regs[in->ndefs + k] = uses[k];
      in->ops = in->nops ? o : NULL;
      in->defs = regs;
      in->uses = regs + in->ndefs;
      p->def_masks[next] = asm_regs_masks(defs, in->ndefs);
      p->lines[li].inst = (int32_t)next;
      /* kept for later lines only when its text alone made it: no symbol
       * read, nothing reported (a warning would be reported again) */
      if (memo_it && !by_position && diag_count(j->r.d) == diags)
        asm_stmt_memo_keep(&memo, h, next);
    } else {
      memset(in, 0, sizeof *in);
      p->def_masks[next] = 0;
      p->lines[li].kind = ASM_LINE_RAW; /* keep the bytes; it is reported */
      j->failed = 1;
    }
    next++;
  }
  /* for branch targets and function starts: the first instruction at or
   * after each line (the next range starts with instruction `next`) */
  for (uint32_t li = j->line_to; li-- > j->line_from;) {
    if (p->lines[li].kind == ASM_LINE_INST) next = (uint32_t)p->lines[li].inst;
    p->line_inst[li] = next;
  }
  return NULL;
}

/* Returns whether any instruction is an async LDS copy. */
static int parse_all(reader *r, uint32_t ninst, int memo) {
  asm_program *p = r->p;
  int nt = ww_thread_count(ninst, PARSE_PER_THREAD);
  if (nt > (int)ninst) nt = ninst ? (int)ninst : 1;
  parse_job jobs[WW_MAX_THREADS];
  memset(jobs, 0, sizeof jobs);
  /* ranges of about ninst / nt instructions each */
  uint32_t li = 0, seen = 0;
  for (int t = 0; t < nt; t++) {
    jobs[t].line_from = li;
    jobs[t].first_inst = seen;
    uint32_t want = t + 1 == nt ? ninst : (uint32_t)((uint64_t)ninst * (uint64_t)(t + 1) / (uint64_t)nt);
    while (li < p->nlines && (seen < want || t + 1 == nt)) seen += p->lines[li++].kind == ASM_LINE_INST;
    jobs[t].line_to = li;
    jobs[t].ninst = seen - jobs[t].first_inst;
    jobs[t].r = (reader){p, nt > 1 ? &jobs[t].d : r->d, r->text, nt > 1 ? &jobs[t].arena : &p->arena,
                         NULL, r->keep_all, r->syms};
    jobs[t].d.limit = r->d->limit;
    jobs[t].memo = memo;
  }
  if (nt > 1) tg_inst_lookup("", 0); /* builds the mnemonic index before the threads share it */
  ww_run_jobs(parse_range, jobs, sizeof jobs[0], nt);
  if (nt > 1)
    for (int t = 0; t < nt; t++) {
      ww_diags_append(r->d, &jobs[t].d);
      ww_arena_adopt(&p->arena, &jobs[t].arena);
    }
  int failed = 0, async = 0;
  for (int t = 0; t < nt; t++) failed |= jobs[t].failed, async |= jobs[t].async;
  /* Lines that failed left their slot empty: close the gaps (they only
   * happen with errors, which stop reading, but keep the arrays dense). */
  if (!failed) {
    p->ninsts = ninst;
    return async;
  }
  uint32_t n = 0;
  for (uint32_t l = 0; l < p->nlines; l++) {
    if (p->lines[l].kind != ASM_LINE_INST) continue;
    uint32_t at = (uint32_t)p->lines[l].inst;
    if (at != n) p->insts[n] = p->insts[at];
    p->lines[l].inst = (int32_t)n++;
  }
  p->ninsts = n;
  return async;
}

int asm_read(const ww_source *src, const asm_read_opts *opts, asm_program *p, ww_diags *d) {
  memset(p, 0, sizeof *p);
  p->src = src;
  reader r = {p, d, src->text, &p->arena, opts->timer, opts->keep_operands, NULL};
  size_t errors0 = d->nerrors;
  const char *dir = NULL;
  uint32_t dline = 0, dlen = 0;
  uint32_t ninst = asm_read_lines(&r, &dir, &dline, &dlen);
  ww_timer_lap(opts->timer, "read: lex");
  if (choose_target(&r, opts, dir, dline, dlen)) return -1;
  asm_symtab *syms = asm_symtab_build(p, d);
  r.syms = syms;

  p->insts = ww_alloc(&p->arena, sizeof(asm_inst) * (ninst ? ninst : 1));
  p->def_masks = ww_alloc(&p->arena, sizeof(uint64_t) * (ninst ? ninst : 1));
  p->line_inst = ww_alloc(&p->arena, sizeof(uint32_t) * (p->nlines + 1));
  p->line_inst[p->nlines] = ninst;
  /* WAITWISE_NO_STMT_MEMO=1 parses every line (tests compare the two) */
  const char *no_memo = getenv("WAITWISE_NO_STMT_MEMO");
  int memo = !(no_memo && no_memo[0] && strcmp(no_memo, "0") != 0);
  /* a program with async LDS copies is read again keeping every operand
   * (value ranges read them): only such programs pay for a second parse */
  if (parse_all(&r, ninst, memo) && !r.keep_all && d->nerrors == errors0) {
    r.keep_all = 1;
    memset(p->insts, 0, sizeof(asm_inst) * ninst); /* parse_inst expects them zeroed */
    parse_all(&r, ninst, memo);
  }
  asm_symtab_free(syms);
  ww_timer_lap(opts->timer, "read: parse instructions");
  if (d->nerrors > errors0) return -1;
  int rc = asm_build_cfg(p, d);
  ww_timer_lap(opts->timer, "read: control flow");
  return rc;
}

asm_edit *asm_program_edits(asm_program *p) {
  if (!p->edits) p->edits = ww_alloc(&p->arena, sizeof(asm_edit) * (p->ninsts ? p->ninsts : 1));
  return p->edits;
}

void asm_program_free(asm_program *p) {
  free(p->labels);
  ww_arena_release(&p->arena);
  memset(p, 0, sizeof *p);
}
