/*
 * emit_async.c - a gfx1250 (per-lane) gather plan as code: --emit=asm
 * (assembly llvm-mc-22 -mcpu=gfx1250 accepts once `insert` has lowered any
 * marks) and --emit=hip (__builtin_amdgcn_global_load_async_to_lds_b*).
 *
 * Per load, with all lanes on: the lane number q = k * threads + tid of its
 * width's sequence; for each part that the load's lanes reach, j = q - first,
 * row = row0 + (j / S) * step (a shift or a multiply-high by a magic number
 * checked for every j of the part), byte x = c0 + (j % S) * width, the global
 * offset row * global row + x and the LDS address base + row * LDS row + x,
 * the later part's values taken where q >= its first lane (v_cndmask); the
 * lanes past the width's last are masked. Then the loads, in the saddr form
 * (`global_load_async_to_lds_bN vLDS, vOFF, s[0:1]`), with exactly the
 * plan's exec writes, then the wait that publishes the tile before the
 * barrier: s_wait_asynccnt N, N the async loads issued after the tile's
 * last one (the --prefetch loads, the next tile's, into LDS past the
 * tile's), or a mark for insert.
 * Register contract: s[0:1] the tile's global address, v0 the work-item id
 * (packed: x in bits 0..9), all lanes on at entry.
 */
#include "gather.h"

#include <string.h>

#define EMIT_MAX_LOADS 30   /* masks in s[20:49], addresses in v[10:69] */
#define EMIT_MAX_PREFETCH 8 /* LDS addresses in v[72:79] */
#define EMIT_MASK_SGPR 20
#define EMIT_ADDR_VGPR 10
#define EMIT_PREFETCH_VGPR 72
#define EMIT_PREFETCH_BYTES 16 /* b128 per lane */

static const char *mnemonic(const tg_target *t, int width) {
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  int n = tg_dma_widths(t, w);
  for (int i = 0; i < n; i++)
    if (w[i].bytes == width) return w[i].global_mnemonic;
  return "?";
}

static int load_masked(const gather_plan *p, const gather_load *ld) {
  for (int v = 0; v < p->nwaves; v++)
    if (ld->mask[v] != gather_full_mask(p->shape.wave)) return 1;
  return 0;
}

static long lanes_of_width(const gather_plan *p, int w) {
  for (int i = 0; i < p->nlwidths; i++)
    if (p->lwidth[i] == w) return p->lanes[i];
  return 0;
}

/* Lanes of width w per load (threads t < it take one). */
static long per_load(const gather_plan *p, int w) {
  for (int i = 0; i < p->nlwidths; i++)
    if (p->lwidth[i] == w) return p->lper[i];
  return p->shape.threads;
}

/* The load's lanes are q0 .. end - 1 (q = q0 + thread id, threads past
 * them masked). */
static long lanes_end(const gather_plan *p, const gather_load *ld) {
  long c = per_load(p, ld->width), end = (ld->k + 1) * c, n = lanes_of_width(p, ld->width);
  return end < n ? end : n;
}

/* Does the load's lane range [q0, q0 + T) reach part pt? */
static int reaches(const gather_part *pt, int width, long q0, long T) {
  return pt->width == width && pt->first < q0 + T && pt->first + (long)pt->nrows * pt->S > q0;
}

static int magic_ok(uint32_t D, uint32_t magic, uint32_t jmax) {
  for (uint64_t j = 0; j <= jmax; j++)
    if ((uint32_t)((j * magic) >> 32) != j / D) return 0;
  return 1;
}

