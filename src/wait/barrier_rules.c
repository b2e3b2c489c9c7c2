/*
 * barrier_rules.c - LLVM's barrier execution model (AMDGPUUsage) over one
 * wave's barrier instructions, path by path, for `check` and `explain`.
 *
 * A forward dataflow per function keeps, per barrier id, whether on some
 * path the wave has not signalled since its last wait (`nosig`) and whether
 * on some path a signal is pending a wait (`sig`), and the set of named
 * barriers it may have joined. Unions at joins make every report "on some
 * path"; one finding per instruction and rule. The rules:
 *   - a wait on -1 with no signal since the last wait cannot complete
 *     (deadlock); on a named barrier it cannot if the barrier's expected
 *     count includes this wave (a warning: waves may join and only wait);
 *     not for -3 (one wave per workgroup signals, all wait) nor 0 (no-op);
 *   - a second signal of -1 or a named barrier before the wait;
 *   - a wave that drops a barrier it signalled before the phase completed:
 *     s_endpgm drops -1 and -3, s_barrier_leave the named one (undefined);
 *     or joins another barrier then (it can no longer wait on that phase);
 *   - a wait on -3 with no signal of -3 on any path since the last one: no
 *     wave of the workgroup arrives;
 *   - an id or operation the target lacks (target/barrier.h), the trap
 *     barriers -2 and -4;
 *   - -3 signalled by every wave, not under the SCC of an
 *     s_barrier_signal_isfirst (LLVM's one-wave-per-workgroup lowering);
 *   - a named-barrier wait or s_barrier_leave with none joined (undefined);
 *   - s_barrier_init with a known expected count of 0;
 *   - a barrier only some waves may reach (barrier_divergence.c).
 * Which named barrier a wait waits on is the one joined last, whatever id
 * it names (LLVM writes `s_barrier_wait 1` for all): explain shows it.
 * Functions other than kernels start in an unknown state (no reports until
 * their own operations say more); so does a wave after a call.
 */
#include "barrier_rules.h"

#include <stdlib.h>
#include <string.h>

#define BIT(id) (1u << ((id) - TG_BAR_ID_MIN))
#define ALL_IDS ((1u << TG_BAR_NIDS) - 1)
#define NAMED_IDS (ALL_IDS & ~(BIT(TG_BAR_NAMED_MIN) - 1))
#define NONE UINT32_MAX

/* ---- reading ---- */

static const asm_operand *first_operand(const asm_inst *in) {
  for (int k = 0; k < in->nops; k++)
    if (in->ops[k].kind != ASM_OP_MOD || in->ops[k].name_len == in->ops[k].len) return &in->ops[k];
  return NULL;
}

void wt_bar_ref_of(const asm_program *p, const asm_inst *in, int64_t m0, wt_bar_ref *r) {
  (void)p;
  r->kind = tg_bar_inst_of(in->desc->mnemonic);
  r->id = WT_BAR_ID_UNKNOWN;
  r->count = -1;
  r->from_m0 = 0;
  if (r->kind == TG_BI_BARRIER) r->id = TG_BAR_WORKGROUP;
  if (r->kind != TG_BI_WAIT && !tg_bar_id_from_m0(r->kind)) return;
  const asm_operand *o = first_operand(in);
  int init_join = r->kind == TG_BI_INIT || r->kind == TG_BI_JOIN;
  if (o && o->kind == ASM_OP_IMM && o->has_imm) {
    r->id = r->kind == TG_BI_WAIT ? (int16_t)(uint16_t)o->imm : (int)o->imm;
  } else if (o && o->kind == ASM_OP_REG && o->reg.first == ASM_UNIT_M0) {
    r->from_m0 = 1;
    if (m0 >= 0) {
      int64_t id = init_join ? (m0 & 0xffff) : (int64_t)(m0 & TG_BAR_M0_ID_MASK);
      if (id <= TG_BAR_NAMED_MAX) r->id = (int)id;
      if (r->kind == TG_BI_SIGNAL || r->kind == TG_BI_SIGNAL_ISFIRST)
        r->count = (int)((m0 >> TG_BAR_M0_COUNT_SHIFT) & TG_BAR_M0_COUNT_MASK);
    }
  }
  if (r->kind == TG_BI_INIT && m0 >= 0) r->count = (int)((uint64_t)m0 >> TG_BAR_M0_COUNT_SHIFT & 0xffff);
  if (r->id != WT_BAR_ID_UNKNOWN && !tg_bar_is_id(r->id)) r->id = WT_BAR_ID_UNKNOWN;
}

