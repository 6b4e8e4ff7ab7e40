import Foundation
import LayoutLab

/// A frame a scene file says a view must get: the file's `expect` entry for one view id, in the
/// root's coordinates (the host's), as a conformance fixture states its hand-worked numbers.
///
/// SwiftUI parity: none; scene files' own checks.
public struct SceneExpectation: Hashable, Sendable {
  /// The `id` of the view the frame belongs to.
  public var id: String
  /// The frame the view must have, within `tolerance` on every edge.
  public var frame: CGRect
  /// The proposal the view must have been placed with (`nil` dimensions unspecified), when the
  /// file gives one.
  public var proposal: ProposedViewSize?

  /// How far a frame may be from the expected one on each of x, y, width and height: a
  /// thousandth of a point, so that numbers worked by hand to three decimals (46.667) match.
  public static let tolerance: CGFloat = 0.001

  public init(id: String, frame: CGRect, proposal: ProposedViewSize? = nil) {
    self.id = id
    self.frame = frame
    self.proposal = proposal
  }

  /// Whether `view` has the expected frame, and the expected proposal if one is given, within
  /// `tolerance`.
  public func matches(_ view: PlacedView?) -> Bool {
    guard let view else { return false }
    let frames = [
      (view.frame.minX, frame.minX), (view.frame.minY, frame.minY), (view.frame.width, frame.width),
      (view.frame.height, frame.height),
    ]
    guard frames.allSatisfy(Self.close) else { return false }
    guard let proposal else { return true }
    return Self.close(view.proposal.width, proposal.width) && Self.close(view.proposal.height, proposal.height)
  }

  private static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || abs(a - b) <= tolerance }

  private static func close(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): close(a, b)
    default: false
    }
  }
}

extension LayoutScene {
  /// The expectations the result does not meet, with the view each id names (`nil` when no
  /// view has it), in the order of `expectations`.
  public func unmetExpectations(in result: LayoutResult) -> [(expectation: SceneExpectation, actual: PlacedView?)] {
    expectations.compactMap { expectation in
      let actual = result.view(id: expectation.id)
      return expectation.matches(actual) ? nil : (expectation, actual)
    }
  }
}
