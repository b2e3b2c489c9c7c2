// gen_inst_table.cpp - derive src/target/amdgpu_insts.inc from LLVM 22.
//
// Build and run through tools/gen-inst-table/regen.sh; see README.md there.
//
// What it does:
//  1. Walks every opcode of LLVM's AMDGPU MCInstrInfo.  Only real encodings
//     are kept: MCInstrDesc::isPseudo() is false and the instruction printer
//     knows a mnemonic for it.  (Verified on LLVM 22.1: every non-pseudo
//     opcode has a printer mnemonic and the only pseudos that have one are
//     target-independent or SI_* codegen pseudos such as SI_RETURN, so the
//     isPseudo() test alone is what separates them.)
//  2. The mnemonic is the first word that MCInstPrinter::printInst prints for
//     the opcode with placeholder operands.  MCInstPrinter::getMnemonic()
//     alone is not enough: for VOP instructions the AMDGPU printer appends
//     the encoding suffix (_e32, _e64, _sdwa, _dpp, _e64_dpp) while printing
//     the destination operand.  The generator checks that the printed word
//     always starts with getMnemonic()'s word.
//  3. Properties come from MCInstrDesc (NumDefs, TIED_TO constraints,
//     implicit defs/uses, mayLoad/mayStore, branch/call/return/terminator)
//     and from TSFlags decoded with SIInstrFlags' bit numbers (kTS below),
//     which are checked against known opcodes before anything is written.
//     What TSFlags do not say is derived from names; every such rule is
//     marked "NAME RULE" below and listed in README.md.
//  4. Opcodes sharing a mnemonic are merged into one row (merge()): flags
//     and implicit registers are or-ed, except that the LDS-DMA forms of a
//     mnemonic with a plain form only add TG_IF_HAS_LDS_FORM; ndefs comes
//     from the base forms (neither LDS DMA nor returning atomics; the
//     largest value when they disagree, which is reported) and ndefs_alt
//     from the variant the text selects.  ndefs counts the leading operands
//     of the printed form that are defs, which includes a fixed register
//     printed in front such as vcc in "v_add_co_u32_e32 v0, vcc, v1, v2".
//     Opcodes of generations older than gfx9 are left out (isOldGen()),
//     each half of a VOPD instruction is a row of its own, and a VOP
//     mnemonic without its encoding suffix (v_add_f32) is a row merged from
//     all its forms, since the asm parser takes it too.
//     Both steps 4 and 5 report to stderr and the summary file.
//  5. Per-CPU availability: each candidate mnemonic is fed, bare, on its own
//     line to `llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=CPU`; the AMDGPU asm
//     parser reports an unknown or unsupported mnemonic with a message of
//     its own ("invalid instruction", "instruction not supported on this
//     GPU", "<variant> variant of this instruction is not supported"), while
//     a supported mnemonic gets an operand error ("too few operands for
//     instruction") or no error at all.  Rows no CPU accepts are dropped.
//  6. Operand counts (README.md, "Operand counts"; operand_counts.cpp): the
//     fewest and most positional operands of each row's forms as printed
//     with immediates 0 and 1, checked by llvm-mc on every CPU (one operand
//     fewer or more must be refused) and the fewest lowered where llvm-mc
//     takes a shorter form than any printed (checkCounts()).
//
// Options:
//   --llvm-mc PATH        llvm-mc of the same LLVM (required)
//   --llvm-version V      version string for the header comment (required)
//   -o PATH               output .inc (default: stdout)
//   --cpus PATH           the processor table (amdgpu_cpus.inc)
//   --summary PATH        write the report (disagreements, rules applied...)
//   --mnemonics PATH      also write the candidate mnemonic list
//   --probes DIR          also write the operand-count probes and llvm-mc's
//                         answers, DIR/<cpu>.tsv (for diff_counts.py)
//   -v                    print the report to stderr as well
//   -q                    print nothing to stderr but errors

#include "inst_flags.h"
#include "operand_counts.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

using namespace llvm;

namespace {

// ---------------------------------------------------------------------------
// Configuration

// The processors: every AMDGPU processor of LLVM's own table
// (MCSubtargetInfo::getAllProcessorDescriptions) from the GFX9 generation
// on, generic targets included, ordered by generation then name; bit i of a
// CpuMask is kCpus[i].  Filled by LLVMEnv::init (cpusFromLLVM).
typedef uint64_t CpuMask;
struct CpuDesc {
  std::string Name;
  const char *Gen;       // TG_GFX9 ... TG_GFX1250
  uint32_t Features = 0; // TG_CF_*
};
std::vector<CpuDesc> gCpus;
std::vector<const char *> kCpus; // gCpus[i].Name.c_str()
unsigned kNumCpus = 0;

// LLVM feature names -> TG_CF_* (inst_flags.h).
const struct { const char *Llvm; uint32_t Bit; const char *Name; } kCpuFeatures[] = {
    {"back-off-barrier", TG_CF_BACK_OFF_BARRIER, "TG_CF_BACK_OFF_BARRIER"},
    {"vmem-write-vgpr-in-order", TG_CF_VMEM_WRITE_VGPR_IN_ORDER,
     "TG_CF_VMEM_WRITE_VGPR_IN_ORDER"},
    {"mai-insts", TG_CF_MAI_INSTS, "TG_CF_MAI_INSTS"},
    {"vmem-to-lds-load-insts", TG_CF_VMEM_TO_LDS_LOAD, "TG_CF_VMEM_TO_LDS_LOAD"},
    {"gfx940-insts", TG_CF_GFX940_INSTS, "TG_CF_GFX940_INSTS"},
    {"packed-tid", TG_CF_PACKED_TID, "TG_CF_PACKED_TID"},
};

// SIInstrFlags bit positions in MCInstrDesc::TSFlags for LLVM 22, from
// llvm/lib/Target/AMDGPU/SIDefines.h (enum SIInstrFlags, kept in sync with
// the TSFlags{N} assignments of InstSI in SIInstrFormats.td).  That header is
// not installed with LLVM, hence the copy; checkTSFlags() verifies every bit
// used here against opcodes whose class is known.
namespace kTS {
enum : unsigned {
  SALU = 0,
  VALU = 1,
  MUBUF = 17,
  MTBUF = 18,
  SMRD = 19,
  MIMG = 20,
  VIMAGE = 21,
  VSAMPLE = 22,
  EXP = 23,
  FLAT = 24,
  DS = 25,
  VM_CNT = 32,
  EXP_CNT = 33,
  LGKM_CNT = 34,
  Gather4 = 37,
  TENSOR_CNT = 38,
  ASYNC_CNT = 41,
  FlatGlobal = 51,
  FlatScratch = 56,
  IsAtomicNoRet = 57,
  IsAtomicRet = 58,
  GWS = 62,
};
} // namespace kTS

bool ts(uint64_t TSFlags, unsigned Bit) { return (TSFlags >> Bit) & 1; }

// Names of the WW_IF_ / WW_IR_ macros, in bit order, for printing.
struct NamedBit {
  const char *Name;
  uint64_t Value;
};
#define WW_BIT(X) {#X, X}
const NamedBit kFlagNames[] = {
    WW_BIT(TG_IF_SALU),          WW_BIT(TG_IF_VALU),
    WW_BIT(TG_IF_SMEM),          WW_BIT(TG_IF_DS),
    WW_BIT(TG_IF_MUBUF),         WW_BIT(TG_IF_MTBUF),
    WW_BIT(TG_IF_MIMG),          WW_BIT(TG_IF_FLAT),
    WW_BIT(TG_IF_FLAT_GLOBAL),   WW_BIT(TG_IF_FLAT_SCRATCH),
    WW_BIT(TG_IF_EXP),           WW_BIT(TG_IF_SAMPLE),
    WW_BIT(TG_IF_BVH),           WW_BIT(TG_IF_GWS),
    WW_BIT(TG_IF_CACHE_INV),     WW_BIT(TG_IF_CACHE_WB),
    WW_BIT(TG_IF_MAY_LOAD),      WW_BIT(TG_IF_MAY_STORE),
    WW_BIT(TG_IF_ATOMIC),        WW_BIT(TG_IF_ATOMIC_RET),
    WW_BIT(TG_IF_HAS_RTN_FORM),  WW_BIT(TG_IF_VM_CNT),
    WW_BIT(TG_IF_LGKM_CNT),      WW_BIT(TG_IF_EXP_CNT),
    WW_BIT(TG_IF_LDS_DMA),       WW_BIT(TG_IF_HAS_LDS_FORM),
    WW_BIT(TG_IF_ASYNC_LDS),     WW_BIT(TG_IF_TENSOR),
    WW_BIT(TG_IF_BRANCH),        WW_BIT(TG_IF_COND_BRANCH),
    WW_BIT(TG_IF_INDIRECT_BR),   WW_BIT(TG_IF_CALL),
    WW_BIT(TG_IF_RETURN),        WW_BIT(TG_IF_TERMINATOR),
    WW_BIT(TG_IF_ENDPGM),        WW_BIT(TG_IF_WAIT),
    WW_BIT(TG_IF_BARRIER),       WW_BIT(TG_IF_SENDMSG),
    WW_BIT(TG_IF_TIED_DEF),      WW_BIT(TG_IF_OPT_IMM),
    WW_BIT(TG_IF_DPP_TIED_DEF),
};
const NamedBit kRegNames[] = {
    WW_BIT(TG_IR_VCC),  WW_BIT(TG_IR_EXEC), WW_BIT(TG_IR_M0),
    WW_BIT(TG_IR_SCC),  WW_BIT(TG_IR_MODE), WW_BIT(TG_IR_FLAT_SCRATCH),
};
#undef WW_BIT

// NAME RULE (counter waits): the mnemonics that wait for a counter.  Other
// s_wait* / s_waitcnt* mnemonics (depctr, alu, event, idle) wait for no
// memory counter and must be listed in kNotWaits, so that a new s_wait*
// mnemonic in a later LLVM is noticed instead of silently classified.
const char *const kWaits[] = {
    "s_waitcnt",          "s_waitcnt_vmcnt",      "s_waitcnt_expcnt",
    "s_waitcnt_lgkmcnt",  "s_waitcnt_vscnt",      "s_wait_loadcnt",
    "s_wait_storecnt",    "s_wait_samplecnt",     "s_wait_bvhcnt",
    "s_wait_dscnt",       "s_wait_kmcnt",         "s_wait_expcnt",
    "s_wait_loadcnt_dscnt", "s_wait_storecnt_dscnt", "s_wait_xcnt",
    "s_wait_asynccnt",    "s_wait_tensorcnt",
};
const char *const kNotWaits[] = {
    "s_waitcnt_depctr", "s_wait_alu", "s_wait_event", "s_wait_idle",
};

// NAME RULE (barriers): scalar barrier mnemonics; every ds_* mnemonic
// containing "barrier" (ds_gws_barrier, ds_atomic_barrier_arrive_rtn_b64,
// ds_atomic_async_barrier_arrive_b64) is a barrier too.  s_get_barrier_state
// only reads state and is deliberately not one.
const char *const kBarriers[] = {
    "s_barrier",      "s_barrier_signal", "s_barrier_signal_isfirst",
    "s_barrier_wait", "s_barrier_init",   "s_barrier_join",
    "s_barrier_leave", "s_wakeup_barrier",
};
const char *const kNotBarriers[] = {"s_get_barrier_state"};

// ---------------------------------------------------------------------------
// Diagnostics

std::string Report; // the summary file

void note(const char *Fmt, ...) __attribute__((format(printf, 1, 2)));
void note(const char *Fmt, ...) {
  char Buf[4096];
  va_list AP;
  va_start(AP, Fmt);
  vsnprintf(Buf, sizeof(Buf), Fmt, AP);
  va_end(AP);
  Report += Buf;
  Report += '\n';
}

[[noreturn]] void fatal(const char *Fmt, ...) __attribute__((format(printf, 1, 2)));
[[noreturn]] void fatal(const char *Fmt, ...) {
  va_list AP;
  va_start(AP, Fmt);
  fputs("gen_inst_table: error: ", stderr);
  vfprintf(stderr, Fmt, AP);
  fputc('\n', stderr);
  va_end(AP);
  exit(1);
}

// ---------------------------------------------------------------------------
// LLVM objects

struct LLVMEnv {
  Triple TT{"amdgcn-amd-amdhsa"};
  const Target *T = nullptr;
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCInstrInfo> MII;
  std::unique_ptr<MCInstPrinter> IP;
  // One subtarget per generation, used only to print placeholder operands.
  StringMap<std::unique_ptr<MCSubtargetInfo>> STIs;
  StringMap<unsigned> OpcodeByName;

