/*
 * print.c - the canonical text of a kernel IR tree.
 *
 * Two-space indent, one statement per line, annotations each on their own
 * line before their loop, "} else {" on one line, a blank line between
 * kernels. Parentheses only where precedence needs them; a right operand of
 * the same precedence is always parenthesised (a - (b - c)), so the printed
 * text reads back as the same tree. Floats are printed in the fewest digits
 * that read back exactly. Comments are not kept (the tree has none), so
 * print(parse(print(x))) == print(x) byte for byte, but print(parse(x)) is x
 * only for text already in canonical form.
 */
#include "kir.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Precedence levels, loosest first (docs/kernel-ir.md, "expr"). */
enum { P_OR = 1, P_AND, P_NOT, P_CMP, P_ADD, P_MUL, P_UNARY, P_PRIMARY };

static int binary_prec(kir_op op) {
  switch (op) {
  case KIR_OP_OR: return P_OR;
  case KIR_OP_AND: return P_AND;
  case KIR_OP_LT: case KIR_OP_LE: case KIR_OP_GT: case KIR_OP_GE: case KIR_OP_EQ: case KIR_OP_NE:
    return P_CMP;
  case KIR_OP_ADD: case KIR_OP_SUB: return P_ADD;
  case KIR_OP_MUL: case KIR_OP_DIV: case KIR_OP_MOD: return P_MUL;
  default: return P_PRIMARY; /* min, max: written as calls */
  }
}

/* A negative literal prints as "-2": it binds like a unary minus. */
static int expr_prec(const kir_expr *e) {
  switch (e->kind) {
  case KE_INT: return e->u.i < 0 ? P_UNARY : P_PRIMARY;
  case KE_FLOAT: return signbit(e->u.f) ? P_UNARY : P_PRIMARY;
  case KE_UNARY: return e->u.op.op == KIR_OP_NOT ? P_NOT : P_UNARY;
  case KE_BINARY: return binary_prec(e->u.op.op);
  default: return P_PRIMARY;
  }
}

/* The shortest decimal that reads back as exactly v, always with a '.' or
 * an exponent so that it reads back as a float. */
static void print_float(double v, ww_buf *out) {
  if (isnan(v)) {
    ww_buf_puts(out, "(0.0 / 0.0)");
    return;
  }
  if (isinf(v)) {
    ww_buf_puts(out, v < 0 ? "(-1.0 / 0.0)" : "(1.0 / 0.0)");
    return;
  }
  char e[40];
  int p = ww_shortest_digits(v);
  snprintf(e, sizeof e, "%.*e", p - 1, v);
  char *ep = strchr(e, 'e');
  int x = ep ? atoi(ep + 1) : 0;
  char buf[64];
  if (x >= -5 && x < 16) {
    int decimals = p - 1 - x;
    snprintf(buf, sizeof buf, "%.*f", decimals > 0 ? decimals : 0, v);
    if (!strchr(buf, '.')) strcat(buf, ".0");
  } else {
    /* mantissa as %e wrote it, exponent without '+' and leading zeros */
    *ep = 0;
    snprintf(buf, sizeof buf, "%se%d", e, x);
  }
  ww_buf_puts(out, buf);
}

static void print_int(int64_t v, ww_buf *out) {
  if (v == INT64_MIN) ww_buf_puts(out, "(-9223372036854775807 - 1)");
  else ww_buf_printf(out, "%lld", (long long)v);
}

static void print_e(const kir_expr *e, int need, ww_buf *out);

static void print_index(const kir_index *ix, ww_buf *out) {
  if (!ix->slice) {
    if (ix->lo) print_e(ix->lo, P_OR, out);
    return;
  }
  if (ix->lo) print_e(ix->lo, P_OR, out);
  ww_buf_putc(out, ':');
  if (ix->hi) print_e(ix->hi, P_OR, out);
}

static void print_access(const kir_access *a, ww_buf *out) {
  ww_buf_puts(out, a->buf ? a->buf->name : "?");
  if (a->nidx == 0) return;
  ww_buf_putc(out, '[');
  for (int i = 0; i < a->nidx; i++) {
    if (i) ww_buf_puts(out, ", ");
    print_index(&a->idx[i], out);
  }
  ww_buf_putc(out, ']');
}

