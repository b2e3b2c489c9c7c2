/*
 * check.c - the checker: replays every block from its fixed-point entry
 * state and reports each instruction that needs an outstanding operation,
 * with the producers, the counters and the weakest wait that fixes it (the
 * wait each producer needs, `after` for in-order queues, merged per counter
 * and clamped to max-1). One finding per consumer instruction, so a loop or
 * a join never reports the same line twice.
 */
#include "check.h"
#include "barrier_rules.h"

#include <stdlib.h>
#include <string.h>

static int listed(const char *const *v, int n, const char *cat) {
  for (int i = 0; i < n; i++)
    if (strcmp(v[i], cat) == 0) return 1;
  return 0;
}

static int disabled(const wt_check_opts *o, const char *cat) {
  return o && listed(o->disabled, o->ndisabled, cat);
}

/* Clang's order: -w, then -Wno-CAT, then -Werror=CAT / -Wno-error=CAT,
 * then -Werror. */
ww_severity wt_check_warning_sev(const wt_check_opts *o, const char *cat) {
  if (!o) return WW_WARNING;
  if (o->no_warnings || disabled(o, cat)) return WW_NOTE;
  if (listed(o->error_cats, o->nerror_cats, cat)) return WW_ERROR;
  if (listed(o->warn_cats, o->nwarn_cats, cat)) return WW_WARNING;
  return o->werror ? WW_ERROR : WW_WARNING;
}

/* Is dependence d of consumer i reported? Not when its category is
 * silenced, nor when a suppression comment allows it there. */
static int silenced(const asm_program *p, const wt_check_opts *o, uint32_t i, wt_dep d) {
  const char *cat = wt_dep_category(d);
  if (disabled(o, cat)) return 1;
  if (wt_dep_severity(d) == WW_WARNING && wt_check_warning_sev(o, cat) == WW_NOTE) return 1;
  return o && o->allows && wt_allows_match(o->allows, p, p->insts[i].line, cat);
}

/* Adds dependence d on producer site to finding fd (wait w fixes it). */
static void add_dep(const wt_check_opts *opts, wt_finding *fd, uint32_t site, wt_dep d, asm_regs r,
                    const tg_wait *w) {
  ww_severity sev = wt_dep_severity(d);
  if (sev == WW_WARNING) sev = wt_check_warning_sev(opts, wt_dep_category(d));
  if (!fd->nproducers || (sev == WW_ERROR && fd->sev != WW_ERROR)) {
    fd->kind = d;
    fd->sev = sev;
  }
  if (fd->nproducers < 4) {
    fd->producer[fd->nproducers] = site;
    fd->dep[fd->nproducers] = d;
    fd->reg[fd->nproducers] = r;
    fd->witness[fd->nproducers] = WT_PHASE_ANY;
    fd->back_edge[fd->nproducers] = UINT32_MAX;
    fd->nproducers++;
  } else {
    fd->more++;
  }
  tg_wait_merge(&fd->fix, w);
}

/* A loop-carried dependence: can the producer reach the consumer only
 * across a back edge? Along a path without one, blocks come in increasing
 * reverse post-order, so that cannot be when the producer's block comes
 * later (or it is later in the same block). Then the back edge named is
 * the innermost one around both: its header no later than the consumer's
 * block, its source no earlier than the producer's. Returns the source
 * block's last instruction (the branch), or UINT32_MAX. */
static uint32_t back_edge_of(const asm_program *p, uint32_t fi, uint32_t prod, uint32_t cons) {
  const asm_func *f = &p->funcs[fi];
  if (prod < f->first_inst || prod >= f->end_inst || !p->inst_block) return UINT32_MAX;
  int32_t pbi = p->inst_block[prod], cbi = p->inst_block[cons];
  if (pbi < 0 || cbi < 0 || (uint32_t)pbi >= f->nblocks || (uint32_t)cbi >= f->nblocks) return UINT32_MAX;
  const asm_block *pb = &f->blocks[pbi], *cb = &f->blocks[cbi];
  if (pb->rpo < cb->rpo || (pb == cb && prod < cons)) return UINT32_MAX;
  uint32_t best = UINT32_MAX, best_h = 0, best_t = UINT32_MAX;
  for (uint32_t t = 0; t < f->nblocks; t++) {
    const asm_block *tb = &f->blocks[t];
    for (int s = 0; s < 2; s++) {
      if (tb->succ[s] < 0) continue;
      const asm_block *hb = &f->blocks[tb->succ[s]];
      if (hb->rpo > tb->rpo || hb->rpo > cb->rpo || tb->rpo < pb->rpo) continue;
      if (best == UINT32_MAX || hb->rpo > best_h || (hb->rpo == best_h && tb->rpo < best_t))
        best = tb->last, best_h = hb->rpo, best_t = tb->rpo;
    }
  }
  return best;
}

