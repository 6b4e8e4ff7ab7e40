import Foundation

/// The report as one JSON document (`BenchmarkReport`'s fields: `metadata`, `results`,
/// `targets`), keys sorted, for tools and for comparing runs.
///
/// SwiftUI parity: none; a harness.
public struct JSONReporter {
  public init() {}

  public func render(_ report: BenchmarkReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // No figure should be infinite or NaN; if one is, it is written as a string, not lost.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    guard let data = try? encoder.encode(report) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
