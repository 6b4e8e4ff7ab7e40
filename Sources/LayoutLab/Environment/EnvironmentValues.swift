/// The values that flow down the view tree: each view sees what its nearest ancestor wrote.
///
/// Storage is a persistent list of overrides, shared between a node and its descendants, so
/// writing a value costs one allocation and copying the environment costs nothing.
///
/// SwiftUI parity: `EnvironmentValues` (subscript by key, extended with key-path properties).
public struct EnvironmentValues: CustomStringConvertible {
  private var head: Entry?

  /// The default environment: every key at its default value.
  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      var entry = head
      let id = ObjectIdentifier(key)
      while let current = entry {
        if current.key == id, let value = current.value as? K.Value { return value }
        entry = current.next
      }
      return K.defaultValue
    }
    set {
      head = Entry(key: key, value: newValue, next: head)
    }
  }

  /// The layout direction, read without walking the overrides: each override knows the
  /// direction in force where it was written. The engine reads it for every container placed.
  var resolvedLayoutDirection: LayoutDirection { head?.layoutDirection ?? .leftToRight }

  /// Whether both hold the very same overrides (not merely equal values): a cheap test that
  /// nothing was written between them.
  func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

  /// The keys written on top of the defaults, nearest first, for traces and diagnostics.
  public var description: String {
    var seen = Set<ObjectIdentifier>()
    var parts: [String] = []
    var entry = head
    while let current = entry {
      if seen.insert(current.key).inserted { parts.append("\(current.name) = \(current.value)") }
      entry = current.next
    }
    return "[" + parts.joined(separator: ", ") + "]"
  }

  private final class Entry {
    let key: ObjectIdentifier
    /// The key's type, for its name in descriptions.
    let keyType: Any.Type
    let value: Any
    let next: Entry?
    /// The layout direction in force from this override down.
    let layoutDirection: LayoutDirection

    /// The key's name, as descriptions print it.
    var name: String { typeName(keyType) }

    init<K: EnvironmentKey>(key: K.Type, value: Any, next: Entry?) {
      self.key = ObjectIdentifier(key)
      keyType = key
      self.value = value
      self.next = next
      layoutDirection =
        (self.key == LayoutDirection.environmentKey ? value as? LayoutDirection : nil)
        ?? next?.layoutDirection ?? .leftToRight
    }
  }
}
