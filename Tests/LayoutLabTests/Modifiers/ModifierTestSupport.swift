import Foundation
import LayoutLab
import Testing

// Helpers for the modifier suites. Local to this folder so that the suites of other folders do
// not depend on them.

/// Lays `view` out in a host of `size` (300 × 300 unless given). The root view is proposed the
/// host's size and centred in it.
func modifierLayout<V: View>(
  _ view: V, in size: CGSize = CGSize(width: 300, height: 300),
  policy: MeasurementCachePolicy = .swiftUI
) -> LayoutResult {
  ViewHost(rootView: view, measurementCachePolicy: policy).layout(in: size)
}

/// A rectangle from its origin and size.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// Expects `actual` to be `expected` within 0.001 on each coordinate (fractions such as
/// 20.4 come from the text model).
func expectRect(
  _ actual: CGRect?, _ expected: CGRect, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no frame; expected \(expected)", sourceLocation: sourceLocation)
    return
  }
  let close = abs(actual.minX - expected.minX) < 0.001 && abs(actual.minY - expected.minY) < 0.001
    && abs(actual.width - expected.width) < 0.001 && abs(actual.height - expected.height) < 0.001
  #expect(close, "\(actual) is not \(expected)\(comment.map { ": \($0)" } ?? "")", sourceLocation: sourceLocation)
}

/// Expects `actual` to be `expected` within 0.001 in each dimension.
func expectSize(_ actual: CGSize?, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
  guard let actual else {
    Issue.record("no size; expected \(expected)", sourceLocation: sourceLocation)
    return
  }
  let close = abs(actual.width - expected.width) < 0.001 && abs(actual.height - expected.height) < 0.001
  #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// Expects the view carrying `.id(id)` to have the frame `expected` in root coordinates.
func expectFrame(
  _ result: LayoutResult, _ id: String, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectRect(result.frame(id: id), expected, "frame of \"\(id)\"", sourceLocation: sourceLocation)
}

/// Expects `actual` to be the proposal `expected`, within 0.001 in each specified dimension.
func expectProposal(
  _ actual: ProposedViewSize?, _ expected: ProposedViewSize, sourceLocation: SourceLocation = #_sourceLocation
) {
  func close(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case let (a?, b?): a == b || abs(a - b) < 0.001
    default: false
    }
  }
  let matches = actual.map { close($0.width, expected.width) && close($0.height, expected.height) } ?? false
  #expect(matches, "proposal \(actual.map { "\($0)" } ?? "none") is not \(expected)", sourceLocation: sourceLocation)
}

/// Records every proposal that reaches a `ProposalProbe`'s layout, in order. Only calls that
/// miss the measurement cache reach a layout; use `.none` to see every call.
final class ProposalLog: @unchecked Sendable {
  // @unchecked: every access goes through `lock`.
  private let lock = NSLock()
  private var recorded: [ProposedViewSize] = []

  func append(_ proposal: ProposedViewSize) {
    lock.lock()
    recorded.append(proposal)
    lock.unlock()
  }

  var proposals: [ProposedViewSize] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }
}

/// A transparent container for one view that logs the proposals it is measured with. It
/// passes every proposal through, takes its child's size and places the child at its origin.
struct ProposalProbe: Layout {
  let log: ProposalLog

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    log.append(proposal)
    return subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    subviews.first?.place(at: bounds.origin, proposal: proposal)
  }
}

/// Counts calls of an alignment-guide closure.
final class CallCounter: @unchecked Sendable {
  // @unchecked: every access goes through `lock`.
  private let lock = NSLock()
  private var value = 0

  func increment() {
    lock.lock()
    value += 1
    lock.unlock()
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
