/*
 * lower_cuda.c - `waitwise pipeline --lower=cuda`: CUDA C with cp.async for
 * a kernel-IR program that pl_pipeline left with one queue (0) and constant
 * wait counts.
 *
 * The mapping
 *
 *  - One IR kernel is one `extern "C" __global__` function; one thread block
 *    runs what the IR kernel describes (a workgroup of one wave: waves(W)
 *    with W > 1 is rejected, wave_id is 0 and num_waves 1). Launch it with a
 *    1-D block of any size; every block does the same work (the IR has no
 *    block index).
 *  - Global buffer parameters are `T *__restrict__ NAME` (const when the
 *    kernel never writes them), flattened row-major with the IR's extents
 *    (expressions of the scalar parameters allowed), assumed 16-byte aligned
 *    (cudaMalloc gives 256). Scalar parameters are int, long long, float,
 *    double or ww_f16 arguments (their IR defaults are not used). Offsets
 *    into global buffers are computed in long long.
 *  - `shared` allocs are `__shared__` arrays declared at the top of the
 *    kernel, 16-byte aligned, flattened; their extents must be constants
 *    (48 KiB in all, the static limit). `local` allocs are arrays of each
 *    thread: every thread keeps its own copy, so every statement that
 *    writes a local buffer runs on every thread, with the same values.
 *    Local arrays start at zero as in the IR (`= {}`); shared arrays are
 *    not zeroed (that would cost a pass and a barrier in every kernel), so
 *    a program that reads shared elements it never wrote reads garbage
 *    where `waitwise run` reads 0.
 *  - Who runs what. Element stores to shared or global memory run on thread
 *    0 (`if (WW_TID == 0)`). Region copies and gathers into shared or global
 *    memory are spread over the threads: element (or chunk) e by thread
 *    e % blockDim.x, in a strided loop. Everything else (lets, loop bounds,
 *    conditions, stores and copies into local buffers, opaque calls) runs on
 *    every thread, so control flow is the same in every thread and
 *    __syncthreads() may appear anywhere.
 *  - Asynchrony. Inside `async`, only copies from global to shared memory
 *    lower: a region copy `S[..] <- G[..]`, an element store `S[i] = G[j]`
 *    or a gather, with one element type. Each becomes
 *    `cp.async.ca.shared.global` of 16, 8 or 4 bytes: the widest whose chunks
 *    stay inside the contiguous runs of both regions and whose offsets are
 *    provably aligned (f16 elements must go at least in pairs; single f16
 *    elements cannot be copied by cp.async and are rejected). An async
 *    statement that computes (`S[0] = G[i] + 1`), reads shared memory or
 *    writes global or local memory is rejected with its location.
 *    `commit(0) { .. }` is its body and then `cp.async.commit_group`;
 *    every thread commits, so the groups are counted alike in all threads.
 *    `wait(0, N)` is `cp.async.wait_group N` and a `__syncthreads()`: the
 *    wait covers the thread's own copies, the barrier everybody's. Counts
 *    must be constants (the pipeliner unrolls prologue and epilogue for
 *    that); a kernel uses one queue.
 *  - Other barriers come from lower_cuda_sync.c: before a thread reads what
 *    another thread wrote, or overwrites (with a store or a cp.async) what
 *    another may still read, with a comment naming the buffer.
 *  - `barrier()` is __syncthreads(); fences are membar.cta/gl/sys; opaque
 *    calls `f(..)` become calls to `extern __device__ void f(..)` declared at
 *    the top (overloaded per signature): a region argument is a const
 *    pointer to its first element, a scalar is passed by value.
 *  - Integer `/` and `%` round toward negative infinity as in the IR
 *    (ww_div, ww_mod; plain C where the dividend is provably non-negative and
 *    the divisor a positive constant). Mixed arithmetic gets the IR's types
 *    through explicit conversions.
 *  - Names are the IR's, except C++ keywords (`int` -> `int_`), reserved
 *    prefixes (`ww_x` -> `vww_x`) and names the pipeliner's copies share
 *    (`i`, `i_2`).
 *  - Rejected with a location: barrier objects, async marks, `async` outside
 *    `commit`, queues other than one, non-constant counts, copies within one
 *    buffer whose regions may overlap (except where both slice the same
 *    elements and differ only in single indices, as the pipeliner's copies
 *    between versions do: each element lands on itself or elsewhere),
 *    gathers into their own source or index buffer.
 *
 * The output needs no CUDA header under clang (`-nocudainc`): a short
 * prologue defines __global__, __shared__, the thread index and cp.async
 * (inline PTX); under nvcc, or clang with the CUDA headers, it uses theirs.
 */
#include "lower_cuda_internal.h"

#include "../kir/affine.h"
#include "../kir/walk.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---- the lowering's state ---- */

typedef struct em {
  lower_cuda_kernel K;
  ww_diags *d;
  ww_arena a;             /* names and texts, released at the end */
  ww_buf *body;           /* the current kernel's body */
  int ind;
  lower_cuda_nameset kernels;     /* kernel names (C functions) */
  lower_cuda_nameset callees;     /* opaque callees' names (C functions) */
  lower_cuda_nameset locals;      /* the current kernel's names */
  const char **vname, **bname;   /* by var id, buf id */
  unsigned char *written; /* by buf id: the kernel writes it */
  unsigned char *declared; /* by buf id: its __shared__ array is declared */
  int uses_f16;
  ww_buf protos;          /* extern __device__ declarations */
  lower_cuda_nameset proto_set;
  lower_cuda_nameset reported;    /* "line:col" of errors: unrolled copies of a statement share one */
  /* validation */
  int queue_known;
  int64_t queue;
  long shared_bytes;
} em;

static char *dup(em *E, const char *s);
static void err(em *E, ww_loc loc, int len, const char *fmt, ...) WW_PRINTF(4, 5);
static void err(em *E, ww_loc loc, int len, const char *fmt, ...) {
  char key[48];
  snprintf(key, sizeof key, "%d:%d", loc.line, loc.col);
  if (loc.src && lower_cuda_ns_has(&E->reported, key)) return;
  if (loc.src) lower_cuda_ns_add(&E->reported, dup(E, key));
  va_list ap;
  va_start(ap, fmt);
  ww_diag_vadd(E->d, WW_ERROR, loc, len, fmt, ap);
  va_end(ap);
}

static char *dup(em *E, const char *s) { return ww_strndup(&E->a, s, strlen(s)); }

static char *dupbuf(em *E, ww_buf *b) {
  char *s = dup(E, b->data ? b->data : "");
  ww_buf_free(b);
  return s;
}

/* A C name for an IR name: keywords get a '_' after, reserved prefixes a
 * 'v' before, and a name already taken a number. */
static const char *unique_name(em *E, lower_cuda_nameset *set, const char *name) {
  ww_buf b = {0};
  if (!strncmp(name, "ww_", 3) || !strncmp(name, "WW_", 3) || name[0] == '_') ww_buf_putc(&b, 'v');
  ww_buf_puts(&b, name);
  if (lower_cuda_reserved(b.data)) ww_buf_putc(&b, '_');
  size_t base = b.len;
  for (int k = 2; lower_cuda_ns_has(set, b.data) || lower_cuda_ns_has(&E->callees, b.data) || lower_cuda_ns_has(&E->kernels, b.data); k++) {
    b.len = base;
    ww_buf_printf(&b, "_%d", k);
  }
  char *s = dupbuf(E, &b);
  lower_cuda_ns_add(set, s);
  return s;
}

static const char *ctype(em *E, kir_type t) {
  switch (t) {
  case KIR_BOOL: return "bool";
  case KIR_I32: return "int";
  case KIR_I64: return "long long";
  case KIR_F16: E->uses_f16 = 1; return "ww_f16";
  case KIR_F32: return "float";
  default: return "double";
  }
}

static int type_size(kir_type t) {
  switch (t) {
  case KIR_F16: return 2;
  case KIR_I32: case KIR_F32: return 4;
  case KIR_I64: case KIR_F64: return 8;
  default: return 1;
  }
}

static const char *vname(em *E, const kir_var *v) {
  if (v->id >= 0 && v->id < E->K.nvars && E->vname[v->id]) return E->vname[v->id];
  return v->name;
}

static const char *bname(em *E, const kir_buf *b) {
  if (b->id >= 0 && b->id < E->K.k->nbufs && E->bname[b->id]) return E->bname[b->id];
  return b->name;
}

/* ---- facts about integer expressions ---- */

static int lowbit16(int64_t v) {
  if (v == 0) return 16;
  int p = 1;
  while (p < 16 && v % (2 * p) == 0) p *= 2;
  return p;
}

static int min_i(int a, int b) { return a < b ? a : b; }

