/*
 * waitwise.h - the public interface of libwaitwise.
 *
 * Analyses LLVM-syntax AMDGPU assembly held in memory. Each call reads the
 * text, runs one job and returns its output as a malloc'ed string (free it
 * with waitwise_free); diagnostics about the input, in Clang's format, come
 * back separately. Nothing here exits or prints.
 */
#ifndef WAITWISE_H
#define WAITWISE_H

#include <stddef.h>

/* The ABI: the shared library is libwaitwise.so.WAITWISE_ABI. A change to
 * the layout of a struct below or to what a call means raises it (0.3.0:
 * waitwise_options gained origins and norigins, so 1). Fields are only
 * added at a struct's end; a binding that lays waitwise_options out itself
 * compares its size with waitwise_options_size() before a call. */
#define WAITWISE_ABI 1

#ifdef __cplusplus
extern "C" {
#endif

typedef enum waitwise_status {
  WAITWISE_OK = 0,          /* done; for check: no errors */
  WAITWISE_FINDINGS = 1,    /* check found errors */
  WAITWISE_INPUT_ERROR = 2, /* the input or the options were bad: see diagnostics */
  WAITWISE_INTERNAL_ERROR = 70, /* a debug build's self-check failed (a bug): no output */
} waitwise_status;

/* Where a line of the text came from when the text is a listing of machine
 * code (a code object disassembled): the function and the byte offset of
 * the instruction in it. function NULL: the line is no instruction. */
typedef struct waitwise_origin {
  const char *function;
  unsigned long long offset;
} waitwise_origin;

typedef struct waitwise_options {
  const char *mcpu;              /* LLVM CPU name; NULL: the file's .amdgcn_target */
  int json;                      /* JSON output (explain: one document; check: JSON lines);
                                    diagnostics too: JSON lines, schema waitwise-diag/1 */
  int werror;                    /* check: warnings are errors */
  const char *const *disabled;   /* check: warning categories to silence */
  int ndisabled;
  const char *const *error_cats; /* check: warning categories that are errors (-Werror=) */
  int nerror_cats;
  const char *const *warn_cats;  /* check: categories that stay warnings under werror */
  int nwarn_cats;
  int no_warnings;               /* check: every warning silenced (-w) */
  int error_limit;               /* check: stop after this many errors (-ferror-limit=; 0: none) */
  int sarif;                     /* check: SARIF 2.1.0 result objects, one per line
                                    (docs/sarif.md; the CLI wraps them in a log) */
  int color;                     /* ANSI colours in diagnostics */
  int recompute;                 /* insert: drop every counter wait and place them anew */
  int no_barrier_release;        /* insert: do not wait for writes before workgroup barriers */
  int text_terminated;           /* text[len] is a NUL byte: the library reads text in place
                                    instead of copying it (saves a copy of big inputs) */
  int time_report;               /* append the wall time of each phase to the diagnostics,
                                    laid out like LLVM's -time-passes */
  /* insert and print: if set, the output is passed to write piece by piece,
   * in order, as it is made (no copy of a big output is held) and *out is
   * the empty string. Not called when the input cannot be read. */
  void (*write)(void *ctx, const char *data, size_t len);
  void *write_ctx;
  /* check: origins[i] is where line i + 1 came from (norigins lines; NULL:
   * the text is the user's). A finding on such a line is located by its
   * function and offset: "FILE:FUNCTION+0xOFFSET:" in text, "function" and
   * "offset" in JSON, a logical location and an address in SARIF. */
  const waitwise_origin *origins;
  size_t norigins;
} waitwise_options;

typedef struct waitwise_insert_stats {
  unsigned removed, placed, instructions, rounds;
  unsigned fence_waits; /* waits of the program's fences, kept as written */
} waitwise_insert_stats;

/* Every read of data that may not have arrived. *out: the findings (JSON
 * lines when json, else Clang-style text with a summary line). */
waitwise_status waitwise_check(const char *name, const char *text, size_t len,
                               const waitwise_options *opts, char **out, char **diagnostics);

/* The listing annotated with the counter state instruction by instruction. */
waitwise_status waitwise_explain(const char *name, const char *text, size_t len,
                                 const waitwise_options *opts, char **out, char **diagnostics);

/* The program with the waits it needs: missing ones added (or, with
 * recompute, all counter waits placed anew); everything that is not a wait
 * is kept byte for byte. stats may be NULL. */
waitwise_status waitwise_insert(const char *name, const char *text, size_t len,
                                const waitwise_options *opts, char **out, char **diagnostics,
                                waitwise_insert_stats *stats);

/* Wait instructions and the modelled stall of the program's placement, one
 * line: "waits N zero-waits N stall N cycles N executed N" (docs/quality.md). */
waitwise_status waitwise_cost(const char *name, const char *text, size_t len,
                              const waitwise_options *opts, char **out, char **diagnostics);

/* The input printed back from its parsed form (byte for byte). */
waitwise_status waitwise_print(const char *name, const char *text, size_t len,
                               const waitwise_options *opts, char **out, char **diagnostics);

void waitwise_free(char *p);
const char *waitwise_version(void);
/* sizeof(waitwise_options) in this library: a binding that lays the struct
 * out itself (Python's ctypes) compares it with its own before a call. */
size_t waitwise_options_size(void);

#ifdef __cplusplus
}
#endif
#endif
