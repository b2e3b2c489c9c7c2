/*
 * print.c - a gather plan as text, --explain and JSON (waitwise-gather/1,
 * docs/json.md).
 */
#include "gather.h"

#include <stdarg.h>
#include <string.h>

void gather_diag(ww_buf *d, const char *sev, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ww_buf_printf(d, "waitwise: %s: ", sev);
  ww_buf_vprintf(d, fmt, ap);
  ww_buf_putc(d, '\n');
  va_end(ap);
}

static const char *mnemonic(const tg_target *t, int width) {
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  int n = tg_dma_widths(t, w);
  for (int i = 0; i < n; i++)
    if (w[i].bytes == width) return w[i].display;
  return "?";
}

static int popcount64(uint64_t m) {
  int n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

static void header(const gather_plan *p, const tg_target *t, ww_buf *o) {
  gather_shape orig = p->shape;
  if (orig.joined) orig.rows = orig.joined, orig.cols = orig.lrow = orig.grow = p->shape.cols / orig.joined;
  const gather_shape *s = &orig;
  ww_buf_printf(o, "gather %s: tile %d x %d %s (%d bytes a row), global row stride %d, LDS row stride %d "
                   "(%d bytes of padding), LDS base %d, %d buffer%s; %d threads = %d wave%s of %d\n",
                t->name, s->rows, s->cols, s->type, s->cols * s->elem, s->grow, s->lrow,
                (s->lrow - s->cols) * s->elem, s->lbase, s->buffers, s->buffers == 1 ? "" : "s",
                s->threads, p->nwaves, p->nwaves == 1 ? "" : "s", s->wave);
  if (s->joined)
    ww_buf_printf(o, "rows contiguous in global memory and in LDS: %d rows planned as one of %d bytes\n",
                  s->joined, p->shape.cols * s->elem);
  ww_buf_printf(o, "plan: %d load%s per wave, %d M0 write%s, %d exec write%s: issue cost %d; %ld lane "
                   "slot%s masked\n",
                p->nloads, p->nloads == 1 ? "" : "s", p->m0_writes, p->m0_writes == 1 ? "" : "s",
                p->exec_writes, p->exec_writes == 1 ? "" : "s", p->cost, p->masked,
                p->masked == 1 ? "" : "s");
  for (int i = 0; i < p->nlparts; i++) {
    const gather_part *pt = &p->lparts[i];
    if (pt->nrows == 1)
      ww_buf_printf(o, "part %d: row bytes [%d, %d) by %s of row %d: lanes %ld..%ld of its width\n", i, pt->c0,
                    pt->c1, mnemonic(t, pt->width), pt->row0, pt->first, pt->first + pt->S - 1);
    else
      ww_buf_printf(o, "part %d: row bytes [%d, %d) by %s of rows %d, %d, ... (%d rows): lanes %ld..%ld of its "
                       "width\n",
                    i, pt->c0, pt->c1, mnemonic(t, pt->width), pt->row0, pt->row0 + pt->rstep, pt->nrows, pt->first,
                    pt->first + (long)pt->nrows * pt->S - 1);
  }
  if (p->per_lane) {
    ww_buf_puts(o, "  thread t < c at its width's load k takes lane q = k*c + t (c:");
    for (int i = 0; i < p->nlwidths; i++)
      ww_buf_printf(o, " %ld for %d-byte lanes%s", p->lper[i], p->lwidth[i], i + 1 < p->nlwidths ? "," : "");
    ww_buf_printf(o, "): part of q, j = q - first, row row0 + (j/S)*step, byte c0 + (j%%S)*width; LDS base + "
                     "row*%d + byte (a VGPR per lane, no M0), global row*%d + byte\n",
                  p->shape.lrow * s->elem, p->shape.grow * s->elem);
  }
  for (int i = 0; i < p->nparts; i++) {
    const gather_part *pt = &p->part[i];
    char how[64];
    if (pt->m) snprintf(how, sizeof how, "runs cross rows within groups of %d rows", pt->m);
    else snprintf(how, sizeof how, "%s", pt->flat ? "runs cross rows" : "a run per row segment");
    ww_buf_printf(o, "part %d: row bytes [%d, %d) by %s, %s, runs dealt %s: %ld run%s, %d load%s per wave\n",
                  i, pt->c0, pt->c1, mnemonic(t, pt->width), how, pt->blocked ? "in blocks" : "interleaved",
                  pt->runs, pt->runs == 1 ? "" : "s", pt->loads, pt->loads == 1 ? "" : "s");
    ww_buf_printf(o, "  lane i of wave v at its load k: slot q = (v*%ld + k*%ld)*%d + i", pt->mul, pt->step, s->wave);
    if (pt->m)
      ww_buf_printf(o, ", u = q%%%ld, row (q/%ld)*%d + u/%d, byte %d + (u%%%d)*%d; an element when u%%%d < %d, "
                       "u/%d < %d and row < %d",
                    pt->G, pt->G, pt->m, pt->V, pt->c0, pt->V, pt->width, pt->V, pt->S, pt->V, pt->m, p->shape.rows);
    else
      ww_buf_printf(o, ", row q/%d, byte %d + (q%%%d)*%d; an element when q%%%d < %d and row < %d", pt->V, pt->c0,
                    pt->V, pt->width, pt->V, pt->S, p->shape.rows);
    ww_buf_printf(o, "; reads global row*%d + byte\n", p->shape.grow * s->elem);
  }
}

void gather_print_text(const gather_plan *p, const tg_target *t, ww_buf *o) {
  header(p, t, o);
  if (p->per_lane) {
    ww_buf_puts(o, "load  instruction                     k  exec  per wave: first lane's LDS address, active lanes\n");
    for (int k = 0; k < p->nloads; k++) {
      const gather_load *ld = &p->loads[k];
      ww_buf_printf(o, "%4d  %-29s %2d  %-4s ", k, mnemonic(t, ld->width), ld->k, ld->exec_write ? "set" : "");
      for (int v = 0; v < p->nwaves; v++)
        ww_buf_printf(o, " %ld:%d", ld->D[v] == GATHER_IDLE ? -1L : ld->D[v], popcount64(ld->mask[v]));
      ww_buf_putc(o, '\n');
    }
    return;
  }
  ww_buf_puts(o, "load  instruction               offset  M0  exec  per wave: M0, active lanes\n");
  for (int k = 0; k < p->nloads; k++) {
    const gather_load *ld = &p->loads[k];
    ww_buf_printf(o, "%4d  %-24s %6d  %-3s %-4s ", k, mnemonic(t, ld->width), ld->offset,
                  ld->m0_write ? "set" : "", ld->exec_write ? "set" : "");
    for (int v = 0; v < p->nwaves; v++)
      ww_buf_printf(o, " %ld:%d", ld->D[v] - ld->offset, popcount64(ld->mask[v]));
    ww_buf_putc(o, '\n');
  }
}

void gather_print_explain(const gather_plan *p, const tg_target *t, const gather_alt *alts, int nalts,
                          ww_buf *o) {
  header(p, t, o);
  tg_dma_width w[TG_DMA_MAX_WIDTHS];
  int nw = tg_dma_widths(t, w);
  ww_buf_printf(o, "widths on %s:", t->name);
  for (int i = 0; i < nw; i++)
    ww_buf_printf(o, " %d%s", w[i].bytes, w[i].lds_bytes != w[i].bytes ? " (widened to 4 in LDS: not used)" : "");
  if (p->per_lane)
    ww_buf_puts(o, " (per-lane LDS addresses: no M0, any layout written exactly; a lane's global and LDS "
                   "addresses aligned to its width)");
  ww_buf_puts(o, "\nalternatives (the best of each family; cost = loads + M0 writes + exec writes):\n");
  ww_buf_puts(o, "  family                          loads  M0  exec  cost  masked slots\n");
  int marked = 0;
  for (int i = 0; i < nalts; i++) {
    int chosen = !marked && alts[i].cost == p->cost && alts[i].loads == p->nloads && alts[i].masked == p->masked;
    marked |= chosen;
    ww_buf_printf(o, "  %-31s %5d %3d %5d %5d  %ld%s\n", alts[i].what, alts[i].loads, alts[i].m0_writes,
                  alts[i].exec_writes, alts[i].cost, alts[i].masked,
                  chosen ? "  <- chosen" : "");
  }
  gather_shape orig = p->shape;
  if (orig.joined) orig.rows = orig.joined, orig.cols = orig.lrow = orig.grow = p->shape.cols / orig.joined;
  int rw;
  int rl = gather_divides_rule(t, &orig, &rw);
  if (rl < 0)
    ww_buf_puts(o, "largest width that divides the row: none (that rule gives up)\n");
  else
    ww_buf_printf(o, "largest width that divides the row: %d byte%s, %d load%s per thread%s\n", rw, rw == 1 ? "" : "s", rl,
                  rl == 1 ? "" : "s",
                  p->shape.lrow != p->shape.cols ? " (packed rows: it drops the LDS padding)" : "");
  if (p->per_lane)
    ww_buf_printf(o, "wait before the barrier that publishes the tile: s_wait_asynccnt N, N = async loads "
                     "issued after the tile's last one (--emit=asm computes it)\n");
  else
    ww_buf_printf(o, "wait before the barrier that publishes the tile: vmcnt(N), N = vector-memory "
                     "operations issued after the tile's last DMA (--emit=asm computes it)\n");
}

void gather_print_json(const gather_plan *p, const tg_target *t, ww_buf *o) {
  gather_shape orig = p->shape;
  if (orig.joined) orig.rows = orig.joined, orig.cols = orig.lrow = orig.grow = p->shape.cols / orig.joined;
  const gather_shape *s = &orig;
  ww_buf_printf(o, "{\"schema\":\"waitwise-gather/1\",\"target\":\"%s\",%s\"shape\":{\"rows\":%d,\"cols\":%d,"
                   "\"type\":\"%s\",\"elem_bytes\":%d,\"global_row\":%d,\"global_align\":%d,\"lds_row\":%d,"
                   "\"lds_base\":%d,\"buffers\":%d,\"threads\":%d,\"wave\":%d},",
                t->name, p->per_lane ? "\"addressing\":\"per_lane\"," : "", s->rows, s->cols, s->type, s->elem, s->grow, s->galign, s->lrow, s->lbase,
                s->buffers, s->threads, s->wave);
  ww_buf_printf(o, "\"cost\":{\"loads\":%d,\"m0_writes\":%d,\"exec_writes\":%d,\"total\":%d,"
                   "\"masked_slots\":%ld},\"parts\":[",
                p->nloads, p->m0_writes, p->exec_writes, p->cost, p->masked);
  for (int i = 0; i < p->nlparts; i++) {
    const gather_part *pt = &p->lparts[i];
    long per = 0;
    for (int j = 0; j < p->nlwidths; j++)
      if (p->lwidth[j] == pt->width) per = p->lper[j];
    ww_buf_printf(o, "%s{\"bytes\":[%d,%d],\"width\":%d,\"instruction\":\"%s\",\"rows\":{\"first\":%d,"
                     "\"step\":%d,\"count\":%d},\"lanes_per_row\":%d,\"first_lane\":%ld,\"lanes_per_load\":%ld}",
                  i ? "," : "", pt->c0, pt->c1, pt->width, mnemonic(t, pt->width), pt->row0, pt->rstep, pt->nrows,
                  pt->S, pt->first, per);
  }
  for (int i = 0; i < p->nparts; i++) {
    const gather_part *pt = &p->part[i];
    ww_buf_printf(o, "%s{\"bytes\":[%d,%d],\"width\":%d,\"instruction\":\"%s\",\"runs_cross_rows\":%s,"
                     "\"run_of_wave\":{\"wave_stride\":%ld,\"load_stride\":%ld},\"slots_per_row\":%d,"
                     "\"element_slots_per_row\":%d,\"rows_per_group\":%d,\"slots_per_group\":%ld,\"runs\":%ld,"
                     "\"loads\":%d}",
                  i ? "," : "", pt->c0, pt->c1, pt->width, mnemonic(t, pt->width), pt->flat ? "true" : "false",
                  pt->mul, pt->step, pt->V, pt->S, pt->m, pt->G, pt->runs, pt->loads);
  }
  ww_buf_puts(o, "],\"loads\":[");
  for (int k = 0; k < p->nloads; k++) {
    const gather_load *ld = &p->loads[k];
    ww_buf_printf(o, "%s{\"instruction\":\"%s\",\"part\":%d,\"offset\":%d,\"m0_write\":%s,\"exec_write\":%s,",
                  k ? "," : "", mnemonic(t, ld->width), ld->part, ld->offset, ld->m0_write ? "true" : "false",
                  ld->exec_write ? "true" : "false");
    if (p->per_lane) {
      /* per-lane LDS addresses: the load's k in its width's lane sequence, and
       * per wave the active lanes' LDS addresses */
      ww_buf_printf(o, "\"k\":%d,\"waves\":[", ld->k);
      for (int v = 0; v < p->nwaves; v++) {
        ww_buf_printf(o, "%s{\"m0\":null,\"exec\":\"0x%llx\",\"lds_per_lane\":[", v ? "," : "",
                      (unsigned long long)ld->mask[v]);
        for (int i = 0, first = 1; i < p->shape.wave; i++)
          if (ld->mask[v] >> i & 1) ww_buf_printf(o, "%s%ld", first ? "" : ",", ld->lds[v * p->shape.wave + i]), first = 0;
        ww_buf_puts(o, "]}");
      }
      ww_buf_puts(o, "]}");
      continue;
    }
    ww_buf_puts(o, "\"waves\":[");
    for (int v = 0; v < p->nwaves; v++)
      ww_buf_printf(o, "%s{\"m0\":%ld,\"lds\":%ld,\"exec\":\"0x%llx\"}", v ? "," : "", ld->D[v] - ld->offset,
                    ld->D[v], (unsigned long long)ld->mask[v]);
    ww_buf_puts(o, "]}");
  }
  ww_buf_puts(o, "]}\n");
}
