import Foundation
import Testing

@_spi(Generated) @testable import PushRouting

@Suite struct JSONReaderTests {
    private func read(_ text: String) throws(PushDecodingError) -> Any {
        try JSONReader().value(from: Data(text.utf8))
    }

    @Test func values() throws {
        let object = try #require(
            try read(#"{"a": [1, -2.5, true, null, "x\n\u00e9\ud83d\ude00"], "b": {}}"#) as? PayloadObject)
        let array = try #require(object["a"] as? [Any])
        #expect(array[0] as? Int64 == 1)
        #expect(array[1] as? Double == -2.5)
        #expect(array[2] as? Bool == true)
        #expect(array[3] is NSNull)
        #expect(array[4] as? String == "x\né😀")
        #expect((object["b"] as? PayloadObject)?.isEmpty == true)
    }

    @Test func numbers() throws {
        #expect(try read("9223372036854775807") as? Int64 == Int64.max)
        #expect(try read("-9223372036854775808") as? Int64 == Int64.min)
        #expect((try read("9223372036854775808") as? NSDecimalNumber)?.stringValue == "9223372036854775808")
        #expect(throws: PushDecodingError.self) { try Decode.int(try read("-9223372036854775809")) }
        #expect(try Decode.double(try read("-9223372036854775809")) == -9.223372036854775808e18)
        #expect(try read("1e400") as? Double == .infinity)
        #expect(try read("-0") as? Int64 == 0)
        #expect(try read("1.0") as? Double == 1.0)
    }

    @Test(arguments: [
        "", " ", "{", "[1,]", #"{"a":1,}"#, "01", "1.", ".5", "+1", "0x10", "NaN", "tru", "nul", #"{'a':1}"#,
        "[1] 2", #""\x""#, "\"a\u{01}b\"", #""\ud800""#, #""\udc00x""#, "// c\n1", "\u{FEFF}1", #"{"a" 1}"#,
    ])
    func rejects(_ text: String) {
        #expect(throws: PushDecodingError.self, "\(text.debugDescription)") { try read(text) }
    }

    @Test func invalidUTF8IsRejected() {
        #expect(throws: PushDecodingError.self) { try JSONReader().value(from: Data([0x22, 0xFF, 0x22])) }
    }

    @Test func nestingIsBounded() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        do {
            _ = try read(deep)
            Issue.record("accepted")
        } catch {
            guard case .invalidJSON(let message) = error.reason else {
                Issue.record("\(error)")
                return
            }
            #expect(message.contains("nested deeper"))
        }
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        _ = try read(fine)
    }

    @Test func duplicateKeysKeepTheLast() throws {
        let object = try #require(try read(#"{"a": 1, "a": 2}"#) as? PayloadObject)
        #expect(object["a"] as? Int64 == 2)
    }

    @Test func objectRequiresAnObject() {
        #expect(throws: PushDecodingError.self) { try JSONReader().object(from: Data("[1]".utf8)) }
    }

    /// The top level read as entries, as generated `decode(json:)` reads it.
    private func entries(_ text: String) throws(PushDecodingError) -> (keys: [String], found: Any?) {
        try JSONReader().withEntries(of: Data(text.utf8), finding: "type") { entries, found throws(PushDecodingError) in
            (entries.map(\.key), found)
        }
    }

