/// Something wrong in the input that the engine corrected instead of crashing, with the view
/// it happened in.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem this is.
  public enum Kind: String, Hashable, Sendable {
    /// A `frame` dimension that is negative or not finite; treated as unspecified.
    case invalidFrameDimension
    /// A size that is NaN, negative or infinite where the proposal was not; replaced.
    case invalidSize
    /// `place(at:anchor:proposal:)` called outside the container's `placeSubviews`; ignored.
    case placementOutsidePlaceSubviews
    /// A `LayoutSubview` or `LayoutSubviews` used after the layout call that received it
    /// returned (kept in a cache or elsewhere); the use is ignored and answers zero or defaults.
    case subviewUsedAfterCall
    /// A placement at a position that is not finite; the subview is centred instead.
    case invalidPlacement
    /// `place(at:anchor:proposal:)` called more than once for a subview in one
    /// `placeSubviews`; the last placement counts.
    case duplicatePlacement
    /// A subview its container's `placeSubviews` never placed; it is centred in the container
    /// with the container's proposal (SwiftUI's rule, which SwiftUI applies silently).
    case unplacedSubview
    /// Two views carry the same `.id`, or a `ForEach` has a duplicate id.
    case duplicateID
    /// An input outside what a modifier accepts (a negative padding, a zero aspect ratio...).
    case invalidArgument
    /// A host size that is negative, NaN or infinite; laid out at 0 in that dimension.
    case invalidHostSize
    /// Host safe-area insets or a keyboard height that is negative, NaN or infinite (used as
    /// 0), or larger than the window (reduced to fit it).
    case invalidSafeAreaInsets
    /// A proposal with a NaN or negative dimension (a custom layout's); proposed as 0.
    case invalidProposal
    /// A view placed infinitely wide or tall: it was proposed infinity there and takes its
    /// maximum size, as in SwiftUI. Its leading (top) edge is where it was placed.
    case infiniteLength
    /// `@State` written while a body was being evaluated; it takes effect in the next frame.
    case stateModifiedDuringUpdate
    /// The frame loop spent its budget with state still changing (a feedback loop).
    case unsettledLayout
    /// An `@EnvironmentObject` or `@Environment(T.self)` found no object of its type in the
    /// environment; the view shows nothing (SwiftUI stops the app).
    case missingEnvironmentObject
  }

  public let kind: Kind
  /// The views from the root to the one concerned, as summaries: `VStack › .frame(width: -5)`.
  public let path: String
  public let message: String

  public var description: String { "\(kind.rawValue): \(message) [at \(path)]" }
}
