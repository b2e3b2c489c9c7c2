/*
 * run_command.c - `waitwise run`: execute a kernel IR program on the abstract
 * machine (src/machine/machine.h) and report its races, or compare two.
 *
 *   waitwise run FILE.wk [--kernel=NAME] [--completion=latest|earliest|random]
 *                [--seed=N] [--inputs=FILE] [--set NAME=VALUE]... [--dump]
 *                [--max-races=N] [--max-steps=N] [--stats] [--format=text|json]
 *   waitwise run --equiv A.wk B.wk [--kernels=NAME_A,NAME_B] [same options]
 *
 * Output: a summary on stdout (kernel, counts, every global buffer with its
 * checksum, every callee with its calls and checksum); races and errors as
 * diagnostics on stderr (with --format=json: JSON lines on stdout, then one
 * summary object). Exit status: 0 clean (equivalent), 1 races (or, for
 * --equiv, a difference), 2 usage, input or run-time errors.
 */
#include "cli.h"
#include "../kir/kir.h"
#include "../machine/machine.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct run_args {
  const char *files[2];
  int nfiles;
  int equiv;
  const char *kernel;         /* --kernel */
  const char *kernels[2];     /* --kernels=A,B */
  char *kernels_text;
  kir_completion completion;
  int has_seed;
  uint64_t seed;
  const char *inputs;
  const char **set;
  int nset, capset;
  int dump, stats, json;
  const char *dump_path;      /* --dump=FILE: the buffers alone, an inputs file */
  uint64_t max_races;         /* 0: the machine's default */
  uint64_t max_steps;         /* 0: the machine's default */
} run_args;

static void run_usage(FILE *out) {
  fputs("usage: waitwise run FILE.wk [options]\n"
        "       waitwise run --equiv A.wk B.wk [options]\n"
        "\n"
        "Executes one kernel (one wave) with concrete inputs and reports every race of\n"
        "its async operations; --equiv runs two kernels on the same inputs and compares\n"
        "their global buffers and opaque-call checksums.\n"
        "\n"
        "options:\n"
        "  --kernel=NAME            the kernel to run (needed when the file has several)\n"
        "  --kernels=NAME_A,NAME_B  --equiv: the kernel of each file\n"
        "  --completion=MODE        when async operations move data: latest (default: at\n"
        "                           their forced completion), earliest (at issue), random\n"
        "  --seed=N                 random completion, and random buffer inputs\n"
        "  --inputs=FILE            inputs: lines 'NAME = v0 v1 ...' (see --dump)\n"
        "  --set NAME=VALUE         a scalar parameter\n"
        "  --dump                   print the global buffers after the run\n"
        "  --dump=FILE              write them to FILE alone, as --inputs reads them\n"
        "  --max-races=N            races reported in full (default 10; the rest counted)\n"
        "  --max-steps=N            statements executed before the run stops with an error\n"
        "                           (default 2^27)\n"
        "  --stats                  operations executed, seconds, operations per second\n"
        "  --format=text|json       diagnostics and summary format\n"
        "\n"
        "exit status: 0 clean (equivalent), 1 races or a difference, 2 errors\n",
        out);
}

#define MAX_RACES_OPTION 1000000 /* --max-races=N: the largest N */

