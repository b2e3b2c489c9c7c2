/*
 * code_object.c - AMDGPU code objects as input: an ELF code object
 * (EM_AMDGPU), or clang's offload bundle (inside a HIP executable too), is
 * turned into LLVM-syntax assembly that the reader takes, one function per
 * symbol, disassembled by LLVM's own disassembler through its C API
 * (llvm-c/Disassembler.h) from libLLVM loaded at run time: the core never
 * links LLVM. Each line ends in "; SYMBOL+0xOFFSET" so a finding names the
 * kernel, the offset and the disassembled text; branch offsets become
 * labels. The target is the processor of the ELF header (e_flags'
 * EF_AMDGPU_MACH). An offload bundle gives one assembly per AMDGPU entry,
 * named by the entry's id ("hipv4-amdgcn-amd-amdhsa--gfx942").
 */
#define _DEFAULT_SOURCE
#include "cli.h"
#include "../target/inst_table.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

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
#define LIBLLVM_NAMES {"libLLVM.so.22.1", "libLLVM-22.so", "/usr/lib/llvm-22/lib/libLLVM.so.22.1"}

static uint64_t rd(const unsigned char *p, int n) {
  uint64_t v = 0;
  for (int i = n - 1; i >= 0; i--) v = v << 8 | p[i];
  return v;
}

/* [off, off + size) lies within len bytes; written so that it cannot wrap. */
static int in_bounds(uint64_t off, uint64_t size, uint64_t len) {
  return size <= len && off <= len - size;
}

int ww_code_object_is(const char *data, size_t len) {
  return (len >= 4 && memcmp(data, "\x7f" "ELF", 4) == 0) ||
         (len >= BUNDLE_MAGIC_LEN && memcmp(data, BUNDLE_MAGIC, BUNDLE_MAGIC_LEN) == 0) ||
         (len >= 4 && memcmp(data, COMPRESSED_MAGIC, 4) == 0);
}

/* ---- libLLVM, loaded once per process ---- */
typedef void *(*create_fn)(const char *, const char *, void *, int, void *, void *);
typedef size_t (*disasm_fn)(void *, uint8_t *, uint64_t, uint64_t, char *, size_t);
static struct {
  void *lib;
  create_fn create;
  disasm_fn disasm;
  void (*dispose)(void *);
} llvm;
static pthread_once_t llvm_once = PTHREAD_ONCE_INIT;

/* Run once, under pthread_once: check -j N reads objects on several threads,
 * and each must see the loaded library, not a half-set "tried" flag. */
static void load_llvm_once(void) {
  static const char *const names[] = LIBLLVM_NAMES;
  const char *forced = getenv("WAITWISE_LIBLLVM"); /* this library only */
  void *lib = NULL;
  if (forced) lib = dlopen(forced, RTLD_NOW | RTLD_LOCAL);
  for (size_t i = 0; i < sizeof names / sizeof names[0] && !lib && !forced; i++)
    lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
  if (!lib) return;
  void (*init[3])(void);
  static const char *const inits[3] = {"LLVMInitializeAMDGPUTargetInfo",
                                       "LLVMInitializeAMDGPUTargetMC",
                                       "LLVMInitializeAMDGPUDisassembler"};
  int ok = 1;
  for (int i = 0; i < 3; i++) {
    *(void **)&init[i] = dlsym(lib, inits[i]);
    ok &= init[i] != NULL;
  }
  *(void **)&llvm.create = dlsym(lib, "LLVMCreateDisasmCPU");
  *(void **)&llvm.disasm = dlsym(lib, "LLVMDisasmInstruction");
  *(void **)&llvm.dispose = dlsym(lib, "LLVMDisasmDispose");
  if (!ok || !llvm.create || !llvm.disasm || !llvm.dispose) return;
  for (int i = 0; i < 3; i++) init[i]();
  llvm.lib = lib; /* set last: the library is usable only once initialised */
}

static int load_llvm(char *err, size_t errlen) {
  pthread_once(&llvm_once, load_llvm_once);
  if (!llvm.lib)
    snprintf(err, errlen, "reading a code object needs LLVM 22's disassembler (libLLVM.so.22.1), "
                          "which could not be loaded; install it with 'apt-get install libllvm22' "
                          "or check the assembly (clang -S) instead");
  return llvm.lib ? 0 : -1;
}