/* One function's check: what every block's walk reads. */
typedef struct fn_check {
  const asm_program *p;
  const wt_analysis *a;
  const wt_lds_info *lds;
  const wt_check_opts *opts;
  uint32_t fi;
  /* the calling convention at the entry (entry.c): one finding, at the
   * first instruction that touches a register too early */
  uint32_t efirst;
  uint16_t emissing;
} fn_check;

static void fn_check_init(fn_check *c, const asm_program *p, const wt_analysis *a,
                          const wt_lds_info *lds, const wt_check_opts *opts, uint32_t fi) {
  *c = (fn_check){p, a, lds, opts, fi, UINT32_MAX, 0};
  if (!disabled(opts, "entry-wait")) c->efirst = wt_entry_missing(p, fi, UINT32_MAX, &c->emissing);
}

static void start_finding(wt_finding *fd, uint32_t consumer) {
  memset(fd, 0, sizeof *fd);
  fd->consumer = consumer;
  tg_wait_none(&fd->fix);
}

/* Walks block b from cur (its entry state, reached), appending its
 * findings to out; leaves cur at the block's exit. */
static void check_block(const fn_check *c, uint32_t b, wt_state *cur, wt_check_result *out) {
  const asm_program *p = c->p;
  const wt_lds_info *lds = c->lds;
  const wt_check_opts *opts = c->opts;
  const asm_func *f = &p->funcs[c->fi];
  const asm_block *bl = &f->blocks[b];
  wt_state_regs sr; /* a summary of cur: most instructions skip its scan */
  wt_state_regs_of(p, cur, &sr);
  for (uint32_t i = bl->first; i <= bl->last; i++) {
    if (opts && opts->visit) opts->visit(opts->visit_ctx, i, bl, cur);
    uint32_t n0 = cur->n;
    wt_state_pre(p, cur, i);
    wt_finding fd; /* made when it gets a dependence (most instructions have none) */
    fd.nproducers = 0;
    const asm_inst *in = &p->insts[i];
    int ends = (in->flags & (TG_IF_ENDPGM | TG_IF_RETURN | TG_IF_TAIL_CALL)) != 0;
    wt_consumer_key key;
    if (cur->n) wt_consumer_key_of(p, i, &key); /* (only the scan below reads it) */
    uint32_t scan = cur->n && wt_state_regs_may(&sr, &key) ? cur->n : 0;
    for (uint32_t k = 0; k < scan; k++) {
      if (!wt_may_consume(p, &key, &cur->v[k])) continue;
      asm_regs r;
      tg_wait w;
      wt_dep d = wt_consumes_wait(p, lds, i, &cur->v[k], &r, &w);
      const asm_inst *pi = &p->insts[cur->v[k].site];
      if (!d && ends && (pi->lds_dma || pi->event == TG_EV_ASYNC) &&
          !(cur->v[k].flags & WT_PF_UNMARKED))
        d = WT_DEP_MARK_UNWAITED;
      if (!d || silenced(p, opts, i, d)) continue;
      if (d == WT_DEP_MARK_UNWAITED) wt_wait_for_entry(p->target, &cur->v[k], &w);
      if (!fd.nproducers) start_finding(&fd, i);
      add_dep(opts, &fd, cur->v[k].site, d, r, &w);
      if (fd.nproducers && fd.producer[fd.nproducers - 1] == cur->v[k].site)
        fd.back_edge[fd.nproducers - 1] = back_edge_of(p, c->fi, cur->v[k].site, i);
      if (d == WT_DEP_BARRIER_LDS && fd.nproducers && fd.producer[fd.nproducers - 1] == cur->v[k].site)
        wt_phase_conflict(lds, i, &cur->v[k], &fd.witness[fd.nproducers - 1]);
    }
    if (fd.nproducers) wt_wait_trim_xcnt(p, lds, i, cur, &fd.fix);
    if (i == c->efirst && !silenced(p, opts, i, WT_DEP_ENTRY)) {
      tg_wait w;
      tg_wait_none(&w);
      for (int cn = 0; cn < TG_NCNT; cn++)
        if ((c->emissing >> cn) & 1) w.cnt[cn] = 0;
      if (!fd.nproducers) start_finding(&fd, i);
      add_dep(opts, &fd, f->first_inst, WT_DEP_ENTRY, (asm_regs){0, 0}, &w);
    }
    if (fd.nproducers) {
      WW_VEC_PUSH(out->v, out->n, out->cap, fd);
      if (fd.sev == WW_ERROR) out->nerrors++;
      else out->nwarnings++;
    }
    wt_step(c->a, cur, i);
    if (cur->n < n0 || (in->flags & TG_IF_CALL)) wt_state_regs_of(p, cur, &sr); /* tighter */
    else wt_state_regs_add(p, i, &sr);
  }
}

