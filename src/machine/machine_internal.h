/*
 * machine_internal.h - the state of one run, shared by the machine's files:
 *
 *   value.c    scalar values: conversions, binary16, floor division, bits
 *   memory.c   buffers, regions, element runs and the shadow state
 *   eval.c     expressions (and the capture/replay of an async store's operands)
 *   async.c    async ops: issue, groups, marks, waits, completion moments
 *   race.c     race detection and reports
 *   trace.c    the ring of async events behind a race's notes
 *   calls.c    opaque calls and their checksums
 *   step.c     a wave's statement stack and its step (one statement)
 *   exec.c     simple statements
 *   dma.c      one LDS DMA load, lane by lane
 *   machine.c  waves, buffer instances, inputs, results and mc_run_kernel
 *   inputs.c   the concrete inputs
 *   equiv.c    run --equiv
 *
 * A run-time error (out of bounds, division by zero, ...) is reported with
 * mc_fail, which longjmps back to the entry point (mc_machine.fail says why
 * the jump stays in this module): every allocation of the run is
 * owned by the machine and released there, so unwinding leaks nothing.
 */
#ifndef WW_MACHINE_INTERNAL_H
#define WW_MACHINE_INTERNAL_H

#include "machine.h"
#include "../target/target.h"

#include <math.h>
#include <setjmp.h>

#define MC_FNV_OFFSET UINT64_C(0xcbf29ce484222325)
#define MC_FNV_PRIME UINT64_C(0x100000001b3)
#define MC_NOTE_LOOPS 8        /* loop variables kept for a note (the innermost) */
#define MC_EVENTS 1024         /* async events kept for race traces (a ring) */
#define MC_MAX_ELEMENTS (INT64_C(1) << 26)  /* per buffer */

typedef mc_value mc_val;

/* ---- value.c ---- */
int mc_is_float(kir_type t);
uint16_t mc_f16_bits(double x);
double mc_f16_value(uint16_t h);
double mc_round_float(double x, kir_type t);
int64_t mc_wrap_int(int64_t v, kir_type t);
/* Converts v from one type to another as a store or a cast does. Returns 0,
 * or -1 when a float does not fit the integer type (NaN, out of range). */
int mc_convert(mc_val *out, mc_val v, kir_type from, kir_type to);
int64_t mc_floordiv(int64_t a, int64_t b);
int64_t mc_floormod(int64_t a, int64_t b);
double mc_floor(double x);
uint64_t mc_hash_word(uint64_t h, uint64_t w);  /* one word into a hash */
uint64_t mc_hash_values(uint64_t h, const mc_val *v, int64_t n, kir_type t);  /* their canonical bits */
uint64_t mc_fnv_bytes(uint64_t h, const char *s, size_t n);

/* ---- memory ---- */

/* Per element: the outstanding ops that write and read it. `writer` is the
 * slot+1 of the most recent writer, 0 when unknown (then race.c searches). */
typedef struct mc_shadow {
  uint32_t writer;
  uint32_t nwriters, nreaders;
} mc_shadow;

/* A vector-clock entry: a wave's releases (or barrier operations) counted. */
typedef uint32_t mc_clock;

typedef struct mc_buffer {
  const kir_buf *decl;
  kir_type elem;
  int ndim;
  int64_t dims[MC_RUN_MAXDIM], strides[MC_RUN_MAXDIM];
  int64_t n;
  mc_val *data;
  mc_shadow *shadow;
  int64_t busy;        /* runs of outstanding ops on it: 0 skips the shadow */
  int live;            /* allocated (params always; allocs once executed) */
  /* Several waves, shared and global buffers (hb.c): per element the last
   * write (wave + 1, its clock) and each wave's last read since (its
   * clock), MC_HB_WORDS(nwaves) words; NULL otherwise. With events kept
   * (traces), the statements of those accesses too (not state). */
  mc_clock *hb;
  const kir_stmt **hb_stmt;
} mc_buffer;

#define MC_HB_WORDS(nwaves) (2 + (nwaves))

/* Contiguous elements [start, start+len) of one buffer. */
typedef struct mc_run {
  mc_buffer *buf;
  int64_t start, len;
} mc_run;

typedef struct mc_runs {
  mc_run *v;
  int n, cap;
} mc_runs;

