import Foundation
import LayoutExamples
import LayoutLab

/// What one node of a generated view tree builds; its children are the `PropertyTree`'s.
///
/// Every built-in view and modifier that takes part in layout has a case, and so has each
/// example layout of `LayoutExamples`. Lengths are `Double`s: whole numbers, multiples of
/// 0.25, odd fractions such as 185.25, and, where SwiftUI accepts it, `.infinity`.
///
/// Left out: other spellings of the same layout (`padding(EdgeInsets)`, `offset(CGSize)`,
/// `position(CGPoint)`, `aspectRatio(CGSize, ...)`, `scaledToFit()`, `scaledToFill()`, the
/// other shapes, `background(_:in:)`); modifiers without a layout effect (`coordinateSpace`,
/// `scrollIndicators`, `truncationMode`, `font`, `equatable()`); the anchor and
/// preference-reading views (`anchorPreference`, `overlayPreferenceValue`,
/// `backgroundPreferenceValue`) and `onGeometryChange`, which the examples use; `layoutValue`
/// (`flowLineBreak()`), `AnyLayout` and the stacks' `Layout` values; and the examples' fixed
/// views (`TagCloud`, `CardGrid`, `NumberedCard`, `TileStrip`), made of the layouts here.
/// Not generated yet: an adaptive `GridItem` (an empty lazy grid of one is measured at another
/// size than it takes, an open failure) and a `ScrollPosition`.
public enum PropertyNode: Hashable, Sendable {
  // Leaves.
  /// `Color.red.frame(width:height:)`.
  case box(width: Double, height: Double)
  /// `Color.blue`: takes any size it is offered.
  case greedy
  /// A text of `words` words (1 to 4 letters each) in a `size`-point system font, with
  /// `.lineLimit(lineLimit)` when one is given.
  case text(words: Int, size: Int, lineLimit: Int?)
  /// `Spacer(minLength:)`.
  case spacer(minLength: Double?)
  /// `Divider()`.
  case divider
  /// `Circle()`: a shape that fits the proposal.
  case circle
  /// `EmptyView()`: no view at all.
  case empty
  /// `Image(systemName: "star")`; when `resizable`, `.resizable()` and then
  /// `.aspectRatio(ratio, contentMode:)` (`.fill` when `fill`).
  case image(resizable: Bool, ratio: Double?, fill: Bool)
  /// `Label(title, systemImage: "star")`, its title `words` words long.
  case label(words: Int)

  // Containers of any number of children.
  /// `HStack(alignment:spacing:)`.
  case hstack(VerticalAlignment, spacing: Double?)
  /// `VStack(alignment:spacing:)`.
  case vstack(HorizontalAlignment, spacing: Double?)
  /// `ZStack(alignment:)`.
  case zstack(Alignment)
  /// `Group`: its children join its parent's.
  case group
  /// `ScrollView(axes)` around its children (an implicit `VStack` when there are several).
  case scroll(Axis.Set)
  /// `FlowLayout(alignment:spacing:justified:maxLines:)` from LayoutExamples.
  case flow(FlowLayout.LineAlignment, spacing: Double?, justified: Bool, maxLines: Int?)
  /// `CardLayout()` from LayoutExamples.
  case cards
  /// `HorizontalTileGrid(blocks:spacing:)` from LayoutExamples, the blocks taken in turn from
  /// `.full`, `.half` and `.fullCustom(width: 40)`.
  case tiles(spacing: Double)
  /// `CollectionView` from LayoutExamples: a flow measured over two frames through preferences.
  case collection(spacing: Double)
  /// `GeometryChangeFlow` from LayoutExamples: a flow measured with `onGeometryChange`.
  case geometryChangeFlow(spacing: Double)
  /// `AlignmentGuideFlow` from LayoutExamples: a flow made of alignment guides in a `ZStack`.
  case guideFlow(spacing: Double)
  /// A custom `Layout` that measures and places every child with one fixed proposal and
  /// stacks them vertically (`PropertyProposingLayout`).
  case proposing(PropertyProposal)
  /// `LazyVStack(spacing:)` (`.vertical`) or `LazyHStack(spacing:)` (`.horizontal`): builds only
  /// the rows it needs.
  case lazyStack(Axis, spacing: Double?)
  /// `LazyVGrid(columns:spacing:)` (`.vertical`) or `LazyHGrid(rows:spacing:)` (`.horizontal`).
  case lazyGrid(Axis, [PropertyGridItem], spacing: Double?)
  /// `Grid(horizontalSpacing:verticalSpacing:)`; its children are mostly `.gridRow`s.
  case grid(spacing: Double?)
  /// `GridRow { ... }`.
  case gridRow
  /// `ViewThatFits(in: axes)`: shows the first child that fits, builds no other.
  case viewThatFits(Axis.Set)

