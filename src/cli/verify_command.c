/*
 * verify_command.c - `waitwise verify`: every interleaving of a kernel's
 * waves under the barrier execution model (src/verify, docs/verify.md).
 *
 *   waitwise verify FILE.wk [-mcpu=CPU] [--kernel=NAME] [--inputs=FILE]
 *                   [--set NAME=VALUE]... [--seed=N] [--no-reduction]
 *                   [--max-states=N] [--max-depth=N] [--max-memory=MIB]
 *                   [--trace-limit=N] [--stats] [--format=text|json|html]
 *
 * Output: the verdict and the figures on stdout; for a violation its
 * diagnostics on stderr and its trace (the schedule, step by step) on
 * stdout. With --format=json, one waitwise-verify/1 object on stdout and
 * the diagnostics as waitwise-diag/1 lines on stderr (docs/json.md). With
 * --format=html, a page drawing that object and its diagnostics on stdout
 * (src/cli/verify.html) and the diagnostics as text on stderr.
 * Exit status: 0 verified, 1 violation, 2 errors, 3 incomplete.
 */
#include "cli.h"
#include "../kir/kir.h"
#include "../verify/verify.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define EXIT_VERIFIED 0
#define EXIT_VIOLATION 1
#define EXIT_ERRORS 2
#define EXIT_INCOMPLETE 3
#define MIB (UINT64_C(1) << 20)

typedef struct verify_args {
  const char *file;
  const char *kernel;
  const char *inputs;
  const char **set;
  int nset, capset;
  int has_seed;
  uint64_t seed;
  int stats;
  int json;                /* --format=json */
  int html;                /* --format=html */
  vf_verify_options o;
} verify_args;

static void verify_usage(FILE *out) {
  fputs("usage: waitwise verify FILE.wk [options]\n"
        "\n"
        "Explores every interleaving of the kernel's waves (waves(W), cluster(C)) and,\n"
        "with --no-reduction, every order in which their async operations move data,\n"
        "with concrete inputs (as run's), and reports the first race, undefined\n"
        "behaviour of the barrier execution model or deadlock with its schedule.\n"
        "\n"
        "options:\n"
        "  -mcpu=CPU                the target's barrier operations (default: all of them)\n"
        "  --kernel=NAME            the kernel (needed when the file has several)\n"
        "  --inputs=FILE, --set NAME=VALUE, --seed=N   inputs, as for run\n"
        "  --no-reduction           plain interleavings (no partial-order reduction)\n"
        "  --max-states=N           states stored before the verdict is incomplete (2^27)\n"
        "  --max-depth=N            transitions on one path (2^24)\n"
        "  --max-memory=MIB         memory of the process, in MiB (2048)\n"
        "  --trace-limit=N          trace steps shown, the last ones (200)\n"
        "  --stats                  seconds, states per second, peak memory\n"
        "  --format=text|json|html  output format (json: docs/json.md, waitwise-verify/1;\n"
        "                           html: the trace drawn, one self-contained page)\n"
        "\n"
        "exit status: 0 verified, 1 violation, 2 errors, 3 incomplete (a bound)\n",
        out);
}

#define MAX_TRACE_LIMIT 1000000 /* --trace-limit=N: the largest N */
#define MAX_MEMORY_MIB ((UINT64_C(1) << 40) / MIB) /* --max-memory: 1 TiB */

/* "--name=" followed by a positive number into *v: 1 matched, 0 not this
 * option, -1 error. */
static int number_opt(const char *s, const char *name, uint64_t *v) {
  size_t n = strlen(name);
  if (strncmp(s, name, n)) return 0;
  if (cli_number(s + n, CLI_NUM_C, 1, UINT64_MAX, v))
    return cli_arg_error("verify", "%s needs a positive number", name);
  return 1;
}

