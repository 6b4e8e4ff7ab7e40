import Foundation
import LayoutExamples
import LayoutLab

/// One view of a decoded scene: what it is (`kind`) and the modifiers around it, innermost
/// first. `makeView(_:)` turns it into a real view.
///
/// Decoding checks everything, so building never fails: strings that take `{index}`-style
/// placeholders (texts and ids) are kept as written and filled in as the view is built.
///
/// SwiftUI parity: none needed; the typed form of a scene's view tree.
struct SceneNode: Sendable {
  /// The kinds of view a scene can hold.
  indirect enum Kind: Sendable {
    case vstack(alignment: HorizontalAlignment, spacing: CGFloat?, children: [SceneChild])
    case hstack(alignment: VerticalAlignment, spacing: CGFloat?, children: [SceneChild])
    case zstack(alignment: Alignment, children: [SceneChild])
    case text(String)
    case color(Color)
    case shape(SceneShape, fill: Color?)
    case spacer(minLength: CGFloat?)
    case divider
    case scrollView(axes: Axis.Set, position: ScrollPosition?, content: SceneNode)
    case lazyVStack(alignment: HorizontalAlignment, spacing: CGFloat?, children: [SceneChild])
    case lazyHStack(alignment: VerticalAlignment, spacing: CGFloat?, children: [SceneChild])
    case geometryReader(content: SceneNode?)
    case group(children: [SceneChild])
    case flowLayout(FlowLayout, children: [SceneChild])
    case cardLayout(CardLayout, children: [SceneChild])
    case tileGrid(HorizontalTileGrid, children: [SceneChild])
    case collectionView(SceneFlowSpacing, children: [SceneChild])
    case alignmentGuideFlow(SceneFlowSpacing, children: [SceneChild])
    case geometryChangeFlow(SceneFlowSpacing, children: [SceneChild])
    case lazyVGrid(
      columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews,
      children: [SceneChild])
    case lazyHGrid(
      rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews,
      children: [SceneChild])
    case section(header: SceneNode?, footer: SceneNode?, children: [SceneChild])
    case viewThatFits(axes: Axis.Set, children: [SceneChild])
    case grid(GridLayout, children: [SceneChild])
    case gridRow(alignment: VerticalAlignment?, children: [SceneChild])
    case image(SceneImage)
    case label(title: String, icon: SceneImage, style: SceneControlStyle?)
    case button(label: SceneNode, role: ButtonRole?, style: SceneControlStyle?)
    case toggle(label: SceneNode, isOn: Bool, style: SceneControlStyle?)
    case progressView(title: String?, value: Double?, total: Double)
  }

  let kind: Kind
  /// The modifiers, innermost first.
  let modifiers: [SceneModifier]
  /// How many views building this node makes (itself, its modifiers, its content, its
  /// children repeated, its backgrounds' and overlays' views), at most `SceneLimits.views` + 1.
  let viewCount: Int
}

extension SceneNode {
  /// A node of `kind` with `modifiers` (innermost first), counting the views it makes.
  init(kind: Kind, modifiers: [SceneModifier]) {
    self.kind = kind
    self.modifiers = modifiers
    var count = modifiers.reduce(1) { SceneLimits.sum($0, $1.viewCount) }
    switch kind {
    case .vstack(_, _, let children), .hstack(_, _, let children), .zstack(_, let children),
      .group(let children), .flowLayout(_, let children), .cardLayout(_, let children), .tileGrid(_, let children),
      .collectionView(_, let children), .alignmentGuideFlow(_, let children), .geometryChangeFlow(_, let children),
      .lazyVGrid(_, _, _, _, let children), .lazyHGrid(_, _, _, _, let children), .viewThatFits(_, let children),
      .grid(_, let children), .gridRow(_, let children), .lazyVStack(_, _, let children),
      .lazyHStack(_, _, let children):
      count = children.reduce(count) { SceneLimits.sum($0, $1.viewCount) }
    case .section(let header, let footer, let children):
      count = children.reduce(count) { SceneLimits.sum($0, $1.viewCount) }
      count = SceneLimits.sum(count, SceneLimits.sum(header?.viewCount ?? 0, footer?.viewCount ?? 0))
    case .scrollView(_, _, let content):
      count = SceneLimits.sum(count, content.viewCount)
    case .geometryReader(let content):
      count = SceneLimits.sum(count, content?.viewCount ?? 0)
    case .button(let label, _, _), .toggle(let label, _, _):
      count = SceneLimits.sum(count, label.viewCount)
    case .text, .color, .shape, .spacer, .divider, .image, .label, .progressView:
      break
    }
    viewCount = count
  }
}
