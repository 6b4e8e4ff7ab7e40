import Foundation
import LayoutExamples
import LayoutLab

/// `CardGrid(count:)` laid out cold at one Dynamic Type size: `cards/<size>/<N>`.
///
/// SwiftUI parity: none; a harness over seed 000's screen (LayoutExamples).
public struct CardGridWorkload: Workload {
  public let count: Int
  public let dynamicTypeSize: DynamicTypeSize

  public init(count: Int, dynamicTypeSize: DynamicTypeSize) {
    self.count = count
    self.dynamicTypeSize = dynamicTypeSize
  }

  /// iPad 11" landscape, where the Dynamic Type size changes the columns (7 at large, 3 at
  /// accessibility5).
  static let hostSize = CGSize(width: 1194, height: 834)

  public var name: String { "cards/\(dynamicTypeSize)/\(count)" }
  public var family: WorkloadFamily { .cards }
  public var size: Int { count }
  public var items: Int { count }
  public var itemNoun: String { "card" }
  public var parameters: [String: String] {
    ["N": "\(count)", "dynamicTypeSize": "\(dynamicTypeSize)", "host": "1194x834"]
  }

  public func makeSampler(blackHole: BlackHole) -> any Sampler {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = dynamicTypeSize
    let count = count
    return ColdLayoutSampler(hostSize: Self.hostSize, environment: environment, blackHole: blackHole) {
      CardGrid(count: count)
    }
  }
}
