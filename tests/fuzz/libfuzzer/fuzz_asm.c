/*
 * fuzz_asm.c - libFuzzer target: the assembly reader and check through the
 * public library API (include/waitwise/waitwise.h). The first byte picks
 * the target (its processor otherwise comes from the text's
 * .amdgcn_target); the rest is the assembly. Any status is fine; a crash,
 * a sanitizer report or a hang is a finding. Built by run-libfuzzer.sh.
 */
#include <stddef.h>
#include <stdint.h>

#include "waitwise/waitwise.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const char *const cpus[] = {NULL, "gfx90a", "gfx942", "gfx1100", "gfx1200", "gfx1250"};
  if (!size) return 0;
  waitwise_options o = {0};
  o.mcpu = cpus[data[0] % (sizeof cpus / sizeof cpus[0])];
  char *out = NULL, *diags = NULL;
  waitwise_check("fuzz.s", (const char *)data + 1, size - 1, &o, &out, &diags);
  waitwise_free(out);
  waitwise_free(diags);
  return 0;
}
