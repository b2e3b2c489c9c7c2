/*
 * fuzz_object.c - libFuzzer target: the code-object reader (src/object/:
 * ELF, offload bundles, kernel descriptors, metadata, and libLLVM's
 * disassembler behind them), then check on what it read (api_run_input). Needs
 * libLLVM.so.22.1 at run time, as waitwise does. Built by run-libfuzzer.sh.
 */
#include <stddef.h>
#include <stdint.h>

#include <stdlib.h>

#include "api/api.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *bytes = (const char *)data;
  if (!api_is_code_object(bytes, size)) return 0;
  char err[512];
  waitwise_options o = {0};
  char *out = NULL, *diags = NULL;
  if (api_run_input(waitwise_check, "fuzz.o", bytes, size, &o, &out, &diags, err, sizeof err) < 0)
    return 0;
  free(out);
  free(diags);
  return 0;
}
