// Test fixture: a custom layout that uses the whole optional surface of `Layout`, written as one
// would for SwiftUI. A header (the first subview) sits on top, full width; the other subviews
// share a row below it:
//
// - widths: a subview with a positive `layoutPriority` keeps its ideal width; the others share
//   what is left in proportion to their `RowWeight` layout value (default 1). With no proposed
//   width, every row subview takes its ideal width;
// - gaps: the subviews' own preferred distances (`spacing.distance(to:along:)`), across the row
//   and between the header and the row;
// - the row's subviews line up on their first text baseline (`dimensions(in:)`);
// - the layout says it is horizontal (`layoutProperties`), so a `Spacer` in the row grows
//   across it and is 0 tall;
// - it centres on its header: its explicit horizontal and vertical `center` guides are the
//   header's centre; other guides keep their defaults;
// - it prefers no spacing around itself (`spacing(subviews:cache:)` returns `.zero`);
// - its cache holds the row subviews' ideal widths and weights, made in `makeCache` and
//   rebuilt in `updateCache`; a `LayoutCallLog` records those calls for tests.
import LayoutLab

/// A row subview's share of the row's flexible width.
struct RowWeight: LayoutValueKey {
  static let defaultValue: Double = 1
}

/// Records which cache methods a layout called, in order.
final class LayoutCallLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  var calls: [String] { lock.withLock { storage } }

  func record(_ call: String) { lock.withLock { storage.append(call) } }
}

struct HeaderRowLayout: Layout {
  var log: LayoutCallLog?

  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  /// The row's ideal widths and weights, by subview index (the header's entries are unused).
  struct Cache {
    var idealWidths: [CGFloat]
    var weights: [Double]

    init(_ subviews: Subviews) {
      idealWidths = subviews.map { $0.sizeThatFits(.unspecified).width }
      weights = subviews.map { $0[RowWeight.self] }
    }
  }

  func makeCache(subviews: Subviews) -> Cache {
    log?.record("makeCache")
    return Cache(subviews)
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    log?.record("updateCache")
    cache = Cache(subviews)
  }

  /// Where everything goes, relative to the top leading corner.
  private struct Arrangement {
    var size: CGSize
    var header: CGRect
    var row: [(frame: CGRect, proposal: ProposedViewSize)]
  }

  private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: Cache) -> Arrangement {
    guard let header = subviews.first else { return Arrangement(size: .zero, header: .zero, row: []) }
    let row = subviews[1..<subviews.endIndex]
    let gaps = zip(row.dropLast(), row.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .horizontal) }
    let totalGaps = gaps.reduce(0, +)
    let idealRow = row.indices.reduce(totalGaps) { $0 + cache.idealWidths[$1] }

    // Widths: fixed (prioritised) subviews first, the rest by weight.
    var widths: [Int: CGFloat] = [:]
    if let width = proposal.width {
      let fixed = row.indices.filter { subviews[$0].priority > 0 }
      let flexible = row.indices.filter { subviews[$0].priority <= 0 }
      for index in fixed { widths[index] = cache.idealWidths[index] }
      let left = width - totalGaps - fixed.reduce(0) { $0 + cache.idealWidths[$1] }
      let totalWeight = flexible.reduce(0) { $0 + cache.weights[$1] }
      for index in flexible {
        widths[index] = totalWeight > 0 ? max(0, left * cache.weights[index] / totalWeight) : 0
      }
    } else {
      for index in row.indices { widths[index] = cache.idealWidths[index] }
    }

    let headerSize = header.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
    let width = proposal.width ?? max(headerSize.width, idealRow)

    // The row on its first text baseline.
    var items: [(dimensions: ViewDimensions, proposal: ProposedViewSize)] = []
    for index in row.indices {
      let itemProposal = ProposedViewSize(width: widths[index] ?? 0, height: nil)
      items.append((row[index].dimensions(in: itemProposal), itemProposal))
    }
    let ascent = items.map { $0.dimensions[.firstTextBaseline] }.max() ?? 0
    let descent = items.map { $0.dimensions.height - $0.dimensions[.firstTextBaseline] }.max() ?? 0
    var rowSpacing = ViewSpacing()
    for subview in row { rowSpacing.formUnion(subview.spacing) }
    let rowTop =
      row.isEmpty ? headerSize.height : headerSize.height + header.spacing.distance(to: rowSpacing, along: .vertical)

    var x: CGFloat = 0
    var frames: [(frame: CGRect, proposal: ProposedViewSize)] = []
    for (offset, item) in items.enumerated() {
      let y = rowTop + ascent - item.dimensions[.firstTextBaseline]
      frames.append((CGRect(x: x, y: y, width: item.dimensions.width, height: item.dimensions.height), item.proposal))
      x += (item.proposal.width ?? 0) + (offset < gaps.count ? gaps[offset] : 0)
    }
    let height = row.isEmpty ? headerSize.height : rowTop + ascent + descent
    return Arrangement(
      size: CGSize(width: width, height: height), header: CGRect(origin: .zero, size: headerSize), row: frames)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    arrange(proposal, subviews, cache).size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    guard let header = subviews.first else { return }
    let arrangement = arrange(proposal, subviews, cache)
    header.place(at: bounds.origin, proposal: ProposedViewSize(width: proposal.width, height: nil))
    for (index, item) in zip(1..., arrangement.row) {
      subviews[index].place(
        at: CGPoint(x: bounds.minX + item.frame.minX, y: bounds.minY + item.frame.minY), proposal: item.proposal)
    }
  }

  /// The header's centre for `.center`; the default (nil) for every other guide.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    guard guide == .center else { return nil }
    return arrange(proposal, subviews, cache).header.midX
  }

  /// The header's centre for `.center`; the default (nil) for every other guide.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    guard guide == .center else { return nil }
    return arrange(proposal, subviews, cache).header.midY
  }

  /// No preferred spacing: neighbours in a stack touch this layout.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    .zero
  }
}

/// Shows subviews 1 and 2 side by side over subview 0, a backdrop sized to the pair. A slice of
/// `subviews` keeps the indices of the whole collection, so `subviews[1..<3].indices` is 1 and 2
/// and can index `subviews` itself. Further subviews are left unplaced.
struct BackdropPairLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard subviews.count >= 3 else { return .zero }
    let sizes = subviews[1..<3].map { $0.sizeThatFits(.unspecified) }
    return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard subviews.count >= 3 else { return }
    subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    var x = bounds.minX
    for index in subviews[1..<3].indices {
      subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subviews[index].sizeThatFits(.unspecified).width
    }
  }
}
