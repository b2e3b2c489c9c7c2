/* check.h - `waitwise check`: every use of data that may not have arrived. */
#ifndef WW_CHECK_H
#define WW_CHECK_H

#include "wait.h"

#define WW_CHECK_SCHEMA "waitwise-check/1"

typedef struct ww_finding {
  uint32_t consumer;     /* instruction index */
  uint32_t producer[4];  /* the outstanding operations it needs (first few) */
  ww_dep dep[4];
  ww_regs reg[4];
  uint32_t witness[4];   /* barrier-lds-write: an LDS access of another wave after
                            the barrier (instruction index; WW_PHASE_ANY: unknown) */
  uint8_t nproducers;
  uint32_t more;         /* producers beyond the first four */
  ww_dep kind;           /* the first dependence: sets category and severity */
  ww_severity sev;
  ww_wait fix;           /* the weakest wait before the consumer that fixes all */
  int16_t bar_id;        /* the barrier rules' findings: the barrier (barrier_rules.h) */
} ww_finding;

typedef struct ww_check_opts {
  int werror;                 /* warnings become errors */
  const char *disabled[16];   /* categories silenced with -Wno-CATEGORY */
  int ndisabled;
  /* Called, if set, at each reached instruction with the state before it
   * (before its placed wait too): a pass that needs the same walk over the
   * analysed function (insert's tightening) rides along. */
  void (*visit)(void *ctx, uint32_t inst, const ww_block *bl, const ww_state *before);
  void *visit_ctx;
} ww_check_opts;

typedef struct ww_check_result {
  ww_finding *v;
  uint32_t n, cap;
  uint32_t nerrors, nwarnings;
} ww_check_result;

/* Categories: the names -Wno- takes. */
int ww_check_category_known(const char *name);
int ww_check_category_is_warning(const char *name);
const char *ww_check_categories(void);

/* The checker over one function of an analysed program. */
void ww_check_function(const ww_program *p, const ww_analysis *a, const ww_lds_info *lds,
                       const ww_check_opts *opts, uint32_t fi, ww_check_result *out);
/* Runs the checker over an analysed program. */
void ww_check(const ww_program *p, const ww_analysis *a, const ww_lds_info *lds,
              const ww_check_opts *opts, ww_check_result *out);
void ww_check_result_free(ww_check_result *r);

/* Clang-style diagnostics, or JSON lines (schema WW_CHECK_SCHEMA). */
void ww_check_report(const ww_program *p, const ww_lds_info *lds, const ww_check_result *r,
                     ww_diags *diags);
void ww_check_report_json(const ww_program *p, const ww_lds_info *lds,
                          const ww_check_result *r, ww_buf *out);

#endif