/* ---- ELF ---- */
typedef struct elf {
  const unsigned char *b;
  size_t len;
  uint64_t shoff;
  unsigned shnum, shentsize;
} elf;

static const unsigned char *section(const elf *e, unsigned i, uint64_t *off, uint64_t *size,
                                    uint32_t *type, uint32_t *link) {
  const unsigned char *s = e->b + e->shoff + (uint64_t)i * e->shentsize;
  *type = (uint32_t)rd(s + 4, 4);
  *off = rd(s + 24, 8);
  *size = rd(s + 32, 8);
  if (link) *link = (uint32_t)rd(s + 40, 4);
  if (!in_bounds(*off, *size, e->len)) return NULL;
  return e->b + *off;
}

/* The processor of the ELF header: e_flags' EF_AMDGPU_MACH field, named
 * by LLVM's BinaryFormat/ELF.h (amdgpu_elf_mach.inc, generated). */
#define E_FLAGS 48
#define EF_AMDGPU_MACH 0xffu
static const char *mach_name(unsigned mach) {
  static const struct {
    unsigned mach;
    const char *name;
  } machs[] = {
#define WW_ELF_MACH(v, n) {v, n},
#include "../target/amdgpu_elf_mach.inc"
#undef WW_ELF_MACH
  };
  for (size_t i = 0; i < sizeof machs / sizeof machs[0]; i++)
    if (machs[i].mach == mach) return machs[i].name;
  return NULL;
}

typedef struct sym {
  const char *name;
  uint64_t value, size; /* the code: its offset in the text section, its bytes */
  uint64_t entry;       /* the code's offset from the symbol (code object v2: past
                           its amd_kernel_code_t), added to the offsets printed */
  int kernel, wave32, workitem_dims, skipped;
} sym;

static int cmp_sym(const void *a, const void *b) {
  const sym *x = a, *y = b;
  return x->value < y->value ? -1 : x->value > y->value;
}

static int branch_target(const char *text, uint64_t pc, uint64_t *to) {
  /* "\ts_cbranch_execz 15": a branch's operand is its offset in dwords from the next one */
  const char *m = text + (text[0] == '\t');
  size_t n = strcspn(m, " ");
  const ww_inst_desc *d = ww_inst_lookup(m, n);
  if (!d || !(d->flags & (WW_IF_BRANCH | WW_IF_COND_BRANCH)) || !m[n]) return 0;
  char *end;
  long off = strtol(m + n + 1, &end, 0);
  if (*end || off < INT16_MIN || off > UINT16_MAX) return 0;
  if (off > INT16_MAX) off -= UINT16_MAX + 1; /* printed as an unsigned simm16 */
  *to = pc + 4 + (uint64_t)(off * 4);
  return 1;
}

/* The metadata note (MessagePack, AMDGPUUsage "Code Object V3+ Metadata"):
 * each kernel's .max_flat_workgroup_size, which bounds the work-item ids and
 * so the LDS addresses the value ranges see. Written as the .amdgpu_metadata
 * lines the reader takes from assembly. Keys come in order within a kernel's
 * map: .max_flat_workgroup_size before .name. */
static int msgpack_uint(const unsigned char *p, const unsigned char *end, uint64_t *v) {
  if (p >= end) return 0;
  if (*p < 0x80) return *v = *p, 1;
  if (*p == 0xcc && end - p >= 2) return *v = p[1], 1;
  if (*p == 0xcd && end - p >= 3) return *v = (uint64_t)p[1] << 8 | p[2], 1;
  if (*p == 0xce && end - p >= 5)
    return *v = (uint64_t)p[1] << 24 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 8 | p[4], 1;
  return 0;
}