static int reads_barrier(const asm_inst *in) { return (in->flags & TG_IF_BARRIER) != 0; }

/* (Every function is asked this, most of them without a barrier: the
 * mnemonic is read once per descriptor, memo by its address.) */
int wt_barrier_used(const asm_program *p, uint32_t fi) {
  const asm_func *f = &p->funcs[fi];
  const tg_inst_desc *seen[64] = {0};
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    const tg_inst_desc *d = p->insts[i].desc;
    size_t h = ((uintptr_t)d / sizeof *d) & 63;
    if (!d || seen[h] == d) continue;
    if (tg_bar_inst_of(d->mnemonic) != TG_BI_NONE) return 1;
    seen[h] = d;
  }
  return 0;
}

/* ---- the flow ---- */

typedef struct ctx {
  const asm_program *p;
  const asm_func *f;
  uint32_t fi;
  int64_t *m0;          /* per instruction of f */
  uint8_t *guarded;     /* per block: entered only under an isfirst branch */
  uint8_t *acts;        /* per block: holds an ACTS instruction (most do not) */
  wt_bar_state *entry;  /* per block */
  wt_bar_state cur;
  /* reporting (the last pass) */
  const wt_check_opts *opts;
  wt_check_result *out;
  int unmodelled_reported;
  uint32_t origin;      /* barrier-divergent: where the variant value came from */
  void *vctx;
  void (*visit)(void *ctx, uint32_t inst, const wt_bar_state *before);
} ctx;

static void state_start(const asm_func *f, wt_bar_state *s) {
  memset(s, 0, sizeof *s);
  s->reached = 1;
  for (int k = 0; k < TG_BAR_NIDS; k++) s->sig_site[k] = s->wait_site[k] = NONE;
  s->unjoin_site = NONE;
  if (!f->is_kernel) return; /* unknown: the caller's */
  s->nosig = ALL_IDS;
  s->joined = WT_BJ_NONE;
}

static void state_unknown(wt_bar_state *s) {
  s->nosig = s->sig = s->joined = 0;
}

static uint32_t min32(uint32_t a, uint32_t b) { return a < b ? a : b; }

static int state_join(wt_bar_state *d, const wt_bar_state *s) {
  if (!s->reached) return 0;
  if (!d->reached) {
    *d = *s;
    return 1;
  }
  if (!memcmp(d, s, sizeof *d)) return 0; /* the same (most joins): nothing changes */
  int changed = (s->nosig & ~d->nosig) || (s->sig & ~d->sig) || (s->joined & ~d->joined) ||
                s->unjoin_site < d->unjoin_site;
  d->nosig |= s->nosig;
  d->sig |= s->sig;
  d->joined |= s->joined;
  for (int k = 0; k < TG_BAR_NIDS; k++) {
    changed |= s->sig_site[k] < d->sig_site[k] || s->wait_site[k] < d->wait_site[k];
    d->sig_site[k] = min32(d->sig_site[k], s->sig_site[k]);
    d->wait_site[k] = min32(d->wait_site[k], s->wait_site[k]);
  }
  d->unjoin_site = min32(d->unjoin_site, s->unjoin_site);
  return changed;
}

/* Blocks whose only predecessor branches on a value derived from the SCC of
 * an s_barrier_signal_isfirst in that block (LLVM: s_cselect_b32 s2, -1, 0;
 * s_and_not1_b32 vcc_lo, exec_lo, s2; s_cbranch_vccnz). */
