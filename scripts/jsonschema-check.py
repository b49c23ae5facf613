#!/usr/bin/env python3
"""Judges JSON payloads against an exported routegen schema with the jsonschema package.

usage: jsonschema-check.py SCHEMA.json PAYLOADS.jsonl   -> one line per payload: 1 or 0

Python's jsonschema is the real validator; three keywords are given the meaning JSON
Schema 2020-12 specifies where the package departs from it:
- pattern: ECMA-262, not Python's re (`$` is the end of input, `\\d` is [0-9], `.` stops at
  every line terminator), by rewriting the pattern for re;
- multipleOf: decided on the decimal value, not by binary floating-point division;
- contentSchema with contentMediaType application/json: asserted (2020-12 lets a validator
  assert it; routegen's schemas use it for `coerce: strings` and `jsonStrings`), the content
  read as strict RFC 8259 JSON (no NaN or Infinity, no lone surrogates), as the decoder reads it.

and routegen's own keywords are asserted (docs/schema.md):
- x-routegen-text: an integer's decimal text must satisfy the schema (`coerce: numbers`);
- x-routegen-separator with x-routegen-pieces: a string split at every occurrence of the
  separator (the empty string has no pieces) must, as an array of strings, satisfy the schema;
- x-routegen-elements: in an array, the element each entry addresses ({"at": N}, negative from
  the end; {"first": P} or {"last": P}, the first or last element valid against P) must satisfy
  the entry's schema; when there is none, the array is valid unless the entry is required.
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


def reject_constant(name):
    raise ValueError(f"{name} is not JSON")


def has_lone_surrogate(value):
    if isinstance(value, str):
        return any(0xD800 <= ord(c) <= 0xDFFF for c in value)
    if isinstance(value, list):
        return any(has_lone_surrogate(v) for v in value)
    if isinstance(value, dict):
        return any(has_lone_surrogate(k) or has_lone_surrogate(v) for k, v in value.items())
    return False


def strict_json(text):
    content = json.loads(text, parse_constant=reject_constant)
    if has_lone_surrogate(content):
        raise ValueError("a lone surrogate")
    return content


def content_schema(validator, subschema, instance, schema):
    if schema.get("contentMediaType") != "application/json" or not validator.is_type(instance, "string"):
        return
    try:
        content = strict_json(instance)
    except (ValueError, RecursionError):
        yield jsonschema.ValidationError(f"{instance!r} is not JSON")
        return
    yield from validator.descend(content, subschema)


def text_of_integer(validator, subschema, instance, schema):
    if not validator.is_type(instance, "integer"):
        return
    yield from validator.descend(str(int(instance)), subschema)


def separated_pieces(validator, subschema, instance, schema):
    separator = schema.get("x-routegen-separator")
    if not separator or not validator.is_type(instance, "string"):
        return
    pieces = instance.split(separator) if instance else []
    yield from validator.descend(pieces, subschema)


def addressed_elements(validator, entries, instance, schema):
    if not validator.is_type(instance, "array"):
        return
    for entry in entries:
        index = None
        if "at" in entry:
            position = entry["at"] if entry["at"] >= 0 else len(instance) + entry["at"]
            index = position if 0 <= position < len(instance) else None
        else:
            side = "first" if "first" in entry else "last"
            positions = range(len(instance)) if side == "first" else range(len(instance) - 1, -1, -1)
            pattern = validator.evolve(schema=entry[side])
            index = next((p for p in positions if pattern.is_valid(instance[p])), None)
        if index is None:
            if entry.get("required"):
                yield jsonschema.ValidationError(f"{instance!r} has no element {entry!r}")
            continue
        yield from validator.descend(instance[index], entry["schema"], path=index)


Validator = validators.extend(
    jsonschema.Draft202012Validator,
    {
        "pattern": pattern,
        "multipleOf": multiple_of,
        "contentSchema": content_schema,
        "x-routegen-text": text_of_integer,
        "x-routegen-pieces": separated_pieces,
        "x-routegen-elements": addressed_elements,
    },
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