/* The findings of the blocks whose last visit in the analysis was the
 * checker's own walk (wt_check_analyze), per block of all functions. */
typedef struct block_findings {
  wt_finding *v;
  uint32_t n, cap;
  uint8_t valid;
} block_findings;

static void check_function(const asm_program *p, const wt_analysis *a, const wt_lds_info *lds,
                           const wt_check_opts *opts, uint32_t fi, wt_check_result *out,
                           const fn_check *pre, block_findings *kept) {
  wt_state cur;
  wt_state_init(&cur);
  uint32_t first = out->n;
  fn_check c;
  if (pre) c = *pre;
  else fn_check_init(&c, p, a, lds, opts, fi);
  const asm_func *f = &p->funcs[fi];
  for (uint32_t b = 0; b < f->nblocks; b++) {
    block_findings *k = kept ? &kept[a->block_base[fi] + b] : NULL;
    if (k && k->valid) {
      for (uint32_t j = 0; j < k->n; j++) {
        WW_VEC_PUSH(out->v, out->n, out->cap, k->v[j]);
        if (k->v[j].sev == WW_ERROR) out->nerrors++;
        else out->nwarnings++;
      }
      continue;
    }
    wt_state_copy(&cur, wt_block_entry(a, fi, b));
    if (!cur.reached) continue;
    check_block(&c, b, &cur, out);
  }
  wt_state_free(&cur);
  if (!opts || !opts->no_barrier_rules) wt_barrier_check_function(p, opts, fi, out, first);
}

void wt_check_function(const asm_program *p, const wt_analysis *a, const wt_lds_info *lds,
                       const wt_check_opts *opts, uint32_t fi, wt_check_result *out) {
  memset(out, 0, sizeof *out);
  check_function(p, a, lds, opts, fi, out, NULL, NULL);
}

typedef struct check_job {
  const asm_program *p;
  const wt_analysis *a;
  const wt_lds_info *lds;
  const wt_check_opts *opts;
  uint32_t f0, f1;
  wt_check_result res;
  const fn_check *pre;
  block_findings *kept;
} check_job;

static void *check_range(void *arg) {
  check_job *j = arg;
  for (uint32_t fi = j->f0; fi < j->f1; fi++)
    check_function(j->p, j->a, j->lds, j->opts, fi, &j->res, j->pre ? &j->pre[fi] : NULL, j->kept);
  return NULL;
}

/* Functions are checked independently (big programs on several threads);
 * the findings come out in program order either way. */
static void check_all(const asm_program *p, const wt_analysis *a, const wt_lds_info *lds,
                      const wt_check_opts *opts, wt_check_result *out, const fn_check *pre,
                      block_findings *kept) {
  memset(out, 0, sizeof *out);
  uint32_t bounds[WW_MAX_THREADS + 1];
  int nt = asm_func_ranges(p, bounds, WW_MAX_THREADS);
  if (nt <= 1) {
    for (uint32_t fi = 0; fi < p->nfuncs; fi++)
      check_function(p, a, lds, opts, fi, out, pre ? &pre[fi] : NULL, kept);
    return;
  }
  check_job jobs[WW_MAX_THREADS];
  memset(jobs, 0, sizeof jobs);
  for (int t = 0; t < nt; t++) {
    jobs[t] = (check_job){p, a, lds, opts, bounds[t], bounds[t + 1], {0}, pre, kept};
  }
  ww_run_jobs(check_range, jobs, sizeof jobs[0], nt);
  for (int t = 0; t < nt; t++) {
    for (uint32_t k = 0; k < jobs[t].res.n; k++) WW_VEC_PUSH(out->v, out->n, out->cap, jobs[t].res.v[k]);
    out->nerrors += jobs[t].res.nerrors;
    out->nwarnings += jobs[t].res.nwarnings;
    wt_check_result_free(&jobs[t].res);
  }
}

void wt_check(const asm_program *p, const wt_analysis *a, const wt_lds_info *lds,
              const wt_check_opts *opts, wt_check_result *out) {
  check_all(p, a, lds, opts, out, NULL, NULL);
}

/* wt_check_analyze's walker: a block's findings on the analysis' visit. */
typedef struct riding {
  fn_check *fns;
  block_findings *kept;
  const uint32_t *block_base;
} riding;

