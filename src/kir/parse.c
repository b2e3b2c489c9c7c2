/*
 * parse.c - the kernel IR parser: recursive descent over lex.c's tokens.
 *
 * Names are resolved while parsing (an expression points at its kir_var, an
 * access at its kir_buf) and expressions are typed, so every error about a
 * name or a type has the location of the name or operator. Rules about the
 * tree as a whole (annotations, async nesting, index counts, region sizes)
 * are validate.c's; kir_parse runs it on a tree that parsed cleanly.
 *
 * Errors: the first error in a statement stops it ("panic"): everything
 * unwinds without consuming, nothing more is reported, and the enclosing
 * block skips to the next line (whole nested blocks included) and goes on,
 * up to MAX_ERRORS. Recursion is capped (MAX_DEPTH) so that no input can
 * exhaust the stack here or in the passes that walk the tree.
 */
#include "lex.h"

#include <stdlib.h>
#include <string.h>

#define MAX_ERRORS 20
#define MAX_DEPTH 200

/* ---------------- symbols ---------------- */

typedef enum sym_kind { SYM_VAR, SYM_BUF, SYM_BAROBJ, SYM_KERNEL } sym_kind;

typedef struct sym {
  const char *name;
  size_t len;
  sym_kind kind;
  void *p;            /* kir_var, kir_buf, kir_barobj, kir_kernel */
  ww_loc loc;         /* src NULL: a builtin */
  int scope;          /* depth of the scope that defines it */
  int next;           /* older symbol in the same bucket, or -1 */
} sym;

#define NBUCKETS 4096

/* Names never shadow one another, so a name has at most one visible symbol:
 * a hash table whose entries are removed, newest first, when a scope ends. */
typedef struct symtab {
  sym *v;
  int n, cap;
  int bucket[NBUCKETS];
  int *scope_start;
  int nscopes, capscopes;
} symtab;

static unsigned hash_name(const char *s, size_t n) {
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h % NBUCKETS;
}

static void symtab_init(symtab *t) {
  memset(t, 0, sizeof *t);
  for (int i = 0; i < NBUCKETS; i++) t->bucket[i] = -1;
}

static void symtab_free(symtab *t) {
  free(t->v);
  free(t->scope_start);
}

static sym *sym_lookup(symtab *t, const char *s, size_t n) {
  for (int i = t->bucket[hash_name(s, n)]; i >= 0; i = t->v[i].next)
    if (t->v[i].len == n && memcmp(t->v[i].name, s, n) == 0) return &t->v[i];
  return NULL;
}

static void sym_push(symtab *t, sym s) {
  unsigned h = hash_name(s.name, s.len);
  s.scope = t->nscopes - 1;
  s.next = t->bucket[h];
  WW_VEC_PUSH(t->v, t->n, t->cap, s);
  t->bucket[h] = t->n - 1;
}

static void scope_push(symtab *t) { WW_VEC_PUSH(t->scope_start, t->nscopes, t->capscopes, t->n); }

static void scope_pop(symtab *t) {
  int start = t->scope_start[--t->nscopes];
  while (t->n > start) {
    sym *s = &t->v[--t->n];
    t->bucket[hash_name(s->name, s->len)] = s->next;
  }
}

/* ---------------- parser state ---------------- */

typedef struct parser {
  lexer lx;
  token tok;           /* the current token */
  token prev;          /* the last token consumed (not a newline) */
  int have_prev;
  int nest;            /* open '(' and '[': newlines are skipped */
  int panic;           /* an error in this statement: report nothing, unwind */
  int fatal;           /* too many errors: stop */
  int nerrors;
  int reported;        /* the last error was recorded (its notes may follow) */
  int block_depth;     /* recursion depth of blocks */
  int expr_depth;      /* recursion depth of expressions */
  int last_depth;      /* tree depth of the expression just parsed */
  int eof_reported;    /* "expected '}'" at end of file, once */
  const ww_source *src;
  ww_diags *d;
  kir_program *prog;
  ww_arena *a;
  kir_kernel *k;
  symtab syms;         /* the current kernel's names */
  symtab kernels;      /* kernel names */
  int kcap;
} parser;

/* ---------------- locations and errors ---------------- */

static ww_loc tok_loc(const parser *P, const token *t) {
  ww_loc l = {P->src, t->line, t->col, t->line_off};
  return l;
}

/* Just past the last token consumed: where "found newline" points. */
static ww_loc prev_end_loc(const parser *P) {
  if (!P->have_prev) {
    ww_loc l = {P->src, 1, 1, 0};
    return l;
  }
  ww_loc l = {P->src, P->prev.line, P->prev.col + (int)P->prev.len, P->prev.line_off};
  return l;
}

static int clamp_len(size_t n) { return n > 1000000 ? 1000000 : (int)n; }

static void verror_at(parser *P, ww_loc loc, size_t len, const char *fmt, va_list ap) {
  P->reported = 0;
  if (P->panic || P->fatal) return;
  P->panic = 1;
  P->reported = 1;
  ww_diag_vadd(P->d, WW_ERROR, loc, clamp_len(len), fmt, ap);
  if (++P->nerrors >= MAX_ERRORS) P->fatal = 1; /* kir_parse adds the note at the end */
}

static void error_at(parser *P, ww_loc loc, size_t len, const char *fmt, ...) WW_PRINTF(4, 5);
static void error_at(parser *P, ww_loc loc, size_t len, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  verror_at(P, loc, len, fmt, ap);
  va_end(ap);
}

static void error_tok(parser *P, const token *t, const char *fmt, ...) WW_PRINTF(3, 4);
static void error_tok(parser *P, const token *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  verror_at(P, tok_loc(P, t), t->len, fmt, ap);
  va_end(ap);
}

/* A note attached to the error just reported (dropped if it was not). */
static void note_at(parser *P, ww_loc loc, size_t len, const char *fmt, ...) WW_PRINTF(4, 5);
static void note_at(parser *P, ww_loc loc, size_t len, const char *fmt, ...) {
  if (!P->reported || !loc.src) return;
  va_list ap;
  va_start(ap, fmt);
  ww_diag_vadd(P->d, WW_NOTE, loc, clamp_len(len), fmt, ap);
  va_end(ap);
}

static const char *tok_text(const parser *P, const token *t) { return P->src->text + t->off; }

/* How a token is named in "found ...": 'x', newline, end of file. Long
 * names are quoted short. */
static void describe(const parser *P, const token *t, char *buf, size_t n) {
  switch (t->kind) {
  case T_EOF: snprintf(buf, n, "end of file"); return;
  case T_NEWLINE: snprintf(buf, n, "newline"); return;
  default: break;
  }
  if (t->nl_before) {
    snprintf(buf, n, "newline");
    return;
  }
  const char *what = tok_is_keyword(t->kind) ? "keyword " : "";
  if (t->len > 32)
    snprintf(buf, n, "%s'%.32s...'", what, tok_text(P, t));
  else
    snprintf(buf, n, "%s'%.*s'", what, (int)t->len, tok_text(P, t));
}

/* "expected WHAT, found X": at the token, or just past the previous token
 * when what was found is the end of the line or file (as Clang does). A
 * token the lexer rejected is reported with the lexer's message. */
static void expected(parser *P, const char *what) {
  const token *t = &P->tok;
  if (t->kind == T_ERROR) {
    error_tok(P, t, "%s", t->msg);
    return;
  }
  char found[64];
  describe(P, t, found, sizeof found);
  if (t->kind == T_EOF || t->kind == T_NEWLINE || t->nl_before)
    error_at(P, prev_end_loc(P), 1, "expected %s, found %s", what, found);
  else
    error_tok(P, t, "expected %s, found %s", what, found);
}

/* ---------------- tokens ---------------- */

static void next(parser *P) {
  if (P->tok.kind != T_NEWLINE && P->tok.kind != T_EOF) {
    P->prev = P->tok;
    P->have_prev = 1;
  }
  int nl = 0;
  for (;;) {
    kir_lex_next(&P->lx, &P->tok);
    if (P->tok.kind == T_NEWLINE && P->nest > 0) {
      nl = 1;
      continue;
    }
    break;
  }
  P->tok.nl_before = nl;
}

/* Consumes the current token; brackets open and close newline skipping. */
static void consume(parser *P) {
  tok_kind k = P->tok.kind;
  if (k == T_LPAREN || k == T_LBRACKET) P->nest++;
  else if ((k == T_RPAREN || k == T_RBRACKET) && P->nest > 0) P->nest--;
  next(P);
}

static int accept(parser *P, tok_kind k) {
  if (P->panic || P->tok.kind != k) return 0;
  consume(P);
  return 1;
}

/* Consumes a token of kind k or reports "expected 'k' CONTEXT, found ...". */
static int expect(parser *P, tok_kind k, const char *context) {
  if (P->panic) return 0;
  if (P->tok.kind == k) {
    consume(P);
    return 1;
  }
  char what[400];
  snprintf(what, sizeof what, "'%s'%s%s", kir_tok_spelling(k), *context ? " " : "", context);
  expected(P, what);
  return 0;
}

static int at_line_end(const parser *P) {
  return P->tok.kind == T_NEWLINE || P->tok.kind == T_SEMI || P->tok.kind == T_EOF;
}

/* Skips to the start of the next statement: past the end of the line (or a
 * ';'), skipping nested blocks whole, stopping before a '}' that closes the
 * enclosing block. */
static void resync(parser *P) {
  int braces = 0;
  P->nest = 0;
  for (;;) {
    tok_kind k = P->tok.kind;
    if (k == T_EOF) break;
    if (braces == 0 && P->tok.nl_before) {
      P->tok.nl_before = 0; /* the statement starts here; never stop twice */
      break;
    }
    if (braces == 0 && (k == T_NEWLINE || k == T_SEMI)) {
      next(P);
      break;
    }
    if (k == T_LBRACE) braces++;
    else if (k == T_RBRACE) {
      if (braces == 0) break;
      braces--;
    }
    next(P);
  }
  P->panic = 0;
}

