"""What the syntax guard knows: each construct newer than Swift 6.1, with its proposal and
version, and how to find it in the tokens of a Swift file (lexer.py)."""

import re

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
