import Foundation
import LayoutExamples
import LayoutLab

/// Generates random view trees, and the host sizes to lay them out in, from a seed.
///
/// Every kind of `PropertyNode` appears; lengths are whole, quarter and odd fractional
/// numbers, with a few extremes (spacers, paddings and frames of a million points, of the
/// largest finite length or of infinity; negative paddings and spacings; maximums of
/// `.infinity`); host sizes include 0, 1 and fractions.
public struct PropertyTreeGenerator: Sendable {
  /// How deep containers and modifiers nest at most.
  public var maxDepth = 5
  /// How many children a container has at most.
  public var maxChildren = 4

  public init(maxDepth: Int = 5, maxChildren: Int = 4) {
    self.maxDepth = maxDepth
    self.maxChildren = maxChildren
  }

  /// The case for `seed`: always the same trees and sizes for the same seed.
  public func testCase(seed: UInt64) -> PropertyCase {
    var random = SeededRandom(seed: seed)
    let tree = node(depth: 0, &random)
    let hostSize = size(&random)
    let otherSize = size(&random)
    return PropertyCase(
      seed: seed, tree: tree, hostSize: hostSize, otherSize: otherSize, safeAreaInsets: safeAreaInsets(&random))
  }

  /// The tree for `seed`.
  public func tree(seed: UInt64) -> PropertyTree { testCase(seed: seed).tree }

  /// A host size: 0, 1, ½, an odd fraction, a phone, a wide strip, or any whole or quarter
  /// length up to 1,200 on each axis.
  private func size(_ random: inout SeededRandom) -> CGSize {
    func length(_ random: inout SeededRandom) -> CGFloat {
      switch random.int(0...9) {
      case 0: random.pick([0, 1, 0.5])
      case 1: random.pick([37.25, 185.25, 100.1, 333.333])
      case 2, 3: random.pick([390, 844, 1000, 80, 60, 500])
      default: CGFloat(random.length(0...1200))
      }
    }
    return CGSize(width: length(&random), height: length(&random))
  }

  /// The host's safe-area insets: none half of the time, else a phone's (59 on top, 34 at the
  /// bottom), or up to 30 on each edge.
  private func safeAreaInsets(_ random: inout SeededRandom) -> EdgeInsets {
    switch random.int(0...3) {
    case 0, 1: EdgeInsets()
    case 2: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    default:
      EdgeInsets(
        top: random.length(0...30), leading: random.length(0...30), bottom: random.length(0...30),
        trailing: random.length(0...30))
    }
  }

  private enum Kind: CaseIterable {
    case hstack, vstack, zstack, group, scroll, flow, cards, tiles, collection, geometryChangeFlow, guideFlow
    case proposing, padding, frame, flexFrame, fixedSize, offset, position, priority, geometry, aspectRatio
    case rightToLeft, dynamicType, hidden, alignmentGuide, styleLayer, preference, appendPreference, overlay
    case background, lazyStack, lazyGrid, grid, viewThatFits, drawing, textStyle, button
    case gridCellColumns, ignoresSafeArea, safeAreaInset, safeAreaPadding

    /// How often the kind is picked, relative to the others: stacks and the commonest
    /// modifiers most; the examples that run several frames least.
    var weight: Int {
      switch self {
      case .hstack, .vstack: 6
      case .zstack, .padding, .frame, .alignmentGuide: 3
      case .flexFrame: 4
      case .scroll, .flow, .proposing, .fixedSize, .priority, .geometry, .aspectRatio, .overlay, .background, .drawing,
        .textStyle:
        2
      default: 1
      }
    }
  }

  private static let kinds: [Kind] = Kind.allCases.flatMap { Array(repeating: $0, count: $0.weight) }

  private static let alignments: [Alignment] = [
    .center, .center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
    Alignment(horizontal: .leading, vertical: .firstTextBaseline),
    Alignment(horizontal: .trailing, vertical: .lastTextBaseline),
  ]

  private func node(depth: Int, _ random: inout SeededRandom) -> PropertyTree {
    if depth >= maxDepth || (depth > 0 && random.chance(30)) { return leaf(&random) }
    let node = inner(&random)
    let count: Int
    switch node.arity {
    case .leaf: count = 0
    case .one: count = 1
    case .two: count = 2
    case .many: count = random.int(0...maxChildren)
    }
    // A grid's children are mostly rows of cells; a view outside a row spans the grid.
    let isGrid = if case .grid = node { true } else { false }
    let children = (0..<count).map { _ in
      isGrid && depth + 1 < maxDepth && random.chance(80)
        ? PropertyTree(.gridRow, (0..<random.int(0...maxChildren)).map { _ in self.node(depth: depth + 2, &random) })
        : self.node(depth: depth + 1, &random)
    }
    return PropertyTree(node, children)
  }

