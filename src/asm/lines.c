/*
 * lines.c - pass 1 of reading: the text into lines, each line into label,
 * statement and comment (every byte is kept so the printer can reproduce the
 * file), and the target directive.
 *
 * Big files are split into chunks of whole lines, one thread each. Lexing a
 * line depends on the lines before it only through a small state (inside a
 * block comment, a .amdgpu_metadata or .macro region); every chunk after the
 * first is lexed assuming the plain state, and the rare chunk whose
 * predecessor ends in another state is lexed again, with the right one,
 * after the others. Labels, targets and diagnostics are collected per chunk
 * and merged in order: the result does not depend on the threads.
 */
#include "read_internal.h"

#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define BYTES_PER_THREAD ((size_t)1 << 20)

typedef enum { REGION_CODE, REGION_METADATA, REGION_PAL_METADATA, REGION_HSA_METADATA,
               REGION_MACRO } region;

/* Regions that are not code, kept raw: the directive that opens each and
 * the one that closes it (LLVM's AMDGPUAsmParser: HSA code object metadata
 * from v3 on, PAL metadata, HSA metadata of code object v2; macro bodies). */
static const struct { region reg; const char *open, *close; } regions[] = {
    {REGION_METADATA, ".amdgpu_metadata", ".end_amdgpu_metadata"},
    {REGION_PAL_METADATA, ".amdgpu_pal_metadata", ".end_amdgpu_pal_metadata"},
    {REGION_HSA_METADATA, ".amd_amdgpu_hsa_metadata", ".end_amd_amdgpu_hsa_metadata"},
    {REGION_MACRO, ".macro", ".endm"},
};
#define NREGIONS (sizeof regions / sizeof regions[0])

/* What lexing carries from one line to the next. */
typedef struct lex_state {
  int in_block;                 /* inside a block comment */
  region reg;
  uint32_t open_line, open_col; /* where the open region or comment began */
} lex_state;

/* An .amdgcn_target "..." directive: the id's line, column and length. */
typedef struct target_ref {
  uint32_t line, col, len;
} target_ref;

typedef struct chunk {
  reader r;                     /* r.d points at d */
  ww_diags d;
  size_t from, to;              /* bytes [from, to): whole lines */
  uint32_t line0, nlines;
  lex_state start, end;
  struct asm_label_ref *labels;
  uint32_t nlabels, caplabels;
  target_ref *targets;
  uint32_t ntargets, captargets;
  uint32_t *dirs, ndirs, capdirs; /* directive and raw lines */
  uint32_t ninst;
  int has_nul;                  /* a NUL byte is among its bytes */
  int general;                  /* every line through lex_line (tests) */
} chunk;

/* Bytes the lexer tests: blanks (ww_is_space), those that end a line or
 * may start a string or a comment, and '=' (which makes "sym = expr" a
 * directive): the line scan below stops at all but blanks and skips the
 * rest many bytes at a time; a line without them takes the short path. */
enum { B_SPACE = 1, B_LINE_END = 2, B_SPECIAL = 4, B_EQUALS = 8,
       B_INDENT = 16, /* a blank that does not end the line */
       B_NOT_PLAIN = 32 /* starts no statement lex_plain reads: '.', '#', '"' */ };
static const uint8_t byte_class[256] = {
    [' '] = B_SPACE | B_INDENT, ['\t'] = B_SPACE | B_INDENT, ['\n'] = B_SPACE | B_LINE_END,
    ['\v'] = B_SPACE | B_INDENT, ['\f'] = B_SPACE | B_INDENT, ['\r'] = B_SPACE | B_INDENT,
    ['"'] = B_SPECIAL | B_NOT_PLAIN, [';'] = B_SPECIAL, ['/'] = B_SPECIAL, ['='] = B_EQUALS,
    ['.'] = B_NOT_PLAIN, ['#'] = B_NOT_PLAIN};
static inline int is_blank(unsigned char c) { return byte_class[c] & B_SPACE; }

