import LayoutJSON

extension SceneDecoder {
  /// The placeholders a repetition fills in, one of which tells its copies' ids apart.
  static let repetitionPlaceholders = ["{index}", "{number}", "{item}"]

  /// Diagnoses ids that a children list's views share: two entries with the same id (both
  /// paths named), and a repetition of two or more copies whose id has no `{index}`,
  /// `{number}` or `{item}`, so every copy has it. Ids are compared as written, before
  /// placeholders are filled in: two siblings with the same text get the same id in any
  /// repetition around them.
  ///
  /// SwiftUI parity: siblings with one id have one identity; SwiftUI warns at run time that
  /// "the ID occurs multiple times within the collection, this will give undefined results"
  /// (`ForEach`), and `.id(_:)` duplicates make its diffing keep one view's state for both.
  static func diagnoseSharedIDs(_ entries: [(value: SceneValue, child: SceneChild)]) {
    var first: [String: ScenePath] = [:]
    for (value, child) in entries {
      let copies: Int
      let ids: [(String, ScenePath)]
      switch child {
      case .view:
        copies = 1
        ids = Self.ids(of: value)
      case .repeated(let count, _):
        copies = count
        ids = value.json.member("of").map { Self.ids(of: value.value($0, at: value.path.appending(key: "of"))) } ?? []
      case .forEach(let items, _):
        copies = items.count
        ids = value.json.member("of").map { Self.ids(of: value.value($0, at: value.path.appending(key: "of"))) } ?? []
      }
      for (id, path) in ids {
        if copies > 1, !repetitionPlaceholders.contains(where: id.contains) {
          value.log.add(
            "every one of the \(copies) copies has the id \(JSONString.quoted(id)); add {index} to tell them apart",
            at: path)
        }
        if let earlier = first[id] {
          value.log.add("the id \(JSONString.quoted(id)) is also the id of a sibling, at \(earlier)", at: path)
        } else {
          first[id] = path
        }
      }
    }
  }

  /// The ids a view object gives its view, with their paths: its `id` key, then the `id`s in
  /// its `modifiers` array.
  private static func ids(of view: SceneValue) -> [(String, ScenePath)] {
    var ids: [(String, ScenePath)] = []
    if case .string(let id)? = view.json.member("id") { ids.append((id, view.path.appending(key: "id"))) }
    if case .array(let modifiers)? = view.json.member("modifiers") {
      for (index, modifier) in modifiers.enumerated() {
        if case .string(let id)? = modifier.member("id") {
          ids.append((id, view.path.appending(key: "modifiers").appending(index: index).appending(key: "id")))
        }
      }
    }
    return ids
  }
}

extension JSONValue {
  /// The value at `key` when this is an object that has it.
  func member(_ key: String) -> JSONValue? {
    guard case .object(let entries) = self else { return nil }
    return entries[key]
  }
}
