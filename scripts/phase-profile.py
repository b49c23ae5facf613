#!/usr/bin/env python3
"""Time and memory by compiler phase for the generated code of a large table
(docs/performance-notes.md, "10,000 routes").

    scripts/phase-profile.py --table Benchmarks/Tables/dispatch-10000.routes.yaml \
        --stop typecheck silgen sil-Onone sil-O c-Onone c-O --timeout 600

Generates the table's code with the release routegen and compiles it whole-module
(`swiftc -wmo`, no debug info) several times, each run stopping after a later phase:
`-typecheck`, `-emit-silgen` (SIL as generated), `-emit-sil` (after the mandatory passes,
or after the optimizer with -O), `-emit-ir`, and `-c` (through LLVM to an object file).
For each run: wall and CPU seconds, peak memory (max RSS of the frontend), and the
frontend's own phase timers (`-stats-output-dir`). A run past --timeout or --max-memory is
stopped and reported with what it had used by then. The difference between two stopping points is
what the later phase costs. Raw output: Benchmarks/results/phase-profile/.
"""

import argparse
import glob
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from perfmodules import pushrouting_modules

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Benchmarks", "results", "phase-profile")
ROUTEGEN = os.path.join(ROOT, ".build", "release", "routegen")

STOPS = {
    "typecheck": ["-typecheck"],
    "silgen": ["-emit-silgen", "-Onone"],
    "sil-Onone": ["-emit-sil", "-Onone"],
    "sil-O": ["-emit-sil", "-O"],
    "ir-Onone": ["-emit-ir", "-Onone"],
    "ir-O": ["-emit-ir", "-O"],
    "c-Onone": ["-c", "-Onone"],
    "c-O": ["-c", "-O"],
}


def tree_rss(root_pid):
    """Resident bytes of a process and its descendants (the driver and its frontend)."""
    total = 0
    pids = [root_pid]
    seen = set()
    while pids:
        pid = pids.pop()
        if pid in seen:
            continue
        seen.add(pid)
        try:
            with open(f"/proc/{pid}/status", encoding="utf-8") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1]) * 1024
            with open(f"/proc/{pid}/task/{pid}/children", encoding="utf-8") as f:
                pids += [int(p) for p in f.read().split()]
        except (FileNotFoundError, ProcessLookupError, PermissionError):
            continue
    return total


def compile_once(label, flags, files, modules, work, timeout, max_rss):
    stats = os.path.join(work, f"stats-{label}")
    shutil.rmtree(stats, ignore_errors=True)
    os.makedirs(stats)
    output = os.path.join(work, f"out-{label}")
    args = ["swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", "Bench", "-wmo", "-gnone",
            "-stats-output-dir", stats, *flags, *(["-o", output] if "-typecheck" not in flags else []),
            "-I", modules, *files]
    start = time.monotonic()
    before = os.times()
    process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    peak, samples, timed_out = 0, [], False
    while process.poll() is None:
        rss = tree_rss(process.pid)
        peak = max(peak, rss)
        elapsed = time.monotonic() - start
        samples.append((round(elapsed, 1), rss))
        if elapsed > timeout or rss > max_rss:
            timed_out = True
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            break
        time.sleep(0.5)
    stderr = process.stderr.read().decode("utf-8", "replace") if process.stderr else ""
    wall = time.monotonic() - start
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    counters = {}
    for path in glob.glob(os.path.join(stats, "*.json")):
        with open(path, encoding="utf-8") as f:
            for key, value in json.load(f).items():
                counters[key] = counters.get(key, 0) + value
    if process.returncode not in (0, None) and not timed_out:
        sys.stderr.write(stderr[-3000:])
    return {"label": label, "flags": flags, "wall": wall, "cpu": cpu, "peak": peak, "timed_out": timed_out,
            "exit": process.returncode, "samples": samples, "counters": counters}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--table", required=True)
    parser.add_argument("--stop", nargs="*", default=["typecheck", "silgen", "sil-Onone", "c-Onone"],
                        choices=list(STOPS))
    parser.add_argument("--timeout", type=float, default=900, help="seconds before a run is stopped")
    parser.add_argument("--max-memory", type=float, default=12, help="GB of resident memory before a run is stopped")
    parser.add_argument("--modules", help="folder with PushRouting.swiftmodule")
    args = parser.parse_args()
    modules = pushrouting_modules(args.modules, "phase-profile")
    name = os.path.basename(args.table).replace(".routes.yaml", "")
    os.makedirs(OUT, exist_ok=True)
    results = []
    with tempfile.TemporaryDirectory() as work:
        generated = os.path.join(work, "generated")
        subprocess.run([ROUTEGEN, "generate", args.table, "--output", generated], check=True, capture_output=True)
        files = sorted(glob.glob(os.path.join(generated, "*.swift")))
        lines = sum(open(f, encoding="utf-8").read().count("\n") for f in files)
        print(f"{name}: {len(files)} files, {lines:,} lines of Swift", flush=True)
        for label in args.stop:
            result = compile_once(label, STOPS[label], files, modules, work, args.timeout, args.max_memory * 2**30)
            results.append(result)
            state = "stopped (time or memory limit)" if result["timed_out"] else f"exit {result['exit']}"
            print(f"    {label}: {result['wall']:.0f} s wall, {result['cpu']:.0f} s CPU, "
                  f"peak {result['peak'] / 2**30:.2f} GB ({state})", flush=True)
    os.makedirs(OUT, exist_ok=True)  # again: `make bench` may have cleared the results meanwhile
    with open(os.path.join(OUT, f"{name}.json"), "w", encoding="utf-8") as f:
        json.dump(results, f, indent=1)
    print()
    print(f"## {name}: by stopping point\n")
    print("| stops after | wall s | CPU s | peak memory | finished |")
    print("|---|---:|---:|---:|:---:|")
    for r in results:
        print(f"| {' '.join(r['flags'])} | {r['wall']:.0f} | {r['cpu']:.0f} | {r['peak'] / 2**30:.2f} GB | "
              f"{'no (stopped)' if r['timed_out'] else ('yes' if r['exit'] == 0 else 'failed')} |")
    timers = sorted({k for r in results for k in r["counters"] if k.startswith("time.swift") and k.endswith(".wall")})
    if timers:
        print("\n| frontend timer (wall s) | " + " | ".join(r["label"] for r in results) + " |")
        print("|---|" + "---:|" * len(results))
        for key in timers:
            values = [r["counters"].get(key) for r in results]
            if max((v or 0) for v in values) < 0.5:
                continue
            print(f"| {key[len('time.swift.'):-len('.wall')]} | " +
                  " | ".join(f"{v:.1f}" if v is not None else "–" for v in values) + " |")
    sizes = [k for k in sorted({k for r in results for k in r["counters"]})
             if re.match(r"^(SILModule|IRModule|LLVM|Sema)\.Num", k)]
    if sizes:
        print("\n| counter | " + " | ".join(r["label"] for r in results) + " |")
        print("|---|" + "---:|" * len(results))
        for key in sizes:
            values = [r["counters"].get(key) for r in results]
            print(f"| {key} | " + " | ".join(f"{v:,.0f}" if v is not None else "–" for v in values) + " |")


if __name__ == "__main__":
    main()
