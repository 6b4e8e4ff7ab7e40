import Foundation

/// Content a lazy stack can build one element at a time: a `ForEach`, whose elements are
/// found by position without walking the ones before them.
protocol LazyElementSource {
  /// How many elements there are (evaluating the data's count once).
  var elementCount: Int { get }
  /// Adds the views of the elements at `indices`, in that order, to `list`.
  func addElements(_ indices: [Int], to list: inout ChildList)
}

/// What a lazy stack whose content is a `ForEach` knows about its elements between layouts:
/// where to get them, which are built, and the visible region its `ScrollView` gave it.
///
/// SwiftUI parity: a lazy stack creates its subviews as they are needed to fill the visible
/// region of the scroll view around it (C-LS5); outside a scroll view it builds them all (C-LS10).
final class LazyElements {
  /// The axis the stack stacks along.
  let axis: Axis
  /// The content, as of the last update, when it is a `ForEach`; `nil` for other content,
  /// which is built in full (the record then only carries the region shown, for pinning).
  var source: (any LazyElementSource)?
  /// The indices of the elements built, in order: the node's children are their views.
  var built: [Int] = []
  /// The region of the stack (along `axis`, in its own coordinates) its `ScrollView` shows,
  /// before the look-ahead; `nil` when no scroll view along `axis` holds it directly.
  var window: ClosedRange<CGFloat>?

  init(axis: Axis, source: (any LazyElementSource)?) {
    self.axis = axis
    self.source = source
  }

  /// Tells `node`, the stack, the region its scroll view now shows; a different region makes
  /// the stack forget its remembered sizes (its length is estimated from the rows it builds).
  func show(_ window: ClosedRange<CGFloat>?, in node: ViewNode) {
    guard window != self.window else { return }
    self.window = window
    node.measurements.removeAll()
    node.behavior?.subviewsChanged()
    node.markNeedsPlacement()
  }
}

extension ForEach: LazyElementSource {
  var elementCount: Int { data.count }

  func addElements(_ indices: [Int], to list: inout ChildList) {
    let id = self.id
    let content = self.content
    for offset in indices {
      let element = data[data.index(data.startIndex, offsetBy: offset)]
      list.add(.explicit(id(element)), content(element))
    }
  }
}
