import Foundation
import LayoutLab

/// A `ViewHost` whose only view is a `CheckProbe` around the checked layout's content: each
/// `run` is one layout pass asking the layout about one proposal.
///
/// SwiftUI parity: one host keeps its views, and so the layout's cache and the subviews'
/// measurement caches, between passes, as a SwiftUI view keeps them between frames.
final class CheckHost<L: Layout> {
  private let session: ProbeSession<L>
  private let host: ViewHost<AnyView>
  private var passes = 0

  init(
    layout: L, content: AnyView, policy: MeasurementCachePolicy, environment: EnvironmentValues
  ) {
    session = ProbeSession(layout: layout, proposal: .unspecified)
    let probe = CheckProbe(session: session)
    host = ViewHost(
      rootView: AnyView(probe { content }), measurementCachePolicy: policy, environment: environment)
  }

  /// Lays out once, asking the layout about `proposal` and placing in bounds at `origin`; with
  /// `keepingCache` the layout's cache from the previous pass is used again.
  ///
  /// The host's size changes with every pass so that the engine, which remembers the probe's
  /// size per proposal, asks the probe (and so the layout) again. The host's size is also how
  /// a subview the layout never placed is told apart: the engine places it with the
  /// container's proposal, which is the host's size, a value the layout never sees.
  func run(_ proposal: ProposedViewSize, origin: CGPoint = .zero, keepingCache: Bool) -> PassRecord {
    passes += 1
    session.beginPass(proposal, origin: origin, keepingCache: keepingCache)
    let hostSize = CGSize(width: 4093.25 + CGFloat(passes), height: 4091.75 + CGFloat(passes))
    let result = host.layout(in: hostSize)
    let pass = session.pass
    let subviews = result.views.first?.children ?? []
    let frames = subviews.map { subview -> CGRect? in
      guard pass.bounds != nil, subview.proposal != ProposedViewSize(hostSize) else { return nil }
      return CGRect(
        x: subview.frame.origin.x - origin.x, y: subview.frame.origin.y - origin.y,
        width: subview.frame.size.width, height: subview.frame.size.height)
    }
    let bounds = pass.bounds.map { CGRect(origin: .zero, size: $0.size) }
    return PassRecord(
      proposal: proposal, origin: origin, sizes: pass.sizes, bounds: bounds, frames: frames,
      summaries: subviews.map(\.summary), diagnostics: result.diagnostics)
  }
}

/// What one pass of a check saw, in the layout's terms.
struct PassRecord {
  /// The proposal asked about.
  var proposal: ProposedViewSize
  /// Where the bounds `placeSubviews` was given started.
  var origin: CGPoint
  /// The answers of `sizeThatFits`, in the order asked (twice per pass).
  var sizes: [CGSize]
  /// The bounds `placeSubviews` was given, moved to the origin; `nil` if it did not run.
  var bounds: CGRect?
  /// Each subview's frame relative to the bounds' origin; `nil` if the layout did not place it.
  var frames: [CGRect?]
  /// Each subview's summary (`Text("a")`), to match diagnostics to subviews.
  var summaries: [String]
  /// What the engine reported in the pass.
  var diagnostics: [LayoutDiagnostic]

  /// The layout's first answer to the proposal.
  var size: CGSize? { sizes.first }
}
