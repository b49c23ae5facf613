import Foundation
import PushRoutesTestSupport
@_spi(Generated) import PushRouting
import Testing

/// The error a decode throws, or nil.
func decodingError<T>(_ body: () throws -> T) -> PushDecodingError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error as? PushDecodingError
    }
}

/// JSON text as a payload dictionary (through the runtime's reader).
func payload(_ json: String) -> PayloadObject {
    (try? JSONReader().object(from: Data(json.utf8))) ?? [:]
}

extension RandomNumberGenerator {
    mutating func string(from alphabet: String, count: ClosedRange<Int>) -> String {
        let characters = Array(alphabet)
        return String((0..<Int.random(in: count, using: &self)).map { _ in characters.randomElement(using: &self)! })
    }

    /// A date at millisecond precision between 1970 and 2100 (the round trip holds at ms).
    mutating func date() -> Date {
        Date(timeIntervalSince1970: Double(Int64.random(in: 0...4_102_444_800_000, using: &self)) / 1000)
    }

    mutating func bool() -> Bool { Bool.random(using: &self) }

    mutating func maybe<T>(_ make: (inout Self) -> T) -> T? {
        bool() ? make(&self) : nil
    }
}

/// A list that any thread may append to.
final class SharedLog<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Element] = []

    func append(_ item: Element) { lock.withLock { items.append(item) } }
    var entries: [Element] { lock.withLock { items } }
}
