#!/usr/bin/env python3
"""`make bench`: every benchmark in one run, then one summary table, printed and written to
docs/performance.md with how it was measured.

Steps: make the seeded tables (MakeTables, in the Benchmarks package) and generate their
route modules with the release routegen; run the Benchmarks package (ordo-one/benchmark:
decoding, lookup and dispatch, the generator beside libyaml's event parse); time swiftc on the
generated code beside equivalent Codable structs; read routegen's peak memory; check that
a second `make` rewrites no file. Every ratio compares numbers measured in this run.

    scripts/bench.py [--quick]     # --quick: compile times at 100 routes only
"""

import argparse
import datetime
import glob
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "Benchmarks")
TABLES = os.path.join(BENCH, "Tables")
RESULTS = os.path.join(BENCH, "results")
ROUTEGEN = os.path.join(ROOT, ".build", "release", "routegen")
SCALES = [10, 100, 1000, 10000]
SHAPES = [("flat", "flat"), ("nested", "nested"), ("7-params", "7 params")]


def run(args, cwd=ROOT, quiet=False, env=None):
    """Runs a command, failing the whole run (with its output) when it fails."""
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(f"bench: {' '.join(args)} failed with exit code {result.returncode}")
    if not quiet:
        sys.stdout.write(result.stdout)
    return result


def step(message):
    print(f"==> {message}", flush=True)


# MARK: Tables and generated modules


def make_tables():
    step("tables (MakeTables, seeded) and generated route modules")
    make = ["swift", "run", "--package-path", BENCH, "-c", "release", "MakeTables"]
    counts = [str(n) for n in SCALES]
    run(make + ["--routes", *counts, "--output", TABLES, "--codable", TABLES], quiet=True)
    run(make + ["--lean", "--routes", *counts, "--output", TABLES], quiet=True)
    run([ROUTEGEN, "generate", os.path.join(TABLES, "decode.routes.yaml"), "--output",
         os.path.join(BENCH, "Sources", "DecodeRoutes")], quiet=True)
    for n in SCALES:
        run([ROUTEGEN, "generate", os.path.join(TABLES, f"dispatch-{n}.routes.yaml"), "--output",
             os.path.join(BENCH, "Sources", f"ScaleRoutes{n}")], quiet=True)


# MARK: The benchmark package


def run_benchmarks():
    step("benchmarks (swift package benchmark; the first build takes several minutes)")
    shutil.rmtree(RESULTS, ignore_errors=True)
    os.makedirs(RESULTS)
    run(["swift", "package", "--allow-writing-to-package-directory", "benchmark",
         "--format", "histogramPercentiles", "--path", RESULTS, "--no-progress"], cwd=BENCH, quiet=True)
    results = {}
    for path in glob.glob(os.path.join(RESULTS, "*.histogram.percentiles.tsv")):
        name = os.path.basename(path)
        match = re.match(r"^[^.]+\.([^.]+)\.(.+)\.([A-Za-z]+)\.histogram\.percentiles\.tsv$", name)
        if not match:
            continue
        _, benchmark, metric = match.groups()
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        unit = unit_of(lines[0])
        values = dict(line.split("\t") for line in lines[1:] if "\t" in line)
        results[(benchmark.replace("_", " "), metric)] = float(values["50"]) * unit
    if not results:
        sys.exit("bench: the benchmarks wrote no results")
    return results


def unit_of(header):
    """The factor to nanoseconds (time) or 1 (counts) of a percentiles file's header."""
    for text, factor in (("(ns)", 1), ("(μs)", 1e3), ("(us)", 1e3), ("(ms)", 1e6), ("(s)", 1e9)):
        if text in header:
            return factor
    for text, factor in (("(K)", 1e3), ("(M)", 1e6)):
        if text in header:
            return factor
    return 1


# MARK: Compile time, memory, incremental make


