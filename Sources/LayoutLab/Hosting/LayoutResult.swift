import Foundation

/// What one layout pass produced: every view's frame, the counters and the diagnostics.
public struct LayoutResult {
  /// The size the host laid out in: the size asked for, with a dimension that is negative, NaN
  /// or infinite laid out as 0 (and an `invalidHostSize` diagnostic).
  public let hostSize: CGSize
  /// The size the root view chose (the union of the root views' frames when there are several).
  public let rootSize: CGSize
  /// The host's safe-area insets as laid out (corrected, the keyboard's included; leading is
  /// the window's left edge): the bands outside them are the unsafe area renderers show.
  public var safeAreaInsets = EdgeInsets()
  /// What each frame did, in order; the last one produced `views`.
  public let frames: [FrameReport]
  /// Every step of every frame, when the host traces (`ViewHost.tracing`); `nil` otherwise.
  public let trace: LayoutTrace?
  /// The tree the views and the view diagnostics are read from, on first use.
  let snapshot: TreeSnapshot
  /// Whether the layout had nothing to do: the views are the last layout's, with no counts.
  let isUnchanged: Bool
  /// Problems found during the frames (state writes, layouts' answers, the frame loop).
  let frameDiagnostics: [LayoutDiagnostic]

  /// The laid-out root views, each with its subtree, as the last frame left them.
  ///
  /// Built on first use from the tree as this layout left it (a later layout of the same host
  /// does not change it).
  public var views: [PlacedView] { isUnchanged ? snapshot.viewsWithoutCounters : snapshot.views }

  /// Problems found in the views, in layouts' answers or in the frame loop, each corrected:
  /// those of the view values first, in tree order, then those of the frames.
  public var diagnostics: [LayoutDiagnostic] { snapshot.diagnostics + frameDiagnostics }

  /// Measurement counters summed over every frame.
  public var counters: NodeCounters {
    frames.reduce(into: NodeCounters()) { $0 += $1.measurement }
  }

  /// Tree-update counters (bodies evaluated, nodes created, kept, removed) over every frame.
  public var tree: TreeCounters {
    frames.reduce(into: TreeCounters()) { $0 += $1.tree }
  }

  /// Where the time went, summed over every frame, when the host records phase times
  /// (`ViewHost.recordsPhaseTimes`); `nil` otherwise.
  public var phaseTimes: PhaseTimes? {
    var total = PhaseTimes()
    for frame in frames {
      guard let times = frame.phaseTimes else { return nil }
      total += times
    }
    return frames.isEmpty ? nil : total
  }

  /// `@State` writes over every frame.
  public var stateWrites: Int { frames.reduce(0) { $0 + $1.stateWrites } }

  /// `PreferenceKey.reduce` calls over every frame.
  public var preferenceReductions: Int { frames.reduce(0) { $0 + $1.preferenceReductions } }

  /// Actions run over every frame.
  public var actionsCalled: Int { frames.reduce(0) { $0 + $1.actionsCalled } }

  /// How many views were laid out: as many as `forEachView` visits, counted without building
  /// the `PlacedView`s when they were not asked for yet.
  public var viewCount: Int { snapshot.viewCount }

  /// The view carrying `.id(id)` (the first in tree order if several do), if any.
  public func view(id: AnyHashable) -> PlacedView? {
    var found: PlacedView?
    forEachView { view in
      if found == nil, view.ids.contains(id) { found = view }
    }
    return found
  }

  /// The frame of the view carrying `.id(id)`, in root coordinates.
  public func frame(id: AnyHashable) -> CGRect? { view(id: id)?.frame }

  /// Calls `body` for every view, parents before children.
  public func forEachView(_ body: (PlacedView) -> Void) {
    // With a stack, not recursion: a tree may be 100,000 views deep.
    var stack = Array(views.reversed())
    while let view = stack.popLast() {
      body(view)
      stack.append(contentsOf: view.children.reversed())
    }
  }
}

