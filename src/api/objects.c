/*
 * objects.c - an input that may be a code object (api_run_input): a
 * code object is read into its device code objects' listings (src/object)
 * and the job runs over each as its own input; the reader's warnings and,
 * under --time-report, the reading's time report go before each part's
 * diagnostics.
 */
#include "api.h"

#include <string.h>

#include "../object/object.h"

/* The reader's warnings, each named by the part and a symbol: text, or
 * waitwise-diag/1 JSON lines with no line (0) as the CLI's input errors. */
static void put_warnings(ww_buf *db, const char *name, const ww_buf *w, int json) {
  for (size_t at = 0, e; at < w->len; at = e + 1) {
    e = at + strcspn(w->data + at, "\n");
    if (!json) {
      /* "SYMBOL+0xOFF: text" (or "SYMBOL: text"): located there, as findings are */
      const char *l = w->data + at, *sep = strstr(l, ": ");
      int where = sep && sep < w->data + e ? (int)(sep - l) : 0;
      if (where)
        ww_buf_printf(db, "%s:%.*s: warning: %.*s\n", name, where, l, (int)(e - at) - where - 2, sep + 2);
      else
        ww_buf_printf(db, "%s: warning: %.*s\n", name, (int)(e - at), l);
      continue;
    }
    ww_buf_puts(db, "{\"schema\":\"waitwise-diag/1\",\"severity\":\"warning\",\"file\":");
    ww_buf_json_str(db, name, strlen(name));
    ww_buf_puts(db, ",\"line\":0,\"col\":0,\"message\":");
    ww_buf_json_str(db, w->data + at, e - at);
    ww_buf_puts(db, "}\n");
  }
}

/* --time-report: reading the object, before the library's phases (which
 * come after, with the job's diagnostics); laid out like them. */
static void put_timer(ww_buf *db, const char *name, const ww_timer *t) {
  double total = t->last - t->start;
  ww_buf_printf(db, "===------------------------------------------------------------===\n"
                    "           waitwise time report: reading %s (wall)\n"
                    "===------------------------------------------------------------===\n", name);
  for (unsigned i = 0; i < t->n; i++)
    ww_buf_printf(db, "  %8.4f s (%5.1f%%)  %s\n", t->sec[i], total > 0 ? 100.0 * t->sec[i] / total : 0.0,
                  t->name[i]);
  ww_buf_printf(db, "  %8.4f s (100.0%%)  total\n", total);
}

/* Runs job over each part as its own input, named "PATH[ENTRY]" for a
 * bundle's; outputs and diagnostics joined in order, the worst status. */
static int run_parts(const char *display, const object_parts *parts, api_job_fn job,
                     const waitwise_options *o, char **out, char **diags) {
  ww_buf ob = {0}, db = {0}, name = {0};
  int st = 0;
  for (size_t k = 0; k < parts->n; k++) {
    name.len = 0;
    if (parts->names[k][0]) ww_buf_printf(&name, "%s[%s]", display, parts->names[k]);
    else ww_buf_puts(&name, display);
    ww_buf_putc(&parts->text[k], 0);
    parts->text[k].len--;
    if (!o->no_warnings) put_warnings(&db, name.data, &parts->warn[k], o->json); /* -w */
    if (o->time_report) put_timer(&db, name.data, &parts->timer[k]);
    char *po = NULL, *pd = NULL;
    waitwise_options po_opts = *o;
    po_opts.origins = parts->origins[k], po_opts.norigins = parts->norigins[k];
    int s = (int)job(name.data, parts->text[k].data, parts->text[k].len, &po_opts, &po, &pd);
    if (po) ww_buf_puts(&ob, po);
    if (pd) ww_buf_puts(&db, pd);
    waitwise_free(po);
    waitwise_free(pd);
    if (s > st) st = s;
  }
  ww_buf_free(&name);
  ww_buf_putn(&ob, "", 0);
  ww_buf_putn(&db, "", 0);
  *out = ob.data;
  *diags = db.data;
  return st;
}

int api_run_input(api_job_fn job, const char *display, const char *data, size_t len,
                     const waitwise_options *o, char **out, char **diags, char *err, size_t errlen) {
  if (!object_is(data, len)) return (int)job(display, data, len, o, out, diags);
  object_parts parts;
  if (object_read(data, len, o->mcpu, &parts, err, errlen)) return -1;
  waitwise_options whole = *o;
  whole.write = NULL; /* each entry's output whole, in order */
  int st = run_parts(display, &parts, job, &whole, out, diags);
  object_parts_free(&parts);
  return st;
}

int api_is_code_object(const char *data, size_t len) { return object_is(data, len); }
