/*
 * inst_table.c - the generated instruction table and binary search over it.
 * The rows come from tools/gen-inst-table (LLVM 22's MCInstrDesc + llvm-mc);
 * see that tool's README for how each flag is derived.
 */
#include "inst_table.h"

#include <string.h>


static const tg_inst_desc table[] = {
#define TG_CPUSET(mask)
#define TG_INST(m, f, nd, nda, iu, id, cpus, ops, ops_alt) {m, f, nd, nda, iu, id, cpus, ops, ops_alt},
#include "amdgpu_insts.inc"
#undef TG_INST
#undef TG_CPUSET
};

static const uint64_t cpusets[] = {
#define TG_CPUSET(mask) mask,
#define TG_INST(m, f, nd, nda, iu, id, cpus, ops, ops_alt)
#include "amdgpu_insts.inc"
#undef TG_INST
#undef TG_CPUSET
};

#define NROWS (sizeof table / sizeof table[0])
_Static_assert(sizeof cpusets / sizeof cpusets[0] < TG_CPUSET_ALL, "cpuset index too small");
_Static_assert(NROWS < 65535 && NROWS * 2 < (1u << TG_INST_HASH_BITS), "hash index too small");
/* the operand counts fit in the padding: rows stay 56 bytes */
_Static_assert(sizeof(tg_inst_desc) == TG_MNEMONIC_SIZE + 16, "tg_inst_desc grew");

/* Whether a[0..alen) is the row's mnemonic (alen < TG_MNEMONIC_SIZE). */
static int same_mnemonic(const char *a, size_t alen, const tg_inst_desc *d) {
  if (d->mnemonic[alen] != 0) return 0;
  if (alen < 8) return memcmp(a, d->mnemonic, alen) == 0;
  /* by words, as tg_mnemonic_hash_of reads them: no call per lookup */
  for (size_t i = 0; i + 8 < alen; i += 8)
    if (tg_mnemonic_word(a + i) != tg_mnemonic_word(d->mnemonic + i)) return 0;
  return tg_mnemonic_word(a + alen - 8) == tg_mnemonic_word(d->mnemonic + alen - 8);
}

/* The hash index over the table (row + 1 per slot, 0: empty; linear
 * probing), made at build time by tools/gen-inst-index: building it at every
 * start was most of a small run's own work. The table stays sorted for people
 * and for tools/gen-inst-table's checks. */
#include "inst_index.inc"
_Static_assert(WW_INST_INDEX_ROWS == NROWS, "inst_index.inc is stale");
_Static_assert(sizeof hindex / sizeof hindex[0] == 1u << TG_INST_HASH_BITS, "inst_index.inc is stale");
#define HMASK ((1u << TG_INST_HASH_BITS) - 1)

const tg_inst_desc *tg_inst_lookup_hashed(const char *m, size_t len, uint32_t h) {
  if (len >= TG_MNEMONIC_SIZE) return NULL;
  for (uint32_t i = h & HMASK; hindex[i]; i = (i + 1) & HMASK)
    if (same_mnemonic(m, len, &table[hindex[i] - 1])) return &table[hindex[i] - 1];
  return NULL;
}

const tg_inst_desc *tg_inst_lookup(const char *m, size_t len) {
  return tg_inst_lookup_hashed(m, len, tg_mnemonic_hash_of(m, len));
}

size_t tg_inst_count(void) { return NROWS; }

uint64_t tg_inst_cpus(const tg_inst_desc *d) {
  if (d->cpuset == TG_CPUSET_ALL) return ~UINT64_C(0);
  return d->cpuset < sizeof cpusets / sizeof cpusets[0] ? cpusets[d->cpuset] : 0;
}

const tg_inst_desc *tg_inst_at(size_t i) { return i < NROWS ? &table[i] : NULL; }

#ifndef TG_INST_TABLE_LLVM
#define TG_INST_TABLE_LLVM "22"
#endif
const char *tg_inst_table_llvm(void) { return TG_INST_TABLE_LLVM; }