/* Returns 0, 1 (--help shown) or -1 (error reported). */
static int parse_verify_args(int argc, char **argv, verify_args *a) {
  for (int i = 2; i < argc; i++) {
    const char *s = argv[i];
    uint64_t v;
    int r;
    if (!strcmp(s, "-h") || !strcmp(s, "--help")) {
      verify_usage(stdout);
      return 1;
    }
    if (!strncmp(s, "-mcpu=", 6) || !strncmp(s, "--mcpu=", 7)) {
      const char *cpu = strchr(s, '=') + 1;
      if (a->o.target) return cli_arg_error("verify", "-mcpu given twice (the second: '%s')", cpu);
      a->o.target = tg_target_lookup(cpu, strlen(cpu));
      if (!a->o.target) return cli_arg_error("verify", "unknown -mcpu '%s'", cpu);
    } else if (!strcmp(s, "--no-reduction")) a->o.no_reduction = 1;
    else if ((r = number_opt(s, "--max-states=", &a->o.max_states))) {
      if (r < 0) return -1;
    } else if ((r = number_opt(s, "--max-depth=", &a->o.max_depth))) {
      if (r < 0) return -1;
    } else if ((r = number_opt(s, "--max-memory=", &v))) {
      if (r < 0) return -1;
      if (v > MAX_MEMORY_MIB) return cli_arg_error("verify", "--max-memory=%s is more than 1 TiB", s + 13);
      a->o.max_memory = v * MIB;
    } else if ((r = number_opt(s, "--trace-limit=", &v))) {
      if (r < 0) return -1;
      if (v > MAX_TRACE_LIMIT) return cli_arg_error("verify", "--trace-limit=%s: at most %d", s + 14, MAX_TRACE_LIMIT);
      a->o.trace_limit = (int)v;
    } else if (!strncmp(s, "--seed=", 7)) {
      if (cli_number(s + 7, CLI_NUM_C, 0, UINT64_MAX, &a->seed)) return cli_arg_error("verify", "--seed needs a non-negative integer, not '%s'", s + 7);
      a->has_seed = 1;
    } else if (!strncmp(s, "--kernel=", 9)) a->kernel = s + 9;
    else if (!strncmp(s, "--inputs=", 9)) a->inputs = s + 9;
    else if (!strncmp(s, "--set=", 6)) WW_VEC_PUSH(a->set, a->nset, a->capset, s + 6);
    else if ((!strcmp(s, "--set") || !strcmp(s, "--inputs")) && i + 1 < argc) {
      if (s[2] == 's') WW_VEC_PUSH(a->set, a->nset, a->capset, argv[++i]);
      else a->inputs = argv[++i];
    } else if (!strcmp(s, "--stats")) a->stats = 1;
    else if (!strncmp(s, "--format=", 9)) {
      a->json = !strcmp(s + 9, "json");
      a->html = !strcmp(s + 9, "html");
      if (!a->json && !a->html && strcmp(s + 9, "text")) return cli_arg_error("verify", "unknown format '%s' (text, json or html)", s + 9);
    }
    else if (s[0] == '-' && s[1]) return cli_arg_error("verify", "unknown option '%s'", s);
    else if (!a->file) a->file = s;
    else return cli_arg_error("verify", "more than one input file ('%s')", s);
  }
  if (!a->file) {
    return cli_arg_error("verify", "no input file");
  }
  return 0;
}

static const char *bound_text(vf_bound b) {
  switch (b) {
  case VF_BOUND_STATES: return "the state bound (--max-states)";
  case VF_BOUND_DEPTH: return "the depth bound (--max-depth)";
  case VF_BOUND_MEMORY: return "the memory bound (--max-memory)";
  case VF_BOUND_NONE: break;
  }
  return "no bound";
}

/* The statement's source line, from its first character. */
static void stmt_text(ww_buf *o, const kir_stmt *s) {
  const char *p = s->loc.src->text + s->loc.off + (size_t)(s->loc.col - 1);
  size_t n = strcspn(p, "\n#");
  while (n && (p[n - 1] == ' ' || p[n - 1] == '\t' || p[n - 1] == '\r' || p[n - 1] == ';')) n--;
  ww_buf_putn(o, p, n);
}

static void trace(ww_buf *o, const vf_verify_result *r) {
  ww_buf_printf(o, "trace: %llu steps", (unsigned long long)r->path_length);
  if ((uint64_t)r->nsteps < r->path_length) ww_buf_printf(o, ", the last %d shown", r->nsteps);
  ww_buf_puts(o, "\n");
  for (int i = 0; i < r->nsteps; i++) {
    const vf_trace_step *st = &r->steps[i];
    ww_buf_printf(o, "  %4llu  wave %d  ", (unsigned long long)st->index, st->wave);
    if (st->kind == VF_STEP_END) ww_buf_puts(o, "ends");
    else {
      ww_buf_printf(o, "%s:%d:%d  ", st->stmt->loc.src->name, st->stmt->loc.line, st->stmt->loc.col);
      if (st->kind == VF_STEP_RESUME) ww_buf_puts(o, "resumes: ");
      stmt_text(o, st->stmt);
      if (st->kind == VF_STEP_MOVE) ww_buf_puts(o, "  (moves its data)");
    }
    if (st->sync && st->sync[0]) ww_buf_printf(o, "  [%s]", st->sync);
    if (st->in_flight) ww_buf_printf(o, "  {%lld async in flight}", (long long)st->in_flight);
    ww_buf_putc(o, '\n');
  }
}

