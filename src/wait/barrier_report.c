/*
 * barrier_report.c - the words of the barrier rules' findings
 * (barrier_rules.c), as Clang-style diagnostics and as waitwise-check/1
 * JSON lines: the message at the instruction, a note at the other
 * instruction it names, and the fix where there is one.
 */
#include "barrier_rules.h"

#include <string.h>

static const char *mnem(const asm_program *p, uint32_t i) { return p->insts[i].desc->mnemonic; }

static void id_name(int id, ww_buf *b) {
  char tmp[32];
  ww_buf_puts(b, tg_bar_id_name(id, tmp, sizeof tmp));
}

static int in_kernel(const asm_program *p, uint32_t i) {
  for (uint32_t fi = 0; fi < p->nfuncs; fi++)
    if (i >= p->funcs[fi].first_inst && i < p->funcs[fi].end_inst) return p->funcs[fi].is_kernel;
  return 0;
}

static void since(const asm_program *p, uint32_t i, uint32_t other, const char *what, ww_buf *b) {
  if (other == UINT32_MAX) ww_buf_printf(b, "since the %s's start", in_kernel(p, i) ? "kernel" : "function");
  else ww_buf_printf(b, "since the %s at line %u", what, p->insts[other].line + 1);
}

/* Why the target lacks what instruction i uses. */
static void id_message(const asm_program *p, const wt_finding *f, ww_buf *b) {
  const tg_target *t = p->target;
  const char *m = mnem(p, f->consumer);
  int id = f->bar_id;
  tg_bar_inst k = tg_bar_inst_of(m);
  if (id == WT_BAR_ID_UNKNOWN) { /* s_barrier_leave */
    ww_buf_printf(b, "'%s' is not available on %s: named barriers are GFX12.5's (gfx1250) in the barrier "
                     "execution model; LLVM 22 assembles it for %s too, where the model does not define it",
                  m, t->name, t->name);
    return;
  }
  ww_buf_printf(b, "'%s' on ", m);
  id_name(id, b);
  switch (tg_bar_available(t, id, tg_bar_inst_op(k), 0)) {
  case TG_BAV_TRAP:
    ww_buf_printf(b, ": a trap barrier, privileged (the trap handler's), not available to a shader on %s", t->name);
    break;
  case TG_BAV_GFX1250_ONLY:
    if (tg_bar_is_joinable(id) && tg_bar_llvm_assembles_named(t))
      ww_buf_printf(b, " is not available on %s: named barriers are GFX12.5's (gfx1250) in the barrier "
                       "execution model; LLVM 22 assembles it for %s too, where the model does not define it",
                    t->name, t->name);
    else
      ww_buf_printf(b, " is not available on %s: %s", t->name,
                    tg_bar_is_cluster(id) ? "cluster barriers are GFX12.5's (gfx1250)"
                                          : "GFX12 initialises, joins and drops the workgroup barrier itself");
    break;
  case TG_BAV_AUTOMATIC:
    ww_buf_printf(b, " is not available on %s: the hardware initialises, joins and drops it (at launch and at "
                     "a wave's end)", t->name);
    break;
  case TG_BAV_NULL_INIT:
    ww_buf_printf(b, " is not available on %s: the NULL barrier is never initialised", t->name);
    break;
  default:
    ww_buf_printf(b, " is not available on %s", t->name);
    break;
  }
}

/* How many other barriers a barrier-divergent finding names (witness[]). */
static int div_others(const wt_finding *f) {
  int n = 0;
  while (n < WT_DIV_NAMED && f->witness[n] != UINT32_MAX) n++;
  return n;
}

/* barrier-divergent: the hazard (barrier_divergence.c), its cause and the
 * barriers the cause controls. */
