/*
 * code_object.c - AMDGPU code objects as input: an ELF code object
 * (EM_AMDGPU), or clang's offload bundle (inside a HIP executable too), is
 * turned into LLVM-syntax assembly that the reader takes, one function per
 * symbol, disassembled by LLVM's own disassembler through its C API
 * (llvm-c/Disassembler.h) from libLLVM loaded at run time: the core never
 * links LLVM. Each line ends in "; SYMBOL+0xOFFSET", and each instruction's
 * origin goes with the text (waitwise_options.origins), so a finding is
 * located by function and offset; branch offsets become labels named by
 * the function and offset they mark (".Lk_0x1c" at k+0x1c). The target is
 * the processor of the ELF header (e_flags' EF_AMDGPU_MACH). An offload bundle gives one assembly per AMDGPU entry,
 * named by the entry's id ("hipv4-amdgcn-amd-amdhsa--gfx942").
 */
#define _DEFAULT_SOURCE
#include "cli.h"
#include "../target/inst_table.h"

#include <ctype.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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
  const unsigned char *kd; /* its kernel descriptor (KD_SIZE bytes), or NULL */
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

/* ---- the metadata note, as the YAML of an .amdgpu_metadata block ----
 * NT_AMDGPU_METADATA (AMDGPUUsage "Code Object V3+ Metadata") holds one
 * MessagePack map; it is written out whole, as clang -S writes it, so that
 * the listing assembles to the same note, and the reader takes each
 * kernel's .max_flat_workgroup_size from it (which bounds the work-item
 * ids, and so the LDS addresses the value ranges see). One pass over the
 * note; nesting deeper than MAX_METADATA_DEPTH, or a note that does not
 * parse, leaves the block out with a warning. */
#define SHT_NOTE 7
#define SHT_NOBITS 8
#define NT_AMDGPU_METADATA 32
#define NOTE_HEADER 12
#define MAX_METADATA_DEPTH 32

typedef struct mp_reader {
  const unsigned char *p, *end;
  ww_buf *out;
  int bad;
} mp_reader;

typedef enum { MP_NIL, MP_BOOL, MP_UINT, MP_INT, MP_FLOAT, MP_STR, MP_ARRAY, MP_MAP } mp_kind;
typedef struct mp_item {
  mp_kind kind;
  uint64_t n;              /* value, length or count */
  const unsigned char *s;  /* a string's bytes; a float's */
} mp_item;

/* The next item's head: its kind and value, or its length or count; a
 * string's bytes are consumed with it. 0 when the bytes end first. */
static int mp_next(mp_reader *m, mp_item *it) {
  static const unsigned char size_of[4] = {1, 2, 4, 8};
  if (m->p >= m->end) return 0;
  unsigned c = *m->p++;
  size_t avail = (size_t)(m->end - m->p), w = 0;
  *it = (mp_item){MP_UINT, c, NULL};
  if (c < 0x80) return 1;
  if (c >= 0xe0) return it->kind = MP_INT, it->n = (uint64_t)(int64_t)(int8_t)c, 1;
  if (c < 0x90) return it->kind = MP_MAP, it->n = c & 15, 1;
  if (c < 0xa0) return it->kind = MP_ARRAY, it->n = c & 15, 1;
  if (c < 0xc0) it->kind = MP_STR, it->n = c & 31;
  else if (c == 0xc0) return it->kind = MP_NIL, 1;
  else if (c == 0xc2 || c == 0xc3) return it->kind = MP_BOOL, it->n = c & 1, 1;
  else if (c == 0xca || c == 0xcb) it->kind = MP_FLOAT, w = c == 0xca ? 4 : 8;
  else if (c >= 0xcc && c <= 0xcf) it->kind = MP_UINT, w = size_of[c - 0xcc];
  else if (c >= 0xd0 && c <= 0xd3) it->kind = MP_INT, w = size_of[c - 0xd0];
  else if (c >= 0xd9 && c <= 0xdb) it->kind = MP_STR, w = size_of[c - 0xd9];
  else if (c == 0xdc || c == 0xdd) it->kind = MP_ARRAY, w = c == 0xdc ? 2 : 4;
  else if (c == 0xde || c == 0xdf) it->kind = MP_MAP, w = c == 0xde ? 2 : 4;
  else return 0; /* bin, ext: not in AMDGPU metadata */
  if (w > avail) return 0;
  if (it->kind == MP_FLOAT) {
    it->s = m->p, m->p += w;
    return 1;
  }
  if (w) { /* big-endian */
    it->n = 0;
    for (size_t i = 0; i < w; i++) it->n = it->n << 8 | m->p[i];
    m->p += w, avail -= w;
    if (it->kind == MP_INT && w < 8 && (it->n >> (8 * w - 1)) & 1) it->n |= ~(uint64_t)0 << (8 * w);
  }
  if (it->kind == MP_STR) {
    if (it->n > avail) return 0;
    it->s = m->p, m->p += it->n;
  }
  return 1;
}

/* A string as a plain YAML scalar when it reads back as the same string
 * (an identifier-like word that is no number or keyword), else quoted. */