static void skip_newlines(parser *P) {
  while (P->tok.kind == T_NEWLINE || P->tok.kind == T_SEMI) next(P);
}

/* Recursion guard: blocks and expressions each nest at most MAX_DEPTH deep. */
static int enter(parser *P, int *depth, const char *what) {
  if (*depth >= MAX_DEPTH) {
    error_tok(P, &P->tok, "%s nested too deeply (more than %d levels)", what, MAX_DEPTH);
    return 0;
  }
  (*depth)++;
  return 1;
}
static void leave(int *depth) { (*depth)--; }

/* ---------------- names ---------------- */

static char *tok_name(parser *P, const token *t) { return ww_strndup(P->a, tok_text(P, t), t->len); }

static sym *lookup(parser *P, const token *t) { return sym_lookup(&P->syms, tok_text(P, t), t->len); }

static const char *sym_kind_name(const sym *s) {
  switch (s->kind) {
  case SYM_VAR: {
    const kir_var *v = s->p;
    return v->kind == KIR_VAR_LOOP ? "loop variable" : v->kind == KIR_VAR_LET ? "scalar"
           : v->kind == KIR_VAR_BUILTIN ? "builtin" : "scalar parameter";
  }
  case SYM_BUF: return "buffer";
  case SYM_BAROBJ: return "barrier object";
  case SYM_KERNEL: return "kernel";
  }
  return "name";
}

/* Adds a name to the current scope; a name already visible is an error
 * (names are never shadowed: the pipeliner may move code across scopes). */
static int define(parser *P, symtab *t, const token *name, sym_kind kind, void *p) {
  sym *old = sym_lookup(t, tok_text(P, name), name->len);
  if (old) {
    if (!old->loc.src)
      error_tok(P, name, "'%s' is a builtin name", old->name);
    else if (old->scope == t->nscopes - 1)
      error_tok(P, name, "redefinition of '%s'", old->name);
    else
      error_tok(P, name, "'%s' is already defined in an enclosing scope (names cannot be shadowed)",
                old->name);
    note_at(P, old->loc, old->len, "previous definition of the %s '%s' is here",
            sym_kind_name(old), old->name);
    return 0;
  }
  sym s = {0};
  s.name = tok_name(P, name);
  s.len = name->len;
  s.kind = kind;
  s.p = p;
  s.loc = tok_loc(P, name);
  sym_push(t, s);
  return 1;
}

static void define_builtin(parser *P, kir_var *v) {
  sym s = {0};
  s.name = v->name;
  s.len = strlen(v->name);
  s.kind = SYM_VAR;
  s.p = v;
  sym_push(&P->syms, s);
}

/* A name token where a new name is wanted (not a keyword). */
static int expect_new_name(parser *P, const char *context) {
  if (P->panic) return 0;
  if (P->tok.kind == T_NAME) return 1;
  char what[400];
  snprintf(what, sizeof what, "a name %s", context);
  expected(P, what);
  return 0;
}

/* ---------------- expressions ---------------- */

enum { PREC_OR = 1, PREC_AND, PREC_NOT, PREC_CMP, PREC_ADD, PREC_MUL };

static kir_expr *parse_expr(parser *P);
static kir_expr *parse_prec(parser *P, int min);
static kir_expr *parse_unary(parser *P);

static kir_expr *new_expr(parser *P, kir_expr_kind kind, const token *start) {
  kir_expr *e = ww_alloc(P->a, sizeof *e);
  e->kind = kind;
  e->loc = tok_loc(P, start);
  e->len = 1;
  return e;
}

/* Width from the start token through the last token consumed. */
static int span_from(const parser *P, const token *start) {
  if (!P->have_prev || P->prev.off < start->off) return clamp_len(start->len);
  if (P->prev.line != start->line) return clamp_len(start->len);
  return clamp_len(P->prev.off + P->prev.len - start->off);
}

/* A placeholder after an error, typed so that nothing else complains. */
static kir_expr *error_expr(parser *P) {
  kir_expr *e = ww_alloc(P->a, sizeof *e);
  e->kind = KE_INT;
  e->type = KIR_I32;
  P->last_depth = 1;
  return e;
}

static int binop(tok_kind k, kir_op *op) {
  switch (k) {
  case K_OR: *op = KIR_OP_OR; return PREC_OR;
  case K_AND: *op = KIR_OP_AND; return PREC_AND;
  case T_LT: *op = KIR_OP_LT; return PREC_CMP;
  case T_ARROW: *op = KIR_OP_LT; return PREC_CMP; /* "i<-1" is i < -1 */
  case T_LE: *op = KIR_OP_LE; return PREC_CMP;
  case T_GT: *op = KIR_OP_GT; return PREC_CMP;
  case T_GE: *op = KIR_OP_GE; return PREC_CMP;
  case T_EQ: *op = KIR_OP_EQ; return PREC_CMP;
  case T_NE: *op = KIR_OP_NE; return PREC_CMP;
  case T_PLUS: *op = KIR_OP_ADD; return PREC_ADD;
  case T_MINUS: *op = KIR_OP_SUB; return PREC_ADD;
  case T_STAR: *op = KIR_OP_MUL; return PREC_MUL;
  case T_SLASH: *op = KIR_OP_DIV; return PREC_MUL;
  case T_PERCENT: *op = KIR_OP_MOD; return PREC_MUL;
  default: return 0;
  }
}

static const char *op_hint(kir_op op) {
  switch (op) {
  case KIR_OP_MOD: return "; it needs integers";
  case KIR_OP_AND: case KIR_OP_OR: return "; it needs bools (comparisons)";
  case KIR_OP_NOT: return "; it needs a bool (a comparison)";
  default: return "";
  }
}

static kir_expr *make_binary(parser *P, const token *optok, kir_op op, kir_expr *a, kir_expr *b,
                             const token *start) {
  kir_expr *e = new_expr(P, KE_BINARY, start);
  e->u.op.op = op;
  e->u.op.a = a;
  e->u.op.b = b;
  e->len = span_from(P, start);
  int t = kir_binary_type(op, a->type, b->type);
  if (t < 0) {
    error_tok(P, optok, "invalid operands to '%s' (%s and %s)%s", kir_op_name(op),
              kir_type_name(a->type), kir_type_name(b->type), op_hint(op));
    t = KIR_I32;
  }
  e->type = (kir_type)t;
  return e;
}

/* Binary operators by precedence climbing; comparisons do not chain. */
static kir_expr *climb(parser *P, kir_expr *lhs, const token *start, int min) {
  int depth = P->last_depth;
  for (;;) {
    kir_op op;
    int prec = binop(P->tok.kind, &op);
    if (P->panic || !prec || prec < min) break;
    token optok = P->tok;
    if (P->tok.kind == T_ARROW) {
      /* split "<-" into '<' and a '-' that starts the right operand */
      optok.len = 1;
      P->tok.kind = T_MINUS;
      P->tok.off++;
      P->tok.col++;
      P->tok.len = 1;
      P->prev = optok;
    } else {
      consume(P);
    }
    kir_expr *rhs = parse_prec(P, prec + 1);
    if (P->panic) break;
    depth = (depth > P->last_depth ? depth : P->last_depth) + 1;
    /* Nesting (parentheses, operands of unary operators and calls) is
     * capped by the recursion guard; a chain like a + b + c nests nothing
     * but deepens the tree that every pass walks recursively, so the tree
     * has a cap of its own. */
    if (depth > KIR_MAX_EXPR_HEIGHT) {
      error_tok(P, &optok, "expression too long: its operators form a tree more than %d deep (split it with 'let')",
                KIR_MAX_EXPR_HEIGHT);
      break;
    }
    lhs = make_binary(P, &optok, op, lhs, rhs, start);
    kir_op op2;
    if (prec == PREC_CMP && binop(P->tok.kind, &op2) == PREC_CMP) {
      error_tok(P, &P->tok, "comparisons cannot be chained (write 'a < b and b < c')");
      break;
    }
  }
  P->last_depth = depth;
  return lhs;
}

static kir_expr *parse_prec(parser *P, int min) {
  if (P->panic || !enter(P, &P->expr_depth, "expression")) return error_expr(P);
  token start = P->tok;
  kir_expr *lhs;
  if (P->tok.kind == K_NOT && min <= PREC_NOT) {
    token optok = P->tok;
    consume(P);
    kir_expr *a = parse_prec(P, PREC_NOT);
    int depth = P->last_depth + 1;
    lhs = new_expr(P, KE_UNARY, &start);
    lhs->u.op.op = KIR_OP_NOT;
    lhs->u.op.a = a;
    lhs->len = span_from(P, &start);
    lhs->type = KIR_BOOL;
    if (!P->panic && a->type != KIR_BOOL)
      error_tok(P, &optok, "invalid operand to 'not' (%s)%s", kir_type_name(a->type),
                op_hint(KIR_OP_NOT));
    P->last_depth = depth;
  } else {
    lhs = parse_unary(P);
  }
  lhs = climb(P, lhs, &start, min);
  leave(&P->expr_depth);
  return lhs;
}

static kir_expr *parse_expr(parser *P) { return parse_prec(P, PREC_OR); }

/* An index list "[i, lo:hi, :]" into acc (slices are allowed by the syntax
 * everywhere; validate.c says where they are not). */