static void divergent_message(const asm_program *p, const wt_finding *f, ww_buf *b) {
  const char *m = mnem(p, f->consumer);
  uint32_t n = (uint32_t)div_others(f) + f->more;
  int named = tg_bar_is_joinable(f->bar_id) || f->bar_id == WT_BAR_ID_UNKNOWN;
  ww_buf_printf(b, "'%s'", m);
  if (n) ww_buf_printf(b, " and %u more barrier%s", n, n > 1 ? "s" : "");
  ww_buf_puts(b, named ? " may be skipped by some waves of a workgroup, and a wave that ends does not drop a named "
                         "barrier (the others' wait may never complete)"
                       : " may be skipped by some waves of a workgroup that then arrive at a barrier again before "
                         "they end (pairing with another arrival than this one's)");
  ww_buf_printf(b, ": the branch at line %u tests a value that may differ between waves (from %s",
                p->insts[f->producer[0]].line + 1, f->nproducers > 1 ? "" : "the work-item id at the function's entry");
  if (f->nproducers > 1)
    ww_buf_printf(b, "'%s' at line %u", mnem(p, f->producer[1]), p->insts[f->producer[1]].line + 1);
  ww_buf_puts(b, ")");
}

static void message(const asm_program *p, const wt_finding *f, ww_buf *b) {
  const char *m = mnem(p, f->consumer);
  uint32_t other = f->nproducers ? f->producer[0] : UINT32_MAX;
  switch (f->kind) {
  case WT_DEP_BAR_NO_SIGNAL:
    ww_buf_printf(b, "'%s' waits on ", m);
    id_name(f->bar_id, b);
    if (f->bar_id == TG_BAR_CLUSTER) {
      ww_buf_puts(b, " with no signal of it on any path ");
      since(p, f->consumer, other, "last wait", b);
      ww_buf_puts(b, ": no wave of the workgroup arrives, the barrier cannot complete (deadlock)");
      break;
    }
    ww_buf_puts(b, " with no signal of this wave ");
    since(p, f->consumer, other, "last wait", b);
    ww_buf_puts(b, " on some path: the barrier cannot complete (deadlock)");
    break;
  case WT_DEP_BAR_NAMED_NO_SIGNAL:
    ww_buf_printf(b, "'%s' waits on ", m);
    id_name(f->bar_id, b);
    ww_buf_puts(b, " (the one joined) with no signal of this wave ");
    since(p, f->consumer, other, "last wait", b);
    ww_buf_puts(b, " on some path: it cannot complete if the barrier's expected count includes this wave");
    break;
  case WT_DEP_BAR_TWICE:
    ww_buf_printf(b, "'%s' signals ", m);
    id_name(f->bar_id, b);
    ww_buf_printf(b, " again before this wave has waited on it (on some path): one wave arrives twice in one "
                     "phase");
    break;
  case WT_DEP_BAR_UNWAITED:
    if (!strcmp(m, "s_barrier_join")) {
      ww_buf_printf(b, "'%s' joins another barrier after this wave signalled ", m);
      id_name(f->bar_id, b);
      ww_buf_puts(b, ", before its wait (on some path): it can no longer wait on that phase (a wait waits on "
                     "the barrier joined last)");
    } else if (p->insts[f->consumer].flags & TG_IF_ENDPGM) {
      ww_buf_printf(b, "'%s' ends the wave with its signal of ", m);
      id_name(f->bar_id, b);
      ww_buf_puts(b, " pending a wait (on some path): the wave drops the barrier before the phase completes "
                     "(undefined in the barrier execution model)");
    } else {
      ww_buf_printf(b, "'%s' drops ", m);
      id_name(f->bar_id, b);
      ww_buf_puts(b, " after this wave signalled it, before its wait (on some path): undefined in the barrier "
                     "execution model");
    }
    break;
  case WT_DEP_BAR_ID: id_message(p, f, b); break;
  case WT_DEP_BAR_CLUSTER:
    ww_buf_printf(b, "'%s' signals the cluster barrier (-3) from every wave that reaches it: one wave per "
                     "workgroup may arrive, the others only wait",
                  m);
    break;
  case WT_DEP_BAR_NOT_JOINED:
    ww_buf_printf(b, "'%s' with no named barrier joined on some path (no s_barrier_join ", m);
    since(p, f->consumer, other, other != UINT32_MAX && !strcmp(mnem(p, other), "s_barrier_leave") ? "leave" : "join of 0", b);
    ww_buf_puts(b, "): undefined in the barrier execution model");
    break;
  case WT_DEP_BAR_INIT_ZERO:
    ww_buf_printf(b, "'%s' initialises ", m);
    id_name(f->bar_id, b);
    ww_buf_puts(b, " with an expected count of 0 (m0's upper half): the count must be positive");
    break;
  case WT_DEP_BAR_DIVERGENT: divergent_message(p, f, b); break;
  case WT_DEP_BAR_UNMODELLED:
    ww_buf_printf(b, "'%s': barrier semantics not modelled (the barrier rules take it to change no barrier "
                     "state; reported once per function)",
                  m);
    break;
  default: break;
  }
}

