/*
 * emit.c - a gather plan as code: --emit=asm (gfx942/gfx950 assembly that
 * llvm-mc-22 accepts once `insert` has lowered any marks) and --emit=hip
 * (a HIP device function using __builtin_amdgcn_global_load_lds).
 *
 * The assembly computes, with all lanes on, every load's per-lane global
 * address and exec mask from the plan's lattice (slot q = run * 64 + lane,
 * row q / V by a multiply-high with a magic number checked exhaustively here,
 * byte c0 + (q % V) * width) and each M0 group's per-wave value; then issues
 * the loads with exactly the plan's M0 and exec writes; then the wait that
 * publishes the tile before s_barrier: vmcnt(N) with N the vector-memory
 * operations issued after the last DMA (the --prefetch loads), or a mark.
 * Register contract: s[0:1] the tile's global address, v0 the work-item id,
 * all lanes on at entry.
 */
#include "gather.h"

#include <string.h>

#define EMIT_MAX_LOADS 30   /* masks in s[20:79], addresses in v[10:69] */
#define EMIT_MAX_GROUPS 20  /* M0 values in s[80:99] */
#define EMIT_MAX_PREFETCH 8 /* v[72:103] */
#define EMIT_MASK_SGPR 20
#define EMIT_M0_SGPR 80
#define EMIT_ADDR_VGPR 10
#define EMIT_PREFETCH_VGPR 72

static tg_dma_width width_of(const tg_target *t, int width) {
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  int n = tg_dma_widths(t, w);
  for (int i = 0; i < n; i++)
    if (w[i].bytes == width) return w[i];
  return (tg_dma_width){"?", NULL, 0, 0, 0, 0, "?", 0};
}

static const char *mnemonic(const tg_target *t, int width) { return width_of(t, width).global_mnemonic; }

static int load_masked(const gather_plan *p, const gather_load *ld) {
  uint64_t full = gather_full_mask(p->shape.wave);
  for (int v = 0; v < p->nwaves; v++)
    if (ld->mask[v] != full) return 1;
  return 0;
}

/* floor(q / V) == mulhi(q, magic) for every q the plan uses? */
static int magic_ok(uint32_t V, uint32_t magic, uint32_t qmax) {
  for (uint64_t q = 0; q <= qmax; q++)
    if ((uint32_t)((q * magic) >> 32) != q / V) return 0;
  return 1;
}

static int log2_exact(uint32_t v) {
  for (int i = 0; i < 32; i++)
    if (v == 1u << i) return i;
  return -1;
}

/* quotient and remainder of v<q> by D into v<quot>, v<rem>: a shift, or a
 * multiply-high by a magic number checked for every q up to qmax. */
static gather_status divmod(ww_buf *o, ww_buf *diag, int q, uint32_t D, int quot, int rem, uint32_t qmax) {
  int sh = log2_exact(D);
  if (sh >= 0) {
    ww_buf_printf(o, "\tv_lshrrev_b32_e32 v%d, %d, v%d\n\tv_and_b32_e32 v%d, %u, v%d\n", quot, sh, q, rem,
                  D - 1, q);
    return GATHER_OK;
  }
  uint32_t magic = (uint32_t)((((uint64_t)1 << 32) / D) + 1);
  if (!magic_ok(D, magic, qmax)) {
    ww_buf_printf(diag, "waitwise: error: --emit=asm: no exact multiply-high for division by %u up to %u\n", D,
                  qmax);
    return GATHER_UNMOVABLE;
  }
  ww_buf_printf(o, "\ts_mov_b32 s4, 0x%x\n\tv_mul_hi_u32 v%d, v%d, s4\n\ts_mov_b32 s5, %u\n"
                   "\tv_mul_lo_u32 v%d, v%d, s5\n\tv_sub_u32_e32 v%d, v%d, v%d\n",
                magic, quot, q, D, rem, quot, rem, q, rem);
  return GATHER_OK;
}

/* dst = per-wave value vals[v] (wave index in s2): affine when it can be */
static void per_wave_sgpr(ww_buf *o, int dst, const long *vals, int nwaves) {
  long b = nwaves > 1 ? vals[1] - vals[0] : 0;
  int affine = 1;
  for (int v = 0; v < nwaves; v++) affine &= vals[v] == vals[0] + b * v;
  if (affine) {
    ww_buf_printf(o, "\ts_mul_i32 s%d, s2, %ld\n\ts_add_u32 s%d, s%d, %ld\n", dst, b, dst, dst, vals[0]);
    return;
  }
  ww_buf_printf(o, "\ts_mov_b32 s%d, %ld\n", dst, vals[0]);
  for (int v = 1; v < nwaves; v++)
    ww_buf_printf(o, "\ts_cmp_eq_u32 s2, %d\n\ts_cselect_b32 s%d, %ld, s%d\n", v, dst, vals[v], dst);
}

