import Foundation
import LayoutLab
import Testing

/// The frames a reader saw, last reading kept.
private final class FrameBox: @unchecked Sendable {
  var scrollView: CGRect?
  var vertical: CGRect?
  var horizontal: CGRect?
  var global: CGRect?
}

/// A 40 × 40 reader 300 down a vertical scroll view's content, the scroll view below a 100-high
/// bar in a 300 × 400 host, scrolled to `y`.
private func scene(_ box: FrameBox, y: CGFloat) -> some View {
  VStack(spacing: 0) {
    Color.red.frame(height: 100)
    ScrollView {
      VStack(spacing: 0) {
        Color.clear.frame(height: 300)
        GeometryReader { proxy in
          let _ = {
            box.scrollView = proxy.frame(in: .scrollView)
            box.vertical = proxy.frame(in: .scrollView(axis: .vertical))
            box.horizontal = proxy.frame(in: .scrollView(axis: .horizontal))
            box.global = proxy.frame(in: .global)
          }()
          Color.clear
        }
        .frame(width: 40, height: 40)
        Color.clear.frame(height: 600)
      }
    }
    .scrollPosition(.constant(ScrollPosition(y: y)))
  }
}

@Suite("The scroll view's coordinate space")
struct ScrollViewCoordinateSpaceTests {
  @Test("frame(in: .scrollView) is relative to the region the scroll view shows, and moves as it scrolls (G7)")
  func scrolledFrames() {
    let box = FrameBox()
    let host = ViewHost(rootView: scene(box, y: 0))
    _ = host.layout(in: CGSize(width: 300, height: 400))
    // The scroll view starts 100 down and is 300 tall; its content is 300 + 40 + 600 = 940 tall,
    // the reader 300 down it, centred: x = (300 − 40) / 2 = 130.
    #expect(box.global == CGRect(x: 130, y: 400, width: 40, height: 40))
    #expect(box.scrollView == CGRect(x: 130, y: 300, width: 40, height: 40))
    // Scrolled 250 down: the content moves up 250, the region shown stays where it is.
    host.rootView = scene(box, y: 250)
    _ = host.layout(in: CGSize(width: 300, height: 400))
    #expect(box.global == CGRect(x: 130, y: 150, width: 40, height: 40))
    #expect(box.scrollView == CGRect(x: 130, y: 50, width: 40, height: 40))
  }

  @Test("scrollView(axis:) finds the innermost scroll view along that axis, else the global space (G7)")
  func byAxis() {
    let box = FrameBox()
    _ = ViewHost(rootView: scene(box, y: 0)).layout(in: CGSize(width: 300, height: 400))
    // The only scroll view scrolls vertically: .vertical finds it; .horizontal finds none and
    // reads the global frame, as an unknown name does.
    #expect(box.vertical == box.scrollView)
    #expect(box.horizontal == box.global)
  }

  @Test("Outside any scroll view, frame(in: .scrollView) is the global frame")
  func noScrollView() {
    let box = FrameBox()
    let view = GeometryReader { proxy in
      let _ = {
        box.scrollView = proxy.frame(in: .scrollView)
        box.global = proxy.frame(in: .global)
      }()
      Color.clear
    }
    .frame(width: 40, height: 40)
    _ = ViewHost(rootView: view).layout(in: CGSize(width: 300, height: 400))
    #expect(box.global == CGRect(x: 130, y: 180, width: 40, height: 40))
    #expect(box.scrollView == box.global)
  }
}
