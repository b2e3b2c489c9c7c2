#!/usr/bin/env python3
"""sarif_check.py LOG [--apply SRC OUT]: checks that LOG (waitwise check
--format=sarif) has the properties SARIF 2.1.0 requires and GitHub code
scanning reads; prints a one-line summary, exit 1 on the first violation.
With --apply, also writes SRC with every fix of LOG for SRC applied to OUT
(the insertions of the replacements, bottom up), for checking again.

sarif_check.py --fixes WAITWISE TMPDIR FILE...: the fixes as an oracle. Each
FILE with its waits deleted is checked with --format=sarif, the log checked
as above, its fixes applied, and the result checked again: it must have no
error left."""
import json, os, re, subprocess, sys

LEVELS = {"none", "note", "warning", "error"}
URI = re.compile(r"^[A-Za-z0-9\-._~/%:]+$")


def fail(msg):
    print("sarif_check: " + msg)
    sys.exit(1)


def need(obj, key, kind, where):
    if not isinstance(obj, dict) or key not in obj:
        fail(f"{where}: missing '{key}'")
    if not isinstance(obj[key], kind):
        fail(f"{where}.{key}: not a {kind.__name__}")
    return obj[key]


def text(obj, key, where):
    m = need(obj, key, dict, where)
    t = need(m, "text", str, f"{where}.{key}")
    if not t:
        fail(f"{where}.{key}.text is empty")


def region(r, where):
    for k in ("startLine", "startColumn"):
        if need(r, k, int, where) < 1:
            fail(f"{where}.{k} < 1")
    if "endColumn" in r and r["endColumn"] < r["startColumn"] and r.get("endLine", r["startLine"]) == r["startLine"]:
        fail(f"{where}: endColumn before startColumn")


def physical(loc, where):
    pl = need(loc, "physicalLocation", dict, where)
    al = need(pl, "artifactLocation", dict, where + ".physicalLocation")
    uri = need(al, "uri", str, where + ".artifactLocation")
    if not URI.match(uri):
        fail(f"{where}: '{uri}' is not a URI reference")
    if "region" in pl:
        region(pl["region"], where + ".region")
    if "address" in pl:  # an instruction of a binary (3.32): its offset and name
        a = need(pl, "address", dict, where + ".physicalLocation")
        if need(a, "relativeAddress", int, where + ".address") < 0:
            fail(f"{where}.address.relativeAddress < 0")
        need(a, "fullyQualifiedName", str, where + ".address")
    for i, ll in enumerate(loc.get("logicalLocations", [])):
        need(ll, "name", str, f"{where}.logicalLocations[{i}]")
        if need(ll, "kind", str, f"{where}.logicalLocations[{i}]") not in ("function", "member", "module"):
            fail(f"{where}.logicalLocations[{i}]: unexpected kind")
    return uri


def fixes_oracle(waitwise, tmp, files):
    total = 0
    for f in files:
        name = os.path.basename(os.path.dirname(f)) + "_" + os.path.basename(f)
        bare, log, fixed = (os.path.join(tmp, name + x) for x in (".bare.s", ".sarif", ".fixed.s"))
        with open(f) as i, open(bare, "w") as o:
            o.writelines(l for l in i if not re.match(r"\s*s_wait", l))
        with open(log, "w") as o:
            subprocess.run([waitwise, "check", "--format=sarif", bare], stdout=o)
        r = subprocess.run([sys.executable, __file__, log, "--apply", bare, fixed], capture_output=True, text=True)
        if r.returncode:
            fail(f"{name}: {r.stdout.strip()}")
        n = len(json.load(open(log))["runs"][0]["results"])
        again = subprocess.run([waitwise, "check", "-w", fixed], capture_output=True, text=True)
        if again.returncode != 0 or n == 0:
            fail(f"{name}: {n} results; with the fixes applied: {again.stderr.splitlines()[:1]}")
        total += n
    print(f"sarif_check: {len(files)} files, {total} results, every fix applied: no error left")


