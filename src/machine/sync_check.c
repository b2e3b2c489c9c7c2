/*
 * sync_check.c - what a target offers of the barrier execution model, and
 * the kernel's waves against a workgroup (LLVM's AMDGPUUsage tables for
 * s_barrier on GFX6-11, GFX12 and GFX12.5; docs/verify.md):
 *
 *   GFX6-11   barrier() only: the workgroup barrier, initialised with the
 *             workgroup's waves at launch, joined at launch, dropped at a
 *             wave's end; arrive and wait are one instruction.
 *   GFX12     also the split workgroup barrier: barrier_arrive(-1) and
 *             barrier_wait(-1).
 *   GFX12.5   (gfx1250) also named barriers 1..16 (init, join, drop, arrive
 *             with an expected-count update, wait), the NULL barrier 0 and
 *             the cluster barrier -3 (arrive and wait).
 *   no target every operation on every barrier, the workgroup barrier as
 *             on GFX12.
 *
 * The trap barriers -2 and -4 are the trap handler's (privileged) on every
 * target. Errors are located at the construct and name the target; the
 * machine relies on them (it executes only what passed).
 */
#include "machine_internal.h"

#include "../kir/walk.h"
#include "../target/lds_dma.h"

#include <string.h>

typedef struct checker {
  const kir_kernel *k;
  const tg_target *t;
  ww_diags *d;
  int errors;
} checker;

static void error(checker *c, ww_loc loc, int len, const char *fmt, ...) WW_PRINTF(4, 5);
static void error(checker *c, ww_loc loc, int len, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ww_diag_vadd(c->d, WW_ERROR, loc, len, fmt, ap);
  va_end(ap);
  c->errors++;
}

static int is_gfx1250(const tg_target *t) { return t->gen == TG_GFX1250; }

static void check_barobj(checker *c, const kir_stmt *s) {
  const kir_barobj *b = s->u.barobj;
  /* 004: the cluster barrier is initialised when a workgroup is launched as
   * part of a cluster; a kernel without cluster(C) is not. */
  if (b->scope == KIR_SS_CLUSTER && !c->k->cluster_given)
    error(c, s->loc, s->len, "barrier_object(cluster) needs the kernel's cluster(C): without it the workgroup is "
          "launched in no cluster, and the cluster barrier is never initialised");
  else if (b->hwid > KIR_BAR_NAMED_MAX)
    error(c, s->loc, s->len, "'%s' is a named barrier beyond the %d %s has (ids 1 to %d, in declaration order)",
          b->name, KIR_BAR_NAMED_MAX, c->t ? c->t->name : "the model", KIR_BAR_NAMED_MAX);
  else if (c->t && !is_gfx1250(c->t))
    error(c, s->loc, s->len, "barrier_object(%s) is not available on %s: %s are GFX12.5's (gfx1250)",
          kir_sync_scope_name(b->scope), c->t->name,
          b->scope == KIR_SS_CLUSTER ? "cluster barriers" : "named barriers");
}

/* The availability is the target table's (target/barrier.h); the words
 * are the kernel IR's. */
