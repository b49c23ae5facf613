import Foundation
import PushRoutesExample

/// Stand-ins for an app's view controllers: each prints what it received.

@MainActor
final class SecondScreen: SecondViewControllerDestination {
    func handle(_ push: SecondPush) {
        Log.say("SecondViewController received id \(push.id) (an Int) and content \"\(push.content)\"")
    }
}

@MainActor
final class ThirdScreen: ThirdViewControllerDestination {
    func handle(_ push: ThirdPush) {
        let age = push.age.map { "age \($0)" } ?? "no age"
        Log.say("ThirdViewController received a message from \(push.name), \(age)")
    }
}

@MainActor
final class OrderScreen: OrderViewControllerDestination {
    func handle(_ push: OrderShippedPush) {
        let lines =
            push.lines?.map { "\($0.quantity) × \($0.sku) at \($0.unitPrice)" }.joined(separator: ", ") ?? "no lines"
        Log.say(
            "OrderViewController: order \(push.orderID) is \(push.status.rawValue), track at \(push.trackingURL.absoluteString); \(lines)"
        )
    }

    func handle(_ push: ReviewRequestPush) {
        Log.say("OrderViewController: please review order \(push.orderID) (\(push.stars) stars suggested)")
    }
}

@MainActor
final class ChatScreen: ChatViewControllerDestination {
    func handle(_ push: ChatMessagePush) {
        Log.say("ChatViewController: \(push.sender.name) wrote \"\(push.text)\" in \(push.threadID)")
    }
}

@MainActor
final class CartScreen: CartViewControllerDestination {
    func handle(_ push: CartReminderPush) {
        Log.say(
            "CartViewController: \(push.itemCount) items, total \(push.total) \(push.currency.rawValue), free shipping: \(push.freeShipping)"
        )
    }
}

@MainActor
final class PromoScreen: PromoViewControllerDestination {
    func handle(_ push: PromoPush) {
        Log.say("PromoViewController: code \(push.code) gives \(push.discount)% until \(push.expires)")
    }
}

@MainActor
final class NewsScreen: NewsViewControllerDestination {
    func handle(_ push: ArticlePush) {
        Log.say("NewsViewController: article \(push.articleID)")
    }

    @available(*, deprecated)
    func handle(_ push: LegacyNewsPush) {
        Log.say("NewsViewController: legacy news \(push.articleID) (deprecated route)")
    }
}

enum Log {
    static func say(_ line: String) {
        print("    \(line)")
    }
}
