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
/// They stay seven types, not one `LayoutModifier<Content, L>`: with the layout as a type
/// parameter, that see-through needs every layout and each of its `Layout` methods to be
/// `@usableFromInline` too, where one type per modifier keeps the layouts internal.
///
/// SwiftUI parity: SwiftUI's modifiers return `ModifiedContent<Self, _FrameLayout>` and the like.

@usableFromInline
struct FrameModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let layout: FrameLayout

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    ModifiedLayout.update(node, in: builder, content: content, layout: layout, summary: .layout)
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

  let content: Content
  let layout: OffsetLayout

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    ModifiedLayout.update(node, in: builder, content: content, layout: layout, summary: .layout)
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
