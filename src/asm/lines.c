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
  struct ww_label_ref *labels;
  uint32_t nlabels, caplabels;
  target_ref *targets;
  uint32_t ntargets, captargets;
  uint32_t *dirs, ndirs, capdirs; /* directive and raw lines */
  uint32_t ninst;
} chunk;

/* Bytes that end a line or may start a string or a comment: what the
 * line scan below stops at; the rest is skipped many bytes at a time. */
enum { LINE_END = 1, LINE_SPECIAL = 2 };
static const uint8_t line_byte[256] = {['\n'] = LINE_END, ['"'] = LINE_SPECIAL,
                                       [';'] = LINE_SPECIAL, ['/'] = LINE_SPECIAL};

#ifdef __SSE2__
/* The first of the 16 bytes at s that line_byte marks, or 16. */
static inline unsigned first_marked(const char *s) {
  __m128i x = _mm_loadu_si128((const __m128i *)(const void *)s);
  __m128i m = _mm_or_si128(
      _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('\n')), _mm_cmpeq_epi8(x, _mm_set1_epi8('"'))),
      _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(';')), _mm_cmpeq_epi8(x, _mm_set1_epi8('/'))));
  unsigned bits = (unsigned)_mm_movemask_epi8(m);
  return bits ? (unsigned)__builtin_ctz(bits) : 16;
}
#define SCAN_STEP 16
#else
/* Whether any of the 8 bytes at s is one line_byte marks (a word at a
 * time: a byte of x is zero iff (x - 0x01..) & ~x has its top bit); 0 or 8,
 * so that the bytes are then looked at one by one. */
static inline unsigned first_marked(const char *s) {
  const uint64_t ones = 0x0101010101010101u, tops = 0x8080808080808080u;
  uint64_t x, n, q, c, l;
  memcpy(&x, s, 8);
  n = x ^ (ones * '\n'), q = x ^ (ones * '"'), c = x ^ (ones * ';'), l = x ^ (ones * '/');
  return (((n - ones) & ~n) | ((q - ones) & ~q) | ((c - ones) & ~c) | ((l - ones) & ~l)) & tops
             ? 0 : 8;
}
#define SCAN_STEP 8
#endif

/* The end of the line that starts at s[i] (its '\n', or `to`), and in
 * *special where its first '"', ';' or '/' is (the line's end when it has
 * none): one pass that finds both, as most lines have neither a string nor
 * a comment. */
static size_t scan_line(const char *s, size_t i, size_t to, size_t *special) {
  while (i + SCAN_STEP <= to) {
    unsigned k = first_marked(s + i);
    i += k;
    if (k < SCAN_STEP) break;
  }
  while (i < to && !line_byte[(unsigned char)s[i]]) i++;
  *special = i;
  if (i >= to || s[i] == '\n') return i;
  const char *nl = memchr(s + i, '\n', to - i);
  return nl ? (size_t)(nl - s) : to;
}

/* Finds where a comment starts in [from, n) of line text t, skipping string
 * literals. Sets *block when it is a block comment left open at end of line. */
