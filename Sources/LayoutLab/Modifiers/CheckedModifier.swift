import Foundation

/// A built-in modifier whose arguments are checked when the view is built: each invalid
/// argument is replaced as the layout's `checked(_:)` says and reported as a `LayoutDiagnostic`
/// whose path ends at the modifier itself (`ViewHost › VStack() › .frame(width: -5)`).
///
/// The modifier is installed and named before its problems are reported, so that the path can
/// name it; the checked layout is then idempotent under `ModifiedLayout`'s own check.
///
/// SwiftUI parity: SwiftUI logs such arguments as runtime issues ("Invalid frame dimension
/// (negative or non-finite).", "Contradictory frame constraints specified.") and lays out anyway.
struct CheckedModifier<Content: View, L: BuiltinLayout>: View, PrimitiveView {
  let content: Content
  let layout: L
  let summary: String

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    var problems: [(kind: LayoutDiagnostic.Kind, message: String)] = []
    let layout = self.layout.checked { problems.append(($0, $1)) }
    node.install(layout)
    node.summary = summary
    for problem in problems { builder.report(problem.kind, node, problem.message) }
    ModifiedLayout(content: content, layout: layout, summary: summary).update(node, in: builder)
  }
}
