/* buf.c - growable byte buffers and printf into them. */
#include "support.h"

#include <stdlib.h>
#include <string.h>

/* A streaming buffer holds at most about this much; bigger pieces bypass it. */
#define STREAM_CHUNK ((size_t)1 << 16)

void ww_buf_flush(ww_buf *b) {
  if (!b->sink || !b->len) return;
  b->sink(b->sink_ctx, b->data, b->len);
  b->len = 0;
  b->data[0] = 0;
}

static void reserve(ww_buf *b, size_t extra) {
  if (b->len + extra + 1 <= b->cap) return;
  if (b->sink && b->len) {
    ww_buf_flush(b);
    if (extra + 1 <= b->cap) return;
  }
  size_t cap = b->cap ? b->cap : 256;
  while (cap < b->len + extra + 1) cap *= 2;
  b->data = ww_xrealloc(b->data, cap);
  b->cap = cap;
  b->data[b->len] = 0; /* a text even if only ever flushed (a stream of big pieces) */
  ww_prefer_huge_pages(b->data, cap);
}

void ww_buf_reserve(ww_buf *b, size_t extra) { reserve(b, extra); }

void ww_buf_putn(ww_buf *b, const char *s, size_t n) {
  if (b->sink && n >= STREAM_CHUNK) {
    ww_buf_flush(b);
    b->sink(b->sink_ctx, s, n);
    return;
  }
  reserve(b, n);
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
}

void ww_buf_puts(ww_buf *b, const char *s) { ww_buf_putn(b, s, strlen(s)); }

void ww_buf_putc(ww_buf *b, char c) { ww_buf_putn(b, &c, 1); }

void ww_buf_vprintf(ww_buf *b, const char *fmt, va_list ap) {
  reserve(b, 64); /* most fit: format once */
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap2);
  va_end(ap2);
  if (n < 0) ww_die("vsnprintf failed");
  if ((size_t)n >= b->cap - b->len) {
    reserve(b, (size_t)n);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
  }
  b->len += (size_t)n;
}

void ww_buf_printf(ww_buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ww_buf_vprintf(b, fmt, ap);
  va_end(ap);
}

void ww_buf_json_str(ww_buf *b, const char *s, size_t n) {
  ww_buf_putc(b, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    switch (c) {
    case '"': ww_buf_puts(b, "\\\""); break;
    case '\\': ww_buf_puts(b, "\\\\"); break;
    case '\n': ww_buf_puts(b, "\\n"); break;
    case '\r': ww_buf_puts(b, "\\r"); break;
    case '\t': ww_buf_puts(b, "\\t"); break;
    default:
      if (c < 0x20 || c >= 0x7f) ww_buf_printf(b, "\\u%04x", c);
      else ww_buf_putc(b, (char)c);
    }
  }
  ww_buf_putc(b, '"');
}

void ww_buf_free(ww_buf *b) {
  free(b->data);
  b->data = NULL;
  b->len = b->cap = 0;
}