  // Modifiers: one child.
  /// `.padding(edges, length)` (`nil`: the default padding).
  case padding(Edge.Set, Double?)
  /// `.frame(width:height:alignment:)`, at least one length given.
  case frame(width: Double?, height: Double?, Alignment)
  /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, each
  /// minimum at most its ideal and maximum, maximums possibly `.infinity`.
  case flexFrame(PropertyFlexBounds, PropertyFlexBounds, Alignment)
  /// `.fixedSize(horizontal:vertical:)`.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `.offset(x:y:)`.
  case offset(x: Double, y: Double)
  /// `.position(x:y:)`.
  case position(x: Double, y: Double)
  /// `.layoutPriority(_:)`.
  case priority(Double)
  /// `GeometryReader { _ in content }`.
  case geometry
  /// `.aspectRatio(ratio, contentMode:)`: `.fill` when `fill`, else `.fit`.
  case aspectRatio(Double?, fill: Bool)
  /// `.environment(\.layoutDirection, .rightToLeft)`.
  case rightToLeft
  /// `.dynamicTypeSize(_:)`.
  case dynamicType(DynamicTypeSize)
  /// `.hidden()`.
  case hidden
  /// `.alignmentGuide(guide) { d in ... }` with the value `PropertyGuideValue` describes.
  case alignmentGuide(PropertyGuide, PropertyGuideValue)
  /// `.background(Color.green)` or `.overlay(Color.green)`: a shape style, no view child.
  case styleLayer(overlay: Bool)
  /// `.preference(key: PropertyPreferenceKey.self, value: [value])`: replaces the subtree's value.
  case preference(Int)
  /// `.transformPreference(PropertyPreferenceKey.self) { $0.append(value) }`.
  case appendPreference(Int)
  /// A drawing modifier: it draws differently, and lays out nothing differently.
  case drawing(PropertyDrawing)
  /// A text style for the texts below: `.bold()`, `.kerning`, `.lineSpacing`, a `.lineLimit`
  /// range or `.minimumScaleFactor`.
  case textStyle(PropertyTextStyle)
  /// `Button(action: {}) { content }`.
  case button
  /// `.gridCellColumns(_:)`.
  case gridCellColumns(Int)
  /// `.ignoresSafeArea(edges: edges)`.
  case ignoresSafeArea(Edge.Set)
  /// `.safeAreaPadding(edges, length)` (`nil`: the default padding).
  case safeAreaPadding(Edge.Set, Double?)

  // Modifiers: two children, the content and then the decoration.
  /// `.overlay(alignment:) { decoration }`, or `.overlay(decoration)` when `alignment` is `nil`.
  case overlay(Alignment?)
  /// `.background(alignment:) { decoration }`, or `.background(decoration)` when `alignment` is `nil`.
  case background(Alignment?)
  /// `.safeAreaInset(edge:spacing:) { inset }` on `edge`.
  case safeAreaInset(Edge, spacing: Double?)

  /// How many children the node takes.
  public var arity: PropertyArity {
    switch self {
    case .box, .greedy, .text, .spacer, .divider, .circle, .empty, .image, .label: .leaf
    case .hstack, .vstack, .zstack, .group, .scroll, .flow, .cards, .tiles, .collection, .geometryChangeFlow,
      .guideFlow, .proposing, .lazyStack, .lazyGrid, .grid, .gridRow, .viewThatFits:
      .many
    case .overlay, .background, .safeAreaInset: .two
    default: .one
    }
  }

