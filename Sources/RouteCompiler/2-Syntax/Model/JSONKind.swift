@_spi(Generated) import PushRouting

/// The kinds of JSON values that tell a union's members apart (docs/language.md §3.7).
package enum JSONKind: String, Sendable, Hashable, CaseIterable {
    case string, number, boolean, object, array

    /// The kind of the values a member of type `type` takes in a union: a `date` takes only
    /// its string form there.
    package static func of<T: NamedTypeKind>(_ type: ValueType, types: [String: T]) -> JSONKind {
        switch type {
        case .builtin(let builtin, _):
            switch builtin {
            case .string, .url, .date: .string
            case .int, .double: .number
            case .bool: .boolean
            // `json` takes every kind, so a union never holds it (`ambiguous-union`, TypeChecks).
            case .json: .object
            }
        case .named(let name):
            types[name.value]?.isEnumeration == true ? .string : .object
        case .array: .array
        case .map: .object
        case .union: .object
        }
    }

    /// Whether a payload value of the runtime's kind `kind` is of this kind (null never is).
    package func matches(_ kind: PushRouting.RawValue.Kind) -> Bool {
        switch (self, kind) {
        case (.string, .string), (.number, .integer), (.number, .number), (.boolean, .bool), (.object, .object),
            (.array, .array):
            true
        default: false
        }
    }
}

/// What the stages that resolve a named type by its name ask of it: the syntax's
/// (`NamedType`) and the checked table's (`CheckedType`) named types alike.
package protocol NamedTypeKind {
    /// Whether it is an object type (with fields), not a string enum.
    var isObject: Bool { get }
}

extension NamedTypeKind {
    /// Whether it is a string enum.
    package var isEnumeration: Bool { !isObject }
}

extension NamedType: NamedTypeKind {
    /// Whether it is an object type.
    package var isObject: Bool { fields != nil }
}
