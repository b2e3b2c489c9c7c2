/* check.h - `waitwise check`: every use of data that may not have arrived. */
#ifndef WW_CHECK_H
#define WW_CHECK_H

#include "wait.h"

#define WT_CHECK_SCHEMA "waitwise-check/2"

typedef struct wt_finding {
  uint32_t consumer;     /* instruction index */
  uint32_t producer[4];  /* the outstanding operations it needs (first few) */
  wt_dep dep[4];
  asm_regs reg[4];
  uint32_t witness[4];   /* barrier-lds-write: an LDS access of another wave after
                            the barrier (instruction index; WT_PHASE_ANY: unknown) */
  uint32_t back_edge[4];  /* loop-carried (the producer cannot reach the consumer
                            without crossing a back edge): the last instruction of
                            the back edge's source block, its branch; else UINT32_MAX */
  uint8_t nproducers;
  uint32_t more;         /* producers beyond the first four */
  wt_dep kind;           /* the first dependence: sets category and severity */
  ww_severity sev;
  tg_wait fix;           /* the weakest wait before the consumer that fixes all */
  int16_t bar_id;        /* the barrier rules' findings: the barrier (barrier_rules.h) */
} wt_finding;

/* allow.c: the inline suppressions of a file, "; waitwise: allow(CAT, ...)"
 * on a finding's line or alone on the line before it. */
#define WT_ALLOW_MAX_CATS 8
typedef struct wt_allow {
  uint32_t line;                    /* the comment's line (0-based) */
  uint32_t target;                  /* the line whose findings it allows */
  uint8_t ncats;
  uint32_t cat_off[WT_ALLOW_MAX_CATS], cat_len[WT_ALLOW_MAX_CATS]; /* in the line's text */
  uint8_t used[WT_ALLOW_MAX_CATS];  /* set by the checker (one function's thread) */
} wt_allow;
typedef struct wt_allows {
  wt_allow *v;                      /* sorted by target */
  uint32_t n, cap;
} wt_allows;
#define WT_CAT_UNUSED_ALLOW "unused-suppression"

typedef struct wt_check_opts {
  int werror;                 /* warnings become errors */
  const char *disabled[16];   /* categories silenced with -Wno-CATEGORY */
  int ndisabled;
  const char *error_cats[16]; /* -Werror=CATEGORY */
  int nerror_cats;
  const char *warn_cats[16];  /* -Wno-error=CATEGORY: stays a warning under -Werror */
  int nwarn_cats;
  int no_warnings;            /* -w: every warning silenced */
  const wt_allows *allows;    /* inline suppressions, or NULL */
  /* Called, if set, at each reached instruction with the state before it
   * (before its placed wait too): a pass that needs the same walk over the
   * analysed function (insert's tightening) rides along. */
  void (*visit)(void *ctx, uint32_t inst, const asm_block *bl, const wt_state *before);
  void *visit_ctx;
  /* Leaves out the barrier rules' findings (barrier_rules.c), which no wait
   * changes: tightening judges a function's waits again and again. */
  int no_barrier_rules;
} wt_check_opts;

/* A suppression's category that allowed nothing (or that is unknown). */
typedef struct wt_stale_allow {
  uint32_t line, col, len;    /* the category's name in the comment (0-based line, col) */
  uint32_t target;            /* the line it allows (0-based) */
  int known;
  ww_severity sev;
} wt_stale_allow;

typedef struct wt_check_result {
  wt_finding *v;
  uint32_t n, cap;
  uint32_t nerrors, nwarnings;
  wt_stale_allow *stale;      /* after the findings, in line order */
  uint32_t nstale, stale_cap;
  int error_limited;          /* -ferror-limit cut the findings */
} wt_check_result;