  void init() {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTargetMC();
    std::string Err;
    T = TargetRegistry::lookupTarget(TT, Err);
    if (!T)
      fatal("no AMDGPU target in this LLVM: %s", Err.c_str());
    MRI.reset(T->createMCRegInfo(TT));
    MCTargetOptions MO;
    MAI.reset(T->createMCAsmInfo(*MRI, TT, MO));
    MII.reset(T->createMCInstrInfo());
    if (!MRI || !MAI || !MII)
      fatal("cannot create the AMDGPU MC layer");
    IP.reset(T->createMCInstPrinter(TT, 0, *MAI, *MII, *MRI));
    if (!IP)
      fatal("cannot create the AMDGPU instruction printer");
    cpusFromLLVM();
    for (const char *Cpu : {"gfx900", "gfx90a", "gfx942", "gfx1030",
                            "gfx1100", "gfx1200", "gfx1250"}) {
      STIs[Cpu].reset(T->createMCSubtargetInfo(TT, Cpu, ""));
      if (!STIs[Cpu])
        fatal("cannot create a subtarget for %s", Cpu);
    }
    for (unsigned Op = 0, E = MII->getNumOpcodes(); Op != E; ++Op)
      OpcodeByName[MII->getName(Op)] = Op;
  }

  // Every processor of LLVM's table from GFX9 on, with its generation and
  // the features waitwise models, as LLVM's subtarget table sets them.
  void cpusFromLLVM() {
    std::unique_ptr<MCSubtargetInfo> Any(T->createMCSubtargetInfo(TT, "gfx900", ""));
    if (!Any)
      fatal("cannot create a subtarget for gfx900");
    auto featureIndex = [&](StringRef Key) -> unsigned {
      for (const SubtargetFeatureKV &F : Any->getAllProcessorFeatures())
        if (Key == F.Key)
          return F.Value;
      fatal("LLVM has no AMDGPU feature '%s'", Key.str().c_str());
    };
    static const char *const Gens[] = {"gfx9", "gfx10", "gfx11", "gfx12", "gfx1250-insts"};
    static const char *const GenNames[] = {"TG_GFX9", "TG_GFX10", "TG_GFX11", "TG_GFX12",
                                           "TG_GFX1250"};
    std::vector<std::pair<std::pair<int, size_t>, CpuDesc>> Found; // (generation, LLVM's order)
    for (const SubtargetSubTypeKV &P : Any->getAllProcessorDescriptions()) {
      std::unique_ptr<MCSubtargetInfo> S(T->createMCSubtargetInfo(TT, P.Key, ""));
      if (!S)
        fatal("cannot create a subtarget for %s", P.Key);
      int Gen = -1;
      for (int G = 0; G < 5; ++G)
        if (S->getFeatureBits()[featureIndex(Gens[G])])
          Gen = G;
      if (Gen < 0)
        continue; // before GFX9, or "generic"
      CpuDesc D{P.Key, GenNames[Gen], 0};
      for (const auto &F : kCpuFeatures)
        if (S->getFeatureBits()[featureIndex(F.Llvm)])
          D.Features |= F.Bit;
      Found.push_back({{Gen, Found.size()}, D});
    }
    std::sort(Found.begin(), Found.end(),
              [](const auto &A, const auto &B) { return A.first < B.first; });
    for (auto &KV : Found)
      gCpus.push_back(KV.second);
    if (gCpus.size() > 64)
      fatal("%zu processors: more than a CpuMask holds", gCpus.size());
    for (const CpuDesc &D : gCpus)
      kCpus.push_back(D.Name.c_str());
    kNumCpus = kCpus.size();
  }

  unsigned opcode(StringRef Name) const {
    auto It = OpcodeByName.find(Name);
    if (It == OpcodeByName.end())
      fatal("opcode %s not found in this LLVM", Name.str().c_str());
    return It->second;
  }

