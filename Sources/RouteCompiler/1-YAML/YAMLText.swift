/// Writing YAML: the one place that turns a string into a YAML scalar (for the entries
/// `breaking` suggests, and for tables that tests and tools write).
package enum YAMLText {
    /// `value` as a double-quoted YAML scalar that reads back as exactly `value`: `"` and
    /// `\` escaped, and every control, format, separator or surrogate scalar written as
    /// `\uXXXX` or `\UXXXXXXXX`, so the scalar is one printable line.
    package static func doubleQuoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if needsEscape(scalar) {
                    out +=
                        scalar.value <= 0xFFFF
                        ? "\\u" + hex(scalar.value, width: 4) : "\\U" + hex(scalar.value, width: 8)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `value` as a YAML scalar that reads back as exactly `value`: plain when that is safe
    /// (ASCII letters, digits and `_-./`, starting with a letter or `_`, read as a string by
    /// the core schema), double-quoted otherwise.
    package static func scalar(_ value: String) -> String {
        let plainSafe =
            !value.isEmpty
            && value.unicodeScalars.allSatisfy {
                ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
                    || "_-./".unicodeScalars.contains($0)
            }
            && value.unicodeScalars.first.map { $0.properties.isAlphabetic || $0 == "_" } == true
            && CoreSchema.resolve(value, style: .plain) == .string(value)
        return plainSafe ? value : doubleQuoted(value)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: return true
        default: return false
        }
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
