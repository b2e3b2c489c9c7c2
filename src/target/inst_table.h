/*
 * inst_table.h - lookup of mnemonics in the table generated from LLVM 22.
 */
#ifndef WW_INST_TABLE_H
#define WW_INST_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "inst_flags.h"

/* Bytes of a row's mnemonic, its NUL included: the longest of LLVM 22 has 35
 * characters (tools/gen-inst-index refuses a table with a longer one). */
#define WW_MNEMONIC_SIZE 40

/* The mnemonic is held in the row, not pointed to: a pointer per row was
 * 4 052 relocations for the dynamic loader to apply at every start, which
 * wrote 26 pages (a third of a small run's start-up). */
typedef struct ww_inst_desc {
  char mnemonic[WW_MNEMONIC_SIZE];
  uint64_t flags;     /* WW_IF_* */
  uint8_t ndefs;      /* leading explicit register defs of the base form */
  uint8_t ndefs_alt;  /* ... of the variant selected in text (rtn / lds) */
  uint8_t impl_uses;  /* WW_IR_* */
  uint8_t impl_defs;
  uint16_t cpuset;    /* index of the set of processors that accept it */
  uint8_t ops;        /* positional operands, WW_OPS(fewest, most), of the base form */
  uint8_t ops_alt;    /* ... of the variant selected in text */
} ww_inst_desc;

/* Exact lookup; NULL when LLVM knows no such mnemonic. */
const ww_inst_desc *ww_inst_lookup(const char *mnemonic, size_t len);
/* The same with the mnemonic's hash already computed, a byte at a time from
 * WW_MNEMONIC_HASH0 with ww_mnemonic_hash (FNV-1a), as the reader does while
 * it finds where the mnemonic ends. */
#define WW_MNEMONIC_HASH0 2166136261u
static inline uint32_t ww_mnemonic_hash(uint32_t h, unsigned char c) { return (h ^ c) * 16777619u; }
static inline uint32_t ww_mnemonic_hash_of(const char *m, size_t len) {
  uint32_t h = WW_MNEMONIC_HASH0;
  for (size_t i = 0; i < len; i++) h = ww_mnemonic_hash(h, (unsigned char)m[i]);
  return h;
}
/* log2 of the slots of the hash index (tools/gen-inst-index): at least twice the rows */
#define WW_INST_HASH_BITS 13
const ww_inst_desc *ww_inst_lookup_hashed(const char *mnemonic, size_t len, uint32_t hash);
size_t ww_inst_count(void);
/* A cpuset for rows made outside the table (waitwise's own pseudo-ops): every processor. */
#define WW_CPUSET_ALL 0xffff
/* The processors that accept d: bit per ww_cpu. */
uint64_t ww_inst_cpus(const ww_inst_desc *d);
/* The LLVM version the table was generated from. */
const char *ww_inst_table_llvm(void);
const ww_inst_desc *ww_inst_at(size_t i);

#endif
