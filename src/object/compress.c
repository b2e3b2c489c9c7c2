/*
 * compress.c - compressed offload bundles (CCOB), decompressed by the
 * system's libzstd or zlib loaded at run time.
 */
#define _DEFAULT_SOURCE
#include "object_internal.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

/* A compressed offload bundle (clang-offload-bundler -compress): "CCOB",
 * a 16-bit version and method (0 zlib, 1 zstd), then version 2: the
 * bundle's total size and the uncompressed size, 32-bit; version 3: both
 * 64-bit; then a 64-bit hash and the compressed bytes. Decompressed by the
 * system's libzstd or zlib, loaded at run time like libLLVM. */
#define CCOB_V2_HEADER 24
#define CCOB_V3_HEADER 32
#define CCOB_ZLIB 0
#define CCOB_ZSTD 1
#define MAX_INFLATED ((uint64_t)1 << 32) /* bytes a compressed bundle may say it holds */
#define LIBZSTD_NAME "libzstd.so.1"
#define LIBZ_NAME "libz.so.1"

typedef size_t (*zstd_fn)(void *, size_t, const void *, size_t);
typedef unsigned (*zstd_err_fn)(size_t);
typedef int (*zlib_fn)(unsigned char *, unsigned long *, const unsigned char *, unsigned long);
static struct {
  zstd_fn zstd;
  zstd_err_fn zstd_is_error;
  zlib_fn zlib;
} codecs;
static pthread_once_t codecs_once = PTHREAD_ONCE_INIT;

static void load_codecs_once(void) {
  void *z = dlopen(LIBZSTD_NAME, RTLD_NOW | RTLD_LOCAL);
  if (z) {
    *(void **)&codecs.zstd_is_error = dlsym(z, "ZSTD_isError");
    if (codecs.zstd_is_error) *(void **)&codecs.zstd = dlsym(z, "ZSTD_decompress");
  }
  void *l = dlopen(LIBZ_NAME, RTLD_NOW | RTLD_LOCAL);
  if (l) *(void **)&codecs.zlib = dlsym(l, "uncompress");
}

/* (-2: in a host file, other bytes that begin "CCOB") */
int object_inflate(const unsigned char *b, size_t len, unsigned char **out, size_t *outlen,
                          size_t *extent, char *err, size_t errlen) {
  unsigned version = len >= 8 ? (unsigned)object_rd(b + 4, 2) : 0, method = len >= 8 ? (unsigned)object_rd(b + 6, 2) : 0;
  size_t head = version == 2 ? CCOB_V2_HEADER : version == 3 ? CCOB_V3_HEADER : 0;
  if (!head || len < head) {
    snprintf(err, errlen, "a compressed offload bundle of version %u; waitwise reads versions 2 and 3 "
                          "(unbundle it with clang-offload-bundler -unbundle)", version);
    return -2;
  }
  uint64_t total = version == 2 ? object_rd(b + 8, 4) : object_rd(b + 8, 8);
  uint64_t size = version == 2 ? object_rd(b + 12, 4) : object_rd(b + 16, 8);
  if (total < head || total > len || size > MAX_INFLATED) {
    snprintf(err, errlen, "malformed compressed offload bundle (sizes %llu and %llu in %zu bytes)",
             (unsigned long long)total, (unsigned long long)size, len);
    return -2;
  }
  pthread_once(&codecs_once, load_codecs_once);
  if ((method == CCOB_ZSTD && !codecs.zstd) || (method == CCOB_ZLIB && !codecs.zlib) || method > CCOB_ZSTD) {
    snprintf(err, errlen, "a compressed offload bundle (%s) and no %s to decompress it; install it "
                          "(apt-get install %s) or unbundle it with clang-offload-bundler -unbundle",
             method == CCOB_ZSTD ? "zstd" : method == CCOB_ZLIB ? "zlib" : "unknown method",
             method == CCOB_ZLIB ? LIBZ_NAME : LIBZSTD_NAME, method == CCOB_ZLIB ? "zlib1g" : "libzstd1");
    return -1;
  }
  unsigned char *dst = malloc(size ? size : 1);
  if (!dst) ww_die("out of memory");
  int ok;
  if (method == CCOB_ZSTD) {
    size_t n = codecs.zstd(dst, size, b + head, total - head);
    ok = !codecs.zstd_is_error(n) && n == size;
  } else {
    unsigned long n = (unsigned long)size;
    ok = codecs.zlib(dst, &n, b + head, (unsigned long)(total - head)) == 0 && n == size;
  }
  if (!ok) {
    free(dst);
    snprintf(err, errlen, "a compressed offload bundle that does not decompress (%s)",
             method == CCOB_ZSTD ? "zstd" : "zlib");
    return -1;
  }
  *out = dst, *outlen = size, *extent = total;
  return 0;
}
