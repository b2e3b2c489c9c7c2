# md2man.awk - the man page (waitwise.1): NAME and SYNOPSIS, the user guide
# (docs/user-guide.md) as DESCRIPTION with each of its sections a
# subsection (case kept, code in bold), tables as tbl(1) tables, then
# OPTIONS, EXIT STATUS, ENVIRONMENT, FILES and SEE ALSO. Run by `make
# install`; needs only awk. The first line asks man(1) to run tbl.
#   awk -v version=0.3.0 -v docdir=/usr/local/share/doc/waitwise \
#       -f scripts/md2man.awk docs/user-guide.md > waitwise.1
function inline(s) {
  gsub(/\\/, "\\e", s)
  gsub(/``/, "`", s)
  while (match(s, /`[^`]*`/)) s = substr(s, 1, RSTART - 1) "\\fB" substr(s, RSTART + 1, RLENGTH - 2) "\\fR" substr(s, RSTART + RLENGTH)
  while (match(s, /\[[^]]*\]\([^)]*\)/)) {
    t = substr(s, RSTART, RLENGTH); link = t
    sub(/\]\(.*/, "", t); sub(/^\[/, "", t)
    sub(/^[^(]*\(/, "", link); sub(/\)$/, "", link)
    # a link into docs/ names the installed copy
    if (link ~ /^[a-z-]+\.md$/ || link ~ /^docs\/[a-z-]+\.md$/) { sub(/^docs\//, "", link); t = t " (" breakable(docdir "/" link) ")" }
    s = substr(s, 1, RSTART - 1) t substr(s, RSTART + RLENGTH)
  }
  gsub(/\*\*/, "", s)
  gsub(/ -- /, " \\(em ", s)
  if (s ~ /^[.']/) s = "\\&" s
  return s
}
# a path troff may break after any slash (a long prefix fits a line)
function breakable(p) { gsub(/\//, "/\\:", p); return p }
function cells(l, a,   n) {
  gsub(/^\| */, "", l); gsub(/ *\|$/, "", l); gsub(/\\\|/, "\001", l)
  n = split(l, a, / *\| */)
  for (i = 1; i <= n; i++) gsub(/\001/, "|", a[i])
  return n
}
function table_row(l,   a, n, i, row) {
  n = cells(l, a)
  if (!table) {
    table = n; print ".TS"; print "allbox tab(\002);"
    spec = ""; for (i = 1; i <= n; i++) spec = spec (i < n ? "lb " : "lbx")
    print spec; spec = ""; for (i = 1; i <= n; i++) spec = spec (i < n ? "l " : "lx")
    print spec "."
  }
  row = ""
  for (i = 1; i <= n; i++) row = row (i > 1 ? "\002" : "") "T{\n" inline(a[i]) "\nT}"
  print row
}
function end_table() { if (table) { print ".TE"; table = 0 } }
BEGIN {
  if (docdir == "") docdir = "/usr/local/share/doc/waitwise"
  print "'\\\" t"
  print ".TH WAITWISE 1 \"\" \"waitwise " version "\" \"User Commands\""
  # ragged right: lines holding an install path or a narrow table column
  # have too few spaces to justify, and groff warns about each
  print ".ad l"
  print ".SH NAME"
  print "waitwise \\- plan, lower and check the synchronisation of asynchronous memory operations in AMDGPU kernels"
  print ".SH SYNOPSIS"
  print ".B waitwise"
  print "\\fIcommand\\fR [\\fIoptions\\fR] \\fIFILE\\fR..."
  print ".br"
  print ".B waitwise"
  print "\\fIcommand\\fR \\fB\\-\\-help\\fR"
  print ".SH DESCRIPTION"
}
/^```/ { end_table(); if (code) { print ".fi"; print ".PP" } else { print ".PP"; print ".nf" }; code = !code; next }
code { l = $0; gsub(/\\/, "\\e", l); if (l ~ /^[.']/) l = "\\&" l; print l; next }
/^\|[-:| ]*\|$/ { next }
/^\|/ { table_row($0); next }
{ end_table() }
/^# / { next }
/^!\[/ { next }  # pictures are for the HTML guide
/^## / { sub(/^## /, ""); print ".SS " inline($0); next }
/^### / { sub(/^### /, ""); print ".PP"; print "\\fB" inline($0) "\\fR"; next }
/^- / { sub(/^- /, ""); print ".IP \\(bu 2"; print inline($0); next }
/^$/ { print ".PP"; next }
{ print inline($0) }
END {
  end_table()
  print ".SH OPTIONS"
  print "Each command takes only the options its \\fB\\-\\-help\\fR lists; any other is an error."
  opt("\\fB\\-mcpu=\\fR\\fICPU\\fR", "The target, as LLVM names it (\\fBwaitwise targets\\fR lists them); default: the file's \\fB.amdgcn_target\\fR directive.")
  opt("\\fB\\-\\-format=text\\fR|\\fBjson\\fR|\\fBsarif\\fR", "Output format; \\fBsarif\\fR for check only. \\fB\\-\\-format json\\fR means the same.")
  opt("\\fB\\-o\\fR \\fIFILE\\fR", "Write the command's output to \\fIFILE\\fR.")
  opt("\\fB\\-Werror\\fR, \\fB\\-Werror=\\fR\\fICAT\\fR, \\fB\\-Wno\\-error=\\fR\\fICAT\\fR", "Warnings (or one category) as errors; the later flag wins.")
  opt("\\fB\\-Wno\\-\\fR\\fICAT\\fR, \\fB\\-w\\fR", "Silence one warning category, or every warning. An unknown category is a warning (\\-Wunknown\\-warning\\-option).")
  opt("\\fB\\-ferror\\-limit=\\fR\\fIN\\fR", "Stop after \\fIN\\fR errors in a file (0: no limit).")
  opt("\\fB\\-j\\fR \\fIN\\fR", "check: \\fIN\\fR files at a time.")
  opt("\\fB\\-\\-mode=add\\fR|\\fBrecompute\\fR", "insert: keep the existing waits, or place all anew.")
  opt("\\fB\\-fdiagnostics\\-color=\\fR\\fIWHEN\\fR", "\\fBalways\\fR, \\fBnever\\fR or \\fBauto\\fR.")
  opt("\\fB\\-\\-time\\-report\\fR", "Wall time of each phase, to standard error.")
  print ".SH EXIT STATUS"
  opt("0", "Success; check: no errors.")
  opt("1", "check: errors found (warnings too under \\fB\\-Werror\\fR); run and verify: a race or violation; insert: its output still misses a wait.")
  opt("2", "A usage or input error.")
  opt("3", "verify: a bound ended the search before a verdict.")
  opt("70", "An internal error (a bug).")
  print ".SH ENVIRONMENT"
  opt("\\fBWAITWISE_THREADS\\fR", "Threads for reading one large file (default: the processors available).")
  opt("\\fBWAITWISE_LIBLLVM\\fR", "The path of LLVM 22's shared library, for code objects (default: libLLVM.so.22.1).")
  opt("\\fBNO_COLOR\\fR", "When set, \\fB\\-fdiagnostics\\-color=auto\\fR gives no colour.")
  print ".SH FILES"
  opt(breakable(docdir), "The user guide and the reference notes (JSON, SARIF, kernel IR, verify, pipeline).")
  print ".SH SEE ALSO"
  print ".BR llvm\\-mc (1),"
  print ".BR llvm\\-objdump (1),"
  print ".BR clang (1)"
}
function opt(tag, text) { print ".TP"; print tag; print text }
