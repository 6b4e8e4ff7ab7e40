import Foundation

/// Lets a view reach into the unsafe area: it is measured as it is (the container sees its
/// usual size), and placed grown by the insets of `regions` on `edges` that its frame touches,
/// moved up and back by the top and leading ones (C-SA4). Its content is laid out in that
/// larger frame (C-SA6). An edge that does not touch its safe boundary stays (C-SA5).
///
/// SwiftUI parity: `_SafeAreaRegionsIgnoringLayout` as OpenSwiftUI reimplements it
/// (`Sources/OpenSwiftUICore/Layout/SafeAreaIgnoringLayout.swift`,
/// https://github.com/OpenSwiftUIProject/OpenSwiftUI); Apple documents the modifier at
/// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:).
struct SafeAreaIgnoringLayout: BuiltinLayout, Equatable {
  let regions: SafeAreaRegions
  let edges: Edge.Set

  static var isUnaryModifier: Bool { true }
  var readsSafeArea: Bool { true }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard let child = subviews.first else { return }
    let reach = subviews.safeAreaInsets(at: bounds, regions: regions)
    var insets = EdgeInsets()
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { insets[edge] = reach[edge] }
    let size = CGSize(width: bounds.width + insets.total(.horizontal), height: bounds.height + insets.total(.vertical))
    child.place(
      at: CGPoint(x: bounds.minX - insets.leading, y: bounds.minY - insets.top), anchor: .topLeading,
      proposal: ProposedViewSize(size))
  }
}

extension SafeAreaIgnoringLayout: ModifierSummarizing {
  var modifierSummary: String {
    let regionName =
      regions == .all
      ? "" : regions == .container ? ".container" : regions == .keyboard ? ".keyboard" : "\(regions.rawValue)"
    let edgeNames = edges == .all ? nil : Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { ".\($0)" }
    let arguments = [regionName.isEmpty ? nil : regionName, edgeNames.map { "edges: [\($0.joined(separator: ", "))]" }]
      .compactMap { $0 }
    return ".ignoresSafeArea(\(arguments.joined(separator: ", ")))"
  }
}

/// The view `ignoresSafeArea(_:edges:)` returns.
@usableFromInline
struct SafeAreaIgnoringModifier<Content: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let layout: SafeAreaIgnoringLayout

  @usableFromInline
  init(content: Content, regions: SafeAreaRegions, edges: Edge.Set) {
    self.content = content
    layout = SafeAreaIgnoringLayout(regions: regions, edges: edges)
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    ModifiedLayout.update(node, in: builder, content: content, layout: layout, summary: .layout)
  }
}

extension View {
  /// Lets this view reach into the unsafe area of `regions` on `edges`, where its frame
  /// touches the safe area's boundary (the touching rule, C-SA5).
  @inlinable public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    SafeAreaIgnoringModifier(content: self, regions: regions, edges: edges)
  }

  /// Lets this view reach into the unsafe area on `edges`: `ignoresSafeArea(.all, edges:)`.
  @available(*, deprecated, message: "Use ignoresSafeArea(_:edges:) instead.")
  @inlinable public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    SafeAreaIgnoringModifier(content: self, regions: .all, edges: edges)
  }
}
