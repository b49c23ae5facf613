/// A type that generated code reads from one payload value: an object type from its
/// dictionary, a string enum from its string. Every generated object type and enum conforms,
/// so that its reader is `Read.object(Sender.self)` or `Read.value(OrderStatus.self)`.
public protocol PayloadDecodable: Sendable {
    /// What a value is read from: `PayloadObject` for an object type, `Any` for an enum.
    associatedtype PayloadValue

    /// Reads the value; throws where it is missing a value or has a wrong one.
    init(decoding value: PayloadValue) throws(PushDecodingError)
}

extension Read {
    /// The reader of an object type: a dictionary, read by the type's `init(decoding:)`.
    public static func object<T: PayloadDecodable>(_ type: T.Type) -> ValueReader<T>
    where T.PayloadValue == PayloadObject {
        object { object throws(PushDecodingError) in try T(decoding: object) }
    }

    /// The reader of an enum: one value, read by the type's `init(decoding:)`.
    public static func value<T: PayloadDecodable>(_ type: T.Type) -> ValueReader<T> where T.PayloadValue == Any {
        value { value throws(PushDecodingError) in try T(decoding: value) }
    }

    /// The reader of an enum declared by `enum:` with `coerce: numbers`: a string, or an
    /// integer as its decimal text.
    public static func value<T: PayloadDecodable>(_ type: T.Type, numbers: Bool) -> ValueReader<T>
    where T.PayloadValue == Any {
        value(numbers: numbers) { value throws(PushDecodingError) in try T(decoding: value) }
    }
}