/* v5 = v4 / D, v6 = v4 % D, exact for v4 <= jmax */
static gather_status divmod(ww_buf *o, ww_buf *diag, uint32_t D, uint32_t jmax) {
  if (!(D & (D - 1))) {
    int sh = 0;
    while ((1u << sh) != D) sh++;
    ww_buf_printf(o, "\tv_lshrrev_b32_e32 v5, %d, v4\n\tv_and_b32_e32 v6, %u, v4\n", sh, D - 1);
    return GATHER_OK;
  }
  uint32_t magic = (uint32_t)((((uint64_t)1 << 32) / D) + 1);
  if (!magic_ok(D, magic, jmax)) {
    ww_buf_printf(diag, "waitwise: error: --emit=asm: no exact multiply-high for division by %u up to %u\n", D,
                  jmax);
    return GATHER_UNMOVABLE;
  }
  ww_buf_printf(o, "\ts_mov_b32 s4, 0x%x\n\tv_mul_hi_u32 v5, v4, s4\n\ts_mov_b32 s5, %u\n"
                   "\tv_mul_lo_u32 v6, v5, s5\n\tv_sub_nc_u32_e32 v6, v4, v6\n",
                magic, D);
  return GATHER_OK;
}

gather_status gather_emit_asm_async(const gather_plan *p, const tg_target *t, int prefetch, int mark, ww_buf *o,
                          ww_buf *diag) {
  const gather_shape *s = &p->shape;
  long lb = (long)s->lrow * s->elem, gb = (long)s->grow * s->elem;
  if (p->nloads > EMIT_MAX_LOADS || prefetch > EMIT_MAX_PREFETCH) {
    ww_buf_printf(diag, "waitwise: error: --emit=asm takes plans of at most %d loads and --prefetch up to %d "
                        "(this plan: %d loads)\n",
                  EMIT_MAX_LOADS, EMIT_MAX_PREFETCH, p->nloads);
    return GATHER_UNMOVABLE;
  }
  ww_buf_printf(o, "; waitwise gather -mcpu=%s: %d loads, %d exec writes (issue cost %d); per-lane LDS "
                   "addresses, no M0\n"
                   "; in: s[0:1] the tile's global address, v0 the work-item id, all lanes on\n",
                t->name, p->nloads, p->exec_writes, p->cost);
  ww_buf_printf(o, "\t.amdgcn_target \"amdgcn-amd-amdhsa--%s\"\n\t.text\n\t.globl\tgather_tile\n\t.p2align\t8\n"
                   "\t.type\tgather_tile,@function\ngather_tile:\n"
                   "\tv_and_b32_e32 v1, 0x3ff, v0\n\ts_mov_b32 s6, exec_lo\n",
                t->name);
  for (int k = 0; k < p->nloads; k++) {
    const gather_load *ld = &p->loads[k];
    int vl = EMIT_ADDR_VGPR + 2 * k, vg = vl + 1;
    long c = per_load(p, ld->width), q0 = ld->k * c;
    ww_buf_printf(o, "; load %d: %s, lanes %ld..%ld of its width\n\tv_add_nc_u32_e32 v3, %ld, v1\n", k,
                  mnemonic(t, ld->width), q0, lanes_end(p, ld) - 1, q0);
    int first = 1;
    for (int i = 0; i < p->nlparts; i++) {
      const gather_part *pt = &p->lparts[i];
      if (!reaches(pt, ld->width, q0, c)) continue;
      ww_buf_printf(o, "\tv_subrev_nc_u32_e32 v4, %ld, v3\n", pt->first);
      if (divmod(o, diag, (uint32_t)pt->S, (uint32_t)((long)pt->nrows * pt->S))) return GATHER_UNMOVABLE;
      ww_buf_printf(o, "\ts_mov_b32 s5, %d\n\tv_mul_lo_u32 v5, v5, s5\n\tv_add_nc_u32_e32 v5, %d, v5\n"
                       "\tv_lshlrev_b32_e32 v6, %d, v6\n\tv_add_nc_u32_e32 v6, %d, v6\n"
                       "\ts_mov_b32 s5, %ld\n\tv_mul_lo_u32 v7, v5, s5\n\tv_add_nc_u32_e32 v7, v7, v6\n"
                       "\ts_mov_b32 s5, %ld\n\tv_mul_lo_u32 v8, v5, s5\n\tv_add_nc_u32_e32 v8, v8, v6\n"
                       "\tv_add_nc_u32_e32 v8, %d, v8\n",
                    pt->rstep, pt->row0, ld->width == 1 ? 0 : ld->width == 4 ? 2 : ld->width == 8 ? 3 : 4, pt->c0,
                    gb, lb, s->lbase);
      if (first) {
        ww_buf_printf(o, "\tv_mov_b32_e32 v%d, v8\n\tv_mov_b32_e32 v%d, v7\n", vl, vg);
      } else {
        ww_buf_printf(o, "\tv_cmp_le_u32_e32 vcc_lo, %ld, v3\n\tv_cndmask_b32_e32 v%d, v%d, v8, vcc_lo\n"
                         "\tv_cndmask_b32_e32 v%d, v%d, v7, vcc_lo\n",
                      pt->first, vl, vl, vg, vg);
      }
      first = 0;
    }
    if (load_masked(p, ld))
      ww_buf_printf(o, "\tv_cmp_gt_u32_e32 vcc_lo, %ld, v3\n\ts_mov_b32 s%d, vcc_lo\n", lanes_end(p, ld),
                    EMIT_MASK_SGPR + k);
  }
  ww_buf_puts(o, "; the loads\n");
  int full = 1;
  for (int k = 0; k < p->nloads; k++) {
    const gather_load *ld = &p->loads[k];
    if (ld->exec_write) {
      full = !load_masked(p, ld);
      if (full) ww_buf_puts(o, "\ts_mov_b32 exec_lo, s6\n");
      else ww_buf_printf(o, "\ts_mov_b32 exec_lo, s%d\n", EMIT_MASK_SGPR + k);
    }
    ww_buf_printf(o, "\t%s v%d, v%d, s[0:1]\n", mnemonic(t, ld->width), EMIT_ADDR_VGPR + 2 * k,
                  EMIT_ADDR_VGPR + 2 * k + 1);
  }
  if (!full) ww_buf_puts(o, "\ts_mov_b32 exec_lo, s6\n");
  if (mark) ww_buf_puts(o, "\ts_asyncmark\n");
  long span = (s->rows - 1) * lb + (long)s->cols * s->elem, pow2 = 4;
  while (pow2 < span) pow2 *= 2;
  if (prefetch) {
    long next = s->lbase + pow2;
    ww_buf_printf(o, "; %d other async load%s (the next tile's prefetch, into LDS from %ld), in flight across the "
                     "barrier\n\tv_mbcnt_lo_u32_b32 v2, -1, 0\n\tv_lshlrev_b32_e32 v2, 4, v2\n",
                  prefetch, prefetch == 1 ? "" : "s", next);
    for (int i = 0; i < prefetch; i++)
      ww_buf_printf(o, "\tv_add_nc_u32_e32 v%d, %ld, v2\n\tglobal_load_async_to_lds_b128 v%d, v2, s[0:1] "
                       "offset:%ld\n",
                    EMIT_PREFETCH_VGPR + i, next + (long)i * s->wave * EMIT_PREFETCH_BYTES, EMIT_PREFETCH_VGPR + i,
                    (long)(1 + i) * s->wave * EMIT_PREFETCH_BYTES);
  }
  if (mark) {
    ww_buf_puts(o, "\ts_wait_asyncmark 0\n");
  } else {
    tg_wait w;
    tg_wait_none(&w);
    int n = prefetch < t->max[TG_CNT_ASYNC] - 1 ? prefetch : t->max[TG_CNT_ASYNC] - 1;
    w.cnt[TG_CNT_ASYNC] = (int8_t)n;
    ww_buf_printf(o, "; the tile is in LDS once at most %d async load%s (the later ones) %s outstanding\n\t", n,
                  n == 1 ? "" : "s", n == 1 ? "is" : "are");
    tg_wait_print(t, &w, o);
    ww_buf_putc(o, '\n');
  }
  ww_buf_printf(o, "\ts_barrier_signal -1\n\ts_barrier_wait -1\n; each thread reads a dword of the tile's LDS span\n"
                   "\tv_lshlrev_b32_e32 v9, 2, v1\n\tv_and_b32_e32 v9, 0x%lx, v9\n"
                   "\tv_add_nc_u32_e32 v9, %d, v9\n\tds_load_b32 v9, v9\n",
                pow2 - 4, s->lbase);
  if (!mark) ww_buf_puts(o, "\ts_wait_dscnt 0x0\n");
  ww_buf_printf(o, "\ts_endpgm\n\t.amdhsa_kernel gather_tile\n\t\t.amdhsa_next_free_vgpr %d\n"
                   "\t\t.amdhsa_next_free_sgpr %d\n\t.end_amdhsa_kernel\n",
                EMIT_PREFETCH_VGPR + EMIT_MAX_PREFETCH, EMIT_MASK_SGPR + EMIT_MAX_LOADS);
  return GATHER_OK;
}