static void report(ww_buf *o, const kir_kernel *k, const verify_args *a, const vf_verify_result *r) {
  switch (r->verdict) {
  case VF_VERIFIED: ww_buf_puts(o, "verified for these inputs\n"); break;
  case VF_VIOLATION: ww_buf_printf(o, "violation: %s\n", vf_verify_kind_name(r->kind)); break;
  case VF_INCOMPLETE: ww_buf_printf(o, "incomplete: %s was hit, nothing found before it\n", bound_text(r->bound)); break;
  }
  int n = k->waves * k->cluster;
  ww_buf_printf(o, "kernel %s: %d wave%s", k->name, n, n == 1 ? "" : "s");
  if (k->cluster > 1) ww_buf_printf(o, " (%d workgroups of %d)", k->cluster, k->waves);
  ww_buf_printf(o, ", %s, %s\n", a->o.target ? a->o.target->name : "every barrier operation",
                a->o.no_reduction ? "no reduction" : "partial-order reduction");
  if (r->verdict == VF_VIOLATION) trace(o, r);
  ww_buf_printf(o, "states: %llu, transitions: %llu, complete runs: %llu, longest path: %llu\n",
                (unsigned long long)r->states, (unsigned long long)r->transitions,
                (unsigned long long)r->end_states, (unsigned long long)r->max_depth);
  if (a->stats)
    ww_buf_printf(o, "stats: %.3f s, %.0f states/s, peak memory %.1f MiB\n", r->seconds,
                  r->seconds > 0 ? (double)r->states / r->seconds : 0.0, (double)r->memory / (double)MIB);
}

static const char *bound_name(vf_bound b) {
  return b == VF_BOUND_STATES ? "states" : b == VF_BOUND_DEPTH ? "depth" : b == VF_BOUND_MEMORY ? "memory" : NULL;
}

static void json_str_or_null(ww_buf *o, const char *s) {
  if (s) ww_buf_json_str(o, s, strlen(s));
  else ww_buf_puts(o, "null");
}

/* ,"name":[serial,...] */
static void put_serials(ww_buf *o, const char *name, const uint64_t *v, int n) {
  ww_buf_printf(o, ",\"%s\":[", name);
  for (int i = 0; i < n; i++) ww_buf_printf(o, "%s%llu", i ? "," : "", (unsigned long long)v[i]);
  ww_buf_putc(o, ']');
}

/* The waitwise-verify/1 object: what report() prints, as fields. */
static void report_json(ww_buf *o, const kir_kernel *k, const verify_args *a, const vf_verify_result *r) {
  static const char *const verdicts[] = {[VF_VERIFIED] = "verified", [VF_VIOLATION] = "violation",
                                         [VF_INCOMPLETE] = "incomplete"};
  ww_buf_puts(o, "{\"schema\":\"waitwise-verify/1\",\"file\":");
  ww_buf_json_str(o, a->file, strlen(a->file));
  ww_buf_puts(o, ",\"kernel\":");
  ww_buf_json_str(o, k->name, strlen(k->name));
  ww_buf_printf(o, ",\"waves\":%d,\"workgroups\":%d,\"target\":", k->waves * k->cluster, k->cluster);
  json_str_or_null(o, a->o.target ? a->o.target->name : NULL);
  ww_buf_printf(o, ",\"reduction\":%s,\"verdict\":\"%s\",\"kind\":", a->o.no_reduction ? "false" : "true",
                verdicts[r->verdict]);
  json_str_or_null(o, r->verdict == VF_VIOLATION ? vf_verify_kind_name(r->kind) : NULL);
  ww_buf_puts(o, ",\"bound\":");
  json_str_or_null(o, r->verdict == VF_INCOMPLETE ? bound_name(r->bound) : NULL);
  ww_buf_puts(o, ",\"trace\":");
  if (r->verdict != VF_VIOLATION) {
    ww_buf_puts(o, "null");
  } else {
    ww_buf_printf(o, "{\"length\":%llu,\"steps\":[", (unsigned long long)r->path_length);
    for (int i = 0; i < r->nsteps; i++) {
      const vf_trace_step *st = &r->steps[i];
      static const char *const actions[] = {"runs", "resumes", "moves", "ends"};
      int act = st->kind == VF_STEP_END ? 3 : st->kind == VF_STEP_RESUME ? 1 : st->kind == VF_STEP_MOVE ? 2 : 0;
      ww_buf_printf(o, "%s{\"index\":%llu,\"wave\":%d,\"action\":\"%s\"", i ? "," : "",
                    (unsigned long long)st->index, st->wave, actions[act]);
      if (st->kind != VF_STEP_END) {
        ww_buf_puts(o, ",\"file\":");
        ww_buf_json_str(o, st->stmt->loc.src->name, strlen(st->stmt->loc.src->name));
        ww_buf_printf(o, ",\"line\":%d,\"col\":%d,\"text\":", st->stmt->loc.line, st->stmt->loc.col);
        ww_buf t = {0};
        stmt_text(&t, st->stmt);
        ww_buf_json_str(o, t.data ? t.data : "", t.len);
        ww_buf_free(&t);
      }
      ww_buf_puts(o, ",\"sync\":");
      json_str_or_null(o, st->sync && st->sync[0] ? st->sync : NULL);
      ww_buf_printf(o, ",\"in_flight\":%lld", (long long)st->in_flight);
      put_serials(o, "issued", st->ops, st->nissued);
      put_serials(o, "completed", st->ops + st->nissued, st->ncompleted);
      ww_buf_putc(o, '}');
    }
    ww_buf_puts(o, "]}");
  }
  ww_buf_printf(o, ",\"statistics\":{\"states\":%llu,\"transitions\":%llu,\"complete_runs\":%llu,"
                   "\"longest_path\":%llu",
                (unsigned long long)r->states, (unsigned long long)r->transitions,
                (unsigned long long)r->end_states, (unsigned long long)r->max_depth);
  if (a->stats)
    ww_buf_printf(o, ",\"seconds\":%.3f,\"peak_memory_bytes\":%llu", r->seconds,
                  (unsigned long long)r->memory);
  ww_buf_puts(o, "}}\n");
}