static void yaml_str(ww_buf *out, const unsigned char *s, uint64_t n) {
  int plain = n > 0 && (isalpha(s[0]) || s[0] == '_' || s[0] == '.');
  for (uint64_t i = 0; i < n && plain; i++)
    plain = isalnum(s[i]) || strchr("_.$-", s[i]) != NULL;
  static const char *const words[] = {"true", "false", "null", "yes", "no", "on", "off", "y", "n"};
  for (size_t k = 0; plain && k < sizeof words / sizeof words[0]; k++)
    plain = !(strlen(words[k]) == n && strncasecmp(words[k], (const char *)s, n) == 0);
  if (plain) {
    ww_buf_putn(out, (const char *)s, n);
    return;
  }
  ww_buf_putc(out, '"');
  for (uint64_t i = 0; i < n; i++) {
    if (s[i] == '"' || s[i] == '\\') ww_buf_printf(out, "\\%c", s[i]);
    else if (s[i] < 0x20 || s[i] >= 0x7f) ww_buf_printf(out, "\\x%02x", s[i]);
    else ww_buf_putc(out, (char)s[i]);
  }
  ww_buf_putc(out, '"');
}

static void yaml_scalar(ww_buf *out, const mp_item *it) {
  switch (it->kind) {
  case MP_NIL: ww_buf_puts(out, "~"); break;
  case MP_BOOL: ww_buf_puts(out, it->n ? "true" : "false"); break;
  case MP_UINT: ww_buf_printf(out, "%llu", (unsigned long long)it->n); break;
  case MP_INT: ww_buf_printf(out, "%lld", (long long)it->n); break;
  case MP_STR: yaml_str(out, it->s, it->n); break;
  default: { /* MP_FLOAT (n: its head byte): big-endian IEEE binary32 or binary64 */
    int w = it->n == 0xca ? 4 : 8;
    uint64_t bits = 0;
    for (int i = 0; i < w; i++) bits = bits << 8 | it->s[i];
    double d;
    if (w == 4) {
      uint32_t b32 = (uint32_t)bits;
      float f;
      memcpy(&f, &b32, sizeof f);
      d = f;
    } else {
      memcpy(&d, &bits, sizeof d);
    }
    ww_buf_printf(out, "%.17g", d);
  }
  }
}

static void yaml_node(mp_reader *m, const mp_item *it, unsigned indent, int depth);

/* The n entries of a map (each key a string, as AMDGPU metadata's are) or
 * the n items of an array, at indent; the first one's line is begun by
 * the caller when first_inline (an array item "- " holding a map). */
static void yaml_children(mp_reader *m, const mp_item *it, unsigned indent, int depth,
                          int first_inline) {
  for (uint64_t k = 0; k < it->n && !m->bad; k++) {
    if (!(first_inline && k == 0)) ww_buf_printf(m->out, "%*s", (int)indent, "");
    mp_item key, v;
    if (it->kind == MP_MAP) {
      if (!mp_next(m, &key) || key.kind != MP_STR) {
        m->bad = 1;
        return;
      }
      yaml_str(m->out, key.s, key.n);
      ww_buf_putc(m->out, ':');
    } else {
      ww_buf_putc(m->out, '-');
    }
    if (!mp_next(m, &v)) {
      m->bad = 1;
      return;
    }
    yaml_node(m, &v, indent + 2, depth + 1);
  }
}

/* A value after "key:" or "-": a scalar or an empty one on that line, a
 * map or array below it, indented (a map in an array starts on the dash's
 * line, as LLVM writes it). */
static void yaml_node(mp_reader *m, const mp_item *it, unsigned indent, int depth) {
  if (depth > MAX_METADATA_DEPTH) {
    m->bad = 1;
    return;
  }
  if (it->kind != MP_MAP && it->kind != MP_ARRAY) {
    ww_buf_putc(m->out, ' ');
    yaml_scalar(m->out, it);
    ww_buf_putc(m->out, '\n');
    return;
  }
  if (!it->n) {
    ww_buf_puts(m->out, it->kind == MP_MAP ? " {}\n" : " []\n");
    return;
  }
  /* each entry takes a byte at least: a count past the bytes left is bad */
  if (it->n > (uint64_t)(m->end - m->p)) {
    m->bad = 1;
    return;
  }
  int in_item = m->out->len && m->out->data[m->out->len - 1] == '-';
  if (in_item && it->kind == MP_MAP) {
    ww_buf_putc(m->out, ' ');
    yaml_children(m, it, indent, depth, 1);
    return;
  }
  ww_buf_putc(m->out, '\n');
  yaml_children(m, it, indent, depth, 0);
}

/* The note's map as the lines of an .amdgpu_metadata block, or a warning. */
static void metadata_yaml(const unsigned char *desc, uint64_t n, ww_buf *out, ww_buf *warn) {
  ww_buf y = {0};
  mp_reader m = {desc, desc + n, &y, 0};
  mp_item root;
  if (!mp_next(&m, &root) || root.kind != MP_MAP) m.bad = 1;
  else if (root.n > (uint64_t)(m.end - m.p)) m.bad = 1;
  else yaml_children(&m, &root, 0, 1, 0);
  if (m.bad) {
    ww_buf_printf(warn, "NT_AMDGPU_METADATA: the metadata note does not parse (or nests deeper than "
                        "%d); it is left out, and every kernel checked with the largest workgroup\n",
                  MAX_METADATA_DEPTH);
  } else {
    ww_buf_puts(out, "\t.amdgpu_metadata\n---\n");
    ww_buf_putn(out, y.data, y.len);
    ww_buf_puts(out, "...\n\t.end_amdgpu_metadata\n");
  }
  ww_buf_free(&y);
}

