import Foundation

/// What changed among a container's subviews since its layout's cache was last updated:
/// nothing, some subviews (by index), or everything (the layout value, the subviews
/// themselves, or something the engine cannot attribute to one subview).
///
/// `LayoutBox` keeps two: one it hands to the layout when the cache is next used, one when its
/// subviews are next placed for good. An `IncrementalLayout` learns the indices, any other
/// layout only that something changed.
struct SubviewChanges {
  /// The subviews known to have changed, when not `all`; `nil` for none, so that the common
  /// cases (nothing, everything) never ask an `IndexSet`, each of whose reads is an access
  /// checked at run time and a dynamic call.
  private var changedIndices: IndexSet?
  /// Whether anything beyond `indices` may have changed.
  private(set) var all = false

  /// Everything changed: what a layout that never ran has to catch up with.
  static var everything: SubviewChanges {
    var changes = SubviewChanges()
    changes.insertAll()
    return changes
  }

  /// The subviews known to have changed, when not `all`.
  var indices: IndexSet { changedIndices ?? IndexSet() }

  /// Whether nothing changed.
  var isEmpty: Bool { !all && changedIndices == nil }

  /// Notes that the subview at `index` changed.
  mutating func insert(_ index: Int) {
    guard !all else { return }
    if changedIndices == nil {
      changedIndices = IndexSet(integer: index)
    } else {
      changedIndices?.insert(index)
    }
  }

  /// Notes that anything may have changed.
  mutating func insertAll() {
    all = true
    changedIndices = nil
  }

  /// Forgets the changes, once the cache is up to date.
  mutating func removeAll() {
    all = false
    changedIndices = nil
  }
}

extension ViewNode {
  /// Tells `behavior`, this container's, that `subview` changed: by its index while it is
  /// this container's subview there, otherwise that anything may have (a modifier applied to
  /// each of several views is its container's subview only through its copies).
  func noteChanged(subview: ViewNode, _ behavior: any LayoutBehavior) {
    if let index = index(ofSubview: subview) {
      behavior.subviewChanged(at: index)
    } else {
      behavior.subviewsChanged()
    }
  }

  /// Tells this container's behavior that `subview` must be placed again, by its index, while
  /// it is this container's subview there. Otherwise nothing: this container gathers its
  /// subviews again before it places `subview` among them, and gathering tells the behavior
  /// that everything changed.
  func notePlacementNeeded(of subview: ViewNode) {
    guard let index = index(ofSubview: subview) else { return }
    // Called in place: copying the behavior out of the record counts a reference.
    record.pointee.layout.behavior?.subviewNeedsPlacement(at: index)
  }

  /// `subview`'s index among this container's subviews, if it is this container's subview
  /// there (a subview's index is set when it is gathered). Read in place: copying the array
  /// out of the record counts a reference.
  private func index(ofSubview subview: ViewNode) -> Int? {
    let index = subview.subviewIndex
    return record.pointee.layout.subviews.holds(subview, at: index) ? index : nil
  }

  /// Tells `behavior`, this container's, that the subviews `structural` (a structural node
  /// below it, with no laid-out node between) contributes changed: each by its index, or
  /// anything when one of them is not this container's subview.
  func noteChanged(contributedBy structural: ViewNode, _ behavior: any LayoutBehavior) {
    if !noteChangedSubviews(below: structural, behavior) { behavior.subviewsChanged() }
  }

  private func noteChangedSubviews(below node: ViewNode, _ behavior: any LayoutBehavior) -> Bool {
    for child in node.children {
      if child.laysOut {
        guard let index = index(ofSubview: child) else { return false }
        behavior.subviewChanged(at: index)
      } else if !withSufficientStack({ noteChangedSubviews(below: child, behavior) }) {
        return false
      }
    }
    return true
  }
}
