import Foundation

/// A container that takes all the space it is offered and builds its content from its own
/// size and position.
///
/// - Its size is the proposal; an unspecified dimension becomes
///   `GeometryReader.unspecifiedLength` (0).
/// - Its content is built during placement, once its frame is known, and built again whenever
///   what its proxy reports changes: its frame, or the place of a named coordinate space
///   around it (an ancestor can move while the reader stays put).
/// - Each content view is proposed the reader's size and placed at its top leading corner.
/// - Its alignment guides are its own defaults and its spacing has no preference, whatever its
///   content: a text's baselines inside it do not line the reader up in an `HStack`.
///
/// SwiftUI parity: `GeometryReader` (layout rules G1–G4, iOS 14 and later). In
/// OpenSwiftUI its `_makeView` hands its parent no layout computer of its own
/// (`outputs.layoutComputer = nil`), so the parent sees the default one, which has no
/// explicit guides.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  /// The length a reader takes in a dimension proposed `nil`: 0, as OpenSwiftUI (audited) has
  /// it; objc.io's reimplementation uses 10 (semantics G3, VERIFY).
  public static var unspecifiedLength: CGFloat { 0 }

  public var content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// Inlined into the conformance's witness, which is handed this reader's type: on its own,
  /// the function asked the runtime for the type again, to keep the reader as its node's
  /// deferred content.
  @inline(__always)
  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.install(GeometryReaderLayout())
    node.summarySource = .text("GeometryReader")
    node.setDeferredContent(self)
  }
}

/// A reader is its own deferred content: its content closure, made into views for its
/// geometry.
extension GeometryReader: DeferredContentSource {
  static var label: String { "GeometryReader" }

  func build(_ node: ViewNode, _ geometry: GeometryProxy, _ engine: LayoutEngine, _ builder: TreeBuilder) {
    builder.installDeferred(content(geometry), in: node, label: Self.label)
  }
}

/// Sizes a reader as the proposal and places its content at its top leading corner.
struct GeometryReaderLayout: BuiltinLayout, Equatable {
  static var buildsSubviewsWhenPlaced: Bool { true }

  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .geometryReader }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let unspecified = GeometryReader<EmptyView>.unspecifiedLength
    return proposal.replacingUnspecifiedDimensions(by: CGSize(width: unspecified, height: unspecified))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    for subview in subviews {
      subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
  }

  func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { ViewSpacing() }
}
