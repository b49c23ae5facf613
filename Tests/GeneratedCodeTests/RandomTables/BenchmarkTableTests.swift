import RouteCompiler
import Testing

/// The benchmark tables (`MakeTables`, run by `make bench`) are valid tables of the shapes
/// the benchmarks expect, the same for the same seed.
@Suite struct BenchmarkTableTests {
    @Test(arguments: [false, true])
    func tablesAreValid(lean: Bool) throws {
        for count in [10, 100] {
            let table = BenchmarkTable(routes: count, lean: lean)
            let result = Pipeline.validate(
                root: "\(table.name).routes.yaml", files: ["\(table.name).routes.yaml": table.yaml])
            #expect(!result.hasErrors, "\(result.diagnostics.rendered(as: .text))")
            let validated = try #require(result.table)
            #expect(validated.routes.count == count)
            #expect(table.routes[count / 2].key == "bench")
            #expect(table.routes[count / 2].destination == "BenchScreen")
            #expect(Set(table.routes.map(\.destination)).count == max(1, count / 10) + 1)
            for route in table.routes where route.key != "bench" {
                let params = try #require(route.params)
                #expect(lean ? params.isEmpty : (2...4).contains(params.count))
            }
        }
    }

    @Test func theSameSeedMakesTheSameTable() {
        #expect(BenchmarkTable(routes: 100).yaml == BenchmarkTable(routes: 100).yaml)
        #expect(BenchmarkTable(routes: 100).codableSource == BenchmarkTable(routes: 100).codableSource)
        #expect(BenchmarkTable(routes: 100, seed: 1).yaml != BenchmarkTable(routes: 100).yaml)
    }

    /// Every kind of param occurs in a table of 100 routes, and the `Codable` equivalent has
    /// a struct and a case per route.
    @Test func paramsOfEveryKind() {
        let table = BenchmarkTable(routes: 100)
        let used = Set(table.routes.flatMap { $0.params ?? [] }.map(\.key))
        #expect(used == Set(BenchmarkTable.params.map(\.key)))
        let source = table.codableSource
        #expect(source.components(separatedBy: ": Codable, Sendable, Hashable {\n").count - 1 == 100)
        #expect(source.components(separatedBy: "    case route").count - 1 == 100)
    }
}