/* Returns 0, 1 (--help shown) or -1 (error reported). */
static int parse_run_args(int argc, char **argv, run_args *a) {
  for (int i = 2; i < argc; i++) {
    const char *s = argv[i];
    if (!strcmp(s, "-h") || !strcmp(s, "--help")) {
      run_usage(stdout);
      return 1;
    } else if (!strcmp(s, "--equiv")) a->equiv = 1;
    else if (!strncmp(s, "--kernel=", 9)) a->kernel = s + 9;
    else if (!strncmp(s, "--kernels=", 10)) {
      free(a->kernels_text);
      a->kernels_text = strdup(s + 10);
      char *comma = strchr(a->kernels_text, ',');
      if (!comma || comma == a->kernels_text || !comma[1]) return ww_cli_arg_error("run", "--kernels needs NAME_A,NAME_B, not '%s'", s + 10);
      *comma = 0;
      a->kernels[0] = a->kernels_text;
      a->kernels[1] = comma + 1;
    } else if (!strcmp(s, "--completion=latest")) a->completion = KIR_LATEST;
    else if (!strcmp(s, "--completion=earliest")) a->completion = KIR_EARLIEST;
    else if (!strcmp(s, "--completion=random")) a->completion = KIR_RANDOM;
    else if (!strncmp(s, "--completion=", 13))
      return ww_cli_arg_error("run", "unknown completion '%s' (latest, earliest or random)", s + 13);
    else if (!strncmp(s, "--seed=", 7)) {
      if (ww_cli_number(s + 7, WW_CLI_NUM_C, 0, UINT64_MAX, &a->seed)) return ww_cli_arg_error("run", "--seed needs a non-negative integer, not '%s'", s + 7);
      a->has_seed = 1;
    } else if (!strncmp(s, "--max-steps=", 12)) {
      if (ww_cli_number(s + 12, WW_CLI_NUM_C, 1, UINT64_MAX, &a->max_steps))
        return ww_cli_arg_error("run", "--max-steps needs a positive number, not '%s'", s + 12);
    } else if (!strncmp(s, "--max-races=", 12)) {
      if (ww_cli_number(s + 12, WW_CLI_NUM_C, 1, MAX_RACES_OPTION, &a->max_races))
        return ww_cli_arg_error("run", "--max-races needs a number from 1 to %d, not '%s'", MAX_RACES_OPTION, s + 12);
    } else if (!strncmp(s, "--inputs=", 9)) a->inputs = s + 9;
    else if (!strcmp(s, "--inputs") && i + 1 < argc) a->inputs = argv[++i];
    else if (!strncmp(s, "--set=", 6)) WW_VEC_PUSH(a->set, a->nset, a->capset, s + 6);
    else if (!strcmp(s, "--set") && i + 1 < argc) WW_VEC_PUSH(a->set, a->nset, a->capset, argv[++i]);
    else if (!strcmp(s, "--set") || !strcmp(s, "--inputs")) return ww_cli_arg_error("run", "option '%s' needs a value", s);
    else if (!strcmp(s, "--dump")) a->dump = 1;
    else if (!strncmp(s, "--dump=", 7) && s[7]) a->dump_path = s + 7;
    else if (!strcmp(s, "--stats")) a->stats = 1;
    else if (!strcmp(s, "--format=json")) a->json = 1;
    else if (!strcmp(s, "--format=text")) a->json = 0;
    else if (s[0] == '-' && s[1]) return ww_cli_arg_error("run", "unknown option '%s'", s);
    else if (a->nfiles < 2) a->files[a->nfiles++] = s;
    else return ww_cli_arg_error("run", "too many input files ('%s')", s);
  }
  int want = a->equiv ? 2 : 1;
  if (a->nfiles < want) {
    return ww_cli_arg_error("run", "%s", a->equiv ? "--equiv needs two input files" : "no input file");
  }
  if (a->nfiles > want) return ww_cli_arg_error("run", "more than one input file ('%s'); --equiv compares two", a->files[1]);
  if (!a->equiv && a->kernels[0]) return ww_cli_arg_error("run", "%s is for --equiv; use --kernel=NAME", "--kernels");
  return 0;
}

/* Prints and forgets the diagnostics (before the sources they point into go). */
static void flush(ww_diags *d, int json) {
  if (json) ww_diag_print_json(d, stdout);
  else ww_diag_print(d, stderr, isatty(2));
  ww_diags_free(d);
}

/* A program read and parsed; its source must outlive the diagnostics. */
typedef struct loaded {
  ww_source src;
  kir_program prog;
  int ok;
} loaded;

static int load(const char *path, loaded *l, ww_diags *d, int json) {
  char err[512];
  if (ww_source_read(&l->src, path, err, sizeof err)) {
    fprintf(stderr, "waitwise: error: %s\n", err);
    return 2;
  }
  if (kir_parse(&l->src, &l->prog, d)) {
    flush(d, json);
    kir_program_free(&l->prog);
    ww_source_free(&l->src);
    return 2;
  }
  l->ok = 1;
  return 0;
}

static void unload(loaded *l) {
  if (!l->ok) return;
  kir_program_free(&l->prog);
  ww_source_free(&l->src);
  l->ok = 0;
}

static const char *completion_name(kir_completion c) {
  return c == KIR_EARLIEST ? "earliest" : c == KIR_RANDOM ? "random" : "latest";
}

static void shape(ww_buf *b, const kir_run_buffer *rb) {
  ww_buf_printf(b, "%s[", kir_type_name(rb->elem));
  for (int d = 0; d < rb->ndim; d++) ww_buf_printf(b, "%s%lld", d ? ", " : "", (long long)rb->dims[d]);
  ww_buf_putc(b, ']');
}