static void metadata(const unsigned char *b, size_t len, ww_buf *out) {
  static const char mf[] = "\xb8.max_flat_workgroup_size", nm[] = "\xa5.name";
  const unsigned char *end = b + len;
  int any = 0;
  /* the first ".name" at or after the last key: it only moves forward, so
   * the scan is linear however many keys have no name after them */
  const unsigned char *name_at = b;
  for (const unsigned char *p = b; p + sizeof mf - 1 < end; p++) {
    if (memcmp(p, mf, sizeof mf - 1) != 0) continue;
    uint64_t v;
    if (!msgpack_uint(p + sizeof mf - 1, end, &v)) continue;
    if (name_at < p + sizeof mf - 1) name_at = p + sizeof mf - 1;
    while (name_at + sizeof nm - 1 < end && memcmp(name_at, nm, sizeof nm - 1) != 0) name_at++;
    const unsigned char *q = name_at + sizeof nm - 1;
    if (q >= end) break;
    size_t n;
    if ((*q & 0xe0) == 0xa0) n = *q & 31, q++;
    else if (*q == 0xd9 && q + 1 < end) n = q[1], q += 2;
    else continue;
    if (n > (size_t)(end - q)) break;
    if (!any) ww_buf_puts(out, "\t.amdgpu_metadata\namdhsa.kernels:\n");
    any = 1;
    ww_buf_printf(out, "  - .symbol: %.*s.kd\n    .max_flat_workgroup_size: %llu\n    .name: %.*s\n",
                  (int)n, (const char *)q, (unsigned long long)v, (int)n, (const char *)q);
  }
  if (any) ww_buf_puts(out, "\t.end_amdgpu_metadata\n");
}

/* The device object being read: its ELF, symbols, and the warnings that
 * name a place in it (a descriptor skipped, a function not disassembled). */
typedef struct co_reader {
  elf e;
  const ww_target *t;
  const char *hname; /* the ELF header's processor, or NULL */
  const unsigned char *symtab, *strtab;
  uint64_t nsymtab, strsize;
  sym *syms;
  size_t nsyms;
  const unsigned char *text;
  uint64_t text_size;
  ww_buf *warn;
} co_reader;

/* The header and the target: the ELF header's processor unless -mcpu. */
static int read_header(co_reader *r, const unsigned char *b, size_t len, const char *mcpu,
                       char *err, size_t errlen) {
  if (len < ELF_HEADER_SIZE || b[4] != 2 || b[5] != 1 || rd(b + 18, 2) != EM_AMDGPU) {
    snprintf(err, errlen, "not a 64-bit little-endian AMDGPU ELF code object");
    return -1;
  }
  r->e = (elf){b, len, rd(b + 40, 8), (unsigned)rd(b + 60, 2), (unsigned)rd(b + 58, 2)};
  if (r->e.shentsize < 64 || !in_bounds(r->e.shoff, (uint64_t)r->e.shnum * r->e.shentsize, len)) {
    snprintf(err, errlen, "malformed ELF section table");
    return -1;
  }
  unsigned mach = (unsigned)rd(b + E_FLAGS, 4) & EF_AMDGPU_MACH;
  r->hname = mach_name(mach);
  const ww_target *ht = r->hname ? ww_target_lookup(r->hname, strlen(r->hname)) : NULL;
  r->t = mcpu ? ww_target_lookup(mcpu, strlen(mcpu)) : ht;
  /* the header's processor is the code's: another -mcpu would disassemble
   * it for a processor it was not built for */
  if (mcpu && r->hname && (!ht || !r->t || strcmp(ht->name, r->t->name) != 0)) {
    snprintf(err, errlen, "the code object is for %s, not -mcpu=%s (a code object is read for "
                          "the processor of its ELF header; drop -mcpu)", r->hname, mcpu);
    return -1;
  }
  if (r->t) return 0;
  if (r->hname)
    snprintf(err, errlen, "the code object is for %s, a processor before GFX9 that waitwise does "
                          "not model", r->hname);
  else
    snprintf(err, errlen, "the ELF header names no AMDGPU processor (EF_AMDGPU_MACH 0x%02x; give "
                          "-mcpu=CPU)", mach);
  return -1;
}

/* The symbol table and its string table, which must end in a NUL so that
 * every name in it is a C string that ends inside it. */
static int read_symtab(co_reader *r, char *err, size_t errlen) {
  for (unsigned i = 0; i < r->e.shnum; i++) {
    uint32_t type, link, st;
    uint64_t off, size, stroff;
    const unsigned char *s = section(&r->e, i, &off, &size, &type, &link);
    if (!s || type != SHT_SYMTAB || link >= r->e.shnum) continue;
    r->symtab = s;
    r->nsymtab = size / SYM_SIZE;
    r->strtab = section(&r->e, link, &stroff, &r->strsize, &st, NULL);
    break;
  }
  if (!r->symtab || !r->strtab) {
    snprintf(err, errlen, "the code object has no symbol table");
    return -1;
  }
  if (!r->strsize || r->strtab[r->strsize - 1]) {
    snprintf(err, errlen, "malformed ELF string table (it does not end in a NUL)");
    return -1;
  }
  return 0;
}

