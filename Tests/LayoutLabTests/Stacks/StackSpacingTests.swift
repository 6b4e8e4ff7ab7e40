import Foundation
import Testing

// `@testable` only to build `ViewSpacing` values with preferences on single edges, as Apple's
// example does; SwiftUI has no public initialiser for that either.
@testable import LayoutLab
import LayoutTestSupport

/// Spacing between stack children with hand-computed numbers (layout rules L18,
/// L19, S2, S9, N1, N4, N5).
@Suite("Stacks space their children by preference or by a fixed value")
struct StackSpacingTests {
  // MARK: ViewSpacing

  @Test("ViewSpacing.distance: a bottom preference of 2 before a top preference of 8 gives 8")
  func appleDistanceExample() {
    // L18, Apple's example: the larger of the facing preferences.
    let first = ViewSpacing(top: nil, leading: nil, bottom: 2, trailing: nil)
    let next = ViewSpacing(top: 8, leading: nil, bottom: nil, trailing: nil)
    #expect(first.distance(to: next, along: .vertical) == 8)
    // The facing edges along the other axis have no preference: the default 8 (L19 step 3).
    let trailing = ViewSpacing(top: nil, leading: nil, bottom: nil, trailing: 3)
    let leading = ViewSpacing(top: nil, leading: 1, bottom: nil, trailing: nil)
    #expect(trailing.distance(to: leading, along: .horizontal) == 3)
    #expect(first.distance(to: next, along: .horizontal) == 8)
  }

  @Test("ViewSpacing() next to a plain view gives 8; .zero gives 0")
  func emptyVersusZero() {
    // L19 consequences: no preference on either side falls back to the platform default 8;
    // .zero states a preference of 0 on every edge.
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
    #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal) == 0)
    #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 0)
    #expect(ViewSpacing.defaultSpacing == 8)
  }

  @Test("formUnion keeps the larger preference on the named edges; union leaves the original alone")
  func unionKeepsLarger() {
    // L18: formUnion(_:edges:) and its non-mutating twin union(_:edges:).
    var spacing = ViewSpacing(top: 4, leading: nil, bottom: 10, trailing: 2)
    let other = ViewSpacing(top: 6, leading: 3, bottom: 1, trailing: nil)
    let merged = spacing.union(other)
    #expect(merged == ViewSpacing(top: 6, leading: 3, bottom: 10, trailing: 2))
    #expect(spacing == ViewSpacing(top: 4, leading: nil, bottom: 10, trailing: 2))

    spacing.formUnion(other, edges: .top)
    #expect(spacing == ViewSpacing(top: 6, leading: nil, bottom: 10, trailing: 2))
    spacing.formUnion(other, edges: .horizontal)
    #expect(spacing == ViewSpacing(top: 6, leading: 3, bottom: 10, trailing: 2))
    // Merging with an empty spacing changes nothing.
    #expect(spacing.union(ViewSpacing()) == spacing)
  }

  // MARK: Between children

  @Test("Ordinary views are 8 apart in both stacks")
  func defaultSpacing() {
    let row = ViewHost(
      rootView: HStack {
        Color.red.frame(width: 10, height: 10).id("a")
        Color.blue.frame(width: 10, height: 10).id("b")
      }
      .id("stack")
    ).layout(in: CGSize(width: 100, height: 100))
    // N1 / S2: 10 + 8 + 10 = 28.
    expectSize(row.frame(id: "stack")?.size, CGSize(width: 28, height: 10))
    expectLength(row.frame(id: "b", relativeTo: "stack")?.minX, 18)

    let column = ViewHost(
      rootView: VStack {
        Color.red.frame(width: 10, height: 10).id("a")
        Color.blue.frame(width: 10, height: 10).id("b")
      }
      .id("stack")
    ).layout(in: CGSize(width: 100, height: 100))
    expectSize(column.frame(id: "stack")?.size, CGSize(width: 10, height: 28))
    expectLength(column.frame(id: "b", relativeTo: "stack")?.minY, 18)
  }

  @Test("A fixed spacing replaces every preference, also next to a Spacer, and may be negative")
  func fixedSpacing() {
    func width(_ spacing: CGFloat) -> CGFloat? {
      ViewHost(
        rootView: HStack(spacing: spacing) {
          Color.red.frame(width: 10, height: 10)
          Color.blue.frame(width: 10, height: 10)
        }
        .id("stack")
      ).layout(in: CGSize(width: 100, height: 100)).frame(id: "stack")?.width
    }
    // S2: the uniform spacing between each pair.
    expectLength(width(3), 23)
    expectLength(width(0), 20)
    expectLength(width(-5), 15)

    let withSpacer = ViewHost(
      rootView: HStack(spacing: 5) {
        Color.red.frame(width: 10).id("red")
        Spacer().id("spacer")
        Color.blue.frame(width: 10).id("blue")
      }
    ).layout(in: CGSize(width: 100, height: 100))
    // S2 over N4: 5 on both sides of the spacer; it gets 100 - 10 - 10 - 10 = 70.
    expectFrame(withSpacer.frame(id: "spacer"), CGRect(x: 15, y: 50, width: 70, height: 0))
    expectFrame(withSpacer.frame(id: "blue"), CGRect(x: 90, y: 0, width: 10, height: 100))
  }