static void parse_indices(parser *P, kir_access *acc) {
  kir_index *v = NULL;
  int n = 0, cap = 0;
  char ctx[400];
  snprintf(ctx, sizeof ctx, "after the indices of '%s'", acc->buf ? acc->buf->name : "?");
  consume(P); /* '[' */
  for (;;) {
    kir_index ix = {0};
    token start = P->tok;
    ix.loc = tok_loc(P, &start);
    if (P->tok.kind != T_COLON) {
      ix.lo = parse_expr(P);
      if (P->panic) break;
      if (!kir_type_is_int(ix.lo->type)) {
        error_at(P, ix.lo->loc, (size_t)ix.lo->len, "index of '%s' must be an integer, found %s",
                 acc->buf->name, kir_type_name(ix.lo->type));
        break;
      }
    }
    if (P->tok.kind == T_COLON) {
      ix.slice = 1;
      consume(P);
      if (P->tok.kind != T_COMMA && P->tok.kind != T_RBRACKET) {
        ix.hi = parse_expr(P);
        if (P->panic) break;
        if (!kir_type_is_int(ix.hi->type)) {
          error_at(P, ix.hi->loc, (size_t)ix.hi->len, "index of '%s' must be an integer, found %s",
                   acc->buf->name, kir_type_name(ix.hi->type));
          break;
        }
      }
    }
    ix.len = span_from(P, &start);
    WW_VEC_PUSH(v, n, cap, ix);
    if (!accept(P, T_COMMA)) break;
  }
  if (!P->panic) expect(P, T_RBRACKET, ctx);
  acc->nidx = n;
  if (n > 0) {
    acc->idx = ww_alloc(P->a, (size_t)n * sizeof *acc->idx);
    memcpy(acc->idx, v, (size_t)n * sizeof *v);
  }
  free(v);
}

/* NAME ['[' index, ... ']'] where NAME is a buffer; name is consumed. */
static void parse_access_after_name(parser *P, const token *name, kir_buf *b, kir_access *acc) {
  memset(acc, 0, sizeof *acc);
  acc->buf = b;
  acc->loc = tok_loc(P, name);
  if (P->tok.kind == T_LBRACKET) parse_indices(P, acc);
  acc->len = span_from(P, name);
}

/* Looks up a name that must be a buffer; reports and returns NULL if not. */
static kir_buf *want_buf(parser *P, const token *name, const char *use) {
  sym *s = lookup(P, name);
  if (!s) {
    error_tok(P, name, "unknown name '%s'", tok_name(P, name));
    return NULL;
  }
  if (s->kind != SYM_BUF) {
    error_tok(P, name, "'%s' is a %s, not a buffer%s", s->name, sym_kind_name(s), use);
    return NULL;
  }
  return s->p;
}

static kir_expr *parse_call_builtin(parser *P, const token *name, int nargs, kir_expr_kind kind,
                                    kir_op op) {
  const char *fn = op == KIR_OP_MIN ? "min" : op == KIR_OP_MAX ? "max" : "select";
  char ctx[400];
  snprintf(ctx, sizeof ctx, "after '%s'", fn);
  expect(P, T_LPAREN, ctx);
  kir_expr *args[3] = {0};
  int depth = 0;
  static const char *const ordinal[] = {"first", "second", "third"};
  for (int i = 0; i < nargs && !P->panic; i++) {
    if (i > 0) {
      snprintf(ctx, sizeof ctx, "after the %s argument of '%s' (it takes %d)", ordinal[i - 1], fn,
               nargs);
      if (!expect(P, T_COMMA, ctx)) break;
    }
    args[i] = parse_expr(P);
    if (P->last_depth > depth) depth = P->last_depth;
  }
  snprintf(ctx, sizeof ctx, "after the arguments of '%s' (it takes %d)", fn, nargs);
  if (!P->panic) expect(P, T_RPAREN, ctx);
  if (P->panic) return error_expr(P);
  kir_expr *e = new_expr(P, kind, name);
  e->len = span_from(P, name);
  P->last_depth = depth + 1;
  if (kind == KE_SELECT) {
    e->u.op.c = args[0];
    e->u.op.a = args[1];
    e->u.op.b = args[2];
    if (args[0]->type != KIR_BOOL) {
      error_at(P, args[0]->loc, (size_t)args[0]->len,
               "the condition of 'select' must be a bool (a comparison), found %s",
               kir_type_name(args[0]->type));
      return e;
    }
    int t = args[1]->type == KIR_BOOL && args[2]->type == KIR_BOOL
                ? KIR_BOOL : kir_binary_type(KIR_OP_ADD, args[1]->type, args[2]->type);
    if (t < 0) {
      error_tok(P, name, "the values of 'select' must both be numbers or both bools (%s and %s)",
                kir_type_name(args[1]->type), kir_type_name(args[2]->type));
      t = KIR_I32;
    }
    e->type = (kir_type)t;
    return e;
  }
  e->u.op.op = op;
  e->u.op.a = args[0];
  e->u.op.b = args[1];
  int t = kir_binary_type(op, args[0]->type, args[1]->type);
  if (t < 0) {
    error_tok(P, name, "invalid operands to '%s' (%s and %s)", fn, kir_type_name(args[0]->type),
              kir_type_name(args[1]->type));
    t = KIR_I32;
  }
  e->type = (kir_type)t;
  return e;
}

static int is_type_kw(tok_kind k) { return k >= K_I32 && k <= K_F64; }
static kir_type type_of_kw(tok_kind k) {
  switch (k) {
  case K_I64: return KIR_I64;
  case K_F16: return KIR_F16;
  case K_F32: return KIR_F32;
  case K_F64: return KIR_F64;
  default: return KIR_I32;
  }
}

static int name_is(const parser *P, const token *t, const char *s) {
  return t->kind == T_NAME && t->len == strlen(s) && memcmp(tok_text(P, t), s, t->len) == 0;
}

static kir_expr *parse_primary(parser *P) {
  token t = P->tok;
  P->last_depth = 1;
  switch (t.kind) {
  case T_INT: {
    consume(P);
    kir_expr *e = kir_int(P->a, t.ival);
    e->loc = tok_loc(P, &t);
    e->len = clamp_len(t.len);
    return e;
  }
  case T_FLOAT: {
    consume(P);
    kir_expr *e = kir_float(P->a, t.fval);
    e->loc = tok_loc(P, &t);
    e->len = clamp_len(t.len);
    return e;
  }
  case T_LPAREN: {
    consume(P);
    kir_expr *e = parse_expr(P);
    int depth = P->last_depth;
    expect(P, T_RPAREN, "to close '('");
    P->last_depth = depth;
    return e;
  }
  case T_NAME: {
    lexer save = P->lx;
    token after;
    kir_lex_next(&save, &after);
    int call = after.kind == T_LPAREN;
    if (call && name_is(P, &t, "min")) { consume(P); return parse_call_builtin(P, &t, 2, KE_BINARY, KIR_OP_MIN); }
    if (call && name_is(P, &t, "max")) { consume(P); return parse_call_builtin(P, &t, 2, KE_BINARY, KIR_OP_MAX); }
    if (call && name_is(P, &t, "select")) { consume(P); return parse_call_builtin(P, &t, 3, KE_SELECT, KIR_OP_NONE); }
    sym *s = lookup(P, &t);
    if (!s) {
      error_tok(P, &t, "unknown name '%s'", tok_name(P, &t));
      return error_expr(P);
    }
    consume(P);
    if (s->kind == SYM_VAR) {
      if (P->tok.kind == T_LBRACKET) {
        error_tok(P, &P->tok, "'%s' is a %s, not a buffer: it cannot be indexed", s->name,
                  sym_kind_name(s));
        return error_expr(P);
      }
      kir_expr *e = kir_var_ref(P->a, s->p);
      e->loc = tok_loc(P, &t);
      e->len = clamp_len(t.len);
      return e;
    }
    if (s->kind == SYM_BUF) {
      if (P->tok.kind != T_LBRACKET) {
        error_tok(P, &t, "buffer '%s' used as a value; name an element ('%s[...]')", s->name,
                  s->name);
        return error_expr(P);
      }
      kir_expr *e = new_expr(P, KE_LOAD, &t);
      parse_access_after_name(P, &t, s->p, &e->u.access);
      e->len = e->u.access.len;
      e->type = ((kir_buf *)s->p)->elem;
      P->last_depth = 1;
      return e;
    }
    error_tok(P, &t, "'%s' is a %s, not a value", s->name, sym_kind_name(s));
    return error_expr(P);
  }
  default:
    if (is_type_kw(t.kind)) {
      consume(P);
      char ctx[400];
      snprintf(ctx, sizeof ctx, "after '%s' (a conversion: %s(x))", kir_tok_spelling(t.kind),
               kir_tok_spelling(t.kind));
      if (!expect(P, T_LPAREN, ctx)) return error_expr(P);
      kir_expr *a = parse_expr(P);
      int depth = P->last_depth;
      expect(P, T_RPAREN, "after the value of the conversion");
      if (P->panic) return error_expr(P);
      kir_expr *e = new_expr(P, KE_CAST, &t);
      e->u.op.a = a;
      e->type = type_of_kw(t.kind);
      e->len = span_from(P, &t);
      P->last_depth = depth + 1;
      if (a->type == KIR_BOOL)
        error_at(P, a->loc, (size_t)a->len, "cannot convert a bool to %s", kir_type_name(e->type));
      return e;
    }
    expected(P, "an expression");
    return error_expr(P);
  }
}

/* Unary minus; a minus right before a literal makes a negative literal (so
 * the printer's "-2" reads back as the same tree). */
static kir_expr *parse_unary(parser *P) {
  if (P->tok.kind != T_MINUS) return parse_primary(P);
  token t = P->tok;
  consume(P);
  if (P->tok.kind == T_INT && !P->tok.nl_before) {
    token lit = P->tok;
    consume(P);
    kir_expr *e = kir_int(P->a, -lit.ival);
    e->loc = tok_loc(P, &t);
    e->len = span_from(P, &t);
    P->last_depth = 1;
    return e;
  }
  if (P->tok.kind == T_FLOAT && !P->tok.nl_before) {
    token lit = P->tok;
    consume(P);
    kir_expr *e = kir_float(P->a, -lit.fval);
    e->loc = tok_loc(P, &t);
    e->len = span_from(P, &t);
    P->last_depth = 1;
    return e;
  }
  if (!enter(P, &P->expr_depth, "expression")) return error_expr(P);
  kir_expr *a = parse_unary(P);
  leave(&P->expr_depth);
  int depth = P->last_depth + 1;
  kir_expr *e = new_expr(P, KE_UNARY, &t);
  e->u.op.op = KIR_OP_NEG;
  e->u.op.a = a;
  e->len = span_from(P, &t);
  e->type = a->type;
  if (!P->panic && a->type == KIR_BOOL) {
    error_tok(P, &t, "invalid operand to unary '-' (bool); use 'not'");
    e->type = KIR_I32;
  }
  P->last_depth = depth;
  return e;
}

