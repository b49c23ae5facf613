#!/usr/bin/env python3
"""The syntax guard: nothing newer than the README's minimum toolchain (Swift 6.1).

Only Swift 6.3 is installed where this repository is built and tested, while its users
build with Swift 6.1 (Xcode 16.3/16.4) and 6.2 (the first Xcode 26 releases). A construct
that Swift 6.3 accepts and 6.1 rejects compiles here and breaks for them. This script
reads every Swift file we ship and the Swift blocks of README.md and docs/, and reports
each use of a language feature, a standard-library or Swift Testing API, or a manifest
setting that needs a newer toolchain than the minimum, as

    FILE:LINE:COLUMN: error: 'weak let' (SE-0481) needs Swift 6.3; the minimum is Swift 6.1. HINT

unless it sits inside `#if compiler(>=X)` or `#if swift(>=X)` with X at least the
feature's version (an older compiler does not even parse such a block; `hasFeature`,
`canImport` and other conditions do not count, because their inactive blocks are still
parsed). Comments and string literals (single-line, multi-line and raw, with their
interpolations read as code) are skipped. What it cannot see — an older type checker's
different inference, overload resolution or concurrency diagnostics — is listed in
docs/ci.md, with the macOS CI job that builds with Swift 6.1 for real.

Usage: syntax-guard.py [--root DIR] [--minimum 6.1] [--list] [PATH ...]
With PATHs, checks those files (.swift, .md, Package.swift) instead of the repository.
Exit status: 0 clean, 1 violations found, 2 usage error.
"""

import argparse
import os
import re
import sys

sys.dont_write_bytecode = True  # run from the repository: leave no __pycache__ in it

from syntaxguard.features import FEATURES, SPAN_TYPES, detect
from syntaxguard.lexer import LexError, Lexer, Token
from syntaxguard.versions import parse_version, version_text

MINIMUM = (6, 1)

# Where the repository's Swift lives, relative to its root. Build folders are skipped.
SWIFT_FOLDERS = ["Sources", "Plugins", "Tests", "Generated", "Examples", "Benchmarks", "FuzzTesting"]
MARKDOWN = ["README.md", "docs"]
SKIPPED_FOLDERS = {".build", ".build-install", ".build-tsan", ".swiftpm", ".git"}


class Finding:
    """One use of a newer construct, printed as `FILE:LINE:COLUMN: error: ...`."""

    def __init__(self, path, token, feature, version=None):
        self.path = path
        self.text = token.text
        self.line = token.line
        self.column = token.column
        self.feature = feature
        self.version = version or feature.version

    def message(self, minimum):
        if self.feature.key == "toolsVersion":
            return (f"{self.path}:{self.line}:{self.column}: error: swift-tools-version {version_text(self.version)} "
                    f"is above the minimum: SwiftPM {version_text(minimum)} cannot read this manifest. "
                    f"Write '// swift-tools-version: {version_text(minimum)}'.")
        proposal = f" ({self.feature.proposal})" if self.feature.proposal else ""
        return (f"{self.path}:{self.line}:{self.column}: error: {self.feature.name}{proposal} needs Swift "
                f"{version_text(self.version)}; the minimum is Swift {version_text(minimum)}. "
                f"Guard it with '#if compiler(>={version_text(self.version)})' or {self.feature.hint}.")


def check_swift(path, text, line_offset=0, minimum=MINIMUM):
    """The findings in Swift source `text` (a file, or a Markdown block whose first line is
    line `line_offset + 1` of `path`)."""
    try:
        tokens = Lexer(text).run()
    except LexError as error:
        raise LexError(f"{path}: {error}") from None
    findings = []
    for token, key in detect(tokens):
        feature = FEATURES[key]
        if feature.version <= minimum or token.guard >= feature.version:
            continue
        finding = Finding(path, token, feature)
        finding.line += line_offset
        findings.append(finding)
    return findings


TOOLS_VERSION = re.compile(r"^//\s*swift-tools-version\s*:\s*([0-9][0-9.]*)")
MANIFEST_SETTINGS = {
    "defaultIsolation": "defaultIsolation",
    "treatAllWarnings": "warningControl",
    "treatWarning": "warningControl",
    "strictMemorySafety": "strictMemorySafety",
}


def check_manifest(path, text, line_offset=0, minimum=MINIMUM):
    """A Package.swift: its tools version, its settings, and its Swift like any other."""
    findings = check_swift(path, text, line_offset, minimum)
    first = text.split("\n", 1)[0]
    match = TOOLS_VERSION.match(first)
    if match and parse_version(match.group(1)) > minimum:
        token = Token("punct", first, 1, 1, 0, len(first), (0,))
        findings.append(Finding(path, token, FEATURES["toolsVersion"], parse_version(match.group(1))))
        findings[-1].line += line_offset
    tokens = Lexer(text).run()
    for i, token in enumerate(tokens):
        if token.guard > minimum:
            continue
        if token.kind == "ident" and token.text in MANIFEST_SETTINGS and i > 0 \
                and tokens[i - 1].kind == "punct" and tokens[i - 1].text == "." \
                and i + 1 < len(tokens) and tokens[i + 1].text == "(":
            feature = FEATURES[MANIFEST_SETTINGS[token.text]]
            if feature.version > minimum:
                finding = Finding(path, token, feature)
                finding.line += line_offset
                findings.append(finding)
    # `-default-isolation` passed through unsafeFlags is a string: read the literals' text.
    for number, line in enumerate(text.split("\n"), start=1):
        column = line.find('"-default-isolation"')
        if column >= 0 and not line.lstrip().startswith("//"):
            token = Token("string", "", number, column + 1, 0, 0, (0,))
            finding = Finding(path, token, FEATURES["defaultIsolationFlag"])
            finding.line += line_offset
            findings.append(finding)
    return findings