/* The note at the other instruction (k: which one). */
static void other_note(const asm_program *p, const wt_finding *f, int k, ww_buf *b) {
  const char *o = mnem(p, f->producer[k]);
  if (k == 1) {
    ww_buf_printf(b, "the value comes from '%s' here", o);
    return;
  }
  switch (f->kind) {
  case WT_DEP_BAR_NO_SIGNAL:
  case WT_DEP_BAR_NAMED_NO_SIGNAL: ww_buf_printf(b, "the previous wait, '%s', is here", o); break;
  case WT_DEP_BAR_TWICE: ww_buf_printf(b, "the earlier signal, '%s', is here", o); break;
  case WT_DEP_BAR_UNWAITED: ww_buf_printf(b, "the signal, '%s', is here", o); break;
  case WT_DEP_BAR_NOT_JOINED: ww_buf_printf(b, "'%s' left the named barrier here", o); break;
  case WT_DEP_BAR_DIVERGENT: ww_buf_printf(b, "the branch, '%s', is here", o); break;
  default: ww_buf_printf(b, "'%s' is here", o); break;
  }
}

/* The fix, "" when there is none to suggest. */
static void fix(const asm_program *p, const wt_finding *f, ww_buf *b) {
  int id = f->bar_id;
  switch (f->kind) {
  case WT_DEP_BAR_NO_SIGNAL:
    if (id == TG_BAR_CLUSTER)
      ww_buf_puts(b, "signal it from one wave per workgroup: s_barrier_signal -3 under a branch on "
                     "s_barrier_signal_isfirst -1's SCC");
    else
      ww_buf_printf(b, "signal it before the wait: s_barrier_signal %d", id);
    break;
  case WT_DEP_BAR_NAMED_NO_SIGNAL:
    ww_buf_puts(b, "signal it before the wait (s_barrier_signal m0, its id in m0[4:0]), or leave this wave out "
                   "of its expected count");
    break;
  case WT_DEP_BAR_TWICE: ww_buf_printf(b, "wait between the signals: s_barrier_wait %d", tg_bar_is_named(id) ? 1 : id); break;
  case WT_DEP_BAR_UNWAITED:
    ww_buf_printf(b, "wait before it: s_barrier_wait %d", tg_bar_is_named(id) ? 1 : id);
    break;
  case WT_DEP_BAR_ID:
    if (id == TG_BAR_WORKGROUP_TRAP) ww_buf_puts(b, "use the workgroup barrier: -1");
    else if (id == TG_BAR_CLUSTER_TRAP && p->target->gen == TG_GFX1250) ww_buf_puts(b, "use the cluster barrier: -3");
    break;
  case WT_DEP_BAR_CLUSTER:
    ww_buf_puts(b, "signal it from the first wave only: s_barrier_signal_isfirst -1, then s_barrier_signal -3 "
                   "under a branch on its SCC");
    break;
  case WT_DEP_BAR_NOT_JOINED: ww_buf_puts(b, "join the named barrier before it: s_barrier_join m0, its id in m0"); break;
  case WT_DEP_BAR_INIT_ZERO: ww_buf_puts(b, "put the expected count in m0[31:16]"); break;
  case WT_DEP_BAR_DIVERGENT:
    ww_buf_puts(b, "move the barrier where every wave of the workgroup reaches it (after the branches join)");
    if (!tg_bar_is_joinable(id) && id != WT_BAR_ID_UNKNOWN) ww_buf_puts(b, ", or end the waves that skip it");
    break;
  default: break;
  }
}

int wt_barrier_texts(const asm_program *p, const wt_finding *f, int k, ww_buf *b) {
  if (f->kind < WT_DEP_BAR_FIRST) return 0;
  if (k < 0) message(p, f, b);
  else other_note(p, f, k, b);
  return 1;
}

