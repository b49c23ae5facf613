#!/usr/bin/env python3
"""`make bench`: every benchmark in one run, then one summary table, printed and written to
docs/performance.md with how it was measured.

Steps: make the seeded tables (MakeTables, in the Benchmarks package) and generate their
route modules with the release routegen; run the Benchmarks package (ordo-one/benchmark:
decoding, lookup and dispatch, the generator beside libyaml's event parse); time swiftc on the
generated code beside equivalent Codable structs; read routegen's peak memory; check that
a second `make` rewrites no file. Every ratio compares numbers measured in this run.

    scripts/bench.py [--quick]     # --quick: compile times at 100 routes (sizes at 100 and 1,000)
    scripts/bench.py --report-from Benchmarks/results/summary.json   # the report again, no measuring

Each run keeps what it measured in Benchmarks/results/summary.json (git-ignored); the
charts (SVG, scripts/svgplot.py) go beside docs/performance.md, or into Benchmarks/results/
for a quick run.
"""

import argparse
import datetime
import glob
import json
import os
import platform
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import svgplot  # noqa: E402  (scripts/svgplot.py: the charts of docs/performance.md)

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
    output = os.path.join(RESULTS, "benchmark")  # only this run's: the profiles beside it stay
    shutil.rmtree(output, ignore_errors=True)
    os.makedirs(output)
    run(["swift", "package", "--allow-writing-to-package-directory", "benchmark",
         "--format", "histogramPercentiles", "--path", output, "--no-progress"], cwd=BENCH, quiet=True)
    results = {}
    for path in glob.glob(os.path.join(output, "*.histogram.percentiles.tsv")):
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


def compile_times(typecheck_counts, optimized_counts):
    """swiftc on the generated code and on the Codable equivalent, interleaved (generated,
    Codable, generated, Codable, ...) and the best of several runs where a run is short, so
    that load from other processes on this shared machine moves both alike. Times are CPU
    seconds (user + system of swiftc and the frontend it runs): on 2 cores with another
    build running, wall-clock time measures the other build as much as ours. The object
    files of the optimized builds are linked into shared libraries and stripped: the binary
    size of the generated code beside Codable's."""
    counts = sorted(set(typecheck_counts) | set(optimized_counts))
    step(f"compile times (swiftc): typecheck at {', '.join(map(str, sorted(typecheck_counts)))} routes, "
         f"-O -wmo and binary size at {', '.join(map(str, sorted(optimized_counts)))}")
    run(["swift", "build", "-c", "release", "--product", "PushRouting"], quiet=True)
    modules = os.path.join(ROOT, ".build", "release", "Modules")
    times, sizes = {}, {}
    with tempfile.TemporaryDirectory() as work:
        for n in counts:
            generated = os.path.join(work, f"gen{n}")
            run([ROUTEGEN, "generate", os.path.join(TABLES, f"scale-{n}.routes.yaml"), "--output", generated], quiet=True)
            sources = {
                "generated": (sorted(glob.glob(os.path.join(generated, "*.swift"))), ["-I", modules]),
                "codable": ([os.path.join(TABLES, f"scale-{n}.codable.swift")], []),
            }
            repeats = 3 if n <= 100 else 1
            kinds = ([("typecheck", ["-typecheck"])] if n in typecheck_counts else []) + (
                [("optimized", ["-O", "-wmo", "-c"])] if n in optimized_counts else [])
            for kind, flags in kinds:
                for _ in range(repeats):
                    for label, (files, extra) in sources.items():
                        base = ["swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", "Bench", *extra]
                        output = os.path.join(work, f"{label}{n}.o")
                        if os.path.exists(output):
                            os.remove(output)  # swiftc skips writing an unchanged object file
                        extra_out = ["-o", output] if kind == "optimized" else []
                        wall, cpu = timed(base + flags + files + extra_out)
                        best = times.get((label, n, kind))
                        if best is None or cpu < best["cpu"]:
                            times[(label, n, kind)] = {"cpu": cpu, "wall": wall}
                        print(f"    {label} {n} {kind}: {cpu:.1f} s CPU, {wall:.1f} s wall", flush=True)
            if n in optimized_counts:
                for label in sources:
                    sizes[(label, n)] = stripped_size(os.path.join(work, f"{label}{n}.o"), work)
        sizes[("empty", 0)] = empty_module_size(work)
    return times, sizes