/* A rectangular region: per dimension lo and count (a point has count 1). */
typedef struct mc_region {
  mc_buffer *buf;
  const kir_access *acc;
  int64_t lo[MC_RUN_MAXDIM], n[MC_RUN_MAXDIM];
  int64_t count;
} mc_region;

/* ---- async ops ---- */

/* Loop variables and their values at an event, outermost first. */
typedef struct mc_loops {
  int n;
  const kir_var *var[MC_NOTE_LOOPS];
  int64_t val[MC_NOTE_LOOPS];
} mc_loops;

typedef struct mc_op {
  uint32_t gen;            /* bumped when the slot is freed: handles go stale */
  uint32_t slot;
  int live;
  int wave;                /* the issuing wave */
  const kir_stmt *stmt;
  uint64_t serial;         /* issue order in its wave */
  uint64_t issue_event;    /* sequence number of its issue event */
  mc_loops loops;
  int64_t queue, group;    /* -1: not committed */
  int64_t stream;          /* the queue of the commit it is issued in; -1: none */
  int64_t mark;            /* -1: under no asyncmark */
  mc_runs reads, writes;   /* every element it reads / writes */
  int nvalue_runs;         /* reads[0..nvalue_runs) give the values, in order */
  mc_val *leaves;          /* async store: captured operand leaves (eval.c) */
  int nleaves, capleaves;
  kir_type val_type;       /* of vals */
  mc_val *vals;            /* values read, not yet written */
  int64_t nvals, capvals;
  int read_done, write_done;
} mc_op;

typedef struct mc_handle {
  uint32_t slot, gen;
} mc_handle;

typedef struct mc_group {  /* a committed group or an asyncmark */
  int64_t number;
  mc_handle *ops;
  int nops, cap;
} mc_group;

typedef struct mc_fifo {   /* groups of one queue, or the asyncmarks */
  int64_t id;              /* the queue */
  mc_group *v;
  int head, n, cap;        /* live entries: v[head..n) */
  int64_t next_number;
} mc_fifo;

typedef enum mc_event_kind { EV_ISSUE, EV_COMMIT, EV_WAIT, EV_MARK, EV_WAIT_MARK } mc_event_kind;

typedef struct mc_event {
  mc_event_kind kind;
  const kir_stmt *stmt;
  uint64_t seq;
  mc_loops loops;
  /* ISSUE: -; COMMIT: queue, group, ops; WAIT: queue, count, first, last
   * group completed (first > last: none), in flight before; MARK: mark, ops;
   * WAIT_MARK: count, first, last mark completed, outstanding before. */
  int64_t a, b, c, d, e;
} mc_event;

/* Random completion: an op's read or write due at a step. */
typedef struct mc_due {
  uint64_t step, serial;
  mc_handle h;
  int write;
} mc_due;

typedef enum mc_race_kind {
  RACE_SOURCE_WRITE, RACE_DEST_READ, RACE_DEST_WRITE, RACE_DEST_OVERLAP,
  MC_RACE_WAVES,           /* two waves' accesses not ordered by happens-before */
} mc_race_kind;

/* What ended a run early (the verifier's verdicts). */
typedef enum mc_violation_kind {
  MC_V_NONE,
  MC_V_RACE,
  MC_V_UB,                 /* undefined behaviour of the barrier model */
  MC_V_DEADLOCK,
  MC_V_ERROR,              /* a run-time error: out of bounds, division by zero, ... */
  MC_V_BOUND,              /* --max-steps */
} mc_violation_kind;

typedef struct mc_race_key {
  mc_race_kind kind;
  const void *site;        /* the racing access (a kir_access or kir_expr) */
  const kir_stmt *op;      /* the outstanding op's statement */
} mc_race_key;

typedef struct mc_callee {
  const char *name;
  uint64_t calls, sum, ordered;
} mc_callee;

/* A frame of a wave's statement stack: the block being executed and where
 * in it. The stack replaces the interpreter's recursion, so that a wave can
 * stop after any statement (at a barrier, or for another wave's turn) and
 * its control state is plain data. */
typedef struct mc_frame {
  const kir_stmt *s;       /* the compound statement; NULL: the kernel body */
  const kir_block *b;
  int i;                   /* the next statement of b */
  int open_from;           /* commit: ops issued before its body */
  int64_t hi, step;        /* for: the end and the step (the variable is in env) */
  int64_t queue;           /* commit: the queue */
} mc_frame;

