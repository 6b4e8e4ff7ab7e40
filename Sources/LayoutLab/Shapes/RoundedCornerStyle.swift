/// How a rounded corner is drawn: a quarter circle, or Apple's continuous curvature.
///
/// SwiftUI parity: `RoundedCornerStyle`. LayoutLab draws both as quarter ellipses; the
/// difference never changes a frame.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular
  case continuous
}