FENCE = re.compile(r"^\s*```(.*)$")
FILE_COMMENT = re.compile(r"^<!--\s*file:\s*(.*?)\s*-->$")
# Above a block (or above its file comment): the block shows what a newer toolchain needs on
# purpose (an Xcode 26 app target's manifest), and is checked against that version instead.
NEEDS_COMMENT = re.compile(r"^<!--\s*needs Swift (\d+(?:\.\d+)*)\b.*-->$")


def check_markdown(path, text, minimum=MINIMUM):
    """The Swift blocks of a Markdown file (```swift and ```swift apple); a block marked
    `<!-- file: Package.swift -->` is a manifest. `<!-- needs Swift 6.2: why -->` above a
    block, or above its file comment, checks it against that version: for the blocks that
    show an app's own settings which need a newer toolchain (docs/ci.md)."""
    findings = []
    lines = text.split("\n")
    i = 0
    previous = ""
    earlier = ""
    while i < len(lines):
        match = FENCE.match(lines[i])
        if not match:
            if lines[i].strip():
                earlier, previous = previous, lines[i].strip()
            i += 1
            continue
        info = match.group(1).strip()
        start = i + 1
        j = start
        while j < len(lines) and lines[j].strip() != "```":
            j += 1
        if info.split(" ")[0] == "swift":
            block = "\n".join(lines[start:j]) + "\n"
            name = FILE_COMMENT.match(previous)
            needs = NEEDS_COMMENT.match(previous) or (NEEDS_COMMENT.match(earlier) if name else None)
            block_minimum = max(minimum, parse_version(needs.group(1))) if needs else minimum
            if name and os.path.basename(name.group(1)) == "Package.swift":
                findings += check_manifest(path, block, start, block_minimum)
            else:
                findings += check_swift(path, block, start, block_minimum)
        previous = ""
        earlier = ""
        i = j + 1
    return findings


DECLARED_TYPE = re.compile(r"\b(?:struct|class|enum|actor|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)")


def declared_types(paths):
    """The type names the Swift files among `paths` declare: a table's own `Attachment` is
    no Swift Testing attachment."""
    names = set()
    for path in paths:
        if path.endswith(".swift"):
            with open(path, encoding="utf-8") as handle:
                names.update(DECLARED_TYPE.findall(handle.read()))
    return names


def check_file(path, display, minimum=MINIMUM):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if path.endswith(".md"):
        return check_markdown(display, text, minimum)
    if os.path.basename(path) == "Package.swift":
        return check_manifest(display, text, 0, minimum)
    return check_swift(display, text, 0, minimum)


def repository_files(root):
    """Every file the guard reads, relative to `root`, sorted."""
    found = []
    for folder in SWIFT_FOLDERS:
        base = os.path.join(root, folder)
        for directory, subdirectories, files in os.walk(base):
            subdirectories[:] = sorted(d for d in subdirectories if d not in SKIPPED_FOLDERS)
            for name in files:
                if name.endswith(".swift"):
                    found.append(os.path.relpath(os.path.join(directory, name), root))
    if os.path.exists(os.path.join(root, "Package.swift")):
        found.append("Package.swift")
    for entry in MARKDOWN:
        path = os.path.join(root, entry)
        if os.path.isdir(path):
            found += [os.path.join(entry, name) for name in sorted(os.listdir(path)) if name.endswith(".md")]
        elif os.path.exists(path):
            found.append(entry)
    return sorted(found)


def feature_list():
    """The features the guard knows, by version."""
    rows = []
    for feature in FEATURES.values():
        if feature.version is None:
            continue
        rows.append(f"Swift {version_text(feature.version)}  {feature.proposal:8}  {feature.name}")
    return sorted(rows)


def main(arguments):
    parser = argparse.ArgumentParser(description="Reports Swift newer than the minimum toolchain.")
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--minimum", default=version_text(MINIMUM))
    parser.add_argument("--list", action="store_true", help="print the features the guard knows")
    parser.add_argument("paths", nargs="*")
    options = parser.parse_args(arguments)
    if options.list:
        print("\n".join(feature_list()))
        return 0
    minimum = parse_version(options.minimum)
    if options.paths:
        files = [(path, path) for path in options.paths]
    else:
        files = [(os.path.join(options.root, path), path) for path in repository_files(options.root)]
    findings = []
    for path, display in files:
        try:
            findings += check_file(path, display, minimum)
        except OSError as error:
            print(f"error: cannot read {display}: {error.strerror}", file=sys.stderr)
            return 2
        except LexError as error:
            print(f"{error}: the syntax guard cannot read this file", file=sys.stderr)
            return 1
    # A newer library type's name that the code declares itself names its own type.
    type_features = set(SPAN_TYPES.values())
    if any(finding.feature.key in type_features for finding in findings):
        own = declared_types(path for path, _ in files)
        findings = [f for f in findings if not (f.feature.key in type_features and f.text in own)]
    findings.sort(key=lambda finding: (finding.path, finding.line, finding.column))
    for finding in findings:
        print(finding.message(minimum))
    if findings:
        print(f"syntax guard: {len(findings)} use(s) of Swift newer than {version_text(minimum)} "
              f"in {len({finding.path for finding in findings})} file(s)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
