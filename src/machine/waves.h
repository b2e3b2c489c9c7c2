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

typedef struct mc_machine mc_waves;

/* What ended a transition (machine_internal.h's mc_violation_kind). */
typedef enum mc_verdict {
  MC_OK,
  MC_RACE,
  MC_UB,                  /* undefined behaviour of the barrier model */
  MC_DEADLOCK,
  MC_RUNTIME,             /* out of bounds, division by zero, ... */
  MC_BOUND,
} mc_verdict;

typedef struct mc_waves_options {
  const struct tg_target *target;  /* NULL: every operation of the model */
  int record;              /* keep what diagnostics need (async events, the
                              statements of the last accesses): replays */
} mc_waves_options;

/* A machine for k, k->cluster workgroups of k->waves waves, on in, every
 * wave at its first statement. NULL with errors in d (an input that does
 * not fit). Diagnostics of transitions go to d. */
mc_waves *mc_waves_new(const kir_kernel *k, const mc_inputs *in, const mc_waves_options *o, ww_diags *d);
void mc_waves_free(mc_waves *m);
int mc_waves_waves(const mc_waves *m);

typedef enum mc_next {
  MC_NEXT_STMT,           /* its next statement */
  MC_NEXT_END,            /* its end (drops, outstanding ops complete) */
  MC_NEXT_RESUME,         /* a wait whose phase has completed */
  MC_NEXT_BLOCKED,        /* a wait whose phase has not */
  MC_NEXT_DONE,
} mc_next;

mc_next mc_waves_next(const mc_waves *m, int w, const kir_stmt **s);
/* Runs wave w's next transition (STMT, END or RESUME). */
mc_verdict mc_waves_step(mc_waves *m, int w);

/* The async operations of wave w that may move their data now (in issue
 * order per queue, the uncommitted ones as one more queue): their issue
 * numbers, at most max; returns how many there are. */
int mc_waves_movable(const mc_waves *m, int w, uint64_t *serials, int max);
mc_verdict mc_waves_move(mc_waves *m, int w, uint64_t serial);
/* The issue numbers of wave w's outstanding async operations, at most max
 * (in slot order); returns how many there are. */
int mc_waves_ops(const mc_waves *m, int w, uint64_t *serials, int max);
/* The statement of wave w's outstanding op `serial`; NULL: none. */
const kir_stmt *mc_waves_op_stmt(const mc_waves *m, int w, uint64_t serial);

/* A barrier object instance as a wave sees it. */
typedef struct mc_barrier_view {
  int instance;            /* the same object for every wave that sees it */
  int hwid;
  int init;
  int64_t arrived, expected, phase;
} mc_barrier_view;

/* The object statement s of wave w arrives at (barrier(): the workgroup
 * barrier; barrier_arrive without a count update), if it is one: 1 and v. */
int mc_waves_arrival(const mc_waves *m, int w, const kir_stmt *s, mc_barrier_view *v);
/* Whether wave w's wait statement s waits for a phase no init has reset
 * since the wave observed it (then the wait reads no state of the object
 * that another wave's arrival changes). */
int mc_waves_wait_fresh(const mc_waves *m, int w, const kir_stmt *s);
/* A blocked wave's wait: the object and the phase it waits past. */
int mc_waves_waiting(const mc_waves *m, int w, mc_barrier_view *v, int64_t *target);
int mc_waves_workgroup(const mc_waves *m, int w);

/* Where wave w is: per frame of its statement stack, outermost first, the
 * block, the index of its next statement and the compound statement that
 * owns the block (NULL: the kernel body). Returns the number of frames (at
 * most max are written). */
typedef struct mc_frame_view {
  const kir_block *b;
  int next;
  const kir_stmt *owner;
} mc_frame_view;
int mc_waves_frames(const mc_waves *m, int w, mc_frame_view *out, int max);
/* Async operations wave w has outstanding. */
int64_t mc_waves_outstanding(const mc_waves *m, int w);
/* "barrier -1: arrive count 2 of 4, phase 0" for the object statement s of
 * wave w acts on (nothing for other statements); for traces. */
void mc_waves_describe_sync(const mc_waves *m, int w, const kir_stmt *s, ww_buf *out);

/* The state as canonical bytes (equal states, equal bytes), and back. */
void mc_waves_save(const mc_waves *m, ww_buf *out);
void mc_waves_restore(mc_waves *m, const char *data, size_t len);

/* After a deadlock (no transition, some wave not done): an error per
 * blocked wave at its wait. */
void mc_waves_report_deadlock(mc_waves *m);

#endif
