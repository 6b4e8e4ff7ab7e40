import Foundation
import LayoutLab

/// A subview made for checking layouts: its answer to every proposal is chosen in advance and
/// simple to work out by hand, so a test can state what a layout should do with it.
///
///     let report = LayoutContractChecker.check(MyLayout(), subviews: [
///       .fixed(width: 40, height: 30),
///       .flexible(minWidth: 20, idealWidth: 60, maxWidth: 200, idealHeight: 20),
///       .wrapping(words: 6, wordWidth: 15, lineHeight: 12).priority(1),
///       .fixed(width: 25, height: 45).spacing(.zero),
///     ])
///
/// Three kinds (`Sizing`):
/// - **fixed**: always its size, whatever it is proposed (an image, a fixed frame);
/// - **flexible**: on each axis the proposal clamped to `min...max`, and `ideal` when the
///   axis is unspecified (a colour in a flexible frame);
/// - **wrapping**: text-like; `words` words of one size, as many on a line as the proposed
///   width allows but at least one, lines stacked; one line when the width is unspecified.
///   So its minimum (proposed zero) is one word wide and `words` lines tall.
///
/// Each test subview also has a preferred `spacing` (default: none, so neighbours use 8) and a
/// layout `priority` (default 0). Lengths that are negative or NaN count as 0, and a maximum
/// below the minimum as the minimum: a test subview never answers an invalid size.
///
/// In reports a test subview is named by its description: `fixed(40 × 30)`,
/// `flexible(min 20 × 0, ideal 60 × 20, max 200 × inf)`, `wrapping(6 words of 15 × 12), priority 1`.
///
/// SwiftUI parity: a view whose `sizeThatFits` is the documented rule; it behaves as a leaf
/// with that rule would in SwiftUI.
public struct TestSubview: View, Hashable, Sendable, CustomStringConvertible {
  /// How a test subview answers proposals.
  public enum Sizing: Hashable, Sendable {
    /// Always this size.
    case fixed(CGSize)
    /// The proposal clamped to `min...max` on each axis; `ideal` where unspecified.
    case flexible(min: CGSize, ideal: CGSize, max: CGSize)
    /// `words` words of `wordSize`, wrapped into lines as wide as the proposal allows.
    case wrapping(words: Int, wordSize: CGSize)
  }

  /// How the subview answers proposals, with invalid lengths already replaced.
  public let sizing: Sizing
  /// The subview's preferred spacing, as `LayoutSubview.spacing` reports it.
  public let spacing: ViewSpacing
  /// The subview's layout priority, as `LayoutSubview.priority` reports it.
  public let priority: Double

  /// A subview with `sizing` (invalid lengths replaced as described above), `spacing` and
  /// `priority`.
  public init(_ sizing: Sizing, spacing: ViewSpacing = ViewSpacing(), priority: Double = 0) {
    self.sizing = Self.sanitized(sizing)
    self.spacing = spacing
    self.priority = priority.isNaN ? 0 : priority
  }

  /// A subview that is always `width` × `height`.
  public static func fixed(width: CGFloat, height: CGFloat) -> TestSubview {
    TestSubview(.fixed(CGSize(width: width, height: height)))
  }

  /// A subview that takes what it is proposed within `min...max` on each axis, and its ideal
  /// length where the proposal is unspecified. By default it takes any size and is 10 × 10
  /// ideally, like a `Color`.
  public static func flexible(
    minWidth: CGFloat = 0, idealWidth: CGFloat = 10, maxWidth: CGFloat = .infinity,
    minHeight: CGFloat = 0, idealHeight: CGFloat = 10, maxHeight: CGFloat = .infinity
  ) -> TestSubview {
    TestSubview(
      .flexible(
        min: CGSize(width: minWidth, height: minHeight), ideal: CGSize(width: idealWidth, height: idealHeight),
        max: CGSize(width: maxWidth, height: maxHeight)))
  }

  /// A text-like subview of `words` words, each `wordWidth` wide and `lineHeight` tall, that
  /// wraps to the proposed width.
  public static func wrapping(words: Int, wordWidth: CGFloat = 10, lineHeight: CGFloat = 10) -> TestSubview {
    TestSubview(.wrapping(words: words, wordSize: CGSize(width: wordWidth, height: lineHeight)))
  }

