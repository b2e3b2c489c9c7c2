/*
 * regs.c - register operand syntax: v7, s[4:7], a[0:3], ttmp2, vcc_lo, m0,
 * exec, null, v1.l (true16 halves map to the whole VGPR), and their printing.
 */
#include "regs.h"
#include "symbols.h"

#include <string.h>

#define ASM_NUM_TTMPS 16 /* ttmp0..ttmp15 */

typedef struct special_reg {
  const char *name;
  uint16_t first, count; /* count 0: a named constant/untracked register */
  uint8_t len;           /* strlen(name), filled in by SPECIAL */
} special_reg;

/* Operands that cannot name a register: numbers, modifiers (offset:16),
 * expressions. A ':' outside brackets is a modifier's. */
static int maybe_reg(const char *s, size_t len) {
  if (!len || s[0] < 'a' || s[0] > 'x') return 0;
  return !memchr(s, ':', len) || memchr(s, '[', len);
}

#define SPECIAL(name, first, count) {name, first, count, sizeof(name) - 1}
static const special_reg specials[] = {
    SPECIAL("vcc", ASM_UNIT_VCC_LO, 2), SPECIAL("vcc_lo", ASM_UNIT_VCC_LO, 1),
    SPECIAL("vcc_hi", ASM_UNIT_VCC_HI, 1), SPECIAL("exec", ASM_UNIT_EXEC_LO, 2),
    SPECIAL("exec_lo", ASM_UNIT_EXEC_LO, 1), SPECIAL("exec_hi", ASM_UNIT_EXEC_HI, 1),
    SPECIAL("m0", ASM_UNIT_M0, 1), SPECIAL("scc", ASM_UNIT_SCC, 1),
    SPECIAL("flat_scratch", ASM_UNIT_FLAT_SCR_LO, 2),
    SPECIAL("flat_scratch_lo", ASM_UNIT_FLAT_SCR_LO, 1),
    SPECIAL("flat_scratch_hi", ASM_UNIT_FLAT_SCR_HI, 1),
    SPECIAL("xnack_mask", ASM_UNIT_XNACK_LO, 2), SPECIAL("xnack_mask_lo", ASM_UNIT_XNACK_LO, 1),
    SPECIAL("xnack_mask_hi", ASM_UNIT_XNACK_HI, 1), SPECIAL("null", 0, 0), SPECIAL("tba", 0, 0),
    SPECIAL("tba_lo", 0, 0), SPECIAL("tba_hi", 0, 0), SPECIAL("tma", 0, 0),
    SPECIAL("tma_lo", 0, 0), SPECIAL("tma_hi", 0, 0), SPECIAL("vccz", 0, 0),
    SPECIAL("execz", 0, 0), SPECIAL("src_vccz", 0, 0), SPECIAL("src_execz", 0, 0),
    SPECIAL("src_scc", 0, 0), SPECIAL("src_shared_base", 0, 0), SPECIAL("src_shared_limit", 0, 0),
    SPECIAL("src_private_base", 0, 0), SPECIAL("src_private_limit", 0, 0),
    SPECIAL("src_pops_exiting_wave_id", 0, 0), SPECIAL("pops_exiting_wave_id", 0, 0),
    SPECIAL("shared_base", 0, 0), SPECIAL("shared_limit", 0, 0), SPECIAL("private_base", 0, 0),
    SPECIAL("private_limit", 0, 0), SPECIAL("lds_direct", 0, 0), SPECIAL("src_lds_direct", 0, 0),
    SPECIAL("src_flat_scratch_base_lo", 0, 0), SPECIAL("src_flat_scratch_base_hi", 0, 0),
    SPECIAL("mode", 0, 0),
};
#undef SPECIAL

static int parse_uint(const char *s, size_t len, size_t *i, unsigned *out) {
  size_t j = *i;
  unsigned v = 0;
  if (j >= len || !ww_is_digit((unsigned char)s[j])) return 0;
  while (j < len && ww_is_digit((unsigned char)s[j])) {
    if (v > 100000) return 0;
    v = v * 10 + (unsigned)(s[j] - '0');
    j++;
  }
  *i = j;
  *out = v;
  return 1;
}