/* An expression that must have an integer type (an index, a count). */
static kir_expr *parse_int_expr(parser *P, const char *what) {
  kir_expr *e = parse_expr(P);
  if (!P->panic && !kir_type_is_int(e->type))
    error_at(P, e->loc, (size_t)e->len, "%s must be an integer, found %s", what,
             kir_type_name(e->type));
  return e;
}

/* ---------------- statements ---------------- */

static kir_stmt *parse_stmt(parser *P);

static kir_stmt *new_stmt(parser *P, kir_stmt_kind kind, const token *t) {
  kir_stmt *s = kir_stmt_new(P->a, kind, tok_loc(P, t));
  s->len = clamp_len(t->len);
  return s;
}

/* '{' stmt* '}' in a new scope. owner names the construct for messages. */
static void parse_block(parser *P, kir_block *b, const char *owner) {
  if (P->panic) return;
  if (P->tok.kind != T_LBRACE) {
    char what[400];
    snprintf(what, sizeof what, "'{' to begin the body of %s", owner);
    expected(P, what);
    return;
  }
  token open = P->tok;
  if (!enter(P, &P->block_depth, "blocks")) return;
  consume(P);
  scope_push(&P->syms);
  for (;;) {
    skip_newlines(P);
    if (P->fatal) break;
    if (P->tok.kind == T_RBRACE) {
      consume(P);
      break;
    }
    if (P->tok.kind == T_EOF) {
      if (!P->eof_reported) {
        P->eof_reported = 1;
        char what[400];
        snprintf(what, sizeof what, "'}' to end the body of %s", owner);
        expected(P, what);
        note_at(P, tok_loc(P, &open), 1, "to match this '{'");
      }
      P->panic = 1;
      break;
    }
    kir_stmt *s = parse_stmt(P);
    if (!P->panic && !at_line_end(P) && P->tok.kind != T_RBRACE)
      expected(P, "newline or ';' after the statement");
    if (s && !P->panic) kir_block_push(P->a, b, s);
    if (P->panic) resync(P);
  }
  scope_pop(&P->syms);
  leave(&P->block_depth);
}

static kir_stmt *parse_let(parser *P) {
  token kw = P->tok;
  consume(P);
  if (!expect_new_name(P, "after 'let'")) return NULL;
  token name = P->tok;
  consume(P);
  char ctx[400];
  snprintf(ctx, sizeof ctx, "after 'let %s'", tok_name(P, &name));
  if (!expect(P, T_ASSIGN, ctx)) return NULL;
  kir_expr *v = parse_expr(P);
  if (P->panic) return NULL;
  kir_stmt *s = new_stmt(P, KS_LET, &kw);
  s->u.let.value = v;
  kir_var *var = kir_var_new(P->a, P->k, "", v->type, KIR_VAR_LET);
  var->name = tok_name(P, &name);
  var->loc = tok_loc(P, &name);
  s->u.let.var = var;
  if (!define(P, &P->syms, &name, SYM_VAR, var)) return NULL;
  return s;
}

/* Own recursion, not kir_walk: it reports the first bad name in its order (a, b, c; a load, not its indices). */
/* An extent uses only constants and scalar parameters (it sizes memory
 * before the kernel runs). Reports the first other name. */
static int extent_ok(parser *P, const kir_expr *e, const char *bufname) {
  if (!e) return 1;
  switch (e->kind) {
  case KE_VAR:
    if (e->u.var->kind != KIR_VAR_PARAM) {
      error_at(P, e->loc, (size_t)e->len,
               "extent of '%s' may only use constants and scalar parameters; '%s' is a %s",
               bufname, e->u.var->name,
               e->u.var->kind == KIR_VAR_LOOP ? "loop variable"
               : e->u.var->kind == KIR_VAR_LET ? "let" : "builtin");
      return 0;
    }
    return 1;
  case KE_LOAD: case KE_REGION:
    error_at(P, e->loc, (size_t)e->len,
             "extent of '%s' may only use constants and scalar parameters; '%s' is a buffer",
             bufname, e->u.access.buf->name);
    return 0;
  case KE_UNARY: case KE_BINARY: case KE_SELECT: case KE_CAST:
    return extent_ok(P, e->u.op.a, bufname) && extent_ok(P, e->u.op.b, bufname) &&
           extent_ok(P, e->u.op.c, bufname);
  default: return 1;
  }
}

/* '[' extent (',' extent)* ']' of buffer b. */
static void parse_extents(parser *P, kir_buf *b) {
  char ctx[400];
  snprintf(ctx, sizeof ctx, "and the extents of '%s'", b->name);
  if (!expect(P, T_LBRACKET, ctx)) return;
  kir_expr *dims[KIR_MAX_DIMS];
  int n = 0;
  for (;;) {
    if (n == KIR_MAX_DIMS) {
      error_tok(P, &P->tok, "'%s' has too many dimensions (at most %d)", b->name, KIR_MAX_DIMS);
      return;
    }
    kir_expr *e = parse_int_expr(P, "an extent");
    if (P->panic || !extent_ok(P, e, b->name)) return;
    dims[n++] = e;
    if (!accept(P, T_COMMA)) break;
  }
  snprintf(ctx, sizeof ctx, "after the extents of '%s'", b->name);
  if (!expect(P, T_RBRACKET, ctx)) return;
  b->ndim = n;
  b->dims = ww_alloc(P->a, (size_t)n * sizeof *b->dims);
  memcpy(b->dims, dims, (size_t)n * sizeof *dims);
}

static int parse_scope_kw(parser *P, kir_scope *s, const char *context) {
  switch (P->tok.kind) {
  case K_GLOBAL: *s = KIR_GLOBAL; break;
  case K_SHARED: *s = KIR_SHARED; break;
  case K_LOCAL: *s = KIR_LOCAL; break;
  default: {
    char what[400];
    snprintf(what, sizeof what, "a memory scope (global, shared or local) %s", context);
    expected(P, what);
    return 0;
  }
  }
  consume(P);
  return 1;
}

static int parse_type_kw(parser *P, kir_type *t, const char *context) {
  if (P->panic) return 0;
  if (!is_type_kw(P->tok.kind)) {
    char what[400];
    snprintf(what, sizeof what, "a type (i32, i64, f16, f32 or f64) %s", context);
    expected(P, what);
    return 0;
  }
  *t = type_of_kw(P->tok.kind);
  consume(P);
  return 1;
}

/* NAME = alloc scope type '[' extents ']' ('NAME =' consumed) */
static kir_stmt *parse_alloc(parser *P, const token *name) {
  consume(P); /* 'alloc' */
  kir_scope scope;
  token scope_tok = P->tok;
  if (!parse_scope_kw(P, &scope, "after 'alloc'")) return NULL;
  if (scope == KIR_GLOBAL) {
    error_tok(P, &scope_tok,
              "'alloc' makes shared or local buffers; global buffers are kernel parameters");
    return NULL;
  }
  kir_type t;
  if (!parse_type_kw(P, &t, "after the scope of 'alloc'")) return NULL;
  kir_buf *b = kir_buf_new(P->a, P->k, "", scope, t, 0);
  b->name = tok_name(P, name);
  b->loc = tok_loc(P, name);
  parse_extents(P, b);
  if (P->panic) return NULL;
  kir_stmt *s = new_stmt(P, KS_ALLOC, name);
  s->u.alloc = b;
  if (!define(P, &P->syms, name, SYM_BUF, b)) return NULL;
  return s;
}

/* NAME = barrier_object '(' workgroup|cluster ')' */
static kir_stmt *parse_barobj(parser *P, const token *name) {
  consume(P);
  if (!expect(P, T_LPAREN, "after 'barrier_object'")) return NULL;
  kir_sync_scope sc;
  if (name_is(P, &P->tok, "workgroup")) sc = KIR_SS_WORKGROUP;
  else if (name_is(P, &P->tok, "cluster")) sc = KIR_SS_CLUSTER;
  else {
    expected(P, "the scope of the barrier object (workgroup or cluster)");
    return NULL;
  }
  consume(P);
  if (!expect(P, T_RPAREN, "after the scope of 'barrier_object'")) return NULL;
  kir_barobj *b = ww_alloc(P->a, sizeof *b);
  b->name = tok_name(P, name);
  b->scope = sc;
  b->loc = tok_loc(P, name);
  b->kernel = P->k;
  b->id = P->k->nbarobjs++;
  /* Named barriers take the ids 1, 2, ... in declaration order (more than
   * 16 is the target check's error); the cluster one is -3. */
  b->hwid = sc == KIR_SS_CLUSTER ? KIR_BAR_CLUSTER : ++P->k->nnamed;
  kir_stmt *s = new_stmt(P, KS_BAROBJ, name);
  s->u.barobj = b;
  if (!define(P, &P->syms, name, SYM_BAROBJ, b)) return NULL;
  return s;
}

/* compute(arg, ...): an argument naming a buffer is a region unless an
 * operator follows (then it is an element read in an expression). */
