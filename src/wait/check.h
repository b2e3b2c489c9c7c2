/* check.h - `waitwise check`: every use of data that may not have arrived. */
#ifndef WW_CHECK_H
#define WW_CHECK_H

#include "wait.h"

#define WW_CHECK_SCHEMA "waitwise-check/2"

typedef struct ww_finding {
  uint32_t consumer;     /* instruction index */
  uint32_t producer[4];  /* the outstanding operations it needs (first few) */
  ww_dep dep[4];
  ww_regs reg[4];
  uint32_t witness[4];   /* barrier-lds-write: an LDS access of another wave after
                            the barrier (instruction index; WW_PHASE_ANY: unknown) */
  uint32_t back_edge[4];  /* loop-carried (the producer cannot reach the consumer
                            without crossing a back edge): the last instruction of
                            the back edge's source block, its branch; else UINT32_MAX */
  uint8_t nproducers;
  uint32_t more;         /* producers beyond the first four */
  ww_dep kind;           /* the first dependence: sets category and severity */
  ww_severity sev;
  ww_wait fix;           /* the weakest wait before the consumer that fixes all */
  int16_t bar_id;        /* the barrier rules' findings: the barrier (barrier_rules.h) */
} ww_finding;

/* allow.c: the inline suppressions of a file, "; waitwise: allow(CAT, ...)"
 * on a finding's line or alone on the line before it. */
#define WW_ALLOW_MAX_CATS 8
typedef struct ww_allow {
  uint32_t line;                    /* the comment's line (0-based) */
  uint32_t target;                  /* the line whose findings it allows */
  uint8_t ncats;
  uint32_t cat_off[WW_ALLOW_MAX_CATS], cat_len[WW_ALLOW_MAX_CATS]; /* in the line's text */
  uint8_t used[WW_ALLOW_MAX_CATS];  /* set by the checker (one function's thread) */
} ww_allow;
typedef struct ww_allows {
  ww_allow *v;                      /* sorted by target */
  uint32_t n, cap;
} ww_allows;
#define WW_CAT_UNUSED_ALLOW "unused-suppression"

typedef struct ww_check_opts {
  int werror;                 /* warnings become errors */
  const char *disabled[16];   /* categories silenced with -Wno-CATEGORY */
  int ndisabled;
  const char *error_cats[16]; /* -Werror=CATEGORY */
  int nerror_cats;
  const char *warn_cats[16];  /* -Wno-error=CATEGORY: stays a warning under -Werror */
  int nwarn_cats;
  int no_warnings;            /* -w: every warning silenced */
  const ww_allows *allows;    /* inline suppressions, or NULL */
  /* Called, if set, at each reached instruction with the state before it
   * (before its placed wait too): a pass that needs the same walk over the
   * analysed function (insert's tightening) rides along. */
  void (*visit)(void *ctx, uint32_t inst, const ww_block *bl, const ww_state *before);
  void *visit_ctx;
  /* Leaves out the barrier rules' findings (barrier_rules.c), which no wait
   * changes: tightening judges a function's waits again and again. */
  int no_barrier_rules;
} ww_check_opts;

/* A suppression's category that allowed nothing (or that is unknown). */
typedef struct ww_stale_allow {
  uint32_t line, col, len;    /* the category's name in the comment (0-based line, col) */
  uint32_t target;            /* the line it allows (0-based) */
  int known;
  ww_severity sev;
} ww_stale_allow;

typedef struct ww_check_result {
  ww_finding *v;
  uint32_t n, cap;
  uint32_t nerrors, nwarnings;
  ww_stale_allow *stale;      /* after the findings, in line order */
  uint32_t nstale, stale_cap;
  int error_limited;          /* -ferror-limit cut the findings */
} ww_check_result;

