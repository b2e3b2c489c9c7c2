/*
 * machine.h - the abstract machine of the kernel IR: `waitwise run`.
 *
 * Executes one kernel (one wave) with concrete values and reports every race
 * of its asynchronous operations (docs/kernel-ir.md, "Asynchrony", "Races").
 *
 * The model. Each store, copy or gather executed inside `async { }` is one
 * async operation (an "op"). It is *outstanding* from its issue until it is
 * forced to complete: by a `wait(q, N)` that retires its group, by a
 * `wait_asyncmark(N)` that retires its mark, or by the end of the kernel. In
 * that interval it reads its sources and writes its destination at moments
 * the completion mode picks:
 *   latest    (default) both at the forced completion;
 *   earliest  both at the issue: a plain sequential run;
 *   random    a read at a random step, a later write at a random step
 *             (xorshift64 from --seed), both within the interval.
 * Races are about the intervals, not the moments, so every mode reports the
 * same races: an access overlapping an outstanding op is a race when it
 *   writes the op's source           (race-source-write),
 *   reads the op's destination       (race-dest-read),
 *   writes the op's destination      (race-dest-write: a synchronous write;
 *                                     race-dest-overlap: another op's write).
 * Reading an outstanding op's source is not a race. For a race-free program
 * the three modes give the same result, and `latest` is the one run that
 * exposes every race of the wave (any later completion is not allowed; any
 * earlier one only narrows the intervals).
 *
 * Everything about one run lives in the machine (machine_internal.h); what
 * comes back is the final contents of the global buffers, their checksums and
 * the checksums of the opaque calls. Nothing here prints.
 */
#ifndef WW_MACHINE_H
#define WW_MACHINE_H

#include "../kir/kir.h"

#define MC_RUN_MAXDIM 8   /* dimensions of a buffer the machine executes */

typedef enum mc_completion { MC_LATEST, MC_EARLIEST, MC_RANDOM } mc_completion;

/* One scalar or element: integers (and bools) as int64, floats as double
 * holding a value of their type (an f16 element holds a binary16 value). */
typedef union mc_value {
  int64_t i;
  double f;
} mc_value;

/* A global buffer: an input before the run, a result after it. */
typedef struct mc_run_buffer {
  const kir_buf *decl;
  const char *name;
  kir_type elem;
  int ndim;
  int64_t dims[MC_RUN_MAXDIM];
  int64_t n;              /* elements */
  mc_value *data;        /* n values, row-major, of type elem */
  uint64_t checksum;      /* mc_checksum_values of data */
} mc_run_buffer;

typedef struct mc_run_scalar {
  const kir_var *var;
  mc_value value;
} mc_run_scalar;

/* The concrete inputs of one kernel: its scalar and global buffer params. */
typedef struct mc_inputs {
  int nscalars;
  mc_run_scalar *scalars;
  int nbuffers;
  mc_run_buffer *buffers;  /* in parameter order */
} mc_inputs;

typedef struct mc_input_options {
  const ww_source *file;    /* --inputs=FILE (read by the caller); NULL: none */
  int nset;
  const char *const *set;   /* --set NAME=VALUE, later ones win */
  int has_seed;             /* --seed: random buffer contents */
  uint64_t seed;
} mc_input_options;

/* Resolves scalar params (--set, the file, the default) and fills global
 * buffers (the file, the seed, or the fixed pattern; see inputs.c). Values
 * depend only on the parameter's name, type, shape and the options, so two
 * kernels with the same parameters get the same inputs (`--equiv`).
 * Returns 0, or -1 with errors in d (located in the kernel or the file). */
int mc_inputs_resolve(const kir_kernel *k, const mc_input_options *o, mc_inputs *in,
                       ww_diags *d);
void mc_inputs_free(mc_inputs *in);

typedef struct mc_run_options {
  mc_completion completion;
  uint64_t seed;            /* random completion */
  int max_races;            /* races reported in full (0: 10); the rest are counted */
  int trace_limit;          /* notes of async events per race (0: 16) */
  uint64_t max_steps;       /* statements executed before the run stops with an
                               error (0: MC_RUN_MAX_STEPS) */
} mc_run_options;

/* Statements a run executes at most by default: a loop over 2^62
 * iterations must end with an error, not run for ever. */
#define MC_RUN_MAX_STEPS ((uint64_t)1 << 27)

/* The opaque calls of one callee (see calls.c for the hash). */
typedef struct mc_run_callee {
  const char *name;
  uint64_t calls;
  uint64_t checksum;        /* sum of the per-call hashes mod 2^64: order-insensitive */
  uint64_t ordered;         /* mc_hash_word over the per-call hashes in call order */
} mc_run_callee;

typedef struct mc_run_result {
  uint64_t statements;      /* statements executed: the benchmark's "operations" */
  uint64_t async_ops;
  uint64_t groups;          /* commits */
  uint64_t asyncmarks;
  uint64_t elements;        /* elements moved by copies, gathers and stores */
  uint64_t races;           /* distinct races (category, access, op) */
  int nbuffers;
  mc_run_buffer *buffers;  /* the global buffers after the run, parameter order */
  int ncallees;
  mc_run_callee *callees;  /* sorted by name */
} mc_run_result;

/* Runs k on in. Returns 0 (clean), 1 (races, reported in d as errors with
 * notes) or 2 (a construct `run` does not execute, or a run-time error such
 * as an out-of-bounds index, reported in d; res then holds no buffers). */
int mc_run_kernel(const kir_kernel *k, const mc_inputs *in, const mc_run_options *opt,
            mc_run_result *res, ww_diags *d);
void mc_run_result_free(mc_run_result *res);

/* Runs a and b on the same inputs (resolved for each; parameters are matched
 * by name and must agree in kind, type and shape) with `latest` completion
 * and compares every global buffer and the calls of every callee. Writes
 * "equivalent ..." or "not equivalent: ..." lines to out. Returns 0
 * (equivalent), 1 (a difference or a race in either) or 2 (errors in d). */
int mc_equiv(const kir_kernel *a, const kir_kernel *b, const mc_input_options *io,
              const mc_run_options *ro, ww_buf *out, ww_diags *d);

/* ---- waves and barriers (sync_check.c) ---- */

struct tg_target;
/* The kernel's waves, wave size, cluster and barrier operations against
 * what the target offers (t NULL: every operation of the model; the trap
 * barriers never). Located errors in d; returns their number. */
int mc_sync_check(const kir_kernel *k, const struct tg_target *t, ww_diags *d);

/* ---- values (value.c) ---- */

/* Bits of v as an element of type t, canonical (one NaN): equal bits, equal
 * values. i32 and f32 use the low 32 bits, f16 the low 16. */
uint64_t mc_value_bits(mc_value v, kir_type t);
/* A hash of the canonical bits in order: from FNV-1a's offset basis, per
 * value h = (h ^ bits) * FNV prime, then h ^= h >> 32 (value.c). */
uint64_t mc_checksum_values(const mc_value *v, int64_t n, kir_type t);
/* Shortest text that reads back as the same value of type t. */
void mc_value_format(ww_buf *b, mc_value v, kir_type t);

#endif