/* The first NT_AMDGPU_METADATA note of the note sections. */
static void metadata(const elf *e, ww_buf *out, ww_buf *warn) {
  for (unsigned i = 0; i < e->shnum; i++) {
    uint32_t type;
    uint64_t off, size;
    const unsigned char *s = section(e, i, &off, &size, &type, NULL);
    if (!s || type != SHT_NOTE) continue;
    for (uint64_t at = 0; in_bounds(at, NOTE_HEADER, size);) {
      uint64_t namesz = rd(s + at, 4), descsz = rd(s + at + 4, 4), nt = rd(s + at + 8, 4);
      uint64_t name_at = at + NOTE_HEADER, desc_at = name_at + ((namesz + 3) & ~(uint64_t)3);
      if (!in_bounds(name_at, namesz, size) || !in_bounds(desc_at, descsz, size)) break;
      if (nt == NT_AMDGPU_METADATA && namesz == 7 && memcmp(s + name_at, "AMDGPU", 7) == 0) {
        metadata_yaml(s + desc_at, descsz, out, warn);
        return;
      }
      at = desc_at + ((descsz + 3) & ~(uint64_t)3);
    }
  }
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
  struct marks *marks; /* where the instruction lines start in the assembly */
} co_reader;

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

static void add_mark(marks *m, size_t pos, const char *function, uint64_t offset) {
  if (m->n == m->cap) {
    m->cap = m->cap ? 2 * m->cap : 256;
    m->v = realloc(m->v, m->cap * sizeof *m->v);
    if (!m->v) ww_die("out of memory");
  }
  m->v[m->n++] = (mark){pos, function, offset};
}

/* Newlines in [from, to) of text. */
static size_t count_lines(const char *from, const char *to) {
  size_t n = 0;
  for (const char *p = from; p < to && (p = memchr(p, '\n', (size_t)(to - p))); p++) n++;
  return n;
}

/* The origin of each line of text, from the marks: one pass over both. */
static waitwise_origin *origins_of(const ww_buf *text, const marks *m, size_t *nlines) {
  size_t n = count_lines(text->data, text->data + text->len);
  waitwise_origin *o = calloc(n ? n : 1, sizeof *o);
  if (!o) ww_die("out of memory");
  size_t line = 0, at = 0;
  for (size_t k = 0; k < m->n; k++) {
    line += count_lines(text->data + at, text->data + m->v[k].pos);
    at = m->v[k].pos;
    if (line < n) o[line] = (waitwise_origin){m->v[k].function, m->v[k].offset};
  }
  *nlines = n;
  return o;
}

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
             rd(s + 16, 8), 0, 0, 0, 0, 0, NULL};
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
      f->kd = sec + at;
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

/* An instruction of a function as decoded: its offset in the section,
 * where its text starts in the function's texts, and a branch's target
 * (NO_TARGET: none). */
#define NO_TARGET UINT64_MAX
typedef struct decoded {
  uint64_t pc, to;
  size_t text;
} decoded;

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* Every instruction of f decoded once (LLVM's disassembler is most of the
 * time: it was called twice per instruction), its text kept in texts; 0,
 * or -1 when one does not decode (f is skipped, with a warning). */
static int decode_function(const co_reader *r, void *dc, const sym *f, ww_buf *texts, decoded **d,
                           size_t *nd, uint64_t **targets, size_t *ntargets) {
  uint8_t *code = calloc(f->size + DISASM_PAD, 1);
  if (!code) ww_die("out of memory");
  memcpy(code, r->text + f->value, f->size);
  size_t cap = 0, tcap = 0;
  char line[MAX_INST_TEXT];
  int st = 0;
  for (uint64_t pc = f->value; pc < f->value + f->size;) {
    size_t sz = disasm_one(r, dc, f, code, pc, line, sizeof line);
    if (!sz) {
      st = -1;
      break;
    }
    uint64_t to;
    if (!branch_target(line, pc, &to)) to = NO_TARGET;
    else add_target(targets, ntargets, &tcap, to);
    if (*nd == cap) {
      cap = cap ? 2 * cap : 256;
      *d = realloc(*d, cap * sizeof **d);
      if (!*d) ww_die("out of memory");
    }
    (*d)[(*nd)++] = (decoded){pc, to, texts->len};
    ww_buf_putn(texts, line, strlen(line) + 1);
    pc += sz;
  }
  free(code);
  return st;
}

/* f as assembly in out: its instructions decoded (or f skipped with a
 * warning when one does not decode), then printed with a label at each
 * branch target. */
