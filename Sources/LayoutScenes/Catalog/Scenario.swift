import Foundation
import LayoutLab

/// A named, ready-to-run layout: a root view with the host size, environment, measurement
/// policy and frame budget to lay it out in, and a one-line summary. The built-in catalog
/// (`Scenario.all`) covers every seed layout, `FlowLayout`'s options, the flow techniques side
/// by side (`TechniqueComparison`), the example scene files (`ExampleScenes`) and the examples
/// of the documentation's articles (`Group.lesson`); a scene file becomes a scenario with
/// `init(scene:)`, so a command line treats both alike.
///
///     let scenario = Scenario.named("tag-cloud")
///     let result = scenario?.layout()           // laid out in 390 × 844
///
/// The host settings are variables: change them (a width from the command line, another
/// Dynamic Type size) before `layout()`. `expectedDiagnostics` lists the diagnostics a
/// scenario is meant to show (none for most); tests check that a scenario gives exactly those.
///
/// SwiftUI parity: none; a scenario is what an Xcode preview is to SwiftUI: a view with a
/// device and an environment.
public struct Scenario: Sendable {
  /// What a scenario shows, for grouping a list.
  public enum Group: String, CaseIterable, Sendable {
    /// A layout of the seed articles as the article shows it.
    case seed
    /// `FlowLayout` with one of its options.
    case flowOptions
    /// One technique of a `TechniqueComparison`.
    case technique
    /// An example scene file (`ExampleScenes`) or a scene read from a file.
    case scene
    /// The example of an article of the documentation: small enough to check every number.
    case lesson
  }

  /// The name to ask for it by: lowercase words joined by hyphens (`tag-cloud`).
  public let name: String
  /// One line saying what it shows.
  public let summary: String
  /// What kind of scenario it is.
  public let group: Group
  /// The size the root view is proposed and centred in.
  public var hostSize: CGSize
  /// The host's safe-area insets (zero unless the scenario or the command line gives a device).
  public var safeAreaInsets: EdgeInsets
  /// The Dynamic Type size of the host's environment.
  public var dynamicTypeSize: DynamicTypeSize
  /// The layout direction of the host's environment.
  public var layoutDirection: LayoutDirection
  /// How the host reuses `sizeThatFits` answers.
  public var measurementCachePolicy: MeasurementCachePolicy
  /// The most frames a layout may take, or `nil` for the host's default (8).
  public var frameBudget: Int?
  /// The named images the host's environment holds (a scene's `images` table).
  public var imageAssets = ImageAssets()
  /// The kinds of diagnostic the scenario is meant to produce, in order; empty for most.
  public let expectedDiagnostics: [LayoutDiagnostic.Kind]
  /// The `TechniqueComparison` this scenario is a technique of, if any.
  public let comparison: String?
  /// Makes the root view.
  private let makeRootView: @Sendable () -> AnyView

  /// A scenario laying out the view `rootView` makes.
  public init<Content: View & SendableMetatype>(
    name: String, summary: String, group: Group, hostSize: CGSize = CGSize(width: 390, height: 844),
    safeAreaInsets: EdgeInsets = EdgeInsets(),
    dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight,
    measurementCachePolicy: MeasurementCachePolicy = .swiftUI, frameBudget: Int? = nil,
    expectedDiagnostics: [LayoutDiagnostic.Kind] = [], comparison: String? = nil,
    rootView: @escaping @Sendable () -> Content
  ) {
    self.name = name
    self.summary = summary
    self.group = group
    self.hostSize = hostSize
    self.safeAreaInsets = safeAreaInsets
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
    self.measurementCachePolicy = measurementCachePolicy
    self.frameBudget = frameBudget
    self.expectedDiagnostics = expectedDiagnostics
    self.comparison = comparison
    makeRootView = { AnyView(rootView()) }
  }

  /// The scenario of a scene: its settings and view tree, named by the scene's `name` (or
  /// `name` when it has none) and described by its `description` (or `summary`).
  public init(scene: LayoutScene, name: String = "scene", summary: String = "a scene file") {
    self.init(
      name: scene.name ?? name, summary: scene.summary ?? summary, group: .scene, hostSize: scene.hostSize,
      safeAreaInsets: scene.safeAreaInsets,
      dynamicTypeSize: scene.dynamicTypeSize, layoutDirection: scene.layoutDirection,
      measurementCachePolicy: scene.measurementCachePolicy, frameBudget: scene.frameBudget,
      rootView: { scene.rootView })
    imageAssets = scene.imageAssets
  }

  /// The root view, made afresh.
  public var rootView: AnyView { makeRootView() }

  /// The host's environment: the default one with the scenario's Dynamic Type size, layout
  /// direction and images.
  public var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = dynamicTypeSize
    environment.layoutDirection = layoutDirection
    environment.imageAssets = imageAssets
    return environment
  }

  /// A host for the root view, with the scenario's environment, policy and frame budget.
  public func makeHost() -> ViewHost<AnyView> {
    let host = ViewHost(
      rootView: rootView, safeAreaInsets: safeAreaInsets, measurementCachePolicy: measurementCachePolicy,
      environment: environment)
    if let frameBudget { host.frameBudget = frameBudget }
    return host
  }

  /// Lays the scenario out in its host size.
  public func layout() -> LayoutResult {
    makeHost().layout(in: hostSize)
  }

  /// The scenario `layoutlab` shows when given none: seed 001's tag cloud at iPhone width.
  public static let defaultName = "tag-cloud"

  /// The built-in scenario called `name`, if any.
  public static func named(_ name: String) -> Scenario? {
    all.first { $0.name == name }
  }

  /// The names of the built-in scenarios, in catalog order.
  public static var names: [String] { all.map(\.name) }
}
