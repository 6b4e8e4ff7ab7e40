extension SubviewGathering {
  /// What gathering reads from one node, taken before the node is updated, so that the update
  /// can tell whether the node's own subviews must be gathered again and whether what it
  /// brings to its container's subviews changed (`ViewNode.contributionChanged`).
  ///
  /// Gathering a laying-out node's subviews reads its children (the reconciler reports their
  /// changes) and, from the node itself, its kind, its own guides, whether it reads the safe
  /// area and whether it builds content when placed. Its container's gathering reads, from a
  /// laying-out subview, its kind, the traits on its primary subview (a modifier's content),
  /// its guides and whether it places deferred content; from a structural node, the traits it
  /// writes. Layout values cannot be compared: any present counts as a change.
  enum Snapshot {
    /// A structural node that writes no traits, as is a node not yet built: apart from
    /// `structural`, so that taking and dropping the snapshot of every new node costs no
    /// traits to copy and release.
    case structuralWritingNone
    /// A structural node, with the traits it writes.
    case structural(writtenTraits: ViewTraits)
    /// A laying-out node.
    case layingOut(LaidOut)

    /// What a laying-out node's gathering reads from the node, and its container's from it.
    struct LaidOut {
      let kind: LayoutKind
      let ownGuides: GuideSet
      let readsSafeArea: Bool
      let buildsContent: Bool
      let explicitGuides: GuideSet
      let placesDeferredContent: Bool
      let primaryTraits: ViewTraits
      /// Whether it is a modifier applied to each of several views, whose container gathers
      /// copies of it rather than the node itself.
      let appliesToEach: Bool

      /// Whether `node`, updated, is gathered from anything else than before: its kind, its
      /// own guides, whether it reads the safe area or builds content when placed.
      func gatheringInputsDiffer(from node: ViewNode, _ behavior: any LayoutBehavior) -> Bool {
        node.layoutKind != kind || (node.deferredContent != nil) != buildsContent
          || behavior.readsSafeArea != readsSafeArea || behavior.ownGuides != ownGuides
      }

      /// Whether `node`, gathered again, brings something else to its container's subviews:
      /// another kind, traits, guides or deferred content, or copies of a modifier applied to
      /// each of several views (made again from its new value), before or now.
      func contributionDiffers(from node: ViewNode) -> Bool {
        node.layoutKind != kind || node.explicitGuides != explicitGuides
          || node.placesDeferredContent != placesDeferredContent
          || appliesToEach || Snapshot.appliesToEach(node)
          || !primaryTraits.isSame(as: Snapshot.primaryTraits(of: node))
      }
    }

    /// The snapshot of `node` as it is now.
    init(of node: ViewNode) {
      // `layoutKind` says whether there is a behavior without reading (and retaining) it.
      guard node.laysOut, let behavior = node.behavior else {
        self = node.hasExtras ? .structural(writtenTraits: node.writtenTraits) : .structuralWritingNone
        return
      }
      self = .layingOut(
        LaidOut(
          kind: node.layoutKind, ownGuides: behavior.ownGuides, readsSafeArea: behavior.readsSafeArea,
          buildsContent: node.deferredContent != nil, explicitGuides: node.explicitGuides,
          placesDeferredContent: node.placesDeferredContent, primaryTraits: Snapshot.primaryTraits(of: node),
          appliesToEach: Snapshot.appliesToEach(node)))
    }

    /// Whether `node`, structural after its update, brings other traits to its container's
    /// subviews than before, or did not use to be structural.
    func structuralChange(in node: ViewNode) -> Bool {
      let written = node.hasExtras ? node.writtenTraits : .none
      switch self {
      case .structuralWritingNone: return !ViewTraits.none.isSame(as: written)
      case .structural(let traits): return !traits.isSame(as: written)
      case .layingOut: return true
      }
    }

    /// Whether `node` is a modifier applied to each of several views (see `SubviewGathering`).
    static func appliesToEach(_ node: ViewNode) -> Bool {
      node.layoutKind.appliesPerElement && node.subviewCount != 1
    }

    /// The traits a container reads on a laying-out node besides those written around it:
    /// its content's, for a modifier.
    private static func primaryTraits(of node: ViewNode) -> ViewTraits {
      node.layoutKind.isUnaryModifier ? node.subviews.first?.traits ?? .none : .none
    }
  }
}
