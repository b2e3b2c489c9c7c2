// operand_counts.cpp - positional operands of printed AMDGPU instructions,
// and the llvm-mc runs that check counts derived from them.  See
// operand_counts.h and README.md ("Operand counts").

#include "operand_counts.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>

using namespace llvm;

namespace wwgen {

namespace {

[[noreturn]] void die(const std::string &Msg) {
  fprintf(stderr, "gen_inst_table: error: %s\n", Msg.c_str());
  exit(1);
}

bool isIdentStart(char C) { return isalpha((unsigned char)C) || C == '_'; }
bool isIdentChar(char C) { return isalnum((unsigned char)C) || C == '_'; }

// name:value (offset:16, dmask:0xf, quad_perm:[0,1,2,3], th:TH_LOAD_NT).
bool isNamedModifier(StringRef P) {
  if (P.empty() || !isIdentStart(P[0]))
    return false;
  size_t I = 1;
  while (I < P.size() && isIdentChar(P[I]))
    ++I;
  return I < P.size() && P[I] == ':';
}

// name(value) (vmcnt(0), depctr_va_vdst(0), instid0(VALU_DEP_1)).
bool isField(StringRef P) {
  if (P.empty() || !isIdentStart(P[0]))
    return false;
  size_t I = 1;
  while (I < P.size() && isIdentChar(P[I]))
    ++I;
  return I < P.size() && P[I] == '(';
}

bool isBinaryOperatorChar(char C) { return StringRef("+-*/%&|^<>=!").contains(C); }

// A lower-case word: what the printer writes for a modifier bit.
bool isWord(StringRef P) {
  if (P.empty() || !islower((unsigned char)P[0]))
    return false;
  for (char C : P)
    if (!(islower((unsigned char)C) || isdigit((unsigned char)C) || C == '_'))
      return false;
  return true;
}

// Whether piece K of group G continues the operand before it rather than
// starting something new: an expression's operator or operand (1 + 2,
// s_delay_alu instid0(...) | instskip(...)), or a field of it.
bool continues(const std::vector<std::string> &G, size_t K) {
  if (K == 0)
    return false;
  StringRef P = G[K], Prev = G[K - 1];
  return isBinaryOperatorChar(P[0]) || isBinaryOperatorChar(Prev.back()) || isField(P);
}

} // namespace

Printed parsePrinted(StringRef Text) {
  std::string Clean;
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text.substr(I).starts_with("/*")) {
      size_t E = Text.find("*/", I + 2);
      if (E == StringRef::npos)
        die("unterminated comment in printed text: " + Text.str());
      I = E + 1;
      Clean += ' ';
      continue;
    }
    Clean += Text[I] == '\t' ? ' ' : Text[I];
  }
  StringRef T = StringRef(Clean).trim();
  Printed P;
  size_t Sp = T.find(' ');
  P.Mnemonic = T.substr(0, Sp).str();
  if (Sp == StringRef::npos)
    return P;
  StringRef Rest = T.substr(Sp).trim();
  int Depth = 0;
  std::vector<std::string> Group;
  std::string Cur;
  auto EndPiece = [&]() {
    if (!Cur.empty())
      Group.push_back(Cur);
    Cur.clear();
  };
  for (char C : Rest) {
    if (C == '[' || C == '(')
      ++Depth;
    else if (C == ']' || C == ')')
      --Depth;
    if (Depth == 0 && C == ',') {
      EndPiece();
      if (Group.empty())
        die("empty operand in printed text: " + Text.str());
      P.Groups.push_back(Group);
      Group.clear();
      continue;
    }
    if (Depth == 0 && C == ' ') {
      EndPiece();
      continue;
    }
    Cur += C;
  }
  EndPiece();
  if (!Group.empty())
    P.Groups.push_back(Group);
  return P;
}

std::string joinPrinted(const Printed &P) {
  std::string S = P.Mnemonic;
  for (size_t G = 0; G < P.Groups.size(); ++G) {
    S += G ? ", " : " ";
    for (size_t K = 0; K < P.Groups[G].size(); ++K)
      S += (K ? " " : "") + P.Groups[G][K];
  }
  return S;
}

void collectModifierWords(const Printed &P, std::set<std::string> &Words) {
  if (P.Groups.empty())
    return;
  const std::vector<std::string> &Last = P.Groups.back();
  for (size_t K = 1; K < Last.size(); ++K)
    if (isWord(Last[K]) && !continues(Last, K))
      Words.insert(Last[K]);
}

std::vector<PiecePos> positional(const Printed &P, const std::set<std::string> &Words) {
  std::vector<PiecePos> V;
  for (size_t G = 0; G < P.Groups.size(); ++G) {
    const std::vector<std::string> &Grp = P.Groups[G];
    for (size_t K = 0; K < Grp.size(); ++K) {
      if (isNamedModifier(Grp[K]) || Words.count(Grp[K]) || continues(Grp, K))
        continue;
      V.push_back({G, K});
    }
  }
  return V;
}

