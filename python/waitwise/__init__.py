"""waitwise from Python: check, explain, insert and cost on AMDGPU assembly
text, through the C library (libwaitwise.so) with ctypes; nothing to
compile at install.

    import waitwise
    for f in waitwise.check(asm_text, mcpu="gfx942"):
        print(f.line, f.category, f.message, f.fix)

Findings are Finding objects with the fields of the waitwise-check/2 JSON
schema (docs/check-json.md) as attributes; explain returns the
waitwise-explain/1 document as a dict. Bad input raises WaitwiseError,
whose .diagnostics are the waitwise-diag/1 objects (file, line, col,
message). The library is found through WAITWISE_LIBRARY (a path), where
make install put it, or on the system's library path.

The library reads assembly text: code-object bytes are refused with
WaitwiseError (the waitwise command reads code objects), and the kernel-IR
commands (run, verify, pipeline, gather) are the command's alone; the
public library holds neither yet.
"""
import ctypes
import ctypes.util
import json
import os

__all__ = ["check", "explain", "insert", "cost", "version", "Finding", "WaitwiseError"]

_OK, _FINDINGS, _INPUT_ERROR = 0, 1, 2


class WaitwiseError(Exception):
    """The input or the options were refused; .diagnostics says where and why."""

    def __init__(self, diagnostics):
        self.diagnostics = diagnostics
        first = diagnostics[0] if diagnostics else {}
        where = "%s:%s:%s: " % (first.get("file"), first.get("line"), first.get("col")) if first else ""
        super().__init__(where + first.get("message", "waitwise refused the input"))


class Finding:
    """One waitwise-check/2 object: file, line, col, severity, category,
    message, consumer, producers, fix, ... as attributes."""

    def __init__(self, fields):
        self.__dict__.update(fields)
        self.fields = fields

    def __repr__(self):
        return "Finding(%s:%s:%s %s [%s])" % (self.file, self.line, self.col, self.severity, self.category)


class _Options(ctypes.Structure):
    # the layout of waitwise_options in include/waitwise/waitwise.h, in order;
    # checked against the library's own size before every call
    _fields_ = [
        ("mcpu", ctypes.c_char_p),
        ("json", ctypes.c_int),
        ("werror", ctypes.c_int),
        ("disabled", ctypes.POINTER(ctypes.c_char_p)),
        ("ndisabled", ctypes.c_int),
        ("error_cats", ctypes.POINTER(ctypes.c_char_p)),
        ("nerror_cats", ctypes.c_int),
        ("warn_cats", ctypes.POINTER(ctypes.c_char_p)),
        ("nwarn_cats", ctypes.c_int),
        ("no_warnings", ctypes.c_int),
        ("error_limit", ctypes.c_int),
        ("sarif", ctypes.c_int),
        ("color", ctypes.c_int),
        ("recompute", ctypes.c_int),
        ("no_barrier_release", ctypes.c_int),
        ("text_terminated", ctypes.c_int),
        ("time_report", ctypes.c_int),
        ("write", ctypes.c_void_p),
        ("write_ctx", ctypes.c_void_p),
        ("origins", ctypes.c_void_p),
        ("norigins", ctypes.c_size_t),
    ]


class _InsertStats(ctypes.Structure):
    _fields_ = [(n, ctypes.c_uint) for n in ("removed", "placed", "instructions", "rounds", "fence_waits")]


_lib = None


