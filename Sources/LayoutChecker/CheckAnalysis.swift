import Foundation
import LayoutLab

/// Turns what the passes of a check saw into violations, each filed under the index of its
/// proposal.
///
/// SwiftUI parity: each check is one documented rule of `Layout` (see `LayoutViolation.Kind`).
struct CheckAnalysis {
  /// The checked layout's type name.
  let layoutName: String
  /// The probe's type name, which the engine's messages use for the layout.
  let probeName: String
  private var found: [(proposalIndex: Int, violation: LayoutViolation)] = []
  /// Engine diagnostics already reported, by proposal index: the same diagnostic from another
  /// run for the same proposal is not repeated.
  private var reportedDiagnostics = Set<ReportedDiagnostic>()
  /// Proposal and subview index (-1 for the size) of each cache dependence reported.
  private var cacheDependenceReported = Set<[Int]>()

  init(layoutName: String, probeName: String) {
    self.layoutName = layoutName
    self.probeName = probeName
  }

  /// The violations, grouped by proposal index, each group in the order found.
  var violations: [LayoutViolation] {
    found.enumerated()
      .sorted { ($0.element.proposalIndex, $0.offset) < ($1.element.proposalIndex, $1.offset) }
      .map(\.element.violation)
  }

  // MARK: Checks

  /// The size must be a length on each axis (`LayoutRules.sizeProblem`).
  mutating func checkSize(_ pass: PassRecord, at index: Int) {
    guard let size = pass.size, let problem = LayoutRules.sizeProblem(size, for: pass.proposal) else { return }
    add(.invalidSize, pass, index, "\(layoutName) returned \(format(size)): \(problem)")
  }

  /// Asking twice, and laying out twice, with the same proposal must give the same results.
  mutating func checkRepeat(_ first: PassRecord, _ second: PassRecord, at index: Int) {
    if first.sizes.count == 2, !LayoutRules.same(first.sizes[0], first.sizes[1]) {
      add(
        .nondeterministicSize, first, index,
        "asked twice in a row with the same cache, \(layoutName) returned \(format(first.sizes[0])), then \(format(first.sizes[1]))"
      )
    }
    if let a = first.size, let b = second.size, !LayoutRules.same(a, b) {
      add(
        .nondeterministicSize, first, index,
        "in a second layout pass with the same proposal, \(layoutName) returned \(format(b)) instead of \(format(a))")
    }
    for (subview, (a, b)) in zip(first.frames, second.frames).enumerated() where !LayoutRules.same(a, b) {
      add(
        .nondeterministicPlacement, first, index, subview: subview,
        "in a second layout pass with the same proposal and the warm cache, \(describe(subview, first)) went from \(placement(a)) to \(placement(b))"
      )
    }
  }

  /// Placed in bounds at another origin, the subviews must keep their places relative to it.
  /// The shifted pass's engine diagnostics are not filed: they repeat the reference pass's,
  /// with positions moved by the origin.
  mutating func checkTranslation(_ reference: PassRecord, _ shifted: PassRecord, at index: Int) {
    for (subview, (a, b)) in zip(reference.frames, shifted.frames).enumerated() where !LayoutRules.close(a, b) {
      add(
        .boundsOriginIgnored, reference, index, subview: subview,
        "with the bounds at \(format(shifted.origin)) instead of (0, 0), \(describe(subview, reference)) was placed at \(placement(b)) relative to them instead of \(placement(a)); place relative to bounds.origin"
      )
    }
  }

  /// `other` must have the same size and frames as `reference`; `because` says how it was made.
  mutating func compare(
    _ reference: PassRecord, _ other: PassRecord, at index: Int, as kind: LayoutViolation.Kind, because: String
  ) {
    if let a = reference.size, let b = other.size, !LayoutRules.same(a, b) {
      add(kind, reference, index, "\(because), \(layoutName) returned \(format(b)) instead of \(format(a))")
    }
    for (subview, (a, b)) in zip(reference.frames, other.frames).enumerated() where !LayoutRules.same(a, b) {
      add(
        kind, reference, index, subview: subview,
        "\(because), \(describe(subview, reference)) was placed at \(placement(b)) instead of \(placement(a))")
    }
  }

  /// Along an axis where `larger` grows from `smaller` (the other axis the same), the size must
  /// not shrink. Invalid sizes are reported on their own and not compared.
  mutating func checkGrowth(_ smaller: PassRecord, _ larger: PassRecord, at index: Int) {
    guard let axis = LayoutRules.growthAxis(from: smaller.proposal, to: larger.proposal),
      let small = smaller.size, let large = larger.size,
      LayoutRules.sizeProblem(small, for: smaller.proposal) == nil,
      LayoutRules.sizeProblem(large, for: larger.proposal) == nil
    else { return }
    let name = axis == .horizontal ? "width" : "height"
    let before = axis == .horizontal ? small.width : small.height
    let after = axis == .horizontal ? large.width : large.height
    guard after < before - LayoutRules.boundsTolerance else { return }
    add(
      .shrinkingSize, larger, index,
      "the proposal grew from \(smaller.proposal) to \(larger.proposal), but \(layoutName)'s \(name) shrank from \(formatLength(before)) to \(formatLength(after))"
    )
  }

