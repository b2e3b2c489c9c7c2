/*
 * inputs.c - the concrete inputs of a run: scalar parameters and the
 * contents of global buffers.
 *
 * A scalar takes, by priority, its --set NAME=VALUE, its line in the inputs
 * file, its `= default`; without any it is an error at the parameter. Extents
 * are then evaluated from the scalars. A global buffer takes its values from
 * the inputs file, else from --seed, else from a fixed pattern:
 *
 *   pattern  element k of buffer NAME: (7k + h % 13) mod 17, minus 8 for
 *            float buffers, with h = FNV-1a(NAME): small integers, exact in
 *            every type (f16 too), different per buffer name, and never
 *            negative in integer buffers (they are often indices);
 *   seed     xorshift64 seeded from the seed and h: integers 0..32, or for
 *            float buffers multiples of 1/8 in -4..4 (exact in f16).
 *
 * Both depend only on the name, the type and the shape, never on parameter
 * order or ids: two kernels with the same parameters get the same inputs.
 *
 * The inputs file (what `run --dump` prints):
 *
 *   # a comment
 *   n = 16
 *   A = 1 2 3 4      (values separated by blanks or commas; they may
 *       5 6 7 8       continue on the next lines, up to the next NAME =)
 *
 * A buffer needs exactly its element count of values, row-major; integer
 * types take integer literals only; `inf`, `-inf` and `nan` are floats.
 */
#include "machine_internal.h"

#include "../kir/walk.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

typedef struct in_value {
  int is_int;
  int64_t i;
  double f;
  ww_loc loc;
  int len;
} in_value;

typedef struct in_entry {
  const char *name;      /* into the file's text, name_len bytes */
  size_t name_len;
  ww_loc loc;
  in_value *v;
  int n, cap;
  int used;
} in_entry;

typedef struct in_file {
  in_entry *e;
  int n, cap;
} in_file;

static void file_free(in_file *f) {
  for (int i = 0; i < f->n; i++) free(f->e[i].v);
  free(f->e);
}

/* ---- reading the file ---- */

typedef struct in_lexer {
  const ww_source *src;
  size_t pos, line_off;
  int line;
} in_lexer;

static int is_name_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static int is_name_char(char c) { return is_name_start(c) || (c >= '0' && c <= '9'); }

/* Skips blanks, commas, newlines and comments. Returns 0 at the end. */
static int skip(in_lexer *lx) {
  const char *t = lx->src->text;
  while (lx->pos < lx->src->len) {
    char c = t[lx->pos];
    if (c == '\n') {
      lx->pos++;
      lx->line++;
      lx->line_off = lx->pos;
    } else if (c == ' ' || c == '\t' || c == '\r' || c == ',') lx->pos++;
    else if (c == '#') {
      while (lx->pos < lx->src->len && t[lx->pos] != '\n') lx->pos++;
    } else return 1;
  }
  return 0;
}

static ww_loc here(const in_lexer *lx) {
  return (ww_loc){lx->src, lx->line, (int)(lx->pos - lx->line_off) + 1, lx->line_off};
}

static size_t word_len(const in_lexer *lx) {
  size_t p = lx->pos;
  const char *t = lx->src->text;
  while (p < lx->src->len && !strchr(" \t\r\n,#=", t[p]) && t[p]) p++;
  return p - lx->pos;
}

/* The next token is `NAME =`? */
static int at_name(const in_lexer *lx, size_t *len) {
  const char *t = lx->src->text;
  size_t p = lx->pos;
  if (!is_name_start(t[p])) return 0;
  while (p < lx->src->len && is_name_char(t[p])) p++;
  *len = p - lx->pos;
  while (p < lx->src->len && (t[p] == ' ' || t[p] == '\t')) p++;
  return p < lx->src->len && t[p] == '=';
}

