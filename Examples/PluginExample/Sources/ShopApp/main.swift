import Foundation
import PushRouting
import ShopRoutes

@MainActor
final class OrderScreen: OrderScreenDestination {
    func handle(_ push: OrderShippedPush) {
        print("order \(push.orderID) shipped with \(push.carrier.rawValue)")
    }
}

let router = PushRouter()
let screen = OrderScreen()
let registration = router.register(screen)
router.onFailure { error, _ in print("rejected: \(error)") }
router.dispatch(["type": "order_shipped", "order": ["id": "42"], "carrier": "dhl"], as: .opened)
router.dispatch(["type": "order_shipped", "order": ["id": "42"], "carrier": "fedex"], as: .opened)