typedef enum mc_wave_status {
  MC_RUNNING,              /* its next statement (or its end) can run */
  MC_BLOCKED,              /* in a barrier wait that has not completed */
  MC_DONE,                 /* ended */
} mc_wave_status;

/* Address spaces the memory model orders (fences name sets of them). */
enum { MC_AS_SHARED, MC_AS_GLOBAL, MC_NSPACES };

/* A barrier object instance of the barrier execution model (sync.c): the
 * workgroup, NULL and named barriers once per workgroup, the cluster
 * barrier once. */
typedef struct mc_barrier {
  int hwid;
  int wg;                  /* its workgroup; -1: the cluster's */
  int init;                /* initialised (the predefined ones at launch) */
  int64_t expected, arrived;
  int64_t phase;           /* completions so far */
  int64_t gen;             /* inits so far: arrivals of an earlier init count for nothing */
  uint32_t wg_arrived;     /* the cluster barrier: workgroups arrived in this phase */
  /* The phase in progress: what its arrivals and drops carry (their
   * execution clocks and the releases before them), joined. */
  mc_clock *acc_e;         /* nwaves */
  mc_clock *acc_x;         /* MC_NSPACES * nlevels * nwaves */
  /* Inits must be ordered with the other waves' modifications. */
  int init_wave;           /* -1: none since launch */
  mc_clock init_clock;
  mc_clock *mods;          /* nwaves: each wave's latest modification since the init */
  /* Completed phases a wave may still wait for (phases from the smallest
   * one a joined, running wave observes): phase hist_first + i gathered
   * the clocks hist_e[i * nwaves ...] and hist_x[i * xr words ...]. A wave
   * can lag several phases behind (the cluster barrier, a named barrier
   * expecting fewer waves than arrive), so one inbox per wave would lose
   * the later ones. */
  int64_t hist_first;
  int nhist, caphist;
  mc_clock *hist_e, *hist_x;
  /* The phases seen (mc_wave.seen) that the phase in progress carries, and
   * hist_seen[i * nbarriers ...] those of completed phase hist_first + i. */
  int64_t *acc_seen;       /* nbarriers */
  int64_t *hist_seen;
} mc_barrier;

/* A wave's view of one barrier object (by the kernel's barrier slot). */
typedef struct mc_wbar {
  int joined;              /* joined and not dropped since (named: the last joined) */
  mc_clock join_clock;     /* its execution clock at the join (0: at launch) */
  int64_t observed;        /* the phase its next wait waits for */
  int64_t gen;             /* the object's inits when observed was set */
  int64_t arrived_phase;   /* the phase of an arrival not waited for yet; -1: none */
} mc_wbar;

/* One wave: its scalars, its statement stack and its async operations. */
typedef struct mc_wave {
  int id;                  /* 0 .. nwaves-1; workgroup after workgroup */
  int wg;                  /* its workgroup in the cluster */
  mc_wave_status status;
  mc_val *env;             /* scalars by kir_var id */
  mc_frame *frames;
  int nframes, capframes;
  int nloops;              /* frames of loops */
  int async_depth;         /* inside async { } */
  int commit_depth;        /* inside commit(q) { } */
  const kir_stmt *cur_stmt;  /* executing; NULL at the end of the kernel */
  /* MC_BLOCKED: the wait (barrier slot, the phase it waits past; for
   * barrier() the acquire fence after it is still to come). */
  int wait_slot;
  int64_t wait_target;
  int wait_acquire;
  /* Happens-before (hb.c), with several waves: */
  mc_clock *vc;            /* MC_NSPACES * nwaves: accesses of each wave known
                              to happen before this wave's next one, per
                              space; vc[s * n + id] is its own clock */
  mc_clock *xr;            /* MC_NSPACES * nlevels * nwaves: releases ordered
                              (barrier-executes-before) before it, by level:
                              [wg] workgroup scope from workgroup wg,
                              [nwg] cluster scope or wider */
  mc_clock *ec;            /* nwaves: barrier operations executed before it */
  int64_t *seen;           /* nbarriers: 1 + the latest phase of each object in
                              which an operation executed before it took part
                              (0: none); a wait waits for that phase at least */
  mc_wbar *bars;           /* by barrier slot */

  uint64_t serial;         /* ops issued */
  int64_t outstanding;
  mc_fifo *queues;         /* one per queue number used */
  int nqueues, capqueues;
  mc_fifo marks;
  mc_group unmarked;       /* ops issued since the last asyncmark */
  mc_handle *open;         /* ops issued inside commit bodies, not yet grouped */
  int nopen, capopen;

  mc_event *events;        /* ring of MC_EVENTS (NULL: not recorded) */
  uint64_t nevents;        /* events so far; the next one's seq */

  uint64_t rng;            /* xorshift64 state (random completion) */
  mc_due *due;             /* min-heap by (step, serial) */
  int ndue, capdue;
} mc_wave;

