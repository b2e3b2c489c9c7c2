#!/usr/bin/env python3
"""simulate-asm.py FILE.s ROWS ROW_BYTES LDS_ROW_BYTES GLOBAL_ROW_BYTES LDS_BASE THREADS

An independent judge of `waitwise gather --emit=asm`: executes the emitted
function for every wave of the workgroup (64 lanes, or 32 for gfx1250; the
instructions the emitter uses, exec-masked as the hardware does), records
what each global_load_lds_* writes (lane i of an active lane set: LDS M0 +
offset + i * width, from global address + offset; the 12-byte stride read as
12; gfx90a's `global_load_dword ... lds` as the 4-byte form) and what each
gfx1250 global_load_async_to_lds_bN writes (lane i: N bytes at LDS address
v_lds[i] + offset from global s[0:1] + v_off[i] + offset; b8 one byte), up
to the comment that starts the other loads (the next tile's prefetch), and
checks that every tile byte of the layout receives its own global byte once
and nothing else is written. Prints "ok: N loads per wave, B bytes" or the
first difference, exit 1."""
import re
import sys

M32, M64 = (1 << 32) - 1, (1 << 64) - 1
WIDTH = {"global_load_lds_dword": 4, "global_load_lds_dwordx3": 12, "global_load_lds_dwordx4": 16}
ASYNC = {"global_load_async_to_lds_b8": 1, "global_load_async_to_lds_b32": 4, "global_load_async_to_lds_b64": 8,
         "global_load_async_to_lds_b128": 16}
GBASE = 0x7f0000000000


