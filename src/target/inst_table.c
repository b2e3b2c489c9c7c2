/*
 * inst_table.c - the generated instruction table and binary search over it.
 * The rows come from tools/gen-inst-table (LLVM 22's MCInstrDesc + llvm-mc);
 * see that tool's README for how each flag is derived.
 */
#include "inst_table.h"

#include <string.h>

static const ww_inst_desc table[] = {
#define WW_CPUSET(mask)
#define WW_INST(m, f, nd, nda, iu, id, cpus, ops, ops_alt) {m, f, nd, nda, iu, id, cpus, ops, ops_alt},
#include "amdgpu_insts.inc"
#undef WW_INST
#undef WW_CPUSET
};

static const uint64_t cpusets[] = {
#define WW_CPUSET(mask) mask,
#define WW_INST(m, f, nd, nda, iu, id, cpus, ops, ops_alt)
#include "amdgpu_insts.inc"
#undef WW_INST
#undef WW_CPUSET
};

#define NROWS (sizeof table / sizeof table[0])
_Static_assert(sizeof cpusets / sizeof cpusets[0] < WW_CPUSET_ALL, "cpuset index too small");
_Static_assert(NROWS < 65535 && NROWS * 2 < (1u << 13), "hash index too small");
/* the operand counts fit in the padding: rows stay 24 bytes */
_Static_assert(sizeof(ww_inst_desc) == 24, "ww_inst_desc grew");

/* strcmp of a[0..alen) with the NUL-terminated b, without measuring b. */
static int cmp_mnemonic(const char *a, size_t alen, const char *b) {
  for (size_t i = 0; i < alen; i++) {
    unsigned char ca = (unsigned char)a[i], cb = (unsigned char)b[i];
    if (ca != cb) return cb == 0 ? 1 : ca < cb ? -1 : 1;
  }
  return b[alen] ? -1 : 0;
}

/* A hash index over the table, built on first use (the table is sorted for
 * people and for the binary search that checks it). */
#define HBITS 13
static uint16_t hindex[1u << HBITS]; /* row + 1; 0: empty */
static int hready;

static void build_index(void) {
  for (size_t r = 0; r < NROWS; r++) {
    uint32_t i = ww_mnemonic_hash_of(table[r].mnemonic, strlen(table[r].mnemonic)) & ((1u << HBITS) - 1);
    while (hindex[i]) i = (i + 1) & ((1u << HBITS) - 1);
    hindex[i] = (uint16_t)(r + 1);
  }
  hready = 1;
}

const ww_inst_desc *ww_inst_lookup_hashed(const char *m, size_t len, uint32_t h) {
  if (!hready) build_index();
  for (uint32_t i = h & ((1u << HBITS) - 1); hindex[i]; i = (i + 1) & ((1u << HBITS) - 1))
    if (cmp_mnemonic(m, len, table[hindex[i] - 1].mnemonic) == 0) return &table[hindex[i] - 1];
  return NULL;
}

const ww_inst_desc *ww_inst_lookup(const char *m, size_t len) {
  return ww_inst_lookup_hashed(m, len, ww_mnemonic_hash_of(m, len));
}

size_t ww_inst_count(void) { return NROWS; }

uint64_t ww_inst_cpus(const ww_inst_desc *d) {
  if (d->cpuset == WW_CPUSET_ALL) return ~UINT64_C(0);
  return d->cpuset < sizeof cpusets / sizeof cpusets[0] ? cpusets[d->cpuset] : 0;
}

const ww_inst_desc *ww_inst_at(size_t i) { return i < NROWS ? &table[i] : NULL; }

#ifndef WW_INST_TABLE_LLVM
#define WW_INST_TABLE_LLVM "22"
#endif
const char *ww_inst_table_llvm(void) { return WW_INST_TABLE_LLVM; }
