import Foundation
import LayoutExamples
import LayoutLab

extension SceneNode {
  /// The view this node describes, with `substitutions` filled into its texts and ids.
  ///
  /// Every child list becomes a `ForEach` over the built children, each in an `AnyView`;
  /// both are structural (they add no view to the layout), so the laid-out tree is the one
  /// the same views written in Swift give.
  func makeView(_ substitutions: SceneSubstitutions = SceneSubstitutions()) -> AnyView {
    withSufficientStack {
      modifiers.reduce(content(substitutions)) { view, modifier in modifier.apply(to: view, substitutions) }
    }
  }

  /// The colour, when this node is a colour without modifiers: a background or overlay of one
  /// is built as SwiftUI's `.background(.yellow)`, the `ShapeStyle` form, which lays out the
  /// same as the view form and reads as written.
  var plainColor: Color? {
    guard modifiers.isEmpty, case .color(let color) = kind else { return nil }
    return color
  }

  /// The view without its modifiers.
  private func content(_ substitutions: SceneSubstitutions) -> AnyView {
    switch kind {
    case .vstack(let alignment, let spacing, let children):
      let views = Self.views(children, substitutions)
      return AnyView(VStack(alignment: alignment, spacing: spacing) { Self.forEach(views) })
    case .hstack(let alignment, let spacing, let children):
      let views = Self.views(children, substitutions)
      return AnyView(HStack(alignment: alignment, spacing: spacing) { Self.forEach(views) })
    case .zstack(let alignment, let children):
      let views = Self.views(children, substitutions)
      return AnyView(ZStack(alignment: alignment) { Self.forEach(views) })
    case .text(let string):
      return AnyView(Text(substitutions.apply(to: string)))
    case .color(let color):
      return AnyView(color)
    case .shape(let shape, let fill):
      return Self.shapeView(shape, fill: fill)
    case .spacer(let minLength):
      return AnyView(Spacer(minLength: minLength))
    case .divider:
      return AnyView(Divider())
    case .scrollView(let axes, let position, let content):
      let view = content.makeView(substitutions)
      guard let position else { return AnyView(ScrollView(axes) { view }) }
      return AnyView(ScrollView(axes) { view }.scrollPosition(.constant(position)))
    case .lazyVStack(let alignment, let spacing, let children):
      let views = Self.views(children, substitutions)
      return AnyView(LazyVStack(alignment: alignment, spacing: spacing) { Self.forEach(views) })
    case .lazyHStack(let alignment, let spacing, let children):
      let views = Self.views(children, substitutions)
      return AnyView(LazyHStack(alignment: alignment, spacing: spacing) { Self.forEach(views) })
    case .geometryReader(let content):
      guard let content else { return AnyView(GeometryReader { _ in EmptyView() }) }
      return AnyView(
        GeometryReader { proxy in
          content.makeView(
            substitutions.setting("width", to: SceneSubstitutions.format(proxy.size.width))
              .setting("height", to: SceneSubstitutions.format(proxy.size.height)))
        })
    case .group(let children):
      let views = Self.views(children, substitutions)
      return AnyView(Group { Self.forEach(views) })
    case .flowLayout(let layout, let children):
      let views = Self.views(children, substitutions)
      return AnyView(layout { Self.forEach(views) })
    case .cardLayout(let layout, let children):
      let views = Self.views(children, substitutions)
      return AnyView(layout { Self.forEach(views) })
    case .tileGrid(let layout, let children):
      let views = Self.views(children, substitutions)
      return AnyView(layout { Self.forEach(views) })
    case .collectionView(let flow, let children):
      let views = Self.views(children, substitutions)
      return AnyView(
        CollectionView(Array(views.indices), id: \.self, spacing: flow.spacing, lineSpacing: flow.lineSpacing) {
          views[$0]
        })
    case .alignmentGuideFlow(let flow, let children):
      let views = Self.views(children, substitutions)
      return AnyView(
        AlignmentGuideFlow(Array(views.indices), id: \.self, spacing: flow.spacing, lineSpacing: flow.lineSpacing) {
          views[$0]
        })
    case .geometryChangeFlow(let flow, let children):
      let views = Self.views(children, substitutions)
      return AnyView(
        GeometryChangeFlow(Array(views.indices), id: \.self, spacing: flow.spacing, lineSpacing: flow.lineSpacing) {
          views[$0]
        })
    case .lazyVGrid(let columns, let alignment, let spacing, let pinnedViews, let children):
      let views = Self.views(children, substitutions)
      return AnyView(
        LazyVGrid(columns: columns, alignment: alignment, spacing: spacing, pinnedViews: pinnedViews) {
          Self.forEach(views)
        })
    case .lazyHGrid(let rows, let alignment, let spacing, let pinnedViews, let children):
      let views = Self.views(children, substitutions)
      return AnyView(
        LazyHGrid(rows: rows, alignment: alignment, spacing: spacing, pinnedViews: pinnedViews) { Self.forEach(views) })
    case .section(let header, let footer, let children):
      let views = Self.views(children, substitutions)
      return AnyView(
        Section {
          Self.forEach(views)
        } header: {
          header?.makeView(substitutions) ?? AnyView(EmptyView())
        } footer: {
          footer?.makeView(substitutions) ?? AnyView(EmptyView())
        })
    case .viewThatFits(let axes, let children):
      let views = Self.views(children, substitutions)
      return AnyView(ViewThatFits(in: axes) { Self.forEach(views) })
    case .grid(let layout, let children):
      let views = Self.views(children, substitutions)
      return AnyView(
        Grid(
          alignment: layout.alignment, horizontalSpacing: layout.horizontalSpacing,
          verticalSpacing: layout.verticalSpacing
        ) {
          Self.forEach(views)
        })
    case .gridRow(let alignment, let children):
      let views = Self.views(children, substitutions)
      return AnyView(GridRow(alignment: alignment) { Self.forEach(views) })
    case .image(let image):
      return AnyView(image.makeImage(substitutions))
    case .label(let title, let icon, let style):
      let label = AnyView(
        Label {
          Text(substitutions.apply(to: title))
        } icon: {
          icon.makeImage(substitutions)
        })
      return style?.apply(to: label) ?? label
    case .button(let label, let role, let style):
      let content = label.makeView(substitutions)
      let button = AnyView(Button(role: role, action: {}) { content })
      return style?.apply(to: button) ?? button
    case .toggle(let label, let isOn, let style):
      let content = label.makeView(substitutions)
      let toggle = AnyView(Toggle(isOn: .constant(isOn)) { content })
      return style?.apply(to: toggle) ?? toggle
    case .progressView(let title, let value, let total):
      guard let value else { return AnyView(ProgressView()) }
      guard let title else { return AnyView(ProgressView(value: value, total: total)) }
      return AnyView(ProgressView(substitutions.apply(to: title), value: value, total: total))
    }
  }

