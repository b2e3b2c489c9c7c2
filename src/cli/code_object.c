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
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define EM_AMDGPU 224
#define ELF_HEADER_SIZE 64
#define SHT_SYMTAB 2
#define STT_OBJECT 1
#define STT_FUNC 2
#define SYM_SIZE 24
#define KD_SIZE 64
#define KD_RSRC2 56          /* compute_pgm_rsrc2 in the kernel descriptor */
#define KD_PROPERTIES 60     /* kernel_code_properties */
#define KD_WAVE32_BIT 10     /* ENABLE_WAVEFRONT_SIZE32 */
#define MAX_INST_TEXT 512
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

int ww_code_object_is(const char *data, size_t len) {
  return (len >= 4 && memcmp(data, "\x7f" "ELF", 4) == 0) ||
         (len >= BUNDLE_MAGIC_LEN && memcmp(data, BUNDLE_MAGIC, BUNDLE_MAGIC_LEN) == 0) ||
         (len >= 4 && memcmp(data, COMPRESSED_MAGIC, 4) == 0);
}

/* ---- libLLVM, loaded on first use ---- */
typedef void *(*create_fn)(const char *, const char *, void *, int, void *, void *);
typedef size_t (*disasm_fn)(void *, uint8_t *, uint64_t, uint64_t, char *, size_t);
static struct {
  int tried;
  void *lib;
  create_fn create;
  disasm_fn disasm;
  void (*dispose)(void *);
} llvm;

