/* arena.c - bump allocation in large chunks, released all at once. */
/* MAP_ANONYMOUS and MADV_HUGEPAGE are outside POSIX proper. */
#define _DEFAULT_SOURCE
#include "support.h"

#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

struct ww_arena_chunk {
  ww_arena_chunk *next;
  size_t size;
  _Alignas(16) unsigned char mem[];
};

void *ww_xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) ww_die("out of memory (%zu bytes)", n);
  return p;
}

void *ww_xrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q) ww_die("out of memory (%zu bytes)", n);
  return q;
}

/* Chunks come zeroed from the system and a bump allocator never reuses
 * memory, so ww_alloc clears nothing: touching every page twice (the
 * kernel's zeroing, then memset) cost a quarter of `check`'s time on big
 * inputs. Chunks grow geometrically; big ones are mapped with transparent
 * huge pages where Linux offers them (page faults 29 700 -> 7 200 and -19%
 * time on the 4x benchmark input). */
#define CHUNK_MIN ((size_t)64 << 10)
#define CHUNK_MAX ((size_t)64 << 20)
#define HUGE_FROM ((size_t)2 << 20)
/* Chunks from this size on are mapped rather than calloc'd: calloc clears
 * a heap block by writing it, faulting in every page even where a small
 * input uses a few (a quarter of the work of `check` on an empty file). */
#define MAP_FROM CHUNK_MIN

void ww_prefer_huge_pages(void *p, size_t n) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (n < 2 * HUGE_FROM) return;
  /* the 2 MiB-aligned part: malloc's blocks are not aligned */
  uintptr_t lo = ((uintptr_t)p + HUGE_FROM - 1) & ~(uintptr_t)(HUGE_FROM - 1);
  uintptr_t hi = ((uintptr_t)p + n) & ~(uintptr_t)(HUGE_FROM - 1);
  if (hi > lo) madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
#else
  (void)p, (void)n;
#endif
}

void *ww_big_alloc(size_t n) {
#if defined(__linux__) && defined(MAP_ANONYMOUS)
  if (n >= MAP_FROM) {
    void *m = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) ww_die("out of memory (%zu bytes)", n);
#ifdef MADV_HUGEPAGE
    if (n >= HUGE_FROM) madvise(m, n, MADV_HUGEPAGE);
#endif
    return m;
  }
#endif
  void *p = calloc(1, n ? n : 1);
  if (!p) ww_die("out of memory (%zu bytes)", n);
  return p;
}

void ww_big_free(void *p, size_t n) {
  if (!p) return;
#if defined(__linux__) && defined(MAP_ANONYMOUS)
  if (n >= MAP_FROM) {
    munmap(p, n);
    return;
  }
#endif
  (void)n;
  free(p);
}

/* A chunk of this size up to HUGE_FROM is one whole 2 MiB page instead,
 * aligned, on a transparent huge page where Linux offers one: a page fault
 * costs about 1.4 us in the VMs we measure on, and a single 1x kernel
 * touches 500-900 pages of arena (its lines, instructions, operands); the
 * first touch of a huge page costs 50-250 us. Smaller arenas (small files)
 * keep 4 KiB pages, where zeroing 2 MiB would cost more than their few
 * faults; bigger chunks are mapped as before. The price: up to 2 MiB more
 * resident memory per arena that grows this far. */
#define HUGE_CHUNK_FROM ((size_t)256 << 10)

/* n bytes (a multiple of HUGE_FROM) at an address aligned to HUGE_FROM,
 * asked for huge pages; NULL where that is not available. */
static void *map_huge(size_t n) {
#if defined(__linux__) && defined(MAP_ANONYMOUS) && defined(MADV_HUGEPAGE)
  size_t span = n + HUGE_FROM;
  unsigned char *m = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) return NULL;
  uintptr_t lo = ((uintptr_t)m + HUGE_FROM - 1) & ~(uintptr_t)(HUGE_FROM - 1);
  size_t head = lo - (uintptr_t)m, tail = span - head - n;
  if (head) munmap(m, head);
  if (tail) munmap((void *)(lo + n), tail);
  madvise((void *)lo, n, MADV_HUGEPAGE);
  return (void *)lo;
#else
  (void)n;
  return NULL;
#endif
}

/* A new chunk for n bytes, and them from it: apart from arena_get, so
 * that the common case saves no registers (a call per instruction read). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void *arena_grow(ww_arena *a, size_t n) {
  size_t size = a->head ? a->head->size * 2 : CHUNK_MIN;
  if (size > CHUNK_MAX) size = CHUNK_MAX;
  if (size < n) size = n;
  ww_arena_chunk *c = NULL;
  if (size >= HUGE_CHUNK_FROM && size < HUGE_FROM) {
    /* whole huge pages (ww_big_free unmaps them as it would any chunk) */
    size_t whole = (sizeof(ww_arena_chunk) + size + HUGE_FROM - 1) & ~(HUGE_FROM - 1);
    c = map_huge(whole);
    if (c) size = whole - sizeof(ww_arena_chunk);
  }
  if (!c) c = ww_big_alloc(sizeof(ww_arena_chunk) + size);
  c->next = a->head;
  c->size = size;
  a->head = c;
  a->cap = size;
  a->used = n;
  return c->mem;
}

static inline void *arena_get(ww_arena *a, size_t n, size_t align) {
  size_t at = (a->used + align - 1) & ~(align - 1);
  if (!a->head || at + n > a->cap) return arena_grow(a, n);
  a->used = at + n;
  return a->head->mem + at;
}

void *ww_alloc(ww_arena *a, size_t n) { return arena_get(a, n, 16); }
void *ww_alloc8(ww_arena *a, size_t n) { return arena_get(a, n, 8); }

char *ww_strndup(ww_arena *a, const char *s, size_t n) {
  char *p = ww_alloc(a, n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

void ww_arena_release(ww_arena *a) {
  ww_arena_chunk *c = a->head;
  while (c) {
    ww_arena_chunk *next = c->next;
    ww_big_free(c, sizeof(ww_arena_chunk) + c->size);
    c = next;
  }
  a->head = NULL;
  a->used = a->cap = 0;
}

void ww_arena_adopt(ww_arena *dst, ww_arena *src) {
  if (!src->head) return;
  if (!dst->head) {
    *dst = *src;
  } else {
    /* behind dst's current chunk, which keeps serving allocations */
    ww_arena_chunk *last = src->head;
    while (last->next) last = last->next;
    last->next = dst->head->next;
    dst->head->next = src->head;
  }
  src->head = NULL;
  src->used = src->cap = 0;
}
