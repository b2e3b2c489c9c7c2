/*
 * machine.c - the machine's life: the waves and buffer instances of a
 * kernel, its inputs, its results, and mc_run_kernel (see machine.h for the
 * model), which is the machine with one wave stepped to its end.
 *
 * The machine is one data structure for one wave and for many: a shared
 * world (buffer instances: global buffers once, shared ones per workgroup,
 * local ones per wave; the outstanding ops of every wave; the calls) and
 * the waves (their scalars, statement stacks and async queues, mc_wave).
 * A wave advances one statement per mc_wave_step (step.c); `run` steps its
 * one wave until it ends, the verifier (src/verify) chooses which wave
 * steps next and saves and restores whole states (snapshot.c).
 */
#include "machine_internal.h"

#include "../kir/walk.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---- locations and loop variables ---- */

void mc_loops_snapshot(const mc_machine *m, mc_loops *out) {
  const mc_wave *w = m->w;
  int n = w->nloops < MC_NOTE_LOOPS ? w->nloops : MC_NOTE_LOOPS;
  out->n = n;
  /* The innermost n loop frames, outermost first. */
  int k = n;
  for (int f = w->nframes - 1; f >= 0 && k > 0; f--) {
    const kir_stmt *s = w->frames[f].s;
    if (!s || s->kind != KS_FOR) continue;
    k--;
    out->var[k] = s->u.loop.var;
    out->val[k] = w->env[s->u.loop.var->id].i;
  }
}

void mc_loops_format(ww_buf *b, const mc_loops *l) {
  for (int i = 0; i < l->n; i++)
    ww_buf_printf(b, "%s%s = %lld", i ? ", " : " (", l->var[i]->name, (long long)l->val[i]);
  if (l->n) ww_buf_putc(b, ')');
}

static int is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* `B[i, 0:4]` from its first byte: the name and its bracketed indices
 * (measured in the text when the parser did not record the width). */
int mc_access_len(const mc_machine *m, const kir_access *a) {
  (void)m;
  if (a->len > 0) return a->len;
  const ww_source *src = a->loc.src;
  if (!src || a->loc.line <= 0) return 1;
  size_t p = a->loc.off + (size_t)(a->loc.col - 1), start = p;
  while (p < src->len && is_name_char(src->text[p])) p++;
  if (p < src->len && src->text[p] == '[') {
    int depth = 0;
    for (; p < src->len && src->text[p] != '\n'; p++) {
      if (src->text[p] == '[') depth++;
      else if (src->text[p] == ']' && --depth == 0) {
        p++;
        break;
      }
    }
  }
  return p > start ? (int)(p - start) : 1;
}

int mc_expr_len(const mc_machine *m, const kir_expr *e) {
  (void)m;
  return e->len > 0 ? e->len : 1;
}

/* The error, its notes (the op moving data, or the loop variables), and the
 * end of the run. */
WW_NORETURN static void end_run(mc_machine *m, mc_violation_kind kind, ww_loc loc, int len, const char *fmt,
                                va_list ap) {
  ww_diag_vadd(m->out.d, WW_ERROR, loc, len, fmt, ap);
  if (kind == MC_V_UB) m->out.d->v[m->out.d->n - 1].category = "undefined-behaviour";
  if (kind == MC_V_DEADLOCK) m->out.d->v[m->out.d->n - 1].category = "deadlock";
  if (!m->out.violation) m->out.violation = kind;
  ww_buf t = {0};
  ww_loc none = {m->cfg.src, 0, 0, 0};
  if (m->tmp.moving) {
    /* The error is the op's (its operands or its store), the moment is now. */
    ww_buf_printf(&t, "the %s issued at %d:%d", mc_op_kind_name(m->tmp.moving), m->tmp.moving->stmt->loc.line,
                  m->tmp.moving->stmt->loc.col);
    mc_loops_format(&t, &m->tmp.moving->loops);
    if (m->w->cur_stmt) {
      ww_buf_puts(&t, " moved its data here");
      ww_diag_add(m->out.d, WW_NOTE, m->w->cur_stmt->loc, m->w->cur_stmt->len, "%s", t.data);
    } else
      ww_diag_add(m->out.d, WW_NOTE, none, 0, "%s moved its data at the end of the kernel", t.data);
  } else if (m->w->nloops) {
    mc_loops l;
    mc_loops_snapshot(m, &l);
    mc_loops_format(&t, &l);
    /* " (i = 1, j = 2)" -> "when i = 1, j = 2" */
    t.data[t.len - 1] = 0;
    ww_diag_add(m->out.d, WW_NOTE, none, 0, "%swhen %s", m->cfg.nwaves > 1 ? "in this wave, " : "", t.data + 2);
  }
  ww_buf_free(&t);
  longjmp(m->fail, 1);
}

