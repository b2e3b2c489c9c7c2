/*
 * symbols.c - absolute .set / .equ / = symbols and integer expressions
 * (symbols.h).
 */
#include "symbols.h"

#include <stdlib.h>
#include <string.h>

typedef struct sym_def {
  const char *name;
  uint32_t len, line;
  int64_t value;
  int32_t next; /* the next definition of the same name, -1: none */
} sym_def;

struct asm_symtab {
  sym_def *defs;
  uint32_t ndefs, capdefs;
  int32_t *slot; /* open addressing over names: index of the first definition, -1 empty */
  uint32_t cap;
};

static uint32_t hash(const char *s, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

static int32_t *find_slot(const asm_symtab *t, const char *s, size_t n) {
  for (uint32_t i = hash(s, n) & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
    int32_t k = t->slot[i];
    if (k < 0 || (t->defs[k].len == n && memcmp(t->defs[k].name, s, n) == 0)) return &t->slot[i];
  }
}

static void grow(asm_symtab *t) {
  uint32_t cap = t->cap ? t->cap * 2 : 64;
  int32_t *old = t->slot;
  uint32_t oldcap = t->cap;
  t->slot = ww_xmalloc(sizeof(int32_t) * cap);
  for (uint32_t i = 0; i < cap; i++) t->slot[i] = -1;
  t->cap = cap;
  for (uint32_t i = 0; i < oldcap; i++)
    if (old[i] >= 0) *find_slot(t, t->defs[old[i]].name, t->defs[old[i]].len) = old[i];
  free(old);
}

static void define(asm_symtab *t, const char *name, uint32_t len, uint32_t line, int64_t v) {
  if ((t->ndefs + 1) * 2 > t->cap) grow(t);
  sym_def d = {name, len, line, v, -1};
  int32_t *slot = find_slot(t, name, len);
  if (*slot >= 0) { /* a later definition: append to the name's chain */
    int32_t k = *slot;
    while (t->defs[k].next >= 0) k = t->defs[k].next;
    WW_VEC_PUSH(t->defs, t->ndefs, t->capdefs, d);
    t->defs[k].next = (int32_t)(t->ndefs - 1);
    return;
  }
  WW_VEC_PUSH(t->defs, t->ndefs, t->capdefs, d);
  *find_slot(t, name, len) = (int32_t)(t->ndefs - 1);
}

static int lookup(const asm_symtab *t, uint32_t line, const char *s, size_t n, int64_t *out) {
  if (!t || !t->cap) return -1;
  int32_t k = *find_slot(t, s, n);
  int found = -1;
  for (; k >= 0 && t->defs[k].line < line; k = t->defs[k].next) {
    *out = t->defs[k].value;
    found = 0;
  }
  return found;
}

/* ---- expressions: recursive descent over LLVM MC's GNU precedence ---- */

typedef struct parser {
  const asm_symtab *t;
  uint32_t line;
  const char *s;
  size_t n, i;
  int bad;
  unsigned depth; /* parentheses and unary operators open at the cursor */
} parser;

static void skip(parser *p) {
  while (p->i < p->n && (p->s[p->i] == ' ' || p->s[p->i] == '\t')) p->i++;
}

static int sym_char(int c, int first) {
  return ww_is_alpha(c) || c == '_' || c == '.' || c == '$' || (!first && ww_is_digit(c));
}

static int64_t expr(parser *p, int level);

static int64_t primary(parser *p) {
  skip(p);
  if (p->i >= p->n) return p->bad = 1, 0;
  char c = p->s[p->i];
  int nests = c == '(' || c == '-' || c == '~' || c == '!' || c == '+';
  /* each nests a recursion: bounded, so that no input overflows the stack */
  if (nests && p->depth >= ASM_EXPR_MAX_DEPTH) return p->bad = ASM_EXPR_TOO_DEEP, 0;
  if (c == '(') {
    p->i++, p->depth++;
    int64_t v = expr(p, 0);
    p->depth--;
    skip(p);
    if (p->i >= p->n || p->s[p->i] != ')') return p->bad = p->bad ? p->bad : 1, 0;
    p->i++;
    return v;
  }
  if (nests) {
    p->i++, p->depth++;
    int64_t v = primary(p);
    p->depth--;
    return c == '-' ? (int64_t)(0 - (uint64_t)v) : c == '~' ? ~v : c == '!' ? !v : v;
  }
  if (ww_is_digit((unsigned char)c)) {
    unsigned base = 10;
    if (c == '0' && p->i + 1 < p->n && (p->s[p->i + 1] == 'x' || p->s[p->i + 1] == 'X')) base = 16, p->i += 2;
    else if (c == '0' && p->i + 1 < p->n && (p->s[p->i + 1] == 'b' || p->s[p->i + 1] == 'B')) base = 2, p->i += 2;
    uint64_t v = 0;
    int digits = 0;
    for (; p->i < p->n; p->i++, digits++) {
      unsigned char d = (unsigned char)p->s[p->i];
      unsigned x = ww_is_digit(d) ? d - '0' : (d >= 'a' && d <= 'f') ? d - 'a' + 10
                   : (d >= 'A' && d <= 'F') ? d - 'A' + 10 : 99;
      if (x >= base) break;
      v = v * base + x;
    }
    if (!digits || (p->i < p->n && sym_char((unsigned char)p->s[p->i], 0))) return p->bad = 1, 0;
    return (int64_t)v;
  }
  if (sym_char((unsigned char)c, 1)) {
    size_t st = p->i;
    while (p->i < p->n && sym_char((unsigned char)p->s[p->i], 0)) p->i++;
    int64_t v;
    if (lookup(p->t, p->line, p->s + st, p->i - st, &v)) return p->bad = 1, 0;
    return v;
  }
  return p->bad = 1, 0;
}

/* The binary operator at the cursor and its level (0: + -, 1: | & ^,
 * 2: * / % << >>), or -1; *len gets its length. */
static int binop(parser *p, char *op, size_t *len) {
  skip(p);
  if (p->i >= p->n) return -1;
  char c = p->s[p->i], d = p->i + 1 < p->n ? p->s[p->i + 1] : 0;
  *op = c, *len = 1;
  if ((c == '<' && d == '<') || (c == '>' && d == '>')) return *len = 2, 2;
  if (c == '*' || c == '/' || c == '%') return 2;
  if ((c == '|' || c == '&') && d != c) return 1;
  if (c == '^') return 1;
  if (c == '+' || c == '-') return 0;
  return -1;
}

static int64_t expr(parser *p, int level) {
  if (level > 2) return primary(p);
  int64_t v = expr(p, level + 1);
  for (;;) {
    char op = 0;
    size_t len;
    if (binop(p, &op, &len) != level) return v;
    p->i += len;
    int64_t w = expr(p, level + 1);
    uint64_t a = (uint64_t)v, b = (uint64_t)w;
    switch (op) {
    case '+': v = (int64_t)(a + b); break;
    case '-': v = (int64_t)(a - b); break;
    case '|': v = v | w; break;
    case '&': v = v & w; break;
    case '^': v = v ^ w; break;
    case '*': v = (int64_t)(a * b); break;
    case '/': if (!w) return p->bad = 1, 0; v = v / w; break;
    case '%': if (!w) return p->bad = 1, 0; v = v % w; break;
    case '<': v = w >= 0 && w < 64 ? (int64_t)(a << w) : (p->bad = 1, 0); break;
    default: v = w >= 0 && w < 64 ? v >> w : (p->bad = 1, 0); break;
    }
  }
}

int asm_symtab_eval(const asm_symtab *t, uint32_t line, const char *s, size_t n, int64_t *out) {
  parser p = {t, line, s, n, 0, 0, 0};
  int64_t v = expr(&p, 0);
  skip(&p);
  if (p.bad == ASM_EXPR_TOO_DEEP) return ASM_EXPR_TOO_DEEP;
  if (p.bad || p.i != n) return -1;
  *out = v;
  return 0;
}

/* NAME and EXPR of `.set NAME, EXPR`, `.equ NAME, EXPR` or `NAME = EXPR`. */
static int definition(const char *s, uint32_t n, const char **name, uint32_t *nl,
                      const char **e, uint32_t *el) {
  uint32_t i = 0;
  int directive = 0;
  if ((n > 5 && !memcmp(s, ".set", 4)) || (n > 5 && !memcmp(s, ".equ", 4))) {
    if (s[4] != ' ' && s[4] != '\t') return 0;
    i = 5, directive = 1;
  }
  while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
  uint32_t st = i;
  while (i < n && sym_char((unsigned char)s[i], i == st)) i++;
  if (i == st) return 0;
  *name = s + st, *nl = i - st;
  while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
  if (i >= n || s[i] != (directive ? ',' : '=') || (i + 1 < n && s[i + 1] == '=')) return 0;
  *e = s + i + 1, *el = n - i - 1;
  return 1;
}

asm_symtab *asm_symtab_build(const asm_program *p, ww_diags *d) {
  asm_symtab *t = calloc(1, sizeof *t);
  if (!t) ww_die("out of memory");
  for (uint32_t k = 0; k < p->ndirs; k++) {
    uint32_t li = p->dirs[k];
    const asm_line *l = &p->lines[li];
    if (l->kind != ASM_LINE_DIRECTIVE) continue;
    const char *s = asm_line_text(p, li) + l->stmt_off, *name, *e;
    uint32_t nl, el;
    int64_t v;
    if (!definition(s, l->stmt_len, &name, &nl, &e, &el)) continue;
    int rc = asm_symtab_eval(t, li + 1, e, el, &v);
    while (el && (*e == ' ' || *e == '\t')) e++, el--; /* the caret at the expression */
    if (rc == ASM_EXPR_TOO_DEEP)
      ww_diag_add(d, WW_ERROR, asm_line_loc(p, li, l->stmt_off + (uint32_t)(e - s)), 1,
                  "expression nested deeper than %d parentheses and unary operators",
                  ASM_EXPR_MAX_DEPTH);
    if (rc) continue; /* not absolute (label arithmetic, max()) */
    define(t, name, nl, li, v);
  }
  if (!t->ndefs) {
    asm_symtab_free(t);
    return NULL;
  }
  return t;
}

void asm_symtab_free(asm_symtab *t) {
  if (!t) return;
  free(t->defs);
  free(t->slot);
  free(t);
}
