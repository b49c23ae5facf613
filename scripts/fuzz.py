#!/usr/bin/env python3
"""`make fuzz SECONDS=N`: builds the FuzzTesting package with libFuzzer and AddressSanitizer,
runs each target for N seconds, then generates and compiles a large number of random
valid tables (the test suite's grammar-based generator). Prints executions per target.

Seeds: the fixture tables and routes.yaml (FuzzTable), sample payloads (FuzzPayload), and
every earlier failure (FuzzTesting/FailCases/<target>/). New corpus entries go to
FuzzTesting/Corpus/<target>/ (not committed); a crash is written to
FuzzTesting/Artifacts/<target>/: copy it into FailCases/<target>/ and the normal test
suite replays it from then on.
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys

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
    },
    "FuzzPayload": {
        "dictionary": "json.dict",
        "seeds": ["FuzzTesting/Seeds/FuzzPayload"],
        "files": [],
    },
}


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


def fuzz(binaries, target, spec, seconds):
    print(f"==> {target} for {seconds} s", flush=True)
    corpus = os.path.join(FUZZ, "Corpus", target)
    artifacts = os.path.join(FUZZ, "Artifacts", target)
    fail_cases = os.path.join(FUZZ, "FailCases", target)
    for folder in (corpus, artifacts, fail_cases):
        os.makedirs(folder, exist_ok=True)
    args = [
        os.path.join(binaries, target),
        f"-max_total_time={seconds}",
        "-timeout=10",
        "-rss_limit_mb=4096",
        "-max_len=65536",
        "-print_final_stats=1",
        f"-dict={os.path.join(FUZZ, 'Dictionaries', spec['dictionary'])}",
        f"-artifact_prefix={artifacts}/",
        corpus,
        seed_folder(target, spec),
        fail_cases,
    ]
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0:allocator_may_return_null=1")
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
    args = parser.parse_args()
    if not os.path.exists(ROUTEGEN):
        sys.exit(f"fuzz: {ROUTEGEN} is missing: run `make` first")
    binaries = build()
    results = [fuzz(binaries, target, TARGETS[target], args.seconds) for target in args.targets]
    failed = False
    print()
    print("| target | seconds | executions | per second | crashes |")
    print("|---|---:|---:|---:|---:|")
    for r in results:
        executions = f"{r['executions']:,}" if r["executions"] is not None else "?"
        print(f"| {r['target']} | {args.seconds} | {executions} | {r['per_second'] or '?'} | {len(r['crashes'])} |")
        if r["exit"] != 0 or r["crashes"]:
            failed = True
    for r in results:
        if r["exit"] != 0 or r["crashes"]:
            print(f"\n{r['target']} failed (exit {r['exit']}); artifacts:")
            for crash in r["crashes"]:
                print(f"  {crash}  -> copy into FuzzTesting/FailCases/{r['target']}/ once fixed")
            print(r["tail"])
    if args.tables:
        random_tables(args.tables)
    if failed:
        sys.exit(1)


if __name__ == "__main__":
    main()
