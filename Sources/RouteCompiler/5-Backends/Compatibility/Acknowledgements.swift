/// Breaking changes made on purpose, listed in a file next to the table
/// (`routes.breaking.yaml` for `routes.yaml`) and reviewed in the pull request that makes
/// them (docs/ci.md):
///
/// ```yaml
/// version: 1
/// acknowledged:
///   - change: removed-route
///     route: news
///     reason: deprecated since app 3.2; no sender uses it since 3.4
/// ```
///
/// Each entry names a change by its code and its subject (`ChangeSubject`), exactly as
/// `routegen breaking` reports it; an acknowledged change is a warning, every other one
/// stays an error. An entry that matches no change is a warning, so that acknowledgements
/// do not outlive the change they were written for.
package struct Acknowledgements: Sendable {
    /// One acknowledged change.
    package struct Entry: Sendable {
        /// The change's code (`removed-route`).
        package var code: DiagnosticCode
        /// What changed.
        package var subject: ChangeSubject
        /// Why, when the entry says so.
        package var reason: String?
        /// Where the entry is.
        package var location: SourceLocation
    }

    /// The file the entries were read from.
    package var file: String
    /// The entries, in file order.
    package var entries: [Entry]

    /// No acknowledgements.
    package static func none(file: String) -> Acknowledgements {
        Acknowledgements(file: file, entries: [])
    }

    /// The codes of breaking changes, each with the subject keys that name one: any one of
    /// the listed key sets.
    static let shapes: [(code: DiagnosticCode, keys: [[String]])] = [
        (.removedRoute, [["route"]]),
        (.removedAlias, [["route", "alias"]]),
        (.changedDestination, [["route"]]),
        (.newRequiredParam, [["route", "param"], ["type", "field"]]),
        (.paramBecameRequired, [["route", "param"], ["type", "field"]]),
        (.changedType, [["route", "param"], ["type", "field"]]),
        (.removedEnumValue, [["type", "value"], ["route", "param", "value"], ["type", "field", "value"]]),
        (
            .tightenedConstraint,
            [
                ["route", "param", "constraint"], ["type", "field", "constraint"], ["route", "param", "value"],
                ["type", "field", "value"],
            ]
        ),
        (.changedPath, [["route", "param"], ["type", "field"]]),
        (.changedDiscriminator, [[]]),
        (.changedCoercion, [["route", "param"], ["type", "field"]]),
        (.changedSeparator, [["route", "param"], ["type", "field"]]),
        (.droppedRelative, [["route", "param"], ["type", "field"]]),
        (.droppedLenient, [["route", "param"], ["type", "field"]]),
        (.newRest, [["route", "param"], ["type", "field"]]),
        (.droppedJSONString, [[]]),
        (.narrowedPlace, [["route", "param"], ["type", "field"], ["discriminator"]]),
        (.removedUnionMember, [["route", "param", "value"], ["type", "field", "value"]]),
        (.closedEnum, [["type"], ["route", "param"], ["type", "field"]]),
        (.droppedDiscriminator, [["discriminator"]]),
        (.changedUnrouted, [[]]),
        (.changedInvalid, [[], ["route"]]),
        (.removedFallback, [["route"]]),
        (.ignoredRoute, [["route"]]),
        (.narrowedWhen, [["route"]]),
        (.changedSelection, [["route"]]),
        (.removedLink, [["route", "link"]]),
        (.narrowedLink, [["route", "link"]]),
        (.removedLinkOrigin, [["host"], ["scheme"]]),
    ]

    static let entryKeys = ["change"] + ChangeSubject.keys + ["reason"]

    /// Where the acknowledgements of the table at `tablePath` are looked for: beside it,
    /// its name with `.breaking` before the extension (`app/routes.yaml` →
    /// `app/routes.breaking.yaml`).
    package static func defaultPath(forTable tablePath: String) -> String {
        let slash = tablePath.lastIndex(of: "/")
        let folder = slash.map { String(tablePath[...$0]) } ?? ""
        var name = slash.map { String(tablePath[tablePath.index(after: $0)...]) } ?? tablePath
        for ext in [".yaml", ".yml"] where name.hasSuffix(ext) {
            name = String(name.dropLast(ext.count))
            return folder + name + ".breaking" + ext
        }
        return folder + name + ".breaking.yaml"
    }

    /// Reads an acknowledgements file; problems come back as diagnostics (errors make the
    /// file unusable: `breaking` then exits as for a table with errors).
    package static func read(_ bytes: [UInt8], file: String) -> (Acknowledgements, [Diagnostic]) {
        let diagnostics = DiagnosticCollector()
        let loaded = YAMLLoader.load(bytes, file: file, diagnostics: diagnostics)
        var result = Acknowledgements.none(file: file)
        if let root = loaded.root {
            result.entries = readRoot(root, file: file, diagnostics: diagnostics)
        } else if !diagnostics.hasErrors {
            diagnostics.report(
                .missingKey("version", at: .start(of: file), in: .acknowledgementsFile, example: "version: 1"))
        }
        return (result, diagnostics.sorted(files: FileOrder([file])))
    }

    private static func readRoot(_ root: YAMLNode, file: String, diagnostics: DiagnosticCollector) -> [Entry] {
        guard
            let mapping = MappingReader(
                root, context: .acknowledgementsFile, allowed: ["version", "acknowledged"],
                required: ["version": "version: 1"], owner: root.location, diagnostics: diagnostics)
        else { return [] }
        if let node = mapping["version"] {
            var supported = false
            if case .number(let n)? = node.scalar?.value, n.int64 == 1 { supported = true }
            if !supported { diagnostics.report(.unsupportedAcknowledgementsVersion(node)) }
        }
        guard let list = mapping["acknowledged"] else { return [] }
        guard case .sequence(let items) = list.content else {
            diagnostics.report(.wrongKind(list, expected: .acknowledgedChanges, for: "acknowledged"))
            return []
        }
        var entries: [Entry] = []
        var seen: [Identity: Entry] = [:]
        for item in items {
            guard let entry = readEntry(item, diagnostics: diagnostics) else { continue }
            if let first = seen[Identity(entry.code, entry.subject)] {
                diagnostics.report(
                    .duplicateAcknowledgement(entry.code, entry.subject, at: entry.location, first: first.location))
                continue
            }
            seen[Identity(entry.code, entry.subject)] = entry
            entries.append(entry)
        }
        return entries
    }

    /// What makes two acknowledged changes the same: the code and the subject's identity.
    private struct Identity: Hashable {
        var code: String
        var subject: [[UInt32]]

        init(_ code: DiagnosticCode, _ subject: ChangeSubject) {
            self.code = code.rawValue
            self.subject = subject.identity
        }
    }

    private static func readEntry(_ node: YAMLNode, diagnostics: DiagnosticCollector) -> Entry? {
        guard
            let mapping = MappingReader(
                node, context: .acknowledgement, allowed: entryKeys,
                required: ["change": "change: removed-route (a change code)"],
                owner: node.location, diagnostics: diagnostics)
        else { return nil }
        var subject = ChangeSubject()
        var complete = true
        for key in ChangeSubject.keys {
            guard let value = mapping[key] else { continue }
            guard let text = ScalarReader.string(value, what: .key(key), diagnostics: diagnostics) else {
                complete = false
                continue
            }
            subject = subject.with(key, text)
        }
        let reason = mapping["reason"].flatMap { ScalarReader.text($0, what: "reason", diagnostics: diagnostics) }
        guard let changeNode = mapping["change"],
            let text = ScalarReader.string(changeNode, what: "change", diagnostics: diagnostics)
        else { return nil }
        guard let shape = shapes.first(where: { $0.code.rawValue == text }) else {
            let suggestion = Suggestion.closest(to: text, in: shapes.map(\.code.rawValue))
            diagnostics.report(.unknownChangeCode(text, suggestion: suggestion, at: changeNode.location))
            return nil
        }
        guard complete else { return nil }
        let given = subject.entries.map(\.key)
        guard shape.keys.contains(given) else {
            diagnostics.report(
                .acknowledgementKeys(shape.code, accepted: shape.keys, given: given, at: changeNode.location))
            return nil
        }
        return Entry(code: shape.code, subject: subject, reason: reason, location: node.location)
    }

    /// What `apply` decided.
    package struct Outcome: Sendable {
        /// Changes no entry acknowledges: they stay errors.
        package var unacknowledged: [BreakingChange]
        /// Acknowledged changes, as warnings with a note at their entry.
        package var acknowledged: [Diagnostic]
        /// Entries that match no change, as warnings.
        package var unused: [Diagnostic]
    }

    /// Sorts `changes` into acknowledged and not; `against` names the compared version in
    /// the warning about unused entries.
    package func apply(to changes: [BreakingChange], against: String) -> Outcome {
        var used = Array(repeating: false, count: entries.count)
        var outcome = Outcome(unacknowledged: [], acknowledged: [], unused: [])
        var indices: [Identity: Int] = [:]
        for (index, entry) in entries.enumerated() { indices[Identity(entry.code, entry.subject)] = index }
        for change in changes {
            guard let index = indices[Identity(change.code, change.subject)] else {
                outcome.unacknowledged.append(change)
                continue
            }
            used[index] = true
            let entry = entries[index]
            outcome.acknowledged.append(.acknowledged(change, entry: entry.location, reason: entry.reason))
        }
        for (index, entry) in entries.enumerated() where !used[index] {
            outcome.unused.append(
                .unusedAcknowledgement(entry.code, entry.subject, against: against, at: entry.location))
        }
        return outcome
    }

    /// YAML list entries that acknowledge `changes`, for pasting under `acknowledged:`.
    package static func yamlEntries(for changes: [BreakingChange]) -> String {
        var lines: [String] = []
        for change in changes {
            lines.append("  - change: \(change.code)")
            for (key, value) in change.subject.entries {
                lines.append("    \(key): \(yamlScalar(value))")
            }
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// `value` as a YAML scalar that reads back as exactly this string.
    static func yamlScalar(_ value: String) -> String { YAMLText.scalar(value) }
}