static void check_bar_op(checker *c, const kir_stmt *s) {
  const kir_barobj *b = s->u.bar.bar;
  const char *op = kir_bar_op_name(s->u.bar.op);
  int hwid = b->hwid;
  const tg_target *t = c->t;
  static const tg_bar_op bop[] = {[KIR_BAR_INIT] = TG_BOP_INIT, [KIR_BAR_JOIN] = TG_BOP_JOIN,
                                  [KIR_BAR_DROP] = TG_BOP_DROP, [KIR_BAR_ARRIVE] = TG_BOP_ARRIVE,
                                  [KIR_BAR_WAIT] = TG_BOP_WAIT};
  switch (tg_bar_available(t, hwid, bop[s->u.bar.op], s->u.bar.arg != NULL)) {
  case TG_BAV_OK:
  case TG_BAV_NOT_ID: /* declared barriers past 16: check_barobj */
    break;
  case TG_BAV_TRAP:
    error(c, s->loc, s->len, "barrier %d is the %s trap barrier: privileged (the trap handler's), not available to "
                             "a kernel%s%s",
          hwid, hwid == KIR_BAR_WORKGROUP_TRAP ? "workgroup" : "cluster", t ? " on " : "", t ? t->name : "");
    break;
  case TG_BAV_NO_SPLIT:
    error(c, s->loc, s->len, "'%s' is not available on %s: GFX6-11 have only barrier() (s_barrier)", op, t->name);
    break;
  case TG_BAV_GFX1250_ONLY:
    if (hwid != KIR_BAR_WORKGROUP || (s->u.bar.op != KIR_BAR_ARRIVE && s->u.bar.op != KIR_BAR_WAIT))
      error(c, s->loc, s->len, "'%s(%s)' is not available on %s: GFX12 splits only the workgroup barrier "
                               "(barrier_arrive(-1), barrier_wait(-1))",
            op, b->name, t->name);
    else
      error(c, s->loc, s->len, "an expected-count update is not available on %s: it is for named barriers "
                               "(gfx1250)", t->name);
    break;
  case TG_BAV_AUTOMATIC:
    error(c, s->loc, s->len, "'%s(%d)' is not available on %s: the hardware initialises, joins and drops the %s "
                             "barrier (at launch and at a wave's end)",
          op, hwid, t->name, hwid == KIR_BAR_WORKGROUP ? "workgroup" : "cluster");
    break;
  case TG_BAV_COUNT_UPDATE:
    error(c, s->loc, s->len, "an expected-count update is not available on %s for barrier %d: it is for "
                             "named barriers (1 to %d)", t->name, hwid, KIR_BAR_NAMED_MAX);
    break;
  case TG_BAV_NULL_INIT:
    error(c, s->loc, s->len, "barrier_init(0) is not available on %s: the NULL barrier is never initialised",
          t->name);
    break;
  }
}

/* A dma statement's width against the target's LDS DMA (lds_dma.h). */
static void check_dma(checker *c, const kir_stmt *s) {
  const tg_target *t = c->t;
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  int n = t ? tg_dma_widths(t, w) : 0;
  if (!t || (n == 0 && t->has_lds_dma)) return;
  if (t->has_async_lds && !s->u.dma.laddr) {
    error(c, s->loc, s->len, "M0-based LDS DMA is not available on %s (its loads to LDS address LDS per lane: "
          "laddr)", t->name);
    return;
  }
  if (!t->has_async_lds && s->u.dma.laddr && n > 0) {
    error(c, s->loc, s->len, "per-lane LDS addresses (laddr) are not available on %s: its LDS DMA writes at M0 + "
          "offset + lane * stride", t->name);
    return;
  }
  if (n == 0) {
    error(c, s->loc, s->len, "LDS DMA is not available on %s", t->name);
    return;
  }
  char list[64] = "";
  for (int i = 0; i < n; i++) {
    if (w[i].bytes == s->u.dma.width) return;
    snprintf(list + strlen(list), sizeof list - strlen(list), "%s%d", i ? ", " : "", w[i].bytes);
  }
  error(c, s->loc, s->len, "a %d-byte LDS DMA is not available on %s (its widths: %s)", s->u.dma.width, t->name,
        list);
}

static int check_enter(kir_walker *w, kir_stmt *s) {
  checker *c = w->ctx;
  if (s->kind == KS_BAROBJ) check_barobj(c, s);
  else if (s->kind == KS_BAR_OP) check_bar_op(c, s);
  else if (s->kind == KS_DMA) check_dma(c, s);
  return 1;
}

int mc_sync_check(const kir_kernel *k, const tg_target *t, ww_diags *d) {
  checker c = {k, t, d, 0};
  ww_loc at = k->waves_given ? k->waves_loc : k->loc;
  int len = k->waves_given ? 0 : (int)strlen(k->name);
  if (t && t->gen == TG_GFX9 && k->wave_size == 32)
    error(&c, k->wave_size_loc, 2, "wave_size(32) is not available on %s: GFX9 waves have 64 lanes", t->name);
  int lanes = kir_wave_size(k, t);
  if ((long)k->waves * lanes > tg_workgroup_max_items(t))
    error(&c, at, len, "waves(%d) of %d lanes is %ld work-items; a workgroup holds at most %d%s", k->waves, lanes,
          (long)k->waves * lanes, tg_workgroup_max_items(t),
          k->wave_size ? "" : " (the wave size is the target's default; wave_size(N) declares it)");
  if (k->cluster > 1 && t && !is_gfx1250(t))
    error(&c, k->cluster_loc, 0, "cluster(%d) is not available on %s: workgroup clusters are GFX12.5's (gfx1250)",
          k->cluster, t->name);
  kir_walker w = {.enter = check_enter, .ctx = &c};
  kir_walk_const_block(&w, &k->body);
  return c.errors;
}