static void ride_walk(void *ctx, uint32_t fi, uint32_t b, wt_state *s) {
  riding *r = ctx;
  block_findings *k = &r->kept[r->block_base[fi] + b];
  wt_check_result res = {0};
  res.v = k->v, res.cap = k->cap;
  check_block(&r->fns[fi], b, s, &res);
  k->v = res.v, k->n = res.n, k->cap = res.cap;
  k->valid = 1;
}

static void ride_stale(void *ctx, uint32_t fi, uint32_t b) {
  riding *r = ctx;
  r->kept[r->block_base[fi] + b].valid = 0;
}

void wt_check_analyze(const asm_program *p, wt_analysis *a, const wt_lds_info *lds,
                      const wt_check_opts *opts, wt_check_result *out) {
  if (opts && (opts->visit || opts->allows)) { /* (an allow is marked used by each match) */
    wt_analyze(p, a);
    wt_check(p, a, lds, opts, out);
    return;
  }
  uint32_t nb = 0;
  for (uint32_t fi = 0; fi < p->nfuncs; fi++) nb += p->funcs[fi].nblocks;
  riding r = {ww_xmalloc(sizeof(fn_check) * (p->nfuncs ? p->nfuncs : 1)),
              calloc(nb ? nb : 1, sizeof(block_findings)), NULL};
  if (!r.kept) ww_die("out of memory");
  /* (a is not analysed yet: the checker's walk reads only its call slots) */
  for (uint32_t fi = 0; fi < p->nfuncs; fi++) fn_check_init(&r.fns[fi], p, a, lds, opts, fi);
  uint32_t *base = ww_xmalloc(sizeof(uint32_t) * (p->nfuncs + 1));
  for (uint32_t fi = 0, n = 0; fi <= p->nfuncs; fi++) {
    base[fi] = n;
    if (fi < p->nfuncs) n += p->funcs[fi].nblocks;
  }
  r.block_base = base;
  wt_block_walker w = {ride_walk, ride_stale, &r};
  wt_analyze_with(p, a, &w);
  check_all(p, a, lds, opts, out, r.fns, r.kept);
  for (uint32_t k = 0; k < nb; k++) free(r.kept[k].v);
  free(r.kept);
  free(r.fns);
  free(base);
}

void wt_check_error_limit(wt_check_result *r, uint32_t limit) {
  if (!limit) return;
  uint32_t errors = 0;
  for (uint32_t k = 0; k < r->n; k++) {
    if (r->v[k].sev != WW_ERROR) continue;
    if (++errors > limit) {
      r->error_limited = 1;
      r->nerrors = limit, r->nwarnings = 0;
      for (uint32_t j = 0; j < k; j++) r->nwarnings += r->v[j].sev == WW_WARNING;
      r->n = k;
      r->nstale = 0; /* stopping: nothing after */
      return;
    }
  }
  for (uint32_t k = 0; k < r->nstale; k++) {
    if (r->stale[k].sev != WW_ERROR) continue;
    if (++errors > limit) {
      r->error_limited = 1;
      r->nerrors = limit;
      r->nwarnings = 0;
      for (uint32_t j = 0; j < r->n; j++) r->nwarnings += r->v[j].sev == WW_WARNING;
      for (uint32_t j = 0; j < k; j++) r->nwarnings += r->stale[j].sev == WW_WARNING;
      r->nstale = k;
      return;
    }
  }
}

void wt_check_result_free(wt_check_result *r) {
  free(r->stale);
  free(r->v);
  memset(r, 0, sizeof *r);
}

/* The register a base symbol (values.c: -(site * 128 + slot + 1)) is the
 * value of, and where it got it. */
static void base_name(const asm_program *p, int32_t bsym, int where, ww_buf *b) {
  uint32_t k = (uint32_t)(-(int64_t)bsym - 1), site = k / 128, slot = k % 128;
  if (slot == 127) ww_buf_puts(b, "m0");
  else ww_buf_printf(b, "s%u", slot);
  if (!where) return;
  if (site >= p->ninsts) ww_buf_puts(b, " at the function's entry");
  else ww_buf_printf(b, " as line %u left it", p->insts[site].line + 1);
}

static void lds_range(const asm_program *p, const wt_lds_info *lds, uint32_t i, ww_buf *b) {
  if (!lds || !lds->lo || lds->lo[i] > lds->hi[i]) return;
  if (lds->lo[i] == 0 && lds->hi[i] >= 0xffffffffu && lds->bsym && lds->bsym[i] < 0) {
    ww_buf_puts(b, " [");
    base_name(p, lds->bsym[i], 0, b);
    ww_buf_printf(b, "%+lld, ", (long long)lds->blo[i]);
    base_name(p, lds->bsym[i], 0, b);
    ww_buf_printf(b, "%+lld]", (long long)lds->bhi[i]);
  } else if (lds->lo[i] == 0 && lds->hi[i] >= 0xffffffffu) {
    ww_buf_puts(b, " [unknown address]");
  } else {
    ww_buf_printf(b, " [%llu, %llu]", (unsigned long long)lds->lo[i],
                  (unsigned long long)lds->hi[i]);
  }
}

