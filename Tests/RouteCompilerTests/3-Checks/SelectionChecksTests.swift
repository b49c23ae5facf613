import PushRouting
import Testing

@testable import RouteCompiler

/// The warning `present-path-not-written` (docs/diagnostics.md) says what the payload of a
/// push built in the app lacks; where it is silent, that payload selects its route again.
@Suite struct SelectionChecksTests {
    /// Issue 23: `when: { present: msg.id }` with `msg: Inner`, `Inner` holding a required
    /// `id`, validates without a warning, and the encoded payload holds `msg.id`.
    @Test func aRequiredFieldOfARequiredObjectParamIsWritten() throws {
        let yaml = """
            version: 1
            types:
              Inner:
                fields:
                  id: string
                  body: { type: string, path: [text, body] }
            routes:
              message:
                destination: ChatViewController
                when: { present: [msg.id, msg.text.body] }
                params:
                  msg: Inner
              other:
                destination: ChatViewController
                fallback: true
            """
        let result = Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let interpreter = PayloadInterpreter(try #require(result.table))
        guard case .routed(let push) = interpreter.interpret(["msg": ["id": "7", "text": ["body": "hi"]]]) else {
            Issue.record("not routed")
            return
        }
        #expect(push.route.value == "message")
        let encoded = push.encodedPayload()
        guard case .routed(let again) = interpreter.interpret(encoded) else {
            Issue.record("the encoded payload \(encoded) is not routed")
            return
        }
        #expect(again.route.value == "message")
    }

    /// An ignored route is never encoded: no warning, whatever it reads.
    @Test func ignoredRoutesAreNotWarnedAbout() {
        let yaml = """
            version: 1
            routes:
              removed:
                ignore: true
                when: { present: event.removed }
            """
        let result = Pipeline.validate(root: "routes.yaml", files: ["routes.yaml": yaml])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }
}
