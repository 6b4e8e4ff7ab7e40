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
      return
        "\(view) answers \(proposal) with \(formatLength(size.width))×\(formatLength(size.height))\(cached ? " (cached)" : "")"
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

/// Why a container proposed a size: a name a trace prints and a test compares.
///
/// An open set, not a closed enum: the built-in containers' reasons are the static members
/// below, and a future container adds its own without breaking code that reads traces (compare
/// with `==` or `case .stackDistribution:` and keep a `default`).
public struct ProposalReason: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The reason's name, as traces print it (`stackDistribution`).
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public var description: String { rawValue }

  /// The host proposes its size to the root view.
  public static let host = ProposalReason(rawValue: "host")
  /// A stack asks a child's minimum length (0 along its axis) to rank flexibility.
  public static let stackMinimumProbe = ProposalReason(rawValue: "stackMinimumProbe")
  /// A stack asks a child's maximum length (infinity along its axis).
  public static let stackMaximumProbe = ProposalReason(rawValue: "stackMaximumProbe")
  /// A stack asks a child's ideal length (unspecified along its axis).
  public static let stackIdeal = ProposalReason(rawValue: "stackIdeal")
  /// A stack offers a child its share of the remaining length.
  public static let stackDistribution = ProposalReason(rawValue: "stackDistribution")
  /// A frame passes on its width and height, or the proposal clamped to its bounds.
  public static let frame = ProposalReason(rawValue: "frame")
  /// `fixedSize` proposes `nil` on its fixed axes.
  public static let fixedSizeIdeal = ProposalReason(rawValue: "fixedSizeIdeal")
  /// Padding proposes the proposal minus its insets.
  public static let padding = ProposalReason(rawValue: "padding")
  /// A `GeometryReader` proposes its own size to its content.
  public static let geometryReader = ProposalReason(rawValue: "geometryReader")
  /// A `ScrollView` proposes `nil` along its scroll axes.
  public static let scrollView = ProposalReason(rawValue: "scrollView")
  /// A background or overlay proposes the primary view's size to its secondary views.
  public static let background = ProposalReason(rawValue: "background")
  /// A lazy grid proposes a cell its column's width (row's height) to size the cell's line.
  public static let lazyGridTrack = ProposalReason(rawValue: "lazyGridTrack")
  /// `ViewThatFits` proposes `nil` along its constrained axes to see whether a child fits.
  public static let viewThatFitsProbe = ProposalReason(rawValue: "viewThatFitsProbe")
  /// Another built-in modifier passes a proposal on.
  public static let modifier = ProposalReason(rawValue: "modifier")
  /// A user's `Layout` asked.
  public static let userLayout = ProposalReason(rawValue: "userLayout")
  /// A grid asks a cell's smallest size (0 × 0), for its tracks' ranges.
  public static let gridMinimumProbe = ProposalReason(rawValue: "gridMinimumProbe")
  /// A grid asks a cell's largest size (infinity × infinity), for its tracks' ranges.
  public static let gridMaximumProbe = ProposalReason(rawValue: "gridMaximumProbe")
  /// A grid proposed no length asks a cell's ideal size.
  public static let gridIdeal = ProposalReason(rawValue: "gridIdeal")
  /// The proposal a subview is placed with.
  public static let placement = ProposalReason(rawValue: "placement")
}
