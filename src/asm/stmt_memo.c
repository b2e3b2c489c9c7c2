/*
 * stmt_memo.c - the reader's table of parsed statements (stmt_memo.h):
 * open addressing, linear probes, the slot from the hash's high half.
 */
#include "stmt_memo.h"

#define MEMO_MIN_SLOTS 64u
/* The table takes statements while at most this share of it is used:
 * linear probes stay short. */
#define MEMO_FILL_NUM 3u
#define MEMO_FILL_DEN 4u

void asm_stmt_memo_init(asm_stmt_memo *m, ww_arena *a, uint32_t statements) {
  *m = (asm_stmt_memo){0};
  if (!statements) return;
  uint32_t n = MEMO_MIN_SLOTS;
  while (n < ASM_STMT_MEMO_MAX_SLOTS && n < 2 * (uint64_t)statements) n *= 2;
  m->slots = ww_alloc(a, n * sizeof *m->slots); /* zeroed: every slot empty */
  m->mask = n - 1;
  m->cap = n / MEMO_FILL_DEN * MEMO_FILL_NUM;
}

int64_t asm_stmt_memo_find(const asm_stmt_memo *m, const asm_program *p, const char *s, uint32_t len,
                          uint64_t h) {
  if (!m->slots) return -1;
  uint32_t tag = (uint32_t)(h >> 32);
  for (uint32_t at = tag;; at++) {
    const asm_memo_slot *e = &m->slots[at & m->mask];
    if (!e->inst1) return -1;
    if (e->tag != tag) continue;
    const asm_line *l = &p->lines[p->insts[e->inst1 - 1].line];
    if (l->stmt_len == len && memcmp(p->src->text + l->off + l->stmt_off, s, len) == 0)
      return e->inst1 - 1;
  }
}