int wt_barrier_report(const asm_program *p, const wt_finding *f, ww_diags *d) {
  if (f->kind < WT_DEP_BAR_FIRST) return 0;
  const asm_inst *c = &p->insts[f->consumer];
  ww_buf b = {0};
  message(p, f, &b);
  ww_buf_putc(&b, 0);
  size_t before = d->n;
  ww_diag_add(d, f->sev, asm_line_loc(p, c->line, c->mnem_off), (int)c->mnem_len, "%s", b.data);
  if (d->n == before) {
    ww_buf_free(&b);
    return 1;
  }
  d->v[d->n - 1].category = wt_dep_category(f->kind);
  for (int k = 0; k < f->nproducers; k++) {
    const asm_inst *o = &p->insts[f->producer[k]];
    b.len = 0;
    other_note(p, f, k, &b);
    ww_buf_putc(&b, 0);
    ww_diag_add(d, WW_NOTE, asm_line_loc(p, o->line, o->mnem_off), (int)o->mnem_len, "%s", b.data);
  }
  for (int k = 0; f->kind == WT_DEP_BAR_DIVERGENT && k < div_others(f); k++) {
    const asm_inst *o = &p->insts[f->witness[k]];
    ww_diag_add(d, WW_NOTE, asm_line_loc(p, o->line, o->mnem_off), (int)o->mnem_len,
                "'%s' here depends on the same branch", o->desc->mnemonic);
  }
  b.len = 0;
  fix(p, f, &b);
  if (b.len) {
    ww_buf_putc(&b, 0);
    ww_diag_add(d, WW_NOTE, asm_line_loc(p, c->line, c->mnem_off), 0, "fix: %s", b.data);
  }
  ww_buf_free(&b);
  return 1;
}

static void stmt(const asm_program *p, uint32_t i, ww_buf *out) {
  const asm_line *l = &p->lines[p->insts[i].line];
  ww_buf_json_str(out, asm_line_text(p, p->insts[i].line) + l->stmt_off, l->stmt_len);
}

int wt_barrier_report_json(const asm_program *p, const wt_finding *f, ww_buf *out) {
  if (f->kind < WT_DEP_BAR_FIRST) return 0;
  const asm_inst *c = &p->insts[f->consumer];
  ww_buf b = {0};
  message(p, f, &b);
  ww_buf_printf(out, "{\"schema\":\"%s\",\"file\":", WT_CHECK_SCHEMA);
  ww_buf_json_str(out, p->src->name, strlen(p->src->name));
  ww_buf_printf(out, ",\"target\":\"%s\",\"line\":%u,\"col\":%u", p->target->name, c->line + 1,
                c->mnem_off + 1);
  wt_check_json_origin(p, c->line, out);
  ww_buf_printf(out, ",\"severity\":\"%s\",\"category\":\"%s\"", f->sev == WW_ERROR ? "error" : "warning",
                wt_dep_category(f->kind));
  ww_buf_puts(out, ",\"message\":");
  ww_buf_json_str(out, b.data, b.len);
  ww_buf_printf(out, ",\"consumer\":{\"line\":%u", c->line + 1);
  wt_check_json_origin(p, c->line, out);
  ww_buf_puts(out, ",\"text\":");
  stmt(p, f->consumer, out);
  ww_buf_puts(out, "},\"producers\":[");
  for (int k = 0; k < f->nproducers; k++) {
    ww_buf_printf(out, "%s{\"line\":%u", k ? "," : "", p->insts[f->producer[k]].line + 1);
    wt_check_json_origin(p, p->insts[f->producer[k]].line, out);
    ww_buf_puts(out, ",\"text\":");
    stmt(p, f->producer[k], out);
    b.len = 0;
    other_note(p, f, k, &b);
    ww_buf_puts(out, ",\"dependence\":");
    ww_buf_json_str(out, b.data, b.len);
    ww_buf_puts(out, ",\"register\":null,\"counters\":[]}");
  }
  for (int k = 0; f->kind == WT_DEP_BAR_DIVERGENT && k < div_others(f); k++) {
    ww_buf_printf(out, ",{\"line\":%u", p->insts[f->witness[k]].line + 1);
    wt_check_json_origin(p, p->insts[f->witness[k]].line, out);
    ww_buf_puts(out, ",\"text\":");
    stmt(p, f->witness[k], out);
    ww_buf_puts(out, ",\"dependence\":\"depends on the same branch\",\"register\":null,\"counters\":[]}");
  }
  ww_buf_printf(out, "],\"more_producers\":%u,\"fix\":", f->kind == WT_DEP_BAR_DIVERGENT ? f->more : 0);
  b.len = 0;
  fix(p, f, &b);
  if (b.len) {
    ww_buf_puts(out, "{\"text\":");
    ww_buf_json_str(out, b.data, b.len);
    ww_buf_printf(out, ",\"before_line\":%u}", c->line + 1);
  } else {
    ww_buf_puts(out, "null");
  }
  ww_buf_puts(out, ",\"barrier\":");
  if (f->bar_id == WT_BAR_ID_UNKNOWN) ww_buf_puts(out, "null");
  else ww_buf_printf(out, "{\"id\":%d}", f->bar_id);
  ww_buf_puts(out, "}\n");
  ww_buf_free(&b);
  return 1;
}

