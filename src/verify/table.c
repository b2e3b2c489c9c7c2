/*
 * table.c - the visited states, as 128-bit fingerprints of their snapshots
 * in an open-addressing table (linear probing). It doubles when half full;
 * when the memory bound forbids the doubling it fills on to TABLE_FULL_LOAD
 * (probes grow longer, but the states the bound allows are searched).
 *
 * Storing fingerprints instead of states is hash compaction: two distinct
 * states with the same 128 bits would make the second look visited. With n
 * states the chance of any such pair is about n^2 / 2^129, under 10^-20 for
 * a billion states; docs/verify.md says so next to the verdict.
 *
 * The fingerprint is two 64-bit hashes of the bytes with different seeds,
 * each a multiply-rotate mix per 8-byte word and a final avalanche
 * (splitmix64's), so that nearby states spread over the table.
 */
#include "verify.h"

#include <stdlib.h>
#include <string.h>

/* The load a table the bound keeps from growing fills to: 3/4 (linear
 * probing's expected probes for a miss, (1 + 1/(1-a)^2)/2, stay at 8.5). */
#define TABLE_FULL_LOAD_NUM 3
#define TABLE_FULL_LOAD_DEN 4

#define MIX1 UINT64_C(0x9e3779b97f4a7c15)
#define MIX2 UINT64_C(0xc2b2ae3d27d4eb4f)
#define SEED_A UINT64_C(0x243f6a8885a308d3)
#define SEED_B UINT64_C(0x13198a2e03707344)
#define TABLE_INITIAL 4096

static uint64_t rotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static uint64_t avalanche(uint64_t x) {
  x ^= x >> 30;
  x *= UINT64_C(0xbf58476d1ce4e5b9);
  x ^= x >> 27;
  x *= UINT64_C(0x94d049bb133111eb);
  return x ^ (x >> 31);
}

vf_fingerprint vf_fingerprint_of(const void *data, size_t len) {
  const unsigned char *p = data;
  uint64_t a = SEED_A ^ len, b = SEED_B + len;
  size_t i = 0;
  for (; i + 8 <= len; i += 8) {
    uint64_t w;
    memcpy(&w, p + i, 8);
    a = rotl(a ^ (w * MIX1), 31) * MIX2;
    b = rotl(b + (w * MIX2), 29) * MIX1 ^ a;
  }
  uint64_t tail = 0;
  if (i < len) memcpy(&tail, p + i, len - i);
  a = avalanche(a ^ (tail * MIX1));
  b = avalanche(b + (tail * MIX2) + a);
  vf_fingerprint f = {a, b};
  if (!f.a && !f.b) f.b = 1;   /* (0, 0) marks an empty slot */
  return f;
}

static int grow(vf_state_table *t, uint64_t max_bytes) {
  size_t cap = t->cap ? 2 * t->cap : TABLE_INITIAL;
  if ((uint64_t)cap * sizeof *t->v > max_bytes) return -1;
  vf_fingerprint *v = calloc(cap, sizeof *v);
  if (!v) return -1;
  for (size_t i = 0; i < t->cap; i++) {
    vf_fingerprint f = t->v[i];
    if (!f.a && !f.b) continue;
    size_t j = (size_t)f.a & (cap - 1);
    while (v[j].a || v[j].b) j = (j + 1) & (cap - 1);
    v[j] = f;
  }
  free(t->v);
  t->v = v;
  t->cap = cap;
  return 0;
}

int vf_state_table_insert(vf_state_table *t, vf_fingerprint f, uint64_t max_bytes) {
  if (2 * (t->n + 1) > t->cap && grow(t, max_bytes) &&
      (!t->cap || (t->n + 1) * TABLE_FULL_LOAD_DEN > t->cap * TABLE_FULL_LOAD_NUM))
    return -1;
  size_t j = (size_t)f.a & (t->cap - 1);
  for (;; j = (j + 1) & (t->cap - 1)) {
    vf_fingerprint *s = &t->v[j];
    if (!s->a && !s->b) break;
    if (s->a == f.a && s->b == f.b) return 0;
  }
  t->v[j] = f;
  t->n++;
  return 1;
}

size_t vf_state_table_bytes(const vf_state_table *t) { return t->cap * sizeof *t->v; }

void vf_state_table_free(vf_state_table *t) {
  free(t->v);
  memset(t, 0, sizeof *t);
}