/* A power of two (at most 16) that divides every value of e. */
static int pdiv(em *E, const kir_expr *e, int depth) {
  int64_t v;
  if (!e || depth > 64) return 1;
  if (kir_const_int(e, &v)) return lowbit16(v);
  switch (e->kind) {
  case KE_VAR: {
    const kir_var *x = e->u.var;
    const kir_expr *let = lower_cuda_let_value(&E->K, x);
    if (let) return pdiv(E, let, depth + 1);
    if (x->kind == KIR_VAR_BUILTIN) return strcmp(x->name, "wave_id") ? 1 : 16;
    if (x->kind == KIR_VAR_LOOP && x->id >= 0 && x->id < E->K.nvars && E->K.loop_of[x->id]) {
      const kir_stmt *l = E->K.loop_of[x->id];
      return min_i(pdiv(E, l->u.loop.lo, depth + 1), lowbit16(l->u.loop.step));
    }
    return 1;
  }
  case KE_UNARY: return e->u.op.op == KIR_OP_NEG ? pdiv(E, e->u.op.a, depth + 1) : 1;
  case KE_CAST: return kir_type_is_int(e->type) && kir_type_is_int(e->u.op.a->type) ? pdiv(E, e->u.op.a, depth + 1) : 1;
  case KE_BINARY: {
    int a = pdiv(E, e->u.op.a, depth + 1), b = pdiv(E, e->u.op.b, depth + 1);
    switch (e->u.op.op) {
    case KIR_OP_ADD: case KIR_OP_SUB: case KIR_OP_MOD: case KIR_OP_MIN: case KIR_OP_MAX: return min_i(a, b);
    case KIR_OP_MUL: return min_i(16, a * b);
    default: return 1;
    }
  }
  default: return 1;
  }
}

/* Is every value of e at least 0? */
static int nonneg(em *E, const kir_expr *e, int depth) {
  int64_t v;
  if (!e || depth > 64) return 0;
  if (kir_const_int(e, &v)) return v >= 0;
  switch (e->kind) {
  case KE_VAR: {
    const kir_var *x = e->u.var;
    const kir_expr *let = lower_cuda_let_value(&E->K, x);
    if (let) return nonneg(E, let, depth + 1);
    if (x->kind == KIR_VAR_BUILTIN) return 1;
    if (x->kind == KIR_VAR_LOOP && x->id >= 0 && x->id < E->K.nvars && E->K.loop_of[x->id])
      return nonneg(E, E->K.loop_of[x->id]->u.loop.lo, depth + 1);
    return 0;
  }
  case KE_CAST: return kir_type_is_int(e->type) && nonneg(E, e->u.op.a, depth + 1);
  case KE_BINARY: {
    const kir_expr *a = e->u.op.a, *b = e->u.op.b;
    switch (e->u.op.op) {
    case KIR_OP_ADD: case KIR_OP_MUL: case KIR_OP_MIN: return nonneg(E, a, depth + 1) && nonneg(E, b, depth + 1);
    case KIR_OP_MAX: return nonneg(E, a, depth + 1) || nonneg(E, b, depth + 1);
    case KIR_OP_MOD: return kir_const_int(b, &v) && v > 0;
    case KIR_OP_DIV: return kir_const_int(b, &v) && v > 0 && nonneg(E, a, depth + 1);
    default: return 0;
    }
  }
  default: return 0;
  }
}

/* ---- expressions ---- */

/* C precedence levels, loosest first: an operand is parenthesised only when
 * it binds looser than its place needs. */
enum { P_LOWEST, P_COND, P_LOR, P_LAND, P_EQ, P_REL, P_ADD, P_MUL, P_UNARY, P_PRIMARY };

static void ex_p(em *E, ww_buf *o, const kir_expr *e, kir_type t, int need);

static void ex(em *E, ww_buf *o, const kir_expr *e) { ex_p(E, o, e, e->type, P_PRIMARY); }
/* e where any expression fits (conditions, bounds, initialisers, arguments). */
static void ex_bare(em *E, ww_buf *o, const kir_expr *e, kir_type t) { ex_p(E, o, e, t, P_LOWEST); }

static void int_lit(ww_buf *o, int64_t v, kir_type t) {
  const char *sfx = t == KIR_I64 ? "LL" : "";
  if (v == INT64_MIN) ww_buf_puts(o, "(-9223372036854775807LL - 1)");
  else if (t != KIR_I64 && v == INT32_MIN) ww_buf_puts(o, "(-2147483647 - 1)");
  else if (v < 0) ww_buf_printf(o, "(%lld%s)", (long long)v, sfx);
  else ww_buf_printf(o, "%lld%s", (long long)v, sfx);
}

static void float_lit(ww_buf *o, double v) {
  if (isnan(v)) {
    ww_buf_puts(o, "__builtin_nan(\"\")");
    return;
  }
  if (isinf(v)) {
    ww_buf_puts(o, v < 0 ? "(-__builtin_inf())" : "__builtin_inf()");
    return;
  }
  char s[64];
  snprintf(s, sizeof s, "%.*g", ww_shortest_digits(v), v); /* the shortest text that reads back as v */
  if (!strpbrk(s, ".eEn")) strcat(s, ".0");
  if (v < 0 || (v == 0 && signbit(v))) ww_buf_printf(o, "(%s)", s);
  else ww_buf_puts(o, s);
}

/* The flat offset of a point access: sum of index * stride. */
static void offset_of_point(em *E, ww_buf *o, const kir_access *a);

/* C spells the IR's arithmetic and comparisons the same way; only the
 * logical operators differ. */
static const char *binop_c(kir_op op) {
  switch (op) {
  case KIR_OP_AND: return "&&";
  case KIR_OP_OR: return "||";
  case KIR_OP_ADD: case KIR_OP_SUB: case KIR_OP_MUL: case KIR_OP_DIV: case KIR_OP_MOD:
  case KIR_OP_LT: case KIR_OP_LE: case KIR_OP_GT: case KIR_OP_GE: case KIR_OP_EQ: case KIR_OP_NE:
    return kir_op_name(op);
  default: return "?";
  }
}

static int binop_prec(kir_op op) {
  switch (op) {
  case KIR_OP_ADD: case KIR_OP_SUB: return P_ADD;
  case KIR_OP_MUL: case KIR_OP_DIV: case KIR_OP_MOD: return P_MUL;
  case KIR_OP_LT: case KIR_OP_LE: case KIR_OP_GT: case KIR_OP_GE: return P_REL;
  case KIR_OP_EQ: case KIR_OP_NE: return P_EQ;
  case KIR_OP_AND: return P_LAND;
  case KIR_OP_OR: return P_LOR;
  default: return P_PRIMARY;
  }
}

static int is_compare(kir_op op) { return op >= KIR_OP_LT && op <= KIR_OP_NE; }

/* The type both operands of a binary operator are converted to: the
 * result's, and for comparisons the IR's (mixed numbers as doubles). */
static kir_type operand_type(const kir_expr *e) {
  const kir_expr *a = e->u.op.a, *b = e->u.op.b;
  if (!is_compare(e->u.op.op)) return e->type;
  if (a->type == b->type) return a->type;
  return kir_type_is_float(a->type) || kir_type_is_float(b->type) ? KIR_F64 : KIR_I64;
}

/* Integer / and % by a positive constant of a non-negative value are C's. */
static int c_divmod(em *E, const kir_expr *e) {
  int64_t m;
  kir_op op = e->u.op.op;
  if ((op != KIR_OP_DIV && op != KIR_OP_MOD) || !kir_type_is_int(operand_type(e))) return 1;
  return kir_const_int(e->u.op.b, &m) && m > 0 && nonneg(E, e->u.op.a, 0);
}

/* How tightly e's C text binds (before any conversion). */
static int ex_prec(em *E, const kir_expr *e) {
  switch (e->kind) {
  case KE_INT: case KE_FLOAT: case KE_VAR: case KE_LOAD: case KE_REGION: return P_PRIMARY;
  case KE_UNARY: case KE_CAST: return P_UNARY;
  case KE_SELECT: return P_COND;
  case KE_BINARY:
    if (e->u.op.op == KIR_OP_MIN || e->u.op.op == KIR_OP_MAX || !c_divmod(E, e)) return P_PRIMARY;
    return binop_prec(e->u.op.op);
  }
  return P_PRIMARY;
}

static void ex_binary(em *E, ww_buf *o, const kir_expr *e) {
  kir_op op = e->u.op.op;
  const kir_expr *a = e->u.op.a, *b = e->u.op.b;
  kir_type t = operand_type(e);
  if (op == KIR_OP_MIN || op == KIR_OP_MAX || !c_divmod(E, e)) {
    ww_buf_puts(o, op == KIR_OP_MIN ? "ww_min(" : op == KIR_OP_MAX ? "ww_max(" : op == KIR_OP_DIV ? "ww_div(" : "ww_mod(");
    ex_bare(E, o, a, t);
    ww_buf_puts(o, ", ");
    ex_bare(E, o, b, t);
    ww_buf_putc(o, ')');
    return;
  }
  int p = binop_prec(op);
  /* && inside || and comparisons inside comparisons get parentheses anyway */
  int left = op == KIR_OP_AND || op == KIR_OP_OR ? P_EQ : is_compare(op) ? P_ADD : p;
  ex_p(E, o, a, t, left);
  ww_buf_printf(o, " %s ", binop_c(op));
  ex_p(E, o, b, t, left == p ? p + 1 : left);
}

