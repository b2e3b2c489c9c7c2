/* source.c - reading whole input files (or stdin) into memory. */
/* MAP_POPULATE is outside POSIX proper. */
#define _DEFAULT_SOURCE
#include "support.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* map files of 64 KiB and more: a single 1x kernel (200-500 KB) read into
 * a buffer paid for the copy and a page fault per 4 KiB of the buffer */
#define MAP_FROM ((size_t)64 << 10)

int ww_source_read(ww_source *src, const char *path, char *err, size_t errlen) {
  memset(src, 0, sizeof *src);
  src->name = path;
  int is_stdin = strcmp(path, "-") == 0;
  FILE *f = is_stdin ? stdin : fopen(path, "rb");
  if (!f) {
    snprintf(err, errlen, "cannot open '%s': %s", path, strerror(errno));
    return -1;
  }
  /* A regular file that is not tiny is mapped: its pages come from the page cache, with
   * no copy and no zeroed memory to fill (a tenth of check's memory). The
   * bytes after the end up to the page's end read as zero, which is the NUL
   * the reader wants; a file that ends on a page boundary is read instead. */
  size_t cap = 1 << 16, len = 0;
  struct stat st;
  if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
    size_t size = (size_t)st.st_size;
    long page = sysconf(_SC_PAGESIZE);
    if (size >= MAP_FROM && page > 0 && size % (size_t)page != 0) {
      /* populated at once: reading faults the pages in one by one otherwise
       * (2 200 faults for the 9 MB benchmark input) */
#ifdef MAP_POPULATE
      int populate = MAP_POPULATE;
#else
      int populate = 0;
#endif
      void *m = mmap(NULL, size, PROT_READ, MAP_PRIVATE | populate, fileno(f), 0);
      if (m != MAP_FAILED) {
        if (!is_stdin) fclose(f);
        src->text = m;
        src->len = size;
        src->mapped = size;
        return 0;
      }
    }
    cap = size + 2;
  }
  char *buf = ww_xmalloc(cap);
  for (;;) {
    if (len + 1 >= cap) buf = ww_xrealloc(buf, cap *= 2);
    size_t n = fread(buf + len, 1, cap - len - 1, f);
    len += n;
    if (n == 0) break;
  }
  int bad = ferror(f);
  int saved = errno;
  if (!is_stdin) fclose(f);
  if (bad) {
    free(buf);
    snprintf(err, errlen, "cannot read '%s': %s", path, strerror(saved));
    return -1;
  }
  buf[len] = 0;
  src->text = buf;
  src->len = len;
  return 0;
}

void ww_source_free(ww_source *src) {
  if (src->mapped) munmap((void *)src->text, src->mapped);
  else free((void *)src->text);
  src->mapped = 0;
  src->text = NULL;
  src->len = 0;
}

size_t ww_line_len(const char *s, size_t len, size_t off) {
  size_t i = off;
  while (i < len && s[i] != '\n') i++;
  if (i > off && s[i - 1] == '\r') i--;
  return i - off;
}
