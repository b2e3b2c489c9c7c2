/*
 * device.c - one device code object read into a listing: its phases in
 * order (object.h lists them with their --time-report laps). The target is
 * the processor of the ELF header (e_flags' EF_AMDGPU_MACH) unless -mcpu.
 */
#include "object_internal.h"

#include <stdlib.h>
#include <string.h>

static int cmp_sym(const void *a, const void *b) {
  const sym *x = a, *y = b;
  return x->value < y->value ? -1 : x->value > y->value;
}

/* One device code object to assembly in part k of parts (its warnings
 * and the origin of each line with it). */
int object_device(const unsigned char *b, size_t len, const char *mcpu, object_parts *parts,
                         size_t part, char *err, size_t errlen) {
  co_reader r = {0};
  ww_buf *out = &parts->text[part], *warn = &parts->warn[part];
  marks m = {0};
  r.warn = warn, r.marks = &m;
  ww_timer *tm = &parts->timer[part];
  ww_timer_start(tm);
  if (object_read_header(&r, b, len, mcpu, err, errlen) || object_load_llvm(err, errlen)) return -1;
  ww_timer_lap(tm, "load libLLVM (once a process)");
  if (object_read_symtab(&r, err, errlen)) return -1;
  object_read_functions(&r);
  object_read_descriptors(&r);
  if (!r.nsyms) {
    free(r.syms);
    snprintf(err, errlen, "the code object has no function symbols");
    return -1;
  }
  qsort(r.syms, r.nsyms, sizeof *r.syms, cmp_sym);
  ww_timer_lap(tm, "read the ELF: symbols, descriptors");
  void *dc = object_disasm_open(r.t->name);
  if (!dc) {
    free(r.syms);
    snprintf(err, errlen, "LLVM's disassembler does not take -mcpu=%s", r.t->name);
    return -1;
  }
  /* the header's processor: -mcpu overrides it with the reader's warning */
  ww_buf_printf(out, "\t.amdgcn_target \"amdgcn-amd-amdhsa--%s\"\n", r.hname ? r.hname : r.t->name);
  size_t skipped = object_put_functions(&r, dc, out);
  object_disasm_close(dc);
  ww_timer_lap(tm, "disassemble (libLLVM), write the listing");
  if (skipped == r.nsyms) {
    /* nothing left to check: an input error, not a clean object */
    const char *first = warn->len ? warn->data : "";
    snprintf(err, errlen, "no function of the code object could be disassembled for %s "
                          "(the first: %.*s)", r.t->name, (int)strcspn(first, ";\n"), first);
    free(m.v);
    free(r.syms);
    return -1;
  }
  object_put_descriptors(&r, out);
  object_metadata(&r.e, out, warn);
  ww_timer_lap(tm, "metadata");
  parts->origins[part] = object_origins(out, &m, &parts->norigins[part]);
  ww_timer_lap(tm, "origins of the listing's lines");
  free(m.v);
  free(r.syms);
  return 0;
}
