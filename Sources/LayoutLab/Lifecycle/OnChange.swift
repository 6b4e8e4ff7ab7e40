/// `.onChange(of:initial:_:)`: compares the value each update brings with the one before, and
/// queues the action for the frame's actions step when it differs.
///
/// The node is structural (it lays out nothing): the value can only change when the view
/// around it is updated, which is when this modifier is updated too.
@usableFromInline
struct OnChangeModifier<Content: View, Value: Equatable>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.summary = ".onChange(of: \(Value.self))"
    if let old = node.observedValue as? Value {
      if old != value {
        let action = action
        let new = value
        builder.queue(FrameAction(".onChange(of: \(Value.self))", node: node) { action(old, new) })
      }
    } else if initial {
      let action = action
      let first = value
      builder.queue(FrameAction(".onChange(of: \(Value.self), initial: true)", node: node) { action(first, first) })
    }
    node.observedValue = value
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}

extension View {
  /// Runs `action` with the old and the new value after an update in which `value` changed
  /// (and, with `initial`, after the first update with the value as both); state it writes
  /// makes another frame. The modifier changes no layout.
  ///
  /// The action runs in the frame loop's actions step, after the frame's layout: it sees the
  /// state the frame was built from. SwiftUI parity: `onChange(of:initial:_:)` (iOS 17).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    OnChangeModifier(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action` after an update in which `value` changed (and, with `initial`, after the
  /// first update). SwiftUI parity: `onChange(of:initial:_:)` (iOS 17), zero-parameter form.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    OnChangeModifier(content: self, value: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value after an update in which `value` changed.
  /// SwiftUI parity: `onChange(of:perform:)`, deprecated in iOS 17 as it is in SwiftUI.
  @available(
    *, deprecated, message: "Use onChange(of:initial:_:) with a two- or zero-parameter action closure instead."
  )
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
    OnChangeModifier(content: self, value: value, initial: false) { _, new in action(new) }
  }
}
