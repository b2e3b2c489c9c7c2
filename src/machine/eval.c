/*
 * eval.c - expressions, with the tree's typing (kir_expr.type).
 *
 * Arithmetic of a float type is done in double and rounded to the type;
 * integer arithmetic is exact: a result its type (i32, i64) cannot hold is a
 * run-time error at the operator, as a zero divisor is; `/` and `%` on
 * integers floor. `select`,
 * `and` and `or` evaluate only the operand they need (so `select(i < n,
 * A[i], 0)` guards the load).
 *
 * An async store (`async { B[j] = A[i] + x }`) reads its operands when the op
 * reads, not at its issue. At the issue mc_capture records each operand load
 * (its element: the op's sources) and each scalar it uses, as "leaves";
 * mc_replay later computes the value from them. What is computed at the
 * issue, like the addresses of a hardware store: index expressions, the
 * condition of a `select` and the left operand of `and` / `or` (they decide
 * which operands are read); loads inside them are synchronous reads.
 */
#include "machine_internal.h"

#include <string.h>

int mc_truthy(mc_val v, kir_type t) { return mc_is_float(t) ? v.f != 0 : v.i != 0; }

static double as_double(mc_val v, kir_type t) { return mc_is_float(t) ? v.f : (double)v.i; }

static int is_compare(kir_op op) { return op >= KIR_OP_LT && op <= KIR_OP_NE; }

/* Integer arithmetic is exact: a result the expression's type cannot hold
 * (a signed overflow) is a run-time error, as a division by zero is. */
static int64_t int_arith(mc_machine *m, ww_loc loc, int len, kir_type t, int unary, kir_op op, int64_t x,
                         int64_t y) {
  int64_t z = 0;
  int over = 0;
  switch (op) {
  case KIR_OP_ADD: over = __builtin_add_overflow(x, y, &z); break;
  case KIR_OP_SUB: over = __builtin_sub_overflow(x, y, &z); break;
  case KIR_OP_MUL: over = __builtin_mul_overflow(x, y, &z); break;
  case KIR_OP_DIV:
  case KIR_OP_MOD:
    if (y == 0)
      mc_fail(m, loc, len, "integer %s by zero", op == KIR_OP_DIV ? "division" : "modulo");
    over = op == KIR_OP_DIV && x == INT64_MIN && y == -1;
    z = op == KIR_OP_DIV ? mc_floordiv(x, y) : mc_floormod(x, y);
    break;
  case KIR_OP_MIN: z = x < y ? x : y; break;
  case KIR_OP_MAX: z = x > y ? x : y; break;
  default: ww_die("eval: binary operator %d", (int)op);
  }
  if (over || mc_wrap_int(z, t) != z) {
    if (unary) mc_fail(m, loc, len, "integer overflow: -(%lld) does not fit %s", (long long)y, kir_type_name(t));
    mc_fail(m, loc, len, "integer overflow: %lld %s %lld does not fit %s", (long long)x, kir_op_name(op),
            (long long)y, kir_type_name(t));
  }
  return z;
}

static int64_t int_op(mc_machine *m, const kir_expr *e, kir_op op, int64_t x, int64_t y) {
  return int_arith(m, e->loc, mc_expr_len(m, e), e->type, e->kind == KE_UNARY, op, x, y);
}

mc_val mc_apply_binary(mc_machine *m, const kir_expr *e, mc_val a, mc_val b) {
  kir_op op = e->u.op.op;
  kir_type ta = e->u.op.a->type, tb = e->u.op.b->type;
  mc_val r;
  if (op == KIR_OP_AND || op == KIR_OP_OR) {
    int x = mc_truthy(a, ta), y = mc_truthy(b, tb);
    r.i = op == KIR_OP_AND ? (x && y) : (x || y);
    return r;
  }
  if (is_compare(op)) {
    int c;
    if (mc_is_float(ta) || mc_is_float(tb)) {
      double x = as_double(a, ta), y = as_double(b, tb);
      c = op == KIR_OP_LT ? x < y : op == KIR_OP_LE ? x <= y : op == KIR_OP_GT ? x > y
        : op == KIR_OP_GE ? x >= y : op == KIR_OP_EQ ? x == y : x != y;
    } else {
      int64_t x = a.i, y = b.i;
      c = op == KIR_OP_LT ? x < y : op == KIR_OP_LE ? x <= y : op == KIR_OP_GT ? x > y
        : op == KIR_OP_GE ? x >= y : op == KIR_OP_EQ ? x == y : x != y;
    }
    r.i = c;
    return r;
  }
  if (mc_is_float(e->type)) {
    double x = as_double(a, ta), y = as_double(b, tb), z;
    switch (op) {
    case KIR_OP_ADD: z = x + y; break;
    case KIR_OP_SUB: z = x - y; break;
    case KIR_OP_MUL: z = x * y; break;
    case KIR_OP_DIV: z = x / y; break;
    case KIR_OP_MOD: z = x - mc_floor(x / y) * y; break;
    case KIR_OP_MIN: z = x < y ? x : y; break;
    case KIR_OP_MAX: z = x > y ? x : y; break;
    default: ww_die("eval: binary operator %d", (int)op);
    }
    r.f = mc_round_float(z, e->type);
    return r;
  }
  r.i = int_op(m, e, op, a.i, b.i);
  return r;
}

