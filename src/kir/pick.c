/*
 * pick.c - the kernel a command runs: the one named, or a file's only
 * kernel; else an error naming the kernels there is (the commands that run
 * a kernel, run and verify, word it alike).
 */
#include "kir.h"

#include <string.h>

/* An error about the file as a whole: Clang's text, or a waitwise-diag/1
 * line (docs/json.md). */
static void file_error(ww_buf *err, int json, const char *path, const char *msg) {
  if (!json) {
    ww_buf_printf(err, "waitwise: error: %s\n", msg);
    return;
  }
  ww_buf_puts(err, "{\"schema\":\"waitwise-diag/1\",\"severity\":\"error\",\"file\":");
  ww_buf_json_str(err, path, strlen(path));
  ww_buf_puts(err, ",\"line\":0,\"col\":0,\"message\":");
  ww_buf_json_str(err, msg, strlen(msg));
  ww_buf_puts(err, "}\n");
}

const kir_kernel *kir_pick_kernel(const kir_program *p, const char *name, const char *path, int json,
                                  ww_buf *err) {
  ww_buf names = {0}, msg = {0};
  for (int i = 0; i < p->nkernels; i++) {
    if (name && !strcmp(p->kernels[i]->name, name)) {
      ww_buf_free(&names);
      return p->kernels[i];
    }
    ww_buf_printf(&names, "%s%s", i ? ", " : "", p->kernels[i]->name);
  }
  if (!name && p->nkernels == 1) {
    ww_buf_free(&names);
    return p->kernels[0];
  }
  if (name)
    ww_buf_printf(&msg, "'%s' has no kernel '%s' (kernels: %s)", path, name, names.data);
  else
    ww_buf_printf(&msg, "'%s' has %d kernels (%s); choose one with --kernel=NAME", path, p->nkernels,
                  names.data);
  file_error(err, json, path, msg.data);
  ww_buf_free(&names);
  ww_buf_free(&msg);
  return NULL;
}
