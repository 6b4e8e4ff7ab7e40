import Foundation

/// One step of the layout negotiation, recorded when a host traces (`ViewHost.tracing`).
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
  /// The frame of the host's frame loop the event happened in, from 1.
  public let frame: Int
  /// How deeply the event is nested in the calls that led to it: a proposal a stack sends
  /// while it is being measured is one deeper than that measurement.
  public let depth: Int
  /// What happened.
  public let kind: Kind

  /// What happened, with the views concerned.
  public enum Kind: Hashable, Sendable {
    /// A frame of the frame loop started.
    case frameStarted
    /// A frame ended.
    case frameEnded
    /// A user view's `body` (or a reader's content) was evaluated.
    case bodyEvaluated(TracedView)
    /// A view read an environment value through `@Environment`.
    case environmentRead(TracedView, key: String)
    /// A container proposed a size to one of its subviews, and why.
    case proposal(from: TracedView, to: TracedView, ProposedViewSize, reason: ProposalReason)
    /// A view answered a proposal, from its measurement cache or not.
    case response(TracedView, ProposedViewSize, CGSize, cached: Bool)
    /// A view was placed at a frame (root coordinates) with a proposal.
    case placement(TracedView, CGRect, ProposedViewSize)
    /// `PreferenceKey.reduce` combined two values of a key below a view.
    case preferenceReduced(TracedView, key: String)
    /// An `onPreferenceChange` or `onGeometryChange` action ran.
    case actionCalled(String)
    /// A view's `@State` was written.
    case stateWritten(TracedView)
  }

  /// The views the event concerns.
  public var views: [TracedView] {
    switch kind {
    case .frameStarted, .frameEnded, .actionCalled: []
    case .bodyEvaluated(let view), .environmentRead(let view, _), .response(let view, _, _, _),
      .placement(let view, _, _), .preferenceReduced(let view, _), .stateWritten(let view):
      [view]
    case .proposal(let from, let to, _, _): [from, to]
    }
  }

  public var description: String {
    switch kind {
    case .frameStarted: return "frame \(frame) started"
    case .frameEnded: return "frame \(frame) ended"
    case .bodyEvaluated(let view): return "body of \(view)"
    case .environmentRead(let view, let key): return "\(view) reads environment \(key)"
    case .proposal(let from, let to, let proposal, let reason):
      return "\(from) proposes \(proposal) to \(to) (\(reason.rawValue))"
    case .response(let view, let proposal, let size, let cached):
      return "\(view) answers \(proposal) with \(formatLength(size.width))×\(formatLength(size.height))\(cached ? " (cached)" : "")"
    case .placement(let view, let frame, let proposal):
      let box = [frame.minX, frame.minY, frame.width, frame.height].map(formatLength).joined(separator: " ")
      return "\(view) placed at [\(box)] with \(proposal)"
    case .preferenceReduced(let view, let key): return "\(key) reduced below \(view)"
    case .actionCalled(let source): return "action: \(source)"
    case .stateWritten(let view): return "state of \(view) written"
    }
  }
}

/// A view as a trace names it: the node's number in its host (stable across frames) and its
/// summary.
public struct TracedView: Hashable, Sendable, CustomStringConvertible {
  /// The node's number in its host; `PlacedView.nodeID` carries the same number.
  public let id: Int
  /// What the view is: `Text("Hello")`, `.padding(16)`, `HStack(spacing: 8)`.
  public let summary: String

  public var description: String { "\(summary)#\(id)" }
}

/// Why a container proposed a size.
public enum ProposalReason: String, Hashable, Sendable, CaseIterable {
  /// The host proposes its size to the root view.
  case host
  /// A stack asks a child's minimum length (0 along its axis) to rank flexibility.
  case stackMinimumProbe
  /// A stack asks a child's maximum length (infinity along its axis).
  case stackMaximumProbe
  /// A stack asks a child's ideal length (unspecified along its axis).
  case stackIdeal
  /// A stack offers a child its share of the remaining length.
  case stackDistribution
  /// A frame passes on its width and height, or the proposal clamped to its bounds.
  case frame
  /// `fixedSize` proposes `nil` on its fixed axes.
  case fixedSizeIdeal
  /// Padding proposes the proposal minus its insets.
  case padding
  /// A `GeometryReader` proposes its own size to its content.
  case geometryReader
  /// A `ScrollView` proposes `nil` along its scroll axes.
  case scrollView
  /// A background or overlay proposes the primary view's size to its secondary views.
  case background
  /// A lazy grid proposes a cell its column's width (row's height) to size the cell's line.
  case lazyGridTrack
  /// `ViewThatFits` proposes `nil` along its constrained axes to see whether a child fits.
  case viewThatFitsProbe
  /// Another built-in modifier passes a proposal on.
  case modifier
  /// A user's `Layout` asked.
  case userLayout
  /// A grid asks a cell's smallest size (0 × 0), for its tracks' ranges.
  case gridMinimumProbe
  /// A grid asks a cell's largest size (infinity × infinity), for its tracks' ranges.
  case gridMaximumProbe
  /// A grid proposed no length asks a cell's ideal size.
  case gridIdeal
  /// The proposal a subview is placed with.
  case placement
}
