import Foundation
import LayoutLab

/// What a checked layout did for one proposal, with a cold cache under the `.swiftUI`
/// measurement cache policy: the reference every other run is compared with.
///
/// Frames are relative to the origin of the bounds `placeSubviews` was given, so a layout that
/// places its first subview at `bounds.origin` reports it at `(0, 0)`.
///
/// SwiftUI parity: what a parent sees of a child layout — its answer to one proposal, then the
/// frames its `placeSubviews` gives the subviews in bounds of that size (L5, L6).
public struct ProposalOutcome: Sendable, CustomStringConvertible {
  /// The proposal the layout was asked about.
  public let proposal: ProposedViewSize
  /// What `sizeThatFits` returned, as returned (NaN and negative lengths included).
  public let size: CGSize
  /// Whether `placeSubviews` ran. It does not when the size is not finite and non-negative:
  /// no bounds can be made from it, and SwiftUI only places a layout in a size it returned.
  public let wasPlaced: Bool
  /// Each subview's frame relative to the bounds' origin, or `nil` when the subview was not
  /// placed by the layout (or `placeSubviews` did not run).
  public let frames: [CGRect?]

  public init(proposal: ProposedViewSize, size: CGSize, wasPlaced: Bool, frames: [CGRect?]) {
    self.proposal = proposal
    self.size = size
    self.wasPlaced = wasPlaced
    self.frames = frames
  }

  public var description: String {
    let placed = frames.enumerated().map { index, frame in
      "  [\(index)] \(frame.map(format) ?? "not placed")"
    }
    let header = "proposal \(proposal) -> \(format(size))\(wasPlaced ? "" : " (not placed)")"
    return ([header] + placed).joined(separator: "\n")
  }
}

/// `(w, h)` with lengths formatted as LayoutLab prints them.
func format(_ size: CGSize) -> String {
  "(\(formatLength(size.width)), \(formatLength(size.height)))"
}

/// `(x, y)` with lengths formatted as LayoutLab prints them.
func format(_ point: CGPoint) -> String {
  "(\(formatLength(point.x)), \(formatLength(point.y)))"
}

/// `(x, y, w, h)` with lengths formatted as LayoutLab prints them.
func format(_ rect: CGRect) -> String {
  "(\(formatLength(rect.origin.x)), \(formatLength(rect.origin.y)), \(formatLength(rect.size.width)), \(formatLength(rect.size.height)))"
}

/// `w × h` (with `separator` between) with lengths formatted as LayoutLab prints them.
func format(_ size: CGSize, separator: String) -> String {
  "\(formatLength(size.width))\(separator)\(formatLength(size.height))"
}
