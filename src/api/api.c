/*
 * api.c - the public interface (include/waitwise/waitwise.h) over the
 * modules: read, analyse, report. Diagnostics are rendered to a string.
 */
#include "waitwise/waitwise.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../asm/asm.h"
#include "../wait/check.h"
#include "../wait/explain.h"
#include "../wait/insert.h"
#include "../wait/cost.h"

#define WW_VERSION "0.3.0"

const char *waitwise_version(void) { return WW_VERSION; }
size_t waitwise_options_size(void) { return sizeof(waitwise_options); }

void waitwise_free(char *p) { free(p); }

static char *render(const ww_diags *d, int color, int json) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) ww_die("open_memstream failed");
  if (json) ww_diag_print_json(d, f);
  else ww_diag_print(d, f, color);
  fclose(f);
  return buf;
}

/* -w: the warnings about the input go, with their notes. */
static void drop_warnings(ww_diags *d) {
  size_t k = 0;
  int dropping = 0;
  for (size_t i = 0; i < d->n; i++) {
    if (d->v[i].sev != WW_NOTE) dropping = d->v[i].sev == WW_WARNING;
    if (dropping) free(d->v[i].msg);
    else d->v[k++] = d->v[i];
  }
  d->n = k;
  d->nwarnings = 0;
}

typedef enum { JOB_CHECK, JOB_EXPLAIN, JOB_PRINT, JOB_INSERT, JOB_COST } job;