def run_wave(lines, wave, threads, lanes):
    s, v = {0: GBASE & M32, 1: GBASE >> 32}, {0: [wave * lanes + i for i in range(lanes)]}
    full = (1 << lanes) - 1
    st = {"exec": full, "vcc": 0, "m0": 0, "scc": 0}
    writes = []
    tile = True

    def sv(x):
        x = x.strip()
        m = re.fullmatch(r"s\[(\d+):(\d+)\]", x)
        if m:
            return s.get(int(m[1]), 0) | s.get(int(m[2]), 0) << 32
        if x in ("exec", "vcc", "m0", "exec_lo", "vcc_lo"):
            return st[x.replace("_lo", "")]
        if re.fullmatch(r"s\d+", x):
            return s.get(int(x[1:]), 0)
        return int(x, 0) & M64

    def set64(x, val):
        m = re.fullmatch(r"s\[(\d+):(\d+)\]", x)
        if m:
            s[int(m[1])], s[int(m[2])] = val & M32, val >> 32 & M32
        else:
            st[x] = val & M64

    def lane(x, i):
        x = x.strip()
        if re.fullmatch(r"v\d+", x):
            return v.setdefault(int(x[1:]), [0] * lanes)[i]
        return sv(x) & M32

    def valu(d, f):
        r = v.setdefault(int(d[1:]), [0] * lanes)
        for i in range(lanes):
            if st["exec"] >> i & 1:
                r[i] = f(i) & M32

    for raw in lines:
        if re.match(r"; \d+ other ", raw):
            tile = False  # the next tile's loads: not this tile's bytes
        line = raw.split(";")[0].strip()
        if not line or line.endswith(":") or line.startswith("."):
            continue
        op, _, rest = line.partition(" ")
        a = [x.strip() for x in re.split(r",(?![^\[]*\])", rest)] if rest else []
        if op == "global_load_dword" and line.endswith(" lds"):
            op = "global_load_lds_dword"  # gfx90a's spelling of the same DMA
        if op in ASYNC:
            m = re.search(r"offset:(-?\d+)", rest)
            off = int(m[1]) if m else 0
            sbase = a[2].split()[0]
            base = sv(sbase) if sbase != "off" else None
            for i in range(lanes):
                if tile and st["exec"] >> i & 1:
                    if base is None:
                        lo, hi = map(int, re.fullmatch(r"v\[(\d+):(\d+)\]", a[1]).groups())
                        addr = lane("v%d" % lo, i) | lane("v%d" % hi, i) << 32
                    else:
                        addr = base + lane(a[1], i)
                    writes.append((lane(a[0], i) + off, addr + off - GBASE, ASYNC[op]))
        elif op in WIDTH:
            m = re.search(r"offset:(-?\d+)", a[1])
            off = int(m[1]) if m else 0
            lo, hi = map(int, re.fullmatch(r"v\[(\d+):(\d+)\]", a[0]).groups())
            for i in range(lanes):
                if st["exec"] >> i & 1:
                    addr = (lane("v%d" % lo, i) | lane("v%d" % hi, i) << 32) + off
                    writes.append((st["m0"] + off + i * WIDTH[op], addr - GBASE, WIDTH[op]))
        elif op == "v_mbcnt_lo_u32_b32":
            valu(a[0], lambda i: bin(sv(a[1]) & M32 & ((1 << i) - 1)).count("1") + lane(a[2], i))
        elif op == "v_mbcnt_hi_u32_b32":
            valu(a[0], lambda i: bin((sv(a[1]) & M32) << 32 & ((1 << i) - 1)).count("1") + lane(a[2], i))
        elif op == "v_add_nc_u32_e32":
            valu(a[0], lambda i: lane(a[1], i) + lane(a[2], i))
        elif op in ("v_sub_nc_u32_e32", "v_subrev_nc_u32_e32"):
            x, y = (a[1], a[2]) if op.startswith("v_sub_") else (a[2], a[1])
            valu(a[0], lambda i: lane(x, i) - lane(y, i))
        elif op in ("v_cmp_le_u32_e32", "v_cmp_gt_u32_e32") and a[0] == "vcc_lo":
            le = op == "v_cmp_le_u32_e32"
            st["vcc"] = sum(1 << i for i in range(lanes) if st["exec"] >> i & 1 and
                            (lane(a[1], i) <= lane(a[2], i) if le else lane(a[1], i) > lane(a[2], i)))
        elif op == "v_cndmask_b32_e32":
            valu(a[0], lambda i: lane(a[2], i) if st["vcc"] >> i & 1 else lane(a[1], i))
        elif op == "v_and_b32_e32":
            valu(a[0], lambda i: lane(a[1], i) & lane(a[2], i))
        elif op == "v_lshrrev_b32_e32":
            valu(a[0], lambda i: lane(a[2], i) >> lane(a[1], i))
        elif op == "v_lshlrev_b32_e32":
            valu(a[0], lambda i: lane(a[2], i) << lane(a[1], i))
        elif op == "v_ashrrev_i32_e32":
            valu(a[0], lambda i: (lane(a[2], i) - (1 << 32) if lane(a[2], i) >> 31 else lane(a[2], i)) >> lane(a[1], i))
        elif op == "v_add_u32_e32":
            valu(a[0], lambda i: lane(a[1], i) + lane(a[2], i))
        elif op == "v_sub_u32_e32":
            valu(a[0], lambda i: lane(a[1], i) - lane(a[2], i))
        elif op == "v_mul_hi_u32":
            valu(a[0], lambda i: lane(a[1], i) * lane(a[2], i) >> 32)
        elif op == "v_mul_lo_u32":
            valu(a[0], lambda i: lane(a[1], i) * lane(a[2], i))
        elif op == "v_mul_u32_u24_e32":
            valu(a[0], lambda i: (lane(a[1], i) & 0xffffff) * (lane(a[2], i) & 0xffffff))
        elif op == "v_mad_u32_u24":
            valu(a[0], lambda i: (lane(a[1], i) & 0xffffff) * (lane(a[2], i) & 0xffffff) + lane(a[3], i))
        elif op == "v_mov_b32_e32":
            valu(a[0], lambda i: lane(a[1], i))
        elif op in ("v_add_co_u32_e32", "v_addc_co_u32_e32"):
            r, carry = v.setdefault(int(a[0][1:]), [0] * lanes), st["vcc"]
            out = 0
            for i in range(lanes):
                if st["exec"] >> i & 1:
                    t = lane(a[2], i) + lane(a[3], i) + (carry >> i & 1 if op.startswith("v_addc") else 0)
                    r[i], out = t & M32, out | (t >> 32 & 1) << i
            st["vcc"] = out
        elif op == "v_cmp_gt_u32_e32":
            st["vcc"] = sum(1 << i for i in range(lanes) if st["exec"] >> i & 1 and lane(a[1], i) > lane(a[2], i))
        elif op == "v_readfirstlane_b32":
            first = next((i for i in range(lanes) if st["exec"] >> i & 1), 0)
            s[int(a[0][1:])] = lane(a[1], first)
        elif op == "s_mov_b64":
            set64(a[0], sv(a[1]))
        elif op == "s_and_b64":
            set64(a[0], sv(a[1]) & sv(a[2]))
        elif op == "s_mov_b32":
            val = sv(a[1]) & M32
            if a[0] in ("m0", "exec_lo", "vcc_lo"):
                st[a[0].replace("_lo", "")] = val
            else:
                s[int(a[0][1:])] = val
        elif op in ("s_mul_i32", "s_add_u32"):
            val = sv(a[1]) * sv(a[2]) if op == "s_mul_i32" else sv(a[1]) + sv(a[2])
            s[int(a[0][1:])] = val & M32
        elif op == "s_cmp_eq_u32":
            st["scc"] = int(sv(a[0]) & M32 == sv(a[1]) & M32)
        elif op == "s_cselect_b32":
            s[int(a[0][1:])] = (sv(a[1]) if st["scc"] else sv(a[2])) & M32
        elif op in ("global_load_dwordx4", "s_waitcnt", "s_barrier", "ds_read_b32", "s_endpgm",
                    "s_asyncmark", "s_wait_asyncmark", "s_wait_asynccnt", "s_barrier_signal", "s_barrier_wait",
                    "ds_load_b32", "s_wait_dscnt"):
            if op == "s_endpgm":
                break
        else:
            raise SystemExit("simulate-asm: instruction not modelled: " + line)
    return writes


def main(argv):
    path, rows, rb, lb, gb, base, threads = argv[0], *map(int, argv[1:])
    text = open(path).read().splitlines()
    body = text[next(i for i, l in enumerate(text) if l.startswith("gather_tile:")) + 1:]
    lanes = 32 if any("gfx1250" in l for l in text if ".amdgcn_target" in l) else 64
    end = next((i for i, l in enumerate(body) if re.match(r"; \d+ other ", l)), len(body))
    lds, loads = {}, sum(1 for l in body[:end] if l.split(";")[0].strip().split(" ")[0] in WIDTH or
                         l.split(";")[0].strip().split(" ")[0] in ASYNC or l.split(";")[0].strip().endswith(" lds"))
    for wave in range(threads // lanes):
        for dst, src, w in run_wave(body, wave, threads, lanes):
            for k in range(w):
                if dst + k in lds:
                    print("LDS byte %d written twice" % (dst + k))
                    return 1
                lds[dst + k] = src + k
    expect = {base + r * lb + c: r * gb + c for r in range(rows) for c in range(rb)}
    for a, g in sorted(expect.items()):
        if lds.get(a) != g:
            print("LDS byte %d: expected global byte %d, got %s" % (a, g, lds.get(a)))
            return 1
    extra = sorted(set(lds) - set(expect))
    if extra:
        print("LDS byte %d written outside the tile" % extra[0])
        return 1
    print("ok: %d loads per wave, %d bytes" % (loads, len(expect)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