static int parse_number(const char *s, size_t n, in_value *v) {
  char buf[128];
  if (n == 0 || n >= sizeof buf) return -1;
  memcpy(buf, s, n);
  buf[n] = 0;
  if (!strcmp(buf, "inf") || !strcmp(buf, "+inf") || !strcmp(buf, "-inf") || !strcmp(buf, "nan")) {
    v->is_int = 0;
    v->f = buf[0] == 'n' ? (double)NAN : buf[0] == '-' ? -(double)INFINITY : (double)INFINITY;
    return 0;
  }
  const char *digits = buf + (buf[0] == '-' || buf[0] == '+');
  int hex = digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X');
  if (strspn(digits + 2 * hex, hex ? "0123456789abcdefABCDEF" : "0123456789") ==
          strlen(digits + 2 * hex) && digits[2 * hex]) {
    errno = 0;
    char *end;
    long long x = strtoll(buf, &end, hex ? 16 : 10); /* "010" is ten, not octal */
    if (errno == ERANGE || *end) return -2;
    v->is_int = 1;
    v->i = x;
    return 0;
  }
  if (hex) return -1;
  char *end;
  errno = 0;
  double f = strtod(buf, &end);
  if (*end || end == buf) return -1;
  v->is_int = 0;
  v->f = f;
  return 0;
}

static int read_file(const ww_source *src, in_file *f, ww_diags *d) {
  in_lexer lx = {src, 0, 0, 1};
  in_entry *cur = NULL;
  int errors = 0;
  while (skip(&lx)) {
    size_t len;
    if (at_name(&lx, &len)) {
      in_entry e = {src->text + lx.pos, len, here(&lx), NULL, 0, 0, 0};
      for (int i = 0; i < f->n; i++)
        if (f->e[i].name_len == len && !memcmp(f->e[i].name, e.name, len)) {
          ww_diag_add(d, WW_ERROR, e.loc, (int)len, "'%.*s' is given twice", (int)len, e.name);
          ww_diag_add(d, WW_NOTE, f->e[i].loc, (int)len, "first given here");
          errors++;
        }
      WW_VEC_PUSH(f->e, f->n, f->cap, e);
      cur = &f->e[f->n - 1];
      lx.pos += len;
      skip(&lx);
      lx.pos++; /* '=' */
      continue;
    }
    len = word_len(&lx);
    ww_loc loc = here(&lx);
    if (len == 0) { /* a '=' without a name */
      ww_diag_add(d, WW_ERROR, loc, 1, "expected a parameter name before '='");
      return -1;
    }
    in_value v = {0};
    int bad = parse_number(src->text + lx.pos, len, &v);
    if (bad || !cur) {
      if (!cur && !bad)
        ww_diag_add(d, WW_ERROR, loc, (int)len, "expected 'NAME =' before the first value");
      else if (bad == -2)
        ww_diag_add(d, WW_ERROR, loc, (int)len, "'%.*s' does not fit 64 bits", (int)len,
                    src->text + lx.pos);
      else
        ww_diag_add(d, WW_ERROR, loc, (int)len, "'%.*s' is not a number", (int)len, src->text + lx.pos);
      return -1;
    }
    v.loc = loc;
    v.len = (int)len;
    WW_VEC_PUSH(cur->v, cur->n, cur->cap, v);
    lx.pos += len;
  }
  return errors ? -1 : 0;
}

/* ---- values into types ---- */

/* A literal as a value of type t; -1 with an error at the literal. */
static int literal_value(const in_value *v, kir_type t, const char *param, mc_value *out, ww_diags *d) {
  if (mc_is_float(t)) {
    out->f = mc_round_float(v->is_int ? (double)v->i : v->f, t);
    return 0;
  }
  if (!v->is_int) {
    ww_diag_add(d, WW_ERROR, v->loc, v->len, "'%s' is %s; '%.*s' is not an integer", param,
                kir_type_name(t), v->len, v->loc.src ? v->loc.src->text + v->loc.off + v->loc.col - 1 : "");
    return -1;
  }
  if (t == KIR_I32 && (v->i < INT32_MIN || v->i > INT32_MAX)) {
    ww_diag_add(d, WW_ERROR, v->loc, v->len, "%lld does not fit i32 ('%s')", (long long)v->i, param);
    return -1;
  }
  out->i = v->i;
  return 0;
}

