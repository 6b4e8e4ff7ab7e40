import Foundation

/// A node's behavior as its record holds it, for the engine's calls on it at every measurement
/// and placement: not retained.
///
/// Reading `ViewNode.behavior` copies the reference, a retain and a release, each an atomic
/// read-modify-write, around every call. The record holds the behavior for the whole call: a
/// node's behavior is replaced only when the tree is built or updated, and what is built while
/// laying out (lazy elements, deferred content) is below the container whose call builds it,
/// never a node whose call is running. So the call is made on the stored reference in place.
///
/// A class-bound existential is stored as the object and the protocol's witness table; the
/// object's dynamic type and the witness table make the behavior's metatype, whose
/// `withUnretained(_:_:)` makes the call on the object as a guaranteed (unretained) reference.
struct UnretainedBehavior {
  /// The behavior object, not retained.
  private let object: UnsafeRawPointer
  /// The behavior's dynamic type, with its conformance.
  private let behaviorType: any LayoutBehavior.Type

  /// `node`'s behavior, or `nil` for a structural node; only while the node's record holds it.
  @inline(__always)
  init?(of node: ViewNode) {
    let address = node.behaviorAddress
    guard let object = address.load(as: UnsafeRawPointer?.self) else { return nil }
    let witnessTable = address.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    let dynamicType: AnyObject.Type = Unmanaged<AnyObject>.fromOpaque(object)._withUnsafeGuaranteedRef { type(of: $0) }
    self.object = object
    behaviorType = unsafeBitCast((dynamicType, witnessTable), to: (any LayoutBehavior.Type).self)
  }

  /// Calls `body` with the behavior, not retained for the call (the rare calls: each common
  /// one has a method of its own, which makes no closure).
  @inline(__always)
  func call<R>(_ body: (any LayoutBehavior) -> R) -> R {
    behaviorType.withUnretained(object, body)
  }

  /// `LayoutBehavior.sizeThatFits(_:node:engine:)`.
  @inline(__always)
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine) -> CGSize {
    behaviorType.sizeThatFits(unretained: object, proposal, node: node, engine: engine)
  }

  /// `LayoutBehavior.commitSubviews(in:proposal:node:engine:samePlacement:)`.
  @inline(__always)
  func commitSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine, samePlacement: Bool
  ) -> IndexSet? {
    behaviorType.commitSubviews(
      unretained: object, in: bounds, proposal: proposal, node: node, engine: engine, samePlacement: samePlacement)
  }

  /// `LayoutBehavior.leavesUnplacedSubviewsOut`.
  var leavesUnplacedSubviewsOut: Bool {
    behaviorType.leavesUnplacedSubviewsOut(unretained: object)
  }
}

extension LayoutBehavior {
  /// The object at `object`, a behavior of this type, as a guaranteed (unretained) reference.
  @inline(__always)
  private static func unretained(_ object: UnsafeRawPointer) -> Unmanaged<Self> {
    Unmanaged<Self>.fromOpaque(object)
  }

  /// Calls `body` with `object`, a behavior of this type, not retained for the call.
  fileprivate static func withUnretained<R>(_ object: UnsafeRawPointer, _ body: (any LayoutBehavior) -> R) -> R {
    unretained(object)._withUnsafeGuaranteedRef { body($0) }
  }

  /// `sizeThatFits(_:node:engine:)` of `object`, a behavior of this type, not retained.
  fileprivate static func sizeThatFits(
    unretained object: UnsafeRawPointer, _ proposal: ProposedViewSize, node: ViewNode, engine: LayoutEngine
  ) -> CGSize {
    unretained(object)._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal, node: node, engine: engine) }
  }

  /// `commitSubviews(in:proposal:node:engine:samePlacement:)` of `object`, a behavior of this
  /// type, not retained.
  fileprivate static func commitSubviews(
    unretained object: UnsafeRawPointer, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode,
    engine: LayoutEngine, samePlacement: Bool
  ) -> IndexSet? {
    unretained(object)._withUnsafeGuaranteedRef {
      $0.commitSubviews(in: bounds, proposal: proposal, node: node, engine: engine, samePlacement: samePlacement)
    }
  }

  /// `leavesUnplacedSubviewsOut` of `object`, a behavior of this type, not retained.
  fileprivate static func leavesUnplacedSubviewsOut(unretained object: UnsafeRawPointer) -> Bool {
    unretained(object)._withUnsafeGuaranteedRef { $0.leavesUnplacedSubviewsOut }
  }
}
