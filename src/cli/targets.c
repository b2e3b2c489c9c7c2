/*
 * targets.c - `waitwise targets`: the target model as data a person can read,
 * and `waitwise wait`: one wait in the target's syntax with its encoding.
 */
#include "cli.h"
#include "../target/inst_table.h"

#include <stdlib.h>
#include <string.h>

static const char *gen_name(tg_gen g) {
  switch (g) {
  case TG_GFX9: return "GFX9";
  case TG_GFX10: return "GFX10";
  case TG_GFX11: return "GFX11";
  case TG_GFX12: return "GFX12";
  default: return "GFX12.5";
  }
}

static void describe(const tg_target *t, ww_buf *b) {
  size_t accepted = 0;
  for (size_t i = 0; i < tg_inst_count(); i++)
    accepted += (size_t)tg_target_accepts(t, tg_inst_at(i));
  ww_buf_printf(b, "%s (%s)\n  instructions: %zu mnemonics llvm-mc-%s accepts\n  counters:", t->name,
                gen_name(t->gen), accepted, tg_inst_table_llvm());
  for (int c = 0; c < TG_NCNT; c++)
    if (t->max[c]) ww_buf_printf(b, " %s(max %d)", t->cnt_name[c], t->max[c]);
  ww_buf_puts(b, "\n  events:\n");
  for (int e = 1; e < TG_NEVENTS; e++) {
    if (!t->ev_counters[e]) continue;
    ww_buf_printf(b, "    %-14s ->", tg_event_name((tg_event)e));
    for (int c = 0; c < TG_NCNT; c++)
      if ((t->ev_counters[e] >> c) & 1) ww_buf_printf(b, " %s", t->cnt_name[c]);
    if (!t->ev_queue[e]) ww_buf_puts(b, "  (out of order)\n");
    else
      ww_buf_printf(b, "  (in order with its kind on %s%s%s%s)\n",
                    t->cnt_name[tg_queue_home((tg_queue)t->ev_queue[e])],
                    t->ev_any[e] ? ", which alone shows it done" : "",
                    t->ev_queue2[e] ? ", and with LDS on " : "",
                    t->ev_queue2[e] ? t->cnt_name[tg_queue_home((tg_queue)t->ev_queue2[e])] : "");
  }
  ww_buf_printf(b, "  features: back-off-barrier=%s vmem-write-vgpr-in-order=%s agprs=%s "
                   "lds-dma=%s async-lds=%s split-barrier=%s\n",
                t->back_off_barrier ? "yes" : "no", t->vmem_write_vgpr_in_order ? "yes" : "no",
                t->has_agprs ? "yes" : "no", t->has_lds_dma ? "yes" : "no",
                t->has_async_lds ? "yes" : "no", t->has_split_barrier ? "yes" : "no");
  ww_buf_puts(b, "  wait for everything: ");
  tg_wait w;
  tg_wait_none(&w);
  for (int c = 0; c < TG_NCNT; c++)
    if (t->max[c]) w.cnt[c] = 0;
  size_t start = b->len;
  tg_wait_print(t, &w, b);
  for (size_t i = start; i < b->len; i++)
    if (b->data[i] == '\n') b->data[i] = ';';
    else if (b->data[i] == '\t') b->data[i] = ' ';
  if (t->has_legacy_waitcnt) {
    tg_wait none;
    tg_wait_none(&none);
    ww_buf_printf(b, "\n  s_waitcnt simm16 for no wait: 0x%04x", tg_waitcnt_encode(t, &none));
  }
  ww_buf_putc(b, '\n');
}

int cli_cmd_targets(const cli_cli *cli) {
  ww_buf b = {0};
  for (int i = 0; i < WW_NCPUS; i++) {
    const tg_target *t = tg_target_by_cpu((tg_cpu)i);
    if (cli->target && cli->target != t) continue;
    describe(t, &b);
  }
  int rc = cli_write(cli, b.data ? b.data : "", b.len);
  ww_buf_free(&b);
  return rc;
}

/* waitwise wait -mcpu=CPU vmcnt=1 lgkmcnt=0 ... */
int cli_cmd_wait(const cli_cli *cli, int argc, char **argv) {
  const tg_target *t = cli->target;
  if (!t) {
    fprintf(stderr, "waitwise: error: 'wait' needs -mcpu=CPU\n");
    return 2;
  }
  tg_wait w;
  tg_wait_none(&w);
  const char *saturated = NULL;
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    const char *eq = strchr(a, '=');
    if (a[0] == '-' || !eq) {
      if (strcmp(a, "-o") == 0 || strcmp(a, "-mcpu") == 0 || strcmp(a, "--mcpu") == 0) i++;
      continue;
    }
    int c = tg_counter_by_name(t, a, (size_t)(eq - a));
    char *end;
    long v = strtol(eq + 1, &end, 0);
    if (c < 0 || *end || end == eq + 1 || v < 0 || v > t->max[c]) {
      ww_buf why = {0};
      for (int k = 0; k < TG_NCNT; k++)
        if (t->max[k]) ww_buf_printf(&why, "%s%s=0..%d", why.len ? ", " : "", t->cnt_name[k], t->max[k]);
      fprintf(stderr, "waitwise: error: '%s': expected COUNTER=N, for %s one of %s\n", a, t->name, why.data);
      ww_buf_free(&why);
      return 2;
    }
    w.cnt[c] = (int8_t)v;
    if (v == t->max[c]) saturated = t->cnt_name[c];
  }
  ww_buf b = {0};
  tg_wait_print(t, &w, &b);
  ww_buf_putc(&b, '\n');
  /* the field's maximum is the encoding of "no wait" on that counter */
  if (saturated) ww_buf_printf(&b, "; %s at its maximum waits for nothing\n", saturated);
  if (t->has_legacy_waitcnt && t->gen <= TG_GFX11)
    ww_buf_printf(&b, "; s_waitcnt simm16 = 0x%04x\n", tg_waitcnt_encode(t, &w));
  int rc = cli_write(cli, b.data ? b.data : "", b.len);
  ww_buf_free(&b);
  return rc;
}
