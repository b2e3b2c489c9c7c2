/* explain.h - `waitwise explain`: the listing annotated with counter state. */
#ifndef WW_EXPLAIN_H
#define WW_EXPLAIN_H

#include "wait.h"

void ww_explain(const ww_program *p, const ww_analysis *a, const ww_lds_info *lds, int json,
                ww_buf *out);

#endif
