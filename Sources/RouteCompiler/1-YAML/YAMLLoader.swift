/// The limits of docs/language.md §7 on what a routes file may make the loader do.
package struct YAMLLimits: Sendable {
    /// The largest file read, in bytes (16 MiB).
    package var maxFileBytes = 16 * 1024 * 1024
    /// How deep lists and mappings may nest; the root mapping is depth 1.
    package var maxDepth = 64
    /// How many nodes resolving aliases may visit in all.
    package var maxAliasNodes = 100_000

    /// The limits of docs/language.md §7.
    package init() {}
}

/// What loading one file produced.
package struct YAMLLoadResult: Sendable {
    /// The document's root node; nil when the file could not be loaded (see the
    /// diagnostics) or holds no document.
    package var root: YAMLNode?
    /// How many nodes resolving aliases visited: the size the aliased values would have
    /// if they were copied out. Never more than `YAMLLimits.maxAliasNodes`.
    package var aliasNodesVisited: Int
}

/// Loads a YAML file into a located node tree on libyaml's event API: the core-schema
/// scalar resolution, duplicate keys, merge keys, tags, the document count and the limits
/// of docs/language.md §7. Any error here is fatal for the file: the root is nil.
package enum YAMLLoader {
    /// Loads `bytes`, reporting problems at positions in `file`.
    package static func load(
        _ bytes: [UInt8], file: String, limits: YAMLLimits = YAMLLimits(), diagnostics: DiagnosticCollector
    ) -> YAMLLoadResult {
        guard bytes.count <= limits.maxFileBytes else {
            diagnostics.report(.fileTooLarge(file, bytes: bytes.count))
            return YAMLLoadResult(root: nil, aliasNodesVisited: 0)
        }
        if let offset = SourceText.firstInvalidUTF8Offset(bytes) {
            let (line, column) = SourceText.position(ofByte: offset, in: bytes)
            diagnostics.report(
                .invalidUTF8(at: SourceLocation(file: file, line: line, column: column), byte: bytes[offset]))
            return YAMLLoadResult(root: nil, aliasNodesVisited: 0)
        }
        var composer = Composer(file: file, limits: limits)
        let failure: ComposeFailure
        do {
            let root = try composer.compose(YAMLEventReader(bytes: bytes))
            for diagnostic in composer.diagnostics { diagnostics.report(diagnostic) }
            for location in composer.badValues { diagnostics.valueReported(at: location) }
            return YAMLLoadResult(root: root, aliasNodesVisited: composer.aliasNodesVisited)
        } catch {
            failure = error
        }
        for diagnostic in composer.diagnostics { diagnostics.report(diagnostic) }
        switch failure {
        case .syntax(let error): diagnostics.report(.yamlSyntax(error, file: file, bytes: bytes))
        case .refused(let diagnostic): diagnostics.report(diagnostic)
        }
        return YAMLLoadResult(root: nil, aliasNodesVisited: composer.aliasNodesVisited)
    }
}

/// Why composing stopped early.
private enum ComposeFailure: Error {
    case syntax(YAMLSyntaxError)
    case refused(Diagnostic)
}

/// Builds the node tree from events with an explicit stack (no recursion, so no input can
/// exhaust the call stack).
private struct Composer {
    let file: String
    let limits: YAMLLimits
    /// Recoverable problems (duplicate keys, merge keys, bad tags); the tree is still built.
    var diagnostics: [Diagnostic] = []
    /// Where values with a tag that does not fit them are: what later phases find wrong
    /// with these values follows from the tag error.
    var badValues: [SourceLocation] = []
    var aliasNodesVisited = 0

    /// An anchored node, with what an alias to it costs.
    private struct Anchor {
        var node: YAMLNode
        var size: Int
        var height: Int
    }

