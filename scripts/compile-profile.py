#!/usr/bin/env python3
"""Where the type checker's time goes in the generated code, and what cheaper shapes of the
same code would save (docs/performance-notes.md, "Compile time").

    scripts/compile-profile.py [--routes 100] [--repeats 5] [--modules DIR]

Generates the code of Benchmarks/Tables/scale-<N>.routes.yaml (made by `make bench` or
MakeTables) with the release routegen, then runs `swiftc -typecheck` on it, on hand-edited
copies of it (the variants below: the same code in cheaper shapes) and on the Codable
equivalent (scale-<N>.codable.swift), interleaved, each --repeats times. For every run it
keeps swiftc's CPU time, `-debug-time-function-bodies` and
`-debug-time-expression-type-checking` (summed by construct) and the `-stats-output-dir`
counters. Prints a Markdown report; the raw output goes to Benchmarks/results/compile-profile/.
"""

import argparse
import glob
import json
import os
import re
import resource
import shutil
import subprocess
import sys

from perfmodules import pushrouting_modules
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLES = os.path.join(ROOT, "Benchmarks", "Tables")
OUT = os.path.join(ROOT, "Benchmarks", "results", "compile-profile")
ROUTEGEN = os.path.join(ROOT, ".build", "release", "routegen")


# MARK: Variants: the same generated code in other shapes


def switch_to_enum(files):
    """`switch entry.key { case "id": … }` (a string-literal pattern per key, each an `~=`
    the constraint solver resolves) becomes a switch over a fileprivate enum of the keys,
    made once from the string (`Key(rawValue:)`, synthesized)."""
    out = {}
    counter = [0]

    def rewrite(match):
        indent, subject, body = match.group(1), match.group(2), match.group(3)
        cases = re.findall(r'case "((?:[^"\\]|\\.)*)": (.*)', body)
        if not cases or any(not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key) for key, _ in cases):
            return match.group(0)
        counter[0] += 1
        name = f"K{counter[0]}"
        enum = f"fileprivate enum {name}: Swift.String {{ case {', '.join('`' + k + '`' for k, _ in cases)} }}\n"
        enums.append(enum)
        lines = [f"{indent}switch {name}(rawValue: {subject}) {{"]
        for key, action in cases:
            lines.append(f"{indent}case .`{key}`?: {action}")
        lines.append(f"{indent}default: continue")
        lines.append(f"{indent}}}")
        return "\n".join(lines)

    pattern = re.compile(r'^( *)switch ((?:entry\.)?key) \{\n((?:\1case "[^\n]*\n)+)\1default: continue\n\1\}', re.M)
    for name, text in files.items():
        enums = []
        text = pattern.sub(rewrite, text)
        out[name] = text + "".join(enums)
    return out


def typed_statics(files):
    """`static let xPath = PushRouting.PayloadPath(keys: […])` and the readers of plain values
    get their type written out, so that the initializer is checked against a known type."""
    reader_types = {
        "string": "Swift.String", "int": "Swift.Int", "double": "Swift.Double", "bool": "Swift.Bool",
        "url": "Foundation.URL", "date": "Foundation.Date",
    }
    out = {}
    for name, text in files.items():
        text = re.sub(r"static let (\w+) = PushRouting\.PayloadPath\(", r"static let \1: PushRouting.PayloadPath = .init(",
                      text)

        def reader(match):
            kind = match.group(2)
            return f"static let {match.group(1)}: PushRouting.ValueReader<{reader_types[kind]}> = PushRouting.Read.{kind}("

        text = re.sub(r"static let (\w+) = PushRouting\.Read\.(string|int|double|bool|url|date)\(", reader, text)
        out[name] = text
    return out


