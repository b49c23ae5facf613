import Foundation
import RouteCompiler
import Testing

/// Fixture files in the source tree, and golden comparison with re-recording.
///
/// Golden files are compared byte for byte. Run `make reference` (which sets
/// `ROUTEGEN_RECORD=1`) to write the current output as the new expectation, then read the
/// diff before committing it.
enum Fixtures {
    /// `Tests/RouteCompilerTests/Fixtures`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["ROUTEGEN_RECORD"] == "1" }

    /// The names of the entries of a fixture folder, sorted.
    static func entries(_ folder: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    static func text(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func bytes(_ path: String) -> [UInt8] {
        (FileManager.default.contents(atPath: root.appendingPathComponent(path).path)).map { Array($0) } ?? []
    }

    /// Every file under `folder` (recursively), keyed by its path relative to `folder`.
    static func files(in folder: String) -> [String: [UInt8]] {
        let base = root.appendingPathComponent(folder)
        var result: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return result }
        for case let relative as String in enumerator {
            var isDirectory: ObjCBool = false
            let full = base.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                let contents = FileManager.default.contents(atPath: full)
            {
                result[relative] = Array(contents)
            }
        }
        return result
    }

    /// Compares `actual` with the golden file at `path`, or records it.
    static func assertGolden(
        _ actual: String, _ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let url = root.appendingPathComponent(path)
        if isRecording {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "missing golden file \(path); run `make reference` to record it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record(
                "\(path) differs from the output (- expected, + actual); run `make reference` to re-record:\n\(lineDiff(expected, actual))",
                sourceLocation: sourceLocation)
        }
    }

    /// A small line diff: the lines only in `a` with "-", only in `b` with "+".
    static func lineDiff(_ a: String, _ b: String) -> String {
        let old = a.components(separatedBy: "\n")
        let new = b.components(separatedBy: "\n")
        let difference = new.difference(from: old)
        var lines: [String] = []
        for change in difference {
            switch change {
            case .remove(let offset, let line, _): lines.append("-\(offset + 1): \(line)")
            case .insert(let offset, let line, _): lines.append("+\(offset + 1): \(line)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// Runs the pipeline on files held in memory.
func validate(_ root: String, _ files: [String: String], limits: YAMLLimits = YAMLLimits()) -> ValidationResult {
    Pipeline.validate(root: root, files: files, limits: limits)
}

/// Runs the pipeline on one file's text.
func validate(_ text: String, file: String = "routes.yaml") -> ValidationResult {
    Pipeline.validate(root: file, files: [file: text])
}
