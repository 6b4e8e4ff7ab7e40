import Foundation
import LayoutJSON
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
///             "appearance": {"fill": null | Color, "text": null | String, "isHidden",
///                            "shape"?: Shape, "effect"?: Effect},
///             "counters": Counters, "children": [View]}
///     Rect = {"x", "y", "width", "height"}; Proposal = {"width", "height"} (null: unspecified)
///     Color = {"name", "red", "green", "blue", "opacity"}
///     Shape = {"path", "bounds": Rect, "stroke": null | {"lineWidth", "dash"},
///              "gradient": null | [{"color": Color, "location"}]}
///     Effect = {"kind": "opacity" | "clip" | "mask" | "shadow" | "rotation" | "scale" | "zIndex"
///               | "filter", ...the kind's fields}
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
  /// Whether each view carries `explanation`, the text of `LayoutResult.explain(nodeID:)`, when
  /// the result has a trace and at most `explainedViewLimit` views. Off by default.
  public var includesExplanations: Bool

  /// The most views whose explanations a document carries: each is a few hundred characters,
  /// so a larger tree's document would grow tenfold.
  public static let explainedViewLimit = 2_000

  public init(prettyPrinted: Bool = true, includesExplanations: Bool = false) {
    self.prettyPrinted = prettyPrinted
    self.includesExplanations = includesExplanations
  }

  /// The document, ending with a newline.
  public func render(_ result: LayoutResult) -> String {
    let explains = includesExplanations && result.trace != nil && result.viewCount <= Self.explainedViewLimit
    return Self.document(for: result, explanations: explains ? result.explainEveryView() : nil)
      .serialized(pretty: prettyPrinted)
  }

  static func document(for result: LayoutResult, explanations: [Int: ViewExplanation]? = nil) -> JSONValue {
    let fields: (PlacedView) -> [String: JSONValue]
    if let explanations {
      fields = { view in
        var members = Self.fields(view)
        members["explanation"] = explanations[view.nodeID].map { .string($0.description) } ?? .null
        return members
      }
    } else {
      fields = Self.fields
    }
    return .object([
      "schemaVersion": .int(schemaVersion),
      "hostSize": size(result.hostSize),
      "rootSize": size(result.rootSize),
      "views": .stream(JSONViewTree(result.views, fields: fields)),
      "frames": .array(result.frames.map(frame)),
      "diagnostics": .array(result.diagnostics.map(diagnostic)),
      "trace": result.trace.map { .object(["events": .array($0.events.map(event))]) } ?? .null,
    ])
  }

  /// A view's members but its `children` (see `JSONViewTree`); the width sweep page reuses them.
  static func fields(_ view: PlacedView) -> [String: JSONValue] {
    [
      "nodeID": .int(view.nodeID),
      "summary": .string(view.summary),
      "frame": rect(view.frame),
      "proposal": proposal(view.proposal),
      "ids": .array(view.ids.map { .string("\($0.base)") }),
      "appearance": appearance(view),
      "counters": counters(view.counters),
    ]
  }

  /// The view's appearance; `shape` and `effect` only where the view has one, so documents of
  /// views without them read as before.
  private static func appearance(_ view: PlacedView) -> JSONValue {
    var fields: [String: JSONValue] = [
      "fill": view.appearance.fill.map(color) ?? .null,
      "text": view.appearance.text.map(JSONValue.string) ?? .null,
      "isHidden": .bool(view.appearance.isHidden),
    ]
    if let shape = view.appearance.shape {
      fields["shape"] = .object([
        "path": .string(shape.path.description),
        "bounds": rect(shape.path.boundingRect),
        "stroke": shape.stroke.map { stroke in
          .object([
            "lineWidth": .number(Double(stroke.lineWidth)),
            "dash": .array(stroke.dash.map { .number(Double($0)) }),
          ])
        } ?? .null,
        "gradient": shape.gradient.map { gradient in
          .array(gradient.stops.map { .object(["color": color($0.color), "location": .number(Double($0.location))]) })
        } ?? .null,
      ])
    }
    if let effect = view.appearance.effect { fields["effect"] = self.effect(effect, frame: view.frame) }
    return .object(fields)
  }

  private static func effect(_ effect: DrawingEffect, frame: CGRect) -> JSONValue {
    func anchor(_ point: UnitPoint) -> JSONValue {
      .object(["x": .number(Double(point.x)), "y": .number(Double(point.y))])
    }
    let outline = effect.transformedOutline(of: frame).map { rect($0.boundingRect) } ?? .null
    switch effect {
    case .opacity(let value):
      return .object(["kind": .string("opacity"), "opacity": .number(value)])
    case .clip(let path):
      return .object(["kind": .string("clip"), "path": .string(path.description), "bounds": rect(path.boundingRect)])
    case .mask:
      return .object(["kind": .string("mask")])
    case .shadow(let shadowColor, let radius, let x, let y):
      return .object([
        "kind": .string("shadow"), "color": color(shadowColor), "radius": .number(Double(radius)),
        "x": .number(Double(x)), "y": .number(Double(y)),
      ])
    case .rotation(let angle, let point):
      return .object([
        "kind": .string("rotation"), "degrees": .number(angle.degrees), "anchor": anchor(point), "outline": outline,
      ])
    case .scale(let scale, let point):
      return .object([
        "kind": .string("scale"), "x": .number(Double(scale.width)), "y": .number(Double(scale.height)),
        "anchor": anchor(point), "outline": outline,
      ])
    case .zIndex(let value):
      return .object(["kind": .string("zIndex"), "zIndex": .number(value)])
    case .filter(let name):
      return .object(["kind": .string("filter"), "name": .string(name)])
    }
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

  static func diagnostic(_ diagnostic: LayoutDiagnostic) -> JSONValue {
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

  static func size(_ size: CGSize) -> JSONValue {
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