static void ex_p(em *E, ww_buf *o, const kir_expr *e, kir_type t, int need) {
  int conv = e->type != t && !(e->kind == KE_INT && t == KIR_I64);
  int prec = conv ? P_UNARY : ex_prec(E, e);
  if (prec < need) ww_buf_putc(o, '(');
  if (conv) {   /* (T)x */
    ww_buf_printf(o, "(%s)", ctype(E, t));
    ex_p(E, o, e, e->type, P_UNARY);
  } else {
    switch (e->kind) {
    case KE_INT: int_lit(o, e->u.i, t); break;
    case KE_FLOAT: float_lit(o, e->u.f); break;
    case KE_VAR:
      if (e->u.var->kind == KIR_VAR_BUILTIN)   /* ids 0, counts 1 */
        ww_buf_puts(o, strncmp(e->u.var->name, "num_", 4) ? "0" : "1");
      else ww_buf_puts(o, vname(E, e->u.var));
      break;
    case KE_LOAD:
    case KE_REGION:
      ww_buf_printf(o, "%s[", bname(E, e->u.access.buf));
      offset_of_point(E, o, &e->u.access);
      ww_buf_putc(o, ']');
      break;
    case KE_UNARY:
      ww_buf_putc(o, e->u.op.op == KIR_OP_NOT ? '!' : '-');
      ex_p(E, o, e->u.op.a, e->type, P_UNARY);
      break;
    case KE_BINARY: ex_binary(E, o, e); break;
    case KE_SELECT:
      ex_p(E, o, e->u.op.c, KIR_BOOL, P_LOR);
      ww_buf_puts(o, " ? ");
      ex_bare(E, o, e->u.op.a, e->type);
      ww_buf_puts(o, " : ");
      ex_p(E, o, e->u.op.b, e->type, P_COND);
      break;
    case KE_CAST:
      ww_buf_printf(o, "(%s)", ctype(E, e->type));
      ex_p(E, o, e->u.op.a, e->u.op.a->type, P_UNARY);
      break;
    }
  }
  if (prec < need) ww_buf_putc(o, ')');
}

/* ---- buffer geometry ---- */

/* Stride of dimension d (elements): the product of the extents after it,
 * as C text; *v its value or -1. */
static char *stride_text(em *E, const kir_buf *b, int d, int64_t *v) {
  ww_buf t = {0};
  int64_t c = 1;
  int sym = 0;
  for (int i = d + 1; i < b->ndim; i++) {
    int64_t x;
    if (kir_const_int(b->dims[i], &x) && c <= INT64_MAX / (x > 0 ? x : 1)) {
      c *= x;
      continue;
    }
    if (sym) ww_buf_puts(&t, " * ");
    ww_buf_puts(&t, "(long long)");
    ex(E, &t, b->dims[i]);
    sym = 1;
  }
  *v = sym ? -1 : c;
  if (!sym) ww_buf_printf(&t, "%lld", (long long)c);
  else if (c != 1) ww_buf_printf(&t, " * %lld", (long long)c);
  if (sym && strstr(t.data, " * ")) {
    ww_buf p = {0};
    ww_buf_printf(&p, "(%s)", t.data);
    ww_buf_free(&t);
    return dupbuf(E, &p);
  }
  return dupbuf(E, &t);
}

static int stride_pdiv(em *E, const kir_buf *b, int d) {
  int p = 1;
  for (int i = d + 1; i < b->ndim; i++) p = min_i(16, p * pdiv(E, b->dims[i], 0));
  return p;
}

/* A sum of index * stride terms; constant ones are folded into c. */
typedef struct offset {
  ww_buf text;
  int64_t c;
} offset;

static void add_term(em *E, offset *o, const kir_buf *b, int d, const kir_expr *index) {
  int64_t sv, v;
  char *st = stride_text(E, b, d, &sv);
  if (sv >= 0 && kir_const_int(index, &v) && (v == 0 || (sv <= INT32_MAX && v > -INT32_MAX && v < INT32_MAX))) {
    o->c += v * sv;
    return;
  }
  if (o->text.len) ww_buf_puts(&o->text, " + ");
  if (sv == 1) {   /* a term of the sum */
    ex_p(E, &o->text, index, index->type, P_ADD);
    return;
  }
  if (b->scope == KIR_GLOBAL) ww_buf_puts(&o->text, "(long long)");
  ex_p(E, &o->text, index, index->type, b->scope == KIR_GLOBAL ? P_UNARY : P_MUL);
  ww_buf_printf(&o->text, " * %s", st);
}

/* The terms, then the constant: "i * 64 + 8", "0". */
static char *offset_done(em *E, offset *o) {
  if (o->c || !o->text.len) ww_buf_printf(&o->text, "%s%lld", o->text.len ? " + " : "", (long long)o->c);
  return dupbuf(E, &o->text);
}

static void offset_of_point(em *E, ww_buf *o, const kir_access *a) {
  offset off = {{0}, 0};
  for (int d = 0; d < a->nidx && d < a->buf->ndim; d++)
    if (a->idx[d].lo) add_term(E, &off, a->buf, d, a->idx[d].lo);
  ww_buf_puts(o, offset_done(E, &off));
}

/* A region as the copy loops see it: base offset, then dimensions (outer
 * to inner; full trailing dimensions merged into one) with their lengths
 * and strides. Element k of the region is base + sum q_r * stride_r where
 * q is k's row-major position. */
typedef struct rdim {
  char *len;
  int64_t lenv;      /* -1: not constant */
  char *stride;
  int64_t stridev;
  int pdiv;          /* of the stride */
} rdim;

typedef struct region {
  const kir_access *acc;
  const kir_buf *buf;
  char *base;
  int base_div;
  int n;
  rdim *d;
  int64_t count;     /* -1: not constant */
  char *count_c;
  int64_t run;       /* contiguous elements at stride 1 (0: not constant) */
} region;

/* Start (text) and length of dimension d of a region. */
static void dim_span(em *E, const kir_access *a, int d, const kir_expr **start, char **len, int64_t *lenv,
                     int *point) {
  const kir_buf *b = a->buf;
  const kir_index *ix = d < a->nidx ? &a->idx[d] : NULL;
  *point = ix && !ix->slice;
  *start = ix ? ix->lo : NULL;
  if (*point) {
    *len = "1";
    *lenv = 1;
    return;
  }
  const kir_expr *hi = ix && ix->hi ? ix->hi : b->dims[d];
  int64_t lo0 = 0, h;
  if (*start && !kir_const_int(*start, &lo0)) lo0 = INT64_MIN;
  if (lo0 != INT64_MIN && kir_const_int(hi, &h)) *lenv = h - lo0;
  else if (!(*start && kir_affine_const_diff(hi, *start, lenv))) *lenv = -1;
  if (*lenv >= 0) {
    ww_buf t = {0};
    ww_buf_printf(&t, "%lld", (long long)*lenv);
    *len = dupbuf(E, &t);
    return;
  }
  ww_buf t = {0};
  if (lo0 == 0) {
    ex(E, &t, hi);
  } else {
    ww_buf_putc(&t, '(');
    ex_p(E, &t, hi, hi->type, P_ADD);
    ww_buf_puts(&t, " - ");
    ex_p(E, &t, *start, (*start)->type, P_ADD + 1);
    ww_buf_putc(&t, ')');
  }
  *len = dupbuf(E, &t);
}

static int full_dim(const kir_access *a, int d) {
  const kir_index *ix = d < a->nidx ? &a->idx[d] : NULL;
  int64_t v, ext, hi;
  if (ix && !ix->slice) return 0;
  if (!kir_const_int(a->buf->dims[d], &ext)) return 0;
  if (ix && ix->lo && !(kir_const_int(ix->lo, &v) && v == 0)) return 0;
  return !ix || !ix->hi || (kir_const_int(ix->hi, &hi) && hi == ext);
}

