extension NodeExtras {
  /// The fields of a `ViewNode` that fewer nodes still use: a user view's value and state, a
  /// collection's element values, a root's graph, the written traits, explicit ids, custom
  /// alignment guides, replicas, diagnostics and the memos of the rarer modifiers. Kept out
  /// of `NodeExtras` so that the nodes which only observe or are observed (one or two per
  /// element in a two-frame layout) carry a smaller object; made the first time one of these
  /// fields is written, and kept.
  final class Rare {
    @exclusivity(unchecked) var writtenTraits = ViewTraits.none
    @exclusivity(unchecked) var propertyStorage: [Int: AnyObject] = [:]
    @exclusivity(unchecked) var replicas: [ViewNode: ViewNode] = [:]
    @exclusivity(unchecked) var view: (any View)?
    @exclusivity(unchecked) var elementValues: AnyObject?
    @exclusivity(unchecked) var environmentMemo: EnvironmentMemo?
    @exclusivity(unchecked) var lazyElements: LazyElements?
    @exclusivity(unchecked) var containerReaders: ContainerReaders?
    @exclusivity(unchecked) var diagnostics: [LayoutDiagnostic] = []
    @exclusivity(unchecked) var explicitIDs: [ChildKey] = []
    @exclusivity(unchecked) var customGuides: Set<AlignmentKey>?
    weak var graph: ViewGraph?
  }
}
