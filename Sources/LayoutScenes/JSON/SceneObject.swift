import LayoutJSON

/// A JSON object in a scene, read key by key: each value comes with its path.
///
/// SwiftUI parity: none needed; the scene decoder's cursor for objects.
struct SceneObject {
  /// The object itself, with its path.
  let value: SceneValue
  let entries: [String: JSONValue]

  /// The object's keys, sorted, so that errors come in the same order on every run.
  var keys: [String] { entries.keys.sorted() }

  /// The value at `key`, if present.
  subscript(key: String) -> SceneValue? {
    entries[key].map { value.value($0, at: value.path.appending(key: key)) }
  }

  /// The value at `key`; a missing key throws "missing required key" at the object's path.
  func required(_ key: String) throws(SceneError) -> SceneValue {
    guard let found = self[key] else { throw value.error("missing required key \(JSONString.quoted(key))") }
    return found
  }

  /// Whether the object has any of `keys`.
  func contains(anyOf keys: [String]) -> Bool {
    keys.contains { entries[$0] != nil }
  }
}