def all_statics_typed(files):
    """Every `static let` of the PayloadKeys namespaces gets its type written out: paths are
    `PayloadPath`s, and a reader's value type is its property's (from Payloads.swift, the
    optional unwrapped). Unannotated, the type checker infers each initializer when a body
    first uses it, and that time is counted in the body's (`init(entries:)`)."""
    properties = {}  # (type, property) -> Swift type
    owner = None
    for line in "\n".join(files.values()).splitlines():
        m = re.match(r"^public (?:nonisolated )?(?:struct|enum|final class) (\w+)", line)
        if m:
            owner = m.group(1)
        m = re.match(r"^    public (?:var|let) (\w+): (.+)$", line)
        if m and owner:
            kind = m.group(2).strip()
            properties[(owner, m.group(1))] = kind[:-1] if kind.endswith("?") else kind
    out = {}
    for name, text in files.items():
        lines, owner = [], None
        for line in text.splitlines():
            m = re.match(r"^nonisolated extension (\w+)", line)
            if m:
                owner = m.group(1)
            m = re.match(r"^(\s+static let )(\w+)( = .*)$", line)
            if m and owner:
                member = m.group(2)
                if member.endswith("Path") or re.fullmatch(r"level\d+", member):
                    line = f"{m.group(1)}{member}: PushRouting.PayloadPath{m.group(3)}"
                elif member.endswith("Reader") and (owner, member[:-len("Reader")]) in properties:
                    kind = properties[(owner, member[:-len("Reader")])]
                    line = f"{m.group(1)}{member}: PushRouting.ValueReader<{kind}>{m.group(3)}"
            lines.append(line)
        out[name] = "\n".join(lines) + "\n"
    return out


def init_reference(files):
    """`init(decoding:)` hands `Self.init(entries:)` to `withEntries` instead of a closure
    literal with a typed `throws` that calls it."""
    pattern = re.compile(
        r"withEntries\(of: payload\) \{ entries throws\(PushRouting\.PushDecodingError\) in\n\s*try Self\(entries: entries\)\n\s*\}")
    return {name: pattern.sub("withEntries(of: payload, Self.init(entries:))", text) for name, text in files.items()}


def unqualified(files):
    """Without the module qualifiers (`PushRouting.`, `Swift.`, `Foundation.`) the generator
    writes to stay clear of user type names: what qualified lookup costs."""
    return {name: re.sub(r"\b(PushRouting|Swift|Foundation)\.(?=[A-Z])", "", text) for name, text in files.items()}


def one_file(files):
    """The five files as one: one frontend instead of five (each imports Foundation and
    PushRouting and checks the declarations the others make)."""
    return {"Generated.swift": "\n".join(re.sub(r"^(@_spi\(Generated\) )?(public )?import .*$", "", text, flags=re.M)
                                         for text in files.values()).replace(
        "\n", "\npublic import Foundation\n@_spi(Generated) public import PushRouting\n", 1)}


# Each variant: a transformation of the generated files, and extra swiftc flags.
VARIANTS = {
    "as generated": (lambda files: files, []),
    "as generated, -wmo (one frontend)": (lambda files: files, ["-wmo"]),
    "one file": (one_file, []),
    "key switch over an enum": (switch_to_enum, []),
    "typed static lets": (typed_statics, []),
    "every static let typed": (all_statics_typed, []),
    "no module qualifiers": (unqualified, []),
    "init(decoding:) passes init(entries:)": (init_reference, []),
    "every static let typed, one file": (lambda files: one_file(all_statics_typed(files)), []),
}


# MARK: Measuring


def run(args, cwd=ROOT):
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(f"compile-profile: {' '.join(args[:4])} … failed with exit code {result.returncode}")
    return result


def typecheck(files, modules, work, label, flags=()):
    """One `swiftc -typecheck` with the timers and counters on: (CPU s, function bodies,
    expressions, counters)."""
    stats = os.path.join(work, f"stats-{label}")
    shutil.rmtree(stats, ignore_errors=True)
    os.makedirs(stats)
    args = ["swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", "Bench", "-typecheck",
            "-Xfrontend", "-debug-time-function-bodies", "-Xfrontend", "-warn-long-expression-type-checking=5",
            "-stats-output-dir", stats, *flags, *(["-I", modules] if modules else []), *files]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    result = run(args)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    bodies, expressions = [], []
    for line in (result.stdout + result.stderr).splitlines():
        m = re.match(r"^\s*([\d.]+)ms\t([^\t]+):(\d+):(\d+)\t(.*)$", line)
        if m:
            bodies.append((float(m.group(1)), m.group(2), int(m.group(3)), m.group(5)))
            continue
        m = re.match(r"^([^:]+):(\d+):(\d+): warning: expression took (\d+)ms to type-check", line)
        if m:
            expressions.append((float(m.group(4)), m.group(1), int(m.group(2)), None))
    counters = {}
    for path in glob.glob(os.path.join(stats, "*.json")):
        with open(path, encoding="utf-8") as f:
            for key, value in json.load(f).items():
                counters[key] = counters.get(key, 0) + value
    return {"cpu": cpu, "wall": wall, "bodies": bodies, "expressions": expressions, "counters": counters,
            "log": result.stdout + result.stderr}


