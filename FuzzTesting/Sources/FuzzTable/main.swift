import FuzzDriver
import RouteCompiler

// FuzzTable: bytes → YAML loading → validation → emission and payload schema, in memory.
// Every input must be answered with diagnostics at real positions, or with generated code
// whose text from the table stays inside string literals and comments (FuzzTableInput).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTable(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    if let problem = FuzzTableInput.problem(bytes) {
        fatalError("FuzzTable: \(problem)")
    }
    return 0
}

/// The entry point (SwiftPM names it `FuzzTable_main`): libFuzzer's driver, with its flags.
@_cdecl("FuzzTable_main")
public func fuzzTableMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzTable(data.map(UnsafeRawPointer.init), size) }
}
