import Foundation
import LayoutTestSupport
import Testing

// `@testable` only to build `ViewSpacing` values with preferences on single edges, as Apple's
// example does; SwiftUI has no public initialiser for that either.
@testable import LayoutLab

/// `ViewSpacing` itself with hand-computed numbers (layout rules L18, L19). Spacing between
/// stack children (S2, S9, N1, N4, N5) is in the conformance fixtures
/// (`Tests/LayoutScenesTests/Fixtures/Conformance/spacing-*.json`).
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

  // MARK: Bad input

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

}
