/*
 * job.c - the frame of the public interface's jobs (job.h): reading the
 * text before a driver's phases, and the report and release after them.
 * One copy of what every job does the same way, so that each driver in
 * api.c is its own phases and nothing else.
 */
#include "job.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *api_job_render(const ww_diags *d, int color, int json) {
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

waitwise_status api_job_read(api_job *j, const char *name, const char *text, size_t len,
                            const waitwise_options *o, unsigned flags) {
  memset(j, 0, sizeof *j);
  j->o = o ? o : &j->none;
  o = j->o;
  j->d.limit = API_JOB_DIAG_LIMIT;
  /* The reader needs a NUL after the text: copy it unless the caller
   * promises one. */
  if (!o->text_terminated) {
    j->copy = ww_xmalloc(len + 1);
    memcpy(j->copy, text, len);
    j->copy[len] = 0;
    text = j->copy;
  }
  j->src = (ww_source){name, text, len, 0, o->origins, o->norigins};
  j->tm = o->time_report ? &j->timer : NULL;
  if (j->tm) ww_timer_start(j->tm);
  asm_read_opts ro = {NULL, 0, j->tm, (flags & API_JOB_KEEP_OPERANDS) != 0};
  j->st = WAITWISE_OK;
  if (o->mcpu) {
    ro.target = tg_target_lookup(o->mcpu, strlen(o->mcpu));
    ro.target_from_cli = 1;
    if (!ro.target) {
      ww_diag_add(&j->d, WW_ERROR, (ww_loc){0}, 0, "unknown -mcpu '%s' (supported: %s)", o->mcpu,
                  tg_target_names());
      return j->st = WAITWISE_INPUT_ERROR;
    }
  }
  if (asm_read(&j->src, &ro, &j->prog, &j->d)) return j->st = WAITWISE_INPUT_ERROR;
  if ((flags & API_JOB_STREAM) && o->write) {
    j->out.sink = o->write;
    j->out.sink_ctx = o->write_ctx;
  }
  return j->st;
}

waitwise_status api_job_finish(api_job *j, char **out, char **diagnostics) {
  const waitwise_options *o = j->o;
  ww_buf_flush(&j->out);
  if (!j->out.data) ww_buf_putn(&j->out, "", 0);
  *out = j->out.data;
  if (o->no_warnings) drop_warnings(&j->d);
  *diagnostics = api_job_render(&j->d, o->color, o->json);
  ww_timer_lap(j->tm, "report");
  ww_diags_free(&j->d);
  asm_program_free(&j->prog);
  free(j->copy);
  ww_timer_lap(j->tm, "release memory");
  if (j->tm) {
    ww_buf tb = {0};
    ww_buf_puts(&tb, *diagnostics);
    ww_timer_report(j->tm, &tb);
    free(*diagnostics);
    *diagnostics = tb.data;
  }
  return j->st;
}
