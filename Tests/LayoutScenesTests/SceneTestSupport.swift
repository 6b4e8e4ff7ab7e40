import Foundation
import LayoutLab
import LayoutScenes
import Testing

/// The scene in `json`, or `nil` after recording its error as a test issue.
func decodedScene(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutScene? {
  do {
    return try LayoutScene(json: json)
  } catch {
    Issue.record("the scene did not decode: \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// The error `json` gives, or `nil` after recording that it decoded.
func sceneError(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> SceneError? {
  do {
    _ = try LayoutScene(json: json)
    Issue.record("the scene decoded; expected an error", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

/// Expects the error of `json` to read exactly `expected` (`path: message`).
func expectSceneError(_ json: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
  guard let error = sceneError(json, sourceLocation: sourceLocation) else { return }
  #expect(error.description == expected, sourceLocation: sourceLocation)
}

/// The laid-out tree as lines: one per view, indented by depth, with its summary and frame.
func sceneOutline(_ result: LayoutResult) -> [String] {
  var lines: [String] = []
  func visit(_ view: PlacedView, depth: Int) {
    let frame = view.frame
    lines.append(
      String(repeating: "  ", count: depth)
        + "\(view.summary) [\(sceneLength(frame.minX)) \(sceneLength(frame.minY)) \(sceneLength(frame.width)) \(sceneLength(frame.height))]"
        + (view.ids.isEmpty ? "" : " ids \(view.ids)"))
    for child in view.children { visit(child, depth: depth + 1) }
  }
  for view in result.views { visit(view, depth: 0) }
  return lines
}

/// A length to 3 decimals, so that two layouts that agree within rounding print the same.
private func sceneLength(_ value: CGFloat) -> String {
  String(format: "%.3f", Double(value))
}

/// Expects the scene in `json` to lay out exactly as `view` written in Swift, in the scene's
/// host and environment: the same views (by summary), the same frames (within 0.001), the same
/// ids, the same number of frames and the same diagnostics.
func expectSceneMatches<V: View>(
  _ json: String, _ view: V, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let scene = decodedScene(json, sourceLocation: sourceLocation) else { return }
  let decoded = scene.layout()
  let host = ViewHost(
    rootView: view, measurementCachePolicy: scene.measurementCachePolicy, environment: scene.environment)
  if let budget = scene.frameBudget { host.frameBudget = budget }
  let written = host.layout(in: scene.hostSize)
  #expect(sceneOutline(decoded) == sceneOutline(written), sourceLocation: sourceLocation)
  #expect(decoded.frames.count == written.frames.count, sourceLocation: sourceLocation)
  #expect(
    decoded.diagnostics.map(\.description) == written.diagnostics.map(\.description), sourceLocation: sourceLocation)
}

/// Expects `actual` to be `expected` within 0.001 on every edge.
func expectSceneRect(
  _ actual: CGRect?, _ expected: CGRect, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no frame; expected \(expected). \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
    return
  }
  let close =
    abs(actual.minX - expected.minX) < 0.001 && abs(actual.minY - expected.minY) < 0.001
    && abs(actual.width - expected.width) < 0.001 && abs(actual.height - expected.height) < 0.001
  #expect(close, "\(actual) is not \(expected). \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
}

/// `strings` as a JSON array of strings (none of them needs escaping).
func sceneJSONArray(_ strings: [String]) -> String {
  "[" + strings.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
}
