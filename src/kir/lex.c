/*
 * lex.c - splitting kernel IR text (.wk) into tokens.
 *
 * Comments run from '#' or '//' to the end of the line. Newlines are tokens
 * (they end statements); the parser drops them inside brackets. Integer
 * literals are read by hand with an overflow check; floats need a digit after
 * '.', so "1." is an error rather than a silent integer. Every byte that
 * cannot start a token becomes a T_ERROR token, so binary input gives an
 * error at its first bad byte, never a crash.
 */
#include "lex.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const spellings[T_NKINDS] = {
    [T_EOF] = "end of file", [T_NEWLINE] = "newline", [T_SEMI] = ";", [T_NAME] = "name",
    [T_INT] = "integer", [T_FLOAT] = "float", [T_ERROR] = "error",
    [T_LPAREN] = "(", [T_RPAREN] = ")", [T_LBRACKET] = "[", [T_RBRACKET] = "]",
    [T_LBRACE] = "{", [T_RBRACE] = "}", [T_COMMA] = ",", [T_COLON] = ":", [T_AT] = "@",
    [T_ASSIGN] = "=", [T_PLUS_ASSIGN] = "+=", [T_MINUS_ASSIGN] = "-=", [T_STAR_ASSIGN] = "*=",
    [T_ARROW] = "<-", [T_LT] = "<", [T_LE] = "<=", [T_GT] = ">", [T_GE] = ">=", [T_EQ] = "==",
    [T_NE] = "!=", [T_PLUS] = "+", [T_MINUS] = "-", [T_STAR] = "*", [T_SLASH] = "/",
    [T_PERCENT] = "%",
    [K_KERNEL] = "kernel", [K_FOR] = "for", [K_IN] = "in", [K_RANGE] = "range", [K_IF] = "if",
    [K_ELSE] = "else", [K_LET] = "let", [K_ALLOC] = "alloc", [K_ASYNC] = "async",
    [K_COMMIT] = "commit", [K_WAIT] = "wait", [K_ASYNCMARK] = "asyncmark",
    [K_WAIT_ASYNCMARK] = "wait_asyncmark", [K_BARRIER] = "barrier",
    [K_BARRIER_OBJECT] = "barrier_object", [K_BARRIER_INIT] = "barrier_init",
    [K_BARRIER_JOIN] = "barrier_join", [K_BARRIER_DROP] = "barrier_drop",
    [K_BARRIER_ARRIVE] = "barrier_arrive", [K_BARRIER_WAIT] = "barrier_wait",
    [K_FENCE] = "fence", [K_GATHER] = "gather", [K_AND] = "and", [K_OR] = "or", [K_NOT] = "not",
    [K_GLOBAL] = "global", [K_SHARED] = "shared", [K_LOCAL] = "local", [K_I32] = "i32",
    [K_I64] = "i64", [K_F16] = "f16", [K_F32] = "f32", [K_F64] = "f64",
};

const char *kir_tok_spelling(tok_kind k) { return k < T_NKINDS && spellings[k] ? spellings[k] : "?"; }

void kir_lex_init(lexer *lx, const ww_source *src) {
  lx->src = src;
  lx->pos = 0;
  lx->line = 1;
  lx->line_off = 0;
}

