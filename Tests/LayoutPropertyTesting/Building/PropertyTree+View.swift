import Foundation
import LayoutExamples
import LayoutLab

extension PropertyTree {
  /// The view this tree describes, every node carrying `.id(index)` with its preorder index.
  public func view() -> AnyView {
    var next = 0
    return view(&next)
  }

  private func view(_ next: inout Int) -> AnyView {
    let index = next
    next += 1
    let views = children.map { $0.view(&next) }
    return AnyView(node.view(views).id(index))
  }
}

extension PropertyNode {
  /// This node's view around `children`, the views of its children.
  func view(_ children: [AnyView]) -> AnyView {
    let items = ForEach(0..<children.count, id: \.self) { children[$0] }
    let child = children.first ?? AnyView(EmptyView())
    switch self {
    case .box(let width, let height): return AnyView(Color.red.frame(width: CGFloat(width), height: CGFloat(height)))
    case .greedy: return AnyView(Color.blue)
    case .text(let words, let size, let lineLimit):
      let view = Text(PropertyNode.words(words)).font(.system(size: CGFloat(size)))
      return lineLimit.map { AnyView(view.lineLimit($0)) } ?? AnyView(view)
    case .spacer(let minLength): return AnyView(Spacer(minLength: minLength.map { CGFloat($0) }))
    case .divider: return AnyView(Divider())
    case .circle: return AnyView(Circle())
    case .empty: return AnyView(EmptyView())
    case .image(let resizable, let ratio, let fill):
      let image = Image(systemName: "star")
      return resizable
        ? AnyView(image.resizable().aspectRatio(ratio.map { CGFloat($0) }, contentMode: fill ? .fill : .fit))
        : AnyView(image)
    case .label(let words): return AnyView(Label(PropertyNode.words(words), systemImage: "star"))
    case .hstack(let alignment, let spacing):
      return AnyView(HStack(alignment: alignment, spacing: spacing.map { CGFloat($0) }) { items })
    case .vstack(let alignment, let spacing):
      return AnyView(VStack(alignment: alignment, spacing: spacing.map { CGFloat($0) }) { items })
    case .zstack(let alignment): return AnyView(ZStack(alignment: alignment) { items })
    case .group: return AnyView(Group { items })
    case .scroll(let axes): return AnyView(ScrollView(axes) { items })
    case .flow(let alignment, let spacing, let justified, let maxLines):
      return AnyView(
        FlowLayout(alignment: alignment, spacing: spacing.map { CGFloat($0) }, justified: justified, maxLines: maxLines)
        {
          items
        })
    case .cards: return AnyView(CardLayout { items })
    case .tiles(let spacing):
      let kinds: [HorizontalTileGrid.BlockType] = [.full, .half, .fullCustom(width: 40)]
      let blocks = children.indices.map { kinds[$0 % kinds.count] }
      return AnyView(HorizontalTileGrid(blocks: blocks, spacing: CGFloat(spacing)) { items })
    case .collection(let spacing):
      return AnyView(CollectionView(Array(children.indices), id: \.self, spacing: CGFloat(spacing)) { children[$0] })
    case .geometryChangeFlow(let spacing):
      return AnyView(
        GeometryChangeFlow(Array(children.indices), id: \.self, spacing: CGFloat(spacing)) { children[$0] })
    case .guideFlow(let spacing):
      return AnyView(
        AlignmentGuideFlow(Array(children.indices), id: \.self, spacing: CGFloat(spacing)) { children[$0] })
    case .proposing(let proposal): return AnyView(PropertyProposingLayout(childProposal: proposal.proposal) { items })
    case .lazyStack(.vertical, let spacing): return AnyView(LazyVStack(spacing: spacing.map { CGFloat($0) }) { items })
    case .lazyStack(.horizontal, let spacing):
      return AnyView(LazyHStack(spacing: spacing.map { CGFloat($0) }) { items })
    case .lazyGrid(.vertical, let gridItems, let spacing):
      return AnyView(LazyVGrid(columns: gridItems.map(\.item), spacing: spacing.map { CGFloat($0) }) { items })
    case .lazyGrid(.horizontal, let gridItems, let spacing):
      return AnyView(LazyHGrid(rows: gridItems.map(\.item), spacing: spacing.map { CGFloat($0) }) { items })
    case .grid(let spacing):
      let spacing = spacing.map { CGFloat($0) }
      return AnyView(Grid(horizontalSpacing: spacing, verticalSpacing: spacing) { items })
    case .gridRow: return AnyView(GridRow { items })
    case .viewThatFits(let axes): return AnyView(ViewThatFits(in: axes) { items })
    case .padding(let edges, let length): return AnyView(child.padding(edges, length.map { CGFloat($0) }))
    case .frame(let width, let height, let alignment):
      return AnyView(
        child.frame(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }, alignment: alignment))
    case .flexFrame(let width, let height, let alignment):
      func length(_ value: Double?) -> CGFloat? { value.map { CGFloat($0) } }
      return AnyView(
        child.frame(
          minWidth: length(width.min), idealWidth: length(width.ideal), maxWidth: length(width.max),
          minHeight: length(height.min), idealHeight: length(height.ideal), maxHeight: length(height.max),
          alignment: alignment))
    case .fixedSize(let horizontal, let vertical):
      return horizontal && vertical
        ? AnyView(child.fixedSize()) : AnyView(child.fixedSize(horizontal: horizontal, vertical: vertical))
    case .offset(let x, let y): return AnyView(child.offset(x: CGFloat(x), y: CGFloat(y)))
    case .position(let x, let y): return AnyView(child.position(x: CGFloat(x), y: CGFloat(y)))
    case .priority(let value): return AnyView(child.layoutPriority(value))
    case .geometry: return AnyView(GeometryReader { _ in child })
    case .aspectRatio(let ratio, let fill):
      return AnyView(child.aspectRatio(ratio.map { CGFloat($0) }, contentMode: fill ? .fill : .fit))
    case .rightToLeft: return AnyView(child.environment(\.layoutDirection, .rightToLeft))
    case .dynamicType(let size): return AnyView(child.dynamicTypeSize(size))
    case .hidden: return AnyView(child.hidden())
    case .alignmentGuide(.horizontal(let guide), let value):
      return AnyView(child.alignmentGuide(guide) { value.compute($0, own: $0[guide], length: $0.width) })
    case .alignmentGuide(.vertical(let guide), let value):
      return AnyView(child.alignmentGuide(guide) { value.compute($0, own: $0[guide], length: $0.height) })
    case .styleLayer(let overlay):
      return overlay ? AnyView(child.overlay(Color.green)) : AnyView(child.background(Color.green))
    case .preference(let value):
      return AnyView(child.preference(key: PropertyPreferenceKey.self, value: [value]))
    case .appendPreference(let value):
      return AnyView(child.transformPreference(PropertyPreferenceKey.self) { $0.append(value) })
    case .drawing(let drawing): return drawing.view(child)
    case .textStyle(let style): return style.view(child)
    case .button: return AnyView(Button(action: {}) { child })
    case .gridCellColumns(let count): return AnyView(child.gridCellColumns(count))
    case .ignoresSafeArea(let edges): return AnyView(child.ignoresSafeArea(edges: edges))
    case .safeAreaPadding(let edges, let length):
      return AnyView(child.safeAreaPadding(edges, length.map { CGFloat($0) }))
    case .safeAreaInset(let edge, let spacing):
      let inset = children.count > 1 ? children[1] : AnyView(EmptyView())
      let spacing = spacing.map { CGFloat($0) }
      switch edge {
      case .top: return AnyView(child.safeAreaInset(edge: .top, spacing: spacing) { inset })
      case .bottom: return AnyView(child.safeAreaInset(edge: .bottom, spacing: spacing) { inset })
      case .leading: return AnyView(child.safeAreaInset(edge: .leading, spacing: spacing) { inset })
      case .trailing: return AnyView(child.safeAreaInset(edge: .trailing, spacing: spacing) { inset })
      }
    case .overlay(let alignment):
      let decoration = children.count > 1 ? children[1] : AnyView(EmptyView())
      return alignment.map { alignment in AnyView(child.overlay(alignment: alignment) { decoration }) }
        ?? AnyView(child.overlay(decoration))
    case .background(let alignment):
      let decoration = children.count > 1 ? children[1] : AnyView(EmptyView())
      return alignment.map { alignment in AnyView(child.background(alignment: alignment) { decoration }) }
        ?? AnyView(child.background(decoration))
    }
  }
}