/* The page of --format=html: the JSON object and the diagnostics as
 * waitwise-diag/1 lines, drawn by src/cli/verify.html. */
static void report_html(ww_buf *o, const kir_kernel *k, const verify_args *a, const vf_verify_result *r,
                        const ww_diags *d) {
  ww_buf j = {0};
  report_json(&j, k, a, r);
  char *diags = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&diags, &len);
  if (!f) ww_die("open_memstream failed");
  ww_diag_print_json(d, f);
  fclose(f);
  cli_verify_html_page(j.data, diags, o);
  free(diags);
  ww_buf_free(&j);
}

/* Diagnostics to standard error: Clang's text, or waitwise-diag/1 lines. */
static void flush(ww_diags *d, int json) {
  if (json) ww_diag_print_json(d, stderr);
  else ww_diag_print(d, stderr, isatty(2));
  ww_diags_free(d);
}

static int verify_file(verify_args *a, ww_diags *d) {
  ww_source src, inputs;
  char err[512];
  cli_cli jc;
  memset(&jc, 0, sizeof jc);
  jc.json = a->json;
  if (ww_source_read(&src, a->file, err, sizeof err)) {
    cli_input_error(&jc, a->file, err);
    return EXIT_ERRORS;
  }
  int rc = EXIT_ERRORS, have_inputs = 0;
  kir_program prog;
  if (kir_parse(&src, &prog, d)) goto parsed;
  ww_buf why = {0};
  const kir_kernel *k = kir_pick_kernel(&prog, a->kernel, a->file, a->json, &why);
  if (!k) fputs(why.data, stderr);
  ww_buf_free(&why);
  if (!k) goto done;
  mc_input_options io = {NULL, a->nset, a->set, a->has_seed, a->seed};
  if (a->inputs) {
    if (ww_source_read(&inputs, a->inputs, err, sizeof err)) {
      cli_input_error(&jc, a->inputs, err);
      goto done;
    }
    have_inputs = 1;
    io.file = &inputs;
  }
  mc_inputs in;
  if (mc_inputs_resolve(k, &io, &in, d)) goto done;
  vf_verify_result r;
  if (!vf_verify_kernel(k, &in, &a->o, &r, d)) {
    ww_buf o = {0};
    if (a->html) report_html(&o, k, a, &r, d);
    flush(d, a->json);
    if (a->json) report_json(&o, k, a, &r);
    else if (!a->html) report(&o, k, a, &r);
    fwrite(o.data, 1, o.len, stdout);
    ww_buf_free(&o);
    rc = r.verdict == VF_VERIFIED ? EXIT_VERIFIED : r.verdict == VF_VIOLATION ? EXIT_VIOLATION : EXIT_INCOMPLETE;
    vf_verify_result_free(&r);
  }
  mc_inputs_free(&in);
done:
  flush(d, a->json);
  if (have_inputs) ww_source_free(&inputs);
  kir_program_free(&prog);
  ww_source_free(&src);
  return rc;
parsed:
  flush(d, a->json);
  kir_program_free(&prog);
  ww_source_free(&src);
  return rc;
}

int cli_cmd_verify(int argc, char **argv) {
  verify_args a;
  memset(&a, 0, sizeof a);
  int p = parse_verify_args(argc, argv, &a);
  int rc = p > 0 ? 0 : EXIT_ERRORS;
  if (!p) {
    ww_diags d = {0};
    rc = verify_file(&a, &d);
  }
  free(a.set);
  return rc;
}
