// Presentations as a stub: LayoutLab has one window and presents nothing. Each modifier
// compiles as in SwiftUI, leaves the view it is on unchanged and never builds or lays out
// the presented content, whatever its binding says.

extension View {
  /// Presents `content` as a sheet while `isPresented` is true; not presented headless.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }

  /// Presents a sheet for `item` while it is not `nil`; not presented headless.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  /// Presents `content` over the whole screen while `isPresented` is true; not presented headless.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }

  /// Presents a full-screen cover for `item` while it is not `nil`; not presented headless.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  /// Presents `content` in a popover while `isPresented` is true; not presented headless.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }

  /// Presents a popover for `item` while it is not `nil`; not presented headless.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  /// Presents an alert titled `titleKey` while `isPresented` is true; not presented headless.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { self }

  /// Presents an alert titled `title` while `isPresented` is true; not presented headless.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { self }

  /// Presents an alert titled `title` while `isPresented` is true; not presented headless.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    self
  }

  /// Presents an alert with a message while `isPresented` is true; not presented headless.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { self }

  /// Presents an alert with a message while `isPresented` is true; not presented headless.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self }

  /// Presents a confirmation dialog while `isPresented` is true; not presented headless.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { self }

  /// Presents a confirmation dialog while `isPresented` is true; not presented headless.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View { self }

  /// Presents a confirmation dialog with a message while `isPresented` is true; not presented headless.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self }
}
