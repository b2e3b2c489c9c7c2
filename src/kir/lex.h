/*
 * lex.h - tokens of the kernel IR (internal to the parser).
 *
 * The lexer is pure: kir_lex_next reads one token at a position and never
 * reports anything, so the parser may look ahead and back up freely. Bad
 * input becomes a T_ERROR token carrying its message; the parser reports it
 * when it reaches it.
 */
#ifndef WW_KIR_LEX_H
#define WW_KIR_LEX_H

#include "kir.h"

#define KIR_MAX_NAME 128   /* bytes in an identifier */

typedef enum tok_kind {
  T_EOF, T_NEWLINE, T_SEMI, T_NAME, T_INT, T_FLOAT, T_ERROR,
  T_LPAREN, T_RPAREN, T_LBRACKET, T_RBRACKET, T_LBRACE, T_RBRACE,
  T_COMMA, T_COLON, T_AT, T_ASSIGN, T_PLUS_ASSIGN, T_MINUS_ASSIGN, T_STAR_ASSIGN,
  T_ARROW, /* <- */
  T_LT, T_LE, T_GT, T_GE, T_EQ, T_NE, T_PLUS, T_MINUS, T_STAR, T_SLASH, T_PERCENT,
  /* keywords (docs/kernel-ir.md, "Lexical structure") */
  K_KERNEL, K_FOR, K_IN, K_RANGE, K_IF, K_ELSE, K_LET, K_ALLOC, K_ASYNC, K_COMMIT, K_WAIT,
  K_ASYNCMARK, K_WAIT_ASYNCMARK, K_BARRIER, K_BARRIER_OBJECT, K_BARRIER_INIT, K_BARRIER_JOIN,
  K_BARRIER_DROP, K_BARRIER_ARRIVE, K_BARRIER_WAIT, K_FENCE, K_GATHER, K_AND, K_OR, K_NOT,
  K_GLOBAL, K_SHARED, K_LOCAL, K_I32, K_I64, K_F16, K_F32, K_F64,
  T_NKINDS
} tok_kind;

typedef struct token {
  tok_kind kind;
  size_t off, len;      /* bytes of the token in the source text */
  int line, col;        /* 1-based; col counts bytes */
  size_t line_off;      /* offset of the line's first byte */
  int nl_before;        /* a newline inside brackets was skipped before it */
  int64_t ival;         /* T_INT */
  double fval;          /* T_FLOAT */
  char msg[112];        /* T_ERROR: what is wrong, ready to report */
} token;

typedef struct lexer {
  const ww_source *src;
  size_t pos;           /* next byte to read */
  int line;
  size_t line_off;
} lexer;

void kir_lex_init(lexer *lx, const ww_source *src);
/* Reads the token at lx->pos, skipping blanks and comments (not newlines). */
void kir_lex_next(lexer *lx, token *t);
/* The spelling of a punctuation or keyword kind ("(", "for"). */
const char *kir_tok_spelling(tok_kind k);
static inline int tok_is_keyword(tok_kind k) { return k >= K_KERNEL && k < T_NKINDS; }

#endif