    @Test func entriesKeepOrderDuplicatesAndTheLastValueOfTheKeySought() throws {
        let read = try entries(#" {"type": "a", "x": {"y": 1}, "type": "b"} "#)
        #expect(read.keys == ["type", "x", "type"])
        #expect(read.found as? String == "b")
        #expect(try entries("{}").keys.isEmpty)
        #expect(try entries(#"{"x": 1}"#).found == nil)
    }

    @Test func entriesReportWhatObjectReports() {
        for text in ["[1]", "\"type\"", "1", "null", "[1,", "{\"a\":1} x", "{\"a\" 1}", ""] {
            let viaObject = Result { () throws(PushDecodingError) in try JSONReader().object(from: Data(text.utf8)) }
            let viaEntries = Result { () throws(PushDecodingError) in try entries(text) }
            switch (viaObject, viaEntries) {
            case (.failure(let a), .failure(let b)): #expect(a.reason == b.reason, "\(text)")
            default: Issue.record("\(text): \(viaObject) vs \(viaEntries)")
            }
        }
    }

    @Test func utf8ValidationAgreesWithTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF,
            0x9F, 0xA0, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF, 0x8F, 0x90,
        ]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let bytes = (0..<count).map { _ in interesting.randomElement(using: &generator)! }
            let ours = bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) }
            #expect(ours == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
        }
        let long = Array("ascii text that runs past eight bytes, then é and 😀 and 中文".utf8)
        #expect(long.withUnsafeBufferPointer { UTF8Validation.isValid($0) })
        #expect(!(long + [0xED, 0xA0, 0x80]).withUnsafeBufferPointer { UTF8Validation.isValid($0) })
    }

    @Test func writerIsDeterministicAndRoundTrips() throws {
        let value: PayloadObject = ["b": [1, 2.5, "x\"\\\n\u{1}"], "a": ["z": true, "y": NSNull()], "c": Int64.min]
        let text = try #require(JSONWriter.string(value))
        #expect(text == #"{"a":{"y":null,"z":true},"b":[1,2.5,"x\"\\\n\u0001"],"c":-9223372036854775808}"#)
        let back = try #require(try JSONReader().value(from: Data(text.utf8)) as? PayloadObject)
        #expect(JSONWriter.string(back) == text)
        #expect(JSONWriter.data(["x": Double.nan]) == nil)
        #expect(JSONWriter.data(["x": Date()]) == nil)
    }

    /// Strings escape `"`, `\`, the short escapes, every other control character, DEL and
    /// the line and paragraph separators; everything else is written as UTF-8 and reads back.
    @Test func writerEscapesStrings() throws {
        let text = "q\"b\\n\nr\rt\tb\u{8}f\u{C}\u{0}\u{1F}\u{7F}\u{2028}\u{2029}é😀"
        let json = try #require(JSONWriter.string([text]))
        #expect(json == #"["q\"b\\n\nr\rt\tb\bf\f\u0000\u001f\u007f\u2028\u2029é😀"]"#)
        #expect(try JSONReader().value(from: Data(json.utf8)) as? [String] == [text])
    }

    /// `JSONWriter.Output` pretty-prints (routegen's diagnostics and schemas) and writes
    /// compactly with indent 0 (payloads), empty containers as `[]` and `{}` either way.
    @Test func outputIndents() {
        func write(_ out: inout JSONWriter.Output) {
            out.beginObject()
            out.key("a")
            out.beginArray()
            out.nextElement()
            out.integer(1)
            out.nextElement()
            out.beginObject()
            out.endObject()
            out.endArray()
            out.key("b")
            out.beginArray()
            out.endArray()
            out.endObject()
        }
        var pretty = JSONWriter.Output(indent: 2)
        write(&pretty)
        #expect(pretty.text == "{\n  \"a\": [\n    1,\n    {}\n  ],\n  \"b\": []\n}")
        var compact = JSONWriter.Output()
        write(&compact)
        #expect(compact.text == #"{"a":[1,{}],"b":[]}"#)
    }
}

@Suite struct DeviceTokenTests {
    @Test func hex() {
        #expect(DeviceToken.hexString(Data([0x00, 0x0F, 0xA5, 0xFF])) == "000fa5ff")
        #expect(DeviceToken.hexString(Data()) == "")
    }
}

@Suite struct PayloadBuilderTests {
    @Test func nestedPathsShareDictionaries() {
        var builder = PayloadBuilder()
        builder.set("Ann", at: ["msg", "name"])
        builder.set(Int64(3), at: ["msg", "age"])
        builder.set("x", at: ["top"])
        let msg = builder.object["msg"] as? PayloadObject
        #expect(msg?["name"] as? String == "Ann")
        #expect(msg?["age"] as? Int64 == 3)
        #expect(builder.object["top"] as? String == "x")
    }
}
