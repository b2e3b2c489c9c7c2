/* regs.h - parsing register names into register units (see asm.h). */
#ifndef WW_REGS_H
#define WW_REGS_H

#include "asm.h"

typedef enum { WW_REG_NOT_REG, WW_REG_OK, WW_REG_BAD } ww_reg_status;

/* Parses exactly s[0..len) as a register of line `line`; indices may be
 * expressions of syms' absolute symbols (v[vgprX+1]; syms may be NULL).
 * WW_REG_BAD sets *why. A named constant such as null or src_shared_base
 * is OK with count 0. */
struct ww_symtab;
ww_reg_status ww_parse_reg(const ww_target *t, const struct ww_symtab *syms, uint32_t line,
                           const char *s, size_t len, ww_regs *out, const char **why);

/* Registers lo..hi of the file named by its letter (v, s or a), if this
 * target has them (else WW_REG_BAD with *why set). */
static inline ww_reg_status ww_file_regs(const ww_target *t, char file, unsigned lo, unsigned hi,
                                         ww_regs *out, const char **why) {
  unsigned base, limit;
  if (file == 'v') base = WW_UNIT_V0, limit = t->num_vgprs;
  else if (file == 's') base = WW_UNIT_S0, limit = t->num_sgprs;
  else if (!t->has_agprs) {
    *why = "AGPRs (a0..a255) are not available on this target";
    return WW_REG_BAD;
  } else base = WW_UNIT_A0, limit = 256;
  if (hi >= limit) {
    *why = "register index is out of range";
    return WW_REG_BAD;
  }
  out->first = (uint16_t)(base + lo);
  out->count = (uint16_t)(hi - lo + 1);
  return WW_REG_OK;
}

#endif
