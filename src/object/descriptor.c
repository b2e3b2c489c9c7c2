/*
 * descriptor.c - kernels and their descriptors: a code-object v2 kernel's
 * amd_kernel_code_t, the v3+ kernel descriptors (NAME.kd) read for the wave
 * size and work-item ids, and written back as .amdhsa_kernel blocks so
 * that the listing assembles.
 */
#include "object_internal.h"

#include <string.h>

/* A code-object v2 kernel: its code starts past its amd_kernel_code_t,
 * which gives its work-item ids (wave64: GFX9). 0, or -1 with a warning when
 * the header is not inside the symbol and its section. */
int object_v2_kernel(const co_reader *r, const unsigned char *sec, uint64_t size, sym *f) {
  uint64_t entry = object_in_bounds(f->value, AKC_MIN_SIZE, size) ? object_rd(sec + f->value + AKC_ENTRY, 8) : 0;
  if (entry < AKC_MIN_SIZE || entry >= f->size) {
    ww_buf_printf(r->warn, "%s: the kernel's amd_kernel_code_t is not inside it (code object v2); "
                           "it is skipped, not checked\n", f->name);
    return -1;
  }
  f->kernel = 1;
  f->workitem_dims = (int)((object_rd(sec + f->value + AKC_RSRC2, 4) >> KD_RSRC2_WORKITEM_ID_SHIFT) &
                           KD_RSRC2_WORKITEM_ID_MASK);
  f->value += entry, f->size -= entry, f->entry = entry;
  return 0;
}

/* Kernel descriptors: NAME.kd objects mark NAME a kernel; its 64 bytes give
 * the wave size and the work-item ids. One its section does not hold (a
 * section shorter than 64 bytes, SHN_UNDEF) is a warning, not read. */
void object_read_descriptors(co_reader *r) {
  for (uint64_t i = 0; i < r->nsymtab; i++) {
    const unsigned char *s = r->symtab + i * SYM_SIZE;
    uint32_t name = (uint32_t)object_rd(s, 4);
    if (name >= r->strsize || (s[4] & 15) != STT_OBJECT || object_rd(s + 16, 8) != KD_SIZE) continue;
    const char *nm = (const char *)r->strtab + name;
    size_t nl = strlen(nm);
    if (nl < 4 || strcmp(nm + nl - 3, ".kd") != 0) continue;
    unsigned shndx = (unsigned)object_rd(s + 6, 2);
    uint64_t off, size = 0;
    uint32_t type;
    const unsigned char *sec = shndx != SHN_UNDEF && shndx < r->e.shnum
                                   ? object_section(&r->e, shndx, &off, &size, &type, NULL) : NULL;
    uint64_t at = sec ? object_rd(s + 8, 8) - object_section_addr(&r->e, shndx) : 0;
    int readable = sec && object_in_bounds(at, KD_SIZE, size);
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
      f->workitem_dims = (int)((object_rd(sec + at + KD_RSRC2, 4) >> KD_RSRC2_WORKITEM_ID_SHIFT) &
                               KD_RSRC2_WORKITEM_ID_MASK);
      f->wave32 = (int)((object_rd(sec + at + KD_PROPERTIES, 2) >> KD_WAVE32_BIT) & 1);
      f->kd = sec + at;
    }
  }
}

/* gfx90a and later GFX9 (AGPRs and packed work-item ids): their VGPRs
 * are allocated with the AGPRs, from ACCUM_OFFSET. */
static int unified_vgprs(const tg_target *t) {
  return t->gen == TG_GFX9 && t->has_agprs && t->has_packed_tid;
}

/* f's descriptor as an .amdhsa_kernel block llvm-mc takes for the target:
 * the directives it requires (VGPRs and SGPRs as the descriptor's granules
 * give them, with nothing reserved, as llvm-objdump decodes them; gfx90a's
 * ACCUM_OFFSET), the segment sizes, and what the reader takes (the wave
 * size, GFX10 and later only; the work-item ids). The other fields are
 * left at their defaults, as the comment in the block says. */
static void put_descriptor(const co_reader *r, const sym *f, ww_buf *out) {
  const tg_target *t = r->t;
  ww_buf_printf(out, "\t.amdhsa_kernel %s\n", f->name);
  if (f->kd) {
    uint32_t rsrc1 = (uint32_t)object_rd(f->kd + KD_RSRC1, 4), rsrc3 = (uint32_t)object_rd(f->kd + KD_RSRC3, 4);
    unsigned granule = unified_vgprs(t) || f->wave32 ? KD_VGPR_GRANULE_WIDE : KD_VGPR_GRANULE;
    ww_buf_printf(out, "\t\t; the fields below; the others at their defaults (the object's: "
                       "llvm-objdump -D --disassemble-symbols=%s.kd)\n", f->name);
    ww_buf_printf(out, "\t\t.amdhsa_group_segment_fixed_size %u\n\t\t.amdhsa_private_segment_fixed_size %u\n"
                       "\t\t.amdhsa_kernarg_size %u\n",
                  (unsigned)object_rd(f->kd + KD_GROUP_SIZE, 4), (unsigned)object_rd(f->kd + KD_PRIVATE_SIZE, 4),
                  (unsigned)object_rd(f->kd + KD_KERNARG_SIZE, 4));
    if (unified_vgprs(t))
      ww_buf_printf(out, "\t\t.amdhsa_accum_offset %u\n",
                    ((rsrc3 & KD_ACCUM_OFFSET_MASK) + 1) * KD_ACCUM_OFFSET_UNIT);
    ww_buf_printf(out, "\t\t.amdhsa_next_free_vgpr %u\n\t\t.amdhsa_reserve_vcc 0\n",
                  ((rsrc1 & KD_VGPR_BLOCKS_MASK) + 1) * granule);
    /* flat scratch is architected (not reserved in SGPRs) on gfx940 and
     * GFX11 on; the XNACK mask's reservation follows the target id, which
     * .amdgcn_target gives */
    if (t->gen <= TG_GFX10 && !t->has_gfx940_cache_bits)
      ww_buf_puts(out, "\t\t.amdhsa_reserve_flat_scratch 0\n");
    ww_buf_printf(out, "\t\t.amdhsa_next_free_sgpr %u\n",
                  (((rsrc1 >> KD_SGPR_BLOCKS_SHIFT) & KD_SGPR_BLOCKS_MASK) + 1) * KD_SGPR_GRANULE);
  }
  if (t->gen >= TG_GFX10) ww_buf_printf(out, "\t\t.amdhsa_wavefront_size32 %d\n", f->wave32);
  ww_buf_printf(out, "\t\t.amdhsa_system_vgpr_workitem_id %d\n\t.end_amdhsa_kernel\n", f->workitem_dims);
}

void object_put_descriptors(const co_reader *r, ww_buf *out) {
  int any = 0;
  for (size_t k = 0; k < r->nsyms; k++) {
    if (!r->syms[k].kernel || r->syms[k].skipped) continue;
    if (!any) ww_buf_puts(out, "\t.rodata\n");
    any = 1;
    ww_buf_puts(out, "\t.p2align 6\n");
    put_descriptor(r, &r->syms[k], out);
  }
}