static uint64_t section_addr(const elf *e, unsigned shndx) {
  return rd(e->b + e->shoff + (uint64_t)shndx * e->shentsize + 16, 8);
}

/* A code-object v2 kernel: its code starts past its amd_kernel_code_t,
 * which gives its work-item ids (wave64: GFX9). 0, or -1 with a warning when
 * the header is not inside the symbol and its section. */
static int v2_kernel(const co_reader *r, const unsigned char *sec, uint64_t size, sym *f) {
  uint64_t entry = in_bounds(f->value, AKC_MIN_SIZE, size) ? rd(sec + f->value + AKC_ENTRY, 8) : 0;
  if (entry < AKC_MIN_SIZE || entry >= f->size) {
    ww_buf_printf(r->warn, "%s: the kernel's amd_kernel_code_t is not inside it (code object v2); "
                           "it is skipped, not checked\n", f->name);
    return -1;
  }
  f->kernel = 1;
  f->workitem_dims = (int)((rd(sec + f->value + AKC_RSRC2, 4) >> KD_RSRC2_WORKITEM_ID_SHIFT) &
                           KD_RSRC2_WORKITEM_ID_MASK);
  f->value += entry, f->size -= entry, f->entry = entry;
  return 0;
}

/* Functions with code, all in one section (the first a function names). */
static void read_functions(co_reader *r) {
  r->syms = calloc(r->nsymtab ? r->nsymtab : 1, sizeof *r->syms);
  if (!r->syms) ww_die("out of memory");
  for (uint64_t i = 0; i < r->nsymtab; i++) {
    const unsigned char *s = r->symtab + i * SYM_SIZE;
    uint32_t name = (uint32_t)rd(s, 4), type = s[4] & 15;
    if (name >= r->strsize || (type != STT_FUNC && type != STT_AMDGPU_HSA_KERNEL) || !rd(s + 16, 8))
      continue;
    unsigned shndx = (unsigned)rd(s + 6, 2);
    if (shndx >= r->e.shnum) continue;
    uint64_t off, size;
    uint32_t sectype;
    const unsigned char *sec = section(&r->e, shndx, &off, &size, &sectype, NULL);
    if (!sec || (r->text && sec != r->text)) continue;
    r->text = sec, r->text_size = size;
    sym f = {(const char *)r->strtab + name, rd(s + 8, 8) - section_addr(&r->e, shndx),
             rd(s + 16, 8), 0, 0, 0, 0, 0};
    if (type == STT_AMDGPU_HSA_KERNEL && v2_kernel(r, sec, size, &f)) continue;
    r->syms[r->nsyms++] = f;
  }
}

/* Kernel descriptors: NAME.kd objects mark NAME a kernel; its 64 bytes give
 * the wave size and the work-item ids. One its section does not hold (a
 * section shorter than 64 bytes, SHN_UNDEF) is a warning, not read. */
static void read_descriptors(co_reader *r) {
  for (uint64_t i = 0; i < r->nsymtab; i++) {
    const unsigned char *s = r->symtab + i * SYM_SIZE;
    uint32_t name = (uint32_t)rd(s, 4);
    if (name >= r->strsize || (s[4] & 15) != STT_OBJECT || rd(s + 16, 8) != KD_SIZE) continue;
    const char *nm = (const char *)r->strtab + name;
    size_t nl = strlen(nm);
    if (nl < 4 || strcmp(nm + nl - 3, ".kd") != 0) continue;
    unsigned shndx = (unsigned)rd(s + 6, 2);
    uint64_t off, size = 0;
    uint32_t type;
    const unsigned char *sec = shndx != SHN_UNDEF && shndx < r->e.shnum
                                   ? section(&r->e, shndx, &off, &size, &type, NULL) : NULL;
    uint64_t at = sec ? rd(s + 8, 8) - section_addr(&r->e, shndx) : 0;
    int readable = sec && in_bounds(at, KD_SIZE, size);
    for (size_t k = 0; k < r->nsyms; k++) {
      sym *f = &r->syms[k];
      if (strlen(f->name) != nl - 3 || memcmp(f->name, nm, nl - 3) != 0) continue;
      f->kernel = 1;
      if (!readable) {
        ww_buf_printf(r->warn, "%s: the kernel descriptor is not inside its section (index %u); "
                               "%s is checked as wave64 with work-item id x only\n",
                      nm, shndx, f->name);
        continue;
      }
      f->workitem_dims = (int)((rd(sec + at + KD_RSRC2, 4) >> KD_RSRC2_WORKITEM_ID_SHIFT) &
                               KD_RSRC2_WORKITEM_ID_MASK);
      f->wave32 = (int)((rd(sec + at + KD_PROPERTIES, 2) >> KD_WAVE32_BIT) & 1);
    }
  }
}

