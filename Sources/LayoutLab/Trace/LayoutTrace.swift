/// The events a traced host recorded over one `layout(in:)`, in order.
public struct LayoutTrace: Hashable, Sendable {
  public let events: [TraceEvent]
  /// The rule a built-in view applied to give an answer, by the index in `events` of its
  /// `response` (answers from the measurement cache and a user layout's have none).
  public let sizeRules: [Int: AppliedRule]
  /// The rule a built-in container placed a subview by, by the index in `events` of the
  /// subview's `placement`.
  public let placementRules: [Int: AppliedRule]

  init(events: [TraceEvent], sizeRules: [Int: AppliedRule] = [:], placementRules: [Int: AppliedRule] = [:]) {
    self.events = events
    self.sizeRules = sizeRules
    self.placementRules = placementRules
  }

  init(_ recorder: TraceRecorder) {
    self.init(events: recorder.events, sizeRules: recorder.sizeRules, placementRules: recorder.placementRules)
  }

  /// The events that concern the view with node number `id`.
  public func events(for id: Int) -> [TraceEvent] {
    events.filter { $0.views.contains { $0.id == id } }
  }
}

/// Collects trace events while a host lays out. It exists only when tracing is on, so an
/// untraced host pays one `nil` check per step.
final class TraceRecorder {
  private(set) var events: [TraceEvent] = []
  /// The rules of built-in answers, by the index of their `response` event.
  var sizeRules: [Int: AppliedRule] = [:]
  /// The rules of built-in placements, by the index of their `placement` event.
  var placementRules: [Int: AppliedRule] = [:]
  /// The frame being recorded.
  var frame = 0
  /// The current nesting of measure and place calls.
  var depth = 0

  func record(_ kind: TraceEvent.Kind) {
    events.append(TraceEvent(frame: frame, depth: depth, kind: kind))
  }

  /// Starts a new `layout(in:)`.
  func reset() {
    events.removeAll()
    sizeRules.removeAll()
    placementRules.removeAll()
    frame = 0
    depth = 0
  }
}

extension ViewNode {
  /// This node as a trace names it.
  var traced: TracedView { TracedView(id: id, summary: summary) }
}