  // Subtarget for printing a real opcode: chosen from the encoding suffix
  // of its name; only affects how operands are spelled, never the mnemonic.
  const MCSubtargetInfo &stiFor(StringRef Name) const {
    const char *Cpu = "gfx900";
    if (Name.contains("_gfx1250"))
      Cpu = "gfx1250";
    else if (Name.contains("_gfx12"))
      Cpu = "gfx1200";
    else if (Name.contains("_gfx11"))
      Cpu = "gfx1100";
    else if (Name.contains("_gfx10"))
      Cpu = "gfx1030";
    else if (Name.contains("_gfx940") || Name.contains("_gfx950"))
      Cpu = "gfx942";
    else if (Name.contains("_gfx90a"))
      Cpu = "gfx90a";
    return *STIs.find(Cpu)->second;
  }
};

// Prints opcode Op with placeholder operands: every register operand gets
// register 0 of its class, or register 1 for explicit defs and the uses tied
// to them when MarkDefs (so that the printed positions of the defs can be
// found by comparison: image atomics print the tied use, not the def);
// every other operand gets immediate Imm (0: the printer leaves out the
// modifiers and the optional operands that are at their default).
std::string printWithPlaceholders(const LLVMEnv &E, unsigned Op, bool MarkDefs,
                                 int64_t Imm = 0) {
  const MCInstrDesc &D = E.MII->get(Op);
  const MCSubtargetInfo &STI = E.stiFor(E.MII->getName(Op));
  MCInst I;
  I.setOpcode(Op);
  for (unsigned Idx = 0; Idx < D.getNumOperands(); ++Idx) {
    const MCOperandInfo &OI = D.operands()[Idx];
    int RC = OI.RegClass >= 0 ? E.MII->getOpRegClassID(OI, STI.getHwMode())
                              : -1;
    if (RC >= 0 && unsigned(RC) < E.MRI->getNumRegClasses() &&
        E.MRI->getRegClass(RC).getNumRegs() > 0) {
      const MCRegisterClass &C = E.MRI->getRegClass(RC);
      int TiedTo = D.getOperandConstraint(Idx, MCOI::TIED_TO);
      bool IsDef = Idx < D.getNumDefs() ||
                   (TiedTo >= 0 && unsigned(TiedTo) < D.getNumDefs());
      unsigned Which = MarkDefs && IsDef && C.getNumRegs() > 1;
      I.addOperand(MCOperand::createReg(C.getRegister(Which)));
    } else {
      I.addOperand(MCOperand::createImm(Imm));
    }
  }
  std::string S;
  raw_string_ostream OS(S);
  E.IP->printInst(&I, 0, "", STI, OS);
  OS.flush();
  return S;
}

// Splits printed text into the mnemonic and the comma-separated operands
// (commas inside [] or () do not split).
void splitPrinted(StringRef Text, std::string &Mnemonic,
                  std::vector<std::string> &Ops) {
  Text = Text.trim();
  size_t Sp = Text.find_first_of(" \t");
  Mnemonic = Text.substr(0, Sp).str();
  Ops.clear();
  if (Sp == StringRef::npos)
    return;
  StringRef Rest = Text.substr(Sp).trim();
  int Depth = 0;
  std::string Cur;
  for (char C : Rest) {
    if (C == '[' || C == '(')
      ++Depth;
    else if (C == ']' || C == ')')
      --Depth;
    if (C == ',' && Depth == 0) {
      Ops.push_back(StringRef(Cur).trim().str());
      Cur.clear();
      continue;
    }
    Cur += C;
  }
  if (!StringRef(Cur).trim().empty())
    Ops.push_back(StringRef(Cur).trim().str());
}

// ---------------------------------------------------------------------------
// Per-opcode information

enum class Form { Base, Lds, Rtn };

struct OpInfo {
  unsigned Op;
  std::string Name;     // LLVM opcode name, e.g. GLOBAL_LOAD_DWORD_vi
  std::string Mnemonic; // printed mnemonic, e.g. global_load_dword
  Form F = Form::Base;
  uint64_t Flags = 0;
  unsigned Uses = 0, Defs = 0;
  unsigned NDefs = 0; // leading printed operands that are defs
  bool OldGen = false; // an encoding of a generation older than gfx9
  bool NoVote = false; // does not vote on the row's ndefs
  bool Vopd = false;     // one half of a VOPD (v_dual_*) opcode
  bool Dpp = false;      // a DPP encoding (its name has _dpp: _dpp, _dpp8, _e64_dpp)
  CpuMask VopdCpus = 0; // for Vopd: CPUs of the opcode's encoding
  // Printed with immediates 0 and 1 (register operands as register 0): the
  // second shows the optional operands the first leaves out (s_endpgm 1).
  wwgen::Printed Text0, Text1;
  unsigned Pos0 = 0, Pos1 = 0; // positional operands of Text0, Text1
};

// Which half of the printed text an OpInfo describes: all of it, or the
// X or Y half of a VOPD instruction ("v_dual_X ... :: v_dual_Y ...").
enum class Part { Whole, VopdX, VopdY };

StringRef partOf(StringRef Text, Part P) {
  if (P == Part::Whole)
    return Text;
  auto [X, Y] = Text.split("::");
  return P == Part::VopdX ? X : Y;
}

// NAME RULE (old generations): real opcodes whose name ends in an encoding
// suffix of a generation older than our oldest CPU (gfx900) are left out of
// the merged properties: _gfx6_gfx7, _gfx6, _gfx7, _si, _ci (SI/CI), _gfx80
// (GFX8.0 only), and X_vi when X_vi_gfx9 or X_gfx9 also exists: then X_vi
// is the GFX8 form and the other the GFX9 one (DS opcodes that read M0 on
// GFX8 only; SDWA, whose encoding changed in GFX9; v_add_u32 & co., renamed
// in GFX9 when the carry-less forms took their names).  A mnemonic
// that only such opcodes print falls back to them (llvm-mc then decides).
bool isOldGen(StringRef Name, const StringMap<unsigned> &ByName) {
  for (const char *S : {"_gfx6_gfx7", "_gfx6", "_gfx7", "_si", "_ci", "_gfx80"})
    if (Name.ends_with(S))
      return true;
  if (Name.ends_with("_vi") &&
      (ByName.count((Name + "_gfx9").str()) ||
       ByName.count((Name.drop_back(3) + "_gfx9").str())))
    return true;
  return false;
}

unsigned mapImplicitReg(StringRef RegName, std::map<std::string, unsigned> &Unmapped) {
  if (RegName == "VCC" || RegName == "VCC_LO" || RegName == "VCC_HI")
    return TG_IR_VCC;
  if (RegName == "EXEC" || RegName == "EXEC_LO" || RegName == "EXEC_HI")
    return TG_IR_EXEC;
  if (RegName == "M0")
    return TG_IR_M0;
  if (RegName == "SCC")
    return TG_IR_SCC;
  if (RegName == "MODE")
    return TG_IR_MODE;
  if (RegName == "FLAT_SCR" || RegName == "FLAT_SCR_LO" || RegName == "FLAT_SCR_HI")
    return TG_IR_FLAT_SCRATCH;
  ++Unmapped[RegName.str()];
  return 0;
}

// The codegen pseudo a real opcode was made from: the longest pseudo whose
// name is a prefix of the real one's at a '_' boundary
// (GLOBAL_LOAD_SHORT_D16_HI_SADDR for GLOBAL_LOAD_SHORT_D16_HI_SADDR_vi), or
// -1.
int findPseudo(const LLVMEnv &E, StringRef Real) {
  StringRef N = Real;
  while (true) {
    size_t P = N.rfind('_');
    if (P == StringRef::npos || P == 0)
      return -1;
    N = N.substr(0, P);
    auto It = E.OpcodeByName.find(N);
    if (It != E.OpcodeByName.end() && E.MII->get(It->second).isPseudo())
      return int(It->second);
  }
}

struct Diag {
  std::vector<std::string> DefAnomalies;
  std::map<std::string, unsigned> UnmappedRegs;
  unsigned OldGenOpcodes = 0;
  unsigned PseudoTies = 0;
};

OpInfo describe(const LLVMEnv &E, unsigned Op, StringRef Mnemonic, Part P,
                Diag &Dg) {
  const MCInstrDesc &D = E.MII->get(Op);
  uint64_t TS = D.TSFlags;
  OpInfo R;
  R.Op = Op;
  R.Name = E.MII->getName(Op).str();
  R.Mnemonic = Mnemonic.str();
  StringRef Name = R.Name;
  uint64_t &F = R.Flags;
  R.OldGen = isOldGen(Name, E.OpcodeByName);
  R.Dpp = Name.contains("_dpp");
  Dg.OldGenOpcodes += R.OldGen;

  // Encoding family and counters from TSFlags.
  if (ts(TS, kTS::SALU)) F |= TG_IF_SALU;
  if (ts(TS, kTS::VALU)) F |= TG_IF_VALU;
  if (ts(TS, kTS::SMRD)) F |= TG_IF_SMEM;
  if (ts(TS, kTS::DS)) F |= TG_IF_DS;
  if (ts(TS, kTS::MUBUF)) F |= TG_IF_MUBUF;
  if (ts(TS, kTS::MTBUF)) F |= TG_IF_MTBUF;
  if (ts(TS, kTS::MIMG) || ts(TS, kTS::VIMAGE) || ts(TS, kTS::VSAMPLE))
    F |= TG_IF_MIMG;
  if (ts(TS, kTS::FLAT)) F |= TG_IF_FLAT;
  if (ts(TS, kTS::FlatGlobal)) F |= TG_IF_FLAT_GLOBAL;
  if (ts(TS, kTS::FlatScratch)) F |= TG_IF_FLAT_SCRATCH;
  if (ts(TS, kTS::EXP)) F |= TG_IF_EXP;
  if (ts(TS, kTS::VM_CNT)) F |= TG_IF_VM_CNT;
  if (ts(TS, kTS::LGKM_CNT)) F |= TG_IF_LGKM_CNT;
  if (ts(TS, kTS::EXP_CNT)) F |= TG_IF_EXP_CNT;
  if (ts(TS, kTS::GWS)) F |= TG_IF_GWS;
  // VSAMPLE is GFX12's encoding of the instructions that use a sampler.
  if (ts(TS, kTS::Gather4) || ts(TS, kTS::VSAMPLE)) F |= TG_IF_SAMPLE;
  if (ts(TS, kTS::ASYNC_CNT)) F |= TG_IF_ASYNC_LDS;
  if (ts(TS, kTS::TENSOR_CNT)) F |= TG_IF_TENSOR;
  if (ts(TS, kTS::IsAtomicRet) || ts(TS, kTS::IsAtomicNoRet)) F |= TG_IF_ATOMIC;

  if (D.mayLoad()) F |= TG_IF_MAY_LOAD;
  if (D.mayStore()) F |= TG_IF_MAY_STORE;
  if (D.isBranch()) F |= TG_IF_BRANCH;
  if (D.isConditionalBranch()) F |= TG_IF_COND_BRANCH;
  if (D.isIndirectBranch()) F |= TG_IF_INDIRECT_BR;
  if (D.isCall()) F |= TG_IF_CALL;
  if (D.isReturn()) F |= TG_IF_RETURN;
  if (D.isTerminator()) F |= TG_IF_TERMINATOR;
  // Cache control: the MUBUF/FLAT opcodes that neither load nor store are
  // the cache invalidates and writebacks (BUFFER_WBINVL1*, BUFFER_GL0_INV,
  // BUFFER_GL1_INV, BUFFER_INV, BUFFER_INVL2, BUFFER_WBL2, GLOBAL_INV,
  // GLOBAL_WB, GLOBAL_WBINV); they write no register.  NAME RULE (cache
  // control): a name with "INV" invalidates, one with "WB" writes back,
  // except BUFFER_WBINVL1*, which only invalidates (L1 is write-through).
  // Each must be one or the other, or the generator stops.
  if ((F & (TG_IF_MUBUF | TG_IF_FLAT)) && !D.mayLoad() && !D.mayStore()) {
    if (Name.contains("INV"))
      F |= TG_IF_CACHE_INV;
    if (Name.contains("WB") && !Name.contains("WBINVL1"))
      F |= TG_IF_CACHE_WB;
    if (!(F & (TG_IF_CACHE_INV | TG_IF_CACHE_WB)))
      fatal("%s: a MUBUF/FLAT opcode that neither loads nor stores, named "
            "neither INV nor WB: classify it (NAME RULE cache control)",
            Name.str().c_str());
  }

  // NAME RULE (sampler): image_sample*, image_gather4*, image_get_lod and
  // image_msaa_load use the sampler path (samplecnt on GFX12), like LLVM's
  // own Sampler/MSAA/Gather4 classification of MIMG base opcodes.  On GFX12
  // TSFlags say it too (VSAMPLE), except for image_msaa_load (VIMAGE).
  bool IsImage = F & TG_IF_MIMG;
  if (IsImage && (Mnemonic.starts_with("image_sample") ||
                  Mnemonic.starts_with("image_gather4") ||
                  Mnemonic == "image_get_lod" || Mnemonic == "image_msaa_load"))
    F |= TG_IF_SAMPLE;
  // NAME RULE (bvh): image_bvh*_intersect_ray (bvhcnt on GFX12).
  if (IsImage && Mnemonic.starts_with("image_bvh"))
    F |= TG_IF_BVH;
  // NAME RULE (gws): ds_gws_* (TSFlags GWS says the same; checked below).
  if (Mnemonic.starts_with("ds_gws_"))
    F |= TG_IF_GWS;
  // NAME RULE (async LDS): gfx1250 *_async_to_lds_* / *_async_from_lds_*
  // (TSFlags ASYNC_CNT says the same and also marks
  // ds_atomic_async_barrier_arrive_b64, which counts on asynccnt).
  if (Mnemonic.contains("_async_to_lds_") || Mnemonic.contains("_async_from_lds_"))
    F |= TG_IF_ASYNC_LDS;
  // NAME RULE (tensor): tensor_load_to_lds / tensor_store_from_lds
  // (TSFlags TENSOR_CNT says the same).
  if (Mnemonic == "tensor_load_to_lds" || Mnemonic == "tensor_store_from_lds")
    F |= TG_IF_TENSOR;
  // NAME RULE (end of program): s_endpgm, s_endpgm_saved,
  // s_endpgm_ordered_ps_done.
  if (Mnemonic.starts_with("s_endpgm"))
    F |= TG_IF_ENDPGM;
  // NAME RULE (messages): s_sendmsg, s_sendmsghalt, s_sendmsg_rtn_b32/b64.
  if (Mnemonic.starts_with("s_sendmsg"))
    F |= TG_IF_SENDMSG;
  for (const char *W : kWaits)
    if (Mnemonic == W)
      F |= TG_IF_WAIT;
  for (const char *B : kBarriers)
    if (Mnemonic == B)
      F |= TG_IF_BARRIER;
  if (Mnemonic.starts_with("ds_") && Mnemonic.contains("barrier"))
    F |= TG_IF_BARRIER;

  // NAME RULE (LDS DMA): MUBUF/FLAT loads that write LDS instead of VGPRs
  // have "_LDS_" in their opcode name (BUFFER_LOAD_DWORD_LDS_OFFEN_vi,
  // GLOBAL_LOAD_LDS_DWORD_vi, SCRATCH_LOAD_LDS_DWORD_gfx940...); TSFlags do
  // not mark them.  The gfx1250 *_ASYNC_TO_LDS_* loads are a different
  // mechanism (above), and BUFFER_STORE_LDS_DWORD stores from LDS (it does
  // not write LDS), so neither is LDS DMA.
  bool IsVMemLoadName = Name.starts_with("BUFFER_LOAD_") ||
                        Name.starts_with("GLOBAL_LOAD_") ||
                        Name.starts_with("SCRATCH_LOAD_") ||
                        Name.starts_with("FLAT_LOAD_");
  if ((F & (TG_IF_MUBUF | TG_IF_FLAT)) && IsVMemLoadName &&
      Name.contains("_LDS_") && !Name.contains("_ASYNC_"))
    R.F = Form::Lds;
  else if (ts(TS, kTS::IsAtomicRet))
    R.F = Form::Rtn;
  // NAME RULE (image results): the gfx10+ MIMG opcodes named *_nortn_* are
  // image_sample/image_load... without a result, written with `off` where
  // the destination goes; they do not vote on the row's ndefs (the other
  // forms of the mnemonic return data, and `off` is no register).
  if ((F & TG_IF_MIMG) && Name.contains("_nortn_") && !(F & TG_IF_ATOMIC))
    R.NoVote = true;

  // Implicit registers.
  for (MCPhysReg Reg : D.implicit_uses())
    R.Uses |= mapImplicitReg(E.MRI->getName(Reg), Dg.UnmappedRegs);
  for (MCPhysReg Reg : D.implicit_defs())
    R.Defs |= mapImplicitReg(E.MRI->getName(Reg), Dg.UnmappedRegs);

  // Tied defs.  LLVM drops the tie on some real opcodes whose codegen
  // pseudo has it (GLOBAL_LOAD_SHORT_D16_HI_vi: the pseudo ties vdst to
  // vdst_in), so the pseudo with the longest name prefix is asked as well
  // when it has the same operands.
  auto HasTiedDef = [](const MCInstrDesc &DD) {
    for (unsigned I = 0; I < DD.getNumOperands(); ++I) {
      int To = DD.getOperandConstraint(I, MCOI::TIED_TO);
      if (To >= 0 && unsigned(To) < DD.getNumDefs())
        return true;
    }
    return false;
  };
  // Not for VALU opcodes: a VALU pseudo's tie is codegen's choice, not the
  // hardware's (the _twoaddr WMMA pseudos tie D to C; the real WMMA reads
  // only C, as llvm-mc's MCInst shows: tests/lit/check/vop3-defs.test).
  if (HasTiedDef(D)) {
    F |= TG_IF_TIED_DEF;
  } else if (!(F & TG_IF_VALU)) {
    int P = findPseudo(E, Name);
    if (P >= 0) {
      const MCInstrDesc &PD = E.MII->get(P);
      if (PD.getNumDefs() == D.getNumDefs() &&
          PD.getNumOperands() == D.getNumOperands() && HasTiedDef(PD)) {
        F |= TG_IF_TIED_DEF;
        ++Dg.PseudoTies;
      }
    }
  }

  // Leading defs as printed: print once with every register operand as
  // register 0 of its class and once with the explicit defs as register 1;
  // the operand positions that differ are the explicit defs.  A leading
  // operand spelled like one of the implicit defs (vcc in
  // "v_cmp_eq_f32_e32 vcc, v0, v1" or "v_add_co_u32_e32 v0, vcc, v1, v2")
  // is a def written in the text too, and counts.
  std::string MnA, MnB;
  std::vector<std::string> A, B;
  splitPrinted(partOf(printWithPlaceholders(E, Op, false), P), MnA, A);
  splitPrinted(partOf(printWithPlaceholders(E, Op, true), P), MnB, B);
  if (MnA != R.Mnemonic)
    fatal("%s: printed part '%s' is not %s", R.Name.c_str(), MnA.c_str(),
          R.Mnemonic.c_str());
  R.Text0 = wwgen::parsePrinted(partOf(printWithPlaceholders(E, Op, false), P));
  R.Text1 = wwgen::parsePrinted(partOf(printWithPlaceholders(E, Op, false, 1), P));
  if (R.Text1.Mnemonic != R.Mnemonic)
    fatal("%s: printed with immediates 1, the mnemonic is '%s', not %s", R.Name.c_str(),
          R.Text1.Mnemonic.c_str(), R.Mnemonic.c_str());
  // vcc and vcc_lo (exec, exec_lo) are the same def as far as the text
  // goes: the printer spells VCC as vcc_lo for a wave32 subtarget.
  std::set<std::string> ImplDefNames;
  for (MCPhysReg Reg : D.implicit_defs()) {
    std::string N = StringRef(E.MRI->getName(Reg)).lower();
    ImplDefNames.insert(N);
    if (N == "vcc" || N == "exec")
      ImplDefNames.insert(N + "_lo");
    if (N == "vcc_lo" || N == "exec_lo")
      ImplDefNames.insert(N.substr(0, N.size() - 3));
  }
  // An explicit def whose class has a single register (VCC in gfx8 SDWA
  // VOPC) prints the same both times; its name identifies it instead.
  {
    const MCSubtargetInfo &STI = E.stiFor(Name);
    for (unsigned Idx = 0; Idx < D.getNumDefs(); ++Idx) {
      const MCOperandInfo &OI = D.operands()[Idx];
      int RC = OI.RegClass >= 0 ? E.MII->getOpRegClassID(OI, STI.getHwMode()) : -1;
      if (RC >= 0 && unsigned(RC) < E.MRI->getNumRegClasses() &&
          E.MRI->getRegClass(RC).getNumRegs() == 1)
        ImplDefNames.insert(
            StringRef(E.MRI->getName(E.MRI->getRegClass(RC).getRegister(0))).lower());
    }
  }
  std::vector<std::string> Anomalies; // reported unless R.OldGen
  if (A.size() != B.size()) {
    Anomalies.push_back(R.Name + ": operand count changes with registers");
  } else {
    unsigned Lead = 0, Explicit = 0, ExplicitLeading = 0;
    bool InLead = true;
    for (size_t K = 0; K < A.size(); ++K) {
      bool IsExplicit = A[K] != B[K];
      Explicit += IsExplicit;
      if (InLead && (IsExplicit || ImplDefNames.count(A[K]))) {
        ++Lead;
        ExplicitLeading += IsExplicit;
      } else {
        InLead = false;
      }
    }
    R.NDefs = Lead;
    if (Explicit != ExplicitLeading)
      Anomalies.push_back(R.Name + ": an explicit def is not a leading operand: " + MnA +
                                " " + join(A.begin(), A.end(), ", "));
    // Defs whose class has a single register cannot be told apart; that is
    // only a problem when they are not found at all.
    unsigned Expected = P == Part::Whole ? D.getNumDefs() : 1;
    if (Explicit < Expected && Lead < Expected)
      Anomalies.push_back(R.Name + ": " + std::to_string(D.getNumDefs()) +
                                " defs in MCInstrDesc, " + std::to_string(Lead) +
                                " leading defs printed: " + MnA + " " +
                                join(A.begin(), A.end(), ", "));
  }
  if (!R.OldGen)
    Dg.DefAnomalies.insert(Dg.DefAnomalies.end(), Anomalies.begin(), Anomalies.end());
  return R;
}

// ---------------------------------------------------------------------------
// TSFlags sanity checks: fail loudly when the bit positions do not fit.

void checkTSFlags(const LLVMEnv &E) {
  struct Expect {
    const char *Opcode;
    std::vector<unsigned> Set;
    std::vector<unsigned> Clear;
  };
  using namespace kTS;
  const std::vector<Expect> Checks = {
      {"DS_READ_B32", {DS, LGKM_CNT}, {FLAT, MUBUF, SMRD, VALU, SALU}},
      {"DS_READ_B32_gfx10", {DS, LGKM_CNT}, {FLAT, MUBUF, SMRD, VALU, SALU}},
      {"DS_ADD_U32_vi", {DS, IsAtomicNoRet}, {IsAtomicRet}},
      {"DS_ADD_RTN_U32_vi", {DS, IsAtomicRet}, {IsAtomicNoRet}},
      {"DS_GWS_INIT_vi", {DS, GWS}, {}},
      {"GLOBAL_LOAD_DWORD_vi", {FLAT, FlatGlobal, VM_CNT}, {FlatScratch, DS, MUBUF}},
      {"SCRATCH_LOAD_DWORD_vi", {FLAT, FlatScratch}, {FlatGlobal}},
      {"FLAT_LOAD_DWORD_vi", {FLAT, VM_CNT, LGKM_CNT}, {FlatGlobal, FlatScratch}},
      {"GLOBAL_ATOMIC_ADD_vi", {FLAT, FlatGlobal, IsAtomicNoRet}, {IsAtomicRet}},
      {"GLOBAL_ATOMIC_ADD_RTN_vi", {FLAT, FlatGlobal, IsAtomicRet}, {IsAtomicNoRet}},
      {"BUFFER_LOAD_DWORD_OFFEN_vi", {MUBUF, VM_CNT}, {MTBUF, FLAT}},
      {"TBUFFER_LOAD_FORMAT_X_OFFEN_vi", {MTBUF, VM_CNT}, {MUBUF}},
      {"S_LOAD_DWORDX4_IMM_vi", {SMRD, LGKM_CNT}, {VM_CNT, DS}},
      {"IMAGE_SAMPLE_V1_V1_gfx10", {MIMG, VM_CNT}, {VIMAGE, VSAMPLE, Gather4}},
      {"IMAGE_SAMPLE_V1_V1_gfx12", {VSAMPLE}, {MIMG, VIMAGE}},
      {"IMAGE_LOAD_V1_V1_gfx12", {VIMAGE}, {MIMG, VSAMPLE}},
      {"IMAGE_GATHER4_V4_V2", {MIMG, Gather4}, {}},
      {"EXP_vi", {EXP, EXP_CNT}, {VM_CNT}},
      {"V_ADD_F32_e32_vi", {VALU}, {SALU, DS, FLAT, MUBUF, SMRD, MIMG, VM_CNT, LGKM_CNT}},
      {"S_ADD_U32_vi", {SALU}, {VALU, SMRD, LGKM_CNT}},
      {"TENSOR_LOAD_TO_LDS_gfx1250", {TENSOR_CNT}, {ASYNC_CNT}},
      {"GLOBAL_LOAD_ASYNC_TO_LDS_B32_gfx1250", {FLAT, FlatGlobal, ASYNC_CNT}, {TENSOR_CNT}},
  };
  for (const Expect &C : Checks) {
    uint64_t TS = E.MII->get(E.opcode(C.Opcode)).TSFlags;
    for (unsigned Bit : C.Set)
      if (!ts(TS, Bit))
        fatal("TSFlags bit %u expected set on %s (TSFlags 0x%016llx): the "
              "SIInstrFlags bit positions do not match this LLVM",
              Bit, C.Opcode, (unsigned long long)TS);
    for (unsigned Bit : C.Clear)
      if (ts(TS, Bit))
        fatal("TSFlags bit %u expected clear on %s (TSFlags 0x%016llx): the "
              "SIInstrFlags bit positions do not match this LLVM",
              Bit, C.Opcode, (unsigned long long)TS);
  }
}

// ---------------------------------------------------------------------------
// Merged rows

// Positional operands of a set of forms: the fewest any of them takes
// (printed with immediates 0, which leaves optional operands out) and the
// most (printed with immediates 1, which writes them).
struct OpRange {
  unsigned Min = ~0u, Max = 0;
  bool empty() const { return Min > Max; }
  void add(const OpInfo *O) {
    Min = std::min(Min, O->Pos0);
    Max = std::max(Max, std::max(O->Pos0, O->Pos1));
  }
};

struct Row {
  std::string Mnemonic;
  uint64_t Flags = 0;
  unsigned NDefs = 0, NDefsAlt = 0;
  unsigned Uses = 0, Defs = 0;
  CpuMask Cpus = 0;
  bool Vopd = false;
  CpuMask VopdCpus = 0;
  std::vector<const OpInfo *> Ops; // the opcodes merged
  // Operand counts of the base form and of the variant the text selects
  // (like ndefs / ndefs_alt), and the forms each was taken from.
  OpRange Count, CountAlt;
  std::vector<const OpInfo *> BaseForms, AltForms;
};

// Sets the row's operand counts from the forms of its base and variant.
// An optional operand (printed with immediates 1 but not 0) must be a
// number, and must be the only difference between the forms: the reader
// then requires numbers past the fewest operands (TG_IF_OPT_IMM).
void setCounts(Row &R, std::vector<const OpInfo *> Base, std::vector<const OpInfo *> Alt,
               const std::set<std::string> &Words) {
  R.BaseForms = Base;
  R.AltForms = Alt.empty() ? Base : Alt;
  for (const OpInfo *O : R.BaseForms)
    R.Count.add(O);
  for (const OpInfo *O : R.AltForms)
    R.CountAlt.add(O);
  for (const OpInfo *O : R.Ops) {
    if (O->Pos1 == O->Pos0)
      continue;
    if (O->Pos1 < O->Pos0)
      fatal("%s: fewer operands printed with immediates 1 than with 0", O->Name.c_str());
    std::vector<wwgen::PiecePos> P = wwgen::positional(O->Text1, Words);
    for (size_t I = O->Pos0; I < P.size(); ++I) {
      StringRef Piece = O->Text1.Groups[P[I].first][P[I].second];
      if (Piece.empty() || !isdigit((unsigned char)Piece[0]))
        fatal("%s: optional operand '%s' is not a number", O->Name.c_str(), Piece.str().c_str());
    }
    R.Flags |= TG_IF_OPT_IMM;
  }
  if ((R.Flags & TG_IF_OPT_IMM) &&
      (R.Count.Min != R.CountAlt.Min ||
       std::any_of(R.Ops.begin(), R.Ops.end(),
                   [&](const OpInfo *O) { return O->Pos0 != R.Count.Min; })))
    fatal("%s: optional operands, and forms that differ in their operands", R.Mnemonic.c_str());
}

// DPP opcodes whose tie a suffix-less row took as TG_IF_DPP_TIED_DEF.
unsigned DppTies = 0;

Row merge(const std::string &Mnemonic, const std::vector<const OpInfo *> &All,
          const std::set<std::string> &Words, std::vector<std::string> &Disagreements,
          unsigned &FallbackOld) {
  Row R;
  R.Mnemonic = Mnemonic;
  size_t NumVopd = std::count_if(All.begin(), All.end(),
                                 [](const OpInfo *O) { return O->Vopd; });
  if (NumVopd && NumVopd != All.size())
    fatal("%s is both a VOPD half and an instruction of its own", Mnemonic.c_str());
  if (NumVopd) {
    // A VOPD half: the flags and implicit registers of an opcode describe
    // both halves, so a half gets what all opcodes containing it have in
    // common, per encoding (gfx11, gfx12, gfx1250), or-ed over encodings
    // (v_dual_cndmask_b32 reads VCC implicitly in gfx11/gfx12 VOPD but not
    // in gfx1250's VOPD3, where the condition is an operand).
    R.Vopd = true;
    R.Ops = All;
    struct Common {
      uint64_t Flags = ~uint64_t(0);
      unsigned Uses = ~0u, Defs = ~0u;
    };
    std::map<CpuMask, Common> ByEncoding;
    std::map<unsigned, std::vector<std::string>> NDefs;
    for (const OpInfo *O : All) {
      Common &C = ByEncoding[O->VopdCpus];
      C.Flags &= O->Flags;
      C.Uses &= O->Uses;
      C.Defs &= O->Defs;
      R.VopdCpus |= O->VopdCpus;
      NDefs[O->NDefs].push_back(O->Name);
    }
    for (auto &KV : ByEncoding) {
      R.Flags |= KV.second.Flags;
      R.Uses |= KV.second.Uses;
      R.Defs |= KV.second.Defs;
    }
    if (NDefs.size() > 1)
      Disagreements.push_back(Mnemonic + " (VOPD halves): ndefs differ");
    R.NDefs = R.NDefsAlt = NDefs.rbegin()->first;
    setCounts(R, All, {}, Words);
    return R;
  }
  for (const OpInfo *O : All)
    if (!O->OldGen)
      R.Ops.push_back(O);
  if (R.Ops.empty()) {
    R.Ops = All;
    ++FallbackOld;
  }
  std::map<unsigned, std::vector<std::string>> Base, Rtn, Lds;
  bool AllNoVote = std::all_of(R.Ops.begin(), R.Ops.end(),
                               [](const OpInfo *O) { return O->NoVote; });
  bool AnyBase = std::any_of(R.Ops.begin(), R.Ops.end(),
                             [](const OpInfo *O) { return O->F == Form::Base; });
  // TIED DEFS OF DPP FORMS: a DPP form ties its def to the `old` operand
  // (lanes the DPP control leaves out keep the old value), but a VOP name
  // without the suffix is that form only when DPP controls are written
  // (`v_mov_b32 v0, v1 row_shl:1`); without them (`v_mul_lo_u32 v0, s4,
  // v3`, VOP3-only with an _e64_dpp form on gfx11+) llvm-mc picks a form
  // with no tie.  So there the DPP forms' tie becomes TG_IF_DPP_TIED_DEF,
  // which the reader applies when it sees a DPP control.
  bool RowDpp = StringRef(Mnemonic).contains("_dpp");
  for (const OpInfo *O : R.Ops) {
    uint64_t OF = O->Flags;
    if (O->Dpp && !RowDpp && (OF & TG_IF_TIED_DEF)) {
      OF = (OF & ~TG_IF_TIED_DEF) | TG_IF_DPP_TIED_DEF;
      ++DppTies;
    }
    // The LDS-DMA forms of a mnemonic that also has a plain form only mark
    // the row (TG_IF_HAS_LDS_FORM below): what LLVM says of them (VALU,
    // mayStore, lgkmcnt, M0) is not true of the plain load the row stands
    // for, and the `lds` modifier in the text says when it applies.
    if (!(AnyBase && O->F == Form::Lds)) {
      R.Flags |= OF;
      R.Uses |= O->Uses;
      R.Defs |= O->Defs;
    }
    if (O->NoVote && !AllNoVote)
      continue;
    auto &M = O->F == Form::Base ? Base : O->F == Form::Rtn ? Rtn : Lds;
    M[O->NDefs].push_back(O->Name);
  }
  auto maxOf = [&](const std::map<unsigned, std::vector<std::string>> &M,
                   const char *What) {
    if (M.size() > 1) {
      std::string S = Mnemonic + " (" + What + " forms):";
      for (auto &KV : M) {
        S += " ndefs=" + std::to_string(KV.first) + " [";
        for (size_t I = 0; I < KV.second.size() && I < 4; ++I)
          S += (I ? " " : "") + KV.second[I];
        if (KV.second.size() > 4)
          S += " +" + std::to_string(KV.second.size() - 4);
        S += "]";
      }
      Disagreements.push_back(S);
    }
    return M.rbegin()->first;
  };
  bool IsImage = R.Flags & TG_IF_MIMG;
  if (!Base.empty()) {
    R.NDefs = maxOf(Base, "base");
    R.NDefsAlt = R.NDefs;
    if (!Rtn.empty()) {
      R.Flags |= TG_IF_HAS_RTN_FORM;
      R.NDefsAlt = maxOf(Rtn, "returning");
    }
    if (!Lds.empty()) {
      R.Flags |= TG_IF_HAS_LDS_FORM;
      R.NDefsAlt = 0;
    }
  } else if (!Rtn.empty() && IsImage) {
    // NAME RULE (image atomics): before GFX12 LLVM models an image atomic
    // only as returning (vdata is a def tied to vdata_in), but the hardware
    // returns the pre-op value only with glc; so such a row gets the
    // no-return base form with 0 defs and the returning form as the variant.
    R.Flags |= TG_IF_HAS_RTN_FORM;
    R.NDefs = 0;
    R.NDefsAlt = maxOf(Rtn, "returning");
  } else if (!Rtn.empty()) {
    R.Flags |= TG_IF_ATOMIC_RET;
    R.NDefs = R.NDefsAlt = maxOf(Rtn, "returning");
  } else {
    R.Flags |= TG_IF_LDS_DMA;
    R.NDefs = R.NDefsAlt = 0;
  }
  // Operand counts: the returning atomic has its result in front, the LDS
  // DMA form of a load has none; forms that print no result (NoVote) take
  // the same operands, `off` for the result.
  std::vector<const OpInfo *> ByForm[3];
  for (const OpInfo *O : R.Ops)
    ByForm[int(O->F)].push_back(O);
  const auto &BaseF = ByForm[int(Form::Base)], &RtnF = ByForm[int(Form::Rtn)],
             &LdsF = ByForm[int(Form::Lds)];
  if (!BaseF.empty())
    setCounts(R, BaseF, !RtnF.empty() ? RtnF : LdsF, Words);
  else
    setCounts(R, !RtnF.empty() ? RtnF : LdsF, {}, Words);
  return R;
}

std::string flagsExpr(uint64_t V, const NamedBit *Names, size_t N) {
  if (!V)
    return "0";
  std::string S;
  for (size_t I = 0; I < N; ++I)
    if (V & Names[I].Value) {
      if (!S.empty())
        S += '|';
      S += Names[I].Name;
      V &= ~Names[I].Value;
    }
  if (V)
    fatal("flag bits 0x%llx have no name", (unsigned long long)V);
  return S;
}

// ---------------------------------------------------------------------------
// llvm-mc: which CPUs accept a mnemonic.

enum class Verdict { Accepted, Rejected };

bool classifyMessage(StringRef Msg, Verdict &V) {
  // The asm parser's own words for an unknown or unsupported mnemonic
  // (AMDGPUAsmParser::checkUnsupportedInstruction).
  // ("invalid instruction" may go on with ", did you mean: ...?")
  if (Msg == "invalid instruction" || Msg.starts_with("invalid instruction,") ||
      Msg.starts_with("instruction not supported on this GPU") ||
      (Msg.ends_with(" variant of this instruction is not supported") &&
       Msg.find(' ') == Msg.size() - strlen(" variant of this instruction is not supported"))) {
    V = Verdict::Rejected;
    return true;
  }
  // Operand errors: the mnemonic itself is known for this CPU.
  for (const char *S : {"too few operands for instruction",
                        "invalid operand for instruction",
                        "operands are not valid for this GPU or mode",
                        "missing dim operand", "missing register operand",
                        "unknown token in expression", "expected absolute expression"})
    if (Msg == S) {
      V = Verdict::Accepted;
      return true;
    }
  return false;
}

std::vector<CpuMask> runLlvmMc(StringRef LlvmMc,
                                const std::vector<std::string> &Mnemonics) {
  static const char *const Sentinel = "ww_sentinel_not_an_instruction";
  SmallString<128> In, Err;
  int FD;
  if (sys::fs::createTemporaryFile("ww-mnemonics", "s", FD, In))
    fatal("cannot create a temporary file");
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    for (const std::string &M : Mnemonics)
      OS << M << '\n';
    OS << Sentinel << '\n';
  }
  if (sys::fs::createTemporaryFile("ww-llvm-mc", "log", Err))
    fatal("cannot create a temporary file");