#ifdef __SSE2__
#define SCAN_STEP 16
/* Bit k set where s[k] (of 16) is '\n', '"', ';', '/' or '='. */
static inline unsigned marked_bits(const char *s) {
  __m128i x = _mm_loadu_si128((const __m128i *)(const void *)s);
  __m128i m = _mm_or_si128(
      _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('\n')), _mm_cmpeq_epi8(x, _mm_set1_epi8('"'))),
      _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(';')), _mm_cmpeq_epi8(x, _mm_set1_epi8('/'))));
  return (unsigned)_mm_movemask_epi8(_mm_or_si128(m, _mm_cmpeq_epi8(x, _mm_set1_epi8('='))));
}
/* Bit k set where s[k] (of 16) is '\n'. */
static inline unsigned newline_bits(const char *s) {
  __m128i x = _mm_loadu_si128((const __m128i *)(const void *)s);
  return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8('\n')));
}
/* Bit k set where byte k of x is an identifier byte (asm_is_ident_char:
 * letters, digits, '_', '.', '$'). */
static inline unsigned ident_bits(__m128i x) {
  /* letters: x | 0x20 in 'a'..'z', moved to -128..-103 for a signed compare */
  __m128i lo = _mm_add_epi8(_mm_or_si128(x, _mm_set1_epi8(0x20)), _mm_set1_epi8(0x80 - 'a'));
  __m128i alpha = _mm_cmplt_epi8(lo, _mm_set1_epi8(-128 + 26));
  __m128i digit = _mm_cmplt_epi8(_mm_add_epi8(x, _mm_set1_epi8(0x80 - '0')), _mm_set1_epi8(-128 + 10));
  __m128i other = _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('_')),
                               _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('.')),
                                            _mm_cmpeq_epi8(x, _mm_set1_epi8('$'))));
  return (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(alpha, digit), other));
}
/* How many of the 16 bytes at s, from the first, are identifier bytes. */
static inline unsigned ident_run(const char *s) {
  unsigned bits = ident_bits(_mm_loadu_si128((const __m128i *)(const void *)s));
  return (unsigned)__builtin_ctz(~bits); /* bit 16 is clear */
}
#else
#define SCAN_STEP 8
/* Nonzero where one of the 8 bytes at s is '\n', '"', ';', '/' or '=' (a
 * word at a time: a byte of x is zero iff (x - 0x01..) & ~x has its top
 * bit); only whether any is: the bytes are then looked at one by one. */
static inline unsigned marked_bits(const char *s) {
  const uint64_t ones = 0x0101010101010101u, tops = 0x8080808080808080u;
  uint64_t x, n, q, c, l, e;
  memcpy(&x, s, 8);
  n = x ^ (ones * '\n'), q = x ^ (ones * '"'), c = x ^ (ones * ';'), l = x ^ (ones * '/');
  e = x ^ (ones * '=');
  return (((n - ones) & ~n) | ((q - ones) & ~q) | ((c - ones) & ~c) | ((l - ones) & ~l) |
          ((e - ones) & ~e)) & tops ? 1 : 0;
}
#endif

/* The end of the line that starts at s[i] (its '\n', or `to`), and in
 * *special where its first '"', ';', '/' or '=' is (the line's end when it
 * has none): one pass that finds both, as most lines have neither a
 * string, a comment nor an assignment. */
static inline size_t scan_line(const char *s, size_t i, size_t to, size_t *special) {
  while (i + SCAN_STEP <= to) {
    unsigned bits = marked_bits(s + i);
#ifdef __SSE2__
    if (bits) {
      i += (unsigned)__builtin_ctz(bits);
      goto found;
    }
#else
    if (bits) break;
#endif
    i += SCAN_STEP;
  }
  while (i < to && !(byte_class[(unsigned char)s[i]] & (B_LINE_END | B_SPECIAL | B_EQUALS))) i++;
#ifdef __SSE2__
found:
#endif
  *special = i;
  if (i >= to || s[i] == '\n') return i;
#ifdef __SSE2__
  for (i++; i + SCAN_STEP <= to; i += SCAN_STEP) {
    unsigned bits = newline_bits(s + i);
    if (bits) return i + (unsigned)__builtin_ctz(bits);
  }
  while (i < to && s[i] != '\n') i++;
  return i;
#else
  const char *nl = memchr(s + i, '\n', to - i);
  return nl ? (size_t)(nl - s) : to;
#endif
}

