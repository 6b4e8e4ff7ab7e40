import Foundation
import LayoutChecker
import LayoutLab
import Testing

/// `GridLayout` passes the checker with every standard subview set under the standard
/// proposals. The checker's subviews carry no `GridRow`, so each is a row of its own spanning
/// the grid's one column (C-G2): the grid stacks them like a column with its own spacing.
@Suite("GridLayout passes the checker with every standard subview set")
struct GridLayoutCheckTests {
  @Test(
    "GridLayout",
    arguments: [
      GridLayout(), GridLayout(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0),
      GridLayout(alignment: .bottomTrailing, horizontalSpacing: 12, verticalSpacing: 3),
    ])
  func grid(layout: GridLayout) {
    for set in TestSubviewSet.standard {
      let report = LayoutContractChecker().check(layout, subviewSets: [set]).first
      #expect(report?.isEmpty == true, "\(set.name): \(String(describing: report))")
    }
  }

  @Test("AnyLayout around GridLayout")
  func anyLayout() {
    for set in TestSubviewSet.standard {
      let report = LayoutContractChecker().check(AnyLayout(GridLayout(verticalSpacing: 2)), subviewSets: [set]).first
      #expect(report?.isEmpty == true, "\(set.name): \(String(describing: report))")
    }
  }
}