  @Test("A non-finite spacing is reported and replaced by the default")
  func nonFiniteSpacing() {
    let result = ViewHost(
      rootView: HStack(spacing: .infinity) {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      }
      .id("stack")
    ).layout(in: CGSize(width: 100, height: 100))
    expectLength(result.frame(id: "stack")?.width, 28)
    #expect(result.diagnostics.map(\.kind) == [.invalidArgument])
  }

  @Test("Neighbours of a Spacer are 0 away from it")
  func zeroNextToSpacer() {
    let result = ViewHost(
      rootView: HStack {
        Color.red.frame(width: 10, height: 10).id("red")
        Spacer().id("spacer")
        Color.blue.frame(width: 10, height: 10).id("blue")
      }
    ).layout(in: CGSize(width: 100, height: 100))
    // N4: the spacer prefers 0 on its leading and trailing edges, so it spans 10…90.
    expectFrame(result.frame(id: "spacer"), CGRect(x: 10, y: 50, width: 80, height: 0))
  }

  // MARK: A stack's own spacing

  @Test("A stack's leading edge prefers what its first child prefers")
  func stackLeadingEdgeFromFirstChild() {
    let result = ViewHost(
      rootView: HStack {
        Color.red.frame(width: 10, height: 10).id("red")
        HStack {
          Spacer(minLength: 5)
          Color.blue.frame(width: 10, height: 10)
        }
        .id("inner")
      }
    ).layout(in: CGSize(width: 200, height: 100))
    // S9: the inner stack's leading preference is its spacer's, 0, so red and the inner stack
    // touch. Red (flexibility 0) goes first and takes 10; the inner stack gets 190.
    expectFrame(result.frame(id: "inner"), CGRect(x: 10, y: 45, width: 190, height: 10))
  }

  @Test("A stack's trailing edge prefers what its last child prefers")
  func stackTrailingEdgeFromLastChild() {
    let result = ViewHost(
      rootView: HStack {
        HStack {
          Color.blue.frame(width: 10, height: 10)
          Spacer(minLength: 5)
        }
        .id("inner")
        Color.red.frame(width: 10, height: 10).id("red")
      }
    ).layout(in: CGSize(width: 200, height: 100))
    // S9: the inner stack's trailing preference is its spacer's, 0.
    expectFrame(result.frame(id: "inner"), CGRect(x: 0, y: 45, width: 190, height: 10))
    expectFrame(result.frame(id: "red"), CGRect(x: 190, y: 45, width: 10, height: 10))
  }

  @Test("A stack's edges across its axis prefer the union of its children's")
  func stackMinorEdgesFromAllChildren() {
    let result = ViewHost(
      rootView: VStack {
        Color.red.frame(width: 10, height: 10).id("red")
        HStack {
          VStack {
            Spacer(minLength: 5)
            Color.blue.frame(width: 10, height: 10)
          }
          Color.green.frame(width: 10, height: 10)
        }
        .id("row")
      }
    ).layout(in: CGSize(width: 100, height: 200))
    // S9: the row's top preference is the union of its children's tops: the inner VStack's top
    // is its spacer's 0 and the green square has none, so 0; red and the row touch. Red
    // (flexibility 0) takes 10 of 200; the row is proposed 190 and its inner VStack grows to 190.
    expectFrame(result.frame(id: "red"), CGRect(x: 45, y: 0, width: 10, height: 10))
    expectLength(result.frame(id: "row")?.minY, 10)
    expectLength(result.frame(id: "row")?.height, 190)
  }

  @Test("Padding an edge drops its spacing preference, so the neighbour is 8 away again")
  func paddingResetsSpacing() {
    let padded = ViewHost(
      rootView: HStack {
        Color.red.frame(width: 10, height: 10).id("red")
        HStack {
          Spacer(minLength: 5)
          Color.blue.frame(width: 10, height: 10)
        }
        .id("inner")
        .padding(.leading, 4)
        .id("padded")
      }
    ).layout(in: CGSize(width: 200, height: 100))
    // N5: the padded leading edge has no preference, so the distance is the default 8:
    // red 0…10, padding 18…200, the inner stack 4 further in.
    expectFrame(padded.frame(id: "padded"), CGRect(x: 18, y: 45, width: 182, height: 10))
    expectFrame(padded.frame(id: "inner"), CGRect(x: 22, y: 45, width: 178, height: 10))

    let otherEdge = ViewHost(
      rootView: HStack {
        Color.red.frame(width: 10, height: 10).id("red")
        HStack {
          Spacer(minLength: 5)
          Color.blue.frame(width: 10, height: 10)
        }
        .padding(.trailing, 4)
        .id("padded")
      }
    ).layout(in: CGSize(width: 200, height: 100))
    // N5: padding only the trailing edge keeps the leading preference of 0.
    expectFrame(otherEdge.frame(id: "padded"), CGRect(x: 10, y: 45, width: 190, height: 10))
  }
}
