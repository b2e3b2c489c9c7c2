/*
 * check_files.c - `waitwise check` over many files and directories: the
 * inputs are expanded (directories walked for .s files, sorted by name),
 * checked -j N at a time, and reported in the order given, as if checked
 * one by one; then one summary and one exit status: 2 if an input could
 * not be read or parsed, else 1 if any file has errors, else 0.
 */
#define _DEFAULT_SOURCE
#include "cli.h"

#include <dirent.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The file names a directory holds that check reads. */
static int checkable(const char *name) {
  size_t n = strlen(name);
  return n > 2 && strcmp(name + n - 2, ".s") == 0;
}

typedef struct file_list {
  char **v;
  size_t n, cap;
} file_list;

static void push(file_list *l, char *path) {
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 16;
    l->v = realloc(l->v, l->cap * sizeof *l->v);
    if (!l->v) ww_die("out of memory");
  }
  l->v[l->n++] = path;
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *join(const char *dir, const char *name) {
  size_t a = strlen(dir), b = strlen(name);
  char *p = ww_xmalloc(a + b + 2);
  memcpy(p, dir, a);
  size_t k = a;
  if (a && dir[a - 1] != '/') p[k++] = '/';
  memcpy(p + k, name, b + 1);
  return p;
}

/* Appends the checkable files under dir, sorted; 0, or -1 if unreadable. */
static int walk(const char *dir, file_list *out, int depth) {
  if (depth > 64) return 0; /* a link cycle */
  DIR *d = opendir(dir);
  if (!d) return -1;
  file_list here = {0};
  struct dirent *e;
  while ((e = readdir(d)))
    if (e->d_name[0] != '.') push(&here, join(dir, e->d_name));
  closedir(d);
  if (here.n) qsort(here.v, here.n, sizeof *here.v, cmp_str);
  for (size_t i = 0; i < here.n; i++) {
    struct stat st;
    if (stat(here.v[i], &st) == 0 && S_ISDIR(st.st_mode)) {
      walk(here.v[i], out, depth + 1);
      free(here.v[i]);
    } else if (checkable(here.v[i])) {
      push(out, here.v[i]);
    } else {
      free(here.v[i]);
    }
  }
  free(here.v);
  return 0;
}

typedef struct result {
  const char *path;
  char *out, *diags;
  int status;                 /* waitwise_status, or 2 for an unreadable file */
  char err[1024];
} result;

typedef struct pool {
  const cli_cli *cli;
  result *r;
  size_t n;
  _Atomic size_t next;
} pool;

static void check_one(const cli_cli *cli, result *r) {
  if (cli_is_kir(r->path)) {
    snprintf(r->err, sizeof r->err, "'%.400s' is " CLI_KIR_NOT_ASM, cli_display_name(r->path));
    r->status = 2;
    return;
  }
  ww_source src;
  if (ww_source_read(&src, r->path, r->err, sizeof r->err)) {
    r->status = 2;
    return;
  }
  waitwise_options o;
  cli_check_options(cli, &o);
  char why[sizeof r->err - 512];
  int st = api_run_input(waitwise_check, cli_display_name(r->path), src.text, src.len, &o,
                            &r->out, &r->diags, why, sizeof why);
  if (st < 0) {
    snprintf(r->err, sizeof r->err, "%.400s: %s", cli_display_name(r->path), why);
    st = 2;
  }
  r->status = st;
  ww_source_free(&src);
}

void cli_check_options(const cli_cli *cli, waitwise_options *o) {
  memset(o, 0, sizeof *o);
  o->mcpu = cli->mcpu, o->json = cli->json, o->werror = cli->werror;
  o->disabled = cli->disabled, o->ndisabled = cli->ndisabled, o->color = cli_color(cli);
  o->error_cats = cli->error_cats, o->nerror_cats = cli->nerror_cats;
  o->warn_cats = cli->warn_cats, o->nwarn_cats = cli->nwarn_cats;
  o->no_warnings = cli->no_warnings, o->error_limit = cli->error_limit, o->sarif = cli->sarif;
  o->text_terminated = 1, o->time_report = cli->time_report;
  if (cli->sarif) o->color = 0;
}

