/// Whether a piece of chrome is shown.
///
/// SwiftUI parity: `Visibility`, taken by `confirmationDialog(_:isPresented:titleVisibility:)`
/// and other chrome modifiers that LayoutLab does not model.
public enum Visibility: CaseIterable, Hashable, Sendable {
  case automatic, visible, hidden
}