/* Own recursion, not kir_walk: text in source order, each operand with the precedence its place needs. */
/* Prints e, in parentheses when it binds looser than `need`. */
static void print_e(const kir_expr *e, int need, ww_buf *out) {
  if (!e) {
    ww_buf_puts(out, "?");
    return;
  }
  int prec = expr_prec(e);
  int paren = prec < need;
  if (paren) ww_buf_putc(out, '(');
  switch (e->kind) {
  case KE_INT: print_int(e->u.i, out); break;
  case KE_FLOAT: print_float(e->u.f, out); break;
  case KE_VAR: ww_buf_puts(out, e->u.var ? e->u.var->name : "?"); break;
  case KE_LOAD: case KE_REGION: print_access(&e->u.access, out); break;
  case KE_UNARY:
    if (e->u.op.op == KIR_OP_NOT) {
      ww_buf_puts(out, "not ");
      print_e(e->u.op.a, P_NOT, out);
    } else {
      /* "-(-x)" rather than "--x" */
      ww_buf_putc(out, '-');
      print_e(e->u.op.a, expr_prec(e->u.op.a) == P_UNARY ? P_PRIMARY : P_UNARY, out);
    }
    break;
  case KE_BINARY:
    if (e->u.op.op == KIR_OP_MIN || e->u.op.op == KIR_OP_MAX) {
      ww_buf_printf(out, "%s(", kir_op_name(e->u.op.op));
      print_e(e->u.op.a, P_OR, out);
      ww_buf_puts(out, ", ");
      print_e(e->u.op.b, P_OR, out);
      ww_buf_putc(out, ')');
    } else {
      /* left-associative; comparisons do not chain, so both sides of one
       * need a tighter operand */
      print_e(e->u.op.a, prec == P_CMP ? prec + 1 : prec, out);
      ww_buf_printf(out, " %s ", kir_op_name(e->u.op.op));
      print_e(e->u.op.b, prec + 1, out);
    }
    break;
  case KE_SELECT:
    ww_buf_puts(out, "select(");
    print_e(e->u.op.c, P_OR, out);
    ww_buf_puts(out, ", ");
    print_e(e->u.op.a, P_OR, out);
    ww_buf_puts(out, ", ");
    print_e(e->u.op.b, P_OR, out);
    ww_buf_putc(out, ')');
    break;
  case KE_CAST:
    ww_buf_printf(out, "%s(", kir_type_name(e->type));
    print_e(e->u.op.a, P_OR, out);
    ww_buf_putc(out, ')');
    break;
  }
  if (paren) ww_buf_putc(out, ')');
}

void kir_print_expr(const kir_expr *e, ww_buf *out) { print_e(e, P_OR, out); }

static void indent(int depth, ww_buf *out) {
  for (int i = 0; i < depth; i++) ww_buf_puts(out, "  ");
}

static void print_block(const kir_block *b, int depth, ww_buf *out);

/* " {\n" body "}" (no newline after the brace: "} else {" follows it). */
static void print_body(const kir_block *b, int depth, ww_buf *out) {
  ww_buf_puts(out, " {\n");
  print_block(b, depth + 1, out);
  indent(depth, out);
  ww_buf_putc(out, '}');
}

static void print_dims(const kir_buf *b, ww_buf *out) {
  ww_buf_putc(out, '[');
  for (int i = 0; i < b->ndim; i++) {
    if (i) ww_buf_puts(out, ", ");
    print_e(b->dims[i], P_OR, out);
  }
  ww_buf_putc(out, ']');
}

static void print_if(const kir_stmt *s, int depth, ww_buf *out) {
  ww_buf_puts(out, "if ");
  print_e(s->u.if_.cond, P_OR, out);
  print_body(&s->u.if_.then_blk, depth, out);
  if (!s->u.if_.has_else) return;
  ww_buf_puts(out, " else");
  const kir_block *eb = &s->u.if_.else_blk;
  if (eb->n == 1 && eb->v[0]->kind == KS_IF) {
    ww_buf_putc(out, ' ');
    print_if(eb->v[0], depth, out);
  } else {
    print_body(eb, depth, out);
  }
}

