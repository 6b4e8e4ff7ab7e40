/// The element views a `ForEach` made at its last update, kept by its node in the order of
/// its children, so that the next update can compare each new element view with the last
/// one at its position and keep an unchanged element without entering its subtree.
///
/// One array per `ForEach`, of the element views' own type: comparing costs no allocation
/// and no boxing per element. Kept only when the element type can be compared at all
/// (`ViewFields.Rule.compared`); an element view holding a closure is never the same.
final class ElementValues<Element: View> {
  /// The element views, in the order of the node's children.
  var values: [Element] = []
}
