import LayoutExamples
import LayoutLab

extension PropertyNode {
  /// The sum of the node's numbers and set options: what shrinking lowers. `.infinity`
  /// counts as a million, an option away from its default as 1.
  var complexity: Double {
    func size(_ value: Double?) -> Double {
      guard let value else { return 0 }
      return 1 + (value.isFinite ? abs(value) : 1_000_000)
    }
    func flag(_ isSet: Bool) -> Double { isSet ? 1 : 0 }
    switch self {
    case .box(let width, let height): return width + height
    case .greedy, .divider, .circle, .empty, .group, .cards, .geometry, .hidden, .rightToLeft, .gridRow, .button:
      return 0
    case .image(let resizable, let ratio, let fill): return flag(resizable) + size(ratio) + flag(fill)
    case .label(let words): return Double(words)
    case .lazyStack(let axis, let spacing): return flag(axis != .vertical) + size(spacing)
    case .lazyGrid(let axis, let items, let spacing):
      return flag(axis != .vertical) + Double(items.count) + size(spacing)
    case .grid(let spacing): return size(spacing)
    case .viewThatFits(let axes): return flag(axes != [.horizontal, .vertical])
    case .drawing(let drawing):
      switch drawing {
      case .opacity(let value): return 1 - value
      case .clipCircle: return 1
      case .border(let width): return 1 + width
      case .shadow(let radius, let x, let y): return 1 + radius + abs(x) + abs(y)
      case .rotation(let degrees): return abs(degrees)
      case .scale(let x, let y): return abs(x - 1) + abs(y - 1)
      }
    case .textStyle(let style):
      switch style {
      case .bold: return 1
      case .kerning(let value), .lineSpacing(let value): return 1 + abs(value)
      case .lineLimit(let lower, let upper): return Double(lower + upper)
      case .minimumScaleFactor(let value): return 2 - value
      }
    case .gridCellColumns(let count): return Double(count)
    case .ignoresSafeArea(let edges): return flag(edges != .all)
    case .safeAreaPadding(let edges, let length): return flag(edges != .all) + size(length)
    case .safeAreaInset(let edge, let spacing): return flag(edge != .top) + size(spacing)
    case .text(let words, let size, let lineLimit):
      return Double(words + size) + (lineLimit.map { Double($0) + 1 } ?? 0)
    case .spacer(let minLength): return size(minLength)
    case .hstack(let alignment, let spacing): return flag(alignment != .center) + size(spacing)
    case .vstack(let alignment, let spacing): return flag(alignment != .center) + size(spacing)
    case .zstack(let alignment): return flag(alignment != .center)
    case .scroll(let axes): return flag(axes != .vertical) + flag(axes == [.horizontal, .vertical])
    case .flow(let alignment, let spacing, let justified, let maxLines):
      return flag(alignment != .leading) + size(spacing) + flag(justified) + size(maxLines.map(Double.init))
    case .tiles(let spacing), .collection(let spacing), .geometryChangeFlow(let spacing), .guideFlow(let spacing):
      return spacing
    case .proposing(let proposal): return proposal == .unspecified ? 0 : 1
    case .padding(let edges, let length): return flag(edges != .all) + size(length)
    case .frame(let width, let height, let alignment): return size(width) + size(height) + flag(alignment != .center)
    case .flexFrame(let width, let height, let alignment):
      return [width.min, width.ideal, width.max, height.min, height.ideal, height.max].reduce(
        flag(alignment != .center)
      ) {
        $0 + size($1)
      }
    case .fixedSize(let horizontal, let vertical): return flag(horizontal) + flag(vertical)
    case .offset(let x, let y), .position(let x, let y): return abs(x) + abs(y)
    case .priority(let value): return abs(value)
    case .aspectRatio(let ratio, let fill): return size(ratio) + flag(fill)
    case .dynamicType(let size): return abs(Double(size.rawValue - DynamicTypeSize.large.rawValue))
    case .alignmentGuide(let guide, let value):
      let own: Double
      switch value {
      case .shifted(let shift): own = abs(shift)
      case .fraction(let fraction): own = 1 + abs(fraction)
      case .baseline(let last): own = 2 + flag(last)
      }
      return own + flag(guide != .horizontal(.center) && guide != .vertical(.center))
    case .styleLayer(let overlay): return flag(overlay)
    case .preference(let value), .appendPreference(let value): return Double(value)
    case .overlay(let alignment), .background(let alignment): return size(alignment.map { _ in 0 })
    }
  }