void mc_fail(mc_machine *m, ww_loc loc, int len, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  end_run(m, MC_V_ERROR, loc, len, fmt, ap);
}

void mc_violation(mc_machine *m, mc_violation_kind kind, ww_loc loc, int len, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  end_run(m, kind, loc, len, fmt, ap);
}

/* ---- what run executes ---- */

/* One wave of one workgroup, and what the model allows. */
static int check_run(const kir_kernel *k, ww_diags *d) {
  int n = 0;
  if (k->waves > 1) {
    ww_diag_add(d, WW_ERROR, k->waves_loc, 0,
                "waves(%d): run executes one wave; 'waitwise verify' runs several, in every interleaving", k->waves);
    n++;
  }
  if (k->cluster > 1) {
    ww_diag_add(d, WW_ERROR, k->cluster_loc, 0,
                "cluster(%d): run executes one workgroup; 'waitwise verify' runs several", k->cluster);
    n++;
  }
  return n + mc_sync_check(k, NULL, d);
}

/* ---- the machine ---- */

typedef struct decls {
  const kir_buf **v;       /* by kir_buf id */
} decls;

static void decl_access(kir_walker *wk, kir_buf *b, kir_access *acc, kir_role role) {
  (void)acc;
  (void)role;
  ((decls *)wk->ctx)->v[b->id] = b;
}

static int decl_enter(kir_walker *wk, kir_stmt *s) {
  if (s->kind == KS_ALLOC) ((decls *)wk->ctx)->v[s->u.alloc->id] = s->u.alloc;
  return 1;
}

/* Instances of each buffer: global buffers once, shared ones per workgroup,
 * local ones per wave. */
static void plan_instances(mc_machine *m) {
  const kir_kernel *k = m->cfg.k;
  int n = k->nbufs ? k->nbufs : 1;
  decls D = {ww_xmalloc((size_t)n * sizeof *D.v)};
  memset(D.v, 0, (size_t)n * sizeof *D.v);
  for (int i = 0; i < k->nparams; i++)
    if (k->params[i].kind == KIR_PARAM_BUF) D.v[k->params[i].buf->id] = k->params[i].buf;
  kir_walker w = {decl_enter, NULL, NULL, decl_access, NULL, &D};
  kir_walk_const_block(&w, &k->body);
  m->sh.inst = ww_xmalloc((size_t)n * sizeof *m->sh.inst);
  int total = 0;
  for (int i = 0; i < k->nbufs; i++) {
    m->sh.inst[i] = total;
    const kir_buf *b = D.v[i];
    total += !b || b->scope == KIR_GLOBAL ? 1 : b->scope == KIR_SHARED ? m->cfg.nwg : m->cfg.nwaves;
  }
  m->sh.nbufs = total;
  m->sh.bufs = ww_xmalloc((size_t)(total ? total : 1) * sizeof *m->sh.bufs);
  memset(m->sh.bufs, 0, (size_t)(total ? total : 1) * sizeof *m->sh.bufs);
  for (int i = 0; i < k->nbufs; i++)
    for (int j = m->sh.inst[i]; j < (i + 1 < k->nbufs ? m->sh.inst[i + 1] : total); j++) m->sh.bufs[j].decl = D.v[i];
  free(D.v);
}