/* The machine's parts, by what they are. State is what a snapshot saves
 * (snapshot.c, which describes it field by field): the shared state and
 * each wave's (mc_wave; its event ring, random schedule and executing
 * statement are not state). The rest is not: the configuration is fixed
 * once the machine is set up, the results and diagnostics only grow, the
 * scratch holds nothing between two statements. */

/* What the run is of and how it runs (mc_machine_init, sync.c's slots,
 * mc_waves_new). */
typedef struct mc_config {
  const kir_kernel *k;
  mc_run_options opt;
  const ww_source *src;    /* for carets measured in the text */
  int nwaves;              /* in the cluster: waves per workgroup times workgroups */
  int nwg;                 /* workgroups */
  int nlevels;             /* nwg + 1 */
  int hb;                  /* several waves: happens-before is tracked */
  int record_events;       /* keep the async events behind race notes */
  /* What the verifier asks: a race or undefined behaviour ends the run
   * (longjmp to fail) with its kind, instead of being counted. */
  int stop_on_violation;
  const tg_target *target; /* NULL: every operation, GFX12 workgroup barrier */
  /* Barrier objects (sync.c): the kernel's barrier ids get slots; each slot
   * has an instance per workgroup (the cluster barrier one). */
  int nslots_bar;
  int slot_of[KIR_BAR_NAMED_MAX - KIR_BAR_ID_MIN + 1];   /* by hwid: slot or -1 */
  int *slot_hwid;
  int *slot_inst;          /* its first instance */
} mc_config;

/* The state all waves share: memory, barrier objects, outstanding ops. */
typedef struct mc_shared {
  mc_buffer *bufs;         /* buffer instances: one per global buffer, per
                              workgroup for shared, per wave for local */
  int nbufs;
  int *inst;               /* by kir_buf id: its first instance */
  mc_barrier *barriers;
  int nbarriers;
  /* ops of every wave: slots reused through a free list; handles carry a
   * generation */
  mc_op **slots;
  uint32_t nslots, capslots;
  uint32_t *free_slots;
  uint32_t nfree, capfree;
} mc_shared;

/* What the run reports: diagnostics, distinct races, calls' checksums, the
 * result, and the verifier's verdict. */
typedef struct mc_results {
  ww_diags *d;
  mc_run_result *res;
  int violation;           /* mc_violation_kind */
  mc_race_key *races;      /* distinct races so far */
  int nraces, capraces;
  uint64_t races_total;
  mc_callee *callees;
  int ncallees, capcallees;
} mc_results;

/* Working storage of one statement. */
typedef struct mc_scratch {
  mc_val *scratch;         /* values of a synchronous copy */
  int64_t capscratch;
  mc_runs tmp_reads, tmp_writes;  /* runs of a synchronous copy */
  const mc_op *moving;     /* the op whose data is moving (errors name it) */
  mc_event scratch_event;  /* where events go when they are not kept */
} mc_scratch;

typedef struct mc_machine {
  mc_config cfg;
  mc_shared sh;
  mc_wave *waves;          /* each wave's state, cfg.nwaves */
  mc_results out;
  mc_scratch tmp;
  mc_wave *w;              /* the wave executing: set by mc_enter_wave only */
  /* Where mc_fail and mc_violation longjmp to. Both ends are in this
   * module: every setjmp(fail) is in an entry point of src/machine
   * (mc_run_kernel, inputs.c's eval_param_expr, waves.c's mc_waves_new, _step
   * and _move), and the frames between it and any longjmp are the
   * machine's own: the callbacks it hands to other modules (the walkers of
   * plan_instances and reads_buffers, qsort's comparators) never fail, and
   * the other modules it calls return before it fails. So the jump never
   * unwinds a frame of another module, and the machine owns (and frees)
   * everything allocated between. */
  jmp_buf fail;
} mc_machine;