  /// Whether the node may leave some of its children unbuilt: those have no frame and write
  /// no preference (a lazy container's rows far from view, the views `ViewThatFits` did not
  /// choose).
  public var buildsSomeChildren: Bool {
    switch self {
    case .lazyStack, .lazyGrid, .viewThatFits: true
    default: false
    }
  }

  /// Whether the node lays its children out from sizes they reported in an earlier frame,
  /// kept in `@State` (the two-frame flows).
  public var feedsSizesBackThroughState: Bool {
    switch self {
    case .collection, .geometryChangeFlow, .guideFlow: true
    default: false
    }
  }
}

/// How many children a node takes.
public enum PropertyArity: Hashable, Sendable {
  /// None.
  case leaf
  /// Exactly one: a modifier's content.
  case one
  /// Exactly two: a content and its decoration.
  case two
  /// Any number.
  case many
}

/// The proposal a `PropertyProposingLayout` gives every child.
public enum PropertyProposal: String, Hashable, Sendable, CaseIterable {
  /// `ProposedViewSize.infinity`.
  case infinity
  /// `ProposedViewSize.zero`.
  case zero
  /// `ProposedViewSize.unspecified`.
  case unspecified

  /// The proposal itself.
  public var proposal: ProposedViewSize {
    switch self {
    case .infinity: .infinity
    case .zero: .zero
    case .unspecified: .unspecified
    }
  }
}

/// One axis of a flexible frame: minimum, ideal and maximum, each optional.
public struct PropertyFlexBounds: Hashable, Sendable {
  public var min: Double?
  public var ideal: Double?
  public var max: Double?

  public init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
    self.min = min
    self.ideal = ideal
    self.max = max
  }

  /// Whether no bound is given.
  public var isEmpty: Bool { min == nil && ideal == nil && max == nil }
}

/// The guide an `.alignmentGuide` modifier sets.
public enum PropertyGuide: Hashable, Sendable {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
}

/// How an `.alignmentGuide` computes its value from the view's dimensions `d`.
public enum PropertyGuideValue: Hashable, Sendable {
  /// `d[guide] + shift`: the implicit value, moved.
  case shifted(Double)
  /// `d.width * fraction` for a horizontal guide, `d.height * fraction` for a vertical one.
  case fraction(Double)
  /// `d[VerticalAlignment.firstTextBaseline]` (or `.lastTextBaseline` when `last`), for any guide:
  /// reads another guide, as baseline-aligned layouts do.
  case baseline(last: Bool)
}

/// One `GridItem` of a generated lazy grid.
public enum PropertyGridItem: Hashable, Sendable {
  /// `GridItem(.fixed(length))`.
  case fixed(Double)
  /// `GridItem(.flexible())`.
  case flexible
  /// `GridItem(.adaptive(minimum: minimum))`.
  case adaptive(Double)

  /// The `GridItem` itself.
  public var item: GridItem {
    switch self {
    case .fixed(let length): GridItem(.fixed(CGFloat(length)))
    case .flexible: GridItem(.flexible())
    case .adaptive(let minimum): GridItem(.adaptive(minimum: CGFloat(minimum)))
    }
  }
}

/// A drawing modifier of a generated tree: none changes a frame.
public enum PropertyDrawing: Hashable, Sendable {
  /// `.opacity(value)`.
  case opacity(Double)
  /// `.clipShape(Circle())`.
  case clipCircle
  /// `.border(Color.black, width: width)`.
  case border(Double)
  /// `.shadow(radius:x:y:)`.
  case shadow(radius: Double, x: Double, y: Double)
  /// `.rotationEffect(.degrees(degrees))`.
  case rotation(Double)
  /// `.scaleEffect(x:y:)`.
  case scale(x: Double, y: Double)
}

/// A text style modifier of a generated tree.
public enum PropertyTextStyle: Hashable, Sendable {
  /// `.bold()`.
  case bold
  /// `.kerning(value)`.
  case kerning(Double)
  /// `.lineSpacing(value)`.
  case lineSpacing(Double)
  /// `.lineLimit(lower...upper)`.
  case lineLimit(Int, Int)
  /// `.minimumScaleFactor(value)`.
  case minimumScaleFactor(Double)
}
