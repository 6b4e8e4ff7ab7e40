import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Environment values flow down and stop at the subtree they are set on (layout rule E2);
/// preference values flow up through the same boundary (P3).
@Suite("Preferences cross environment overrides that stay in their subtree")
struct PreferenceEnvironmentScopeTests {
  /// A Text that reports its measured width through a background GeometryReader (O1, P11).
  private static func measured(_ string: String) -> some View {
    Text(string).background(
      GeometryReader { proxy in
        Color.clear.preference(key: WidthsKey.self, value: [proxy.size.width])
      })
  }

  @Test("A width measured under .environment(\\.font, .title) reaches an observer outside it")
  func valueCrossesOverride() {
    let seen = Recorder<[CGFloat]>()
    let result = ViewHost(
      rootView: VStack(spacing: 0) {
        VStack {
          Self.measured("Hello")
        }.environment(\.font, .title)
        Self.measured("Hi")
      }.onPreferenceChange(WidthsKey.self) { seen.record($0) }
    ).layout(in: phoneSize)
    // .title is 28 pt at .large (Dynamic Type table, semantics 9a): "Hello" = 5 × 14 = 70.
    // "Hi" is outside the override, in the 17 pt body font: 2 × 8.5 = 17.
    #expect(seen.values == [[70, 17]])
    #expect(result.preferenceReductions == 1)  // reduce([70], [17]) in the outer VStack
    #expect(result.frames.count == 1)
  }

  @Test("An observer inside the override sees only its subtree; the font stays inside")
  func observerInsideOverride() {
    let inner = Recorder<[CGFloat]>()
    let outer = Recorder<[CGFloat]>()
    let result = ViewHost(
      rootView: VStack(spacing: 0) {
        VStack(spacing: 0) {
          Self.measured("Hello")
          Self.measured("Hi").id("inside")
        }
        .onPreferenceChange(WidthsKey.self) { inner.record($0) }
        .environment(\.font, .title)
        Self.measured("Hi").id("outside")
      }.onPreferenceChange(WidthsKey.self) { outer.record($0) }
    ).layout(in: phoneSize)
    // Inside: "Hello" 70 and "Hi" 28 wide (title, 14 per character); outside: "Hi" 17 (body).
    #expect(inner.values == [[70, 28]])
    #expect(outer.values == [[70, 28, 17]])
    // Heights: 1.2 × 28 = 33.6 inside, 1.2 × 17 = 20.4 outside.
    expectSize(result.frame(id: "inside")?.size, CGSize(width: 28, height: 33.6))
    expectSize(result.frame(id: "outside")?.size, CGSize(width: 17, height: 20.4))
  }
}
