import Foundation
import LayoutLab
import Testing

/// Apple's example modifier from the `ViewModifier` documentation, without its drawing-only
/// parts (a stroked border and a foreground colour, which do not change layout): a caption2
/// font and 10 points of padding, with a rounded rectangle laid over the result.
private struct BorderedCaption: ViewModifier {
  func body(content: Content) -> some View {
    content
      .font(.caption2)
      .padding(10)
      .overlay(RoundedRectangle(cornerRadius: 15).fill(Color.clear).id("border"))
  }
}

extension View {
  fileprivate func borderedCaption() -> some View {
    modifier(BorderedCaption())
  }
}

/// A modifier with its own state: padding of `inset + extra` on every edge, where `extra` is
/// state the test changes through `remote`.
private struct Inset: ViewModifier {
  let remote: Remote<CGFloat>
  var inset: CGFloat
  @State private var extra: CGFloat = 0

  func body(content: Content) -> some View {
    let _ = remote.capture($extra)
    content.padding(inset + extra).id("inset")
  }
}

/// Content with state of its own: a clear rectangle `width × 10` whose width is state.
private struct Block: View {
  let remote: Remote<CGFloat>
  var tint = 0
  @State private var width: CGFloat = 20

  var body: some View {
    let _ = remote.capture($width)
    Color.clear.frame(width: width, height: 10 + CGFloat(tint)).id("block")
  }
}

/// `Block` inside `Inset`, both given from outside so the test can change each alone.
private struct Screen: View {
  let blockRemote: Remote<CGFloat>
  let insetRemote: Remote<CGFloat>
  var inset: CGFloat = 5
  var tint = 0

  var body: some View {
    Block(remote: blockRemote, tint: tint).modifier(Inset(remote: insetRemote, inset: inset))
  }
}

/// A modifier that wraps its content in an HStack beside a 30 × 30 square.
private struct Badge: ViewModifier {
  func body(content: Content) -> some View {
    HStack(spacing: 0) {
      content
      Color.clear.frame(width: 30, height: 30)
    }
  }
}

/// Keeps the `content` its body is given, to use it somewhere else.
private final class ContentThief: Equatable {
  var content: Thief.Content?
  static func == (lhs: ContentThief, rhs: ContentThief) -> Bool { lhs === rhs }
}

private struct Thief: ViewModifier {
  let thief: ContentThief
  func body(content: Content) -> some View {
    let _ = { thief.content = content }()
    content
  }
}

@Suite("ViewModifier")
struct ViewModifierTests {
  let screen = CGSize(width: 390, height: 844)

  @Test("Apple's BorderedCaption pads a caption2 text by 10 on every edge")
  func borderedCaption() {
    let host = ViewHost(rootView: Text("Downtown Bus").id("caption").borderedCaption().id("all"))
    let result = host.layout(in: screen)
    // caption2 is 11 pt: 12 characters × 5.5 = 66 wide, 1 line × 13.2 tall; padding 10 on each
    // edge makes 86 × 33.2, centred in 390 × 844: x = (390 − 86) / 2 = 152, y = (844 − 33.2) / 2 = 405.4.
    expectTextRect(result.frame(id: "all"), CGRect(x: 152, y: 405.4, width: 86, height: 33.2))
    expectTextRect(result.frame(id: "caption"), CGRect(x: 162, y: 415.4, width: 66, height: 13.2))
    expectTextRect(result.frame(id: "border"), CGRect(x: 152, y: 405.4, width: 86, height: 33.2))
    #expect(result.tree.bodyEvaluationsByType == ["BorderedCaption": 1])
  }

  @Test("A modifier's body evaluates once per change of its value, and not again for an equal value")
  func bodyFollowsModifierValue() {
    let blocks = Remote<CGFloat>()
    let insets = Remote<CGFloat>()
    let host = ViewHost(rootView: Screen(blockRemote: blocks, insetRemote: insets))
    let first = host.layout(in: screen)
    #expect(first.tree.bodyEvaluationsByType == ["Screen": 1, "Inset": 1, "Block": 1])
    // 20 × 10 padded by 5: 30 × 20.
    expectTextSize(first.frame(id: "inset")?.size, 30, 20)

    host.rootView = Screen(blockRemote: blocks, insetRemote: insets)
    let equal = host.layout(in: screen)
    #expect(equal.tree.bodyEvaluations == 0)

    // A new inset: the modifier's body runs again, the content's (an equal Block) does not,
    // and the content's node is kept: 20 × 10 padded by 8 is 36 × 26.
    host.rootView = Screen(blockRemote: blocks, insetRemote: insets, inset: 8)
    let changed = host.layout(in: screen)
    #expect(changed.tree.bodyEvaluationsByType == ["Screen": 1, "Inset": 1])
    #expect(changed.tree.nodesCreated == 0)
    expectTextSize(changed.frame(id: "inset")?.size, 36, 26)
  }

