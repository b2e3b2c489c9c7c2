/*
 * explain.c - the listing annotated with the counter state.
 *
 * Text: every input line verbatim; after each instruction that changes or
 * depends on the counters, ";;" comment lines (so the output still
 * assembles) with the state after it: "lgkmcnt=5 [5-9]" (certain),
 * "lgkmcnt<=2 [...]" (at most: after a partial wait on out-of-order
 * operations, or paths that disagree), "lgkmcnt>=2 [...]" (at least: SMEM,
 * whose increments are documented inconsistently, or older loop
 * iterations); the bracket lists the source lines of the operations. A wait
 * also shows what it retires and the weakest wait that still covers every
 * later use. JSON: one object per instruction with the same facts.
 */
#include "explain.h"
#include "barrier_rules.h"

#include <stdlib.h>
#include <string.h>

static void put_lines(ww_buf *b, const asm_program *p, const uint32_t *sites, uint32_t n) {
  ww_buf_putc(b, '[');
  uint32_t shown = 0;
  for (uint32_t i = 0; i < n; shown++) {
    uint32_t a = p->insts[sites[i]].line + 1, z = a, j = i + 1;
    while (j < n && p->insts[sites[j]].line + 1 == z + 1) z++, j++;
    if (shown == 12) {
      ww_buf_printf(b, ",...+%u", n - i);
      break;
    }
    ww_buf_printf(b, "%s%u", i ? "," : "", a);
    if (z > a) ww_buf_printf(b, "%s%u", z == a + 1 ? "," : "-", z);
    i = j;
  }
  ww_buf_putc(b, ']');
}

/* Sites on counter c, in site order. */
static uint32_t sites_on(const wt_state *s, int c, uint32_t *out) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < s->n; i++)
    if ((s->v[i].cmask >> c) & 1) out[n++] = s->v[i].site;
  return n;
}

static void put_state_text(ww_buf *b, const asm_program *p, const wt_state *s, uint32_t *tmp) {
  int any = 0;
  for (int c = 0; c < TG_NCNT; c++) {
    if (!p->target->max[c]) continue;
    uint32_t n = sites_on(s, c, tmp);
    if (!n) continue;
    char how;
    int cnt = wt_state_count(p, s, c, &how);
    ww_buf_printf(b, "%s%s%s%d ", any ? "  " : "", p->target->cnt_name[c],
                  how == '=' ? "=" : how == '<' ? "<=" : ">=", cnt);
    put_lines(b, p, tmp, n);
    any = 1;
  }
  if (!any) ww_buf_puts(b, "nothing outstanding");
}

static void put_state_json(ww_buf *b, const asm_program *p, const wt_state *s, uint32_t *tmp) {
  ww_buf_putc(b, '{');
  int any = 0;
  for (int c = 0; c < TG_NCNT; c++) {
    if (!p->target->max[c]) continue;
    uint32_t n = sites_on(s, c, tmp);
    char how = '=';
    int cnt = n ? wt_state_count(p, s, c, &how) : 0;
    ww_buf_printf(b, "%s\"%s\":{\"count\":%d,\"known\":\"%s\",\"ops\":[", any ? "," : "",
                  p->target->cnt_name[c], cnt,
                  how == '=' ? "exact" : how == '<' ? "at-most" : "at-least");
    for (uint32_t i = 0; i < n; i++) ww_buf_printf(b, "%s%u", i ? "," : "", p->insts[tmp[i]].line + 1);
    ww_buf_puts(b, "]}");
    any = 1;
  }
  ww_buf_putc(b, '}');
}

typedef struct need_info {
  uint32_t site;
  asm_regs reg;
  wt_dep why;
} need_info;

static void put_wait_text(ww_buf *b, const tg_target *t, const tg_wait *w) {
  if (tg_wait_is_none(w)) {
    ww_buf_puts(b, "no wait");
    return;
  }
  size_t start = b->len;
  tg_wait_print(t, w, b);
  for (size_t i = start; i < b->len; i++) /* one line: "\n\t" -> "; " */
    if (b->data[i] == '\n') b->data[i] = ';';
    else if (b->data[i] == '\t') b->data[i] = ' ';
}

