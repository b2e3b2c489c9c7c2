/*
 * suggest.c - "did you mean" for a mistyped command, option, category or
 * processor, as clang offers one: the known spelling nearest by edit
 * distance (insertions, deletions, substitutions and swaps of two adjacent
 * characters: "--foramt" is one step from "--format"), when it is near
 * enough to be a typo and no other spelling is as near.
 */
#include "cli.h"

#include <string.h>

#define SUGGEST_MAX_LEN 64 /* longer words are not typos of our names */

/* Optimal-string-alignment distance between a[0..na) and b[0..nb). */
static size_t edit_distance(const char *a, size_t na, const char *b, size_t nb) {
  size_t d[SUGGEST_MAX_LEN + 1][SUGGEST_MAX_LEN + 1];
  for (size_t i = 0; i <= na; i++) d[i][0] = i;
  for (size_t j = 0; j <= nb; j++) d[0][j] = j;
  for (size_t i = 1; i <= na; i++)
    for (size_t j = 1; j <= nb; j++) {
      size_t best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
      if (d[i - 1][j] + 1 < best) best = d[i - 1][j] + 1;
      if (d[i][j - 1] + 1 < best) best = d[i][j - 1] + 1;
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < best)
        best = d[i - 2][j - 2] + 1;
      d[i][j] = best;
    }
  return d[na][nb];
}

const char *cli_nearest(const char *word, size_t len, const char *const *known, size_t n) {
  if (len == 0 || len > SUGGEST_MAX_LEN) return NULL;
  /* a third of the word may be wrong, at least one character */
  size_t limit = len / 3 > 1 ? len / 3 : 1, best = limit + 1;
  const char *pick = NULL;
  int ties = 0;
  for (size_t i = 0; i < n; i++) {
    size_t kl = strlen(known[i]);
    if (kl > SUGGEST_MAX_LEN) continue;
    size_t dist = edit_distance(word, len, known[i], kl);
    if (dist < best) best = dist, pick = known[i], ties = 0;
    else if (dist == best) ties++;
  }
  return ties ? NULL : pick;
}