/* One instruction of f at pc (an offset in the text section), from code, a
 * zero-padded copy of f's bytes: its size, or 0 (with a warning) when LLVM
 * cannot decode it or it would run past the end of f. LLVM's C API
 * (LLVMDisasmInstruction) returns 0 for a SoftFail decode too, one that
 * llvm-objdump prints; it cannot be told apart from an invalid word. */
static size_t disasm_one(const co_reader *r, void *dc, const sym *f, uint8_t *code, uint64_t pc,
                         char *line, size_t linelen) {
  uint64_t at = pc - f->value, avail = f->size - at;
  size_t sz = llvm.disasm(dc, code + at, DISASM_WINDOW, pc, line, linelen);
  if (sz && sz <= avail) return sz;
  unsigned long long word = rd(code + at, 4);
  if (sz)
    ww_buf_printf(r->warn, "%s+0x%llx: the instruction 0x%08llx runs past the end of %s; %s is "
                           "skipped, not checked\n",
                  f->name, (unsigned long long)(at + f->entry), word, f->name, f->name);
  else
    ww_buf_printf(r->warn, "%s+0x%llx: cannot disassemble the word 0x%08llx for %s; %s is "
                           "skipped, not checked\n",
                  f->name, (unsigned long long)(at + f->entry), word, r->t->name, f->name);
  return 0;
}

static void add_target(uint64_t **targets, size_t *n, size_t *cap, uint64_t to) {
  if (*n == *cap) {
    *cap = *cap ? 2 * *cap : 16;
    *targets = realloc(*targets, *cap * sizeof **targets);
    if (!*targets) ww_die("out of memory");
  }
  (*targets)[(*n)++] = to;
}

/* f as assembly in out: a first pass finds the branch targets (and every
 * instruction decodes, else f is skipped with a warning), the second
 * prints. */
static void disasm_function(const co_reader *r, void *dc, sym *f, ww_buf *out) {
  uint8_t *code = calloc(f->size + DISASM_PAD, 1);
  if (!code) ww_die("out of memory");
  memcpy(code, r->text + f->value, f->size);
  uint64_t *targets = NULL;
  size_t ntargets = 0, cap = 0;
  char line[MAX_INST_TEXT];
  for (int pass = 0; pass < 2 && !f->skipped; pass++) {
    if (pass == 1) ww_buf_printf(out, "\t.globl %s\n\t.type %s,@function\n%s:\n", f->name, f->name, f->name);
    for (uint64_t pc = f->value; pc < f->value + f->size;) {
      if (pass == 1)
        for (size_t j = 0; j < ntargets; j++)
          if (targets[j] == pc) {
            ww_buf_printf(out, ".Lww_%s_%llx:\n", f->name, (unsigned long long)pc);
            break;
          }
      size_t sz = disasm_one(r, dc, f, code, pc, line, sizeof line);
      if (!sz) {
        f->skipped = 1;
        break;
      }
      uint64_t to;
      int br = branch_target(line, pc, &to);
      if (pass == 0 && br) {
        add_target(&targets, &ntargets, &cap, to);
      } else if (pass == 1) {
        if (br) {
          size_t m = strcspn(line + 1, " ") + 1;
          ww_buf_printf(out, "%.*s .Lww_%s_%llx", (int)m, line, f->name, (unsigned long long)to);
        } else {
          ww_buf_puts(out, line);
        }
        ww_buf_printf(out, " ; %s+0x%llx\n", f->name, (unsigned long long)(pc - f->value + f->entry));
      }
      pc += sz;
    }
  }
  free(targets);
  free(code);
}