/* The wave that executes from now on (m->w, which the statements, the
 * races and the clocks are of). Set here only: when a wave takes a step,
 * resumes or ends (step.c, sync.c), when the explorer completes one of its
 * ops (waves.c), while a snapshot rebuilds its ops, at launch, and for
 * the inputs' machine without buffers (inputs.c). */
static inline void mc_enter_wave(mc_machine *m, mc_wave *w) { m->w = w; }

/* Reports a run-time error at loc (with the loop variables in a note) and
 * ends the run. */
WW_NORETURN void mc_fail(mc_machine *m, ww_loc loc, int len, const char *fmt, ...) WW_PRINTF(4, 5);
/* Caret width of an access or an expression measured in the source text. */
int mc_access_len(const mc_machine *m, const kir_access *a);
int mc_expr_len(const mc_machine *m, const kir_expr *e);
void mc_loops_snapshot(const mc_machine *m, mc_loops *out);
/* " (i = 3, j = 0)", or nothing outside loops. */
void mc_loops_format(ww_buf *b, const mc_loops *l);

/* ---- machine.c ---- */
/* A machine for k with nwg workgroups of k->waves waves (no inputs yet:
 * mc_load_inputs, inside the caller's setjmp(m->fail)). */
void mc_machine_init(mc_machine *m, const kir_kernel *k, int nwg, const mc_run_options *opt,
                     mc_run_result *res, ww_diags *d);
void mc_machine_free(mc_machine *m);
void mc_load_inputs(mc_machine *m, const mc_inputs *in);

/* ---- step.c ---- */
/* Puts w at the start of the kernel body. */
void mc_wave_start(mc_machine *m, mc_wave *w);
/* Pops the frames whose blocks are done (with their epilogues: a loop's next
 * iteration, a commit), so that w rests at its next statement. */
void mc_wave_settle(mc_machine *m, mc_wave *w);
/* Runs w's next statement (w->nframes > 0) and settles. */
void mc_wave_step(mc_machine *m, mc_wave *w);
/* The end of w (w->nframes == 0): its outstanding ops complete, it drops
 * the workgroup (and cluster) barrier, it is done. */
void mc_wave_end(mc_machine *m, mc_wave *w);
/* The statement w runs next; NULL at its end. */
const kir_stmt *mc_wave_next(const mc_wave *w);

/* ---- exec.c ---- */
/* A simple (not compound) statement of the current wave m->w. */
void mc_exec(mc_machine *m, const kir_stmt *s);

/* ---- dma.c ---- */
void mc_exec_dma(mc_machine *m, const kir_stmt *s);
/* A dma op's values as its lanes write them: a 1- or 2-byte lane's read
 * followed by the zeros that widen it to 4 bytes. */
void mc_dma_widen(mc_machine *m, mc_op *op);

/* ---- memory.c ---- */
void mc_buffer_create(mc_machine *m, const kir_buf *decl, int64_t ndim, const int64_t *dims, ww_loc loc, int len);
void mc_buffers_free(mc_machine *m);
/* Storage for an instance (zeroed; happens-before state for shared and
 * global buffers when several waves run), and its release. */
void mc_buffer_alloc(mc_machine *m, mc_buffer *b, const kir_buf *decl, int ndim, const int64_t *dims);
void mc_buffer_release(mc_buffer *b);
/* The instance of decl that the current wave m->w sees (allocated or not). */
mc_buffer *mc_instance(mc_machine *m, const kir_buf *decl);
mc_buffer *mc_buffer_of(mc_machine *m, const kir_buf *b, ww_loc loc, int len);
/* Flat index of a point access, bounds-checked. */
int64_t mc_point_index(mc_machine *m, const kir_access *a, mc_buffer **buf);
void mc_region_eval(mc_machine *m, const kir_access *a, mc_region *r);
/* Appends the region's elements, in row-major order, as runs. */
void mc_region_runs(const mc_region *r, mc_runs *out);
void mc_runs_push(mc_runs *rs, mc_buffer *buf, int64_t start, int64_t len);
void mc_runs_free(mc_runs *rs);
int64_t mc_runs_count(const mc_runs *rs);
int mc_runs_contain(const mc_runs *rs, const mc_buffer *buf, int64_t flat);
/* 'B[1, 2]' */
void mc_element_name(ww_buf *b, const mc_buffer *buf, int64_t flat);
/* The values of runs [from, to), in order. */
void mc_runs_read(const mc_runs *rs, int from, int to, mc_val *vals);
/* Stores v (of type t) into an element, converted to its type; a float that
 * does not fit an integer element is an error at loc. */
