/*
 * regs.c - register operand syntax: v7, s[4:7], a[0:3], ttmp2, vcc_lo, m0,
 * exec, null, v1.l (true16 halves map to the whole VGPR), and their printing.
 */
#include "regs.h"

#include <string.h>

typedef struct special_reg {
  const char *name;
  uint16_t first, count; /* count 0: a named constant/untracked register */
} special_reg;

/* Operands that cannot name a register: numbers, modifiers (offset:16), expressions. */
static int maybe_reg(const char *s, size_t len) {
  for (size_t i = 0; i < len; i++)
    if (s[i] == ':' && (i == 0 || s[i - 1] != '[') && !memchr(s, '[', len)) return 0;
  return len && s[0] >= 'a' && s[0] <= 'x';
}

static const special_reg specials[] = {
    {"vcc", WW_UNIT_VCC_LO, 2},        {"vcc_lo", WW_UNIT_VCC_LO, 1},
    {"vcc_hi", WW_UNIT_VCC_HI, 1},     {"exec", WW_UNIT_EXEC_LO, 2},
    {"exec_lo", WW_UNIT_EXEC_LO, 1},   {"exec_hi", WW_UNIT_EXEC_HI, 1},
    {"m0", WW_UNIT_M0, 1},             {"scc", WW_UNIT_SCC, 1},
    {"flat_scratch", WW_UNIT_FLAT_SCR_LO, 2}, {"flat_scratch_lo", WW_UNIT_FLAT_SCR_LO, 1},
    {"flat_scratch_hi", WW_UNIT_FLAT_SCR_HI, 1}, {"xnack_mask", WW_UNIT_XNACK_LO, 2},
    {"xnack_mask_lo", WW_UNIT_XNACK_LO, 1}, {"xnack_mask_hi", WW_UNIT_XNACK_HI, 1},
    {"null", 0, 0},  {"tba", 0, 0}, {"tba_lo", 0, 0}, {"tba_hi", 0, 0}, {"tma", 0, 0},
    {"tma_lo", 0, 0}, {"tma_hi", 0, 0}, {"vccz", 0, 0}, {"execz", 0, 0},
    {"src_vccz", 0, 0}, {"src_execz", 0, 0}, {"src_scc", 0, 0},
    {"src_shared_base", 0, 0}, {"src_shared_limit", 0, 0}, {"src_private_base", 0, 0},
    {"src_private_limit", 0, 0}, {"src_pops_exiting_wave_id", 0, 0},
    {"pops_exiting_wave_id", 0, 0}, {"shared_base", 0, 0}, {"shared_limit", 0, 0},
    {"private_base", 0, 0}, {"private_limit", 0, 0}, {"lds_direct", 0, 0},
    {"src_lds_direct", 0, 0}, {"src_flat_scratch_base_lo", 0, 0},
    {"src_flat_scratch_base_hi", 0, 0}, {"mode", 0, 0},
};

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