/* ---- the pattern and the seed ---- */

static uint64_t name_hash(const char *name) {
  return mc_fnv_bytes(MC_FNV_OFFSET, name, strlen(name));
}

static void fill_pattern(mc_run_buffer *b) {
  uint64_t h = name_hash(b->name) % 13;
  for (int64_t k = 0; k < b->n; k++) {
    int64_t v = (int64_t)(((uint64_t)k * 7 + h) % 17);
    if (mc_is_float(b->elem)) b->data[k].f = (double)(v - 8);
    else b->data[k].i = v;
  }
}

static void fill_seeded(mc_run_buffer *b, uint64_t seed) {
  uint64_t x = (seed ^ name_hash(b->name)) * UINT64_C(0x9e3779b97f4a7c15) | 1;
  for (int64_t k = 0; k < b->n; k++) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    if (mc_is_float(b->elem)) b->data[k].f = (double)((int64_t)(x % 65) - 32) / 8.0;
    else b->data[k].i = (int64_t)(x % 33);
  }
}

/* ---- expressions of parameters (defaults, extents) ---- */

static kir_expr *load_see(kir_walker *w, kir_expr *e) {
  if (e->kind == KE_LOAD || e->kind == KE_REGION) *(int *)w->ctx = 1;
  return e;
}

static int reads_buffers(const kir_expr *e) {
  int loads = 0;
  kir_walker w = {.expr = load_see, .ctx = &loads};
  kir_walk_const_expr(&w, e);
  return loads;
}

/* Evaluates e over the scalars of wave 0; -1 with an error in m->out.d. */
static int eval_param_expr(mc_machine *m, const kir_expr *e, mc_value *out) {
  if (reads_buffers(e)) {
    ww_diag_add(m->out.d, WW_ERROR, e->loc, mc_expr_len(m, e), "a parameter's default or extent cannot read a buffer");
    return -1;
  }
  if (setjmp(m->fail)) return -1;
  *out = mc_eval(m, e);
  return 0;
}

/* ---- resolution ---- */

static in_entry *file_entry(in_file *f, const char *name) {
  for (int i = 0; i < f->n; i++)
    if (f->e[i].name_len == strlen(name) && !memcmp(f->e[i].name, name, f->e[i].name_len)) {
      f->e[i].used = 1;
      return &f->e[i];
    }
  return NULL;
}

static const kir_param *param_named(const kir_kernel *k, const char *name, size_t len) {
  for (int i = 0; i < k->nparams; i++) {
    const char *pn = k->params[i].kind == KIR_PARAM_BUF ? k->params[i].buf->name : k->params[i].var->name;
    if (strlen(pn) == len && !memcmp(pn, name, len)) return &k->params[i];
  }
  return NULL;
}

/* --set NAME=VALUE for the scalar `var`: the last one wins. 1 found, 0 not, -1 error. */
static int set_value(const mc_input_options *o, const kir_var *var, mc_value *out, ww_diags *d) {
  for (int i = o->nset - 1; i >= 0; i--) {
    const char *eq = strchr(o->set[i], '=');
    if (!eq || (size_t)(eq - o->set[i]) != strlen(var->name) || memcmp(o->set[i], var->name, strlen(var->name)))
      continue;
    in_value v = {0};
    ww_loc none = {0};
    int bad = parse_number(eq + 1, strlen(eq + 1), &v);
    if (bad) {
      ww_diag_add(d, WW_ERROR, none, 0, "--set %s: '%s' is not a number", o->set[i], eq + 1);
      return -1;
    }
    if (!mc_is_float(var->type) && !v.is_int) {
      ww_diag_add(d, WW_ERROR, none, 0, "--set %s: '%s' is %s; '%s' is not an integer", o->set[i],
                  var->name, kir_type_name(var->type), eq + 1);
      return -1;
    }
    if (var->type == KIR_I32 && v.is_int && (v.i < INT32_MIN || v.i > INT32_MAX)) {
      ww_diag_add(d, WW_ERROR, none, 0, "--set %s: %lld does not fit i32", o->set[i], (long long)v.i);
      return -1;
    }
    return literal_value(&v, var->type, var->name, out, d) ? -1 : 1;
  }
  return 0;
}