static void isfirst_guards(const asm_program *p, const asm_func *f, const uint8_t *acts, uint8_t *guarded) {
  uint64_t taint[(ASM_NUNITS + 63) / 64];
  for (uint32_t b = 0; b < f->nblocks; b++) {
    const asm_block *bl = &f->blocks[b];
    if (!acts[b]) continue; /* no barrier instruction */
    /* nothing is tainted before the block's first isfirst: from there on */
    uint32_t i0 = bl->first;
    while (i0 <= bl->last && !((p->insts[i0].flags & TG_IF_BARRIER) &&
                               tg_bar_inst_of(p->insts[i0].desc->mnemonic) == TG_BI_SIGNAL_ISFIRST))
      i0++;
    if (i0 > bl->last) continue;
    memset(taint, 0, sizeof taint);
    int any = 0, branch = 0;
    for (uint32_t i = i0; i <= bl->last; i++) {
      const asm_inst *in = &p->insts[i];
      int reads = 0;
      for (int u = 0; u < in->nuses && any; u++)
        for (uint32_t r = in->uses[u].first; r < (uint32_t)in->uses[u].first + in->uses[u].count; r++)
          if (r < ASM_NUNITS && (taint[r / 64] >> (r % 64) & 1)) reads = 1;
      /* (every barrier instruction has TG_IF_BARRIER: the name is read only then) */
      int first = (in->flags & TG_IF_BARRIER) && tg_bar_inst_of(in->desc->mnemonic) == TG_BI_SIGNAL_ISFIRST;
      for (int d = 0; d < in->ndefs; d++)
        for (uint32_t r = in->defs[d].first; r < (uint32_t)in->defs[d].first + in->defs[d].count; r++) {
          if (r >= ASM_NUNITS) continue;
          if (reads || (first && r == ASM_UNIT_SCC)) taint[r / 64] |= 1ull << (r % 64);
          else taint[r / 64] &= ~(1ull << (r % 64));
        }
      any |= first;
      if ((in->flags & TG_IF_COND_BRANCH) && reads) branch = 1;
    }
    if (!branch) continue;
    for (int k = 0; k < 2; k++) {
      int32_t s = bl->succ[k];
      if (s >= 0 && f->blocks[s].npreds == 1) guarded[s] = 1;
    }
  }
}

static int disabled(const wt_check_opts *o, const char *cat) {
  for (int i = 0; o && i < o->ndisabled; i++)
    if (strcmp(o->disabled[i], cat) == 0) return 1;
  return 0;
}

static void report(ctx *c, uint32_t i, wt_dep kind, uint32_t other, int id) {
  if (!c->out || disabled(c->opts, wt_dep_category(kind))) return;
  wt_finding fd;
  memset(&fd, 0, sizeof fd);
  fd.consumer = i;
  fd.kind = kind;
  fd.sev = wt_dep_severity(kind);
  /* a warning's severity by the options, as for every category: -w,
   * -Werror=CAT, -Wno-error=CAT, -Werror (a note: silenced) */
  if (fd.sev == WW_WARNING) fd.sev = wt_check_warning_sev(c->opts, wt_dep_category(kind));
  if (fd.sev == WW_NOTE) return;
  for (size_t k = 0; k < sizeof fd.back_edge / sizeof fd.back_edge[0]; k++)
    fd.back_edge[k] = UINT32_MAX; /* no loop-carried producer */
  if (other != NONE) {
    fd.producer[0] = other;
    fd.dep[0] = kind;
    fd.nproducers = 1;
  }
  if (kind == WT_DEP_BAR_DIVERGENT && c->origin != NONE) {
    fd.producer[1] = c->origin;
    fd.dep[1] = kind;
    fd.nproducers = 2;
  }
  fd.bar_id = (int16_t)id;
  tg_wait_none(&fd.fix);
  WW_VEC_PUSH(c->out->v, c->out->n, c->out->cap, fd);
  if (fd.sev == WW_ERROR) c->out->nerrors++;
  else c->out->nwarnings++;
}

