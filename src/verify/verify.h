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
#define VF_VERIFY_MAX_STATES (UINT64_C(1) << 27)
#define VF_VERIFY_MAX_DEPTH (UINT64_C(1) << 24)
#define VF_VERIFY_MAX_MEMORY (UINT64_C(2) << 30)
#define VF_VERIFY_TRACE_LIMIT 200

typedef struct vf_verify_options {
  const struct tg_target *target;  /* -mcpu; NULL: every operation of the model */
  int no_reduction;        /* plain interleavings and every completion order */
  uint64_t max_states;     /* states stored; 0: VF_VERIFY_MAX_STATES */
  uint64_t max_depth;      /* transitions on one path; 0: VF_VERIFY_MAX_DEPTH */
  uint64_t max_memory;     /* bytes of stored states and saved states; 0: default */
  int trace_limit;         /* trace steps shown (the last ones); 0: default */
} vf_verify_options;

typedef enum vf_verdict { VF_VERIFIED, VF_VIOLATION, VF_INCOMPLETE } vf_verdict;

typedef enum vf_bound { VF_BOUND_NONE, VF_BOUND_STATES, VF_BOUND_DEPTH, VF_BOUND_MEMORY } vf_bound;

/* One transition of a violating path, as the trace shows it. */
typedef enum vf_step_kind { VF_STEP_STMT, VF_STEP_END, VF_STEP_RESUME, VF_STEP_MOVE } vf_step_kind;
typedef struct vf_trace_step {
  uint64_t index;          /* 1-based position on the path */
  int wave;
  vf_step_kind kind;
  const kir_stmt *stmt;    /* the statement (the wait resumed; the op's statement moved) */
  char *sync;              /* "barrier -1: arrive count 2 of 4, phase 0" after it, or NULL */
  int64_t in_flight;       /* the wave's async operations outstanding after it */
  /* the wave's async operations (issue numbers in the wave) this step
   * issued and completed: ops[0..nissued), then ncompleted more */
  uint64_t *ops;
  int nissued, ncompleted;
} vf_trace_step;

typedef struct vf_verify_result {
  vf_verdict verdict;
  mc_verdict kind;      /* VF_VIOLATION: what was found */
  vf_bound bound;         /* VF_INCOMPLETE: which bound */
  uint64_t states;         /* distinct states stored */
  uint64_t transitions;    /* executed, repeats included */
  uint64_t end_states;     /* paths that reached the end of every wave */
  uint64_t max_depth;      /* the longest path */
  uint64_t memory;         /* peak bytes of the explorer's own storage */
  double seconds;
  uint64_t path_length;    /* VF_VIOLATION: transitions on the path */
  int nsteps;              /* the trace: the last trace_limit steps of the path */
  vf_trace_step *steps;
} vf_verify_result;

/* Explores k on in. Returns 0 with r filled (the violation's diagnostics in
 * d), or 2 with errors in d (an input the machine cannot hold). */
int vf_verify_kernel(const kir_kernel *k, const mc_inputs *in, const vf_verify_options *o, vf_verify_result *r,
                      ww_diags *d);
void vf_verify_result_free(vf_verify_result *r);
/* "race", "undefined behaviour", "deadlock", "run-time error" */
const char *vf_verify_kind_name(mc_verdict v);

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
#define VF_DEP_WG_X 1u
#define VF_DEP_NAMED_X 2u
#define VF_DEP_CLUSTER 4u
#define VF_DEP_CALLS 8u
#define VF_DEP_WG_A 16u
#define VF_DEP_WG_W 32u
#define VF_DEP_NAMED_W 64u
#define VF_DEP_WG_INIT 128u
#define VF_DEP_NAMED_INIT 256u
#define VF_DEP_WG_ANY (VF_DEP_WG_X | VF_DEP_WG_A | VF_DEP_WG_W | VF_DEP_WG_INIT)
#define VF_DEP_NAMED_ANY (VF_DEP_NAMED_X | VF_DEP_NAMED_W | VF_DEP_NAMED_INIT)
#define VF_DEP_PER_WORKGROUP (VF_DEP_WG_ANY | VF_DEP_NAMED_ANY)
#define VF_DEP_ALL 511u

typedef struct vf_deps vf_deps;
vf_deps *vf_deps_new(const kir_kernel *k);
void vf_deps_free(vf_deps *d);
/* The groups statement s itself acts on (its header for a compound one);
 * 0: a quiet statement. */
unsigned vf_deps_stmt(const vf_deps *d, const kir_stmt *s);
/* f with its waits and arrivals made X (a wait that reads the phase). */
unsigned vf_deps_exclusive(unsigned f);
/* What a wave's end acts on (its implicit drops). */
unsigned vf_deps_end(const vf_deps *d);
/* The groups wave w may still act on: 0 when it is done. */
unsigned vf_deps_future(vf_deps *d, const mc_waves *m, int w);
/* Whether footprints f and g (of two waves of one workgroup) conflict. */
int vf_deps_conflict(unsigned f, unsigned g);

/* ---- table.c ---- */
typedef struct vf_fingerprint {
  uint64_t a, b;
} vf_fingerprint;

vf_fingerprint vf_fingerprint_of(const void *data, size_t len);

typedef struct vf_state_table {
  vf_fingerprint *v;
  size_t cap, n;           /* cap a power of two; half full before it grows */
} vf_state_table;

/* Inserts f: 1 if it was new, 0 if present, -1 if it is full: it must grow
 * to a new array over max_bytes, and is filled past half up to
 * TABLE_FULL_LOAD first. */
int vf_state_table_insert(vf_state_table *t, vf_fingerprint f, uint64_t max_bytes);
size_t vf_state_table_bytes(const vf_state_table *t);
/* The process's resident memory in bytes (Linux /proc/self/statm); 0 where
 * it cannot be read. */
uint64_t vf_resident_bytes(void);
void vf_state_table_free(vf_state_table *t);

/* ---- trace.c ---- */
/* A transition of a path: a wave's step, or (no reduction) an op moving. */
typedef struct vf_transition {
  int32_t wave;
  uint32_t move;           /* 1: the op `serial` of the wave moves its data */
  uint64_t serial;
} vf_transition;

/* Replays path on a fresh machine that keeps diagnostics: the violation's
 * errors go to d, the last `limit` steps to r. */
void vf_verify_replay(const kir_kernel *k, const mc_inputs *in, const vf_verify_options *o,
                       const vf_transition *path, uint64_t n, mc_verdict kind, vf_verify_result *r,
                       ww_diags *d);

#endif
