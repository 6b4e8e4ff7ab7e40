import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Layouts that used to give NaN or an unreported infinity, each with its frames worked out by
/// hand, and every built-in view and modifier handed every hostile proposal.
///
/// Text at `.body`: 8.5 points a character, 20.4 a line. `HostileProposer` is 100 × 100, so a
/// 390 × 844 host centres it at ((390 − 100) / 2, (844 − 100) / 2) = (145, 372), where it places
/// its subview's top leading corner.
@Suite("Robustness: NaN, negative and infinite proposals give finite frames or reported infinities")
struct NonFiniteProposalTests {
  private let phone = CGSize(width: 390, height: 844)

  @Test(
    "A .fill aspect ratio of a view whose ideal height is 0 makes its child infinitely wide, reported, at the modifier's centre"
  )
  func fillWithZeroIdealHeight() throws {
    let root = HStack { Spacer(minLength: 185.25) }.aspectRatio(contentMode: .fill)
    let result = ViewHost(rootView: root).layout(in: CGSize(width: 121.1, height: 44))
    // The stack's ideal size is the spacer's minimum, 185.25 × 0. Filling 121.1 × 44 takes the
    // larger scale, 44 / 0 = ∞: the stack is proposed (∞, 0) and the spacer in it takes ∞.
    // The modifier answers the stack's (∞, 0) for a finite proposal: the engine uses the
    // proposed 121.1 (invalidSize), so it is 121.1 × 0, centred at (60.55, 22): origin (0, 22).
    let modifier = try #require(result.views.first)
    expectFrame(modifier.frame, CGRect(x: 0, y: 22, width: 121.1, height: 0))
    // The stack, centred on the modifier's centre, is infinitely wide: its leading edge is at
    // the centre, 60.55; its height 0 centres at 22.
    let stack = try #require(modifier.children.first)
    #expect(stack.frame.origin == CGPoint(x: 60.55, y: 22))
    #expect(stack.frame.size == CGSize(width: CGFloat.infinity, height: 0))
    let spacer = try #require(stack.children.first)
    #expect(spacer.frame == stack.frame)
    #expect(nonFiniteProblems(result).isEmpty, "\(nonFiniteProblems(result))")
    #expect(unreportedInfiniteViews(result).isEmpty, "\(unreportedInfiniteViews(result))")
    #expect(
      result.diagnostics.contains {
        $0.kind == .invalidSize && $0.path.hasSuffix(".aspectRatio(nil, contentMode: .fill)")
      })
    #expect(result.diagnostics.filter { $0.kind == .infiniteLength }.count == 2, "\(result.diagnostics)")
  }

  @Test(
    "A custom layout proposing .infinity to a row of a colour and a text gets an infinite row, reported, at its corner")
  func infinityToARow() throws {
    let root = HostileProposer(.infinity) {
      HStack {
        Color.red
        Text("a b")
      }
    }
    let result = ViewHost(rootView: root).layout(in: phone)
    // Proposed (∞, ∞): the text is less flexible (8.5 to 25.5 wide) and is offered ∞ first,
    // taking its ideal 25.5 × 20.4; the colour takes ∞ × ∞. The row is ∞ × ∞ at (145, 372).
    let row = try #require(result.views.first?.children.first)
    #expect(row.frame.origin == CGPoint(x: 145, y: 372))
    #expect(row.frame.size == CGSize(width: CGFloat.infinity, height: .infinity))
    let (color, text) = (row.children[0], row.children[1])
    #expect(color.frame.origin == CGPoint(x: 145, y: 372))
    #expect(color.frame.size == CGSize(width: CGFloat.infinity, height: .infinity))
    // The text comes after an infinitely wide colour, at x = ∞: the row's placement is reported
    // and the text goes to the leading corner of the infinite row, with the row's proposal.
    expectFrame(text.frame, CGRect(x: 145, y: 372, width: 25.5, height: 20.4))
    #expect(result.diagnostics.contains { $0.kind == .invalidPlacement && $0.path.hasSuffix("Text(\"a b\")") })
    #expect(nonFiniteProblems(result).isEmpty, "\(nonFiniteProblems(result))")
    #expect(unreportedInfiniteViews(result).isEmpty, "\(unreportedInfiniteViews(result))")
  }

  @Test("An infinitely large view kept from the last layout is still reported in the next one")
  func infiniteViewReportedWhenKept() {
    // The scroll view proposes its content nil height, so in any host the proposer keeps its
    // 100 × 100 at the top of the scroll view, centred across: after the other size (the same
    // width) it is placed at the same frame with the same proposal and its subtree is kept,
    // not placed again. The colour inside, proposed infinity, is infinitely large in both.
    let host = ViewHost(rootView: ScrollView { HostileProposer(.infinity) { Color.blue } })
    for size in [CGSize(width: 300, height: 500), CGSize(width: 300, height: 700)] {
      let result = host.layout(in: size)
      let infinite = result.views.flatMap(\.children).flatMap(\.children).filter { !$0.frame.width.isFinite }
      #expect(
        infinite.map(\.frame) == [CGRect(x: 100, y: 0, width: CGFloat.infinity, height: CGFloat.infinity)], "\(size)")
      #expect(result.diagnostics.filter { $0.kind == .infiniteLength }.count == 1, "\(size): \(result.diagnostics)")
      #expect(unreportedInfiniteViews(result).isEmpty, "\(size): \(unreportedInfiniteViews(result))")
    }
  }

  @Test("Under right-to-left layout an infinitely wide view is not mirrored")
  func infiniteViewIsNotMirrored() throws {
    let root = HostileProposer(.infinity) {
      HStack {
        Color.red
        Text("a b")
      }
    }
    .environment(\.layoutDirection, .rightToLeft)
    let result = ViewHost(rootView: root).layout(in: phone)
    // Mirroring within an infinite row would compute ∞ − ∞: the frames are the left-to-right ones.
    let row = try #require(result.views.first?.children.first)
    #expect(row.frame.origin == CGPoint(x: 145, y: 372))
    #expect(row.children[0].frame.origin == CGPoint(x: 145, y: 372))
    expectFrame(row.children[1].frame, CGRect(x: 145, y: 372, width: 25.5, height: 20.4))
    #expect(nonFiniteProblems(result).isEmpty, "\(nonFiniteProblems(result))")
  }

  @Test(
    "A -infinity width from a custom layout is proposed to Text as 0: one character a line",
    arguments: [
      ProposedViewSize(width: -.infinity, height: nil), ProposedViewSize(width: -.infinity, height: 100),
    ])
  func negativeInfiniteWidthToText(proposal: ProposedViewSize) throws {
    let result = ViewHost(rootView: HostileProposer(proposal) { Text("a b") }).layout(in: phone)
    // Width 0: at least one character a line, so "a" and "b": 8.5 × 40.8 (two lines fit in 100).
    let text = try #require(result.views.first?.children.first)
    expectFrame(text.frame, CGRect(x: 145, y: 372, width: 8.5, height: 40.8))
    #expect(text.proposal == ProposedViewSize(width: 0, height: proposal.height))
    #expect(
      result.diagnostics.contains { $0.kind == .invalidProposal && $0.path.hasSuffix("HostileProposer\(proposal)") })
  }

  @Test("A -infinity height from a custom layout is proposed to Text as 0: one line")
  func negativeInfiniteHeightToText() throws {
    let proposal = ProposedViewSize(width: nil, height: -.infinity)
    let result = ViewHost(rootView: HostileProposer(proposal) { Text("a b") }).layout(in: phone)
    // Height 0 still shows one line (rule 7); "a b" is one line: 3 × 8.5 = 25.5 by 20.4.
    let text = try #require(result.views.first?.children.first)
    expectFrame(text.frame, CGRect(x: 145, y: 372, width: 25.5, height: 20.4))
    #expect(result.diagnostics.contains { $0.kind == .invalidProposal })
  }

  @Test("A -infinity host height lays Text out in height 0: one line, centred on the host's top edge")
  func negativeInfiniteHostHeightToText() throws {
    let result = ViewHost(rootView: Text("a b")).layout(in: CGSize(width: 390, height: -CGFloat.infinity))
    // Laid out in 390 × 0: 25.5 × 20.4 centred at (195, 0): origin (182.25, -10.2).
    expectFrame(result.views.first?.frame, CGRect(x: 182.25, y: -10.2, width: 25.5, height: 20.4))
    #expect(result.diagnostics.map(\.kind) == [.invalidHostSize])
  }

  @Test(
    "Padding proposed NaN or a negative length proposes 0 to its child, never NaN or less than 0",
    arguments: [
      ProposedViewSize(width: .nan, height: -5), ProposedViewSize(width: -1, height: .nan),
    ])
  func paddingClampsItsProposal(proposal: ProposedViewSize) throws {
    let result = ViewHost(rootView: HostileProposer(proposal) { Color.red.padding(10) }).layout(in: phone)
    // The padding is proposed (0, 0); minus 20 a dimension, clamped at 0: the colour is 0 × 0
    // at (145 + 10, 372 + 10), and the padding 20 × 20.
    let padding = try #require(result.views.first?.children.first)
    expectFrame(padding.frame, CGRect(x: 145, y: 372, width: 20, height: 20))
    #expect(padding.proposal == .zero)
    let color = try #require(padding.children.first)
    expectFrame(color.frame, CGRect(x: 155, y: 382, width: 0, height: 0))
    #expect(color.proposal == .zero)
  }

  @Test("A negative padding larger than its child makes it 0 long, not negative")
  func negativePaddingIsNeverNegative() throws {
    let result = ViewHost(rootView: Text("").padding(-10)).layout(in: phone)
    // Empty text is 0 × 0; 0 − 20 is clamped at 0: a 0 × 0 padding at the host's centre, its
    // child 10 up and to the left.
    let padding = try #require(result.views.first)
    expectFrame(padding.frame, CGRect(x: 195, y: 422, width: 0, height: 0))
    expectFrame(padding.children.first?.frame, CGRect(x: 185, y: 412, width: 0, height: 0))
  }

  @Test("A stack spacing of -1e308 is reported and replaced by the default spacing")
  func hugeNegativeSpacing() throws {
    let root = HStack(spacing: -1e308) {
      Color.red
      Color.green
      Color.blue
    }
    let result = ViewHost(rootView: root).layout(in: phone)
    // Two gaps of -1e308 would add up to -∞ (and then ∞ − ∞ = NaN). With the default 8:
    // (390 − 16) / 3 = 124.667 each, at 0, 132.667 and 265.333.
    let stack = try #require(result.views.first)
    expectFrame(stack.children[0].frame, CGRect(x: 0, y: 0, width: 124.667, height: 844))
    expectFrame(stack.children[1].frame, CGRect(x: 132.667, y: 0, width: 124.667, height: 844))
    expectFrame(stack.children[2].frame, CGRect(x: 265.333, y: 0, width: 124.667, height: 844))
    #expect(result.diagnostics.map(\.message) == ["stack spacing -1e+308 is beyond ±1e+300; using the default spacing"])
  }

  @Test("Lengths beyond 10^300 given to padding, offset, position and spacer are reported and not used")
  func hugeArguments() throws {
    let root = VStack(spacing: 0) {
      Color.red.padding(1e305).id("padding")
      Color.red.offset(x: 1e308).id("offset")
      Color.red.position(x: 5, y: -1e308).id("position")
      Spacer(minLength: 1e308).id("spacer")
    }
    let result = ViewHost(rootView: root).layout(in: CGSize(width: 100, height: 100))
    #expect(
      result.diagnostics.map(\.message) == [
        "padding top 1e+305 is beyond ±1e+300, leading 1e+305 is beyond ±1e+300, bottom 1e+305 is beyond ±1e+300, trailing 1e+305 is beyond ±1e+300; using 0 there",
        "offset (1e+308, 0) is beyond ±1e+300; using 0 there",
        "position (5, -1e+308) is beyond ±1e+300; using 0 there",
        "spacer minimum length 1e+308 is beyond ±1e+300; using the default, 8",
      ])
    #expect(nonFiniteProblems(result).isEmpty, "\(nonFiniteProblems(result))")
    result.forEachView { view in
      #expect(view.frame.width.isFinite && view.frame.height.isFinite, "\(view.summary): \(view.frame)")
    }
  }

  @Test("A font size of 1e308 is reported and taken as 0, instead of lines 1.2e308 × 1.2 = ∞ tall")
  func hugeFontSize() throws {
    let result = ViewHost(rootView: Text("a b").font(.system(size: 1e308))).layout(in: phone)
    // At point size 0 every text is 0 × 0, centred in the host: (195, 422).
    expectFrame(result.views.first?.frame, CGRect(x: 195, y: 422, width: 0, height: 0))
    #expect(result.diagnostics.map(\.message) == ["font size 1e+308 is not a size from 0 to 1e+300; using 0"])
  }

  @Test(
    "A negative or NaN spacer minimum length is reported and replaced",
    arguments: [
      (CGFloat(-5), "spacer minimum length -5 is negative; using 0"),
      (CGFloat.nan, "spacer minimum length nan is not finite; using the default, 8"),
    ])
  func badSpacerMinimum(length: CGFloat, message: String) throws {
    let result = ViewHost(rootView: HStack(spacing: 0) { Spacer(minLength: length) }.fixedSize()).layout(in: phone)
    // Ideal: the minimum length, 0 or 8, and 0 tall.
    let width: CGFloat = length.isNaN ? 8 : 0
    expectFrame(result.views.first?.frame, CGRect(x: 195 - width / 2, y: 422, width: width, height: 0))
    #expect(result.diagnostics.map(\.message) == [message])
  }

  // MARK: Every built-in view, every hostile proposal

  /// Each hostile length, in each dimension and in both.
  static let hostileProposals: [ProposedViewSize] = {
    let values: [CGFloat] = [0, -1, .nan, .infinity, -.infinity, 1e308]
    return values.flatMap { value in
      [
        ProposedViewSize(width: value, height: value), ProposedViewSize(width: value, height: 100),
        ProposedViewSize(width: 100, height: value), ProposedViewSize(width: value, height: nil),
        ProposedViewSize(width: nil, height: value),
      ]
    }
  }()

  /// Every built-in view and modifier, named.
  static var builtinViews: [(String, AnyView)] {
    [
      ("Text", AnyView(Text("a b"))),
      ("empty Text", AnyView(Text(""))),
      ("Text with a line limit", AnyView(Text("one two three").lineLimit(2))),
      ("Color", AnyView(Color.red)),
      ("Rectangle", AnyView(Rectangle())),
      ("Circle", AnyView(Circle().fill(Color.blue))),
      ("Capsule", AnyView(Capsule())),
      ("RoundedRectangle", AnyView(RoundedRectangle(cornerRadius: 4))),
      ("Spacer", AnyView(Spacer())),
      ("Divider", AnyView(Divider())),
      (
        "HStack",
        AnyView(
          HStack {
            Color.red
            Text("a b")
            Spacer(minLength: 3)
          })
      ),
      (
        "VStack",
        AnyView(
          VStack(alignment: .leading, spacing: -4) {
            Text("a b")
            Color.red
            Divider()
          })
      ),
      (
        "ZStack",
        AnyView(
          ZStack(alignment: .bottomTrailing) {
            Color.red
            Text("a b")
          })
      ),
      (
        "HStack on baselines",
        AnyView(
          HStack(alignment: .firstTextBaseline) {
            Text("a")
            Text("b c").font(.title)
          })
      ),
      (
        "vertical ScrollView",
        AnyView(
          ScrollView {
            Text("a b")
            Color.red
          })
      ),
      ("horizontal ScrollView", AnyView(ScrollView(.horizontal) { Text("a b") })),
      ("GeometryReader", AnyView(GeometryReader { _ in Color.red })),
      ("padding", AnyView(Color.red.padding(10))),
      ("negative padding", AnyView(Text("a b").padding(-10))),
      ("frame", AnyView(Color.red.frame(width: 50))),
      ("frame height", AnyView(Text("a b").frame(height: 30, alignment: .bottom))),
      ("flexible frame", AnyView(Color.red.frame(minWidth: 10, maxWidth: .infinity, maxHeight: 300))),
      ("ideal frame", AnyView(Text("a b").frame(idealWidth: 40, maxHeight: .infinity))),
      ("fixedSize", AnyView(Text("a b").fixedSize())),
      ("offset", AnyView(Color.red.offset(x: 5, y: -5))),
      ("position", AnyView(Color.red.frame(width: 10, height: 10).position(x: 20, y: 30))),
      ("aspectRatio fit", AnyView(Color.red.aspectRatio(2, contentMode: .fit))),
      ("aspectRatio fill", AnyView(Color.red.aspectRatio(0.5, contentMode: .fill))),
      ("scaledToFit", AnyView(Text("a b").scaledToFit())),
      ("scaledToFill", AnyView(Circle().scaledToFill())),
      ("background", AnyView(Text("a b").background(Color.red))),
      ("overlay", AnyView(Color.red.overlay(alignment: .topTrailing) { Text("a") })),
      (
        "alignmentGuide",
        AnyView(
          HStack(alignment: .top) {
            Text("a").alignmentGuide(.top) { $0.height / 2 }
            Color.red
          })
      ),
      (
        "layoutPriority",
        AnyView(
          HStack {
            Text("a b").layoutPriority(1)
            Color.red
          })
      ),
      (
        "AnyLayout",
        AnyView(
          AnyLayout(VStackLayout()) {
            Text("a")
            Color.red
          })
      ),
    ]
  }

  @Test(
    "Every built-in view proposed a hostile size has no NaN, finite origins, and only reported infinities",
    arguments: hostileProposals)
  func everyBuiltinView(proposal: ProposedViewSize) {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      for (name, view) in Self.builtinViews {
        let root = HostileProposer(proposal) { view }.environment(\.layoutDirection, direction)
        let result = ViewHost(rootView: root).layout(in: phone)
        let context = "\(name) proposed \(proposal), \(direction)"
        #expect(nonFiniteProblems(result).isEmpty, "\(context): \(nonFiniteProblems(result))")
        #expect(unreportedInfiniteViews(result).isEmpty, "\(context): \(unreportedInfiniteViews(result))")
        // Only the hostile layout proposes NaN or a negative length; no built-in view does.
        let proposers = result.diagnostics.filter { $0.kind == .invalidProposal }.map(\.path)
        #expect(
          proposers.allSatisfy { $0.hasSuffix("HostileProposer\(proposal)") }, "\(context): \(result.diagnostics)")
        // Without an infinite proposal nothing is infinite, except below a `.fill` aspect
        // ratio proposed one unspecified dimension: it proposes ∞ in both, as SwiftUI's does.
        let fillsUnspecified = name.lowercased().contains("fill") && (proposal.width == nil || proposal.height == nil)
        if proposal.width != .infinity, proposal.height != .infinity, !fillsUnspecified {
          #expect(!result.diagnostics.contains { $0.kind == .infiniteLength }, "\(context): \(result.diagnostics)")
        }
      }
    }
  }
}
