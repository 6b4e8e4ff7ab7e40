/// The diagnostics of one decoding, in the order the values were read: every `SceneValue` of
/// a document shares one log, so any reader can add to it without passing it along.
///
/// SwiftUI parity: none needed; collects `SceneDiagnostic`s.
final class SceneDiagnosticLog {
  private(set) var diagnostics: [SceneDiagnostic] = []

  /// Adds a diagnostic at `path`.
  func add(_ message: String, at path: ScenePath) {
    diagnostics.append(SceneDiagnostic(path: path.description, message: message))
  }
}
