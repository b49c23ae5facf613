#!/usr/bin/env python3
"""Judges JSON payloads against an exported routegen schema with the jsonschema package.

usage: jsonschema-check.py SCHEMA.json PAYLOADS.jsonl   -> one line per payload: 1 or 0

Python's jsonschema is the real validator; three keywords are given the meaning JSON
Schema 2020-12 specifies where the package departs from it:
- pattern: ECMA-262, not Python's re (`$` is the end of input, `\\d` is [0-9], `.` stops at
  every line terminator), by rewriting the pattern for re;
- multipleOf: decided on the decimal value, not by binary floating-point division;
- contentSchema with contentMediaType application/json: asserted (2020-12 lets a validator
  assert it; routegen's schemas use it for `coerce: strings`).
"""
import decimal
import json
import re
import sys

import jsonschema
from jsonschema import validators

ECMA_SPACE = "\\t\\n\\x0b\\x0c\\r \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff"


def ecma_to_python(pattern):
    out = []
    i = 0
    in_class = False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\" and i + 1 < len(pattern):
            e = pattern[i + 1]
            i += 2
            if e == "d":
                out.append("0-9" if in_class else "[0-9]")
            elif e == "D":
                out.append("[^0-9]")
            elif e == "w":
                out.append("A-Za-z0-9_" if in_class else "[A-Za-z0-9_]")
            elif e == "W":
                out.append("[^A-Za-z0-9_]")
            elif e == "s":
                out.append(ECMA_SPACE if in_class else "[" + ECMA_SPACE + "]")
            elif e == "S":
                out.append("[^" + ECMA_SPACE + "]")
            elif e == "u" and i < len(pattern) and pattern[i] == "{":
                end = pattern.index("}", i)
                out.append("\\U%08x" % int(pattern[i + 1:end], 16))
                i = end + 1
            else:
                out.append("\\" + e)
            continue
        if in_class:
            if c == "]":
                in_class = False
            elif c == "[":
                c = "\\["
            out.append(c)
        elif c == "[":
            in_class = True
            out.append(c)
            if i + 1 < len(pattern) and pattern[i + 1] == "^":
                out.append("^")
                i += 1
        elif c == "$":
            out.append("\\Z")
        elif c == ".":
            out.append("[^\\n\\r\\u2028\\u2029]")
        else:
            out.append(c)
        i += 1
    return "".join(out)


def pattern(validator, patrn, instance, schema):
    if validator.is_type(instance, "string") and not re.search(ecma_to_python(patrn), instance):
        yield jsonschema.ValidationError(f"{instance!r} does not match {patrn!r}")


def multiple_of(validator, db, instance, schema):
    if not validator.is_type(instance, "number"):
        return
    if isinstance(instance, float) and (instance != instance or instance in (float("inf"), float("-inf"))):
        yield jsonschema.ValidationError(f"{instance!r} is not a multiple of {db}")
        return
    value = decimal.Decimal(repr(instance)) if isinstance(instance, float) else decimal.Decimal(instance)
    divisor = decimal.Decimal(repr(db)) if isinstance(db, float) else decimal.Decimal(db)
    with decimal.localcontext() as context:
        context.prec = 1000
        if (value / divisor) % 1 != 0:
            yield jsonschema.ValidationError(f"{instance!r} is not a multiple of {db}")


def content_schema(validator, subschema, instance, schema):
    if schema.get("contentMediaType") != "application/json" or not validator.is_type(instance, "string"):
        return
    try:
        content = json.loads(instance)
    except ValueError:
        yield jsonschema.ValidationError(f"{instance!r} is not JSON")
        return
    yield from validator.descend(content, subschema)


Validator = validators.extend(
    jsonschema.Draft202012Validator,
    {"pattern": pattern, "multipleOf": multiple_of, "contentSchema": content_schema},
)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = Validator(schema)
    out = []
    with open(sys.argv[2], encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            out.append("1" if validator.is_valid(json.loads(line)) else "0")
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


if __name__ == "__main__":
    main()