static int is_alpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static int is_digit(int c) { return c >= '0' && c <= '9'; }
static int is_alnum(int c) { return is_alpha(c) || is_digit(c); }
static int hex_value(int c) {
  if (is_digit(c)) return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

static tok_kind keyword(const char *s, size_t n) {
  /* Every keyword is 2..15 bytes; names outside that range skip the scan. */
  if (n < 2 || n > 15) return T_NAME;
  for (int k = K_KERNEL; k < T_NKINDS; k++)
    if (strlen(spellings[k]) == n && memcmp(spellings[k], s, n) == 0) return (tok_kind)k;
  return T_NAME;
}

static void set_error(token *t, size_t len, const char *fmt, ...) WW_PRINTF(3, 4);
static void set_error(token *t, size_t len, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(t->msg, sizeof t->msg, fmt, ap);
  va_end(ap);
  t->kind = T_ERROR;
  t->len = len;
}

/* A number: decimal or 0x hex integer, or a float (digits '.' digits, with an
 * optional exponent; or digits with an exponent). */
static void lex_number(lexer *lx, token *t) {
  const char *s = lx->src->text;
  size_t n = lx->src->len, i = lx->pos;
  t->kind = T_INT;
  if (s[i] == '0' && i + 1 < n && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
    size_t j = i + 2;
    uint64_t v = 0;
    int over = 0;
    while (j < n && hex_value((unsigned char)s[j]) >= 0) {
      if (v > ((uint64_t)INT64_MAX >> 4)) over = 1;
      v = (v << 4) | (uint64_t)hex_value((unsigned char)s[j]);
      if (v > (uint64_t)INT64_MAX) over = 1;
      j++;
    }
    if (j == i + 2) {
      set_error(t, 2, "expected hex digits after '0x'");
    } else if (j < n && is_alnum((unsigned char)s[j])) {
      while (j < n && is_alnum((unsigned char)s[j])) j++;
      set_error(t, j - i, "invalid digit in hex literal");
    } else if (over) {
      set_error(t, j - i, "integer literal is too large (the largest is 0x7fffffffffffffff)");
    } else {
      t->ival = (int64_t)v;
    }
    t->len = j - i;
    lx->pos = j;
    return;
  }
  size_t j = i;
  uint64_t v = 0;
  int over = 0;
  while (j < n && is_digit((unsigned char)s[j])) {
    unsigned d = (unsigned)(s[j] - '0');
    if (v > ((uint64_t)INT64_MAX - d) / 10) over = 1;
    else v = v * 10 + d;
    j++;
  }
  int is_float = 0;
  if (j < n && s[j] == '.') {
    if (j + 1 < n && is_digit((unsigned char)s[j + 1])) {
      is_float = 1;
      j++;
      while (j < n && is_digit((unsigned char)s[j])) j++;
    } else {
      t->len = j + 1 - i;
      lx->pos = j + 1;
      if (j - i <= 40)
        set_error(t, j + 1 - i, "expected a digit after '.' in a float literal (write '%.*s.0')",
                  (int)(j - i), s + i);
      else
        set_error(t, j + 1 - i, "expected a digit after '.' in a float literal");
      return;
    }
  }
  if (j < n && (s[j] == 'e' || s[j] == 'E')) {
    size_t k = j + 1;
    if (k < n && (s[k] == '+' || s[k] == '-')) k++;
    if (k < n && is_digit((unsigned char)s[k])) {
      is_float = 1;
      j = k;
      while (j < n && is_digit((unsigned char)s[j])) j++;
    }
  }
  if (j < n && (is_alnum((unsigned char)s[j]) || s[j] == '.')) {
    size_t k = j;
    while (k < n && (is_alnum((unsigned char)s[k]) || s[k] == '.')) k++;
    t->len = k - i;
    lx->pos = k;
    set_error(t, k - i, "invalid suffix '%.*s%s' on a number", (int)(k - j < 20 ? k - j : 20),
              s + j, k - j < 20 ? "" : "...");
    return;
  }
  t->len = j - i;
  lx->pos = j;
  if (!is_float) {
    if (over) set_error(t, j - i, "integer literal is too large (the largest is 9223372036854775807)");
    else t->ival = (int64_t)v;
    return;
  }
  /* strtod needs a terminated string; the literal is copied (it may be long). */
  char small[64], *buf = j - i < sizeof small ? small : ww_xmalloc(j - i + 1);
  memcpy(buf, s + i, j - i);
  buf[j - i] = 0;
  errno = 0;
  double f = strtod(buf, NULL);
  if (buf != small) free(buf);
  t->kind = T_FLOAT;
  t->fval = f;
  if (isinf(f)) set_error(t, j - i, "float literal is too large for f64");
}

void kir_lex_next(lexer *lx, token *t) {
  const char *s = lx->src->text;
  size_t n = lx->src->len;
  size_t i = lx->pos;
  /* blanks and comments */
  for (;;) {
    while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\f' || s[i] == '\v'))
      i++;
    if (i < n && (s[i] == '#' || (s[i] == '/' && i + 1 < n && s[i + 1] == '/'))) {
      const char *nl = memchr(s + i, '\n', n - i);
      size_t end = nl ? (size_t)(nl - s) : n;
      const char *nul = memchr(s + i, 0, end - i);
      if (nul) { /* binary input: an error at the NUL; the rest of the line is skipped */
        t->off = (size_t)(nul - s);
        t->line = lx->line;
        t->col = (int)(t->off - lx->line_off) + 1;
        t->line_off = lx->line_off;
        t->nl_before = 0;
        lx->pos = end;
        set_error(t, 1, "NUL byte in input: not a kernel IR text file");
        return;
      }
      i = end;
      continue;
    }
    break;
  }
  lx->pos = i;
  t->off = i;
  t->len = 1;
  t->line = lx->line;
  t->col = (int)(i - lx->line_off) + 1;
  t->line_off = lx->line_off;
  t->nl_before = 0;
  t->ival = 0;
  t->fval = 0;
  t->msg[0] = 0;
  if (i >= n) {
    t->kind = T_EOF;
    t->len = 0;
    return;
  }
  unsigned char c = (unsigned char)s[i];
  if (c == '\n') {
    t->kind = T_NEWLINE;
    lx->pos = i + 1;
    lx->line++;
    lx->line_off = i + 1;
    return;
  }
  if (is_alpha(c)) {
    size_t j = i + 1;
    while (j < n && is_alnum((unsigned char)s[j])) j++;
    t->kind = keyword(s + i, j - i);
    t->len = j - i;
    lx->pos = j;
    /* bounded, so that every message quoting a name stays short */
    if (j - i > KIR_MAX_NAME)
      set_error(t, j - i, "name is too long (%zu bytes; at most %d)", j - i, KIR_MAX_NAME);
    return;
  }
  if (is_digit(c)) {
    lex_number(lx, t);
    return;
  }
  char c1 = i + 1 < n ? s[i + 1] : 0;
  tok_kind k = T_ERROR;
  size_t len = 1;
  switch (c) {
  case '(': k = T_LPAREN; break;
  case ')': k = T_RPAREN; break;
  case '[': k = T_LBRACKET; break;
  case ']': k = T_RBRACKET; break;
  case '{': k = T_LBRACE; break;
  case '}': k = T_RBRACE; break;
  case ',': k = T_COMMA; break;
  case ':': k = T_COLON; break;
  case ';': k = T_SEMI; break;
  case '@': k = T_AT; break;
  case '/': k = T_SLASH; break;
  case '%': k = T_PERCENT; break;
  case '=': k = c1 == '=' ? T_EQ : T_ASSIGN; break;
  case '+': k = c1 == '=' ? T_PLUS_ASSIGN : T_PLUS; break;
  case '-': k = c1 == '=' ? T_MINUS_ASSIGN : T_MINUS; break;
  case '*': k = c1 == '=' ? T_STAR_ASSIGN : T_STAR; break;
  case '<': k = c1 == '=' ? T_LE : c1 == '-' ? T_ARROW : T_LT; break;
  case '>': k = c1 == '=' ? T_GE : T_GT; break;
  case '!':
    if (c1 == '=') k = T_NE;
    break;
  default: break;
  }
  if (k != T_ERROR) {
    if (k == T_EQ || k == T_NE || k == T_LE || k == T_GE || k == T_ARROW || k == T_PLUS_ASSIGN ||
        k == T_MINUS_ASSIGN || k == T_STAR_ASSIGN)
      len = 2;
    t->kind = k;
    t->len = len;
    lx->pos = i + len;
    return;
  }
  lx->pos = i + 1;
  if (c == 0) set_error(t, 1, "NUL byte in input: not a kernel IR text file");
  else if (c == '!') set_error(t, 1, "unexpected character '!' (write 'not' for negation)");
  else if (c == '&' || c == '|')
    set_error(t, 1, "unexpected character '%c' (write '%s')", c, c == '&' ? "and" : "or");
  else if (c == '.' && i + 1 < n && is_digit((unsigned char)s[i + 1])) {
    size_t j = i + 1;
    while (j < n && (is_alnum((unsigned char)s[j]) || s[j] == '.')) j++;
    if (j - i <= 40)
      set_error(t, 1, "a float literal needs a digit before '.' (write '0%.*s')", (int)(j - i), s + i);
    else
      set_error(t, 1, "a float literal needs a digit before '.'");
  }
  else if (c > 0x20 && c < 0x7f) set_error(t, 1, "unexpected character '%c'", c);
  else set_error(t, 1, "unexpected byte 0x%02x: not a kernel IR text file?", c);
}
