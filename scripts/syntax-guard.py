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
import bisect
import os
import re
import sys

MINIMUM = (6, 1)

# Where the repository's Swift lives, relative to its root. Build folders are skipped.
SWIFT_FOLDERS = ["Sources", "Plugins", "Tests", "Generated", "Examples", "Benchmarks", "FuzzTesting"]
MARKDOWN = ["README.md", "docs"]
SKIPPED_FOLDERS = {".build", ".build-install", ".build-tsan", ".swiftpm", ".git"}


class Feature:
    def __init__(self, key, name, proposal, version, hint):
        self.key = key
        self.name = name
        self.proposal = proposal
        self.version = version
        self.hint = hint


def _features():
    v62, v623, v63 = (6, 2), (6, 2, 3), (6, 3)
    table = [
        # Swift 6.2
        ("nonsending", "'nonisolated(nonsending)'", "SE-0461", v62,
         "leave the function nonisolated (Swift 6.1 runs a nonisolated async function on the generic executor)"),
        ("concurrent", "'@concurrent'", "SE-0461", v62,
         "a nonisolated async function already leaves the caller's actor in Swift 6.1; drop the attribute"),
        ("isolatedConformance", "an isolated conformance (': @MainActor P')", "SE-0470", v62,
         "make the witnesses nonisolated, or use '@preconcurrency P' (Swift 6.0)"),
        ("nonisolatedConformance", "a nonisolated conformance (': nonisolated P')", "SE-0470", v62,
         "mark the witnesses nonisolated instead"),
        ("sendableMetatype", "'SendableMetatype'", "SE-0470", v62, "use 'Sendable' or no constraint"),
        ("rawIdentifier", "a raw identifier (`with spaces`)", "SE-0451", v62,
         "use a plain identifier (backticks may only escape a keyword or an identifier)"),
        ("integerGeneric", "an integer generic parameter ('<let N: Int>')", "SE-0452", v62,
         "pass the count as a value"),
        ("valueGenericArgument", "an integer generic argument ('Type<3, ...>')", "SE-0452", v62,
         "use an Array or a tuple"),
        ("inlineArray", "'InlineArray'", "SE-0453", v62, "use an Array or a tuple"),
        ("inlineArraySugar", "InlineArray sugar ('[3 of Int]')", "SE-0483", v62, "use an Array or a tuple"),
        ("span", "'Span'/'RawSpan'", "SE-0447", v62, "use withUnsafeBufferPointer or an Array"),
        ("spanProperty", "a '.span'/'.mutableSpan'/'.utf8Span' property", "SE-0456", v62,
         "use withUnsafeBufferPointer"),
        ("mutableSpan", "'MutableSpan'/'MutableRawSpan'", "SE-0467", v62, "use withUnsafeMutableBufferPointer"),
        ("outputSpan", "'OutputSpan'/'OutputRawSpan'", "SE-0485", v62, "use Array(unsafeUninitializedCapacity:)"),
        ("utf8Span", "'UTF8Span'", "SE-0464", v62, "use String.UTF8View"),
        ("extracting", "'extracting(_:)'", "SE-0488", v62, "slice with a subscript"),
        ("escapable", "'~Escapable'", "SE-0446", v62, "drop the suppression"),
        ("isolatedDeinit", "'isolated deinit'", "SE-0371", v62,
         "do the actor-isolated cleanup before the last reference goes (a deinit is nonisolated in Swift 6.1)"),
        ("unsafeExpression", "the 'unsafe' expression", "SE-0458", v62, "drop 'unsafe' (strict memory safety is 6.2)"),
        ("safeAttribute", "'@safe'/'@unsafe'", "SE-0458", v62, "drop the attribute"),
        ("abi", "'@abi'", "SE-0476", v62, "drop the attribute"),
        ("interpolationDefault", "a default in a string interpolation ('\\(x, default: ...)')", "SE-0477", v62,
         "write '\\(x.map { \"\\($0)\" } ?? \"...\")'"),
        ("immediateTask", "'Task.immediate'/'addImmediateTask'", "SE-0472", v62, "use Task { } or addTask"),
        ("taskName", "a task name ('Task(name:)')", "SE-0469", v62, "drop the name"),
        ("priorityEscalation", "task priority escalation APIs", "SE-0462", v62, "drop them"),
        ("observations", "'Observations'", "SE-0475", v62, "use withObservationTracking"),
        ("backtrace", "the 'Runtime' module ('Backtrace')", "SE-0419", v62, "drop it"),
        ("attoseconds", "'Duration.attoseconds'", "SE-0457", v62, "use 'components'"),
        ("isIsolatingCurrentContext", "'isIsolatingCurrentContext'", "SE-0471", v62, "implement checkIsolated()"),
        ("exitTest", "a Swift Testing exit test ('processExitsWith:')", "ST-0008", v62, "test the code in-process"),
        ("attachment", "a Swift Testing attachment ('Attachment')", "ST-0009", v62,
         "put the data into the issue's comment"),
        ("issueHandlingTrait", "a Swift Testing issue handling trait", "ST-0011", v62, "drop the trait"),
        ("nonexhaustive", "'@nonexhaustive'", "SE-0487", v623, "drop the attribute"),
        ("defaultIsolation", "'.defaultIsolation(...)'", "SE-0466", v62,
         "leave default isolation to the app target (a package built with 6.1 cannot set it)"),
        ("defaultIsolationFlag", "'-default-isolation'", "SE-0466", v62, "drop the flag"),
        ("warningControl", "'.treatAllWarnings'/'.treatWarning'", "SE-0480", v62, "drop the setting"),
        ("strictMemorySafety", "'.strictMemorySafety()'", "SE-0458", v62, "drop the setting"),
        ("toolsVersion", "a swift-tools-version above the minimum", "", None, ""),
        # Swift 6.3
        ("weakLet", "'weak let'", "SE-0481", v63, "use 'weak var' (behind the lock where it is shared)"),
        ("moduleSelector", "a module selector ('Module::name')", "SE-0491", v63, "qualify with 'Module.name'"),
        ("cAttribute", "'@c'", "SE-0495", v63, "use '@_cdecl'"),
        ("inlineAlways", "'@inline(always)'", "SE-0496", v63, "use '@inline(__always)'"),
        ("export", "'@export(...)'", "SE-0497", v63, "use '@inlinable' or '@usableFromInline'"),
        ("specialized", "'@specialized'", "SE-0460", v63, "drop the attribute"),
        ("section", "'@section'/'@used'", "SE-0492", v63, "drop the attribute"),
        ("systemEpoch", "'systemEpoch'", "SE-0473", v63, "measure from a stored instant"),
        ("testCancellation", "Swift Testing test cancellation ('Test.cancel')", "ST-0016", v63,
         "return from the test, or use a disabled trait"),
    ]
    return {key: Feature(key, name, proposal, version, hint) for key, name, proposal, version, hint in table}


