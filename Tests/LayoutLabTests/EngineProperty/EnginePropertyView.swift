import Foundation
import LayoutExamples
import LayoutLab

/// The preference the generated trees write: values in tree order.
struct PropertyPreferenceKey: PreferenceKey {
  static let defaultValue: [Int] = []
  static func reduce(value: inout [Int], nextValue: () -> [Int]) { value.append(contentsOf: nextValue()) }
}

/// Where the root's `onPreferenceChange` leaves the value, for the test to read after the
/// layout. The action runs in the frame loop of `layout(in:)`, on the calling thread, before
/// `layout(in:)` returns: no other thread touches it.
final class PropertyPreferenceInbox {
  var value: [Int]?
}

extension PropertyTree {
  /// The view this tree describes, every node carrying `.id(index)` with its preorder index.
  func view() -> AnyView {
    var next = 0
    return view(&next)
  }

  private func view(_ next: inout Int) -> AnyView {
    let index = next
    next += 1
    let content: AnyView
    func built(_ children: [PropertyTree], _ next: inout Int) -> [AnyView] {
      children.map { $0.view(&next) }
    }
    switch self {
    case .box(let width, let height):
      content = AnyView(Color.red.frame(width: CGFloat(width), height: CGFloat(height)))
    case .greedy:
      content = AnyView(Color.blue)
    case .text(let words, let size):
      let text = (0..<words).map { String(repeating: "w", count: 1 + $0 % 4) }.joined(separator: " ")
      content = AnyView(Text(text).font(.system(size: CGFloat(size))))
    case .spacer(let minLength):
      content = AnyView(Spacer(minLength: minLength.map { CGFloat($0) }))
    case .hstack(let alignment, let spacing, let children):
      let views = built(children, &next)
      content = AnyView(
        HStack(alignment: alignment.vertical, spacing: spacing.map { CGFloat($0) }) {
          ForEach(0..<views.count, id: \.self) { views[$0] }
        })
    case .vstack(let alignment, let spacing, let children):
      let views = built(children, &next)
      content = AnyView(
        VStack(alignment: alignment.horizontal, spacing: spacing.map { CGFloat($0) }) {
          ForEach(0..<views.count, id: \.self) { views[$0] }
        })
    case .zstack(let alignment, let children):
      let views = built(children, &next)
      content = AnyView(
        ZStack(alignment: Alignment(horizontal: alignment.horizontal, vertical: .center)) {
          ForEach(0..<views.count, id: \.self) { views[$0] }
        })
    case .flow(let spacing, let children):
      let views = built(children, &next)
      content = AnyView(LayoutExamples.FlowLayout(spacing: CGFloat(spacing)) { ForEach(0..<views.count, id: \.self) { views[$0] } })
    case .cards(let children):
      let views = built(children, &next)
      content = AnyView(LayoutExamples.CardLayout() { ForEach(0..<views.count, id: \.self) { views[$0] } })
    case .padding(let length, let child):
      content = AnyView(child.view(&next).padding(CGFloat(length)))
    case .frame(let width, let height, let child):
      content = AnyView(child.view(&next).frame(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }))
    case .flexFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, let child):
      content = AnyView(
        child.view(&next).frame(
          minWidth: minWidth.map { CGFloat($0) }, maxWidth: maxWidth.map { CGFloat($0) },
          minHeight: minHeight.map { CGFloat($0) }, maxHeight: maxHeight.map { CGFloat($0) }))
    case .fixedSize(let child):
      content = AnyView(child.view(&next).fixedSize())
    case .offset(let x, let y, let child):
      content = AnyView(child.view(&next).offset(x: CGFloat(x), y: CGFloat(y)))
    case .priority(let value, let child):
      content = AnyView(child.view(&next).layoutPriority(Double(value)))
    case .geometry(let child):
      let inner = child.view(&next)
      content = AnyView(GeometryReader { _ in inner })
    case .preference(let value, let child):
      content = AnyView(child.view(&next).preference(key: PropertyPreferenceKey.self, value: [value]))
    case .appendPreference(let value, let child):
      content = AnyView(child.view(&next).transformPreference(PropertyPreferenceKey.self) { $0.append(value) })
    }
    return AnyView(content.id(index))
  }

  /// The tree's value for `PropertyPreferenceKey` folded directly from the description, by
  /// `reference/semantics.md` P3–P6: a node without a writer combines its children's values in
  /// order (`nil` when none contributes); `.preference` replaces its subtree's value;
  /// `.appendPreference` appends to it (to the default when nothing below contributes).
  var preferenceFold: [Int]? {
    switch self {
    case .preference(let value, _):
      return [value]
    case .appendPreference(let value, let child):
      return (child.preferenceFold ?? []) + [value]
    default:
      let values = children.compactMap(\.preferenceFold)
      return values.isEmpty ? nil : values.flatMap { $0 }
    }
  }
}

extension PropertyAlignment {
  /// The vertical alignment an `HStack` reads.
  var vertical: VerticalAlignment {
    switch self {
    case .center: .center
    case .leading: .top
    case .trailing: .bottom
    case .firstTextBaseline: .firstTextBaseline
    }
  }

  /// The horizontal alignment a `VStack` or `ZStack` reads.
  var horizontal: HorizontalAlignment {
    switch self {
    case .center, .firstTextBaseline: .center
    case .leading: .leading
    case .trailing: .trailing
    }
  }
}

/// What one layout of a generated tree gave, by preorder index.
struct PropertyLayout {
  /// Each node's frame (a node without a view of its own, like `.layoutPriority`, has its
  /// content's).
  var frames: [Int: CGRect] = [:]
  /// Each node's placement proposal.
  var proposals: [Int: ProposedViewSize] = [:]
  /// Every laid-out view's frame, tree order, with its summary, ids or not.
  var allFrames: [(summary: String, frame: CGRect)] = []
  /// What the root's `onPreferenceChange` received (the default if it never ran).
  var preference: [Int] = []
  /// The engine's diagnostics.
  var diagnostics: [LayoutDiagnostic] = []

  /// Reads `result`.
  init(_ result: LayoutResult, preference: [Int]?) {
    result.forEachView { view in
      allFrames.append((view.summary, view.frame))
      for case let index as Int in view.ids {
        frames[index] = view.frame
        proposals[index] = view.proposal
      }
    }
    self.preference = preference ?? PropertyPreferenceKey.defaultValue
    diagnostics = result.diagnostics
  }
}

/// Lays generated trees out.
struct PropertyHost {
  let tree: PropertyTree
  let host: ViewHost<AnyView>
  private let inbox: PropertyPreferenceInbox

  init(_ tree: PropertyTree, policy: MeasurementCachePolicy = .swiftUI) {
    let inbox = PropertyPreferenceInbox()
    self.tree = tree
    self.inbox = inbox
    host = ViewHost(
      rootView: AnyView(tree.view().onPreferenceChange(PropertyPreferenceKey.self) { inbox.value = $0 }),
      measurementCachePolicy: policy)
  }

  /// One `layout(in:)`.
  func layout(in size: CGSize) -> PropertyLayout {
    PropertyLayout(host.layout(in: size), preference: inbox.value)
  }
}
