/*
 * walk.h - one generic walk over kernel IR trees, so that passes say what
 * they want from each node instead of copying the recursion over every
 * statement and expression kind.
 *
 * The walk visits the parts of each statement in the order the abstract
 * machine evaluates them (a store's value before its destination, a copy's
 * source before its destination, a loop's bounds before its body). Every
 * callback is optional.
 */
#ifndef WW_KIR_WALK_H
#define WW_KIR_WALK_H

#include "kir.h"

/* How a statement uses a buffer access. */
typedef enum kir_role {
  KIR_ROLE_READ = 1,
  KIR_ROLE_WRITE = 2,
  KIR_ROLE_UPDATE = 3,      /* `B[i] += e`: read, then written */
} kir_role;

typedef struct kir_walker kir_walker;
struct kir_walker {
  /* Before a statement's parts; returning 0 skips them (and `leave`). */
  int (*enter)(kir_walker *w, kir_stmt *s);
  /* After a statement's parts. */
  void (*leave)(kir_walker *w, kir_stmt *s);
  /* Around the blocks of an `if`: which = 1 before the then block, 2
   * before the else block, 0 after both. */
  void (*branch)(kir_walker *w, kir_stmt *s, int which);
  /* Every buffer access, after its index expressions: loads and call
   * regions (read), a store's destination (write, or update), both sides
   * of a copy, a gather's index region, its source buffer (acc NULL: any
   * element may be read) and its destination; a dma's source and
   * destination buffers (acc NULL: any element). */
  void (*access)(kir_walker *w, kir_buf *b, kir_access *acc, kir_role role);
  /* Every expression, after its operands; returns what replaces it (the
   * expression itself to keep it). */
  kir_expr *(*expr)(kir_walker *w, kir_expr *e);
  void *ctx;
};

void kir_walk_stmt(kir_walker *w, kir_stmt *s);
void kir_walk_block(kir_walker *w, kir_block *b);
kir_expr *kir_walk_expr(kir_walker *w, kir_expr *e);
void kir_walk_access(kir_walker *w, kir_access *a, kir_role role);
/* The same over a tree that is not to change: the walk writes nothing as
 * long as an expr callback returns the expression it is given (a const walk
 * may use one to look at every expression). The other callbacks get the
 * nodes as they are. */
void kir_walk_const_stmt(kir_walker *w, const kir_stmt *s);
void kir_walk_const_block(kir_walker *w, const kir_block *b);
void kir_walk_const_expr(kir_walker *w, const kir_expr *e);

#endif
