/*
 * intmath.c - integer arithmetic the analyses share (the greatest common
 * divisor), here so that the pipeliner's footprints and both lowerings use
 * one definition instead of each keeping its own.
 */
#include "support.h"

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