def main():
    if sys.argv[1] == "--fixes":
        return fixes_oracle(sys.argv[2], sys.argv[3], sys.argv[4:])
    log = json.load(open(sys.argv[1]))
    if need(log, "version", str, "log") != "2.1.0":
        fail("version is not 2.1.0")
    need(log, "$schema", str, "log")
    runs = need(log, "runs", list, "log")
    if len(runs) != 1:
        fail("expected one run")
    run = runs[0]
    driver = need(need(run, "tool", dict, "run"), "driver", dict, "tool")
    need(driver, "name", str, "driver")
    rules = need(driver, "rules", list, "driver")
    ids = []
    for i, r in enumerate(rules):
        ids.append(need(r, "id", str, f"rules[{i}]"))
        text(r, "shortDescription", f"rules[{i}]")
        if need(need(r, "defaultConfiguration", dict, f"rules[{i}]"), "level", str, "") not in LEVELS:
            fail(f"rules[{i}]: bad level")
    if len(set(ids)) != len(ids):
        fail("rule ids repeat")
    for inv in need(run, "invocations", list, "run"):
        need(inv, "executionSuccessful", bool, "invocation")
        for n in inv.get("toolExecutionNotifications", []):
            text(n, "message", "notification")
            for loc in n.get("locations", []):
                physical(loc, "notification.location")
    results = need(run, "results", list, "run")
    fixes = 0
    edits = []
    for i, r in enumerate(results):
        w = f"results[{i}]"
        rid = need(r, "ruleId", str, w)
        if rid not in ids:
            fail(f"{w}: ruleId '{rid}' is no rule")
        if "ruleIndex" in r and ids[r["ruleIndex"]] != rid:
            fail(f"{w}: ruleIndex {r['ruleIndex']} is not '{rid}'")
        if need(r, "level", str, w) not in LEVELS:
            fail(f"{w}: bad level")
        text(r, "message", w)
        locs = need(r, "locations", list, w)
        if len(locs) < 1:
            fail(f"{w}: no location")
        for loc in locs:
            physical(loc, w + ".location")
            if "address" not in loc["physicalLocation"]:  # a binary has no lines
                need(loc["physicalLocation"], "region", dict, w)
        rel = r.get("relatedLocations", [])
        if len({x.get("id") for x in rel}) != len(rel):
            fail(f"{w}: related location ids repeat")
        for k, loc in enumerate(rel):
            need(loc, "id", int, f"{w}.relatedLocations[{k}]")
            text(loc, "message", f"{w}.relatedLocations[{k}]")
            physical(loc, f"{w}.relatedLocations[{k}]")
            # code scanning places a related location by its region: one
            # without it points at the whole file
            if "address" not in loc["physicalLocation"]:
                need(loc["physicalLocation"], "region", dict, f"{w}.relatedLocations[{k}]")
        for f in r.get("fixes", []):
            fixes += 1
            text(f, "description", w + ".fix")
            changes = need(f, "artifactChanges", list, w + ".fix")
            if not changes:
                fail(f"{w}: a fix without changes")
            for c in changes:
                uri = physical({"physicalLocation": c}, w + ".fix.change")
                reps = need(c, "replacements", list, w + ".fix.change")
                if not reps:
                    fail(f"{w}: a change without replacements")
                for rep in reps:
                    d = need(rep, "deletedRegion", dict, w + ".replacement")
                    region(d, w + ".deletedRegion")
                    t = need(need(rep, "insertedContent", dict, w), "text", str, w + ".insertedContent")
                    edits.append((uri, d, t))
    print(f"sarif_check: ok: {len(rules)} rules, {len(results)} results, {fixes} fixes")
    if len(sys.argv) == 5 and sys.argv[2] == "--apply":
        lines = open(sys.argv[3]).read().split("\n")
        ins = sorted(((d["startLine"], t) for u, d, t in edits
                      if d["startColumn"] == d.get("endColumn") == 1 and d.get("endLine", d["startLine"]) == d["startLine"]),
                     key=lambda e: -e[0])
        if len(ins) != len(edits):
            fail("a fix is not an insertion at a line's start")
        for line, t in ins:
            lines[line - 1] = t + lines[line - 1]
        open(sys.argv[4], "w").write("\n".join(lines))


main()
