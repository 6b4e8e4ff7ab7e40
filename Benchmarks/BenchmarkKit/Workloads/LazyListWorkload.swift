import Foundation
import LayoutLab

/// N rows in a `LazyVStack` or a `VStack` in a vertical `ScrollView` 390 × 844, laid out
/// cold: `lazy-list/<lazy|eager>/<N>`. The lazy stack builds and measures only the rows near
/// the top of the screen, whatever N; the eager one builds all N.
///
/// SwiftUI parity: none; a harness.
public struct LazyListWorkload: Workload {
  /// Which stack holds the rows.
  public enum Stack: String, CaseIterable, Sendable {
    case lazy, eager
  }

  public let stack: Stack
  public let count: Int

  public init(stack: Stack, count: Int) {
    self.stack = stack
    self.count = count
  }

  public var name: String { "lazy-list/\(stack.rawValue)/\(count)" }
  public var family: WorkloadFamily { .lazyList }
  public var size: Int { count }
  public var items: Int { count }
  public var itemNoun: String { "row" }
  public var parameters: [String: String] { ["N": "\(count)", "stack": stack.rawValue, "host": "390x844"] }

  public func makeSampler(blackHole: BlackHole) -> any Sampler {
    let count = count
    let host = CGSize(width: 390, height: 844)
    switch stack {
    case .lazy:
      return ColdLayoutSampler(hostSize: host, blackHole: blackHole) {
        ScrollView { LazyVStack { ForEach(0..<count) { LazyListRow(index: $0) } } }
      }
    case .eager:
      return ColdLayoutSampler(hostSize: host, blackHole: blackHole) {
        ScrollView { VStack { ForEach(0..<count) { LazyListRow(index: $0) } } }
      }
    }
  }
}

/// One row of the lazy list workload: a user view (one body each) with a text and a colour.
struct LazyListRow: View {
  let index: Int
  var body: some View {
    HStack {
      Text("Row \(index)")
      Color.blue.frame(width: 20, height: 20)
    }
    .frame(height: 44)
  }
}