  std::vector<CpuMask> Cpus(Mnemonics.size(), 0);
  std::map<std::string, unsigned> Messages;
  for (unsigned C = 0; C < kNumCpus; ++C) {
    std::string McpuArg = std::string("-mcpu=") + kCpus[C];
    std::vector<StringRef> Args = {LlvmMc, "-triple=amdgcn-amd-amdhsa", McpuArg,
                                   "-filetype=null", In.str()};
    std::optional<StringRef> Redir[] = {StringRef(""), StringRef(""), Err.str()};
    std::string ErrMsg;
    bool Failed = false;
    int RC = sys::ExecuteAndWait(LlvmMc, Args, std::nullopt, Redir, 0, 0,
                                 &ErrMsg, &Failed);
    if (Failed || RC < 0)
      fatal("cannot run %s: %s", LlvmMc.str().c_str(), ErrMsg.c_str());
    auto Buf = MemoryBuffer::getFile(Err);
    if (!Buf)
      fatal("cannot read the llvm-mc log");
    std::vector<int> LineVerdict(Mnemonics.size() + 2, -1); // -1: no error
    SmallVector<StringRef, 0> Lines;
    (*Buf)->getBuffer().split(Lines, '\n');
    std::string Prefix = (In + ":").str();
    for (StringRef L : Lines) {
      if (!L.starts_with(Prefix))
        continue;
      StringRef Rest = L.substr(Prefix.size());
      unsigned LineNo, Col;
      auto [LineS, R1] = Rest.split(':');
      auto [ColS, R2] = R1.split(':');
      if (LineS.getAsInteger(10, LineNo) || ColS.getAsInteger(10, Col))
        continue;
      R2 = R2.trim();
      if (R2.starts_with("warning:") || R2.starts_with("note:"))
        continue;
      if (!R2.consume_front("error:"))
        fatal("unexpected llvm-mc output: %s", L.str().c_str());
      StringRef Msg = R2.trim();
      if (LineNo == 0 || LineNo > Mnemonics.size() + 1)
        fatal("llvm-mc reported line %u of %zu", LineNo, Mnemonics.size() + 1);
      if (LineVerdict[LineNo] != -1)
        continue; // first error per line decides
      Verdict V;
      if (!classifyMessage(Msg, V))
        fatal("llvm-mc -mcpu=%s: unclassified message for '%s': %s\n"
              "(teach classifyMessage() whether it means an unknown mnemonic)",
              kCpus[C], LineNo <= Mnemonics.size() ? Mnemonics[LineNo - 1].c_str()
                                                   : Sentinel,
              Msg.str().c_str());
      ++Messages[Msg.str()];
      LineVerdict[LineNo] = V == Verdict::Accepted ? 1 : 0;
    }
    // The sentinel proves that llvm-mc read the whole file.
    if (LineVerdict[Mnemonics.size() + 1] != 0)
      fatal("llvm-mc -mcpu=%s did not reject the sentinel on the last line "
            "(exit code %d): it may have stopped early", kCpus[C], RC);
    for (size_t I = 0; I < Mnemonics.size(); ++I)
      if (LineVerdict[I + 1] != 0)
        Cpus[I] |= CpuMask(1) << C;
  }
  sys::fs::remove(In);
  sys::fs::remove(Err);
  note("llvm-mc messages seen (all CPUs):");
  for (auto &KV : Messages)
    note("  %6u  %s", KV.second, KV.first.c_str());
  return Cpus;
}

