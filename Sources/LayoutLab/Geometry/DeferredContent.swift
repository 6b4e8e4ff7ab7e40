import Foundation

/// Content a node builds during placement, when its frame is known: a reader's content, or the
/// view a `backgroundPreferenceValue` makes from its preference value.
final class DeferredContent {
  /// What the body counters call this content's evaluations.
  let label: String
  /// Makes the content for the node at its current frame.
  let make: (ViewNode, LayoutEngine) -> any View
  /// Whether the content must be made again even if the frame is unchanged.
  let rebuildsEveryPlacement: Bool
  /// The reader whose proxy the content is made from; `nil` for content that depends on its
  /// node's frame only. Weak: the node owns this content.
  private weak var reader: ViewNode?
  private var builtFrame: CGRect?
  /// The proxy the reader's content was last made with.
  private var builtProxy: GeometryProxy?

  /// The frame the content was last made for; `nil` when it must be made again. For a reader,
  /// also `nil` when its proxy would now report something else at the same frame (a named
  /// space around it moved), since the content may read `frame(in: .named(...))`.
  ///
  /// SwiftUI parity: a reader's content re-runs when its size, position or transform changes
  /// (semantics G4); the transform includes every coordinate space between it and the root.
  var builtFor: CGRect? {
    get {
      guard let builtFrame, let reader, let builtProxy else { return builtFrame }
      return GeometryProxy(node: reader).reportsSameGeometry(as: builtProxy) ? builtFrame : nil
    }
    set {
      builtFrame = newValue
      builtProxy = newValue == nil ? nil : reader.map { GeometryProxy(node: $0) }
    }
  }

  init(
    label: String, reader: ViewNode? = nil, rebuildsEveryPlacement: Bool = false,
    make: @escaping (ViewNode, LayoutEngine) -> any View
  ) {
    self.label = label
    self.reader = reader
    self.make = make
    self.rebuildsEveryPlacement = rebuildsEveryPlacement
  }
}