/// One laid-out view: what it is, where it went, and what it cost.
public struct PlacedView {
  /// The view's node number in its host, as traces name it (`TracedView.id`).
  public let nodeID: Int
  /// What the view is: `Text("Hello")`, `.padding(16)`, `HStack(spacing: 8)`.
  public let summary: String
  /// The view's frame in root coordinates.
  public let frame: CGRect
  /// The proposal the view was placed with.
  public let proposal: ProposedViewSize
  /// Ids from `.id(_:)` modifiers on this view.
  public let ids: [AnyHashable]
  /// What draws this view, for pictures: a fill colour or a text, and whether it is hidden.
  public let appearance: Appearance
  /// Counts for this view in the last frame.
  public let counters: NodeCounters
  /// The children, boxed; `nil` for a view without any.
  fileprivate var childBox: PlacedChildren?

  /// The views this one laid out.
  public var children: [PlacedView] { childBox?.views ?? [] }

  /// The view of `node` as placed in `pass`, with `children` made for its subviews; a view that
  /// pass did not reach (placed again unchanged, see `LayoutEngine.commitPlacement`) keeps its
  /// frame and counts nothing.
  private init(_ node: ViewNode, pass: Int, children: [PlacedView]) {
    nodeID = node.id
    summary = node.summary
    frame = node.frame
    proposal = node.placedProposal
    ids = node.explicitIDs.compactMap(\.explicitID)
    appearance = node.appearance
    counters = node.counts.belong(to: pass) ? node.counts.counters : NodeCounters()
    childBox = children.isEmpty ? nil : PlacedChildren(children)
  }

  private init(_ view: PlacedView, counters: NodeCounters, children: [PlacedView]) {
    nodeID = view.nodeID
    summary = view.summary
    frame = view.frame
    proposal = view.proposal
    ids = view.ids
    appearance = view.appearance
    self.counters = counters
    childBox = children.isEmpty ? nil : PlacedChildren(children)
  }

  /// The views of `nodes` as placed in `pass`, each with its subtree.
  static func views(of nodes: [ViewNode], pass: Int) -> [PlacedView] {
    build(nodes, children: \.placedSubviews) { node, children in PlacedView(node, pass: pass, children: children) }
  }

  /// This view and the views below it.
  var subtreeCount: Int {
    var count = 0
    var stack = [self]
    while let view = stack.popLast() {
      count += 1
      stack.append(contentsOf: view.children)
    }
    return count
  }

  /// `views` and their subtrees with every counter at zero.
  static func withoutCounters(_ views: [PlacedView]) -> [PlacedView] {
    build(views, children: \.children) { view, children in
      PlacedView(view, counters: NodeCounters(), children: children)
    }
  }

  /// A tree of views made from the trees below `roots`, children before their parent, with a
  /// stack rather than recursion: a tree may be 100,000 views deep.
  private static func build<Source>(
    _ roots: [Source], children: (Source) -> [Source], make: (Source, [PlacedView]) -> PlacedView
  ) -> [PlacedView] {
    var open: [(source: Source, children: [Source], next: Int)] = []
    var made: [PlacedView] = []
    for root in roots {
      open.append((root, children(root), 0))
      while let top = open.last {
        if top.next < top.children.count {
          open[open.count - 1].next += 1
          let child = top.children[top.next]
          open.append((child, children(child), 0))
        } else {
          open.removeLast()
          let count = top.children.count
          let built = Array(made.suffix(count))
          made.removeLast(count)
          made.append(make(top.source, built))
        }
      }
    }
    return made
  }
}

/// The children of a `PlacedView`, in a box that takes a deep tree apart without recursion
/// when it goes: freeing nested arrays would otherwise recurse once per level and overflow the
/// stack for a tree 100,000 views deep.
private final class PlacedChildren {
  var views: [PlacedView]

  init(_ views: [PlacedView]) { self.views = views }

  deinit {
    var pending = views
    views = []
    while var view = pending.popLast() {
      // A box only this view holds goes with it: empty it first, so its deinit has nothing to free.
      if isKnownUniquelyReferenced(&view.childBox), let box = view.childBox {
        pending.append(contentsOf: box.views)
        box.views = []
      }
    }
  }
}