static void summary_text(ww_buf *o, const kir_kernel *k, const run_args *a, const kir_run_result *r) {
  ww_buf_printf(o, "kernel %s: completion %s\n", k->name, completion_name(a->completion));
  ww_buf_printf(o, "executed %llu statements, %llu async operations, %llu groups, %llu asyncmarks\n",
                (unsigned long long)r->statements, (unsigned long long)r->async_ops,
                (unsigned long long)r->groups, (unsigned long long)r->asyncmarks);
  ww_buf_printf(o, "races: %llu\n", (unsigned long long)r->races);
  for (int i = 0; i < r->nbuffers; i++) {
    const kir_run_buffer *b = &r->buffers[i];
    ww_buf_printf(o, "%s: global ", b->name);
    shape(o, b);
    ww_buf_printf(o, " checksum 0x%016llx\n", (unsigned long long)b->checksum);
  }
  for (int i = 0; i < r->ncallees; i++)
    ww_buf_printf(o, "%s(): %llu calls, checksum 0x%016llx\n", r->callees[i].name,
                  (unsigned long long)r->callees[i].calls, (unsigned long long)r->callees[i].checksum);
}

static void summary_json(ww_buf *o, const kir_kernel *k, const run_args *a, const kir_run_result *r) {
  ww_buf_puts(o, "{\"schema\":\"waitwise-run/1\",\"kernel\":");
  ww_buf_json_str(o, k->name, strlen(k->name));
  ww_buf_printf(o, ",\"completion\":\"%s\",\"statements\":%llu,\"async_operations\":%llu,\"groups\":%llu,"
                   "\"asyncmarks\":%llu,\"races\":%llu,\"buffers\":[",
                completion_name(a->completion), (unsigned long long)r->statements,
                (unsigned long long)r->async_ops, (unsigned long long)r->groups,
                (unsigned long long)r->asyncmarks, (unsigned long long)r->races);
  for (int i = 0; i < r->nbuffers; i++) {
    const kir_run_buffer *b = &r->buffers[i];
    ww_buf_puts(o, i ? ",{\"name\":" : "{\"name\":");
    ww_buf_json_str(o, b->name, strlen(b->name));
    ww_buf_puts(o, ",\"type\":\"");
    shape(o, b);
    ww_buf_printf(o, "\",\"checksum\":\"0x%016llx\"}", (unsigned long long)b->checksum);
  }
  ww_buf_puts(o, "],\"calls\":[");
  for (int i = 0; i < r->ncallees; i++) {
    ww_buf_puts(o, i ? ",{\"name\":" : "{\"name\":");
    ww_buf_json_str(o, r->callees[i].name, strlen(r->callees[i].name));
    ww_buf_printf(o, ",\"calls\":%llu,\"checksum\":\"0x%016llx\",\"ordered\":\"0x%016llx\"}",
                  (unsigned long long)r->callees[i].calls, (unsigned long long)r->callees[i].checksum,
                  (unsigned long long)r->callees[i].ordered);
  }
  ww_buf_puts(o, "]}\n");
}

/* The buffers as an inputs file (16 values a line). */
static void dump_text(ww_buf *o, const kir_run_result *r) {
  for (int i = 0; i < r->nbuffers; i++) {
    const kir_run_buffer *b = &r->buffers[i];
    ww_buf_printf(o, "%s =", b->name);
    for (int64_t k = 0; k < b->n; k++) {
      if (k && k % 16 == 0) ww_buf_printf(o, "\n%*s", (int)strlen(b->name) + 2, "");
      ww_buf_putc(o, ' ');
      kir_value_format(o, b->data[k], b->elem);
    }
    ww_buf_putc(o, '\n');
  }
  for (int i = 0; i < r->ncallees; i++)
    ww_buf_printf(o, "# %s(): %llu calls, in call order 0x%016llx\n", r->callees[i].name,
                  (unsigned long long)r->callees[i].calls, (unsigned long long)r->callees[i].ordered);
}