FEATURES = _features()


def version_text(version):
    return ".".join(str(part) for part in version)


def parse_version(text):
    parts = [int(part) for part in text.split(".") if part != ""]
    return tuple(parts) if parts else (0,)


# --- Lexing ---------------------------------------------------------------------------

class Token:
    __slots__ = ("kind", "text", "line", "column", "offset", "end", "guard", "line_start")

    def __init__(self, kind, text, line, column, offset, end, guard, line_start):
        # "ident", "backtick", "attr", "number", "punct", "pound", "string", "interp_start", "interp_end"
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.offset = offset
        self.end = end
        self.guard = guard  # the Swift version the enclosing #if guarantees
        self.line_start = line_start  # first token of its line

    def __repr__(self):
        return f"{self.kind}:{self.text!r}@{self.line}:{self.column}"


def _is_ident_start(ch):
    return ch == "_" or ch.isalpha() or ord(ch) > 0x7F and not ch.isspace()


def _is_ident_char(ch):
    return ch == "_" or ch.isalnum() or ord(ch) > 0x7F and not ch.isspace()


class LexError(Exception):
    pass


class Lexer:
    """Turns Swift source into tokens, skipping comments and the text of string literals
    (an interpolation's code becomes tokens). Tracks `#if` blocks: each token records the
    toolchain version its enclosing `#if compiler(>=X)`/`swift(>=X)` branches guarantee."""

    def __init__(self, text):
        self.text = text
        self.pos = 0
        self.newlines = [index for index, ch in enumerate(text) if ch == "\n"]
        self.tokens = []
        self.frames = []  # one per open #if: {"previous": [conditions], "current": guarantee}
        self.line_has_token = False
        self.current_line = 0

    # position helpers
    def column(self, offset):
        line = bisect.bisect_left(self.newlines, offset)
        return offset - (self.newlines[line - 1] if line > 0 else -1)

    def line_of(self, offset):
        return bisect.bisect_left(self.newlines, offset) + 1

    def guard(self):
        best = (0,)
        for frame in self.frames:
            if frame["current"] > best:
                best = frame["current"]
        return best

    def emit(self, kind, text, start, end):
        line = self.line_of(start)
        first = line != self.current_line
        self.current_line = line
        self.tokens.append(Token(kind, text, line, self.column(start), start, end, self.guard(), first))

    def run(self):
        self.lex_code(stop_at_close_paren=False)
        return self.tokens

    def lex_code(self, stop_at_close_paren):
        """Lexes code until the end (or, in an interpolation, its closing parenthesis)."""
        text = self.text
        depth = 0
        while self.pos < len(text):
            ch = text[self.pos]
            if ch in " \t\r\n\f\v":
                self.pos += 1
                continue
            if text.startswith("//", self.pos):
                newline = text.find("\n", self.pos)
                self.pos = len(text) if newline < 0 else newline
                continue
            if text.startswith("/*", self.pos):
                self.skip_block_comment()
                continue
            if ch == "#":
                if self.at_line_start(self.pos) and self.directive():
                    continue
                hashes = self.count(self.pos, "#")
                after = self.pos + hashes
                if after < len(text) and text[after] == '"':
                    self.lex_string(self.pos, hashes)
                    continue
                if after < len(text) and text[after] == "/":
                    self.skip_regex(hashes)
                    continue
                # #selector, #available, #isolation, ...
                start = self.pos
                self.pos += 1
                while self.pos < len(text) and _is_ident_char(text[self.pos]):
                    self.pos += 1
                self.emit("punct" if self.pos == start + 1 else "pound", text[start:self.pos], start, self.pos)
                continue
            if ch == '"':
                self.lex_string(self.pos, 0)
                continue
            if ch == "`":
                close = text.find("`", self.pos + 1)
                newline = text.find("\n", self.pos + 1)
                if close < 0 or (0 <= newline < close):
                    raise LexError(f"unterminated backtick at line {self.line_of(self.pos)}")
                self.emit("backtick", text[self.pos + 1:close], self.pos, close + 1)
                self.pos = close + 1
                continue
            if ch == "@":
                start = self.pos
                self.pos += 1
                while self.pos < len(text) and _is_ident_char(text[self.pos]):
                    self.pos += 1
                self.emit("attr", text[start + 1:self.pos], start, self.pos)
                continue
            if ch == "$" or _is_ident_start(ch):
                start = self.pos
                self.pos += 1
                while self.pos < len(text) and _is_ident_char(text[self.pos]):
                    self.pos += 1
                self.emit("ident", text[start:self.pos], start, self.pos)
                continue
            if ch.isdigit():
                start = self.pos
                self.pos += 1
                while self.pos < len(text):
                    c = text[self.pos]
                    if _is_ident_char(c):
                        self.pos += 1
                    elif c == "." and self.pos + 1 < len(text) and text[self.pos + 1].isdigit():
                        self.pos += 1
                    elif c in "+-" and text[self.pos - 1] in "eEpP" and not text[start:self.pos].startswith("0x") \
                            or c in "+-" and text[self.pos - 1] in "pP":
                        self.pos += 1
                    else:
                        break
                self.emit("number", text[start:self.pos], start, self.pos)
                continue
            if stop_at_close_paren:
                if ch == "(":
                    depth += 1
                elif ch == ")":
                    if depth == 0:
                        self.pos += 1
                        return
                    depth -= 1
            self.emit("punct", ch, self.pos, self.pos + 1)
            self.pos += 1
        if stop_at_close_paren:
            raise LexError("unterminated string interpolation")

    def count(self, pos, ch):
        n = 0
        while pos + n < len(self.text) and self.text[pos + n] == ch:
            n += 1
        return n

    def at_line_start(self, pos):
        line_start = self.text.rfind("\n", 0, pos) + 1
        return self.text[line_start:pos].strip() == ""

    def skip_block_comment(self):
        text = self.text
        depth = 0
        while self.pos < len(text):
            if text.startswith("/*", self.pos):
                depth += 1
                self.pos += 2
            elif text.startswith("*/", self.pos):
                depth -= 1
                self.pos += 2
                if depth == 0:
                    return
            else:
                self.pos += 1
        raise LexError("unterminated block comment")

    def skip_regex(self, hashes):
        """An extended regex literal, `#/.../#` (its text is not code)."""
        closing = "/" + "#" * hashes
        end = self.text.find(closing, self.pos + hashes + 1)
        if end < 0:
            raise LexError(f"unterminated regex literal at line {self.line_of(self.pos)}")
        self.emit("string", "", self.pos, end + len(closing))
        self.pos = end + len(closing)

    def lex_string(self, start, hashes):
        """A string literal starting at `start` with `hashes` leading #: its text is
        skipped, its interpolations are lexed as code."""
        text = self.text
        pos = start + hashes
        multiline = text.startswith('"""', pos)
        quote = '"""' if multiline else '"'
        pos += len(quote)
        closing = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        self.emit("string", "", start, pos)
        while True:
            if pos >= len(text):
                raise LexError(f"unterminated string literal at line {self.line_of(start)}")
            if text.startswith(closing, pos):
                pos += len(closing)
                break
            if not multiline and text[pos] == "\n":
                raise LexError(f"unterminated string literal at line {self.line_of(start)}")
            if text.startswith(escape, pos):
                after = pos + len(escape)
                if after < len(text) and text[after] == "(":
                    self.emit("interp_start", "(", after, after + 1)
                    self.pos = after + 1
                    self.lex_code(stop_at_close_paren=True)
                    self.emit("interp_end", ")", self.pos - 1, self.pos)
                    pos = self.pos
                    continue
                pos = after + 1
                continue
            pos += 1
        self.pos = pos

    # --- #if blocks

    def directive(self):
        match = re.compile(r"#(if|elseif|else|endif)\b").match(self.text, self.pos)
        if not match:
            return False
        keyword = match.group(1)
        newline = self.text.find("\n", match.end())
        end = len(self.text) if newline < 0 else newline
        condition = self.text[match.end():end]
        comment = condition.find("//")
        if comment >= 0:
            condition = condition[:comment]
        if keyword == "if":
            parsed = Condition.parse(condition)
            self.frames.append({"previous": [parsed], "current": parsed.guarantee(False)})
        elif keyword in ("elseif", "else"):
            if not self.frames:
                raise LexError(f"#{keyword} without #if at line {self.line_of(self.pos)}")
            frame = self.frames[-1]
            current = (0,)
            for previous in frame["previous"]:
                current = max(current, previous.guarantee(True))
            if keyword == "elseif":
                parsed = Condition.parse(condition)
                current = max(current, parsed.guarantee(False))
                frame["previous"].append(parsed)
            frame["current"] = current
        else:
            if not self.frames:
                raise LexError(f"#endif without #if at line {self.line_of(self.pos)}")
            self.frames.pop()
        self.pos = end
        return True


