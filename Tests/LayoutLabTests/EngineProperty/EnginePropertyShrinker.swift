/// Makes a failing generated tree as small as it can while it still fails: tries, in order,
/// replacing the tree by one of its children, by a 10 × 10 box, removing a child, simpler
/// numbers, and the same inside each child; keeps the first smaller tree that still fails and
/// starts again, until no candidate fails (or the attempt budget is spent).
///
/// "Smaller" is fewer nodes, then a smaller sum of the numbers and set options, so every step
/// makes progress and the loop ends.
enum PropertyShrinker {
  /// The smallest failing tree found from `tree`, for which `fails` is `true`.
  static func shrink(_ tree: PropertyTree, attempts budget: Int = 3_000, fails: (PropertyTree) -> Bool) -> PropertyTree {
    var current = tree
    var attempts = 0
    var improved = true
    while improved, attempts < budget {
      improved = false
      for candidate in candidates(current) where weight(candidate).lexicographicallyPrecedes(weight(current)) {
        attempts += 1
        if fails(candidate) {
          current = candidate
          improved = true
          break
        }
        if attempts >= budget { break }
      }
    }
    return current
  }

  /// How big a tree is: its node count, then the sum of its numbers and options.
  static func weight(_ tree: PropertyTree) -> [Int] { [tree.count, complexity(tree)] }

  private static func complexity(_ tree: PropertyTree) -> Int {
    let own: Int
    switch tree {
    case .box(let width, let height): own = width + height
    case .greedy: own = 0
    case .text(let words, let size): own = words + size
    case .spacer(let minLength): own = minLength.map { $0 + 1 } ?? 0
    case .hstack(let alignment, let spacing, _), .vstack(let alignment, let spacing, _):
      own = (alignment == .center ? 0 : 1) + (spacing.map { $0 + 1 } ?? 0)
    case .zstack(let alignment, _): own = alignment == .center ? 0 : 1
    case .flow(let spacing, _): own = spacing
    case .cards: own = 0
    case .padding(let length, _): own = length
    case .frame(let width, let height, _): own = (width.map { $0 + 1 } ?? 0) + (height.map { $0 + 1 } ?? 0)
    case .flexFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, _):
      own = [minWidth, maxWidth, minHeight, maxHeight].reduce(0) { $0 + ($1.map { $0 + 1 } ?? 0) }
    case .fixedSize: own = 0
    case .offset(let x, let y, _): own = abs(x) + abs(y)
    case .priority(let value, _): own = abs(value)
    case .geometry: own = 0
    case .preference(let value, _), .appendPreference(let value, _): own = value
    }
    return tree.children.reduce(own) { $0 + complexity($1) }
  }

  /// Smaller variants of `tree`, the boldest first.
  static func candidates(_ tree: PropertyTree) -> [PropertyTree] {
    var result = tree.children
    if tree != .box(width: 10, height: 10) { result.append(.box(width: 10, height: 10)) }
    if tree != .greedy { result.append(.greedy) }
    let children = tree.children
    if isContainer(tree) {
      for index in children.indices {
        var fewer = children
        fewer.remove(at: index)
        result.append(tree.replacingChildren(fewer))
      }
    }
    result += simpler(tree)
    for (index, child) in children.enumerated() {
      for smaller in candidates(child) {
        var replaced = children
        replaced[index] = smaller
        result.append(tree.replacingChildren(replaced))
      }
    }
    return result
  }

  private static func isContainer(_ tree: PropertyTree) -> Bool {
    switch tree {
    case .hstack, .vstack, .zstack, .flow, .cards: true
    default: false
    }
  }

  /// `value` halved, and 0: the smaller numbers to try.
  private static func smaller(_ value: Int) -> [Int] {
    value == 0 ? [] : Array(Set([0, value / 2])).filter { abs($0) < abs(value) }.sorted()
  }

  /// The same node with one number or option simpler, children unchanged.
  private static func simpler(_ tree: PropertyTree) -> [PropertyTree] {
    switch tree {
    case .box(let width, let height):
      return smaller(width).map { .box(width: $0, height: height) } + smaller(height).map { .box(width: width, height: $0) }
    case .text(let words, let size):
      return smaller(words).filter { $0 > 0 }.map { .text(words: $0, size: size) } + [9].filter { $0 < size }.map { .text(words: words, size: $0) }
    case .spacer(.some):
      return [.spacer(minLength: nil)]
    case .hstack(let alignment, let spacing, let children):
      var result: [PropertyTree] = []
      if alignment != .center { result.append(.hstack(.center, spacing: spacing, children)) }
      if let spacing { result += [.hstack(alignment, spacing: nil, children)] + smaller(spacing).map { .hstack(alignment, spacing: $0, children) } }
      return result
    case .vstack(let alignment, let spacing, let children):
      var result: [PropertyTree] = []
      if alignment != .center { result.append(.vstack(.center, spacing: spacing, children)) }
      if let spacing { result += [.vstack(alignment, spacing: nil, children)] + smaller(spacing).map { .vstack(alignment, spacing: $0, children) } }
      return result
    case .zstack(let alignment, let children) where alignment != .center:
      return [.zstack(.center, children)]
    case .flow(let spacing, let children):
      return smaller(spacing).map { .flow(spacing: $0, children) }
    case .padding(let length, let child):
      return smaller(length).map { .padding($0, child) }
    case .frame(let width, let height, let child):
      var result: [PropertyTree] = []
      if width != nil, height != nil {
        result += [.frame(width: nil, height: height, child), .frame(width: width, height: nil, child)]
      }
      result += (width.map(smaller) ?? []).map { .frame(width: $0, height: height, child) }
      result += (height.map(smaller) ?? []).map { .frame(width: width, height: $0, child) }
      return result
    case .flexFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, let child):
      var result: [PropertyTree] = []
      if minWidth != nil { result.append(.flexFrame(minWidth: nil, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, child)) }
      if maxWidth != nil { result.append(.flexFrame(minWidth: minWidth, maxWidth: nil, minHeight: minHeight, maxHeight: maxHeight, child)) }
      if minHeight != nil { result.append(.flexFrame(minWidth: minWidth, maxWidth: maxWidth, minHeight: nil, maxHeight: maxHeight, child)) }
      if maxHeight != nil { result.append(.flexFrame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: nil, child)) }
      return result
    case .offset(let x, let y, let child):
      return smaller(x).map { .offset(x: $0, y: y, child) } + smaller(y).map { .offset(x: x, y: $0, child) }
    case .priority(let value, let child):
      return smaller(value).map { .priority($0, child) }
    case .preference(let value, let child):
      return value > 1 ? [.preference(1, child)] : []
    case .appendPreference(let value, let child):
      return value > 1 ? [.appendPreference(1, child)] : []
    default:
      return []
    }
  }
}