  /// The same node with one number or option simpler.
  var simpler: [PropertyNode] {
    switch self {
    case .box(let width, let height):
      return smaller(width).map { .box(width: $0, height: height) }
        + smaller(height).map { .box(width: width, height: $0) }
    case .text(let words, let size, let lineLimit):
      return smaller(Double(words)).filter { $0 >= 1 }.map { .text(words: Int($0), size: size, lineLimit: lineLimit) }
        + (size > 9 ? [.text(words: words, size: 9, lineLimit: lineLimit)] : [])
        + (lineLimit != nil ? [.text(words: words, size: size, lineLimit: nil)] : [])
    case .spacer(let minLength?):
      return [.spacer(minLength: nil)] + smaller(minLength).map { .spacer(minLength: $0) }
    case .hstack(let alignment, let spacing):
      return (alignment != .center ? [.hstack(.center, spacing: spacing)] : [])
        + optional(spacing).map { .hstack(alignment, spacing: $0) }
    case .vstack(let alignment, let spacing):
      return (alignment != .center ? [.vstack(.center, spacing: spacing)] : [])
        + optional(spacing).map { .vstack(alignment, spacing: $0) }
    case .zstack(let alignment) where alignment != .center: return [.zstack(.center)]
    case .scroll(let axes) where axes != .vertical: return [.scroll(.vertical), .scroll(.horizontal)]
    case .flow(let alignment, let spacing, let justified, let maxLines):
      var result: [PropertyNode] = []
      if alignment != .leading {
        result.append(.flow(.leading, spacing: spacing, justified: justified, maxLines: maxLines))
      }
      result += optional(spacing).map { .flow(alignment, spacing: $0, justified: justified, maxLines: maxLines) }
      if justified { result.append(.flow(alignment, spacing: spacing, justified: false, maxLines: maxLines)) }
      if maxLines != nil { result.append(.flow(alignment, spacing: spacing, justified: justified, maxLines: nil)) }
      return result
    case .tiles(let spacing): return smaller(spacing).map { .tiles(spacing: $0) }
    case .collection(let spacing): return smaller(spacing).map { .collection(spacing: $0) }
    case .geometryChangeFlow(let spacing): return smaller(spacing).map { .geometryChangeFlow(spacing: $0) }
    case .guideFlow(let spacing): return smaller(spacing).map { .guideFlow(spacing: $0) }
    case .proposing(let proposal) where proposal != .unspecified: return [.proposing(.unspecified)]
    case .padding(let edges, let length):
      return (edges != .all ? [.padding(.all, length)] : []) + optional(length).map { .padding(edges, $0) }
    case .frame(let width, let height, let alignment):
      var result: [PropertyNode] = []
      if alignment != .center { result.append(.frame(width: width, height: height, .center)) }
      if height != nil { result += optional(width).map { .frame(width: $0, height: height, alignment) } }
      if width != nil { result += optional(height).map { .frame(width: width, height: $0, alignment) } }
      return result
    case .flexFrame(let width, let height, let alignment):
      var result: [PropertyNode] = alignment != .center ? [.flexFrame(width, height, .center)] : []
      result += width.simpler.map { .flexFrame($0, height, alignment) }
      result += height.simpler.map { .flexFrame(width, $0, alignment) }
      return result
    case .fixedSize(true, true):
      return [.fixedSize(horizontal: true, vertical: false), .fixedSize(horizontal: false, vertical: true)]
    case .offset(let x, let y):
      return smaller(x).map { .offset(x: $0, y: y) } + smaller(y).map { .offset(x: x, y: $0) }
    case .position(let x, let y):
      return smaller(x).map { .position(x: $0, y: y) } + smaller(y).map { .position(x: x, y: $0) }
    case .priority(let value): return smaller(value).map { .priority($0) }
    case .aspectRatio(let ratio, let fill):
      return (fill ? [.aspectRatio(ratio, fill: false)] : []) + optional(ratio).map { .aspectRatio($0, fill: fill) }
    case .dynamicType(let size) where size != .large: return [.dynamicType(.large)]
    case .alignmentGuide(let guide, let value):
      var result: [PropertyNode] = []
      switch guide {
      case .horizontal(let alignment) where alignment != .center:
        result.append(.alignmentGuide(.horizontal(.center), value))
      case .vertical(let alignment) where alignment != .center:
        result.append(.alignmentGuide(.vertical(.center), value))
      default: break
      }
      switch value {
      case .shifted(let shift): result += smaller(shift).map { .alignmentGuide(guide, .shifted($0)) }
      case .fraction: result.append(.alignmentGuide(guide, .shifted(0)))
      case .baseline(let last):
        result +=
          (last ? [.alignmentGuide(guide, .baseline(last: false))] : []) + [.alignmentGuide(guide, .fraction(0))]
      }
      return result
    case .styleLayer(true): return [.styleLayer(overlay: false)]
    case .image(true, let ratio, let fill):
      return [.image(resizable: false, ratio: nil, fill: false)]
        + (fill ? [.image(resizable: true, ratio: ratio, fill: false)] : [])
        + optional(ratio).map { .image(resizable: true, ratio: $0, fill: fill) }
    case .label(let words): return smaller(Double(words)).filter { $0 >= 1 }.map { .label(words: Int($0)) }
    case .lazyStack(let axis, let spacing): return optional(spacing).map { .lazyStack(axis, spacing: $0) }
    case .lazyGrid(let axis, let items, let spacing):
      return (items.count > 1 ? [.lazyGrid(axis, Array(items.dropLast()), spacing: spacing)] : [])
        + (items.contains { $0 != .flexible } ? [.lazyGrid(axis, items.map { _ in .flexible }, spacing: spacing)] : [])
        + optional(spacing).map { .lazyGrid(axis, items, spacing: $0) }
    case .grid(let spacing): return optional(spacing).map { .grid(spacing: $0) }
    case .viewThatFits(let axes) where axes != [.horizontal, .vertical]:
      return [.viewThatFits([.horizontal, .vertical])]
    case .gridCellColumns(let count) where count > 1: return [.gridCellColumns(1)]
    case .ignoresSafeArea(let edges) where edges != .all: return [.ignoresSafeArea(.all)]
    case .safeAreaPadding(let edges, let length):
      return (edges != .all ? [.safeAreaPadding(.all, length)] : [])
        + optional(length).map { .safeAreaPadding(edges, $0) }
    case .safeAreaInset(let edge, let spacing):
      return (edge != .top ? [.safeAreaInset(.top, spacing: spacing)] : [])
        + optional(spacing).map { .safeAreaInset(edge, spacing: $0) }
    case .preference(let value) where value > 1: return [.preference(1)]
    case .appendPreference(let value) where value > 1: return [.appendPreference(1)]
    case .overlay(.some): return [.overlay(nil)]
    case .background(.some): return [.background(nil)]
    default: return []
    }
  }
}