    /// A list or mapping being read.
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var anchor: String?
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        var pendingKeyUsable = true
        /// Whether an entry was dropped (after reporting why).
        var droppedEntries = false
        var keys: [DuplicateKey: SourceLocation] = [:]
        /// Nodes in this collection counting itself, with aliases counted as their anchor's size.
        var size = 1
        /// 1 plus the deepest child collection's height.
        var height = 1
    }

    private var anchors: [String: Anchor] = [:]
    private var stack: [Frame] = []

    init(file: String, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
    }

    mutating func compose(_ reader: YAMLEventReader) throws(ComposeFailure) -> YAMLNode? {
        var root: YAMLNode?
        var documents = 0
        while true {
            let event: YAMLEvent
            do { event = try reader.next() } catch { throw .syntax(error) }
            switch event {
            case .streamStart, .documentEnd:
                continue
            case .streamEnd:
                return root
            case .documentStart(let mark):
                documents += 1
                if documents > 1 { throw .refused(.secondDocument(at: location(mark))) }
            case .alias(let name, let mark):
                guard let anchor = anchors[name] else { throw .refused(.unknownAnchor(name, at: location(mark))) }
                let at = location(mark)
                aliasNodesVisited += anchor.size
                guard aliasNodesVisited <= limits.maxAliasNodes else {
                    aliasNodesVisited -= anchor.size
                    throw .refused(.aliasExpansion(at: at, limit: limits.maxAliasNodes))
                }
                guard stack.count + anchor.height <= limits.maxDepth else {
                    throw .refused(.nestingTooDeep(at: at, limit: limits.maxDepth))
                }
                var node = anchor.node
                node.location = at
                attach(node, size: anchor.size, height: anchor.height, to: &root)
            case .scalar(let text, let properties, let style, let mark):
                let at = location(mark)
                let value = resolveScalar(text, style: style, tag: properties.tag, at: at)
                let node = YAMLNode(content: .scalar(YAMLScalar(text: text, style: style, value: value)), location: at)
                if let anchor = properties.anchor { anchors[anchor] = Anchor(node: node, size: 1, height: 0) }
                attach(node, size: 1, height: 0, to: &root)
            case .sequenceStart(let properties, let mark), .mappingStart(let properties, let mark):
                let isMapping: Bool
                if case .mappingStart = event { isMapping = true } else { isMapping = false }
                let at = location(mark)
                guard stack.count < limits.maxDepth else {
                    throw .refused(.nestingTooDeep(at: at, limit: limits.maxDepth))
                }
                checkCollectionTag(properties.tag, isMapping: isMapping, at: at)
                stack.append(Frame(isMapping: isMapping, location: at, anchor: properties.anchor))
            case .sequenceEnd, .mappingEnd:
                let frame = stack.removeLast()
                let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
                var node = YAMLNode(content: content, location: frame.location)
                node.hasDroppedEntries = frame.droppedEntries
                if let anchor = frame.anchor {
                    anchors[anchor] = Anchor(node: node, size: frame.size, height: frame.height)
                }
                attach(node, size: frame.size, height: frame.height, to: &root)
            }
        }
    }

    private func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    /// Adds a finished node to the collection being read, or makes it the root.
    private mutating func attach(_ node: YAMLNode, size: Int, height: Int, to root: inout YAMLNode?) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].size += size
        stack[top].height = max(stack[top].height, height + 1)
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        guard let key = stack[top].pendingKey else {
            var frame = stack.removeLast()  // moved out, not copied: `keys` stays uniquely owned
            frame.pendingKey = node
            frame.pendingKeyUsable = checkKey(node, in: &frame)
            stack.append(frame)
            return
        }
        if stack[top].pendingKeyUsable {
            stack[top].pairs.append(YAMLPair(key: key, value: node))
        } else {
            stack[top].droppedEntries = true
        }
        stack[top].pendingKey = nil
    }

    /// Whether `key` may be used: a scalar, not a merge key, not given before.
    private mutating func checkKey(_ key: YAMLNode, in frame: inout Frame) -> Bool {
        guard let scalar = key.scalar else {
            diagnostics.append(.complexKey(at: key.location))
            return false
        }
        if scalar.style == .plain, scalar.text == "<<", case .string = scalar.value {
            diagnostics.append(.mergeKey(at: key.location))
            return false
        }
        let identity = DuplicateKey(scalar.value)
        if let first = frame.keys[identity] {
            diagnostics.append(.duplicateKey(scalar.text, at: key.location, first: first))
            return false
        }
        frame.keys[identity] = key.location
        return true
    }

    private mutating func checkCollectionTag(_ tag: String?, isMapping: Bool, at location: SourceLocation) {
        guard let tag else { return }
        switch tag {
        case CoreSchema.mapTag where isMapping, CoreSchema.seqTag where !isMapping:
            return
        case CoreSchema.mapTag, CoreSchema.seqTag:
            diagnostics.append(.tagMismatch(tag, text: isMapping ? "a mapping" : "a list", at: location))
            badValues.append(location)
        default:
            diagnostics.append(.unsupportedTag(tag, at: location))
            badValues.append(location)
        }
    }

    /// Resolves a scalar by its tag, or by the core schema when it has none.
    private mutating func resolveScalar(
        _ text: String, style: ScalarStyle, tag: String?, at location: SourceLocation
    )
        -> ScalarValue
    {
        guard let tag else { return CoreSchema.resolve(text, style: style) }
        let resolved: ScalarValue?
        switch tag {
        case CoreSchema.stringTag:
            return .string(text)
        case CoreSchema.intTag:
            resolved = CoreSchema.integer(text).map { .number($0) }
        case CoreSchema.floatTag:
            resolved = (CoreSchema.float(text) ?? CoreSchema.integer(text)).map {
                var number = $0
                number.isIntegerSyntax = false
                return .number(number)
            }
        case CoreSchema.boolTag:
            resolved = CoreSchema.bool(text).map { .bool($0) }
        case CoreSchema.nullTag:
            resolved = CoreSchema.isNull(text) ? .null : nil
        default:
            diagnostics.append(.unsupportedTag(tag, at: location))
            badValues.append(location)
            return .string(text)
        }
        guard let resolved else {
            diagnostics.append(.tagMismatch(tag, text: text, at: location))
            badValues.append(location)
            return .string(text)
        }
        return resolved
    }
}

/// What makes two mapping keys the same: their resolved value (`true` and `True` are one
/// key; `1` and `"1"` are two).
private enum DuplicateKey: Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)

    init(_ value: ScalarValue) {
        switch value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n.double)
        case .string(let s): self = .string(s)
        }
    }
}