extension PropertyNode {
  /// A text of `count` words of 1 to 4 letters: `w ww www wwww w`.
  static func words(_ count: Int) -> String {
    (0..<count).map { String(repeating: "w", count: 1 + $0 % 4) }.joined(separator: " ")
  }
}

extension PropertyDrawing {
  /// `content` with this drawing modifier.
  func view(_ content: AnyView) -> AnyView {
    switch self {
    case .opacity(let value): AnyView(content.opacity(value))
    case .clipCircle: AnyView(content.clipShape(Circle()))
    case .border(let width): AnyView(content.border(Color.black, width: CGFloat(width)))
    case .shadow(let radius, let x, let y):
      AnyView(content.shadow(radius: CGFloat(radius), x: CGFloat(x), y: CGFloat(y)))
    case .rotation(let degrees): AnyView(content.rotationEffect(.degrees(degrees)))
    case .scale(let x, let y): AnyView(content.scaleEffect(x: CGFloat(x), y: CGFloat(y)))
    }
  }
}

extension PropertyTextStyle {
  /// `content` with this text style.
  func view(_ content: AnyView) -> AnyView {
    switch self {
    case .bold: AnyView(content.bold())
    case .kerning(let value): AnyView(content.kerning(CGFloat(value)))
    case .lineSpacing(let value): AnyView(content.lineSpacing(CGFloat(value)))
    case .lineLimit(let lower, let upper): AnyView(content.lineLimit(lower...upper))
    case .minimumScaleFactor(let value): AnyView(content.minimumScaleFactor(CGFloat(value)))
    }
  }
}

extension PropertyGuideValue {
  /// The guide's value for a view of dimensions `d`, whose implicit value for the guide is
  /// `own` and whose length along the guide's axis is `length`.
  func compute(_ d: ViewDimensions, own: CGFloat, length: CGFloat) -> CGFloat {
    switch self {
    case .shifted(let shift): own + CGFloat(shift)
    case .fraction(let fraction): length * CGFloat(fraction)
    case .baseline(let last): last ? d[VerticalAlignment.lastTextBaseline] : d[VerticalAlignment.firstTextBaseline]
    }
  }
}