// ---------------------------------------------------------------------------
// Operand counts checked, and the fewest completed, by llvm-mc (README.md,
// "Operand counts").
//
// For each row, each of its counts (fewest and most, of the base form and of
// the variant) and each CPU that has the row, a printed form with that many
// operands that llvm-mc accepts on the CPU (with the row's mnemonic) is
// looked for among up to kFormsPerEnd forms.  Then:
//  - fewest: the form without its last operand.  llvm-mc refuses it ("too
//    few operands for instruction"), or takes it: the parser has an optional
//    operand the printer always writes (s_load_dword's offset, the vcc of
//    v_cndmask_b32_e32); then the fewest is lowered and the shorter form is
//    tried the same way, until llvm-mc refuses.
//  - most: the form with its last operand written twice (or a number after
//    an operand of fields, s_waitcnt's).  llvm-mc must refuse it; if not,
//    the generator stops.
// Where llvm-mc takes none of the forms on any CPU (placeholder operands
// that are wrong everywhere), the count stays as printed and is reported as
// not checked.  VOPD halves cannot be given to llvm-mc alone.

constexpr size_t kFormsPerEnd = 8;

struct CountCase {
  Row *R;
  bool Alt, Fewest;
  std::vector<wwgen::Printed> Forms;
  CpuMask CheckedCpus = 0, TooFewCpus = 0;
  unsigned Printed = 0;          // the count as printed
  OpRange &range() const { return Alt ? R->CountAlt : R->Count; }
  std::string what() const {
    return R->Mnemonic + (Fewest ? " fewest" : " most") + (Alt ? " (variant)" : "");
  }
};

