/*
 * memory.c - the machine's buffers: storage, the per-element shadow state of
 * outstanding ops, bounds-checked indexing, regions and their element runs.
 *
 * A region is walked as runs of contiguous elements in row-major order (a
 * row of a tile is one run; whole trailing dimensions merge into one), so an
 * op records O(rows) runs and touches its elements once when it issues,
 * reads, writes and completes.
 */
#include "machine_internal.h"

#include <stdlib.h>
#include <string.h>

mc_buffer *mc_instance(mc_machine *m, const kir_buf *decl) {
  int at = m->sh.inst[decl->id];
  if (decl->scope == KIR_SHARED) at += m->w->wg;
  else if (decl->scope == KIR_LOCAL) at += m->w->id;
  return &m->sh.bufs[at];
}

void mc_buffer_create(mc_machine *m, const kir_buf *decl, int64_t ndim, const int64_t *dims,
                      ww_loc loc, int len) {
  mc_buffer *b = mc_instance(m, decl);
  if (ndim > MC_RUN_MAXDIM)
    mc_fail(m, loc, len, "'%s' has %lld dimensions; run executes at most %d", decl->name,
            (long long)ndim, MC_RUN_MAXDIM);
  int64_t n = 1;
  for (int d = 0; d < ndim; d++) {
    if (dims[d] < 0)
      mc_fail(m, loc, len, "extent %lld of '%s' is negative", (long long)dims[d], decl->name);
    if (dims[d] && n > MC_MAX_ELEMENTS / dims[d])
      mc_fail(m, loc, len, "'%s' is too large for run (at most %lld elements)", decl->name,
              (long long)MC_MAX_ELEMENTS);
    n *= dims[d];
  }
  if (n > MC_MAX_ELEMENTS)
    mc_fail(m, loc, len, "'%s' is too large for run (at most %lld elements)", decl->name,
            (long long)MC_MAX_ELEMENTS);
  if (b->live) {
    /* An alloc executed again (in a loop) names the same storage, as the
     * registers or LDS it stands for: contents and outstanding ops stay. */
    int same = b->ndim == ndim;
    for (int d = 0; same && d < ndim; d++) same = b->dims[d] == dims[d];
    if (!same)
      mc_fail(m, loc, len, "'%s' is allocated again with other extents", decl->name);
    return;
  }
  mc_buffer_alloc(m, b, decl, (int)ndim, dims);
}

void mc_buffer_alloc(mc_machine *m, mc_buffer *b, const kir_buf *decl, int ndim, const int64_t *dims) {
  int64_t n = 1;
  for (int d = 0; d < ndim; d++) n *= dims[d];
  b->decl = decl;
  b->elem = decl->elem;
  b->ndim = ndim;
  b->n = n;
  int64_t stride = 1;
  for (int d = b->ndim - 1; d >= 0; d--) {
    b->dims[d] = dims[d];
    b->strides[d] = stride;
    stride *= dims[d];
  }
  size_t cells = (size_t)(n ? n : 1);
  b->data = calloc(cells, sizeof *b->data);
  b->shadow = calloc(cells, sizeof *b->shadow);
  if (!b->data || !b->shadow) ww_die("out of memory (%lld elements)", (long long)n);
  b->busy = 0;
  b->live = 1;
  if (m->cfg.hb && decl->scope != KIR_LOCAL) {
    size_t words = cells * (size_t)MC_HB_WORDS(m->cfg.nwaves);
    b->hb = calloc(words, sizeof *b->hb);
    if (!b->hb) ww_die("out of memory (%lld elements)", (long long)n);
    if (m->cfg.record_events) {
      b->hb_stmt = calloc(words, sizeof *b->hb_stmt);
      if (!b->hb_stmt) ww_die("out of memory (%lld elements)", (long long)n);
    }
  }
}

void mc_buffer_release(mc_buffer *b) {
  free(b->data);
  free(b->shadow);
  free(b->hb);
  free(b->hb_stmt);
  b->data = NULL;
  b->shadow = NULL;
  b->hb = NULL;
  b->hb_stmt = NULL;
  b->live = 0;
}

