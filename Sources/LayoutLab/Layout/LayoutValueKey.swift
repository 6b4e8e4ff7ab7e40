/// A key for a value that a view hands to its containing layout.
///
/// Set it with `.layoutValue(key:value:)`, read it in a layout with `subview[Key.self]`.
///
/// SwiftUI parity: `LayoutValueKey`. Like SwiftUI's, the value travels as a trait of the
/// subview: modifiers applied around the view (padding, frame, ...) keep it.
public protocol LayoutValueKey {
  associatedtype Value
  /// The value a subview that sets none reports.
  static var defaultValue: Value { get }
}
