/*
 * command.c - waitwise_run (include/waitwise/kir.h): the `run` command as
 * one library call; the CLI (src/cli/run_command.c) only reads options and
 * maps the status to an exit code. The phases, top to bottom:
 *
 *   inputs   the --inputs file read (waitwise_run)
 *   load     each program read and parsed (load)
 *   kernel   the kernel picked (kir_pick_kernel)
 *   resolve  its parameters' values (mc_inputs_resolve)
 *   run      executed and timed (mc_run_kernel), or both compared (mc_equiv)
 *   report   diagnostics, then the summary (text or JSON), the dump and
 *            the figures (run_one, run_equiv)
 */
#include "waitwise/kir.h"
#include "machine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* One run's settings and where its output goes. */
typedef struct run_ctx {
  const waitwise_run_options *o;
  const waitwise_sink *sink;
  mc_completion completion;
} run_ctx;

static void say(const run_ctx *c, waitwise_stream st, const char *data, size_t len) {
  c->sink->write(c->sink->ctx, st, data ? data : "", len);
}

/* Prints and forgets the diagnostics (before the sources they point into
 * go): JSON lines with the report, else Clang's text to the diagnostics. */
static void flush(const run_ctx *c, ww_diags *d) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  if (!f) ww_die("open_memstream failed");
  if (c->o->json) ww_diag_print_json(d, f);
  else ww_diag_print(d, f, c->o->color);
  fclose(f);
  if (len) say(c, c->o->json ? WAITWISE_STREAM_REPORT : WAITWISE_STREAM_DIAGNOSTICS, text, len);
  free(text);
  ww_diags_free(d);
}

static void error_line(const run_ctx *c, const char *msg) {
  ww_buf b = {0};
  ww_buf_printf(&b, "waitwise: error: %s\n", msg);
  say(c, WAITWISE_STREAM_DIAGNOSTICS, b.data, b.len);
  ww_buf_free(&b);
}

/* A program read and parsed; its source must outlive the diagnostics. */
typedef struct loaded {
  ww_source src;
  kir_program prog;
  int ok;
} loaded;

