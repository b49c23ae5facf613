import Testing

@testable import RouteCompiler

/// How a generated file imports its modules, per access level and per what its declarations
/// name (docs/configuration.md, "How the generated files import"); that the results compile
/// beside an app's plain imports in every setting is LanguageModeTests' business.
@Suite struct ImportsTests {
    private func imports(_ access: GenerationOptions.AccessModifier, _ api: Set<ImportedModule>) -> String {
        var p = CodePrinter()
        FileImports(access: access, api: api).print(&p)
        return p.text
    }

    @Test func publicOutputImportsPubliclyOnlyWhatItsPublicDeclarationsName() {
        #expect(
            imports(.public, [.pushRouting]) == """
                import Foundation
                @_spi(Generated) public import PushRouting

                """)
        #expect(
            imports(.public, [.foundation, .pushRouting]) == """
                public import Foundation
                @_spi(Generated) public import PushRouting

                """)
        #expect(
            imports(.public, []) == """
                import Foundation
                @_spi(Generated) import PushRouting

                """)
    }

    @Test func packageOutputImportsAsPackageOnlyWhereImportsAreInternalByDefault() {
        #expect(
            imports(.package, [.foundation]) == """
                #if hasFeature(InternalImportsByDefault)
                package import Foundation
                @_spi(Generated) import PushRouting
                #else
                import Foundation
                @_spi(Generated) import PushRouting
                #endif

                """)
        #expect(
            imports(.package, []) == """
                import Foundation
                @_spi(Generated) import PushRouting

                """)
    }

    @Test func internalOutputImportsPlainly() {
        #expect(
            imports(.internal, [.foundation, .pushRouting]) == """
                import Foundation
                @_spi(Generated) import PushRouting

                """)
    }

    /// The header names the table by its file name, however its path was written.
    @Test func theHeaderNamesTheTableByItsFileName() {
        for path in [
            "routes.yaml", "./x/../routes.yaml", "/work/app/Sources/App/routes.yaml", "Sources//App/routes.yaml",
        ] {
            #expect(EmissionModel.fileName(path) == "routes.yaml", "\(path)")
        }
        #expect(EmissionModel.fileName("chat.routes.yaml") == "chat.routes.yaml")
    }
}