ww_reg_status ww_parse_reg(const ww_target *t, const char *s, size_t len, ww_regs *out,
                           const char **why) {
  *why = NULL;
  out->first = out->count = 0;
  if (!maybe_reg(s, len)) return WW_REG_NOT_REG;
  /* fast path: v7, s[4:7], a0 */
  int plain = (s[0] == 'v' || s[0] == 's' || s[0] == 'a') && len > 1 &&
              (s[1] == '[' || (s[1] >= '0' && s[1] <= '9'));
  for (size_t i = 0; !plain && i < sizeof specials / sizeof specials[0]; i++)
    if (specials[i].name[0] == s[0] && strlen(specials[i].name) == len &&
        memcmp(specials[i].name, s, len) == 0) {
      out->first = specials[i].first;
      out->count = specials[i].count;
      return WW_REG_OK;
    }
  unsigned base, limit;
  size_t i;
  if (len >= 4 && memcmp(s, "ttmp", 4) == 0) {
    base = WW_UNIT_TTMP0, limit = 16, i = 4;
  } else if (len >= 1 && (s[0] == 'v' || s[0] == 's' || s[0] == 'a')) {
    i = 1;
    if (s[0] == 'v') base = WW_UNIT_V0, limit = t->num_vgprs;
    else if (s[0] == 's') base = WW_UNIT_S0, limit = t->num_sgprs;
    else base = WW_UNIT_A0, limit = 256;
  } else {
    return WW_REG_NOT_REG;
  }
  unsigned lo, hi;
  if (i < len && s[i] == '[') {
    i++;
    while (i < len && s[i] == ' ') i++;
    if (!parse_uint(s, len, &i, &lo)) goto malformed;
    while (i < len && s[i] == ' ') i++;
    hi = lo;
    if (i < len && s[i] == ':') {
      i++;
      while (i < len && s[i] == ' ') i++;
      if (!parse_uint(s, len, &i, &hi)) goto malformed;
      while (i < len && s[i] == ' ') i++;
    }
    if (i >= len || s[i] != ']') goto malformed;
    i++;
    if (hi < lo) {
      *why = "register range is reversed";
      return WW_REG_BAD;
    }
  } else {
    if (i >= len || !ww_is_digit((unsigned char)s[i])) return WW_REG_NOT_REG;
    if (!parse_uint(s, len, &i, &lo)) return WW_REG_NOT_REG;
    hi = lo;
  }
  /* true16 halves: v1.l / v1.h name a half of v1; track the whole VGPR. */
  if (i + 2 == len && s[0] == 'v' && s[i] == '.' && (s[i + 1] == 'l' || s[i + 1] == 'h'))
    i += 2;
  if (i != len) {
    if (s[0] != 't' && (s[1] == '[')) goto malformed;
    return WW_REG_NOT_REG; /* e.g. an identifier such as "s_foo" or "v1x" */
  }
  if (s[0] == 'a' && !t->has_agprs) {
    *why = "AGPRs (a0..a255) are not available on this target";
    return WW_REG_BAD;
  }
  if (hi >= limit) {
    *why = "register index is out of range";
    return WW_REG_BAD;
  }
  out->first = (uint16_t)(base + lo);
  out->count = (uint16_t)(hi - lo + 1);
  return WW_REG_OK;
malformed:
  *why = "malformed register range";
  return WW_REG_BAD;
}

void ww_regs_name(ww_regs r, ww_buf *out) {
  static const struct { uint16_t first, count; const char *name; } named[] = {
      {WW_UNIT_VCC_LO, 2, "vcc"}, {WW_UNIT_VCC_LO, 1, "vcc_lo"}, {WW_UNIT_VCC_HI, 1, "vcc_hi"},
      {WW_UNIT_EXEC_LO, 2, "exec"}, {WW_UNIT_EXEC_LO, 1, "exec_lo"},
      {WW_UNIT_EXEC_HI, 1, "exec_hi"}, {WW_UNIT_M0, 1, "m0"}, {WW_UNIT_SCC, 1, "scc"},
      {WW_UNIT_FLAT_SCR_LO, 2, "flat_scratch"}, {WW_UNIT_FLAT_SCR_LO, 1, "flat_scratch_lo"},
      {WW_UNIT_FLAT_SCR_HI, 1, "flat_scratch_hi"}, {WW_UNIT_XNACK_LO, 2, "xnack_mask"},
      {WW_UNIT_XNACK_LO, 1, "xnack_mask_lo"}, {WW_UNIT_XNACK_HI, 1, "xnack_mask_hi"}};
  for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
    if (named[i].first == r.first && named[i].count == r.count) {
      ww_buf_puts(out, named[i].name);
      return;
    }
  const char *file;
  unsigned base;
  if (r.first < WW_UNIT_A0) file = "v", base = WW_UNIT_V0;
  else if (r.first < WW_UNIT_S0) file = "a", base = WW_UNIT_A0;
  else if (r.first < WW_UNIT_VCC_LO) file = "s", base = WW_UNIT_S0;
  else if (r.first >= WW_UNIT_TTMP0 && r.first < WW_UNIT_M0) file = "ttmp", base = WW_UNIT_TTMP0;
  else {
    ww_buf_printf(out, "unit%u", r.first);
    return;
  }
  if (r.count == 1) ww_buf_printf(out, "%s%u", file, r.first - base);
  else ww_buf_printf(out, "%s[%u:%u]", file, r.first - base, r.first - base + r.count - 1);
}
