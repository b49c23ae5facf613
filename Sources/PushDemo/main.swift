import Foundation
import PushRoutesExample
import PushRouting

// Replays a JSON-lines file of push payloads through the generated router and prints, line
// by line, what each handler received or which error was reported.
//
//   swift run PushDemo Sources/PushDemo/pushes.jsonl      (or: make demo)

let arguments = CommandLine.arguments
guard arguments.count == 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: PushDemo PUSHES.jsonl\n".utf8))
    exit(2)
}

let router = PushRouter()
router.onUnknownRoute { value, _ in
    if let value {
        Log.say("fallback: no route is named \"\(value)\"; the app shows its home screen")
    } else {
        Log.say("fallback: nothing routes the push; the app shows its home screen")
    }
}
router.onFailure { error, _ in
    Log.say("rejected: \(error)")
}
router.observe { outcome in
    switch outcome.kind {
    case .held: Log.say("held: no \(outcome.route?.destination ?? "") is registered yet")
    case .deliveredLate: Log.say("delivered the held \(outcome.route?.discriminatorValue ?? "") push")
    default: break
    }
}

// The screens that exist at launch. The chat screen registers later, as if the user
// opened it: the chat push that arrived before is held and delivered then.
let second = SecondScreen()
let third = ThirdScreen()
let order = OrderScreen()
let cart = CartScreen()
let promo = PromoScreen()
let news = NewsScreen()
// Each registration lasts while its token is kept (here: the whole run).
let registrations = [
    router.register(second), router.register(third), router.register(order), router.register(cart),
    router.register(promo), router.register(news),
]

let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
for (number, line) in lines.enumerated() {
    print("push \(number + 1): \(line)")
    router.dispatch(json: Data(line.utf8), as: .opened)
}

print("the chat screen opens")
let chat = ChatScreen()
let chatRegistration = router.register(chat)