static void disasm_function(const co_reader *r, void *dc, sym *f, ww_buf *out) {
  ww_buf texts = {0};
  decoded *d = NULL;
  uint64_t *targets = NULL;
  size_t nd = 0, ntargets = 0;
  if (decode_function(r, dc, f, &texts, &d, &nd, &targets, &ntargets)) {
    f->skipped = 1;
  } else {
    if (ntargets) qsort(targets, ntargets, sizeof *targets, cmp_u64);
    ww_buf_printf(out, "\t.globl %s\n\t.type %s,@function\n%s:\n", f->name, f->name, f->name);
    for (size_t k = 0, t = 0; k < nd; k++) {
      uint64_t pc = d[k].pc, off = pc - f->value + f->entry;
      while (t < ntargets && targets[t] < pc) t++;
      if (t < ntargets && targets[t] == pc) ww_buf_printf(out, ".L%s_0x%llx:\n", f->name, (unsigned long long)off);
      const char *line = texts.data + d[k].text;
      size_t line_start = out->len;
      if (d[k].to != NO_TARGET) {
        size_t m = strcspn(line + 1, " ") + 1;
        ww_buf_printf(out, "%.*s .L%s_0x%llx", (int)m, line, f->name,
                      (unsigned long long)(d[k].to - f->value + f->entry));
      } else {
        ww_buf_puts(out, line);
      }
      ww_buf_printf(out, " ; %s+0x%llx\n", f->name, (unsigned long long)off);
      add_mark(r->marks, line_start, f->name, off);
    }
  }
  ww_buf_free(&texts);
  free(d);
  free(targets);
}

/* gfx90a and later GFX9 (AGPRs and packed work-item ids): their VGPRs
 * are allocated with the AGPRs, from ACCUM_OFFSET. */
static int unified_vgprs(const ww_target *t) {
  return t->gen == WW_GFX9 && t->has_agprs && t->has_packed_tid;
}

/* f's descriptor as an .amdhsa_kernel block llvm-mc takes for the target:
 * the directives it requires (VGPRs and SGPRs as the descriptor's granules
 * give them, with nothing reserved, as llvm-objdump decodes them; gfx90a's
 * ACCUM_OFFSET), the segment sizes, and what the reader takes (the wave
 * size, GFX10 and later only; the work-item ids). The other fields are
 * left at their defaults, as the comment in the block says. */
static void put_descriptor(const co_reader *r, const sym *f, ww_buf *out) {
  const ww_target *t = r->t;
  ww_buf_printf(out, "\t.amdhsa_kernel %s\n", f->name);
  if (f->kd) {
    uint32_t rsrc1 = (uint32_t)rd(f->kd + KD_RSRC1, 4), rsrc3 = (uint32_t)rd(f->kd + KD_RSRC3, 4);
    unsigned granule = unified_vgprs(t) || f->wave32 ? KD_VGPR_GRANULE_WIDE : KD_VGPR_GRANULE;
    ww_buf_printf(out, "\t\t; the fields below; the others at their defaults (the object's: "
                       "llvm-objdump -D --disassemble-symbols=%s.kd)\n", f->name);
    ww_buf_printf(out, "\t\t.amdhsa_group_segment_fixed_size %u\n\t\t.amdhsa_private_segment_fixed_size %u\n"
                       "\t\t.amdhsa_kernarg_size %u\n",
                  (unsigned)rd(f->kd + KD_GROUP_SIZE, 4), (unsigned)rd(f->kd + KD_PRIVATE_SIZE, 4),
                  (unsigned)rd(f->kd + KD_KERNARG_SIZE, 4));
    if (unified_vgprs(t))
      ww_buf_printf(out, "\t\t.amdhsa_accum_offset %u\n",
                    ((rsrc3 & KD_ACCUM_OFFSET_MASK) + 1) * KD_ACCUM_OFFSET_UNIT);
    ww_buf_printf(out, "\t\t.amdhsa_next_free_vgpr %u\n\t\t.amdhsa_reserve_vcc 0\n",
                  ((rsrc1 & KD_VGPR_BLOCKS_MASK) + 1) * granule);
    /* flat scratch is architected (not reserved in SGPRs) on gfx940 and
     * GFX11 on; the XNACK mask's reservation follows the target id, which
     * .amdgcn_target gives */
    if (t->gen <= WW_GFX10 && !t->has_gfx940_cache_bits)
      ww_buf_puts(out, "\t\t.amdhsa_reserve_flat_scratch 0\n");
    ww_buf_printf(out, "\t\t.amdhsa_next_free_sgpr %u\n",
                  (((rsrc1 >> KD_SGPR_BLOCKS_SHIFT) & KD_SGPR_BLOCKS_MASK) + 1) * KD_SGPR_GRANULE);
  }
  if (t->gen >= WW_GFX10) ww_buf_printf(out, "\t\t.amdhsa_wavefront_size32 %d\n", f->wave32);
  ww_buf_printf(out, "\t\t.amdhsa_system_vgpr_workitem_id %d\n\t.end_amdhsa_kernel\n", f->workitem_dims);
}

/* The kernels' descriptors, in .rodata as the compiler puts them. */
static void put_descriptors(const co_reader *r, ww_buf *out) {
  int any = 0;
  for (size_t k = 0; k < r->nsyms; k++) {
    if (!r->syms[k].kernel || r->syms[k].skipped) continue;
    if (!any) ww_buf_puts(out, "\t.rodata\n");
    any = 1;
    ww_buf_puts(out, "\t.p2align 6\n");
    put_descriptor(r, &r->syms[k], out);
  }
}

/* Bytes of the text section the listing does not disassemble (padding
 * between functions, a code-object v2 kernel's header, a function that is
 * skipped) as .byte lines, so that the listing assembles to the section's
 * bytes. */
