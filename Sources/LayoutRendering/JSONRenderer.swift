import Foundation
import LayoutLab

/// Renders a layout result as a JSON document for tools: the frame tree, the frame reports, the
/// diagnostics and, when the host traced, every trace event.
///
/// The schema is versioned; `Sources/LayoutRendering/JSONSchema.md` describes every field.
/// In short (schema version 1):
///
///     {
///       "schemaVersion": 1,
///       "hostSize": {"width", "height"},           // the size the host laid out in
///       "rootSize": {"width", "height"},           // the size the root chose
///       "views": [View],                           // the last frame's tree
///       "frames": [Frame],                         // one per frame of the frame loop
///       "diagnostics": [{"kind", "path", "message"}],
///       "trace": null | {"events": [Event]}        // null unless ViewHost.tracing
///     }
///     View = {"nodeID", "summary", "frame": Rect, "proposal": Proposal, "ids": [String],
///             "appearance": {"fill": null | Color, "text": null | String, "isHidden"},
///             "counters": Counters, "children": [View]}
///     Rect = {"x", "y", "width", "height"}; Proposal = {"width", "height"} (null: unspecified)
///     Color = {"name", "red", "green", "blue", "opacity"}
///     Counters = {"sizeThatFitsCalls", "cacheHits", "cacheMisses", "placements"}
///     Frame = {"index", "tree": {"bodyEvaluations", "bodyEvaluationsByType", "nodesCreated",
///              "nodesKept", "nodesRemoved"}, "measurement": Counters, "stateWrites",
///              "preferenceReductions", "actionsCalled"}
///     Event = {"frame", "depth", "kind", ...the kind's fields}
///
/// Numbers: integral values are written without a fraction (`75`, not `75.0`), others rounded to
/// six decimals (`9.8`); JSON has no infinity, so infinite lengths are the strings `"inf"` and
/// `"-inf"` (and NaN `"nan"`). Keys are sorted, so equal results give byte-equal documents.
///
/// SwiftUI parity: SwiftUI exposes no layout data; the fields mirror LayoutLab's `LayoutResult`.
public struct JSONRenderer: Sendable {
  /// The schema version this renderer writes.
  public static let schemaVersion = 1

  /// Whether to indent (two spaces, scalar-only arrays and objects on one line) or write one line.
  public var prettyPrinted: Bool

  public init(prettyPrinted: Bool = true) {
    self.prettyPrinted = prettyPrinted
  }

  /// The document, ending with a newline.
  public func render(_ result: LayoutResult) -> String {
    Self.document(for: result).serialized(pretty: prettyPrinted)
  }

  static func document(for result: LayoutResult) -> JSONValue {
    .object([
      "schemaVersion": .int(schemaVersion),
      "hostSize": size(result.hostSize),
      "rootSize": size(result.rootSize),
      "views": .views(JSONViewTree(result.views, fields: fields)),
      "frames": .array(result.frames.map(frame)),
      "diagnostics": .array(result.diagnostics.map(diagnostic)),
      "trace": result.trace.map { .object(["events": .array($0.events.map(event))]) } ?? .null,
    ])
  }

  /// A view's members but its `children` (see `JSONViewTree`).
  private static func fields(_ view: PlacedView) -> [String: JSONValue] {
    [
      "nodeID": .int(view.nodeID),
      "summary": .string(view.summary),
      "frame": rect(view.frame),
      "proposal": proposal(view.proposal),
      "ids": .array(view.ids.map { .string("\($0.base)") }),
      "appearance": .object([
        "fill": view.appearance.fill.map(color) ?? .null,
        "text": view.appearance.text.map(JSONValue.string) ?? .null,
        "isHidden": .bool(view.appearance.isHidden),
      ]),
      "counters": counters(view.counters),
    ]
  }

