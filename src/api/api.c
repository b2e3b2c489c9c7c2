/*
 * api.c - the public interface (include/waitwise/waitwise.h) over the
 * modules: one driver per job, each listing its phases top to bottom
 * between the frame's first phase (read) and last (report, release
 * memory; job.c). Under --time-report a phase ends with a lap of the
 * timer named as the report prints it; the laps wrap the phases and never
 * choose what runs. The phases, with their laps in quotes:
 *
 *   check    read; "counter analysis"; "LDS values" (wt_lds_info_compute);
 *            "check" (wt_check_analyze: the analysis and check's walk in
 *            one, so the analysis' time is check's; WAITWISE_CHECK_APART=1
 *            runs wt_analyze and wt_check apart, timed apart, the same
 *            findings: tests/lit/check/ride-along.test); the findings
 *            (text, JSON or SARIF) in the output; report; release
 *   explain  read; "counter analysis" (wt_analyze); "LDS values"; the
 *            annotated listing (wt_explain); report; release
 *   insert   read; placement (wt_insert, its own "insert: ..." laps);
 *            "print" (the edited program); "check the output" unless
 *            tightening checked every function clean; report; release
 *   cost     read; the program's cost, then each function's; report; release
 *   print    read (every operand kept); the program printed back; report;
 *            release
 *
 * Diagnostics are rendered to a string; nothing here prints or exits.
 */
#include "waitwise/waitwise.h"

#include <stdlib.h>
#include <string.h>

#include "job.h"
#include "../wait/check.h"
#include "../wait/explain.h"
#include "../wait/insert.h"
#include "../wait/cost.h"

#define API_VERSION "0.3.0"

const char *waitwise_version(void) { return API_VERSION; }
size_t waitwise_options_size(void) { return sizeof(waitwise_options); }

void waitwise_free(char *p) { free(p); }

/* ---- check ---- */

/* The checker's options from the caller's (at most the checker's room of
 * each category list). */
static void check_options(const waitwise_options *o, wt_check_opts *co) {
  memset(co, 0, sizeof *co);
  co->werror = o->werror;
  co->no_warnings = o->no_warnings;
  int room = (int)(sizeof co->disabled / sizeof co->disabled[0]);
  for (int i = 0; i < o->ndisabled && i < room; i++) co->disabled[co->ndisabled++] = o->disabled[i];
  for (int i = 0; i < o->nerror_cats && i < room; i++) co->error_cats[co->nerror_cats++] = o->error_cats[i];
  for (int i = 0; i < o->nwarn_cats && i < room; i++) co->warn_cats[co->nwarn_cats++] = o->warn_cats[i];
}

/* Tests only: analyse and check apart (wt_analyze, wt_check), the oracle
 * of the walk that rides along the analysis (wt_check_analyze). */
static int check_apart(void) {
  const char *e = getenv("WAITWISE_CHECK_APART");
  return e && *e && strcmp(e, "0") != 0;
}

/* The findings as the output: SARIF result objects, JSON lines, or
 * Clang's diagnostics with its fatal error and summary lines. */
static void check_output(api_job *j, const wt_lds_info *lds, const wt_check_result *res) {
  const waitwise_options *o = j->o;
  if (res->error_limited && (o->json || o->sarif))
    ww_diag_add(&j->d, WW_ERROR, (ww_loc){0}, 0, "too many errors emitted, stopping now [-ferror-limit=]");
  if (o->sarif) {
    wt_check_report_sarif(&j->prog, lds, res, &j->out);
    return;
  }
  if (o->json) {
    wt_check_report_json(&j->prog, lds, res, &j->out);
    return;
  }
  ww_diags fd = {0};
  fd.limit = API_JOB_DIAG_LIMIT;
  wt_check_report(&j->prog, lds, res, &fd);
  char *txt = api_job_render(&fd, o->color, 0);
  ww_buf_puts(&j->out, txt);
  free(txt);
  ww_diags_free(&fd);
  /* Clang's: the fatal error counts among the errors */
  uint32_t nerrors = res->nerrors + (res->error_limited ? 1 : 0);
  if (res->error_limited)
    ww_buf_printf(&j->out, "%sfatal error:%s too many errors emitted, stopping now [-ferror-limit=]\n",
                  o->color ? "\033[1;31m" : "", o->color ? "\033[0m" : "");
  /* Clang's summary: "1 warning and 2 errors generated." */
  if (res->nwarnings)
    ww_buf_printf(&j->out, "%u warning%s%s", res->nwarnings, res->nwarnings == 1 ? "" : "s",
                  nerrors ? " and " : " generated.\n");
  if (nerrors) ww_buf_printf(&j->out, "%u error%s generated.\n", nerrors, nerrors == 1 ? "" : "s");
}

waitwise_status waitwise_check(const char *name, const char *text, size_t len,
                               const waitwise_options *o, char **out, char **diagnostics) {
  api_job j;
  if (api_job_read(&j, name, text, len, o, 0) != WAITWISE_OK) return api_job_finish(&j, out, diagnostics);
  int apart = check_apart();
  wt_analysis a;
  if (apart) wt_analyze(&j.prog, &a);
  ww_timer_lap(j.tm, "counter analysis");
  wt_lds_info lds;
  wt_lds_info_compute(&j.prog, &lds);
  ww_timer_lap(j.tm, "LDS values");
  wt_check_opts co;
  check_options(j.o, &co);
  wt_allows allows;
  wt_allows_read(&j.prog, &allows);
  co.allows = allows.n ? &allows : NULL;
  wt_check_result res;
  if (apart) wt_check(&j.prog, &a, &lds, &co, &res);
  else wt_check_analyze(&j.prog, &a, &lds, &co, &res);
  wt_allows_report(&allows, &j.prog, &co, &res);
  wt_allows_free(&allows);
  wt_check_error_limit(&res, j.o->error_limit > 0 ? (uint32_t)j.o->error_limit : 0);
  ww_timer_lap(j.tm, "check");
  check_output(&j, &lds, &res);
  if (res.nerrors) j.st = WAITWISE_FINDINGS;
  wt_check_result_free(&res);
  wt_lds_info_free(&lds);
  wt_analysis_free(&a);
  return api_job_finish(&j, out, diagnostics);
}