def stripped_size(obj, work):
    """Bytes of `obj` linked into a shared library (symbols it takes from PushRouting stay
    undefined, as in any library that links it) and stripped."""
    library = obj[:-2] + ".so"
    run(["swiftc", "-emit-library", obj, "-o", library], quiet=True)
    run(["strip", "--strip-all", library], quiet=True)
    return os.path.getsize(library)


def empty_module_size(work):
    """The size of an empty module built and stripped the same way: what every library
    costs before its code."""
    source = os.path.join(work, "empty.swift")
    with open(source, "w", encoding="utf-8") as f:
        f.write("public struct Empty {}\n")
    obj = os.path.join(work, "empty.o")
    run(["swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", "Empty", "-O", "-wmo", "-c", source,
         "-o", obj], quiet=True)
    return stripped_size(obj, work)


def timed(args):
    """(wall-clock seconds, CPU seconds of the command and its children)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    run(args, quiet=True)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


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


def tick(value):
    """A chart's tick label for a time in nanoseconds: 500 ns, 2 µs, 10 ms, 1.5 s."""
    for factor, unit in ((1e9, "s"), (1e6, "ms"), (1e3, "µs")):
        if value >= factor:
            return f"{value / factor:g} {unit}"
    return f"{value:g} ns"


def ratio(a, b):
    return f"{a / b:.2f}×" if b else "–"


def kb(size):
    return f"{size / 1024:,.0f} KB"


