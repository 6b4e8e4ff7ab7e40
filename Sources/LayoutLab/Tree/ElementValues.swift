/// The element views a `ForEach` made at its last update, kept by its node in the order of
/// its children, so that the next update can compare each new element view with the last
/// one at its position and keep an unchanged element without entering its subtree.
///
/// The views are kept in storage of their own type, written in place as each element is
/// made: remembering and comparing an element costs no array growth, no boxing and no copy
/// of the view. Two buffers take turns: the last update's views (`last`) and the views being
/// made (`remember(_:)`), which replace them when the update ends (`commit()`). How two
/// element views compare (`ViewFields`) is looked up at the first update that compares, not
/// when the collection is first built. Like `NodeStore`'s, the stored properties opt out of
/// dynamic exclusivity checks: every access is short and none overlaps another.
final class ElementValues<Element: View> {
  /// The last update's views, all initialised.
  @exclusivity(unchecked) private var last = UnsafeMutableBufferPointer<Element>(start: nil, count: 0)
  /// The views of the update under way: `made` of `capacity` initialised.
  @exclusivity(unchecked) private var next: UnsafeMutablePointer<Element>?
  @exclusivity(unchecked) private var made = 0
  @exclusivity(unchecked) private var capacity = 0
  /// Whether element views of this type can be compared (`ViewFields.Rule.compared`); once
  /// an update finds they cannot (an element view holding a closure), none is kept again.
  @exclusivity(unchecked) var comparable = true

  deinit {
    Self.free(last.baseAddress, count: last.count)
    Self.free(next, count: made)
  }

  /// The views of the last update, or none when they are not as many as `children`, and so
  /// do not match them by position.
  func lastViews(matching children: Int) -> UnsafeBufferPointer<Element> {
    last.count == children ? UnsafeBufferPointer(last) : UnsafeBufferPointer(start: nil, count: 0)
  }

  /// Starts remembering the views of a new update, about `count` of them.
  func begin(count: Int) {
    Self.free(next, count: made)
    next = count > 0 ? .allocate(capacity: count) : nil
    made = 0
    capacity = count
  }

  /// Remembers `view` as the next element's, and returns where it is kept (until `commit()`
  /// and the update after it).
  func remember(_ view: consuming Element) -> UnsafePointer<Element> {
    if made == capacity { grow() }
    // `grow()` allocated storage: `next` is set.
    let slot = next.unsafelyUnwrapped + made
    slot.initialize(to: view)
    made += 1
    return UnsafePointer(slot)
  }

  /// Ends the update: the views remembered since `begin(count:)` become the last views.
  func commit() {
    Self.free(last.baseAddress, count: last.count)
    last = UnsafeMutableBufferPointer(start: next, count: made)
    next = nil
    made = 0
    capacity = 0
  }

  /// Forgets the last views, and remembers none from now on: they cannot be compared.
  func stopRemembering() {
    comparable = false
    Self.free(last.baseAddress, count: last.count)
    last = UnsafeMutableBufferPointer(start: nil, count: 0)
  }

  /// Room for more views than `begin(count:)` expected (a collection whose count and
  /// elements disagree).
  private func grow() {
    let larger = Swift.max(2 * capacity, 8)
    let storage = UnsafeMutablePointer<Element>.allocate(capacity: larger)
    if let next { storage.moveInitialize(from: next, count: made) }
    next?.deallocate()
    next = storage
    capacity = larger
  }

  private static func free(_ storage: UnsafeMutablePointer<Element>?, count: Int) {
    guard let storage else { return }
    storage.deinitialize(count: count)
    storage.deallocate()
  }
}
