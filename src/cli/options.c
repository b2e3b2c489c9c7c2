/*
 * options.c - what every command's option parsing shares: the one reader of
 * an option's number and the one "error in the arguments" message, so that
 * main.c's shared options and the commands with options of their own (run,
 * verify, pipeline, gather) read numbers and word their errors alike.
 */
#include "cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>

int cli_arg_error(const char *command, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("waitwise: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, " (see waitwise %s --help)\n", command);
  va_end(ap);
  return -1;
}

/* Two readings, because both spellings are published: run's and verify's
 * counts and seeds take C's prefixes (--seed=0x2a) and never a sign in
 * front, the other options plain decimal (strtol's: "-0" is 0). */
int cli_number(const char *s, cli_num syntax, uint64_t lo, uint64_t hi, uint64_t *v) {
  char *end;
  errno = 0;
  if (syntax == CLI_NUM_C) {
    if (!*s || *s == '-') return -1;
    unsigned long long x = strtoull(s, &end, 0);
    if (errno || *end || x < lo || x > hi) return -1;
    *v = x;
    return 0;
  }
  long long x = strtoll(s, &end, 10);
  if (end == s || *end || x < 0 || (uint64_t)x < lo || (uint64_t)x > hi) return -1;
  *v = (uint64_t)x;
  return 0;
}