def compile_times(counts):
    step(f"compile times (swiftc) at {', '.join(map(str, counts))} routes")
    run(["swift", "build", "-c", "release", "--product", "PushRouting"], quiet=True)
    modules = os.path.join(ROOT, ".build", "release", "Modules")
    times = {}
    with tempfile.TemporaryDirectory() as work:
        for n in counts:
            generated = os.path.join(work, f"gen{n}")
            run([ROUTEGEN, "generate", os.path.join(TABLES, f"scale-{n}.routes.yaml"), "--output", generated], quiet=True)
            ours = sorted(glob.glob(os.path.join(generated, "*.swift")))
            codable = [os.path.join(TABLES, f"scale-{n}.codable.swift")]
            for label, files, extra in (("generated", ours, ["-I", modules]), ("codable", codable, [])):
                base = ["swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", "Bench", *extra]
                times[(label, n, "typecheck")] = timed(base + ["-typecheck", *files])
                output = os.path.join(work, f"{label}{n}.o")
                times[(label, n, "optimized")] = timed(base + ["-O", "-wmo", "-c", *files, "-o", output])
    return times


def timed(args):
    start = time.monotonic()
    run(args, quiet=True)
    return time.monotonic() - start


def peak_memory():
    step("routegen's peak memory (max RSS) at 10,000 routes")
    table = os.path.join(TABLES, "scale-10000.routes.yaml")
    memory = {"table": os.path.getsize(table)}
    with tempfile.TemporaryDirectory() as work:
        for label, args in (
            ("validate", [ROUTEGEN, "validate", table]),
            ("generate", [ROUTEGEN, "generate", table, "--output", work]),
            ("startup", [ROUTEGEN, "validate", os.path.join(TABLES, "scale-10.routes.yaml")]),
        ):
            result = run(["/usr/bin/time", "-f", "maxrss %M", *args], quiet=True)
            memory[label] = int(re.search(r"maxrss (\d+)", result.stderr).group(1)) * 1024
    return memory


def second_make_rewrites_nothing():
    step("a second `make` with nothing changed")
    run(["make"], quiet=True)
    files = sorted(glob.glob(os.path.join(ROOT, "Generated", "*.swift")))
    before = {f: os.stat(f).st_mtime_ns for f in files}
    output = run(["make"], quiet=True).stdout
    after = {f: os.stat(f).st_mtime_ns for f in files}
    return before == after and "(0 files changed)" in output


# MARK: Report


def ns(value):
    if value >= 1e6:
        return f"{value / 1e6:,.1f} ms"
    if value >= 1e4:
        return f"{value / 1e3:,.1f} µs"
    return f"{value:,.0f} ns"


def ratio(a, b):
    return f"{a / b:.2f}×" if b else "–"


