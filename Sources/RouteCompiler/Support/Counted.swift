/// A number with its noun, as summaries write it: "1 route", "2 routes".
struct Counted: CustomStringConvertible {
    let count: Int
    let noun: String

    init(_ count: Int, _ noun: String) {
        self.count = count
        self.noun = noun
    }

    var description: String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// "2 errors, 1 warning".
    static func problems(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        return "\(Counted(errors, "error")), \(Counted(warnings, "warning"))"
    }
}