static const char *ptr_type(int width) {
  return width == 1 ? "char" : width == 4 ? "int" : width == 8 ? "ww_b64" : "ww_b128";
}

gather_status gather_emit_hip_async(const gather_plan *p, const tg_target *t, ww_buf *o, ww_buf *diag) {
  const gather_shape *s = &p->shape;
  long lb = (long)s->lrow * s->elem, gb = (long)s->grow * s->elem;
  ww_buf_printf(o, "// waitwise gather -mcpu=%s: the plan's %d loads, each lane with its own LDS address\n"
                   "// Copies the tile into LDS and publishes it to the workgroup: call it from every\n"
                   "// thread of the workgroup with all threads active. lds: the LDS buffer cast to\n"
                   "// __attribute__((address_space(3))) char *.\n"
                   "#ifndef __device__\n#define __device__ __attribute__((device))\n#endif\n"
                   "typedef int ww_b64 __attribute__((vector_size(8)));\n"
                   "typedef int ww_b128 __attribute__((vector_size(16)));\n"
                   "__device__ static inline void gather_tile(__attribute__((address_space(1))) const char *src,\n"
                   "                                          __attribute__((address_space(3))) char *lds) {\n"
                   "  unsigned tid = __builtin_amdgcn_workitem_id_x();\n",
                t->name, p->nloads);
  for (int k = 0; k < p->nloads; k++) {
    const gather_load *ld = &p->loads[k];
    long c = per_load(p, ld->width), q0 = ld->k * c;
    ww_buf_printf(o, "  { /* load %d: %s, lanes %ld..%ld of its width */\n"
                     "    unsigned q = %ldu + tid, g = 0, l = 0;\n",
                  k, mnemonic(t, ld->width), q0, lanes_end(p, ld) - 1, q0);
    for (int i = 0; i < p->nlparts; i++) {
      const gather_part *pt = &p->lparts[i];
      if (!reaches(pt, ld->width, q0, c)) continue;
      ww_buf_printf(o, "    if (q >= %ldu) { unsigned j = q - %ldu, r = %du + j / %du * %du, x = %du + j %% %du * %du; "
                       "g = r * %ldu + x; l = r * %ldu + x; }\n",
                    pt->first, pt->first, pt->row0, pt->S, pt->rstep, pt->c0, pt->S, pt->width, gb, lb);
    }
    const char *ty = ptr_type(ld->width);
    ww_buf_printf(o, "    if (q < %ldu)\n      __builtin_amdgcn_global_load_async_to_lds_b%d(\n"
                     "          (__attribute__((address_space(1))) %s *)(src + g),\n"
                     "          (__attribute__((address_space(3))) %s *)(lds + %du + l), 0, 0);\n  }\n",
                  lanes_end(p, ld), ld->width * 8, ty, ty, s->lbase);
  }
  ww_buf_puts(o, "  /* LLVM 22 does not wait for async loads before a barrier: the wait is written here.\n"
                 "     asynccnt 0: the compiler may move later async loads before it, so no larger\n"
                 "     count is safe. */\n"
                 "  __builtin_amdgcn_s_wait_asynccnt(0);\n"
                 "  __builtin_amdgcn_s_barrier();\n}\n");
  (void)diag;
  return GATHER_OK;
}