/* The named barriers the wave may wait on (the ones joined). */
static uint32_t joined_named(const wt_bar_state *s) {
  uint32_t m = 0;
  for (int id = TG_BAR_NAMED_MIN; id <= TG_BAR_NAMED_MAX; id++)
    if (s->joined >> id & 1) m |= BIT(id);
  if (s->joined & WT_BJ_UNKNOWN) m = NAMED_IDS;
  return m;
}

static int first_id(uint32_t mask) {
  for (int id = TG_BAR_ID_MIN; id <= TG_BAR_NAMED_MAX; id++)
    if (mask & BIT(id)) return id;
  return WT_BAR_ID_UNKNOWN;
}

/* The smallest wave LLVM 22 makes (wave32): where the descriptor does not
 * say, a workgroup has at least as many waves as of this size. */
#define MIN_WAVE_SIZE 32

/* Is f's workgroup one wave (its maximum flat size no more than a wave)?
 * Then every wave that signals the cluster barrier is its workgroup's first
 * and only one: one arrival per workgroup, as the barrier expects. */
static int one_wave_workgroup(const asm_func *f) {
  uint32_t wave = f->wave_size ? f->wave_size : MIN_WAVE_SIZE;
  return f->max_wg_size && f->max_wg_size <= wave;
}

static void do_signal(ctx *c, wt_bar_state *s, uint32_t i, const wt_bar_ref *r, uint32_t b) {
  int id = r->id;
  if (id == WT_BAR_ID_UNKNOWN) { /* it may have signalled any */
    s->nosig = 0;
    return;
  }
  if (id == TG_BAR_NULL) return;
  int gfx1250 = c->p->target->gen == TG_GFX1250; /* elsewhere -3 is an id the target lacks */
  if (id == TG_BAR_CLUSTER && gfx1250 && (r->kind == TG_BI_SIGNAL_ISFIRST || !c->guarded[b]) &&
      !one_wave_workgroup(c->f))
    report(c, i, WT_DEP_BAR_CLUSTER, NONE, id);
  int k = id - TG_BAR_ID_MIN;
  if (id != TG_BAR_CLUSTER && (s->sig & BIT(id))) report(c, i, WT_DEP_BAR_TWICE, s->sig_site[k], id);
  s->sig |= BIT(id);
  s->nosig &= ~BIT(id);
  s->sig_site[k] = i;
}

static void waited(wt_bar_state *s, uint32_t mask, uint32_t i) {
  s->sig &= ~mask;
  s->nosig |= mask;
  for (int id = TG_BAR_ID_MIN; id <= TG_BAR_NAMED_MAX; id++)
    if (mask & BIT(id)) s->sig_site[id - TG_BAR_ID_MIN] = NONE, s->wait_site[id - TG_BAR_ID_MIN] = i;
}

static int unjoined(const wt_bar_state *s) { return (s->joined & (WT_BJ_NONE | 1u)) != 0; }

static void do_wait(ctx *c, wt_bar_state *s, uint32_t i, const wt_bar_ref *r) {
  int id = r->id;
  if (id == TG_BAR_NULL || id == WT_BAR_ID_UNKNOWN) return;
  if (tg_bar_is_named(id)) {
    if (c->p->target->gen != TG_GFX1250) return; /* reported as an id the target lacks */
    if (unjoined(s)) report(c, i, WT_DEP_BAR_NOT_JOINED, s->unjoin_site, id);
    uint32_t m = joined_named(s);
    if ((m & s->nosig) && !(s->joined & WT_BJ_UNKNOWN)) { /* which one is unknown otherwise */
      int j = first_id(m & s->nosig);
      report(c, i, WT_DEP_BAR_NAMED_NO_SIGNAL, s->wait_site[j - TG_BAR_ID_MIN], j);
    }
    waited(s, m, i);
    return;
  }
  if (id == TG_BAR_WORKGROUP && (s->nosig & BIT(id)))
    report(c, i, WT_DEP_BAR_NO_SIGNAL, s->wait_site[id - TG_BAR_ID_MIN], id);
  /* -3: one wave per workgroup signals; with none on any path, none does */
  if (id == TG_BAR_CLUSTER && c->f->is_kernel && c->p->target->gen == TG_GFX1250 && !(s->sig & BIT(id)))
    report(c, i, WT_DEP_BAR_NO_SIGNAL, s->wait_site[id - TG_BAR_ID_MIN], id);
  waited(s, BIT(id), i);
}