/* The severity of a warning category under opts: WW_NOTE when silenced. */
ww_severity wt_check_warning_sev(const wt_check_opts *opts, const char *category);
/* allow.c */
void wt_allows_read(const asm_program *p, wt_allows *out);
void wt_allows_free(wt_allows *a);
/* Does an allow on line (0-based) name category? Marks it used. */
int wt_allows_match(const wt_allows *a, const asm_program *p, uint32_t line, const char *category);
/* Appends the stale suppressions to r (severity from opts). */
void wt_allows_report(const wt_allows *a, const asm_program *p, const wt_check_opts *opts,
                      wt_check_result *r);
/* Keeps the findings up to the limit-th error (Clang's -ferror-limit): the
 * next error would stop it. Sets r->error_limited when something was cut. */
void wt_check_error_limit(wt_check_result *r, uint32_t limit);

/* Categories: the names -Wno- takes. */
int wt_check_category_known(const char *name);
/* Does insert report finding f on its output, error or not? A possible LDS
 * DMA race (lds-dma-may-alias) on a copy an async mark covers: insert leaves
 * it to the user, and says so, as it does a proven one. */
int wt_check_insert_reports(const wt_finding *f);
int wt_check_category_is_warning(const char *name);
/* "a, b (errors); c, d (warnings)", every category of wt_check_rule. */
#define WT_CHECK_CATEGORIES_MAX 1024
const char *wt_check_categories(void);

/* The checker over one function of an analysed program. */
void wt_check_function(const asm_program *p, const wt_analysis *a, const wt_lds_info *lds,
                       const wt_check_opts *opts, uint32_t fi, wt_check_result *out);
/* Runs the checker over an analysed program. */
void wt_check(const asm_program *p, const wt_analysis *a, const wt_lds_info *lds,
              const wt_check_opts *opts, wt_check_result *out);
/* wt_analyze, then wt_check, with the same results: the checker's walk of
 * a block rides along the analysis' visit that is likely its last
 * (wt_analyze_with) and is made again only where it was not the last. */
void wt_check_analyze(const asm_program *p, wt_analysis *a, const wt_lds_info *lds,
                      const wt_check_opts *opts, wt_check_result *out);
void wt_check_result_free(wt_check_result *r);

/* The JSON fields of line li's origin in a listing of machine code:
 * ',"function":NAME,"offset":N', or null and null for the user's text. */
void wt_check_json_origin(const asm_program *p, uint32_t li, ww_buf *out);
/* Clang-style diagnostics, or JSON lines (schema WT_CHECK_SCHEMA). */
void wt_check_report(const asm_program *p, const wt_lds_info *lds, const wt_check_result *r,
                     ww_diags *diags);
void wt_check_report_json(const asm_program *p, const wt_lds_info *lds,
                          const wt_check_result *r, ww_buf *out);
/* SARIF 2.1.0 result objects, one per line (check_sarif.c; the CLI wraps
 * them in a log with the rules of wt_check_rule). */
void wt_check_report_sarif(const asm_program *p, const wt_lds_info *lds,
                           const wt_check_result *r, ww_buf *out);
/* A path as a JSON string holding a SARIF artifact URI (relative, or file:). */
void wt_sarif_uri(ww_buf *out, const char *path);
/* The categories in a fixed order (rule indices): name and default severity;
 * NULL past the last. */
const char *wt_check_rule(int i, ww_severity *sev);
/* describe() of check.c: the message of a finding's k-th producer, and its note. */
void wt_check_describe(const asm_program *p, const wt_lds_info *lds, const wt_finding *f, int k,
                       ww_buf *b);
void wt_check_note(const asm_program *p, const wt_lds_info *lds, const wt_finding *f, int k,
                   ww_buf *b);
/* The message of a stale suppression. */
void wt_check_stale_message(const asm_program *p, const wt_stale_allow *s, ww_buf *b);
void wt_check_back_edge_note(const asm_program *p, const wt_finding *f, int k, ww_buf *b);
void wt_check_fix_text(const tg_target *t, const tg_wait *w, ww_buf *b);

#endif
