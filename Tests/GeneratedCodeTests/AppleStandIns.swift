import Foundation

/// The stand-ins for Apple's frameworks under Tests/AppleStandIns (see its README.md),
/// compiled with swiftc once per test run: only their modules, no code, since nothing of
/// them runs.
enum AppleStandIns {
    /// Whether the stand-ins can replace the frameworks: where they do not exist (on a Mac
    /// they would shadow the real ones).
    #if os(Linux)
        static let canStandIn = true
    #else
        static let canStandIn = false
    #endif

    /// The frameworks, in the order they import each other.
    static let frameworks = ["Combine", "UserNotifications", "UIKit", "SwiftUI"]

    static let sources = Agreement.repository.appendingPathComponent("Tests/AppleStandIns")

    static func files(of module: String) -> [String] {
        let folder = sources.appendingPathComponent(module)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// Compiles `module` from its stand-in sources into `folder` (its .swiftmodule only).
    static func emitModule(_ module: String, into folder: URL, searching paths: [String]) -> (Int32, String) {
        CompiledTable.swiftc(
            [
                "-parse-as-library", "-swift-version", "6", "-module-name", module, "-emit-module",
                "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
            ] + paths.flatMap { ["-I", $0] } + files(of: module))
    }

    /// The folder holding the stand-in modules of `frameworks`.
    static let modules: Result<URL, CompiledTable.Failure> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apple-stand-ins-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for module in frameworks {
            let (status, output) = emitModule(module, into: folder, searching: [folder.path])
            guard status == 0, !output.contains("warning:") else {
                return .failure(.compiler("the \(module) stand-in:\n\(output)"))
            }
        }
        return .success(folder)
    }()

    /// The toolchain's PackagePlugin module (`usr/lib/swift/pm/PluginAPI` beside `usr/bin/swiftc`).
    static let pluginAPI: URL? = {
        let found = CompiledTable.run("/usr/bin/env", ["sh", "-c", "command -v swiftc"])
        let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard found.status == 0, !path.isEmpty else { return nil }
        let swiftc = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let folder = swiftc.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/pm/PluginAPI")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }()

    /// The folder holding the XcodeProjectPlugin stand-in, built against PackagePlugin.
    static let xcodeProjectPlugin: Result<URL, CompiledTable.Failure> = {
        guard let pluginAPI else { return .failure(.compiler("no PackagePlugin module beside swiftc")) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-project-plugin-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (status, output) = emitModule("XcodeProjectPlugin", into: folder, searching: [pluginAPI.path])
        guard status == 0, !output.contains("warning:") else {
            return .failure(.compiler("the XcodeProjectPlugin stand-in:\n\(output)"))
        }
        return .success(folder)
    }()

    /// The methods the stand-ins' protocols require, by base name (`userNotificationCenter`):
    /// what a delegate method in a block must match, since optional Objective-C methods are
    /// requirements with a default here and a misspelled one would be a method of its own.
    static let requirements: [String: Set<FunctionSignature>] = {
        var found: [String: Set<FunctionSignature>] = [:]
        for module in frameworks + ["XcodeProjectPlugin"] {
            for path in files(of: module) {
                let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                for body in FunctionSignature.protocolBodies(in: text) {
                    for signature in FunctionSignature.all(in: body) {
                        found[signature.baseName, default: []].insert(signature)
                    }
                }
            }
        }
        return found
    }()
}

/// A function's name, parameter labels and types, effects and result, read from source text
/// with comments removed and spaces ignored: `application(_:didReceiveRemoteNotification:…)`.
struct FunctionSignature: Hashable, CustomStringConvertible {
    var baseName: String
    var labels: [String]
    var types: [String]
    /// What follows the parameters: `async`, `throws`, `-> Bool`, without spaces.
    var effects: String

    var description: String {
        "\(baseName)(\(labels.map { "\($0):" }.joined()))"
            + " (\(types.joined(separator: ", ")))\(effects.isEmpty ? "" : " \(effects)")"
    }

    /// Source text without `//` comments (the blocks and stand-ins have no `//` in strings).
    static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
    }

    /// The bodies of the protocol declarations in `text`.
    static func protocolBodies(in text: String) -> [String] {
        let source = Array(withoutComments(text))
        var bodies: [String] = []
        var index = 0
        let keyword = Array("protocol ")
        while index + keyword.count < source.count {
            guard Array(source[index..<index + keyword.count]) == keyword,
                index == 0 || !(source[index - 1].isLetter || source[index - 1].isNumber),
                let open = source[index...].firstIndex(of: "{")
            else {
                index += 1
                continue
            }
            var depth = 0
            var end = open
            for position in open..<source.count {
                if source[position] == "{" { depth += 1 }
                if source[position] == "}" { depth -= 1 }
                if depth == 0 {
                    end = position
                    break
                }
            }
            bodies.append(String(source[(open + 1)..<end]))
            index = end
        }
        return bodies
    }

    /// Every `func` declared in `text`.
    static func all(in text: String) -> [FunctionSignature] {
        let source = Array(withoutComments(text))
        var signatures: [FunctionSignature] = []
        var index = 0
        let keyword = Array("func ")
        while index + keyword.count < source.count {
            defer { index += 1 }
            guard Array(source[index..<index + keyword.count]) == keyword,
                index == 0 || !(source[index - 1].isLetter || source[index - 1].isNumber)
            else { continue }
            var position = index + keyword.count
            var name = ""
            while position < source.count,
                source[position].isLetter || source[position].isNumber
                    || source[position] == "_"
            {
                name.append(source[position])
                position += 1
            }
            guard let open = source[position...].firstIndex(of: "(") else { continue }
            var depth = 0
            var close = open
            for scan in open..<source.count {
                if "([<".contains(source[scan]) { depth += 1 }
                if ")]>".contains(source[scan]), !(source[scan] == ">" && source[scan - 1] == "-") { depth -= 1 }
                if depth == 0 {
                    close = scan
                    break
                }
            }
            var parameters = parameterList(String(source[(open + 1)..<close]))
            if parameters.count == 1, parameters[0].isEmpty { parameters = [] }
            // Effects and result run to the body, or to the end of the line unless the next
            // line goes on with them (`async` then `-> T` on a line of its own).
            var rest = ""
            var scan = close + 1
            while scan < source.count, source[scan] != "{", source[scan] != "}" {
                if source[scan] == "\n" {
                    let next = String(source[(scan + 1)...].prefix(40)).trimmingCharacters(in: .whitespaces)
                    guard ["->", "async", "throws"].contains(where: { next.hasPrefix($0) }) else { break }
                }
                rest.append(source[scan])
                scan += 1
            }
            let labelsAndTypes = parameters.map(labelAndType)
            signatures.append(
                FunctionSignature(
                    baseName: name, labels: labelsAndTypes.map(\.0), types: labelsAndTypes.map(\.1),
                    effects: rest.filter { !$0.isWhitespace }))
            index = close
        }
        return signatures
    }

    /// The parameters of a list, split at its top-level commas.
    static func parameterList(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) || character == ">" && previous != "-" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// A parameter's argument label and its type without spaces or default value.
    static func labelAndType(_ parameter: String) -> (String, String) {
        guard let colon = parameter.firstIndex(of: ":") else { return ("?", parameter) }
        let names = parameter[..<colon].split(separator: " ")
        var type = String(parameter[parameter.index(after: colon)...])
        if let equals = type.range(of: "=") { type = String(type[..<equals.lowerBound]) }
        return (names.first.map(String.init) ?? "?", type.filter { !$0.isWhitespace })
    }
}
