/*
 * stmt_memo.h - instruction statements the reader has parsed, found again
 * by their text.
 *
 * Kernels repeat statement text (the same "v_fma_f32 v1, v2, v3, v1" on many
 * lines): reader.c parses a text once per parse job and copies the parsed
 * instruction for every later line that has the same text. A table is one
 * job's (one thread's), so what is found never depends on the threads. It
 * holds statements as offsets into the source text and the index of the
 * instruction parsed from them; it is bounded and stops taking statements
 * when full.
 */
#ifndef WW_STMT_MEMO_H
#define WW_STMT_MEMO_H

#include <stdint.h>
#include <string.h>

/* The most slots a table has (16 bytes each: 512 KiB); it takes statements
 * until three quarters are used, so that probes stay short. */
#define WW_STMT_MEMO_MAX_SLOTS 32768u

typedef struct ww_memo_slot {
  uint32_t hash;      /* the low bits of the text's hash */
  uint32_t off, len;  /* the text in the source; len 0: an empty slot */
  uint32_t inst;      /* the instruction parsed from it */
} ww_memo_slot;

typedef struct ww_stmt_memo {
  ww_memo_slot *slots; /* NULL: no table (nothing is found or kept) */
  uint32_t mask;       /* slots - 1 */
  uint32_t used, cap;  /* statements held, and the most it takes */
} ww_stmt_memo;

/* A table for up to `statements` statements (bounded by
 * WW_STMT_MEMO_MAX_SLOTS); 0: none. */
void ww_stmt_memo_init(ww_stmt_memo *m, uint32_t statements);
void ww_stmt_memo_free(ww_stmt_memo *m);

static inline uint64_t ww_stmt_load8(const char *s) {
  uint64_t w;
  memcpy(&w, s, 8);
  return w;
}

/* The hash of s[0..n), read 8 bytes at a time (inline: a statement is a
 * few words, and the hash is taken on every instruction line). */
static inline uint64_t ww_stmt_hash(const char *s, uint32_t n) {
  const uint64_t k1 = 0x9e3779b97f4a7c15ull, k2 = 0xff51afd7ed558ccdull;
  uint64_t h = n * k2;
  uint32_t i = 0;
  for (; i + 8 <= n; i += 8) h = (h ^ ww_stmt_load8(s + i)) * k1;
  if (i < n) {
    uint64_t w = 0;
    if (n >= 8) { /* the last 8 bytes, over some hashed already */
      w = ww_stmt_load8(s + n - 8);
    } else {
      for (uint32_t k = 0; k < n; k++) w |= (uint64_t)(unsigned char)s[k] << (8 * k);
    }
    h = (h ^ w) * k1;
  }
  h ^= h >> 32;
  h *= k2;
  return h ^ (h >> 29);
}

/* The slot of the statement text[off, off + len) whose hash is h: the one
 * that holds it (len != 0), or the empty one where it would go (len 0,
 * filled by ww_stmt_memo_keep); NULL when there is no table. */
ww_memo_slot *ww_stmt_memo_find(const ww_stmt_memo *m, const char *text, uint32_t off,
                                uint32_t len, uint64_t h);

/* Records in the empty slot s (from ww_stmt_memo_find, with nothing kept
 * since) that the statement text[off, off + len) parsed into instruction
 * `inst`; nothing once the table is full. */
static inline void ww_stmt_memo_keep(ww_stmt_memo *m, ww_memo_slot *s, uint64_t h, uint32_t off,
                                     uint32_t len, uint32_t inst) {
  if (m->used >= m->cap) return;
  *s = (ww_memo_slot){(uint32_t)h, off, len, inst};
  m->used++;
}

#endif