  /// This subview with `spacing` as its preferred spacing (`.zero`, or `ViewSpacing()` for
  /// none).
  public func spacing(_ spacing: ViewSpacing) -> TestSubview {
    TestSubview(sizing, spacing: spacing, priority: priority)
  }

  /// This subview with layout priority `priority`.
  public func priority(_ priority: Double) -> TestSubview {
    TestSubview(sizing, spacing: spacing, priority: priority)
  }

  /// The size the subview answers to `proposal`: the rule of its `sizing`.
  public func size(for proposal: ProposedViewSize) -> CGSize {
    switch sizing {
    case .fixed(let size):
      return size
    case .flexible(let min, let ideal, let max):
      func length(_ proposed: CGFloat?, _ min: CGFloat, _ ideal: CGFloat, _ max: CGFloat) -> CGFloat {
        guard let proposed else { return ideal }
        return Swift.min(Swift.max(proposed, min), max)
      }
      return CGSize(
        width: length(proposal.width, min.width, ideal.width, max.width),
        height: length(proposal.height, min.height, ideal.height, max.height))
    case .wrapping(let words, let wordSize):
      guard words > 0 else { return .zero }
      var perLine = words
      if let width = proposal.width, wordSize.width > 0, width < CGFloat(words) * wordSize.width {
        perLine = Swift.max(1, Int((width / wordSize.width).rounded(.down)))
      }
      let lines = (words + perLine - 1) / perLine
      return CGSize(width: CGFloat(perLine) * wordSize.width, height: CGFloat(lines) * wordSize.height)
    }
  }

  public var body: some View {
    TestSubviewLayout(subview: self) { EmptyView() }
      .layoutPriority(priority)
  }

  /// `fixed(40 × 30)`, `wrapping(6 words of 15 × 12), priority 1, spacing zero`.
  public var description: String {
    var text: String
    switch sizing {
    case .fixed(let size):
      text = "fixed(\(format(size, separator: " × ")))"
    case .flexible(let min, let ideal, let max):
      text =
        "flexible(min \(format(min, separator: " × ")), ideal \(format(ideal, separator: " × ")), max \(format(max, separator: " × ")))"
    case .wrapping(let words, let wordSize):
      text = "wrapping(\(words) words of \(format(wordSize, separator: " × ")))"
    }
    if priority != 0 { text += ", priority \(formatLength(CGFloat(priority)))" }
    if spacing != ViewSpacing() { text += ", spacing \(spacing == .zero ? "zero" : "\(spacing)")" }
    return text
  }

  /// `sizing` with every length a test subview may not answer replaced.
  private static func sanitized(_ sizing: Sizing) -> Sizing {
    func length(_ value: CGFloat, allowInfinity: Bool = false) -> CGFloat {
      if value.isNaN || value < 0 { return 0 }
      if value.isInfinite, !allowInfinity { return 0 }
      return value
    }
    func size(_ size: CGSize, allowInfinity: Bool = false) -> CGSize {
      CGSize(
        width: length(size.width, allowInfinity: allowInfinity),
        height: length(size.height, allowInfinity: allowInfinity))
    }
    switch sizing {
    case .fixed(let fixed):
      return .fixed(size(fixed))
    case .flexible(let min, let ideal, let max):
      let low = size(min)
      let high = size(max, allowInfinity: true)
      let top = CGSize(width: Swift.max(low.width, high.width), height: Swift.max(low.height, high.height))
      let middle = size(ideal)
      return .flexible(
        min: low,
        ideal: CGSize(
          width: Swift.min(Swift.max(middle.width, low.width), top.width),
          height: Swift.min(Swift.max(middle.height, low.height), top.height)),
        max: top)
    case .wrapping(let words, let wordSize):
      return .wrapping(words: Swift.max(0, words), wordSize: size(wordSize))
    }
  }
}

/// The layout behind a `TestSubview`: no subviews of its own, its size the test subview's
/// rule, its spacing the test subview's.
///
/// SwiftUI parity: a leaf written as a `Layout`, which SwiftUI allows.
struct TestSubviewLayout: Layout, CustomStringConvertible {
  let subview: TestSubview

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    subview.size(for: proposal)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}

  func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { subview.spacing }

  var description: String { subview.description }
}