static void put_bytes(ww_buf *out, const unsigned char *b, uint64_t n, const char *what) {
  ww_buf_printf(out, "\t; %s: %llu bytes, not disassembled\n", what, (unsigned long long)n);
  for (uint64_t i = 0; i < n; i++)
    ww_buf_printf(out, "%s0x%02x%s", i % BYTES_PER_LINE ? "," : "\t.byte ", b[i],
                  i % BYTES_PER_LINE == BYTES_PER_LINE - 1 || i + 1 == n ? "\n" : "");
}

/* Every function of the text section, in order, and the bytes between. */
static size_t put_functions(co_reader *r, void *dc, ww_buf *out) {
  size_t skipped = 0;
  uint64_t at = 0; /* the section's bytes before it are in the listing */
  for (size_t k = 0; k < r->nsyms; k++) {
    sym *f = &r->syms[k];
    if (!in_bounds(f->value, f->size, r->text_size)) {
      ww_buf_printf(r->warn, "%s: the function is not inside its section; it is skipped, not "
                             "checked\n", f->name);
      f->skipped = 1;
      skipped++;
      continue;
    }
    if (f->value > at) put_bytes(out, r->text + at, f->value - at, f->entry && f->value - at >= f->entry
                                                                      ? "code object v2 header and padding"
                                                                      : "padding");
    disasm_function(r, dc, f, out);
    if (f->skipped) put_bytes(out, r->text + f->value, f->size, f->name); /* as the warning says */
    skipped += (size_t)f->skipped;
    if (f->value + f->size > at) at = f->value + f->size;
  }
  if (r->text_size > at) put_bytes(out, r->text + at, r->text_size - at, "padding");
  return skipped;
}

/* One device code object to assembly in part k of parts (its warnings
 * and the origin of each line with it). */
static int device_object(const unsigned char *b, size_t len, const char *mcpu, ww_co_parts *parts,
                         size_t part, char *err, size_t errlen) {
  co_reader r = {0};
  ww_buf *out = &parts->text[part], *warn = &parts->warn[part];
  marks m = {0};
  r.warn = warn, r.marks = &m;
  ww_timer *tm = &parts->timer[part];
  ww_timer_start(tm);
  if (read_header(&r, b, len, mcpu, err, errlen) || load_llvm(err, errlen)) return -1;
  ww_timer_lap(tm, "load libLLVM (once a process)");
  if (read_symtab(&r, err, errlen)) return -1;
  read_functions(&r);
  read_descriptors(&r);
  if (!r.nsyms) {
    free(r.syms);
    snprintf(err, errlen, "the code object has no function symbols");
    return -1;
  }
  qsort(r.syms, r.nsyms, sizeof *r.syms, cmp_sym);
  ww_timer_lap(tm, "read the ELF: symbols, descriptors");
  void *dc = llvm.create("amdgcn-amd-amdhsa", r.t->name, NULL, 0, NULL, NULL);
  if (!dc) {
    free(r.syms);
    snprintf(err, errlen, "LLVM's disassembler does not take -mcpu=%s", r.t->name);
    return -1;
  }
  /* the header's processor: -mcpu overrides it with the reader's warning */
  ww_buf_printf(out, "\t.amdgcn_target \"amdgcn-amd-amdhsa--%s\"\n", r.hname ? r.hname : r.t->name);
  size_t skipped = put_functions(&r, dc, out);
  llvm.dispose(dc);
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
  put_descriptors(&r, out);
  metadata(&r.e, out, warn);
  ww_timer_lap(tm, "metadata");
  parts->origins[part] = origins_of(out, &m, &parts->norigins[part]);
  ww_timer_lap(tm, "origins of the listing's lines");
  free(m.v);
  free(r.syms);
  return 0;
}

void ww_co_parts_free(ww_co_parts *p) {
  for (size_t i = 0; i < p->n; i++) {
    free(p->names[i]);
    ww_buf_free(&p->text[i]);
    ww_buf_free(&p->warn[i]);
    free(p->origins[i]);
  }
  free(p->names);
  free(p->text);
  free(p->warn);
  free(p->origins);
  free(p->norigins);
  free(p->timer);
  for (size_t i = 0; i < p->nkept; i++) free(p->kept[i]);
  free(p->kept);
  memset(p, 0, sizeof *p);
}

static ww_buf *add_part(ww_co_parts *p, const char *name, size_t nlen) {
  p->names = realloc(p->names, (p->n + 1) * sizeof *p->names);
  p->text = realloc(p->text, (p->n + 1) * sizeof *p->text);
  p->warn = realloc(p->warn, (p->n + 1) * sizeof *p->warn);
  p->origins = realloc(p->origins, (p->n + 1) * sizeof *p->origins);
  p->norigins = realloc(p->norigins, (p->n + 1) * sizeof *p->norigins);
  p->timer = realloc(p->timer, (p->n + 1) * sizeof *p->timer);
  if (!p->names || !p->text || !p->warn || !p->origins || !p->norigins || !p->timer)
    ww_die("out of memory");
  memset(&p->timer[p->n], 0, sizeof p->timer[p->n]);
  p->origins[p->n] = NULL, p->norigins[p->n] = 0;
  p->names[p->n] = ww_xmalloc(nlen + 1);
  memcpy(p->names[p->n], name, nlen);
  p->names[p->n][nlen] = 0;
  memset(&p->text[p->n], 0, sizeof p->text[p->n]);
  memset(&p->warn[p->n], 0, sizeof p->warn[p->n]);
  return &p->text[p->n++];
}