void mc_store_value(mc_machine *m, mc_buffer *buf, int64_t flat, mc_val v, kir_type t, ww_loc loc, int len);

/* ---- snapshot.c ---- */
/* Appends the machine's state in canonical form (equal states, equal
 * bytes; with events, the async events' numbering follows, which is not
 * canonical); restores such bytes into a machine of the same kernel. */
void mc_snapshot_save(const mc_machine *m, ww_buf *out, int events);
void mc_snapshot_restore(mc_machine *m, const char *data, size_t len);

/* ---- eval.c ---- */
mc_val mc_eval(mc_machine *m, const kir_expr *e);
int64_t mc_eval_int(mc_machine *m, const kir_expr *e);
int mc_truthy(mc_val v, kir_type t);
/* An async store: records its operand loads as the op's reads and the
 * scalars it uses as leaves (at issue); replays the value from them (when
 * the op reads). */
void mc_capture(mc_machine *m, const kir_expr *e, mc_op *op);
mc_val mc_replay(mc_machine *m, const kir_expr *e, mc_op *op, int *leaf);
/* Applies a unary / binary operator of the tree's typing (shared with replay). */
mc_val mc_apply_binary(mc_machine *m, const kir_expr *e, mc_val a, mc_val b);
mc_val mc_apply_unary(mc_machine *m, const kir_expr *e, mc_val a);
/* old OP= v of a compound store (op ADD, SUB, MUL); *t gets the result's type. */
/* `old op v` of a compound store s (an integer overflow: a run-time error at s). */
mc_val mc_combine(mc_machine *m, const kir_stmt *s, kir_op op, mc_val old, kir_type told, mc_val v, kir_type tv,
                  kir_type *t);

/* ---- async.c ---- */
mc_op *mc_op_new(mc_machine *m, const kir_stmt *s);
void mc_op_issue(mc_machine *m, mc_op *op);
mc_op *mc_op_get(mc_machine *m, mc_handle h);
/* Snapshots: every op forgotten (slots free, handles stale, shadows left to
 * the caller); an op rebuilt by mc_op_new registered in the shadows. */
void mc_ops_clear(mc_machine *m);
void mc_op_register(mc_machine *m, mc_op *op);
void mc_commit(mc_machine *m, const kir_stmt *s, int64_t queue, int open_from);
void mc_wait(mc_machine *m, const kir_stmt *s, int64_t queue, int64_t count);
void mc_asyncmark(mc_machine *m, const kir_stmt *s);
void mc_wait_asyncmark(mc_machine *m, const kir_stmt *s, int64_t count);
/* The end of wave w (entered: m->w): everything it still has outstanding, in issue order. */
void mc_complete_all(mc_machine *m, mc_wave *w);
/* Random completion: performs the reads and writes due by now. */
void mc_step_due(mc_machine *m);
void mc_async_free(mc_machine *m);
const char *mc_op_kind_name(const mc_op *op);
/* Performs op's read (its values) / write (its destination). */
void mc_op_read(mc_machine *m, mc_op *op);
void mc_op_write(mc_machine *m, mc_op *op);

/* ---- sync.c ---- */
void mc_sync_init(mc_machine *m);      /* after the waves exist */
void mc_sync_free(mc_machine *m);
int mc_bar_slot(const mc_machine *m, int hwid);   /* -1: not used by the kernel */
mc_barrier *mc_bar_instance(mc_machine *m, const mc_wave *w, int slot);
void mc_exec_barrier(mc_machine *m, const kir_stmt *s);
void mc_exec_bar_op(mc_machine *m, const kir_stmt *s);
void mc_exec_fence(mc_machine *m, const kir_stmt *s);
void mc_fence_release(mc_machine *m, kir_sync_scope scope, unsigned spaces);
void mc_fence_acquire(mc_machine *m, kir_sync_scope scope, unsigned spaces);
/* A blocked wave whose wait's phase has completed, and its resumption. */
int mc_wave_can_resume(const mc_machine *m, const mc_wave *w);
void mc_wave_resume(mc_machine *m, mc_wave *w);
void mc_wave_end_drops(mc_machine *m);
/* Forgets the completed phases no wave of w's scope may wait for any more
 * (after a barrier operation of w, or its end). */