void mc_machine_init(mc_machine *m, const kir_kernel *k, int nwg, const mc_run_options *opt,
                     mc_run_result *res, ww_diags *d) {
  memset(m, 0, sizeof *m);
  m->cfg.k = k;
  m->cfg.opt = *opt;
  m->out.d = d;
  m->cfg.src = k->loc.src;
  m->out.res = res;
  m->cfg.record_events = 1;
  m->cfg.nwg = nwg;
  m->cfg.nwaves = k->waves * nwg;
  m->waves = ww_xmalloc((size_t)m->cfg.nwaves * sizeof *m->waves);
  memset(m->waves, 0, (size_t)m->cfg.nwaves * sizeof *m->waves);
  size_t nvars = (size_t)(k->nvars ? k->nvars : 1);
  for (int i = 0; i < m->cfg.nwaves; i++) {
    mc_wave *w = &m->waves[i];
    w->id = i;
    w->wg = i / k->waves;
    w->env = ww_xmalloc(nvars * sizeof *w->env);
    memset(w->env, 0, nvars * sizeof *w->env);
    w->marks.id = -1;
    w->rng = opt->seed * UINT64_C(0x9e3779b97f4a7c15) + UINT64_C(0x2545f4914f6cdd1d) + (uint64_t)i;
    if (!w->rng) w->rng = 1;
  }
  mc_enter_wave(m, &m->waves[0]);
  m->cfg.hb = m->cfg.nwaves > 1;
  plan_instances(m);
  mc_sync_init(m);
}

void mc_machine_free(mc_machine *m) {
  mc_async_free(m);
  mc_buffers_free(m);
  mc_races_free(m);
  mc_callees_free(m);
  mc_runs_free(&m->tmp.tmp_reads);
  mc_runs_free(&m->tmp.tmp_writes);
  free(m->tmp.scratch);
  mc_sync_free(m);
  for (int i = 0; i < m->cfg.nwaves; i++) {
    free(m->waves[i].events);
    free(m->waves[i].frames);
    free(m->waves[i].env);
  }
  free(m->waves);
}

void mc_load_inputs(mc_machine *m, const mc_inputs *in) {
  const kir_kernel *k = m->cfg.k;
  for (int i = 0; i < m->cfg.nwaves; i++) {
    mc_wave *w = &m->waves[i];
    if (k->wave_id) w->env[k->wave_id->id].i = i % k->waves;
    if (k->num_waves) w->env[k->num_waves->id].i = k->waves;
    if (k->workgroup_id) w->env[k->workgroup_id->id].i = w->wg;
    if (k->num_workgroups) w->env[k->num_workgroups->id].i = m->cfg.nwg;
    for (int j = 0; j < in->nscalars; j++) w->env[in->scalars[j].var->id] = in->scalars[j].value;
  }
  for (int i = 0; i < in->nbuffers; i++) {
    const mc_run_buffer *ib = &in->buffers[i];
    mc_buffer_create(m, ib->decl, ib->ndim, ib->dims, ib->decl->loc, (int)strlen(ib->name));
    mc_buffer *b = &m->sh.bufs[m->sh.inst[ib->decl->id]];
    if (ib->n) memcpy(b->data, ib->data, (size_t)ib->n * sizeof *b->data);
  }
}

static void take_results(mc_machine *m, mc_run_result *res) {
  const kir_kernel *k = m->cfg.k;
  int n = 0;
  for (int i = 0; i < k->nparams; i++) n += k->params[i].kind == KIR_PARAM_BUF;
  res->buffers = ww_xmalloc((size_t)(n ? n : 1) * sizeof *res->buffers);
  for (int i = 0; i < k->nparams; i++) {
    if (k->params[i].kind != KIR_PARAM_BUF) continue;
    const mc_buffer *b = &m->sh.bufs[m->sh.inst[k->params[i].buf->id]];
    mc_run_buffer *rb = &res->buffers[res->nbuffers++];
    memset(rb, 0, sizeof *rb);
    rb->decl = b->decl;
    rb->name = b->decl->name;
    rb->elem = b->elem;
    rb->ndim = b->ndim;
    memcpy(rb->dims, b->dims, sizeof rb->dims);
    rb->n = b->n;
    rb->data = ww_xmalloc((size_t)(b->n ? b->n : 1) * sizeof *rb->data);
    if (b->n) memcpy(rb->data, b->data, (size_t)b->n * sizeof *rb->data);
    rb->checksum = mc_checksum_values(rb->data, rb->n, rb->elem);
  }
  mc_callees_result(m, res);
}