  /// The views of a children list, repetitions expanded.
  private static func views(_ children: [SceneChild], _ substitutions: SceneSubstitutions) -> [AnyView] {
    var views: [AnyView] = []
    for child in children {
      switch child {
      case .view(let node):
        views.append(node.makeView(substitutions))
      case .repeated(let count, let template):
        for index in 0..<count { views.append(template.makeView(substitutions.repetition(index))) }
      case .forEach(let items, let template):
        for (index, item) in items.enumerated() {
          views.append(template.makeView(substitutions.repetition(index).setting("item", to: item)))
        }
      }
    }
    return views
  }

  /// The views as one `ForEach` over their positions.
  private static func forEach(_ views: [AnyView]) -> ForEach<Range<Int>, Int, AnyView> {
    ForEach(views.indices) { views[$0] }
  }

  /// A shape, filled with `fill` if given.
  private static func shapeView(_ shape: SceneShape, fill: Color?) -> AnyView {
    switch shape {
    case .rectangle: filled(Rectangle(), fill)
    case .roundedRectangle(let radius): filled(RoundedRectangle(cornerRadius: radius), fill)
    case .capsule: filled(Capsule(), fill)
    case .circle: filled(Circle(), fill)
    case .ellipse: filled(Ellipse(), fill)
    }
  }

  private static func filled<S: Shape>(_ shape: S, _ fill: Color?) -> AnyView {
    fill.map { AnyView(shape.fill($0)) } ?? AnyView(shape)
  }
}