static void do_leave(ctx *c, wt_bar_state *s, uint32_t i) {
  if (c->p->target->gen == TG_GFX1250) {
    if (unjoined(s)) report(c, i, WT_DEP_BAR_NOT_JOINED, s->unjoin_site, WT_BAR_ID_UNKNOWN);
    uint32_t pend = joined_named(s) & s->sig;
    if (pend) {
      int j = first_id(pend);
      report(c, i, WT_DEP_BAR_UNWAITED, s->sig_site[j - TG_BAR_ID_MIN], j);
    }
  }
  s->sig &= ~NAMED_IDS;
  s->joined = WT_BJ_NONE;
  s->unjoin_site = i;
}

/* The instructions step() reads: any other leaves the state as it is. */
#define ACTS (TG_IF_CALL | TG_IF_ENDPGM | TG_IF_BARRIER)

static void step(ctx *c, wt_bar_state *s, uint32_t i, uint32_t b) {
  const asm_inst *in = &c->p->insts[i];
  if (in->flags & TG_IF_CALL) {
    state_unknown(s);
    return;
  }
  if ((in->flags & TG_IF_ENDPGM) && c->f->is_kernel) {
    uint32_t pend = s->sig & (BIT(TG_BAR_WORKGROUP) | BIT(TG_BAR_CLUSTER));
    if (pend) {
      int j = first_id(pend);
      report(c, i, WT_DEP_BAR_UNWAITED, s->sig_site[j - TG_BAR_ID_MIN], j);
    }
    return;
  }
  if (!(in->flags & TG_IF_BARRIER)) return; /* s_get_barrier_state changes no state */
  wt_bar_ref r;
  wt_bar_ref_of(c->p, in, c->m0[i - c->f->first_inst], &r);
  if (r.kind == TG_BI_NONE || r.kind == TG_BI_BARRIER || r.kind == TG_BI_STATE) return;
  if (r.kind == TG_BI_UNMODELLED) {
    if (!c->unmodelled_reported && c->out) report(c, i, WT_DEP_BAR_UNMODELLED, NONE, WT_BAR_ID_UNKNOWN);
    c->unmodelled_reported |= c->out != NULL;
    return;
  }
  tg_bar_op op = tg_bar_inst_op(r.kind);
  int id = r.kind == TG_BI_LEAVE ? TG_BAR_NAMED_MIN : r.id; /* leave drops a named barrier */
  if (id != WT_BAR_ID_UNKNOWN && tg_bar_available(c->p->target, id, op, 0) != TG_BAV_OK)
    report(c, i, WT_DEP_BAR_ID, NONE, r.kind == TG_BI_LEAVE ? WT_BAR_ID_UNKNOWN : id);
  switch (r.kind) {
  case TG_BI_SIGNAL:
  case TG_BI_SIGNAL_ISFIRST: do_signal(c, s, i, &r, b); break;
  case TG_BI_WAIT: do_wait(c, s, i, &r); break;
  case TG_BI_INIT:
    if (r.count == 0 && tg_bar_is_named(r.id)) report(c, i, WT_DEP_BAR_INIT_ZERO, NONE, r.id);
    break;
  case TG_BI_JOIN:
    if (c->p->target->gen == TG_GFX1250 && (joined_named(s) & s->sig) &&
        (r.id == WT_BAR_ID_UNKNOWN || !(s->joined >> r.id & 1) || (s->joined & ~(1u << r.id)))) {
      int j = first_id(joined_named(s) & s->sig);
      report(c, i, WT_DEP_BAR_UNWAITED, s->sig_site[j - TG_BAR_ID_MIN], j);
    }
    s->joined = r.id == WT_BAR_ID_UNKNOWN ? WT_BJ_UNKNOWN : tg_bar_is_joinable(r.id) ? 1u << r.id : s->joined;
    if (r.id == TG_BAR_NULL) s->unjoin_site = i;
    break;
  case TG_BI_LEAVE: do_leave(c, s, i); break;
  default: break;
  }
}