static void region_of(em *E, const kir_access *a, region *r) {
  const kir_buf *b = a->buf;
  memset(r, 0, sizeof *r);
  r->acc = a;
  r->buf = b;
  r->d = ww_alloc(&E->a, (size_t)(b->ndim + 1) * sizeof *r->d);
  offset base = {{0}, 0};
  r->base_div = 16;
  int f = b->ndim;   /* dimensions [f, ndim) are whole: one contiguous block */
  while (f > 0 && full_dim(a, f - 1)) f--;
  int64_t tail = 1;
  for (int d = f; d < b->ndim; d++) {
    int64_t x;
    kir_const_int(b->dims[d], &x);
    tail *= x;
  }
  int last_is_region = 0;
  for (int d = 0; d < f; d++) {
    const kir_expr *start;
    char *len;
    int64_t lenv;
    int point;
    dim_span(E, a, d, &start, &len, &lenv, &point);
    int64_t sv;
    if (start && !(kir_const_int(start, &sv) && sv == 0)) {
      add_term(E, &base, b, d, start);
      r->base_div = min_i(r->base_div, min_i(16, pdiv(E, start, 0) * stride_pdiv(E, b, d)));
    }
    last_is_region = !point && d == f - 1;
    if (point) continue;
    rdim *x = &r->d[r->n++];
    x->len = len;
    x->lenv = lenv;
    x->stride = stride_text(E, b, d, &x->stridev);
    x->pdiv = stride_pdiv(E, b, d);
  }
  if (f < b->ndim) {
    if (last_is_region) {   /* the last sliced dimension runs on through the tail */
      rdim *x = &r->d[r->n - 1];
      x->lenv = x->lenv >= 0 ? x->lenv * tail : -1;
      ww_buf t = {0};
      if (x->lenv >= 0) ww_buf_printf(&t, "%lld", (long long)x->lenv);
      else ww_buf_printf(&t, "(%s * %lld)", x->len, (long long)tail);
      x->len = dupbuf(E, &t);
    } else {
      rdim *x = &r->d[r->n++];
      ww_buf t = {0};
      ww_buf_printf(&t, "%lld", (long long)tail);
      x->len = dupbuf(E, &t);
      x->lenv = tail;
    }
    rdim *x = &r->d[r->n - 1];
    x->stride = "1";
    x->stridev = 1;
    x->pdiv = 16;
  }
  r->base = offset_done(E, &base);
  /* count */
  r->count = 1;
  ww_buf c = {0};
  for (int i = 0; i < r->n; i++) {
    if (r->count >= 0 && r->d[i].lenv >= 0 && r->d[i].lenv <= INT64_MAX / (r->count ? r->count : 1))
      r->count *= r->d[i].lenv;
    else
      r->count = -1;
    ww_buf_printf(&c, "%s%s", i ? " * " : "", r->d[i].len);
  }
  if (r->count >= 0) {
    c.len = 0;
    ww_buf_printf(&c, "%lld", (long long)r->count);
  } else if (r->n > 1) {
    ww_buf p = {0};
    ww_buf_printf(&p, "(%s)", c.data);
    ww_buf_free(&c);
    c = p;
  }
  r->count_c = dupbuf(E, &c);
  r->run = r->n == 0 ? 1 : r->d[r->n - 1].stridev == 1 ? (r->d[r->n - 1].lenv > 0 ? r->d[r->n - 1].lenv : 0) : 1;
}

/* The offset of chunk `c` (a C variable) of w elements. w > 1 only when
 * every length is constant and w divides the innermost one. */
static void chunk_offset(em *E, ww_buf *o, const region *r, const char *c, int64_t w, int single) {
  const char *gl = r->buf->scope == KIR_GLOBAL ? "(long long)" : "";
  int any = strcmp(r->base, "0") != 0;
  if (any || single) ww_buf_puts(o, r->base);
  if (single) return;
  for (int i = 0; i < r->n; i++) {
    const rdim *x = &r->d[i];
    ww_buf q = {0};
    if (w > 1) {
      int64_t inner = 1;
      for (int j = i + 1; j < r->n; j++) inner *= r->d[j].lenv;
      if (i == r->n - 1) {
        int64_t m = x->lenv / w;
        if (m == 1 && r->n > 1) continue;
        if (i == 0) ww_buf_printf(&q, "%s * %lld", c, (long long)w);
        else ww_buf_printf(&q, "%s %% %lld * %lld", c, (long long)m, (long long)w);
      } else {
        int64_t div = inner / w;
        if (div == 1) ww_buf_puts(&q, c);
        else ww_buf_printf(&q, "%s / %lld", c, (long long)div);
        if (i > 0) ww_buf_printf(&q, " %% %lld", (long long)x->lenv);
      }
    } else {
      if (x->lenv == 1) continue;
      ww_buf inner = {0};
      for (int j = i + 1; j < r->n; j++) {
        if (r->d[j].lenv == 1) continue;
        ww_buf_printf(&inner, "%s%s", inner.len ? " * " : "", r->d[j].len);
      }
      if (inner.len && strchr(inner.data, ' ')) ww_buf_printf(&q, "%s / (%s)", c, inner.data);
      else if (inner.len) ww_buf_printf(&q, "%s / %s", c, inner.data);
      else ww_buf_puts(&q, c);
      if (i > 0) ww_buf_printf(&q, " %% %s", x->len);
      ww_buf_free(&inner);
    }
    int compound = strchr(q.data, ' ') != NULL;
    const char *lp = compound ? "(" : "", *rp = compound ? ")" : "";
    if (any) ww_buf_puts(o, " + ");
    any = 1;
    if (x->stridev == 1) ww_buf_printf(o, "%s%s%s%s", gl, gl[0] ? lp : "", q.data, gl[0] ? rp : "");
    else ww_buf_printf(o, "%s%s%s%s * %s", gl, lp, q.data, rp, x->stride);
    ww_buf_free(&q);
  }
  if (!any) ww_buf_putc(o, '0');
}

/* ---- cp.async widths ---- */

/* The widest chunk (elements) that cp.async can move for dst <- src: 16,
 * 8 or 4 bytes, inside both regions' contiguous runs, aligned in both.
 * 0 when there is none; *why says what is missing. */
static int64_t async_width(const region *dst, const region *src, int esize, const char **why) {
  static const int bytes[] = {16, 8, 4};
  *why = NULL;
  for (int i = 0; i < 3; i++) {
    if (bytes[i] % esize) continue;
    int64_t w = bytes[i] / esize;
    if (w == 1) return 1;
    int ok = 1;
    const region *rs[2] = {dst, src};
    for (int k = 0; k < 2 && ok; k++) {
      const region *r = rs[k];
      if (r->count < 0 || r->run <= 0 || r->run % w) {
        ok = 0;
        if (!*why) *why = "its contiguous runs";
      } else if (r->base_div < w) {
        ok = 0;
        if (!*why) *why = "its start offsets";
      }
      for (int j = 0; ok && j + 1 < r->n; j++)
        if (r->d[j].pdiv < w) {
          ok = 0;
          if (!*why) *why = "its row strides";
        }
    }
    if (ok) return w;
  }
  return 0;
}

/* ---- validation ---- */


static void check_queue(em *E, const kir_stmt *s, const kir_expr *q) {
  int64_t v;
  if (!kir_const_int(q, &v)) {
    err(E, s->loc, s->len, "the queue must be a constant for CUDA (one sequence of cp.async groups)");
    return;
  }
  if (!E->queue_known) {
    E->queue_known = 1;
    E->queue = v;
  } else if (v != E->queue) {
    err(E, s->loc, s->len,
        "CUDA has one sequence of cp.async groups per thread, and this kernel uses queues %lld and "
        "%lld (`pipeline --lower=cuda` merges the queues of pipelined loops)",
        (long long)E->queue, (long long)v);
  }
}

static void print_access(ww_buf *o, const kir_access *a, int is_region) {
  kir_expr e;
  memset(&e, 0, sizeof e);
  e.kind = is_region ? KE_REGION : KE_LOAD;
  e.u.access = *a;
  kir_print_expr(&e, o);
}

/* One line of IR for a store, copy or gather (comments, messages). */
static void stmt_text(const kir_stmt *s, ww_buf *t) {
  switch (s->kind) {
  case KS_STORE:
    print_access(t, &s->u.store.dst, 0);
    ww_buf_printf(t, " %s ", s->u.store.op == KIR_OP_NONE ? "=" : s->u.store.op == KIR_OP_ADD ? "+="
                              : s->u.store.op == KIR_OP_SUB ? "-=" : "*=");
    kir_print_expr(s->u.store.value, t);
    break;
  case KS_COPY:
    print_access(t, &s->u.copy.dst, 1);
    ww_buf_puts(t, " <- ");
    print_access(t, &s->u.copy.src, 1);
    break;
  case KS_GATHER:
    print_access(t, &s->u.gather.dst, 1);
    ww_buf_printf(t, " <- gather(%s, ", s->u.gather.src->name);
    print_access(t, &s->u.gather.index, 1);
    ww_buf_putc(t, ')');
    break;
  default: break;
  }
}