static uint32_t find_comment(const char *t, uint32_t from, uint32_t n, int *block_open) {
  *block_open = 0;
  for (uint32_t i = from; i < n; i++) {
    while (i < n && line_byte[(unsigned char)t[i]] != LINE_SPECIAL) i++;
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

static int word_is(const char *s, uint32_t n, const char *w) {
  size_t wl = strlen(w);
  return n >= wl && memcmp(s, w, wl) == 0 && (n == wl || ww_is_space((unsigned char)s[wl]));
}

/* One line: its kind, label, statement; may change the state. No '"', ';'
 * or '/' comes before byte `special` (scan_line). */
static void lex_line(chunk *c, uint32_t li, lex_state *st, int may_have_nul, uint32_t special) {
  reader *r = &c->r;
  ww_line *l = &r->p->lines[li];
  const char *t = r->text + l->off;
  uint32_t n = l->len, i = 0;
  const char *nul = may_have_nul ? memchr(t, 0, n) : NULL;
  if (nul) {
    ww_read_error(r, li, (uint32_t)(nul - t), 1, "NUL byte in input: not an assembly text file");
    l->kind = WW_LINE_RAW;
    return;
  }
  if (st->reg != REGION_CODE) {
    l->kind = WW_LINE_RAW;
    while (i < n && ww_is_space((unsigned char)t[i])) i++;
    for (size_t k = 0; k < NREGIONS; k++)
      if (st->reg == regions[k].reg && word_is(t + i, n - i, regions[k].close)) st->reg = REGION_CODE;
    return;
  }
  if (st->in_block) {
    const char *end = NULL;
    for (uint32_t j = 0; j + 1 < n; j++)
      if (t[j] == '*' && t[j + 1] == '/') { end = t + j; break; }
    if (!end) {
      l->kind = WW_LINE_BLANK;
      l->stmt_off = n;
      return;
    }
    st->in_block = 0;
    i = (uint32_t)(end - t) + 2;
  }
  while (i < n && ww_is_space((unsigned char)t[i])) i++;
  if (i < n && t[i] == '#') { /* like llvm-mc: '#' first on a line starts a comment */
    l->kind = WW_LINE_BLANK;
    l->stmt_off = i;
    return;
  }
  /* label "name:" (several allowed: "a: b: s_nop 0") */
  uint32_t ident_end = i; /* the end of the identifier at i, where no label was */
  for (;;) {
    uint32_t j = i;
    if (j < n && t[j] == '"') { /* quoted symbol */
      for (j++; j < n && t[j] != '"'; j++) {}
      if (j < n) j++;
    } else {
      /* unbounded: no identifier byte ends a line, and the text is followed
       * by a NUL (source.c maps only a size that is not a page multiple,
       * api.c copies text that is not terminated) */
      while (ww_is_ident_char((unsigned char)t[j])) j++;
    }
    if (j > i && j < n && t[j] == ':' && (j + 1 >= n || t[j + 1] != ':')) {
      if (!l->label_len) {
        l->label_off = i;
        l->label_len = j - i;
      }
      struct ww_label_ref lr = {li, i, j - i};
      WW_VEC_PUSH(c->labels, c->nlabels, c->caplabels, lr);
      i = j + 1;
      while (i < n && ww_is_space((unsigned char)t[i])) i++;
      continue;
    }
    ident_end = j;
    break;
  }
  uint32_t cstart = find_comment(t, i > special ? i : special, n, &st->in_block);
  if (st->in_block) st->open_line = li, st->open_col = cstart;
  uint32_t e = cstart;
  while (e > i && ww_is_space((unsigned char)t[e - 1])) e--;
  l->stmt_off = i;
  l->stmt_len = e - i;
  if (e == i) {
    l->kind = WW_LINE_BLANK;
    /* LLVM prints its async marks as comments: "; asyncmark", "; wait_asyncmark(1)" */
    if (cstart < n && t[cstart] == ';' && !st->in_block) {
      uint32_t k = cstart + 1, ke = n;
      while (k < n && ww_is_space((unsigned char)t[k])) k++;
      while (ke > k && ww_is_space((unsigned char)t[ke - 1])) ke--;
      if ((ke - k == 9 && memcmp(t + k, "asyncmark", 9) == 0) ||
          (ke - k > 16 && memcmp(t + k, "wait_asyncmark(", 15) == 0 && t[ke - 1] == ')')) {
        l->kind = WW_LINE_INST;
        l->comment_mark = 1;
        l->stmt_off = k;
        l->stmt_len = ke - k;
      }
    }
    return;
  }
  const char *s = t + i;
  uint32_t sn = e - i;
  if (s[0] == '.') {
    l->kind = WW_LINE_DIRECTIVE;
    if (word_is(s, sn, ".amdgcn_target")) {
      uint32_t q = 14;
      while (q < sn && ww_is_space((unsigned char)s[q])) q++;
      uint32_t qe = q + 1;
      while (qe < sn && s[qe] != '"') qe++;
      if (q >= sn || s[q] != '"' || qe >= sn) {
        ww_read_error(r, li, i + q, (int)(sn - q), "expected a quoted target id, as in "
                      "'.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"'");
      } else {
        target_ref tr = {li, i + q + 1, qe - q - 1};
        WW_VEC_PUSH(c->targets, c->ntargets, c->captargets, tr);
      }
    } else if (sn > 1 && (s[1] == 'a' || s[1] == 'm')) { /* .amdgpu_*metadata, .amd_amdgpu_*, .macro */
      for (size_t k = 0; k < NREGIONS; k++)
        if (word_is(s, sn, regions[k].open)) {
          st->reg = regions[k].reg;
          st->open_line = li, st->open_col = i;
        }
    } else if (word_is(s, sn, ".rept") || word_is(s, sn, ".irp") || word_is(s, sn, ".irpc")) {
      ww_read_error(r, li, i, (int)sn,
                    "repetition directives are not supported: expand the file first "
                    "(e.g. with a preprocessor)");
    }
    return;
  }
  /* "sym = expr" assignments are directives too. */
  /* the identifier scanned above: no comment or blank is in it, so it is
   * all in the statement */
  uint32_t k = t[i] != '"' ? ident_end - i : 0;
  uint32_t k2 = k;
  while (k2 < sn && ww_is_space((unsigned char)s[k2])) k2++;
  if (k > 0 && k2 < sn && s[k2] == '=' && (k2 + 1 >= sn || s[k2 + 1] != '=')) {
    l->kind = WW_LINE_DIRECTIVE;
    return;
  }
  l->kind = WW_LINE_INST;
  if (k <= UINT8_MAX) l->ident_len = (uint8_t)k;
  if (cstart < n && !st->in_block && t[cstart] == '/' && t[cstart + 1] == '*') {
    /* A closed block comment followed by more code is not supported. */
    const char *close = strstr(t + cstart + 2, "*/");
    if (close && close < t + n) {
      uint32_t after = (uint32_t)(close - t) + 2;
      while (after < n && ww_is_space((unsigned char)t[after])) after++;
      if (after < n && t[after] != ';' && !(t[after] == '/' && after + 1 < n &&
                                             (t[after + 1] == '/' || t[after + 1] == '*')))
        ww_read_error(r, li, after, 1, "code after a block comment on the same line is not supported");
    }
  }
}

static void *count_lines(void *arg) {
  chunk *c = arg;
  const char *s = c->r.text, *end = s + c->to;
  uint32_t n = 0;
  for (const char *q = s + c->from; (q = memchr(q, '\n', (size_t)(end - q))) != NULL; q++) n++;
  if (c->to > c->from && s[c->to - 1] != '\n') n++; /* the file's last line, without one */
  c->nlines = n;
  return NULL;
}

/* Fills the chunk's lines and lexes them from c->start. */
static void *lex_chunk(void *arg) {
  chunk *c = arg;
  ww_program *p = c->r.p;
  const char *s = c->r.text;
  int may_have_nul = memchr(s + c->from, 0, c->to - c->from) != NULL;
  lex_state st = c->start;
  size_t i = c->from;
  uint32_t li = c->line0;
  c->ninst = 0;
  while (i < c->to) {
    size_t start = i, special;
    i = scan_line(s, i, c->to, &special);
    int nl = i < c->to;
    ww_line *l = &p->lines[li];
    *l = (ww_line){0};
    l->off = (uint32_t)start;
    l->inst = -1;
    if (nl) {
      int cr = i > start && s[i - 1] == '\r';
      l->len = (uint32_t)(i - start - (size_t)cr);
      l->eol_len = (uint8_t)(1 + cr);
      i++;
    } else {
      l->len = (uint32_t)(i - start);
      l->eol_len = 0;
    }
    special -= start;
    lex_line(c, li, &st, may_have_nul, special < l->len ? (uint32_t)special : l->len);
    c->ninst += l->kind == WW_LINE_INST;
    if (l->kind == WW_LINE_DIRECTIVE || l->kind == WW_LINE_RAW)
      WW_VEC_PUSH(c->dirs, c->ndirs, c->capdirs, li);
    li++;
  }
  c->end = st;
  return NULL;
}

uint32_t ww_read_lines(reader *r, const char **dir, uint32_t *dline, uint32_t *dlen) {
  ww_program *p = r->p;
  size_t len = p->src->len;
  int nt = ww_thread_count(len, BYTES_PER_THREAD);
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
  }
  ww_run_jobs(count_lines, c, sizeof c[0], nt);
  uint32_t nlines = 0;
  for (int k = 0; k < nt; k++) {
    c[k].line0 = nlines;
    nlines += c[k].nlines;
  }
  p->lines = ww_alloc(&p->arena, sizeof(ww_line) * (nlines ? nlines : 1));
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
      const char *id = ww_line_text(p, tr->line) + tr->col;
      if (!*dir) {
        *dir = id, *dline = tr->line, *dlen = tr->len;
      } else if (tr->len != *dlen || memcmp(id, *dir, *dlen)) {
        ww_read_error(r, tr->line, tr->col, (int)tr->len,
                      "'.amdgcn_target' names '%.*s', but an earlier one names '%.*s'",
                      (int)tr->len, id, (int)*dlen, *dir);
      }
    }
    free(c[k].targets);
  }
  /* what the file left open is reported where it began */
  lex_state st = nt ? c[nt - 1].end : (lex_state){0};
  if (st.in_block)
    ww_read_error(r, st.open_line, st.open_col, 2,
                  "unterminated block comment: no '*/' before the end of the file");
  else
    for (size_t k = 0; k < NREGIONS; k++)
      if (st.reg == regions[k].reg)
        ww_read_error(r, st.open_line, st.open_col, (int)strlen(regions[k].open),
                      "'%s' without '%s' before the end of the file", regions[k].open,
                      regions[k].close);
  return ninst;
}