/* The severity of a warning category under opts: WW_NOTE when silenced. */
ww_severity ww_check_warning_sev(const ww_check_opts *opts, const char *category);
/* allow.c */
void ww_allows_read(const ww_program *p, ww_allows *out);
void ww_allows_free(ww_allows *a);
/* Does an allow on line (0-based) name category? Marks it used. */
int ww_allows_match(const ww_allows *a, const ww_program *p, uint32_t line, const char *category);
/* Appends the stale suppressions to r (severity from opts). */
void ww_allows_report(const ww_allows *a, const ww_program *p, const ww_check_opts *opts,
                      ww_check_result *r);
/* Keeps the findings up to the limit-th error (Clang's -ferror-limit): the
 * next error would stop it. Sets r->error_limited when something was cut. */
void ww_check_error_limit(ww_check_result *r, uint32_t limit);

/* Categories: the names -Wno- takes. */
int ww_check_category_known(const char *name);
/* Does insert report finding f on its output, error or not? A possible LDS
 * DMA race (lds-dma-may-alias) on a copy an async mark covers: insert leaves
 * it to the user, and says so, as it does a proven one. */
int ww_check_insert_reports(const ww_finding *f);
int ww_check_category_is_warning(const char *name);
/* "a, b (errors); c, d (warnings)", every category of ww_check_rule. */
#define WW_CHECK_CATEGORIES_MAX 1024
const char *ww_check_categories(void);

/* The checker over one function of an analysed program. */
void ww_check_function(const ww_program *p, const ww_analysis *a, const ww_lds_info *lds,
                       const ww_check_opts *opts, uint32_t fi, ww_check_result *out);
/* Runs the checker over an analysed program. */
void ww_check(const ww_program *p, const ww_analysis *a, const ww_lds_info *lds,
              const ww_check_opts *opts, ww_check_result *out);
/* ww_analyze, then ww_check, with the same results: the checker's walk of
 * a block rides along the analysis' visit that is likely its last
 * (ww_analyze_with) and is made again only where it was not the last. */
void ww_check_analyze(const ww_program *p, ww_analysis *a, const ww_lds_info *lds,
                      const ww_check_opts *opts, ww_check_result *out);
void ww_check_result_free(ww_check_result *r);

/* The JSON fields of line li's origin in a listing of machine code:
 * ',"function":NAME,"offset":N', or null and null for the user's text. */
void ww_check_json_origin(const ww_program *p, uint32_t li, ww_buf *out);
/* Clang-style diagnostics, or JSON lines (schema WW_CHECK_SCHEMA). */
void ww_check_report(const ww_program *p, const ww_lds_info *lds, const ww_check_result *r,
                     ww_diags *diags);
void ww_check_report_json(const ww_program *p, const ww_lds_info *lds,
                          const ww_check_result *r, ww_buf *out);
/* SARIF 2.1.0 result objects, one per line (check_sarif.c; the CLI wraps
 * them in a log with the rules of ww_check_rule). */
void ww_check_report_sarif(const ww_program *p, const ww_lds_info *lds,
                           const ww_check_result *r, ww_buf *out);
/* A path as a JSON string holding a SARIF artifact URI (relative, or file:). */
void ww_sarif_uri(ww_buf *out, const char *path);
/* The categories in a fixed order (rule indices): name and default severity;
 * NULL past the last. */
const char *ww_check_rule(int i, ww_severity *sev);
/* describe() of check.c: the message of a finding's k-th producer, and its note. */
void ww_check_describe(const ww_program *p, const ww_lds_info *lds, const ww_finding *f, int k,
                       ww_buf *b);
void ww_check_note(const ww_program *p, const ww_lds_info *lds, const ww_finding *f, int k,
                   ww_buf *b);
/* The message of a stale suppression. */
void ww_check_stale_message(const ww_program *p, const ww_stale_allow *s, ww_buf *b);
void ww_check_back_edge_note(const ww_program *p, const ww_finding *f, int k, ww_buf *b);
void ww_check_fix_text(const ww_target *t, const ww_wait *w, ww_buf *b);

#endif