static int check_async_ends(em *E, const kir_stmt *s, const kir_buf *dst, const kir_buf *src, const char *what) {
  if (dst->scope != KIR_SHARED || src->scope != KIR_GLOBAL) {
    err(E, s->loc, s->len, "cp.async copies global to shared memory; this async %s writes %s '%s' from %s '%s'",
        what, kir_scope_name(dst->scope), dst->name, kir_scope_name(src->scope), src->name);
    return 0;
  }
  if (dst->elem != src->elem) {
    err(E, s->loc, s->len, "cp.async copies bytes; '%s' holds %s and '%s' holds %s (a conversion computes)",
        dst->name, kir_type_name(dst->elem), src->name, kir_type_name(src->elem));
    return 0;
  }
  return 1;
}

/* S[i] = G[j]: one element, global to shared, of 4 or 8 bytes. */
static void check_async_store(em *E, const kir_stmt *s) {
  const kir_access *d = &s->u.store.dst;
  const kir_expr *v = s->u.store.value;
  if (s->u.store.op != KIR_OP_NONE || v->kind != KE_LOAD) {
    ww_buf t = {0};
    stmt_text(s, &t);
    err(E, s->loc, s->len, "only global-to-shared copies lower to cp.async; this async statement computes ('%s')",
        t.data ? t.data : "");
    ww_buf_free(&t);
    return;
  }
  const kir_buf *src = v->u.access.buf;
  if (!check_async_ends(E, s, d->buf, src, "store")) return;
  if (type_size(src->elem) < 4)
    err(E, s->loc, s->len, "cp.async moves 4, 8 or 16 bytes; one %s element is %d bytes (copy a region "
        "of an even number of contiguous elements instead)", kir_type_name(src->elem), type_size(src->elem));
}

static void check_async_copy(em *E, const kir_stmt *s) {
  const kir_access *d = &s->u.copy.dst, *sa = &s->u.copy.src;
  if (!check_async_ends(E, s, d->buf, sa->buf, "copy")) return;
  region rd, rs;
  region_of(E, d, &rd);
  region_of(E, sa, &rs);
  const char *why;
  int esize = type_size(d->buf->elem);
  if (async_width(&rd, &rs, esize, &why)) return;
  err(E, s->loc, s->len,
      "cp.async moves 4, 8 or 16 bytes: %s elements must go at least %d at a time, but %s are not "
      "provably multiples of %d (contiguous runs: %lld in '%s', %lld in '%s'; 0: not constant)",
      kir_type_name(d->buf->elem), 4 / esize, why, 4 / esize, (long long)rs.run, sa->buf->name,
      (long long)rd.run, d->buf->name);
}

/* Do the two regions of a copy within one buffer slice the same
 * dimensions alike, differing (if at all) in single indices? Then element
 * e of one is element e of the other or of a disjoint part of the buffer:
 * the copy moves each element onto itself or elsewhere, never onto one
 * another thread has still to read. The pipeliner's copies between
 * versions (`S[0, a:b] <- S[(n - 1) % 2, a:b]`) are of this shape. */
static int same_positions(const kir_access *d, const kir_access *s) {
  if (d->nidx != s->nidx) return 0;
  for (int i = 0; i < d->nidx; i++) {
    const kir_index *x = &d->idx[i], *y = &s->idx[i];
    if (x->slice != y->slice) return 0;
    if (x->slice && (!kir_expr_same(x->lo, y->lo) || !kir_expr_same(x->hi, y->hi))) return 0;
  }
  return 1;
}

static void check_sync_copy(em *E, const kir_stmt *s) {
  const kir_access *d = &s->u.copy.dst, *sa = &s->u.copy.src;
  if (d->buf == sa->buf && !same_positions(d, sa) && lower_cuda_may_overlap(&E->K, d, sa))
    err(E, s->loc, s->len, "a copy within '%s' whose two regions may overlap has no CUDA lowering (the "
        "threads would read elements others already overwrote)", d->buf->name);
}

static void check_gather(em *E, const kir_stmt *s, int in_async) {
  const kir_access *d = &s->u.gather.dst;
  if (d->buf == s->u.gather.src || d->buf == s->u.gather.index.buf) {
    err(E, s->loc, s->len, "a gather into its own source or index buffer ('%s') has no CUDA lowering",
        d->buf->name);
    return;
  }
  if (!in_async || !check_async_ends(E, s, d->buf, s->u.gather.src, "gather")) return;
  if (type_size(d->buf->elem) < 4)
    err(E, s->loc, s->len, "cp.async moves 4, 8 or 16 bytes; a gather of %s moves single %d-byte elements",
        kir_type_name(d->buf->elem), type_size(d->buf->elem));
}

static void check_alloc(em *E, const kir_stmt *s) {
  const kir_buf *b = s->u.alloc;
  int64_t n = 1;
  for (int d = 0; d < b->ndim; d++) {
    int64_t x;
    if (!kir_const_int(b->dims[d], &x)) {
      ww_buf t = {0};
      kir_print_expr(b->dims[d], &t);
      const kir_expr *e = b->dims[d];
      err(E, e->loc.src ? e->loc : s->loc, e->loc.src ? e->len : s->len,
          "a %s buffer needs a constant size in CUDA (a fixed-size %s array); '%s' has extent '%s'",
          kir_scope_name(b->scope), b->scope == KIR_SHARED ? "__shared__" : "per-thread", b->name, t.data);
      ww_buf_free(&t);
      return;
    }
    if (x > 0 && n > (INT64_C(1) << 31) / x) n = INT64_C(1) << 31;
    else n *= x > 0 ? x : 0;
  }
  if (b->scope != KIR_SHARED) return;
  E->shared_bytes += (long)(n * type_size(b->elem));
  if (E->shared_bytes > 48 * 1024)
    err(E, s->loc, s->len, "CUDA's static shared memory is at most 48 KiB; '%s' brings this kernel to %ld bytes",
        b->name, E->shared_bytes);
}

/* The walk's state: inside async and commit bodies. */
typedef struct checker {
  em *E;
  int in_async, in_commit;
} checker;

static int check_enter(kir_walker *w, kir_stmt *s) {
  checker *c = w->ctx;
  em *E = c->E;
  int64_t v;
  switch (s->kind) {
  case KS_ALLOC: check_alloc(E, s); break;
  case KS_BAROBJ:
  case KS_BAR_OP:
    err(E, s->loc, s->len, "barrier objects have no CUDA lowering (barrier() is __syncthreads())");
    break;
  case KS_ASYNCMARK:
  case KS_WAIT_ASYNCMARK:
    err(E, s->loc, s->len, "async marks have no CUDA lowering; write commit(0) { } and wait(0, N) "
        "(cp.async.commit_group, cp.async.wait_group N)");
    break;
  case KS_ASYNC:
    if (!c->in_commit)
      err(E, s->loc, s->len, "an async block outside 'commit' has no CUDA lowering (cp.async copies are "
          "waited for by group: cp.async.commit_group)");
    c->in_async++;
    break;
  case KS_COMMIT:
    check_queue(E, s, s->u.commit.queue);
    c->in_commit++;
    break;
  case KS_WAIT:
    check_queue(E, s, s->u.wait.queue);
    if (!kir_const_int(s->u.wait.count, &v) || v < 0)
      err(E, s->loc, s->len, "cp.async.wait_group needs a constant count; this wait's count is not one "
          "(`pipeline --lower=cuda` unrolls the edges of pipelined loops for that)");
    break;
  case KS_STORE:
    if (c->in_async) check_async_store(E, s);
    break;
  case KS_COPY:
    if (c->in_async) check_async_copy(E, s);
    else check_sync_copy(E, s);
    break;
  case KS_GATHER: check_gather(E, s, c->in_async); break;
  case KS_DMA:
    err(E, s->loc, s->len, "a 'dma' statement (LDS DMA) has no CUDA lowering; lower the copy to cp.async instead "
        "(without pipeline --dma)");
    break;
  default: break;
  }
  return 1;
}

static void check_leave(kir_walker *w, kir_stmt *s) {
  checker *c = w->ctx;
  if (s->kind == KS_ASYNC) c->in_async--;
  if (s->kind == KS_COMMIT) c->in_commit--;
}

static void check_block(em *E, const kir_block *b) {
  checker c = {E, 0, 0};
  kir_walker w = {check_enter, check_leave, NULL, NULL, NULL, &c};
  kir_walk_const_block(&w, b);
}

/* ---- per-kernel tables and names ---- */

static void note_written(em *E, const kir_buf *b) {
  if (b && b->id >= 0 && b->id < E->K.k->nbufs) E->written[b->id] = 1;
}