class Condition:
    """A `#if` condition, reduced to what it says about the compiler's version."""

    ATOM = re.compile(r"\s*(compiler|swift)\s*\(\s*(>=|<)\s*([0-9][0-9.]*)\s*\)")
    OTHER_CALL = re.compile(r"\s*[A-Za-z_][A-Za-z0-9_]*\s*\([^()]*\)")
    NAME = re.compile(r"\s*[A-Za-z_][A-Za-z0-9_]*")

    def __init__(self, kind, children=(), version=None):
        self.kind = kind  # "atLeast", "below", "other", "not", "and", "or"
        self.children = list(children)
        self.version = version

    @classmethod
    def parse(cls, text):
        parser = _ConditionParser(text)
        try:
            result = parser.parse_or()
        except ValueError:
            return cls("other")
        return result

    def guarantee(self, negated):
        """The version this condition guarantees when it holds (or, negated, when it does not)."""
        if self.kind == "atLeast":
            return (0,) if negated else self.version
        if self.kind == "below":
            return self.version if negated else (0,)
        if self.kind == "not":
            return self.children[0].guarantee(not negated)
        if self.kind in ("and", "or"):
            values = [child.guarantee(negated) for child in self.children]
            conjunction = (self.kind == "and") != negated
            return max(values) if conjunction else min(values)
        return (0,)