static void *worker(void *arg) {
  pool *p = *(pool **)arg;
  for (size_t i; (i = atomic_fetch_add(&p->next, 1)) < p->n;) check_one(p->cli, &p->r[i]);
  return NULL;
}

int cli_cmd_check(const cli_cli *cli) {
  if (!cli->ninputs) {
    fprintf(stderr, "waitwise: error: no input file (see waitwise check --help)\n");
    return 2;
  }
  file_list files = {0};
  int rc = 0, dirs = 0;
  for (int i = 0; i < cli->ninputs; i++) {
    struct stat st;
    const char *in = cli->inputs[i];
    if (strcmp(in, "-") != 0 && stat(in, &st) == 0 && S_ISDIR(st.st_mode)) {
      dirs = 1;
      size_t before = files.n;
      if (walk(in, &files, 0)) {
        cli_input_error(cli, in, "cannot read the directory");
        rc = 2;
      } else if (files.n == before) {
        /* a directory given by mistake must not read as a clean run */
        char msg[CLI_MSG_MAX];
        snprintf(msg, sizeof msg, "no assembly files (*.s) in the directory '%.400s'", in);
        cli_input_error(cli, in, msg);
        rc = 2;
      }
    } else {
      push(&files, join("", in));
    }
  }
  result *r = calloc(files.n ? files.n : 1, sizeof *r);
  if (!r) ww_die("out of memory");
  for (size_t i = 0; i < files.n; i++) r[i].path = files.v[i];
  pool p = {cli, r, files.n, 0};
  int nt = cli->jobs < 1 ? 1 : cli->jobs > WW_MAX_THREADS ? WW_MAX_THREADS : cli->jobs;
  if ((size_t)nt > files.n) nt = files.n ? (int)files.n : 1;
  pool *args[WW_MAX_THREADS];
  for (int t = 0; t < nt; t++) args[t] = &p;
  ww_run_jobs(worker, args, sizeof args[0], nt);

  /* Text findings go to standard error like a compiler's, or to -o FILE;
   * JSON to standard output or -o FILE. */
  int to_file = cli->json || cli->sarif || strcmp(cli->out_path, "-") != 0;
  ww_buf findings = {0};
  size_t with_errors = 0, bad = 0;
  const char **bad_path = calloc(files.n + 1, sizeof *bad_path), **bad_msg = calloc(files.n + 1, sizeof *bad_msg);
  if (!bad_path || !bad_msg) ww_die("out of memory");
  for (size_t i = 0; i < files.n; i++) {
    if (r[i].status == 2) {
      bad_path[bad] = cli_display_name(r[i].path);
      bad_msg[bad] = r[i].diags && *r[i].diags ? r[i].diags : r[i].err;
    }
    if (r[i].status == 2 && !r[i].diags) {
      cli_input_error(cli, r[i].path, r[i].err);
    } else {
      fputs(r[i].diags, stderr);
      if (to_file) ww_buf_puts(&findings, r[i].out);
      else fputs(r[i].out, stderr);
    }
    if (r[i].status == 2) bad++;
    else if (r[i].status == 1) with_errors++;
    if (r[i].status > rc) rc = r[i].status;
  }
  if (cli->sarif) {
    ww_buf log = {0};
    cli_sarif_log(cli, findings.data ? findings.data : "", bad_path, bad_msg, bad, &log);
    ww_buf_free(&findings);
    findings = log;
  }
  if (files.n > 1 || dirs) {
    if (cli->json)
      ww_buf_printf(&findings,
                    "{\"schema\":\"waitwise-summary/1\",\"files\":%zu,\"with_errors\":%zu,"
                    "\"input_errors\":%zu,\"exit_status\":%d}\n",
                    files.n, with_errors, bad, rc);
    else
      fprintf(stderr, "waitwise: %zu file%s checked: %zu with errors, %zu with input errors\n", files.n,
              files.n == 1 ? "" : "s", with_errors, bad);
  }
  if (to_file && cli_write(cli, findings.data ? findings.data : "", findings.len)) rc = 2;
  ww_buf_free(&findings);
  for (size_t i = 0; i < files.n; i++) {
    waitwise_free(r[i].out);
    waitwise_free(r[i].diags);
    free(files.v[i]);
  }
  free(r);
  free(files.v);
  free(bad_path);
  free(bad_msg);
  return rc;
}
