/*
 * disasm.c - functions disassembled by LLVM's own disassembler through its
 * C API (llvm-c/Disassembler.h), from libLLVM loaded at run time: the core
 * never links LLVM. Each line ends in "; SYMBOL+0xOFFSET", and each
 * instruction's origin goes with the text (waitwise_options.origins), so a
 * finding is located by function and offset; branch offsets become labels
 * named by the function and offset they mark (".Lk_0x1c" at k+0x1c).
 */
#define _DEFAULT_SOURCE
#include "object_internal.h"
#include "../target/inst_table.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define LIBLLVM_NAMES {"libLLVM.so.22.1", "libLLVM-22.so", "/usr/lib/llvm-22/lib/libLLVM.so.22.1"}

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

int object_load_llvm(char *err, size_t errlen) {
  pthread_once(&llvm_once, load_llvm_once);
  if (!llvm.lib)
    snprintf(err, errlen, "reading a code object needs LLVM 22's disassembler (libLLVM.so.22.1), "
                          "which could not be loaded; install it with 'apt-get install libllvm22' "
                          "or check the assembly (clang -S) instead");
  return llvm.lib ? 0 : -1;
}

void *object_disasm_open(const char *cpu) {
  return llvm.create("amdgcn-amd-amdhsa", cpu, NULL, 0, NULL, NULL);
}

void object_disasm_close(void *dc) { llvm.dispose(dc); }

static int branch_target(const char *text, uint64_t pc, uint64_t *to) {
  /* "\ts_cbranch_execz 15": a branch's operand is its offset in dwords from the next one */
  const char *m = text + (text[0] == '\t');
  size_t n = strcspn(m, " ");
  const tg_inst_desc *d = tg_inst_lookup(m, n);
  if (!d || !(d->flags & (TG_IF_BRANCH | TG_IF_COND_BRANCH)) || !m[n]) return 0;
  char *end;
  long off = strtol(m + n + 1, &end, 0);
  if (*end || off < INT16_MIN || off > UINT16_MAX) return 0;
  if (off > INT16_MAX) off -= UINT16_MAX + 1; /* printed as an unsigned simm16 */
  *to = pc + 4 + (uint64_t)(off * 4);
  return 1;
}

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
waitwise_origin *object_origins(const ww_buf *text, const marks *m, size_t *nlines) {
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
  unsigned long long word = object_rd(code + at, 4);
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
size_t object_put_functions(co_reader *r, void *dc, ww_buf *out) {
  size_t skipped = 0;
  uint64_t at = 0; /* the section's bytes before it are in the listing */
  for (size_t k = 0; k < r->nsyms; k++) {
    sym *f = &r->syms[k];
    if (!object_in_bounds(f->value, f->size, r->text_size)) {
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
