import Foundation
import LayoutLab
import Testing

/// Answers NaN for its size and places its subviews at NaN.
private struct RobustnessNaNLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat.nan, height: CGFloat.nan)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews { subview.place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: .unspecified) }
  }
}

/// 60 x 40, and places nothing.
private struct RobustnessIdleLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 60, height: 40)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// The largest width reported below.
private struct RobustnessWidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Writes its state while its body is evaluated, every time.
private struct RobustnessRestless: View {
  @State private var count = 0

  var body: some View {
    let _ = bump()
    Color.blue.frame(width: 20, height: 20).id("restless")
  }

  private func bump() { count += 1 }
}

/// Sets its width from its own reported width plus one: a preference loop.
private struct RobustnessEcho: View {
  @State private var width: CGFloat = 10

  var body: some View {
    Color.clear.frame(width: width, height: 10).id("echo")
      .background(
        GeometryReader { proxy in Color.clear.preference(key: RobustnessWidthKey.self, value: proxy.size.width) }
      )
      .onPreferenceChange(RobustnessWidthKey.self) { width = $0 + 1 }
  }
}

/// Every way of misbehaving at once, in one tree: each ends in its diagnostic, the host does
/// not crash, and every frame is finite.
@Suite("Robustness: misbehaving layouts and views end in diagnostics, not crashes")
struct RobustnessDiagnosticsTests {
  @Test("NaN sizes and placements, nothing placed, state written in a body and a preference loop, all in one tree")
  func allAtOnce() throws {
    let root = VStack(spacing: 0) {
      RobustnessNaNLayout { Text("nan").id("nan") }
      RobustnessIdleLayout { Color.red.frame(width: 10, height: 10).id("idle") }
      RobustnessRestless()
      RobustnessEcho()
    }
    let result = ViewHost(rootView: root).layout(in: CGSize(width: 390, height: 844))
    let kinds = Set(result.diagnostics.map(\.kind))
    // L5: the NaN size becomes 0 x 0; L7: the NaN placement is replaced by centring.
    #expect(
      kinds.isSuperset(of: [
        .invalidSize, .invalidPlacement, .unplacedSubview, .stateModifiedDuringUpdate, .unsettledLayout,
      ]), "\(result.diagnostics)")
    // The idle layout's one subview is reported unplaced; the NaN layout's subview, already
    // reported as an invalid placement, is not reported again.
    #expect(
      result.diagnostics.filter { $0.kind == .unplacedSubview }.map(\.path).allSatisfy {
        $0.contains("RobustnessIdleLayout()")
      })
    #expect(!result.diagnostics.contains { $0.kind == .unplacedSubview && $0.path.contains("RobustnessNaNLayout()") })
    #expect(result.diagnostics.contains { $0.kind == .invalidSize && $0.path.hasSuffix("RobustnessNaNLayout()") })
    // Both loops run until the budget, 8 frames (U2).
    #expect(result.frames.count == 8)
    var nonFinite: [String] = []
    result.forEachView { view in
      let values = [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height]
      if !values.allSatisfy(\.isFinite) { nonFinite.append("\(view.summary): \(view.frame)") }
    }
    #expect(nonFinite.isEmpty, "\(nonFinite)")
    // L7: a subview its layout never placed is centred in it with the container's proposal.
    let idle = try #require(result.view(id: "idle"))
    let container = try #require(result.views.first?.children[1])
    #expect(idle.frame.midX == container.frame.midX)
    #expect(idle.frame.midY == container.frame.midY)
  }
}