static void transfer(void *vc, uint32_t b) {
  ctx *c = vc;
  c->cur = c->entry[b];
  if (!c->acts[b]) return;
  for (uint32_t i = c->f->blocks[b].first; i <= c->f->blocks[b].last; i++)
    if (c->p->insts[i].flags & ACTS) step(c, &c->cur, i, b);
}

static int join(void *vc, uint32_t from, uint32_t to, int widen) {
  ctx *c = vc;
  (void)from, (void)widen; /* finite: bits only grow, sites only fall */
  return state_join(&c->entry[to], &c->cur);
}

/* Does wt_bar_ref_of read M0 for some barrier instruction of f? Its id (or
 * count) in M0, or s_barrier_init's count. Where none does (every barrier
 * before GFX12), M0's values are not computed: the value analysis over
 * every register is most of the checker's time on a function with barriers. */
static int needs_m0(const asm_program *p, const asm_func *f) {
  for (uint32_t i = f->first_inst; i < f->end_inst; i++) {
    const asm_inst *in = &p->insts[i];
    if (!reads_barrier(in)) continue;
    tg_bar_inst k = tg_bar_inst_of(in->desc->mnemonic);
    if (k == TG_BI_INIT) return 1;
    if (k != TG_BI_WAIT && !tg_bar_id_from_m0(k)) continue;
    const asm_operand *o = first_operand(in);
    if (o && o->kind == ASM_OP_REG && o->reg.first == ASM_UNIT_M0) return 1;
  }
  return 0;
}

static void solve(ctx *c) {
  const asm_func *f = c->f;
  uint32_t n = f->end_inst - f->first_inst;
  c->m0 = ww_xmalloc(sizeof(int64_t) * (n + 1));
  if (needs_m0(c->p, f)) wt_m0_constants(c->p, c->fi, reads_barrier, c->m0);
  else
    for (uint32_t k = 0; k < n; k++) c->m0[k] = -1;
  c->guarded = calloc(f->nblocks ? f->nblocks : 1, 1);
  c->acts = calloc(f->nblocks ? f->nblocks : 1, 1);
  c->entry = calloc(f->nblocks ? f->nblocks : 1, sizeof *c->entry);
  if (!c->guarded || !c->acts || !c->entry) ww_die("out of memory");
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (uint32_t i = f->blocks[b].first; i <= f->blocks[b].last && !c->acts[b]; i++)
      c->acts[b] = (c->p->insts[i].flags & ACTS) != 0;
  isfirst_guards(c->p, f, c->acts, c->guarded);
  state_start(f, &c->entry[0]);
  wt_flow(f, c, transfer, join);
}

/* The last pass: each reached block from its entry, reporting. */
static void final_pass(ctx *c) {
  for (uint32_t b = 0; b < c->f->nblocks; b++) {
    if (!c->entry[b].reached || (!c->visit && !c->acts[b])) continue;
    wt_bar_state s = c->entry[b];
    for (uint32_t i = c->f->blocks[b].first; i <= c->f->blocks[b].last; i++) {
      if (c->visit) c->visit(c->vctx, i, &s);
      if (c->p->insts[i].flags & ACTS) step(c, &s, i, b);
    }
  }
}

static void release(ctx *c) {
  free(c->m0);
  free(c->guarded);
  free(c->acts);
  free(c->entry);
}

void wt_barrier_walk(const asm_program *p, uint32_t fi, void *vctx,
                     void (*visit)(void *ctx, uint32_t inst, const wt_bar_state *before)) {
  if (!p->funcs[fi].nblocks) return;
  ctx c = {.p = p, .f = &p->funcs[fi], .fi = fi, .vctx = vctx, .visit = visit};
  solve(&c);
  final_pass(&c);
  release(&c);
}

