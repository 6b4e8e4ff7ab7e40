import Foundation
import LayoutExamples
import LayoutLab

/// `TileStrip(count:)` laid out cold at one Dynamic Type size: `tiles/<size>/<N>`.
///
/// SwiftUI parity: none; a harness over seed 002's screen (LayoutExamples).
public struct TileStripWorkload: Workload {
  public let count: Int
  public let dynamicTypeSize: DynamicTypeSize

  public init(count: Int, dynamicTypeSize: DynamicTypeSize) {
    self.count = count
    self.dynamicTypeSize = dynamicTypeSize
  }

  static let hostSize = CGSize(width: 390, height: 844)

  public var name: String { "tiles/\(dynamicTypeSize)/\(count)" }
  public var family: WorkloadFamily { .tiles }
  public var size: Int { count }
  public var items: Int { count }
  public var itemNoun: String { "tile" }
  public var parameters: [String: String] {
    ["N": "\(count)", "dynamicTypeSize": "\(dynamicTypeSize)", "host": "390x844"]
  }

  public func makeSampler(blackHole: BlackHole) -> any Sampler {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = dynamicTypeSize
    let count = count
    return ColdLayoutSampler(hostSize: Self.hostSize, environment: environment, blackHole: blackHole) {
      TileStrip(count: count)
    }
  }
}
