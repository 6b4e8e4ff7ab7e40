import Foundation
import LayoutLab
import Testing

// A custom key, declared as E1 describes. Views below show the value they read as text, so its
// length can be read off the text's width: body characters are 8.5 wide (TextLayoutModel
// rule 1), so "blue" = 34, "red" = 25.5, "crimson" = 59.5.
private struct ProbeAccentKey: EnvironmentKey {
  static let defaultValue = "blue"
}

extension EnvironmentValues {
  fileprivate var probeAccent: String {
    get { self[ProbeAccentKey.self] }
    set { self[ProbeAccentKey.self] = newValue }
  }
}

/// Shows the accent it reads from the environment.
private struct AccentLabel: View {
  @Environment(\.probeAccent) var accent
  var body: some View { Text(accent) }
}

/// Reads the accent itself and sets another one for a child only.
private struct AccentParent: View {
  @Environment(\.probeAccent) var accent
  var body: some View {
    VStack {
      Text(accent).id("parent")
      AccentLabel().id("child").environment(\.probeAccent, "crimson")
    }
  }
}

/// Shows the Dynamic Type size it reads, in a fixed 10 pt font (5 per character) so that the
/// size it reads does not also change the metrics, and carries it as its id.
private struct TypeSizeLabel: View {
  @Environment(\.dynamicTypeSize) var typeSize
  var body: some View { Text(typeSize.description).font(.system(size: 10)).id(typeSize) }
}

@Suite("Environment: keys, scope and overrides")
struct EnvironmentScopeTests {
  @Test("a custom key reads its default where nothing sets it")
  func customKeyDefault() {
    // "blue" = 4 × 8.5 = 34.
    let result = ViewHost(rootView: AccentLabel().id("l")).layout(in: TextProbe.hostSize)
    #expect(textClose(result.frame(id: "l")?.width, 34))
  }

  @Test(".environment sets a value for the view and its descendants")
  func environmentSetsDescendants() {
    // Both labels inside the VStack see "crimson": 7 × 8.5 = 59.5.
    let view = VStack {
      AccentLabel().id("a")
      HStack { AccentLabel().id("b") }
    }.environment(\.probeAccent, "crimson")
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    #expect(textClose(result.frame(id: "a")?.width, 59.5))
    #expect(textClose(result.frame(id: "b")?.width, 59.5))
  }

  @Test(".environment does not reach siblings")
  func siblingsUnaffected() {
    // E2: only "a" sees "crimson" (59.5); its sibling "b" keeps "blue" (34).
    let view = VStack {
      AccentLabel().id("a").environment(\.probeAccent, "crimson")
      AccentLabel().id("b")
    }
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    #expect(textClose(result.frame(id: "a")?.width, 59.5))
    #expect(textClose(result.frame(id: "b")?.width, 34))
  }

  @Test(".environment does not reach ancestors")
  func ancestorsUnaffected() {
    // E2: AccentParent sets "crimson" on its child only; it reads "blue" itself (34), the
    // child reads "crimson" (59.5).
    let result = ViewHost(rootView: AccentParent()).layout(in: TextProbe.hostSize)
    #expect(textClose(result.frame(id: "parent")?.width, 34))
    #expect(textClose(result.frame(id: "child")?.width, 59.5))
  }

  @Test("the writer nearest the reading view wins")
  func nearestWriterWins() {
    // E2: .environment("red") is nearer than .environment("crimson"): "red" = 25.5.
    let chained = AccentLabel().id("l").environment(\.probeAccent, "red").environment(\.probeAccent, "crimson")
    let chainedResult = ViewHost(rootView: chained).layout(in: TextProbe.hostSize)
    #expect(textClose(chainedResult.frame(id: "l")?.width, 25.5))
    // An inner writer overrides an outer one for its subtree only: "x" is "red" (25.5), "y"
    // still sees the outer "crimson" (59.5).
    let nested = VStack {
      AccentLabel().id("x").environment(\.probeAccent, "red")
      AccentLabel().id("y")
    }.environment(\.probeAccent, "crimson")
    let nestedResult = ViewHost(rootView: nested).layout(in: TextProbe.hostSize)
    #expect(textClose(nestedResult.frame(id: "x")?.width, 25.5))
    #expect(textClose(nestedResult.frame(id: "y")?.width, 59.5))
  }

