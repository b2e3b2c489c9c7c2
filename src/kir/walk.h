/*
 * walk.h - one generic walk over kernel IR trees, so that passes say what
 * they want from each node instead of copying the recursion over every
 * statement and expression kind.
 *
 * The walk visits the parts of each statement in the order the abstract
 * machine evaluates them (a store's value before its destination, a copy's
 * source before its destination, a loop's bounds before its body). Every
 * callback is optional.
 *
 * A pass that changes the statements of blocks (replaces a loop by its
 * pipelined code, a commit group by its body and a mark, drops a branch)
 * walks with kir_rewrite_block and a rewrite hook (below): the walk itself
 * stays the one above, and the hook says what each statement becomes.
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

/* The statement-rewrite hook of kir_rewrite_block: called once for each
 * statement b->v[i] of every block the walk goes through (b's own, and
 * those nested in its statements), after that statement's walk (its enter,
 * parts and leave; only enter when that returned 0, so a hook may handle a
 * statement whose parts it did not want walked first). It may replace
 * b->v[i], and only that statement, by zero or more statements
 * (kir_block_splice), and returns how many now stand in its place (1 when
 * it keeps it), or KIR_WALK_STOP to end the walk there. The walk goes on
 * after them: what a hook puts in is not walked again. So a block is
 * rewritten inside out (nested blocks before the statement holding them),
 * in order, and each block is up to date when the hook is called (a hook
 * may look at the whole tree). */
typedef int (*kir_rewrite)(kir_walker *w, kir_block *b, int i);
#define KIR_WALK_STOP (-1)

/* kir_walk_block with a rewrite hook. Returns 0, or KIR_WALK_STOP when a
 * hook stopped the walk: no callback is called after that, and what was
 * rewritten before stays. made, when not NULL, gets for each of b's own
 * statements, in their original order, how many statements it became
 * (b->n before the walk entries; those after a stop are left as they
 * were). */
int kir_rewrite_block(kir_walker *w, kir_block *b, kir_rewrite rewrite, int *made);

/* Replaces b->v[i] by the statements of with, in a new array (a block that
 * shared the old one keeps it); returns with->n, for a rewrite hook to
 * return. */
int kir_block_splice(ww_arena *a, kir_block *b, int i, const kir_block *with);
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
