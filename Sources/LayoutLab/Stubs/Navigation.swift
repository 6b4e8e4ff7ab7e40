import Foundation

// Navigation as a layout stub: the containers compile as in SwiftUI and lay out their root;
// the navigation bar, its title and its toolbar items are not modelled, nor is pushing.

/// A stack of pushed views; LayoutLab lays out only its root.
///
/// Stub: the root fills the space offered and sits centred in it (as SwiftUI centres a root
/// smaller than the stack). SwiftUI also shows a navigation bar above the root and insets the
/// root by its height; LayoutLab draws no bar and takes no room for it. Nothing is ever pushed.
public struct NavigationStack<Data, Root: View>: View {
  let root: Root

  /// A stack with no path of its own.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
  }

  /// A stack whose pushed views are described by `path`; the path is ignored.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
  }

  /// A stack whose pushed views are described by a collection of values; the path is ignored.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
  }

  public var body: some View {
    root.frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// The older navigation container; a stub laid out as `NavigationStack`.
public struct NavigationView<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    content.frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// A list of values pushed on a `NavigationStack`; LayoutLab only counts them.
public struct NavigationPath: Equatable {
  /// How many values the path holds.
  public private(set) var count = 0

  public init() {}

  /// Whether the path holds no value.
  public var isEmpty: Bool { count == 0 }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { count += 1 }

  /// Pops the last `k` values, or as many as there are.
  public mutating func removeLast(_ k: Int = 1) { count = max(0, count - max(0, k)) }
}

/// A control that pushes a destination; a stub laid out as its label. Nothing is pushed.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label

  /// A link that pushes `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link titled `titleKey` that pushes `destination`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) where Label == Text {
    label = Text(titleKey)
  }

  /// A link titled `title` that pushes `destination`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) where Label == Text {
    label = Text(title)
  }

  /// A link that pushes the destination `.navigationDestination(for:)` gives for `value`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    self.label = label()
  }

  /// A link titled `titleKey` that pushes the destination for `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, Destination == Never {
    label = Text(titleKey)
  }

  /// A link titled `title` that pushes the destination for `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text, Destination == Never {
    label = Text(title)
  }

  public var body: some View { label }
}

/// How a navigation bar shows its title.
///
/// SwiftUI parity: `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

extension View {
  /// Sets the title of the navigation bar around this view; not modelled, changes nothing.
  public func navigationTitle(_ title: Text) -> some View { self }

  /// Sets the title of the navigation bar around this view; not modelled, changes nothing.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }

  /// Sets the title of the navigation bar around this view; not modelled, changes nothing.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

  /// Sets how the navigation bar shows its title; not modelled, changes nothing.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

  /// Hides or shows the back button; not modelled, changes nothing.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

  /// Declares the view pushed for values of type `data`; nothing is pushed, changes nothing.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }

  /// Declares the view pushed while `isPresented` is true; nothing is pushed, changes nothing.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { self }
}
