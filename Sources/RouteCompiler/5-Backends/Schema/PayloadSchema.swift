/// `routegen schema`: a JSON Schema (2020-12) that accepts exactly the payloads the
/// generated decoder accepts, for backends to check what they send.
///
/// One branch per route under `anyOf`, selected by the discriminator's value (aliases
/// included); each param at its key path, required unless optional or defaulted (a missing
/// value is an absent key or `null`, so optional values also accept `null`); every
/// constraint with its JSON Schema meaning; 64-bit and double ranges as bounds; RFC 3986
/// URIs and RFC 3339 date-times (impossible dates excluded) as patterns. `coerce: strings`
/// adds, beside the number or boolean, a string branch: its `pattern` is the JSON number
/// syntax and its `contentSchema` the same number schema, which the string's JSON content
/// must satisfy (`contentMediaType: application/json`; validators that assert content
/// keywords check the value, others check the syntax only).
package enum PayloadSchema {
    /// The schema document for a validated table.
    package static func document(_ validated: ValidatedTable) -> JSONDocument {
        document(TablePlan(validated))
    }

    /// The schema of the payloads a table's plans accept.
    package static func document(_ plan: TablePlan) -> JSONDocument {
        SchemaBuilder(plan).document()
    }

    /// JSON Schema 2020-12's dialect URI.
    static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The text of a JSON number, as `coerce: strings` accepts it.
    package static let numberText = "^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$"

    /// An absolute RFC 3986 URI (what `url` accepts; `AbsoluteURI.isValid`).
    package static let absoluteURI: String = {
        let uri = uriGrammar()
        return "^[A-Za-z][A-Za-z0-9+.-]*:\(uri.hier)(?:\\?\(uri.rest))?(?:#\(uri.rest))?$"
    }()

    /// An RFC 3986 URI reference, absolute or relative (what `url` with `relative: true`
    /// accepts, `AbsoluteURI.isValidReference`, with `minLength: 1` beside it).
    package static let uriReference: String = {
        let uri = uriGrammar()
        let absolute = "[A-Za-z][A-Za-z0-9+.-]*:\(uri.hier)"
        // relative-part: "//" authority path-abempty / path-absolute / path-noscheme / path-empty
        let segmentNoColon = "(?:[A-Za-z0-9._~!$&'()*+,;=@-]|%[0-9A-Fa-f]{2})+"
        let relative =
            "(?://\(uri.authority)(?:/\(uri.pchar)*)*|/(?:\(uri.pchar)+(?:/\(uri.pchar)*)*)?|\(segmentNoColon)(?:/\(uri.pchar)*)*|)"
        return "^(?:\(absolute)|\(relative))(?:\\?\(uri.rest))?(?:#\(uri.rest))?$"
    }()

    /// The keyword of routegen's own that says what an integer's decimal text must be (a
    /// `string` with `coerce: numbers` and constraints, docs/language.md §3.4): a schema for
    /// that text. Validators that do not know it accept any integer there.
    package static let textKeyword = "x-routegen-text"
    /// The keyword of routegen's own that gives the separator of a string of separated
    /// values (`separator:`, docs/language.md §5.4).
    package static let separatorKeyword = "x-routegen-separator"
    /// The keyword of routegen's own whose schema the pieces of a separated string, as an
    /// array of strings, must satisfy. Validators that do not know it check the string's
    /// `pattern` only.
    package static let piecesKeyword = "x-routegen-pieces"
    /// The keyword of routegen's own that says what the elements an array's element steps
    /// address must satisfy (docs/language.md §5.1): the element at an index from the end, and
    /// the first or last element that matches a pattern (`ElementSchema`). Validators that do
    /// not know it check only what `prefixItems`, `minItems` and `contains` say.
    package static let elementsKeyword = "x-routegen-elements"

    /// The annotation of routegen's own on the branch of a route whose payloads, when its
    /// values do not read, the app ignores rather than fails (`invalid: ignore`,
    /// docs/language.md §13.1): `"ignore"`. It asserts nothing: such a payload is not
    /// accepted, but a validator that knows the keyword can tell a sender that the app drops
    /// it silently.
    package static let invalidKeyword = "x-routegen-invalid"

    /// `text` as an ECMA-262 pattern that matches exactly it (syntax characters escaped).
    static func literal(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            if "^$\\.*+?()[]{}|/".unicodeScalars.contains(character) { out += "\\" }
            out.unicodeScalars.append(character)
        }
        return out
    }

    /// The parts of RFC 3986's grammar the URI patterns are made of.
    private static func uriGrammar() -> (pchar: String, authority: String, hier: String, rest: String) {
        let pchar = "(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})"
        let userinfo = "(?:[A-Za-z0-9._~!$&'()*+,;=:-]|%[0-9A-Fa-f]{2})*"
        let regName = "(?:[A-Za-z0-9._~!$&'()*+,;=-]|%[0-9A-Fa-f]{2})*"
        let octet = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])"
        let ipv4 = "\(octet)(?:\\.\(octet)){3}"
        let h16 = "[0-9A-Fa-f]{1,4}"
        let ls32 = "(?:\(h16):\(h16)|\(ipv4))"
        let ipv6 = [
            "(?:\(h16):){6}\(ls32)",
            "::(?:\(h16):){5}\(ls32)",
            "(?:\(h16))?::(?:\(h16):){4}\(ls32)",
            "(?:(?:\(h16):){0,1}\(h16))?::(?:\(h16):){3}\(ls32)",
            "(?:(?:\(h16):){0,2}\(h16))?::(?:\(h16):){2}\(ls32)",
            "(?:(?:\(h16):){0,3}\(h16))?::\(h16):\(ls32)",
            "(?:(?:\(h16):){0,4}\(h16))?::\(ls32)",
            "(?:(?:\(h16):){0,5}\(h16))?::\(h16)",
            "(?:(?:\(h16):){0,6}\(h16))?::",
        ].joined(separator: "|")
        let ipFuture = "[vV][0-9A-Fa-f]+\\.[A-Za-z0-9._~!$&'()*+,;=:-]+"
        let host = "(?:\\[(?:\(ipv6)|\(ipFuture))\\]|\(regName))"
        let authority = "(?:\(userinfo)@)?\(host)(?::[0-9]*)?"
        let hier = "(?://\(authority)(?:/\(pchar)*)*|/(?:\(pchar)+(?:/\(pchar)*)*)?|\(pchar)+(?:/\(pchar)*)*|)"
        let rest = "(?:\(pchar)|[/?])*"
        return (pchar, authority, hier, rest)
    }

    /// An RFC 3339 date-time as `date` accepts it: `T`/`Z` in either case, fractional
    /// seconds, offsets; no leap seconds; months of their true length, February 29 only in
    /// leap years.
    package static let dateTime: String = {
        let d = "[0-9]"
        let monthDay = [
            "(?:0[13578]|1[02])-(?:0[1-9]|[12]\(d)|3[01])",
            "(?:0[469]|11)-(?:0[1-9]|[12]\(d)|30)",
            "02-(?:0[1-9]|1\(d)|2[0-8])",
        ].joined(separator: "|")
        let leapYear = "(?:\(d){2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)"
        let date = "(?:\(d){4}-(?:\(monthDay))|\(leapYear)-02-29)"
        let time = "(?:[01]\(d)|2[0-3]):[0-5]\(d):[0-5]\(d)(?:\\.\(d)+)?"
        let offset = "(?:[Zz]|[+-](?:[01]\(d)|2[0-3]):[0-5]\(d))"
        return "^\(date)[Tt]\(time)\(offset)$"
    }()
}
