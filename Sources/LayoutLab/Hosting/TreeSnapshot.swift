/// The laid-out tree as one `layout(in:)` left it, turned into `PlacedView`s and diagnostics
/// only when a `LayoutResult` is asked for them.
///
/// Building the `PlacedView` tree (summaries, frames, ids, counters for every view) is a walk
/// of the whole tree with a string per view; most callers read a few frames or none. So a result holds the live tree
/// and reads it on first use. The tree is only changed by the next `layout(in:)`, which first
/// `freeze()`s the snapshot it handed out last (if a result still holds it), so a result never
/// sees a later layout.
///
/// SwiftUI parity: none; bookkeeping of the host.
final class TreeSnapshot {
  /// The host's root while the tree is as the layout left it; `nil` once frozen.
  private var root: ViewNode?
  /// The store `root` lives in, kept alive while the snapshot reads it (the host may be gone).
  private var store: NodeStore?
  private var placed: [PlacedView]?
  private var placedWithoutCounters: [PlacedView]?
  private var nodeDiagnostics: [LayoutDiagnostic]?
  /// The engine's pass that placed the tree: counters of views it did not reach are zero.
  private let pass: Int

  init(root: ViewNode, store: NodeStore, pass: Int) {
    self.root = root
    self.store = store
    self.pass = pass
  }

  /// The root views with their subtrees, each view with its counters from the layout.
  var views: [PlacedView] {
    if let placed { return placed }
    let views = root.map { PlacedView.views(of: Array($0.subviews), pass: pass) } ?? []
    placed = views
    return views
  }

  /// How many views `views` holds, counted on the live tree when they were not built yet
  /// (building them costs more than the layout's own memory for a large tree).
  var viewCount: Int {
    if let placed { return placed.reduce(0) { $0 + $1.subtreeCount } }
    guard let root else { return 0 }
    // With a stack, not recursion: a tree may be 100,000 views deep.
    var count = 0
    var stack = Array(root.subviews)
    while let node = stack.popLast() {
      count += 1
      stack.append(contentsOf: node.placedSubviews)
    }
    return count
  }

  /// The same views with every counter at zero: a layout that had nothing to do.
  var viewsWithoutCounters: [PlacedView] {
    if let placedWithoutCounters { return placedWithoutCounters }
    let views = PlacedView.withoutCounters(self.views)
    placedWithoutCounters = views
    return views
  }

  /// The problems the tree's view values carry, in tree order.
  var diagnostics: [LayoutDiagnostic] {
    if let nodeDiagnostics { return nodeDiagnostics }
    var found: [LayoutDiagnostic] = []
    // With a stack, not recursion: a tree may be 100,000 views deep.
    var stack = root.map { [$0] } ?? []
    while let node = stack.popLast() {
      found.append(contentsOf: node.diagnostics)
      stack.append(contentsOf: node.children.reversed())
    }
    nodeDiagnostics = found
    return found
  }

  /// Reads everything a result may ask for now, and lets go of the tree: it is about to change.
  func freeze() {
    guard root != nil else { return }
    _ = views
    _ = diagnostics
    root = nil
    store = nil
  }
}