/* ---- containers: offload bundles, compressed ones, host files ---- */

/* A compressed offload bundle (clang-offload-bundler -compress): "CCOB",
 * a 16-bit version and method (0 zlib, 1 zstd), then version 2: the
 * bundle's total size and the uncompressed size, 32-bit; version 3: both
 * 64-bit; then a 64-bit hash and the compressed bytes. Decompressed by the
 * system's libzstd or zlib, loaded at run time like libLLVM. */
#define CCOB_V2_HEADER 24
#define CCOB_V3_HEADER 32
#define CCOB_ZLIB 0
#define CCOB_ZSTD 1
#define MAX_INFLATED ((uint64_t)1 << 32) /* bytes a compressed bundle may say it holds */
#define LIBZSTD_NAME "libzstd.so.1"
#define LIBZ_NAME "libz.so.1"

typedef size_t (*zstd_fn)(void *, size_t, const void *, size_t);
typedef unsigned (*zstd_err_fn)(size_t);
typedef int (*zlib_fn)(unsigned char *, unsigned long *, const unsigned char *, unsigned long);
static struct {
  zstd_fn zstd;
  zstd_err_fn zstd_is_error;
  zlib_fn zlib;
} codecs;
static pthread_once_t codecs_once = PTHREAD_ONCE_INIT;

static void load_codecs_once(void) {
  void *z = dlopen(LIBZSTD_NAME, RTLD_NOW | RTLD_LOCAL);
  if (z) {
    *(void **)&codecs.zstd_is_error = dlsym(z, "ZSTD_isError");
    if (codecs.zstd_is_error) *(void **)&codecs.zstd = dlsym(z, "ZSTD_decompress");
  }
  void *l = dlopen(LIBZ_NAME, RTLD_NOW | RTLD_LOCAL);
  if (l) *(void **)&codecs.zlib = dlsym(l, "uncompress");
}

/* The bundle a compressed one holds, malloc'ed in *out (*outlen bytes), and
 * the compressed bundle's size in *extent; -1 with err, -2 when its header
 * is not one (in a host file, other bytes that begin "CCOB"). */
static int inflate_bundle(const unsigned char *b, size_t len, unsigned char **out, size_t *outlen,
                          size_t *extent, char *err, size_t errlen) {
  unsigned version = len >= 8 ? (unsigned)rd(b + 4, 2) : 0, method = len >= 8 ? (unsigned)rd(b + 6, 2) : 0;
  size_t head = version == 2 ? CCOB_V2_HEADER : version == 3 ? CCOB_V3_HEADER : 0;
  if (!head || len < head) {
    snprintf(err, errlen, "a compressed offload bundle of version %u; waitwise reads versions 2 and 3 "
                          "(unbundle it with clang-offload-bundler -unbundle)", version);
    return -2;
  }
  uint64_t total = version == 2 ? rd(b + 8, 4) : rd(b + 8, 8);
  uint64_t size = version == 2 ? rd(b + 12, 4) : rd(b + 16, 8);
  if (total < head || total > len || size > MAX_INFLATED) {
    snprintf(err, errlen, "malformed compressed offload bundle (sizes %llu and %llu in %zu bytes)",
             (unsigned long long)total, (unsigned long long)size, len);
    return -2;
  }
  pthread_once(&codecs_once, load_codecs_once);
  if ((method == CCOB_ZSTD && !codecs.zstd) || (method == CCOB_ZLIB && !codecs.zlib) || method > CCOB_ZSTD) {
    snprintf(err, errlen, "a compressed offload bundle (%s) and no %s to decompress it; install it "
                          "(apt-get install %s) or unbundle it with clang-offload-bundler -unbundle",
             method == CCOB_ZSTD ? "zstd" : method == CCOB_ZLIB ? "zlib" : "unknown method",
             method == CCOB_ZLIB ? LIBZ_NAME : LIBZSTD_NAME, method == CCOB_ZLIB ? "zlib1g" : "libzstd1");
    return -1;
  }
  unsigned char *dst = malloc(size ? size : 1);
  if (!dst) ww_die("out of memory");
  int ok;
  if (method == CCOB_ZSTD) {
    size_t n = codecs.zstd(dst, size, b + head, total - head);
    ok = !codecs.zstd_is_error(n) && n == size;
  } else {
    unsigned long n = (unsigned long)size;
    ok = codecs.zlib(dst, &n, b + head, (unsigned long)(total - head)) == 0 && n == size;
  }
  if (!ok) {
    free(dst);
    snprintf(err, errlen, "a compressed offload bundle that does not decompress (%s)",
             method == CCOB_ZSTD ? "zstd" : "zlib");
    return -1;
  }
  *out = dst, *outlen = size, *extent = total;
  return 0;
}

/* The bytes of an ELF file that begins at b (its section table and its
 * sections' contents, within len), or 0 when its header is not one. */