class _ConditionParser:
    def __init__(self, text):
        self.text = text
        self.pos = 0

    def skip(self):
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def parse_or(self):
        children = [self.parse_and()]
        while True:
            self.skip()
            if self.text.startswith("||", self.pos):
                self.pos += 2
                children.append(self.parse_and())
            else:
                break
        return children[0] if len(children) == 1 else Condition("or", children)

    def parse_and(self):
        children = [self.parse_unary()]
        while True:
            self.skip()
            if self.text.startswith("&&", self.pos):
                self.pos += 2
                children.append(self.parse_unary())
            else:
                break
        return children[0] if len(children) == 1 else Condition("and", children)

    def parse_unary(self):
        self.skip()
        if self.text.startswith("!", self.pos):
            self.pos += 1
            return Condition("not", [self.parse_unary()])
        if self.text.startswith("(", self.pos):
            self.pos += 1
            inner = self.parse_or()
            self.skip()
            if not self.text.startswith(")", self.pos):
                raise ValueError("unbalanced")
            self.pos += 1
            return inner
        match = Condition.ATOM.match(self.text, self.pos)
        if match:
            self.pos = match.end()
            kind = "atLeast" if match.group(2) == ">=" else "below"
            return Condition(kind, version=parse_version(match.group(3)))
        for pattern in (Condition.OTHER_CALL, Condition.NAME):
            match = pattern.match(self.text, self.pos)
            if match:
                self.pos = match.end()
                return Condition("other")
        raise ValueError("unexpected")


