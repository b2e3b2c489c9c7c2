/*
 * equiv.c - `run --equiv A B`: two kernels, the same inputs, the same
 * results?
 *
 * Parameters are matched by name; they must agree in kind, type, shape and
 * (scalars) value, else the comparison means nothing and is an input error.
 * Both kernels run with the given completion (latest unless told), which
 * exposes every race; a race in either is a failure. Then every global
 * buffer is compared element by element (canonical bits: one NaN, -0 != 0)
 * and, per callee, the number of calls and the order-insensitive checksum.
 */
#include "machine_internal.h"

#include <string.h>

#define SHOWN_DIFFERENCES 4

static const kir_param *param_named(const kir_kernel *k, const char *name) {
  for (int i = 0; i < k->nparams; i++) {
    const kir_param *p = &k->params[i];
    if (!strcmp(p->kind == KIR_PARAM_BUF ? p->buf->name : p->var->name, name)) return p;
  }
  return NULL;
}

static const char *param_name(const kir_param *p) {
  return p->kind == KIR_PARAM_BUF ? p->buf->name : p->var->name;
}

static ww_loc param_loc(const kir_param *p) { return p->kind == KIR_PARAM_BUF ? p->buf->loc : p->var->loc; }

static void shape_text(ww_buf *t, const mc_run_buffer *b) {
  ww_buf_printf(t, "%s %s[", kir_scope_name(b->decl->scope), kir_type_name(b->elem));
  for (int d = 0; d < b->ndim; d++) ww_buf_printf(t, "%s%lld", d ? ", " : "", (long long)b->dims[d]);
  ww_buf_putc(t, ']');
}

static const mc_run_buffer *input_buffer(const mc_inputs *in, const char *name) {
  for (int i = 0; i < in->nbuffers; i++)
    if (!strcmp(in->buffers[i].name, name)) return &in->buffers[i];
  return NULL;
}

static const mc_run_scalar *input_scalar(const mc_inputs *in, const char *name) {
  for (int i = 0; i < in->nscalars; i++)
    if (!strcmp(in->scalars[i].var->name, name)) return &in->scalars[i];
  return NULL;
}

/* An error at b's parameter, with a note at a's. */
static void mismatch(ww_diags *d, const kir_kernel *a, const kir_param *pa, const kir_param *pb,
                     const char *here, const char *there) {
  const char *name = param_name(pb);
  ww_diag_add(d, WW_ERROR, param_loc(pb), (int)strlen(name),
              "parameter '%s' is %s here but %s in kernel '%s'; --equiv needs the same parameters", name,
              here, there, a->name);
  ww_diag_add(d, WW_NOTE, param_loc(pa), (int)strlen(name), "'%s' of kernel '%s'", name, a->name);
}

/* The parameters of a and b agree (names, kinds, types, shapes, values)? */
static int same_parameters(const kir_kernel *a, const mc_inputs *ia, const kir_kernel *b,
                           const mc_inputs *ib, ww_diags *d) {
  int errors = 0;
  for (int i = 0; i < b->nparams; i++) {
    const kir_param *pb = &b->params[i];
    const kir_param *pa = param_named(a, param_name(pb));
    if (!pa) {
      ww_diag_add(d, WW_ERROR, param_loc(pb), (int)strlen(param_name(pb)),
                  "kernel '%s' has no parameter '%s'; --equiv needs the same parameters", a->name,
                  param_name(pb));
      errors++;
      continue;
    }
    ww_buf x = {0}, y = {0};
    if (pa->kind != pb->kind) {
      mismatch(d, a, pa, pb, pb->kind == KIR_PARAM_BUF ? "a buffer" : "a scalar",
               pa->kind == KIR_PARAM_BUF ? "a buffer" : "a scalar");
      errors++;
    } else if (pb->kind == KIR_PARAM_BUF) {
      const mc_run_buffer *ba = input_buffer(ia, pa->buf->name), *bb = input_buffer(ib, pb->buf->name);
      shape_text(&x, ba);
      shape_text(&y, bb);
      if (strcmp(x.data, y.data)) {
        mismatch(d, a, pa, pb, y.data, x.data);
        errors++;
      }
    } else {
      const mc_run_scalar *sa = input_scalar(ia, pa->var->name), *sb = input_scalar(ib, pb->var->name);
      ww_buf_printf(&x, "%s = ", kir_type_name(pa->var->type));
      mc_value_format(&x, sa->value, pa->var->type);
      ww_buf_printf(&y, "%s = ", kir_type_name(pb->var->type));
      mc_value_format(&y, sb->value, pb->var->type);
      if (strcmp(x.data, y.data)) {
        mismatch(d, a, pa, pb, y.data, x.data);
        errors++;
      }
    }
    ww_buf_free(&x);
    ww_buf_free(&y);
  }
  for (int i = 0; i < a->nparams; i++)
    if (!param_named(b, param_name(&a->params[i]))) {
      const char *name = param_name(&a->params[i]);
      ww_diag_add(d, WW_ERROR, param_loc(&a->params[i]), (int)strlen(name),
                  "kernel '%s' has no parameter '%s'; --equiv needs the same parameters", b->name, name);
      errors++;
    }
  return errors;
}