static size_t elf_extent(const unsigned char *b, size_t len) {
  if (len < ELF_HEADER_SIZE || b[4] != 2 || b[5] != 1) return 0;
  uint64_t shoff = rd(b + 40, 8), shentsize = rd(b + 58, 2), shnum = rd(b + 60, 2);
  if (shentsize < 64 || !in_bounds(shoff, shnum * shentsize, len)) return 0;
  uint64_t end = shoff + shnum * shentsize;
  for (uint64_t i = 0; i < shnum; i++) {
    const unsigned char *sh = b + shoff + i * shentsize;
    uint64_t off = rd(sh + 24, 8), size = rd(sh + 32, 8);
    if (rd(sh + 4, 4) == SHT_NOBITS || !size) continue;
    if (!in_bounds(off, size, len)) return 0;
    if (off + size > end) end = off + size;
  }
  return (size_t)end;
}

/* What a container holds: its parts so far, and how they are named. */
typedef struct container {
  ww_co_parts *parts;
  const char *mcpu;
  int host;        /* inside a host file: each bundle is named by its place */
  unsigned bundles; /* bundles seen so far */
} container;

/* The device object at b as a part named name (nl bytes); -1 with err
 * naming the part. */
static int add_device(container *c, const unsigned char *b, size_t len, const char *name, size_t nl,
                      char *err, size_t errlen) {
  add_part(c->parts, name, nl);
  if (!device_object(b, len, c->mcpu, c->parts, c->parts->n - 1, err, errlen)) return 0;
  if (nl) { /* say which entry */
    char why[512];
    snprintf(why, sizeof why, "%s", err);
    snprintf(err, errlen, "%.*s: %s", (int)nl, name, why);
  }
  return -1;
}

/* An offload bundle at m (rest bytes): every amdgcn-amd-amdhsa entry, a
 * part named by its id (inside a host file, "bundleK:ID"). Its extent
 * (the end of its last entry) in *extent; -1 with err, -2 when its table
 * is not one (in a host file: the magic string as data, as HIP's runtime
 * holds it). */
static int read_bundle(container *c, const unsigned char *m, size_t rest, size_t *extent, char *err,
                       size_t errlen) {
  if (rest < BUNDLE_MAGIC_LEN + 8) goto bad;
  uint64_t entries = rd(m + BUNDLE_MAGIC_LEN, 8);
  /* the whole table first: a part is added only from a bundle that is one */
  size_t at = BUNDLE_MAGIC_LEN + 8, end = at;
  for (uint64_t k = 0; k < entries; k++) {
    if (rest - at < 24) goto bad;
    uint64_t off = rd(m + at, 8), size = rd(m + at + 8, 8), idlen = rd(m + at + 16, 8);
    at += 24;
    if (idlen > rest - at || off > rest || size > rest - off) goto bad;
    at += idlen;
    if (off + size > end) end = off + size;
  }
  *extent = end > at ? end : at;
  unsigned k_bundle = c->bundles++;
  at = BUNDLE_MAGIC_LEN + 8;
  for (uint64_t k = 0; k < entries; k++) {
    uint64_t off = rd(m + at, 8), size = rd(m + at + 8, 8), idlen = rd(m + at + 16, 8);
    const char *id = (const char *)m + at + 24;
    at += 24 + idlen;
    int amdgpu = 0;
    for (uint64_t c0 = 0; c0 + 17 <= idlen && !amdgpu; c0++) amdgpu = memcmp(id + c0, "amdgcn-amd-amdhsa", 17) == 0;
    if (!amdgpu || !size) continue;
    char name[MAX_ENTRY_ID + 32];
    int nl = c->host ? snprintf(name, sizeof name, "bundle%u:", k_bundle) : 0;
    for (uint64_t i = 0; i < idlen && i < MAX_ENTRY_ID && id[i] >= ' ' && id[i] < 0x7f; i++) name[nl++] = id[i];
    if (add_device(c, m + off, size, name, (size_t)nl, err, errlen)) return -1;
  }
  return 0;
bad:
  snprintf(err, errlen, "malformed offload bundle");
  return -2;
}

/* A compressed bundle at b: decompressed, kept with the parts (their names
 * point into it), read as a bundle. */
static int read_compressed(container *c, const unsigned char *b, size_t len, size_t *extent, char *err,
                           size_t errlen) {
  unsigned char *in;
  size_t inlen, inner;
  int r = inflate_bundle(b, len, &in, &inlen, extent, err, errlen);
  if (r) return r;
  ww_co_parts *p = c->parts;
  p->kept = realloc(p->kept, (p->nkept + 1) * sizeof *p->kept);
  if (!p->kept) ww_die("out of memory");
  p->kept[p->nkept++] = in;
  if (inlen < BUNDLE_MAGIC_LEN || memcmp(in, BUNDLE_MAGIC, BUNDLE_MAGIC_LEN) != 0) {
    snprintf(err, errlen, "a compressed offload bundle that holds no offload bundle");
    return -1;
  }
  r = read_bundle(c, in, inlen, &inner, err, errlen);
  return r == -2 ? -1 : r; /* what it decompressed to is a bundle's */
}

