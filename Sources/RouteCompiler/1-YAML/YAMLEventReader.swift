internal import CYAML

/// The one place that talks to libyaml: reads a byte buffer event by event with
/// `yaml_parser_parse` and hands out `YAMLEvent`s.
///
/// libyaml's marks are 0-based (line and column, columns counted in characters); they are
/// converted to 1-based `YAMLMark`s here and nowhere else. The parser and the copy of the
/// input it reads from are released in `deinit`.
final class YAMLEventReader {
    private var parser = yaml_parser_t()
    private let input: UnsafeMutableBufferPointer<UInt8>

    /// Prepares to read `bytes` (UTF-8).
    init(bytes: [UInt8]) {
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        yaml_parser_initialize(&parser)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(&parser)
        input.deallocate()
    }

    /// The next event, or libyaml's syntax error.
    func next() throws(YAMLSyntaxError) -> YAMLEvent {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else {
            throw currentError()
        }
        defer { yaml_event_delete(&event) }
        let mark = YAMLMark(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_STREAM_END_EVENT:
            return .streamEnd
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(mark)
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd
        case YAML_ALIAS_EVENT:
            return .alias(anchor: string(event.data.alias.anchor) ?? "", mark)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value = string(scalar.value, length: scalar.length) ?? ""
            let properties = NodeProperties(anchor: string(scalar.anchor), tag: string(scalar.tag))
            return .scalar(value, properties, ScalarStyle(scalar.style), mark)
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            return .sequenceStart(NodeProperties(anchor: string(start.anchor), tag: string(start.tag)), mark)
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            return .mappingStart(NodeProperties(anchor: string(start.anchor), tag: string(start.tag)), mark)
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        default:
            throw YAMLSyntaxError(problem: "unexpected parser state", mark: mark)
        }
    }

    /// libyaml's error state as a Swift error.
    private func currentError() -> YAMLSyntaxError {
        let problem = string(parser.problem) ?? "invalid YAML"
        if parser.error == YAML_READER_ERROR {
            return YAMLSyntaxError(problem: problem, byteOffset: parser.problem_offset)
        }
        let context = string(parser.context)
        return YAMLSyntaxError(
            problem: problem,
            mark: YAMLMark(parser.problem_mark),
            context: context,
            contextMark: context == nil ? nil : YAMLMark(parser.context_mark)
        )
    }

    /// A Swift string from a NUL-terminated libyaml string.
    private func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// A Swift string from libyaml's unsigned byte pointers (NUL-terminated, or with a
    /// length when the text may itself contain NUL).
    private func string(_ pointer: UnsafeMutablePointer<UInt8>?, length: Int? = nil) -> String? {
        guard let pointer else { return nil }
        let count = length ?? strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }
}

extension YAMLMark {
    /// Converts libyaml's 0-based mark to 1-based line and column.
    fileprivate init(_ mark: yaml_mark_t) {
        self.init(line: mark.line + 1, column: mark.column + 1)
    }
}

extension ScalarStyle {
    fileprivate init(_ style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}
