import Foundation
import Testing

/// docs/architecture.md says where things are: every file and folder it names in backticks
/// exists, every type it names is declared, every member it names (`Pipeline.validate(roots:sources:)`,
/// `Place.kind`) is declared, and the stage folders it lists are the compiler's folders.
@Suite struct ArchitectureDocumentTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let compiler = "Sources/RouteCompiler"

    /// The text between backticks, in order.
    static func quoted(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static var document: String {
        get throws {
            try String(contentsOf: repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        }
    }

    /// Every Swift file of the sources and tests, as text.
    static let swiftSources: [String] = {
        var texts: [String] = []
        for folder in ["Sources", "Tests"] {
            let root = repository.appendingPathComponent(folder)
            for case let file as String in FileManager.default.enumerator(atPath: root.path) ?? .init()
            where file.hasSuffix(".swift") {
                if let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) {
                    texts.append(text)
                }
            }
        }
        return texts
    }()

    /// Whether a path named in the document exists: from the repository's root, or from the
    /// compiler's folder (`2-Syntax/Model`).
    static func exists(_ path: String) -> Bool {
        [path, "\(compiler)/\(path)"].contains {
            FileManager.default.fileExists(atPath: repository.appendingPathComponent($0).path)
        }
    }

    /// What the sources declare, found in one pass: type names, other member names, and each
    /// function's argument labels.
    struct Declarations {
        var types: Set<String> = []
        var members: Set<String> = []
        var functions: [String: [[String]]] = [:]

        init(_ texts: [String]) {
            let typeKinds: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
            let memberKinds: Set<Substring> = ["var", "let", "case"]
            for text in texts {
                let characters = Array(text)
                var words: [Substring] = []
                for line in text.split(separator: "\n") {
                    words = line.split(whereSeparator: { " (:<=,{".contains($0) })
                    for (index, word) in words.enumerated().dropLast() {
                        if typeKinds.contains(word) { types.insert(String(words[index + 1])) }
                        if memberKinds.contains(word) { members.insert(String(words[index + 1])) }
                    }
                }
                // Functions: `func name(` up to the matching parenthesis, across lines.
                var index = 0
                while index + 5 < characters.count {
                    guard characters[index] == "f", characters[index + 1] == "u", characters[index + 2] == "n",
                        characters[index + 3] == "c", characters[index + 4] == " "
                    else {
                        index += 1
                        continue
                    }
                    var end = index + 5
                    while end < characters.count, characters[end] != "(", characters[end] != "\n" { end += 1 }
                    guard end < characters.count, characters[end] == "(" else {
                        index = end
                        continue
                    }
                    let name = String(characters[(index + 5)..<end]).split(separator: "<").first.map(String.init) ?? ""
                    var depth = 1
                    var close = end + 1
                    while close < characters.count, depth > 0 {
                        if characters[close] == "(" { depth += 1 }
                        if characters[close] == ")" { depth -= 1 }
                        close += 1
                    }
                    let parameters = String(characters[(end + 1)..<max(end + 1, close - 1)])
                    functions[name, default: []].append(ArchitectureDocumentTests.labelsOf(parameters[...]))
                    members.insert(name)
                    index = close
                }
            }
        }
    }

    static let declarations = Declarations(swiftSources)

    /// Whether the sources declare a type called `name`.
    static func declaresType(_ name: String) -> Bool { declarations.types.contains(name) }

    /// Whether the sources declare a member called `name` (a function with the argument
    /// labels `labels`, when given; else a property, a case or a function).
    static func declaresMember(_ name: String, labels: [String]?) -> Bool {
        guard let labels else { return declarations.members.contains(name) }
        return declarations.functions[name, default: []].contains(labels)
    }

    /// The argument labels of a parameter list (`root: String, sources: any SourceProvider`):
    /// the first word of each parameter, split at the commas outside brackets.
    static func labelsOf(_ parameters: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in parameters {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(current) }
        return parts.compactMap { part in
            let head = part.split(separator: ":", maxSplits: 1).first ?? ""
            return head.split(whereSeparator: { $0 == " " || $0 == "\n" }).first.map(String.init)
        }
    }

    /// Whether `name` is a module (a folder of `Sources/`).
    static func isModule(_ name: String) -> Bool {
        var isFolder: ObjCBool = false
        let path = repository.appendingPathComponent("Sources/\(name)").path
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    @Test func theFilesAndFoldersItNamesExist() throws {
        let paths = Self.quoted(try Self.document).filter {
            $0.contains("/") && !$0.contains(" ") && !$0.contains(":")
        }
        #expect(paths.count >= 20)
        for path in paths {
            #expect(Self.exists(path), "docs/architecture.md names \(path), which does not exist")
        }
    }

    @Test func theTypesAndMembersItNamesAreDeclared() throws {
        var checked = 0
        for token in Self.quoted(try Self.document) {
            guard let first = token.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first),
                !token.contains(" "), !token.contains("/"), !token.hasSuffix(".swift")
            else { continue }
            var parts = token.split(separator: ".", maxSplits: 1).map(String.init)
            let type = parts.removeFirst()
            guard type.allSatisfy({ $0.isLetter || $0.isNumber }), !Self.isModule(type) else { continue }
            #expect(Self.declaresType(type), "docs/architecture.md names the type \(type), which is not declared")
            checked += 1
            guard let member = parts.first else { continue }
            if let open = member.firstIndex(of: "(") {
                let name = String(member[..<open])
                let labels = member[member.index(after: open)...].dropLast().split(separator: ":").map(String.init)
                #expect(
                    Self.declaresMember(name, labels: labels),
                    "docs/architecture.md names \(token), which is not declared with those labels")
            } else {
                #expect(Self.declaresMember(member, labels: nil), "docs/architecture.md names \(token), undeclared")
            }
        }
        #expect(checked >= 30)
    }

    /// The stage table lists the compiler's folders, in the order the tree sorts them.
    @Test func theStagesAreTheCompilersFolders() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: Self.repository.appendingPathComponent(Self.compiler).path
        ).filter { $0.first?.isNumber == true }.sorted()
        let named = Self.quoted(try Self.document).filter { $0.hasPrefix("\(Self.compiler)/") }
            .map { String($0.dropFirst(Self.compiler.count + 1)) }.filter {
                $0.first?.isNumber == true && !$0.contains("/")
            }
        #expect(named == folders)
    }
}