/* One device code object to assembly in out, warnings in warn. */
static int device_object(const unsigned char *b, size_t len, const char *mcpu, ww_buf *out,
                         ww_buf *warn, char *err, size_t errlen) {
  co_reader r = {0};
  r.warn = warn;
  if (read_header(&r, b, len, mcpu, err, errlen) || load_llvm(err, errlen) ||
      read_symtab(&r, err, errlen))
    return -1;
  read_functions(&r);
  read_descriptors(&r);
  if (!r.nsyms) {
    free(r.syms);
    snprintf(err, errlen, "the code object has no function symbols");
    return -1;
  }
  qsort(r.syms, r.nsyms, sizeof *r.syms, cmp_sym);
  void *dc = llvm.create("amdgcn-amd-amdhsa", r.t->name, NULL, 0, NULL, NULL);
  if (!dc) {
    free(r.syms);
    snprintf(err, errlen, "LLVM's disassembler does not take -mcpu=%s", r.t->name);
    return -1;
  }
  /* the header's processor: -mcpu overrides it with the reader's warning */
  ww_buf_printf(out, "\t.amdgcn_target \"amdgcn-amd-amdhsa--%s\"\n", r.hname ? r.hname : r.t->name);
  size_t skipped = 0;
  for (size_t k = 0; k < r.nsyms; k++) {
    if (in_bounds(r.syms[k].value, r.syms[k].size, r.text_size))
      disasm_function(&r, dc, &r.syms[k], out);
    else {
      ww_buf_printf(warn, "%s: the function is not inside its section; it is skipped, not "
                          "checked\n", r.syms[k].name);
      r.syms[k].skipped = 1;
    }
    skipped += (size_t)r.syms[k].skipped;
  }
  llvm.dispose(dc);
  if (skipped == r.nsyms) {
    /* nothing left to check: an input error, not a clean object */
    const char *first = warn->len ? warn->data : "";
    snprintf(err, errlen, "no function of the code object could be disassembled for %s "
                          "(the first: %.*s)", r.t->name, (int)strcspn(first, ";\n"), first);
    free(r.syms);
    return -1;
  }
  for (size_t k = 0; k < r.nsyms; k++)
    if (r.syms[k].kernel && !r.syms[k].skipped)
      ww_buf_printf(out, "\t.amdhsa_kernel %s\n\t\t.amdhsa_wavefront_size32 %d\n"
                         "\t\t.amdhsa_system_vgpr_workitem_id %d\n\t.end_amdhsa_kernel\n",
                    r.syms[k].name, r.syms[k].wave32, r.syms[k].workitem_dims);
  metadata(b, len, out);
  free(r.syms);
  return 0;
}

void ww_co_parts_free(ww_co_parts *p) {
  for (size_t i = 0; i < p->n; i++) {
    free(p->names[i]);
    ww_buf_free(&p->text[i]);
    ww_buf_free(&p->warn[i]);
  }
  free(p->names);
  free(p->text);
  free(p->warn);
  memset(p, 0, sizeof *p);
}

static ww_buf *add_part(ww_co_parts *p, const char *name, size_t nlen) {
  p->names = realloc(p->names, (p->n + 1) * sizeof *p->names);
  p->text = realloc(p->text, (p->n + 1) * sizeof *p->text);
  p->warn = realloc(p->warn, (p->n + 1) * sizeof *p->warn);
  if (!p->names || !p->text || !p->warn) ww_die("out of memory");
  p->names[p->n] = ww_xmalloc(nlen + 1);
  memcpy(p->names[p->n], name, nlen);
  p->names[p->n][nlen] = 0;
  memset(&p->text[p->n], 0, sizeof p->text[p->n]);
  memset(&p->warn[p->n], 0, sizeof p->warn[p->n]);
  return &p->text[p->n++];
}

