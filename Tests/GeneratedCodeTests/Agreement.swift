import Foundation
import PushRoutesExample
import PushRoutesKitchenSinkFixture
import PushRoutesReadingFixture
import PushRouting
import RouteCompiler
import Testing

/// Every payload the decoding tests use goes through both the generated decoder and the
/// interpreter behind `routegen explain`; they must agree on the route and values (compared
/// by their encoded JSON) or on the exact error (for route selection, the errors `ignored`
/// and `unrouted` that generated code throws for ignored and unrouted pushes included).
enum Agreement {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// An interpreter for the table rooted at `path` (relative to the repository).
    static func interpreter(_ path: String) -> (PayloadInterpreter, [String]) {
        let (interpreter, discriminator, _) = table(path)
        return (interpreter, discriminator)
    }

    /// The validated table rooted at `path`, with its interpreter.
    static func table(_ path: String) -> (PayloadInterpreter, [String], ValidatedTable) {
        let root = repository.appendingPathComponent(path)
        let folder = root.deletingLastPathComponent()
        struct Disk: SourceProvider {
            let folder: URL
            func read(_ path: String) throws(SourceReadError) -> [UInt8] {
                guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
                    throw SourceReadError("no such file")
                }
                return Array(data)
            }
        }
        let sources = Disk(folder: folder)
        let bytes = (try? sources.read(root.lastPathComponent)) ?? []
        let result = Pipeline.validate(rootPath: root.lastPathComponent, rootBytes: bytes, sources: sources)
        guard let table = result.table else { fatalError("fixture table \(path) has errors") }
        return (PayloadInterpreter(table), (table.discriminators.first?.keys ?? []), table)
    }

    static let app = interpreter("routes.yaml")
    static let kitchenSink = interpreter("Tests/RouteCompilerTests/Fixtures/Generation/KitchenSinkRoutes/routes.yaml")
    static let torture = interpreter("Tests/RouteCompilerTests/Fixtures/Generation/TortureRoutes/routes.yaml")
    static let reading = interpreter("Tests/RouteCompilerTests/Fixtures/Generation/ReadingRoutes/routes.yaml")
    static let selection = interpreter("Tests/RouteCompilerTests/Fixtures/Generation/SelectionRoutes/routes.yaml")
    static let fallback = interpreter("Tests/RouteCompilerTests/Fixtures/Generation/FallbackRoutes/routes.yaml")

    /// Checks that `generated` (the generated decoder's result) matches the interpreter's.
    static func check<Route: RoutablePush>(
        _ generated: Result<Route, PushDecodingError>, _ interpreted: Result<DecodedPush, PushDecodingError>,
        json: (Route) -> Data, sourceLocation: Testing.SourceLocation
    ) {
        let decodeJSON = { (data: Data) in result { () throws(PushDecodingError) in try Route.decode(json: data) } }
        if let problem = PayloadAgreement.problem(
            generated, interpreted, json: json, decodeJSON: decodeJSON)
        {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }
}

func result<Route>(_ body: () throws(PushDecodingError) -> Route) -> Result<Route, PushDecodingError> {
    do {
        return .success(try body())
    } catch {
        return .failure(error)
    }
}

/// `PushRoutesExample.PushRoute.decode`, checked against the interpreter.
func appDecode(
    _ payload: PayloadObject, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws(PushDecodingError)
    -> PushRoutesExample.PushRoute
{
    let generated = result { () throws(PushDecodingError) in try PushRoutesExample.PushRoute.decode(payload) }
    Agreement.check(
        generated, Agreement.app.0.decode(payload), json: { $0.encodedJSON() },
        sourceLocation: sourceLocation)
    return try generated.get()
}

func appDecode(
    json: Data, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws(PushDecodingError)
    -> PushRoutesExample.PushRoute
{
    let generated = result { () throws(PushDecodingError) in try PushRoutesExample.PushRoute.decode(json: json) }
    Agreement.check(
        generated, Agreement.app.0.decode(json: json), json: { $0.encodedJSON() },
        sourceLocation: sourceLocation)
    return try generated.get()
}

/// `PushRoutesKitchenSinkFixture.PushRoute.decode`, checked against the interpreter.
func kitchenSinkDecode(
    _ payload: PayloadObject, sourceLocation: Testing.SourceLocation = #_sourceLocation
)
    throws(PushDecodingError) -> PushRoutesKitchenSinkFixture.PushRoute
{
    let generated = result { () throws(PushDecodingError) in try PushRoutesKitchenSinkFixture.PushRoute.decode(payload)
    }
    Agreement.check(
        generated, Agreement.kitchenSink.0.decode(payload), json: { $0.encodedJSON() }, sourceLocation: sourceLocation)
    return try generated.get()
}

func kitchenSinkDecode(
    json: Data, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws(PushDecodingError)
    -> PushRoutesKitchenSinkFixture.PushRoute
{
    let generated = result { () throws(PushDecodingError) in
        try PushRoutesKitchenSinkFixture.PushRoute.decode(json: json)
    }
    Agreement.check(
        generated, Agreement.kitchenSink.0.decode(json: json), json: { $0.encodedJSON() },
        sourceLocation: sourceLocation)
    return try generated.get()
}

/// `PushRoutesReadingFixture.PushRoute.decode`, checked against the interpreter.
func readingDecode(
    _ payload: PayloadObject, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws(PushDecodingError) -> PushRoutesReadingFixture.PushRoute {
    let generated = result { () throws(PushDecodingError) in try PushRoutesReadingFixture.PushRoute.decode(payload) }
    Agreement.check(
        generated, Agreement.reading.0.decode(payload),
        json: { $0.encodedJSON() }, sourceLocation: sourceLocation)
    return try generated.get()
}

func readingDecode(
    json: Data, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws(PushDecodingError) -> PushRoutesReadingFixture.PushRoute {
    let generated = result { () throws(PushDecodingError) in try PushRoutesReadingFixture.PushRoute.decode(json: json) }
    Agreement.check(
        generated, Agreement.reading.0.decode(json: json),
        json: { $0.encodedJSON() }, sourceLocation: sourceLocation)
    return try generated.get()
}