extension SceneModifier {
  /// `view` with this modifier applied.
  func apply(to view: AnyView, _ substitutions: SceneSubstitutions) -> AnyView {
    switch self {
    case .fixedSize(true, true):
      AnyView(view.fixedSize())
    case .fixedSize(let horizontal, let vertical):
      AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
    case .aspectRatio(let ratio, let contentMode):
      AnyView(view.aspectRatio(ratio, contentMode: contentMode))
    case .padding(.edges(let edges, let length)):
      AnyView(view.padding(edges, length))
    case .padding(.insets(let insets)):
      AnyView(view.padding(insets))
    case .safeAreaPadding(.edges(let edges, let length)):
      AnyView(view.safeAreaPadding(edges, length))
    case .safeAreaPadding(.insets(let insets)):
      AnyView(view.safeAreaPadding(insets))
    case .ignoresSafeArea(let regions, let edges):
      AnyView(view.ignoresSafeArea(regions, edges: edges))
    case .frame(let width, let height, let alignment):
      AnyView(view.frame(width: width, height: height, alignment: alignment))
    case .flexibleFrame(let frame):
      AnyView(
        view.frame(
          minWidth: frame.minWidth, idealWidth: frame.idealWidth, maxWidth: frame.maxWidth,
          minHeight: frame.minHeight, idealHeight: frame.idealHeight, maxHeight: frame.maxHeight,
          alignment: frame.alignment))
    case .layoutPriority(let priority):
      AnyView(view.layoutPriority(priority))
    case .flowLineBreak(let breaks):
      AnyView(view.flowLineBreak(breaks))
    case .background(let node, let alignment):
      if let color = node.plainColor, alignment == .center {
        AnyView(view.background(color))
      } else {
        AnyView(view.background(node.makeView(substitutions), alignment: alignment))
      }
    case .overlay(let node, let alignment):
      if let color = node.plainColor, alignment == .center {
        AnyView(view.overlay(color))
      } else {
        AnyView(view.overlay(node.makeView(substitutions), alignment: alignment))
      }
    case .hidden:
      AnyView(view.hidden())
    case .id(let id):
      AnyView(view.id(substitutions.apply(to: id)))
    case .offset(let x, let y):
      AnyView(view.offset(x: x, y: y))
    case .position(let x, let y):
      AnyView(view.position(x: x, y: y))
    case .font(let font):
      AnyView(view.font(font))
    case .lineLimit(let limit):
      AnyView(view.lineLimit(limit))
    case .truncationMode(let mode):
      AnyView(view.truncationMode(mode))
    case .dynamicTypeSize(let size):
      AnyView(view.dynamicTypeSize(size))
    case .layoutDirection(let direction):
      AnyView(view.environment(\.layoutDirection, direction))
    case .gridCellColumns(let count):
      AnyView(view.gridCellColumns(count))
    case .gridCellAnchor(let anchor):
      AnyView(view.gridCellAnchor(anchor))
    case .gridColumnAlignment(let guide):
      AnyView(view.gridColumnAlignment(guide))
    case .gridCellUnsizedAxes(let axes):
      AnyView(view.gridCellUnsizedAxes(axes))
    case .multilineTextAlignment(let alignment):
      AnyView(view.multilineTextAlignment(alignment))
    case .lineSpacing(let spacing):
      AnyView(view.lineSpacing(spacing))
    case .minimumScaleFactor(let factor):
      AnyView(view.minimumScaleFactor(factor))
    case .textCase(let textCase):
      AnyView(view.textCase(textCase))
    case .imageScale(let scale):
      AnyView(view.imageScale(scale))
    case .kerning(let kerning):
      AnyView(view.kerning(kerning))
    case .tracking(let tracking):
      AnyView(view.tracking(tracking))
    case .bold(let isActive):
      AnyView(view.bold(isActive))
    case .italic(let isActive):
      AnyView(view.italic(isActive))
    case .lineLimits(let lower?, let upper?) where lower == upper:
      AnyView(view.lineLimit(upper, reservesSpace: true))
    case .lineLimits(let lower?, let upper?):
      AnyView(view.lineLimit(lower...upper))
    case .lineLimits(let lower?, nil):
      AnyView(view.lineLimit(lower...))
    case .lineLimits(nil, let upper):
      AnyView(view.lineLimit(upper))
    case .opacity(let opacity):
      AnyView(view.opacity(opacity))
    case .clipShape(let shape):
      switch shape {
      case .rectangle: AnyView(view.clipShape(Rectangle()))
      case .roundedRectangle(let radius): AnyView(view.clipShape(RoundedRectangle(cornerRadius: radius)))
      case .capsule: AnyView(view.clipShape(Capsule()))
      case .circle: AnyView(view.clipShape(Circle()))
      case .ellipse: AnyView(view.clipShape(Ellipse()))
      }
    case .clipped:
      AnyView(view.clipped())
    case .cornerRadius(let radius):
      AnyView(view.cornerRadius(radius))
    case .border(let color, let width):
      AnyView(view.border(color, width: width))
    case .shadow(let color, let radius, let x, let y):
      color.map { AnyView(view.shadow(color: $0, radius: radius, x: x, y: y)) }
        ?? AnyView(view.shadow(radius: radius, x: x, y: y))
    case .rotationEffect(let degrees, let anchor):
      AnyView(view.rotationEffect(.degrees(degrees), anchor: anchor))
    case .scaleEffect(let x, let y, let anchor):
      AnyView(view.scaleEffect(x: x, y: y, anchor: anchor))
    case .zIndex(let value):
      AnyView(view.zIndex(value))
    case .mask(let node, let alignment):
      AnyView(view.mask(alignment: alignment) { node.makeView(substitutions) })
    case .foregroundColor(let color):
      AnyView(view.foregroundColor(color))
    case .blur(let radius):
      AnyView(view.blur(radius: radius))
    }
  }
}
