import LayoutJSON

/// What the scene reader says about the JSON values it reads.
extension JSONValue {
  /// How the value is named after "found" in a scene error: strings quoted and numbers as
  /// JSON writes them, `an object` and `an array` for containers.
  var found: String {
    switch self {
    case .array, .stream: return "an array"
    case .object: return "an object"
    default:
      var text = ""
      write(spaced: false, into: &text)
      return text
    }
  }
}