/* The counters a finding is about: xcnt alone for a register the producer
 * still reads, its completion counters otherwise. */
static uint16_t dep_counters(const tg_target *t, const asm_inst *pr, wt_dep d) {
  uint16_t x = (uint16_t)(1u << TG_CNT_X), cm = t->ev_counters[pr->event];
  return wt_dep_xcnt(d) ? (uint16_t)(cm & x) : (uint16_t)(cm & ~x);
}

static void counters_of(const asm_program *p, uint32_t site, wt_dep d, ww_buf *b) {
  const tg_target *t = p->target;
  uint16_t cm = dep_counters(t, &p->insts[site], d);
  int any = 0;
  for (int c = 0; c < TG_NCNT; c++)
    if ((cm >> c) & 1) {
      ww_buf_printf(b, "%s%s", any ? " and " : "", t->cnt_name[c]);
      any = 1;
    }
}

/* "vmcnt, expcnt and lgkmcnt": the counters a wait waits for 0 on. */
static void fix_counters(const tg_target *t, const tg_wait *w, ww_buf *b) {
  int n = 0, total = 0;
  for (int c = 0; c < TG_NCNT; c++) total += w->cnt[c] == 0;
  for (int c = 0; c < TG_NCNT; c++)
    if (w->cnt[c] == 0) {
      n++;
      ww_buf_printf(b, "%s%s", n == 1 ? "" : n == total ? " and " : ", ", t->cnt_name[c]);
    }
}

static void one_line_wait(const tg_target *t, const tg_wait *w, ww_buf *b) {
  size_t start = b->len;
  tg_wait_print(t, w, b);
  for (size_t i = start; i < b->len; i++)
    if (b->data[i] == '\n') b->data[i] = ';';
    else if (b->data[i] == '\t') b->data[i] = ' ';
}

/* "reads v1 before the global_load_dword at line 9 has completed" */
static void describe_dep(const asm_program *p, const wt_lds_info *lds, const wt_finding *f, int k,
                         ww_buf *b);

/* The dependence, and for a loop-carried one where its producer comes from. */
void wt_check_describe(const asm_program *p, const wt_lds_info *lds, const wt_finding *f, int k,
                       ww_buf *b) {
  describe_dep(p, lds, f, k, b);
  if (f->back_edge[k] != UINT32_MAX)
    ww_buf_printf(b, " (from the previous iteration, across the back edge at line %u)",
                  p->insts[f->back_edge[k]].line + 1);
}

/* The note at the branch of a loop-carried dependence's back edge. */
void wt_check_back_edge_note(const asm_program *p, const wt_finding *f, int k, ww_buf *b) {
  const asm_inst *pr = &p->insts[f->producer[k]];
  ww_buf_printf(b, "back edge to the next iteration: the '%s' at line %u may still be outstanding "
                   "here",
                pr->desc->mnemonic, pr->line + 1);
}

