/*
 * memory.c - the process's resident memory, which verify's --max-memory
 * bounds (docs/verify.md, "Bounds").
 */
#include "verify.h"

#include <stdio.h>
#include <unistd.h>

/* Linux: /proc/self/statm's second field is the resident set in pages. */
uint64_t vf_resident_bytes(void) {
  FILE *f = fopen("/proc/self/statm", "r");
  if (!f) return 0;
  unsigned long long size = 0, resident = 0;
  int ok = fscanf(f, "%llu %llu", &size, &resident) == 2;
  fclose(f);
  long page = sysconf(_SC_PAGESIZE);
  return ok && page > 0 ? (uint64_t)resident * (uint64_t)page : 0;
}