def save_summary(data):
    """What this run measured, as JSON (tuple keys joined by `|`), for --report-from."""
    os.makedirs(RESULTS, exist_ok=True)
    flat = {
        "meta": data["meta"],
        "results": {f"{k[0]}|{k[1]}": v for k, v in data["results"].items()},
        "times": {f"{k[0]}|{k[1]}|{k[2]}": v for k, v in data["times"].items()},
        "sizes": {f"{k[0]}|{k[1]}": v for k, v in data["sizes"].items()},
        "memory": data["memory"],
        "incremental": data["incremental"],
    }
    path = os.path.join(RESULTS, "summary.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(flat, f, indent=1, sort_keys=True)
    return path


def load_summary(path):
    with open(path, encoding="utf-8") as f:
        flat = json.load(f)

    def split(key, types):
        return tuple(t(part) for t, part in zip(types, key.split("|")))

    return {
        "meta": flat["meta"],
        "results": {split(k, (str, str)): v for k, v in flat["results"].items()},
        "times": {split(k, (str, int, str)): v for k, v in flat["times"].items()},
        "sizes": {split(k, (str, int)): v for k, v in flat["sizes"].items()},
        "memory": flat["memory"],
        "incremental": flat["incremental"],
    }


def report(data, write_docs):
    results, times, sizes = data["results"], data["times"], data["sizes"]
    memory, incremental, meta = data["memory"], data["incremental"], data["meta"]
    quick = meta["quick"]
    charts_dir = os.path.join(ROOT, "docs") if write_docs else RESULTS
    os.makedirs(charts_dir, exist_ok=True)

    def get(name, metric="wallClock"):
        return results.get((name, metric))

    lines = []
    add = lines.append
    add("# Performance")
    add("")
    add("Written by `make bench` (scripts/bench.py); do not edit. Every ratio compares numbers")
    add("measured in the same run, on this machine:")
    add("")
    add(f"- {meta['date']}, {meta['machine']}, {meta['cores']} cores, {meta['swift']}, release builds"
        f"{' (`make bench QUICK=1`)' if quick else ''}.")
    add(f"- Machine state: load average {meta['load_before']:.1f} when the run started and "
        f"{meta['load_after']:.1f} when it ended (1-minute; this machine is shared with other builds), "
        f"run took {meta['minutes']:.0f} minutes.")
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
        data_ = get(f"decode {key} generated-data")
        decoder = get(f"decode {key} jsondecoder-data")
        gm = get(f"decode {key} generated-dictionary", "mallocCountTotal")
        fm = get(f"decode {key} handwritten-floor", "mallocCountTotal")
        if None in (gen, floor, both, data_, decoder, gm, fm):
            add(f"| {label} | missing results | | | | | | | | | |")
            continue
        add(f"| {label} | {ns(gen)} | {gm:.0f} | {ns(floor)} | {fm:.0f} | {ratio(gen, floor)} | {ns(both)} | "
            f"{ratio(both, gen)} | {ns(data_)} | {ns(decoder)} | {ratio(decoder, data_)} |")
        goals.append((f"decode {label}: dictionary ≤ 1.5× floor", gen / floor <= 1.5, ratio(gen, floor)))
        goals.append((f"decode {label}: ≥ 20× faster than JSONSerialization + JSONDecoder", both / gen >= 20,
                      ratio(both, gen)))
        goals.append((f"decode {label}: mallocs ≤ floor + 1", gm <= fm + 1, f"{gm:.0f} vs {fm:.0f}"))
        goals.append((f"decode {label}: JSON bytes ≥ 1.5× faster than JSONDecoder", decoder / data_ >= 1.5,
                      ratio(decoder, data_)))
    add("")

    add("## Lookup and dispatch")
    add("")
    add("One push (`bench`, the flat shape) in generated tables of 10 to 10,000 routes")
    add("(`Tables/dispatch-<N>.routes.yaml`: routes without params, 10 per destination). Lookup")
    add("decodes it (finds the route by its discriminator, reads its values); dispatch also")
    add("delivers it to a registered handler on the main actor. The baseline is what apps write")
    add("without a generator: a `[String: closure]` dictionary with as many entries as the table")
    add("has routes, keyed by the push type, whose closure reads the payload with `as?` casts,")
    add("called on the main actor. The four generated modules are")
    add("built unoptimized (`-Onone`), all the same way: an optimized whole-module build of the")
    add("10,000-route module does not finish on this machine (see performance-notes.md). The")
    add("runtime they call (the hashed lookup, the readers, the dispatcher) is optimized.")
    add("")
    add("| routes | lookup | dispatch | dispatch ÷ dispatch at 10 | hand-written dictionary | dispatch ÷ hand-written |")
    add("|---:|---:|---:|---:|---:|---:|")
    base = get("dispatch 10 dispatch")
    for n in SCALES:
        lookup, dispatch = get(f"dispatch {n} lookup"), get(f"dispatch {n} dispatch")
        hand = get(f"dispatch {n} handwritten")
        if None in (lookup, dispatch, base):
            add(f"| {n:,} | missing results | | | | |")
            continue
        add(f"| {n:,} | {ns(lookup)} | {ns(dispatch)} | {ratio(dispatch, base)} | "
            f"{ns(hand) if hand else '–'} | {ratio(dispatch, hand) if hand else '–'} |")
    top = get("dispatch 10000 dispatch")
    if top and base:
        goals.append(("dispatch: t(10,000) / t(10) ≤ 2", top / base <= 2, ratio(top, base)))
    chart = svgplot.Chart("Lookup and dispatch of one push against table size", "routes in the table",
                          "time per push", y_format=tick)
    chart.add("generated: dispatch", [(n, get(f"dispatch {n} dispatch")) for n in SCALES], colour="#0072B2")
    chart.add("generated: lookup", [(n, get(f"dispatch {n} lookup")) for n in SCALES], colour="#009E73")
    chart.add("hand-written dictionary", [(n, get(f"dispatch {n} handwritten")) for n in SCALES], baseline=True,
              colour="#D55E00")
    if base:
        chart.add("goal: 2 × dispatch at 10", [(10, 2 * base), (10000, 2 * base)], dotted=True, colour="#555555")
    chart.note(f"p50 of ordo-one/benchmark samples, {meta['date']}; generated modules built -Onone (see text).")
    chart.write(os.path.join(charts_dir, "perf-dispatch.svg"))
    add("")
    add("![Lookup and dispatch time against the number of routes, log scales](perf-dispatch.svg)")
    add("")

    add("## Link matching")
    add("")
    add("One link (`https://example.com/s…/users…/42/posts/42?tab=reviews&utm_source=mail`, the last")
    add("pattern added) matched against link tables of 10 to 10,000 patterns, fed from data")
    add("(Benchmarks/Benchmarks/Linking: sections of 20 patterns mixing literals, placeholders, a")
    add("query item and wildcards). The matcher is PushRouting's `LinkTable`, a tree indexed by")
    add("segment; the linear matcher is written like URLNavigator's: every pattern compared with")
    add("the URL's components in turn, the most specific match kept.")
    add("")
    add("| patterns | matcher | matcher ÷ matcher at 10 | linear | linear ÷ matcher |")
    add("|---:|---:|---:|---:|---:|")
    link_base = get("links 10 matcher")
    for n in SCALES:
        matcher, linear = get(f"links {n} matcher"), get(f"links {n} linear")
        if None in (matcher, linear, link_base):
            add(f"| {n:,} | missing results | | | |")
            continue
        add(f"| {n:,} | {ns(matcher)} | {ratio(matcher, link_base)} | {ns(linear)} | {ratio(linear, matcher)} |")
    top = get("links 10000 matcher")
    if top and link_base:
        goals.append(("link matching: t(10,000) / t(10) ≤ 2", top / link_base <= 2, ratio(top, link_base)))
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
        table = os.path.join(TABLES, f"scale-{n}.routes.yaml")
        size = os.path.getsize(table) if os.path.exists(table) else 0
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
    chart = svgplot.Chart("The generator against table size", "routes in the table", "time per table",
                          y_format=tick)
    chart.add("generate", [(n, get(f"generator {n} generate")) for n in SCALES], colour="#0072B2")
    chart.add("validate", [(n, get(f"generator {n} validate")) for n in SCALES], colour="#009E73")
    chart.add("libyaml event parse (floor)", [(n, get(f"generator {n} libyaml-events")) for n in SCALES],
              baseline=True, colour="#D55E00")
    chart.note(f"p50 of ordo-one/benchmark samples, in process, {meta['date']}.")
    chart.write(os.path.join(charts_dir, "perf-generator.svg"))
    add("")
    add("![Generator time against the number of routes, beside libyaml's event parse, log scales]"
        "(perf-generator.svg)")
    add("")

    if times:
        add("## Compile time of the generated code")
        add("")
        add("`swiftc -typecheck` and an optimized whole-module build (`-O -wmo -c`) of the code")
        add("routegen generates for the realistic tables (payload structs, decoders with every")
        add("constraint, encoders, destination protocols, the route enum and tables), beside")
        add("`Codable` structs with the same fields and a discriminator switch")
        add("(`Tables/scale-<N>.codable.swift`, made by MakeTables too). CPU seconds (user +")
        add("system of swiftc and its frontend: less moved by other builds on this shared machine")
        add("than wall-clock time, which is given too); generated and Codable builds alternate, and")
        add("up to 100 routes each number is the best of 3.")
        add("")
        counts = sorted({n for (_, n, _) in times})
        add("| routes | generated: typecheck | Codable: typecheck | ratio | generated: -O -wmo | Codable: -O -wmo | ratio |")
        add("|---:|---:|---:|---:|---:|---:|---:|")

        def cell(label, n, kind):
            t = times.get((label, n, kind))
            return (f"{t['cpu']:.1f} s ({t['wall']:.1f} s wall)" if t else "–"), (t["cpu"] if t else None)

        for n in counts:
            row = [f"{n:,}"]
            for kind in ("typecheck", "optimized"):
                (gt, g), (ct, c) = cell("generated", n, kind), cell("codable", n, kind)
                row += [gt, ct, f"{g / c:.2f}" if g and c else "–"]
            add("| " + " | ".join(row) + " |")
        for kind, label in (("typecheck", "typecheck"), ("optimized", "-O -wmo")):
            kind_counts = [n for n in counts if ("generated", n, kind) in times and ("codable", n, kind) in times]
            for n in kind_counts:
                if n < 100:
                    continue
                ours, theirs = times[("generated", n, kind)]["cpu"], times[("codable", n, kind)]["cpu"]
                goals.append((f"compile ({label}) at {n:,} routes no slower than Codable", ours <= theirs,
                              f"{ours / theirs:.2f}×"))
            if 100 in kind_counts and 1000 in kind_counts:
                growth = times[("generated", 1000, kind)]["cpu"] / times[("generated", 100, kind)]["cpu"]
                theirs = times[("codable", 1000, kind)]["cpu"] / times[("codable", 100, kind)]["cpu"]
                add("")
                add(f"Growth of {label} from 100 to 1,000 routes (10× the routes): generated {growth:.1f}×, "
                    f"Codable {theirs:.1f}×.")
                goals.append((f"compile ({label}) linear in routes", growth <= 12.5, f"{growth:.1f}× for 10×"))
        chart = svgplot.Chart("Compile time of the generated code against table size", "routes in the table",
                              "CPU seconds", y_format=lambda v: f"{v:g} s")
        for kind, label, colour in (("typecheck", "typecheck", "#0072B2"), ("optimized", "-O -wmo", "#009E73")):
            chart.add(f"generated: {label}", [(n, times[("generated", n, kind)]["cpu"]) for n in counts
                                               if ("generated", n, kind) in times], colour=colour)
            chart.add(f"Codable: {label}", [(n, times[("codable", n, kind)]["cpu"]) for n in counts
                                             if ("codable", n, kind) in times], baseline=True, colour=colour)
        chart.note(f"swiftc CPU seconds (user + system), {meta['date']}; dashed: Codable structs with the same fields.")
        chart.write(os.path.join(charts_dir, "perf-compile.svg"))
        add("")
        add("![Compile time against the number of routes, generated beside Codable, log scales](perf-compile.svg)")
        add("")

    if sizes:
        add("## Binary size of the generated code")
        add("")
        add("The object file of each optimized whole-module build above, linked into a shared")
        add("library and stripped (`strip --strip-all`); the symbols it takes from PushRouting stay")
        add(f"undefined. An empty module built the same way is {kb(sizes.get(('empty', 0), 0))}: every library's")
        add("fixed cost, included in both columns.")
        add("")
        add("| routes | generated | Codable | ratio |")
        add("|---:|---:|---:|---:|")
        for n in sorted({n for (label, n) in sizes if label != "empty"}):
            ours, theirs = sizes.get(("generated", n)), sizes.get(("codable", n))
            if ours and theirs:
                add(f"| {n:,} | {kb(ours)} | {kb(theirs)} | {ours / theirs:.2f} |")
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
    add("Reproduce: `make bench` (all of the above, about 45 minutes and 15 GB of memory on 2 cores) or")
    add("`make bench QUICK=1` (compile times at 100 routes; the optimized builds and binary sizes at 100 and")
    add("1,000 routes; writes no docs: its charts go to Benchmarks/results/).")
    text = "\n".join(lines) + "\n"
    if write_docs:
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
    parser.add_argument("--quick", action="store_true",
                        help="compile times at 100 routes, -O builds and sizes at 100 and 1,000; docs not written")
    parser.add_argument("--report-from", metavar="SUMMARY",
                        help="print (and, for a full run, write) the report of a saved summary.json; measures nothing")
    args = parser.parse_args()
    if args.report_from:
        data = load_summary(args.report_from)
        report(data, write_docs=not data["meta"]["quick"])
        return
    if not os.path.exists(ROUTEGEN):
        sys.exit(f"bench: {ROUTEGEN} is missing: run `make` first")
    started = time.monotonic()
    meta = {"date": datetime.date.today().isoformat(), "machine": platform.machine(), "cores": os.cpu_count(),
            "swift": swift_version(), "quick": args.quick, "load_before": os.getloadavg()[0]}
    make_tables()
    results = run_benchmarks()
    if args.quick:
        times, sizes = compile_times([100], [100, 1000])
    else:
        times, sizes = compile_times([10, 100, 1000], [10, 100, 1000])
    memory = peak_memory()
    incremental = second_make_rewrites_nothing()
    meta["load_after"] = os.getloadavg()[0]
    meta["minutes"] = (time.monotonic() - started) / 60
    data = {"meta": meta, "results": results, "times": times, "sizes": sizes, "memory": memory,
            "incremental": incremental}
    print(f"bench: measurements kept in {save_summary(data)}")
    report(data, write_docs=not args.quick)


if __name__ == "__main__":
    main()