static void describe_dep(const asm_program *p, const wt_lds_info *lds, const wt_finding *f, int k,
                         ww_buf *b) {
  const asm_inst *c = &p->insts[f->consumer], *pr = &p->insts[f->producer[k]];
  uint32_t pl = pr->line + 1;
  switch (f->dep[k]) {
  case WT_DEP_READ:
  case WT_DEP_OVERWRITE:
    ww_buf_printf(b, "'%s' %s ", c->desc->mnemonic, wt_dep_text(f->dep[k]));
    asm_regs_name(f->reg[k], b);
    ww_buf_printf(b, " before the '%s' at line %u that writes it has completed",
                  pr->desc->mnemonic, pl);
    break;
  case WT_DEP_XLATE:
    ww_buf_printf(b, "'%s' overwrites ", c->desc->mnemonic);
    asm_regs_name(f->reg[k], b);
    ww_buf_printf(b, " while the '%s' at line %u may still read it (its address is not yet "
                     "translated: %s)",
                  pr->desc->mnemonic, pl, p->target->cnt_name[TG_CNT_X]);
    break;
  case WT_DEP_LDS_DMA:
  case WT_DEP_LDS_DMA_MAY:
  case WT_DEP_LDS_WAR:
    ww_buf_printf(b, "'%s' %s LDS", c->desc->mnemonic,
                  c->writes_lds && !c->reads_lds ? "writes" : "accesses");
    lds_range(p, lds, f->consumer, b);
    ww_buf_printf(b, " that the %s '%s' at line %u may still be %s", pr->lds_dma ? "LDS DMA" : "asynchronous",
                  pr->desc->mnemonic, pl, f->dep[k] == WT_DEP_LDS_WAR ? "reading" : "writing");
    lds_range(p, lds, f->producer[k], b);
    if (lds && lds->lo) {
      ww_buf_puts(b, " (may overlap");
      if (lds->bsym && lds->bsym[f->consumer] < 0 && lds->lo[f->consumer] == 0 &&
          lds->hi[f->consumer] >= 0xffffffffu) {
        ww_buf_puts(b, "; ");
        base_name(p, lds->bsym[f->consumer], 1, b);
      }
      ww_buf_puts(b, ")");
    }
    break;
  case WT_DEP_RETURN:
    ww_buf_printf(b, "return with the '%s' at line %u outstanding (callers assume a callee returns "
                     "with every counter drained but the stores' own)", pr->desc->mnemonic, pl);
    break;
  case WT_DEP_BARRIER_DRAIN:
    ww_buf_printf(b, "'%s' with the '%s' at line %u outstanding: %s has no back-off barrier, "
                     "nothing may be outstanding at s_barrier",
                  c->desc->mnemonic, pr->desc->mnemonic, pl, p->target->name);
    break;
  case WT_DEP_REPLAY:
    ww_buf_printf(b, "'%s' must not be repeated (an atomic read-modify-write), "
                     "but the '%s' at line %u may still fail address translation (%s), and the "
                     "replay would repeat it",
                  c->desc->mnemonic, pr->desc->mnemonic, pl, p->target->cnt_name[TG_CNT_X]);
    break;
  case WT_DEP_MARK_UNWAITED:
    ww_buf_printf(b, "'%s' ends the function while the async copy '%s' at line %u, covered by an "
                     "s_asyncmark, may be outstanding: no s_wait_asyncmark waits for it",
                  c->desc->mnemonic, pr->desc->mnemonic, pl);
    break;
  case WT_DEP_ENTRY: {
    const asm_func *fn = &p->funcs[0];
    for (uint32_t fi = 0; fi < p->nfuncs; fi++)
      if (p->funcs[fi].first_inst == f->producer[k]) fn = &p->funcs[fi];
    ww_buf_printf(b, "'%s' before '%.*s' has waited for its caller's operations: it may be "
                     "called from outside this file with loads in flight (LLVM's callee waits at "
                     "its entry)",
                  c->desc->mnemonic, (int)fn->name_len, fn->name);
    break;
  }
  case WT_DEP_FENCE_ACQUIRE:
    ww_buf_printf(b, "cache invalidate '%s' (an acquire) before the load '%s' at line %u has "
                     "completed: later loads may see data older than it",
                  c->desc->mnemonic, pr->desc->mnemonic, pl);
    break;
  case WT_DEP_FENCE_RELEASE:
    ww_buf_printf(b, "'%s' after a release (cache writeback) before the '%s' at line %u it "
                     "releases has completed",
                  c->desc->mnemonic, pr->desc->mnemonic, pl);
    break;
  case WT_DEP_BARRIER_LDS:
    ww_buf_printf(b, "workgroup barrier '%s' with the LDS write '%s' at line %u outstanding: ",
                  c->desc->mnemonic, pr->desc->mnemonic, pl);
    if (f->witness[k] == WT_PHASE_ANY)
      ww_buf_puts(b, "other waves may touch its LDS after the barrier");
    else
      ww_buf_printf(b, "other waves may touch its LDS after the barrier ('%s' at line %u)",
                    p->insts[f->witness[k]].desc->mnemonic, p->insts[f->witness[k]].line + 1);
    break;
  default:
    break;
  }
}

/* The note at a finding's k-th producer. */
void wt_check_note(const asm_program *p, const wt_lds_info *lds, const wt_finding *f, int k,
                   ww_buf *b) {
  const asm_inst *pr = &p->insts[f->producer[k]];
  if (k > 0) {
    wt_check_describe(p, lds, f, k, b);
    ww_buf_puts(b, "; ");
  }
  if (f->dep[k] == WT_DEP_ENTRY) {
    ww_buf_puts(b, "the function is entered here, its caller's operations possibly outstanding on ");
    fix_counters(p->target, &f->fix, b);
  } else {
    ww_buf_printf(b, "'%s' issued here, outstanding on ", pr->desc->mnemonic);
    counters_of(p, f->producer[k], f->dep[k], b);
  }
}