void mc_sync_trim(mc_machine *m, const mc_wave *w);
/* Words of a release vector (xr, acc_x, in_x). */
size_t mc_xr_words(const mc_machine *m);
/* Reports undefined behaviour, a deadlock or a bound at loc and ends the run
 * (longjmp to m->fail) with m->out.violation set. */
WW_NORETURN void mc_violation(mc_machine *m, mc_violation_kind kind, ww_loc loc, int len, const char *fmt, ...)
    WW_PRINTF(5, 6);

/* ---- hb.c ---- */
/* An access of the current wave to element flat of b (b->hb set): checked
 * against the other waves' accesses, and recorded. */
void mc_hb_check(mc_machine *m, mc_buffer *b, int64_t flat, int write, const void *site, ww_loc loc, int len,
                 const mc_op *accessor);
void mc_hb_record(mc_machine *m, mc_buffer *b, int64_t flat, int write, const kir_stmt *s);
/* Every element of runs [from, to): checked when site is set, recorded
 * (as statement `record`) when record is set. */
void mc_hb_runs(mc_machine *m, const mc_runs *rs, int from, int to, int write, const void *site, ww_loc loc,
                int len, const mc_op *accessor, const kir_stmt *record);
/* An op's completion by its wave: its accesses happen now. */
void mc_hb_retire(mc_machine *m, const mc_op *op);

/* ---- race.c ---- */
/* A race, reported once per (kind, access, op statement): returns 0 when it
 * was seen (or is past the number shown), else adds the error. */
int mc_race_report(mc_machine *m, mc_race_kind kind, const void *site, const kir_stmt *op, ww_loc loc, int len,
                   const char *msg);
/* After a race's notes: the verifier's run ends here. */
void mc_race_done(mc_machine *m);
/* Synchronous accesses of one element (fast path inline: most buffers are
 * not busy). site is the kir_access or kir_expr of the access. */
void mc_race_sync_slow(mc_machine *m, mc_buffer *buf, int64_t flat, int write, const void *site,
                       ww_loc loc, int len);
static inline void mc_check_read(mc_machine *m, mc_buffer *buf, int64_t flat, const void *site,
                                 ww_loc loc, int len) {
  if (buf->busy && buf->shadow[flat].nwriters) mc_race_sync_slow(m, buf, flat, 0, site, loc, len);
  if (buf->hb) {
    mc_hb_check(m, buf, flat, 0, site, loc, len, NULL);
    mc_hb_record(m, buf, flat, 0, m->w->cur_stmt);
  }
}
static inline void mc_check_write(mc_machine *m, mc_buffer *buf, int64_t flat, const void *site,
                                  ww_loc loc, int len) {
  if (buf->busy && (buf->shadow[flat].nwriters | buf->shadow[flat].nreaders))
    mc_race_sync_slow(m, buf, flat, 1, site, loc, len);
  if (buf->hb) {
    mc_hb_check(m, buf, flat, 1, site, loc, len, NULL);
    mc_hb_record(m, buf, flat, 1, m->w->cur_stmt);
  }
}
/* Every element of runs [from, to), accessed synchronously (accessor NULL)
 * or by an op being issued (before it registers). */
void mc_race_runs(mc_machine *m, const mc_op *accessor, const mc_runs *rs, int from, int to, int write,
                  const void *site, ww_loc loc, int len);
void mc_races_free(mc_machine *m);

/* ---- trace.c ---- */
mc_event *mc_event_add(mc_machine *m, mc_event_kind kind, const kir_stmt *s);
/* Notes for the events after op's issue, at most opt.trace_limit. */
void mc_trace_notes(mc_machine *m, const mc_op *op);

/* ---- calls.c ---- */
void mc_call(mc_machine *m, const kir_stmt *s);
void mc_callees_result(mc_machine *m, mc_run_result *res);
void mc_callees_free(mc_machine *m);

#endif