gather_status gather_emit_asm(const gather_plan *p, const tg_target *t, int prefetch, int mark, ww_buf *o,
                    ww_buf *diag) {
  const gather_shape *s = &p->shape;
  if (s->wave != 64) {
    ww_buf_puts(diag, "waitwise: error: --emit needs 64-lane waves\n");
    return GATHER_UNMOVABLE;
  }
  int groups = 0;
  for (int k = 0; k < p->nloads; k++) groups += p->loads[k].m0_write;
  if (p->nloads > EMIT_MAX_LOADS || groups > EMIT_MAX_GROUPS || prefetch > EMIT_MAX_PREFETCH) {
    ww_buf_printf(diag, "waitwise: error: --emit=asm takes plans of at most %d loads and %d M0 values, and "
                        "--prefetch up to %d (this plan: %d loads, %d M0 values)\n",
                  EMIT_MAX_LOADS, EMIT_MAX_GROUPS, EMIT_MAX_PREFETCH, p->nloads, groups);
    return GATHER_UNMOVABLE;
  }
  long lb = (long)s->lrow * s->elem, gb = (long)s->grow * s->elem;
  ww_buf_printf(o, "; waitwise gather -mcpu=%s: %d loads, %d M0 writes, %d exec writes (issue cost %d)\n"
                   "; in: s[0:1] the tile's global address, v0 the work-item id, all lanes on\n",
                t->name, p->nloads, p->m0_writes, p->exec_writes, p->cost);
  ww_buf_printf(o, "\t.amdgcn_target \"amdgcn-amd-amdhsa--%s\"\n\t.text\n\t.globl\tgather_tile\n\t.p2align\t8\n"
                   "\t.type\tgather_tile,@function\ngather_tile:\n",
                t->name);
  ww_buf_puts(o, "\tv_mbcnt_lo_u32_b32 v1, -1, 0\n\tv_mbcnt_hi_u32_b32 v1, -1, v1\n"
                 "\tv_and_b32_e32 v2, 0x3ff, v0\n\tv_lshrrev_b32_e32 v2, 6, v2\n"
                 "\tv_readfirstlane_b32 s2, v2\n\ts_mov_b64 s[6:7], exec\n");
  int group = -1;
  for (int k = 0; k < p->nloads; k++) {
    const gather_load *ld = &p->loads[k];
    const gather_part *pt = &p->part[ld->part];
    int a = EMIT_ADDR_VGPR + 2 * k, m = EMIT_MASK_SGPR + 2 * k;
    ww_buf_printf(o, "; load %d: %s, bytes [%d, %d) of each row, offset %d\n", k, mnemonic(t, ld->width),
                  pt->c0, pt->c1, ld->offset);
    /* q = (wave * mul + k * step) * 64 + lane */
    ww_buf_printf(o, "\ts_mul_i32 s3, s2, %ld\n\ts_add_u32 s3, s3, %ld\n\tv_add_u32_e32 v3, s3, v1\n",
                  pt->mul * 64, (long)ld->k * pt->step * 64);
    uint32_t qmax = (uint32_t)((pt->runs + p->nwaves) * 64 + pt->G);
    if (pt->G) {
      /* grouped rows: group g = q / G, t = q % G, row g * m + t / V */
      if (divmod(o, diag, 3, (uint32_t)pt->G, 6, 7, qmax) || divmod(o, diag, 7, (uint32_t)pt->V, 4, 5, qmax))
        return GATHER_UNMOVABLE;
    } else if (divmod(o, diag, 3, (uint32_t)pt->V, 4, 5, qmax)) {
      return GATHER_UNMOVABLE;
    }
    if (load_masked(p, ld)) {
      ww_buf_printf(o, "\tv_cmp_gt_u32_e32 vcc, %d, v5\n\ts_mov_b64 s[%d:%d], vcc\n", pt->S, m, m + 1);
      if (pt->G)
        ww_buf_printf(o, "\tv_cmp_gt_u32_e32 vcc, %d, v4\n\ts_and_b64 s[%d:%d], s[%d:%d], vcc\n", pt->m, m,
                      m + 1, m, m + 1);
    }
    if (pt->G) ww_buf_printf(o, "\ts_mov_b32 s5, %d\n\tv_mad_u32_u24 v4, v6, s5, v4\n", pt->m);
    if (load_masked(p, ld))
      ww_buf_printf(o, "\tv_cmp_gt_u32_e32 vcc, %d, v4\n\ts_and_b64 s[%d:%d], s[%d:%d], vcc\n", s->rows, m,
                    m + 1, m, m + 1);
    /* global byte offset row * gb + c0 + c * width - offset, sign-extended */
    ww_buf_printf(o, "\ts_mov_b32 s5, %ld\n\tv_mul_lo_u32 v6, v4, s5\n\tv_mul_u32_u24_e32 v7, %d, v5\n"
                     "\tv_add_u32_e32 v6, v6, v7\n\tv_add_u32_e32 v6, %ld, v6\n\tv_ashrrev_i32_e32 v7, 31, v6\n"
                     "\tv_mov_b32_e32 v%d, s1\n\tv_add_co_u32_e32 v%d, vcc, s0, v6\n"
                     "\tv_addc_co_u32_e32 v%d, vcc, v%d, v7, vcc\n",
                  gb, pt->width, (long)pt->c0 - ld->offset, a + 1, a, a + 1, a + 1);
    if (ld->m0_write) per_wave_sgpr(o, EMIT_M0_SGPR + ++group, ld->m0, p->nwaves);
  }
  ww_buf_puts(o, "; the loads\n");
  group = -1;
  int full = 1;
  for (int k = 0; k < p->nloads; k++) {
    const gather_load *ld = &p->loads[k];
    if (ld->m0_write) ww_buf_printf(o, "\ts_mov_b32 m0, s%d\n", EMIT_M0_SGPR + ++group);
    if (ld->exec_write) {
      full = !load_masked(p, ld);
      if (full) ww_buf_puts(o, "\ts_mov_b64 exec, s[6:7]\n");
      else ww_buf_printf(o, "\ts_mov_b64 exec, s[%d:%d]\n", EMIT_MASK_SGPR + 2 * k, EMIT_MASK_SGPR + 2 * k + 1);
    }
    ww_buf_printf(o, "\t%s v[%d:%d], off", mnemonic(t, ld->width), EMIT_ADDR_VGPR + 2 * k,
                  EMIT_ADDR_VGPR + 2 * k + 1);
    if (ld->offset) ww_buf_printf(o, " offset:%d", ld->offset);
    if (width_of(t, ld->width).lds_modifier) ww_buf_puts(o, " lds");
    ww_buf_putc(o, '\n');
  }
  if (!full) ww_buf_puts(o, "\ts_mov_b64 exec, s[6:7]\n");
  if (mark) ww_buf_puts(o, "\ts_asyncmark\n");
  if (prefetch) {
    ww_buf_printf(o, "; %d other load%s (the next tile's prefetch), in flight across the barrier\n"
                     "\tv_lshlrev_b32_e32 v8, 4, v1\n",
                  prefetch, prefetch == 1 ? "" : "s");
    for (int i = 0; i < prefetch; i++)
      ww_buf_printf(o, "\tglobal_load_dwordx4 v[%d:%d], v8, s[0:1] offset:%d\n", EMIT_PREFETCH_VGPR + 4 * i,
                    EMIT_PREFETCH_VGPR + 4 * i + 3, 1024 + 16 * i);
  }
  if (mark) {
    ww_buf_puts(o, "\ts_wait_asyncmark 0\n");
  } else {
    tg_wait w;
    tg_wait_none(&w);
    int n = prefetch < t->max[TG_CNT_VM] - 1 ? prefetch : t->max[TG_CNT_VM] - 1;
    w.cnt[TG_CNT_VM] = (int8_t)n;
    ww_buf_printf(o, "; the tile is in LDS once at most %d vector-memory operation%s (the later loads) "
                     "are outstanding\n\t",
                  n, n == 1 ? "" : "s");
    tg_wait_print(t, &w, o);
    ww_buf_putc(o, '\n');
  }
  long span = (s->rows - 1) * lb + (long)s->cols * s->elem, pow2 = 4;
  while (pow2 < span) pow2 *= 2;
  ww_buf_printf(o, "\ts_barrier\n; each thread reads a dword of the tile's LDS span\n"
                   "\tv_lshlrev_b32_e32 v9, 2, v0\n\tv_and_b32_e32 v9, 0x%lx, v9\n"
                   "\tv_add_u32_e32 v9, %d, v9\n\tds_read_b32 v9, v9\n",
                pow2 - 4, s->lbase);
  if (!mark) ww_buf_puts(o, "\ts_waitcnt lgkmcnt(0)\n");
  ww_buf_printf(o, "\ts_endpgm\n\t.amdhsa_kernel gather_tile\n\t\t.amdhsa_next_free_vgpr %d\n"
                   "\t\t.amdhsa_next_free_sgpr %d\n\t\t.amdhsa_accum_offset %d\n\t.end_amdhsa_kernel\n",
                EMIT_PREFETCH_VGPR + 4 * EMIT_MAX_PREFETCH, EMIT_M0_SGPR + EMIT_MAX_GROUPS,
                EMIT_PREFETCH_VGPR + 4 * EMIT_MAX_PREFETCH);
  return GATHER_OK;
}