static waitwise_status run(job j, const char *name, const char *text, size_t len,
                           const waitwise_options *o, char **out, char **diagnostics,
                           waitwise_insert_stats *stats) {
  waitwise_options none = {0};
  if (!o) o = &none;
  *out = NULL;
  ww_diags d = {0};
  d.limit = 1000;
  /* The reader needs a NUL after the text: copy it unless the caller
   * promises one. */
  char *copy = NULL;
  if (!o->text_terminated) {
    copy = ww_xmalloc(len + 1);
    memcpy(copy, text, len);
    copy[len] = 0;
    text = copy;
  }
  ww_source src = {name, text, len, 0, o->origins, o->norigins};
  ww_timer timer, *tm = o->time_report ? &timer : NULL;
  if (tm) ww_timer_start(tm);
  ww_read_opts ro = {NULL, 0, tm, j == JOB_PRINT}; /* printing rebuilds lines from operands */
  waitwise_status st = WAITWISE_OK;
  if (o->mcpu) {
    ro.target = ww_target_lookup(o->mcpu, strlen(o->mcpu));
    ro.target_from_cli = 1;
    if (!ro.target) {
      ww_diag_add(&d, WW_ERROR, (ww_loc){0}, 0, "unknown -mcpu '%s' (supported: %s)", o->mcpu,
                  ww_target_names());
      st = WAITWISE_INPUT_ERROR;
    }
  }
  ww_program prog;
  memset(&prog, 0, sizeof prog);
  if (st == WAITWISE_OK && ww_asm_read(&src, &ro, &prog, &d)) st = WAITWISE_INPUT_ERROR;
  ww_buf ob = {0};
  if (st == WAITWISE_OK && (j == JOB_PRINT || j == JOB_INSERT) && o->write) {
    ob.sink = o->write;
    ob.sink_ctx = o->write_ctx;
  }
  if (st == WAITWISE_OK && j == JOB_PRINT) {
    ww_asm_print(&prog, &ob);
  } else if (st == WAITWISE_OK && j == JOB_COST) {
    ww_cost_result r;
    ww_cost(&prog, &r);
    ww_buf_printf(&ob, "waits %u zero-waits %u stall %llu cycles %llu executed %llu\n", r.waits,
                  r.zero_waits, (unsigned long long)r.stall, (unsigned long long)r.cycles,
                  (unsigned long long)r.executed);
    /* then each function: docs/quality.md is per kernel */
    for (uint32_t fi = 0; fi < prog.nfuncs; fi++) {
      const ww_func *f = &prog.funcs[fi];
      if (!f->nblocks) continue;
      ww_cost_function(&prog, fi, &r);
      ww_buf_printf(&ob, "  %.*s line %u waits %u zero-waits %u stall %llu cycles %llu executed %llu\n",
                    (int)f->name_len, f->name, f->line + 1, r.waits, r.zero_waits,
                    (unsigned long long)r.stall, (unsigned long long)r.cycles,
                    (unsigned long long)r.executed);
    }
  } else if (st == WAITWISE_OK && j == JOB_INSERT) {
    ww_insert_opts io = {o->recompute ? WW_INSERT_RECOMPUTE : WW_INSERT_ADD, !o->no_barrier_release,
                         tm};
    ww_insert_stats is;
    ww_insert(&prog, &io, &is);
    if (stats) *stats = (waitwise_insert_stats){is.removed, is.placed, is.instructions, is.rounds,
                                                is.fence_waits};
    if (is.internal_error) st = WAITWISE_INTERNAL_ERROR; /* nothing is printed */
    else ww_asm_print_edited(&prog, &ob);
    ww_buf_flush(&ob);
    ww_timer_lap(tm, "print");
    /* What insert leaves is the user's (marked copies): check the result,
     * unless tightening checked every function and found no error. */
    if (!is.checked_clean && st == WAITWISE_OK) {
      ww_analysis a;
      ww_analyze(&prog, &a);
      ww_lds_info lds;
      ww_lds_info_compute(&prog, &lds);
      ww_check_result res;
      ww_check_opts co = {0};
      ww_check(&prog, &a, &lds, &co, &res);
      ww_timer_lap(tm, "check the output");
      int report = res.nerrors != 0;
      for (uint32_t k = 0; k < res.n && !report; k++) report = ww_check_insert_reports(&res.v[k]);
      if (report) {
        ww_check_report(&prog, &lds, &res, &d);
        st = WAITWISE_FINDINGS;
      }
      ww_check_result_free(&res);
      ww_lds_info_free(&lds);
      ww_analysis_free(&a);
    }
  } else if (st == WAITWISE_OK) {
    /* check's walk rides along the analysis' (ww_check_analyze), but under
     * --time-report, which times them apart */
    int ride = j == JOB_CHECK && !tm;
    ww_analysis a;
    if (!ride) ww_analyze(&prog, &a);
    ww_timer_lap(tm, "counter analysis");
    ww_lds_info lds;
    ww_lds_info_compute(&prog, &lds);
    ww_timer_lap(tm, "LDS values");
    if (j == JOB_EXPLAIN) {
      ww_explain(&prog, &a, &lds, o->json, &ob);
    } else {
      ww_check_opts co = {0};
      co.werror = o->werror;
      co.no_warnings = o->no_warnings;
      for (int i = 0; i < o->ndisabled && i < 16; i++) co.disabled[co.ndisabled++] = o->disabled[i];
      for (int i = 0; i < o->nerror_cats && i < 16; i++) co.error_cats[co.nerror_cats++] = o->error_cats[i];
      for (int i = 0; i < o->nwarn_cats && i < 16; i++) co.warn_cats[co.nwarn_cats++] = o->warn_cats[i];
      ww_allows allows;
      ww_allows_read(&prog, &allows);
      co.allows = allows.n ? &allows : NULL;
      ww_check_result res;
      if (ride) ww_check_analyze(&prog, &a, &lds, &co, &res);
      else ww_check(&prog, &a, &lds, &co, &res);
      ww_allows_report(&allows, &prog, &co, &res);
      ww_allows_free(&allows);
      ww_check_error_limit(&res, o->error_limit > 0 ? (uint32_t)o->error_limit : 0);
      ww_timer_lap(tm, "check");
      if (res.error_limited && (o->json || o->sarif))
        ww_diag_add(&d, WW_ERROR, (ww_loc){0}, 0, "too many errors emitted, stopping now [-ferror-limit=]");
      if (o->sarif) {
        ww_check_report_sarif(&prog, &lds, &res, &ob);
      } else if (o->json) {
        ww_check_report_json(&prog, &lds, &res, &ob);
      } else {
        ww_diags fd = {0};
        fd.limit = 1000;
        ww_check_report(&prog, &lds, &res, &fd);
        char *txt = render(&fd, o->color, 0);
        ww_buf_puts(&ob, txt);
        free(txt);
        ww_diags_free(&fd);
        /* Clang's: the fatal error counts among the errors */
        uint32_t nerrors = res.nerrors + (res.error_limited ? 1 : 0);
        if (res.error_limited)
          ww_buf_printf(&ob, "%sfatal error:%s too many errors emitted, stopping now [-ferror-limit=]\n",
                        o->color ? "\033[1;31m" : "", o->color ? "\033[0m" : "");
        /* Clang's summary: "1 warning and 2 errors generated." */
        if (res.nwarnings)
          ww_buf_printf(&ob, "%u warning%s%s", res.nwarnings, res.nwarnings == 1 ? "" : "s",
                        nerrors ? " and " : " generated.\n");
        if (nerrors)
          ww_buf_printf(&ob, "%u error%s generated.\n", nerrors, nerrors == 1 ? "" : "s");
      }
      if (res.nerrors) st = WAITWISE_FINDINGS;
      ww_check_result_free(&res);
    }
    ww_lds_info_free(&lds);
    ww_analysis_free(&a);
  }
  ww_buf_flush(&ob);
  if (!ob.data) ww_buf_putn(&ob, "", 0);
  *out = ob.data;
  if (o->no_warnings) drop_warnings(&d);
  *diagnostics = render(&d, o->color, o->json);
  ww_timer_lap(tm, "report");
  ww_diags_free(&d);
  ww_program_free(&prog);
  free(copy);
  ww_timer_lap(tm, "release memory");
  if (tm) {
    ww_buf tb = {0};
    ww_buf_puts(&tb, *diagnostics);
    ww_timer_report(tm, &tb);
    free(*diagnostics);
    *diagnostics = tb.data;
  }
  return st;
}

waitwise_status waitwise_check(const char *name, const char *text, size_t len,
                               const waitwise_options *o, char **out, char **diagnostics) {
  return run(JOB_CHECK, name, text, len, o, out, diagnostics, NULL);
}

waitwise_status waitwise_explain(const char *name, const char *text, size_t len,
                                 const waitwise_options *o, char **out, char **diagnostics) {
  return run(JOB_EXPLAIN, name, text, len, o, out, diagnostics, NULL);
}

waitwise_status waitwise_print(const char *name, const char *text, size_t len,
                               const waitwise_options *o, char **out, char **diagnostics) {
  return run(JOB_PRINT, name, text, len, o, out, diagnostics, NULL);
}

waitwise_status waitwise_insert(const char *name, const char *text, size_t len,
                                const waitwise_options *o, char **out, char **diagnostics,
                                waitwise_insert_stats *stats) {
  return run(JOB_INSERT, name, text, len, o, out, diagnostics, stats);
}

waitwise_status waitwise_cost(const char *name, const char *text, size_t len,
                              const waitwise_options *o, char **out, char **diagnostics) {
  return run(JOB_COST, name, text, len, o, out, diagnostics, NULL);
}
