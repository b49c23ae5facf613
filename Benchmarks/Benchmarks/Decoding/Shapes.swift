import Foundation
@_spi(Generated) import PushRouting

// The payload shapes of the decoding benchmarks, and what the generated decoder is measured
// against: JSONDecoder with equivalent Codable structs, and hand-written `as?` casts in one
// pass over the payload's keys (the floor). Shared with DecodeProfile (the callgrind
// harness of docs/performance-notes.md) through a symbolic link.

enum Shape: CaseIterable {
    case flat, nested, seven

    var name: String {
        switch self {
        case .flat: "flat"
        case .nested: "nested"
        case .seven: "7-params"
        }
    }

    var json: String {
        switch self {
        case .flat: #"{"type": "second", "id": "12", "content": "Hello from the server"}"#
        case .nested: #"{"type": "third", "msg": {"name": "Ann", "age": 34}}"#
        case .seven:
            #"{"type": "rich", "tags": ["a", "bb", "ccc", "dddd", "eeeee"], "link": "https://example.com/items/12?ref=push", "sent": "2024-05-01T12:00:00.250Z", "sender": {"name": "Ann", "age": 34}, "count": 7, "title": "Seven values"}"#
        }
    }

    /// JSONDecoder with Codable structs equivalent to the generated ones.
    func codable(_ data: Data) -> Any? {
        let decoder = JSONDecoder()
        switch self {
        case .flat: return try? decoder.decode(FlatCodable.self, from: data)
        case .nested: return try? decoder.decode(NestedCodable.self, from: data)
        case .seven:
            decoder.dateDecodingStrategy = .custom { decoder in
                let text = try decoder.singleValueContainer().decode(String.self)
                guard let date = ISO8601DateFormatter.fractional.date(from: text) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "date"))
                }
                return date
            }
            return try? decoder.decode(SevenCodable.self, from: data)
        }
    }

    /// Hand-written `as?` casts in one pass over the payload's keys: the floor.
    func handWritten(_ payload: [AnyHashable: Any]) -> Any? {
        switch self {
        case .flat: return FlatCodable(payload)
        case .nested: return NestedCodable(payload)
        case .seven: return SevenCodable(payload)
        }
    }
}

extension ISO8601DateFormatter {
    nonisolated(unsafe) static let fractional: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()
}

struct FlatCodable: Decodable {
    var type: String
    var id: Int64
    var content: String

    enum CodingKeys: String, CodingKey { case type, id, content }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        type = try c.decode(String.self, forKey: .type)
        let text = try c.decode(String.self, forKey: .id)
        guard let id = Int64(text) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "not an int")
        }
        self.id = id
        content = try c.decode(String.self, forKey: .content)
    }

    init?(_ payload: [AnyHashable: Any]) {
        var type: String?, id: Int64?, content: String?
        for (key, value) in payload {
            guard let key = key.base as? String else { continue }
            switch key {
            case "type": type = value as? String
            case "id": id = (value as? String).flatMap { Int64($0) }
            case "content": content = value as? String
            default: continue
            }
        }
        guard let type, let id, let content else { return nil }
        self.type = type
        self.id = id
        self.content = content
    }
}

struct NestedCodable: Decodable {
    struct Message: Decodable {
        var name: String
        var age: Int64?
    }
    var type: String
    var msg: Message

    init?(_ payload: [AnyHashable: Any]) {
        var type: String?, name: String?, age: Int64?
        for (key, value) in payload {
            guard let key = key.base as? String else { continue }
            switch key {
            case "type": type = value as? String
            case "msg":
                guard let msg = value as? [AnyHashable: Any] else { return nil }
                for (key, value) in msg {
                    guard let key = key.base as? String else { continue }
                    switch key {
                    case "name": name = value as? String
                    case "age": age = (value as? NSNumber).map { $0.int64Value }
                    default: continue
                    }
                }
            default: continue
            }
        }
        guard let type, let name else { return nil }
        self.type = type
        msg = Message(name: name, age: age)
    }
}

struct SevenCodable: Decodable {
    struct Sender: Decodable {
        var name: String
        var age: Int64?
    }
    var type: String
    var tags: [String]
    var link: URL
    var sent: Date
    var sender: Sender
    var count: Int64
    var title: String
    var note: String?

    init?(_ payload: [AnyHashable: Any]) {
        var type: String?, tags: [String]?, link: URL?, sent: Date?, sender: Sender?, count: Int64?, title: String?
        var note: String?
        for (key, value) in payload {
            guard let key = key.base as? String else { continue }
            switch key {
            case "type": type = value as? String
            case "tags": tags = value as? [String]
            case "link": link = (value as? String).flatMap { URL(string: $0) }
            case "sent": sent = (value as? String).flatMap { RFC3339.parse($0) }
            case "sender":
                guard let object = value as? [AnyHashable: Any], let name = object["name"] as? String else { return nil }
                sender = Sender(name: name, age: (object["age"] as? NSNumber).map { $0.int64Value })
            case "count": count = (value as? NSNumber).map { $0.int64Value }
            case "title": title = value as? String
            case "note": note = value as? String
            default: continue
            }
        }
        guard let type, let tags, let link, let sent, let sender, let count, let title else { return nil }
        self.type = type
        self.tags = tags
        self.link = link
        self.sent = sent
        self.sender = sender
        self.count = count
        self.title = title
        self.note = note
    }
}