struct CountReport {
  std::vector<CountCase> Cases;
  unsigned Pairs = 0;                       // (case, CPU) probed
  std::vector<std::string> Failed;          // llvm-mc takes one operand more
  std::vector<std::string> Lowered;         // fewest completed by llvm-mc
  std::map<std::string, unsigned> Messages; // first error of each probe
};

CountReport checkCounts(StringRef LlvmMc, std::vector<Row> &Rows,
                        const std::set<std::string> &Words, const std::string &ProbesDir) {
  CountReport Rep;
  for (Row &R : Rows) {
    if (R.Vopd || !R.Cpus)
      continue;
    bool HasAlt = R.AltForms != R.BaseForms;
    for (int V = 0; V < (HasAlt ? 2 : 1); ++V) {
      const OpRange &C = V ? R.CountAlt : R.Count;
      const std::vector<const OpInfo *> &Forms = V ? R.AltForms : R.BaseForms;
      for (bool Fewest : {true, false}) {
        if (Fewest && C.Min == 0)
          continue; // nothing to leave out
        CountCase K{&R, V == 1, Fewest, {}};
        K.Printed = Fewest ? C.Min : C.Max;
        // Forms printed with immediates 0 first (fewer modifiers), then
        // with 1: a returning atomic needs its glc / sc0 / th to be taken.
        std::set<std::string> Seen;
        for (int Imm = 0; Imm < 2; ++Imm)
          for (const OpInfo *O : Forms) {
            if ((Imm ? O->Pos1 : O->Pos0) != K.Printed)
              continue;
            wwgen::Printed Q = Imm ? O->Text1 : O->Text0;
            Q.Mnemonic = R.Mnemonic; // suffix-less rows, aliases
            if (Seen.insert(wwgen::joinPrinted(Q)).second && K.Forms.size() < kFormsPerEnd)
              K.Forms.push_back(Q);
          }
        Rep.Cases.push_back(std::move(K));
      }
    }
  }
  std::vector<std::vector<std::string>> ProbeLog(kNumCpus); // for --probes
  for (unsigned Cpu = 0; Cpu < kNumCpus; ++Cpu) {
    // Which forms llvm-mc takes on this CPU: the first one taken of each
    // case is probed.
    std::vector<std::string> Lines;
    std::vector<std::pair<size_t, size_t>> Where; // (case, form)
    for (size_t I = 0; I < Rep.Cases.size(); ++I) {
      if (!(Rep.Cases[I].R->Cpus >> Cpu & 1))
        continue;
      for (size_t F = 0; F < Rep.Cases[I].Forms.size(); ++F) {
        Lines.push_back(wwgen::joinPrinted(Rep.Cases[I].Forms[F]));
        Where.push_back({I, F});
      }
    }
    std::vector<std::string> Errs = wwgen::firstErrors(LlvmMc, kCpus[Cpu], Lines);
    std::vector<std::pair<size_t, wwgen::Printed>> Todo;
    for (size_t L = 0; L < Lines.size(); ++L) {
      if (!Errs[L].empty())
        continue;
      ProbeLog[Cpu].push_back(Lines[L] + "\t");
      auto [I, F] = Where[L];
      if (Todo.empty() || Todo.back().first != I)
        Todo.push_back({I, Rep.Cases[I].Forms[F]});
    }
    while (!Todo.empty()) {
      // Fewest: the form without each of its operands in turn, the last
      // one first (the probe that is reported); most: one probe.
      std::vector<std::string> Probes;
      std::vector<size_t> Of; // index into Todo
      for (size_t T = 0; T < Todo.size(); ++T) {
        auto &[I, P] = Todo[T];
        if (!Rep.Cases[I].Fewest) {
          Probes.push_back(wwgen::withOneMore(P, Words));
          Of.push_back(T);
          continue;
        }
        size_t N = wwgen::positional(P, Words).size();
        for (size_t J = N; J-- > 0;) {
          Probes.push_back(wwgen::withoutOperand(P, Words, J));
          Of.push_back(T);
        }
      }
      std::vector<std::string> PErrs = wwgen::firstErrors(LlvmMc, kCpus[Cpu], Probes);
      std::vector<std::pair<size_t, wwgen::Printed>> Next;
      for (size_t P = 0; P < Probes.size(); ++P) {
        bool First = P == 0 || Of[P] != Of[P - 1];
        size_t T = Of[P];
        CountCase &K = Rep.Cases[Todo[T].first];
        ProbeLog[Cpu].push_back(Probes[P] + "\t" + PErrs[P]);
        if (First) {
          ++Rep.Pairs;
          ++Rep.Messages[(K.Fewest ? "without the last: " : "one more: ") +
                         (PErrs[P].empty() ? std::string("(accepted)") : PErrs[P])];
          if (PErrs[P] == "too few operands for instruction")
            K.TooFewCpus |= CpuMask(1) << Cpu;
        }
        if (!PErrs[P].empty()) {
          bool LastOfCase = P + 1 == Probes.size() || Of[P + 1] != T;
          if (LastOfCase && (Next.empty() || Next.back().first != Todo[T].first))
            K.CheckedCpus |= CpuMask(1) << Cpu; // every shorter form refused
          continue;
        }
        if (!K.Fewest) {
          Rep.Failed.push_back(std::string(kCpus[Cpu]) + ": " + K.what() +
                               ": llvm-mc takes " + Probes[P]);
          continue;
        }
        if (!Next.empty() && Next.back().first == Todo[T].first)
          continue; // a shorter form of this case is tried already
        wwgen::Printed Shorter = wwgen::parsePrinted(Probes[P]);
        unsigned N = wwgen::positional(Shorter, Words).size();
        OpRange &C = K.range();
        C.Min = std::min(C.Min, N);
        if (N > 0)
          Next.push_back({Todo[T].first, Shorter});
        else
          K.CheckedCpus |= CpuMask(1) << Cpu; // nothing left to leave out
      }
      Todo = std::move(Next);
    }
  }
  // A row without a variant has the same counts for it.
  for (Row &R : Rows)
    if (R.AltForms == R.BaseForms)
      R.CountAlt = R.Count;
  for (const CountCase &K : Rep.Cases) {
    if (!K.Fewest || K.range().Min == K.Printed)
      continue;
    Rep.Lowered.push_back(K.what() + ": " + std::to_string(K.Printed) + " -> " +
                          std::to_string(K.range().Min));
    if (K.R->Flags & TG_IF_OPT_IMM)
      fatal("%s: optional operands, and llvm-mc takes fewer still", K.R->Mnemonic.c_str());
  }
  if (!ProbesDir.empty())
    // For diff_counts.py: each line and the first error llvm-mc gives for
    // it ("" when it takes it), to compare with what waitwise says.
    for (unsigned Cpu = 0; Cpu < kNumCpus; ++Cpu) {
      std::error_code EC;
      raw_fd_ostream OS(ProbesDir + "/" + kCpus[Cpu] + ".tsv", EC);
      if (EC)
        fatal("cannot write the probes to %s: %s", ProbesDir.c_str(), EC.message().c_str());
      for (const std::string &L : ProbeLog[Cpu])
        OS << L << "\n";
    }
  return Rep;
}

CpuMask cpuMask(std::initializer_list<const char *> Names) {
  CpuMask M = 0;
  for (const char *N : Names) {
    CpuMask B = 0;
    for (unsigned C = 0; C < kNumCpus; ++C)
      if (!strcmp(N, kCpus[C]))
        B = CpuMask(1) << C;
    if (!B)
      fatal("no processor %s in LLVM's table", N);
    M |= B;
  }
  return M;
}

// The processors of one generation (TG_GFX9 ...).
CpuMask genMask(const char *Gen) {
  CpuMask M = 0;
  for (unsigned C = 0; C < kNumCpus; ++C)
    if (!strcmp(gCpus[C].Gen, Gen))
      M |= CpuMask(1) << C;
  return M;
}

} // namespace

