import RouteCompiler
import Foundation
let path = CommandLine.arguments[1]
let data = FileManager.default.contents(atPath: path)!
let r = Pipeline.validate(rootPath: path, rootBytes: Array(data), sources: InMemorySources([:]))
print(r.diagnostics.rendered(as: .text), terminator: "")
