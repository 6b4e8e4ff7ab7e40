import Foundation

/// Lays out one view exactly as if the modifier were not there, and carries a drawing effect
/// for renderers: the layout behind `opacity`, `clipShape`, `shadow`, `rotationEffect`,
/// `scaleEffect`, `zIndex` and the colour filters.
///
/// Like every modifier around one view, it applies to each view when its content is several
/// (`appliesPerElement`), as SwiftUI's render effects do.
struct DrawingLayout: BuiltinLayout {
  let effect: DrawingEffect
  /// The shape a clip effect clips to, resolved against the frame when drawn.
  let clipShape: (any Shape)?
  /// What the modifier says it is: `.opacity(0.5)`.
  let label: String

  init(_ effect: DrawingEffect, label: String, clipShape: (any Shape)? = nil) {
    self.effect = effect
    self.label = label
    self.clipShape = clipShape
  }

  static var isUnaryModifier: Bool { true }

  /// The same effect and summary. A changed effect installs a new box, so that renderers see
  /// it; as with any modifier, the node is then measured again (to the same sizes).
  func isSame(as other: DrawingLayout) -> Bool {
    effect == other.effect && label == other.label
  }

  /// The effect with a number that is not finite reported and replaced by the value that
  /// draws nothing different (opacity and scale 1, angle, offsets, radius and zIndex 0).
  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> DrawingLayout {
    func finite(_ value: Double, _ name: String, or fallback: Double) -> Double {
      guard !value.isFinite else { return value }
      report(.invalidArgument, "\(label): \(name) \(value) is not finite; using \(formatLength(CGFloat(fallback)))")
      return fallback
    }
    let repaired: DrawingEffect
    switch effect {
    case .opacity(let value): repaired = .opacity(finite(value, "opacity", or: 1))
    case .rotation(let angle, let anchor):
      repaired = .rotation(.radians(finite(angle.radians, "angle", or: 0)), anchor: anchor)
    case .scale(let scale, let anchor):
      repaired = .scale(
        CGSize(width: finite(scale.width, "x scale", or: 1), height: finite(scale.height, "y scale", or: 1)),
        anchor: anchor)
    case .shadow(let color, let radius, let x, let y):
      repaired = .shadow(
        color: color, radius: finite(radius, "radius", or: 0), x: finite(x, "x offset", or: 0),
        y: finite(y, "y offset", or: 0))
    case .zIndex(let value): repaired = .zIndex(finite(value, "zIndex", or: 0))
    case .clip, .mask, .filter: repaired = effect
    }
    return repaired == effect ? self : DrawingLayout(repaired, label: label, clipShape: clipShape)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
  }

  static var hasDrawingEffect: Bool { true }

  func drawingEffect(in frame: CGRect) -> DrawingEffect? {
    guard let clipShape else { return effect }
    let local = clipShape.path(in: CGRect(origin: .zero, size: frame.size))
    return .clip(local.offsetBy(dx: frame.minX, dy: frame.minY))
  }
}

extension DrawingLayout: ModifierSummarizing {
  var modifierSummary: String { label }
}

/// The view a drawing-only modifier returns: its content, laid out unchanged, with an effect.
@usableFromInline
struct DrawingModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let layout: DrawingLayout

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    ModifiedLayout.update(node, in: builder, content: content, layout: layout, summary: .layout)
  }
}
