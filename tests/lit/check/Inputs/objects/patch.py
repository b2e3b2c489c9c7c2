"""Hostile variants of an ELF code object assembled by llvm-mc, for
code-object-hostile.test: patch.py MODE IN OUT.

  kd-far      NAME.kd's value far past its section (a 64-bit wrap-around)
  kd-undef    NAME.kd in SHN_UNDEF
  kd-short    the section holding NAME.kd shorter than 64 bytes
  strtab-nul  the symbol string table's last NUL replaced
  sdst0       every gfx10 v_cmpx_*_e64 with SDST exec_lo (0x7e) made SDST 0,
              as ROCm 5.x encoded them
  big-note    a note section (NT_AMDGPU_METADATA) of 2 MiB: a kernel's map with
              65,536 keys, one .name after them all (DST: the section's bytes)
  deep-note   a metadata note nested 40 deep; cut-note: one whose map ends early
  hsa-kernel  every STT_FUNC symbol made STT_AMDGPU_HSA_KERNEL (10, code object v2)
  mach=0xNN   the ELF header's EF_AMDGPU_MACH (e_flags' low byte) set to 0xNN
"""
import struct
import sys


def sections(b):
    shoff, = struct.unpack_from("<Q", b, 40)
    shentsize, shnum = struct.unpack_from("<HH", b, 58)
    return [shoff + i * shentsize for i in range(shnum)]


def symbols(b):
    """(entry offset, name) of each symbol."""
    secs = sections(b)
    for s in secs:
        if struct.unpack_from("<I", b, s + 4)[0] != 2:  # SHT_SYMTAB
            continue
        off, size = struct.unpack_from("<QQ", b, s + 24)
        link, = struct.unpack_from("<I", b, s + 40)
        stroff, = struct.unpack_from("<Q", b, secs[link] + 24)
        for e in range(off, off + size, 24):
            n, = struct.unpack_from("<I", b, e)
            yield e, b[stroff + n:b.index(b"\0", stroff + n)].decode()


def kd(b):
    return next(e for e, n in symbols(b) if n.endswith(".kd"))


def main():
    mode, src, dst = sys.argv[1:4]
    b = bytearray(open(src, "rb").read())
    if mode == "kd-far":
        struct.pack_into("<Q", b, kd(b) + 8, 0x7FFFFFFF00000000)
    elif mode == "kd-undef":
        e = kd(b)
        struct.pack_into("<H", b, e + 6, 0)
        struct.pack_into("<Q", b, e + 8, 0x7FFFFFFF00000000)
    elif mode == "kd-short":
        e = kd(b)
        shndx, = struct.unpack_from("<H", b, e + 6)
        struct.pack_into("<Q", b, sections(b)[shndx] + 32, 16)
        struct.pack_into("<Q", b, e + 8, 0x7FFFFFFF00000000)
    elif mode == "strtab-nul":
        secs = sections(b)
        for s in secs:
            if struct.unpack_from("<I", b, s + 4)[0] == 2:
                link, = struct.unpack_from("<I", b, s + 40)
                off, size = struct.unpack_from("<QQ", b, secs[link] + 24)
                b[off + size - 1] = ord("x")
    elif mode == "sdst0":
        # VOP3 (gfx10): encoding 0b110101 in bits 26-31, opcode in 16-25;
        # v_cmpx_eq_u32 is VOPC opcode 0xd2
        i = b.find(bytes([0x7E, 0x00, 0xD2, 0xD4]))
        b[i] = 0
    elif mode == "big-note":  # DST: the contents of a note section, not an object
        keys = 2 << 20 >> 5
        kernel = (b"\xdf" + struct.pack(">I", keys + 1) + b"\xb8.max_flat_workgroup_size\x01" * keys
                  + b"\xa5.name\xa1k")
        desc = b"\x81\xaeamdhsa.kernels\x91" + kernel
        desc += b"\0" * (-len(desc) % 4)
        b = struct.pack("<III", 7, len(desc), 32) + b"AMDGPU\0\0" + desc
    elif mode in ("deep-note", "cut-note"):  # DST: a note section's bytes
        if mode == "deep-note":  # arrays in arrays, 40 deep
            desc = b"\x81\xaeamdhsa.kernels" + b"\x91" * 40 + b"\x01"
        else:  # a map of two entries that ends after one
            desc = b"\x82\xaeamdhsa.version\x92\x01\x02"
        desc += b"\0" * (-len(desc) % 4)
        b = struct.pack("<III", 7, len(desc), 32) + b"AMDGPU\0\0" + desc
    elif mode == "hsa-kernel":
        for e, _ in list(symbols(b)):
            if b[e + 4] & 15 == 2:
                b[e + 4] = (b[e + 4] & 0xF0) | 10
    elif mode.startswith("mach="):
        b[48] = int(mode[5:], 0)
    else:
        sys.exit("unknown mode " + mode)
    open(dst, "wb").write(b)


main()