/* ---- explain ---- */

waitwise_status waitwise_explain(const char *name, const char *text, size_t len,
                                 const waitwise_options *o, char **out, char **diagnostics) {
  api_job j;
  if (api_job_read(&j, name, text, len, o, 0) != WAITWISE_OK) return api_job_finish(&j, out, diagnostics);
  wt_analysis a;
  wt_analyze(&j.prog, &a);
  ww_timer_lap(j.tm, "counter analysis");
  wt_lds_info lds;
  wt_lds_info_compute(&j.prog, &lds);
  ww_timer_lap(j.tm, "LDS values");
  wt_explain(&j.prog, &a, &lds, j.o->json, &j.out); /* (timed with the report) */
  wt_lds_info_free(&lds);
  wt_analysis_free(&a);
  return api_job_finish(&j, out, diagnostics);
}

/* ---- insert ---- */

/* What insert leaves is the user's (marked copies): its output checked,
 * and the findings insert reports (errors, and the possible races it
 * leaves to the user) made the job's diagnostics. */
static void check_insert_output(api_job *j) {
  wt_analysis a;
  wt_analyze(&j->prog, &a);
  wt_lds_info lds;
  wt_lds_info_compute(&j->prog, &lds);
  wt_check_result res;
  wt_check_opts co = {0};
  wt_check(&j->prog, &a, &lds, &co, &res);
  ww_timer_lap(j->tm, "check the output");
  int report = res.nerrors != 0;
  for (uint32_t k = 0; k < res.n && !report; k++) report = wt_check_insert_reports(&res.v[k]);
  if (report) {
    wt_check_report(&j->prog, &lds, &res, &j->d);
    j->st = WAITWISE_FINDINGS;
  }
  wt_check_result_free(&res);
  wt_lds_info_free(&lds);
  wt_analysis_free(&a);
}

waitwise_status waitwise_insert(const char *name, const char *text, size_t len,
                                const waitwise_options *o, char **out, char **diagnostics,
                                waitwise_insert_stats *stats) {
  api_job j;
  if (api_job_read(&j, name, text, len, o, API_JOB_STREAM) != WAITWISE_OK)
    return api_job_finish(&j, out, diagnostics);
  wt_insert_opts io = {j.o->recompute ? WT_INSERT_RECOMPUTE : WT_INSERT_ADD, !j.o->no_barrier_release,
                       j.tm};
  wt_insert_stats is;
  wt_insert(&j.prog, &io, &is);
  if (stats) *stats = (waitwise_insert_stats){is.removed, is.placed, is.instructions, is.rounds,
                                              is.fence_waits};
  if (is.internal_error) j.st = WAITWISE_INTERNAL_ERROR; /* a debug self-check failed: nothing printed */
  else asm_print_edited(&j.prog, &j.out);
  ww_buf_flush(&j.out);
  ww_timer_lap(j.tm, "print");
  /* (checked_clean: tightening found every function clean) */
  if (!is.checked_clean && j.st == WAITWISE_OK) check_insert_output(&j);
  return api_job_finish(&j, out, diagnostics);
}

/* ---- cost ---- */

waitwise_status waitwise_cost(const char *name, const char *text, size_t len,
                              const waitwise_options *o, char **out, char **diagnostics) {
  api_job j;
  if (api_job_read(&j, name, text, len, o, 0) != WAITWISE_OK) return api_job_finish(&j, out, diagnostics);
  wt_cost_result r;
  wt_cost(&j.prog, &r);
  ww_buf_printf(&j.out, "waits %u zero-waits %u stall %llu cycles %llu executed %llu\n", r.waits,
                r.zero_waits, (unsigned long long)r.stall, (unsigned long long)r.cycles,
                (unsigned long long)r.executed);
  /* then each function: docs/quality.md is per kernel */
  for (uint32_t fi = 0; fi < j.prog.nfuncs; fi++) {
    const asm_func *f = &j.prog.funcs[fi];
    if (!f->nblocks) continue;
    wt_cost_function(&j.prog, fi, &r);
    ww_buf_printf(&j.out, "  %.*s line %u waits %u zero-waits %u stall %llu cycles %llu executed %llu\n",
                  (int)f->name_len, f->name, f->line + 1, r.waits, r.zero_waits,
                  (unsigned long long)r.stall, (unsigned long long)r.cycles,
                  (unsigned long long)r.executed);
  }
  return api_job_finish(&j, out, diagnostics);
}

/* ---- print ---- */

waitwise_status waitwise_print(const char *name, const char *text, size_t len,
                               const waitwise_options *o, char **out, char **diagnostics) {
  api_job j;
  if (api_job_read(&j, name, text, len, o, API_JOB_KEEP_OPERANDS | API_JOB_STREAM) == WAITWISE_OK)
    asm_print(&j.prog, &j.out);
  return api_job_finish(&j, out, diagnostics);
}
