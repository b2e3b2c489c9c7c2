/* regs.h - parsing register names into register units (see asm.h). */
#ifndef WW_REGS_H
#define WW_REGS_H

#include "asm.h"

typedef enum { WW_REG_NOT_REG, WW_REG_OK, WW_REG_BAD } ww_reg_status;

/* Parses exactly s[0..len) as a register. WW_REG_BAD sets *why. A named
 * constant such as null or src_shared_base is OK with count 0. */
ww_reg_status ww_parse_reg(const ww_target *t, const char *s, size_t len, ww_regs *out,
                           const char **why);

#endif