static int check_set_names(const kir_kernel *k, const mc_input_options *o, ww_diags *d) {
  int errors = 0;
  ww_loc none = {0};
  for (int i = 0; i < o->nset; i++) {
    const char *eq = strchr(o->set[i], '=');
    if (!eq || eq == o->set[i]) {
      ww_diag_add(d, WW_ERROR, none, 0, "--set '%s': expected NAME=VALUE", o->set[i]);
      errors++;
      continue;
    }
    const kir_param *p = param_named(k, o->set[i], (size_t)(eq - o->set[i]));
    if (!p) {
      ww_diag_add(d, WW_ERROR, none, 0, "--set %s: kernel '%s' has no parameter '%.*s'", o->set[i],
                  k->name, (int)(eq - o->set[i]), o->set[i]);
      errors++;
    } else if (p->kind == KIR_PARAM_BUF) {
      ww_diag_add(d, WW_ERROR, none, 0, "--set %s: '%s' is a buffer; give its elements with --inputs",
                  o->set[i], p->buf->name);
      errors++;
    }
  }
  return errors;
}

static int resolve_scalar(mc_machine *m, const kir_var *var, const mc_input_options *o, in_file *f,
                          mc_value *out) {
  int r = set_value(o, var, out, m->out.d);
  if (r) return r < 0 ? -1 : 0;
  in_entry *e = file_entry(f, var->name);
  if (e) {
    if (e->n != 1) {
      ww_diag_add(m->out.d, WW_ERROR, e->loc, (int)e->name_len, "'%s' is a scalar; %d values given", var->name,
                  e->n);
      return -1;
    }
    return literal_value(&e->v[0], var->type, var->name, out, m->out.d);
  }
  if (!var->init) {
    ww_diag_add(m->out.d, WW_ERROR, var->loc, (int)strlen(var->name),
                "scalar parameter '%s' has no default; give it with --set %s=VALUE or --inputs", var->name,
                var->name);
    return -1;
  }
  mc_value v;
  if (eval_param_expr(m, var->init, &v)) return -1;
  if (var->init->type != var->type && mc_convert(&v, v, var->init->type, var->type)) {
    ww_diag_add(m->out.d, WW_ERROR, var->init->loc, mc_expr_len(m, var->init), "the default does not fit %s",
                kir_type_name(var->type));
    return -1;
  }
  *out = v;
  return 0;
}

static int resolve_buffer(mc_machine *m, const kir_buf *buf, const mc_input_options *o, in_file *f,
                          mc_run_buffer *b) {
  b->decl = buf;
  b->name = buf->name;
  b->elem = buf->elem;
  b->ndim = buf->ndim;
  int nlen = (int)strlen(buf->name);
  if (buf->ndim > MC_RUN_MAXDIM) {
    ww_diag_add(m->out.d, WW_ERROR, buf->loc, nlen, "'%s' has %d dimensions; run executes at most %d",
                buf->name, buf->ndim, MC_RUN_MAXDIM);
    return -1;
  }
  b->n = 1;
  for (int d = 0; d < buf->ndim; d++) {
    mc_value v;
    if (eval_param_expr(m, buf->dims[d], &v)) return -1;
    if (mc_is_float(buf->dims[d]->type) && mc_convert(&v, v, buf->dims[d]->type, KIR_I64)) {
      ww_diag_add(m->out.d, WW_ERROR, buf->dims[d]->loc, mc_expr_len(m, buf->dims[d]),
                  "extent of '%s' is not an integer", buf->name);
      return -1;
    }
    b->dims[d] = v.i;
    if (b->dims[d] < 0 || (b->dims[d] && b->n > MC_MAX_ELEMENTS / b->dims[d])) {
      ww_diag_add(m->out.d, WW_ERROR, buf->dims[d]->loc, mc_expr_len(m, buf->dims[d]),
                  b->dims[d] < 0 ? "extent %lld of '%s' is negative"
                                 : "extent %lld makes '%s' too large for run",
                  (long long)b->dims[d], buf->name);
      return -1;
    }
    b->n *= b->dims[d];
  }
  b->data = ww_xmalloc((size_t)(b->n ? b->n : 1) * sizeof *b->data);
  in_entry *e = file_entry(f, buf->name);
  if (e) {
    if (e->n != b->n) {
      ww_diag_add(m->out.d, WW_ERROR, e->loc, (int)e->name_len, "'%s' has %lld elements; %d %s given",
                  buf->name, (long long)b->n, e->n, e->n == 1 ? "value" : "values");
      return -1;
    }
    for (int64_t k = 0; k < b->n; k++)
      if (literal_value(&e->v[k], b->elem, buf->name, &b->data[k], m->out.d)) return -1;
  } else if (o->has_seed) fill_seeded(b, o->seed);
  else fill_pattern(b);
  return 0;
}

