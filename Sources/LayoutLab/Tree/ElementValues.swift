/// The element views a `ForEach` made at its last update, kept by its node in the order of
/// its children, so that the next update can compare each new element view with the last
/// one at its position and keep an unchanged element without entering its subtree.
///
/// The views are kept in storage of their own type, one buffer that each update walks from
/// its start (`begin(count:children:)`): an element found the same as the view at its
/// position leaves that view where it is (`keep()`), an element that is not, or that has no
/// view to compare with, is written at its position (`remember(_:)`), and the views past
/// the last element are dropped (`commit()`). Remembering and comparing an element costs no
/// array growth and no boxing; keeping one costs no copy. How two element views compare
/// (`ViewFields`) is looked up at the first update that compares, not when the collection is
/// first built. Like `NodeStore`'s, the stored properties opt out of dynamic exclusivity
/// checks: every access is short and none overlaps another.
final class ElementValues<Element: View> {
  /// The views, `count` of `capacity` initialised: the first `position` the update's under
  /// way, the others the last update's.
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Element>?
  @exclusivity(unchecked) private var count = 0
  @exclusivity(unchecked) private var capacity = 0
  /// The position of the next element of the update under way.
  @exclusivity(unchecked) private var position = 0
  /// Whether the last update's views match the node's children by position (they are as
  /// many), and so can be compared with the new ones.
  @exclusivity(unchecked) private var matching = false
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

  /// Starts an update of about `count` elements, whose node has `children` children: the
  /// last update's views are compared with the new ones only when they are as many.
  func begin(count expected: Int, children: Int) {
    matching = count == children
    position = 0
    if expected > capacity { reserve(expected) }
  }

  /// The last update's view at the position of the next element, when there is one to
  /// compare with; valid until the next call of `remember(_:)`.
  var lastView: UnsafePointer<Element>? {
    matching && position < count ? UnsafePointer(storage.unsafelyUnwrapped + position) : nil
  }

  /// Keeps the last update's view at the position of the next element (`lastView`) as that
  /// element's: the two are the same.
  func keep() {
    position += 1
  }

  /// Remembers `view` as the next element's, in place of the last update's view at its
  /// position, if any.
  func remember(_ view: consuming Element) {
    if position < count {
      (storage.unsafelyUnwrapped + position).pointee = view
    } else {
      if position == capacity { reserve(Swift.max(2 * capacity, 8)) }
      // `reserve` allocated storage: `storage` is set.
      (storage.unsafelyUnwrapped + position).initialize(to: view)
      count += 1
    }
    position += 1
  }

  /// Ends the update: drops the views past its last element.
  func commit() {
    if position < count { storage.unsafelyUnwrapped.advanced(by: position).deinitialize(count: count - position) }
    count = position
  }

  /// Forgets the last views, and remembers none from now on: they cannot be compared.
  func stopRemembering() {
    comparable = false
    Self.free(storage, count: count)
    storage = nil
    count = 0
    capacity = 0
  }

  /// Room for `capacity` views (more than an update expected, when a collection's count and
  /// elements disagree).
  private func reserve(_ capacity: Int) {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    if let storage {
      larger.moveInitialize(from: storage, count: count)
      storage.deallocate()
    }
    storage = larger
    self.capacity = capacity
  }

  private static func free(_ storage: UnsafeMutablePointer<Element>?, count: Int) {
    guard let storage else { return }
    storage.deinitialize(count: count)
    storage.deallocate()
  }
}
