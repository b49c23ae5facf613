import Foundation

/// What `explain` needs of a table: its checks, and when it has no errors, the explainer that
/// decodes payloads as its generated code would.
package struct ExplainSetup: Sendable {
    /// The table's checks (their diagnostics in print order).
    package var validation: ValidationResult
    /// The explainer; nil when the table has errors.
    package var explainer: Explainer?
}

/// Decodes payloads as a table's generated code would and says what happened, as text or
/// JSON (docs/language.md §10.1).
package struct Explainer: Sendable {
    let interpreter: PayloadInterpreter

    /// What `explain` prints for one payload (`name`: how the text form names it) and whether
    /// it was accepted (routed, ignored or unrouted).
    package func explain(
        json document: Data, name: String, format: DiagnosticFormat
    ) -> (
        output: String, accepted: Bool
    ) {
        let (output, accepted) = render(
            interpreter.interpret(json: document), input: document, name: name, format: format)
        // The push's identity, for a table with `identity:` (docs/language.md §15).
        guard let identity = interpreter.identity(json: document) else { return (output, accepted) }
        switch format {
        case .text:
            return (output + "  identity \(quoted(identity))\n", accepted)
        case .json:
            guard case .object(var members) = Explanation.json(interpreter.interpret(json: document), input: document)
            else { return (output, accepted) }
            members.append(("identity", .string(identity)))
            return (JSONDocument.object(members).rendered(indent: 0) + "\n", accepted)
        }
    }

    /// What `explain --url` prints for one link (docs/language.md §14): its outcome as for a
    /// payload, selected by its link pattern; the text form names it by the URL.
    package func explain(url: String, format: DiagnosticFormat) -> (output: String, accepted: Bool) {
        render(interpreter.interpret(url: url), input: Data("null".utf8), name: url, format: format)
    }

    private func render(
        _ interpretation: Interpretation, input document: Data, name: String, format: DiagnosticFormat
    ) -> (output: String, accepted: Bool) {
        switch format {
        case .json:
            return (
                Explanation.json(interpretation, input: document).rendered(indent: 0) + "\n", interpretation.isSuccess
            )
        case .text:
            return ("\(name): " + Explanation.text(interpretation), interpretation.isSuccess)
        }
    }
}

extension Pipeline {
    /// `explain`: checks the table rooted at `root` and, when it has no errors, lowers it for
    /// the interpreter.
    package static func explain(root: String, sources: any SourceProvider) -> Result<ExplainSetup, SourceReadError> {
        validate(root: root, sources: sources).map { validation in
            ExplainSetup(
                validation: validation,
                explainer: validation.table.map { Explainer(interpreter: PayloadInterpreter(lower($0))) })
        }
    }
}