/* --dump=FILE: the buffers alone, so that --inputs=FILE reads them back. */
static int write_dump(const char *path, const kir_run_result *r) {
  ww_buf b = {0};
  dump_text(&b, r);
  FILE *f = fopen(path, "w");
  int bad = !f || fwrite(b.data ? b.data : "", 1, b.len, f) != b.len;
  if (f) bad |= fclose(f) != 0;
  if (bad) fprintf(stderr, "waitwise: error: cannot write '%s': %s\n", path, strerror(errno));
  ww_buf_free(&b);
  return bad;
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int run_one(const run_args *a, const kir_input_options *io, const kir_run_options *ro, ww_diags *d) {
  loaded l = {0};
  if (load(a->files[0], &l, d, a->json)) return 2;
  const kir_kernel *k = ww_kir_pick_kernel(&l.prog, a->kernel, a->files[0], a->json ? stdout : NULL);
  if (!k) {
    unload(&l);
    return 2;
  }
  kir_inputs in;
  if (kir_inputs_resolve(k, io, &in, d)) {
    flush(d, a->json);
    unload(&l);
    return 2;
  }
  kir_run_result res;
  double t0 = now_seconds();
  int rc = kir_run(k, &in, ro, &res, d);
  double seconds = now_seconds() - t0;
  flush(d, a->json);
  ww_buf o = {0};
  if (rc != 2) {
    if (a->json) {
      summary_json(&o, k, a, &res);
      if (a->stats) { /* the summary's last "}\n" gains the figures */
        o.len -= 2;
        ww_buf_printf(&o, ",\"seconds\":%.6f,\"operations_per_second\":%.0f}\n", seconds,
                      seconds > 0 ? (double)res.statements / seconds : 0.0);
      }
    }
    else {
      summary_text(&o, k, a, &res);
      if (a->dump) dump_text(&o, &res);
    }
    if (a->dump_path && write_dump(a->dump_path, &res)) rc = 2;
  }
  if (a->stats && !a->json)
    ww_buf_printf(&o, "stats: %llu operations in %.3f s, %.0f operations per second\n",
                  (unsigned long long)res.statements, seconds,
                  seconds > 0 ? (double)res.statements / seconds : 0.0);
  if (o.len) fwrite(o.data, 1, o.len, stdout);
  ww_buf_free(&o);
  kir_run_result_free(&res);
  kir_inputs_free(&in);
  unload(&l);
  return rc;
}

static int run_equiv(const run_args *a, const kir_input_options *io, const kir_run_options *ro, ww_diags *d) {
  loaded la = {0}, lb = {0};
  int rc = 2;
  const kir_kernel *ka = NULL, *kb = NULL;
  if (load(a->files[0], &la, d, a->json) || load(a->files[1], &lb, d, a->json)) goto done;
  ka = ww_kir_pick_kernel(&la.prog, a->kernels[0] ? a->kernels[0] : a->kernel, a->files[0],
                          a->json ? stdout : NULL);
  kb = ka ? ww_kir_pick_kernel(&lb.prog, a->kernels[1] ? a->kernels[1] : a->kernel, a->files[1],
                                   a->json ? stdout : NULL)
            : NULL;
  if (!kb) goto done;
  ww_buf o = {0};
  rc = kir_equiv(ka, kb, io, ro, &o, d);
  flush(d, a->json);
  if (a->json && rc != 2) {
    ww_buf j = {0};
    ww_buf_printf(&j, "{\"schema\":\"waitwise-run-equiv/1\",\"equivalent\":%s,\"report\":",
                  rc ? "false" : "true");
    ww_buf_json_str(&j, o.data ? o.data : "", o.len);
    ww_buf_puts(&j, "}\n");
    fwrite(j.data, 1, j.len, stdout);
    ww_buf_free(&j);
  } else if (o.len) fwrite(o.data, 1, o.len, stdout);
  ww_buf_free(&o);
done:
  flush(d, a->json);
  unload(&la);
  unload(&lb);
  return rc;
}

int ww_cmd_run(int argc, char **argv) {
  run_args a;
  memset(&a, 0, sizeof a);
  int p = parse_run_args(argc, argv, &a);
  if (p) {
    free(a.set);
    free(a.kernels_text);
    return p > 0 ? 0 : 2;
  }
  ww_diags d = {0};
  ww_source inputs;
  int rc = 2;
  kir_input_options io = {NULL, a.nset, a.set, a.has_seed, a.seed};
  kir_run_options ro = {a.completion, a.has_seed ? a.seed : 1, (int)a.max_races, 0, a.max_steps};
  if (a.inputs) {
    char err[512];
    if (ww_source_read(&inputs, a.inputs, err, sizeof err)) {
      fprintf(stderr, "waitwise: error: %s\n", err);
      goto out;
    }
    io.file = &inputs;
  }
  rc = a.equiv ? run_equiv(&a, &io, &ro, &d) : run_one(&a, &io, &ro, &d);
  if (io.file) ww_source_free(&inputs);
out:
  ww_diags_free(&d);
  free(a.set);
  free(a.kernels_text);
  return rc;
}
