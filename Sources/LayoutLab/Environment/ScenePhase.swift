/// Whether a scene is in the foreground and taking input.
///
/// SwiftUI parity: `ScenePhase`. LayoutLab has no scenes; a host is taken to be on screen, so
/// the environment's value is `.active` unless a view sets another.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background
  case inactive
  case active
}

extension EnvironmentValues {
  /// The phase of the scene this subtree is in; `.active` where nothing sets it.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}