def report(results, times, memory, incremental, args):
    def get(name, metric="wallClock"):
        return results.get((name, metric))

    lines = []
    add = lines.append
    add("# Performance")
    add("")
    add("Written by `make bench` (scripts/bench.py); do not edit. Every ratio compares numbers")
    add("measured in the same run, on this machine:")
    add("")
    add(f"- {datetime.date.today().isoformat()}, {platform.machine()}, {os.cpu_count()} cores, "
        f"{swift_version()}, release builds.")
    add("- Times are medians (p50) of ordo-one/benchmark 1.38.1 samples; mallocs are counted by")
    add("  its malloc interposer. Decoding and dispatch samples run 1,000 iterations each; the")
    add("  numbers are per payload.")
    add("")

    add("## Decoding one push")
    add("")
    add("Payloads as the OS hands them over: a dictionary from `JSONSerialization` (Foundation")
    add("values), or the JSON bytes. The floor is hand-written `as?` casts in one pass over the")
    add("payload's keys, with no route lookup and no constraint checks; our decoder also finds")
    add("the route by its discriminator, checks every constraint and builds typed errors.")
    add("")
    add("| shape | generated, dictionary | mallocs | floor (hand-written) | mallocs | ÷ floor | "
        "JSONSerialization + JSONDecoder | speed-up | generated, JSON bytes | JSONDecoder, bytes | speed-up |")
    add("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    goals = []
    for key, label in SHAPES:
        gen = get(f"decode {key} generated-dictionary")
        floor = get(f"decode {key} handwritten-floor")
        both = get(f"decode {key} jsonserialization-jsondecoder")
        data = get(f"decode {key} generated-data")
        decoder = get(f"decode {key} jsondecoder-data")
        gm = get(f"decode {key} generated-dictionary", "mallocCountTotal")
        fm = get(f"decode {key} handwritten-floor", "mallocCountTotal")
        if None in (gen, floor, both, data, decoder):
            add(f"| {label} | missing results | | | | | | | | | |")
            continue
        add(f"| {label} | {ns(gen)} | {gm:.0f} | {ns(floor)} | {fm:.0f} | {ratio(gen, floor)} | {ns(both)} | "
            f"{ratio(both, gen)} | {ns(data)} | {ns(decoder)} | {ratio(decoder, data)} |")
        goals.append((f"decode {label}: dictionary ≤ 1.5× floor", gen / floor <= 1.5, ratio(gen, floor)))
        goals.append((f"decode {label}: ≥ 20× faster than JSONSerialization + JSONDecoder", both / gen >= 20,
                      ratio(both, gen)))
        goals.append((f"decode {label}: mallocs ≤ floor + 1", gm <= fm + 1, f"{gm:.0f} vs {fm:.0f}"))
        goals.append((f"decode {label}: JSON bytes ≥ 1.5× faster than JSONDecoder", decoder / data >= 1.5,
                      ratio(decoder, data)))
    add("")

    add("## Lookup and dispatch")
    add("")
    add("One push (`bench`, the flat shape) in generated tables of 10 to 10,000 routes")
    add("(`Tables/dispatch-<N>.routes.yaml`: routes without params, 10 per destination). Lookup")
    add("decodes it (finds the route by its discriminator, reads its values); dispatch also")
    add("delivers it to a registered handler on the main actor. The four generated modules are")
    add("built unoptimized (`-Onone`), all the same way: an optimized whole-module build of the")
    add("10,000-route module does not finish on this machine (see performance-notes.md). The")
    add("runtime they call (the hashed lookup, the readers, the dispatcher) is optimized.")
    add("")
    add("| routes | lookup | dispatch | dispatch ÷ dispatch at 10 |")
    add("|---:|---:|---:|---:|")
    base = get("dispatch 10 dispatch")
    for n in SCALES:
        lookup, dispatch = get(f"dispatch {n} lookup"), get(f"dispatch {n} dispatch")
        if None in (lookup, dispatch, base):
            add(f"| {n:,} | missing results | | |")
            continue
        add(f"| {n:,} | {ns(lookup)} | {ns(dispatch)} | {ratio(dispatch, base)} |")
    top = get("dispatch 10000 dispatch")
    if top and base:
        goals.append(("dispatch: t(10,000) / t(10) ≤ 2", top / base <= 2, ratio(top, base)))
    add("")

    add("## The generator")
    add("")
    add("In process, on the realistic tables (`Tables/scale-<N>.routes.yaml`: 2-4 params per")
    add("route of every kind), beside libyaml's bare event parse of the same bytes")
    add("(`yaml_parser_parse` in a C loop that does nothing with the events).")
    add("")
    add("| routes | table | libyaml events | validate | ÷ libyaml | generate | ÷ libyaml |")
    add("|---:|---:|---:|---:|---:|---:|---:|")
    for n in SCALES:
        floor = get(f"generator {n} libyaml-events")
        validate, generate = get(f"generator {n} validate"), get(f"generator {n} generate")
        size = os.path.getsize(os.path.join(TABLES, f"scale-{n}.routes.yaml"))
        if None in (floor, validate, generate):
            add(f"| {n:,} | {size / 1e6:.2f} MB | missing results | | | | |")
            continue
        add(f"| {n:,} | {size / 1e6:.2f} MB | {ns(floor)} | {ns(validate)} | {ratio(validate, floor)} | "
            f"{ns(generate)} | {ratio(generate, floor)} |")
        if n == 10000:
            goals.append(("generate at 10,000 routes ≤ 5× libyaml", generate / floor <= 5, ratio(generate, floor)))
            goals.append(("validate at 10,000 routes ≤ 2.5× libyaml", validate / floor <= 2.5, ratio(validate, floor)))
    if memory:
        add("")
        mb = lambda b: f"{b / 1048576:,.0f} MB"
        add(f"Peak memory (max RSS of the release `routegen`) at 10,000 routes "
            f"({memory['table'] / 1e6:.1f} MB of YAML): validate {mb(memory['validate'])}, generate "
            f"{mb(memory['generate'])}; the same binary on the 10-route table: {mb(memory['startup'])}.")
    add("")

    if times:
        add("## Compile time of the generated code")
        add("")
        add("`swiftc -typecheck` and an optimized whole-module build (`-O -wmo -c`) of the code")
        add("routegen generates for the realistic tables (payload structs, decoders with every")
        add("constraint, encoders, destination protocols, the route enum and tables), beside")
        add("`Codable` structs with the same fields and a discriminator switch")
        add("(`Tables/scale-<N>.codable.swift`, made by MakeTables too). Wall-clock seconds.")
        add("")
        counts = sorted({n for (_, n, _) in times})
        add("| routes | generated: typecheck | Codable: typecheck | ratio | generated: -O -wmo | Codable: -O -wmo | ratio |")
        add("|---:|---:|---:|---:|---:|---:|---:|")
        for n in counts:
            gt, ct = times[("generated", n, "typecheck")], times[("codable", n, "typecheck")]
            go, co = times[("generated", n, "optimized")], times[("codable", n, "optimized")]
            add(f"| {n:,} | {gt:.1f} s | {ct:.1f} s | {gt / ct:.2f} | {go:.1f} s | {co:.1f} s | {go / co:.2f} |")
        if len(counts) > 1:
            a, b = counts[0], counts[-1]
            growth = lambda label, kind: times[(label, b, kind)] / times[(label, a, kind)]
            add("")
            add(f"Growth from {a:,} to {b:,} routes ({b // a}× the routes): generated typecheck "
                f"{growth('generated', 'typecheck'):.1f}×, optimized {growth('generated', 'optimized'):.1f}×; "
                f"Codable typecheck {growth('codable', 'typecheck'):.1f}×, optimized {growth('codable', 'optimized'):.1f}×.")
            for kind, label in (("typecheck", "typecheck"), ("optimized", "-O -wmo")):
                ours, theirs = times[("generated", b, kind)], times[("codable", b, kind)]
                goals.append((f"compile ({label}) at {b:,} routes no slower than Codable", ours <= theirs,
                              f"{ours / theirs:.2f}×"))
                linear = growth("generated", kind) <= (b / a) * 1.25
                goals.append((f"compile ({label}) linear in routes", linear, f"{growth('generated', kind):.1f}× for {b // a}×"))
        add("")

    if incremental is not None:
        goals.append(("a second `make` with nothing changed rewrites no file", incremental,
                      "no file rewritten" if incremental else "files rewritten"))

    add("## Goals")
    add("")
    add("| goal | met | measured |")
    add("|---|:---:|---:|")
    for goal, met, measured in goals:
        add(f"| {goal} | {'yes' if met else 'no'} | {measured} |")
    add("")
    add("Where a goal is missed, the distance and its cause are discussed in")
    add("[performance-notes.md](performance-notes.md).")
    add("")
    add("Reproduce: `make bench` (all of the above, about 30 minutes and 15 GB of memory on 2 cores) or")
    add("`make bench QUICK=1` (compile times at 100 routes only).")
    text = "\n".join(lines) + "\n"
    if not args.quick:
        with open(os.path.join(ROOT, "docs", "performance.md"), "w", encoding="utf-8") as f:
            f.write(text)
    print()
    print(text)


def swift_version():
    output = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    match = re.search(r"Swift version (\S+)", output)
    return f"Swift {match.group(1)}" if match else "Swift"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="compile times at 100 routes only; docs not written")
    args = parser.parse_args()
    if not os.path.exists(ROUTEGEN):
        sys.exit(f"bench: {ROUTEGEN} is missing: run `make` first")
    make_tables()
    results = run_benchmarks()
    times = compile_times([100] if args.quick else [100, 1000])
    memory = peak_memory()
    incremental = second_make_rewrites_nothing()
    report(results, times, memory, incremental, args)


if __name__ == "__main__":
    main()