  @Test("Text(..).font(.title).font(.body) shows title")
  func nearestFontWins() {
    // E2: the inner .font(.title) is nearer: 28 pt, "ab" = 2 × 14 = 28 wide, 1.2 × 28 = 33.6 tall.
    expectTextSize(TextProbe.idealSize(of: Text("ab").font(.title).font(.body)), 28, 33.6)
    // And the other way round it is body: 17 × 20.4.
    expectTextSize(TextProbe.idealSize(of: Text("ab").font(.body).font(.title)), 17, 20.4)
    // .environment(\.font, …) is the same writer as .font(…): title, 28 × 33.6.
    expectTextSize(TextProbe.idealSize(of: Text("ab").environment(\.font, .title)), 28, 33.6)
  }

  @Test(".transformEnvironment receives the inherited value")
  func transformReceivesInherited() {
    // E3: inherits "red" and appends "-ish": "red-ish" = 7 × 8.5 = 59.5.
    let inherited = AccentLabel().id("l")
      .transformEnvironment(\.probeAccent) { $0 += "-ish" }
      .environment(\.probeAccent, "red")
    let inheritedResult = ViewHost(rootView: inherited).layout(in: TextProbe.hostSize)
    #expect(textClose(inheritedResult.frame(id: "l")?.width, 59.5))
    // With nothing above it, it receives the default: "blue-ish" = 8 × 8.5 = 68.
    let alone = AccentLabel().id("l").transformEnvironment(\.probeAccent) { $0 += "-ish" }
    let aloneResult = ViewHost(rootView: alone).layout(in: TextProbe.hostSize)
    #expect(textClose(aloneResult.frame(id: "l")?.width, 68))
  }

  @Test(".transformEnvironment changes only its subtree")
  func transformScoped() {
    // The inherited .xLarge (body 19) steps up one size for "a" only: xxLarge, body 21, so
    // "ab" is 21 × 25.2; "b" keeps 19 × 22.8 (DT2).
    let view = VStack {
      Text("ab").id("a").transformEnvironment(\.dynamicTypeSize) { size in
        size = DynamicTypeSize(rawValue: size.rawValue + 1) ?? size
      }
      Text("ab").id("b")
    }.dynamicTypeSize(.xLarge)
    let result = ViewHost(rootView: view).layout(in: TextProbe.hostSize)
    expectTextSize(result.frame(id: "a")?.size, 21, 25.2)
    expectTextSize(result.frame(id: "b")?.size, 19, 22.8)
  }
}

@Suite("Environment: reading values with @Environment")
struct EnvironmentReadingTests {
  @Test("@Environment in a body sees the host's Dynamic Type size")
  func readsHostValue() {
    // E4: the host's environment is the root's. "xxLarge" at 10 pt is 7 × 5 = 35 wide.
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .xxLarge
    let result = ViewHost(rootView: TypeSizeLabel(), environment: environment).layout(in: TextProbe.hostSize)
    #expect(textClose(result.frame(id: DynamicTypeSize.xxLarge)?.width, 35))
  }

  @Test("@Environment in a body sees an ancestor's .dynamicTypeSize")
  func readsAncestorModifier() {
    // The modifier is nearer than the host's .xSmall: "accessibility3" (14 × 5 = 70); the label
    // outside it reads the host's "xSmall" (6 × 5 = 30).
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .xSmall
    let view = VStack {
      VStack { TypeSizeLabel() }.dynamicTypeSize(.accessibility3)
      TypeSizeLabel()
    }
    let result = ViewHost(rootView: view, environment: environment).layout(in: TextProbe.hostSize)
    #expect(textClose(result.frame(id: DynamicTypeSize.accessibility3)?.width, 70))
    #expect(textClose(result.frame(id: DynamicTypeSize.xSmall)?.width, 30))
    #expect(result.frame(id: DynamicTypeSize.large) == nil)
  }

  @Test("@Environment outside a tree reads the default")
  func readsDefaultOutsideTree() {
    // E4: a view value never installed reads EnvironmentValues()'s values.
    #expect(AccentLabel().accent == "blue")
    #expect(TypeSizeLabel().typeSize == .large)
    #expect(Environment(\.lineLimit).wrappedValue == nil)
  }

  @Test("changing ViewHost.environment re-lays text out at the new Dynamic Type size")
  func hostEnvironmentChange() {
    // "Hello" at .large: body 17, 5 × 8.5 = 42.5 × 20.4.
    let host = ViewHost(
      rootView: VStack {
        Text("Hello").id("t")
        TypeSizeLabel()
      })
    expectTextSize(host.layout(in: TextProbe.hostSize).frame(id: "t")?.size, 42.5, 20.4)
    // .accessibility3: body 40 (DT2), 5 × 20 = 100 × 48; the label now reads .accessibility3.
    host.environment.dynamicTypeSize = .accessibility3
    let bigger = host.layout(in: TextProbe.hostSize)
    expectTextSize(bigger.frame(id: "t")?.size, 100, 48)
    #expect(bigger.frame(id: DynamicTypeSize.accessibility3) != nil)
    // Back to .xSmall: body 14, 5 × 7 = 35 × 16.8.
    host.environment.dynamicTypeSize = .xSmall
    expectTextSize(host.layout(in: TextProbe.hostSize).frame(id: "t")?.size, 35, 16.8)
  }

