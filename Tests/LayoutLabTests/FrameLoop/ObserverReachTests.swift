import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// The frame loop's observe step enters only the subtrees that hold an observer; these cases
/// build observers where that record is made late: in a body evaluated again on its own after
/// a state change, and in a `GeometryReader`'s content, made while the reader is placed.
@Suite("The observe step reaches observers wherever they are built")
struct ObserverReachTests {
  /// An `onPreferenceChange` that exists only once `onAppear` has set `show`.
  private struct LateObserver: View {
    let seen: Recorder<[String]>
    @State private var show = false

    var body: some View {
      VStack {
        Text("A")
        if show {
          VStack {
            writer("B")
          }
          .onPreferenceChange(OrderKey.self) { seen.record($0) }
        }
      }
      .onAppear { show = true }
    }
  }

  @Test("An observer that a state change adds deep in a subtree fires in the next frame")
  func observerAddedByStateChange() {
    let seen = Recorder<[String]>()
    let result = ViewHost(rootView: LateObserver(seen: seen)).layout(in: phoneSize)
    // Frame 1 has no preference observer; its onAppear action sets `show`. Frame 2 evaluates
    // the body alone and builds the observer two levels below the `if`: it delivers its first
    // value, ["B"] (the one writer below it), after that frame. Nothing changes after it.
    #expect(result.frames.count == 2)
    #expect(result.frames.map(\.actionsCalled) == [1, 1])
    #expect(seen.values == [["B"]])
  }

  @Test("An observer inside a GeometryReader's content fires with the reader's size")
  func observerInReaderContent() {
    let seen = Recorder<[CGFloat]>()
    let host = ViewHost(
      rootView: VStack {
        Text("A")
        GeometryReader { proxy in
          Color.clear
            .preference(key: WidthsKey.self, value: [proxy.size.width])
            .onPreferenceChange(WidthsKey.self) { seen.record($0) }
        }
        .frame(width: 120, height: 30)
      })
    let result = host.layout(in: phoneSize)
    // The reader is framed 120 × 30, so its proxy is 120 wide; the content, made while the
    // reader is placed, holds the observer, which delivers [120] after the only frame.
    #expect(result.frames.count == 1)
    #expect(seen.values == [[120]])
  }
}
