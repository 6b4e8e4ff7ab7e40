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

  /// Every write on top of the defaults, newest first, each as its key's name and the value
  /// written: `[FontKey = title, LineLimitKey = Optional(2), FontKey = body]`. An older write
  /// of a key that a newer one shadows is listed too, where it was made.
  ///
  /// SwiftUI parity: SwiftUI's description lists its property list's elements the same way,
  /// newest first with shadowed ones, each as `EnvironmentPropertyKey<FontKey> = …`
  /// (OpenSwiftUI's `PropertyList.description`); LayoutLab names the key alone.
  public var description: String {
    var parts: [String] = []
    var entry = head
    while let current = entry {
      parts.append("\(current.name) = \(current.value)")
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