def _library():
    global _lib
    if _lib is not None:
        return _lib
    try:  # written by make install: the library installed with this package
        from ._installed import LIBRARY as installed
    except ImportError:
        installed = None
    candidates = [os.environ.get("WAITWISE_LIBRARY"), installed, ctypes.util.find_library("waitwise")]
    tried = [c for c in candidates if c]
    for path in tried:
        try:
            lib = ctypes.CDLL(path)
            break
        except OSError:
            continue
    else:
        raise ImportError("waitwise: libwaitwise.so not found (tried %s); build it with `make shared` "
                          "and set WAITWISE_LIBRARY to its path" % (", ".join(tried) or "nothing"))
    job = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.POINTER(_Options),
           ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_void_p)]
    for name in ("waitwise_check", "waitwise_explain", "waitwise_cost", "waitwise_print"):
        getattr(lib, name).argtypes = job
        getattr(lib, name).restype = ctypes.c_int
    lib.waitwise_insert.argtypes = job + [ctypes.POINTER(_InsertStats)]
    lib.waitwise_insert.restype = ctypes.c_int
    lib.waitwise_free.argtypes = [ctypes.c_void_p]
    lib.waitwise_version.restype = ctypes.c_char_p
    lib.waitwise_options_size.restype = ctypes.c_size_t
    if lib.waitwise_options_size() != ctypes.sizeof(_Options):
        raise ImportError("waitwise: %s lays out waitwise_options in %d bytes, this package in %d: "
                          "install the package and the library of one version"
                          % (path, lib.waitwise_options_size(), ctypes.sizeof(_Options)))
    _lib = lib
    return lib


def _strings(items):
    items = [s.encode() for s in items]
    return (ctypes.c_char_p * max(len(items), 1))(*items), len(items)


def _call(fn, text, name, mcpu, extra=(), **opts):
    lib = _library()
    data = text.encode() if isinstance(text, str) else bytes(text)
    o = _Options()
    o.mcpu = mcpu.encode() if mcpu else None
    o.json = 1  # diagnostics as waitwise-diag/1 objects, whatever the output
    keep = []
    for field in ("disabled", "error_cats", "warn_cats"):
        arr, n = _strings(opts.pop(field, ()))
        keep.append(arr)
        setattr(o, field, arr)
        setattr(o, "n" + field, n)
    for k, v in opts.items():
        setattr(o, k, int(v))
    out, diags = ctypes.c_void_p(), ctypes.c_void_p()
    status = getattr(lib, fn)(name.encode(), data, len(data), ctypes.byref(o), ctypes.byref(out),
                              ctypes.byref(diags), *extra)
    try:
        out_text = ctypes.string_at(out.value).decode() if out.value else ""
        diag_text = ctypes.string_at(diags.value).decode() if diags.value else ""
    finally:
        lib.waitwise_free(out)
        lib.waitwise_free(diags)
    diagnostics = [json.loads(l) for l in diag_text.splitlines() if l.strip()]
    if status == _INPUT_ERROR:
        raise WaitwiseError(diagnostics)
    return status, out_text, diagnostics


def check(text, mcpu=None, name="<input>", werror=False, disable=(), errors=(), no_warnings=False):
    """The findings of `waitwise check` on assembly text (str or bytes), as
    Finding objects in order; [] when clean."""
    _, out, _ = _call("waitwise_check", text, name, mcpu, werror=werror, disabled=disable,
                      error_cats=errors, no_warnings=no_warnings)
    return [Finding(json.loads(l)) for l in out.splitlines() if l.strip()]


def explain(text, mcpu=None, name="<input>"):
    """The counter state after each instruction: the waitwise-explain/1 document."""
    _, out, _ = _call("waitwise_explain", text, name, mcpu)
    return json.loads(out)


def insert(text, mcpu=None, name="<input>", mode="add", barrier_release=True):
    """The program with the waits it needs (mode "add" keeps the existing
    ones, "recompute" places all anew)."""
    if mode not in ("add", "recompute"):
        raise ValueError("mode is 'add' or 'recompute', not %r" % (mode,))
    stats = _InsertStats()
    status, out, diagnostics = _call("waitwise_insert", text, name, mcpu, extra=(ctypes.byref(stats),),
                                     recompute=mode == "recompute", no_barrier_release=not barrier_release)
    if status != _OK:  # its own output still misses a wait: never silent
        raise WaitwiseError(diagnostics)
    return out


def cost(text, mcpu=None, name="<input>"):
    """The report of `waitwise cost`: wait instructions and modelled stall."""
    return _call("waitwise_cost", text, name, mcpu)[1]


def version():
    return _library().waitwise_version().decode()
