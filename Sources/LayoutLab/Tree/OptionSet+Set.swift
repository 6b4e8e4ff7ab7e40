/// Setting one member of an option set from a `Bool`: how a record's yes-or-no fields, kept
/// one bit each (`NodeFlags`, `LayoutFlags`, `PreferenceSources`' flags), are written
/// through their `Bool` properties.
extension OptionSet where Element == Self {
  /// Inserts `member` when `value` is true, removes it otherwise.
  @inline(__always)
  mutating func set(_ member: Self, _ value: Bool) {
    if value { insert(member) } else { remove(member) }
  }
}
