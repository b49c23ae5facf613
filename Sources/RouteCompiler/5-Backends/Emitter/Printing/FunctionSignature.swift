/// The signature of a generated function, initializer or computed property: what the
/// emitters vary about one (name, parameters with labels, names and types, effects, result),
/// after swift-openapi-generator's `FunctionSignatureDescription`. `declaration` prints it
/// and `call` prints a call of it, so no emitter writes a declaration as text and then reads
/// it back (to rename it, or to find the arguments it passes on).
struct FunctionSignature {
    /// What is declared.
    enum Kind {
        /// `func name(…)`; an operator name gets a space before its parameters (`== (`).
        case function(String)
        /// `init(…)`.
        case initializer
        /// `var name: Result`, a computed property (or a `{ get }` requirement).
        case property(String)
    }

    /// One parameter: `label name: Type = default`.
    struct Parameter {
        /// The argument label; nil for `_` (an unlabeled argument).
        var label: String?
        /// The name the body uses; nil for `_` (an argument the body does not use).
        var name: String?
        var type: String
        var isInout = false
        var defaultValue: String?

        /// `name: Type`: the label is the name.
        static func named(_ name: String, _ type: String, isInout: Bool = false, default value: String? = nil) -> Self {
            Parameter(label: name, name: name, type: type, isInout: isInout, defaultValue: value)
        }

        /// `_ name: Type`.
        static func unlabeled(_ name: String, _ type: String) -> Self {
            Parameter(label: nil, name: name, type: type)
        }

        /// `label name: Type`, or `label _: Type` when the body does not use it.
        static func labeled(_ label: String, _ name: String?, _ type: String, isInout: Bool = false) -> Self {
            Parameter(label: label, name: name, type: type, isInout: isInout)
        }
    }

    var kind: Kind
    /// Attributes written on the same line, before the modifiers (`@inline(never)`).
    var attributes: [String] = []
    /// The access modifier with its space (`public `, `private `), or nothing.
    var access = ""
    var isStatic = false
    /// Generic parameters with their constraints (`Route: DeprecatedRouteAccess`).
    var genericParameters: [String] = []
    var parameters: [Parameter] = []
    /// The error type of `throws(…)`; nil for a function that does not throw.
    var errorType: String?
    /// The result type (a property's type); nil for none.
    var result: String?

    /// The name of the function or property (`init` for an initializer).
    var name: String {
        switch kind {
        case .function(let name), .property(let name): name
        case .initializer: "init"
        }
    }

    /// The signature under another name (a chunk of a function split in several).
    func renamed(_ newName: String) -> FunctionSignature {
        var copy = self
        switch kind {
        case .function: copy.kind = .function(newName)
        case .property: copy.kind = .property(newName)
        case .initializer: break
        }
        return copy
    }

    // MARK: Printing

    /// The declaration, without its body: `public static func decode(_ payload:
    /// PushRouting.PayloadObject) throws(PushRouting.PushDecodingError) -> PushRoute`.
    var declaration: String {
        var text = attributes.map { $0 + " " }.joined() + access + (isStatic ? "static " : "")
        let generics = genericParameters.isEmpty ? "" : "<" + genericParameters.joined(separator: ", ") + ">"
        let list = "(" + parameters.map(Self.declaration).joined(separator: ", ") + ")"
        switch kind {
        case .property(let name):
            return text + "var \(name): \(result ?? "Swift.Void")"
        case .initializer:
            text += "init" + generics + list
        case .function(let name):
            let isOperator = name.unicodeScalars.first.map { !SwiftNaming.isLetterOrDigit($0) && $0 != "_" } ?? false
            text += "func \(name)" + generics + (isOperator ? " " : "") + list
        }
        if let errorType { text += " throws(\(errorType))" }
        if let result { text += " -> \(result)" }
        return text
    }

    /// The function as a reference that names its argument labels: `decode(_:discriminator:)`.
    var reference: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The declaration as a protocol requirement (a property gets `{ get }`).
    var requirement: String {
        if case .property = kind { return declaration + " { get }" }
        return declaration
    }

    /// A call of the function: `try decode(index, entries)`, `writePayload(into: &payload)`,
    /// `routeIndex` for a property. It passes `arguments` (expressions, one per parameter;
    /// `&` is added for an `inout` one), by default each parameter's own name: what a
    /// function passes on to another of the same signature. `receiver` goes before the
    /// name (`route.deprecatedValues`); an initializer is called on its type (`Self` by
    /// default): `try SecondPush(entries: entries)`.
    func call(on receiver: String? = nil, passing arguments: [String]? = nil) -> String {
        let callee =
            if case .initializer = kind { receiver ?? "Self" } else { (receiver.map { $0 + "." } ?? "") + name }
        let effect = errorType == nil ? "" : "try "
        if case .property = kind { return effect + callee }
        let values = arguments ?? passedOn
        let list = zip(parameters, values).map { parameter, value in
            let argument = (parameter.isInout ? "&" : "") + value
            return parameter.label.map { "\($0): \(argument)" } ?? argument
        }
        return effect + callee + "(" + list.joined(separator: ", ") + ")"
    }

    /// The names of the parameters, as a function passes them on (each must have a name).
    var passedOn: [String] {
        parameters.map { parameter in
            guard let name = parameter.name else { preconditionFailure("an unused parameter has nothing to pass on") }
            return name
        }
    }

    private static func declaration(_ parameter: Parameter) -> String {
        let label = parameter.label.map(SwiftNaming.escaped) ?? "_"
        let name = parameter.name.map(SwiftNaming.escaped) ?? "_"
        var text =
            (label == name ? label : label + " " + name) + ": " + (parameter.isInout ? "inout " : "") + parameter.type
        if let value = parameter.defaultValue { text += " = " + value }
        return text
    }
}

extension FunctionSignature {
    /// A function.
    static func function(
        _ name: String, access: String = "", isStatic: Bool = false, generic: [String] = [],
        _ parameters: [Parameter] = [],
        throwing errorType: String? = nil, result: String? = nil
    ) -> FunctionSignature {
        FunctionSignature(
            kind: .function(name), access: access, isStatic: isStatic, genericParameters: generic,
            parameters: parameters,
            errorType: errorType, result: result)
    }

    /// A computed property.
    static func property(
        _ name: String, access: String = "", isStatic: Bool = false, _ type: String
    ) -> FunctionSignature {
        FunctionSignature(kind: .property(name), access: access, isStatic: isStatic, result: type)
    }

    /// An initializer.
    static func initializer(
        access: String = "", _ parameters: [Parameter] = [], throwing errorType: String? = nil
    )
        -> FunctionSignature
    {
        FunctionSignature(kind: .initializer, access: access, parameters: parameters, errorType: errorType)
    }

    /// The error type generated decoders throw.
    static let decodingError = "PushRouting.PushDecodingError"
}