  private func inner(_ random: inout SeededRandom) -> PropertyNode {
    switch random.pick(Self.kinds) {
    case .hstack:
      return .hstack(
        random.pick([.center, .top, .bottom, .firstTextBaseline, .lastTextBaseline]),
        spacing: spacing(&random))
    case .vstack: return .vstack(random.pick([.center, .leading, .trailing]), spacing: spacing(&random))
    case .zstack: return .zstack(random.pick(Self.alignments))
    case .group: return .group
    case .scroll: return .scroll(random.pick([.vertical, .horizontal, [.horizontal, .vertical]]))
    case .flow:
      return .flow(
        random.pick(FlowLayout.LineAlignment.allCases), spacing: random.optionalLength(0...10),
        justified: random.chance(20), maxLines: random.chance(20) ? random.int(1...3) : nil)
    case .cards: return .cards
    case .tiles: return .tiles(spacing: random.length(0...10))
    case .collection: return .collection(spacing: random.length(0...10))
    case .geometryChangeFlow: return .geometryChangeFlow(spacing: random.length(0...10))
    case .guideFlow: return .guideFlow(spacing: random.length(0...10))
    case .proposing: return .proposing(random.pick(PropertyProposal.allCases))
    case .padding:
      let edges = random.pick([Edge.Set.all, .all, .all, .horizontal, .vertical, .top, .leading, .bottom, .trailing])
      let length: Double? =
        random.chance(15) ? nil : random.chance(5) ? random.pick(Self.extremes + [-10, -0.5]) : random.length(0...20)
      return .padding(edges, length)
    case .frame:
      let width = random.chance(2) ? random.pick(Self.extremes) : random.optionalLength(0...200)
      let height = width == nil ? random.length(0...200) : random.optionalLength(0...200)
      return .frame(width: width, height: height, random.chance(50) ? .center : random.pick(Self.alignments))
    case .flexFrame:
      var width = bounds(&random)
      var height = bounds(&random)
      if width.isEmpty && height.isEmpty {
        if random.chance(50) { width.max = .infinity } else { height.max = .infinity }
      }
      return .flexFrame(width, height, random.chance(50) ? .center : random.pick(Self.alignments))
    case .fixedSize:
      return random.pick([
        .fixedSize(horizontal: true, vertical: true), .fixedSize(horizontal: true, vertical: true),
        .fixedSize(horizontal: true, vertical: false), .fixedSize(horizontal: false, vertical: true),
      ])
    case .offset: return .offset(x: random.length(-30...30), y: random.length(-30...30))
    case .position: return .position(x: random.length(0...300), y: random.length(0...300))
    case .priority: return .priority(random.pick([-1, 0, 1, 2, 0.5]))
    case .geometry: return .geometry
    case .aspectRatio:
      let ratio: Double? =
        random.chance(30) ? nil : random.chance(5) ? random.pick([0.01, 100]) : random.pick([0.5, 0.75, 1, 1.5, 2, 3])
      return .aspectRatio(ratio, fill: random.chance(50))
    case .rightToLeft: return .rightToLeft
    case .dynamicType: return .dynamicType(random.pick(DynamicTypeSize.allCases))
    case .hidden: return .hidden
    case .alignmentGuide:
      let guide: PropertyGuide =
        random.chance(40)
        ? .horizontal(random.pick([.leading, .center, .trailing]))
        : .vertical(random.pick([.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]))
      let value: PropertyGuideValue
      switch random.int(0...9) {
      case 0...4: value = .shifted(random.length(-20...20))
      case 5...7: value = .fraction(random.pick([0, 0.25, 0.5, 1, 1.5]))
      default: value = .baseline(last: random.chance(50))
      }
      return .alignmentGuide(guide, value)
    case .styleLayer: return .styleLayer(overlay: random.chance(50))
    case .preference: return .preference(random.int(1...99))
    case .appendPreference: return .appendPreference(random.int(1...99))
    case .overlay: return .overlay(random.chance(40) ? nil : random.pick(Self.alignments))
    case .background: return .background(random.chance(40) ? nil : random.pick(Self.alignments))
    case .lazyStack: return .lazyStack(random.chance(50) ? .vertical : .horizontal, spacing: spacing(&random))
    case .lazyGrid:
      let items = (0..<random.int(1...3)).map { _ -> PropertyGridItem in
        switch random.int(0...2) {
        case 0: .fixed(random.length(0...80))
        case 1: .flexible
        default: .adaptive(random.length(1...80))
        }
      }
      return .lazyGrid(random.chance(70) ? .vertical : .horizontal, items, spacing: random.optionalLength(0...12))
    case .grid: return .grid(spacing: random.optionalLength(0...12))
    case .viewThatFits:
      return .viewThatFits(random.pick([[.horizontal, .vertical], [.horizontal, .vertical], .horizontal, .vertical]))
    case .drawing:
      switch random.int(0...5) {
      case 0: return .drawing(.opacity(random.pick([0, 0.5, 1])))
      case 1: return .drawing(.clipCircle)
      case 2: return .drawing(.border(random.pick([1, 2, 5.5])))
      case 3:
        return .drawing(.shadow(radius: random.length(0...10), x: random.length(-5...5), y: random.length(-5...5)))
      case 4: return .drawing(.rotation(random.pick([15, 45, 90, 180, -30])))
      default: return .drawing(.scale(x: random.pick([0, 0.5, 1, 2]), y: random.pick([0.5, 1, 3])))
      }
    case .textStyle:
      switch random.int(0...4) {
      case 0: return .textStyle(.bold)
      case 1: return .textStyle(.kerning(random.pick([-1, 0.5, 2])))
      case 2: return .textStyle(.lineSpacing(random.pick([0, 4, 10.5])))
      case 3:
        let lower = random.int(1...3)
        return .textStyle(.lineLimit(lower, lower + random.int(0...2)))
      default: return .textStyle(.minimumScaleFactor(random.pick([0.1, 0.5, 0.75])))
      }
    case .button: return .button
    case .gridCellColumns: return .gridCellColumns(random.int(1...3))
    case .ignoresSafeArea: return .ignoresSafeArea(random.pick([.all, .all, .top, .bottom, .horizontal, .vertical]))
    case .safeAreaInset:
      return .safeAreaInset(random.pick(Edge.allCases), spacing: random.chance(50) ? nil : random.length(0...12))
    case .safeAreaPadding:
      let edges = random.pick([Edge.Set.all, .all, .horizontal, .vertical, .top, .leading, .bottom, .trailing])
      return .safeAreaPadding(edges, random.chance(30) ? nil : random.length(0...20))
    }
  }

