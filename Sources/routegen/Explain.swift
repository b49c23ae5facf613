import ArgumentParser
import Foundation
import PushRouting
import RouteCompiler

/// `routegen explain FILE PAYLOAD.json...`
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Decode payloads as the generated code would, without compiling anything.",
        discussion: """
            Prints, for each payload, the route it selects and its typed values, or the exact \
            error the generated decoder throws (route, key path, reason). Exits 1 when a \
            payload is rejected, 2 when a file cannot be read. With --lines, each file holds \
            one JSON payload per line.
            """
    )

    @Argument(help: "The root routes file.")
    var file: String

    @Argument(help: "JSON payload files.")
    var payloads: [String]

    @Flag(help: "Read each payload file as JSON lines (one payload per line).")
    var lines = false

    @Option(help: "How to print results: text or json (one JSON object per payload, one per line).")
    var format: DiagnosticFormat = .text

    @OptionGroup var options: DiagnosticOptions

    func validate() throws {
        guard !payloads.isEmpty else { throw ValidationError("Give at least one payload file.") }
    }

    func run() throws {
        guard let loaded = LoadedTable.load(file) else { throw ExitCode(ExitStatus.usage) }
        guard let table = loaded.result.table else {
            Output.diagnostics(loaded.result.diagnostics, format: options.diagnosticsFormat)
            throw ExitCode(ExitStatus.tableErrors)
        }
        let interpreter = PayloadInterpreter(table)
        var rejected = false
        var unreadable = false
        for path in payloads {
            guard let data = FileManager.default.contents(atPath: path) else {
                Output.error("routegen: error: cannot read '\(path)'")
                unreadable = true
                continue
            }
            let documents: [(String, Data)]
            if lines {
                documents = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
                    .filter { !$0.element.allSatisfy { $0 == 0x20 || $0 == 0x0D || $0 == 0x09 } }
                    .map { ("\(path):\($0.offset + 1)", Data($0.element)) }
            } else {
                documents = [(path, data)]
            }
            for (name, document) in documents {
                let result = interpreter.decode(json: document)
                if case .failure = result { rejected = true }
                switch format {
                case .json:
                    Output.out(Explanation.json(result, discriminator: table.table.discriminator.keys).rendered(indent: 0) + "\n")
                case .text:
                    switch result {
                    case .success(let push): Output.out("\(name): " + Explanation.text(push))
                    case .failure(let error): Output.out("\(name): " + Explanation.text(error))
                    }
                }
            }
        }
        if unreadable { throw ExitCode(ExitStatus.usage) }
        if rejected { throw ExitCode(ExitStatus.tableErrors) }
    }
}