/* The end of the identifier that starts at t[j]: unbounded, as no
 * identifier byte ends a line and the text is followed by a NUL (source.c
 * maps only a size that is not a page multiple, api.c copies text that is
 * not terminated); whole blocks are read only before `limit`, the text's
 * end. */
static inline uint32_t ident_end(const char *t, uint32_t j, const char *limit) {
#ifdef __SSE2__
  while (t + j + 16 <= limit) {
    unsigned k = ident_run(t + j);
    j += k;
    if (k < 16) return j;
  }
#else
  (void)limit;
#endif
  while (asm_is_ident_char((unsigned char)t[j])) j++;
  return j;
}

/* Finds where a comment starts in [from, n) of line text t, skipping string
 * literals. Sets *block when it is a block comment left open at end of line. */
static uint32_t find_comment(const char *t, uint32_t from, uint32_t n, int *block_open) {
  *block_open = 0;
  for (uint32_t i = from; i < n; i++) {
    while (i < n && !(byte_class[(unsigned char)t[i]] & B_SPECIAL)) i++;
    if (i >= n) break;
    char c = t[i];
    if (c == '"') {
      for (i++; i < n && t[i] != '"'; i++)
        if (t[i] == '\\') i++;
      continue;
    }
    if (c == ';' || (c == '/' && i + 1 < n && t[i + 1] == '/')) return i;
    if (c == '/' && i + 1 < n && t[i + 1] == '*') {
      const char *end = NULL;
      for (uint32_t j = i + 2; j + 1 < n; j++)
        if (t[j] == '*' && t[j + 1] == '/') { end = t + j; break; }
      if (!end) *block_open = 1;
      return i;
    }
  }
  return n;
}

/* Whether s[0, n) starts with the word w (of wl bytes), then ends or a blank follows. */
static inline int word_is(const char *s, uint32_t n, const char *w, uint32_t wl) {
  return n >= wl && memcmp(s, w, wl) == 0 && (n == wl || ww_is_space((unsigned char)s[wl]));
}
#define WORD_IS(s, n, w) word_is(s, n, w, (uint32_t)sizeof(w) - 1)

/* Line li (text t, l->len bytes) outside code: metadata or a macro body,
 * kept raw; its end closes the region. */
static void lex_raw(const char *t, asm_line *l, lex_state *st) {
  uint32_t n = l->len, i = 0;
  l->kind = ASM_LINE_RAW;
  while (i < n && is_blank((unsigned char)t[i])) i++;
  for (size_t k = 0; k < NREGIONS; k++)
    if (st->reg == regions[k].reg && word_is(t + i, n - i, regions[k].close, (uint32_t)strlen(regions[k].close)))
      st->reg = REGION_CODE;
}

