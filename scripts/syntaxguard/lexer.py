"""A Swift lexer for the syntax guard: tokens with their line and column, comments and the
text of string literals skipped (an interpolation's code is lexed), and, for each token, the
Swift version its enclosing `#if compiler(>=X)`/`swift(>=X)` blocks guarantee."""

import bisect
import re

from .versions import parse_version

class Token:
    __slots__ = ("kind", "text", "line", "column", "offset", "end", "guard")

    def __init__(self, kind, text, line, column, offset, end, guard):
        # "ident", "backtick", "attr", "number", "punct", "pound", "string", "interp_start", "interp_end"
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.offset = offset
        self.end = end
        self.guard = guard  # the Swift version the enclosing #if guarantees

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
        self.tokens.append(Token(kind, text, self.line_of(start), self.column(start), start, end, self.guard()))

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