void mc_buffers_free(mc_machine *m) {
  for (int i = 0; i < m->sh.nbufs; i++) mc_buffer_release(&m->sh.bufs[i]);
  free(m->sh.bufs);
  m->sh.bufs = NULL;
  free(m->sh.inst);
  m->sh.inst = NULL;
  m->sh.nbufs = 0;
}

mc_buffer *mc_buffer_of(mc_machine *m, const kir_buf *b, ww_loc loc, int len) {
  mc_buffer *buf = mc_instance(m, b);
  if (!buf->live) mc_fail(m, loc, len, "'%s' is used before its alloc has run", b->name);
  return buf;
}

static void extents_text(ww_buf *t, const mc_buffer *b) {
  if (b->ndim == 1) {
    ww_buf_printf(t, "extent %lld", (long long)b->dims[0]);
    return;
  }
  ww_buf_puts(t, "extents ");
  for (int d = 0; d < b->ndim; d++)
    ww_buf_printf(t, "%s%lld", d ? ", " : "", (long long)b->dims[d]);
}

/* At the index (a point or a slice) when its place is known, else at the access. */
WW_NORETURN static void out_of_bounds(mc_machine *m, const mc_buffer *b, int dim, const char *what,
                                      const kir_index *ix, const kir_access *a) {
  ww_buf t = {0};
  extents_text(&t, b);
  ww_loc loc = a->loc;
  int len = mc_access_len(m, a);
  if (ix->loc.src && ix->len > 0) {
    loc = ix->loc;
    len = ix->len;
  } else if (ix->lo || ix->hi) {
    loc = (ix->lo ? ix->lo : ix->hi)->loc;
    len = mc_expr_len(m, ix->lo ? ix->lo : ix->hi);
  }
  char msg[512];
  if (b->ndim == 1)
    snprintf(msg, sizeof msg, "%s is out of bounds of '%s' (%s)", what, b->decl->name, t.data);
  else
    snprintf(msg, sizeof msg, "%s in dimension %d is out of bounds of '%s' (%s)", what, dim,
             b->decl->name, t.data);
  ww_buf_free(&t);
  mc_fail(m, loc, len, "%s", msg);
}

int64_t mc_point_index(mc_machine *m, const kir_access *a, mc_buffer **bufp) {
  mc_buffer *b = mc_buffer_of(m, a->buf, a->loc, mc_access_len(m, a));
  *bufp = b;
  if (a->nidx != b->ndim)
    mc_fail(m, a->loc, mc_access_len(m, a), "'%s' needs %d indices for one element, not %d",
            b->decl->name, b->ndim, a->nidx);
  int64_t flat = 0;
  for (int d = 0; d < a->nidx; d++) {
    const kir_index *ix = &a->idx[d];
    if (ix->slice || !ix->lo)
      mc_fail(m, a->loc, mc_access_len(m, a), "a slice of '%s' where one element is needed",
              b->decl->name);
    int64_t v = mc_eval_int(m, ix->lo);
    if (v < 0 || v >= b->dims[d]) {
      char what[64];
      snprintf(what, sizeof what, "index %lld", (long long)v);
      out_of_bounds(m, b, d, what, ix, a);
    }
    flat += v * b->strides[d];
  }
  return flat;
}

void mc_region_eval(mc_machine *m, const kir_access *a, mc_region *r) {
  mc_buffer *b = mc_buffer_of(m, a->buf, a->loc, mc_access_len(m, a));
  r->buf = b;
  r->acc = a;
  if (a->nidx > b->ndim)
    mc_fail(m, a->loc, mc_access_len(m, a), "'%s' has %d dimensions, not %d", b->decl->name,
            b->ndim, a->nidx);
  r->count = 1;
  for (int d = 0; d < b->ndim; d++) {
    int64_t lo = 0, hi = b->dims[d];
    const kir_index *ix = d < a->nidx ? &a->idx[d] : NULL;
    if (ix && !ix->slice) {
      lo = mc_eval_int(m, ix->lo);
      if (lo < 0 || lo >= b->dims[d]) {
        char what[64];
        snprintf(what, sizeof what, "index %lld", (long long)lo);
        out_of_bounds(m, b, d, what, ix, a);
      }
      hi = lo + 1;
    } else if (ix) {
      if (ix->lo) lo = mc_eval_int(m, ix->lo);
      if (ix->hi) hi = mc_eval_int(m, ix->hi);
      if (lo < 0 || hi > b->dims[d] || lo > hi) {
        char what[96];
        snprintf(what, sizeof what, "slice %lld:%lld", (long long)lo, (long long)hi);
        out_of_bounds(m, b, d, what, ix, a);
      }
    }
    r->lo[d] = lo;
    r->n[d] = hi - lo;
    r->count *= hi - lo;
  }
}

