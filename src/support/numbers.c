/*
 * numbers.c - number helpers more than one module needs: the greatest
 * common divisor (the pipeliner's footprints, both lowerings) and the
 * fewest digits that print a double exactly (the kernel IR's printer and
 * the CUDA lowering), so that each has one definition.
 */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>

int64_t ww_gcd(int64_t a, int64_t b) {
  if (a < 0) a = -a;
  if (b < 0) b = -b;
  while (b) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

int ww_shortest_digits(double v) {
  char text[40];
  for (int p = 1; p < WW_DOUBLE_DIGITS; p++) {
    snprintf(text, sizeof text, "%.*e", p - 1, v);
    if (strtod(text, NULL) == v) return p;
  }
  return WW_DOUBLE_DIGITS;
}
