/*
 * support.h - arenas, growable buffers, source files and diagnostics.
 *
 * Everything the other modules share that is not about GPUs. Memory for one
 * input lives in one arena and is released at once (no node-by-node free).
 * Diagnostics follow Clang: "file:line:col: error: msg", the source line and
 * a caret, then "note:" lines; a JSON form is available for tools.
 */
#ifndef WW_SUPPORT_H
#define WW_SUPPORT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#if defined(__GNUC__)
#define WW_PRINTF(f, a) __attribute__((format(printf, f, a)))
#define WW_NORETURN __attribute__((noreturn))
#else
#define WW_PRINTF(f, a)
#define WW_NORETURN
#endif

/* ---- arena ---- */
typedef struct ww_arena_chunk ww_arena_chunk;
typedef struct ww_arena {
  ww_arena_chunk *head;
  size_t used, cap;
} ww_arena;

void *ww_alloc(ww_arena *a, size_t n);          /* zeroed, 16-byte aligned */
void *ww_alloc8(ww_arena *a, size_t n);         /* zeroed, 8-byte aligned: packs small arrays */
char *ww_strndup(ww_arena *a, const char *s, size_t n);
void ww_arena_release(ww_arena *a);
/* Moves every chunk of src into dst (src is left empty): what another
 * thread allocated lives as long as dst. */
void ww_arena_adopt(ww_arena *dst, ww_arena *src);
/* Zeroed memory for big one-shot arrays (huge pages where available); free
 * with ww_big_free and the same size. */
void *ww_big_alloc(size_t n);
void ww_big_free(void *p, size_t n);
/* Asks for transparent huge pages over the big block p (from malloc) where
 * the system offers them: fewer page faults when it is first written. */
void ww_prefer_huge_pages(void *p, size_t n);

/* Internal bug: print and abort. Bad input never gets here. */
WW_NORETURN void ww_die(const char *fmt, ...) WW_PRINTF(1, 2);
void *ww_xmalloc(size_t n);
void *ww_xrealloc(void *p, size_t n);

/* Grow a heap vector (p, n, cap) to hold at least n+1 elements. */
#define WW_VEC_PUSH(p, n, cap, v)                                              \
  do {                                                                         \
    if ((n) == (cap)) {                                                        \
      (cap) = (cap) ? 2 * (cap) : 8;                                           \
      (p) = ww_xrealloc((p), (size_t)(cap) * sizeof(*(p)));                    \
    }                                                                          \
    (p)[(n)++] = (v);                                                          \
  } while (0)

/* ---- growable byte buffer ---- */
typedef struct ww_buf {
  char *data;
  size_t len, cap;
  /* If set, the buffer streams: what it holds goes to sink when it is full
   * (and on ww_buf_flush), big pieces go there directly, and data holds
   * only what was not yet sent. Only for output nothing reads back. */
  void (*sink)(void *ctx, const char *data, size_t len);
  void *sink_ctx;
} ww_buf;

void ww_buf_reserve(ww_buf *b, size_t extra); /* room for extra more bytes */
void ww_buf_flush(ww_buf *b);                 /* a streaming buffer: send what it holds */
void ww_buf_putn(ww_buf *b, const char *s, size_t n);
void ww_buf_puts(ww_buf *b, const char *s);
void ww_buf_putc(ww_buf *b, char c);
void ww_buf_printf(ww_buf *b, const char *fmt, ...) WW_PRINTF(2, 3);
void ww_buf_vprintf(ww_buf *b, const char *fmt, va_list ap);
void ww_buf_json_str(ww_buf *b, const char *s, size_t n); /* quoted, escaped */
void ww_buf_free(ww_buf *b);

/* ---- source files ---- */
typedef struct ww_source {
  const char *name;  /* as given by the user */
  const char *text;  /* NUL-terminated; may contain other NULs (binary) */
  size_t len;
  size_t mapped;     /* bytes mapped from the file (0: text is malloc'ed) */
  const struct waitwise_origin *origins; /* per line, for a listing of machine code */
  size_t norigins;
} ww_source;

/* The function line (1-based) of a listing came from, with its byte
 * offset in *off; NULL when the line has no origin (the user's text). */
const char *ww_source_origin(const ww_source *src, int line, unsigned long long *off);

/* Reads a whole file (or "-" for stdin). Returns 0, or -1 with errno-style
 * message in err. */