/* A directive statement s[0, sn) at column i of line li. */
static void lex_directive(chunk *c, uint32_t li, asm_line *l, lex_state *st, const char *s,
                          uint32_t sn, uint32_t i) {
  l->kind = ASM_LINE_DIRECTIVE;
  if (WORD_IS(s, sn, ".amdgcn_target")) {
    uint32_t q = 14;
    while (q < sn && ww_is_space((unsigned char)s[q])) q++;
    uint32_t qe = q + 1;
    while (qe < sn && s[qe] != '"') qe++;
    if (q >= sn || s[q] != '"' || qe >= sn) {
      asm_read_error(&c->r, li, i + q, (int)(sn - q), "expected a quoted target id, as in "
                 "'.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"'");
    } else {
      target_ref tr = {li, i + q + 1, qe - q - 1};
      WW_VEC_PUSH(c->targets, c->ntargets, c->captargets, tr);
    }
  } else if (sn > 1 && (s[1] == 'a' || s[1] == 'm')) { /* .amdgpu_*metadata, .amd_amdgpu_*, .macro */
    for (size_t k = 0; k < NREGIONS; k++)
      if (word_is(s, sn, regions[k].open, (uint32_t)strlen(regions[k].open))) {
        st->reg = regions[k].reg;
        st->open_line = li, st->open_col = i;
      }
  } else if (WORD_IS(s, sn, ".rept") || WORD_IS(s, sn, ".irp") || WORD_IS(s, sn, ".irpc")) {
    asm_read_error(&c->r, li, i, (int)sn,
               "repetition directives are not supported: expand the file first "
               "(e.g. with a preprocessor)");
  }
}

/* A line with no statement whose comment starts at cstart: LLVM prints its
 * async marks as comments: "; asyncmark", "; wait_asyncmark(1)". */
static void comment_mark(const char *t, asm_line *l, uint32_t cstart) {
  uint32_t n = l->len, k = cstart + 1, ke = n;
  while (k < n && ww_is_space((unsigned char)t[k])) k++;
  while (ke > k && ww_is_space((unsigned char)t[ke - 1])) ke--;
  if ((ke - k == 9 && memcmp(t + k, "asyncmark", 9) == 0) ||
      (ke - k > 16 && memcmp(t + k, "wait_asyncmark(", 15) == 0 && t[ke - 1] == ')')) {
    l->kind = ASM_LINE_INST;
    l->comment_mark = 1;
    l->stmt_off = k;
    l->stmt_len = ke - k;
  }
}

/* One line (l: its off, len, eol_len and inst written, the rest zero):
 * its kind, label, statement; may change the state. No '"', ';' or '/'
 * comes before byte `special` (scan_line). */
static void lex_line(chunk *c, uint32_t li, asm_line *l, lex_state *st, int may_have_nul,
                     uint32_t special, const char *limit) {
  const char *t = c->r.text + l->off;
  uint32_t n = l->len, i = 0;
  const char *nul = may_have_nul ? memchr(t, 0, n) : NULL;
  if (nul) {
    asm_read_error(&c->r, li, (uint32_t)(nul - t), 1, "NUL byte in input: not an assembly text file");
    l->kind = ASM_LINE_RAW;
    return;
  }
  if (st->reg != REGION_CODE) {
    lex_raw(t, l, st);
    return;
  }
  if (st->in_block) {
    const char *end = NULL;
    for (uint32_t j = 0; j + 1 < n; j++)
      if (t[j] == '*' && t[j + 1] == '/') { end = t + j; break; }
    if (!end) {
      l->kind = ASM_LINE_BLANK;
      l->stmt_off = n;
      return;
    }
    st->in_block = 0;
    i = (uint32_t)(end - t) + 2;
  }
  while (i < n && is_blank((unsigned char)t[i])) i++;
  if (i < n && t[i] == '#') { /* like llvm-mc: '#' first on a line starts a comment */
    l->kind = ASM_LINE_BLANK;
    l->stmt_off = i;
    return;
  }
  /* label "name:" (several allowed: "a: b: s_nop 0") */
  uint32_t id_end; /* the end of the identifier at i, where no label was */
  for (;;) {
    uint32_t j;
    if (i < n && t[i] == '"') { /* quoted symbol */
      for (j = i + 1; j < n && t[j] != '"'; j++) {}
      if (j < n) j++;
    } else {
      j = ident_end(t, i, limit);
    }
    if (j > i && j < n && t[j] == ':' && (j + 1 >= n || t[j + 1] != ':')) {
      if (!l->label_len) {
        l->label_off = i;
        l->label_len = j - i;
      }
      struct asm_label_ref lr = {li, i, j - i};
      WW_VEC_PUSH(c->labels, c->nlabels, c->caplabels, lr);
      i = j + 1;
      while (i < n && is_blank((unsigned char)t[i])) i++;
      continue;
    }
    id_end = j;
    break;
  }
  uint32_t cstart = n;
  if (special < n) {
    cstart = find_comment(t, i > special ? i : special, n, &st->in_block);
    if (st->in_block) st->open_line = li, st->open_col = cstart;
  }
  uint32_t e = cstart;
  while (e > i && is_blank((unsigned char)t[e - 1])) e--;
  l->stmt_off = i;
  l->stmt_len = e - i;
  if (e == i) {
    l->kind = ASM_LINE_BLANK;
    if (cstart < n && t[cstart] == ';' && !st->in_block) comment_mark(t, l, cstart);
    return;
  }
  const char *s = t + i;
  uint32_t sn = e - i;
  if (s[0] == '.') {
    lex_directive(c, li, l, st, s, sn, i);
    return;
  }
  /* "sym = expr" assignments are directives too. */
  /* the identifier scanned above: no comment or blank is in it, so it is
   * all in the statement */
  uint32_t k = s[0] != '"' ? id_end - i : 0;
  if (k > 0 && k < sn) {
    uint32_t k2 = k;
    while (k2 < sn && is_blank((unsigned char)s[k2])) k2++;
    if (k2 < sn && s[k2] == '=' && (k2 + 1 >= sn || s[k2 + 1] != '=')) {
      l->kind = ASM_LINE_DIRECTIVE;
      return;
    }
  }
  l->kind = ASM_LINE_INST;
  if (k <= UINT8_MAX) l->ident_len = (uint8_t)k;
  if (cstart < n && !st->in_block && t[cstart] == '/' && t[cstart + 1] == '*') {
    /* A closed block comment followed by more code is not supported. */
    const char *close = strstr(t + cstart + 2, "*/");
    if (close && close < t + n) {
      uint32_t after = (uint32_t)(close - t) + 2;
      while (after < n && ww_is_space((unsigned char)t[after])) after++;
      if (after < n && t[after] != ';' && !(t[after] == '/' && after + 1 < n &&
                                             (t[after + 1] == '/' || t[after + 1] == '*')))
        asm_read_error(&c->r, li, after, 1, "code after a block comment on the same line is not supported");
    }
  }
}

/* The common line, in the plain state and with no '"', ';', '/' or '=': a
 * statement after blanks, whose identifier is no label and that starts
 * with neither '.', '#' nor '"'. The line's blanks end at i and the
 * identifier after them at j (lex_chunk found them). Fills l as lex_line
 * would and returns 1, or returns 0 having written nothing: lex_line reads
 * it. */
static inline int lex_plain(const char *t, asm_line *l, uint32_t i, uint32_t j) {
  uint32_t n = l->len;
  if (i >= n || (byte_class[(unsigned char)t[i]] & B_NOT_PLAIN)) return 0;
  if (j < n && t[j] == ':') return 0;
  uint32_t e = n, k = j - i;
  while (is_blank((unsigned char)t[e - 1])) e--; /* stops at t[i] */
  l->stmt_off = i;
  l->stmt_len = e - i;
  l->kind = ASM_LINE_INST;
  if (k <= UINT8_MAX) l->ident_len = (uint8_t)k;
  return 1;
}

/* Debug builds: on every line lex_plain read, lex_line gives the same
 * entry and leaves the state as it was. */
static void check_plain(chunk *c, uint32_t li, const asm_line *l, const lex_state *st,
                        uint32_t special, const char *limit) {
#ifdef WW_DEBUG
  asm_line g = {0};
  g.off = l->off, g.len = l->len, g.eol_len = l->eol_len, g.inst = -1;
  lex_state s = *st;
  lex_line(c, li, &g, &s, 0, special, limit);
  if (memcmp(&g, l, sizeof g) != 0 || memcmp(&s, st, sizeof s) != 0)
    ww_die("lex_plain: line %u differs from the general path", li + 1);
#else
  (void)c, (void)li, (void)l, (void)st, (void)special, (void)limit;
#endif
}

/* The chunk's lines and whether it holds a NUL byte: one pass, 64 bytes
 * at a time. */
static void *count_lines(void *arg) {
  chunk *c = arg;
  const char *s = c->r.text + c->from;
  size_t n = c->to - c->from, i = 0;
  uint64_t lines = 0;
  int nul = 0;
#ifdef __SSE2__
  const __m128i nl = _mm_set1_epi8('\n'), zero = _mm_setzero_si128();
  __m128i least = _mm_set1_epi8(-1); /* per lane, the least byte seen: 0 where a NUL was */
  while (i + 64 <= n) {
    /* per byte lane, counts of at most 4 * 63 newlines, then summed */
    size_t stop = n - i > 64 * 63 ? i + 64 * 63 : n;
    __m128i acc = zero;
    for (; i + 64 <= stop; i += 64) {
      const __m128i *q = (const __m128i *)(const void *)(s + i);
      __m128i a = _mm_loadu_si128(q), b = _mm_loadu_si128(q + 1);
      __m128i c2 = _mm_loadu_si128(q + 2), d = _mm_loadu_si128(q + 3);
      least = _mm_min_epu8(least, _mm_min_epu8(_mm_min_epu8(a, b), _mm_min_epu8(c2, d)));
      acc = _mm_sub_epi8(acc, _mm_add_epi8(_mm_add_epi8(_mm_cmpeq_epi8(a, nl), _mm_cmpeq_epi8(b, nl)),
                                           _mm_add_epi8(_mm_cmpeq_epi8(c2, nl), _mm_cmpeq_epi8(d, nl))));
    }
    __m128i sum = _mm_sad_epu8(acc, zero);
    lines += (uint64_t)_mm_cvtsi128_si32(sum) + (uint64_t)_mm_cvtsi128_si32(_mm_srli_si128(sum, 8));
  }
  nul = _mm_movemask_epi8(_mm_cmpeq_epi8(least, zero)) != 0;
#endif
  for (; i < n; i++) {
    lines += s[i] == '\n';
    nul |= s[i] == 0;
  }
  if (n && s[n - 1] != '\n') lines++; /* the file's last line, without one */
  c->nlines = (uint32_t)lines;
  c->has_nul = nul;
  return NULL;
}

/* Fills the chunk's lines and lexes them from c->start. */
static void *lex_chunk(void *arg) {
  chunk *c = arg;
  asm_program *p = c->r.p;
  const char *s = c->r.text, *limit = s + p->src->len;
  int may_have_nul = c->has_nul;
  lex_state st = c->start;
  size_t i = c->from, to = c->to;
  uint32_t li = c->line0, ninst = 0;
  asm_line *lines = p->lines;
  /* lex_plain may read a line */
  int plain = !c->general && !may_have_nul && st.reg == REGION_CODE && !st.in_block;
  while (i < to) {
    size_t start = i, special;
    /* the blanks that start the line and the identifier after them hold
     * no line end and nothing scan_line stops at: it starts after them
     * (unbounded: a chunk ends after a '\n', the text before a NUL) */
    size_t b = start;
    while (byte_class[(unsigned char)s[b]] & B_INDENT) b++;
    uint32_t i0 = (uint32_t)(b - start), j0 = ident_end(s + start, i0, limit);
    i = scan_line(s, start + j0, to, &special);
    asm_line *l = &lines[li]; /* zeroed: the arena's, or cleared before a chunk is lexed again */
    uint32_t len = (uint32_t)(i - start), sp = (uint32_t)(special - start);
    l->off = (uint32_t)start;
    l->inst = -1;
    if (i < to) { /* (no newline: eol_len stays 0) */
      uint8_t eol = 1;
      if (len && s[i - 1] == '\r') len--, eol = 2;
      l->eol_len = eol;
      i++;
    }
    l->len = len;
    if (sp < len || !plain || !lex_plain(s + start, l, i0, j0)) {
      lex_line(c, li, l, &st, may_have_nul, sp < len ? sp : len, limit);
      plain = !c->general && !may_have_nul && st.reg == REGION_CODE && !st.in_block;
    } else {
      check_plain(c, li, l, &st, len, limit);
    }
    ninst += l->kind == ASM_LINE_INST;
    if (l->kind == ASM_LINE_DIRECTIVE || l->kind == ASM_LINE_RAW)
      WW_VEC_PUSH(c->dirs, c->ndirs, c->capdirs, li);
    li++;
  }
  c->ninst = ninst;
  c->end = st;
  return NULL;
}

uint32_t asm_read_lines(reader *r, const char **dir, uint32_t *dline, uint32_t *dlen) {
  asm_program *p = r->p;
  size_t len = p->src->len;
  int nt = ww_thread_count(len, BYTES_PER_THREAD);
  /* WAITWISE_LEX_GENERAL: no line takes lex_plain's short path, for tests
   * that compare the two */
  int general = getenv("WAITWISE_LEX_GENERAL") != NULL;
  chunk c[WW_MAX_THREADS];
  memset(c, 0, sizeof c);
  /* chunks of about len / nt bytes, ending after a newline */
  size_t at = 0;
  for (int k = 0; k < nt; k++) {
    c[k].from = at;
    size_t want = k + 1 == nt ? len : (size_t)((uint64_t)len * (uint64_t)(k + 1) / (uint64_t)nt);
    if (want < at) want = at;
    const char *nl = want < len ? memchr(r->text + want, '\n', len - want) : NULL;
    at = k + 1 == nt || !nl ? len : (size_t)(nl - r->text) + 1;
    c[k].to = at;
    c[k].r = (reader){p, &c[k].d, r->text, r->arena, NULL, r->keep_all, NULL};
    c[k].d.limit = r->d->limit;
    c[k].general = general;
  }
  ww_run_jobs(count_lines, c, sizeof c[0], nt);
  uint32_t nlines = 0;
  for (int k = 0; k < nt; k++) {
    c[k].line0 = nlines;
    nlines += c[k].nlines;
  }
  p->lines = ww_alloc(&p->arena, sizeof(asm_line) * (nlines ? nlines : 1));
  p->nlines = nlines;
  ww_timer_lap(r->timer, "read: split lines");
  ww_run_jobs(lex_chunk, c, sizeof c[0], nt);
  /* a chunk lexed from the wrong state is lexed again (rare: a block
   * comment or metadata that spans chunks) */
  for (int k = 1; k < nt; k++) {
    lex_state prev = c[k - 1].end;
    if (!prev.in_block && prev.reg == REGION_CODE) continue;
    ww_diags_free(&c[k].d);
    c[k].d = (ww_diags){0};
    c[k].d.limit = r->d->limit;
    c[k].nlabels = c[k].ntargets = c[k].ndirs = 0;
    c[k].start = prev;
    memset(p->lines + c[k].line0, 0, sizeof(asm_line) * c[k].nlines);
    lex_chunk(&c[k]);
  }
  /* merge, in order */
  uint32_t nlabels = 0, ninst = 0;
  for (int k = 0; k < nt; k++) nlabels += c[k].nlabels;
  p->labels = ww_xmalloc(sizeof *p->labels * (nlabels ? nlabels : 1));
  p->caplabels = nlabels;
  uint32_t ndirs = 0;
  for (int k = 0; k < nt; k++) ndirs += c[k].ndirs;
  p->dirs = ww_alloc(&p->arena, sizeof(uint32_t) * (ndirs ? ndirs : 1));
  for (int k = 0; k < nt; k++) {
    if (c[k].nlabels) memcpy(p->labels + p->nlabels, c[k].labels, sizeof *p->labels * c[k].nlabels);
    p->nlabels += c[k].nlabels;
    if (c[k].ndirs) memcpy(p->dirs + p->ndirs, c[k].dirs, sizeof(uint32_t) * c[k].ndirs);
    p->ndirs += c[k].ndirs;
    free(c[k].dirs);
    ninst += c[k].ninst;
    free(c[k].labels);
    ww_diags_append(r->d, &c[k].d);
    ww_diags_free(&c[k].d);
  }
  /* the target: the first directive's, and every other must agree */
  *dir = NULL;
  for (int k = 0; k < nt; k++) {
    for (uint32_t i = 0; i < c[k].ntargets; i++) {
      const target_ref *tr = &c[k].targets[i];
      const char *id = asm_line_text(p, tr->line) + tr->col;
      if (!*dir) {
        *dir = id, *dline = tr->line, *dlen = tr->len;
      } else if (tr->len != *dlen || memcmp(id, *dir, *dlen)) {
        asm_read_error(r, tr->line, tr->col, (int)tr->len,
                      "'.amdgcn_target' names '%.*s', but an earlier one names '%.*s'",
                      (int)tr->len, id, (int)*dlen, *dir);
      }
    }
    free(c[k].targets);
  }
  /* what the file left open is reported where it began */
  lex_state st = nt ? c[nt - 1].end : (lex_state){0};
  if (st.in_block)
    asm_read_error(r, st.open_line, st.open_col, 2,
                  "unterminated block comment: no '*/' before the end of the file");
  else
    for (size_t k = 0; k < NREGIONS; k++)
      if (st.reg == regions[k].reg)
        asm_read_error(r, st.open_line, st.open_col, (int)strlen(regions[k].open),
                      "'%s' without '%s' before the end of the file", regions[k].open,
                      regions[k].close);
  return ninst;
}
