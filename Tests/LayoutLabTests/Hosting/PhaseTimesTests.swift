import Foundation
import LayoutLab
import Testing

/// Settles in two frames: frame 1 reports `true` (a first value always counts as a change)
/// and its action writes it; frame 2 reports `true` again and runs no action.
private struct PhaseTimesSettler: View {
  @State private var ready = false

  var body: some View {
    Color.clear.frame(width: ready ? 20 : 10, height: 10)
      .onGeometryChange(for: Bool.self, of: { $0.size.width > 0 }) { ready = $0 }
  }
}

@Suite("A host times its phases only when asked")
struct PhaseTimesTests {
  @Test("Phase times are nil by default, in every frame and in the result")
  func offByDefault() {
    let host = ViewHost(rootView: PhaseTimesSettler())
    #expect(host.recordsPhaseTimes == false)
    let result = host.layout(in: CGSize(width: 390, height: 844))
    // Frame 1 delivers `true` (the first value is a change) and writes it; frame 2 sees the
    // same value and settles: two frames.
    #expect(result.frames.count == 2)
    #expect(result.frames.allSatisfy { $0.phaseTimes == nil })
    #expect(result.phaseTimes == nil)
  }

  @Test("Recording gives every frame its times, and the result their sum")
  func recordedPerFrame() {
    let host = ViewHost(rootView: PhaseTimesSettler())
    host.recordsPhaseTimes = true
    let result = host.layout(in: CGSize(width: 390, height: 844))
    #expect(result.frames.count == 2)
    let frames = result.frames.compactMap(\.phaseTimes)
    #expect(frames.count == 2)
    var sum = PhaseTimes()
    for times in frames { sum += times }
    #expect(result.phaseTimes == sum)
    // Assembling the result happens once, after the last frame: earlier frames count none.
    #expect(frames.first?.result == .zero)
  }

  @Test("Reports of the same frames are equal whether or not they carry times")
  func equalityIgnoresTimes() {
    let plain = ViewHost(rootView: PhaseTimesSettler()).layout(in: CGSize(width: 390, height: 844))
    let timedHost = ViewHost(rootView: PhaseTimesSettler())
    timedHost.recordsPhaseTimes = true
    let timed = timedHost.layout(in: CGSize(width: 390, height: 844))
    #expect(plain.frames == timed.frames)
    #expect(Set(plain.frames) == Set(timed.frames))
  }
}
