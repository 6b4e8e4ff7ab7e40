/// The events a traced host recorded over one `layout(in:)`, in order.
public struct LayoutTrace: Hashable, Sendable {
  public let events: [TraceEvent]

  /// The events that concern the view with node number `id`.
  public func events(for id: Int) -> [TraceEvent] {
    events.filter { $0.views.contains { $0.id == id } }
  }
}

/// Collects trace events while a host lays out. It exists only when tracing is on, so an
/// untraced host pays one `nil` check per step.
final class TraceRecorder {
  private(set) var events: [TraceEvent] = []
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
    frame = 0
    depth = 0
  }
}

extension ViewNode {
  /// This node as a trace names it.
  var traced: TracedView { TracedView(id: id, summary: summary) }
}
