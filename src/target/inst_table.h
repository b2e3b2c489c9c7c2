/*
 * inst_table.h - lookup of mnemonics in the table generated from LLVM 22.
 */
#ifndef WW_INST_TABLE_H
#define WW_INST_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "inst_flags.h"

typedef struct ww_inst_desc {
  const char *mnemonic;
  uint64_t flags;     /* WW_IF_* */
  uint8_t ndefs;      /* leading explicit register defs of the base form */
  uint8_t ndefs_alt;  /* ... of the variant selected in text (rtn / lds) */
  uint8_t impl_uses;  /* WW_IR_* */
  uint8_t impl_defs;
  uint16_t cpus;      /* bit per ww_cpu */
  uint8_t ops;        /* positional operands, WW_OPS(fewest, most), of the base form */
  uint8_t ops_alt;    /* ... of the variant selected in text */
} ww_inst_desc;

/* Exact lookup; NULL when LLVM knows no such mnemonic. */
const ww_inst_desc *ww_inst_lookup(const char *mnemonic, size_t len);
size_t ww_inst_count(void);
/* The LLVM version the table was generated from. */
const char *ww_inst_table_llvm(void);
const ww_inst_desc *ww_inst_at(size_t i);

#endif
