/*
 * kir.h - the commands beyond assembly as library calls: gather (plan an
 * LDS DMA tile copy) and run (execute a kernel IR program, docs/run.md),
 * the `waitwise gather` and `waitwise run` commands without their option
 * parsing.
 *
 * Why a sink and not one output string, as waitwise.h's calls return:
 * these commands print to two streams in an order their users see (a
 * warning before the plan, diagnostics before the summary), write a
 * product that may go to a file (-o) and, for run --dump=FILE, a second
 * file. The sink receives every piece in the order the command makes it,
 * marked with the stream it is for; the library itself never prints,
 * never opens a file to write and never exits.
 */
#ifndef WAITWISE_KIR_H
#define WAITWISE_KIR_H

#include "waitwise.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How a command ends; the CLI maps each to its exit status (0, 1, 2, 3, 70). */
typedef enum waitwise_kir_status {
  WAITWISE_KIR_OK,         /* clean, equivalent, planned */
  WAITWISE_KIR_FOUND,      /* run: races or a difference; gather --exhaustive: a cheaper plan */
  WAITWISE_KIR_ERROR,      /* usage, input or run-time errors: see the diagnostics */
  WAITWISE_KIR_INCOMPLETE, /* a bound ended the search before a verdict */
  WAITWISE_KIR_INTERNAL,   /* a bug in waitwise: please report it */
} waitwise_kir_status;

typedef enum waitwise_stream {
  WAITWISE_STREAM_REPORT,      /* what the command reports: standard output */
  WAITWISE_STREAM_DIAGNOSTICS, /* errors, warnings, notes: standard error */
  WAITWISE_STREAM_RESULT,      /* the product (gather's plan or code): standard
                                  output or -o FILE; written once, whole */
  WAITWISE_STREAM_DUMP,        /* run --dump=FILE: that file's whole content */
} waitwise_stream;

/* write returns 0, or nonzero when a RESULT or DUMP piece could not be
 * written (the sink says why; the command then ends with
 * WAITWISE_KIR_ERROR). */
typedef struct waitwise_sink {
  int (*write)(void *ctx, waitwise_stream stream, const char *data, size_t len);
  void *ctx;
} waitwise_sink;

/* ---- gather: docs/user-guide.md ---- */
typedef enum waitwise_gather_emit {
  WAITWISE_GATHER_PLAN, /* the plan: text, --explain or JSON */
  WAITWISE_GATHER_ASM,  /* a function doing the copy and its wait */
  WAITWISE_GATHER_HIP,
} waitwise_gather_emit;

typedef struct waitwise_gather_options {
  const char *mcpu;     /* gfx942, gfx950, gfx90a or gfx1250 */
  int rows, cols;       /* the tile, elements */
  const char *type;     /* i8 u8 f16 bf16 i16 f32 i32 f64 i64 */
  int global_row;       /* global row stride, elements; -1: cols */
  int global_align;     /* alignment of the tile's global address, bytes */
  int lds_row;          /* LDS row stride, elements; -1: cols */
  int lds_base;         /* LDS byte offset of the first buffer */
  int buffers, threads; /* pipeline buffers in LDS, workgroup size */
  int wave_size;        /* 0: the target's; another plans a model */
  int width;            /* only DMA lanes of this many bytes; 0: any */
  int explain;          /* the choice against the alternatives */
  int json;             /* the plan and the diagnostics as JSON */
  int exhaustive;       /* also every plan: WAITWISE_KIR_FOUND when one is cheaper */
  waitwise_gather_emit emit;
  int prefetch;         /* ASM: other loads after the tile's DMA */
  int mark;             /* ASM: s_asyncmark for insert, not the exact wait */
} waitwise_gather_options;

/* The command's defaults (16-byte alignment, one buffer, 256 threads). */
void waitwise_gather_defaults(waitwise_gather_options *o);
/* Bytes of an element type named as --type names it; 0: not a type. */
int waitwise_gather_type_size(const char *type);
waitwise_kir_status waitwise_gather(const waitwise_gather_options *o, const waitwise_sink *sink);

/* ---- run: docs/run.md ---- */
typedef enum waitwise_completion {
  WAITWISE_COMPLETION_LATEST,   /* async data moves at the forced completion */
  WAITWISE_COMPLETION_EARLIEST, /* at the issue */
  WAITWISE_COMPLETION_RANDOM,   /* in between, from the seed */
} waitwise_completion;

typedef struct waitwise_run_options {
  const char *files[2];          /* the program (FILE.wk, "-": standard input);
                                    equiv: the two programs */
  int equiv;                     /* run both on the same inputs and compare */
  const char *kernel;            /* NULL: the file's only kernel */
  const char *kernels[2];        /* equiv: each file's kernel (NULL: kernel) */
  waitwise_completion completion;
  int has_seed;
  unsigned long long seed;       /* random completion and random buffer inputs */
  const char *inputs;            /* a file of inputs ('NAME = v0 v1 ...'); NULL: none */
  const char *const *set;        /* scalar parameters, NAME=VALUE */
  int nset;
  int dump;                      /* the global buffers after the summary (text) */
  int dump_file;                 /* the global buffers alone to the DUMP stream */
  int stats;                     /* operations executed, seconds, operations per second */
  int json;                      /* diagnostics and summary as JSON lines (REPORT) */
  int color;                     /* ANSI colours in text diagnostics */
  unsigned long long max_races;  /* races reported in full; 0: 10 */
  unsigned long long max_steps;  /* statements before the run stops; 0: 2^27 */
} waitwise_run_options;

waitwise_kir_status waitwise_run(const waitwise_run_options *o, const waitwise_sink *sink);

#ifdef __cplusplus
}
#endif
#endif
