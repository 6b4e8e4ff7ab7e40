import Foundation

/// A description of a random view tree for the engine's property tests: what to build, in a
/// form that can be generated from a seed, printed as a compact expression, turned into a
/// view (`EnginePropertyView.swift`) and shrunk (`EnginePropertyShrinker.swift`).
///
/// Lengths are whole numbers, so that the rules the tests check hold exactly, or to rounding.
indirect enum PropertyTree: Hashable, CustomStringConvertible {
  /// `Color.red.frame(width:height:)`.
  case box(width: Int, height: Int)
  /// `Color.blue`: takes any size it is offered.
  case greedy
  /// A text of `words` words (1 to 4 letters each) in a `size`-point system font.
  case text(words: Int, size: Int)
  /// `Spacer(minLength:)`.
  case spacer(minLength: Int?)
  /// `HStack(alignment:spacing:)`.
  case hstack(PropertyAlignment, spacing: Int?, [PropertyTree])
  /// `VStack(alignment:spacing:)`.
  case vstack(PropertyAlignment, spacing: Int?, [PropertyTree])
  /// `ZStack(alignment:)`.
  case zstack(PropertyAlignment, [PropertyTree])
  /// `FlowLayout(spacing:)` from LayoutExamples.
  case flow(spacing: Int, [PropertyTree])
  /// `CardLayout()` from LayoutExamples.
  case cards([PropertyTree])
  /// `.padding(_:)`.
  case padding(Int, PropertyTree)
  /// `.frame(width:height:)`, at least one given.
  case frame(width: Int?, height: Int?, PropertyTree)
  /// `.frame(minWidth:maxWidth:minHeight:maxHeight:)`, each minimum at most its maximum.
  case flexFrame(minWidth: Int?, maxWidth: Int?, minHeight: Int?, maxHeight: Int?, PropertyTree)
  /// `.fixedSize()`.
  case fixedSize(PropertyTree)
  /// `.offset(x:y:)`.
  case offset(x: Int, y: Int, PropertyTree)
  /// `.layoutPriority(_:)`.
  case priority(Int, PropertyTree)
  /// `GeometryReader { _ in content }`.
  case geometry(PropertyTree)
  /// `.preference(key: PropertyPreferenceKey.self, value: [value])`: replaces the subtree's value.
  case preference(Int, PropertyTree)
  /// `.transformPreference(PropertyPreferenceKey.self) { $0.append(value) }`.
  case appendPreference(Int, PropertyTree)

  /// The nodes below this one, in order.
  var children: [PropertyTree] {
    switch self {
    case .box, .greedy, .text, .spacer: []
    case .hstack(_, _, let children), .vstack(_, _, let children), .zstack(_, let children),
      .flow(_, let children), .cards(let children):
      children
    case .padding(_, let child), .frame(_, _, let child), .flexFrame(_, _, _, _, let child), .fixedSize(let child),
      .offset(_, _, let child), .priority(_, let child), .geometry(let child), .preference(_, let child),
      .appendPreference(_, let child):
      [child]
    }
  }

  /// This node with `children` instead of its own (as many as it can hold).
  func replacingChildren(_ children: [PropertyTree]) -> PropertyTree {
    guard let first = children.first else {
      switch self {
      case .hstack(let alignment, let spacing, _): return .hstack(alignment, spacing: spacing, [])
      case .vstack(let alignment, let spacing, _): return .vstack(alignment, spacing: spacing, [])
      case .zstack(let alignment, _): return .zstack(alignment, [])
      case .flow(let spacing, _): return .flow(spacing: spacing, [])
      case .cards: return .cards([])
      default: return self
      }
    }
    switch self {
    case .box, .greedy, .text, .spacer: return self
    case .hstack(let alignment, let spacing, _): return .hstack(alignment, spacing: spacing, children)
    case .vstack(let alignment, let spacing, _): return .vstack(alignment, spacing: spacing, children)
    case .zstack(let alignment, _): return .zstack(alignment, children)
    case .flow(let spacing, _): return .flow(spacing: spacing, children)
    case .cards: return .cards(children)
    case .padding(let length, _): return .padding(length, first)
    case .frame(let width, let height, _): return .frame(width: width, height: height, first)
    case .flexFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, _):
      return .flexFrame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, first)
    case .fixedSize: return .fixedSize(first)
    case .offset(let x, let y, _): return .offset(x: x, y: y, first)
    case .priority(let value, _): return .priority(value, first)
    case .geometry: return .geometry(first)
    case .preference(let value, _): return .preference(value, first)
    case .appendPreference(let value, _): return .appendPreference(value, first)
    }
  }

  /// The number of nodes in this tree.
  var count: Int { children.reduce(1) { $0 + $1.count } }

  /// The tree's nodes in preorder, each with its preorder index and its children's indices:
  /// the numbering the built view's `.id`s use.
  var numbered: [(index: Int, node: PropertyTree, children: [Int])] {
    var result: [(index: Int, node: PropertyTree, children: [Int])] = []
    func visit(_ node: PropertyTree) {
      let index = result.count
      result.append((index, node, []))
      var childIndices: [Int] = []
      for child in node.children {
        childIndices.append(result.count)
        visit(child)
      }
      result[index].children = childIndices
    }
    visit(self)
    return result
  }

  /// The node's own part of `description`: `HStack(spacing: 4)`, `.padding(5)`, `box(30, 20)`.
  var label: String {
    switch self {
    case .box, .greedy, .text, .spacer: description
    case .hstack, .vstack, .zstack, .flow, .cards:
      String(replacingChildren([]).description.dropLast(3))
    case .geometry: "GeometryReader"
    default:
      String(replacingChildren([.greedy]).description.dropFirst("greedy".count))
    }
  }

  /// A compact expression in SwiftUI's style:
  /// `HStack(spacing: 4) { box(30, 20); text(3 words, 12pt).padding(5) }`.
  var description: String {
    func list(_ children: [PropertyTree]) -> String {
      children.isEmpty ? "{}" : "{ " + children.map(\.description).joined(separator: "; ") + " }"
    }
    func stack(_ name: String, _ alignment: PropertyAlignment, _ spacing: Int?, _ children: [PropertyTree]) -> String {
      var arguments: [String] = []
      if alignment != .center { arguments.append("alignment: .\(alignment.rawValue)") }
      if let spacing { arguments.append("spacing: \(spacing)") }
      return "\(name)(\(arguments.joined(separator: ", "))) \(list(children))"
    }
    func optional(_ label: String, _ value: Int?) -> String? { value.map { "\(label): \($0)" } }
    switch self {
    case .box(let width, let height): return "box(\(width), \(height))"
    case .greedy: return "greedy"
    case .text(let words, let size): return "text(\(words) words, \(size)pt)"
    case .spacer(let minLength): return minLength.map { "Spacer(minLength: \($0))" } ?? "Spacer()"
    case .hstack(let alignment, let spacing, let children): return stack("HStack", alignment, spacing, children)
    case .vstack(let alignment, let spacing, let children): return stack("VStack", alignment, spacing, children)
    case .zstack(let alignment, let children): return stack("ZStack", alignment, nil, children)
    case .flow(let spacing, let children): return "Flow(spacing: \(spacing)) \(list(children))"
    case .cards(let children): return "Cards \(list(children))"
    case .padding(let length, let child): return "\(child).padding(\(length))"
    case .frame(let width, let height, let child):
      return "\(child).frame(\([optional("width", width), optional("height", height)].compactMap { $0 }.joined(separator: ", ")))"
    case .flexFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, let child):
      let arguments = [
        optional("minWidth", minWidth), optional("maxWidth", maxWidth), optional("minHeight", minHeight),
        optional("maxHeight", maxHeight),
      ].compactMap { $0 }
      return "\(child).frame(\(arguments.joined(separator: ", ")))"
    case .fixedSize(let child): return "\(child).fixedSize()"
    case .offset(let x, let y, let child): return "\(child).offset(x: \(x), y: \(y))"
    case .priority(let value, let child): return "\(child).layoutPriority(\(value))"
    case .geometry(let child): return "GeometryReader { \(child) }"
    case .preference(let value, let child): return "\(child).preference(\(value))"
    case .appendPreference(let value, let child): return "\(child).appendPreference(\(value))"
    }
  }
}

