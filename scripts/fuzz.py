#!/usr/bin/env python3
"""`make fuzz SECONDS=N`: builds the FuzzTesting package with libFuzzer and AddressSanitizer,
runs each target for N seconds, then generates and compiles a large number of random
valid tables (the test suite's grammar-based generator). Prints executions per target.

Seeds: the fixture tables and routes.yaml (FuzzTable), sample payloads (FuzzPayload and
FuzzPayloadDifferential), and every earlier failure (FuzzTesting/FailCases/<target>/; the two
payload targets share FailCases/FuzzPayload/). New corpus entries go to
FuzzTesting/Corpus/<target>/ (not committed); a crash is written to
FuzzTesting/Artifacts/<target>/: copy it into the target's FailCases folder and the normal
test suite replays it from then on.

Before the timed runs, each target's rate is measured the same way every time: -runs=N
mutations from the committed seeds and fail cases only (a fresh copy; the growing corpus
of earlier runs is left out) with -seed=1, so that the figure repeats from run to run
(docs/fuzzing.md). `--rate-only` measures only that.
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FUZZ = os.path.join(ROOT, "FuzzTesting")
ROUTEGEN = os.path.join(ROOT, ".build", "release", "routegen")
KITCHEN_SINK = os.path.join(ROOT, "Tests", "RouteCompilerTests", "Fixtures", "Generation", "KitchenSinkRoutes")
READING = os.path.join(ROOT, "Tests", "RouteCompilerTests", "Fixtures", "Generation", "ReadingRoutes")
SELECTION = os.path.join(ROOT, "Tests", "RouteCompilerTests", "Fixtures", "Generation", "SelectionRoutes")

TARGETS = {
    "FuzzTable": {
        "dictionary": "yaml.dict",
        "seeds": [
            "Tests/RouteCompilerTests/Fixtures/Diagnostics",
            "Tests/RouteCompilerTests/Fixtures/Breaking",
            "Tests/RouteCompilerTests/Fixtures/Generation/KitchenSinkRoutes",
            "Tests/RouteCompilerTests/Fixtures/Generation/TortureRoutes",
            "Tests/RouteCompilerTests/Fixtures/Generation/SelectionRoutes",
            "Tests/RouteCompilerTests/Fixtures/Generation/ReadingRoutes",
        ],
        "files": ["routes.yaml", "Benchmarks/Tables/decode.routes.yaml"],
        "fail_cases": "FuzzTable",
        "max_len": 65536,
        "rate_runs": 20000,
        "asan_options": "",
    },
    # The fast payload target: the generated decoders alone (no crash, no memory error, a push
    # survives its own encoding). Inputs up to 4 KB: what APNs and FCM deliver at most. No
    # allocation stack traces (a crash's input replays with them) and a smaller quarantine:
    # AddressSanitizer's unwinding and fresh pages were a third of an input's time.
    "FuzzPayload": {
        "dictionary": "json.dict",
        "seeds": ["FuzzTesting/Seeds/FuzzPayload"],
        "files": [],
        "fail_cases": "FuzzPayload",
        "max_len": 4096,
        "rate_runs": 30000,
        "asan_options": ":malloc_context_size=0:quarantine_size_mb=16",
    },
    # The same decoders beside the interpreter behind `routegen explain`, on inputs up to 64 KB.
    "FuzzPayloadDifferential": {
        "dictionary": "json.dict",
        "seeds": ["FuzzTesting/Seeds/FuzzPayload"],
        "files": [],
        "fail_cases": "FuzzPayload",
        "max_len": 65536,
        "rate_runs": 2000,
        "asan_options": "",
    },
    # Links (docs/language.md §14): the URL's text as the bytes are; inputs up to 2 KB (what a
    # link in an email or a QR code holds, with room).
    "FuzzLink": {
        "dictionary": "url.dict",
        "seeds": ["FuzzTesting/Seeds/FuzzLink", "FuzzTesting/FailCases/FuzzLink"],
        "files": [],
        "fail_cases": "FuzzLink",
        "max_len": 2048,
        "rate_runs": 20000,
        "asan_options": "",
    },
}
# Leaks are not checked (Swift's caches look like leaks); libFuzzer is told so too
# (-detect_leaks=0), which spares it counting every malloc.
ASAN_OPTIONS = "detect_leaks=0:allocator_may_return_null=1"


def run(args, cwd=ROOT, env=None):
    result = subprocess.run(args, cwd=cwd, env=env)
    if result.returncode != 0:
        sys.exit(f"fuzz: {' '.join(args)} failed with exit code {result.returncode}")


def build():
    print("==> FuzzRoutes (generated from the kitchen-sink table)", flush=True)
    run([ROUTEGEN, "generate", "routes.yaml", "--output", os.path.join(FUZZ, "Sources", "FuzzRoutes")], cwd=KITCHEN_SINK)
    print("==> FuzzReadingRoutes (generated from the reading-values table: JSON strings in payloads)", flush=True)
    run([ROUTEGEN, "generate", "routes.yaml", "--output", os.path.join(FUZZ, "Sources", "FuzzReadingRoutes")],
        cwd=READING)
    print("==> FuzzSelectionRoutes (generated from the selection table)", flush=True)
    run([ROUTEGEN, "generate", "routes.yaml", "--output", os.path.join(FUZZ, "Sources", "FuzzSelectionRoutes")],
        cwd=SELECTION)
    print("==> building the fuzz targets (-sanitize=fuzzer,address)", flush=True)
    run(["swift", "build", "--package-path", FUZZ, "-c", "release",
         "-Xswiftc", "-sanitize=fuzzer,address", "-Xswiftc", "-parse-as-library"])
    output = subprocess.run(["swift", "build", "--package-path", FUZZ, "-c", "release", "--show-bin-path"],
                            capture_output=True, text=True, check=True).stdout.strip()
    return output


def seed_folder(target, spec):
    """One folder of seed files: libFuzzer reads folders, and some seeds are single files
    or whole folders with includes (copied flat)."""
    folder = os.path.join(FUZZ, ".seeds", target)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    n = 0
    for source in spec["seeds"]:
        for path in sorted(glob.glob(os.path.join(ROOT, source, "**", "*"), recursive=True)):
            if os.path.isfile(path) and not path.endswith(".expected"):
                shutil.copy(path, os.path.join(folder, f"seed{n}"))
                n += 1
    for source in spec["files"]:
        path = os.path.join(ROOT, source)
        if os.path.isfile(path):
            shutil.copy(path, os.path.join(folder, f"seed{n}"))
            n += 1
    return folder


def fixed_corpus_rate(binaries, target, spec, runs):
    """Inputs per second over `runs` mutations of the committed seeds and fail cases alone,
    with a fixed random seed: the same inputs every time, so the rate repeats."""
    print(f"==> {target}: rate from the fixed corpus (-runs={runs} -seed=1)", flush=True)
    fail_cases = os.path.join(FUZZ, "FailCases", spec["fail_cases"])
    artifacts = os.path.join(FUZZ, "Artifacts", target)
    os.makedirs(artifacts, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        corpus = os.path.join(scratch, "corpus")  # new inputs go here, not into the seeds
        os.makedirs(corpus)
        args = libfuzzer_command(binaries, target, spec, [f"-runs={runs}", "-seed=1"], artifacts,
                                 [corpus, seed_folder(target, spec), fail_cases])
        env = dict(os.environ, ASAN_OPTIONS=ASAN_OPTIONS + spec["asan_options"])
        start = time.monotonic()
        result = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True)
        seconds = time.monotonic() - start
    log = result.stdout + result.stderr
    executed = re.search(r"stat::number_of_executed_units:\s*(\d+)", log)
    executions = int(executed.group(1)) if executed else None
    return {
        "target": target,
        "runs": runs,
        "executions": executions,
        "seconds": seconds,
        "per_second": executions / seconds if executions and seconds else None,
        "exit": result.returncode,
        "tail": "\n".join(log.splitlines()[-30:]),
    }


def libfuzzer_command(binaries, target, spec, how_long, artifacts, folders):
    """The command that runs `target` for `how_long` (libFuzzer flags) with the settings every
    run shares: no leak detection, 10 s and 4 GB per input, the target's length limit and
    dictionary; new inputs go into the first of `folders`, crashes into `artifacts`."""
    return [
        os.path.join(binaries, target),
        *how_long,
        "-detect_leaks=0",
        "-timeout=10",
        "-rss_limit_mb=4096",
        f"-max_len={spec['max_len']}",
        "-print_final_stats=1",
        f"-dict={os.path.join(FUZZ, 'Dictionaries', spec['dictionary'])}",
        f"-artifact_prefix={artifacts}/",
        *folders,
    ]


def fuzz(binaries, target, spec, seconds):
    print(f"==> {target} for {seconds} s", flush=True)
    corpus = os.path.join(FUZZ, "Corpus", target)
    artifacts = os.path.join(FUZZ, "Artifacts", target)
    fail_cases = os.path.join(FUZZ, "FailCases", spec["fail_cases"])
    for folder in (corpus, artifacts, fail_cases):
        os.makedirs(folder, exist_ok=True)
    args = libfuzzer_command(binaries, target, spec, [f"-max_total_time={seconds}"], artifacts,
                             [corpus, seed_folder(target, spec), fail_cases])
    env = dict(os.environ, ASAN_OPTIONS=ASAN_OPTIONS + spec["asan_options"])
    result = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True)
    log = result.stdout + result.stderr
    with open(os.path.join(FUZZ, "Artifacts", f"{target}.log"), "w", encoding="utf-8") as f:
        f.write(log)
    runs = re.search(r"stat::number_of_executed_units:\s*(\d+)", log)
    per_second = re.search(r"stat::average_exec_per_sec:\s*(\d+)", log)
    crashes = sorted(glob.glob(os.path.join(artifacts, "*")))
    return {
        "target": target,
        "executions": int(runs.group(1)) if runs else None,
        "per_second": int(per_second.group(1)) if per_second else None,
        "exit": result.returncode,
        "crashes": crashes,
        "tail": "\n".join(log.splitlines()[-30:]),
    }


def random_tables(count):
    print(f"==> {count} random valid tables: generate, compile, round-trip", flush=True)
    env = dict(os.environ, ROUTEGEN_RANDOM_TABLES=str(count))
    run(["swift", "test", "--filter", "RandomTableTests"], env=env)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=int, default=60, help="how long each target runs")
    parser.add_argument("--tables", type=int, default=200, help="random tables to generate and compile")
    parser.add_argument("--targets", nargs="*", default=list(TARGETS))
    parser.add_argument("--rate-runs", type=float, default=1.0,
                        help="scales each target's -runs=N of the fixed-corpus rate (0: no rate measurement)")
    parser.add_argument("--rate-only", action="store_true", help="measure the fixed-corpus rates only")
    args = parser.parse_args()
    if not os.path.exists(ROUTEGEN):
        sys.exit(f"fuzz: {ROUTEGEN} is missing: run `make` first")
    binaries = build()
    rates = {}
    if args.rate_runs > 0:
        for target in args.targets:
            runs = max(1, int(TARGETS[target]["rate_runs"] * args.rate_runs))
            rates[target] = fixed_corpus_rate(binaries, target, TARGETS[target], runs)
    results = [] if args.rate_only else [fuzz(binaries, target, TARGETS[target], args.seconds)
                                         for target in args.targets]
    failed = False
    print()
    print(f"| target | seconds | executions | per second | crashes | fixed corpus: runs | seconds | per second |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    by_target = {r["target"]: r for r in results}
    for target in args.targets:
        r, rate = by_target.get(target), rates.get(target)
        if r:
            executions = f"{r['executions']:,}" if r["executions"] is not None else "?"
            timed = f"{args.seconds} | {executions} | {r['per_second'] or '?'} | {len(r['crashes'])}"
            if r["exit"] != 0 or r["crashes"]:
                failed = True
        else:
            timed = "– | – | – | –"
        if rate:
            executions = f"{rate['executions']:,}" if rate["executions"] is not None else "?"
            per_second = f"{rate['per_second']:,.0f}" if rate["per_second"] else "?"
            fixed = f"{executions} | {rate['seconds']:.1f} | {per_second}"
            if rate["exit"] != 0:
                failed = True
        else:
            fixed = "– | – | –"
        print(f"| {target} | {timed} | {fixed} |")
    for r in results:
        if r["exit"] != 0 or r["crashes"]:
            print(f"\n{r['target']} failed (exit {r['exit']}); artifacts:")
            for crash in r["crashes"]:
                print(f"  {crash}  -> copy into FuzzTesting/FailCases/{TARGETS[r['target']]['fail_cases']}/ once fixed")
            print(r["tail"])
    for rate in rates.values():
        if rate["exit"] != 0:
            print(f"\n{rate['target']} failed while its rate was measured (exit {rate['exit']}):")
            print(rate["tail"])
    if args.tables and not args.rate_only:
        random_tables(args.tables)
    if failed:
        sys.exit(1)


if __name__ == "__main__":
    main()
