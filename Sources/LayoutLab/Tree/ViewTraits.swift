/// Values a view hands to the container that lays it out: layout priority and layout values.
///
/// SwiftUI parity: traits live on the container's subview, so modifiers wrapped around a view
/// (`Text("a").layoutPriority(1).padding()`) keep them; the writer furthest out wins.
struct ViewTraits {
  // The values first and the priority after: the traits are 17 bytes, not 24, and a record's
  // small fields fill what is left of the word.
  var layoutValues: [ObjectIdentifier: Any] = Dictionary()
  var priority: Double?

  static var none: ViewTraits { ViewTraits() }

  var isEmpty: Bool { priority == nil && layoutValues.isEmpty }

  /// Whether `other` is known to be the same traits: the same priority, and no layout values
  /// (which cannot be compared) in either.
  func isSame(as other: ViewTraits) -> Bool {
    priority == other.priority && layoutValues.isEmpty && other.layoutValues.isEmpty
  }

  /// These traits with `outer`'s values written over them.
  func overridden(by outer: ViewTraits) -> ViewTraits {
    if outer.isEmpty { return self }
    if isEmpty { return outer }
    var result = self
    if let priority = outer.priority { result.priority = priority }
    result.layoutValues.merge(outer.layoutValues) { _, outer in outer }
    return result
  }
}