  @Test("changing a custom key in ViewHost.environment updates the views reading it")
  func hostCustomKeyChange() {
    // "blue" (34), then "crimson" (59.5).
    let host = ViewHost(rootView: AccentLabel().id("l"))
    #expect(textClose(host.layout(in: TextProbe.hostSize).frame(id: "l")?.width, 34))
    host.environment.probeAccent = "crimson"
    #expect(textClose(host.layout(in: TextProbe.hostSize).frame(id: "l")?.width, 59.5))
  }
}

@Suite("EnvironmentValues: storage and defaults")
struct EnvironmentValuesTests {
  @Test("the subscript by key reads the default, then the last value written")
  func subscriptByKey() {
    // E1.
    var values = EnvironmentValues()
    #expect(values[ProbeAccentKey.self] == "blue")
    values[ProbeAccentKey.self] = "red"
    #expect(values[ProbeAccentKey.self] == "red")
    #expect(values.probeAccent == "red")
    values.probeAccent = "crimson"
    #expect(values[ProbeAccentKey.self] == "crimson")
  }

  @Test("EnvironmentValues is a value: a copy's writes do not change the original")
  func valueSemantics() {
    var original = EnvironmentValues()
    original.probeAccent = "red"
    var copy = original
    copy.probeAccent = "crimson"
    copy.dynamicTypeSize = .accessibility1
    #expect(original.probeAccent == "red")
    #expect(original.dynamicTypeSize == .large)
    #expect(copy.probeAccent == "crimson")
  }

  @Test("the built-in values have SwiftUI's defaults")
  func builtinDefaults() {
    // E5 and the SwiftUI defaults: no font (body), .large, left-to-right, no line limit,
    // tail truncation, 16 points of default padding (N5).
    let values = EnvironmentValues()
    #expect(values.font == nil)
    #expect(values.dynamicTypeSize == .large)
    #expect(values.layoutDirection == .leftToRight)
    #expect(values.lineLimit == nil)
    #expect(values.truncationMode == .tail)
    #expect(values.defaultPadding == EdgeInsets(16))
  }

  @Test("The description lists every write newest first, shadowed older writes included")
  func descriptionListsEveryWrite() {
    // SwiftUI's EnvironmentValues.description prints its property list newest first, every
    // element, so a key written twice appears twice: here the accent's "red" is shadowed by
    // "crimson" but still listed, after the line limit written between them.
    var values = EnvironmentValues()
    #expect(values.description == "[]")
    values.probeAccent = "red"
    values.lineLimit = 2
    values.probeAccent = "crimson"
    #expect(values.description == "[ProbeAccentKey = crimson, LineLimitKey = Optional(2), ProbeAccentKey = red]")
  }

  @Test("built-in values can be written through their key paths")
  func builtinWrites() {
    var values = EnvironmentValues()
    values.font = .title
    values.layoutDirection = .rightToLeft
    values.lineLimit = 2
    #expect(values.font == .title)
    #expect(values.layoutDirection == .rightToLeft)
    #expect(values.lineLimit == 2)
  }
}

/// A view that counts nothing itself; the test reads its body evaluations from the counters.
private struct Reader: View {
  var body: some View { Text("r") }
}

private final class TickBox {
  var binding: Binding<Int>?
}

private struct TickingParent: View {
  let box: TickBox
  @State private var tick = 0

  var body: some View {
    box.binding = $tick
    return VStack {
      Reader().environment(\.lineLimit, 2)
      Text("\(tick)")
    }
  }
}

@Suite("Environment writers keep their subtree's environment when nothing changed")
struct EnvironmentWriterMemoTests {
  @Test("A parent's state change does not re-evaluate a child below an unchanged .environment")
  func unchangedWriterKeepsChildren() {
    let box = TickBox()
    let host = ViewHost(rootView: TickingParent(box: box))
    _ = host.layout(in: CGSize(width: 100, height: 100))
    box.binding?.wrappedValue = 1
    let result = host.layout(in: CGSize(width: 100, height: 100))
    // Only the parent evaluates its body: the writer hands Reader the very same environment.
    #expect(result.tree.bodyEvaluationsByType == ["TickingParent": 1])
  }
}
