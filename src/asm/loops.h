/* loops.h - natural loops of a function's CFG (loops.c). */
#ifndef WW_LOOPS_H
#define WW_LOOPS_H

#include "asm.h"

/* Natural loops of a function: per block the innermost loop holding it, per
 * loop its body (its blocks, sorted) and its preheader (the one block outside
 * that enters it). Each loop's body is found once, from all its back edges,
 * so the work is the sum of the bodies, not loops times blocks. */
typedef struct asm_loops {
  uint32_t n;
  int32_t *inner;     /* per block */
  uint32_t **body;    /* per loop: its blocks, ascending */
  uint32_t *size;
  int32_t *preheader; /* per loop, -1: none */
} asm_loops;

/* Finds f's loops into *L; asm_loops_free frees them. */
void asm_loops_find(const asm_func *f, asm_loops *L);
void asm_loops_free(asm_loops *L);
/* Is block b in the body of loop l? */
int asm_loops_contains(const asm_loops *L, uint32_t l, uint32_t b);

#endif
