/// The direction in which text and horizontal stacks run.
///
/// SwiftUI parity: `LayoutDirection`; the default is `.leftToRight`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight
  case rightToLeft
}
