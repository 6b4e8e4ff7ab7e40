import Foundation

/// A view that hands a trait to the container laying it out: `.layoutPriority(_:)` and
/// `.layoutValue(key:value:)`. It does not lay out; the container reads the trait on the
/// subview it ends up as, through any modifiers around it.
@usableFromInline
struct TraitWriter<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let traits: ViewTraits
  let label: NodeSummary

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.summarySource = label
    // Traits decide how the container lays this view out: a different priority, or layout
    // values (which cannot be compared), change the container's layout.
    if node.writtenTraits.priority != traits.priority || !traits.layoutValues.isEmpty {
      node.changedInUpdate = true
    }
    if let priority = traits.priority, priority.isNaN {
      builder.report(.invalidArgument, node, "layout priority is NaN; using 0")
      node.writtenTraits = ViewTraits(layoutValues: traits.layoutValues, priority: 0)
    } else {
      node.writtenTraits = traits
    }
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}

extension View {
  /// Sets the priority a stack gives this view when dividing space: higher goes first.
  ///
  /// SwiftUI parity: `layoutPriority(_:)`; it changes how a parent apportions space, never the
  /// view's own sizing (layout rules F6, S6).
  public func layoutPriority(_ value: Double) -> some View {
    TraitWriter(content: self, traits: ViewTraits(priority: value), label: .make { ".layoutPriority(\(value))" })
  }

  /// Hands `value` for `key` to the containing layout, which reads it with `subview[key]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    TraitWriter(
      content: self, traits: ViewTraits(layoutValues: [ObjectIdentifier(key): value]),
      label: .make { ".layoutValue(key: \(key), value: \(value))" })
  }
}