static kir_stmt *parse_call(parser *P, const token *name) {
  sym *s = lookup(P, name);
  if (s) {
    error_tok(P, name, "'%s' is a %s, not a function", s->name, sym_kind_name(s));
    return NULL;
  }
  kir_stmt *st = new_stmt(P, KS_CALL, name);
  st->u.call.name = tok_name(P, name);
  char ctx[400];
  snprintf(ctx, sizeof ctx, "after the arguments of '%s'", st->u.call.name);
  consume(P); /* '(' */
  kir_expr **v = NULL;
  int n = 0, cap = 0;
  if (P->tok.kind != T_RPAREN) {
    for (;;) {
      kir_expr *e = NULL;
      token start = P->tok;
      sym *as = P->tok.kind == T_NAME ? lookup(P, &P->tok) : NULL;
      if (as && as->kind == SYM_BUF) {
        consume(P);
        e = new_expr(P, KE_REGION, &start);
        parse_access_after_name(P, &start, as->p, &e->u.access);
        e->len = e->u.access.len;
        e->type = ((kir_buf *)as->p)->elem;
        if (!P->panic && P->tok.kind != T_COMMA && P->tok.kind != T_RPAREN) {
          e->kind = KE_LOAD;
          if (!e->u.access.nidx) {
            error_tok(P, &start, "buffer '%s' used as a value; name an element ('%s[...]')",
                      as->name, as->name);
            break;
          }
          P->last_depth = 1;
          e = climb(P, e, &start, PREC_OR);
        }
      } else {
        e = parse_expr(P);
      }
      if (P->panic) break;
      WW_VEC_PUSH(v, n, cap, e);
      if (!accept(P, T_COMMA)) break;
    }
  }
  if (!P->panic) expect(P, T_RPAREN, ctx);
  st->u.call.nargs = n;
  if (n) {
    st->u.call.args = ww_alloc(P->a, (size_t)n * sizeof *v);
    memcpy(st->u.call.args, v, (size_t)n * sizeof *v);
  }
  free(v);
  st->len = clamp_len(name->len);
  return P->panic ? NULL : st;
}

static kir_op assign_op(tok_kind k) {
  switch (k) {
  case T_PLUS_ASSIGN: return KIR_OP_ADD;
  case T_MINUS_ASSIGN: return KIR_OP_SUB;
  case T_STAR_ASSIGN: return KIR_OP_MUL;
  default: return KIR_OP_NONE;
  }
}

/* Is the current token NAME `dma` followed by '(' (a dma statement after
 * '<-'; a buffer named dma is never followed by '(')? */
static int at_dma(parser *P) {
  if (!name_is(P, &P->tok, "dma")) return 0;
  lexer look = P->lx;
  token t;
  do kir_lex_next(&look, &t);
  while (t.kind == T_NEWLINE);
  return t.kind == T_LPAREN;
}

/* `KEY =` of a dma argument, after the comma before it. */
static int dma_key(parser *P, const char *key) {
  if (P->panic) return 0;
  if (!name_is(P, &P->tok, key)) {
    char what[64];
    snprintf(what, sizeof what, "'%s' (the arguments of 'dma' in their order)", key);
    expected(P, what);
    return 0;
  }
  consume(P);
  char ctx[64];
  snprintf(ctx, sizeof ctx, "after '%s'", key);
  return expect(P, T_ASSIGN, ctx);
}

static int dma_int(parser *P, const char *key, int64_t lo, int64_t hi, int *out, token *at, size_t *atlen) {
  if (!dma_key(P, key)) return 0;
  token start = P->tok;
  if (at) *at = start;
  int neg = accept(P, T_MINUS);
  if (P->tok.kind != T_INT) {
    char what[64];
    snprintf(what, sizeof what, "an integer for '%s'", key);
    expected(P, what);
    return 0;
  }
  int64_t v = neg ? -P->tok.ival : P->tok.ival;
  if (v < lo || v > hi) {
    error_at(P, tok_loc(P, &start), P->tok.off + P->tok.len - start.off, "'%s' is %lld; it must be in %lld..%lld",
             key, (long long)v, (long long)lo, (long long)hi);
    return 0;
  }
  *out = (int)v;
  if (atlen) *atlen = (size_t)(P->tok.off + P->tok.len - start.off);
  consume(P);
  return 1;
}

/* `NAME(l) =` of a dma argument: a new lane variable's name token in *lname. */
static int dma_lane_key(parser *P, const char *key, token *lname) {
  consume(P);
  char ctx[64];
  snprintf(ctx, sizeof ctx, "after '%s'", key);
  if (!expect(P, T_LPAREN, ctx)) return 0;
  snprintf(ctx, sizeof ctx, "for the lane in '%s(...)'", key);
  if (!expect_new_name(P, ctx)) return 0;
  *lname = P->tok;
  consume(P);
  snprintf(ctx, sizeof ctx, "after '%s(...)'", key);
  return expect(P, T_RPAREN, "after the lane's name") && expect(P, T_ASSIGN, ctx);
}

/* dst <- dma(src, width = W, offset = O, m0 = e, lanes = [lo:hi, ...], vaddr(l) = e)
 * dst <- dma(src, width = W, offset = O, laddr(l) = e, lanes = [...], vaddr(l) = e) */
static kir_stmt *parse_dma(parser *P, const token *name, kir_buf *dst, const kir_access *dacc) {
  token kw = P->tok;
  consume(P);
  if (dacc->nidx) {
    error_at(P, dacc->loc, (size_t)dacc->len, "the destination of 'dma' is a whole buffer ('%s'): m0 addresses "
             "its bytes", dst->name);
    return NULL;
  }
  if (!expect(P, T_LPAREN, "after 'dma'")) return NULL;
  if (P->tok.kind != T_NAME) {
    expected(P, "the source buffer of 'dma'");
    return NULL;
  }
  token sname = P->tok;
  kir_buf *src = want_buf(P, &sname, "");
  if (!src) return NULL;
  consume(P);
  kir_stmt *s = new_stmt(P, KS_DMA, name);
  s->len = clamp_len(kw.off + kw.len - name->off);
  struct kir_dma *m = &s->u.dma;
  m->dst = dst;
  m->src = src;
  token ot = {0};
  size_t olen = 0;
  if (!expect(P, T_COMMA, "after the source of 'dma'") || !dma_int(P, "width", 1, 64, &m->width, NULL, NULL)) return NULL;
  if (!expect(P, T_COMMA, "after the width") ||
      !dma_int(P, "offset", KIR_DMA_LANE_OFFSET_MIN, KIR_DMA_LANE_OFFSET_MAX, &m->offset, &ot, &olen) ||
      !expect(P, T_COMMA, "after the offset"))
    return NULL;
  token lname;
  if (name_is(P, &P->tok, "laddr")) {  /* the per-lane form */
    if (!dma_lane_key(P, "laddr", &lname)) return NULL;
    kir_var *lane = kir_var_new(P->a, P->k, "", KIR_I32, KIR_VAR_LET);
    lane->name = tok_name(P, &lname);
    lane->loc = tok_loc(P, &lname);
    m->lane = lane;
    scope_push(&P->syms);
    if (define(P, &P->syms, &lname, SYM_VAR, lane)) m->laddr = parse_int_expr(P, "laddr");
    scope_pop(&P->syms);
    if (!expect(P, T_COMMA, "after laddr")) return NULL;
  } else {
    if (m->offset < KIR_DMA_OFFSET_MIN || m->offset > KIR_DMA_OFFSET_MAX) {
      error_at(P, tok_loc(P, &ot), olen, "'offset' is %d; it must be in %d..%d "
               "(%d..%d with laddr)", m->offset, KIR_DMA_OFFSET_MIN, KIR_DMA_OFFSET_MAX, KIR_DMA_LANE_OFFSET_MIN,
               KIR_DMA_LANE_OFFSET_MAX);
      return NULL;
    }
    if (!dma_key(P, "m0")) return NULL;
    m->m0 = parse_int_expr(P, "m0");
    if (!expect(P, T_COMMA, "after m0")) return NULL;
  }
  if (!dma_key(P, "lanes") || !expect(P, T_LBRACKET, "to begin the lanes")) return NULL;
  int (*r)[2] = NULL;
  int n = 0, cap = 0;
  for (;;) {
    int lo, hi;
    if (P->tok.kind != T_INT) {
      expected(P, "a lane range 'lo:hi'");
      break;
    }
    token lt = P->tok;
    lo = (int)(lt.ival < 0 ? -1 : lt.ival > KIR_DMA_MAX_LANES ? KIR_DMA_MAX_LANES + 1 : lt.ival);
    consume(P);
    if (!expect(P, T_COLON, "in a lane range 'lo:hi'")) break;
    if (P->tok.kind != T_INT) {
      expected(P, "the end of the lane range");
      break;
    }
    hi = (int)(P->tok.ival < 0 ? -1 : P->tok.ival > KIR_DMA_MAX_LANES ? KIR_DMA_MAX_LANES + 1 : P->tok.ival);
    if (lo < 0 || hi > KIR_DMA_MAX_LANES || lo >= hi || (n && lo <= r[n - 1][1])) {
      error_at(P, tok_loc(P, &lt), P->tok.off + P->tok.len - lt.off,
               "lane ranges are 'lo:hi' with 0 <= lo < hi <= %d, ascending and apart", KIR_DMA_MAX_LANES);
      break;
    }
    consume(P);
    if (n == cap) {
      cap = cap ? 2 * cap : 4;
      r = ww_xrealloc(r, (size_t)cap * sizeof *r);
    }
    r[n][0] = lo, r[n][1] = hi;
    n++;
    if (accept(P, T_RBRACKET)) break;
    if (!expect(P, T_COMMA, "or ']' after a lane range")) break;
  }
  if (!P->panic) {
    m->nranges = n;
    m->ranges = ww_alloc(P->a, (size_t)n * sizeof *r);
    memcpy(m->ranges, r, (size_t)n * sizeof *r);
  }
  free(r);
  if (!expect(P, T_COMMA, "after the lanes") || P->panic) return NULL;
  if (!name_is(P, &P->tok, "vaddr")) {
    expected(P, "'vaddr' (the arguments of 'dma' in their order)");
    return NULL;
  }
  token vname;
  if (!dma_lane_key(P, "vaddr", &vname)) return NULL;
  if (m->laddr && strcmp(tok_name(P, &vname), m->lane->name)) {
    error_at(P, tok_loc(P, &vname), (size_t)vname.len, "the lane of 'vaddr' is named as in 'laddr' ('%s')",
             m->lane->name);
    return NULL;
  }
  if (!m->laddr) {
    kir_var *lane = kir_var_new(P->a, P->k, "", KIR_I32, KIR_VAR_LET);
    lane->name = tok_name(P, &vname);
    lane->loc = tok_loc(P, &vname);
    m->lane = lane;
  }
  scope_push(&P->syms);
  if (define(P, &P->syms, &vname, SYM_VAR, m->lane)) m->vaddr = parse_int_expr(P, "vaddr");
  scope_pop(&P->syms);
  if (!expect(P, T_RPAREN, "after the arguments of 'dma'")) return NULL;
  return P->panic ? NULL : s;
}