static int compare_buffer(const mc_run_buffer *x, const mc_run_buffer *y, ww_buf *out) {
  int64_t ndiff = 0;
  for (int64_t k = 0; k < x->n; k++)
    ndiff += mc_value_bits(x->data[k], x->elem) != mc_value_bits(y->data[k], y->elem);
  if (!ndiff) return 0;
  ww_buf_printf(out, "not equivalent: '%s' differs in %lld of %lld %s (first vs second program)\n",
                x->name, (long long)ndiff, (long long)x->n, x->n == 1 ? "element" : "elements");
  int shown = 0;
  for (int64_t k = 0; k < x->n && shown < SHOWN_DIFFERENCES; k++) {
    if (mc_value_bits(x->data[k], x->elem) == mc_value_bits(y->data[k], y->elem)) continue;
    mc_buffer view = {0};
    view.decl = x->decl;
    view.ndim = x->ndim;
    int64_t stride = 1;
    for (int d = x->ndim - 1; d >= 0; d--) {
      view.dims[d] = x->dims[d];
      view.strides[d] = stride;
      stride *= x->dims[d];
    }
    ww_buf_puts(out, "  ");
    mc_element_name(out, &view, k);
    ww_buf_puts(out, ": ");
    mc_value_format(out, x->data[k], x->elem);
    ww_buf_puts(out, " vs ");
    mc_value_format(out, y->data[k], y->elem);
    ww_buf_putc(out, '\n');
    shown++;
  }
  if (ndiff > shown) ww_buf_printf(out, "  ... %lld more\n", (long long)(ndiff - shown));
  return 1;
}

static const mc_run_callee *callee_named(const mc_run_result *r, const char *name) {
  for (int i = 0; i < r->ncallees; i++)
    if (!strcmp(r->callees[i].name, name)) return &r->callees[i];
  return NULL;
}

static int compare_calls(const mc_run_result *x, const mc_run_result *y, ww_buf *out) {
  int differ = 0;
  for (int i = 0; i < x->ncallees; i++) {
    const mc_run_callee *cx = &x->callees[i], *cy = callee_named(y, cx->name);
    if (!cy) {
      ww_buf_printf(out, "not equivalent: '%s' is called %llu %s by the first program, never by the second\n",
                    cx->name, (unsigned long long)cx->calls, cx->calls == 1 ? "time" : "times");
      differ = 1;
    } else if (cx->calls != cy->calls || cx->checksum != cy->checksum) {
      ww_buf_printf(out,
                    "not equivalent: calls of '%s' differ: %llu calls, checksum 0x%016llx vs %llu calls, "
                    "checksum 0x%016llx\n",
                    cx->name, (unsigned long long)cx->calls, (unsigned long long)cx->checksum,
                    (unsigned long long)cy->calls, (unsigned long long)cy->checksum);
      differ = 1;
    }
  }
  for (int i = 0; i < y->ncallees; i++)
    if (!callee_named(x, y->callees[i].name)) {
      ww_buf_printf(out, "not equivalent: '%s' is called %llu %s by the second program, never by the first\n",
                    y->callees[i].name, (unsigned long long)y->callees[i].calls,
                    y->callees[i].calls == 1 ? "time" : "times");
      differ = 1;
    }
  return differ;
}

int mc_equiv(const kir_kernel *a, const kir_kernel *b, const mc_input_options *io,
              const mc_run_options *ro, ww_buf *out, ww_diags *d) {
  mc_inputs ia, ib;
  if (mc_inputs_resolve(a, io, &ia, d)) return 2;
  if (mc_inputs_resolve(b, io, &ib, d)) {
    mc_inputs_free(&ia);
    return 2;
  }
  int rc = 2;
  mc_run_result ra, rb;
  memset(&ra, 0, sizeof ra);
  memset(&rb, 0, sizeof rb);
  if (same_parameters(a, &ia, b, &ib, d)) goto done;
  int sa = mc_run_kernel(a, &ia, ro, &ra, d);
  if (sa == 2) goto done;
  int sb = mc_run_kernel(b, &ib, ro, &rb, d);
  if (sb == 2) goto done;
  int differ = 0;
  if (sa == 1 || sb == 1) {
    ww_buf_printf(out, "not equivalent: %s %s races (reported above)\n",
                  sa && sb ? "both programs" : sa ? "the first program" : "the second program",
                  sa && sb ? "have" : "has");
    differ = 1;
  }
  for (int i = 0; i < ra.nbuffers; i++)
    for (int j = 0; j < rb.nbuffers; j++)
      if (!strcmp(ra.buffers[i].name, rb.buffers[j].name))
        differ |= compare_buffer(&ra.buffers[i], &rb.buffers[j], out);
  differ |= compare_calls(&ra, &rb, out);
  if (!differ) {
    uint64_t calls = 0;
    for (int i = 0; i < ra.ncallees; i++) calls += ra.callees[i].calls;
    ww_buf_printf(out, "equivalent: %d global %s", ra.nbuffers, ra.nbuffers == 1 ? "buffer" : "buffers");
    if (ra.ncallees)
      ww_buf_printf(out, " and %llu %s of %d %s", (unsigned long long)calls, calls == 1 ? "call" : "calls",
                    ra.ncallees, ra.ncallees == 1 ? "callee" : "callees");
    ww_buf_puts(out, " agree\n");
  }
  rc = differ;
done:
  mc_run_result_free(&ra);
  mc_run_result_free(&rb);
  mc_inputs_free(&ia);
  mc_inputs_free(&ib);
  return rc;
}
