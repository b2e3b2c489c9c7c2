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

#endif
