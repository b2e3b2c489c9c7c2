/* rusage.c - run a command, write "wall_s peak_rss_kb exit_status cpu_s".
 *
 *   rusage OUT CMD [ARG ...]
 *
 * For bench/lib.sh's timed(): wall time around the command alone; peak RSS
 * and user+system CPU time of all its threads from wait4(), to the
 * microsecond (GNU time prints CPU time to 10 ms, as long as a small run
 * takes). A C program because the child's peak RSS counts the memory of the
 * process it was forked from, before its exec: a Python wrapper's ~10 MB
 * would hide a small run's own. Built by lib.sh into BENCH_DIR. */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: rusage OUT CMD [ARG ...]\n");
    return 2;
  }
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  pid_t pid = fork();
  if (pid < 0) return 2;
  if (pid == 0) {
    execvp(argv[2], argv + 2);
    _exit(127);
  }
  int status;
  struct rusage ru;
  if (wait4(pid, &status, 0, &ru) < 0) return 2;
  clock_gettime(CLOCK_MONOTONIC, &t1);
  int rc = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  FILE *f = fopen(argv[1], "w");
  if (!f) return 2;
  fprintf(f, "%.6f %ld %d %.6f\n",
          (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9, ru.ru_maxrss, rc,
          (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
              (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6);
  fclose(f);
  return rc;
}