# --- Detection ------------------------------------------------------------------------

DECLARATION_MODIFIERS = {
    "func", "var", "let", "subscript", "override", "final", "open", "public", "internal", "private",
    "fileprivate", "static", "init", "typealias", "required", "convenience", "package", "nonisolated",
}
TYPE_KEYWORDS = {"class", "struct", "enum", "actor", "extension", "protocol"}
CONFORMANCE_ATTRIBUTES = {"unchecked", "preconcurrency", "retroactive"}
SPAN_TYPES = {"Span": "span", "RawSpan": "span", "MutableSpan": "mutableSpan", "MutableRawSpan": "mutableSpan",
              "OutputSpan": "outputSpan", "OutputRawSpan": "outputSpan", "UTF8Span": "utf8Span",
              "InlineArray": "inlineArray", "Observations": "observations",
              "SendableMetatype": "sendableMetatype", "Attachment": "attachment"}
IDENTIFIERS = {
    "withTaskPriorityEscalationHandler": "priorityEscalation", "escalatePriority": "priorityEscalation",
    "addImmediateTask": "immediateTask", "addImmediateTaskUnlessCancelled": "immediateTask",
    "isIsolatingCurrentContext": "isIsolatingCurrentContext", "systemEpoch": "systemEpoch",
    "attoseconds": "attoseconds", "processExitsWith": "exitTest", "compactMapIssues": "issueHandlingTrait",
    "filterIssues": "issueHandlingTrait", "Backtrace": "backtrace",
}
ATTRIBUTES = {"concurrent": "concurrent", "safe": "safeAttribute", "unsafe": "safeAttribute", "abi": "abi",
              "nonexhaustive": "nonexhaustive", "c": "cAttribute", "export": "export",
              "specialized": "specialized", "section": "section", "used": "section"}
PLAIN_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
EXPRESSION_START_KINDS = {"ident", "backtick", "number", "string"}


def _unicode_identifier(text):
    return text != "" and (text[0] == "_" or text[0].isalpha() or ord(text[0]) > 0x7F) and all(
        c == "_" or c.isalnum() or ord(c) > 0x7F and not c.isspace() for c in text)


class Finding:
    def __init__(self, path, token, feature, version=None):
        self.path = path
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


def _adjacent(first, second):
    return first.end == second.offset


