import LayoutJSON
import LayoutLab

/// The `views` array of the JSON document: laid-out views and their `children`, to any depth,
/// written without recursion and without building a `JSONValue` per level (a tree 100,000
/// views deep would overflow the stack when written, and again when its values were freed).
///
/// Each view is written as the object `fields(view)` plus `"children"`, keys sorted, exactly as
/// the same tree of `JSONValue`s would be.
final class JSONViewTree: JSONStream {
  let roots: [PlacedView]
  /// A view's members other than `children`.
  let fields: (PlacedView) -> [String: JSONValue]

  init(_ roots: [PlacedView], fields: @escaping (PlacedView) -> [String: JSONValue]) {
    self.roots = roots
    self.fields = fields
  }

  /// What is left to write: text, a member value, or a view.
  private enum Step {
    case text(String)
    case value(JSONValue, indent: Int)
    case view(PlacedView, indent: Int)
  }

  /// Appends the array on one line; `spaced` puts a space after commas and colons.
  func write(spaced: Bool, into text: inout String) {
    write(pretty: false, spaced: spaced, indent: 0, into: &text)
  }

  /// Appends the array pretty printed, its first line unindented, the next ones at `indent`
  /// levels (see `JSONValue.serialized(pretty:)`).
  func writeExpanded(indent: Int, into text: inout String) {
    write(pretty: true, spaced: true, indent: indent, into: &text)
  }

  /// Whether the array fits on a line of `limit` characters: only when empty, since one
  /// view's object is longer than `JSONValue.lineLength` (its appearance and counters alone
  /// are), so pretty printing never writes a view on one line.
  var isEmpty: Bool { roots.isEmpty }

  private func write(pretty: Bool, spaced: Bool, indent: Int, into text: inout String) {
    guard !roots.isEmpty else {
      text += "[]"
      return
    }
    var steps: [Step] = []
    steps.append(contentsOf: list(roots, pretty: pretty, spaced: spaced, indent: indent).reversed())
    while let step = steps.popLast() {
      switch step {
      case .text(let piece): text += piece
      case .value(let value, let indent):
        if pretty { value.writeExpanded(indent: indent, into: &text) } else { value.write(spaced: spaced, into: &text) }
      case .view(let view, let indent):
        var members = fields(view)
        guard !view.children.isEmpty else {
          members["children"] = .array([])
          steps.append(.value(.object(members), indent: indent))
          continue
        }
        steps.append(contentsOf: object(view, members, pretty: pretty, spaced: spaced, indent: indent).reversed())
      }
    }
  }

  /// The steps of an array of `views` whose `[` is at `indent`.
  private func list(_ views: [PlacedView], pretty: Bool, spaced: Bool, indent: Int) -> [Step] {
    var steps: [Step] = [.text(pretty ? "[\n" : "[")]
    for (index, view) in views.enumerated() {
      if index > 0 { steps.append(.text(pretty ? ",\n" : (spaced ? ", " : ","))) }
      if pretty { steps.append(.text(JSONValue.padding(indent + 1))) }
      steps.append(.view(view, indent: indent + 1))
    }
    steps.append(.text(pretty ? "\n" + JSONValue.padding(indent) + "]" : "]"))
    return steps
  }

  /// The steps of `view`'s object (with children), whose `{` is at `indent`.
  private func object(
    _ view: PlacedView, _ members: [String: JSONValue], pretty: Bool, spaced: Bool, indent: Int
  ) -> [Step] {
    var steps: [Step] = [.text(pretty ? "{\n" : "{")]
    for (index, key) in (Array(members.keys) + ["children"]).sorted().enumerated() {
      if index > 0 { steps.append(.text(pretty ? ",\n" : (spaced ? ", " : ","))) }
      steps.append(
        .text((pretty ? JSONValue.padding(indent + 1) : "") + JSONString.quoted(key) + (spaced ? ": " : ":")))
      if key == "children" {
        steps.append(contentsOf: list(view.children, pretty: pretty, spaced: spaced, indent: indent + 1))
      } else {
        steps.append(.value(members[key] ?? .null, indent: indent + 1))
      }
    }
    steps.append(.text(pretty ? "\n" + JSONValue.padding(indent) + "}" : "}"))
    return steps
  }
}
