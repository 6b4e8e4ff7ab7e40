extension View {
  /// Gives this view a value a `Picker` or `TabView` selects it by.
  ///
  /// SwiftUI parity: `tag(_:)`. LayoutLab selects nothing by tag, so the value is dropped and
  /// the view is unchanged.
  public func tag<V: Hashable>(_ tag: V) -> some View { self }

  /// Gives this view a value a selection selects it by, also as an optional.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { self }
}
