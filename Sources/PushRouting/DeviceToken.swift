import Foundation

/// APNs device tokens.
public enum DeviceToken {
    /// The token as the lowercase hex string push providers expect
    /// (`application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` gives bytes).
    public static func hexString(_ token: Data) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(token.count * 2)
        for byte in token {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
