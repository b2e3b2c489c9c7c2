/*
 * stmt_memo.c - the reader's table of parsed statements (stmt_memo.h):
 * open addressing, linear probes, the slot from the hash's high bits.
 */
#include "stmt_memo.h"

#include <stdlib.h>
#include <string.h>

#include "../support/support.h"

#define MEMO_MIN_SLOTS 64u

void ww_stmt_memo_init(ww_stmt_memo *m, uint32_t statements) {
  *m = (ww_stmt_memo){0};
  if (!statements) return;
  uint32_t n = MEMO_MIN_SLOTS;
  while (n < WW_STMT_MEMO_MAX_SLOTS && n < 2 * (uint64_t)statements) n *= 2;
  m->slots = calloc(n, sizeof *m->slots);
  if (!m->slots) ww_die("out of memory (%zu bytes)", n * sizeof *m->slots);
  m->mask = n - 1;
  m->cap = n / 4 * 3;
}

void ww_stmt_memo_free(ww_stmt_memo *m) {
  free(m->slots);
  *m = (ww_stmt_memo){0};
}

ww_memo_slot *ww_stmt_memo_find(const ww_stmt_memo *m, const char *text, uint32_t off,
                                uint32_t len, uint64_t h) {
  if (!m->slots) return NULL;
  uint32_t lo = (uint32_t)h;
  for (uint32_t at = (uint32_t)(h >> 40);; at++) {
    ww_memo_slot *s = &m->slots[at & m->mask];
    if (!s->len) return s;
    if (s->hash == lo && s->len == len && memcmp(text + s->off, text + off, len) == 0) return s;
  }
}
