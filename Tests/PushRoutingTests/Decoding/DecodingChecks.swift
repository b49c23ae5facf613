import PushRouting

/// What the decoding test suites ask of a call: the error it throws, or its reason.
protocol DecodingChecks {}

extension DecodingChecks {
    /// The reason of the `PushDecodingError` that `body` throws; nil when it returns. Any
    /// other error is reported as an `invalidJSON` reason naming it, so a test sees it.
    func reason(_ body: () throws -> Any?) -> PushDecodingError.Reason? {
        do {
            _ = try body()
            return nil
        } catch let error as PushDecodingError {
            return error.reason
        } catch {
            return .invalidJSON("unexpected error \(error)")
        }
    }

    /// The `PushDecodingError` that `body` throws; nil when it returns or throws another error.
    func error(_ body: () throws -> Any?) -> PushDecodingError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? PushDecodingError
        }
    }
}
