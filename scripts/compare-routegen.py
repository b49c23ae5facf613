#!/usr/bin/env python3
"""Compares two routegen binaries on every table under Tests/ (and the root routes.yaml,
the examples' and the benchmark tables): for each table, the output and exit status of
`validate` (text and JSON), `schema`, `generate` (every file written), `explain` (text and
`--format json`, over every payload of the Explain fixtures), and for each Breaking
fixture `breaking`. Prints the tables that differ and the counts; exits 1 when any does.
"Same bytes" in the issues means this script finds no difference.

    scripts/compare-routegen.py OLD_ROUTEGEN NEW_ROUTEGEN [--tables DIR ...]

--tables adds folders of more tables (for example random tables written by
`ROUTEGEN_WRITE_RANDOM_TABLES=DIR swift test --filter RandomTableValidityTests`).
Run from the repository's root: paths in the outputs are relative to it.
"""

import argparse
import glob
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def tables(extra):
    found = set(glob.glob("Tests/**/*.yaml", recursive=True))
    found |= {"routes.yaml"}
    found |= set(glob.glob("Examples/**/routes.yaml", recursive=True))
    found |= set(glob.glob("Benchmarks/Tables/decode.routes.yaml"))
    for folder in extra:
        found |= set(glob.glob(os.path.join(folder, "**", "*.yaml"), recursive=True))
    return sorted(p for p in found if "/.build" not in p and not p.endswith(".breaking.yaml"))


def payloads():
    return sorted(glob.glob("Tests/RouteCompilerTests/Fixtures/Explain/**/*.json", recursive=True))


def run(binary, args):
    result = subprocess.run([binary] + args, capture_output=True)
    return (result.returncode, result.stdout, result.stderr)


def generated(binary, table):
    with tempfile.TemporaryDirectory() as out:
        status = run(binary, ["generate", table, "--output", out])
        files = {}
        for name in sorted(os.listdir(out)):
            with open(os.path.join(out, name), "rb") as f:
                files[name] = f.read()
        # The folder's name is random: leave it out of the summary line.
        return (status[0], status[1].replace(out.encode(), b"OUT"), status[2].replace(out.encode(), b"OUT"), files)


def outputs(binary, table, explained):
    results = {
        "validate": run(binary, ["validate", table]),
        "validate json": run(binary, ["validate", "--diagnostics-format", "json", table]),
        "schema": run(binary, ["schema", table]),
        "generate": generated(binary, table),
    }
    # With --no-explain nothing is explained (explain without a payload is a usage error in
    # routegens before links, and a run that explains nothing since).
    if explained:
        results["explain"] = run(binary, ["explain", table] + explained)
        results["explain json"] = run(binary, ["explain", "--format", "json", table] + explained)
    return results


def breaking_cases():
    cases = []
    for folder in sorted(glob.glob("Tests/RouteCompilerTests/Fixtures/Breaking/*/")):
        new, old = os.path.join(folder, "new.yaml"), os.path.join(folder, "old.yaml")
        if os.path.exists(new) and os.path.exists(old):
            cases.append((new, old))
    return cases


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--tables", nargs="*", default=[])
    parser.add_argument("--no-explain", action="store_true", help="skip explain (faster)")
    args = parser.parse_args()
    os.chdir(ROOT)
    explained = [] if args.no_explain else payloads()
    differing = []
    all_tables = tables(args.tables)
    compared = 0
    files_written = 0
    for n, table in enumerate(all_tables):
        a = outputs(args.old, table, explained)
        b = outputs(args.new, table, explained)
        compared += 1
        files_written += len(b["generate"][3])
        for command in a:
            if a[command] != b[command]:
                differing.append(f"{table}: {command}")
        if n % 50 == 49:
            print(f"  {n + 1} of {len(all_tables)} tables", file=sys.stderr, flush=True)
    for new, old in breaking_cases():
        a = run(args.old, ["breaking", new, "--against", old])
        b = run(args.new, ["breaking", new, "--against", old])
        a_json = run(args.old, ["breaking", "--diagnostics-format", "json", new, "--against", old])
        b_json = run(args.new, ["breaking", "--diagnostics-format", "json", new, "--against", old])
        compared += 1
        if a != b or a_json != b_json:
            differing.append(f"{new}: breaking")
    # Every table in one `validate`, with a file that does not exist among them.
    everything = all_tables + ["Tests/no-such-table.yaml"]
    if run(args.old, ["validate"] + everything) != run(args.new, ["validate"] + everything):
        differing.append("validate of every table at once")
    generated_same = sum(1 for t in all_tables if f"{t}: generate" not in differing)
    print(f"{len(all_tables)} tables ({len(explained)} payloads explained against each) and "
          f"{len(breaking_cases())} breaking pairs compared")
    print(f"generate: {generated_same} of {len(all_tables)} the same ({files_written} files written by the new)")
    for line in differing:
        print(f"DIFFERS {line}")
    print("no differences" if not differing else f"{len(differing)} differences")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