def construct_of(path, row, what, lines_of):
    """The generated construct a timed function body or expression belongs to."""
    file = os.path.basename(path)
    line = lines_of(path)[row - 1].strip() if row - 1 < len(lines_of(path)) else ""
    if what is not None:
        what = re.sub(r"@.*$", "", what).replace("Bench.(file).", "")
        what = re.sub(r"\bR\d+(Push|Screen|Destination)", r"R…\1", what)
        what = re.sub(r"(Screen|Destination)\d+\b", r"\1…", what)
        what = re.sub(r"\b(deliverTo|handle)\w+", r"\1…", what)
        return f"{file}: body of {what}"
    for pattern, label in (
        (r"^static let \w+Path\b", "static let …Path = PayloadPath(keys:)"),
        (r"^static let level\d+", "static let levelN = PayloadPath(keys:)"),
        (r"^static let \w+Reader\b", "static let …Reader = Read.…(…)"),
        (r"^static let ", "other static let"),
        (r"^case \"", "case \"key\": (string pattern)"),
        (r"^case \.", "case .route: (enum pattern)"),
        (r"^self\.\w+ = try PushRouting\.Decode\.required", "self.x = try Decode.required(…)"),
        (r"^self\.\w+ = try PushRouting\.Decode\.optional", "self.x = try Decode.optional(…)"),
        (r"^self\.\w+ = try", "self.x = try … (other)"),
        (r"^payload\.set", "payload.set(…) (encoder)"),
        (r"^if let value = self\.", "if let value = self.x (encoder)"),
        (r"^self\.\w+ = \w+$", "self.x = x (memberwise init)"),
        (r"^guard let key = key\.base as\? Swift\.String", "guard let key = key.base as? String"),
        (r"^for ", "for … in"),
        (r"^switch ", "switch subject"),
        (r"^if let object = try PushRouting\.Decode\.step", "if let object = try Decode.step(…)"),
        (r"^var found", "var foundX: Any?"),
        (r"^try ", "try … (other)"),
    ):
        if re.search(pattern, line):
            return f"{file}: {label}"
    return f"{file}: other expressions"


