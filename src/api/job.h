/*
 * job.h - the frame every assembly job of the public interface runs in
 * (api.c's drivers): the first phase, reading the text into a program, and
 * the last ones, the report (output and diagnostics as strings) and
 * releasing memory, with the --time-report laps they have always had. A
 * driver in between lists its own phases; it writes its output to j->out
 * and its findings' diagnostics to j->d, and sets j->st.
 */
#ifndef WW_API_JOB_H
#define WW_API_JOB_H

#include "waitwise/waitwise.h"

#include "../asm/asm.h"

/* Recorded diagnostics per job: more are counted, not kept. */
#define API_JOB_DIAG_LIMIT 1000

typedef struct api_job {
  const waitwise_options *o; /* the caller's, or none (all zero) */
  waitwise_options none;
  char *copy;                /* the text with a NUL after it, unless the caller's has one */
  ww_source src;
  ww_diags d;                /* about the input, and the findings of insert's output */
  ww_timer timer, *tm;       /* tm: &timer under time_report, else NULL (laps do nothing) */
  asm_program prog;
  ww_buf out;                /* the job's output (streamed to o->write where the job allows) */
  waitwise_status st;
} api_job;

/* What reading keeps and where the output goes. */
enum {
  API_JOB_KEEP_OPERANDS = 1, /* every instruction's operands: printing rebuilds lines from them */
  API_JOB_STREAM = 2         /* the output goes to o->write as it is made, when set */
};

/* Phase "read": -mcpu looked up, then the text read into j->prog (the
 * reader's laps: "read: split lines", "read: lex", ...). Returns j->st:
 * WAITWISE_OK, or WAITWISE_INPUT_ERROR with the reason in j->d (the driver
 * then goes straight to api_job_finish). */
waitwise_status api_job_read(api_job *j, const char *name, const char *text, size_t len,
                            const waitwise_options *o, unsigned flags);

/* Phases "report" (the output and the diagnostics made strings; -w drops
 * the input's warnings) and "release memory"; then, under time_report,
 * the time report appended to the diagnostics. Returns j->st. */
waitwise_status api_job_finish(api_job *j, char **out, char **diagnostics);

/* Diagnostics rendered to a malloc'ed string: Clang's text or JSON lines. */
char *api_job_render(const ww_diags *d, int color, int json);

#endif
