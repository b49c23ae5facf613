#!/usr/bin/env python3
"""Writes the scale tables of the benchmarks: routes.yaml files of N routes, made by a
seeded generator so that every run measures the same tables.

    scripts/make-tables.py --routes 10 100 1000 10000 --output Benchmarks/Tables

Each route looks like a route of a real app: a snake_case push type, a destination shared
with a few other routes, and 2-4 params drawn from every kind the language has (scalars
with constraints, coercion, defaults, optionals, nested key paths, enums, arrays, named
object types). The middle route of every table is the same flat route, push type `bench`
opening `BenchScreen` with `id` (an int sent as a string) and `content`: the push the
dispatch benchmark sends.

With `--lean`, every other route has no params and the files are named
`dispatch-<N>.routes.yaml`: the tables the dispatch benchmark compiles (a table's size,
not its params, is what lookup and dispatch depend on; 10,000 routes with params take
more than 20 minutes to compile optimized).

With `--codable DIR` it also writes, for each table, Swift `Codable` structs equivalent to
what routegen generates (the same fields and types, a discriminator switch), for the
compile-time comparison.
"""

import argparse
import os
import random

WORDS = [
    "order", "cart", "promo", "chat", "friend", "review", "news", "offer", "ticket", "badge",
    "wallet", "story", "event", "invite", "stock", "price", "match", "goal", "level", "reward",
]

SCALARS = [
    ("title", "{ type: string, minLength: 1, maxLength: 120 }", "String"),
    ("count", "{ type: int, minimum: 0, maximum: 10000 }", "Int64"),
    ("itemID", "{ type: int, coerce: strings, path: item.id, minimum: 1 }", None),
    ("amount", "{ type: double, minimum: 0, multipleOf: 0.01 }", "Double"),
    ("unread", "{ type: bool, default: false }", "Bool?"),
    ("link", "{ type: url, optional: true }", "URL?"),
    ("sentAt", "date", "Date"),
    ("status", "Status", "Status"),
    ("tags", "{ type: \"[string]\", maxItems: 10, uniqueItems: true }", "[String]"),
    ("sender", "Person", "Person"),
    ("code", "{ type: string, pattern: \"^[A-Z0-9]{4,12}$\" }", "String"),
    ("note", "{ type: string, optional: true, path: meta.note }", None),
]

PUSH_ROUTE_PARAMS = "      id: { type: int, coerce: strings, minimum: 1 }\n      content: string\n"


def route_name(i):
    return f"r_{i}"


def make_table(count, rng, lean=False):
    lines = [
        f"# {count} routes made by scripts/make-tables.py (seeded): a benchmark table.",
        "version: 1",
    ]
    if not lean:
        lines += [
            "types:",
            "  Status:",
            "    enum: [new, active, done, cancelled]",
            "  Person:",
            "    fields:",
            "      name: { type: string, minLength: 1 }",
            "      age: { type: int, minimum: 0, optional: true }",
        ]
    lines.append("routes:")
    destinations = max(1, count // 10)
    middle = count // 2
    routes = []
    for i in range(count):
        name = route_name(i)
        screen = i % destinations
        destination = f"{WORDS[screen % len(WORDS)].capitalize()}Screen{screen}"
        params = [] if lean else rng.sample(SCALARS, rng.randint(2, 4))
        if i == middle:
            name, destination, params = "bench", "BenchScreen", None
        routes.append((name, destination, params))
        lines.append(f"  {name}:")
        lines.append(f"    destination: {destination}")
        if i % 7 == 0:
            lines.append(f"    description: Route {i} of the {rng.choice(WORDS)} feature.")
        if params is None:
            lines.append("    params:")
            lines.append(PUSH_ROUTE_PARAMS.rstrip("\n"))
        elif params:
            lines.append("    params:")
            for param, spec, _ in params:
                lines.append(f"      {param}: {spec}")
    return "\n".join(lines) + "\n", routes


def codable_source(count, routes):
    """Codable structs equivalent to the generated payload structs, and a decoder that
    switches on the discriminator (what a hand-written Codable table would be)."""
    out = [
        f"// Codable equivalent of scale-{count}.routes.yaml, for the compile-time comparison.",
        "import Foundation",
        "",
        "public enum Status: String, Codable, Sendable, Hashable { case new, active, done, cancelled }",
        "public struct Person: Codable, Sendable, Hashable { public var name: String; public var age: Int64? }",
        "public struct Item: Codable, Sendable, Hashable { public var id: String }",
        "public struct Meta: Codable, Sendable, Hashable { public var note: String? }",
        "",
    ]
    cases = []
    for i, (name, _, params) in enumerate(routes):
        struct = f"Codable{i}"
        out.append(f"public struct {struct}: Codable, Sendable, Hashable {{")
        if params is None:
            out.append("    public var id: String")
            out.append("    public var content: String")
        else:
            for param, _, swift_type in params:
                if param == "itemID":
                    out.append("    public var item: Item")
                elif param == "note":
                    out.append("    public var meta: Meta?")
                else:
                    out.append(f"    public var {param}: {swift_type}")
        out.append("}")
        cases.append(f'        case "{name}": self = .route{i}(try {struct}(from: decoder))')
    out.append("")
    out.append("public enum CodableRoute: Decodable, Sendable, Hashable {")
    for i in range(len(routes)):
        out.append(f"    case route{i}(Codable{i})")
    out.append("    private enum Keys: String, CodingKey { case type }")
    out.append("    public init(from decoder: Decoder) throws {")
    out.append("        let type = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .type)")
    out.append("        switch type {")
    out.extend(cases)
    out.append('        default: throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unknown route \\(type)"))')
    out.append("        }")
    out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"



def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--routes", type=int, nargs="+", required=True)
    parser.add_argument("--output", required=True, help="folder for scale-<N>.routes.yaml")
    parser.add_argument("--codable", help="folder for scale-<N>.codable.swift")
    parser.add_argument("--lean", action="store_true", help="one param per route (dispatch tables)")
    parser.add_argument("--seed", type=int, default=20261122)
    args = parser.parse_args()
    os.makedirs(args.output, exist_ok=True)
    for count in args.routes:
        rng = random.Random(args.seed + count)
        text, routes = make_table(count, rng, lean=args.lean)
        prefix = "dispatch" if args.lean else "scale"
        write(os.path.join(args.output, f"{prefix}-{count}.routes.yaml"), text)
        if args.codable:
            os.makedirs(args.codable, exist_ok=True)
            write(os.path.join(args.codable, f"{prefix}-{count}.codable.swift"), codable_source(count, routes))


def write(path, text):
    """Writes only when the bytes change, so that builds stay incremental."""
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
