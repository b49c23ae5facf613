import Foundation

/// A payload key as Darwin's `NSDictionary` holds it: an `NSString` compared and hashed by
/// its UTF-16 code units, so a precomposed `é` and `e` with a combining accent are two keys,
/// though Swift's `String` holds the two equal. swift-corelibs-foundation's own `NSString`
/// calls them equal while hashing them apart, which breaks `Hashable`: a dictionary holding
/// both traps whenever the process's hash seed puts them in one bucket, so on Linux the key
/// is this subclass that compares as Darwin does.
func codeUnitKey(_ text: String) -> AnyHashable {
    #if canImport(Darwin)
        AnyHashable(NSString(string: text))
    #else
        AnyHashable(CodeUnitString(text))
    #endif
}

#if !canImport(Darwin)
    private final class CodeUnitString: NSString {
        private let units: [unichar]

        init(_ text: String) {
            units = Array(text.utf16)
            super.init(characters: units, length: units.count)
        }

        required init?(coder: NSCoder) { return nil }
        required convenience init(string: String) { self.init(string) }
        required convenience init(stringLiteral value: StaticString) { self.init("\(value)") }
        required convenience init(extendedGraphemeClusterLiteral value: StaticString) { self.init("\(value)") }
        required convenience init(unicodeScalarLiteral value: StaticString) { self.init("\(value)") }

        override var length: Int { units.count }
        override func character(at index: Int) -> unichar { units[index] }
        override func isEqual(_ object: Any?) -> Bool { (object as? CodeUnitString)?.units == units }
        override var hash: Int { units.count }
    }
#endif