/* B[...] = e | B[...] op= e | dst <- src | dst <- gather(src, idx) */
static kir_stmt *parse_buffer_stmt(parser *P, const token *name) {
  kir_buf *b = want_buf(P, name, "");
  if (!b) return NULL;
  kir_access dst;
  parse_access_after_name(P, name, b, &dst);
  if (P->panic) return NULL;
  tok_kind k = P->tok.kind;
  if (k == T_ASSIGN || k == T_PLUS_ASSIGN || k == T_MINUS_ASSIGN || k == T_STAR_ASSIGN) {
    consume(P);
    kir_expr *v = parse_expr(P);
    if (P->panic) return NULL;
    if (v->type == KIR_BOOL) {
      error_at(P, v->loc, (size_t)v->len, "cannot store a bool in '%s' (%s elements)", b->name,
               kir_type_name(b->elem));
      return NULL;
    }
    kir_stmt *s = new_stmt(P, KS_STORE, name);
    s->len = dst.len;
    s->u.store.dst = dst;
    s->u.store.op = assign_op(k);
    s->u.store.value = v;
    return s;
  }
  if (k != T_ARROW) {
    char what[400];
    snprintf(what, sizeof what, "'=', '+=', '-=', '*=' or '<-' after '%s%s'", b->name,
             dst.nidx ? "[...]" : "");
    expected(P, what);
    return NULL;
  }
  consume(P);
  if (at_dma(P)) return parse_dma(P, name, b, &dst);
  if (P->tok.kind == K_GATHER) {
    consume(P);
    if (!expect(P, T_LPAREN, "after 'gather'")) return NULL;
    if (P->tok.kind != T_NAME) {
      expected(P, "the source buffer of 'gather'");
      return NULL;
    }
    token sname = P->tok;
    kir_buf *src = want_buf(P, &sname, "");
    if (!src) return NULL;
    consume(P);
    if (!expect(P, T_COMMA, "after the source of 'gather' (gather(src, index))")) return NULL;
    if (P->tok.kind != T_NAME) {
      expected(P, "the index buffer of 'gather'");
      return NULL;
    }
    token iname = P->tok;
    kir_buf *ib = want_buf(P, &iname, "");
    if (!ib) return NULL;
    consume(P);
    kir_access index;
    parse_access_after_name(P, &iname, ib, &index);
    if (!expect(P, T_RPAREN, "after the arguments of 'gather'")) return NULL;
    kir_stmt *s = new_stmt(P, KS_GATHER, name);
    s->len = dst.len;
    s->u.gather.dst = dst;
    s->u.gather.src = src;
    s->u.gather.index = index;
    return s;
  }
  if (P->tok.kind != T_NAME) {
    expected(P, "a source region or 'gather' after '<-'");
    return NULL;
  }
  token sname = P->tok;
  kir_buf *src = want_buf(P, &sname, "");
  if (!src) return NULL;
  consume(P);
  kir_access sacc;
  parse_access_after_name(P, &sname, src, &sacc);
  if (P->panic) return NULL;
  kir_stmt *s = new_stmt(P, KS_COPY, name);
  s->len = dst.len;
  s->u.copy.dst = dst;
  s->u.copy.src = sacc;
  return s;
}

/* Statements that start with a name: declarations, stores, copies, calls. */
static kir_stmt *parse_name_stmt(parser *P) {
  token name = P->tok;
  consume(P);
  switch (P->tok.kind) {
  case T_ASSIGN: {
    consume(P);
    if (P->tok.kind == K_ALLOC) return parse_alloc(P, &name);
    if (P->tok.kind == K_BARRIER_OBJECT) return parse_barobj(P, &name);
    sym *s = lookup(P, &name);
    if (!s)
      error_tok(P, &name, "unknown name '%s' (write 'let %s = ...' to define a scalar)",
                tok_name(P, &name), tok_name(P, &name));
    else if (s->kind == SYM_VAR)
      error_tok(P, &name, "cannot assign to the %s '%s': scalars are immutable (store to a buffer element)",
                sym_kind_name(s), s->name);
    else if (s->kind == SYM_BUF)
      error_tok(P, &name, "a store to buffer '%s' needs an index ('%s[...] = ...')", s->name, s->name);
    else
      error_tok(P, &name, "cannot assign to the %s '%s'", sym_kind_name(s), s->name);
    return NULL;
  }
  case T_LPAREN: return parse_call(P, &name);
  case T_LBRACKET: case T_ARROW: case T_PLUS_ASSIGN: case T_MINUS_ASSIGN: case T_STAR_ASSIGN:
    return parse_buffer_stmt(P, &name);
  default: {
    char what[400];
    snprintf(what, sizeof what, "'=', '[', '<-' or '(' after '%s'", tok_name(P, &name));
    expected(P, what);
    return NULL;
  }
  }
}

/* '@' NAME '(' [INT (',' INT)*] ')' */
static int parse_annot(parser *P, kir_annot *an) {
  token at = P->tok;
  consume(P);
  if (P->tok.kind != T_NAME) {
    expected(P, "an annotation name after '@'");
    return 0;
  }
  an->name = tok_name(P, &P->tok);
  an->loc = tok_loc(P, &at);
  consume(P);
  char ctx[400];
  snprintf(ctx, sizeof ctx, "after '@%s'", an->name);
  if (!expect(P, T_LPAREN, ctx)) return 0;
  int64_t *v = NULL;
  int n = 0, cap = 0;
  if (P->tok.kind != T_RPAREN) {
    for (;;) {
      if (P->tok.kind != T_INT) {
        expected(P, "a non-negative integer in the annotation");
        break;
      }
      WW_VEC_PUSH(v, n, cap, P->tok.ival);
      consume(P);
      if (!accept(P, T_COMMA)) break;
    }
  }
  snprintf(ctx, sizeof ctx, "after the values of '@%s'", an->name);
  if (!P->panic) expect(P, T_RPAREN, ctx);
  an->n = n;
  if (n) {
    an->vals = ww_alloc(P->a, (size_t)n * sizeof *v);
    memcpy(an->vals, v, (size_t)n * sizeof *v);
  }
  free(v);
  return !P->panic;
}

/* annot* 'for' NAME 'in' 'range' '(' expr [',' expr [',' INT]] ')' block */
static kir_stmt *parse_for(parser *P) {
  kir_annot *annots = NULL;
  int nannots = 0, cap = 0;
  while (P->tok.kind == T_AT) {
    kir_annot an = {0};
    if (!parse_annot(P, &an)) break;
    WW_VEC_PUSH(annots, nannots, cap, an);
    if (!at_line_end(P)) {
      expected(P, "a newline after the annotation");
      break;
    }
    skip_newlines(P);
  }
  kir_stmt *s = NULL;
  if (P->panic) goto done;
  if (P->tok.kind != K_FOR) {
    expected(P, "'for' after the loop annotations");
    goto done;
  }
  token kw = P->tok;
  consume(P);
  if (!expect_new_name(P, "after 'for'")) goto done;
  token name = P->tok;
  consume(P);
  if (!expect(P, K_IN, "after the loop variable")) goto done;
  if (!expect(P, K_RANGE, "after 'in'")) goto done;
  if (!expect(P, T_LPAREN, "after 'range'")) goto done;
  kir_expr *a = parse_int_expr(P, "a bound of 'range'"), *b = NULL;
  int64_t step = 1;
  if (accept(P, T_COMMA)) {
    b = parse_int_expr(P, "a bound of 'range'");
    if (accept(P, T_COMMA)) {
      if (P->tok.kind != T_INT) {
        expected(P, "a positive integer step");
        goto done;
      }
      step = P->tok.ival;
      if (step <= 0) {
        error_tok(P, &P->tok, "the step of 'range' must be positive");
        goto done;
      }
      consume(P);
    }
  }
  if (!expect(P, T_RPAREN, "after the arguments of 'range' (it takes 1 to 3)")) goto done;
  s = new_stmt(P, KS_FOR, &kw);
  if (b) {
    s->u.loop.lo = a;
    s->u.loop.hi = b;
  } else {
    s->u.loop.lo = kir_int(P->a, 0);
    s->u.loop.hi = a;
  }
  s->u.loop.step = step;
  s->u.loop.nannots = nannots;
  if (nannots) {
    s->u.loop.annots = ww_alloc(P->a, (size_t)nannots * sizeof *annots);
    memcpy(s->u.loop.annots, annots, (size_t)nannots * sizeof *annots);
  }
  kir_type t = s->u.loop.lo->type > s->u.loop.hi->type ? s->u.loop.lo->type : s->u.loop.hi->type;
  kir_var *var = kir_var_new(P->a, P->k, "", t, KIR_VAR_LOOP);
  var->name = tok_name(P, &name);
  var->loc = tok_loc(P, &name);
  s->u.loop.var = var;
  scope_push(&P->syms);
  if (define(P, &P->syms, &name, SYM_VAR, var)) {
    char owner[400];
    snprintf(owner, sizeof owner, "'for %s'", var->name);
    parse_block(P, &s->u.loop.body, owner);
  }
  scope_pop(&P->syms);
done:
  free(annots);
  return P->panic ? NULL : s;
}

static kir_expr *parse_cond(parser *P, const char *what) {
  kir_expr *c = parse_expr(P);
  if (!P->panic && c->type != KIR_BOOL)
    error_at(P, c->loc, (size_t)c->len, "the condition of %s must be a bool (a comparison), found %s",
             what, kir_type_name(c->type));
  return c;
}

