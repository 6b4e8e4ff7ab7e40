/// The element views a `ForEach` made at its last update, kept by its node in the order of
/// its children, so that the next update can compare each new element view with the last
/// one at its position and keep an unchanged element without entering its subtree.
///
/// The views are kept in storage of their own type, one buffer that each update walks from
/// its start (`begin(count:children:)`): an element found the same as the view at its
/// position leaves that view where it is, an element that is not, or that has no view to
/// compare with, is written at its position (`remember(_:at:)`), and the views past the last
/// element are dropped (`commit(count:)`). Remembering and comparing an element costs no
/// array growth and no boxing; keeping one costs no copy. How two element views compare
/// (`ViewFields`) is looked up at the first update that compares, or, for views that take room
/// enough (`worthCheckingEarly`), at the end of the update that first keeps them: views that
/// cannot be compared are let go then (`stopRemembering()`). Like `NodeStore`'s, the stored
/// properties opt out of dynamic exclusivity checks: every access is short and none overlaps
/// another.
final class ElementValues<Element: View> {
  /// The views, `count` of `capacity` initialised: during an update, the update's views up to
  /// the position of its next element, the last update's after it.
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Element>?
  @exclusivity(unchecked) private var count = 0
  @exclusivity(unchecked) private var capacity = 0
  /// Whether element views of this type can be compared (`ViewFields.Rule.compared`); once
  /// an update finds they cannot (an element view holding a closure), none is kept again.
  @exclusivity(unchecked) var comparable = true

  deinit {
    Self.free(storage, count: count)
  }

  /// The last update's first view, when the views match `children` (the node's children
  /// count) by position.
  func firstLastView(matching children: Int) -> UnsafePointer<Element>? {
    count == children && count > 0 ? UnsafePointer(storage) : nil
  }

  /// Starts an update of about `expected` elements, whose node has `children` children, and
  /// returns the last update's views to compare the new ones with: none unless they are as
  /// many as the children, and so match them by position. The view at a position stays
  /// valid until a view is remembered at it or after it.
  func begin(count expected: Int, children: Int) -> UnsafeBufferPointer<Element> {
    if expected > capacity { reserve(expected) }
    return count == children
      ? UnsafeBufferPointer(start: storage, count: count) : UnsafeBufferPointer(start: nil, count: 0)
  }

  /// Remembers `view` as the element's at `position`, in place of the last update's view
  /// there, if any. Elements are remembered or kept in order: `position` is at most the
  /// number of views.
  func remember(_ view: consuming Element, at position: Int) {
    assert(position <= count, "an element remembered past the next position")
    if position < count {
      (storage.unsafelyUnwrapped + position).pointee = view
    } else {
      // Past the capacity only when the collection has more elements than it counted; the
      // views are moved, but none of the last update's is compared any more.
      if position == capacity { reserve(Swift.max(2 * capacity, 8)) }
      // `reserve` allocated storage: `storage` is set.
      (storage.unsafelyUnwrapped + position).initialize(to: view)
      count += 1
    }
  }

  /// Ends an update of `elements` elements: drops the views past them.
  func commit(count elements: Int) {
    if elements < count { storage.unsafelyUnwrapped.advanced(by: elements).deinitialize(count: count - elements) }
    count = elements
    // A collection that shrank below a quarter of the room gives the rest back.
    if count < capacity / 4 { reserve(count) }
  }

  /// Whether the views kept take room enough (256 KiB) to tell at once whether they can be
  /// compared, rather than at the next update. Telling looks their type's fields up (a
  /// reflection, once per host), which costs more than holding a few views a little longer.
  var worthCheckingEarly: Bool { count * MemoryLayout<Element>.stride >= 256 * 1024 }

  /// Forgets the last views, and remembers none from now on: they cannot be compared.
  func stopRemembering() {
    comparable = false
    Self.free(storage, count: count)
    storage = nil
    count = 0
    capacity = 0
  }

  /// Room for `capacity` views, at least `count`.
  private func reserve(_ capacity: Int) {
    let room = capacity > 0 ? UnsafeMutablePointer<Element>.allocate(capacity: capacity) : nil
    if let storage {
      room?.moveInitialize(from: storage, count: count)
      storage.deallocate()
    }
    storage = room
    self.capacity = capacity
  }

  private static func free(_ storage: UnsafeMutablePointer<Element>?, count: Int) {
    guard let storage else { return }
    storage.deinitialize(count: count)
    storage.deallocate()
  }
}
