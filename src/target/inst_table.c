/*
 * inst_table.c - the generated instruction table and binary search over it.
 * The rows come from tools/gen-inst-table (LLVM 22's MCInstrDesc + llvm-mc);
 * see that tool's README for how each flag is derived.
 */
#include "inst_table.h"

#include <string.h>

static const ww_inst_desc table[] = {
#define WW_INST(m, f, nd, nda, iu, id, cpus) {m, f, nd, nda, iu, id, cpus},
#include "amdgpu_insts.inc"
#undef WW_INST
};

#define NROWS (sizeof table / sizeof table[0])

static int cmp_mnemonic(const char *a, size_t alen, const char *b) {
  size_t blen = strlen(b);
  int r = memcmp(a, b, alen < blen ? alen : blen);
  if (r) return r;
  return alen < blen ? -1 : alen > blen ? 1 : 0;
}

const ww_inst_desc *ww_inst_lookup(const char *m, size_t len) {
  size_t lo = 0, hi = NROWS;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    int r = cmp_mnemonic(m, len, table[mid].mnemonic);
    if (r == 0) return &table[mid];
    if (r < 0) hi = mid;
    else lo = mid + 1;
  }
  return NULL;
}

size_t ww_inst_count(void) { return NROWS; }

const ww_inst_desc *ww_inst_at(size_t i) { return i < NROWS ? &table[i] : NULL; }

#ifndef WW_INST_TABLE_LLVM
#define WW_INST_TABLE_LLVM "22"
#endif
const char *ww_inst_table_llvm(void) { return WW_INST_TABLE_LLVM; }