extension PropertyFlexBounds {
  /// The same bounds with one of them dropped or smaller.
  var simpler: [PropertyFlexBounds] {
    var result: [PropertyFlexBounds] = []
    for path in [\PropertyFlexBounds.min, \.ideal, \.max] {
      guard let value = self[keyPath: path] else { continue }
      for smaller in optional(value) {
        var bounds = self
        bounds[keyPath: path] = smaller
        if bounds.isOrdered { result.append(bounds) }
      }
    }
    return result
  }

  /// Whether the given bounds are in ascending order, as SwiftUI requires.
  var isOrdered: Bool {
    let given = [min, ideal, max].compactMap { $0 }
    return zip(given, given.dropFirst()).allSatisfy { $0 <= $1 }
  }
}

/// Smaller values than `value`: 0, half of it and its whole part (a finite value for
/// `.infinity`), each nearer 0.
func smaller(_ value: Double) -> [Double] {
  guard value.isFinite else { return [0, 100] }
  let candidates = [0, (value / 2).rounded(.towardZero), value.rounded(.towardZero)]
  var result: [Double] = []
  for candidate in candidates where abs(candidate) < abs(value) && !result.contains(candidate) {
    result.append(candidate)
  }
  return result
}

/// Simpler values for an optional length: none, then smaller ones.
func optional(_ value: Double?) -> [Double?] {
  guard let value else { return [] }
  return [nil] + smaller(value).map { $0 }
}
