import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Anchor preferences (layout rules AN1–AN2): an anchor is taken from the writing view's
/// geometry when it is laid out, stored in global (root) space, and `proxy[anchor]` converts it
/// to the proxy's own space.
///
/// The layout used throughout, by hand:
/// - `VStack(spacing: 0) { 100 × 30; 60 × 40 }` is 100 × 70; `.padding(10)` makes 120 × 90.
/// - Centred in 390 × 844: the padding's frame is ((390 − 120) / 2, (844 − 90) / 2) = (135, 377).
/// - The VStack is at (145, 387); the 60 × 40 view is centred in its 100 width, below the
///   30-tall one: (145 + 20, 387 + 30) = (165, 417).
/// - The reader in `overlayPreferenceValue` covers the padding's frame, so in its space the
///   60 × 40 view is at (165 − 135, 417 − 377) = (30, 40).
@Suite("Anchor preferences resolve in the reading view's space")
struct AnchorPreferenceTests {
  /// The layout above, with `anchored` applied to the 60 × 40 view.
  private static func layout<Anchored: View>(_ anchored: (AnyView) -> Anchored) -> some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 30)
      anchored(AnyView(Color.blue.frame(width: 60, height: 40).id("target")))
    }
    .padding(10)
  }

  @Test("proxy[anchor] of .bounds gives the view's frame in the reader's space")
  func boundsResolved() {
    let resolved = Recorder<CGRect>()
    let root = Self.layout { $0.anchorPreference(key: BoundsAnchorKey.self, value: .bounds) { $0 } }
      .overlayPreferenceValue(BoundsAnchorKey.self) { anchor in
        GeometryReader { proxy in
          let rect = anchor.map { proxy[$0] } ?? .zero
          let _ = resolved.record(rect)
          Color.clear.frame(width: rect.width, height: rect.height).id("marker").offset(x: rect.minX, y: rect.minY)
        }
      }
    let result = ViewHost(rootView: root).layout(in: phoneSize)
    expectFrame(result.frame(id: "target"), CGRect(x: 165, y: 417, width: 60, height: 40))
    #expect(resolved.values.count == 1)
    expectFrame(resolved.values.first, CGRect(x: 30, y: 40, width: 60, height: 40))
    // Drawn at that place in the reader (at (135, 377)), the marker covers the target exactly.
    expectFrame(result.frame(id: "marker"), CGRect(x: 165, y: 417, width: 60, height: 40))
    #expect(result.frames.count == 1)
  }

  @Test("Point anchors resolve to the view's corners and centre in the reader's space")
  func pointAnchors() {
    let resolved = Recorder<[String: CGPoint]>()
    let root = Self.layout { target in
      target
        .anchorPreference(key: PointAnchorsKey.self, value: .topLeading) { ["topLeading": $0] }
        .background(Color.clear.anchorPreference(key: PointAnchorsKey.self, value: .center) { ["center": $0] })
        .overlay(
          Color.clear.anchorPreference(key: PointAnchorsKey.self, value: .bottomTrailing) { ["bottomTrailing": $0] })
    }
    .overlayPreferenceValue(PointAnchorsKey.self) { anchors in
      GeometryReader { proxy in
        let _ = resolved.record(anchors.mapValues { proxy[$0] })
        Color.clear
      }
    }
    let result = ViewHost(rootView: root).layout(in: phoneSize)
    // The background and overlay are proposed the target's 60 × 40 and placed on it, so all
    // three anchors come from the frame (30, 40, 60, 40) in the reader's space:
    // top leading (30, 40); centre (30 + 30, 40 + 20) = (60, 60); bottom trailing (90, 80).
    let expected: [String: CGPoint] = [
      "topLeading": CGPoint(x: 30, y: 40), "center": CGPoint(x: 60, y: 60), "bottomTrailing": CGPoint(x: 90, y: 80),
    ]
    #expect(resolved.values == [expected])
    #expect(result.frames.count == 1)
  }

  @Test("The top-leading anchor of an infinitely large view is its finite corner, not NaN")
  func anchorOfInfiniteView() {
    let resolved = Recorder<[String: CGPoint]>()
    let root = HostileProposer(.infinity) {
      Color.blue.anchorPreference(key: PointAnchorsKey.self, value: .topLeading) { ["topLeading": $0] }
    }
    .overlayPreferenceValue(PointAnchorsKey.self) { anchors in
      GeometryReader { proxy in
        let _ = resolved.record(anchors.mapValues { proxy[$0] })
        Color.clear
      }
    }
    let result = ViewHost(rootView: root).layout(in: phoneSize)
    // The proposer is 100 × 100, centred in 390 × 844 at (145, 372), and places the colour at
    // its own corner with an infinite proposal: the colour is infinitely large from (145, 372).
    // Its top leading corner is that point, (0, 0) in the reader's space (the reader covers
    // the proposer); 0 × ∞ would have made it NaN.
    #expect(resolved.values.last == ["topLeading": CGPoint(x: 0, y: 0)])
    #expect(result.frames.count == 1)
  }

  @Test("An anchor inside an offset moves with the view")
  func anchorInsideOffset() {
    let resolved = Recorder<CGRect>()
    let root = Self.layout { $0.anchorPreference(key: BoundsAnchorKey.self, value: .bounds) { $0 }.offset(x: 10, y: 5) }
      .overlayPreferenceValue(BoundsAnchorKey.self) { anchor in
        GeometryReader { proxy in
          let _ = resolved.record(anchor.map { proxy[$0] } ?? .zero)
          Color.clear
        }
      }
    _ = ViewHost(rootView: root).layout(in: phoneSize)
    // The offset draws the target at (30 + 10, 40 + 5) in the reader's space (F4); layout is unchanged.
    expectFrame(resolved.values.first, CGRect(x: 40, y: 45, width: 60, height: 40))
  }

  @Test("An anchor preference on a Group writes one anchor per member, folded in order")
  func anchorOnGroup() {
    let resolved = Recorder<[CGRect]>()
    let result = ViewHost(
      rootView: VStack(spacing: 0) {
        Group {
          Color.red.frame(width: 10, height: 10)
          Color.red.frame(width: 20, height: 20)
        }.anchorPreference(key: AnchorListKey.self, value: .bounds) { [$0] }
      }
      .padding(5)
      .overlayPreferenceValue(AnchorListKey.self) { anchors in
        GeometryReader { proxy in
          let _ = resolved.record(anchors.map { proxy[$0] })
          Color.clear
        }
      }
    ).layout(in: phoneSize)
    // The modifier applies to each member, as a Group's modifiers do. The VStack is 20 × 30
    // inside 5 of padding; in the reader's space the 10 × 10 view is centred in the 20 width,
    // (5 + 5, 5), and the 20 × 20 one is below it at (5, 5 + 10).
    #expect(resolved.values.count == 1)
    let rects = resolved.values.first ?? []
    #expect(rects.count == 2)
    guard rects.count == 2 else { return }
    expectFrame(rects[0], CGRect(x: 10, y: 5, width: 10, height: 10))
    expectFrame(rects[1], CGRect(x: 5, y: 15, width: 20, height: 20))
    #expect(result.preferenceReductions == 1)  // the two members' anchors, folded once
  }

  @Test("Anchors are equal when their global values are, and hash alike (AN1)")
  func anchorEquality() {
    let seen = Recorder<[Anchor<CGRect>]>()
    let root = VStack(spacing: 0) {
      Color.blue.frame(width: 60, height: 40)
        .anchorPreference(key: AnchorListKey.self, value: .bounds) { [$0] }
        .overlay(Color.clear.anchorPreference(key: AnchorListKey.self, value: .bounds) { [$0] })
      Color.blue.frame(width: 60, height: 40)
        .anchorPreference(key: AnchorListKey.self, value: .bounds) { [$0] }
    }.onPreferenceChange(AnchorListKey.self) { seen.record($0) }
    _ = ViewHost(rootView: root).layout(in: phoneSize)
    let anchors = seen.values.first ?? []
    #expect(anchors.count == 3)
    guard anchors.count == 3 else { return }
    // The first view and its overlay have the same frame: equal anchors. The second view is
    // 40 lower: a different anchor, though the same size.
    #expect(anchors[0] == anchors[1])
    #expect(anchors[0] != anchors[2])
    #expect(Set(anchors).count == 2)
  }

  @Test("onPreferenceChange fires for an anchor only when the view moves")
  func anchorChangeFires() {
    struct Target: View {
      let top: CGFloat
      let seen: Recorder<Anchor<CGRect>?>
      var body: some View {
        VStack(spacing: 0) {
          Color.red.frame(width: 60, height: top)
          Color.blue.frame(width: 60, height: 40).anchorPreference(key: BoundsAnchorKey.self, value: .bounds) { $0 }
        }.onPreferenceChange(BoundsAnchorKey.self) { seen.record($0) }
      }
    }
    let seen = Recorder<Anchor<CGRect>?>()
    let host = ViewHost(rootView: Target(top: 30, seen: seen))
    _ = host.layout(in: phoneSize)
    host.rootView = Target(top: 30, seen: seen)
    let unchanged = host.layout(in: phoneSize)
    // Root 60 × 70 centred: the target at y = (844 − 70) / 2 + 30 = 417 both times: no change.
    #expect(unchanged.actionsCalled == 0)
    host.rootView = Target(top: 50, seen: seen)
    let moved = host.layout(in: phoneSize)
    // Root 60 × 90: the target at y = (844 − 90) / 2 + 50 = 427: a new anchor.
    #expect(moved.actionsCalled == 1)
    #expect(seen.values.count == 2)
  }
}

/// Every `.bounds` anchor written, in tree order.
private struct AnchorListKey: PreferenceKey {
  static let defaultValue: [Anchor<CGRect>] = []
  static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
    value.append(contentsOf: nextValue())
  }
}
