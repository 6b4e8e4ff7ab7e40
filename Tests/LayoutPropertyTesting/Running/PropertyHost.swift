import Foundation
import LayoutLab

/// Lays a generated tree out in a `ViewHost` of its own, reading the root's preference value.
public struct PropertyHost {
  public let tree: PropertyTree
  public let host: ViewHost<AnyView>
  private let inbox: PropertyPreferenceInbox

  public init(
    _ tree: PropertyTree, policy: MeasurementCachePolicy = .swiftUI, safeAreaInsets: EdgeInsets = EdgeInsets()
  ) {
    let inbox = PropertyPreferenceInbox()
    self.tree = tree
    self.inbox = inbox
    host = ViewHost(
      rootView: AnyView(tree.view().onPreferenceChange(PropertyPreferenceKey.self) { inbox.value = $0 }),
      measurementCachePolicy: policy)
    host.safeAreaInsets = safeAreaInsets
  }

  /// One `layout(in:)`.
  public func layout(in size: CGSize) -> PropertyLayout {
    PropertyLayout(host.layout(in: size), preference: inbox.value)
  }
}

/// Where the root's `onPreferenceChange` leaves the value, for the checks to read after the
/// layout. The action runs in the frame loop of `layout(in:)`, on the calling thread, before
/// `layout(in:)` returns: no other thread touches it.
final class PropertyPreferenceInbox {
  var value: [Int]?
}

/// What one layout of a generated tree gave, by preorder index.
public struct PropertyLayout {
  /// Each node's frame (a node without a view of its own, like `.layoutPriority`, has its
  /// content's).
  public var frames: [Int: CGRect] = [:]
  /// Each node's placement proposal.
  public var proposals: [Int: ProposedViewSize] = [:]
  /// Every laid-out view's summary, frame, placement proposal and counters, tree order, ids or not.
  public var views: [(summary: String, frame: CGRect, proposal: ProposedViewSize, counters: NodeCounters)] = []
  /// What the root's `onPreferenceChange` received (the default if it never ran).
  public var preference: [Int] = []
  /// The engine's diagnostics.
  public var diagnostics: [LayoutDiagnostic] = []
  /// The frames the layout ran, with their counters.
  public var frameReports: [FrameReport] = []
  /// The measurement counters over every frame.
  public var counters: NodeCounters
  /// The tree-update counters over every frame.
  public var treeCounters: TreeCounters

  /// Whether the frame loop spent its budget with state still changing (`unsettledLayout`).
  public var isUnsettled: Bool { diagnostics.contains { $0.kind == .unsettledLayout } }

  /// Reads `result`.
  init(_ result: LayoutResult, preference: [Int]?) {
    counters = result.counters
    treeCounters = result.tree
    frameReports = result.frames
    result.forEachView { view in
      views.append((view.summary, view.frame, view.proposal, view.counters))
      for case let index as Int in view.ids {
        frames[index] = view.frame
        proposals[index] = view.proposal
      }
    }
    self.preference = preference ?? PropertyPreferenceKey.defaultValue
    diagnostics = result.diagnostics
  }
}
