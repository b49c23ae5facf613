import Foundation
@_spi(Generated) import PushRouting
import RouteCompiler

/// A generated table compiled into a program that answers with what the generated code
/// holds: its route values and destinations, and the decoding of each payload it is given
/// (the encoded push, or the error). Built with swiftc against PushRouting, compiled once
/// per test run into a static library; whole-module and with warnings as errors, as a
/// release build of an app would see it.
struct CompiledTable {
    let executable: URL

    /// What the program printed.
    struct Output {
        var values: [String]
        var destinations: [String]
        /// Per payload: `["ok", encoded JSON]` or `["error", description]` (with ` (invalid:
        /// ignore)` after an error the table ignores, `invalid: ignore`).
        var answers: [[String]]
    }

    enum Failure: Error, CustomStringConvertible {
        case compiler(String)
        case run(String)
        var description: String {
            switch self {
            case .compiler(let log): "the generated code does not compile:\n\(log)"
            case .run(let log): "the program failed:\n\(log)"
            }
        }
    }

    /// The PushRouting library and module every table compiles against.
    static let runtime: Result<URL, Failure> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushroutes-runtime-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = Agreement.repository.appendingPathComponent("Sources/PushRouting")
        let files = (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.map { sources.appendingPathComponent($0).path }
        let result = swiftc(
            [
                // SwiftPM's -package-name: routegen shares JSONWriter.Output with the runtime as `package`.
                "-parse-as-library", "-swift-version", "6", "-module-name", "PushRouting", "-package-name",
                "pushroutes",
                "-emit-library", "-static",
                "-emit-module", "-emit-module-path", folder.appendingPathComponent("PushRouting.swiftmodule").path,
                "-o", folder.appendingPathComponent("libPushRouting.a").path,
            ] + files)
        return result.status == 0 ? .success(folder) : .failure(.compiler(result.output))
    }()

    /// Compiles `files` (the generated code of `table`) with a main program into an executable.
    init(_ files: [GeneratedFile], of table: ValidatedTable, in folder: URL) throws(Failure) {
        let runtime = try Self.runtime.get()
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try? file.contents.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let main = folder.appendingPathComponent("main.swift")
        try? Self.mainProgram(table).write(to: main, atomically: true, encoding: .utf8)
        executable = folder.appendingPathComponent("answers")
        let result = Self.swiftc(
            [
                "-swift-version", "6", "-wmo", "-warnings-as-errors", "-module-name", "RandomRoutes",
                "-I", runtime.path, "-L", runtime.path, "-lPushRouting", "-o", executable.path, main.path,
            ] + paths)
        guard result.status == 0 else { throw .compiler(result.output) }
    }

    /// Runs the program on `payloads` (JSON texts, one per line in its input file; `URL ` and
    /// a link for a link).
    func answers(_ payloads: [String], in folder: URL) throws(Failure) -> Output {
        let input = folder.appendingPathComponent("payloads.jsonl")
        try? payloads.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
        let result = Self.run(executable.path, [input.path])
        guard result.status == 0 else { throw .run(result.output) }
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func strings(_ line: String) -> [String] {
            ((try? JSONReader().value(from: Data(line.utf8))) as? [Any])?.compactMap { $0 as? String } ?? []
        }
        guard lines.count >= 2 else { throw .run(result.output) }
        return Output(
            values: strings(lines[0]), destinations: strings(lines[1]),
            answers: lines.dropFirst(2).prefix(payloads.count).map(strings))
    }

    /// The program: the key and destination of every route of the generated code, by its
    /// identity in the route tables (internal, so it is compiled into the same module), then one
    /// answer per payload line.
    static func mainProgram(_ table: ValidatedTable) -> String {
        let cases = table.deliveredRoutes.compactMap { route -> String? in
            guard case .deliver(_, let names) = route.action else { return nil }
            return "." + SwiftNaming.escaped(names.caseName)
        }
        // A table whose every route is ignored has no route to list (a closure over its
        // uninhabited identity would never run, a warning).
        let listing =
            cases.isEmpty
            ? "print(\"[]\")\nprint(\"[]\")"
            : """
            let routes: [PushRouteTable.Route] = [\(cases.joined(separator: ", "))]
            print(jsonArray(routes.map { PushRouteTable.key(of: $0) }))
            print(jsonArray(routes.map { PushRouteTable.name(of: PushRouteTable.destination(of: $0)) }))
            """
        return """
            import Foundation
            @_spi(Generated) import PushRouting

            func jsonArray(_ strings: [String]) -> String {
                String(decoding: PushRouting.JSONWriter.data(strings) ?? Data(), as: UTF8.self)
            }

            // Generic, so that a table whose every route is ignored (an enum with no cases) draws
            // no "will never be executed" here.
            func encodedAgain<Route: PushRouting.RoutablePush>(_ type: Route.Type, _ line: Substring) throws(PushRouting.PushDecodingError) -> String {
                let push = try Route.decode(json: Data(line.utf8))
                return String(decoding: PushRouting.JSONWriter.data(push.encodedPayload()) ?? Data(), as: UTF8.self)
            }

            // A link (docs/language.md §14), decoded by `decode(url:)`, then encoded as a payload.
            func linkEncodedAgain<Route: PushRouting.RoutablePush>(_ type: Route.Type, _ text: Substring) throws(PushRouting.PushDecodingError) -> String {
                guard let url = URL(string: String(text)) else {
                    throw PushRouting.PushDecodingError(reason: .unknownLink(String(text)))
                }
                let push = try Route.decode(url: url)
                return String(decoding: PushRouting.JSONWriter.data(push.encodedPayload()) ?? Data(), as: UTF8.self)
            }

            \(listing)
            let input = (try? String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)) ?? ""
            for line in input.split(separator: "\\n", omittingEmptySubsequences: false) {
                do {
                    if line.hasPrefix("URL ") {
                        print(jsonArray(["ok", try linkEncodedAgain(PushRoute.self, line.dropFirst(4))]))
                        continue
                    }
                    print(jsonArray(["ok", try encodedAgain(PushRoute.self, line)]))
                } catch {
                    print(jsonArray(["error", "\\(error)" + (error.invalidIsIgnored ? " (invalid: ignore)" : "")]))
                }
            }

            """
    }

    static func swiftc(_ arguments: [String]) -> (status: Int32, output: String) {
        run("/usr/bin/env", ["swiftc"] + arguments)
    }

    static func run(_ path: String, _ arguments: [String], in folder: URL? = nil) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (-1, "\(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