def summarize(entries, lines_of):
    groups = {}
    for ms, path, row, what in entries:
        key = construct_of(path, row, what, lines_of)
        total, count = groups.get(key, (0.0, 0))
        groups[key] = (total + ms, count + 1)
    return sorted(groups.items(), key=lambda item: -item[1][0])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--routes", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--modules", help="folder with PushRouting.swiftmodule (default: .build/release/Modules "
                                          "or .build-perf/release/Modules)")
    parser.add_argument("--variants", nargs="*", default=list(VARIANTS))
    args = parser.parse_args()
    modules = pushrouting_modules(args.modules, "compile-profile")
    table = os.path.join(TABLES, f"scale-{args.routes}.routes.yaml")
    codable = os.path.join(TABLES, f"scale-{args.routes}.codable.swift")
    if not os.path.exists(table):
        sys.exit(f"compile-profile: {table} is missing: run MakeTables (make bench makes it)")
    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT)
    with tempfile.TemporaryDirectory() as work:
        generated = os.path.join(work, "generated")
        run([ROUTEGEN, "generate", table, "--output", generated])
        original = {}
        for path in sorted(glob.glob(os.path.join(generated, "*.swift"))):
            with open(path, encoding="utf-8") as f:
                original[os.path.basename(path)] = f.read()
        sources = {}
        for label in args.variants:
            folder = os.path.join(OUT, "variants", re.sub(r"\W+", "-", label))
            os.makedirs(folder, exist_ok=True)
            transform, flags = VARIANTS[label]
            for name, text in transform(original).items():
                with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
                    f.write(text)
            names = sorted(os.listdir(folder))
            sources[label] = ([os.path.join(folder, n) for n in names], modules, flags)
        sources["Codable"] = ([codable], None, [])
        cache = {}

        def lines_of(path):
            if path not in cache:
                with open(path, encoding="utf-8") as f:
                    cache[path] = f.read().splitlines()
            return cache[path]

        best = {}
        for repeat in range(args.repeats):
            for label, (files, mods, flags) in sources.items():
                measured = typecheck(files, mods, work, re.sub(r"\W+", "-", label), flags)
                print(f"    {label}: {measured['cpu']:.2f} s CPU ({measured['wall']:.2f} s wall)", file=sys.stderr,
                      flush=True)
                if label not in best or measured["cpu"] < best[label]["cpu"]:
                    best[label] = measured
        for label, measured in best.items():
            with open(os.path.join(OUT, re.sub(r"\W+", "-", label) + ".log"), "w", encoding="utf-8") as f:
                f.write(measured["log"])
            with open(os.path.join(OUT, re.sub(r"\W+", "-", label) + ".counters.json"), "w", encoding="utf-8") as f:
                json.dump(measured["counters"], f, indent=1, sort_keys=True)

        n = args.routes
        print(f"## Type-checking the generated code of {n} routes (best of {args.repeats}, interleaved)\n")
        base = best["as generated"]["cpu"] if "as generated" in best else None
        print("| variant | CPU s | ÷ as generated | ÷ Codable | function bodies (ms) | expressions ≥ 5 ms (ms) |")
        print("|---|---:|---:|---:|---:|---:|")
        for label, measured in best.items():
            bodies = sum(ms for ms, *_ in measured["bodies"])
            expressions = sum(ms for ms, *_ in measured["expressions"])
            print(f"| {label} | {measured['cpu']:.2f} | {measured['cpu'] / base:.2f} | "
                  f"{measured['cpu'] / best['Codable']['cpu']:.2f} | {bodies:,.0f} | {expressions:,.0f} |")
        for label in ("as generated", "as generated, -wmo (one frontend)", "Codable"):
            if label not in best:
                continue
            measured = best[label]
            print(f"\n### {label}: where the type checker's time goes\n")
            print("| construct | total ms | count | ms per route |")
            print("|---|---:|---:|---:|")
            entries = measured["bodies"] + measured["expressions"]
            for key, (total, count) in summarize(entries, lines_of)[:25]:
                print(f"| {key} | {total:,.1f} | {count:,} | {total / n:.3f} |")
        print("\n### Counters (-stats-output-dir), per route\n")
        keys = sorted({k for m in best.values() for k in m["counters"]})
        interesting = [k for k in keys if not k.startswith("time.") and
                       best.get("as generated", {}).get("counters", {}).get(k, 0) >= n]
        interesting.sort(key=lambda k: -best["as generated"]["counters"].get(k, 0))
        labels = list(best)
        print("| counter | " + " | ".join(labels) + " |")
        print("|---|" + "---:|" * len(labels))
        for key in interesting[:30]:
            print(f"| {key} | " + " | ".join(f"{best[l]['counters'].get(key, 0) / n:,.1f}" for l in labels) + " |")
        timers = [k for k in keys if k.startswith("time.swift.") and k.endswith(".user")]
        if timers:
            print("\n### Frontend timers (user seconds)\n")
            print("| timer | " + " | ".join(labels) + " |")
            print("|---|" + "---:|" * len(labels))
            for key in sorted(timers, key=lambda k: -best["as generated"]["counters"].get(k, 0))[:12]:
                print(f"| {key} | " + " | ".join(f"{best[l]['counters'].get(key, 0):.3f}" for l in labels) + " |")


if __name__ == "__main__":
    main()
