import Foundation

/// A view's size and its alignment guides, as a container sees them.
///
/// Subscripting by a guide gives the view's explicit value for it if the view (or something
/// inside it) sets one, and the guide's default otherwise.
///
/// SwiftUI parity: `ViewDimensions`. Explicit values are looked up each time they are read,
/// as SwiftUI evaluates `alignmentGuide` closures on every read.
public struct ViewDimensions: Equatable {
  public let width: CGFloat
  public let height: CGFloat
  let guides: GuideContext?

  init(size: CGSize, guides: GuideContext? = nil) {
    width = size.width
    height = size.height
    self.guides = guides
  }

  var size: CGSize { CGSize(width: width, height: height) }

  public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.key) }
  public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.key) }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(of: guide.key) }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(of: guide.key) }

  func value(of key: AlignmentKey) -> CGFloat {
    if let value = explicitValue(of: key) { return value }
    return key.bit != 0 ? key.defaultValue(for: size) : key.defaultValue(in: self)
  }

  func explicitValue(of key: AlignmentKey) -> CGFloat? {
    // Read in place: copying the context out of the optional would copy its scope reference.
    guides?.explicitValue(of: key, size: size)
  }

  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
  }
}

/// Where a `ViewDimensions` finds explicit guide values: a measured node at a proposal.
struct GuideContext {
  /// Not retained: read only while `scope` is open, when the host keeps the engine.
  let engine: Unmanaged<LayoutEngine>
  let node: ViewNode
  let proposal: ProposedViewSize
  /// The layout call that asked: the dimensions answer explicit guides only while it is open
  /// (see `LayoutCallScope`); the engine's `builtinCallScope`, never closed, when a built-in
  /// or the engine itself asked.
  let scope: LayoutCallScope

  /// The node's explicit value for guide `key` at `size`, or `nil`; after the call, `nil` and
  /// a report; after the host is gone (dimensions a built-in's call handed out, kept by user
  /// code), `nil`: the guide's default, with no engine to read.
  func explicitValue(of key: AlignmentKey, size: CGSize) -> CGFloat? {
    if !scope.isOpen {
      scope.reportUseAfterCall("an alignment guide of its dimensions")
      return nil
    }
    guard scope.engineIsAlive else { return nil }
    return engine._withUnsafeGuaranteedRef {
      $0.explicitAlignment(of: key, node: node, proposal: proposal, size: size)
    }
  }
}