/* A loop's annotations, one line each above it. */
static void print_annots(const kir_stmt *s, int depth, ww_buf *out) {
  for (int i = 0; i < s->u.loop.nannots; i++) {
    const kir_annot *an = &s->u.loop.annots[i];
    indent(depth, out);
    ww_buf_printf(out, "@%s(", an->name);
    for (int j = 0; j < an->n; j++) ww_buf_printf(out, "%s%lld", j ? ", " : "", (long long)an->vals[j]);
    ww_buf_puts(out, ")\n");
  }
}

static void print_dma(const struct kir_dma *m, ww_buf *out) {
  ww_buf_printf(out, "%s <- dma(%s, width = %d, offset = %d, ", m->dst ? m->dst->name : "?",
                m->src ? m->src->name : "?", m->width, m->offset);
  if (m->laddr) ww_buf_printf(out, "laddr(%s) = ", m->lane ? m->lane->name : "?");
  else ww_buf_puts(out, "m0 = ");
  print_e(m->laddr ? m->laddr : m->m0, P_OR, out);
  ww_buf_puts(out, ", lanes = [");
  for (int i = 0; i < m->nranges; i++)
    ww_buf_printf(out, "%s%d:%d", i ? ", " : "", m->ranges[i][0], m->ranges[i][1]);
  ww_buf_printf(out, "], vaddr(%s) = ", m->lane ? m->lane->name : "?");
  print_e(m->vaddr, P_OR, out);
  ww_buf_putc(out, ')');
}

/* `for i in range(hi)` when it starts at 0 by 1, else range(lo, hi[, step]). */
static void print_for(const kir_stmt *s, int depth, ww_buf *out) {
  const kir_expr *lo = s->u.loop.lo;
  ww_buf_printf(out, "for %s in range(", s->u.loop.var->name);
  if (s->u.loop.step == 1 && lo && lo->kind == KE_INT && lo->u.i == 0) {
    print_e(s->u.loop.hi, P_OR, out);
  } else {
    print_e(lo, P_OR, out);
    ww_buf_puts(out, ", ");
    print_e(s->u.loop.hi, P_OR, out);
    if (s->u.loop.step != 1) ww_buf_printf(out, ", %lld", (long long)s->u.loop.step);
  }
  ww_buf_putc(out, ')');
  print_body(&s->u.loop.body, depth, out);
}

