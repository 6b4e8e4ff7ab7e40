import Foundation

/// A modifier that neither lays out nor draws: hit testing and accessibility. It adds no
/// node that lays out, so the view tree and every frame are as without it.
///
/// SwiftUI parity: these modifiers change no layout in SwiftUI either.
@usableFromInline
struct NonDrawingModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let label: String

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.summarySource = .text(label)
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}

extension View {
  /// Whether the view takes part in hit testing. SwiftUI parity: `allowsHitTesting(_:)`.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    NonDrawingModifier(content: self, label: ".allowsHitTesting(\(enabled))")
  }

  /// The shape hit testing uses for the view. SwiftUI parity: `contentShape(_:eoFill:)`.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    NonDrawingModifier(content: self, label: ".contentShape(\(shape))")
  }

  /// The label assistive technologies read. SwiftUI parity: `accessibilityLabel(_:)`.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    NonDrawingModifier(content: self, label: ".accessibilityLabel(\(String(reflecting: String(label))))")
  }

  /// The label assistive technologies read. SwiftUI parity: `accessibilityLabel(_:)`.
  public func accessibilityLabel(_ label: Text) -> some View {
    NonDrawingModifier(content: self, label: ".accessibilityLabel(\(label))")
  }

  /// A hint of what acting on the view does. SwiftUI parity: `accessibilityHint(_:)`.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    NonDrawingModifier(content: self, label: ".accessibilityHint(\(String(reflecting: String(hint))))")
  }

  /// The value assistive technologies read. SwiftUI parity: `accessibilityValue(_:)`.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    NonDrawingModifier(content: self, label: ".accessibilityValue(\(String(reflecting: String(value))))")
  }

  /// Hides the view from assistive technologies. SwiftUI parity: `accessibilityHidden(_:)`.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    NonDrawingModifier(content: self, label: ".accessibilityHidden(\(hidden))")
  }

  /// An identifier for UI tests. SwiftUI parity: `accessibilityIdentifier(_:)`.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    NonDrawingModifier(content: self, label: ".accessibilityIdentifier(\(String(reflecting: identifier)))")
  }
}
