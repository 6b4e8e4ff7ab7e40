import Foundation
import LayoutLab
import Testing

/// Helpers for the text and environment suites: measure a view for an exact proposal, and
/// compare lengths and rects with a 0.001 tolerance (the text model produces fractions such as
/// 20.4 that floating point cannot hold exactly).
enum TextProbe {
  /// The host size every probe lays out in (an iPhone's points).
  static let hostSize = CGSize(width: 390, height: 844)

  /// The size `view` chooses when proposed exactly `proposal`, measured through the public API:
  /// a layout proposes `proposal` to the view and takes the view's answer as its own size.
  static func size(
    of view: some View, proposing proposal: ProposedViewSize,
    environment: EnvironmentValues = EnvironmentValues()
  ) -> CGSize? {
    let host = ViewHost(rootView: Proposer(proposal: proposal) { view.id("probe") }, environment: environment)
    return host.layout(in: hostSize).frame(id: "probe")?.size
  }

  /// The ideal size of `view`: its size for `.unspecified`.
  static func idealSize(of view: some View, environment: EnvironmentValues = EnvironmentValues()) -> CGSize? {
    size(of: view, proposing: .unspecified, environment: environment)
  }

  /// The size of `view` for a width and no height.
  static func size(of view: some View, width: CGFloat) -> CGSize? {
    size(of: view, proposing: ProposedViewSize(width: width, height: nil))
  }

  /// Proposes a fixed proposal to its only subview and is exactly as large as the answer.
  /// Its description leaves the proposal out: the engine prints a layout's description in its
  /// summary, and formatting a length above about 9.2e18 traps (reported as an engine bug).
  private struct Proposer: Layout, CustomStringConvertible {
    let proposal: ProposedViewSize
    var description: String { "Proposer" }

    func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
  }
}

/// Whether two lengths agree within 0.001.
func textClose(_ lhs: CGFloat?, _ rhs: CGFloat) -> Bool {
  guard let lhs else { return false }
  return abs(lhs - rhs) <= 0.001
}

/// Expects `actual` to be `width × height` within 0.001.
func expectTextSize(
  _ actual: CGSize?, _ width: CGFloat, _ height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    textClose(actual?.width, width) && textClose(actual?.height, height),
    "expected \(width) × \(height), got \(actual.map { "\($0.width) × \($0.height)" } ?? "nil")",
    sourceLocation: sourceLocation)
}

/// Expects `actual` to be `expected` within 0.001 in every coordinate.
func expectTextRect(
  _ actual: CGRect?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  let close =
    actual.map {
      textClose($0.minX, expected.minX) && textClose($0.minY, expected.minY)
        && textClose($0.width, expected.width) && textClose($0.height, expected.height)
    } ?? false
  #expect(close, "expected \(expected), got \(actual.map { "\($0)" } ?? "nil")", sourceLocation: sourceLocation)
}