  private static func frame(_ report: FrameReport) -> JSONValue {
    .object([
      "index": .int(report.index),
      "tree": .object([
        "bodyEvaluations": .int(report.tree.bodyEvaluations),
        "bodyEvaluationsByType": .object(report.tree.bodyEvaluationsByType.mapValues(JSONValue.int)),
        "nodesCreated": .int(report.tree.nodesCreated),
        "nodesKept": .int(report.tree.nodesKept),
        "nodesRemoved": .int(report.tree.nodesRemoved),
      ]),
      "measurement": counters(report.measurement),
      "stateWrites": .int(report.stateWrites),
      "preferenceReductions": .int(report.preferenceReductions),
      "actionsCalled": .int(report.actionsCalled),
    ])
  }

  private static func diagnostic(_ diagnostic: LayoutDiagnostic) -> JSONValue {
    .object([
      "kind": .string(diagnostic.kind.rawValue),
      "path": .string(diagnostic.path),
      "message": .string(diagnostic.message),
    ])
  }

  private static func event(_ event: TraceEvent) -> JSONValue {
    var fields: [String: JSONValue] = ["frame": .int(event.frame), "depth": .int(event.depth)]
    switch event.kind {
    case .frameStarted:
      fields["kind"] = .string("frameStarted")
    case .frameEnded:
      fields["kind"] = .string("frameEnded")
    case .bodyEvaluated(let view):
      fields["kind"] = .string("bodyEvaluated")
      fields["view"] = traced(view)
    case .environmentRead(let view, let key):
      fields["kind"] = .string("environmentRead")
      fields["view"] = traced(view)
      fields["key"] = .string(key)
    case .proposal(let from, let to, let proposed, let reason):
      fields["kind"] = .string("proposal")
      fields["from"] = traced(from)
      fields["to"] = traced(to)
      fields["proposal"] = proposal(proposed)
      fields["reason"] = .string(reason.rawValue)
    case .response(let view, let proposed, let answer, let cached):
      fields["kind"] = .string("response")
      fields["view"] = traced(view)
      fields["proposal"] = proposal(proposed)
      fields["size"] = size(answer)
      fields["cached"] = .bool(cached)
    case .placement(let view, let frame, let proposed):
      fields["kind"] = .string("placement")
      fields["view"] = traced(view)
      fields["rect"] = rect(frame)
      fields["proposal"] = proposal(proposed)
    case .preferenceReduced(let view, let key):
      fields["kind"] = .string("preferenceReduced")
      fields["view"] = traced(view)
      fields["key"] = .string(key)
    case .actionCalled(let action):
      fields["kind"] = .string("actionCalled")
      fields["action"] = .string(action)
    case .stateWritten(let view):
      fields["kind"] = .string("stateWritten")
      fields["view"] = traced(view)
    }
    return .object(fields)
  }

  private static func traced(_ view: TracedView) -> JSONValue {
    .object(["id": .int(view.id), "summary": .string(view.summary)])
  }

  private static func size(_ size: CGSize) -> JSONValue {
    .object(["width": .number(Double(size.width)), "height": .number(Double(size.height))])
  }

  private static func rect(_ rect: CGRect) -> JSONValue {
    .object([
      "x": .number(Double(rect.minX)), "y": .number(Double(rect.minY)),
      "width": .number(Double(rect.width)), "height": .number(Double(rect.height)),
    ])
  }

  private static func proposal(_ proposal: ProposedViewSize) -> JSONValue {
    .object(["width": .dimension(proposal.width), "height": .dimension(proposal.height)])
  }

  private static func color(_ color: Color) -> JSONValue {
    .object([
      "name": .string(color.name), "red": .number(color.red), "green": .number(color.green),
      "blue": .number(color.blue), "opacity": .number(color.opacity),
    ])
  }

  private static func counters(_ counters: NodeCounters) -> JSONValue {
    .object([
      "sizeThatFitsCalls": .int(counters.sizeThatFitsCalls),
      "cacheHits": .int(counters.cacheHits),
      "cacheMisses": .int(counters.cacheMisses),
      "placements": .int(counters.placements),
    ])
  }
}
