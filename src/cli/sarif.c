/*
 * sarif.c - `check --format=sarif`: one SARIF 2.1.0 log for the whole run,
 * as code-scanning services read it (docs/sarif.md): one run, the tool with
 * a rule per check category (the library's order: results name it by
 * ruleIndex), the results the library made per file, and the inputs that
 * could not be read or parsed as tool execution notifications.
 */
#include "cli.h"

#include <string.h>

#define CLI_SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"

static const struct {
  const char *id, *text;
} rule_text[] = {
    {"missing-wait", "A register is read or overwritten before the memory operation that writes it "
                     "has completed: no wait covers it on some path."},
    {"lds-dma-race", "LDS is accessed while an LDS DMA or asynchronous copy may still write or read "
                     "the same bytes."},
    {"lds-dma-may-alias", "LDS is accessed while an LDS DMA may still write LDS, and nothing "
                          "relates the two addresses (either is unknown): they may be apart."},
    {"return-outstanding", "A function returns with an operation outstanding on a counter other "
                           "than the stores' own (vscnt, storecnt); callers assume nothing else is "
                           "outstanding."},
    {"barrier-outstanding", "s_barrier is reached with operations outstanding on a target without "
                            "back-off barriers."},
    {"asyncmark-unwaited", "The function ends while an asynchronous copy covered by s_asyncmark "
                           "may be outstanding."},
    {"fence-wait", "A cache invalidate or writeback of a fence is reached before the memory "
                   "operations it orders have completed."},
    {"entry-wait", "A function that may be called from outside the file touches registers before "
                   "waiting for its caller's operations."},
    {"barrier-lds-write", "A workgroup barrier is reached with an LDS write outstanding that other "
                          "waves may read after it."},
    {"barrier-deadlock", "A wave waits on a barrier it has not signalled since its last wait (or that "
                         "no wave signals): the wait cannot complete."},
    {"barrier-unsignalled", "A wave waits on the named barrier it joined without signalling it: the "
                            "wait cannot complete if the barrier's count includes this wave."},
    {"barrier-signal-twice", "A wave signals a barrier a second time before waiting on it: one wave "
                             "arrives twice in one phase."},
    {"barrier-signal-unwaited", "A wave ends, leaves or joins another barrier with a signal still "
                                "pending its wait."},
    {"barrier-id", "A barrier id or operation the target lacks, or a privileged trap barrier."},
    {"barrier-cluster-signal", "Every wave signals the cluster barrier, where one wave per "
                               "workgroup may (s_barrier_signal_isfirst)."},
    {"barrier-not-joined", "A named-barrier wait or leave with no named barrier joined."},
    {"barrier-init-zero", "A named barrier initialised with an expected count of 0."},
    {"barrier-divergent", "Some waves of a workgroup may skip a barrier (a branch on a value that may "
                          "differ between waves) and then arrive at a barrier again before they end, "
                          "or skip a named barrier, which ending waves do not drop."},
    {"barrier-unmodelled", "A barrier instruction whose semantics check does not model."},
    {"unused-suppression", "A 'waitwise: allow(CATEGORY)' comment suppresses no finding, or names "
                           "no category."},
};

static const char *rule_description(const char *id) {
  for (size_t i = 0; i < sizeof rule_text / sizeof rule_text[0]; i++)
    if (strcmp(rule_text[i].id, id) == 0) return rule_text[i].text;
  return "A finding of waitwise check in this category.";
}

/* The first line of a diagnostic text. */
static void first_line(ww_buf *out, const char *msg) {
  const char *e = strchr(msg, '\n');
  ww_buf_json_str(out, msg, e ? (size_t)(e - msg) : strlen(msg));
}

void cli_sarif_log(const cli_cli *cli, const char *results, const char *const *bad_paths,
                  const char *const *bad_msgs, size_t nbad, ww_buf *out) {
  (void)cli;
  ww_buf_printf(out, "{\"$schema\":\"%s\",\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{"
                     "\"name\":\"waitwise\",\"version\":\"%s\",\"semanticVersion\":\"%s\",\"rules\":[",
                CLI_SARIF_SCHEMA, waitwise_version(), waitwise_version());
  ww_severity sev;
  const char *id;
  for (int i = 0; (id = wt_check_rule(i, &sev)); i++) {
    const char *d = rule_description(id);
    ww_buf_printf(out, "%s{\"id\":\"%s\",\"shortDescription\":{\"text\":", i ? "," : "", id);
    ww_buf_json_str(out, d, strlen(d));
    ww_buf_printf(out, "},\"defaultConfiguration\":{\"level\":\"%s\"},\"properties\":{\"tags\":"
                       "[\"correctness\",\"synchronization\"]}}",
                  sev == WW_ERROR ? "error" : "warning");
  }
  ww_buf_printf(out, "]}},\"invocations\":[{\"executionSuccessful\":%s,\"toolExecutionNotifications\":[",
                nbad ? "false" : "true");
  for (size_t i = 0; i < nbad; i++) {
    ww_buf_printf(out, "%s{\"level\":\"error\",\"message\":{\"text\":", i ? "," : "");
    first_line(out, bad_msgs[i]);
    ww_buf_puts(out, "},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":");
    wt_sarif_uri(out, bad_paths[i]);
    ww_buf_puts(out, "}}}]}");
  }
  ww_buf_puts(out, "]}],\"columnKind\":\"utf16CodeUnits\",\"results\":[");
  /* the library's objects, one per line, joined with commas */
  int first = 1;
  for (const char *s = results; *s;) {
    const char *e = strchr(s, '\n');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    if (n) {
      if (!first) ww_buf_putc(out, ',');
      ww_buf_puts(out, "\n");
      ww_buf_putn(out, s, n);
      first = 0;
    }
    s += n + (e ? 1 : 0);
  }
  ww_buf_puts(out, "]}]}\n");
}
