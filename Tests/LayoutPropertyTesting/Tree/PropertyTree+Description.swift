import Foundation
import LayoutLab

extension PropertyTree: CustomStringConvertible {
  /// A compact expression in SwiftUI's style, modifiers after their content:
  /// `HStack(spacing: 4) { box(30, 20); text(3 words, 12pt).padding(5) }`.
  public var description: String {
    let arguments = node.arguments
    func call(_ name: String) -> String { arguments.isEmpty ? name : "\(name)(\(arguments))" }
    func list() -> String {
      children.isEmpty ? "{}" : "{ " + children.map(\.description).joined(separator: "; ") + " }"
    }
    switch node.arity {
    case .leaf: return call(node.name)
    case .many: return "\(call(node.name)) \(list())"
    case .one where node == .geometry: return "GeometryReader { \(children[0]) }"
    case .one where node == .button: return "Button { \(children[0]) }"
    case .one: return "\(children[0]).\(node.name)(\(arguments))" + (node.closure.map { " \($0)" } ?? "")
    case .two:
      return arguments.isEmpty
        ? "\(children[0]).\(node.name)(\(children[1]))" : "\(children[0]).\(node.name)(\(arguments)) { \(children[1]) }"
    }
  }

  /// The node's own part of `description`: `HStack(spacing: 4)`, `.padding(5)`, `box(30, 20)`.
  public var label: String {
    let arguments = node.arguments
    switch node.arity {
    case .leaf, .many: return arguments.isEmpty ? node.name : "\(node.name)(\(arguments))"
    case .one where node == .geometry: return "GeometryReader"
    case .one where node == .button: return "Button"
    case .one, .two: return ".\(node.name)(\(arguments))"
    }
  }
}

extension PropertyNode {
  /// The view's or modifier's name as `description` prints it.
  var name: String {
    switch self {
    case .box: "box"
    case .greedy: "greedy"
    case .text: "text"
    case .spacer: "Spacer"
    case .divider: "Divider"
    case .circle: "Circle"
    case .empty: "EmptyView"
    case .image: "Image"
    case .label: "Label"
    case .lazyStack(let axis, _): axis == .vertical ? "LazyVStack" : "LazyHStack"
    case .lazyGrid(let axis, _, _): axis == .vertical ? "LazyVGrid" : "LazyHGrid"
    case .grid: "Grid"
    case .gridRow: "GridRow"
    case .viewThatFits: "ViewThatFits"
    case .drawing(let drawing):
      switch drawing {
      case .opacity: "opacity"
      case .clipCircle: "clipShape"
      case .border: "border"
      case .shadow: "shadow"
      case .rotation: "rotationEffect"
      case .scale: "scaleEffect"
      }
    case .textStyle(let style):
      switch style {
      case .bold: "bold"
      case .kerning: "kerning"
      case .lineSpacing: "lineSpacing"
      case .lineLimit: "lineLimit"
      case .minimumScaleFactor: "minimumScaleFactor"
      }
    case .button: "Button"
    case .gridCellColumns: "gridCellColumns"
    case .ignoresSafeArea: "ignoresSafeArea"
    case .safeAreaPadding: "safeAreaPadding"
    case .safeAreaInset: "safeAreaInset"
    case .hstack: "HStack"
    case .vstack: "VStack"
    case .zstack: "ZStack"
    case .group: "Group"
    case .scroll: "ScrollView"
    case .flow: "Flow"
    case .cards: "Cards"
    case .tiles: "Tiles"
    case .collection: "CollectionView"
    case .geometryChangeFlow: "GeometryChangeFlow"
    case .guideFlow: "AlignmentGuideFlow"
    case .proposing: "Proposing"
    case .padding: "padding"
    case .frame, .flexFrame: "frame"
    case .fixedSize: "fixedSize"
    case .offset: "offset"
    case .position: "position"
    case .priority: "layoutPriority"
    case .geometry: "GeometryReader"
    case .aspectRatio: "aspectRatio"
    case .rightToLeft: "environment"
    case .dynamicType: "dynamicTypeSize"
    case .hidden: "hidden"
    case .alignmentGuide: "alignmentGuide"
    case .styleLayer(let overlay): overlay ? "overlay" : "background"
    case .preference: "preference"
    case .appendPreference: "appendPreference"
    case .overlay: "overlay"
    case .background: "background"
    }
  }