/* 'if' expr block ['else' (block | if)]; 'else' may follow on a new line. */
static kir_stmt *parse_if(parser *P) {
  token kw = P->tok;
  consume(P);
  kir_expr *c = parse_cond(P, "'if'");
  if (P->panic) return NULL;
  kir_stmt *s = new_stmt(P, KS_IF, &kw);
  s->u.if_.cond = c;
  parse_block(P, &s->u.if_.then_blk, "'if'");
  if (P->panic) return NULL;
  if (P->tok.kind == T_NEWLINE) {
    lexer save = P->lx;
    token tok = P->tok, prev = P->prev;
    skip_newlines(P);
    if (P->tok.kind != K_ELSE) { /* not ours: back to the end of the 'if' */
      P->lx = save;
      P->tok = tok;
      P->prev = prev;
    }
  }
  if (P->tok.kind == K_ELSE) {
    s->u.if_.has_else = 1;
    consume(P);
    if (P->tok.kind == K_IF) {
      if (!enter(P, &P->block_depth, "blocks")) return NULL;
      kir_stmt *e = parse_if(P);
      leave(&P->block_depth);
      if (e) kir_block_push(P->a, &s->u.if_.else_blk, e);
    } else {
      parse_block(P, &s->u.if_.else_blk, "'else'");
    }
  }
  return P->panic ? NULL : s;
}

/* KEYWORD '(' BARRIER [',' expr] ')': BARRIER is a barrier object's name or
 * a barrier id (-4 .. 16: a predefined object, or a named barrier by id). */
static kir_stmt *parse_bar_op(parser *P, kir_bar_op op) {
  token kw = P->tok;
  const char *fn = kir_bar_op_name(op);
  char ctx[400];
  consume(P);
  snprintf(ctx, sizeof ctx, "after '%s'", fn);
  if (!expect(P, T_LPAREN, ctx)) return NULL;
  kir_barobj *bar = NULL;
  token first = P->tok;
  int neg = P->tok.kind == T_MINUS;
  if (neg) {
    consume(P);
    if (P->tok.kind != T_INT) {
      expected(P, "a barrier id after '-'");
      return NULL;
    }
  }
  if (P->tok.kind == T_INT) {
    int64_t id = neg ? -P->tok.ival : P->tok.ival;
    ww_loc at = tok_loc(P, &first);
    size_t width = (size_t)(P->tok.off + P->tok.len - first.off);
    if (id < KIR_BAR_ID_MIN || id > KIR_BAR_NAMED_MAX) {
      error_at(P, at, width,
               "unknown barrier id %lld: the ids are -1 (workgroup), -2 (workgroup trap), -3 (cluster), "
               "-4 (cluster trap), 0 (NULL) and 1 to %d (named)",
               (long long)id, KIR_BAR_NAMED_MAX);
      return NULL;
    }
    bar = kir_barobj_predefined(P->a, P->k, (int)id, at);
  } else if (P->tok.kind == T_NAME) {
    token name = P->tok;
    sym *sy = lookup(P, &name);
    if (!sy) {
      error_tok(P, &name, "unknown name '%s'", tok_name(P, &name));
      return NULL;
    }
    if (sy->kind != SYM_BAROBJ) {
      error_tok(P, &name, "'%s' is a %s, not a barrier object", sy->name, sym_kind_name(sy));
      return NULL;
    }
    bar = sy->p;
  } else {
    snprintf(ctx, sizeof ctx, "a barrier object or id in '%s'", fn);
    expected(P, ctx);
    return NULL;
  }
  consume(P);
  kir_stmt *s = new_stmt(P, KS_BAR_OP, &kw);
  s->u.bar.op = op;
  s->u.bar.bar = bar;
  if (op == KIR_BAR_INIT) {
    if (!expect(P, T_COMMA, "after the barrier object (barrier_init(bar, count))")) return NULL;
    s->u.bar.arg = parse_int_expr(P, "the count of 'barrier_init'");
  } else if (op == KIR_BAR_ARRIVE && accept(P, T_COMMA)) {
    s->u.bar.arg = parse_int_expr(P, "the count of 'barrier_arrive'");
  }
  snprintf(ctx, sizeof ctx, "after the arguments of '%s'", fn);
  if (!P->panic) expect(P, T_RPAREN, ctx);
  return P->panic ? NULL : s;
}

/* 'fence' '(' ORDER ',' SCOPE (',' SPACE)* ')': without spaces, all of them. */
static kir_stmt *parse_fence(parser *P) {
  static const char *const orders[] = {"acquire", "release", "acq_rel", "seq_cst"};
  static const char *const scopes[] = {"wavefront", "workgroup", "cluster", "agent", "system"};
  static const kir_sync_scope scope_vals[] = {KIR_SS_WAVEFRONT, KIR_SS_WORKGROUP, KIR_SS_CLUSTER,
                                              KIR_SS_AGENT, KIR_SS_SYSTEM};
  token kw = P->tok;
  consume(P);
  if (!expect(P, T_LPAREN, "after 'fence'")) return NULL;
  int o = -1, sc = -1;
  for (int i = 0; i < 4; i++)
    if (name_is(P, &P->tok, orders[i])) o = i;
  if (o < 0) {
    expected(P, "a memory order (acquire, release, acq_rel or seq_cst)");
    return NULL;
  }
  consume(P);
  if (!expect(P, T_COMMA, "after the order of 'fence' (fence(order, scope))")) return NULL;
  for (int i = 0; i < 5; i++)
    if (name_is(P, &P->tok, scopes[i])) sc = i;
  if (sc < 0) {
    expected(P, "a fence scope (wavefront, workgroup, cluster, agent or system)");
    return NULL;
  }
  consume(P);
  unsigned spaces = 0;
  while (accept(P, T_COMMA)) {
    unsigned sp = P->tok.kind == K_SHARED ? KIR_SPACE_SHARED : P->tok.kind == K_GLOBAL ? KIR_SPACE_GLOBAL : 0;
    if (P->tok.kind == K_LOCAL) {
      error_tok(P, &P->tok, "'local' buffers are a wave's own and need no fence; the LDS (LLVM's local "
                            "address space) is 'shared' here");
      return NULL;
    }
    if (!sp) {
      expected(P, "an address space of 'fence' (shared or global)");
      return NULL;
    }
    if (spaces & sp) {
      error_tok(P, &P->tok, "'%s' is named twice", kir_space_name(sp));
      return NULL;
    }
    spaces |= sp;
    consume(P);
  }
  if (!expect(P, T_RPAREN, "after the arguments of 'fence'")) return NULL;
  kir_stmt *s = new_stmt(P, KS_FENCE, &kw);
  s->u.fence.order = (kir_fence_order)o;
  s->u.fence.scope = scope_vals[sc];
  s->u.fence.spaces = spaces ? spaces : KIR_SPACES_ALL;
  return s;
}

static kir_stmt *parse_stmt(parser *P) {
  token t = P->tok;
  switch (t.kind) {
  case K_LET: return parse_let(P);
  case K_FOR: case T_AT: return parse_for(P);
  case K_IF: return parse_if(P);
  case T_NAME: return parse_name_stmt(P);
  case K_ASYNC: {
    consume(P);
    kir_stmt *s = new_stmt(P, KS_ASYNC, &t);
    parse_block(P, &s->u.async.body, "'async'");
    return P->panic ? NULL : s;
  }
  case K_COMMIT: {
    consume(P);
    if (!expect(P, T_LPAREN, "after 'commit' (commit(queue) { ... })")) return NULL;
    kir_expr *q = parse_int_expr(P, "the queue of 'commit'");
    if (!expect(P, T_RPAREN, "after the queue of 'commit'")) return NULL;
    kir_stmt *s = new_stmt(P, KS_COMMIT, &t);
    s->u.commit.queue = q;
    parse_block(P, &s->u.commit.body, "'commit'");
    return P->panic ? NULL : s;
  }
  case K_WAIT: {
    consume(P);
    if (!expect(P, T_LPAREN, "after 'wait' (wait(queue, count))")) return NULL;
    kir_expr *q = parse_int_expr(P, "the queue of 'wait'");
    if (!expect(P, T_COMMA, "after the queue of 'wait' (wait(queue, count))")) return NULL;
    kir_expr *n = parse_int_expr(P, "the count of 'wait'");
    if (!expect(P, T_RPAREN, "after the arguments of 'wait'")) return NULL;
    kir_stmt *s = new_stmt(P, KS_WAIT, &t);
    s->u.wait.queue = q;
    s->u.wait.count = n;
    return s;
  }
  case K_ASYNCMARK:
    consume(P);
    return new_stmt(P, KS_ASYNCMARK, &t);
  case K_WAIT_ASYNCMARK: {
    consume(P);
    if (!expect(P, T_LPAREN, "after 'wait_asyncmark' (wait_asyncmark(count))")) return NULL;
    kir_expr *n = parse_int_expr(P, "the count of 'wait_asyncmark'");
    if (!expect(P, T_RPAREN, "after the count of 'wait_asyncmark'")) return NULL;
    kir_stmt *s = new_stmt(P, KS_WAIT_ASYNCMARK, &t);
    s->u.wait_mark.count = n;
    return s;
  }
  case K_BARRIER:
    consume(P);
    if (!expect(P, T_LPAREN, "after 'barrier' (the workgroup barrier is 'barrier()')")) return NULL;
    if (!expect(P, T_RPAREN, "after 'barrier(' (it takes no arguments)")) return NULL;
    return new_stmt(P, KS_BARRIER, &t);
  case K_BARRIER_INIT: return parse_bar_op(P, KIR_BAR_INIT);
  case K_BARRIER_JOIN: return parse_bar_op(P, KIR_BAR_JOIN);
  case K_BARRIER_DROP: return parse_bar_op(P, KIR_BAR_DROP);
  case K_BARRIER_ARRIVE: return parse_bar_op(P, KIR_BAR_ARRIVE);
  case K_BARRIER_WAIT: return parse_bar_op(P, KIR_BAR_WAIT);
  case K_FENCE: return parse_fence(P);
  case K_ELSE: error_tok(P, &t, "'else' without a matching 'if'"); return NULL;
  case K_BARRIER_OBJECT: case K_ALLOC:
    error_tok(P, &t, "'%s' needs a name: 'NAME = %s ...'", kir_tok_spelling(t.kind), kir_tok_spelling(t.kind));
    return NULL;
  default:
    expected(P, "a statement");
    return NULL;
  }
}

