/// How a node says what it is (`Text("Hello")`, `.padding(16)`, `HStack(spacing: 8)`), kept
/// in a form that costs nothing to store and is turned into a string only when a trace, a
/// path or a `PlacedView` asks.
enum NodeSummary {
  /// A string made already (a literal such as `"GeometryReader"` costs nothing).
  case text(String)
  /// A colour: the node's leaf's fill colour as it describes itself.
  case fill
  /// The node's layout: a built-in modifier's summary (`.padding(16)`), a leaf's
  /// (`Text("Hello").bold()`), or the layout's description (`HStack(spacing: 8)`).
  case layout
  /// The node's view type's name (a view with a `body`).
  case typeName
  /// What the node's role says (`.onPreferenceChange(SizesKey)`, `.preference(key: K)`).
  case role
  /// A shape filled with a colour: the leaf's shape and the node's fill colour,
  /// `Capsule().fill(Color.green)`.
  case shapeFill
  /// A summary made by a closure, for rarer views whose summary takes more to build.
  case make(() -> String)

  static var empty: NodeSummary { .text("") }
}

extension ViewNode {
  /// One line saying what this view is: `Text("Hello")`, `.padding(16)`, `HStack(spacing: 8)`.
  var summary: String {
    get {
      switch summarySource {
      case .text(let text): return text
      case .fill: return behavior?.fill?.description ?? ""
      case .layout: return behavior?.summary ?? ""
      case .typeName: return typeInfo?.name ?? ""
      case .role: return role?.summary ?? ""
      case .shapeFill: return "\(behavior?.summary ?? "").fill(\(behavior?.fill?.description ?? ""))"
      case .make(let make): return make()
      }
    }
    nonmutating set { summarySource = .text(newValue) }
  }
}
