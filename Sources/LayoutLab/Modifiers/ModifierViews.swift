/// The views the built-in modifiers return (`.frame`, `.offset`, ...): each holds its content
/// and its built-in layout, and updates its node through `ModifiedLayout.update`.
///
/// Each is a distinct type named only by its content, and `@usableFromInline`, so that code in
/// other modules can see through the modifier's `some View`: a generic view (one whose body
/// builds modifiers on a generic content) then gets the modifier's type from the ordinary
/// generic metadata cache, instead of asking the runtime to resolve an opaque type by
/// demangling its name on every evaluation (which cost about 9,000 instructions per modifier
/// per body). The layout type stays internal: it is a stored property, not a type parameter.
///
/// `.frame(width:height:alignment:)` and `.offset` are inlinable besides, and their modifiers
/// keep the arguments (public types) and make their layout when they update: called from
/// another module unspecialised, a modifier function looked up its modifier type's metadata
/// at every call (about 330 instructions, as much as the rest of the modifier's update), where
/// the caller's specialised copy knows it. A stored layout would have to be `@usableFromInline`,
/// and with it every `Layout` method it implements.
///
/// They stay seven types, not one `LayoutModifier<Content, L>`: with the layout as a type
/// parameter, that see-through needs every layout and each of its `Layout` methods to be
/// `@usableFromInline` too, where one type per modifier keeps the layouts internal.
///
/// SwiftUI parity: SwiftUI's modifiers return `ModifiedContent<Self, _FrameLayout>` and the like.

@usableFromInline
struct FrameModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  @usableFromInline let content: Content
  @usableFromInline let width: CGFloat?
  @usableFromInline let height: CGFloat?
  @usableFromInline let alignment: Alignment

  @inlinable
  init(content: Content, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    self.content = content
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    ModifiedLayout.update(
      node, in: builder, content: content, layout: FrameLayout(width: width, height: height, alignment: alignment),
      summary: .layout)
  }
}

@usableFromInline
struct FlexFrameModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let layout: FlexFrameLayout

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    ModifiedLayout.update(node, in: builder, content: content, layout: layout, summary: .layout)
  }
}

@usableFromInline
struct OffsetModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  @usableFromInline let content: Content
  @usableFromInline let offset: CGSize

  @inlinable
  init(content: Content, offset: CGSize) {
    self.content = content
    self.offset = offset
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    ModifiedLayout.update(node, in: builder, content: content, layout: OffsetLayout(offset: offset), summary: .layout)
  }
}

@usableFromInline
struct AspectRatioModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let layout: AspectRatioLayout

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    ModifiedLayout.update(node, in: builder, content: content, layout: layout, summary: .layout)
  }
}

@usableFromInline
struct PositionModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let layout: PositionLayout

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    ModifiedLayout.update(node, in: builder, content: content, layout: layout, summary: .layout)
  }
}

@usableFromInline
struct FixedSizeModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let layout: FixedSizeLayout
  let summary: NodeSummary

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    ModifiedLayout.update(node, in: builder, content: content, layout: layout, summary: summary)
  }
}

@usableFromInline
struct AlignmentGuideModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let layout: AlignmentGuideLayout

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    ModifiedLayout.update(node, in: builder, content: content, layout: layout, summary: .layout)
  }
}
