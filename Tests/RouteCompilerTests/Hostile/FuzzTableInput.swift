import Foundation
@_spi(Generated) import PushRouting
import RouteCompiler

/// What the FuzzTable target does with its bytes, and what the tests do with each case in
/// FuzzTesting/FailCases/FuzzTable: the bytes are a table (up to the first line `#---`, the
/// root file; each later part an includable `part1.yaml`, `part2.yaml`, …), which must be
/// answered with diagnostics, or with generated code of the right shape and a payload
/// schema. (Shared with the FuzzTesting package through a symbolic link.)
enum FuzzTableInput {
    static let separator = Array("\n#---\n".utf8)

    /// The root file's bytes and every file the input holds.
    static func files(_ bytes: [UInt8]) -> (root: [UInt8], all: [String: [UInt8]]) {
        var parts: [[UInt8]] = []
        var start = 0
        var i = 0
        while i + separator.count <= bytes.count {
            if bytes[i..<(i + separator.count)].elementsEqual(separator) {
                parts.append(Array(bytes[start..<i]))
                i += separator.count
                start = i
            } else {
                i += 1
            }
        }
        parts.append(Array(bytes[start...]))
        var all: [String: [UInt8]] = ["fuzz.routes.yaml": parts[0]]
        for (n, part) in parts.enumerated().dropFirst() { all["part\(n).yaml"] = part }
        return (parts[0], all)
    }

    /// Whether `message` holds a line break or another control character: every diagnostic
    /// is one line, the table's text escaped (docs/diagnostics.md, Quoting).
    static func breaksLines(_ message: String) -> Bool {
        message.unicodeScalars.contains {
            switch $0.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }

    /// Why the answer to `bytes` is wrong, or nil when it is right.
    static func problem(_ bytes: [UInt8]) -> String? {
        let (root, all) = files(bytes)
        let result = Pipeline.validate(
            rootPath: "fuzz.routes.yaml", rootBytes: root, sources: InMemorySources(bytes: all))
        for diagnostic in result.diagnostics {
            let at = diagnostic.location
            guard at.line >= 1, at.column >= 1, all[at.file] != nil || at.file.isEmpty else {
                return
                    "a diagnostic at an impossible position \(at.file):\(at.line):\(at.column): \(diagnostic.message)"
            }
            if diagnostic.message.isEmpty { return "an empty diagnostic message [\(diagnostic.code.rawValue)]" }
            for message in [diagnostic.message] + diagnostic.notes.map(\.message) where breaksLines(message) {
                return "a diagnostic message that is not one line: \(message.debugDescription)"
            }
        }
        guard let table = result.table else {
            return result.hasErrors ? nil : "no table and no error"
        }
        if result.hasErrors { return "a table despite errors" }
        for file in Pipeline.generate(table) {
            if let problem = GeneratedCodeShape.problem(in: file.contents) { return "\(file.name): \(problem)" }
        }
        let schema = Pipeline.payloadSchema(table).rendered()
        if (try? JSONReader().value(from: Data(schema.utf8))) == nil { return "the payload schema is not JSON" }
        return nil
    }
}