/// The alignments generated trees use: stacks and ZStacks read the ones of their axis.
enum PropertyAlignment: String, Hashable, CaseIterable {
  case center, leading, trailing, firstTextBaseline
}

/// Generates random trees from a seed.
struct PropertyTreeGenerator {
  /// How deep containers and modifiers nest at most.
  var maxDepth = 4
  /// How many children a container has at most.
  var maxChildren = 4

  /// The tree for `seed`: always the same tree for the same seed.
  func tree(seed: UInt64) -> PropertyTree {
    var random = PropertyRandom(seed: seed)
    return node(depth: 0, &random)
  }

  private func node(depth: Int, _ random: inout PropertyRandom) -> PropertyTree {
    if depth >= maxDepth || (depth > 0 && random.chance(30)) { return leaf(&random) }
    func children(_ random: inout PropertyRandom) -> [PropertyTree] {
      (0..<random.int(0...maxChildren)).map { _ in node(depth: depth + 1, &random) }
    }
    func child(_ random: inout PropertyRandom) -> PropertyTree { node(depth: depth + 1, &random) }
    func optionalLength(_ random: inout PropertyRandom, _ range: ClosedRange<Int>) -> Int? {
      random.chance(50) ? random.int(range) : nil
    }
    switch random.int(0...15) {
    case 0, 1:
      let alignment = random.pick(PropertyAlignment.allCases)
      return .hstack(alignment, spacing: optionalLength(&random, 0...12), children(&random))
    case 2, 3:
      let alignment = random.pick([PropertyAlignment.center, .leading, .trailing])
      return .vstack(alignment, spacing: optionalLength(&random, 0...12), children(&random))
    case 4:
      return .zstack(random.pick([PropertyAlignment.center, .leading, .trailing]), children(&random))
    case 5:
      return .flow(spacing: random.int(0...10), children(&random))
    case 6:
      return .cards(children(&random))
    case 7:
      return .padding(random.int(0...20), child(&random))
    case 8:
      let width = optionalLength(&random, 0...200)
      let height = width == nil ? random.int(0...200) : optionalLength(&random, 0...200)
      return .frame(width: width, height: height, child(&random))
    case 9:
      let minWidth = optionalLength(&random, 0...80)
      let maxWidth = optionalLength(&random, (minWidth ?? 0)...300)
      let minHeight = optionalLength(&random, 0...80)
      let maxHeight = optionalLength(&random, (minHeight ?? 0)...300)
      return .flexFrame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, child(&random))
    case 10:
      return .fixedSize(child(&random))
    case 11:
      return .offset(x: random.int(-20...20), y: random.int(-20...20), child(&random))
    case 12:
      return .priority(random.int(-1...2), child(&random))
    case 13:
      return .geometry(child(&random))
    case 14:
      return .preference(random.int(1...99), child(&random))
    default:
      return .appendPreference(random.int(1...99), child(&random))
    }
  }

  private func leaf(_ random: inout PropertyRandom) -> PropertyTree {
    switch random.int(0...9) {
    case 0...3: .box(width: random.int(0...120), height: random.int(0...80))
    case 4, 5: .greedy
    case 6, 7, 8: .text(words: random.int(1...8), size: random.pick([9, 12, 17, 28]))
    default: .spacer(minLength: random.chance(50) ? random.int(0...30) : nil)
    }
  }
}
