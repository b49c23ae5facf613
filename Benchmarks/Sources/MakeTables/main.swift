import Foundation

// Writes the seeded scale tables of the benchmarks (see BenchmarkTable, shared with the
// test suite through a symbolic link, which checks them):
//
//     swift run --package-path Benchmarks MakeTables --routes 10 100 1000 10000 --output Benchmarks/Tables
//
// `--lean` writes the dispatch tables (`dispatch-<N>.routes.yaml`, no params but the bench
// route's); `--codable DIR` also writes each table's Codable equivalent
// (`<name>.codable.swift`) for the compile-time comparison; `--seed N` changes the seed.
// A file is written only when its bytes change, so that builds stay incremental.

/// The command line.
struct Options {
    static let usage = "usage: MakeTables --routes N... --output DIR [--codable DIR] [--lean] [--seed N]"

    var counts: [Int] = []
    var output = ""
    var codable: String?
    var lean = false
    var seed = BenchmarkTable.defaultSeed

    init(_ arguments: [String]) {
        var rest = arguments[...]
        func value(of option: String) -> String {
            guard let value = rest.popFirst() else { fail("\(option) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--routes":
                while let next = rest.first, let count = Int(next), count > 0 {
                    counts.append(count)
                    rest.removeFirst()
                }
            case "--output": output = value(of: argument)
            case "--codable": codable = value(of: argument)
            case "--lean": lean = true
            case "--seed":
                guard let number = UInt64(value(of: argument)) else { fail("--seed needs a number") }
                seed = number
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            default: fail("unknown argument '\(argument)'")
            }
        }
        if counts.isEmpty || output.isEmpty { fail("--routes and --output are required") }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("MakeTables: \(message)\n\(Options.usage)\n".utf8))
    exit(2)
}

/// Writes `text` to `folder/name` unless the file already holds exactly it.
func write(_ text: String, to folder: String, _ name: String) {
    let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: url.path) == data { return }
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try data.write(to: url)
    } catch {
        fail("cannot write \(url.path): \(error)")
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
for count in options.counts {
    let table = BenchmarkTable(routes: count, lean: options.lean, seed: options.seed)
    write(table.yaml, to: options.output, "\(table.name).routes.yaml")
    if let codable = options.codable { write(table.codableSource, to: codable, "\(table.name).codable.swift") }
}