static void print_stmt(const kir_stmt *s, int depth, ww_buf *out) {
  if (s->kind == KS_FOR) print_annots(s, depth, out);
  indent(depth, out);
  switch (s->kind) {
  case KS_ALLOC: {
    const kir_buf *b = s->u.alloc;
    ww_buf_printf(out, "%s = alloc %s %s", b->name, kir_scope_name(b->scope), kir_type_name(b->elem));
    print_dims(b, out);
    break;
  }
  case KS_BAROBJ:
    ww_buf_printf(out, "%s = barrier_object(%s)", s->u.barobj->name,
                  kir_sync_scope_name(s->u.barobj->scope));
    break;
  case KS_LET:
    ww_buf_printf(out, "let %s = ", s->u.let.var->name);
    print_e(s->u.let.value, P_OR, out);
    break;
  case KS_STORE:
    print_access(&s->u.store.dst, out);
    ww_buf_printf(out, " %s= ", s->u.store.op == KIR_OP_NONE ? "" : kir_op_name(s->u.store.op));
    print_e(s->u.store.value, P_OR, out);
    break;
  case KS_COPY:
    print_access(&s->u.copy.dst, out);
    ww_buf_puts(out, " <- ");
    print_access(&s->u.copy.src, out);
    break;
  case KS_GATHER:
    print_access(&s->u.gather.dst, out);
    ww_buf_printf(out, " <- gather(%s, ", s->u.gather.src ? s->u.gather.src->name : "?");
    print_access(&s->u.gather.index, out);
    ww_buf_putc(out, ')');
    break;
  case KS_DMA: print_dma(&s->u.dma, out); break;
  case KS_CALL:
    ww_buf_printf(out, "%s(", s->u.call.name);
    for (int i = 0; i < s->u.call.nargs; i++) {
      if (i) ww_buf_puts(out, ", ");
      print_e(s->u.call.args[i], P_OR, out);
    }
    ww_buf_putc(out, ')');
    break;
  case KS_FOR: print_for(s, depth, out); break;
  case KS_IF: print_if(s, depth, out); break;
  case KS_ASYNC:
    ww_buf_puts(out, "async");
    print_body(&s->u.async.body, depth, out);
    break;
  case KS_COMMIT:
    ww_buf_puts(out, "commit(");
    print_e(s->u.commit.queue, P_OR, out);
    ww_buf_putc(out, ')');
    print_body(&s->u.commit.body, depth, out);
    break;
  case KS_WAIT:
    ww_buf_puts(out, "wait(");
    print_e(s->u.wait.queue, P_OR, out);
    ww_buf_puts(out, ", ");
    print_e(s->u.wait.count, P_OR, out);
    ww_buf_putc(out, ')');
    break;
  case KS_ASYNCMARK: ww_buf_puts(out, "asyncmark"); break;
  case KS_WAIT_ASYNCMARK:
    ww_buf_puts(out, "wait_asyncmark(");
    print_e(s->u.wait_mark.count, P_OR, out);
    ww_buf_putc(out, ')');
    break;
  case KS_BARRIER: ww_buf_puts(out, "barrier()"); break;
  case KS_BAR_OP:
    ww_buf_printf(out, "%s(%s", kir_bar_op_name(s->u.bar.op), s->u.bar.bar ? s->u.bar.bar->name : "?");
    if (s->u.bar.arg) {
      ww_buf_puts(out, ", ");
      print_e(s->u.bar.arg, P_OR, out);
    }
    ww_buf_putc(out, ')');
    break;
  case KS_FENCE:
    ww_buf_printf(out, "fence(%s, %s", kir_fence_order_name(s->u.fence.order),
                  kir_sync_scope_name(s->u.fence.scope));
    /* Spaces only when not all of them (the default). */
    for (unsigned sp = KIR_SPACE_SHARED; sp <= KIR_SPACE_GLOBAL && s->u.fence.spaces != KIR_SPACES_ALL; sp <<= 1)
      if (s->u.fence.spaces & sp) ww_buf_printf(out, ", %s", kir_space_name(sp));
    ww_buf_putc(out, ')');
    break;
  }
  ww_buf_putc(out, '\n');
}

static void print_block(const kir_block *b, int depth, ww_buf *out) {
  for (int i = 0; i < b->n; i++) print_stmt(b->v[i], depth, out);
}

void kir_print_kernel(const kir_kernel *k, ww_buf *out) {
  ww_buf_printf(out, "kernel %s(", k->name);
  for (int i = 0; i < k->nparams; i++) {
    const kir_param *p = &k->params[i];
    if (i) ww_buf_puts(out, ", ");
    if (p->kind == KIR_PARAM_BUF) {
      ww_buf_printf(out, "%s: %s %s", p->buf->name, kir_scope_name(p->buf->scope),
                    kir_type_name(p->buf->elem));
      print_dims(p->buf, out);
    } else {
      ww_buf_printf(out, "%s: %s", p->var->name, kir_type_name(p->var->type));
      if (p->var->init) {
        ww_buf_puts(out, " = ");
        print_e(p->var->init, P_OR, out);
      }
    }
  }
  ww_buf_putc(out, ')');
  if (k->waves_given || k->waves != 1) ww_buf_printf(out, " waves(%d)", k->waves);
  if (k->wave_size) ww_buf_printf(out, " wave_size(%d)", k->wave_size);
  if (k->cluster_given || k->cluster != 1) ww_buf_printf(out, " cluster(%d)", k->cluster);
  print_body(&k->body, 0, out);
  ww_buf_putc(out, '\n');
}

void kir_print(const kir_program *prog, ww_buf *out) {
  for (int i = 0; i < prog->nkernels; i++) {
    if (i) ww_buf_putc(out, '\n');
    kir_print_kernel(prog->kernels[i], out);
  }
}