/* ---------------- kernels ---------------- */

/* NAME ':' scope type '[' extents ']'  |  NAME ':' type ['=' expr] */
static void parse_param(parser *P, kir_kernel *k, kir_param **v, int *n, int *cap) {
  if (!expect_new_name(P, "for a parameter")) return;
  token name = P->tok;
  consume(P);
  char ctx[400];
  snprintf(ctx, sizeof ctx, "after the parameter name '%s'", tok_name(P, &name));
  if (!expect(P, T_COLON, ctx)) return;
  kir_param prm = {0};
  if (P->tok.kind == K_GLOBAL || P->tok.kind == K_SHARED || P->tok.kind == K_LOCAL) {
    token sc = P->tok;
    kir_scope scope;
    parse_scope_kw(P, &scope, "");
    if (scope != KIR_GLOBAL) {
      error_tok(P, &sc, "buffer parameters are global ('%s' buffers are made with 'alloc')",
                kir_scope_name(scope));
      return;
    }
    kir_type t;
    if (!parse_type_kw(P, &t, "after 'global'")) return;
    kir_buf *b = kir_buf_new(P->a, k, "", scope, t, 0);
    b->name = tok_name(P, &name);
    b->loc = tok_loc(P, &name);
    b->is_param = 1;
    parse_extents(P, b);
    if (P->panic || !define(P, &P->syms, &name, SYM_BUF, b)) return;
    prm.kind = KIR_PARAM_BUF;
    prm.buf = b;
  } else if (is_type_kw(P->tok.kind)) {
    kir_type t = type_of_kw(P->tok.kind);
    consume(P);
    kir_var *var = kir_var_new(P->a, k, "", t, KIR_VAR_PARAM);
    var->name = tok_name(P, &name);
    var->loc = tok_loc(P, &name);
    if (accept(P, T_ASSIGN)) {
      kir_expr *e = parse_expr(P);
      if (P->panic) return;
      if (e->type == KIR_BOOL || (kir_type_is_int(t) && kir_type_is_float(e->type))) {
        error_at(P, e->loc, (size_t)e->len, "the default of '%s' (%s) must be %s", var->name,
                 kir_type_name(e->type), kir_type_is_int(t) ? "an integer" : "a number");
        return;
      }
      var->init = e;
    }
    if (!define(P, &P->syms, &name, SYM_VAR, var)) return;
    prm.kind = KIR_PARAM_SCALAR;
    prm.var = var;
  } else {
    expected(P, "a memory scope (a buffer: global f32[16]) or a type (a scalar: i32)");
    return;
  }
  WW_VEC_PUSH(*v, *n, *cap, prm);
}

static void parse_kernel(parser *P) {
  consume(P); /* 'kernel' */
  if (!expect_new_name(P, "after 'kernel'")) return;
  token name = P->tok;
  consume(P);
  kir_kernel *k = ww_alloc(P->a, sizeof *k);
  k->name = tok_name(P, &name);
  k->loc = tok_loc(P, &name);
  k->waves = 1;
  k->cluster = 1;
  if (!define(P, &P->kernels, &name, SYM_KERNEL, k)) return;
  P->k = k;
  k->wave_id = kir_var_new(P->a, k, "wave_id", KIR_I32, KIR_VAR_BUILTIN);
  k->num_waves = kir_var_new(P->a, k, "num_waves", KIR_I32, KIR_VAR_BUILTIN);
  k->workgroup_id = kir_var_new(P->a, k, "workgroup_id", KIR_I32, KIR_VAR_BUILTIN);
  k->num_workgroups = kir_var_new(P->a, k, "num_workgroups", KIR_I32, KIR_VAR_BUILTIN);
  symtab_free(&P->syms);
  symtab_init(&P->syms);
  scope_push(&P->syms);
  define_builtin(P, k->wave_id);
  define_builtin(P, k->num_waves);
  define_builtin(P, k->workgroup_id);
  define_builtin(P, k->num_workgroups);
  char ctx[400];
  snprintf(ctx, sizeof ctx, "after the kernel name '%s'", k->name);
  if (!expect(P, T_LPAREN, ctx)) return;
  kir_param *params = NULL;
  int n = 0, cap = 0;
  if (P->tok.kind != T_RPAREN) {
    for (;;) {
      parse_param(P, k, &params, &n, &cap);
      if (P->panic || !accept(P, T_COMMA)) break;
    }
  }
  if (!P->panic) expect(P, T_RPAREN, "after the parameters");
  k->nparams = n;
  if (n) {
    k->params = ww_alloc(P->a, (size_t)n * sizeof *params);
    memcpy(k->params, params, (size_t)n * sizeof *params);
  }
  free(params);
  if (P->panic) return;
  /* Attributes, each at most once: waves(W) wave_size(32|64) cluster(C). */
  for (;;) {
    static const char *const attr[] = {"waves", "wave_size", "cluster"};
    int which = -1;
    for (int i = 0; i < 3; i++)
      if (name_is(P, &P->tok, attr[i])) which = i;
    if (which < 0) break;
    int given = which == 0 ? k->waves_given : which == 1 ? k->wave_size != 0 : k->cluster_given;
    if (given) {
      error_tok(P, &P->tok, "'%s' is given twice", attr[which]);
      return;
    }
    consume(P);
    char actx[64];
    snprintf(actx, sizeof actx, "after '%s' (%s(N))", attr[which], attr[which]);
    if (!expect(P, T_LPAREN, actx)) return;
    if (P->tok.kind != T_INT) {
      expected(P, which == 0 ? "the number of waves" : which == 1 ? "the wave size (32 or 64)"
                                                                  : "the number of workgroups");
      return;
    }
    int64_t v = P->tok.ival;
    ww_loc at = tok_loc(P, &P->tok);
    if (which == 0) {
      if (v < 1 || v > KIR_MAX_WAVES) {
        error_tok(P, &P->tok, "the number of waves must be between 1 and %d", KIR_MAX_WAVES);
        return;
      }
      k->waves = (int)v;
      k->waves_given = 1;
      k->waves_loc = at;
    } else if (which == 1) {
      if (v != 32 && v != 64) {
        error_tok(P, &P->tok, "the wave size is 32 or 64, not %lld", (long long)v);
        return;
      }
      k->wave_size = (int)v;
      k->wave_size_loc = at;
    } else {
      if (v < 1 || v > KIR_MAX_CLUSTER) {
        error_tok(P, &P->tok, "a cluster has between 1 and %d workgroups", KIR_MAX_CLUSTER);
        return;
      }
      k->cluster = (int)v;
      k->cluster_given = 1;
      k->cluster_loc = at;
    }
    consume(P);
    snprintf(ctx, sizeof ctx, "after the argument of '%s'", attr[which]);
    if (!expect(P, T_RPAREN, ctx)) return;
  }
  if (P->tok.kind != T_LBRACE) {
    char what[400];
    snprintf(what, sizeof what, "'waves(N)', 'wave_size(N)', 'cluster(N)' or '{' after the parameters of kernel '%s'",
             k->name);
    expected(P, what);
    return;
  }
  char owner[400];
  snprintf(owner, sizeof owner, "kernel '%s'", k->name);
  parse_block(P, &k->body, owner);
  if (P->prog->nkernels == P->kcap) {
    P->kcap = P->kcap ? 2 * P->kcap : 4;
    kir_kernel **v = ww_alloc(P->a, (size_t)P->kcap * sizeof *v);
    if (P->prog->nkernels) memcpy(v, P->prog->kernels, (size_t)P->prog->nkernels * sizeof *v);
    P->prog->kernels = v;
  }
  P->prog->kernels[P->prog->nkernels++] = k;
}

int kir_parse(const ww_source *src, kir_program *prog, ww_diags *d) {
  memset(prog, 0, sizeof *prog);
  prog->src = src;
  parser *P = ww_xmalloc(sizeof *P);
  memset(P, 0, sizeof *P);
  P->src = src;
  P->d = d;
  P->prog = prog;
  P->a = &prog->arena;
  symtab_init(&P->syms);
  symtab_init(&P->kernels);
  scope_push(&P->kernels);
  kir_lex_init(&P->lx, src);
  P->tok.kind = T_NEWLINE;
  next(P);
  for (;;) {
    skip_newlines(P);
    if (P->tok.kind == T_EOF || P->fatal) break;
    size_t before = P->tok.off;
    if (P->tok.kind == K_KERNEL) parse_kernel(P);
    else expected(P, "'kernel'");
    if (P->panic) {
      resync(P);
      if (P->tok.off == before && P->tok.kind != T_EOF) next(P); /* a stray '}' */
    } else if (!at_line_end(P)) {
      expected(P, "newline after the kernel");
      resync(P);
    }
  }
  if (!P->nerrors && prog->nkernels == 0) {
    P->tok.nl_before = 0;
    expected(P, "'kernel'");
  }
  int nerrors = P->nerrors;
  if (P->fatal) {
    ww_loc none = {src, 0, 0, 0};
    ww_diag_add(d, WW_NOTE, none, 0, "too many errors; stopping after %d", MAX_ERRORS);
  }
  symtab_free(&P->syms);
  symtab_free(&P->kernels);
  free(P);
  if (nerrors) return -1;
  return kir_validate(prog, d) ? -1 : 0;
}

void kir_program_free(kir_program *prog) {
  ww_arena_release(&prog->arena);
  prog->nkernels = 0;
  prog->kernels = NULL;
}
