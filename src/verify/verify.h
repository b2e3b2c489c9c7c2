/*
 * verify.h - `waitwise verify`: every interleaving of a kernel's waves (and,
 * without reduction, every completion order of their async operations),
 * explored with concrete inputs, for races, undefined behaviour of the
 * barrier execution model and deadlocks (docs/verify.md).
 *
 *   explore.c  depth-first search over states with state hashing and a
 *              partial-order reduction (persistent sets of one transition);
 *              bounds
 *   deps.c     what a transition synchronises on, and what a wave may still
 *   table.c    the set of visited states as 128-bit fingerprints
 *   trace.c    the replay of a violating path: diagnostics and the trace
 *   (the CLI: src/cli/verify_command.c)
 */
#ifndef WW_VERIFY_H
#define WW_VERIFY_H

#include "../machine/waves.h"

/* Default bounds; a bound hit makes the verdict incomplete. */
#define KIR_VERIFY_MAX_STATES (UINT64_C(1) << 27)
#define KIR_VERIFY_MAX_DEPTH (UINT64_C(1) << 24)
#define KIR_VERIFY_MAX_MEMORY (UINT64_C(2) << 30)
#define KIR_VERIFY_TRACE_LIMIT 200

typedef struct kir_verify_options {
  const struct ww_target *target;  /* -mcpu; NULL: every operation of the model */
  int no_reduction;        /* plain interleavings and every completion order */
  uint64_t max_states;     /* states stored; 0: KIR_VERIFY_MAX_STATES */
  uint64_t max_depth;      /* transitions on one path; 0: KIR_VERIFY_MAX_DEPTH */
  uint64_t max_memory;     /* bytes of stored states and saved states; 0: default */
  int trace_limit;         /* trace steps shown (the last ones); 0: default */
} kir_verify_options;

typedef enum kir_verdict { KIR_VERIFIED, KIR_VIOLATION, KIR_INCOMPLETE } kir_verdict;

typedef enum kir_bound { KIR_BOUND_NONE, KIR_BOUND_STATES, KIR_BOUND_DEPTH, KIR_BOUND_MEMORY } kir_bound;

/* One transition of a violating path, as the trace shows it. */
typedef enum kir_step_kind { KIR_STEP_STMT, KIR_STEP_END, KIR_STEP_RESUME, KIR_STEP_MOVE } kir_step_kind;
typedef struct kir_trace_step {
  uint64_t index;          /* 1-based position on the path */
  int wave;
  kir_step_kind kind;
  const kir_stmt *stmt;    /* the statement (the wait resumed; the op's statement moved) */
  char *sync;              /* "barrier -1: arrive count 2 of 4, phase 0" after it, or NULL */
  int64_t in_flight;       /* the wave's async operations outstanding after it */
  /* the wave's async operations (issue numbers in the wave) this step
   * issued and completed: ops[0..nissued), then ncompleted more */
  uint64_t *ops;
  int nissued, ncompleted;
} kir_trace_step;

typedef struct kir_verify_result {
  kir_verdict verdict;
  kir_violation kind;      /* KIR_VIOLATION: what was found */
  kir_bound bound;         /* KIR_INCOMPLETE: which bound */
  uint64_t states;         /* distinct states stored */
  uint64_t transitions;    /* executed, repeats included */
  uint64_t end_states;     /* paths that reached the end of every wave */
  uint64_t max_depth;      /* the longest path */
  uint64_t memory;         /* peak bytes of the explorer's own storage */
  double seconds;
  uint64_t path_length;    /* KIR_VIOLATION: transitions on the path */
  int nsteps;              /* the trace: the last trace_limit steps of the path */
  kir_trace_step *steps;
} kir_verify_result;

/* Explores k on in. Returns 0 with r filled (the violation's diagnostics in
 * d), or 2 with errors in d (an input the machine cannot hold). */
int kir_verify_kernel(const kir_kernel *k, const kir_inputs *in, const kir_verify_options *o, kir_verify_result *r,
                      ww_diags *d);