static int load(const run_ctx *c, const char *path, loaded *l, ww_diags *d) {
  char err[512];
  if (ww_source_read(&l->src, path, err, sizeof err)) {
    error_line(c, err);
    return -1;
  }
  if (kir_parse(&l->src, &l->prog, d)) {
    flush(c, d);
    kir_program_free(&l->prog);
    ww_source_free(&l->src);
    return -1;
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

/* The kernel, or NULL with the error said (JSON with the report). */
static const kir_kernel *pick(const run_ctx *c, const loaded *l, const char *name, const char *path) {
  ww_buf err = {0};
  const kir_kernel *k = kir_pick_kernel(&l->prog, name, path, c->o->json, &err);
  if (!k) say(c, c->o->json ? WAITWISE_STREAM_REPORT : WAITWISE_STREAM_DIAGNOSTICS, err.data, err.len);
  ww_buf_free(&err);
  return k;
}

static const char *completion_name(mc_completion c) {
  return c == MC_EARLIEST ? "earliest" : c == MC_RANDOM ? "random" : "latest";
}

static void shape(ww_buf *b, const mc_run_buffer *rb) {
  ww_buf_printf(b, "%s[", kir_type_name(rb->elem));
  for (int d = 0; d < rb->ndim; d++) ww_buf_printf(b, "%s%lld", d ? ", " : "", (long long)rb->dims[d]);
  ww_buf_putc(b, ']');
}

static void summary_text(ww_buf *o, const kir_kernel *k, mc_completion completion, const mc_run_result *r) {
  ww_buf_printf(o, "kernel %s: completion %s\n", k->name, completion_name(completion));
  ww_buf_printf(o, "executed %llu statements, %llu async operations, %llu groups, %llu asyncmarks\n",
                (unsigned long long)r->statements, (unsigned long long)r->async_ops,
                (unsigned long long)r->groups, (unsigned long long)r->asyncmarks);
  ww_buf_printf(o, "races: %llu\n", (unsigned long long)r->races);
  for (int i = 0; i < r->nbuffers; i++) {
    const mc_run_buffer *b = &r->buffers[i];
    ww_buf_printf(o, "%s: global ", b->name);
    shape(o, b);
    ww_buf_printf(o, " checksum 0x%016llx\n", (unsigned long long)b->checksum);
  }
  for (int i = 0; i < r->ncallees; i++)
    ww_buf_printf(o, "%s(): %llu calls, checksum 0x%016llx\n", r->callees[i].name,
                  (unsigned long long)r->callees[i].calls, (unsigned long long)r->callees[i].checksum);
}

static void summary_json(ww_buf *o, const kir_kernel *k, mc_completion completion, const mc_run_result *r) {
  ww_buf_puts(o, "{\"schema\":\"waitwise-run/1\",\"kernel\":");
  ww_buf_json_str(o, k->name, strlen(k->name));
  ww_buf_printf(o, ",\"completion\":\"%s\",\"statements\":%llu,\"async_operations\":%llu,\"groups\":%llu,"
                   "\"asyncmarks\":%llu,\"races\":%llu,\"buffers\":[",
                completion_name(completion), (unsigned long long)r->statements,
                (unsigned long long)r->async_ops, (unsigned long long)r->groups,
                (unsigned long long)r->asyncmarks, (unsigned long long)r->races);
  for (int i = 0; i < r->nbuffers; i++) {
    const mc_run_buffer *b = &r->buffers[i];
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
static void dump_text(ww_buf *o, const mc_run_result *r) {
  for (int i = 0; i < r->nbuffers; i++) {
    const mc_run_buffer *b = &r->buffers[i];
    ww_buf_printf(o, "%s =", b->name);
    for (int64_t k = 0; k < b->n; k++) {
      if (k && k % 16 == 0) ww_buf_printf(o, "\n%*s", (int)strlen(b->name) + 2, "");
      ww_buf_putc(o, ' ');
      mc_value_format(o, b->data[k], b->elem);
    }
    ww_buf_putc(o, '\n');
  }
  for (int i = 0; i < r->ncallees; i++)
    ww_buf_printf(o, "# %s(): %llu calls, in call order 0x%016llx\n", r->callees[i].name,
                  (unsigned long long)r->callees[i].calls, (unsigned long long)r->callees[i].ordered);
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The summary of one run (and its dump, its figures) into o; 2 when the
 * dump file could not be written, else rc. */
static int summary(const run_ctx *c, const kir_kernel *k, const mc_run_result *res, double seconds, int rc,
                   ww_buf *o) {
  const waitwise_run_options *a = c->o;
  if (rc != 2) {
    if (a->json) {
      summary_json(o, k, c->completion, res);
      if (a->stats) { /* the summary's last "}\n" gains the figures */
        o->len -= 2;
        ww_buf_printf(o, ",\"seconds\":%.6f,\"operations_per_second\":%.0f}\n", seconds,
                      seconds > 0 ? (double)res->statements / seconds : 0.0);
      }
    } else {
      summary_text(o, k, c->completion, res);
      if (a->dump) dump_text(o, res);
    }
    if (a->dump_file) { /* the buffers alone, so that --inputs=FILE reads them back */
      ww_buf b = {0};
      dump_text(&b, res);
      if (c->sink->write(c->sink->ctx, WAITWISE_STREAM_DUMP, b.data ? b.data : "", b.len)) rc = 2;
      ww_buf_free(&b);
    }
  }
  if (a->stats && !a->json)
    ww_buf_printf(o, "stats: %llu operations in %.3f s, %.0f operations per second\n",
                  (unsigned long long)res->statements, seconds,
                  seconds > 0 ? (double)res->statements / seconds : 0.0);
  return rc;
}

static int run_one(const run_ctx *c, const mc_input_options *io, const mc_run_options *ro, ww_diags *d) {
  const waitwise_run_options *a = c->o;
  loaded l = {0};
  if (load(c, a->files[0], &l, d)) return 2;
  const kir_kernel *k = pick(c, &l, a->kernel, a->files[0]);
  if (!k) {
    unload(&l);
    return 2;
  }
  mc_inputs in;
  if (mc_inputs_resolve(k, io, &in, d)) {
    flush(c, d);
    unload(&l);
    return 2;
  }
  mc_run_result res;
  double t0 = now_seconds();
  int rc = mc_run_kernel(k, &in, ro, &res, d);
  double seconds = now_seconds() - t0;
  flush(c, d);
  ww_buf o = {0};
  rc = summary(c, k, &res, seconds, rc, &o);
  if (o.len) say(c, WAITWISE_STREAM_REPORT, o.data, o.len);
  ww_buf_free(&o);
  mc_run_result_free(&res);
  mc_inputs_free(&in);
  unload(&l);
  return rc;
}

static int run_equiv(const run_ctx *c, const mc_input_options *io, const mc_run_options *ro, ww_diags *d) {
  const waitwise_run_options *a = c->o;
  loaded la = {0}, lb = {0};
  int rc = 2;
  const kir_kernel *ka = NULL, *kb = NULL;
  if (load(c, a->files[0], &la, d) || load(c, a->files[1], &lb, d)) goto done;
  ka = pick(c, &la, a->kernels[0] ? a->kernels[0] : a->kernel, a->files[0]);
  kb = ka ? pick(c, &lb, a->kernels[1] ? a->kernels[1] : a->kernel, a->files[1]) : NULL;
  if (!kb) goto done;
  ww_buf o = {0};
  rc = mc_equiv(ka, kb, io, ro, &o, d);
  flush(c, d);
  if (a->json && rc != 2) {
    ww_buf j = {0};
    ww_buf_printf(&j, "{\"schema\":\"waitwise-run-equiv/1\",\"equivalent\":%s,\"report\":",
                  rc ? "false" : "true");
    ww_buf_json_str(&j, o.data ? o.data : "", o.len);
    ww_buf_puts(&j, "}\n");
    say(c, WAITWISE_STREAM_REPORT, j.data, j.len);
    ww_buf_free(&j);
  } else if (o.len) say(c, WAITWISE_STREAM_REPORT, o.data, o.len);
  ww_buf_free(&o);
done:
  flush(c, d);
  unload(&la);
  unload(&lb);
  return rc;
}

waitwise_kir_status waitwise_run(const waitwise_run_options *a, const waitwise_sink *sink) {
  static const mc_completion completions[] = {[WAITWISE_COMPLETION_LATEST] = MC_LATEST,
                                               [WAITWISE_COMPLETION_EARLIEST] = MC_EARLIEST,
                                               [WAITWISE_COMPLETION_RANDOM] = MC_RANDOM};
  run_ctx c = {a, sink, completions[a->completion]};
  ww_diags d = {0};
  ww_source inputs;
  int rc = 2;
  mc_input_options io = {NULL, a->nset, a->set, a->has_seed, a->seed};
  mc_run_options ro = {c.completion, a->has_seed ? a->seed : 1, (int)a->max_races, 0, a->max_steps};
  if (a->inputs) {
    char err[512];
    if (ww_source_read(&inputs, a->inputs, err, sizeof err)) {
      error_line(&c, err);
      goto out;
    }
    io.file = &inputs;
  }
  rc = a->equiv ? run_equiv(&c, &io, &ro, &d) : run_one(&c, &io, &ro, &d);
  if (io.file) ww_source_free(&inputs);
out:
  ww_diags_free(&d);
  return rc == 0 ? WAITWISE_KIR_OK : rc == 1 ? WAITWISE_KIR_FOUND : WAITWISE_KIR_ERROR;
}
