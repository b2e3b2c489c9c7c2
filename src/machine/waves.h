/*
 * waves.h - the machine as its waves, for a scheduler (the verifier,
 * src/verify): what each wave can do next, one transition at a time, and the
 * whole state saved and restored as bytes.
 *
 * A transition is one wave's step (its next statement, its end, or the
 * resumption of a wait whose phase has completed) or, for exploring every
 * completion order, an outstanding async operation of a wave moving its
 * data (its reads and writes happen then; it stays outstanding until a wait
 * of its wave completes it). Every transition runs under the machine's own
 * error handling: a race, undefined behaviour or run-time error ends it
 * with the violation's kind and the diagnostics in the machine's ww_diags
 * (the machine must then be restored or freed).
 */
#ifndef WW_MACHINE_WAVES_H
#define WW_MACHINE_WAVES_H

#include "machine.h"

typedef struct mc_machine kir_machine;

/* What ended a transition (machine_internal.h's mc_violation_kind). */
typedef enum kir_violation {
  KIR_OK,
  KIR_RACE,
  KIR_UB,                  /* undefined behaviour of the barrier model */
  KIR_DEADLOCK,
  KIR_RUNTIME,             /* out of bounds, division by zero, ... */
  KIR_BOUND,
} kir_violation;

typedef struct kir_machine_options {
  const struct ww_target *target;  /* NULL: every operation of the model */
  int record;              /* keep what diagnostics need (async events, the
                              statements of the last accesses): replays */
} kir_machine_options;

/* A machine for k, k->cluster workgroups of k->waves waves, on in, every
 * wave at its first statement. NULL with errors in d (an input that does
 * not fit). Diagnostics of transitions go to d. */
kir_machine *kir_machine_new(const kir_kernel *k, const kir_inputs *in, const kir_machine_options *o, ww_diags *d);
void kir_machine_free(kir_machine *m);
int kir_machine_waves(const kir_machine *m);

typedef enum kir_next {
  KIR_NEXT_STMT,           /* its next statement */
  KIR_NEXT_END,            /* its end (drops, outstanding ops complete) */
  KIR_NEXT_RESUME,         /* a wait whose phase has completed */
  KIR_NEXT_BLOCKED,        /* a wait whose phase has not */
  KIR_NEXT_DONE,
} kir_next;

kir_next kir_machine_next(const kir_machine *m, int w, const kir_stmt **s);
/* Runs wave w's next transition (STMT, END or RESUME). */
kir_violation kir_machine_step(kir_machine *m, int w);

/* The async operations of wave w that may move their data now (in issue
 * order per queue, the uncommitted ones as one more queue): their issue
 * numbers, at most max; returns how many there are. */
int kir_machine_movable(const kir_machine *m, int w, uint64_t *serials, int max);
kir_violation kir_machine_move(kir_machine *m, int w, uint64_t serial);
/* The issue numbers of wave w's outstanding async operations, at most max
 * (in slot order); returns how many there are. */
int kir_machine_ops(const kir_machine *m, int w, uint64_t *serials, int max);
/* The statement of wave w's outstanding op `serial`; NULL: none. */
const kir_stmt *kir_machine_op_stmt(const kir_machine *m, int w, uint64_t serial);

/* A barrier object instance as a wave sees it. */
typedef struct kir_barrier_view {
  int instance;            /* the same object for every wave that sees it */
  int hwid;
  int init;
  int64_t arrived, expected, phase;
} kir_barrier_view;

/* The object statement s of wave w arrives at (barrier(): the workgroup
 * barrier; barrier_arrive without a count update), if it is one: 1 and v. */
int kir_machine_arrival(const kir_machine *m, int w, const kir_stmt *s, kir_barrier_view *v);
/* Whether wave w's wait statement s waits for a phase no init has reset
 * since the wave observed it (then the wait reads no state of the object
 * that another wave's arrival changes). */
int kir_machine_wait_fresh(const kir_machine *m, int w, const kir_stmt *s);
/* A blocked wave's wait: the object and the phase it waits past. */
int kir_machine_waiting(const kir_machine *m, int w, kir_barrier_view *v, int64_t *target);
int kir_machine_workgroup(const kir_machine *m, int w);

/* Where wave w is: per frame of its statement stack, outermost first, the
 * block, the index of its next statement and the compound statement that
 * owns the block (NULL: the kernel body). Returns the number of frames (at
 * most max are written). */
typedef struct kir_frame_view {
  const kir_block *b;
  int next;
  const kir_stmt *owner;
} kir_frame_view;
int kir_machine_frames(const kir_machine *m, int w, kir_frame_view *out, int max);
/* Async operations wave w has outstanding. */
int64_t kir_machine_outstanding(const kir_machine *m, int w);
/* "barrier -1: arrive count 2 of 4, phase 0" for the object statement s of
 * wave w acts on (nothing for other statements); for traces. */
void kir_machine_describe_sync(const kir_machine *m, int w, const kir_stmt *s, ww_buf *out);

/* The state as canonical bytes (equal states, equal bytes), and back. */
void kir_machine_save(const kir_machine *m, ww_buf *out);
void kir_machine_restore(kir_machine *m, const char *data, size_t len);

/* After a deadlock (no transition, some wave not done): an error per
 * blocked wave at its wait. */
void kir_machine_report_deadlock(kir_machine *m);

#endif