mc_val mc_apply_unary(mc_machine *m, const kir_expr *e, mc_val a) {
  kir_type ta = e->u.op.a->type;
  mc_val r;
  if (e->u.op.op == KIR_OP_NOT) {
    r.i = !mc_truthy(a, ta);
    return r;
  }
  if (mc_is_float(e->type)) r.f = mc_round_float(-as_double(a, ta), e->type);
  else r.i = int_op(m, e, KIR_OP_SUB, 0, a.i);
  return r;
}

static mc_val convert_at(mc_machine *m, const kir_expr *at, mc_val v, kir_type from, kir_type to) {
  mc_val r;
  if (from == to) return v;
  if (mc_convert(&r, v, from, to)) {
    ww_buf t = {0};
    mc_value_format(&t, v, from);
    char msg[128];
    snprintf(msg, sizeof msg, "%s does not fit %s", t.data, kir_type_name(to));
    ww_buf_free(&t);
    mc_fail(m, at->loc, mc_expr_len(m, at), "%s", msg);
  }
  return r;
}

static int is_short_circuit(const kir_expr *e) {
  return e->kind == KE_BINARY && (e->u.op.op == KIR_OP_AND || e->u.op.op == KIR_OP_OR);
}

/* and / or: the value when the left operand decides, else -1. */
static int short_circuit(const kir_expr *e, mc_val left) {
  int x = mc_truthy(left, e->u.op.a->type);
  if (e->u.op.op == KIR_OP_AND && !x) return 0;
  if (e->u.op.op == KIR_OP_OR && x) return 1;
  return -1;
}

mc_val mc_eval(mc_machine *m, const kir_expr *e) {
  mc_val r;
  switch (e->kind) {
  case KE_INT:
    r.i = mc_wrap_int(e->u.i, e->type);
    return r;
  case KE_FLOAT:
    r.f = mc_round_float(e->u.f, e->type);
    return r;
  case KE_VAR:
    return m->w->env[e->u.var->id];
  case KE_LOAD: {
    mc_buffer *b;
    int64_t flat = mc_point_index(m, &e->u.access, &b);
    mc_check_read(m, b, flat, e, e->loc, e->len);
    return b->data[flat];
  }
  case KE_UNARY:
    return mc_apply_unary(m, e, mc_eval(m, e->u.op.a));
  case KE_BINARY: {
    mc_val a = mc_eval(m, e->u.op.a);
    if (is_short_circuit(e)) {
      int sc = short_circuit(e, a);
      if (sc >= 0) {
        r.i = sc;
        return r;
      }
    }
    return mc_apply_binary(m, e, a, mc_eval(m, e->u.op.b));
  }
  case KE_SELECT: {
    const kir_expr *c = e->u.op.c;
    const kir_expr *pick = mc_truthy(mc_eval(m, c), c->type) ? e->u.op.a : e->u.op.b;
    return convert_at(m, pick, mc_eval(m, pick), pick->type, e->type);
  }
  case KE_CAST:
    return convert_at(m, e, mc_eval(m, e->u.op.a), e->u.op.a->type, e->type);
  case KE_REGION:
    break;
  }
  mc_fail(m, e->loc, mc_expr_len(m, e), "a region is not a value");
}

int64_t mc_eval_int(mc_machine *m, const kir_expr *e) {
  mc_val v = mc_eval(m, e);
  if (!mc_is_float(e->type)) return v.i;
  return convert_at(m, e, v, e->type, KIR_I64).i;
}

/* ---- async stores: capture at issue, replay at the read ---- */

