/*
 * fuzz_object.c - libFuzzer target: the code-object reader (src/cli/
 * code_object.c: ELF, offload bundles, kernel descriptors, metadata, and
 * libLLVM's disassembler behind them), then check on what it read. Needs
 * libLLVM.so.22.1 at run time, as waitwise does. Built by run-libfuzzer.sh.
 */
#include <stddef.h>
#include <stdint.h>

#include <stdlib.h>

#include "cli/cli.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *bytes = (const char *)data;
  if (!ww_code_object_is(bytes, size)) return 0;
  ww_co_parts parts;
  char err[512];
  if (ww_code_object_parts(bytes, size, NULL, &parts, err, sizeof err)) return 0;
  waitwise_options o = {0};
  char *out = NULL, *diags = NULL;
  ww_code_object_run("fuzz.o", &parts, waitwise_check, &o, &out, &diags);
  ww_co_parts_free(&parts);
  free(out);
  free(diags);
  return 0;
}
