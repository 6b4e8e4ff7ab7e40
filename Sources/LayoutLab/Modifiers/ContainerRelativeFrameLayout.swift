import Foundation

/// A frame sized relative to the nearest container: on each of `axes`, a length computed from
/// the container's length there; on the other axes, the parent's proposal, as `.frame` with
/// no length there (C-CRF4).
///
/// The container (C-CRF2, C-CRF7) is the nearest enclosing `ScrollView` (its proposed size;
/// along an axis it is proposed `nil`, the container around it) or else the host's window less
/// its safe area. A view in the `background` or `overlay` of a scroll view is not inside it
/// and measures against the container around it (C-CRF5). The length is
/// - `.full`: the container's length (`containerRelativeFrame(_:alignment:)`);
/// - `.grid`: `count` columns separated by `spacing`, `span` of them with the spacing between
///   them: `((L − spacing·(count − 1)) / count)·span + (span − 1)·spacing` (C-CRF3);
/// - `.custom`: what the closure gives for the container's length and the axis.
///
/// **Design.** The container's size is known only while it is laid out, so this view's size
/// depends on more than its proposal. The container sets its size on the engine while it
/// measures and places its content, the way a `ScrollView` shows its lazy stack the visible
/// region; this layout reads it there, which registers its node with the container
/// (`LayoutEngine.containerSize(readBy:)`). When the container's size changes, the readers and
/// their ancestors below the container forget their remembered sizes (`ContainerReaders`):
/// the measurement cache never answers with a size from another container size, and a warm
/// host gives the frames of a cold one. Views that do not use the modifier pay nothing.
///
/// Invalid arguments are reported when the view is built (`checked(_:)`): a count below 1
/// is taken as 1, a span below 1 as 1 and one above the count as the count, a negative or
/// non-finite spacing as 0. A closure giving a negative or non-finite length is reported at
/// layout time and that axis keeps the parent's proposal, as `.frame` treats such a length.
/// A container length that is unknown or infinite does the same (without a diagnostic: the
/// view is then sized as if the axis were not listed).
///
/// SwiftUI parity: `containerRelativeFrame(_:alignment:)`,
/// `containerRelativeFrame(_:count:span:spacing:alignment:)` and
/// `containerRelativeFrame(_:alignment:_:)` (iOS 17),
/// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:).
/// SwiftUI's other containers (navigation columns, tab views, lists) do not exist here.
struct ContainerRelativeFrameLayout: BuiltinLayout, @unchecked Sendable {
  /// How the length on each listed axis follows from the container's length.
  enum Length {
    /// The container's length.
    case full
    /// `span` of `count` equal columns with `spacing` between them (C-CRF3).
    case grid(count: Int, span: Int, spacing: CGFloat)
    /// The closure's answer for the container's length and the axis.
    case custom((CGFloat, Axis) -> CGFloat)
  }

  let axes: Axis.Set
  let length: Length
  let alignment: Alignment

  static var isUnaryModifier: Bool { true }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    frame(subviews).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    frame(subviews).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// The `.frame` this view behaves as in its current container (C-CRF4).
  private func frame(_ subviews: Subviews) -> FrameLayout {
    let size = subviews.containerSize
    func resolved(_ axis: Axis) -> CGFloat? {
      guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let available = size?[axis],
        available.isFinite
      else { return nil }
      return lengthOnAxis(axis, in: available, subviews)
    }
    return FrameLayout(width: resolved(.horizontal), height: resolved(.vertical), alignment: alignment)
  }