int main(int argc, char **argv) {
  std::string LlvmMc, Version, OutPath, CpusPath, SummaryPath, MnemonicsPath, ProbesDir;
  bool Verbose = false, Quiet = false;
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    auto Next = [&]() -> std::string {
      if (I + 1 >= argc)
        fatal("%s needs an argument", A.c_str());
      return argv[++I];
    };
    if (A == "--llvm-mc")
      LlvmMc = Next();
    else if (A == "--llvm-version")
      Version = Next();
    else if (A == "-o")
      OutPath = Next();
    else if (A == "--cpus")
      CpusPath = Next();
    else if (A == "--summary")
      SummaryPath = Next();
    else if (A == "--mnemonics")
      MnemonicsPath = Next();
    else if (A == "--probes")
      ProbesDir = Next();
    else if (A == "-v")
      Verbose = true;
    else if (A == "-q")
      Quiet = true;
    else
      fatal("unknown argument %s (see the comment at the top of the source)", A.c_str());
  }
  if (LlvmMc.empty() || Version.empty())
    fatal("usage: gen_inst_table --llvm-mc PATH --llvm-version V [-o OUT] "
          "[--summary FILE] [--mnemonics FILE] [-v]");

  LLVMEnv E;
  E.init();
  checkTSFlags(E);

  // 1-3: every real opcode, described.
  Diag Dg;
  std::vector<OpInfo> Ops;
  unsigned NumReal = 0;
  for (unsigned Op = 0, N = E.MII->getNumOpcodes(); Op != N; ++Op) {
    const MCInstrDesc &D = E.MII->get(Op);
    if (D.isPseudo())
      continue;
    ++NumReal;
    MCInst I;
    I.setOpcode(Op);
    const char *M = E.IP->getMnemonic(I).first;
    if (!M)
      fatal("real opcode %s has no mnemonic", E.MII->getName(Op).str().c_str());
    StringRef Base = StringRef(M).trim();
    Base = Base.substr(0, Base.find(' '));
    std::string Printed;
    std::vector<std::string> Operands;
    splitPrinted(printWithPlaceholders(E, Op, false), Printed, Operands);
    if (Printed.empty() || !StringRef(Printed).starts_with(Base))
      fatal("%s: printed mnemonic '%s' does not start with '%s'",
            E.MII->getName(Op).str().c_str(), Printed.c_str(), Base.str().c_str());
    for (char C : Printed)
      if (!(islower((unsigned char)C) || isdigit((unsigned char)C) || C == '_'))
        fatal("%s: unexpected character in mnemonic '%s'",
              E.MII->getName(Op).str().c_str(), Printed.c_str());
    StringRef Name = E.MII->getName(Op);
    std::string Text = printWithPlaceholders(E, Op, false);
    bool IsVopd = Name.starts_with("V_DUAL_");
    if (IsVopd != StringRef(Text).contains("::"))
      fatal("%s: VOPD by name and by printed text disagree: %s", Name.str().c_str(),
            Text.c_str());
    if (!IsVopd) {
      Ops.push_back(describe(E, Op, Printed, Part::Whole, Dg));
      continue;
    }
    // NAME RULE (VOPD): a v_dual_* opcode is two instructions on one line;
    // each half becomes an OpInfo of its own mnemonic, and the CPUs come from
    // the encoding suffix of the opcode name (the bare-mnemonic llvm-mc test
    // cannot probe the Y half, which is parsed as an operand of the X half).
    CpuMask Cpus = 0;
    if (Name.ends_with("_gfx11"))
      Cpus = genMask("TG_GFX11");
    else if (Name.ends_with("_gfx12"))
      Cpus = genMask("TG_GFX12");
    else if (Name.ends_with("_gfx1250"))
      Cpus = genMask("TG_GFX1250");
    else
      fatal("%s: VOPD opcode of an unknown encoding", Name.str().c_str());
    std::string YMnemonic;
    std::vector<std::string> YOps;
    splitPrinted(partOf(Text, Part::VopdY), YMnemonic, YOps);
    for (Part P : {Part::VopdX, Part::VopdY}) {
      OpInfo O = describe(E, Op, P == Part::VopdX ? Printed : YMnemonic, P, Dg);
      O.Vopd = true;
      O.VopdCpus = Cpus;
      Ops.push_back(std::move(O));
    }
  }

  // Positional operands of every printed form (README.md, "Operand
  // counts"): the modifier words are known only once all forms are seen.
  std::set<std::string> Words;
  for (const OpInfo &O : Ops) {
    wwgen::collectModifierWords(O.Text0, Words);
    wwgen::collectModifierWords(O.Text1, Words);
  }
  for (const char *NotWord : {"off", "vcc", "vcc_lo", "exec", "m0", "null"})
    if (Words.count(NotWord))
      fatal("'%s' is printed like a modifier after an operand: the operand count rule "
            "does not hold", NotWord);
  for (OpInfo &O : Ops) {
    O.Pos0 = wwgen::positional(O.Text0, Words).size();
    O.Pos1 = wwgen::positional(O.Text1, Words).size();
  }

  // 4: merge by mnemonic (std::map: strcmp order for these ASCII names).
  std::map<std::string, std::vector<const OpInfo *>> ByMnemonic;
  for (const OpInfo &O : Ops)
    ByMnemonic[O.Mnemonic].push_back(&O);

  // NAME RULE (VOP suffixes): the asm parser also takes a VOP mnemonic
  // without its encoding suffix (v_add_f32 for v_add_f32_e32/_e64/_sdwa/
  // _dpp) and picks the encoding from the operands; hand-written assembly
  // uses that form a lot.  Each such suffix-less name that no opcode prints
  // gets a row merged from all its suffixed forms.  And a printed mnemonic
  // that only opcodes of older generations print takes the opcodes of the
  // same name without (or, when it has none, with) the suffix: on our CPUs
  // the parser maps it to that instruction (v_add_i32_e64 is gfx8's carry-out
  // add, but on gfx9 llvm-mc reads it as the carry-less v_add_i32).
  auto stripSuffix = [](StringRef M) -> std::string {
    for (const char *S : {"_e64_dpp", "_e32", "_e64", "_sdwa", "_dpp"})
      if (M.ends_with(S))
        return M.drop_back(strlen(S)).str();
    return "";
  };
  auto allOld = [](const std::vector<const OpInfo *> &V) {
    return std::all_of(V.begin(), V.end(), [](const OpInfo *O) { return O->OldGen; });
  };
  std::map<std::string, std::vector<const OpInfo *>> Suffixed;
  for (auto &KV : ByMnemonic) {
    std::string B = stripSuffix(KV.first);
    if (!B.empty())
      Suffixed[B].insert(Suffixed[B].end(), KV.second.begin(), KV.second.end());
  }
  std::map<std::string, std::vector<const OpInfo *>> Sources = ByMnemonic;
  std::vector<std::string> Borrowed;
  unsigned NewSuffixless = 0;
  for (auto &KV : ByMnemonic) {
    if (!allOld(KV.second))
      continue;
    std::string B = stripSuffix(KV.first);
    if (!B.empty() && ByMnemonic.count(B) && !allOld(ByMnemonic[B])) {
      Sources[KV.first] = ByMnemonic[B];
      Borrowed.push_back(KV.first + " <- " + B);
    }
  }
  // A suffix-less name stands for every form: its own opcodes (some DPP
  // and VOP3-only opcodes print no suffix) and all its suffixed forms.
  for (auto &KV : Suffixed) {
    NewSuffixless += !ByMnemonic.count(KV.first);
    std::vector<const OpInfo *> &V = Sources[KV.first];
    V.insert(V.end(), KV.second.begin(), KV.second.end());
  }

  std::vector<std::string> Disagreements;
  unsigned FallbackOld = 0;
  std::vector<Row> Rows;
  std::vector<std::string> Mnemonics;
  for (auto &KV : Sources) {
    Rows.push_back(merge(KV.first, KV.second, Words, Disagreements, FallbackOld));
    Mnemonics.push_back(KV.first);
  }
  if (!MnemonicsPath.empty()) {
    std::error_code EC;
    raw_fd_ostream OS(MnemonicsPath, EC);
    if (EC)
      fatal("cannot write %s", MnemonicsPath.c_str());
    for (const std::string &M : Mnemonics)
      OS << M << '\n';
  }

  // The name lists must name real mnemonics of this LLVM.
  for (const char *W : kWaits)
    if (!ByMnemonic.count(W))
      fatal("counter wait %s is not a mnemonic of this LLVM", W);
  for (const char *B : kBarriers)
    if (!ByMnemonic.count(B))
      fatal("barrier %s is not a mnemonic of this LLVM", B);
  for (const Row &R : Rows) {
    StringRef M = R.Mnemonic;
    if (M.starts_with("s_wait") && !(R.Flags & TG_IF_WAIT) &&
        std::find_if(std::begin(kNotWaits), std::end(kNotWaits),
                     [&](const char *S) { return M == S; }) == std::end(kNotWaits))
      fatal("%s: new s_wait* mnemonic; add it to kWaits or kNotWaits", R.Mnemonic.c_str());
    if (M.starts_with("s_") && M.contains("barrier") && !(R.Flags & TG_IF_BARRIER) &&
        std::find_if(std::begin(kNotBarriers), std::end(kNotBarriers),
                     [&](const char *S) { return M == S; }) == std::end(kNotBarriers))
      fatal("%s: new s_*barrier* mnemonic; add it to kBarriers or kNotBarriers",
            R.Mnemonic.c_str());
    // TSFlags and the name rules must agree where both speak.
    bool TsGws = false, TsAsync = false, TsTensor = false;
    for (const OpInfo *O : R.Ops) {
      uint64_t TS = E.MII->get(O->Op).TSFlags;
      TsGws |= ts(TS, kTS::GWS);
      TsAsync |= ts(TS, kTS::ASYNC_CNT);
      TsTensor |= ts(TS, kTS::TENSOR_CNT);
    }
    if (M.starts_with("ds_gws_") != TsGws)
      fatal("%s: TSFlags GWS and the ds_gws_ name disagree", R.Mnemonic.c_str());
    if ((M.contains("_async_to_lds_") || M.contains("_async_from_lds_")) && !TsAsync)
      fatal("%s: async LDS by name but no ASYNC_CNT in TSFlags", R.Mnemonic.c_str());
    if ((M == "tensor_load_to_lds" || M == "tensor_store_from_lds") != TsTensor)
      fatal("%s: TSFlags TENSOR_CNT and the tensor name disagree", R.Mnemonic.c_str());
  }

  // 5: per-CPU availability.
  std::vector<CpuMask> Cpus = runLlvmMc(LlvmMc, Mnemonics);
  for (size_t I = 0; I < Rows.size(); ++I) {
    Row &R = Rows[I];
    R.Cpus = Cpus[I];
    if (!R.Vopd)
      continue;
    // An X half is a mnemonic llvm-mc knows by itself: where it accepts it,
    // the encodings must say so too (a half can be Y-only on some CPUs).
    if (R.Cpus & ~R.VopdCpus)
      fatal("%s: llvm-mc accepts it on cpus 0x%llx, its VOPD encodings say 0x%llx",
            R.Mnemonic.c_str(), (unsigned long long)R.Cpus, (unsigned long long)R.VopdCpus);
    if (R.Cpus != R.VopdCpus)
      note("VOPD half %s: llvm-mc accepts it alone on 0x%llx, as a half on 0x%llx",
           R.Mnemonic.c_str(), (unsigned long long)R.Cpus, (unsigned long long)R.VopdCpus);
    R.Cpus = R.VopdCpus;
  }
  auto cpusOf = [&](const char *M) -> CpuMask {
    for (const Row &R : Rows)
      if (R.Mnemonic == M)
        return R.Cpus;
    fatal("%s: no such row", M);
  };
  CpuMask All = kNumCpus == 64 ? ~CpuMask(0) : (CpuMask(1) << kNumCpus) - 1;
  struct CpuCheck {
    const char *Mnemonic;
    CpuMask Expected;
  } CpuChecks[] = {
      {"s_endpgm", All},
      {"global_load_dword", All},
      {"global_load_lds_dwordx4", cpuMask({"gfx950"})},
      {"s_wait_loadcnt", genMask("TG_GFX12") | genMask("TG_GFX1250")},
      {"s_waitcnt", All & ~genMask("TG_GFX1250")},
      {"v_add_f32_sdwa", genMask("TG_GFX9") | genMask("TG_GFX10")},
  };
  for (const CpuCheck &C : CpuChecks)
    if (cpusOf(C.Mnemonic) != C.Expected)
      fatal("%s: llvm-mc accepts it on cpus 0x%llx, expected 0x%llx", C.Mnemonic,
            (unsigned long long)cpusOf(C.Mnemonic), (unsigned long long)C.Expected);

  // 6: operand counts, checked and completed by llvm-mc.
  CountReport Counts = checkCounts(LlvmMc, Rows, Words, ProbesDir);
  if (!Counts.Failed.empty()) {
    for (const std::string &F : Counts.Failed)
      fprintf(stderr, "gen_inst_table: operand count: %s\n", F.c_str());
    fatal("%zu operand counts that llvm-mc contradicts", Counts.Failed.size());
  }

  std::vector<std::string> Dropped;
  std::vector<const Row *> Kept;
  for (const Row &R : Rows)
    (R.Cpus ? (void)Kept.push_back(&R) : (void)Dropped.push_back(R.Mnemonic));

  std::vector<unsigned> PerCpu(kNumCpus);
  for (const Row *R : Kept)
    for (unsigned C = 0; C < kNumCpus; ++C)
      PerCpu[C] += (R->Cpus >> C) & 1;

  // Output.
  std::string Out;
  raw_string_ostream OS(Out);
  OS << "/*\n"
     << " * amdgpu_insts.inc - generated by tools/gen-inst-table/regen.sh from LLVM "
     << Version << ";\n"
     << " * do not edit.\n"
     << " *\n"
     << " * " << Kept.size() << " rows; rows per CPU:\n";
  for (unsigned C = 0; C < kNumCpus; C += 4) {
    OS << " *  ";
    for (unsigned K = C; K < C + 4 && K < kNumCpus; ++K)
      OS << " " << format("%-8s%5u", kCpus[K], PerCpu[K]) << (K + 1 < kNumCpus ? "," : "");
    OS << "\n";
  }
  OS << " *\n"
     << " * TG_CPUSET(mask): the sets of processors (bit i: processor i of\n"
     << " * amdgpu_cpus.inc) that accept a mnemonic, numbered from 0 in order;\n"
     << " * TG_INST(mnemonic, flags, ndefs, ndefs_alt, impl_uses, impl_defs, cpuset,\n"
     << " *         TG_OPS(min, max), TG_OPS(min_alt, max_alt))\n"
     << " */\n";
  std::map<CpuMask, unsigned> SetIndex;
  std::vector<CpuMask> Sets;
  for (const Row *R : Kept)
    if (SetIndex.emplace(R->Cpus, 0).second)
      Sets.push_back(R->Cpus);
  std::sort(Sets.begin(), Sets.end());
  if (Sets.size() > 65535)
    fatal("%zu processor sets do not fit the cpus column", Sets.size());
  for (unsigned I = 0; I < Sets.size(); ++I) {
    SetIndex[Sets[I]] = I;
    OS << "TG_CPUSET(" << format("UINT64_C(0x%016llx)", (unsigned long long)Sets[I]) << ")\n";
  }
  for (const Row *R : Kept) {
    for (const OpRange *C : {&R->Count, &R->CountAlt})
      if (C->empty() || C->Max > 15)
        fatal("%s: operand count %u..%u does not fit TG_OPS", R->Mnemonic.c_str(), C->Min,
              C->Max);
    OS << "TG_INST(\"" << R->Mnemonic << "\", "
       << flagsExpr(R->Flags, kFlagNames, std::size(kFlagNames)) << ", " << R->NDefs
       << ", " << R->NDefsAlt << ", "
       << flagsExpr(R->Uses, kRegNames, std::size(kRegNames)) << ", "
       << flagsExpr(R->Defs, kRegNames, std::size(kRegNames)) << ", "
       << SetIndex[R->Cpus] << ", TG_OPS(" << R->Count.Min << ", " << R->Count.Max
       << "), TG_OPS(" << R->CountAlt.Min << ", " << R->CountAlt.Max << "))\n";
  }
  OS.flush();
  if (OutPath.empty()) {
    fwrite(Out.data(), 1, Out.size(), stdout);
  } else {
    std::error_code EC;
    raw_fd_ostream F(OutPath, EC);
    if (EC)
      fatal("cannot write %s: %s", OutPath.c_str(), EC.message().c_str());
    F << Out;
  }

  // The processors.
  if (!CpusPath.empty()) {
    std::string C;
    raw_string_ostream CS(C);
    CS << "/*\n"
       << " * amdgpu_cpus.inc - generated by tools/gen-inst-table/regen.sh from LLVM "
       << Version << ";\n"
       << " * do not edit.\n"
       << " *\n"
       << " * Every AMDGPU processor of LLVM's table from GFX9 on, in the bit order of\n"
       << " * the instruction table's processor sets:\n"
       << " * TG_CPU(ID, name, generation, features TG_CF_*, mnemonics accepted)\n"
       << " */\n";
    for (unsigned I = 0; I < kNumCpus; ++I) {
      std::string Id = StringRef(kCpus[I]).upper();
      std::replace(Id.begin(), Id.end(), '-', '_');
      std::string F;
      for (const auto &KV : kCpuFeatures)
        if (gCpus[I].Features & KV.Bit)
          F += std::string(F.empty() ? "" : " | ") + KV.Name;
      CS << "TG_CPU(" << Id << ", \"" << kCpus[I] << "\", " << gCpus[I].Gen << ", "
         << (F.empty() ? "0" : F) << ", " << PerCpu[I] << ")\n";
    }
    CS.flush();
    std::error_code EC;
    raw_fd_ostream F(CpusPath, EC);
    if (EC)
      fatal("cannot write %s: %s", CpusPath.c_str(), EC.message().c_str());
    F << C;
  }

  // Report.
  std::string Head;
  {
    raw_string_ostream H(Head);
    H << "gen-inst-table summary (LLVM " << Version << ")\n\n"
      << "real opcodes: " << NumReal << " (VOPD ones count once per half below), "
      << "candidate mnemonics: " << Rows.size()
      << ", rows kept: " << Kept.size() << ", dropped (no CPU accepts): "
      << Dropped.size() << "\n"
      << "rows per CPU:";
    for (unsigned C = 0; C < kNumCpus; ++C)
      H << " " << kCpus[C] << "=" << PerCpu[C];
    H << "\n\nopcodes of older generations left out of the merge: "
      << Dg.OldGenOpcodes << "\n"
      << "mnemonics that only such opcodes print (merged from them): " << FallbackOld
      << "\n"
      << "opcodes whose tied def was taken from their codegen pseudo: "
      << Dg.PseudoTies << "\n"
      << "DPP opcodes whose tie a name without suffix takes only with DPP controls: "
      << DppTies << "\n";
    H << "suffix-less VOP mnemonics merged with their suffixed forms: " << Suffixed.size()
      << " (" << NewSuffixless << " of them printed by no opcode)\n";
    H << "rows of older opcodes only, described by the same name without suffix:";
    for (const std::string &S : Borrowed)
      H << " " << S << ";";
    H << "\n";
    H << "rows kept whose properties come from older opcodes only:";
    for (const Row *R : Kept)
      if (std::all_of(R->Ops.begin(), R->Ops.end(),
                      [](const OpInfo *O) { return O->OldGen; }))
        H << " " << R->Mnemonic;
    H << "\n";
    // Operand counts (README.md, "Operand counts").
    unsigned Checked = 0, TooFew = 0, NotChecked = 0;
    std::vector<std::string> Unchecked;
    for (const CountCase &K : Counts.Cases) {
      Checked += K.CheckedCpus != 0;
      TooFew += K.Fewest && K.TooFewCpus != 0;
      if (!K.CheckedCpus) {
        ++NotChecked;
        Unchecked.push_back(K.what());
      }
    }
    unsigned Fewest = std::count_if(Counts.Cases.begin(), Counts.Cases.end(),
                                    [](const CountCase &K) { return K.Fewest; });
    H << "\noperand counts: " << Counts.Cases.size() << " to check (" << Fewest
      << " fewest, " << Counts.Cases.size() - Fewest
      << " most; of the base form and of the variant), checked by llvm-mc on at least one "
         "CPU: "
      << Checked << " (" << Counts.Pairs << " row-CPU probes), not checked: " << NotChecked
      << "; fewest refused with \"too few operands for instruction\" without the last "
         "operand: "
      << TooFew << "\n";
    H << "modifier words (bare words printed after the operands): "
      << join(Words.begin(), Words.end(), " ") << "\n";
    H << "rows with an optional immediate (TG_IF_OPT_IMM):";
    for (const Row *R : Kept)
      if (R->Flags & TG_IF_OPT_IMM)
        H << " " << R->Mnemonic;
    H << "\nfirst llvm-mc error of the probes (one per row, count and CPU):\n";
    for (auto &KV : Counts.Messages)
      H << "  " << format("%6u", KV.second) << "  " << KV.first << "\n";
    H << "fewest operands lowered because llvm-mc takes a shorter form than any printed ("
      << Counts.Lowered.size() << "):\n";
    for (const std::string &S : Counts.Lowered)
      H << "  " << S << "\n";
    H << "counts not checked (" << Unchecked.size() << "):\n";
    std::string ULine = " ";
    for (const std::string &M : Unchecked) {
      if (ULine.size() + M.size() > 78) {
        H << ULine << "\n";
        ULine = " ";
      }
      ULine += " " + M + ";";
    }
    if (ULine.size() > 1)
      H << ULine << "\n";

    H << "\nimplicit registers not mapped to WW_IR_* (count of opcode uses+defs):\n";
    for (auto &KV : Dg.UnmappedRegs)
      H << "  " << KV.first << " " << KV.second << "\n";
    H << "\nmnemonics whose forms disagree on ndefs (the maximum is used):\n";
    for (const std::string &S : Disagreements)
      H << "  " << S << "\n";
    H << "\nopcodes whose printed defs do not come first (" << Dg.DefAnomalies.size()
      << "):\n";
    for (const std::string &S : Dg.DefAnomalies)
      H << "  " << S << "\n";
    H << "\ndropped mnemonics (" << Dropped.size() << "):\n";
    std::string Line = " ";
    for (const std::string &M : Dropped) {
      if (Line.size() + M.size() > 78) {
        H << Line << "\n";
        Line = " ";
      }
      Line += " " + M;
    }
    if (Line.size() > 1)
      H << Line << "\n";
    H << "\n";
  }
  Report = Head + Report;
  if (!SummaryPath.empty()) {
    std::error_code EC;
    raw_fd_ostream F(SummaryPath, EC);
    if (EC)
      fatal("cannot write %s", SummaryPath.c_str());
    F << Report;
  }
  if (Verbose)
    fputs(Report.c_str(), stderr);
  else if (!Quiet && !Disagreements.empty()) {
    // One line per mnemonic is in the summary; here just the names.
    fprintf(stderr, "gen_inst_table: %zu mnemonics whose forms disagree on ndefs "
                    "(the maximum is used; details in the summary):\n",
            Disagreements.size());
    std::string Line = " ";
    for (const std::string &S : Disagreements) {
      std::string M = S.substr(0, S.find(' '));
      if (Line.size() + M.size() > 78) {
        fprintf(stderr, "%s\n", Line.c_str());
        Line = " ";
      }
      Line += " " + M;
    }
    fprintf(stderr, "%s\n", Line.c_str());
  }
  return 0;
}
