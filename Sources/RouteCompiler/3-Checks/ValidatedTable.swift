/// A routes table that passed every check: the only input the emitter accepts.
package struct ValidatedTable: Sendable {
    /// The table, with every default typed.
    package let table: RouteTable
    /// The Swift names of its routes, params, fields and enum values.
    let names: TableNames

    /// Only `TableChecker` makes one, for a table without errors.
    init(_ table: RouteTable) {
        self.table = table
        names = TableNames(assigning: table)
    }
}
