/// The element views a `ForEach` made at its last update, kept by its node in the order of
/// its children, so that the next update can compare each new element view with the last
/// one at its position and keep an unchanged element without entering its subtree.
///
/// One array per `ForEach`, of the element views' own type: comparing costs no allocation
/// and no boxing per element. How two element views compare (`ViewFields`) is looked up at
/// the first update that compares, not when the collection is first built. Like
/// `ViewNode`'s, the stored properties opt out of dynamic exclusivity checks: every access is
/// short and none overlaps another.
final class ElementValues<Element: View> {
  /// The element views, in the order of the node's children.
  @exclusivity(unchecked) var values: [Element] = []
  /// Whether element views of this type can be compared (`ViewFields.Rule.compared`); once
  /// an update finds they cannot (an element view holding a closure), none is kept again.
  @exclusivity(unchecked) var comparable = true

  /// Takes the views of the last update out (the array is left empty for the new ones), or
  /// none when they are not as many as `children`, and so do not match them by position.
  func takeLast(matching children: Int) -> [Element] {
    var last: [Element] = []
    swap(&last, &values)
    return last.count == children ? last : []
  }
}
