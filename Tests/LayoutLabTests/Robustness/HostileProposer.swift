import Foundation
import LayoutLab

/// A custom layout that proposes one fixed proposal to each subview, when measuring and when
/// placing, and places each with its top leading corner at its own; it is 100 × 100 itself.
/// It is how a test hands a built-in view a proposal no built-in container makes (NaN, a
/// negative length, -infinity).
struct HostileProposer: Layout, CustomStringConvertible {
  let proposal: ProposedViewSize

  init(_ proposal: ProposedViewSize) { self.proposal = proposal }

  func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    for subview in subviews { _ = subview.sizeThatFits(proposal) }
    return CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
  }

  var description: String { "HostileProposer\(proposal)" }
}

/// Every number of every frame in `result` that is NaN, every origin that is not finite and
/// every negative length, as sentences; empty when there is none.
func nonFiniteProblems(_ result: LayoutResult) -> [String] {
  var problems: [String] = []
  result.forEachView { view in
    let frame = view.frame
    let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
    if numbers.contains(where: \.isNaN) { problems.append("\(view.summary) has NaN in \(frame)") }
    if !frame.origin.x.isFinite || !frame.origin.y.isFinite {
      problems.append("\(view.summary) has an origin that is not finite: \(frame)")
    }
    if frame.size.width < 0 || frame.size.height < 0 {
      problems.append("\(view.summary) has a negative length: \(frame)")
    }
  }
  return problems
}

/// The views of `result` infinitely wide or tall with no `infiniteLength` diagnostic naming them.
func unreportedInfiniteViews(_ result: LayoutResult) -> [String] {
  var unreported: [String] = []
  result.forEachView { view in
    guard !view.frame.size.width.isFinite || !view.frame.size.height.isFinite else { return }
    let reported = result.diagnostics.contains { $0.kind == .infiniteLength && $0.path.hasSuffix(view.summary) }
    if !reported { unreported.append("\(view.summary): \(view.frame)") }
  }
  return unreported
}