int mc_inputs_resolve(const kir_kernel *k, const mc_input_options *o, mc_inputs *in, ww_diags *d) {
  memset(in, 0, sizeof *in);
  in_file f = {0};
  int rc = 0;
  if (o->file && read_file(o->file, &f, d)) rc = -1;
  for (int i = 0; rc == 0 && i < f.n; i++)
    if (!param_named(k, f.e[i].name, f.e[i].name_len)) {
      ww_diag_add(d, WW_ERROR, f.e[i].loc, (int)f.e[i].name_len, "kernel '%s' has no parameter '%.*s'",
                  k->name, (int)f.e[i].name_len, f.e[i].name);
      rc = -1;
    }
  if (check_set_names(k, o, d)) rc = -1;
  if (rc) {
    file_free(&f);
    return -1;
  }
  /* A machine without buffers evaluates defaults and extents (as wave 0:
   * parameters are the kernel's, not a wave's). */
  mc_machine m;
  mc_wave w0;
  memset(&m, 0, sizeof m);
  memset(&w0, 0, sizeof w0);
  m.cfg.k = k;
  m.out.d = d;
  m.cfg.src = k->loc.src;
  mc_enter_wave(&m, &w0);
  w0.env = ww_xmalloc((size_t)(k->nvars ? k->nvars : 1) * sizeof *w0.env);
  memset(w0.env, 0, (size_t)(k->nvars ? k->nvars : 1) * sizeof *w0.env);
  if (k->num_waves) w0.env[k->num_waves->id].i = k->waves;
  in->scalars = ww_xmalloc((size_t)(k->nparams ? k->nparams : 1) * sizeof *in->scalars);
  in->buffers = ww_xmalloc((size_t)(k->nparams ? k->nparams : 1) * sizeof *in->buffers);
  for (int i = 0; i < k->nparams; i++) {
    const kir_param *p = &k->params[i];
    if (p->kind != KIR_PARAM_SCALAR) continue;
    mc_run_scalar *s = &in->scalars[in->nscalars++];
    s->var = p->var;
    if (resolve_scalar(&m, p->var, o, &f, &s->value)) rc = -1;
    else w0.env[p->var->id] = s->value;
  }
  for (int i = 0; rc == 0 && i < k->nparams; i++) {
    const kir_param *p = &k->params[i];
    if (p->kind != KIR_PARAM_BUF) continue;
    mc_run_buffer *b = &in->buffers[in->nbuffers++];
    memset(b, 0, sizeof *b);
    if (resolve_buffer(&m, p->buf, o, &f, b)) rc = -1;
  }
  free(w0.env);
  file_free(&f);
  if (rc) mc_inputs_free(in);
  return rc;
}

void mc_inputs_free(mc_inputs *in) {
  for (int i = 0; i < in->nbuffers; i++) free(in->buffers[i].data);
  free(in->buffers);
  free(in->scalars);
  memset(in, 0, sizeof *in);
}