/* An index inside brackets, up to the ':' or ']' that ends it: a number, or
 * an expression of absolute symbols (v[vgprValuC+1], s[sgprSrdA:sgprSrdA+3]).
 * Returns 1 (*i after it), 0 when it is no index (or an expression in a
 * file that defines no symbol), -1 when it is an expression that is not
 * absolute (*why set). */
static int parse_index(const char *s, size_t len, size_t *i, unsigned *out, const asm_symtab *syms,
                       uint32_t line, const char **why) {
  size_t j = *i;
  if (parse_uint(s, len, &j, out)) {
    size_t k = j;
    while (k < len && s[k] == ' ') k++;
    if (k < len && (s[k] == ':' || s[k] == ']')) {
      *i = j;
      return 1;
    }
  }
  if (!syms) return 0; /* a file with no symbols: a malformed range */
  size_t end = *i;
  int depth = 0;
  for (; end < len; end++) {
    if (s[end] == '(') depth++;
    else if (s[end] == ')') depth--;
    else if (depth == 0 && (s[end] == ':' || s[end] == ']')) break;
  }
  if (end == *i || end >= len) return 0;
  size_t e = end;
  while (e > *i && s[e - 1] == ' ') e--;
  int64_t v;
  int rc = asm_symtab_eval(syms, line, s + *i, e - *i, &v);
  if (rc) {
    *why = rc == ASM_EXPR_TOO_DEEP ? "register index expression is nested too deeply"
                                  : "register index is not an absolute expression";
    return -1;
  }
  if (v < 0 || v > 100000) {
    *why = "register index is out of range";
    return -1;
  }
  *out = (unsigned)v;
  *i = e;
  return 1;
}

ww_reg_status asm_parse_reg(const tg_target *t, const asm_symtab *syms, uint32_t line, const char *s,
                           size_t len, asm_regs *out, const char **why) {
  *why = NULL;
  out->first = out->count = 0;
  /* most operands: one v, s or a register ("v7", "s12", "v1.l") */
  if (len > 1 && (s[0] == 'v' || s[0] == 's' || s[0] == 'a') && ww_is_digit((unsigned char)s[1])) {
    size_t i = 1;
    unsigned n;
    if (!parse_uint(s, len, &i, &n)) return ASM_REG_NOT_REG;
    if (i + 2 == len && s[0] == 'v' && s[i] == '.' && (s[i + 1] == 'l' || s[i + 1] == 'h')) i += 2;
    if (i != len) return ASM_REG_NOT_REG; /* "v1x", "s1:2" */
    return asm_file_regs(t, s[0], n, n, out, why);
  }
  /* then ranges of decimal indices ("v[6:7]", "s[4:7]"; short numbers,
   * so parse_uint's bound cannot differ); the rest takes the long way */
  if (len >= 6 && (s[0] == 'v' || s[0] == 's' || s[0] == 'a') && s[1] == '[' && s[len - 1] == ']') {
    size_t i = 2, a = 2;
    unsigned lo = 0, hi = 0;
    while (i < len && ww_is_digit((unsigned char)s[i])) lo = lo * 10 + (unsigned)(s[i++] - '0');
    if (i > a && i - a <= 4 && s[i] == ':') {
      a = ++i;
      while (i < len && ww_is_digit((unsigned char)s[i])) hi = hi * 10 + (unsigned)(s[i++] - '0');
      if (i > a && i - a <= 4 && i + 1 == len && lo <= hi)
        return asm_file_regs(t, s[0], lo, hi, out, why);
    }
  }
  if (!maybe_reg(s, len)) return ASM_REG_NOT_REG;
  /* ranges ("s[4:7]") are no special name */
  int range = (s[0] == 'v' || s[0] == 's' || s[0] == 'a') && len > 1 && s[1] == '[';
  for (size_t i = 0; !range && i < sizeof specials / sizeof specials[0]; i++)
    if (specials[i].len == len && specials[i].name[0] == s[0] &&
        memcmp(specials[i].name, s, len) == 0) {
      out->first = specials[i].first;
      out->count = specials[i].count;
      return ASM_REG_OK;
    }
  size_t i;
  int ttmp = len >= 4 && memcmp(s, "ttmp", 4) == 0;
  if (ttmp) {
    i = 4;
  } else if (len >= 1 && (s[0] == 'v' || s[0] == 's' || s[0] == 'a')) {
    i = 1;
  } else {
    return ASM_REG_NOT_REG;
  }
  unsigned lo, hi;
  if (i < len && s[i] == '[') {
    i++;
    while (i < len && s[i] == ' ') i++;
    int got = parse_index(s, len, &i, &lo, syms, line, why);
    if (got < 0) return ASM_REG_BAD;
    if (!got) goto malformed;
    while (i < len && s[i] == ' ') i++;
    hi = lo;
    if (i < len && s[i] == ':') {
      i++;
      while (i < len && s[i] == ' ') i++;
      got = parse_index(s, len, &i, &hi, syms, line, why);
      if (got < 0) return ASM_REG_BAD;
      if (!got) goto malformed;
      while (i < len && s[i] == ' ') i++;
    }
    if (i >= len || s[i] != ']') goto malformed;
    i++;
    if (hi < lo) {
      *why = "register range is reversed";
      return ASM_REG_BAD;
    }
  } else {
    if (i >= len || !ww_is_digit((unsigned char)s[i])) return ASM_REG_NOT_REG;
    if (!parse_uint(s, len, &i, &lo)) return ASM_REG_NOT_REG;
    hi = lo;
  }
  /* true16 halves: v1.l / v1.h name a half of v1; track the whole VGPR. */
  if (i + 2 == len && s[0] == 'v' && s[i] == '.' && (s[i + 1] == 'l' || s[i + 1] == 'h'))
    i += 2;
  if (i != len) {
    if (s[0] != 't' && (s[1] == '[')) goto malformed;
    return ASM_REG_NOT_REG; /* e.g. an identifier such as "s_foo" or "v1x" */
  }
  if (!ttmp) return asm_file_regs(t, s[0], lo, hi, out, why);
  if (hi >= ASM_NUM_TTMPS) {
    *why = "register index is out of range";
    return ASM_REG_BAD;
  }
  out->first = (uint16_t)(ASM_UNIT_TTMP0 + lo);
  out->count = (uint16_t)(hi - lo + 1);
  return ASM_REG_OK;
malformed:
  *why = "malformed register range";
  return ASM_REG_BAD;
}

