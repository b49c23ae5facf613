// `APS`, `APSAlert` and `APSSound` print with the members they have, by their Swift names
// (`APS(alert: APSAlert(title: "Delivery update"), contentAvailable: true)`), as every value
// of a push prints (`ValueDescription`), at run time and in `routegen explain`.

extension APS: CustomStringConvertible {
    /// `APS(alert: "Hello", badge: 3)`: the members that have a value, by their Swift names;
    /// `alert` and `sound` as their string or dictionary, the interruption level as its string.
    public var description: String { ValueDescription.members(of: self, omittingNil: true) }
}

extension APSAlert: CustomStringConvertible {
    /// `APSAlert(title: "Delivery update", body: "Nearly there")`: the members that have a value.
    public var description: String { ValueDescription.members(of: self, omittingNil: true) }
}

extension APSSound: CustomStringConvertible {
    /// `APSSound(critical: true, name: "chime.aiff", volume: 0.8)`: the members that have a value.
    public var description: String { ValueDescription.members(of: self, omittingNil: true) }
}
