/* emit.c - placeholder until --emit lands. */
#include "gather.h"

int gather_emit_asm(const gather_plan *p, const ww_target *t, int prefetch, int mark, ww_buf *out,
                    ww_buf *diag) {
  (void)p, (void)t, (void)prefetch, (void)mark, (void)out;
  ww_buf_puts(diag, "waitwise: error: --emit=asm is not implemented yet\n");
  return 2;
}

int gather_emit_hip(const gather_plan *p, const ww_target *t, ww_buf *out, ww_buf *diag) {
  (void)p, (void)t, (void)out;
  ww_buf_puts(diag, "waitwise: error: --emit=hip is not implemented yet\n");
  return 2;
}
