/*
 * object_internal.h - what the code-object reader's files share (object.h
 * is the module's interface): the ELF, symbol and descriptor layouts as
 * constants, the device object being read (co_reader) and the functions
 * one file gives another. Each layout constant is checked against LLVM's
 * headers named by its comment.
 */
#ifndef WW_OBJECT_INTERNAL_H
#define WW_OBJECT_INTERNAL_H

#include "object.h"
#include "../target/target.h"

#include <stdint.h>

#define EM_AMDGPU 224
#define ELF_HEADER_SIZE 64
#define SHT_SYMTAB 2
#define STT_OBJECT 1
#define STT_FUNC 2
#define STT_AMDGPU_HSA_KERNEL 10 /* code object v2: a kernel, its amd_kernel_code_t first */
/* amd_kernel_code_t (LLVM's AMDKernelCodeT.h): kernel_code_entry_byte_offset,
 * a 64-bit word at byte 16; compute_pgm_rsrc2 a 32-bit word at byte 52 as in
 * the v3+ kernel descriptor. */
#define AKC_ENTRY 16
#define AKC_RSRC2 52
#define AKC_MIN_SIZE 64 /* the bytes read from it */
#define SYM_SIZE 24
#define SHN_UNDEF 0
#define E_FLAGS 48
#define EF_AMDGPU_MACH 0xffu
#define SHT_NOTE 7
#define SHT_NOBITS 8
/* The kernel descriptor (LLVM's AMDHSAKernelDescriptor.h; checked against
 * llvm-objdump --disassemble-symbols=K.kd): 64 bytes; compute_pgm_rsrc2 a
 * 32-bit word at byte 52 with ENABLE_VGPR_WORKITEM_ID in bits 11-12,
 * kernel_code_properties a 16-bit word at byte 56 with
 * ENABLE_WAVEFRONT_SIZE32 in bit 10. */
#define KD_SIZE 64
#define KD_RSRC2 52
#define KD_RSRC2_WORKITEM_ID_SHIFT 11
#define KD_RSRC2_WORKITEM_ID_MASK 3u
#define KD_PROPERTIES 56
#define KD_WAVE32_BIT 10
/* and the fields the listing's .amdhsa_kernel needs to assemble: the
 * segment sizes (bytes 0, 4, 8), compute_pgm_rsrc3 at 44 (gfx90a's
 * ACCUM_OFFSET, bits 0-5, in units of 4 VGPRs less one) and
 * compute_pgm_rsrc1 at 48 (GRANULATED_WORKITEM_VGPR_COUNT bits 0-5,
 * GRANULATED_WAVEFRONT_SGPR_COUNT bits 6-9, in granules less one) */
#define KD_GROUP_SIZE 0
#define KD_PRIVATE_SIZE 4
#define KD_KERNARG_SIZE 8
#define KD_RSRC3 44
#define KD_RSRC1 48
#define KD_ACCUM_OFFSET_MASK 0x3fu
#define KD_ACCUM_OFFSET_UNIT 4
#define KD_VGPR_BLOCKS_MASK 0x3fu
#define KD_SGPR_BLOCKS_SHIFT 6
#define KD_SGPR_BLOCKS_MASK 0xfu
#define KD_SGPR_GRANULE 8
/* VGPRs per granule: 8 on gfx90a and later GFX9 and for wave32, else 4 */
#define KD_VGPR_GRANULE_WIDE 8
#define KD_VGPR_GRANULE 4
#define BYTES_PER_LINE 16 /* of the .byte lines that list bytes not disassembled */
#define MAX_INST_TEXT 512
/* LLVM 22's disassembler crashes (SEGV in LLVMDisasmInstruction) when the
 * bytes it is given end inside an instruction's literal. So it is always
 * given DISASM_WINDOW bytes, more than its longest AMDGPU instruction (20),
 * from a copy of the function followed by DISASM_PAD zero bytes; an
 * instruction longer than what is left of the function is refused here. */
#define DISASM_WINDOW 32
#define DISASM_PAD DISASM_WINDOW
#define BUNDLE_MAGIC "__CLANG_OFFLOAD_BUNDLE__"
#define BUNDLE_MAGIC_LEN 24
#define COMPRESSED_MAGIC "CCOB"
#define MAX_ENTRY_ID 200     /* bytes of a bundle entry's id kept for its name */

