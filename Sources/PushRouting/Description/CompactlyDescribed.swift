/// A value that prints compactly: `second(SecondPush(id: 12, content: "Hello"))`, not
/// `second(App.SecondPush(id: 12, content: "Hello"))` with `Optional(…)` around every
/// optional. The generated route enum conforms, so `print(route)`, `"\(route)"` and a
/// printed `DispatchOutcome` show the route this way (docs/language.md §11, "Printing a
/// push"): its case and its struct's members by their Swift names (`nil` where one has no
/// value), strings quoted, urls in angle brackets, dates in RFC 3339, enum values as their
/// strings, unions as their member's value, `APS` with only the members it has. `routegen
/// explain` prints values the same way.
///
/// The description is read by reflection when it is asked for; conforming costs no code.
/// A conforming enum's cases carry a value (a case without one prints as its type's name).
public protocol CompactlyDescribed: CustomStringConvertible {}

extension CompactlyDescribed {
    /// The value, compactly: an enum as its case and the case's value, a struct as its type
    /// name and its members.
    public var description: String { ValueDescription.members(of: self) }
}
