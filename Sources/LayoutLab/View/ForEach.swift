/// Views computed from a collection of data; each element's view is identified by its id,
/// so it keeps its node (and state) when elements move, and loses it when its element leaves.
///
/// SwiftUI parity: `ForEach` over a `RandomAccessCollection` with `id:` or `Identifiable`
/// elements, and over a `Range<Int>`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  public var data: Data
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
  /// Whether each element is its own id (`id: \.self`).
  let elementIsID: Bool

  /// One view per element, identified by the element's value at `id`.
  ///
  /// `\.self` is recognised once, here: each element is then its own id, read without a
  /// key-path projection per element (a projection costs as much as building a small view).
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    elementIsID = ID.self == Data.Element.self && id == \Data.Element.self as AnyKeyPath
    if elementIsID {
      self.id = { unsafeBitCast($0, to: ID.self) }
    } else {
      self.id = { $0[keyPath: id] }
    }
    self.content = content
  }

  /// Reconciles one child per element. An element whose view is the same as the one at its
  /// position last time keeps its node without entering its subtree (see
  /// `Reconciler.addElement`), so a new collection in which one element changed updates
  /// that element's path alone.
  ///
  /// Each element view is made in place in the node's `ElementValues` and compared there with
  /// the last one at its position: an unchanged element costs making its view, its id and one
  /// comparison, with nothing allocated or boxed for it.
  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.assign(.dynamicContent, in: builder.census)
    // Read once: in this generic method each read of a stored property inside the loop would
    // look up the type's metadata again.
    let id = self.id
    let content = self.content
    let count = data.count
    let memory = node.elementValues as? ElementValues<Content> ?? ElementValues<Content>()
    node.elementValues = memory
    let last = memory.lastViews(matching: node.children.count)
    // Constants: a variable captured by the loop's closure would be checked for exclusive
    // access at each element, and an optional closure unwrapped there retained and released
    // at each. Unwrapped by hand, not with `flatMap` or `??`: a closure handed through a
    // generic parameter is called through two conversion thunks ever after.
    let compare: ViewFields.Comparison
    let compares: Bool
    if let first = last.first, let same = comparison(builder.typeInfo(Content.self).fields(of: first)) {
      compare = same
      compares = true
    } else {
      // Views that cannot be compared are not remembered again.
      if last.first != nil { memory.stopRemembering() }
      compare = { _, _ in false }
      compares = false
    }
    // Integers that are their own ids (`ForEach(0..<n, id: \.self)`, `indices`) make their
    // keys here: through `id` and `ChildKey.explicit`, both generic, each element paid for
    // a closure call, a runtime type lookup and a type comparison.
    let elementIsIntID = elementIsID && ID.self == Int.self
    let remembers = memory.comparable
    if remembers { memory.begin(count: count) }
    builder.reconciler.reconcile(node, capacity: count) { children in
      func add(_ element: Data.Element) {
        let key = elementIsIntID ? ChildKey.intID(unsafeBitCast(element, to: Int.self)) : ChildKey.explicit(id(element))
        guard remembers else { return children.add(key, content(element)) }
        let index = children.children.count
        if compares, index < last.count {
          let view = memory.remember(content(element))
          children.addElement(key, view, last: last.baseAddress.unsafelyUnwrapped + index, same: compare)
        } else {
          // Added before it is remembered, so that it is moved into `memory` afterwards
          // rather than copied out of it (`pointee`) to be added.
          let view = content(element)
          children.add(key, view)
          _ = memory.remember(consume view)
        }
      }
      // Over contiguous storage (an array) the loop walks a buffer by offset: an iterator, the
      // collection's or the buffer's (generic here, unspecialised), costs a witness call and an
      // optional per element.
      let walked: Void? = data.withContiguousStorageIfAvailable { elements in
        guard let first = elements.baseAddress else { return }
        for offset in 0..<elements.count { add(first[offset]) }
      }
      guard walked == nil else { return }
      var index = data.startIndex
      while index != data.endIndex {
        add(data[index])
        data.formIndex(after: &index)
      }
    }
    if remembers { memory.commit() }
  }
}

/// How two element views compare, when they can be.
private func comparison(_ fields: ViewFields) -> ViewFields.Comparison? {
  if case .compared(let comparison) = fields.rule { return comparison }
  return nil
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per element, identified by the element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One view per integer of a constant range, identified by the integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
