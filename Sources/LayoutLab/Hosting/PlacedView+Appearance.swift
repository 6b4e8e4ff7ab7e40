import Foundation

extension PlacedView {
  /// What a laid-out view draws, as renderers need it: LayoutLab's own, for pictures of a
  /// result (SwiftUI draws instead).
  public struct Appearance: Hashable, Sendable {
    /// The colour a `Color` or a filled shape paints its frame with.
    public var fill: Color?
    /// The string a `Text` shows.
    public var text: String?
    /// Whether `.hidden()` hides the view.
    public var isHidden = false
    /// How the lines of a `Text` line up within its frame (`multilineTextAlignment`).
    public var textAlignment: TextAlignment?

    /// The shape and effect, boxed: few views have either, and every `PlacedView` carries an
    /// appearance, so the two take one reference's space until they are set.
    private var drawing: DrawingDetails?

    /// A shape's outline and paint, for shapes other than a plain rectangle filled with one
    /// colour (which is drawn as its frame); `nil` for other views.
    public var shape: ShapeDrawing? {
      get { drawing?.shape }
      set { drawing = DrawingDetails.make(shape: newValue, effect: effect) }
    }

    /// What a drawing-only modifier (`opacity`, `clipShape`, `shadow`, `rotationEffect`, ...) does
    /// to the views below it; `nil` for other views.
    public var effect: DrawingEffect? {
      get { drawing?.effect }
      set { drawing = DrawingDetails.make(shape: shape, effect: newValue) }
    }

    public init(
      fill: Color? = nil, text: String? = nil, isHidden: Bool = false, textAlignment: TextAlignment? = nil,
      shape: ShapeDrawing? = nil, effect: DrawingEffect? = nil
    ) {
      self.fill = fill
      self.text = text
      self.isHidden = isHidden
      self.textAlignment = textAlignment
      drawing = DrawingDetails.make(shape: shape, effect: effect)
    }
  }
}

/// An appearance's shape and effect, in a box shared by copies; never changed once made.
private final class DrawingDetails: Hashable, Sendable {
  let shape: ShapeDrawing?
  let effect: DrawingEffect?

  private init(shape: ShapeDrawing?, effect: DrawingEffect?) {
    self.shape = shape
    self.effect = effect
  }

  /// A box for the two, or `nil` when neither is set.
  static func make(shape: ShapeDrawing?, effect: DrawingEffect?) -> DrawingDetails? {
    shape == nil && effect == nil ? nil : DrawingDetails(shape: shape, effect: effect)
  }

  static func == (lhs: DrawingDetails, rhs: DrawingDetails) -> Bool {
    lhs.shape == rhs.shape && lhs.effect == rhs.effect
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(shape)
    hasher.combine(effect)
  }
}