  @Test("Changing the modifier keeps the content's state")
  func contentKeepsIdentity() {
    let blocks = Remote<CGFloat>()
    let insets = Remote<CGFloat>()
    let host = ViewHost(rootView: Screen(blockRemote: blocks, insetRemote: insets))
    _ = host.layout(in: screen)
    blocks.binding?.wrappedValue = 50
    let written = host.layout(in: screen)
    #expect(written.tree.bodyEvaluationsByType == ["Block": 1])
    host.rootView = Screen(blockRemote: blocks, insetRemote: insets, inset: 0)
    let result = host.layout(in: screen)
    // The block is still 50 wide (its state survived the modifier's new value): 50 × 10.
    expectTextSize(result.frame(id: "block")?.size, 50, 10)
    expectTextSize(result.frame(id: "inset")?.size, 50, 10)
  }

  @Test("New content under an unchanged modifier updates without evaluating the modifier's body")
  func contentChangesAlone() {
    let blocks = Remote<CGFloat>()
    let insets = Remote<CGFloat>()
    let host = ViewHost(rootView: Screen(blockRemote: blocks, insetRemote: insets))
    _ = host.layout(in: screen)
    host.rootView = Screen(blockRemote: blocks, insetRemote: insets, tint: 4)
    let result = host.layout(in: screen)
    #expect(result.tree.bodyEvaluationsByType == ["Screen": 1, "Block": 1])
    // The block is now 20 × 14, padded by 5: 30 × 24.
    expectTextSize(result.frame(id: "block")?.size, 20, 14)
    expectTextSize(result.frame(id: "inset")?.size, 30, 24)
  }

  @Test("A modifier's @State keeps its value across frames and re-evaluates only the modifier")
  func modifierState() {
    let blocks = Remote<CGFloat>()
    let insets = Remote<CGFloat>()
    let host = ViewHost(rootView: Screen(blockRemote: blocks, insetRemote: insets))
    _ = host.layout(in: screen)
    insets.binding?.wrappedValue = 10
    let written = host.layout(in: screen)
    #expect(written.stateWrites == 1)
    #expect(written.tree.bodyEvaluationsByType == ["Inset": 1])
    // Padding 5 + 10 = 15 around 20 × 10: 50 × 40.
    expectTextSize(written.frame(id: "inset")?.size, 50, 40)
    // A new, equal root keeps the state: still 50 × 40.
    host.rootView = Screen(blockRemote: blocks, insetRemote: insets)
    let again = host.layout(in: screen)
    expectTextSize(again.frame(id: "inset")?.size, 50, 40)
    // A new inset adds to the kept state: 6 + 10 = 16 around 20 × 10 is 52 × 42.
    host.rootView = Screen(blockRemote: blocks, insetRemote: insets, inset: 6)
    expectTextSize(host.layout(in: screen).frame(id: "inset")?.size, 52, 42)
  }

  @Test("The content can sit inside a container the modifier's body makes")
  func contentInContainer() {
    let host = ViewHost(rootView: Color.clear.frame(width: 40, height: 10).id("content").modifier(Badge()).id("badge"))
    let result = host.layout(in: screen)
    // 40 + 30 = 70 wide, max(10, 30) = 30 tall, centred in 390 × 844 at x = 160, y = 407;
    // the content is centred vertically in the stack: y = 407 + (30 − 10) / 2 = 417.
    expectTextRect(result.frame(id: "badge"), CGRect(x: 160, y: 407, width: 70, height: 30))
    expectTextRect(result.frame(id: "content"), CGRect(x: 160, y: 417, width: 40, height: 10))
  }

  @Test("concat applies the first modifier, then the second")
  func concat() {
    let chained = ViewHost(rootView: Text("Bus").modifier(BorderedCaption().concat(Badge())).id("all"))
    let separate = ViewHost(rootView: Text("Bus").modifier(BorderedCaption()).modifier(Badge()).id("all"))
    let a = chained.layout(in: screen)
    // 3 × 5.5 = 16.5 + 20 = 36.5 wide and 13.2 + 20 = 33.2 tall, then 30 more wide: 66.5 × 33.2.
    expectTextSize(a.frame(id: "all")?.size, 66.5, 33.2)
    #expect(a.frame(id: "all") == separate.layout(in: screen).frame(id: "all"))
    #expect(a.tree.bodyEvaluationsByType == ["BorderedCaption": 1, "Badge": 1])
  }

  @Test("EmptyModifier changes nothing and evaluates no body")
  func emptyModifier() {
    let host = ViewHost(rootView: Text("Bus").modifier(EmptyModifier.identity).id("text"))
    let result = host.layout(in: screen)
    // body: 3 × 8.5 = 25.5 × 20.4.
    expectTextSize(result.frame(id: "text")?.size, 25.5, 20.4)
    #expect(result.tree.bodyEvaluations == 0)
  }

  @Test("Content shown outside its modifier's body shows nothing and says so")
  func contentOutsideItsModifier() {
    let thief = ContentThief()
    _ = ViewHost(rootView: Text("Bus").modifier(Thief(thief: thief))).layout(in: screen)
    guard let stolen = thief.content else {
      Issue.record("the modifier's body did not run")
      return
    }
    let result = ViewHost(rootView: stolen.frame(width: 10, height: 10)).layout(in: screen)
    #expect(result.diagnostics.contains { $0.kind == .invalidArgument && $0.message.contains("Thief.Content") })
  }
}
