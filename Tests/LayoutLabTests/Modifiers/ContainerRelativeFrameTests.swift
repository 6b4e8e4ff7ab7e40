import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Most layouts run on the iPhone 12–14 preset: a 390 × 844 window with 47 points of safe
// area at the top and 34 at the bottom, so the root container is 390 × 763 from y = 47.

/// Lays `view` out on the iPhone preset.
private func onIPhone<V: View>(_ view: V) -> LayoutResult {
  ViewHost(rootView: view, device: .iPhone).layout(on: .iPhone)
}

/// Lays `view` out in a 390 × 844 window without insets.
private func inWindow<V: View>(_ view: V) -> LayoutResult {
  ViewHost(rootView: view).layout(in: CGSize(width: 390, height: 844))
}

@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
  @Test("The root container is the window less the safe area (C-CRF2, C-CRF7)")
  func rootContainer() {
    // A 100 × 100 frame proposes 100 × 100, but the view takes the container's 390 × 763 and
    // is centred on the frame, which is centred in the safe area: it covers the safe area.
    let result = onIPhone(
      Color.red.containerRelativeFrame([.horizontal, .vertical]).id("fill").frame(width: 100, height: 100))
    expectFrame(result.frame(id: "fill"), rect(0, 47, 390, 763))
    #expect(result.diagnostics.isEmpty)
  }

  @Test("An unlisted axis keeps the parent's proposal, as .frame does (C-CRF4)")
  func unlistedAxisKeepsProposal() {
    // The padding proposes (390 − 80) × (763 − 80) = 310 × 683. The view is 390 wide (the
    // container) and 683 tall (its proposal); the padding is 470 × 763, centred at x = −40,
    // so the view starts at x = −40 + 40 = 0 and y = 47 + 40 = 87.
    let result = onIPhone(Color.red.containerRelativeFrame(.horizontal).id("band").padding(40))
    expectFrame(result.frame(id: "band"), rect(0, 87, 390, 683))
  }

  @Test("The three overloads: alignment defaults to centre, span to 1 (C-CRF1)")
  func overloads() {
    // A 50 × 50 view in a 390-wide relative frame: centred at x = (390 − 50) / 2 = 170, or at
    // 0 with .leading. The frame's height is the view's 50, centred in the safe area at
    // y = 47 + (763 − 50) / 2 = 403.5.
    let square = Color.red.frame(width: 50, height: 50)
    expectFrame(onIPhone(square.id("s").containerRelativeFrame(.horizontal)).frame(id: "s"), rect(170, 403.5, 50, 50))
    expectFrame(
      onIPhone(square.id("s").containerRelativeFrame(.horizontal, alignment: .leading)).frame(id: "s"),
      rect(0, 403.5, 50, 50))
    // count 2, spacing 10, span 1 by default: (390 − 10) / 2 = 190.
    let half = onIPhone(Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10).id("h"))
    expectSize(half.frame(id: "h")?.size, CGSize(width: 190, height: 763))
    // The closure is asked per axis with the container's length there: 390 / 2 = 195 wide,
    // 763 / 4 = 190.75 tall, centred at x = 97.5, y = 47 + (763 − 190.75) / 2 = 333.125.
    let custom = onIPhone(
      Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
        axis == .horizontal ? length / 2 : length / 4
      }.id("c"))
    expectFrame(custom.frame(id: "c"), rect(97.5, 333.125, 195, 190.75))
  }

  @Test("A three-column carousel in a horizontal ScrollView: span 2 of count 3 with spacing 10 (C-CRF3)")
  func carousel() {
    // The scroll view is 390 × 200, its own container. Each card is
    // ((390 − 2 × 10) / 3) × 2 + 10 = 256.667 wide and 200 tall (the proposal across the
    // scroll axis); the HStack puts them 10 apart: card 1 at 266.667, card 2 at 533.333. The
    // scroll view is centred in the 844-tall window: y = (844 − 200) / 2 = 322.
    let width = (390 - 2 * 10) / 3 * 2 + 10 as CGFloat
    let result = inWindow(
      ScrollView(.horizontal) {
        HStack(spacing: 10) {
          ForEach(0..<3, id: \.self) { index in
            Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id(index)
          }
        }
      }
      .frame(width: 390, height: 200))
    expectFrame(result.frame(id: 0), rect(0, 322, width, 200))
    expectFrame(result.frame(id: 1), rect(width + 10, 322, width, 200))
    expectFrame(result.frame(id: 2), rect(2 * (width + 10), 322, width, 200))
    #expect(isClose(width, 256.666_666_7))
  }

  @Test("In a ScrollView the scroll axis must be listed to take the container's length there (C-CRF6)")
  func scrollAxisListed() {
    // A vertical scroll view on the iPhone is proposed the safe area, 390 × 763. Pages listing
    // .vertical are 763 tall, one after another from y = 47; listing only .horizontal leaves
    // the height to the scroll view's nil proposal, which a colour answers with 10.
    let pages = onIPhone(
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<3, id: \.self) { Color.red.containerRelativeFrame(.vertical).id($0) }
        }
      })
    expectFrame(pages.frame(id: 0), rect(0, 47, 390, 763))
    expectFrame(pages.frame(id: 1), rect(0, 810, 390, 763))
    let rows = onIPhone(
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<3, id: \.self) { Color.red.containerRelativeFrame(.horizontal).id($0) }
        }
      })
    expectFrame(rows.frame(id: 1), rect(0, 57, 390, 10))
  }

  @Test("A view in a ScrollView's background measures against the container around it (C-CRF5)")
  func backgroundSkipsScrollView() {
    // The scroll view is 200 × 300 at (95, 272) in a 390 × 844 window. Inside it the band is
    // 200 wide; its background is outside it and takes the window's 390, centred on the scroll
    // view: x = 95 + (200 − 390) / 2 = 0, with the proposed height 300.
    let result = inWindow(
      ScrollView {
        Color.red.containerRelativeFrame(.horizontal).frame(height: 50).id("inside")
      }
      .frame(width: 200, height: 300)
      .background(Color.blue.containerRelativeFrame(.horizontal).id("background")))
    expectFrame(result.frame(id: "inside"), rect(95, 272, 200, 50))
    expectFrame(result.frame(id: "background"), rect(0, 272, 390, 300))
  }

  @Test("A ScrollView not proposed a length takes it from the container around it (C-CRF2)")
  func nestedScrollViewInheritsLength() {
    // The horizontal scroll view inside the vertical one is proposed 390 × nil: its height as
    // a container is the outer scroll view's 763, so each card is 763 / 2 = 381.5 tall.
    let result = onIPhone(
      ScrollView {
        ScrollView(.horizontal) {
          Color.red.containerRelativeFrame([.horizontal, .vertical], count: 2, spacing: 0).id("card")
        }
      })
    expectSize(result.frame(id: "card")?.size, CGSize(width: 195, height: 381.5))
  }

  /// Views whose sizes depend on the container's in the ways a cache could get wrong: behind a
  /// fixed frame (the proposal does not change with the window), in a horizontal scroll view
  /// whose own proposal does not change when only the window height does, and in an overlay.
  private struct Dependent: View {
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 10).id("quarter").frame(
            width: 100, height: 20)
          ScrollView(.horizontal) {
            HStack(spacing: 10) {
              ForEach(0..<3, id: \.self) { index in
                Color.orange.containerRelativeFrame([.horizontal, .vertical], count: 3, span: 2, spacing: 10)
                  .id("card\(index)")
              }
            }
          }
          Color.blue.frame(width: 50, height: 50)
            .overlay(
              Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, _ in length / 3 }.id("third"))
        }
      }
    }
  }

  private static let dependentIDs = ["quarter", "card0", "card1", "card2", "third"]

  @Test(
    "A warm host whose window changes size gives the frames of a cold host",
    arguments: MeasurementCachePolicy.allCases)
  func warmEqualsColdAfterResize(policy: MeasurementCachePolicy) {
    let sizes = [CGSize(width: 390, height: 844), CGSize(width: 390, height: 600), CGSize(width: 320, height: 600)]
    let host = ViewHost(rootView: Dependent(), measurementCachePolicy: policy)
    for size in sizes + sizes.reversed() {
      let warm = host.layout(in: size)
      let cold = ViewHost(rootView: Dependent(), measurementCachePolicy: policy).layout(in: size)
      for id in Self.dependentIDs {
        let expected = cold.frame(id: id) ?? .null
        expectFrame(warm.frame(id: id), expected, "\(policy) at \(formatSize(size)): \(id)")
      }
    }
    // In 390 × 600: the quarter is (390 − 30) / 4 = 90 wide; a card is
    // ((390 − 20) / 3) × 2 + 10 = 256.667 wide and ((600 − 20) / 3) × 2 + 10 = 396.667 tall
    // (the inner scroll view's height comes from the outer one); the third is 130 × 200.
    let result = host.layout(in: CGSize(width: 390, height: 600))
    expectSize(result.frame(id: "quarter")?.size, CGSize(width: 90, height: 20))
    expectSize(result.frame(id: "card1")?.size, CGSize(width: 256.666_666_7, height: 396.666_666_7))
    expectSize(result.frame(id: "third")?.size, CGSize(width: 130, height: 200))
  }

  @Test("A warm layout at an unchanged size answers from the cache")
  func unchangedSizeIsCached() {
    // The second layout at the same size asks no view for a size again: nothing changed.
    let host = ViewHost(rootView: Dependent())
    _ = host.layout(in: CGSize(width: 390, height: 844))
    let again = host.layout(in: CGSize(width: 390, height: 844))
    #expect(again.counters.cacheMisses == 0)
  }

  @Test("Bad counts, spans and spacings are reported and corrected, never NaN")
  func badGridArguments() {
    // count 0 → 1: the whole 763-high safe area is 390 wide. span 5 of 3 → 3:
    // ((390 − 20) / 3) × 3 + 20 = 390. Spacing −10 → 0: 390 / 2 = 195.
    let zero = onIPhone(Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 10).id("v"))
    expectSize(zero.frame(id: "v")?.size, CGSize(width: 390, height: 763))
    #expect(zero.diagnostics.contains { $0.kind == .invalidArgument && $0.message.contains("count 0") })
    let wide = onIPhone(Color.red.containerRelativeFrame(.horizontal, count: 3, span: 5, spacing: 10).id("v"))
    expectSize(wide.frame(id: "v")?.size, CGSize(width: 390, height: 763))
    #expect(wide.diagnostics.contains { $0.kind == .invalidArgument && $0.message.contains("span 5") })
    let negative = onIPhone(Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: -10).id("v"))
    expectSize(negative.frame(id: "v")?.size, CGSize(width: 195, height: 763))
    #expect(negative.diagnostics.contains { $0.kind == .invalidArgument && $0.message.contains("negative") })
  }

  @Test("A length closure returning NaN is reported and the axis keeps its proposal")
  func nanClosure() {
    // The 100-wide frame's proposal stands: the colour is 100 × 763.
    let result = onIPhone(
      Color.red.containerRelativeFrame(.horizontal) { _, _ in .nan }.id("v").frame(width: 100))
    expectSize(result.frame(id: "v")?.size, CGSize(width: 100, height: 763))
    #expect(result.diagnostics.contains { $0.kind == .invalidArgument && $0.message.contains("closure") })
  }

  @Test("A ScrollView's size as a container leaves out the safeAreaPadding around it (C-CRF5, C-SA10, C-SA11)")
  func scrollViewLessSafeAreaPadding() {
    // The safe area is 390 × 763 from y = 47. safeAreaPadding(20) lays the scroll view out as
    // padding would (C-SA10): 350 × 723 from (20, 67), which is its size as a container; the
    // page takes it. By C-SA11 the scroll view then reaches the window's top and bottom (844
    // tall from y = 0) and insets its content by 47 + 20 and 34 + 20: its size less those
    // insets (C-CRF2) is the same 844 − 67 − 54 = 723, and the page starts at y = 67.
    let result = onIPhone(
      ScrollView { Color.red.containerRelativeFrame([.horizontal, .vertical]).id("page") }.id("scroll")
        .safeAreaPadding(20))
    expectFrame(result.frame(id: "page"), rect(20, 67, 350, 723))
    expectFrame(result.frame(id: "scroll"), rect(20, 0, 350, 844))
  }
}
