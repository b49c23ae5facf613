import Foundation

/// Reads JSON text into payload values: objects as `PayloadObject` (`[AnyHashable: Any]`),
/// arrays as `[Any]`, strings as `String`, integer literals that fit as `Int64` (larger ones
/// as `NSDecimalNumber`, which no int accepts), other numbers as `Double` (infinite when too
/// large), `true`/`false` as `Bool`, `null` as `NSNull`.
///
/// Strict RFC 8259: UTF-8 only, no trailing commas, no comments, no leading zeros,
/// control characters escaped. Nesting is bounded (`maxDepth`), so no input can exhaust
/// the stack; a duplicate key keeps its last value. Every failure is a thrown
/// `PushDecodingError` with reason `invalidJSON`, never a trap.
@_spi(Generated)
public struct JSONReader {
    /// How deep arrays and objects may nest.
    public var maxDepth: Int

    /// A reader with the given nesting bound.
    public init(maxDepth: Int = 512) {
        self.maxDepth = maxDepth
    }

    /// The value `data` holds.
    public func value(from data: Data) throws(PushDecodingError) -> Any {
        let result: Result<Any, PushDecodingError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var parser = Parser(bytes: bytes, maxDepth: maxDepth)
            do throws(PushDecodingError) {
                return .success(try parser.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Calls `body` with the members of the object `data` holds, in order (a duplicate key
    /// appears twice; readers keep the last), and the value of `key` among them (the last
    /// one) — without building a dictionary for the top level. A JSON value that is not an
    /// object is `payloadNotAnObject`.
    public func withEntries<Result>(
        of data: Data, finding key: String?, _ body: (PayloadEntries, Any?) throws(PushDecodingError) -> Result
    ) throws(PushDecodingError) -> Result {
        var entries: [PayloadEntry] = []
        var found: Any?
        let parsed: Swift.Result<Void, PushDecodingError> = data.withUnsafeBytes { raw in
            var parser = Parser(bytes: raw.bindMemory(to: UInt8.self), maxDepth: maxDepth)
            do throws(PushDecodingError) {
                guard parser.startsObject() else {
                    _ = try parser.document()
                    return .failure(PushDecodingError(reason: .payloadNotAnObject))
                }
                try parser.parseMembers { member, value in
                    if let key, Exact.equal(member, key) { found = value }
                    entries.append(PayloadEntry(key: member, value: value))
                }
                try parser.end()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try parsed.get()
        return try entries.withUnsafeBufferPointer { buffer throws(PushDecodingError) in
            try body(PayloadEntries(buffer), found)
        }
    }

    /// Calls `body` with the members of the object `data` holds, as
    /// `withEntries(of:finding:_:)` without a key to find (what the decoders of tables that
    /// select routes with `RouteSelector` call). A JSON value that is not an object is
    /// `payloadNotAnObject`.
    public func withEntries<Result>(
        of data: Data, _ body: (PayloadEntries) throws(PushDecodingError) -> Result
    ) throws(PushDecodingError) -> Result {
        try withEntries(of: data, finding: nil) { entries, _ throws(PushDecodingError) in try body(entries) }
    }

    /// The value the JSON text `text` holds (a string of a payload at a `jsonStrings` path,
    /// docs/language.md §5.3). A failure is `invalidJSON` with what is wrong at which line
    /// and column of `text` (1-based; columns count code points).
    func value(fromText text: String) throws(PushDecodingError) -> Any {
        var text = text
        let result: Result<Any, PushDecodingError> = text.withUTF8 { bytes in
            var parser = Parser(bytes: bytes, maxDepth: maxDepth, positionsAsLines: true)
            do throws(PushDecodingError) {
                return .success(try parser.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The object `data` holds; a JSON value that is not an object is `payloadNotAnObject`.
    public func object(from data: Data) throws(PushDecodingError) -> PayloadObject {
        let value = try value(from: data)
        guard let object = value as? PayloadObject else { throw PushDecodingError(reason: .payloadNotAnObject) }
        return object
    }
}

private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    /// Whether failures say where by line and column rather than by byte offset.
    let positionsAsLines: Bool
    var index = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, positionsAsLines: Bool = false) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.positionsAsLines = positionsAsLines
    }

    mutating func document() throws(PushDecodingError) -> Any {
        skipWhitespace()
        let value = try parseValue()
        try end()
        return value
    }

    /// Whether the document is an object: its first byte past whitespace is `{`.
    mutating func startsObject() -> Bool {
        skipWhitespace()
        return index < bytes.count && bytes[index] == 0x7B
    }

    /// Checks that nothing but whitespace follows the value.
    mutating func end() throws(PushDecodingError) {
        skipWhitespace()
        guard index == bytes.count else { throw fail("unexpected data after the JSON value") }
    }

    private func fail(_ message: String) -> PushDecodingError {
        guard positionsAsLines else { return PushDecodingError(reason: .invalidJSON("\(message) at byte \(index)")) }
        // Line breaks are LF, CR LF or CR; a column counts the code points before it (the
        // bytes that do not continue a UTF-8 sequence).
        var line = 1
        var column = 1
        var k = 0
        let end = min(index, bytes.count)
        while k < end {
            let b = bytes[k]
            if b == 0x0A || (b == 0x0D && (k + 1 >= bytes.count || bytes[k + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80, b != 0x0D {
                column += 1
            }
            k += 1
        }
        return PushDecodingError(reason: .invalidJSON("\(message) at line \(line), column \(column)"))
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(PushDecodingError) -> Any {
        guard index < bytes.count else { throw fail("unexpected end of data") }
        switch bytes[index] {
        case 0x7B: return try parseObject()
        case 0x5B: return try parseArray()
        case 0x22: return try parseString()
        case 0x74: return try literal("true", true)
        case 0x66: return try literal("false", false)
        case 0x6E: return try literal("null", NSNull())
        default: return try parseNumber()
        }
    }

    private mutating func literal(_ word: StaticString, _ value: Any) throws(PushDecodingError) -> Any {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw fail("invalid literal") }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for k in 0..<count where bytes[index + k] != expected[k] { throw fail("invalid literal") }
        index += count
        return value
    }

    private mutating func enter() throws(PushDecodingError) {
        depth += 1
        guard depth <= maxDepth else { throw fail("nested deeper than \(maxDepth) levels") }
    }

    private mutating func parseObject() throws(PushDecodingError) -> Any {
        var object: PayloadObject = [:]
        try parseMembers { key, value in object[AnyHashable(key)] = value }
        return object
    }

    /// Reads an object (at its `{`), handing each key and value to `member` in order.
    mutating func parseMembers(_ member: (String, Any) -> Void) throws(PushDecodingError) {
        try enter()
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == 0x7D {
            index += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == 0x22 else { throw fail("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == 0x3A else { throw fail("expected ':'") }
            index += 1
            skipWhitespace()
            member(key, try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of data in an object") }
            if bytes[index] == 0x2C {
                index += 1
                continue
            }
            guard bytes[index] == 0x7D else { throw fail("expected ',' or '}'") }
            index += 1
            depth -= 1
            return
        }
    }

    private mutating func parseArray() throws(PushDecodingError) -> Any {
        try enter()
        index += 1
        var array: [Any] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == 0x5D {
            index += 1
            depth -= 1
            return array
        }
        while true {
            skipWhitespace()
            array.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of data in an array") }
            if bytes[index] == 0x2C {
                index += 1
                continue
            }
            guard bytes[index] == 0x5D else { throw fail("expected ',' or ']'") }
            index += 1
            depth -= 1
            return array
        }
    }

    private mutating func parseNumber() throws(PushDecodingError) -> Any {
        let start = index
        guard let end = NumberText.scan(bytes, from: start) else { throw fail("invalid value") }
        index = end
        let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
        switch NumberText.value(of: text) {
        case .integer(let i): return i
        case .largeInteger: return NSDecimalNumber(string: String(decoding: text, as: UTF8.self))
        case .double(let d): return d
        }
    }

    private mutating func parseString() throws(PushDecodingError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let b = bytes[index]
            if b == 0x22 {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
                guard UTF8Validation.isValid(text) else { throw fail("invalid UTF-8 in a string") }
                index += 1
                return String(decoding: text, as: UTF8.self)
            }
            if b == 0x5C { break }
            if b < 0x20 { throw fail("unescaped control character in a string") }
            index += 1
        }
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<min(index, bytes.count)]))
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case 0x22:
                let text: String? = buffer.withUnsafeBufferPointer { text in
                    UTF8Validation.isValid(text) ? String(decoding: text, as: UTF8.self) : nil
                }
                guard let text else { throw fail("invalid UTF-8 in a string") }
                index += 1
                return text
            case 0x5C:
                index += 1
                guard index < bytes.count else { throw fail("unexpected end of data in a string") }
                let e = bytes[index]
                index += 1
                switch e {
                case 0x22, 0x5C, 0x2F: buffer.append(e)
                case 0x62: buffer.append(0x08)
                case 0x66: buffer.append(0x0C)
                case 0x6E: buffer.append(0x0A)
                case 0x72: buffer.append(0x0D)
                case 0x74: buffer.append(0x09)
                case 0x75:
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x75 else {
                            throw fail("unpaired surrogate escape")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail("unpaired surrogate escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw fail("unpaired surrogate escape")
                    }
                    buffer.append(contentsOf: Array(String(Unicode.Scalar(scalar)!).utf8))
                default:
                    throw fail("invalid escape in a string")
                }
            default:
                if b < 0x20 { throw fail("unescaped control character in a string") }
                buffer.append(b)
                index += 1
            }
        }
        throw fail("unterminated string")
    }

    private mutating func hex4() throws(PushDecodingError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[index]
            let digit: UInt32
            switch c {
            case 0x30...0x39: digit = UInt32(c - 0x30)
            case 0x41...0x46: digit = UInt32(c - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(c - 0x61 + 10)
            default: throw fail("invalid \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
