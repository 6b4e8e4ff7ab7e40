// Toolbars as a stub: their items compile and are never laid out.

/// Where a toolbar item goes.
///
/// SwiftUI parity: `ToolbarItemPlacement` and its common placements.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String

  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// One item of a toolbar; never laid out.
///
/// SwiftUI parity: in SwiftUI `ToolbarItem` is `ToolbarContent`, built by a toolbar builder;
/// here it is a `View` with no content, so that `.toolbar { ToolbarItem ... }` compiles through
/// `@ViewBuilder`.
public struct ToolbarItem<ID, Content: View>: View {
  /// An item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {}

  /// An item with an identifier, for customisable toolbars.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == String {}

  public var body: some View { EmptyView() }
}

/// Several items of a toolbar at one placement; never laid out.
public struct ToolbarItemGroup<Content: View>: View {
  /// A group of items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}

  public var body: some View { EmptyView() }
}

extension View {
  /// Adds items to the toolbar around this view; they are not laid out, changes nothing.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}