  /// The length along `axis` for a container `available` long there; `nil` (reported) when a
  /// closure gives a negative or non-finite length.
  private func lengthOnAxis(_ axis: Axis, in available: CGFloat, _ subviews: Subviews) -> CGFloat? {
    switch length {
    case .full:
      return available
    case .grid(let count, let span, let spacing):
      let column = (available - spacing * CGFloat(count - 1)) / CGFloat(count)
      return max(0, column * CGFloat(span) + CGFloat(span - 1) * spacing)
    case .custom(let length):
      let value = length(available, axis)
      guard !value.isFinite || value < 0 else { return value }
      subviews.report(
        .invalidArgument,
        "containerRelativeFrame: the length closure returned \(formatLength(value)) for the \(axis) axis (container length \(formatLength(available))); the \(axis) axis keeps the parent's proposal, as .frame does with such a length"
      )
      return nil
    }
  }

  func isSame(as other: Self) -> Bool {
    guard axes == other.axes, alignment == other.alignment else { return false }
    switch (length, other.length) {
    case (.full, .full): return true
    case (.grid(let a, let b, let c), .grid(let d, let e, let f)): return a == d && b == e && c == f
    default: return false
    }
  }

  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> Self {
    guard case .grid(var count, var span, var spacing) = length else { return self }
    if count < 1 {
      report(.invalidArgument, "containerRelativeFrame: count \(count) is less than 1; using 1")
      count = 1
    }
    if span < 1 {
      report(.invalidArgument, "containerRelativeFrame: span \(span) is less than 1; using 1")
      span = 1
    } else if span > count {
      report(
        .invalidArgument, "containerRelativeFrame: span \(span) is more than count \(count); using \(count)")
      span = count
    }
    if !spacing.isFinite || spacing < 0 {
      report(
        .invalidArgument,
        "containerRelativeFrame: spacing \(formatLength(spacing)) is \(spacing.isNaN ? "not a number" : spacing < 0 ? "negative" : "infinite"); using 0"
      )
      spacing = 0
    }
    return ContainerRelativeFrameLayout(
      axes: axes, length: .grid(count: count, span: span, spacing: spacing), alignment: alignment)
  }
}

extension ContainerRelativeFrameLayout: ModifierSummarizing {
  /// `.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)`.
  var modifierSummary: String {
    let axisNames =
      axes == [.horizontal, .vertical]
      ? "[.horizontal, .vertical]"
      : axes == .horizontal
        ? ".horizontal"
        : axes
          == .vertical ? ".vertical" : "[]"
    var arguments = [axisNames]
    if case .grid(let count, let span, let spacing) = length {
      arguments.append("count: \(count)")
      if span != 1 { arguments.append("span: \(span)") }
      arguments.append("spacing: \(formatLength(spacing))")
    }
    if alignment != .center { arguments.append("alignment: \(alignment)") }
    return ".containerRelativeFrame(\(arguments.joined(separator: ", ")))"
  }
}

/// The view `containerRelativeFrame` returns.
@usableFromInline
struct ContainerRelativeFrameModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let layout: ContainerRelativeFrameLayout

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    ModifiedLayout.update(node, in: builder, content: content, layout: layout, summary: .layout)
  }
}

extension View {
  /// Gives this view, on `axes`, the length of its nearest container (a `ScrollView`, or the
  /// host's window less its safe area); on the other axes it keeps the parent's proposal.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    ContainerRelativeFrameModifier(
      content: self, layout: ContainerRelativeFrameLayout(axes: axes, length: .full, alignment: alignment))
  }

  /// Gives this view, on `axes`, the length of `span` of `count` equal columns (or rows) of its
  /// nearest container, with `spacing` between them: `((L − spacing·(count − 1)) / count)·span
  /// + (span − 1)·spacing` for a container `L` long.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    ContainerRelativeFrameModifier(
      content: self,
      layout: ContainerRelativeFrameLayout(
        axes: axes, length: .grid(count: count, span: span, spacing: spacing), alignment: alignment))
  }

  /// Gives this view, on `axes`, the length `length` computes from its nearest container's
  /// length along that axis.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    ContainerRelativeFrameModifier(
      content: self, layout: ContainerRelativeFrameLayout(axes: axes, length: .custom(length), alignment: alignment))
  }
}