static inline uint64_t object_rd(const unsigned char *p, int n) {
  uint64_t v = 0;
  for (int i = n - 1; i >= 0; i--) v = v << 8 | p[i];
  return v;
}

/* [off, off + size) lies within len bytes; written so that it cannot wrap. */
static inline int object_in_bounds(uint64_t off, uint64_t size, uint64_t len) {
  return size <= len && off <= len - size;
}

/* ---- ELF ---- */
typedef struct elf {
  const unsigned char *b;
  size_t len;
  uint64_t shoff;
  unsigned shnum, shentsize;
} elf;

typedef struct sym {
  const char *name;
  uint64_t value, size; /* the code: its offset in the text section, its bytes */
  uint64_t entry;       /* the code's offset from the symbol (code object v2: past
                           its amd_kernel_code_t), added to the offsets printed */
  int kernel, wave32, workitem_dims, skipped;
  const unsigned char *kd; /* its kernel descriptor (KD_SIZE bytes), or NULL */
} sym;

/* An instruction line of the assembly: its byte position there, its
 * function and offset; in order of position. */
typedef struct mark {
  size_t pos;
  const char *function;
  uint64_t offset;
} mark;
typedef struct marks {
  mark *v;
  size_t n, cap;
} marks;

/* The device object being read: its ELF, symbols, and the warnings that
 * name a place in it (a descriptor skipped, a function not disassembled). */
typedef struct co_reader {
  elf e;
  const tg_target *t;
  const char *hname; /* the ELF header's processor, or NULL */
  const unsigned char *symtab, *strtab;
  uint64_t nsymtab, strsize;
  sym *syms;
  size_t nsyms;
  const unsigned char *text;
  uint64_t text_size;
  ww_buf *warn;
  struct marks *marks; /* where the instruction lines start in the assembly */
} co_reader;

/* elf.c */
const unsigned char *object_section(const elf *e, unsigned i, uint64_t *off, uint64_t *size,
                                       uint32_t *type, uint32_t *link);
uint64_t object_section_addr(const elf *e, unsigned shndx);
/* The bytes of an ELF file that begins at b (its section table and its
 * sections' contents, within len), or 0 when its header is not one. */
size_t object_elf_extent(const unsigned char *b, size_t len);
/* The header and the target: the ELF header's processor unless -mcpu. */
int object_read_header(co_reader *r, const unsigned char *b, size_t len, const char *mcpu,
                          char *err, size_t errlen);
int object_read_symtab(co_reader *r, char *err, size_t errlen);
/* Functions with code, all in one section (the first a function names). */
void object_read_functions(co_reader *r);

/* descriptor.c */
int object_v2_kernel(const co_reader *r, const unsigned char *sec, uint64_t size, sym *f);
void object_read_descriptors(co_reader *r);
/* The kernels' descriptors, in .rodata as the compiler puts them. */
void object_put_descriptors(const co_reader *r, ww_buf *out);

/* metadata.c: the first NT_AMDGPU_METADATA note of the note sections. */
void object_metadata(const elf *e, ww_buf *out, ww_buf *warn);

/* disasm.c: libLLVM (0, or -1 with err), a disassembler for a processor
 * (NULL when LLVM has none), the functions of the text section as the
 * listing (returns how many were skipped), and the origin of each line. */
int object_load_llvm(char *err, size_t errlen);
void *object_disasm_open(const char *cpu);
void object_disasm_close(void *dc);
size_t object_put_functions(co_reader *r, void *dc, ww_buf *out);
waitwise_origin *object_origins(const ww_buf *text, const marks *m, size_t *nlines);

/* compress.c: the bundle a compressed one holds, malloc'ed in *out
 * (*outlen bytes), and the compressed bundle's size in *extent; -1 with
 * err, -2 when its header is not one. */
int object_inflate(const unsigned char *b, size_t len, unsigned char **out, size_t *outlen,
                      size_t *extent, char *err, size_t errlen);

/* device.c: one device code object to assembly in part k of parts (its
 * warnings and the origin of each line with it). */
int object_device(const unsigned char *b, size_t len, const char *mcpu, object_parts *parts,
                     size_t part, char *err, size_t errlen);

#endif