/* Lets, loops, names in program order; buffers written. */
static int scan_enter(kir_walker *w, kir_stmt *s) {
  em *E = w->ctx;
  lower_cuda_kernel *K = &E->K;
  switch (s->kind) {
  case KS_ALLOC:
    if (s->u.alloc->id >= 0 && s->u.alloc->id < K->k->nbufs)
      E->bname[s->u.alloc->id] = unique_name(E, &E->locals, s->u.alloc->name);
    break;
  case KS_LET:
    if (s->u.let.var->id >= 0 && s->u.let.var->id < K->nvars) {
      K->let_value[s->u.let.var->id] = s->u.let.value;
      E->vname[s->u.let.var->id] = unique_name(E, &E->locals, s->u.let.var->name);
    }
    break;
  case KS_STORE: note_written(E, s->u.store.dst.buf); break;
  case KS_COPY: note_written(E, s->u.copy.dst.buf); break;
  case KS_GATHER: note_written(E, s->u.gather.dst.buf); break;
  case KS_FOR:
    if (s->u.loop.var->id >= 0 && s->u.loop.var->id < K->nvars) {
      K->loop_of[s->u.loop.var->id] = s;
      E->vname[s->u.loop.var->id] = unique_name(E, &E->locals, s->u.loop.var->name);
    }
    break;
  default: break;
  }
  return 1;
}

static void scan_block(em *E, const kir_block *b) {
  kir_walker w = {scan_enter, NULL, NULL, NULL, NULL, E};
  kir_walk_const_block(&w, b);
}

static void kernel_begin(em *E, const kir_kernel *k) {
  memset(&E->K, 0, sizeof E->K);
  E->K.k = k;
  E->K.nvars = k->nvars;
  size_t nv = (size_t)k->nvars + 1, nb = (size_t)k->nbufs + 1;
  E->K.let_value = ww_alloc(&E->a, nv * sizeof *E->K.let_value);
  E->K.loop_of = ww_alloc(&E->a, nv * sizeof *E->K.loop_of);
  E->vname = ww_alloc(&E->a, nv * sizeof *E->vname);
  E->bname = ww_alloc(&E->a, nb * sizeof *E->bname);
  E->written = ww_alloc(&E->a, nb);
  E->declared = ww_alloc(&E->a, nb);
  free(E->locals.v);
  memset(&E->locals, 0, sizeof E->locals);
  E->queue_known = 0;
  E->shared_bytes = 0;
  for (int i = 0; i < k->nparams; i++) {
    const kir_param *p = &k->params[i];
    if (p->kind == KIR_PARAM_BUF && p->buf->id >= 0 && p->buf->id < k->nbufs)
      E->bname[p->buf->id] = unique_name(E, &E->locals, p->buf->name);
    else if (p->kind == KIR_PARAM_SCALAR && p->var->id >= 0 && p->var->id < k->nvars)
      E->vname[p->var->id] = unique_name(E, &E->locals, p->var->name);
  }
  scan_block(E, &k->body);
}

/* A C function's name: reserved words get a '_' (a 'v' before a reserved
 * prefix); a callee named like a kernel gets a '_' too. */
static const char *function_name(em *E, const char *name, int callee) {
  if (!lower_cuda_reserved(name) && !(callee && lower_cuda_ns_has(&E->kernels, name))) return name;
  ww_buf b = {0};
  ww_buf_printf(&b, "%s%s_", name[0] == '_' || !strncmp(name, "ww_", 3) || !strncmp(name, "WW_", 3) ? "v" : "", name);
  return dupbuf(E, &b);
}

static int callee_enter(kir_walker *w, kir_stmt *s) {
  em *E = w->ctx;
  if (s->kind == KS_CALL && !lower_cuda_ns_has(&E->callees, function_name(E, s->u.call.name, 1)))
    lower_cuda_ns_add(&E->callees, function_name(E, s->u.call.name, 1));
  return 1;
}

static void collect_callees(em *E, const kir_block *b) {
  kir_walker w = {callee_enter, NULL, NULL, NULL, NULL, E};
  kir_walk_const_block(&w, b);
}

/* ---- statements ---- */

static void line(em *E, const char *fmt, ...) WW_PRINTF(2, 3);
static void line(em *E, const char *fmt, ...) {
  for (int i = 0; i < E->ind; i++) ww_buf_puts(E->body, "  ");
  va_list ap;
  va_start(ap, fmt);
  ww_buf_vprintf(E->body, fmt, ap);
  va_end(ap);
  ww_buf_putc(E->body, '\n');
}

/* "// wk:LINE: the statement" */
static void comment(em *E, const kir_stmt *s) {
  ww_buf t = {0};
  stmt_text(s, &t);
  if (s->loc.src) line(E, "// wk:%d: %s", s->loc.line, t.data ? t.data : "");
  else line(E, "// %s", t.data ? t.data : "");
  ww_buf_free(&t);
}


static void emit_block(em *E, const kir_block *b, int in_async);

static void emit_barrier(em *E, const kir_stmt *s) {
  const lower_cuda_mark *m = lower_cuda_barrier_before(&E->K, s);
  if (!m) return;
  const char *why = m->why == LOWER_CUDA_WHY_RAW ? "written by other threads"
                  : m->why == LOWER_CUDA_WHY_WAR ? "other threads may still read it"
                                         : "other threads wrote it";
  line(E, "WW_SYNC();  // %s: %s", bname(E, m->buf), why);
}

static const char *count_type(const region *r) {
  return r->count >= 0 && r->count <= INT32_MAX ? "int" : "long long";
}

static void emit_async_copy(em *E, const kir_stmt *s) {
  region rd, rs;
  region_of(E, &s->u.copy.dst, &rd);
  region_of(E, &s->u.copy.src, &rs);
  const char *why;
  int esize = type_size(rd.buf->elem);
  int64_t w = async_width(&rd, &rs, esize, &why);
  int single = rd.count == w;
  ww_buf dof = {0}, sof = {0};
  chunk_offset(E, &dof, &rd, "ww_c", w, single);
  chunk_offset(E, &sof, &rs, "ww_c", w, single);
  if (single) {
    line(E, "if (WW_TID == 0) WW_CP_ASYNC(%lld, &%s[%s], &%s[%s]);", (long long)(w * esize), bname(E, rd.buf),
         dof.data, bname(E, rs.buf), sof.data);
  } else {
    ww_buf n = {0};
    if (rd.count >= 0) ww_buf_printf(&n, "%lld", (long long)(rd.count / w));
    else ww_buf_puts(&n, rd.count_c);
    const char *t = count_type(&rd);
    line(E, "for (%s ww_c = WW_TID; ww_c < %s; ww_c += WW_NTID)", t, n.data);
    line(E, "  WW_CP_ASYNC(%lld, &%s[%s], &%s[%s]);", (long long)(w * esize), bname(E, rd.buf), dof.data,
         bname(E, rs.buf), sof.data);
    ww_buf_free(&n);
  }
  ww_buf_free(&dof);
  ww_buf_free(&sof);
}

/* for (e ...) over a region's elements: spread over the threads, or all of
 * them on every thread (a local destination). */
static void elem_loop(em *E, const region *r, int spread) {
  const char *t = count_type(r);
  if (spread) line(E, "for (%s ww_e = WW_TID; ww_e < %s; ww_e += WW_NTID)", t, r->count_c);
  else line(E, "for (%s ww_e = 0; ww_e < %s; ++ww_e)", t, r->count_c);
}

static void emit_copy(em *E, const kir_stmt *s, int in_async) {
  if (in_async) {
    emit_async_copy(E, s);
    return;
  }
  region rd, rs;
  region_of(E, &s->u.copy.dst, &rd);
  region_of(E, &s->u.copy.src, &rs);
  ww_buf dof = {0}, sof = {0};
  chunk_offset(E, &dof, &rd, "ww_e", 1, rd.count == 1);
  chunk_offset(E, &sof, &rs, "ww_e", 1, rd.count == 1);
  int spread = rd.buf->scope != KIR_LOCAL;
  const char *cast = rd.buf->elem == rs.buf->elem ? "" : ctype(E, rd.buf->elem);
  ww_buf conv = {0};
  if (*cast) ww_buf_printf(&conv, "(%s)", cast);
  if (rd.count == 1) {
    line(E, "%s%s[%s] = %s%s[%s];", spread ? "if (WW_TID == 0) " : "", bname(E, rd.buf), dof.data,
         conv.data ? conv.data : "", bname(E, rs.buf), sof.data);
  } else {
    elem_loop(E, &rd, spread);
    line(E, "  %s[%s] = %s%s[%s];", bname(E, rd.buf), dof.data, conv.data ? conv.data : "", bname(E, rs.buf),
         sof.data);
  }
  ww_buf_free(&conv);
  ww_buf_free(&dof);
  ww_buf_free(&sof);
}