void wt_explain(const asm_program *p, const wt_analysis *a, const wt_lds_info *lds, int json,
                ww_buf *out) {
  const tg_target *t = p->target;
  uint32_t *tmp = ww_xmalloc(sizeof(uint32_t) * (p->ninsts + 1));
  wt_state cur, before;
  wt_state_init(&cur);
  wt_state_init(&before);
  wt_pending *ret = NULL;
  uint32_t nret = 0, capret = 0;
  wt_weakest_ctx wctx;
  int have_ctx = 0;
  uint32_t fi = 0;
  int first_json = 1;
  wt_bar_state *bars = NULL; /* the current function's barrier states */
  if (json) {
    ww_buf_puts(out, "{\"schema\":\"waitwise-explain/1\",\"version\":1,\"tool\":\"waitwise explain\",\"file\":");
    ww_buf_json_str(out, p->src->name, strlen(p->src->name));
    ww_buf_printf(out, ",\"target\":\"%s\",\"counters\":[", t->name);
    int any = 0;
    for (int c = 0; c < TG_NCNT; c++)
      if (t->max[c]) {
        ww_buf_printf(out, "%s{\"name\":\"%s\",\"max\":%d}", any ? "," : "", t->cnt_name[c], t->max[c]);
        any = 1;
      }
    ww_buf_puts(out, "],\"instructions\":[");
  } else {
    ww_buf_printf(out, ";; waitwise explain: %s for %s. After each instruction: counter=N (certain), "
                       "<=N (at most), >=N (at least) [source lines of the operations]\n",
                  p->src->name, t->name);
  }
  for (uint32_t li = 0; li < p->nlines; li++) {
    const asm_line *l = &p->lines[li];
    if (!json) {
      ww_buf_putn(out, asm_line_text(p, li), l->len);
      ww_buf_putc(out, '\n');
    }
    if (l->kind != ASM_LINE_INST || l->inst < 0) continue;
    uint32_t i = (uint32_t)l->inst;
    while (fi < p->nfuncs && i >= p->funcs[fi].end_inst) fi++;
    if (fi >= p->nfuncs) break;
    const asm_func *f = &p->funcs[fi];
    uint32_t b = (uint32_t)p->inst_block[i];
    const asm_block *bl = &f->blocks[b];
    if (i == bl->first) {
      wt_state_copy(&cur, wt_block_entry(a, fi, b));
      if (i == f->first_inst) {
        free(bars);
        bars = wt_barrier_states(p, fi);
        if (have_ctx) wt_weakest_free(&wctx);
        wt_weakest_init(&wctx, p, lds, fi);
        have_ctx = 1;
      }
    }
    const asm_inst *in = &p->insts[i];
    wt_state_pre(p, &cur, i);
    wt_state_copy(&before, &cur);
    /* consumers */
    need_info needs[16];
    int nneeds = 0;
    wt_consumer_key key;
    wt_consumer_key_of(p, i, &key);
    for (uint32_t k = 0; k < before.n && nneeds < 16; k++) {
      if (!wt_may_consume(p, &key, &before.v[k])) continue;
      asm_regs r;
      wt_dep why = wt_consumes(p, lds, i, &before.v[k], &r);
      if (why) needs[nneeds++] = (need_info){before.v[k].site, r, why};
    }
    /* step, recording what a wait retires */
    nret = 0;
    if (in->is_wait && !in->wait_unknown && !(in->flags & TG_IF_CALL)) {
      wt_state_apply_wait(t, &cur, &in->wait, &ret, &nret, &capret); /* waits issue nothing */
    } else {
      wt_step(a, &cur, i);
    }
    tg_wait weakest;
    int have_weakest = 0;
    if (in->is_wait && !in->wait_unknown && cur.reached)
      have_weakest = wt_weakest_wait(&wctx, i, &before, &weakest) == 0 ? 1 : -1;
    int show = in->event != TG_EV_NONE || in->is_wait || nneeds || (in->flags & TG_IF_CALL) ||
               (i == bl->first && bl->npreds > 1);
    if (!cur.reached && !json) {
      if (i == bl->first) ww_buf_puts(out, "\t;; unreachable\n");
      continue;
    }
    if (json) {
      ww_buf_puts(out, first_json ? "\n" : ",\n");
      first_json = 0;
      ww_buf_printf(out, "{\"line\":%u,\"function\":", li + 1);
      ww_buf_json_str(out, f->name, f->name_len);
      ww_buf_printf(out, ",\"block\":%u,\"text\":", b);
      ww_buf_json_str(out, asm_line_text(p, li) + l->stmt_off, l->stmt_len);
      if (in->event != TG_EV_NONE && t->ev_counters[in->event]) {
        ww_buf_printf(out, ",\"issues\":{\"event\":\"%s\",\"counters\":[", tg_event_name(in->event));
        int any = 0;
        for (int c = 0; c < TG_NCNT; c++)
          if ((t->ev_counters[in->event] >> c) & 1) {
            ww_buf_printf(out, "%s\"%s\"", any ? "," : "", t->cnt_name[c]);
            any = 1;
          }
        ww_buf_printf(out, "],\"in_order\":%s}", t->ev_queue[in->event] ? "true" : "false");
      }
      if (nneeds) {
        ww_buf_puts(out, ",\"needs\":[");
        for (int k = 0; k < nneeds; k++) {
          wt_pending *e = wt_state_find(&before, needs[k].site);
          tg_wait w;
          if (wt_dep_xcnt(needs[k].why)) wt_wait_for_xlate(t, e, &w);
          else wt_wait_for_entry(t, e, &w);
          ww_buf_printf(out, "%s{\"op_line\":%u,\"why\":\"%s\",\"reg\":", k ? "," : "",
                        p->insts[needs[k].site].line + 1, wt_dep_text(needs[k].why));
          if (needs[k].reg.count) {
            ww_buf rn = {0};
            asm_regs_name(needs[k].reg, &rn);
            ww_buf_json_str(out, rn.data, rn.len);
            ww_buf_free(&rn);
          } else {
            ww_buf_puts(out, "null");
          }
          ww_buf_puts(out, ",\"wait\":\"");
          put_wait_text(out, t, &w);
          ww_buf_puts(out, "\"}");
        }
        ww_buf_putc(out, ']');
      }
      if (in->is_wait) {
        ww_buf_puts(out, ",\"wait\":{\"retires\":[");
        for (uint32_t k = 0; k < nret; k++)
          ww_buf_printf(out, "%s%u", k ? "," : "", p->insts[ret[k].site].line + 1);
        ww_buf_puts(out, "],\"weakest\":");
        if (in->wait_unknown) ww_buf_puts(out, "null,\"count\":\"runtime\"");
        else if (have_weakest == 1) {
          ww_buf_putc(out, '"');
          put_wait_text(out, t, &weakest);
          ww_buf_putc(out, '"');
        } else ww_buf_puts(out, "null");
        if (wt_is_fence_wait(p, i)) ww_buf_puts(out, ",\"fence\":true");
        ww_buf_putc(out, '}');
      }
      wt_barrier_explain_json(p, i, bars ? &bars[i - f->first_inst] : NULL, out);
      ww_buf_puts(out, ",\"state\":");
      put_state_json(out, p, &cur, tmp);
      ww_buf_putc(out, '}');
      continue;
    }
    show |= wt_barrier_explain_text(p, i, bars ? &bars[i - f->first_inst] : NULL, out);
    if (!show) continue;
    for (int k = 0; k < nneeds; k++) {
      wt_pending *e = wt_state_find(&before, needs[k].site);
      tg_wait w;
      if (wt_dep_xcnt(needs[k].why)) wt_wait_for_xlate(t, e, &w);
      else wt_wait_for_entry(t, e, &w);
      ww_buf_puts(out, "\t;; needs ");
      put_wait_text(out, t, &w);
      if (needs[k].why == WT_DEP_XLATE) {
        ww_buf_puts(out, ": overwrites ");
        asm_regs_name(needs[k].reg, out);
        ww_buf_printf(out, ", still read by line %u until its address is translated\n",
                      p->insts[needs[k].site].line + 1);
        continue;
      }
      ww_buf_printf(out, ": %s", wt_dep_text(needs[k].why));
      if (needs[k].reg.count) {
        ww_buf_putc(out, ' ');
        asm_regs_name(needs[k].reg, out);
        ww_buf_puts(out, " from");
      }
      ww_buf_printf(out, " line %u\n", p->insts[needs[k].site].line + 1);
    }
    if (in->is_wait) {
      if (in->wait_unknown) {
        ww_buf_puts(out, "\t;; count held in an SGPR: not known statically, retires nothing\n");
      } else {
        ww_buf_puts(out, "\t;; retires: ");
        if (!nret) ww_buf_puts(out, "nothing");
        for (int c = 0, any = 0; c < TG_NCNT && nret; c++) {
          uint32_t n = 0;
          for (uint32_t k = 0; k < nret; k++)
            if ((ret[k].cmask >> c) & 1) tmp[n++] = ret[k].site;
          if (!n) continue;
          ww_buf_printf(out, "%s%s ", any ? ", " : "", t->cnt_name[c]);
          put_lines(out, p, tmp, n);
          any = 1;
        }
        ww_buf_puts(out, "\n\t;; weakest wait covering later uses: ");
        if (have_weakest == 1 && tg_wait_is_none(&weakest)) {
          ww_buf_puts(out, "none (nothing outstanding is used later)");
        } else if (have_weakest == 1) {
          put_wait_text(out, t, &weakest);
          tg_wait as_written = in->wait;
          if (memcmp(&weakest, &as_written, sizeof weakest) == 0) ww_buf_puts(out, " (as written)");
        } else {
          ww_buf_puts(out, "not computed (search budget exceeded)");
        }
        ww_buf_putc(out, '\n');
      }
    }
    ww_buf_puts(out, "\t;; ");
    if (in->flags & TG_IF_CALL) ww_buf_puts(out, "call: callee drains all counters (LLVM convention); ");
    put_state_text(out, p, &cur, tmp);
    ww_buf_putc(out, '\n');
  }
  if (json) ww_buf_puts(out, "\n]}\n");
  if (have_ctx) wt_weakest_free(&wctx);
  free(bars);
  free(ret);
  free(tmp);
  wt_state_free(&cur);
  wt_state_free(&before);
}