int ww_source_read(ww_source *src, const char *path, char *err, size_t errlen);
void ww_source_free(ww_source *src);

/* ---- diagnostics ---- */
typedef enum { WW_NOTE, WW_WARNING, WW_ERROR } ww_severity;

typedef struct ww_loc {
  const ww_source *src;  /* NULL: no location */
  int line, col;         /* 1-based; col counts bytes */
  size_t off;            /* byte offset of line start in src->text */
} ww_loc;

typedef struct ww_diag {
  ww_severity sev;
  ww_loc loc;
  int len;               /* caret width; 0 or 1 = single caret */
  char *msg;
  const char *category;  /* e.g. "uninitialized-read"; may be NULL */
} ww_diag;

typedef struct ww_diags {
  ww_diag *v;
  size_t n, cap;
  size_t nerrors, nwarnings;
  size_t limit;          /* stop recording errors past this many (0: 100) */
  int truncated;
} ww_diags;

void ww_diag_add(ww_diags *d, ww_severity sev, ww_loc loc, int len,
                 const char *fmt, ...) WW_PRINTF(5, 6);
void ww_diag_vadd(ww_diags *d, ww_severity sev, ww_loc loc, int len,
                  const char *fmt, va_list ap);
/* Clang-style text with source line and caret. */
void ww_diag_print(const ww_diags *d, FILE *out, int color);
/* One JSON object per line: {"schema":"waitwise-diag/1","severity":..,"file":..,
 * "line":..,"col":..,"message":..} (docs/json.md). */
void ww_diag_print_json(const ww_diags *d, FILE *out);
void ww_diags_free(ww_diags *d);
/* Moves src's diagnostics after dst's (src is left empty), within dst's limit. */
void ww_diags_append(ww_diags *dst, ww_diags *src);

/* ---- ASCII character classes ----
 * Assembly syntax is ASCII; these do not depend on the locale and, unlike
 * <ctype.h>, cost no call per byte (a quarter of the reader's time went to
 * __ctype_b_loc). Same sets as the C locale's isspace, isdigit, isalpha. */
static inline int ww_is_space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static inline int ww_is_digit(int c) { return c >= '0' && c <= '9'; }
static inline int ww_is_alpha(int c) { return (unsigned)((c | 0x20) - 'a') < 26u; }
static inline int ww_is_alnum(int c) { return ww_is_digit(c) || ww_is_alpha(c); }
static inline int ww_to_lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

/* ---- threads ----
 * Big inputs are split into contiguous pieces, one thread each; every piece
 * writes only its own part of the results (and its own arena and
 * diagnostics, merged in order afterwards), so the output does not depend on
 * the number of threads. */
#define WW_MAX_THREADS 8
/* Threads for `work` units, at least `per_thread` units each: at most the
 * processors (WAITWISE_THREADS=N: at most N instead) and WW_MAX_THREADS.
 * WAITWISE_FORCE_THREADS=N forces N however small the work (tests take the
 * threaded paths with small inputs). */
int ww_thread_count(uint64_t work, uint64_t per_thread);
/* Runs fn on n jobs of `size` bytes each, the first on this thread. */
void ww_run_jobs(void *(*fn)(void *), void *jobs, size_t size, int n);

/* ---- numbers (numbers.c) ---- */
/* Greatest common divisor of |a| and |b| (0 when both are 0). */
int64_t ww_gcd(int64_t a, int64_t b);
/* Significant digits that always print a double so that it reads back
 * exactly (IEEE binary64). */
#define WW_DOUBLE_DIGITS 17
/* The fewest significant digits (1..WW_DOUBLE_DIGITS) with which v prints
 * as a decimal that reads back as exactly v. */
int ww_shortest_digits(double v);

/* ---- phase timer (--time-report) ---- */
#define WW_TIMER_MAX 24
typedef struct ww_timer {
  unsigned n;
  const char *name[WW_TIMER_MAX];  /* string literals, compared by address */
  double sec[WW_TIMER_MAX];
  double start, last;
} ww_timer;

void ww_timer_start(ww_timer *t);
/* Adds the time since the previous lap to `phase`; t NULL: nothing. */
void ww_timer_lap(ww_timer *t, const char *phase);
void ww_timer_report(const ww_timer *t, ww_buf *out);

/* Line text (without end-of-line) starting at byte offset off. */
size_t ww_line_len(const char *s, size_t len, size_t off);

#endif
