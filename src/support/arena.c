/* arena.c - bump allocation in large chunks, released all at once. */
#include "support.h"

#include <stdlib.h>
#include <string.h>

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

void *ww_alloc(ww_arena *a, size_t n) {
  n = (n + 15) & ~(size_t)15;
  if (!a->head || a->used + n > a->cap) {
    size_t size = n > 65536 ? n : 65536;
    ww_arena_chunk *c = ww_xmalloc(sizeof *c + size);
    c->next = a->head;
    c->size = size;
    a->head = c;
    a->used = 0;
    a->cap = size;
  }
  void *p = a->head->mem + a->used;
  a->used += n;
  memset(p, 0, n);
  return p;
}

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
    free(c);
    c = next;
  }
  a->head = NULL;
  a->used = a->cap = 0;
}