static void emit_gather(em *E, const kir_stmt *s, int in_async) {
  region rd, ri;
  region_of(E, &s->u.gather.dst, &rd);
  region_of(E, &s->u.gather.index, &ri);
  ww_buf dof = {0}, iof = {0};
  chunk_offset(E, &dof, &rd, "ww_e", 1, 0);
  chunk_offset(E, &iof, &ri, "ww_e", 1, 0);
  const kir_buf *src = s->u.gather.src;
  int spread = in_async || rd.buf->scope != KIR_LOCAL;
  elem_loop(E, &rd, spread);
  if (in_async)
    line(E, "  WW_CP_ASYNC(%d, &%s[%s], &%s[%s[%s]]);", type_size(src->elem), bname(E, rd.buf), dof.data,
         bname(E, src), bname(E, ri.buf), iof.data);
  else if (rd.buf->elem == src->elem)
    line(E, "  %s[%s] = %s[%s[%s]];", bname(E, rd.buf), dof.data, bname(E, src), bname(E, ri.buf), iof.data);
  else
    line(E, "  %s[%s] = (%s)%s[%s[%s]];", bname(E, rd.buf), dof.data, ctype(E, rd.buf->elem), bname(E, src),
         bname(E, ri.buf), iof.data);
  ww_buf_free(&dof);
  ww_buf_free(&iof);
}

static void emit_store(em *E, const kir_stmt *s, int in_async) {
  const kir_access *d = &s->u.store.dst;
  ww_buf dst = {0}, val = {0};
  ww_buf_printf(&dst, "%s[", bname(E, d->buf));
  offset_of_point(E, &dst, d);
  ww_buf_putc(&dst, ']');
  if (in_async) {
    const kir_access *sa = &s->u.store.value->u.access;
    ww_buf_printf(&val, "%s[", bname(E, sa->buf));
    offset_of_point(E, &val, sa);
    ww_buf_putc(&val, ']');
    line(E, "if (WW_TID == 0) WW_CP_ASYNC(%d, &%s, &%s);", type_size(d->buf->elem), dst.data, val.data);
  } else {
    kir_type elem = d->buf->elem;
    if (s->u.store.op == KIR_OP_NONE) {
      ex_bare(E, &val, s->u.store.value, elem);
    } else {   /* B[i] op= e is B[i] = B[i] op e in the IR's types */
      int t = kir_binary_type(s->u.store.op, elem, s->u.store.value->type);
      kir_type ct = t < 0 ? elem : (kir_type)t;
      if (ct != elem) ww_buf_printf(&val, "(%s)((%s)%s", ctype(E, elem), ctype(E, ct), dst.data);
      else ww_buf_puts(&val, dst.data);
      ww_buf_printf(&val, " %s ", binop_c(s->u.store.op));
      ex_p(E, &val, s->u.store.value, ct, binop_prec(s->u.store.op) + 1);
      if (ct != elem) ww_buf_putc(&val, ')');
    }
    line(E, "%s%s = %s;", lower_cuda_on_thread0(s, 0) ? "if (WW_TID == 0) " : "", dst.data, val.data);
  }
  ww_buf_free(&dst);
  ww_buf_free(&val);
}

static void emit_call(em *E, const kir_stmt *s) {
  ww_buf call = {0}, proto = {0};
  const char *name = function_name(E, s->u.call.name, 1);
  ww_buf_printf(&call, "%s(", name);
  ww_buf_printf(&proto, "extern __device__ void %s(", name);
  for (int i = 0; i < s->u.call.nargs; i++) {
    const kir_expr *a = s->u.call.args[i];
    const char *sep = i ? ", " : "";
    if (a->kind == KE_REGION) {
      region r;
      region_of(E, &a->u.access, &r);
      ww_buf_printf(&call, "%s&%s[%s]", sep, bname(E, a->u.access.buf), r.base);
      ww_buf_printf(&proto, "%sconst %s *", sep, ctype(E, a->u.access.buf->elem));
    } else {
      ww_buf_puts(&call, sep);
      ex(E, &call, a);
      ww_buf_printf(&proto, "%s%s", sep, ctype(E, a->type));
    }
  }
  ww_buf_puts(&call, ");");
  ww_buf_puts(&proto, ");");
  if (!lower_cuda_ns_has(&E->proto_set, proto.data)) {
    lower_cuda_ns_add(&E->proto_set, dup(E, proto.data));
    ww_buf_printf(&E->protos, "%s\n", proto.data);
  }
  line(E, "%s", call.data);
  ww_buf_free(&call);
  ww_buf_free(&proto);
}

static int has_load(const kir_expr *e) {
  if (!e) return 0;
  switch (e->kind) {
  case KE_LOAD: case KE_REGION: return 1;
  case KE_UNARY: case KE_CAST: return has_load(e->u.op.a);
  case KE_BINARY: return has_load(e->u.op.a) || has_load(e->u.op.b);
  case KE_SELECT: return has_load(e->u.op.a) || has_load(e->u.op.b) || has_load(e->u.op.c);
  default: return 0;
  }
}

static void emit_for(em *E, const kir_stmt *s, int in_async) {
  const kir_var *v = s->u.loop.var;
  const char *t = ctype(E, v->type), *n = vname(E, v);
  ww_buf lo = {0}, hi = {0}, step = {0};
  ex_bare(E, &lo, s->u.loop.lo, v->type);
  ex_bare(E, &hi, s->u.loop.hi, v->type);
  if (s->u.loop.step == 1) ww_buf_printf(&step, "++%s", n);
  else ww_buf_printf(&step, "%s += %lld", n, (long long)s->u.loop.step);
  if (has_load(s->u.loop.hi))   /* range() reads its bounds once */
    line(E, "for (%s %s = %s, ww_end%d = %s; %s < ww_end%d; %s) {", t, n, lo.data, E->ind, hi.data, n, E->ind,
         step.data);
  else
    line(E, "for (%s %s = %s; %s < %s; %s) {", t, n, lo.data, n, hi.data, step.data);
  E->ind++;
  emit_block(E, &s->u.loop.body, in_async);
  E->ind--;
  line(E, "}");
  ww_buf_free(&lo);
  ww_buf_free(&hi);
  ww_buf_free(&step);
}

static void emit_if(em *E, const kir_stmt *s, int in_async) {
  ww_buf c = {0};
  ex_bare(E, &c, s->u.if_.cond, KIR_BOOL);
  line(E, "if (%s) {", c.data);
  ww_buf_free(&c);
  E->ind++;
  emit_block(E, &s->u.if_.then_blk, in_async);
  E->ind--;
  if (s->u.if_.has_else && s->u.if_.else_blk.n) {
    line(E, "} else {");
    E->ind++;
    emit_block(E, &s->u.if_.else_blk, in_async);
    E->ind--;
  }
  line(E, "}");
}

static void emit_fence(em *E, const kir_stmt *s) {
  switch (s->u.fence.scope) {
  case KIR_SS_WAVEFRONT:
  case KIR_SS_WORKGROUP: line(E, "WW_FENCE_BLOCK();"); break;
  case KIR_SS_SYSTEM: line(E, "WW_FENCE_SYSTEM();"); break;
  default: line(E, "WW_FENCE_GPU();"); break;
  }
}

static void emit_stmt(em *E, const kir_stmt *s, int in_async) {
  emit_barrier(E, s);
  int64_t n;
  switch (s->kind) {
  case KS_ALLOC: {
    const kir_buf *b = s->u.alloc;
    if (b->scope == KIR_SHARED) break;   /* declared at the top */
    int64_t size = 1;
    for (int d = 0; d < b->ndim; d++) {
      kir_const_int(b->dims[d], &n);
      size *= n;
    }
    line(E, "%s %s[%lld] = {};  // local: every thread has its own, zeroed like the IR's", ctype(E, b->elem), bname(E, b),
         (long long)(size > 0 ? size : 1));
    break;
  }
  case KS_LET: {
    ww_buf v = {0};
    ex_bare(E, &v, s->u.let.value, s->u.let.var->type);
    line(E, "const %s %s = %s;", ctype(E, s->u.let.var->type), vname(E, s->u.let.var), v.data);
    ww_buf_free(&v);
    break;
  }
  case KS_STORE: comment(E, s); emit_store(E, s, in_async); break;
  case KS_COPY: comment(E, s); emit_copy(E, s, in_async); break;
  case KS_GATHER: comment(E, s); emit_gather(E, s, in_async); break;
  case KS_CALL: emit_call(E, s); break;
  case KS_FOR: emit_for(E, s, in_async); break;
  case KS_IF: emit_if(E, s, in_async); break;
  case KS_ASYNC: emit_block(E, &s->u.async.body, 1); break;
  case KS_COMMIT:
    line(E, "// commit(0): the copies below form one group");
    emit_block(E, &s->u.commit.body, in_async);
    line(E, "WW_CP_ASYNC_COMMIT();");
    break;
  case KS_WAIT:
    kir_const_int(s->u.wait.count, &n);
    line(E, "WW_CP_ASYNC_WAIT(%lld);", (long long)n);
    line(E, "WW_SYNC();");
    break;
  case KS_BARRIER: line(E, "WW_SYNC();"); break;
  case KS_FENCE: emit_fence(E, s); break;
  default: break;
  }
}

