/*
 * inst_table.h - lookup of mnemonics in the table generated from LLVM 22.
 */
#ifndef WW_INST_TABLE_H
#define WW_INST_TABLE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "inst_flags.h"

/* Bytes of a row's mnemonic, its NUL included: the longest of LLVM 22 has 35
 * characters (tools/gen-inst-index refuses a table with a longer one). */
#define TG_MNEMONIC_SIZE 40

/* The mnemonic is held in the row, not pointed to: a pointer per row was
 * 4 052 relocations for the dynamic loader to apply at every start, which
 * wrote 26 pages (a third of a small run's start-up). */
typedef struct tg_inst_desc {
  char mnemonic[TG_MNEMONIC_SIZE];
  uint64_t flags;     /* WW_IF_* */
  uint8_t ndefs;      /* leading explicit register defs of the base form */
  uint8_t ndefs_alt;  /* ... of the variant selected in text (rtn / lds) */
  uint8_t impl_uses;  /* WW_IR_* */
  uint8_t impl_defs;
  uint16_t cpuset;    /* index of the set of processors that accept it */
  uint8_t ops;        /* positional operands, TG_OPS(fewest, most), of the base form */
  uint8_t ops_alt;    /* ... of the variant selected in text */
} tg_inst_desc;

/* Exact lookup; NULL when LLVM knows no such mnemonic. */
const tg_inst_desc *tg_inst_lookup(const char *mnemonic, size_t len);
/* The mnemonic's 8 bytes at m as one word, in little-endian order on every
 * machine: the index is made on the build machine (tools/gen-inst-index). */
static inline uint64_t tg_mnemonic_word(const char *m) {
  uint64_t w;
  memcpy(&w, m, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  w = __builtin_bswap64(w);
#endif
  return w;
}
/* The hash of a mnemonic of len bytes, a word at a time (the last word
 * overlaps the one before): the reader hashes every instruction's. */
static inline uint32_t tg_mnemonic_hash_of(const char *m, size_t len) {
  const uint64_t k = 0x9e3779b97f4a7c15u; /* odd; the high bits of products mix all bytes */
  uint64_t h = len;
  if (len >= 8) {
    for (size_t i = 0; i + 8 < len; i += 8) h = (h ^ tg_mnemonic_word(m + i)) * k;
    h = (h ^ tg_mnemonic_word(m + len - 8)) * k;
  } else {
    for (size_t i = 0; i < len; i++) h = (h ^ (unsigned char)m[i]) * k;
  }
  return (uint32_t)(h >> 40) ^ (uint32_t)(h >> 20);
}
/* The same lookup with the hash computed (tg_mnemonic_hash_of). */
const tg_inst_desc *tg_inst_lookup_hashed(const char *mnemonic, size_t len, uint32_t hash);
/* log2 of the slots of the hash index (tools/gen-inst-index): at least twice the rows */
#define TG_INST_HASH_BITS 13
size_t tg_inst_count(void);
/* A cpuset for rows made outside the table (waitwise's own pseudo-ops): every processor. */
#define TG_CPUSET_ALL 0xffff
/* The processors that accept d: bit per tg_cpu. */
uint64_t tg_inst_cpus(const tg_inst_desc *d);
/* The LLVM version the table was generated from. */
const char *tg_inst_table_llvm(void);
const tg_inst_desc *tg_inst_at(size_t i);

#endif
