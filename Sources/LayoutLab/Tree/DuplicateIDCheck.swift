/// Finds explicit ids that occur twice among one node's new children, hashing as little as
/// possible: most lists need no set at all.
///
/// - While every id matched the old child at its position (and the old ids were unique),
///   the ids so far are the old ones: no duplicate (`trusting`).
/// - Ids that are increasing integers (a `ForEach` over indices, or over rows sorted by id)
///   cannot repeat: only the last is kept (`increasing`).
/// - Otherwise the ids so far go into a set, once, and each later id is checked against it.
struct DuplicateIDCheck {
  private enum State {
    case trusting
    case increasing(last: Int?)
    case set(Set<ChildKey>)
  }

  private var state: State

  /// A check for a list whose old children were `old`, unique when `oldAreUnique`.
  init(old: NodeList, oldAreUnique: Bool) {
    state = !old.isEmpty && oldAreUnique ? .trusting : .increasing(last: nil)
  }

  /// Whether every id so far matched the old child at its position, among old ids that were
  /// unique: a key at its old position then repeats none before it.
  var trustsOldIDs: Bool {
    if case .trusting = state { return true }
    return false
  }

  /// Whether `key`, an explicit id added after `previous` (the children so far), repeats one
  /// of them; `atOldPosition` when it is the old child's key at its position. `previous` is
  /// made only when it is read, at most twice per list.
  mutating func isDuplicate(_ key: ChildKey, atOldPosition: Bool, previous: @autoclosure () -> NodeList) -> Bool {
    switch state {
    case .trusting:
      if atOldPosition { return false }
    case .increasing(let last):
      if case .intID(let value) = key, last.map({ value > $0 }) ?? true {
        state = .increasing(last: value)
        return false
      }
      if last == nil, !previous().contains(where: \.key.isExplicitID) {
        // The first id of the list can repeat nothing.
        state = .set([key])
        return false
      }
    case .set(var seen):
      state = .trusting
      let inserted = seen.insert(key).inserted
      state = .set(seen)
      return !inserted
    }
    var seen = Set(previous().lazy.map(\.key).filter(\.isExplicitID))
    let inserted = seen.insert(key).inserted
    state = .set(seen)
    return !inserted
  }
}