gather_status gather_emit_hip(const gather_plan *p, const tg_target *t, ww_buf *o, ww_buf *diag) {
  const gather_shape *s = &p->shape;
  if (s->wave != 64) {
    ww_buf_puts(diag, "waitwise: error: --emit needs 64-lane waves\n");
    return GATHER_UNMOVABLE;
  }
  long lb = (long)s->lrow * s->elem, gb = (long)s->grow * s->elem;
  tg_wait w;
  tg_wait_none(&w);
  w.cnt[TG_CNT_VM] = 0;
  uint32_t imm = tg_waitcnt_encode(t, &w);
  ww_buf_printf(o, "// waitwise gather -mcpu=%s: the plan's %d loads (the compiler chooses M0 and exec writes)\n"
                   "// Copies the tile into LDS and publishes it to the workgroup: call it from every\n"
                   "// thread of the workgroup with all threads active. lds: the LDS buffer cast to\n"
                   "// __attribute__((address_space(3))) char *.\n"
                   "#ifndef __device__\n#define __device__ __attribute__((device))\n#endif\n"
                   "typedef __attribute__((address_space(1))) void ww_global_void;\n"
                   "typedef __attribute__((address_space(3))) void ww_lds_void;\n"
                   "__device__ static inline void gather_tile(__attribute__((address_space(1))) const char *src,\n"
                   "                                          __attribute__((address_space(3))) char *lds) {\n"
                   "  unsigned lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));\n"
                   "  unsigned wave = __builtin_amdgcn_readfirstlane(__builtin_amdgcn_workitem_id_x() / 64u);\n",
                t->name, p->nloads);
  for (int k = 0; k < p->nloads; k++) {
    const gather_load *ld = &p->loads[k];
    const gather_part *pt = &p->part[ld->part];
    ww_buf_printf(o, "  { /* load %d: %s, bytes [%d, %d) of each row */\n"
                     "    unsigned q0 = (wave * %ldu + %ldu) * 64u, q = q0 + lane;\n",
                  k, mnemonic(t, ld->width), pt->c0, pt->c1, pt->mul, (long)ld->k * pt->step);
    if (pt->G)
      ww_buf_printf(o, "    unsigned t = q %% %ldu, r = q / %ldu * %du + t / %du, c = t %% %du;\n"
                       "    unsigned t0 = q0 %% %ldu, r0 = q0 / %ldu * %du + t0 / %du, c0 = t0 %% %du;\n"
                       "    if (c < %du && t / %du < %du && r < %du)\n",
                    pt->G, pt->G, pt->m, pt->V, pt->V, pt->G, pt->G, pt->m, pt->V, pt->V, pt->S, pt->V, pt->m,
                    s->rows);
    else
      ww_buf_printf(o, "    unsigned r = q / %du, c = q %% %du, r0 = q0 / %du, c0 = q0 %% %du;\n"
                       "    if (c < %du && r < %du)\n",
                    pt->V, pt->V, pt->V, pt->V, pt->S, s->rows);
    ww_buf_printf(o, "      __builtin_amdgcn_global_load_lds((ww_global_void *)(src + r * %ldu + %du + c * %du),\n"
                     "          (ww_lds_void *)(lds + %du + r0 * %ldu + %du + c0 * %du), %d, 0, 0);\n"
                     "  }\n",
                  gb, pt->c0, pt->width, s->lbase, lb, pt->c0, pt->width, pt->width);
  }
  ww_buf_printf(o, "  /* LLVM 22 does not wait for LDS DMA before a barrier: the wait is written here.\n"
                   "     vmcnt(0): the compiler may move later loads before it, so no larger count is safe. */\n"
                   "  __builtin_amdgcn_s_waitcnt(0x%x); /* vmcnt(0) */\n"
                   "  __builtin_amdgcn_s_barrier();\n}\n",
                imm);
  (void)diag;
  return GATHER_OK;
}