/* Merges out->v[first, mid) and [mid, n), each in program order. */
static void merge(wt_check_result *out, uint32_t first, uint32_t mid) {
  uint32_t n = out->n;
  if (mid == first || mid == n) return;
  wt_finding *tmp = ww_xmalloc(sizeof *tmp * (n - first));
  uint32_t a = first, b = mid, k = 0;
  while (a < mid || b < n)
    tmp[k++] = b == n || (a < mid && out->v[a].consumer <= out->v[b].consumer) ? out->v[a++] : out->v[b++];
  memcpy(out->v + first, tmp, sizeof *tmp * (n - first));
  free(tmp);
}

/* The one-wave-per-workgroup -3 signal under an isfirst branch is not divergence. */
static int div_reportable(void *vc, uint32_t barrier) {
  ctx *c = vc;
  wt_bar_ref r;
  wt_bar_ref_of(c->p, &c->p->insts[barrier], c->m0[barrier - c->f->first_inst], &r);
  return !(r.id == TG_BAR_CLUSTER && r.kind == TG_BI_SIGNAL && c->guarded[c->p->inst_block[barrier]]);
}

/* The workgroup and cluster barriers (-1..-4) are dropped when a wave
 * ends; the named ones (0..16) and an unknown id are not. */
static int div_dropped_at_end(void *vc, uint32_t barrier) {
  ctx *c = vc;
  wt_bar_ref r;
  wt_bar_ref_of(c->p, &c->p->insts[barrier], c->m0[barrier - c->f->first_inst], &r);
  return r.id != WT_BAR_ID_UNKNOWN && r.id < TG_BAR_NULL;
}

/* One barrier-divergent finding per cause: at the first barrier, the
 * branch and the value's origin as producers, the other barriers the
 * branch controls in witness[] (NONE past them; `more` beyond those). */
static void div_found(void *vc, uint32_t branch, uint32_t origin, const uint32_t *barriers, uint32_t n) {
  ctx *c = vc;
  if (!c->out || disabled(c->opts, "barrier-divergent")) return;
  wt_bar_ref r;
  wt_bar_ref_of(c->p, &c->p->insts[barriers[0]], c->m0[barriers[0] - c->f->first_inst], &r);
  c->origin = origin;
  uint32_t before = c->out->n;
  report(c, barriers[0], WT_DEP_BAR_DIVERGENT, branch, r.id);
  if (c->out->n == before) return; /* silenced (-w) */
  wt_finding *fd = &c->out->v[c->out->n - 1];
  for (uint32_t k = 0; k < WT_DIV_NAMED; k++) fd->witness[k] = k + 1 < n ? barriers[k + 1] : NONE;
  fd->more = n > WT_DIV_NAMED + 1 ? n - WT_DIV_NAMED - 1 : 0;
}

void wt_barrier_check_function(const asm_program *p, const wt_check_opts *opts, uint32_t fi,
                               wt_check_result *out, uint32_t first) {
  if (!p->funcs[fi].nblocks || !wt_barrier_used(p, fi)) return;
  uint32_t mid = out->n;
  ctx c = {.p = p, .f = &p->funcs[fi], .fi = fi, .opts = opts, .out = NULL};
  solve(&c);
  c.out = out;
  final_pass(&c);
  wt_div_sink sink = {&c, div_reportable, div_dropped_at_end, div_found};
  if (!disabled(opts, "barrier-divergent")) wt_barrier_divergence(p, fi, &sink);
  release(&c);
  merge(out, first, mid);
}

static void keep(void *vctx, uint32_t i, const wt_bar_state *before) {
  wt_bar_state *v = vctx;
  v[i] = *before;
}

wt_bar_state *wt_barrier_states(const asm_program *p, uint32_t fi) {
  const asm_func *f = &p->funcs[fi];
  if (!f->nblocks || !wt_barrier_used(p, fi)) return NULL;
  wt_bar_state *v = calloc(f->end_inst - f->first_inst + 1, sizeof *v);
  if (!v) ww_die("out of memory");
  wt_barrier_walk(p, fi, v - f->first_inst, keep);
  return v;
}
