import Foundation
import LayoutJSON

/// A JSON value and its path in the scene, with readers that either return the value as the
/// type asked for or throw a `SceneError` naming the path, what was expected and what was found.
/// Every number read is within `SceneLimits.magnitude` (or a narrower range the reader names).
/// Values that are read but suspect go to `log` as `SceneDiagnostic`s.
///
/// SwiftUI parity: none needed; the scene decoder's cursor.
struct SceneValue {
  let json: JSONValue
  let path: ScenePath
  /// The decoding's diagnostics, shared by every value of the document.
  let log: SceneDiagnosticLog

  /// The value `json` at `path` of the document whose diagnostics go to `log`.
  init(json: JSONValue, path: ScenePath, log: SceneDiagnosticLog) {
    self.json = json
    self.path = path
    self.log = log
  }

  /// The value `json` at `path` in the same document as this one.
  func value(_ json: JSONValue, at path: ScenePath) -> SceneValue {
    SceneValue(json: json, path: path, log: log)
  }

  /// Adds a diagnostic at this value's path.
  func diagnose(_ message: String) {
    log.add(message, at: path)
  }

  /// An error at this value's path.
  func error(_ message: String) -> SceneError {
    SceneError(path: path.description, message: message)
  }

  /// An error saying what was expected here, followed by what was found.
  func expected(_ expectation: String) -> SceneError {
    error("expected \(expectation), found \(json.found)")
  }

  /// Whether the value is JSON `null`.
  var isNull: Bool {
    if case .null = json { return true }
    return false
  }

  /// A number within `SceneLimits.magnitude`.
  func number() throws(SceneError) -> Double {
    try number(in: -SceneLimits.magnitude...SceneLimits.magnitude)
  }

  /// A number, or `null` for none.
  func optionalNumber() throws(SceneError) -> Double? {
    isNull ? nil : try number()
  }

  /// A number from `range`.
  func number(in range: ClosedRange<Double>) throws(SceneError) -> Double {
    guard case .number(let value) = json, range.contains(value) else {
      throw expected("a number from \(JSONNumber.text(range.lowerBound)) to \(JSONNumber.text(range.upperBound))")
    }
    return value
  }

  /// A whole number from `range` (which must lie within ±2^53, where doubles are exact).
  func wholeNumber(in range: ClosedRange<Int>) throws(SceneError) -> Int {
    let expectation = "a whole number from \(range.lowerBound) to \(range.upperBound)"
    guard case .number(let value) = json else { throw expected(expectation) }
    guard value.rounded() == value, Double(range.lowerBound) <= value, value <= Double(range.upperBound) else {
      throw expected(expectation)
    }
    return Int(value)
  }

  /// A length: a number within `SceneLimits.magnitude`, `"infinity"` (JSON has no infinite
  /// numbers) or `null` for none.
  func length() throws(SceneError) -> CGFloat? {
    switch json {
    case .null: return nil
    case .number(let value) where abs(value) <= SceneLimits.magnitude: return CGFloat(value)
    case .string("infinity"): return .infinity
    default:
      throw expected(
        "a number from \(JSONNumber.text(-SceneLimits.magnitude)) to \(JSONNumber.text(SceneLimits.magnitude)), \"infinity\" or null"
      )
    }
  }

  /// A string.
  func string() throws(SceneError) -> String {
    guard case .string(let value) = json else { throw expected("a string") }
    return value
  }

  /// `true` or `false`.
  func bool() throws(SceneError) -> Bool {
    guard case .bool(let value) = json else { throw expected("true or false") }
    return value
  }

  /// The elements of an array, each with its path.
  func array() throws(SceneError) -> [SceneValue] {
    guard case .array(let elements) = json else { throw expected("an array") }
    return elements.enumerated().map { value($1, at: path.appending(index: $0)) }
  }

  /// An object whose keys are all in `keys`; the first unknown key (in sorted order) throws
  /// an error at its own path listing `keys`.
  func object(keys: [String]) throws(SceneError) -> SceneObject {
    guard case .object(let entries) = json else { throw expected("an object") }
    let object = SceneObject(value: self, entries: entries)
    if let unknown = object.keys.first(where: { !keys.contains($0) }) {
      throw object[unknown]?.error(
        "unknown key \(JSONString.quoted(unknown)); expected one of \(keys.joined(separator: ", "))")
        ?? error("unknown key")
    }
    return object
  }

  /// An object with any keys; the caller checks them.
  func anyObject() throws(SceneError) -> SceneObject {
    guard case .object(let entries) = json else { throw expected("an object") }
    return SceneObject(value: self, entries: entries)
  }

  /// One of `choices`, by name. A string that is not among them throws "unknown `what`
  /// "name"; expected one of ..."; a value that is not a string throws "expected a `what`
  /// (one of ...)".
  func choice<T>(_ what: String, _ choices: [(String, T)]) throws(SceneError) -> T {
    let names = choices.map(\.0).joined(separator: ", ")
    guard case .string(let name) = json else { throw expected("\(SceneValue.article(what)) \(what) (one of \(names))") }
    guard let match = choices.first(where: { $0.0 == name }) else {
      throw error("unknown \(what) \(JSONString.quoted(name)); expected one of \(names)")
    }
    return match.1
  }
}

extension SceneValue {
  /// "a" or "an" before `word`.
  static func article(_ word: String) -> String {
    guard let first = word.lowercased().first else { return "a" }
    return "aeio".contains(first) ? "an" : "a"
  }
}