static void emit_block(em *E, const kir_block *b, int in_async) {
  for (int i = 0; i < b->n; i++) emit_stmt(E, b->v[i], in_async);
}

/* ---- kernels and the file ---- */

static void shared_decls(em *E, const kir_block *b) {
  for (int i = 0; i < b->n; i++) {
    const kir_stmt *s = b->v[i];
    switch (s->kind) {
    case KS_ALLOC: {
      const kir_buf *x = s->u.alloc;
      if (x->scope != KIR_SHARED || x->id < 0 || x->id >= E->K.k->nbufs || E->declared[x->id]) break;
      E->declared[x->id] = 1;   /* once, should a tree share the statement */
      int64_t size = 1, n;
      for (int d = 0; d < x->ndim; d++) {
        kir_const_int(x->dims[d], &n);
        size *= n;
      }
      line(E, "__shared__ __attribute__((aligned(16))) %s %s[%lld];", ctype(E, x->elem), bname(E, x),
           (long long)(size > 0 ? size : 1));
      break;
    }
    case KS_FOR: shared_decls(E, &s->u.loop.body); break;
    case KS_IF: shared_decls(E, &s->u.if_.then_blk); shared_decls(E, &s->u.if_.else_blk); break;
    case KS_ASYNC: shared_decls(E, &s->u.async.body); break;
    case KS_COMMIT: shared_decls(E, &s->u.commit.body); break;
    default: break;
    }
  }
}

static void kernel_signature(em *E, const kir_kernel *k, ww_buf *o) {
  ww_buf_printf(o, "extern \"C\" __global__ void %s(", function_name(E, k->name, 0));
  for (int i = 0; i < k->nparams; i++) {
    const kir_param *p = &k->params[i];
    if (i) ww_buf_puts(o, ", ");
    if (p->kind == KIR_PARAM_BUF) {
      int w = p->buf->id >= 0 && p->buf->id < k->nbufs && E->written[p->buf->id];
      ww_buf_printf(o, "%s%s *__restrict__ %s", w ? "" : "const ", ctype(E, p->buf->elem), bname(E, p->buf));
    } else {
      ww_buf_printf(o, "%s %s", ctype(E, p->var->type), vname(E, p->var));
    }
  }
  ww_buf_puts(o, ")");
}

static int lower_kernel(em *E, const kir_kernel *k, ww_buf *out) {
  size_t errors0 = E->d->nerrors;
  kernel_begin(E, k);
  if (k->waves > 1)
    err(E, k->waves_loc.src ? k->waves_loc : k->loc, 0,
        "waves(%d): the CUDA lowering runs a kernel as one thread block doing the work of one wave "
        "(write the kernel for waves(1))", k->waves);
  if (k->cluster > 1)
    err(E, k->cluster_loc.src ? k->cluster_loc : k->loc, 0,
        "cluster(%d): the CUDA lowering runs a kernel as one thread block (write the kernel for one "
        "workgroup)", k->cluster);
  check_block(E, &k->body);
  if (E->d->nerrors > errors0) return -1;
  lower_cuda_plan_barriers(&E->K);
  ww_buf body = {0};
  E->body = &body;
  E->ind = 1;
  shared_decls(E, &k->body);
  emit_block(E, &k->body, 0);
  ww_buf_puts(out, "\n");
  kernel_signature(E, k, out);
  ww_buf_puts(out, " {\n");
  if (body.data) ww_buf_puts(out, body.data);
  ww_buf_puts(out, "}\n");
  ww_buf_free(&body);
  free(E->K.marks);
  E->K.marks = NULL;
  return 0;
}

static const char prologue[] =
    "#if defined(__clang__) && !defined(__CUDACC__)\n"
    "/* clang without the CUDA headers (-nocudainc) */\n"
    "#define __global__ __attribute__((global))\n"
    "#define __device__ __attribute__((device))\n"
    "#define __shared__ __attribute__((shared))\n"
    "#define WW_TID ((int)__nvvm_read_ptx_sreg_tid_x())\n"
    "#define WW_NTID ((int)__nvvm_read_ptx_sreg_ntid_x())\n"
    "#define WW_FENCE_BLOCK() __nvvm_membar_cta()\n"
    "#define WW_FENCE_GPU() __nvvm_membar_gl()\n"
    "#define WW_FENCE_SYSTEM() __nvvm_membar_sys()\n"
    "typedef _Float16 ww_f16;\n"
    "/* the shared-window address cp.async wants */\n"
    "__device__ inline unsigned ww_smem(const void *p) {\n"
    "  return (unsigned)(unsigned long long)(__attribute__((address_space(3))) const void *)p;\n"
    "}\n"
    "#else\n"
    "/* nvcc, or clang with the CUDA headers */\n"
    "%s"
    "#define WW_TID ((int)threadIdx.x)\n"
    "#define WW_NTID ((int)blockDim.x)\n"
    "#define WW_FENCE_BLOCK() __threadfence_block()\n"
    "#define WW_FENCE_GPU() __threadfence()\n"
    "#define WW_FENCE_SYSTEM() __threadfence_system()\n"
    "__device__ inline unsigned ww_smem(const void *p) {\n"
    "  return (unsigned)__cvta_generic_to_shared(p);\n"
    "}\n"
    "#endif\n"
    "#define WW_SYNC() __syncthreads()\n"
    "#define WW_CP_ASYNC(bytes, dst, src) \\\n"
    "  asm volatile(\"cp.async.ca.shared.global [%%0], [%%1], \" #bytes \";\" ::\"r\"(ww_smem(dst)), \"l\"(src) : \"memory\")\n"
    "#define WW_CP_ASYNC_COMMIT() asm volatile(\"cp.async.commit_group;\" ::: \"memory\")\n"
    "#define WW_CP_ASYNC_WAIT(n) asm volatile(\"cp.async.wait_group \" #n \";\" ::: \"memory\")\n"
    "\n"
    "/* the IR's integer division and modulo round toward negative infinity */\n"
    "__device__ inline int ww_div(int a, int b) { return a / b - (a %% b != 0 && (a < 0) != (b < 0)); }\n"
    "__device__ inline long long ww_div(long long a, long long b) { return a / b - (a %% b != 0 && (a < 0) != (b < 0)); }\n"
    "__device__ inline int ww_mod(int a, int b) { int r = a %% b; return r != 0 && (r < 0) != (b < 0) ? r + b : r; }\n"
    "__device__ inline long long ww_mod(long long a, long long b) { long long r = a %% b; return r != 0 && (r < 0) != (b < 0) ? r + b : r; }\n"
    "template <typename T> __device__ inline T ww_min(T a, T b) { return a < b ? a : b; }\n"
    "template <typename T> __device__ inline T ww_max(T a, T b) { return a > b ? a : b; }\n";

static void file_header(em *E, const kir_program *prog, ww_buf *out) {
  ww_buf_printf(out,
                "/*\n"
                " * Generated by `waitwise pipeline --lower=cuda` from %s.\n"
                " * One thread block runs each kernel (a 1-D block of any size; every block\n"
                " * does the same work). Copies are spread over the threads, stores to shared\n"
                " * or global memory run on thread 0, everything else on every thread.\n"
                " * cp.async needs sm_80: clang --cuda-device-only --cuda-gpu-arch=sm_80\n"
                " * -nocudainc -nocudalib -S, or nvcc -arch=sm_80.\n"
                " */\n",
                prog->src && prog->src->name ? prog->src->name : "-");
  ww_buf_printf(out, prologue, E->uses_f16 ? "#include <cuda_fp16.h>\ntypedef __half ww_f16;\n"
                                           : "typedef unsigned short ww_f16;  /* unused */\n");
}

int lower_cuda(const kir_program *prog, ww_buf *out, ww_diags *d) {
  em E;
  memset(&E, 0, sizeof E);
  E.d = d;
  for (int i = 0; i < prog->nkernels; i++) {
    lower_cuda_ns_add(&E.kernels, function_name(&E, prog->kernels[i]->name, 0));
    collect_callees(&E, &prog->kernels[i]->body);
  }
  ww_buf kernels = {0};
  int rc = 0;
  for (int i = 0; i < prog->nkernels; i++)
    if (lower_kernel(&E, prog->kernels[i], &kernels)) rc = -1;
  if (!rc) {
    file_header(&E, prog, out);
    if (E.protos.data) {
      ww_buf_puts(out, "\n/* the opaque calls */\n");
      ww_buf_puts(out, E.protos.data);
    }
    if (kernels.data) ww_buf_puts(out, kernels.data);
  }
  ww_buf_free(&kernels);
  ww_buf_free(&E.protos);
  free(E.kernels.v);
  free(E.callees.v);
  free(E.locals.v);
  free(E.proto_set.v);
  free(E.reported.v);
  ww_arena_release(&E.a);
  return rc;
}
