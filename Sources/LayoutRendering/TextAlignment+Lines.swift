import LayoutLab

extension Optional where Wrapped == TextAlignment {
  /// How far into the spare width of a text's frame a line starts: 0 leading (and for views
  /// without text), ½ centred, 1 trailing. Renderers draw left to right.
  var lineOffsetFraction: Double {
    switch self {
    case .center: 0.5
    case .trailing: 1
    case .leading, nil: 0
    }
  }
}