static void leaf(mc_op *op, mc_val v) { WW_VEC_PUSH(op->leaves, op->nleaves, op->capleaves, v); }

void mc_capture(mc_machine *m, const kir_expr *e, mc_op *op) {
  switch (e->kind) {
  case KE_INT:
  case KE_FLOAT:
    return;
  case KE_VAR:
    leaf(op, m->w->env[e->u.var->id]);
    return;
  case KE_LOAD: {
    mc_buffer *b;
    mc_val v;
    v.i = mc_point_index(m, &e->u.access, &b);
    mc_runs one = {&(mc_run){b, v.i, 1}, 1, 1};
    mc_race_runs(m, op, &one, 0, 1, 0, e, e->loc, mc_expr_len(m, e));
    mc_runs_push(&op->reads, b, v.i, 1);
    leaf(op, v);
    mc_val id;
    id.i = b - m->sh.bufs;   /* the instance */
    leaf(op, id);
    return;
  }
  case KE_UNARY:
  case KE_CAST:
    mc_capture(m, e->u.op.a, op);
    return;
  case KE_BINARY:
    if (is_short_circuit(e)) {
      mc_val a = mc_eval(m, e->u.op.a);
      leaf(op, a);
      if (short_circuit(e, a) < 0) mc_capture(m, e->u.op.b, op);
      return;
    }
    mc_capture(m, e->u.op.a, op);
    mc_capture(m, e->u.op.b, op);
    return;
  case KE_SELECT: {
    mc_val c = mc_eval(m, e->u.op.c);
    c.i = mc_truthy(c, e->u.op.c->type);
    leaf(op, c);
    mc_capture(m, c.i ? e->u.op.a : e->u.op.b, op);
    return;
  }
  case KE_REGION:
    mc_fail(m, e->loc, mc_expr_len(m, e), "a region is not a value");
  }
}

mc_val mc_replay(mc_machine *m, const kir_expr *e, mc_op *op, int *leafi) {
  mc_val r;
  switch (e->kind) {
  case KE_INT:
  case KE_FLOAT:
  case KE_REGION:
    return mc_eval(m, e);
  case KE_VAR:
    return op->leaves[(*leafi)++];
  case KE_LOAD: {
    int64_t flat = op->leaves[(*leafi)++].i;
    int64_t id = op->leaves[(*leafi)++].i;
    return m->sh.bufs[id].data[flat];
  }
  case KE_UNARY:
    return mc_apply_unary(m, e, mc_replay(m, e->u.op.a, op, leafi));
  case KE_CAST:
    return convert_at(m, e, mc_replay(m, e->u.op.a, op, leafi), e->u.op.a->type, e->type);
  case KE_BINARY:
    if (is_short_circuit(e)) {
      mc_val a = op->leaves[(*leafi)++];
      int sc = short_circuit(e, a);
      if (sc >= 0) {
        r.i = sc;
        return r;
      }
      return mc_apply_binary(m, e, a, mc_replay(m, e->u.op.b, op, leafi));
    } else {
      mc_val a = mc_replay(m, e->u.op.a, op, leafi);
      return mc_apply_binary(m, e, a, mc_replay(m, e->u.op.b, op, leafi));
    }
  case KE_SELECT: {
    const kir_expr *pick = op->leaves[(*leafi)++].i ? e->u.op.a : e->u.op.b;
    return convert_at(m, pick, mc_replay(m, pick, op, leafi), pick->type, e->type);
  }
  }
  ww_die("replay: expression kind %d", (int)e->kind);
}

mc_val mc_combine(mc_machine *m, const kir_stmt *s, kir_op op, mc_val old, kir_type told, mc_val v, kir_type tv,
                  kir_type *t) {
  /* The type of `old op v`, so that `B[i] += v` is `B[i] = B[i] + v`. */
  int bt = kir_binary_type(op, told, tv);
  *t = bt < 0 ? (mc_is_float(told) || mc_is_float(tv) ? KIR_F64 : KIR_I64) : (kir_type)bt;
  mc_val r;
  if (mc_is_float(*t)) {
    double x = as_double(old, told), y = as_double(v, tv);
    r.f = mc_round_float(op == KIR_OP_ADD ? x + y : op == KIR_OP_SUB ? x - y : x * y, *t);
    return r;
  }
  r.i = int_arith(m, s->loc, s->len, *t, 0, op, old.i, v.i);
  return r;
}
