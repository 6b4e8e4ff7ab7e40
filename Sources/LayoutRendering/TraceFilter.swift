import LayoutLab

/// Which views a rendered trace shows: an event is shown when one of the views it concerns
/// matches (a proposal when its sender or its receiver matches, with the answer to it).
///
/// SwiftUI parity: none; a reading aid for LayoutLab's traces.
public enum TraceFilter: Hashable, Sendable {
  /// The view with this node number (`PlacedView.nodeID`, the `#n` in traces).
  case node(Int)
  /// Views whose summary contains this text, case-sensitively: `"Text"`, `"HStack"`, `"Color.red"`.
  case summary(String)
  /// The view carrying `.id(_:)` with a value whose description is this text.
  case id(String)

  /// A filter from command-line text: `#5` or `5` is a node number, `id:name` an id, anything
  /// else a summary substring.
  public init(_ text: String) {
    let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
    if let node = Int(digits), node >= 0 {
      self = .node(node)
    } else if text.hasPrefix("id:") {
      self = .id(String(text.dropFirst(3)))
    } else {
      self = .summary(text)
    }
  }

  /// The predicate for the views of `result`: `.id` looks its views up in the result's tree.
  func matcher(in result: LayoutResult) -> (TracedView) -> Bool {
    switch self {
    case .node(let node):
      return { $0.id == node }
    case .summary(let text):
      return { $0.summary.contains(text) }
    case .id(let text):
      var nodes = Set<Int>()
      result.forEachView { view in
        if view.ids.contains(where: { "\($0.base)" == text }) { nodes.insert(view.nodeID) }
      }
      return { nodes.contains($0.id) }
    }
  }
}