/* ---- explain: the wave's barrier state before an instruction ---- */

static int show_state(const asm_program *p, uint32_t i) {
  const asm_inst *in = &p->insts[i];
  tg_bar_inst k = tg_bar_inst_of(in->desc->mnemonic);
  return (k != TG_BI_NONE && k != TG_BI_BARRIER) || (in->flags & TG_IF_ENDPGM);
}

static void joined_text(const wt_bar_state *s, ww_buf *b) {
  if (!s->joined) {
    ww_buf_puts(b, "unknown (the caller's)");
    return;
  }
  int n = 0;
  if (s->joined & WT_BJ_NONE) ww_buf_printf(b, "%snone", n++ ? " or " : "");
  if (s->joined & 1u) ww_buf_printf(b, "%sthe NULL barrier (0)", n++ ? " or " : "");
  for (int id = TG_BAR_NAMED_MIN; id <= TG_BAR_NAMED_MAX; id++)
    if (s->joined >> id & 1) ww_buf_printf(b, "%snamed barrier %d", n++ ? " or " : "", id);
  if (s->joined & WT_BJ_UNKNOWN) ww_buf_printf(b, "%sa barrier whose id is unknown", n++ ? " or " : "");
}

int wt_barrier_explain_text(const asm_program *p, uint32_t i, const wt_bar_state *s, ww_buf *out) {
  if (!s || !s->reached || !show_state(p, i)) return 0;
  ww_buf_puts(out, "\t;; barrier state before: signalled, pending a wait: ");
  int n = 0;
  for (int id = TG_BAR_ID_MIN; id <= TG_BAR_NAMED_MAX; id++) {
    int k = id - TG_BAR_ID_MIN;
    if (!(s->sig >> k & 1)) continue;
    ww_buf_printf(out, "%s%d", n++ ? ", " : "", id);
    if (s->sig_site[k] != UINT32_MAX) ww_buf_printf(out, " [%u]", p->insts[s->sig_site[k]].line + 1);
    if (s->nosig >> k & 1) ww_buf_puts(out, " (on some paths)");
  }
  if (!n) ww_buf_puts(out, s->joined ? "none" : "none known");
  ww_buf_puts(out, "; joined: ");
  joined_text(s, out);
  ww_buf_putc(out, '\n');
  return 1;
}

int wt_barrier_explain_json(const asm_program *p, uint32_t i, const wt_bar_state *s, ww_buf *out) {
  if (!s || !s->reached || !show_state(p, i)) return 0;
  ww_buf_puts(out, ",\"barrier\":{\"pending\":[");
  int n = 0;
  for (int id = TG_BAR_ID_MIN; id <= TG_BAR_NAMED_MAX; id++) {
    int k = id - TG_BAR_ID_MIN;
    if (!(s->sig >> k & 1)) continue;
    ww_buf_printf(out, "%s{\"id\":%d,\"line\":", n++ ? "," : "", id);
    if (s->sig_site[k] != UINT32_MAX) ww_buf_printf(out, "%u", p->insts[s->sig_site[k]].line + 1);
    else ww_buf_puts(out, "null");
    ww_buf_printf(out, ",\"all_paths\":%s}", s->nosig >> k & 1 ? "false" : "true");
  }
  ww_buf_puts(out, "],\"joined\":");
  ww_buf tmp = {0};
  joined_text(s, &tmp);
  ww_buf_json_str(out, tmp.data, tmp.len);
  ww_buf_free(&tmp);
  ww_buf_putc(out, '}');
  return 1;
}