static int load_llvm(char *err, size_t errlen) {
  if (!llvm.tried) {
    llvm.tried = 1;
    static const char *const names[] = LIBLLVM_NAMES;
    const char *forced = getenv("WAITWISE_LIBLLVM"); /* this library only */
    if (forced) llvm.lib = dlopen(forced, RTLD_NOW | RTLD_LOCAL);
    for (size_t i = 0; i < sizeof names / sizeof names[0] && !llvm.lib && !forced; i++)
      llvm.lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (llvm.lib) {
      void (*init[3])(void);
      static const char *const inits[3] = {"LLVMInitializeAMDGPUTargetInfo",
                                           "LLVMInitializeAMDGPUTargetMC",
                                           "LLVMInitializeAMDGPUDisassembler"};
      int ok = 1;
      for (int i = 0; i < 3; i++) {
        *(void **)&init[i] = dlsym(llvm.lib, inits[i]);
        ok &= init[i] != NULL;
      }
      *(void **)&llvm.create = dlsym(llvm.lib, "LLVMCreateDisasmCPU");
      *(void **)&llvm.disasm = dlsym(llvm.lib, "LLVMDisasmInstruction");
      *(void **)&llvm.dispose = dlsym(llvm.lib, "LLVMDisasmDispose");
      if (ok && llvm.create && llvm.disasm && llvm.dispose)
        for (int i = 0; i < 3; i++) init[i]();
      else
        llvm.lib = NULL;
    }
  }
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
  if (*off > e->len || *size > e->len - *off) return NULL;
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
  uint64_t value, size;
  int kernel, wave32, workitem_dims;
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
  for (const unsigned char *p = b; p + sizeof mf - 1 < end; p++) {
    if (memcmp(p, mf, sizeof mf - 1) != 0) continue;
    uint64_t v;
    if (!msgpack_uint(p + sizeof mf - 1, end, &v)) continue;
    const unsigned char *q = p + sizeof mf - 1;
    while (q + sizeof nm - 1 < end && memcmp(q, nm, sizeof nm - 1) != 0) q++;
    q += sizeof nm - 1;
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

/* One device code object to assembly in out. */
static int device_object(const unsigned char *b, size_t len, const char *mcpu, ww_buf *out,
                         char *err, size_t errlen) {
  if (len < ELF_HEADER_SIZE || b[4] != 2 || b[5] != 1 || rd(b + 18, 2) != EM_AMDGPU) {
    snprintf(err, errlen, "not a 64-bit little-endian AMDGPU ELF code object");
    return -1;
  }
  elf e = {b, len, rd(b + 40, 8), (unsigned)rd(b + 60, 2), (unsigned)rd(b + 58, 2)};
  if (e.shentsize < 64 || e.shoff > len || (uint64_t)e.shnum * e.shentsize > len - e.shoff) {
    snprintf(err, errlen, "malformed ELF section table");
    return -1;
  }
  unsigned mach = (unsigned)rd(b + E_FLAGS, 4) & EF_AMDGPU_MACH;
  const char *hname = mach_name(mach);
  const ww_target *ht = hname ? ww_target_lookup(hname, strlen(hname)) : NULL;
  const ww_target *t = mcpu ? ww_target_lookup(mcpu, strlen(mcpu)) : ht;
  if (!t) {
    if (hname)
      snprintf(err, errlen, "the code object is for %s, a processor before GFX9 that waitwise does "
                            "not model", hname);
    else
      snprintf(err, errlen, "the ELF header names no AMDGPU processor (EF_AMDGPU_MACH 0x%02x; give "
                            "-mcpu=CPU)", mach);
    return -1;
  }
  if (load_llvm(err, errlen)) return -1;
  /* symbols: functions with code, kernels marked by NAME.kd */
  sym *syms = NULL;
  size_t nsyms = 0;
  const unsigned char *symtab = NULL, *strtab = NULL;
  uint64_t symoff, symsize = 0, stroff, strsize = 0;
  for (unsigned i = 0; i < e.shnum; i++) {
    uint32_t type, link;
    const unsigned char *s = section(&e, i, &symoff, &symsize, &type, &link);
    if (s && type == SHT_SYMTAB && link < e.shnum) {
      uint32_t st;
      symtab = s;
      strtab = section(&e, link, &stroff, &strsize, &st, NULL);
      break;
    }
  }
  if (!symtab || !strtab) {
    snprintf(err, errlen, "the code object has no symbol table");
    return -1;
  }
  size_t n = symsize / SYM_SIZE;
  syms = calloc(n ? n : 1, sizeof *syms);
  if (!syms) ww_die("out of memory");
  const unsigned char *text = NULL;
  uint64_t text_addr = 0, text_size = 0;
  for (size_t i = 0; i < n; i++) {
    const unsigned char *s = symtab + i * SYM_SIZE;
    uint32_t name = (uint32_t)rd(s, 4);
    if (name >= strsize || (s[4] & 15) != STT_FUNC || !rd(s + 16, 8)) continue;
    unsigned shndx = (unsigned)rd(s + 6, 2);
    if (shndx >= e.shnum) continue;
    uint64_t off, size;
    uint32_t type;
    const unsigned char *sec = section(&e, shndx, &off, &size, &type, NULL);
    uint64_t addr = rd(e.b + e.shoff + (uint64_t)shndx * e.shentsize + 16, 8);
    if (!sec || (text && sec != text)) continue;
    text = sec, text_addr = addr, text_size = size;
    syms[nsyms++] = (sym){(const char *)strtab + name, rd(s + 8, 8) - addr, rd(s + 16, 8), 0, 0, 0};
  }
  /* kernel descriptors: NAME.kd objects */
  for (size_t i = 0; i < n; i++) {
    const unsigned char *s = symtab + i * SYM_SIZE;
    uint32_t name = (uint32_t)rd(s, 4);
    if (name >= strsize || (s[4] & 15) != STT_OBJECT || rd(s + 16, 8) != KD_SIZE) continue;
    const char *nm = (const char *)strtab + name;
    size_t nl = strnlen(nm, strsize - name);
    if (nl < 4 || strcmp(nm + nl - 3, ".kd") != 0) continue;
    unsigned shndx = (unsigned)rd(s + 6, 2);
    uint64_t off, size;
    uint32_t type;
    const unsigned char *sec = shndx < e.shnum ? section(&e, shndx, &off, &size, &type, NULL) : NULL;
    uint64_t addr = sec ? rd(e.b + e.shoff + (uint64_t)shndx * e.shentsize + 16, 8) : 0;
    uint64_t at = rd(s + 8, 8) - addr;
    for (size_t k = 0; k < nsyms; k++)
      if (strlen(syms[k].name) == nl - 3 && memcmp(syms[k].name, nm, nl - 3) == 0) {
        syms[k].kernel = 1;
        if (sec && at <= size - KD_SIZE) {
          syms[k].workitem_dims = (int)((rd(sec + at + KD_RSRC2, 4) >> 11) & 3);
          syms[k].wave32 = (int)((rd(sec + at + KD_PROPERTIES, 2) >> KD_WAVE32_BIT) & 1);
        }
      }
  }
  if (!nsyms) {
    free(syms);
    snprintf(err, errlen, "the code object has no function symbols");
    return -1;
  }
  qsort(syms, nsyms, sizeof *syms, cmp_sym);
  (void)text_addr;
  void *dc = llvm.create("amdgcn-amd-amdhsa", t->name, NULL, 0, NULL, NULL);
  if (!dc) {
    free(syms);
    snprintf(err, errlen, "LLVM's disassembler does not take -mcpu=%s", t->name);
    return -1;
  }
  /* the header's processor: -mcpu overrides it with the reader's warning */
  ww_buf_printf(out, "\t.amdgcn_target \"amdgcn-amd-amdhsa--%s\"\n", hname ? hname : t->name);
  int rc = 0;
  for (size_t k = 0; k < nsyms && !rc; k++) {
    const sym *f = &syms[k];
    if (f->value > text_size || f->size > text_size - f->value) continue;
    /* first pass: branch targets inside the function */
    uint64_t *targets = NULL;
    size_t ntargets = 0, cap = 0;
    char line[MAX_INST_TEXT];
    for (int pass = 0; pass < 2 && !rc; pass++) {
      if (pass == 1) {
        ww_buf_printf(out, "\t.globl %s\n\t.type %s,@function\n%s:\n", f->name, f->name, f->name);
      }
      for (uint64_t pc = f->value; pc < f->value + f->size;) {
        if (pass == 1)
          for (size_t j = 0; j < ntargets; j++)
            if (targets[j] == pc) {
              ww_buf_printf(out, ".Lww_%s_%llx:\n", f->name, (unsigned long long)pc);
              break;
            }
        size_t sz = llvm.disasm(dc, (uint8_t *)text + pc, f->value + f->size - pc, pc, line, sizeof line);
        if (!sz) {
          snprintf(err, errlen, "LLVM cannot disassemble %s+0x%llx for %s", f->name,
                   (unsigned long long)(pc - f->value), t->name);
          rc = -1;
          break;
        }
        uint64_t to;
        int br = branch_target(line, pc, &to);
        if (pass == 0 && br) {
          if (ntargets == cap) {
            cap = cap ? 2 * cap : 16;
            targets = realloc(targets, cap * sizeof *targets);
            if (!targets) ww_die("out of memory");
          }
          targets[ntargets++] = to;
        } else if (pass == 1) {
          if (br) {
            size_t m = strcspn(line + 1, " ") + 1;
            ww_buf_printf(out, "%.*s .Lww_%s_%llx", (int)m, line, f->name, (unsigned long long)to);
          } else {
            ww_buf_puts(out, line);
          }
          ww_buf_printf(out, " ; %s+0x%llx\n", f->name, (unsigned long long)(pc - f->value));
        }
        pc += sz;
      }
    }
    free(targets);
  }
  for (size_t k = 0; k < nsyms; k++)
    if (syms[k].kernel)
      ww_buf_printf(out, "\t.amdhsa_kernel %s\n\t\t.amdhsa_wavefront_size32 %d\n"
                         "\t\t.amdhsa_system_vgpr_workitem_id %d\n\t.end_amdhsa_kernel\n",
                    syms[k].name, syms[k].wave32, syms[k].workitem_dims);
  metadata(b, len, out);
  llvm.dispose(dc);
  free(syms);
  return rc;
}

void ww_co_parts_free(ww_co_parts *p) {
  for (size_t i = 0; i < p->n; i++) {
    free(p->names[i]);
    ww_buf_free(&p->text[i]);
  }
  free(p->names);
  free(p->text);
  memset(p, 0, sizeof *p);
}

static ww_buf *add_part(ww_co_parts *p, const char *name, size_t nlen) {
  p->names = realloc(p->names, (p->n + 1) * sizeof *p->names);
  p->text = realloc(p->text, (p->n + 1) * sizeof *p->text);
  if (!p->names || !p->text) ww_die("out of memory");
  p->names[p->n] = ww_xmalloc(nlen + 1);
  memcpy(p->names[p->n], name, nlen);
  p->names[p->n][nlen] = 0;
  memset(&p->text[p->n], 0, sizeof p->text[p->n]);
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
    if (device_object(b, len, mcpu, t, err, errlen)) goto fail;
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
    if (device_object(m + off, size, mcpu, t, err, errlen)) goto fail;
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