int ww_code_object_parts(const char *data, size_t len, const char *mcpu, ww_co_parts *parts,
                         char *err, size_t errlen) {
  const unsigned char *b = (const unsigned char *)data;
  memset(parts, 0, sizeof *parts);
  if (len >= 4 && memcmp(data, COMPRESSED_MAGIC, 4) == 0) {
    snprintf(err, errlen, "a compressed offload bundle; waitwise reads uncompressed ones "
                          "(build with --no-offload-compress, or unbundle it with clang-offload-bundler)");
    return -1;
  }
  if (len >= ELF_HEADER_SIZE && rd(b + 18, 2) == EM_AMDGPU) {
    ww_buf *t = add_part(parts, "", 0);
    if (device_object(b, len, mcpu, t, &parts->warn[parts->n - 1], err, errlen)) goto fail;
    return 0;
  }
  /* an offload bundle, alone or inside a host executable: every AMDGPU entry */
  const unsigned char *m = NULL;
  for (size_t i = 0; i + BUNDLE_MAGIC_LEN <= len && !m; i++)
    if (b[i] == '_' && memcmp(b + i, BUNDLE_MAGIC, BUNDLE_MAGIC_LEN) == 0) m = b + i;
  if (!m) {
    snprintf(err, errlen, "an ELF file with no AMDGPU code object (no offload bundle inside)");
    return -1;
  }
  size_t rest = len - (size_t)(m - b);
  if (rest < BUNDLE_MAGIC_LEN + 8) goto bad;
  uint64_t entries = rd(m + BUNDLE_MAGIC_LEN, 8);
  size_t at = BUNDLE_MAGIC_LEN + 8;
  for (uint64_t k = 0; k < entries; k++) {
    if (rest - at < 24) goto bad;
    uint64_t off = rd(m + at, 8), size = rd(m + at + 8, 8), idlen = rd(m + at + 16, 8);
    at += 24;
    if (idlen > rest - at || off > rest || size > rest - off) goto bad;
    const char *id = (const char *)m + at;
    at += idlen;
    int amdgpu = 0;
    for (uint64_t c = 0; c + 17 <= idlen && !amdgpu; c++) amdgpu = memcmp(id + c, "amdgcn-amd-amdhsa", 17) == 0;
    if (!amdgpu || !size) continue;
    size_t nl = 0;
    while (nl < idlen && nl < MAX_ENTRY_ID && id[nl] >= ' ' && id[nl] < 0x7f) nl++;
    ww_buf *t = add_part(parts, id, nl);
    if (device_object(m + off, size, mcpu, t, &parts->warn[parts->n - 1], err, errlen)) goto fail;
  }
  if (!parts->n) {
    snprintf(err, errlen, "the offload bundle has no amdgcn-amd-amdhsa code object");
    return -1;
  }
  return 0;
bad:
  snprintf(err, errlen, "malformed offload bundle");
fail:
  ww_co_parts_free(parts);
  return -1;
}

/* The reader's warnings, each named by the part and a symbol: text, or
 * waitwise-diag/1 JSON lines with no line (0) as the CLI's input errors. */
static void put_warnings(ww_buf *db, const char *name, const ww_buf *w, int json) {
  for (size_t at = 0, e; at < w->len; at = e + 1) {
    e = at + strcspn(w->data + at, "\n");
    if (!json) {
      ww_buf_printf(db, "%s: warning: %.*s\n", name, (int)(e - at), w->data + at);
      continue;
    }
    ww_buf_puts(db, "{\"schema\":\"waitwise-diag/1\",\"severity\":\"warning\",\"file\":");
    ww_buf_json_str(db, name, strlen(name));
    ww_buf_puts(db, ",\"line\":0,\"col\":0,\"message\":");
    ww_buf_json_str(db, w->data + at, e - at);
    ww_buf_puts(db, "}\n");
  }
}

int ww_code_object_run(const char *display, const ww_co_parts *parts, ww_job_fn job,
                       const waitwise_options *o, char **out, char **diags) {
  ww_buf ob = {0}, db = {0}, name = {0};
  int st = 0;
  for (size_t k = 0; k < parts->n; k++) {
    name.len = 0;
    if (parts->names[k][0]) ww_buf_printf(&name, "%s[%s]", display, parts->names[k]);
    else ww_buf_puts(&name, display);
    ww_buf_putc(&parts->text[k], 0);
    parts->text[k].len--;
    if (!o->no_warnings) put_warnings(&db, name.data, &parts->warn[k], o->json); /* -w */
    char *po = NULL, *pd = NULL;
    int s = (int)job(name.data, parts->text[k].data, parts->text[k].len, o, &po, &pd);
    if (po) ww_buf_puts(&ob, po);
    if (pd) ww_buf_puts(&db, pd);
    waitwise_free(po);
    waitwise_free(pd);
    if (s > st) st = s;
  }
  ww_buf_free(&name);
  ww_buf_putn(&ob, "", 0);
  ww_buf_putn(&db, "", 0);
  *out = ob.data;
  *diags = db.data;
  return st;
}
