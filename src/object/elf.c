/*
 * elf.c - the ELF of an AMDGPU code object: its header and processor
 * (e_flags' EF_AMDGPU_MACH), sections, symbol table and the functions with
 * code; and the extent of an ELF file embedded in a host file.
 */
#include "object_internal.h"

#include <stdlib.h>
#include <string.h>

int object_is(const char *data, size_t len) {
  return (len >= 4 && memcmp(data, "\x7f" "ELF", 4) == 0) ||
         (len >= BUNDLE_MAGIC_LEN && memcmp(data, BUNDLE_MAGIC, BUNDLE_MAGIC_LEN) == 0) ||
         (len >= 4 && memcmp(data, COMPRESSED_MAGIC, 4) == 0);
}

const unsigned char *object_section(const elf *e, unsigned i, uint64_t *off, uint64_t *size,
                                    uint32_t *type, uint32_t *link) {
  const unsigned char *s = e->b + e->shoff + (uint64_t)i * e->shentsize;
  *type = (uint32_t)object_rd(s + 4, 4);
  *off = object_rd(s + 24, 8);
  *size = object_rd(s + 32, 8);
  if (link) *link = (uint32_t)object_rd(s + 40, 4);
  if (!object_in_bounds(*off, *size, e->len)) return NULL;
  return e->b + *off;
}

/* The processor of the ELF header: e_flags' EF_AMDGPU_MACH field, named
 * by LLVM's BinaryFormat/ELF.h (amdgpu_elf_mach.inc, generated). */
static const char *mach_name(unsigned mach) {
  static const struct {
    unsigned mach;
    const char *name;
  } machs[] = {
#define TG_ELF_MACH(v, n) {v, n},
#include "../target/amdgpu_elf_mach.inc"
#undef TG_ELF_MACH
  };
  for (size_t i = 0; i < sizeof machs / sizeof machs[0]; i++)
    if (machs[i].mach == mach) return machs[i].name;
  return NULL;
}

int object_read_header(co_reader *r, const unsigned char *b, size_t len, const char *mcpu,
                       char *err, size_t errlen) {
  if (len < ELF_HEADER_SIZE || b[4] != 2 || b[5] != 1 || object_rd(b + 18, 2) != EM_AMDGPU) {
    snprintf(err, errlen, "not a 64-bit little-endian AMDGPU ELF code object");
    return -1;
  }
  r->e = (elf){b, len, object_rd(b + 40, 8), (unsigned)object_rd(b + 60, 2), (unsigned)object_rd(b + 58, 2)};
  if (r->e.shentsize < 64 || !object_in_bounds(r->e.shoff, (uint64_t)r->e.shnum * r->e.shentsize, len)) {
    snprintf(err, errlen, "malformed ELF section table");
    return -1;
  }
  unsigned mach = (unsigned)object_rd(b + E_FLAGS, 4) & EF_AMDGPU_MACH;
  r->hname = mach_name(mach);
  const tg_target *ht = r->hname ? tg_target_lookup(r->hname, strlen(r->hname)) : NULL;
  r->t = mcpu ? tg_target_lookup(mcpu, strlen(mcpu)) : ht;
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
int object_read_symtab(co_reader *r, char *err, size_t errlen) {
  for (unsigned i = 0; i < r->e.shnum; i++) {
    uint32_t type, link, st;
    uint64_t off, size, stroff;
    const unsigned char *s = object_section(&r->e, i, &off, &size, &type, &link);
    if (!s || type != SHT_SYMTAB || link >= r->e.shnum) continue;
    r->symtab = s;
    r->nsymtab = size / SYM_SIZE;
    r->strtab = object_section(&r->e, link, &stroff, &r->strsize, &st, NULL);
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

uint64_t object_section_addr(const elf *e, unsigned shndx) {
  return object_rd(e->b + e->shoff + (uint64_t)shndx * e->shentsize + 16, 8);
}

void object_read_functions(co_reader *r) {
  r->syms = calloc(r->nsymtab ? r->nsymtab : 1, sizeof *r->syms);
  if (!r->syms) ww_die("out of memory");
  for (uint64_t i = 0; i < r->nsymtab; i++) {
    const unsigned char *s = r->symtab + i * SYM_SIZE;
    uint32_t name = (uint32_t)object_rd(s, 4), type = s[4] & 15;
    if (name >= r->strsize || (type != STT_FUNC && type != STT_AMDGPU_HSA_KERNEL) || !object_rd(s + 16, 8))
      continue;
    unsigned shndx = (unsigned)object_rd(s + 6, 2);
    if (shndx >= r->e.shnum) continue;
    uint64_t off, size;
    uint32_t sectype;
    const unsigned char *sec = object_section(&r->e, shndx, &off, &size, &sectype, NULL);
    if (!sec || (r->text && sec != r->text)) continue;
    r->text = sec, r->text_size = size;
    sym f = {(const char *)r->strtab + name, object_rd(s + 8, 8) - object_section_addr(&r->e, shndx),
             object_rd(s + 16, 8), 0, 0, 0, 0, 0, NULL};
    if (type == STT_AMDGPU_HSA_KERNEL && object_v2_kernel(r, sec, size, &f)) continue;
    r->syms[r->nsyms++] = f;
  }
}

size_t object_elf_extent(const unsigned char *b, size_t len) {
  if (len < ELF_HEADER_SIZE || b[4] != 2 || b[5] != 1) return 0;
  uint64_t shoff = object_rd(b + 40, 8), shentsize = object_rd(b + 58, 2), shnum = object_rd(b + 60, 2);
  if (shentsize < 64 || !object_in_bounds(shoff, shnum * shentsize, len)) return 0;
  uint64_t end = shoff + shnum * shentsize;
  for (uint64_t i = 0; i < shnum; i++) {
    const unsigned char *sh = b + shoff + i * shentsize;
    uint64_t off = object_rd(sh + 24, 8), size = object_rd(sh + 32, 8);
    if (object_rd(sh + 4, 4) == SHT_NOBITS || !size) continue;
    if (!object_in_bounds(off, size, len)) return 0;
    if (off + size > end) end = off + size;
  }
  return (size_t)end;
}
