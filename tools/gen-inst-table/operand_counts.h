// operand_counts.h - how many positional operands an AMDGPU instruction
// takes, read from the text LLVM's instruction printer writes; and the
// llvm-mc probes that check what was read.  Part of gen_inst_table (see
// README.md, "Operand counts").
#ifndef WW_GEN_OPERAND_COUNTS_H
#define WW_GEN_OPERAND_COUNTS_H

#include "llvm/ADT/StringRef.h"

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace wwgen {

// A printed instruction as the AMDGPU printer lays it out: the operands are
// separated by ", " and the modifiers that follow them (offset:16, glc,
// row_shl:1, s_waitcnt's lgkmcnt(0)) by blanks, so the text after the
// mnemonic is a list of comma groups, each a list of blank-separated pieces
// (commas and blanks inside [] and () do not split).  Comments (/* ... */,
// which the printer adds to a few DPP forms) are dropped.
struct Printed {
  std::string Mnemonic;
  std::vector<std::vector<std::string>> Groups;
};
Printed parsePrinted(llvm::StringRef Text);
std::string joinPrinted(const Printed &P);

// The bare words (glc, offen, lds, a16, done...) that the printer writes as
// modifiers: every lower-case word that follows another piece of the last
// comma group of some printed form.  Collected over all opcodes first.
void collectModifierWords(const Printed &P, std::set<std::string> &Words);

// The positional operands of a printed instruction, as (group, piece)
// indices: the first piece of each comma group, and a later piece of a group
// that is none of these: a named modifier (name:value), a field of the
// operand before it (name(value), as in s_waitcnt vmcnt(0) lgkmcnt(0)), a
// modifier word, or the continuation of an expression (a piece that starts
// with a binary operator or follows one that ends with it).  The only later
// piece LLVM prints that is positional is exp's first source after its
// target (exp mrt0 v0, ...).
using PiecePos = std::pair<size_t, size_t>;
std::vector<PiecePos> positional(const Printed &P, const std::set<std::string> &Words);

// Probes for llvm-mc, built from a form it accepts: the same form without
// its positional operand J (and the fields that belong to it), and with its
// last positional operand written twice.
std::string withoutOperand(const Printed &P, const std::set<std::string> &Words, size_t J);
std::string withOneMore(const Printed &P, const std::set<std::string> &Words);

// Assembles Lines (one instruction each) with llvm-mc -mcpu=Cpu; returns,
// per line, its first error message, or "" when the line was accepted.
// Stops the generator when llvm-mc does not run or stops early.
std::vector<std::string> firstErrors(llvm::StringRef LlvmMc, const char *Cpu,
                                     const std::vector<std::string> &Lines);

} // namespace wwgen

#endif