  /// The node's arguments as `description` prints them, without parentheses.
  var arguments: String {
    func named(_ pairs: [(String, String?)]) -> String {
      pairs.compactMap { label, value in value.map { label.isEmpty ? $0 : "\(label): \($0)" } }.joined(separator: ", ")
    }
    func alignment(_ value: Alignment) -> String? { value == .center ? nil : "\(value)" }
    switch self {
    case .box(let width, let height): return "\(format(width)), \(format(height))"
    case .greedy, .divider, .circle, .empty, .group, .cards, .geometry, .hidden, .gridRow, .button: return ""
    case .image(let resizable, let ratio, let fill):
      return resizable
        ? named([("resizable", "true"), ("aspectRatio", ratio.map(format)), ("contentMode", fill ? ".fill" : ".fit")])
        : ""
    case .label(let words): return "\(words) words"
    case .lazyStack(_, let spacing), .grid(let spacing): return named([("spacing", spacing.map(format))])
    case .lazyGrid(_, let items, let spacing):
      let list = items.map { item in
        switch item {
        case .fixed(let length): ".fixed(\(format(length)))"
        case .flexible: ".flexible()"
        case .adaptive(let minimum): ".adaptive(minimum: \(format(minimum)))"
        }
      }
      return named([("", "[\(list.joined(separator: ", "))]"), ("spacing", spacing.map(format))])
    case .viewThatFits(let axes):
      return axes == [.horizontal, .vertical]
        ? "" : axes == .horizontal ? "in: .horizontal" : axes == .vertical ? "in: .vertical" : "in: []"
    case .drawing(let drawing):
      switch drawing {
      case .opacity(let value): return format(value)
      case .clipCircle: return "Circle()"
      case .border(let width): return "Color.black, width: \(format(width))"
      case .shadow(let radius, let x, let y): return "radius: \(format(radius)), x: \(format(x)), y: \(format(y))"
      case .rotation(let degrees): return ".degrees(\(format(degrees)))"
      case .scale(let x, let y): return "x: \(format(x)), y: \(format(y))"
      }
    case .textStyle(let style):
      switch style {
      case .bold: return ""
      case .kerning(let value), .lineSpacing(let value), .minimumScaleFactor(let value): return format(value)
      case .lineLimit(let lower, let upper): return "\(lower)...\(upper)"
      }
    case .gridCellColumns(let count): return "\(count)"
    case .ignoresSafeArea(let edges): return edges == .all ? "" : "edges: \(Self.edgeName(edges))"
    case .safeAreaPadding(let edges, let length):
      return named([("", edges == .all ? nil : Self.edgeName(edges)), ("", length.map(format))])
    case .safeAreaInset(let edge, let spacing): return named([("edge", ".\(edge)"), ("spacing", spacing.map(format))])
    case .text(let words, let size, let lineLimit):
      return "\(words) words, \(size)pt" + (lineLimit.map { ", lineLimit \($0)" } ?? "")
    case .spacer(let minLength): return named([("minLength", minLength.map(format))])
    case .hstack(let value, let spacing):
      return named([("alignment", value == .center ? nil : "\(value)"), ("spacing", spacing.map(format))])
    case .vstack(let value, let spacing):
      return named([("alignment", value == .center ? nil : "\(value)"), ("spacing", spacing.map(format))])
    case .zstack(let value): return named([("alignment", alignment(value))])
    case .scroll(let axes):
      return axes == .vertical ? "" : axes == .horizontal ? ".horizontal" : "[.horizontal, .vertical]"
    case .flow(let lineAlignment, let spacing, let justified, let maxLines):
      return named([
        ("alignment", lineAlignment == .leading ? nil : ".\(lineAlignment)"), ("spacing", spacing.map(format)),
        ("justified", justified ? "true" : nil), ("maxLines", maxLines.map(String.init)),
      ])
    case .tiles(let spacing), .collection(let spacing), .geometryChangeFlow(let spacing), .guideFlow(let spacing):
      return "spacing: \(format(spacing))"
    case .proposing(let proposal): return ".\(proposal.rawValue)"
    case .padding(let edges, let length):
      return named([("", edges == .all ? nil : Self.edgeName(edges)), ("", length.map(format))])
    case .frame(let width, let height, let value):
      return named([("width", width.map(format)), ("height", height.map(format)), ("alignment", alignment(value))])
    case .flexFrame(let width, let height, let value):
      return named([
        ("minWidth", width.min.map(format)), ("idealWidth", width.ideal.map(format)),
        ("maxWidth", width.max.map(format)),
        ("minHeight", height.min.map(format)), ("idealHeight", height.ideal.map(format)),
        ("maxHeight", height.max.map(format)), ("alignment", alignment(value)),
      ])
    case .fixedSize(let horizontal, let vertical):
      return horizontal && vertical ? "" : "horizontal: \(horizontal), vertical: \(vertical)"
    case .offset(let x, let y): return "x: \(format(x)), y: \(format(y))"
    case .position(let x, let y): return "x: \(format(x)), y: \(format(y))"
    case .priority(let value): return format(value)
    case .aspectRatio(let ratio, let fill):
      return named([("", ratio.map(format)), ("contentMode", fill ? ".fill" : ".fit")])
    case .rightToLeft: return "\\.layoutDirection, .rightToLeft"
    case .dynamicType(let size): return ".\(size)"
    case .alignmentGuide(.horizontal(let alignment), _): return "\(alignment)"
    case .alignmentGuide(.vertical(let alignment), _): return "\(alignment)"
    case .styleLayer: return "Color.green"
    case .preference(let value), .appendPreference(let value): return "\(value)"
    case .overlay(let value), .background(let value): return named([("alignment", value.map { "\($0)" })])
    }
  }

  /// The trailing closure `description` prints after the arguments: an alignment guide's.
  var closure: String? {
    guard case .alignmentGuide(let guide, let value) = self else { return nil }
    let (name, dimension) =
      switch guide {
      case .horizontal(let alignment): ("\(alignment)", "width")
      case .vertical(let alignment): ("\(alignment)", "height")
      }
    switch value {
    case .shifted(let shift): return "{ d in d[\(name)] + \(format(shift)) }"
    case .fraction(let fraction): return "{ d in d.\(dimension) * \(format(fraction)) }"
    case .baseline(let last): return "{ d in d[.\(last ? "last" : "first")TextBaseline] }"
    }
  }

  /// `.top`, `.horizontal`, ... or the raw value of another set of edges.
  static func edgeName(_ edges: Edge.Set) -> String {
    edgeNames.first { $0.0 == edges }.map { ".\($0.1)" } ?? "\(edges.rawValue)"
  }

  static let edgeNames: [(Edge.Set, String)] = [
    (.top, "top"), (.bottom, "bottom"), (.leading, "leading"), (.trailing, "trailing"), (.horizontal, "horizontal"),
    (.vertical, "vertical"),
  ]
}

/// A length as the trees print it: `12`, `185.25`, `.infinity`.
public func format(_ value: Double) -> String {
  value == .infinity ? ".infinity" : value == -.infinity ? "-.infinity" : formatLength(CGFloat(value))
}
