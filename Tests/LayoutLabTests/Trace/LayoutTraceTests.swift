import Foundation
import LayoutLab
import Testing

/// objc.io's example (semantics S5) in a frame, so the trace shows a stack at work.
private struct ObjcIO: View {
  var body: some View {
    HStack(spacing: 0) {
      Color.red.frame(maxWidth: 100).id("red")
      Color.green.frame(minWidth: 100)
    }
    .frame(width: 150, height: 50)
  }
}

private struct WidthKey: PreferenceKey {
  static let defaultValue: [CGFloat] = []
  static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value += nextValue() }
}

/// Two texts report their widths; the parent stores them and shows their count.
private struct Reporter: View {
  @State private var widths: [CGFloat] = []
  @Environment(\.dynamicTypeSize) private var typeSize

  var body: some View {
    VStack {
      Text("ab").background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: [$0.size.width]) })
      Text("abc").background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: [$0.size.width]) })
      Text("\(widths.count)")
    }
    .onPreferenceChange(WidthKey.self) { widths = $0 }
  }
}

@Suite("The trace records every step of the negotiation, only when asked")
struct LayoutTraceTests {
  @Test("Tracing is off by default and changes no frame or counter")
  func tracingChangesNothing() {
    let plain = ViewHost(rootView: ObjcIO()).layout(in: CGSize(width: 390, height: 844))
    #expect(plain.trace == nil)
    let host = ViewHost(rootView: ObjcIO())
    host.tracing = true
    let traced = host.layout(in: CGSize(width: 390, height: 844))
    var plainFrames: [CGRect] = []
    var tracedFrames: [CGRect] = []
    plain.forEachView { plainFrames.append($0.frame) }
    traced.forEachView { tracedFrames.append($0.frame) }
    #expect(plainFrames == tracedFrames)
    #expect(plain.counters == traced.counters)
    #expect(traced.trace?.events.isEmpty == false)
  }

  @Test("A stack's proposals carry their reasons: minimum and maximum probes, the share, the placement")
  func stackProposalReasons() {
    let host = ViewHost(rootView: ObjcIO())
    host.tracing = true
    let result = host.layout(in: CGSize(width: 390, height: 844))
    guard let trace = result.trace, let red = result.view(id: "red") else {
      Issue.record("no trace or no red view")
      return
    }
    var proposals: [(ProposedViewSize, ProposalReason)] = []
    for event in trace.events(for: red.nodeID) {
      if case .proposal(_, let to, let proposal, let reason) = event.kind, to.id == red.nodeID {
        proposals.append((proposal, reason))
      }
    }
    // S4/S5: the stack ranks red by its minimum (width 0) and maximum (width ∞) at the frame's
    // height 50, offers it half of 150, then places it with that share.
    #expect(proposals.map(\.1) == [.stackMinimumProbe, .stackMaximumProbe, .stackDistribution, .placement])
    #expect(
      proposals.map(\.0) == [
        ProposedViewSize(width: 0, height: 50), ProposedViewSize(width: .infinity, height: 50),
        ProposedViewSize(width: 75, height: 50), ProposedViewSize(width: 75, height: 50),
      ])
    // Its answers: 0, then 100 (maxWidth), then 75 twice, the last from the cache.
    let answers = trace.events(for: red.nodeID).compactMap { event -> (CGFloat, Bool)? in
      if case .response(_, _, let size, let cached) = event.kind { return (size.width, cached) }
      return nil
    }
    #expect(answers.map(\.0) == [0, 100, 75, 75])
    #expect(answers.map(\.1) == [false, false, false, true])
    // The placement: centred in the 150-wide frame, the 175-wide stack starts at x = -12.5.
    let placements = trace.events(for: red.nodeID).compactMap { event -> CGRect? in
      if case .placement(_, let frame, _) = event.kind { return frame }
      return nil
    }
    #expect(placements == [CGRect(x: 107.5, y: 397, width: 75, height: 50)])
  }

  @Test("The frame loop's steps: frames, bodies, environment reads, reductions, actions, state writes")
  func frameLoopSteps() {
    let host = ViewHost(rootView: Reporter())
    host.tracing = true
    let result = host.layout(in: CGSize(width: 390, height: 844))
    guard let events = result.trace?.events else {
      Issue.record("no trace")
      return
    }
    #expect(result.frames.count == 2)
    let started = events.filter { $0.kind == .frameStarted }.map(\.frame)
    #expect(started == [1, 2])
    func count(_ match: (TraceEvent.Kind) -> Bool) -> Int { events.filter { match($0.kind) }.count }
    // Frame 1 evaluates Reporter's body and both readers' content; frame 2 Reporter's body again
    // (its state changed) and the readers' content again (rebuilt with the new body).
    #expect(
      count {
        if case .bodyEvaluated(let view) = $0 { return view.summary == "Reporter" }
        return false
      } == 2)
    #expect(
      count {
        if case .environmentRead(_, let key) = $0 { return key == "\\.dynamicTypeSize" }
        return false
      } == 2)
    // Two widths fold once per frame.
    #expect(
      count {
        if case .preferenceReduced(_, let key) = $0 { return key == "WidthKey" }
        return false
      } == 2)
    #expect(
      count {
        if case .actionCalled = $0 { return true }
        return false
      } == 1)
    #expect(
      count {
        if case .stateWritten = $0 { return true }
        return false
      } == 1)
  }
}
