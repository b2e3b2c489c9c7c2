/*
 * loops.c - natural loops of a function's CFG: per block the innermost loop
 * holding it, per loop its body and its preheader. A loop is found from its
 * back edges (to a successor no later in reverse post-order), without a
 * dominator tree; a "loop" whose header is not its only entry (irreducible
 * flow) gets no preheader. Insert hoists waits to preheaders
 * (src/wait/insert_hoist.c); loops belong to the CFG, not to insert.
 */
#include "loops.h"

#include <stdlib.h>
#include <string.h>

int asm_loops_contains(const asm_loops *L, uint32_t l, uint32_t b) {
  const uint32_t *v = L->body[l];
  uint32_t lo = 0, hi = L->size[l];
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (v[mid] == b) return 1;
    if (v[mid] < b) lo = mid + 1;
    else hi = mid;
  }
  return 0;
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

static int is_back(const asm_func *f, uint32_t t, int k) {
  int32_t h = f->blocks[t].succ[k];
  return h >= 0 && f->blocks[h].rpo <= f->blocks[t].rpo;
}

void asm_loops_find(const asm_func *f, asm_loops *L) {
  uint32_t nb = f->nblocks ? f->nblocks : 1;
  memset(L, 0, sizeof *L);
  L->inner = ww_xmalloc(sizeof(int32_t) * nb);
  L->body = ww_xmalloc(sizeof(uint32_t *) * nb);
  L->size = ww_xmalloc(sizeof(uint32_t) * nb);
  L->preheader = ww_xmalloc(sizeof(int32_t) * nb);
  int32_t *of_header = ww_xmalloc(sizeof(int32_t) * nb);
  uint32_t *header = ww_xmalloc(sizeof(uint32_t) * nb);
  uint32_t *stack = ww_xmalloc(sizeof(uint32_t) * nb);
  uint32_t *stamp = calloc(nb, sizeof(uint32_t));
  uint32_t *first = calloc(nb + 1, sizeof(uint32_t)), *src = ww_xmalloc(sizeof(uint32_t) * 2 * nb);
  if (!stamp || !first) ww_die("out of memory");
  for (uint32_t b = 0; b < f->nblocks; b++) L->inner[b] = -1, of_header[b] = -1;
  /* loops numbered by their first back edge (t, then k, ascending); their
   * back edges' sources gathered per loop */
  for (uint32_t t = 0; t < f->nblocks; t++)
    for (int k = 0; k < 2; k++)
      if (is_back(f, t, k)) {
        int32_t h = f->blocks[t].succ[k];
        if (of_header[h] < 0) of_header[h] = (int32_t)L->n, header[L->n++] = (uint32_t)h;
        first[of_header[h] + 1]++;
      }
  for (uint32_t l = 0; l < L->n; l++) first[l + 1] += first[l];
  uint32_t *at = ww_xmalloc(sizeof(uint32_t) * (L->n + 1));
  memcpy(at, first, sizeof(uint32_t) * (L->n + 1));
  for (uint32_t t = 0; t < f->nblocks; t++)
    for (int k = 0; k < 2; k++)
      if (is_back(f, t, k)) src[at[of_header[f->blocks[t].succ[k]]]++] = t;
  free(at);
  for (uint32_t l = 0; l < L->n; l++) {
    /* the header, and the blocks that reach a back edge's source without
     * passing the header */
    uint32_t h = header[l], gen = l + 1, n = 0, cap = 8;
    uint32_t *body = ww_xmalloc(sizeof(uint32_t) * cap);
    stamp[h] = gen, body[n++] = h;
    for (uint32_t e = first[l]; e < first[l + 1]; e++) {
      uint32_t t = src[e], sp = 0;
      if (stamp[t] == gen) continue;
      stamp[t] = gen, stack[sp++] = t;
      WW_VEC_PUSH(body, n, cap, t);
      while (sp) {
        const asm_block *x = &f->blocks[stack[--sp]];
        for (uint32_t q = 0; q < x->npreds; q++)
          if (stamp[x->preds[q]] != gen) {
            stamp[x->preds[q]] = gen, stack[sp++] = x->preds[q];
            WW_VEC_PUSH(body, n, cap, x->preds[q]);
          }
      }
    }
    qsort(body, n, sizeof(uint32_t), cmp_u32);
    L->body[l] = body;
    L->size[l] = n;
  }
  for (uint32_t l = 0; l < L->n; l++) {
    uint32_t h = header[l], outside = 0;
    L->preheader[l] = -1;
    if (asm_loops_contains(L, l, 0) && h != 0) continue; /* not a natural loop (irreducible) */
    for (uint32_t q = 0; q < f->blocks[h].npreds; q++)
      if (!asm_loops_contains(L, l, f->blocks[h].preds[q])) outside++, L->preheader[l] = (int32_t)f->blocks[h].preds[q];
    if (outside != 1) L->preheader[l] = -1;
  }
  /* the innermost: the smallest, the first of equal ones */
  for (uint32_t l = 0; l < L->n; l++)
    for (uint32_t k = 0; k < L->size[l]; k++) {
      uint32_t b = L->body[l][k];
      if (L->inner[b] < 0 || L->size[l] < L->size[L->inner[b]]) L->inner[b] = (int32_t)l;
    }
  free(of_header);
  free(header);
  free(stack);
  free(stamp);
  free(first);
  free(src);
}

void asm_loops_free(asm_loops *L) {
  for (uint32_t l = 0; l < L->n; l++) free(L->body[l]);
  free(L->inner);
  free(L->body);
  free(L->size);
  free(L->preheader);
}
