import Foundation

/// Lays out a root view in a given size, as a hosting controller does, and keeps the view tree
/// between layouts so that identity, state and caches carry over.
///
///     let host = ViewHost(rootView: ContentView())
///     let result = host.layout(in: CGSize(width: 390, height: 844))
///     result.frame(id: "title")   // CGRect? in root coordinates
///     result.frames.count         // frames run until the layout settled
///
/// `layout(in:)` runs frames until nothing changes: a frame's `onPreferenceChange` and
/// `onGeometryChange` actions may write `@State`, which makes another frame (see `FrameLoop`).
///
/// Work is done only where something changed, as in SwiftUI:
/// - a `layout(in:)` with nothing changed since the last (same size, no new root view or
///   environment, no state written) evaluates nothing, measures nothing and returns the last
///   layout's views with one frame that counts nothing;
/// - a view whose value and environment are unchanged keeps its subtree without evaluating
///   its body; a view whose measurements cannot have changed answers from its cache;
/// - a view placed again at the same frame with the same proposal, nothing below it changed,
///   keeps its subtree's layout: its subviews are not placed or counted. A view that moved is
///   placed again, so that frames never depend on the history.
///
/// Results are lazy: `LayoutResult.views` is built from the tree when first read, and stays
/// as this layout left it whatever the host does next.
///
/// A host is not thread-safe; use one host per thread. Hosts share nothing, so several can
/// lay out at once.
///
/// **Safe area.** A host may have safe-area insets (`safeAreaInsets`, or a `DevicePreset`'s):
/// the window keeps its full size, and the root view is proposed the size inside the insets and
/// centred there (C-SA1), so everything stays inside the safe area unless it ignores it
/// (`ignoresSafeArea(_:edges:)`). Zero by default.
///
///     let host = ViewHost(rootView: ContentView(), device: .iPhone)   // 390 × 844, 47 / 34
///     let result = host.layout(on: .iPhone)
///
/// SwiftUI parity: `UIHostingController`: the root view is proposed the host's size less its
/// safe area and centred in the safe area; several root views form an implicit `VStack`.
public final class ViewHost<Content: View> {
  /// The root view. Setting it updates the tree at the next layout: nodes whose identity is
  /// unchanged are kept, with their state.
  public var rootView: Content {
    didSet { graph.setRootView(rootView) }
  }

  /// The environment the root view sees (Dynamic Type size, layout direction, ...).
  public var environment: EnvironmentValues {
    didSet { graph.setEnvironment(environment, rootView: rootView) }
  }

  /// How `sizeThatFits` answers are reused. Changing it forgets what is remembered.
  public var measurementCachePolicy: MeasurementCachePolicy {
    get { graph.engine.policy }
    set { graph.setPolicy(newValue) }
  }

  /// The most frames one `layout(in:)` runs; a layout still changing then is reported with a
  /// diagnostic and its last frame returned. 8 by default, as SwiftUI's update loop.
  public var frameBudget: Int {
    get { graph.frameLoop.frameBudget }
    set { graph.frameLoop.frameBudget = max(1, newValue) }
  }

  /// Whether `layout(in:)` records every step into `LayoutResult.trace`: proposals with their
  /// reasons, answers (cached or not), placements, body evaluations, environment reads,
  /// preference reductions, actions and state writes. Off by default; off, it costs one `nil`
  /// check per step.
  public var tracing: Bool {
    get { graph.tracing }
    set { graph.tracing = newValue }
  }

  /// Whether `layout(in:)` times its phases (update, measure and place, observe, result)
  /// into `FrameReport.phaseTimes` and `LayoutResult.phaseTimes`. Off by default; off, no
  /// clock is read.
  public var recordsPhaseTimes: Bool {
    get { graph.recordsPhaseTimes }
    set { graph.recordsPhaseTimes = newValue }
  }

  /// The insets of the window's container safe area (status bar, home indicator, bars);
  /// leading is the window's left edge. Zero by default. Values that are negative, NaN or
  /// infinite, or that do not fit the window, are corrected at layout with an
  /// `invalidSafeAreaInsets` diagnostic.
  public var safeAreaInsets: EdgeInsets {
    get { graph.safeAreaInsets }
    set { graph.safeAreaInsets = newValue }
  }

  /// The height of a software keyboard covering the window from its bottom edge, 0 (none) by
  /// default. The part above the bottom safe-area inset is the keyboard region
  /// (`SafeAreaRegions.keyboard`), which the root stays out of too.
  public var keyboardHeight: CGFloat {
    get { graph.keyboardHeight }
    set { graph.keyboardHeight = newValue }
  }

  let graph: ViewGraph

  public init(
    rootView: Content, safeAreaInsets: EdgeInsets = EdgeInsets(),
    measurementCachePolicy: MeasurementCachePolicy = .swiftUI, environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.rootView = rootView
    self.environment = environment
    graph = ViewGraph(rootView: rootView, policy: measurementCachePolicy, environment: environment)
    graph.safeAreaInsets = safeAreaInsets
  }

  /// A host with `device`'s safe-area insets, size classes and display scale (written into
  /// `environment`); lay it out with `layout(on:)` or at `device.size`.
  public convenience init(
    rootView: Content, device: DevicePreset, measurementCachePolicy: MeasurementCachePolicy = .swiftUI,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.init(
      rootView: rootView, safeAreaInsets: device.safeAreaInsets, measurementCachePolicy: measurementCachePolicy,
      environment: environment.adopting(device))
  }

  /// Lays the root view out in `device`'s window: its size, with its safe-area insets (which
  /// become the host's `safeAreaInsets`), size classes and display scale (which the host's
  /// `environment` takes on; views below can still override them).
  public func layout(on device: DevicePreset) -> LayoutResult {
    if !environment.matches(device) { environment = environment.adopting(device) }
    safeAreaInsets = device.safeAreaInsets
    return graph.layout(in: device.size)
  }

  /// Lays the root view out in `size`, running frames until it settles, and returns every
  /// view's frame, the counters per frame and any diagnostics.
  public func layout(in size: CGSize) -> LayoutResult {
    graph.layout(in: size)
  }
}