void mc_runs_push(mc_runs *rs, mc_buffer *buf, int64_t start, int64_t len) {
  if (len <= 0) return;
  if (rs->n) {
    mc_run *last = &rs->v[rs->n - 1];
    if (last->buf == buf && last->start + last->len == start) {
      last->len += len;
      return;
    }
  }
  mc_run r = {buf, start, len};
  WW_VEC_PUSH(rs->v, rs->n, rs->cap, r);
}

void mc_region_runs(const mc_region *r, mc_runs *out) {
  const mc_buffer *b = r->buf;
  if (r->count == 0) return;
  if (b->ndim == 0) {
    mc_runs_push(out, r->buf, 0, 1);
    return;
  }
  /* Dimensions k.. form one run when every dimension after k is whole. */
  int k = b->ndim - 1;
  int64_t runlen = r->n[k];
  while (k > 0 && r->n[k] == b->dims[k]) {
    k--;
    runlen *= r->n[k];
  }
  int64_t idx[MC_RUN_MAXDIM] = {0};
  for (;;) {
    int64_t start = 0;
    for (int d = 0; d < b->ndim; d++) start += (r->lo[d] + (d < k ? idx[d] : 0)) * b->strides[d];
    mc_runs_push(out, r->buf, start, runlen);
    int d = k - 1;
    for (; d >= 0; d--) {
      if (++idx[d] < r->n[d]) break;
      idx[d] = 0;
    }
    if (d < 0) break;
  }
}

void mc_runs_free(mc_runs *rs) {
  free(rs->v);
  memset(rs, 0, sizeof *rs);
}

int64_t mc_runs_count(const mc_runs *rs) {
  int64_t n = 0;
  for (int i = 0; i < rs->n; i++) n += rs->v[i].len;
  return n;
}

int mc_runs_contain(const mc_runs *rs, const mc_buffer *buf, int64_t flat) {
  for (int i = 0; i < rs->n; i++)
    if (rs->v[i].buf == buf && flat >= rs->v[i].start && flat < rs->v[i].start + rs->v[i].len)
      return 1;
  return 0;
}

void mc_element_name(ww_buf *t, const mc_buffer *b, int64_t flat) {
  ww_buf_printf(t, "%s[", b->decl->name);
  for (int d = 0; d < b->ndim; d++) {
    int64_t c = b->dims[d] ? flat / b->strides[d] % b->dims[d] : 0;
    ww_buf_printf(t, "%s%lld", d ? ", " : "", (long long)c);
  }
  ww_buf_putc(t, ']');
}

void mc_runs_read(const mc_runs *rs, int from, int to, mc_val *vals) {
  int64_t k = 0;
  for (int i = from; i < to; i++) {
    const mc_run *r = &rs->v[i];
    memcpy(vals + k, r->buf->data + r->start, (size_t)r->len * sizeof *vals);
    k += r->len;
  }
}

void mc_store_value(mc_machine *m, mc_buffer *buf, int64_t flat, mc_val v, kir_type t, ww_loc loc,
                    int len) {
  mc_val out;
  if (t == buf->elem) out = v;
  else if (mc_convert(&out, v, t, buf->elem)) {
    ww_buf x = {0};
    mc_value_format(&x, v, t);
    ww_buf n = {0};
    mc_element_name(&n, buf, flat);
    char msg[256];
    snprintf(msg, sizeof msg, "the value %s does not fit '%s' (%s)", x.data, n.data,
             kir_type_name(buf->elem));
    ww_buf_free(&x);
    ww_buf_free(&n);
    mc_fail(m, loc, len, "%s", msg);
  }
  buf->data[flat] = out;
}