void wt_check_fix_text(const tg_target *t, const tg_wait *w, ww_buf *b) { one_line_wait(t, w, b); }

/* "file:line:col: warning: ... [-Wunused-suppression]" for a stale allow. */
void wt_check_stale_message(const asm_program *p, const wt_stale_allow *s, ww_buf *b) {
  const char *t = asm_line_text(p, s->line) + s->col;
  if (!s->known)
    ww_buf_printf(b, "'waitwise: allow' names '%.*s', which is no category of check", (int)s->len, t);
  else
    ww_buf_printf(b, "'waitwise: allow(%.*s)' suppresses nothing: no '%.*s' finding on line %u",
                  (int)s->len, t, (int)s->len, t, s->target + 1);
}

void wt_check_report(const asm_program *p, const wt_lds_info *lds, const wt_check_result *r,
                     ww_diags *d) {
  ww_buf b = {0};
  for (uint32_t i = 0; i < r->n; i++) {
    const wt_finding *f = &r->v[i];
    const asm_inst *c = &p->insts[f->consumer];
    if (wt_barrier_report(p, f, d)) continue;
    b.len = 0;
    wt_check_describe(p, lds, f, 0, &b);
    if (b.data) b.data[b.len] = 0;
    size_t before = d->n;
    ww_diag_add(d, f->sev, asm_line_loc(p, c->line, c->mnem_off), (int)c->mnem_len, "%s", b.data);
    if (d->n == before) continue; /* over the limit */
    d->v[d->n - 1].category = wt_dep_category(f->kind);
    for (int k = 0; k < f->nproducers; k++) {
      const asm_inst *pr = &p->insts[f->producer[k]];
      b.len = 0;
      wt_check_note(p, lds, f, k, &b);
      ww_diag_add(d, WW_NOTE, asm_line_loc(p, pr->line, pr->mnem_off), (int)pr->mnem_len, "%s",
                  b.data);
      if (f->back_edge[k] != UINT32_MAX) {
        const asm_inst *br = &p->insts[f->back_edge[k]];
        b.len = 0;
        wt_check_back_edge_note(p, f, k, &b);
        ww_diag_add(d, WW_NOTE, asm_line_loc(p, br->line, br->mnem_off), (int)br->mnem_len, "%s",
                    b.data);
      }
    }
    if (f->more)
      ww_diag_add(d, WW_NOTE, asm_line_loc(p, c->line, c->mnem_off), 0,
                  "and %u more outstanding operations", f->more);
    b.len = 0;
    one_line_wait(p->target, &f->fix, &b);
    ww_diag_add(d, WW_NOTE, asm_line_loc(p, c->line, c->mnem_off), 0,
                "the weakest wait that fixes it, before this instruction: %s", b.data);
  }
  for (uint32_t i = 0; i < r->nstale; i++) {
    const wt_stale_allow *s = &r->stale[i];
    b.len = 0;
    wt_check_stale_message(p, s, &b);
    size_t before = d->n;
    ww_diag_add(d, s->sev, asm_line_loc(p, s->line, s->col), (int)s->len, "%s", b.data);
    if (d->n > before) d->v[d->n - 1].category = WT_CAT_UNUSED_ALLOW;
  }
  ww_buf_free(&b);
}

void wt_check_json_origin(const asm_program *p, uint32_t li, ww_buf *out) {
  unsigned long long off;
  const char *fn = ww_source_origin(p->src, (int)li + 1, &off);
  if (!fn) {
    ww_buf_puts(out, ",\"function\":null,\"offset\":null");
    return;
  }
  ww_buf_puts(out, ",\"function\":");
  ww_buf_json_str(out, fn, strlen(fn));
  ww_buf_printf(out, ",\"offset\":%llu", off);
}

