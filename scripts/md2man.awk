# md2man.awk - docs/user-guide.md as a man page (waitwise.1): headings become
# sections, fenced code no-fill blocks, tables and lists plain lines, inline
# `code` bold. Run by `make install`; only awk is needed.
#   awk -v version=0.2.0 -f scripts/md2man.awk docs/user-guide.md > waitwise.1
function inline(s) {
  gsub(/\\/, "\\e", s)
  while (match(s, /`[^`]*`/)) s = substr(s, 1, RSTART - 1) "\\fB" substr(s, RSTART + 1, RLENGTH - 2) "\\fR" substr(s, RSTART + RLENGTH)
  while (match(s, /\[[^]]*\]\([^)]*\)/)) {
    t = substr(s, RSTART, RLENGTH); sub(/\]\(.*/, "", t); sub(/^\[/, "", t)
    s = substr(s, 1, RSTART - 1) t substr(s, RSTART + RLENGTH)
  }
  gsub(/\*\*/, "", s)
  if (s ~ /^[.']/) s = "\\&" s
  return s
}
BEGIN {
  print ".TH WAITWISE 1 \"\" \"waitwise " version "\" \"User Commands\""
  print ".SH NAME"
  print "waitwise \\- plan, lower and check the synchronisation of asynchronous memory operations in AMDGPU kernels"
  print ".SH SYNOPSIS"
  print ".B waitwise"
  print "\\fIcommand\\fR [\\fIoptions\\fR] \\fIFILE\\fR..."
  print ".PP"
  print "\\fBwaitwise\\fR \\fIcommand\\fR \\fB--help\\fR lists a command's options."
  print ".SH DESCRIPTION"
}
/^```/ { if (code) { print ".fi"; print ".PP" } else { print ".PP"; print ".nf" }; code = !code; next }
code { l = $0; gsub(/\\/, "\\e", l); if (l ~ /^[.']/) l = "\\&" l; print l; next }
/^# / { next }
/^## / { sub(/^## /, ""); gsub(/`/, ""); print ".SH " toupper(inline($0)); next }
/^### / { sub(/^### /, ""); print ".SS " inline($0); next }
/^\|[-| ]*\|$/ { next }
/^\|/ { l = $0; gsub(/^\| */, "", l); gsub(/ *\|$/, "", l); gsub(/ *\| */, "  \\-  ", l); print ".br"; print inline(l); next }
/^- / { sub(/^- /, ""); print ".IP \\(bu 2"; print inline($0); next }
/^$/ { print ".PP"; next }
{ print inline($0) }
