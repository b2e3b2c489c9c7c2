/* explain.h - `waitwise explain`: the listing annotated with counter state. */
#ifndef WW_EXPLAIN_H
#define WW_EXPLAIN_H

#include "wait.h"

void wt_explain(const asm_program *p, const wt_analysis *a, const wt_lds_info *lds, int json,
                ww_buf *out);

#endif
