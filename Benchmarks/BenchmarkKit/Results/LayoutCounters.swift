import LayoutLab

/// The deterministic counts of one `layout(in:)` call, summed over its frames: what every
/// timing is explained by.
///
/// SwiftUI parity: none; a harness over `LayoutResult`'s counters.
public struct LayoutCounters: Codable, Equatable, Sendable {
  /// Frames run until the layout settled.
  public var frames: Int
  /// `body` evaluations (and `GeometryReader` content builds).
  public var bodies: Int
  /// Nodes made for views whose identity was new.
  public var nodesCreated: Int
  /// Nodes built or brought up to date, summed over the frames (made plus kept): the tree
  /// work a frame does, one per node it visits.
  public var nodeUpdates: Int
  /// `sizeThatFits` asks, answered from the cache or not.
  public var sizeThatFits: Int
  public var cacheHits: Int
  public var cacheMisses: Int
  public var placements: Int
  /// `PreferenceKey.reduce` calls.
  public var preferenceReductions: Int
  /// `onPreferenceChange` / `onGeometryChange` actions run.
  public var actionsCalled: Int
  /// `@State` writes.
  public var stateWrites: Int
  /// Views in the final layout.
  public var views: Int

  public init(
    frames: Int = 0, bodies: Int = 0, nodesCreated: Int = 0, nodeUpdates: Int = 0, sizeThatFits: Int = 0,
    cacheHits: Int = 0,
    cacheMisses: Int = 0, placements: Int = 0, preferenceReductions: Int = 0, actionsCalled: Int = 0,
    stateWrites: Int = 0, views: Int = 0
  ) {
    self.frames = frames
    self.bodies = bodies
    self.nodesCreated = nodesCreated
    self.nodeUpdates = nodeUpdates
    self.sizeThatFits = sizeThatFits
    self.cacheHits = cacheHits
    self.cacheMisses = cacheMisses
    self.placements = placements
    self.preferenceReductions = preferenceReductions
    self.actionsCalled = actionsCalled
    self.stateWrites = stateWrites
    self.views = views
  }

  /// The counts of `result`.
  public init(_ result: LayoutResult) {
    let measurement = result.counters
    let tree = result.tree
    self.init(
      frames: result.frames.count, bodies: tree.bodyEvaluations, nodesCreated: tree.nodesCreated,
      nodeUpdates: tree.nodesCreated + tree.nodesKept,
      sizeThatFits: measurement.sizeThatFitsCalls, cacheHits: measurement.cacheHits,
      cacheMisses: measurement.cacheMisses, placements: measurement.placements,
      preferenceReductions: result.preferenceReductions, actionsCalled: result.actionsCalled,
      stateWrites: result.stateWrites, views: result.viewCount)
  }
}