void asm_regs_name(asm_regs r, ww_buf *out) {
  static const struct { uint16_t first, count; const char *name; } named[] = {
      {ASM_UNIT_VCC_LO, 2, "vcc"}, {ASM_UNIT_VCC_LO, 1, "vcc_lo"}, {ASM_UNIT_VCC_HI, 1, "vcc_hi"},
      {ASM_UNIT_EXEC_LO, 2, "exec"}, {ASM_UNIT_EXEC_LO, 1, "exec_lo"},
      {ASM_UNIT_EXEC_HI, 1, "exec_hi"}, {ASM_UNIT_M0, 1, "m0"}, {ASM_UNIT_SCC, 1, "scc"},
      {ASM_UNIT_FLAT_SCR_LO, 2, "flat_scratch"}, {ASM_UNIT_FLAT_SCR_LO, 1, "flat_scratch_lo"},
      {ASM_UNIT_FLAT_SCR_HI, 1, "flat_scratch_hi"}, {ASM_UNIT_XNACK_LO, 2, "xnack_mask"},
      {ASM_UNIT_XNACK_LO, 1, "xnack_mask_lo"}, {ASM_UNIT_XNACK_HI, 1, "xnack_mask_hi"}};
  for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
    if (named[i].first == r.first && named[i].count == r.count) {
      ww_buf_puts(out, named[i].name);
      return;
    }
  const char *file;
  unsigned base;
  if (r.first < ASM_UNIT_A0) file = "v", base = ASM_UNIT_V0;
  else if (r.first < ASM_UNIT_S0) file = "a", base = ASM_UNIT_A0;
  else if (r.first < ASM_UNIT_VCC_LO) file = "s", base = ASM_UNIT_S0;
  else if (r.first >= ASM_UNIT_TTMP0 && r.first < ASM_UNIT_M0) file = "ttmp", base = ASM_UNIT_TTMP0;
  else {
    ww_buf_printf(out, "unit%u", r.first);
    return;
  }
  if (r.count == 1) ww_buf_printf(out, "%s%u", file, r.first - base);
  else ww_buf_printf(out, "%s[%u:%u]", file, r.first - base, r.first - base + r.count - 1);
}
