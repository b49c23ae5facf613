import ArgumentParser
import Foundation
import RouteCompiler

/// `routegen explain FILE PAYLOAD.json...` (`-` for standard input)
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Decode payloads as the generated code would, without compiling anything.",
        discussion: """
            Prints, for each payload, its outcome (docs/language.md §10.1): routed (the route, \
            how it was chosen: its value, an alias, its when conditions or as the fallback; \
            and each param's typed value), ignored (a route with ignore: true), unrouted \
            (nothing selects it and the table says unrouted: ignore), unknown (its \
            discriminator value names no route), rejected (the exact error the generated \
            decoder throws: route, key path, reason) or invalid (its route's values do not \
            read and the route says invalid: ignore); every route tried after one with \
            invalid: next, and why it did not read. A payload file named - is standard \
            input (given once; named <stdin> in the output). \
            --url URL (repeatable; the payload files are then optional) decodes a link by the \
            table's link patterns (docs/language.md §14) as the generated decode(url:) does: \
            routed (selectedBy {"link": PATTERN}), unknown (no pattern matches) or rejected \
            (the path names the segment or query item). With --lines, each file holds one \
            JSON payload per line. --format json prints one JSON object per payload, one per \
            line: "accepted" (true for routed, ignored and unrouted), "outcome", "route", \
            "destination", "selectedBy", "values" (param key to value), "payload" (a routed \
            push as generated code encodes it; otherwise the payload as read), for unknown, \
            rejected and invalid payloads "path", "reason" and "message", and "tried" when \
            a route with invalid: next was passed over; and the table's diagnostics (if it \
            has errors) as a JSON array. Exits 0 when every payload is routed, ignored or \
            unrouted, 1 when the table has errors, 2 when a file cannot be read, 3 when a \
            payload is unknown, rejected or invalid.
            """
    )

    @Argument(help: "The root routes file.")
    var file: String

    @Argument(help: "JSON payload files; - reads one from standard input.")
    var payloads: [String] = []

    @Option(
        name: .customLong("url"),
        help: ArgumentHelp(
            "A link to decode by the table's link patterns (docs/language.md §14); repeat for more.",
            valueName: "URL"))
    var urls: [String] = []

    @Flag(help: "Read each payload file as JSON lines (one payload per line).")
    var lines = false

    @Option(
        help: ArgumentHelp(
            "How to print results and diagnostics: text, or json (an object per payload, one per line; diagnostics as a JSON array).",
            valueName: "text|json"))
    var format: DiagnosticFormat?

    /// The flag explain had before `--format` covered diagnostics too; still accepted.
    @Option(name: .customLong("diagnostics-format"), help: .hidden)
    var deprecatedDiagnosticsFormat: DiagnosticFormat?

    func validate() throws {
        guard !payloads.isEmpty || !urls.isEmpty else {
            throw ValidationError("Give at least one payload file, or a link with --url.")
        }
        guard payloads.count(where: { $0 == Self.standardInput }) <= 1 else {
            throw ValidationError("Give - (standard input) once; it can be read only once.")
        }
        if let format, let deprecatedDiagnosticsFormat, format != deprecatedDiagnosticsFormat {
            throw ValidationError("--diagnostics-format is an old name of --format; give only --format.")
        }
    }

    func run() throws {
        if deprecatedDiagnosticsFormat != nil {
            Output.error("routegen: warning: explain's --diagnostics-format is deprecated; use --format")
        }
        let format = self.format ?? deprecatedDiagnosticsFormat ?? .text
        let setup = try Pipeline.explain(root: file, sources: FileSources()).orExit(reading: file)
        guard let explainer = setup.explainer else {
            Output.diagnostics(setup.validation.diagnostics, format: format)
            throw ExitCode(ExitStatus.tableErrors)
        }
        var status = ExitStatus.success
        for url in urls {
            let explained = explainer.explain(url: url, format: format)
            if !explained.accepted { status = ExitStatus.worst(status, ExitStatus.checkFailed) }
            Output.out(explained.output)
        }
        for argument in payloads {
            let path = argument == Self.standardInput ? Self.standardInputName : argument
            guard let data = Self.contents(of: argument) else {
                let what = argument == Self.standardInput ? "standard input" : "'\(argument)'"
                Output.error("routegen: error: cannot read \(what)")
                status = ExitStatus.worst(status, ExitStatus.usage)
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
                let explained = explainer.explain(json: document, name: name, format: format)
                if !explained.accepted { status = ExitStatus.worst(status, ExitStatus.checkFailed) }
                Output.out(explained.output)
            }
        }
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// The payload argument that names standard input.
    static let standardInput = "-"
    /// How results name standard input (`<stdin>: routed: …`, `<stdin>:3: …` with --lines).
    static let standardInputName = "<stdin>"

    /// The bytes of a payload argument: standard input for `-`, else the file; nil when it
    /// cannot be read.
    static func contents(of argument: String) -> Data? {
        guard argument == standardInput else { return FileManager.default.contents(atPath: argument) }
        return try? FileHandle.standardInput.readToEnd() ?? Data()
    }
}