std::string withoutOperand(const Printed &P, const std::set<std::string> &Words, size_t J) {
  std::vector<PiecePos> Pos = positional(P, Words);
  if (J >= Pos.size())
    die("no operand " + std::to_string(J) + " to remove from " + joinPrinted(P));
  Printed Q = P;
  auto [G, K] = Pos[J];
  std::vector<std::string> &Grp = Q.Groups[G];
  // The operand and what continues it (its fields, an expression's rest).
  size_t End = K + 1;
  while (End < Grp.size() && continues(Grp, End))
    ++End;
  Grp.erase(Grp.begin() + K, Grp.begin() + End);
  if (K == 0) {
    // The group's modifiers go on after the operand before it.
    std::vector<std::string> Rest = Grp;
    Q.Groups.erase(Q.Groups.begin() + G);
    if (!Rest.empty()) {
      if (G == 0)
        Q.Groups.insert(Q.Groups.begin(), Rest);
      else
        Q.Groups[G - 1].insert(Q.Groups[G - 1].end(), Rest.begin(), Rest.end());
    }
  }
  return joinPrinted(Q);
}

std::string withOneMore(const Printed &P, const std::set<std::string> &Words) {
  std::vector<PiecePos> Pos = positional(P, Words);
  if (Pos.empty()) {
    // No operand to copy: a number is what such instructions take, when
    // they take one (s_endpgm 1).
    Printed Q = P;
    Q.Groups.insert(Q.Groups.begin(), std::vector<std::string>{"1"});
    return joinPrinted(Q);
  }
  Printed Q = P;
  auto [G, K] = Pos.back();
  std::vector<std::string> &Grp = Q.Groups[G];
  size_t End = K + 1;
  while (End < Grp.size() && continues(Grp, End))
    ++End;
  // A copy of the operand, then the modifiers that followed it; after an
  // operand of fields (s_waitcnt vmcnt(0) lgkmcnt(0)), which may go on
  // after a comma, a number instead.
  std::vector<std::string> Copy(Grp.begin() + K, Grp.begin() + End);
  if (isField(Grp[K]))
    Copy = {"0"};
  Copy.insert(Copy.end(), Grp.begin() + End, Grp.end());
  Grp.erase(Grp.begin() + End, Grp.end());
  Q.Groups.insert(Q.Groups.begin() + G + 1, Copy);
  return joinPrinted(Q);
}

std::vector<std::string> firstErrors(StringRef LlvmMc, const char *Cpu,
                                     const std::vector<std::string> &Lines) {
  static const char *const Sentinel = "ww_sentinel_not_an_instruction";
  SmallString<128> In, Err;
  int FD;
  if (sys::fs::createTemporaryFile("ww-probes", "s", FD, In) ||
      sys::fs::createTemporaryFile("ww-probes", "log", Err))
    die("cannot create a temporary file");
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    for (const std::string &L : Lines)
      OS << L << '\n';
    OS << Sentinel << '\n';
  }
  std::string McpuArg = std::string("-mcpu=") + Cpu;
  std::vector<StringRef> Args = {LlvmMc, "-triple=amdgcn-amd-amdhsa", McpuArg,
                                 "-filetype=null", In.str()};
  std::optional<StringRef> Redir[] = {StringRef(""), StringRef(""), Err.str()};
  std::string ErrMsg;
  bool Failed = false;
  int RC = sys::ExecuteAndWait(LlvmMc, Args, std::nullopt, Redir, 0, 0, &ErrMsg, &Failed);
  if (Failed || RC < 0)
    die("cannot run " + LlvmMc.str() + ": " + ErrMsg);
  auto Buf = MemoryBuffer::getFile(Err);
  if (!Buf)
    die("cannot read the llvm-mc log");
  std::vector<std::string> First(Lines.size() + 1);
  std::vector<bool> Seen(Lines.size() + 1);
  SmallVector<StringRef, 0> Log;
  (*Buf)->getBuffer().split(Log, '\n');
  std::string Prefix = (In + ":").str();
  for (StringRef L : Log) {
    if (!L.starts_with(Prefix))
      continue;
    auto [LineS, R1] = L.substr(Prefix.size()).split(':');
    auto [ColS, R2] = R1.split(':');
    unsigned LineNo, Col;
    if (LineS.getAsInteger(10, LineNo) || ColS.getAsInteger(10, Col))
      continue;
    R2 = R2.trim();
    if (!R2.consume_front("error:"))
      continue; // warnings and notes
    if (LineNo == 0 || LineNo > Lines.size() + 1)
      die("llvm-mc reported line " + std::to_string(LineNo));
    if (Seen[LineNo - 1])
      continue;
    Seen[LineNo - 1] = true;
    First[LineNo - 1] = R2.trim().str();
  }
  if (!Seen[Lines.size()])
    die(std::string("llvm-mc -mcpu=") + Cpu + " did not reject the sentinel: it stopped early");
  First.pop_back();
  sys::fs::remove(In);
  sys::fs::remove(Err);
  return First;
}

} // namespace wwgen