def detect(tokens):
    """Yields (token, feature key) for each newer construct in `tokens`."""
    count = len(tokens)

    def at(i):
        return tokens[i] if 0 <= i < count else None

    def is_ident(i, *names):
        token = at(i)
        return token is not None and token.kind == "ident" and (not names or token.text in names)

    def is_punct(i, text):
        token = at(i)
        return token is not None and token.kind == "punct" and token.text == text

    interpolation_depth = []  # paren depth at each open interpolation (for `default:`)
    for i, token in enumerate(tokens):
        kind, text = token.kind, token.text
        if kind == "string":
            continue
        if kind == "backtick":
            if not (PLAIN_IDENTIFIER.match(text) or _unicode_identifier(text)):
                yield token, "rawIdentifier"
            continue
        if kind == "attr":
            if text in ATTRIBUTES:
                yield token, ATTRIBUTES[text]
            elif text == "inline" and is_punct(i + 1, "(") and is_ident(i + 2, "always"):
                yield token, "inlineAlways"
            continue
        if kind == "ident":
            if text == "weak" and is_ident(i + 1, "let"):
                yield token, "weakLet"
            elif text == "nonisolated" and is_punct(i + 1, "(") and is_ident(i + 2, "nonsending"):
                yield token, "nonsending"
            elif text == "isolated" and is_ident(i + 1, "deinit"):
                yield token, "isolatedDeinit"
            elif text in SPAN_TYPES and not is_punct(i - 1, "."):
                yield token, SPAN_TYPES[text]
            elif text in IDENTIFIERS:
                yield token, IDENTIFIERS[text]
            elif text in ("span", "mutableSpan", "utf8Span") and is_punct(i - 1, ".") and not is_punct(i + 1, "("):
                yield token, "spanProperty"
            elif text == "extracting" and is_punct(i - 1, ".") and is_punct(i + 1, "("):
                yield token, "extracting"
            elif text == "immediate" and is_punct(i - 1, ".") and is_ident(i - 2, "Task"):
                yield token, "immediateTask"
            elif text == "Escapable" and is_punct(i - 1, "~"):
                yield token, "escapable"
            elif text == "Runtime" and is_ident(i - 1, "import"):
                yield token, "backtrace"
            elif text == "cancel" and is_punct(i - 1, ".") and (is_ident(i - 2, "Test") or is_ident(i - 2, "Case")):
                yield token, "testCancellation"
            elif text == "name" and is_punct(i + 1, ":") and is_punct(i - 1, "(") and (
                    is_ident(i - 2, "Task", "addTask", "addTaskUnlessCancelled", "detached", "addDiscardingTask")):
                yield token, "taskName"
            elif text == "unsafe" and _unsafe_expression(tokens, i):
                yield token, "unsafeExpression"
            elif text == "default" and interpolation_depth and interpolation_depth[-1] == 0 \
                    and is_punct(i - 1, ",") and is_punct(i + 1, ":"):
                yield token, "interpolationDefault"
            elif text in TYPE_KEYWORDS and _declares_type(tokens, i):
                yield from _inheritance_clause(tokens, i)
            if text in ("struct", "class", "enum", "actor", "func", "typealias", "init", "subscript"):
                yield from _generic_parameters(tokens, i)
            continue
        if kind == "number":
            if is_punct(i - 1, "[") and is_ident(i + 1, "of"):
                yield token, "inlineArraySugar"
            elif is_punct(i - 1, "<") and at(i - 2) is not None and at(i - 2).kind == "ident" \
                    and at(i - 2).text[:1].isupper() and at(i - 2).text not in SPAN_TYPES \
                    and _adjacent(at(i - 2), at(i - 1)) \
                    and (is_punct(i + 1, ",") or is_punct(i + 1, ">")):
                yield token, "valueGenericArgument"
            continue
        if kind == "punct":
            if text == ":" and is_punct(i + 1, ":") and _adjacent(token, at(i + 1)) and not is_punct(i - 1, ":"):
                yield token, "moduleSelector"
            elif text == "[" and is_ident(i + 1) and is_ident(i + 2, "of") and is_punct(i + 4, "]"):
                yield at(i + 1), "inlineArraySugar"
            # Interpolation bookkeeping: `default:` counts at the interpolation's own level.
            if interpolation_depth:
                if text in "([":
                    interpolation_depth[-1] += 1
                elif text in ")]":
                    interpolation_depth[-1] -= 1
            continue
        if kind == "interp_start":
            interpolation_depth.append(0)
            continue
        if kind == "interp_end":
            if interpolation_depth:
                interpolation_depth.pop()
            continue


def _unsafe_expression(tokens, i):
    """`unsafe` used as the expression marker (not an identifier named unsafe)."""
    previous = tokens[i - 1] if i > 0 else None
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    if following is None or following.line != tokens[i].line:
        return False
    if previous is not None and previous.kind == "punct" and previous.text in (".", "("):
        return False
    if previous is not None and previous.kind == "ident" and previous.text in (
            "let", "var", "func", "case", "nonisolated"):
        return False
    if following.kind in EXPRESSION_START_KINDS or following.kind == "attr":
        return following.text not in ("in", "else") and not (following.kind == "ident" and following.text == "=")
    return following.kind == "punct" and following.text in ("&", "[", "(") and not (
        following.text == "(" and previous is not None and previous.kind == "ident" and previous.text == "nonisolated")