/* ---- mc_run_kernel: the machine with one wave ---- */

/* One wave waits for a phase nobody else can complete. */
WW_NORETURN static void blocked(mc_machine *m, mc_wave *w) {
  const mc_barrier *b = mc_bar_instance(m, w, w->wait_slot);
  mc_violation(m, MC_V_DEADLOCK, w->cur_stmt->loc, w->cur_stmt->len,
               "deadlock: the wave waits for phase %lld of barrier %d (arrive count %lld of %lld), which no other "
               "wave can complete",
               (long long)w->wait_target, b->hwid, (long long)b->arrived, (long long)b->expected);
}

#ifdef WW_DEBUG
/* Debug builds check snapshots on every run: the state is saved, restored
 * and saved again, which must give the same bytes, and the run goes on from
 * the restored machine (so its output also proves the restore). Every step
 * at first, then every MC_SELFCHECK_EVERY-th. */
#define MC_SELFCHECK_DENSE 512
#define MC_SELFCHECK_EVERY 1024
static void selfcheck(mc_machine *m, uint64_t step) {
  if (m->cfg.opt.completion == MC_RANDOM) return;
  if (step > MC_SELFCHECK_DENSE && step % MC_SELFCHECK_EVERY) return;
  ww_buf a = {0}, b = {0};
  mc_snapshot_save(m, &a, 1);
  mc_snapshot_restore(m, a.data, a.len);
  mc_snapshot_save(m, &b, 1);
  if (a.len != b.len || memcmp(a.data, b.data, a.len))
    ww_die("snapshot: restoring step %llu's state changed it (%zu bytes, then %zu)",
           (unsigned long long)step, a.len, b.len);
  ww_buf_free(&a);
  ww_buf_free(&b);
}
#endif

int mc_run_kernel(const kir_kernel *k, const mc_inputs *in, const mc_run_options *opt,
            mc_run_result *res, ww_diags *d) {
  memset(res, 0, sizeof *res);
  if (check_run(k, d)) return 2;
  mc_machine *m = ww_xmalloc(sizeof *m);
  mc_machine_init(m, k, 1, opt, res, d);
  int rc;
  if (setjmp(m->fail)) {
    mc_run_result_free(res);
    rc = 2;
  } else {
    mc_wave *w = &m->waves[0];
    mc_load_inputs(m, in);
    mc_wave_start(m, w);
    while (w->nframes) {
      mc_wave_step(m, w);
      if (w->status == MC_BLOCKED && !mc_wave_can_resume(m, w)) blocked(m, w);
      if (w->status == MC_BLOCKED) mc_wave_resume(m, w);
#ifdef WW_DEBUG
      selfcheck(m, m->out.res->statements);
#endif
    }
    mc_wave_end(m, w);
    take_results(m, res);
    res->races = m->out.races_total;
    int max = opt->max_races ? opt->max_races : 10;
    if (m->out.races_total > (uint64_t)max) {
      ww_loc none = {m->cfg.src, 0, 0, 0};
      ww_diag_add(d, WW_NOTE, none, 0, "%llu more races not shown",
                  (unsigned long long)(m->out.races_total - (uint64_t)max));
    }
    rc = m->out.races_total ? 1 : 0;
  }
  mc_machine_free(m);
  free(m);
  return rc;
}

void mc_run_result_free(mc_run_result *res) {
  for (int i = 0; i < res->nbuffers; i++) free(res->buffers[i].data);
  free(res->buffers);
  free(res->callees);
  uint64_t keep[6] = {res->statements, res->async_ops, res->groups, res->asyncmarks, res->elements,
                      res->races};
  memset(res, 0, sizeof *res);
  res->statements = keep[0];
  res->async_ops = keep[1];
  res->groups = keep[2];
  res->asyncmarks = keep[3];
  res->elements = keep[4];
  res->races = keep[5];
}
