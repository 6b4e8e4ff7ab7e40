/// What one timing measures.
///
/// `total` is a workload's headline time: for a layout, making the host and running
/// `layout(in:)` until it settles (every frame, tree building included, rendering excluded);
/// for a raw baseline, the loop. `update`, `measureAndPlace`, `observe` and `result` split a
/// layout's frames as the engine reports them (summed over frames); `renderSVG` and
/// `renderJSON` are the harness's own timings of rendering the result with LayoutRendering.
///
/// SwiftUI parity: none; a harness. The engine phases are SwiftUI's: update the graph
/// (bodies), lay out, then deliver preferences and geometry changes.
public enum Phase: String, CaseIterable, Codable, Sendable {
  case total
  /// Building or updating the tree, bodies included.
  case update
  /// `sizeThatFits` and placement over the tree.
  case measureAndPlace
  /// Reading preferences and geometry for `onPreferenceChange` / `onGeometryChange`, and
  /// running the actions they queue.
  case observe
  /// Making the `LayoutResult` (the placed-view tree).
  case result
  /// `SVGRenderer().render(result)`.
  case renderSVG
  /// `JSONRenderer(prettyPrinted: false).render(result)`.
  case renderJSON

  /// The phases that split a layout's `total`, as the engine reports them.
  static let enginePhases: [Phase] = [.update, .measureAndPlace, .observe, .result]

  /// The column heading for the phase.
  public var heading: String {
    switch self {
    case .total: "total"
    case .update: "update"
    case .measureAndPlace: "measure+place"
    case .observe: "observe"
    case .result: "result"
    case .renderSVG: "svg"
    case .renderJSON: "json"
    }
  }
}