def _declares_type(tokens, i):
    """Whether the keyword at `i` starts a type or extension declaration (`class func` does not)."""
    keyword = tokens[i].text
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    if following is None or following.kind not in ("ident", "backtick"):
        return False
    if keyword == "class" and following.kind == "ident" and following.text in DECLARATION_MODIFIERS:
        return False
    previous = tokens[i - 1] if i > 0 else None
    if previous is not None and previous.kind == "punct" and previous.text == ".":
        return False
    return True


def _inheritance_clause(tokens, i):
    """The attributes and modifiers in the inheritance clause of the declaration at `i`."""
    j = i + 2
    count = len(tokens)
    # Skip the rest of the name (extensions: `A.B`) and generic parameters.
    depth = 0
    while j < count:
        token = tokens[j]
        if token.kind == "punct" and token.text == "<":
            depth += 1
        elif token.kind == "punct" and token.text == ">":
            depth -= 1
        elif depth == 0 and not (token.kind == "punct" and token.text == ".") and token.kind != "ident":
            break
        elif depth == 0 and token.kind == "ident" and j > i + 1 and tokens[j - 1].kind == "ident":
            break
        j += 1
    if j >= count or not (tokens[j].kind == "punct" and tokens[j].text == ":"):
        return
    expecting_entry = True
    depth = 0
    j += 1
    while j < count:
        token = tokens[j]
        if token.kind == "punct" and token.text in "{" and depth == 0:
            return
        if token.kind == "ident" and token.text == "where" and depth == 0:
            return
        if token.kind == "punct" and token.text in "<([":
            depth += 1
        elif token.kind == "punct" and token.text in ">)]":
            depth -= 1
        elif token.kind == "punct" and token.text in ",&" and depth == 0:
            expecting_entry = True
            j += 1
            continue
        if expecting_entry and depth == 0:
            if token.kind == "attr":
                # `@unsafe P` is reported as the attribute; a global actor makes it isolated.
                if token.text not in CONFORMANCE_ATTRIBUTES and token.text not in ATTRIBUTES:
                    yield token, "isolatedConformance"
                j += 1
                continue
            if token.kind == "ident" and token.text == "nonisolated":
                yield token, "nonisolatedConformance"
                j += 1
                continue
            expecting_entry = False
        j += 1


def _generic_parameters(tokens, i):
    """`let` inside the generic parameter clause of the declaration at `i` (`<let N: Int>`)."""
    j = i + 1
    count = len(tokens)
    if j < count and tokens[j].kind in ("ident", "backtick") and tokens[i].text not in ("init", "subscript"):
        j += 1
    if j >= count or not (tokens[j].kind == "punct" and tokens[j].text == "<"):
        return
    depth = 0
    while j < count:
        token = tokens[j]
        if token.kind == "punct" and token.text == "<":
            depth += 1
        elif token.kind == "punct" and token.text == ">":
            depth -= 1
            if depth == 0:
                return
        elif token.kind == "punct" and token.text in "{(=":
            return
        elif depth == 1 and token.kind == "ident" and token.text == "let":
            yield token, "integerGeneric"
        j += 1




# --- Files ------------------------------------------------------------------------------

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
        token = Token("punct", first, 1, 1, 0, len(first), (0,), True)
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
            token = Token("string", "", number, column + 1, 0, 0, (0,), True)
            finding = Finding(path, token, FEATURES["defaultIsolationFlag"])
            finding.line += line_offset
            findings.append(finding)
    return findings


FENCE = re.compile(r"^\s*```(.*)$")
FILE_COMMENT = re.compile(r"^<!--\s*file:\s*(.*?)\s*-->$")


def check_markdown(path, text, minimum=MINIMUM):
    """The Swift blocks of a Markdown file (```swift and ```swift apple); a block marked
    `<!-- file: Package.swift -->` is a manifest."""
    findings = []
    lines = text.split("\n")
    i = 0
    previous = ""
    while i < len(lines):
        match = FENCE.match(lines[i])
        if not match:
            if lines[i].strip():
                previous = lines[i].strip()
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
            if name and os.path.basename(name.group(1)) == "Package.swift":
                findings += check_manifest(path, block, start, minimum)
            else:
                findings += check_swift(path, block, start, minimum)
        previous = ""
        i = j + 1
    return findings


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
