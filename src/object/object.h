/*
 * object.h - AMDGPU code objects as input, the library's module for them:
 * an ELF code object (EM_AMDGPU), clang's offload bundle (compressed or
 * not), or a host file (a HIP executable or library) holding them, turned
 * into LLVM-syntax assembly that the reader takes, one listing per device
 * code object, disassembled by LLVM's own disassembler from libLLVM loaded
 * at run time (dlopen: waitwise never links LLVM, zstd or zlib).
 *
 * Reading one device code object, its phases (device.c), with their
 * --time-report laps in quotes:
 *   the ELF header and its processor (elf.c); libLLVM loaded (disasm.c):
 *     "load libLLVM (once a process)"
 *   the symbol table, the functions, the kernel descriptors (elf.c,
 *     descriptor.c): "read the ELF: symbols, descriptors"
 *   each function disassembled and written, branch targets as labels, the
 *     bytes between as .byte lines (disasm.c):
 *     "disassemble (libLLVM), write the listing"
 *   the descriptors as .amdhsa_kernel blocks (descriptor.c), the metadata
 *     note as an .amdgpu_metadata block (metadata.c): "metadata"
 *   where each line came from (disasm.c): "origins of the listing's lines"
 * Containers (bundle.c): a bundle's AMDGPU entries, a compressed bundle
 * decompressed first (compress.c), a host file scanned for both and for
 * AMDGPU ELF objects embedded raw.
 */
#ifndef WW_OBJECT_H
#define WW_OBJECT_H

#include "waitwise/waitwise.h"
#include "../support/support.h"

/* An ELF file, an offload bundle or a compressed one: read as a code object. */
int object_is(const char *data, size_t len);

/* The assembly of each device code object: one for an ELF code object
 * (name ""), one per AMDGPU entry of an offload bundle (name: the entry's id);
 * warn: the reader's warnings for it, one a line ("SYM+0xOFF: ..."), such as
 * a function that could not be disassembled and is skipped; origins: where
 * each line of text came from (norigins lines; function names point into
 * the input's bytes, which must outlive the parts); timer: how long reading
 * it took (the ELF, the disassembly, the metadata). */
typedef struct object_parts {
  size_t n;
  char **names;
  ww_buf *text;
  ww_buf *warn;
  waitwise_origin **origins;
  size_t *norigins;
  ww_timer *timer; /* the reading's phases, for --time-report */
  unsigned char **kept; /* decompressed bundles the parts read */
  size_t nkept;
} object_parts;

/* data[0..len) read into parts (-mcpu: mcpu, or NULL); 0, or -1 with err
 * (nothing to free) when it cannot be read. */
int object_read(const char *data, size_t len, const char *mcpu, object_parts *parts,
                   char *err, size_t errlen);
void object_parts_free(object_parts *p);

#endif
