import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// A host size with a negative, NaN or infinite dimension is laid out as 0 there, with an
/// `invalidHostSize` diagnostic naming the value; 0 and 1 are ordinary sizes.
@Suite("Robustness: host sizes that are negative, NaN or infinite are corrected to 0 and reported")
struct HostSizeCorrectionTests {
  @Test(
    "Each unusable dimension becomes 0 and is named in one diagnostic",
    arguments: [
      (CGSize(width: -10, height: 844), CGSize(width: 0, height: 844), "width -10 is negative"),
      (CGSize(width: 390, height: CGFloat.nan), CGSize(width: 390, height: 0), "height nan is NaN"),
      (CGSize(width: CGFloat.infinity, height: 844), CGSize(width: 0, height: 844), "width inf is infinite"),
      (CGSize(width: CGFloat.nan, height: -CGFloat.infinity), .zero, "width nan is NaN, height -inf is infinite"),
    ])
  func unusableDimensions(requested: CGSize, corrected: CGSize, problems: String) throws {
    let result = ViewHost(rootView: Color.red).layout(in: requested)
    #expect(result.hostSize == corrected)
    // A colour takes the whole (corrected) host.
    #expect(result.views.first?.frame == CGRect(origin: .zero, size: corrected))
    #expect(result.views.first?.proposal == ProposedViewSize(corrected))
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(diagnostic.kind == .invalidHostSize)
    #expect(diagnostic.path == "ViewHost")
    #expect(
      diagnostic.message
        == "host size (\(formatLength(requested.width)), \(formatLength(requested.height))): \(problems); laying out in (\(formatLength(corrected.width)), \(formatLength(corrected.height)))"
    )
  }

  @Test(
    "Hosts of 0 × 0 and 1 × 1 are ordinary: no diagnostic, text at least one character on one line",
    arguments: [
      (CGFloat(0), CGRect(x: -4.25, y: -10.2, width: 8.5, height: 20.4)),
      (CGFloat(1), CGRect(x: -3.75, y: -9.7, width: 8.5, height: 20.4)),
    ])
  func tinyHosts(side: CGFloat, textFrame: CGRect) {
    let size = CGSize(width: side, height: side)
    let colour = ViewHost(rootView: Color.red).layout(in: size)
    #expect(colour.views.first?.frame == CGRect(origin: .zero, size: size))
    #expect(colour.diagnostics.isEmpty)
    // "a b" in at most one character a line and one line: "a…" cut to one character, the
    // ellipsis (rule 7): 8.5 × 20.4, centred at (side / 2, side / 2).
    let text = ViewHost(rootView: Text("a b")).layout(in: size)
    expectFrame(text.views.first?.frame, textFrame)
    #expect(text.diagnostics.isEmpty)
  }

  @Test("Laying out again at the same unusable size changes nothing and keeps the diagnostic")
  func unchangedRelayoutKeepsDiagnostic() {
    let host = ViewHost(rootView: Color.red)
    let nan = CGSize(width: CGFloat.nan, height: 10)
    _ = host.layout(in: nan)
    let again = host.layout(in: nan)
    // NaN is not equal to itself, but both corrected sizes are 0 × 10: nothing is measured.
    #expect(again.counters.sizeThatFitsCalls == 0)
    #expect(again.views.first?.frame == CGRect(x: 0, y: 0, width: 0, height: 10))
    #expect(again.diagnostics.map(\.kind) == [.invalidHostSize])
  }
}