  /// Extreme lengths, each valid in SwiftUI or worth a diagnostic: a million points, the
  /// largest finite length (whose sums overflow to infinity) and infinity itself.
  private static let extremes: [Double] = [1_000_000, .greatestFiniteMagnitude, .infinity]

  /// A stack's spacing: none half of the time, else 0 to 12, now and then negative.
  private func spacing(_ random: inout SeededRandom) -> Double? {
    random.chance(5) ? -random.length(1...8) : random.optionalLength(0...12)
  }

  /// One axis of a flexible frame: nothing half of the time; else a minimum, an ideal and a
  /// maximum, each optional, in ascending order, the maximum `.infinity` a third of the time.
  private func bounds(_ random: inout SeededRandom) -> PropertyFlexBounds {
    guard random.chance(50) else { return PropertyFlexBounds() }
    let min = random.optionalLength(0...80)
    let ideal = random.chance(30) ? (min ?? 0) + random.length(0...100) : nil
    let max: Double? =
      random.chance(50) ? nil : random.chance(35) ? .infinity : (ideal ?? min ?? 0) + random.length(0...200)
    return PropertyFlexBounds(min: min, ideal: ideal, max: max)
  }

  private func leaf(_ random: inout SeededRandom) -> PropertyTree {
    let node: PropertyNode
    switch random.int(0...25) {
    case 0...8: node = .box(width: random.length(0...120), height: random.length(0...80))
    case 9...12: node = .greedy
    case 13...18:
      node = .text(
        words: random.int(1...8), size: random.pick([9, 12, 17, 28]),
        lineLimit: random.chance(20) ? random.int(1...3) : nil)
    case 19, 20:
      let minLength: Double? =
        random.chance(50) ? nil : random.chance(8) ? random.pick(Self.extremes) : random.length(0...30)
      node = .spacer(minLength: minLength)
    case 21: node = .divider
    case 22: node = .circle
    case 23: node = .empty
    case 24:
      let resizable = random.chance(60)
      node = .image(
        resizable: resizable, ratio: resizable && random.chance(70) ? random.pick([0.5, 1, 1.5, 2]) : nil,
        fill: resizable && random.chance(50))
    default: node = .label(words: random.int(1...4))
    }
    return PropertyTree(node)
  }
}

/// One generated case: a tree, the host size to lay it out in, another size for the warm
/// layouts (a layout there first, then at `hostSize` again) and the host's safe-area insets.
public struct PropertyCase: Sendable {
  public let seed: UInt64
  public let tree: PropertyTree
  public let hostSize: CGSize
  public let otherSize: CGSize
  public let safeAreaInsets: EdgeInsets

  public init(
    seed: UInt64, tree: PropertyTree, hostSize: CGSize, otherSize: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()
  ) {
    self.seed = seed
    self.tree = tree
    self.hostSize = hostSize
    self.otherSize = otherSize
    self.safeAreaInsets = safeAreaInsets
  }

  /// The same sizes and insets with another tree: what the shrinker tries.
  public func with(_ tree: PropertyTree) -> PropertyCase {
    PropertyCase(seed: seed, tree: tree, hostSize: hostSize, otherSize: otherSize, safeAreaInsets: safeAreaInsets)
  }
}