void kir_verify_result_free(kir_verify_result *r);
/* "race", "undefined behaviour", "deadlock", "run-time error" */
const char *kir_verify_kind_name(kir_violation v);

/* ---- deps.c ---- */
/* Footprint groups and how operations on one group depend on each other
 * (per barrier group: the workgroup barrier, the named barriers):
 *   INIT  an init: depends on every operation on the group
 *   X     join, drop, arrive: depend on each other and on A
 *   W     a wait (it rests and resumes in a step of its own, sync.c): only
 *         on INIT
 *   A     barrier() and the drop at a wave's end, when nothing else acts on
 *         the workgroup barrier: only on INIT and X
 * The cluster barrier and the opaque calls are one exclusive group each.
 * The workgroup and named groups are per workgroup. */
#define KIR_DEP_WG_X 1u
#define KIR_DEP_NAMED_X 2u
#define KIR_DEP_CLUSTER 4u
#define KIR_DEP_CALLS 8u
#define KIR_DEP_WG_A 16u
#define KIR_DEP_WG_W 32u
#define KIR_DEP_NAMED_W 64u
#define KIR_DEP_WG_INIT 128u
#define KIR_DEP_NAMED_INIT 256u
#define KIR_DEP_WG_ANY (KIR_DEP_WG_X | KIR_DEP_WG_A | KIR_DEP_WG_W | KIR_DEP_WG_INIT)
#define KIR_DEP_NAMED_ANY (KIR_DEP_NAMED_X | KIR_DEP_NAMED_W | KIR_DEP_NAMED_INIT)
#define KIR_DEP_PER_WORKGROUP (KIR_DEP_WG_ANY | KIR_DEP_NAMED_ANY)
#define KIR_DEP_ALL 511u

typedef struct kir_deps kir_deps;
kir_deps *kir_deps_new(const kir_kernel *k);
void kir_deps_free(kir_deps *d);
/* The groups statement s itself acts on (its header for a compound one);
 * 0: a quiet statement. */
unsigned kir_deps_stmt(const kir_deps *d, const kir_stmt *s);
/* f with its waits and arrivals made X (a wait that reads the phase). */
unsigned kir_deps_exclusive(unsigned f);
/* What a wave's end acts on (its implicit drops). */
unsigned kir_deps_end(const kir_deps *d);
/* The groups wave w may still act on: 0 when it is done. */
unsigned kir_deps_future(kir_deps *d, const kir_machine *m, int w);
/* Whether footprints f and g (of two waves of one workgroup) conflict. */
int kir_deps_conflict(unsigned f, unsigned g);

/* ---- table.c ---- */
typedef struct kir_fingerprint {
  uint64_t a, b;
} kir_fingerprint;

kir_fingerprint kir_fingerprint_of(const void *data, size_t len);

typedef struct kir_state_table {
  kir_fingerprint *v;
  size_t cap, n;           /* cap a power of two; half full before it grows */
} kir_state_table;

/* Inserts f: 1 if it was new, 0 if present, -1 if it is full: it must grow
 * to a new array over max_bytes, and is filled past half up to
 * TABLE_FULL_LOAD first. */
int kir_state_table_insert(kir_state_table *t, kir_fingerprint f, uint64_t max_bytes);
size_t kir_state_table_bytes(const kir_state_table *t);
/* The process's resident memory in bytes (Linux /proc/self/statm); 0 where
 * it cannot be read. */
uint64_t kir_resident_bytes(void);
void kir_state_table_free(kir_state_table *t);

/* ---- trace.c ---- */
/* A transition of a path: a wave's step, or (no reduction) an op moving. */
typedef struct kir_transition {
  int32_t wave;
  uint32_t move;           /* 1: the op `serial` of the wave moves its data */
  uint64_t serial;
} kir_transition;

/* Replays path on a fresh machine that keeps diagnostics: the violation's
 * errors go to d, the last `limit` steps to r. */
void kir_verify_replay(const kir_kernel *k, const kir_inputs *in, const kir_verify_options *o,
                       const kir_transition *path, uint64_t n, kir_violation kind, kir_verify_result *r,
                       ww_diags *d);

#endif
