/*
 * operand_syntax.c - which bytes an expression operand may hold.
 *
 * llvm-mc reads an operand that is no register, number or modifier as an
 * MC expression: symbols (letters, digits, '_', '.', '$'), numbers,
 * parentheses, unary and binary operators, relocation specifiers after a
 * symbol (sym@rel32@lo), and in macro bodies arguments (\name). Anything
 * else ('#', '?', '@' with no symbol before it...) is "unknown token in
 * expression" there, and an error here.
 */
#include "operand_syntax.h"

/* 1: symbol or number byte; 2: operator or parenthesis. */
static const uint8_t expr_byte[256] = {
    ['$'] = 1, ['.'] = 1, ['_'] = 1,
    ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1,
    ['8'] = 1, ['9'] = 1,
    ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1, ['G'] = 1, ['H'] = 1,
    ['I'] = 1, ['J'] = 1, ['K'] = 1, ['L'] = 1, ['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1,
    ['Q'] = 1, ['R'] = 1, ['S'] = 1, ['T'] = 1, ['U'] = 1, ['V'] = 1, ['W'] = 1, ['X'] = 1,
    ['Y'] = 1, ['Z'] = 1,
    ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1, ['g'] = 1, ['h'] = 1,
    ['i'] = 1, ['j'] = 1, ['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1, ['o'] = 1, ['p'] = 1,
    ['q'] = 1, ['r'] = 1, ['s'] = 1, ['t'] = 1, ['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1,
    ['y'] = 1, ['z'] = 1,
    ['+'] = 2, ['-'] = 2, ['*'] = 2, ['/'] = 2, ['%'] = 2, ['&'] = 2, ['|'] = 2, ['^'] = 2,
    ['~'] = 2, ['!'] = 2, ['<'] = 2, ['>'] = 2, ['='] = 2, ['('] = 2, [')'] = 2,
};

int asm_expr_bad_byte(const char *s, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (expr_byte[c]) continue;
    /* sym@lo: a specifier right after a symbol, itself a symbol */
    if (c == '@' && i > 0 && expr_byte[(unsigned char)s[i - 1]] == 1 && i + 1 < n &&
        expr_byte[(unsigned char)s[i + 1]] == 1)
      continue;
    /* \name: an argument of a .macro or .irp body, which llvm-mc replaces
     * (waitwise does not expand them: .irp is an error at the directive) */
    if (c == '\\' && i + 1 < n && expr_byte[(unsigned char)s[i + 1]] == 1) continue;
    return (int)i;
  }
  return -1;
}