void wt_check_report_json(const asm_program *p, const wt_lds_info *lds, const wt_check_result *r,
                          ww_buf *out) {
  ww_buf b = {0};
  const tg_target *t = p->target;
  for (uint32_t i = 0; i < r->n; i++) {
    const wt_finding *f = &r->v[i];
    if (wt_barrier_report_json(p, f, out)) continue;
    const asm_inst *c = &p->insts[f->consumer];
    const asm_line *cl = &p->lines[c->line];
    b.len = 0;
    wt_check_describe(p, lds, f, 0, &b);
    ww_buf_printf(out, "{\"schema\":\"%s\",\"file\":", WT_CHECK_SCHEMA);
    ww_buf_json_str(out, p->src->name, strlen(p->src->name));
    ww_buf_printf(out, ",\"target\":\"%s\",\"line\":%u,\"col\":%u", t->name, c->line + 1,
                  c->mnem_off + 1);
    wt_check_json_origin(p, c->line, out);
    ww_buf_printf(out, ",\"severity\":\"%s\",\"category\":\"%s\"",
                  f->sev == WW_ERROR ? "error" : "warning", wt_dep_category(f->kind));
    ww_buf_puts(out, ",\"message\":");
    ww_buf_json_str(out, b.data, b.len);
    ww_buf_printf(out, ",\"consumer\":{\"line\":%u", c->line + 1);
    wt_check_json_origin(p, c->line, out);
    ww_buf_puts(out, ",\"text\":");
    ww_buf_json_str(out, asm_line_text(p, c->line) + cl->stmt_off, cl->stmt_len);
    ww_buf_puts(out, "},\"producers\":[");
    for (int k = 0; k < f->nproducers; k++) {
      const asm_inst *pr = &p->insts[f->producer[k]];
      const asm_line *pl = &p->lines[pr->line];
      ww_buf_printf(out, "%s{\"line\":%u", k ? "," : "", pr->line + 1);
      wt_check_json_origin(p, pr->line, out);
      ww_buf_puts(out, ",\"text\":");
      ww_buf_json_str(out, asm_line_text(p, pr->line) + pl->stmt_off, pl->stmt_len);
      ww_buf_printf(out, ",\"dependence\":\"%s\",\"register\":", wt_dep_text(f->dep[k]));
      if (f->reg[k].count) {
        b.len = 0;
        asm_regs_name(f->reg[k], &b);
        ww_buf_json_str(out, b.data, b.len);
      } else {
        ww_buf_puts(out, "null");
      }
      ww_buf_puts(out, ",\"counters\":[");
      uint16_t cm = dep_counters(t, pr, f->dep[k]);
      if (f->dep[k] == WT_DEP_ENTRY)
        for (int cc = 0; cc < TG_NCNT; cc++) cm = (uint16_t)(f->fix.cnt[cc] == 0 ? cm | (1u << cc) : cm & ~(1u << cc));
      for (int cc = 0, any = 0; cc < TG_NCNT; cc++)
        if ((cm >> cc) & 1) {
          ww_buf_printf(out, "%s\"%s\"", any ? "," : "", t->cnt_name[cc]);
          any = 1;
        }
      ww_buf_puts(out, "]");
      if (f->back_edge[k] != UINT32_MAX)
        ww_buf_printf(out, ",\"back_edge_line\":%u}", p->insts[f->back_edge[k]].line + 1);
      else
        ww_buf_puts(out, ",\"back_edge_line\":null}");
    }
    ww_buf_printf(out, "],\"more_producers\":%u,\"fix\":{\"wait\":", f->more);
    b.len = 0;
    one_line_wait(t, &f->fix, &b);
    ww_buf_json_str(out, b.data, b.len);
    ww_buf_puts(out, ",\"counts\":{");
    for (int cc = 0, any = 0; cc < TG_NCNT; cc++)
      if (f->fix.cnt[cc] >= 0) {
        ww_buf_printf(out, "%s\"%s\":%d", any ? "," : "", t->cnt_name[cc], f->fix.cnt[cc]);
        any = 1;
      }
    ww_buf_printf(out, "},\"before_line\":%u}}\n", c->line + 1);
  }
  for (uint32_t i = 0; i < r->nstale; i++) {
    const wt_stale_allow *s = &r->stale[i];
    const asm_line *sl = &p->lines[s->line];
    ww_buf_printf(out, "{\"schema\":\"%s\",\"file\":", WT_CHECK_SCHEMA);
    ww_buf_json_str(out, p->src->name, strlen(p->src->name));
    ww_buf_printf(out, ",\"target\":\"%s\",\"line\":%u,\"col\":%u", t->name, s->line + 1, s->col + 1);
    wt_check_json_origin(p, s->line, out);
    ww_buf_printf(out, ",\"severity\":\"%s\",\"category\":\"%s\"", s->sev == WW_ERROR ? "error" : "warning",
                  WT_CAT_UNUSED_ALLOW);
    b.len = 0;
    wt_check_stale_message(p, s, &b);
    ww_buf_puts(out, ",\"message\":");
    ww_buf_json_str(out, b.data, b.len);
    ww_buf_printf(out, ",\"consumer\":{\"line\":%u", s->line + 1);
    wt_check_json_origin(p, s->line, out);
    ww_buf_puts(out, ",\"text\":");
    ww_buf_json_str(out, asm_line_text(p, s->line), sl->len);
    ww_buf_puts(out, "},\"producers\":[],\"more_producers\":0,\"fix\":null}\n");
  }
  ww_buf_free(&b);
}