  /// Compares a pass made with the cache kept from `earlier` proposals with the cold
  /// `reference`. A difference already reported for the same proposal and subview (from
  /// another order) is not repeated.
  mutating func compareKeptCache(
    _ reference: PassRecord, _ other: PassRecord, at index: Int, after earlier: [ProposedViewSize]
  ) {
    let because = "with the cache kept from proposals \(earlier.map(\.description).joined(separator: ", "))"
    var fresh = CheckAnalysis(layoutName: layoutName, probeName: probeName)
    fresh.compare(reference, other, at: index, as: .cacheDependentResult, because: because)
    for violation in fresh.violations
    where cacheDependenceReported.insert([index, violation.subviewIndex ?? -1]).inserted {
      found.append((index, violation))
    }
  }

  /// Every subview placed, at a finite position, inside the bounds; and no engine diagnostics.
  mutating func checkPlacements(_ pass: PassRecord, at index: Int) {
    let attributed = diagnose(pass, at: index)
    guard let bounds = pass.bounds else { return }
    for (subview, frame) in pass.frames.enumerated() {
      guard let frame else {
        if !attributed.contains(subview) {
          add(
            .unplacedSubview, pass, index, subview: subview,
            "\(layoutName).placeSubviews never placed \(describe(subview, pass)); SwiftUI centres it in the bounds with the container's proposal"
          )
        }
        continue
      }
      if !LayoutRules.contains(bounds, frame) {
        add(
          .frameOutsideBounds, pass, index, subview: subview,
          "\(describe(subview, pass)) was placed at \(format(frame)), outside the bounds \(format(bounds))")
      }
    }
  }

  /// Files the pass's engine diagnostics not reported before.
  mutating func collectDiagnostics(_ pass: PassRecord, at index: Int) {
    diagnose(pass, at: index)
  }

  // MARK: Diagnostics

  /// Files the pass's new engine diagnostics and returns the subviews an invalid placement was
  /// matched to (the engine centred them, so they look unplaced).
  @discardableResult
  private mutating func diagnose(_ pass: PassRecord, at index: Int) -> Set<Int> {
    var attributed = Set<Int>()
    var duplicates = Set<Int>()
    for diagnostic in pass.diagnostics
    where reportedDiagnostics.insert(ReportedDiagnostic(proposalIndex: index, diagnostic: diagnostic)).inserted {
      let message = diagnostic.message.replacingOccurrences(of: probeName, with: layoutName)
      switch diagnostic.kind {
      case .invalidPlacement:
        let subview = pass.frames.indices.first { index in
          pass.frames[index] == nil && !attributed.contains(index)
            && diagnostic.path.hasSuffix(" › " + pass.summaries[index])
        }
        if let subview { attributed.insert(subview) }
        add(.invalidPlacement, pass, index, subview: subview, message)
      case .duplicatePlacement:
        let subview = pass.frames.indices.first { index in
          !duplicates.contains(index) && diagnostic.path.hasSuffix(" › " + pass.summaries[index])
        }
        if let subview { duplicates.insert(subview) }
        add(.duplicatePlacement, pass, index, subview: subview, message)
      case .placementOutsidePlaceSubviews:
        add(.placementOutsidePlaceSubviews, pass, index, message)
      case .unplacedSubview:
        // Reported by the checker's own `unplacedSubview` rule, with the subview's index.
        continue
      default:
        let path = diagnostic.path.replacingOccurrences(of: probeName, with: layoutName)
        add(.engineDiagnostic, pass, index, "\(diagnostic.kind.rawValue): \(message) [at \(path)]")
      }
    }
    return attributed
  }

  // MARK: Helpers

  private mutating func add(
    _ kind: LayoutViolation.Kind, _ pass: PassRecord, _ index: Int, subview: Int? = nil, _ message: String
  ) {
    found.append((index, LayoutViolation(kind: kind, proposal: pass.proposal, subviewIndex: subview, message: message)))
  }

  /// `subview 2 (Text("c"))`.
  private func describe(_ subview: Int, _ pass: PassRecord) -> String {
    subview < pass.summaries.count ? "subview \(subview) (\(pass.summaries[subview]))" : "subview \(subview)"
  }

  private func placement(_ frame: CGRect?) -> String {
    frame.map(format) ?? "not placed"
  }

  private struct ReportedDiagnostic: Hashable {
    let proposalIndex: Int
    let diagnostic: LayoutDiagnostic
  }
}
