/* regs.h - parsing register names into register units (see asm.h). */
#ifndef WW_REGS_H
#define WW_REGS_H

#include "asm.h"

typedef enum { ASM_REG_NOT_REG, ASM_REG_OK, ASM_REG_BAD } ww_reg_status;

/* Parses exactly s[0..len) as a register of line `line`; indices may be
 * expressions of syms' absolute symbols (v[vgprX+1]; syms may be NULL).
 * ASM_REG_BAD sets *why. A named constant such as null or src_shared_base
 * is OK with count 0. */
struct asm_symtab;
ww_reg_status asm_parse_reg(const tg_target *t, const struct asm_symtab *syms, uint32_t line,
                           const char *s, size_t len, asm_regs *out, const char **why);

/* Registers lo..hi of the file named by its letter (v, s or a), if this
 * target has them (else ASM_REG_BAD with *why set). */
static inline ww_reg_status asm_file_regs(const tg_target *t, char file, unsigned lo, unsigned hi,
                                         asm_regs *out, const char **why) {
  unsigned base, limit;
  if (file == 'v') base = ASM_UNIT_V0, limit = t->num_vgprs;
  else if (file == 's') base = ASM_UNIT_S0, limit = t->num_sgprs;
  else if (!t->has_agprs) {
    *why = "AGPRs (a0..a255) are not available on this target";
    return ASM_REG_BAD;
  } else base = ASM_UNIT_A0, limit = 256;
  if (hi >= limit) {
    *why = "register index is out of range";
    return ASM_REG_BAD;
  }
  out->first = (uint16_t)(base + lo);
  out->count = (uint16_t)(hi - lo + 1);
  return ASM_REG_OK;
}

#endif
