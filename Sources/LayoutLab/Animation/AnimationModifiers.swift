extension View {
  /// This view: changes to `value` would animate in SwiftUI; here they lay out at their end
  /// state at once (see `Animation`). SwiftUI parity: `animation(_:value:)`.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  /// This view (see `animation(_:value:)`). SwiftUI parity: `animation(_:)`, deprecated in
  /// iOS 15 as it is in SwiftUI.
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View { self }

  /// This view: it appears and disappears at once (see `AnyTransition`).
  /// SwiftUI parity: `transition(_:)`.
  public func transition(_ t: AnyTransition) -> some View { self }

  /// This view: the transaction is not used (see `Transaction`).
  /// SwiftUI parity: `transaction(_:)`.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
