/*
 * stmt_memo.h - instruction statements the reader has parsed, found again
 * by their text.
 *
 * Kernels repeat statement text (the same "v_fma_f32 v1, v2, v3, v1" on many
 * lines): reader.c parses a text once per parse job and copies the parsed
 * instruction for every later line that has the same text. A table is one
 * job's (one thread's), so what is found never depends on the threads. A
 * slot holds the index of the instruction parsed from a text, whose line
 * gives the text. The table lives in the job's arena, next to the
 * instructions: memory already mapped (a fresh page costs a fault, about
 * as much as parsing a few lines; malloc's heap was trimmed and faulted in
 * again). It has twice as many slots as the job has instruction lines, at
 * most ASM_STMT_MEMO_MAX_SLOTS, and stops taking statements when three
 * quarters are used.
 */
#ifndef WW_STMT_MEMO_H
#define WW_STMT_MEMO_H

#include <stdint.h>
#include <string.h>

#include "asm.h"

/* The most slots a table has (8 bytes each: 256 KiB). */
#define ASM_STMT_MEMO_MAX_SLOTS 32768u

typedef struct asm_memo_slot {
  uint32_t tag;   /* the high half of the text's hash; its low bits: the slot */
  uint32_t inst1; /* 1 + the instruction parsed from it; 0: an empty slot */
} asm_memo_slot;

typedef struct asm_stmt_memo {
  asm_memo_slot *slots; /* NULL: no table (nothing is found or kept) */
  uint32_t mask;       /* slots - 1 */
  uint32_t used, cap;  /* statements held, and the most it takes */
} asm_stmt_memo;

/* A table in arena a for `statements` instruction lines; 0: none. */
void asm_stmt_memo_init(asm_stmt_memo *m, ww_arena *a, uint32_t statements);

static inline uint64_t asm_stmt_load8(const char *s) {
  uint64_t w;
  memcpy(&w, s, 8);
  return w;
}

/* The hash of s[0..n), read 8 bytes at a time (inline: a statement is a
 * few words, and the hash is taken on every instruction line). */
static inline uint64_t asm_stmt_hash(const char *s, uint32_t n) {
  const uint64_t k1 = 0x9e3779b97f4a7c15ull, k2 = 0xff51afd7ed558ccdull;
  uint64_t h = n * k2;
  uint32_t i = 0;
  for (; i + 8 <= n; i += 8) h = (h ^ asm_stmt_load8(s + i)) * k1;
  if (i < n) {
    uint64_t w = 0;
    if (n >= 8) { /* the last 8 bytes, over some hashed already */
      w = asm_stmt_load8(s + n - 8);
    } else {
      for (uint32_t k = 0; k < n; k++) w |= (uint64_t)(unsigned char)s[k] << (8 * k);
    }
    h = (h ^ w) * k1;
  }
  h ^= h >> 32;
  h *= k2;
  return h ^ (h >> 29);
}

/* The instruction of p parsed from the statement text s[0..len) whose
 * hash is h, or -1. */
int64_t asm_stmt_memo_find(const asm_stmt_memo *m, const asm_program *p, const char *s, uint32_t len,
                          uint64_t h);

/* Records that the statement text whose hash is h parsed into instruction
 * `inst` (not found before); nothing once the table is full. */
static inline void asm_stmt_memo_keep(asm_stmt_memo *m, uint64_t h, uint32_t inst) {
  if (!m->slots || m->used >= m->cap) return;
  uint32_t at = (uint32_t)(h >> 32);
  while (m->slots[at & m->mask].inst1) at++;
  m->slots[at & m->mask] = (asm_memo_slot){(uint32_t)(h >> 32), inst + 1};
  m->used++;
}

#endif
