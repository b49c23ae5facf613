import Foundation
@_spi(Generated) import PushRouting
import Testing

@Suite struct RFC3339Tests {
    @Test(arguments: [
        ("1970-01-01T00:00:00Z", 0.0),
        ("2024-05-01T12:00:00Z", 1_714_564_800),
        ("2024-05-01t12:00:00z", 1_714_564_800),
        ("2024-05-01T14:00:00+02:00", 1_714_564_800),
        ("2024-05-01T11:30:00-00:30", 1_714_564_800),
        ("2024-05-01T12:00:00.250Z", 1_714_564_800.25),
        ("2024-02-29T00:00:00Z", 1_709_164_800),
        ("2000-02-29T00:00:00Z", 951_782_400),
        ("1969-12-31T23:59:59Z", -1),
        ("0001-01-01T00:00:00Z", -62_135_596_800),
    ])
    func accepts(_ text: String, _ seconds: Double) throws {
        let date = try #require(RFC3339.parse(text), "\(text)")
        #expect(abs(date.timeIntervalSince1970 - seconds) < 1e-6, "\(text)")
    }

    @Test(arguments: [
        "2024-05-01 12:00:00Z", "2024-02-30T00:00:00Z", "2023-02-29T00:00:00Z", "1900-02-29T00:00:00Z",
        "2024-13-01T00:00:00Z", "2024-00-10T00:00:00Z", "2024-05-00T00:00:00Z", "2024-04-31T00:00:00Z",
        "2024-05-01T24:00:00Z", "2024-05-01T12:60:00Z", "2024-05-01T12:00:60Z", "2024-05-01T12:00:00",
        "2024-05-01T12:00:00+2:00", "2024-05-01T12:00:00+24:00", "2024-05-01T12:00:00.Z", "2024-05-01",
        "24-05-01T12:00:00Z", "2024-05-01T12:00:00Zjunk", "", "2024-05-01T12:00:00+02:00x",
        "２０２４-05-01T12:00:00Z",
    ])
    func rejects(_ text: String) {
        #expect(RFC3339.parse(text) == nil, "\(text)")
    }

    @Test func writesUTCWithMilliseconds() {
        #expect(RFC3339.string(from: Date(timeIntervalSince1970: 1_714_564_800.25)) == "2024-05-01T12:00:00.250Z")
        #expect(RFC3339.string(from: Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59.000Z")
        #expect(RFC3339.string(from: Date(timeIntervalSince1970: 1e15)) == nil, "year beyond 9999")
    }

    @Test func roundTripsAtMillisecondPrecision() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1000 {
            let ms = Int64.random(in: -62_135_596_800_000...253_402_300_799_000, using: &generator)
            let date = Date(timeIntervalSince1970: Double(ms) / 1000)
            let text = RFC3339.string(from: date)!
            let back = RFC3339.parse(text)!
            #expect(abs(back.timeIntervalSince1970 - date.timeIntervalSince1970) < 0.0005, "\(text)")
        }
    }
}

@Suite struct AbsoluteURITests {
    @Test(arguments: [
        "https://example.com", "https://example.com/a/b?c=d#e", "mailto:someone@example.com", "urn:isbn:0451450523",
        "myapp://open/item/12", "http://user:pass@host:8080/p", "http://[::1]/", "http://[2001:db8::7]:80/x",
        "http://[v7.fe80::1]/", "file:///etc/hosts", "a:", "https://example.com/%20space", "tel:+1-201-555-0123",
        "https://例え.jp".addingPercentEncoding(withAllowedCharacters: .urlHostAllowed)!.replacingOccurrences(
            of: "https%3A", with: "https:"),
        "http://192.168.0.1/", "x-y.z+w://h",
    ])
    func accepts(_ text: String) {
        #expect(AbsoluteURI.isValid(text), "\(text)")
    }

    @Test(arguments: [
        "", "example.com", "/relative/path", "//host/path", "https://example.com/a b", "1http://x",
        "https://exa mple.com", "https://example.com/%zz", "https://example.com/%2", "http://[::1/",
        "http://[1:2:3:4:5:6:7:8:9]/", "http://[::1::2]/", "https://example.com/café", "https:// ",
        "http://host:80a/", "ht~tp://x", "https://example.com/<x>", "https://example.com/a\"b",
    ])
    func rejects(_ text: String) {
        #expect(!AbsoluteURI.isValid(text), "\(text)")
    }
}
