#!/usr/bin/env python3
"""Instructions per decoded push, by phase, against the hand-written floor
(docs/performance-notes.md, "Decoding"). Needs valgrind and the DecodeProfile harness:

    swift build --package-path Benchmarks -c release --product DecodeProfile
    scripts/decode-profile.py [--iterations 1000]

For each payload shape and way (the generated decoder from the dictionary, from JSON bytes,
the floor), runs DecodeProfile under callgrind with 0 and with N iterations; the difference,
divided by N, is one payload without start-up and without the first decode (which makes
the lazily made statics). Phases are the inclusive counts of the functions that make them.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HARNESS = os.path.join(ROOT, "Benchmarks", ".build", "release", "DecodeProfile")
SHAPES = ["flat", "nested", "7-params"]
MODES = ["generated", "json", "floor"]

# Phase: regular expressions over demangled function names, inclusive counts. A function
# that callgrind lists under several source files counts once (its largest entry); where
# several functions match, the largest counts (they may call each other), except for the
# phases marked `sum`, whose functions do not.
PHASES = [
    ("whole decode", r"^decodeOnce\("),
    ("entries + discriminator (dictionary)", r"^specialized static PayloadEntries\.withEntries<A>\(of:finding:_:\)$"),
    ("entries + discriminator (JSON)", r"^JSONReader\.withEntries<A>\(of:finding:_:\)$"),
    ("  discriminator read", r"^static Decode\.discriminator\(firstStep:at:\)$"),
    ("  route lookup (hash)", r"^specialized static PushRouteTable\.routeIndex\(discriminator:\)$"),
    ("  the route's init(entries:)", r"^specialized \w+Push\.init\(entries:\)$"),
    ("    values: Decode.required/optional", r"^static Decode\.(required|optional)<A>\(_:at:_:\)$"),
    ("    number classification (RawValue.classify)", r"^specialized static RawValue\.classify\(_:\)$"),
    ("    dynamic casts (swift_dynamicCast)", r"^swift_dynamicCast$"),
    ("    Any copies and destroys (sum)", r"^outlined (init with copy|destroy) of Any\??$"),
    ("floor: hand-written init", r"^(Flat|Nested|Seven)Codable\.init\?\(_:\)$|^specialized (Flat|Nested|Seven)Codable\.init\?\(_:\)$"),
]


def inclusive(path):
    """Demangled function name -> inclusive instructions."""
    out = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", "--auto=no", path],
                         capture_output=True, text=True, check=True).stdout
    demangled = subprocess.run(["swift", "demangle", "--simplified"], input=out, capture_output=True,
                               text=True, check=True).stdout
    counts = {}
    for line in demangled.splitlines():
        m = re.match(r"^\s*([\d,]+) \([^)]*\)\s+(?:[^:]*):(.+?)(?: \[.*\])?$", line)
        if not m:
            continue
        name = m.group(2).strip()
        counts[name] = max(counts.get(name, 0), int(m.group(1).replace(",", "")))
    return counts


def run(shape, mode, iterations, work):
    path = os.path.join(work, f"cg.{shape}.{mode}.{iterations}")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={path}", HARNESS, shape, mode,
                    str(iterations)], capture_output=True, check=True)
    with open(path, encoding="utf-8") as f:
        total = next(int(l.split()[1]) for l in f if l.startswith("summary:") or l.startswith("totals:"))
    return total, inclusive(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=1000)
    args = parser.parse_args()
    if not os.path.exists(HARNESS):
        sys.exit(f"decode-profile: {HARNESS} is missing (see the usage above)")
    n = args.iterations
    table = {}
    with tempfile.TemporaryDirectory() as work:
        for shape in SHAPES:
            for mode in MODES:
                t0, c0 = run(shape, mode, 0, work)
                t1, c1 = run(shape, mode, n, work)
                phases = {}
                for label, pattern in PHASES:
                    names = [k for k in c1 if re.search(pattern, k)]
                    values = [(c1[k] - c0.get(k, 0)) / n for k in names]
                    phases[label] = (sum(values) if "(sum)" in label else max(values)) if values else None
                table[(shape, mode)] = ((t1 - t0) / n, phases)
                print(f"  {shape} {mode}: {(t1 - t0) / n:,.0f} instructions per payload", file=sys.stderr, flush=True)
    print("| shape | generated, dictionary | floor | ÷ floor | generated, JSON bytes |")
    print("|---|---:|---:|---:|---:|")
    for shape in SHAPES:
        g, f, j = table[(shape, "generated")][0], table[(shape, "floor")][0], table[(shape, "json")][0]
        print(f"| {shape} | {g:,.0f} | {f:,.0f} | {g / f:.2f}× | {j:,.0f} |")
    for shape in SHAPES:
        print(f"\n{shape}: instructions per payload, by phase (inclusive)\n")
        print("| phase | generated, dictionary | generated, JSON | floor |")
        print("|---|---:|---:|---:|")
        for label, _ in PHASES:
            cells = []
            for mode in ("generated", "json", "floor"):
                value = table[(shape, mode)][1][label]
                cells.append(f"{value:,.0f}" if value else "–")
            if any(c != "–" for c in cells):
                print(f"| {label} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
