/// Values a view hands to the container that lays it out: layout priority and layout values.
///
/// A view that writes none (nearly every view) has no storage at all: the traits are one
/// optional reference, so a node's record keeps eight bytes for them, and reading or copying
/// them costs a nil check and no reference counting. Written traits are kept in an immutable
/// `ViewTraitValues`, shared by the modifiers that pass them outward.
///
/// SwiftUI parity: traits live on the container's subview, so modifiers wrapped around a view
/// (`Text("a").layoutPriority(1).padding()`) keep them; the writer furthest out wins.
struct ViewTraits {
  /// The written values; `nil` when there are none.
  private var values: ViewTraitValues?

  private init(values: ViewTraitValues?) { self.values = values }

  init(layoutValues: [ObjectIdentifier: Any] = Dictionary(), priority: Double? = nil) {
    values =
      layoutValues.isEmpty && priority == nil
      ? nil : ViewTraitValues(layoutValues: layoutValues, priority: priority)
  }

  static var none: ViewTraits { ViewTraits(values: nil) }

  /// The values of `LayoutValueKey`s, by key.
  var layoutValues: [ObjectIdentifier: Any] {
    get { values?.layoutValues ?? Dictionary() }
    set { self = ViewTraits(layoutValues: newValue, priority: priority) }
  }

  /// The layout priority, if one was written.
  var priority: Double? {
    get { values?.priority }
    set { self = ViewTraits(layoutValues: layoutValues, priority: newValue) }
  }

  var isEmpty: Bool { values == nil }

  /// Whether `other` is known to be the same traits: the same priority, and no layout values
  /// (which cannot be compared) in either.
  func isSame(as other: ViewTraits) -> Bool {
    priority == other.priority && layoutValues.isEmpty && other.layoutValues.isEmpty
  }

  /// These traits with `outer`'s values written over them.
  func overridden(by outer: ViewTraits) -> ViewTraits {
    if outer.isEmpty { return self }
    if isEmpty { return outer }
    return ViewTraits(
      layoutValues: layoutValues.merging(outer.layoutValues) { _, outer in outer },
      priority: outer.priority ?? priority)
  }
}

/// The traits a view wrote: never empty, never changed once made.
final class ViewTraitValues {
  let layoutValues: [ObjectIdentifier: Any]
  let priority: Double?

  init(layoutValues: [ObjectIdentifier: Any], priority: Double?) {
    self.layoutValues = layoutValues
    self.priority = priority
  }
}