/* Every device code object in a host file (or a bundle): offload bundles,
 * compressed or not (.hip_fatbin holds one per translation unit), and
 * AMDGPU ELF objects embedded raw (the HSA runtime's blit kernels), in file
 * order, each scanned past once (an object inside a bundle is the bundle's). */
static int read_container(container *c, const unsigned char *b, size_t len, char *err, size_t errlen) {
  for (size_t i = 0; i < len;) {
    size_t extent = 0;
    const unsigned char *p = b + i;
    size_t rest = len - i;
    int r = 0;
    if (p[0] == '_' && rest >= BUNDLE_MAGIC_LEN && memcmp(p, BUNDLE_MAGIC, BUNDLE_MAGIC_LEN) == 0) {
      r = read_bundle(c, p, rest, &extent, err, errlen);
    } else if (p[0] == 'C' && rest >= 4 && memcmp(p, COMPRESSED_MAGIC, 4) == 0) {
      r = read_compressed(c, p, rest, &extent, err, errlen);
    } else if (i && p[0] == 0x7f && rest >= ELF_HEADER_SIZE && memcmp(p, "\x7f" "ELF", 4) == 0 &&
               rd(p + 18, 2) == EM_AMDGPU && (extent = elf_extent(p, rest))) {
      char name[32];
      int nl = snprintf(name, sizeof name, "elf@0x%zx", i);
      r = add_device(c, p, extent, name, (size_t)nl, err, errlen);
    }
    if (r == -2 && c->host) r = 0, extent = 0; /* not a container: data */
    if (r) return -1;
    i += extent ? extent : 1;
  }
  return 0;
}

int ww_code_object_parts(const char *data, size_t len, const char *mcpu, ww_co_parts *parts,
                         char *err, size_t errlen) {
  const unsigned char *b = (const unsigned char *)data;
  memset(parts, 0, sizeof *parts);
  container c = {parts, mcpu, 0, 0};
  int r;
  if (len >= ELF_HEADER_SIZE && memcmp(b, "\x7f" "ELF", 4) == 0 && rd(b + 18, 2) == EM_AMDGPU) {
    r = add_device(&c, b, len, "", 0, err, errlen);
  } else {
    /* a bundle, compressed or not, or a host file (any other ELF file) */
    c.host = !(len >= BUNDLE_MAGIC_LEN && memcmp(b, BUNDLE_MAGIC, BUNDLE_MAGIC_LEN) == 0) &&
             !(len >= 4 && memcmp(b, COMPRESSED_MAGIC, 4) == 0);
    r = read_container(&c, b, len, err, errlen);
    if (!r && !parts->n) {
      snprintf(err, errlen, c.bundles ? "the offload bundle has no amdgcn-amd-amdhsa code object"
                                      : "an ELF file with no AMDGPU code object (no offload bundle or "
                                        "AMDGPU ELF object inside)");
      r = -1;
    }
  }
  if (r) ww_co_parts_free(parts);
  return r;
}

/* The reader's warnings, each named by the part and a symbol: text, or
 * waitwise-diag/1 JSON lines with no line (0) as the CLI's input errors. */
static void put_warnings(ww_buf *db, const char *name, const ww_buf *w, int json) {
  for (size_t at = 0, e; at < w->len; at = e + 1) {
    e = at + strcspn(w->data + at, "\n");
    if (!json) {
      /* "SYMBOL+0xOFF: text" (or "SYMBOL: text"): located there, as findings are */
      const char *l = w->data + at, *sep = strstr(l, ": ");
      int where = sep && sep < w->data + e ? (int)(sep - l) : 0;
      if (where)
        ww_buf_printf(db, "%s:%.*s: warning: %.*s\n", name, where, l, (int)(e - at) - where - 2, sep + 2);
      else
        ww_buf_printf(db, "%s: warning: %.*s\n", name, (int)(e - at), l);
      continue;
    }
    ww_buf_puts(db, "{\"schema\":\"waitwise-diag/1\",\"severity\":\"warning\",\"file\":");
    ww_buf_json_str(db, name, strlen(name));
    ww_buf_puts(db, ",\"line\":0,\"col\":0,\"message\":");
    ww_buf_json_str(db, w->data + at, e - at);
    ww_buf_puts(db, "}\n");
  }
}

/* --time-report: reading the object, before the library's phases (which
 * come after, with the job's diagnostics); laid out like them. */
static void put_timer(ww_buf *db, const char *name, const ww_timer *t) {
  double total = t->last - t->start;
  ww_buf_printf(db, "===------------------------------------------------------------===\n"
                    "           waitwise time report: reading %s (wall)\n"
                    "===------------------------------------------------------------===\n", name);
  for (unsigned i = 0; i < t->n; i++)
    ww_buf_printf(db, "  %8.4f s (%5.1f%%)  %s\n", t->sec[i], total > 0 ? 100.0 * t->sec[i] / total : 0.0,
                  t->name[i]);
  ww_buf_printf(db, "  %8.4f s (100.0%%)  total\n", total);
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
    if (o->time_report) put_timer(&db, name.data, &parts->timer[k]);
    char *po = NULL, *pd = NULL;
    waitwise_options po_opts = *o;
    po_opts.origins = parts->origins[k], po_opts.norigins = parts->norigins[k];
    int s = (int)job(name.data, parts->text[k].data, parts->text[k].len, &po_opts, &po, &pd);
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
