// One payload builder for several tables (FuzzPayload): building the hostile dictionary is
// most of an input's time, so the fast target builds it once, from the keys and values of
// all three tables, and hands it to each table's decoder.

extension HostilePayload {
    /// A builder with the union of `builders`' vocabularies: their keys and values, the
    /// first discriminator and the first `jsonStrings` among them.
    init(merging builders: [HostilePayload]) {
        keys = Array(Set(builders.flatMap(\.keys))).sorted()
        routes = Array(Set(builders.flatMap(\.routes))).sorted()
        discriminator = builders.first { !$0.discriminator.isEmpty }?.discriminator ?? []
        jsonStrings = builders.lazy.compactMap(\.jsonStrings).first
    }
}
