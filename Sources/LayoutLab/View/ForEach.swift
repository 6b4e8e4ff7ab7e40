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
  /// `Reconciler.keepElement`), so a new collection in which one element changed updates
  /// that element's path alone.
  ///
  /// Each element view is compared with the last one at its position, kept in the node's
  /// `ElementValues`: an unchanged element costs making its view, its id and one comparison,
  /// with nothing allocated, boxed or copied for it.
  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.assign(.dynamicContent, in: builder.census)
    let memory = node.elementValues as? ElementValues<Content> ?? ElementValues<Content>()
    node.elementValues = memory
    let children = node.childCount
    // Unwrapped by hand, not with `flatMap` or `??`: a closure handed through a generic
    // parameter is called through two conversion thunks ever after.
    var compare: ViewFields.Comparison?
    if let first = memory.firstLastView(matching: children) {
      compare = comparison(of: first.pointee, keptIn: memory, builder: builder)
    }
    let count = data.count
    let last =
      memory.comparable ? memory.begin(count: count, children: children) : UnsafeBufferPointer(start: nil, count: 0)
    let adder: ElementAdder<Data.Element, ID, Content>
    let intIDs = elementIsID && ID.self == Int.self
    // Unwrapped by hand, not with `??`: see above.
    if let compare {
      adder = ElementAdder(
        id: id, content: content, intIDs: intIDs, memory: memory, remembers: memory.comparable, last: last,
        compare: compare)
    } else {
      adder = ElementAdder(
        id: id, content: content, intIDs: intIDs, memory: memory, remembers: memory.comparable,
        last: UnsafeBufferPointer(start: nil, count: 0), compare: { _, _ in false })
    }
    builder.reconciler.reconcile(node, capacity: count) { children in
      // Over contiguous storage (an array) the loop walks a buffer by offset: an iterator, the
      // collection's or the buffer's (generic here, unspecialised), costs a witness call and an
      // optional per element.
      let walked: Void? = data.withContiguousStorageIfAvailable { adder.add($0, to: &children) }
      if walked == nil { adder.add(data, to: &children) }
    }
    // One child per element.
    if memory.comparable { memory.commit(count: node.childCount) }
    // Views that cannot be compared, when they take room enough to matter, are let go after
    // the update that first keeps them: kept until the next update found them out, they were
    // held through every layout until then.
    if compare == nil, memory.comparable, memory.worthCheckingEarly,
      let first = memory.firstLastView(matching: node.childCount)
    {
      comparison(of: first.pointee, keptIn: memory, builder: builder)
    }
  }

  /// How the element views compare, looked up once for their type from `view`, one of them;
  /// `nil` when they cannot be compared, and then `memory` lets them go and keeps none again.
  @discardableResult
  private func comparison(
    of view: Content, keptIn memory: ElementValues<Content>, builder: TreeBuilder
  ) -> ViewFields.Comparison? {
    if case .compared(let comparison) = builder.typeInfo(Content.self).fields(of: view).rule { return comparison }
    memory.stopRemembering()
    return nil
  }
}

/// What a `ForEach` update does with each element: makes its key and view and adds them to
/// the node's children, comparing the view with the last one at its position when it can.
///
/// Generic over the element type itself, not over the collection: code generic over
/// `Data` (unspecialised) looks up `Data.Element`'s metadata at each use, where this type's
/// methods find it in their own type's.
private struct ElementAdder<Element, ID: Hashable, Content: View> {
  let id: (Element) -> ID
  let content: (Element) -> Content
  /// Whether each element is its own id and an `Int` (`ForEach(0..<n, id: \.self)`,
  /// `indices`): its key is made here, where `id` and `ChildKey.explicit`, both generic,
  /// cost a closure call, a runtime type lookup and a type comparison per element.
  let intIDs: Bool
  /// The node's element views.
  let memory: ElementValues<Content>
  /// Whether element views are remembered (`ElementValues.comparable`).
  let remembers: Bool
  /// The last update's views, compared by position with `compare` (none when they cannot
  /// be).
  let last: UnsafeBufferPointer<Content>
  let compare: ViewFields.Comparison

  /// Adds the children for `elements`, in order. The loop is here, not in the caller: code
  /// generic over `Data` would look up this type's metadata at each element.
  func add(_ elements: UnsafeBufferPointer<Element>, to children: inout ChildList) {
    guard let first = elements.baseAddress else { return }
    for offset in 0..<elements.count { add(first + offset, to: &children) }
  }

  /// Adds the children for `elements`, in order, when they are not in contiguous storage.
  func add<Elements: Collection<Element>>(_ elements: Elements, to children: inout ChildList) {
    var index = elements.startIndex
    while index != elements.endIndex {
      var element = elements[index]
      add(&element, to: &children)
      elements.formIndex(after: &index)
    }
  }

  /// Adds the child for the element at `element`.
  private func add(_ element: UnsafePointer<Element>, to children: inout ChildList) {
    let key =
      intIDs ? ChildKey.intID(UnsafeRawPointer(element).load(as: Int.self)) : ChildKey.explicit(id(element.pointee))
    guard remembers else { return children.add(key, content(element.pointee)) }
    // Each element adds one child: the children so far are the element's position.
    let position = children.count
    guard position < last.count else {
      // Added before it is remembered, so that it is moved into `memory` afterwards rather
      // than copied.
      let view = content(element.pointee)
      children.add(key, view)
      return memory.remember(consume view, at: position)
    }
    var view = content(element.pointee)
    // `last` is valid here: no view was remembered at or after `position` yet.
    let lastView = last.baseAddress.unsafelyUnwrapped + position
    if Reconciler.keepElement(&view, key: key, last: lastView, same: compare, in: &children) { return }
    children.addElement(key, view)
    memory.remember(view, at: position)
  }
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
